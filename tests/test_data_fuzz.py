"""Issue 14's data-folder fuzz test: every file the window reads (settings.json,
lessons.json, autosave.toml, saves/*.toml), mutated and nested, and the window
started headless on the folder each time. Seeded: the same folders every run.

Each round must: open the window on the main menu; set every damaged file aside
(its bytes kept beside it, nothing deleted); let the player resume, open every
save in the Load list, open the lessons and the settings, and quit — without an
exception. Whatever the window wrote must read back. A second, quicker loop
feeds many more mutations to the parsers alone: they raise `BadFileError` and
nothing else."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import contextlib  # noqa: E402
import copy  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
import tomli_w  # noqa: E402

from game.client.dialogs import MenuDialog, NoticeDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.load import LoadScene  # noqa: E402
from game.client.menu import MainMenu  # noqa: E402
from game.client.saves import parse_save, read_save, save_text, write_save  # noqa: E402
from game.client.session import HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.settings import Settings, load_settings, save_settings  # noqa: E402
from game.engine import BadFileError  # noqa: E402
from game.lessons import LessonRunner, Progress, load_lesson  # noqa: E402
from game.lessons.library import tutorial_dir  # noqa: E402
from game.lessons.progress import progress_problem  # noqa: E402
from game.storage import load_json_file  # noqa: E402

SEED = 14
WINDOW_ROUNDS = 24
PARSER_ROUNDS = 400
FILES = ["settings.json", "lessons.json", "autosave.toml", "saves/evening.toml", "saves/done.toml"]


@pytest.fixture(autouse=True)
def computer_players_in_threads(monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # a mutated seat may be a computer: no worker process


def a_session(seed: int, moves: int, name: str = "") -> Session:
    session = Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN), Seat(HUMAN)]), seed)
    session.name = name
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


def healthy_files() -> dict[str, bytes]:
    """A data folder as a player's looks after a while."""
    lesson = load_lesson(tutorial_dir() / "03-revolts.toml")
    runner = LessonRunner(lesson)
    runner.proceed()
    progress = {"version": 1, "done": ["01-board"], "places": {lesson.id: runner.snapshot()}, "offered": True}
    settings = Settings(volume=0.4, speed="fast", last_setup={
        "seats": [{"kind": "human", "level": ""}, {"kind": "computer", "level": "random"}],
        "dynasties": ["lion", "bull", "archer", "potter"], "board": "advanced", "open_scoring": True})
    from dataclasses import asdict

    return {
        "settings.json": (json.dumps(asdict(settings), indent=2) + "\n").encode(),
        "lessons.json": (json.dumps(progress, indent=1) + "\n").encode(),
        "autosave.toml": save_text(a_session(5, 30, "Evening"), "Evening").encode(),
        "saves/evening.toml": save_text(a_session(5, 20, "Evening"), "Evening").encode(),
        "saves/done.toml": save_text(a_session(8, 10_000, "Done"), "Done").encode(),
    }


HOSTILE_VALUES = [
    [], {}, ["x"], {"a": {"b": ["c"]}}, 0, -1, 10**30, 2**64, True, "", "\x00\n\"'\\", "x" * 5000,
    float("inf"), float("nan"), -0.0, 1e308, json.loads("[" * 40 + '"deep"' + "]" * 40),
]
NASTY_TEXT = ["\x00", "\xff", '"', "'", "'''", '"""', "[", "]", "{", "}", "=", "\n", "\\", "\\u", ".", "#",
              "NaN", "Infinity", "\u2028", "\ud800x", "é", "9" * 5000]


def mutate_text(text: str, rng: random.Random, toml: bool) -> str:
    kind = rng.randrange(8)
    if kind == 0 and text:  # truncated
        return text[:rng.randrange(len(text))]
    if kind == 1:  # characters inserted here and there
        chars = list(text)
        for _ in range(rng.randint(1, 6)):
            chars.insert(rng.randint(0, len(chars)), rng.choice(NASTY_TEXT))
        return "".join(chars)
    if kind == 2:  # nested deep, as in the issue
        depth = rng.choice([33, 500, 2000, 100_000])
        if toml:
            return rng.choice(["a = " + "[" * depth + "]" * depth * rng.randint(0, 1) + "\n" + text,
                               "x = " + "{a = " * depth + "1" + "}" * depth + "\n" + text])
        return "[" * depth + text + "]" * depth
    if kind == 3 and toml:  # a long dotted key
        return "a" + ".a" * rng.choice([66, 5000, 50_000]) + " = 1\n" + text
    if kind == 4 and text:  # a piece repeated
        start = rng.randrange(len(text))
        piece = text[start:start + rng.randint(1, 200)]
        return text[:start] + piece * rng.randint(2, 50) + text[start:]
    if kind == 5:  # lines shuffled
        lines = text.splitlines(keepends=True)
        rng.shuffle(lines)
        return "".join(lines)
    return text.replace(rng.choice(['"', "=", "[", "]", "{", "}", ",", ":"]), rng.choice(NASTY_TEXT), 1)


def mutate_data(data, rng: random.Random):
    """One value somewhere in the parsed document replaced with a hostile one."""
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(list(data))
        data[key] = mutate_data(data[key], rng)
        return data
    if isinstance(data, list) and data and rng.random() < 0.8:
        index = rng.randrange(len(data))
        data[index] = mutate_data(data[index], rng)
        return data
    if isinstance(data, str) and "\n" in data and rng.random() < 0.7:  # the record inside a save
        return mutate_text(data, rng, toml=True)
    return copy.deepcopy(rng.choice(HOSTILE_VALUES))  # (never one shared list mutated further)


def mutated(name: str, content: bytes, rng: random.Random) -> bytes:
    toml = name.endswith(".toml")
    text = content.decode()
    if rng.random() < 0.5:
        data = json.loads(text) if not toml else __import__("tomllib").loads(text)
        for _ in range(rng.randint(1, 3)):
            data = mutate_data(data, rng)
        try:
            if toml:
                return tomli_w.dumps(data if isinstance(data, dict) else {"x": data},
                                     multiline_strings=True).encode("utf-8", "surrogatepass")
            return json.dumps(data, allow_nan=True).encode("utf-8", "surrogatepass")
        except (TypeError, ValueError):
            pass  # tomli-w writes no NaN-free… whatever it cannot write: mutate the text instead
    return mutate_text(text, rng, toml).encode("utf-8", "surrogatepass")


def place(folder: Path, name: str, content: bytes, rng: random.Random) -> None:
    """Write `content` as `name`, or now and then something that is not a file at all."""
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    odd = rng.random()
    if odd < 0.04:
        path.mkdir()
    elif odd < 0.08:
        path.symlink_to(folder / "nowhere")
    elif odd < 0.11 and hasattr(os, "mkfifo"):
        os.mkfifo(path)
    elif odd < 0.13 and os.path.exists("/dev/zero"):
        path.symlink_to("/dev/zero")
    elif odd < 0.15:
        path.write_bytes(b"#" * 1_200_000)
    else:
        path.write_bytes(content)


def kept(folder: Path, name: str, content: bytes) -> bool:
    """The file's bytes are still there: where they were, or set aside beside it."""
    path = folder / name
    candidates = [path, *path.parent.glob(f"{path.stem}.damaged-*{path.suffix}")]
    return any(p.is_file() and not p.is_symlink() and p.read_bytes() == content for p in candidates)


def unusable(path: Path) -> bool:
    """The window cannot use this data file (a usable one may be rewritten as it is used)."""
    if path.name == "lessons.json":
        return progress_problem(path) is not None
    if path.name == "settings.json":
        try:
            return not isinstance(load_json_file(path), dict)
        except BadFileError:
            return True
    try:
        read_save(path, check_levels=False)
    except BadFileError:
        return True
    return False


def leave_to_menu(d: Driver) -> None:
    game = d.game
    if game is not None:
        game.leave()
    d.app.reset(MainMenu(d.app))
    d.frames(2)


def test_the_window_opens_on_any_data_folder(tmp_path, monkeypatch):
    rng = random.Random(SEED)
    healthy = healthy_files()
    seen: Counter[str] = Counter()
    started = time.perf_counter()
    for round_number in range(WINDOW_ROUNDS):
        folder = tmp_path / f"round-{round_number}"
        folder.mkdir()
        monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(folder))
        targets = rng.sample(FILES, rng.randint(1, len(FILES)))
        written = {}
        for name in FILES:
            content = mutated(name, healthy[name], rng) if name in targets else healthy[name]
            place(folder, name, content, rng)
            path = folder / name
            if path.is_file() and not path.is_symlink() and (name.startswith("saves/") or unusable(path)):
                written[name] = path.read_bytes()  # must be kept: as it is, or set aside
        killed = folder / ".autosave.toml.abcdefgh.tmp"
        killed.write_text("a killed write")
        os.utime(killed, (time.time() - 3600,) * 2)  # an hour old: stale, not a write under way
        where = f"round {round_number}: {sorted(targets)}"

        opening = time.perf_counter()
        d = Driver.start_up((1024, 640))
        assert time.perf_counter() - opening < 2.5, f"{where}: the window took too long to open"
        assert d.app.running and isinstance(d.app.scenes.scenes[0], MainMenu), where
        d.frames(2)
        for name, content in written.items():
            assert kept(folder, name, content), f"{where}: {name} was lost"
        seen["set aside"] += len(list(folder.glob("*.damaged-*")))
        assert not (folder / ".autosave.toml.abcdefgh.tmp").exists()
        assert all("\n" not in t.text for t in d.app.toasts), where
        if isinstance(d.top, NoticeDialog):
            assert all(line.split(" ")[0] in ("settings.json", "lessons.json", "autosave.toml")
                       for line in d.top.lines), where
            d.click_button("ok")
        if isinstance(d.top, MenuDialog):
            d.click_button("later")
        assert isinstance(d.top, MainMenu), where

        if d.top.buttons.by_name("resume") is not None:
            d.click_button("resume")
            if d.game is not None:
                seen["resumed"] += 1
                check_writes_read_back(d.game.session, tmp_path)
            leave_to_menu(d)
        d.click_button("load")
        assert isinstance(d.top, LoadScene), where
        for index in range(len(d.top.rows)):
            if not isinstance(d.top, LoadScene):
                d.click_button("load")
            seen["listed damaged" if not d.top.rows[index][1].ok else "listed"] += 1
            d.click(d.top.rows[index][0].center)
            if d.game is not None:
                seen["loaded"] += 1
                check_writes_read_back(d.game.session, tmp_path)
                leave_to_menu(d)
                d.click_button("load")
        leave_to_menu(d)
        d.click_button("learn")
        lessons_menu = d.top
        d.click_button("tigris/03-revolts")  # where it was left, or from the start
        d.frames(3)
        leave_to_menu(d)
        assert lessons_menu is not None
        d.click_button("settings")
        d.click_button("speed")
        d.click_button("done")
        d.app.request_quit()
        assert load_settings()[1] is None, where  # what the window wrote reads back
        assert progress_problem() is None, where
    assert time.perf_counter() - started < 60  # a few seconds; a stall would show here
    # The mutations reach every path: files set aside, damaged saves listed, games opened.
    assert min(seen[k] for k in ("set aside", "resumed", "listed", "listed damaged", "loaded")) >= 3, seen


def check_writes_read_back(session: Session, tmp_path: Path) -> None:
    path = tmp_path / "written.toml"
    write_save(session, path, session.name)
    again, _notes = read_save(path)
    assert again.name == session.name and again.record.actions == session.record.actions
    assert [(s.kind, s.level) for s in again.seats] == [(s.kind, s.level) for s in session.seats]


def test_the_parsers_raise_only_bad_file_errors(tmp_path):
    rng = random.Random(SEED + 1)
    healthy = healthy_files()
    for _ in range(PARSER_ROUNDS):
        name = rng.choice(FILES)
        content = mutated(name, healthy[name], rng)
        started = time.perf_counter()
        path = tmp_path / Path(name).name
        path.write_bytes(content)
        if name.endswith(".toml"):
            try:
                session, _notes = parse_save(content.decode("utf-8", "replace"), name)
            except BadFileError:
                pass
            else:
                check_writes_read_back(session, tmp_path)
        elif name == "settings.json":
            settings, warning = load_settings(path)
            if warning is None:
                save_settings(settings, path)
                assert load_settings(path) == (settings, None)
        else:
            progress = Progress.load(path)
            lesson = load_lesson(tutorial_dir() / "03-revolts.toml")
            for place_ in progress.places.values():
                with contextlib.suppress(ValueError):  # a place that does not fit: the lesson restarts
                    LessonRunner.resume(lesson, place_)
            progress.save()
            assert progress_problem(path) is None
        assert time.perf_counter() - started < 2.0, content[:200]
