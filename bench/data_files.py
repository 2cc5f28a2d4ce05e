"""How long the window is held up by data files of under 1 MB (issue 28).

    .venv/bin/python -m bench.data_files [RUNS]

Each case runs in a fresh interpreter (nothing cached), RUNS times (default 5),
and the median is printed: the Load list opened over one and three saves of
999 KB and 590 KB (a real game's save, made that long by its name): the click's
own time, the time until every row is read, and the longest frame meanwhile;
start-up and the Resume click over an autosave of that size, and of a real
400-decision game (the Resume click's own cost: the first game screen); "Learn
to play" and the first lesson opened over a lessons.json of about 990 KB (one
long string, or many entries) and over an empty one. Headless (SDL's dummy
drivers), in temporary data folders.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

LESSON = "tigris/01-board"


def real_save(decisions: int = 400):
    from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session

    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 2)
    for _ in range(decisions):
        session.apply("pass")
    return session


def padded(size: int) -> str:
    """A real game's save, `size` bytes long by its name (or as it is, if that is longer)."""
    from game.client.saves import save_text

    session = real_save()
    text = save_text(session, "x")
    return text if size < len(text) else save_text(session, "n" * (size - len(text) + 1))


def fresh() -> Path:
    folder = Path(tempfile.mkdtemp()) / "data"
    folder.mkdir()
    os.environ["TWO_RIVERS_DATA_DIR"] = str(folder)
    (folder / "lessons.json").write_text('{"version": 1, "done": [], "places": {}, "offered": true}')
    return folder


def opened():
    from game.client.dialogs import NoticeDialog
    from game.client.driver import Driver

    d = Driver.start_up((1024, 640))
    while isinstance(d.top, NoticeDialog):
        d.click_button("ok")
    d.frames(3)
    return d


def timed(action) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def load_list(size: int, count: int) -> list[float]:
    folder = fresh()
    (folder / "saves").mkdir()
    text = padded(size)
    for i in range(count):
        (folder / "saves" / f"big-{i}.toml").write_text(text)
    d = opened()
    started = time.perf_counter()
    click = timed(lambda: d.click_button("load"))
    assert type(d.top).__name__ == "LoadScene"
    d.until(lambda: all(entry.described for _rect, entry in d.top.rows), 100_000)
    return [click, time.perf_counter() - started, max(d.app.frame_work[-200:])]


def resume(size: int) -> list[float | None]:
    folder = fresh()
    (folder / "autosave.toml").write_text(padded(size))
    started = time.perf_counter()
    d = opened()
    start = time.perf_counter() - started
    if d.top.buttons.by_name("resume") is None:
        return [start, None]  # refused (set aside) at start-up
    click = timed(lambda: d.click_button("resume"))
    assert d.until(lambda: d.game is not None, 20)
    return [start, click]


def lesson(size: int, long_string: bool) -> list[float]:
    folder = fresh()
    if long_string:  # one place whose tip is a string of nearly the whole size
        places = {"tigris/99-none": {"step": 1, "phase": "reading", "actions": [], "hints": 0,
                                     "tips": ["t" * size]}}
    else:  # many places of lessons that do not exist
        place = {"step": 1, "phase": "reading", "actions": [], "hints": 0, "tips": []}
        entry = len(json.dumps({"tigris/padding-000000": place}, indent=1))
        places = {f"tigris/padding-{i:06d}": place for i in range(int(size / (entry - 2) * 0.94))}
    text = json.dumps({"version": 2, "done": [], "places": places, "offered": True}, indent=1)
    assert len(text) < 1_000_000, len(text)
    (folder / "lessons.json").write_text(text)
    d = opened()
    menu = timed(lambda: d.click_button("learn"))
    first = timed(lambda: d.click_button(LESSON))
    return [len(text), menu, first]


def one(case: str) -> list:
    kind, *args = case.split(":")
    if kind == "load":
        return load_list(int(args[0]), int(args[1]))
    if kind == "resume":
        return resume(int(args[0]))
    return lesson(int(args[0]), kind == "lesson-long")


def runs(case: str, count: int) -> list[list]:
    """`case` measured `count` times, each in a fresh interpreter."""
    out = []
    for _ in range(count):
        done = subprocess.run([sys.executable, "-m", "bench.data_files", "one", case],
                              capture_output=True, text=True)
        if done.returncode:
            print(done.stderr[-2000:])
            continue
        out.append(json.loads(done.stdout.strip().splitlines()[-1]))
    return out


def med(results: list[list], index: int) -> str:
    values = [r[index] for r in results if r[index] is not None]
    return f"{statistics.median(values):.2f} s" if values else "refused"


def main(count: int) -> None:
    r = runs("resume:0", count)
    print(f"Autosave of a real game (400 decisions): start-up {med(r, 0)}, Resume click {med(r, 1)}")
    for size in (999_000, 590_000):
        for saves in (1, 3):
            r = runs(f"load:{size}:{saves}", count)
            print(f"Load list, {saves} save(s) of {size // 1000} KB: click {med(r, 0)}, every row read "
                  f"{med(r, 1)}, longest frame {med(r, 2)}", flush=True)
        r = runs(f"resume:{size}", count)
        print(f"Autosave of {size // 1000} KB: start-up {med(r, 0)}, Resume click {med(r, 1)}", flush=True)
    for case, what in (("lesson:0", "empty"), ("lesson-long:990000", "one long string"),
                       ("lesson:990000", "many entries")):
        r = runs(case, count)
        print(f"lessons.json of {r[0][0] // 1000} KB ({what}): Learn to play {med(r, 1)}, "
              f"open {LESSON} {med(r, 2)}", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "one":
        print(json.dumps(one(sys.argv[2])))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
