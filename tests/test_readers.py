"""Issue 28: every reader of a record, position or lesson refuses what is not a regular
file and bounds what it reads and parses (pipes, /dev/zero, huge numbers, long dotted
keys), in one line naming the file; `run` parses once; what `--print-position` prints
reads back; the notation and the command line's numbers are ASCII, as the files are."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import tomllib
from pathlib import Path

import pytest

from game.engine import BadFileError, load_position, load_record
from game.engine.position import MAX_TURN
from game.engine.record import Record, new_game_record
from game.lessons import load_lesson
from tests.test_cli import run, write
from tests.test_lessons_files import GOOD_STEPS, HEAD

ROOT = Path(__file__).resolve().parent.parent
NEW_GAME = 'game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 5\nactions = []\n'
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
needs_dev_zero = pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")


def finishes(call, seconds: float = 10.0):
    """`call()`'s result or exception, in a thread that must end within `seconds` (the old
    readers blocked for ever on a pipe: the test must fail, not hang)."""
    result: dict = {}

    def target() -> None:
        try:
            result["value"] = call()
        except BaseException as error:  # noqa: BLE001 - handed to the test
            result["error"] = error

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still reading after {seconds} s"
    return result


def tworivers_run(*argv: str, data_dir: str = "/nonexistent-two-rivers", timeout: float = 30):
    env = {**os.environ, "TWO_RIVERS_DATA_DIR": data_dir}
    try:
        done = subprocess.run([sys.executable, "-m", "game", "run", *argv], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        pytest.fail(f"tworivers run {' '.join(argv)} still running after {timeout} s")
    return done.returncode, done.stdout, done.stderr


# ---------------------------------------------------------------- special files


def special_file(tmp_path: Path, kind: str, name: str) -> Path:
    path = tmp_path / name
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "directory":
        path.mkdir()
    return path


SPECIAL = [pytest.param("fifo", marks=needs_fifo), pytest.param("dev/zero", marks=needs_dev_zero),
           "directory"]


@pytest.mark.parametrize("kind", SPECIAL)
def test_run_refuses_what_is_not_a_regular_file_at_once(tmp_path, kind):
    path = special_file(tmp_path, kind, "r.toml")
    started = time.perf_counter()
    code, out, err = tworivers_run(str(path))
    assert (code, out) == (2, "") and err == f"{path}: not a regular file\n"
    assert time.perf_counter() - started < 15


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_lesson_that_is_not_a_regular_file_is_refused_at_once(tmp_path, kind):
    path = special_file(tmp_path, kind, "01-odd.toml")
    result = finishes(lambda: load_lesson(path))
    error = result.get("error")
    assert isinstance(error, BadFileError), result
    assert str(error) == f"{path}: not a regular file"


def test_a_lesson_of_over_a_megabyte_is_refused(tmp_path):
    path = tmp_path / "01-big.toml"
    path.write_text(HEAD + GOOD_STEPS + "#" * 1_000_000 + "\n", encoding="utf-8")
    with pytest.raises(BadFileError, match="too large"):
        load_lesson(path)


@pytest.mark.parametrize(("tail", "problem"), [
    ("x = " + "9" * 5000 + "\n", "not valid TOML"),  # Python's int refuses over 4,300 digits
    ("a" + ".a" * 50_000 + " = 1\n", "a key of 50001 dotted parts"),  # took 13-15 s
    ("x = " + "[" * 5000 + "]" * 5000 + "\n", "nested too deeply"),
])
def test_a_hostile_lesson_is_one_line_and_quick(tmp_path, tail, problem):
    path = tmp_path / "01-hostile.toml"
    path.write_text(tail + HEAD + GOOD_STEPS, encoding="utf-8")
    started = time.perf_counter()
    with pytest.raises(BadFileError) as caught:
        load_lesson(path)
    assert time.perf_counter() - started < 1.0
    message = str(caught.value)
    assert message.startswith(f"{path}: ") and problem in message and "\n" not in message


def test_the_engine_reading_text_turns_a_huge_integer_into_a_one_line_error():
    # The engine's own readers (the text of a position or record, from a caller that read it).
    for read in (load_position, load_record):
        with pytest.raises(BadFileError, match="^p.toml: not valid TOML"):
            read("turn = " + "9" * 5000 + "\n", "p.toml")


def test_run_on_a_save_with_the_data_folder_a_symbolic_link_loop(tmp_path):
    loop = tmp_path / "loop"
    loop.symlink_to(tmp_path / "loop")  # resolving it raises RuntimeError in Python 3.11
    save = write(tmp_path, "save.toml", 'format = "two-rivers-save"\nversion = 1\n')
    code, out, err = tworivers_run(save, data_dir=str(loop))
    assert (code, out) == (2, "") and "Traceback" not in err, err
    assert err.startswith(f"{save}: a saved game of the game window") and err.count("\n") == 1


# ---------------------------------------------------------------- parse once, bounded


def test_run_parses_a_record_once(tmp_path, capsys, monkeypatch):
    calls = []
    real = tomllib.loads
    monkeypatch.setattr(tomllib, "loads", lambda text, **kw: calls.append(len(text)) or real(text, **kw))
    for text in (NEW_GAME, NEW_GAME + "extra = 1\n", 'format = "two-rivers-save"\n'):
        calls.clear()
        code, _out, _err = run(capsys, "run", write(tmp_path, "r.toml", text))
        assert len(calls) == 1, (text, calls)


def test_a_record_of_over_a_megabyte_is_refused_before_it_is_parsed(tmp_path, capsys):
    passes = "actions = [" + '"pass",' * 200_000 + "]"
    path = write(tmp_path, "r.toml", NEW_GAME.replace("actions = []", passes))
    started = time.perf_counter()
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, "") and err.startswith(f"{path}: too large")
    assert time.perf_counter() - started < 0.5


def test_a_megabyte_of_numbers_is_read_within_two_seconds(tmp_path, capsys):
    # The slowest TOML per byte found (a list of small numbers); read once, not twice.
    path = write(tmp_path, "r.toml", NEW_GAME + "x = [" + "1," * 499_000 + "]\n")
    started = time.process_time()
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, "") and "x: unknown field" in err
    assert time.process_time() - started < 2.0


# ---------------------------------------------------------------- --print-position reads back


def record_from(state, actions: list[str]) -> str:
    return Record(state, actions).to_toml()


def scoring_moves(game: str) -> tuple[object, list[str]]:
    """A new game's start and two moves of seat 0 that score (a leader, then a tile by it)."""
    start = new_game_record(2, 5, game=game).replay()
    for first in start.legal_actions():
        if str(first).startswith("leader"):
            after = start.copy()
            after.apply(first)
            for second in after.legal_actions():
                if str(second).startswith("tile"):
                    scored = after.copy()
                    scored.apply(second)
                    if scored.pending is None and sum(scored.score(0)) > 0:
                        return start, [str(first), str(second)]
    raise AssertionError("no scoring move found")


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_a_position_at_the_limits_prints_and_reads_back(tmp_path, capsys, game):
    state, moves = scoring_moves(game)
    state.turn = MAX_TURN
    for seat in range(state.n):
        state.scores[seat * state.N_COLOURS:(seat + 1) * state.N_COLOURS] = [10**6] * state.N_COLOURS
    code, out, err = run(capsys, "run", write(tmp_path, "r.toml", record_from(state, [])), "--print-position")
    assert code == 0, err
    back = load_position(out)
    assert back.turn == MAX_TURN and back.score(1) == state.score(1)


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_print_position_never_prints_what_would_not_read_back(tmp_path, capsys, game):
    state, moves = scoring_moves(game)
    state.turn = MAX_TURN  # four passes on: turn 1,000,000,004 (it printed, and did not read back)
    path = write(tmp_path, "turns.toml", record_from(state, ["pass"] * 4))
    code, out, err = run(capsys, "run", path, "--print-position")
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert err.startswith(f"{path}: no position to print: it would not read back (turn: ")
    assert "is not between 0 and 1000000000" in err
    state.turn = 0
    state.scores[:state.N_COLOURS] = [10**6] * state.N_COLOURS  # a scoring move on: 1,000,001 or more
    path = write(tmp_path, "score.toml", record_from(state, moves))
    code, out, err = run(capsys, "run", path, "--print-position")
    assert (code, out) == (2, "") and "would not read back (players[0].score." in err
    # Just below the limits, the same moves print a position that reads back.
    state.turn = MAX_TURN - 4
    state.scores[:state.N_COLOURS] = [10**6 - 10] * state.N_COLOURS
    path = write(tmp_path, "below.toml", record_from(state, moves + ["pass"] * 2))
    code, out, err = run(capsys, "run", path, "--print-position")
    assert code == 0, err
    assert load_position(out).turn > MAX_TURN - 4


# ---------------------------------------------------------------- ASCII, as the formats say


# Each is a legal first decision of seed 5 written with a look-alike (the ASCII line is checked
# to be legal), so only the character can be why it is refused.
LOOK_ALIKES = {
    "tigris": [("leader \u212aing B1", "leader king B1"), ("leader king \u01316", "leader king I6"),
               ("leader\u00a0king B1", "leader king B1"), ("leader king\u3000B1", "leader king B1"),
               ("leader king B1\u2003", "leader king B1")],
    "yangtze": [("leader governor \u01314", "leader governor I4"),
                ("leader governor \u212a3", "leader governor K3"),
                ("leader\u00a0governor K3", "leader governor K3"), ("pass\u3000", "pass")],
}


@pytest.mark.parametrize(("game", "action", "ascii_action"),
                         [(g, a, b) for g, pairs in LOOK_ALIKES.items() for a, b in pairs if b])
def test_look_alike_characters_are_not_the_notation(tmp_path, capsys, game, action, ascii_action):
    head = NEW_GAME.replace('"tigris"', f'"{game}"').replace("actions = []\n", "")
    path = write(tmp_path, "ascii.toml", head + f'actions = ["{ascii_action}"]\n')
    assert run(capsys, "run", path)[0] == 0
    path = write(tmp_path, "r.toml", head + f'actions = ["{action}"]\n')
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, ""), out
    assert err.startswith(f"{path}: action 1 ") and err.count("\n") == 1


def test_a_look_alike_letter_is_named_in_the_error(tmp_path, capsys):
    path = write(tmp_path, "r.toml", NEW_GAME.replace("actions = []", 'actions = ["leader \u212aing F4"]'))
    code, out, err = run(capsys, "run", path)
    assert code == 2 and "U+212A is not an ASCII letter" in err


@pytest.mark.parametrize(("old", "ascii", "look_alike"), [
    ('black = ["G2"]', 'black = ["G2", "i2"]', 'black = ["G2", "\u01312"]'),  # a dotless i: "I2" upper-cased
    ('"blue", "black"', '"blue", "blacK"', '"blue", "blac\u212a"'),  # the Kelvin sign: "k" lower-cased
    ('colors = "black-red"', 'colors = "blacK-red"', 'colors = "blac\u212a-red"'),
])
def test_positions_refuse_look_alikes_too(old, ascii, look_alike):
    from tests.test_formats import SPEC_POSITION

    assert old in SPEC_POSITION
    load_position(SPEC_POSITION.replace(old, ascii, 1))
    with pytest.raises(BadFileError):
        load_position(SPEC_POSITION.replace(old, look_alike, 1))


def test_a_dotless_i_is_not_column_i():
    from game.engine.grid import parse_cell

    assert parse_cell("I5") == parse_cell("i5") is not None
    assert parse_cell("\u01315") is None and parse_cell("\u0130" + "5") is None


QUICK = ["--games", "1", "--players", "2", "--iterations", "1", "--jobs", "1", "--quiet"]


@pytest.mark.parametrize(("argv", "message"), [
    (["simulate", "--players", "\u0662"], "argument --players: expected a whole number in digits 0-9"),
    (["simulate", "--seed", "1_000"], "argument --seed: expected a whole number in digits 0-9, not '1_000'"),
    (["simulate", "--games", "\uff13"], "argument --games"),
    (["simulate", "--iterations", " 5"], "argument --iterations"),
    (["simulate", "--seconds", "\u0661.5"], "argument --seconds"),
    (["tournament", "--ai", "random,random", "--jobs", "1_0"], "argument --jobs"),
    # (one quick game each, where the old code took these budgets and played)
    (["tournament", "--ai", "expert:,random", *QUICK], "'expert:': a budget is"),
    (["tournament", "--ai", "random:\u0663,random", *QUICK], "a budget is"),
    (["tournament", "--ai", "random:1_0,random", *QUICK], "a budget is"),
    (["tournament", "--ai", "random: 3,random", *QUICK], "a budget is"),
    (["tournament", "--ai", "random:\u0661.5s,random", *QUICK], "a budget is"),
])
def test_command_line_numbers_are_ascii_digits(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, ""), err
    assert err.count("\n") == 1 and message in err, err


def test_ascii_numbers_and_budgets_still_work(capsys):
    code, out, err = run(capsys, "simulate", "--players", "2", "--seed", "7", "--games", "1")
    assert code == 0, err
    from ai import Budget
    from ai.tournament import parse_entrants

    entrants = parse_entrants("expert:300, expert:0.5s,casual:.25s", Budget())
    assert [e.budget for e in entrants] == [Budget(iterations=300), Budget(seconds=0.5),
                                            Budget(seconds=0.25)]


# ---------------------------------------------------------------- lessons agree with records


@pytest.mark.parametrize("seed", [2**64, 2**64 + 5, 2**70])
def test_a_lesson_refuses_the_seeds_a_record_refuses(tmp_path, seed):
    text = HEAD.split("[position]")[0] + (
        f'[position]\nstart = "new"\nplayers = 2\nseed = {seed}\n') + GOOD_STEPS.split("[[steps]]")[0] + '''
[[steps]]
text = "Read this."
'''
    path = tmp_path / "01-seed.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BadFileError, match="seed: must be less than 2\\*\\*64"):
        load_lesson(path)
    with pytest.raises(BadFileError, match="seed: must be less than 2\\*\\*64"):
        load_record(NEW_GAME.replace("seed = 5", f"seed = {seed}"))
    path.write_text(text.replace(f"seed = {seed}", f"seed = {2**64 - 1}"), encoding="utf-8")
    assert load_lesson(path).position is not None


# ---------------------------------------------------------------- found by the sweep


@pytest.mark.parametrize(("steps", "problem"), [
    # 12,000 steps each dealing a game: 876 KB that took 2.8 s to check
    (('[[steps]]\ntext = "x"\n[steps.position]\nstart = "new"\nplayers = 2\nseed = 1\n') * 12_000,
     "steps: 12000 steps, where no lesson has over 100"),
    ('[[steps]]\ntext = "x"\nafter = "ok"\nhints = ["h"]\nexpect = [' + '"leader king G3",' * 50_000 + "]\n",
     "step 1: expect: 50000 entries, where no lesson has over 100"),
    ('[[steps]]\ntext = "x"\nhighlight = [' + '"G3",' * 150_000 + "]\n",
     "step 1: highlight: 150000 entries"),
])
def test_a_lesson_far_longer_than_any_is_refused_quickly(tmp_path, steps, problem):
    path = tmp_path / "01-long.toml"
    path.write_text(HEAD + steps, encoding="utf-8")
    started = time.process_time()
    with pytest.raises(BadFileError) as caught:
        load_lesson(path)
    assert time.process_time() - started < 1.0
    assert str(caught.value) == f"{path}: {problem}" or problem in str(caught.value)


def test_an_unused_monument_listed_twice_is_refused():
    from tests.test_formats import SPEC_POSITION

    old = 'unused_monuments = ["black-blue", "red-green"]'
    assert old in SPEC_POSITION
    text = SPEC_POSITION.replace(old, 'unused_monuments = ["black-blue", "red-green", "blue-black"]')
    with pytest.raises(BadFileError, match="^p.toml: board.unused_monuments: black-blue is listed twice$"):
        load_position(text, "p.toml")



def test_a_lesson_that_is_a_symbolic_link_loop_is_one_line(tmp_path):
    path = tmp_path / "01-loop.toml"
    path.symlink_to(path)  # the lesson's id and shown name resolve the path: RuntimeError
    with pytest.raises(BadFileError) as caught:
        load_lesson(path)
    assert str(caught.value).startswith(f"{path}: cannot read the file (")


# ---------------------------------------------------------------- a small seeded sweep

ODD = ["\u212a", "\u0131", "\u00a0", "\u3000", "\u0663", "\u00b2", "\ufeff", "\x00", "\U0001f600"]


def _mutated(rng, text: str) -> str:
    import re

    lines = text.split("\n")
    i = rng.randrange(len(lines))
    kind = rng.randrange(7)
    if kind == 0:
        j = rng.randrange(len(text) + 1)
        return text[:j] + rng.choice(ODD) + text[j:]
    if kind == 1:
        numbers = list(re.finditer(r"(?<![A-Za-z])\d+", text)) or [re.match("", text)]
        m = rng.choice(numbers)
        value = rng.choice(["-1", str(10**9 + 1), str(2**64), "9" * 4301, "1_000", "1.5", "true", '"2"',
                            "[]"])
        return text[:m.start()] + value + text[m.end():]
    if kind == 2:
        depth = rng.choice([33, 5000])
        lines[i] = "zz = " + "[" * depth + "]" * depth
    elif kind == 3:
        lines.insert(i, "a" + ".a" * rng.choice([65, 20_000]) + " = 1")
    elif kind == 4:
        del lines[i]
    elif kind == 5:
        lines.insert(i, lines[rng.randrange(len(lines))])
    else:
        return text[:rng.randrange(len(text) + 1)]
    return "\n".join(lines)


def test_mutated_records_and_lessons_are_one_line_errors(tmp_path, capsys):
    import random

    from game.lessons.library import lesson_paths

    rng = random.Random(28)
    record, state = new_game_record(2, 3, game="yangtze"), None
    state = record.replay()
    for _ in range(20):
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        record.actions.append(str(action))
    records = [record.to_toml(), Record(new_game_record(3, 4).replay(), ["pass"]).to_toml()]
    path = tmp_path / "r.toml"
    for _ in range(150):
        text = _mutated(rng, rng.choice(records))
        path.write_text(text, encoding="utf-8")
        for options in ([], ["--print-position"]):
            code, out, err = run(capsys, "run", str(path), *options)
            assert code in (0, 2, 3) and (code != 2 or err.count("\n") == 1), (text, err)
            if code == 0 and options:
                load_position(out)  # what it prints reads back
    lessons = [p.read_text(encoding="utf-8") for p in lesson_paths()]
    lesson = tmp_path / "01-mutated.toml"
    for _ in range(30):
        lesson.write_text(_mutated(rng, rng.choice(lessons)), encoding="utf-8")
        started = time.process_time()
        try:
            load_lesson(lesson)
        except BadFileError as error:
            assert "\n" not in str(error)
        assert time.process_time() - started < 2.0


@pytest.mark.parametrize("args", [["--players", "٢"], ["--seed", "1_000"], ["--timeout", "３"],
                                  ["--size", "８00x500"]])
def test_the_selftest_takes_ascii_numbers_only(args):
    """The self-test's options read numbers as the command line does (digits 0-9 only)."""
    result = subprocess.run([sys.executable, "-m", "game", "--selftest", *args], capture_output=True,
                            text=True, timeout=120, env={**os.environ, "SDL_VIDEODRIVER": "dummy",
                                                         "SDL_AUDIODRIVER": "dummy"})
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert "0-9" in result.stderr or "WIDTHxHEIGHT" in result.stderr
