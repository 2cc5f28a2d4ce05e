"""Issue 28: two windows on one data folder lose no game. Each window holds an autosave
slot of its own (a lock the operating system lets go of when the window's process ends,
however it ends); the second window says it is not alone; a game a closed window left
is kept as a named save by the next window. Real processes, each driving its window
through the event loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game.client.dialogs import NoticeDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.load import LoadScene  # noqa: E402
from game.client.saves import read_save  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

# One window in a process of its own: opened as the program opens it, a new game with the
# seed given, one tile placed; then it says what it saw and waits for `go` to close.
WINDOW = r'''
import json, os, sys, time
from pathlib import Path
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
import pygame
from game.client.dialogs import NoticeDialog
from game.client.driver import Driver
from game.paths import autosave_path
from game.client.saves import autosaver, read_save
from game.client.tigris.testing import hand_slots, targets
from game.engine.grid import bit_list

seed, talk = sys.argv[1], Path(sys.argv[2])
d = Driver.start_up((1024, 640))
notices = []
while isinstance(d.top, NoticeDialog):
    notices.append([d.top.title, list(d.top.lines)])
    d.click_button("ok")
d.click_button("new")
d.click_button("seed")
for digit in seed:
    d.key(getattr(pygame, "K_" + digit), digit)
d.click_button("start")
game = d.game
assert d.until(lambda: game.decision == "action", 5000)
d.click(hand_slots(game)[0][0].center)
d.click_cell(bit_list(targets(game))[0])
autosaver.flush()
saved = read_save(autosave_path())[0].record.actions
assert saved == game.session.record.actions
# Written whole under another name, then renamed: the test reads it the moment it appears.
(talk / ("saying-" + seed)).write_text(json.dumps({"autosave": autosave_path().name, "notices": notices,
                                                   "actions": saved}))
os.replace(talk / ("saying-" + seed), talk / ("said-" + seed))
for _ in range(6000):  # until the test says go
    if (talk / "go").exists():
        break
    time.sleep(0.01)
pygame.event.post(pygame.event.Event(pygame.QUIT))
d.frames(2)
assert not d.app.running
'''


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(folder))
    (folder / "lessons.json").write_text('{"version": 1, "done": [], "places": {}, "offered": true}')
    return folder


def open_window(seed: str, talk: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", WINDOW, seed, str(talk)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def said(window: subprocess.Popen, seed: str, talk: Path) -> dict:
    """What the window saw, once its game's first decision is in its autosave."""
    path = talk / f"said-{seed}"
    deadline = time.monotonic() + 90
    while not path.exists():
        if window.poll() is not None:
            pytest.fail(f"the window of seed {seed} ended: {window.stdout.read()}")
        assert time.monotonic() < deadline, "the window never started its game"
        time.sleep(0.05)
    return json.loads(path.read_text())


def close(*windows: subprocess.Popen, talk: Path) -> None:
    (talk / "go").write_text("")
    for window in windows:
        out, _err = window.communicate(timeout=60)
        assert window.returncode == 0, out


def test_two_windows_on_one_data_folder_each_keep_their_game(data_dir, tmp_path):
    talk = tmp_path / "talk"
    talk.mkdir()
    first = open_window("6", talk)
    one = said(first, "6", talk)
    second = open_window("9", talk)  # opened while the first is playing
    two = said(second, "9", talk)
    assert one["autosave"] == "autosave.toml" and one["notices"] == []
    # The second window says it is not alone, and writes its game elsewhere.
    assert two["autosave"] != "autosave.toml"
    assert [title for title, _lines in two["notices"]] == ["Two Rivers is already open"]
    assert two["autosave"] in two["notices"][0][1][0]
    close(first, second, talk=talk)
    # Both games are on disk, whole.
    assert read_save(data_dir / "autosave.toml")[0].record.actions == one["actions"]
    assert read_save(data_dir / two["autosave"])[0].record.actions == two["actions"]
    # The next window resumes the first game and keeps the second as a named save.
    d = Driver.start_up((1024, 640))
    assert isinstance(d.top, NoticeDialog) and d.top.title == "A game from another window is kept"
    assert "Load game" in d.top.lines[0]
    d.click_button("ok")
    assert not isinstance(d.top, NoticeDialog)
    assert not (data_dir / two["autosave"]).exists()
    d.click_button("load")
    assert isinstance(d.top, LoadScene) and len(d.top.entries) == 1
    kept = read_save(d.top.entries[0].path)[0]
    assert kept.record.actions == two["actions"] and kept.record.start.seed == 9
    d.key(__import__("pygame").K_ESCAPE)
    d.click_button("resume")
    assert d.game.session.record.actions == one["actions"] and d.game.session.record.start.seed == 6


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no kill -9 here")
def test_a_killed_window_leaves_no_stuck_lock_and_its_game_is_resumed(data_dir, tmp_path):
    talk = tmp_path / "talk"
    talk.mkdir()
    window = open_window("6", talk)
    one = said(window, "6", talk)
    window.send_signal(signal.SIGKILL)
    window.communicate(timeout=30)
    d = Driver.start_up((1024, 640))  # the next window: the slot is free, the game is there
    assert not isinstance(d.top, NoticeDialog), d.top.lines
    d.click_button("resume")
    assert d.game.session.record.actions == one["actions"]


def test_where_the_file_system_has_no_locks_a_running_process_id_holds_the_slot(data_dir, monkeypatch):
    import errno

    from game.client import slots
    from game.paths import autosave_path

    def no_locks(fd):
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(slots, "_lock", no_locks)
    slots.release_autosave()
    try:
        (data_dir / "autosave.lock").write_text(f"{os.getppid()}\n")  # a process that runs: held
        assert slots.claim_autosave() == 2 and autosave_path().name == "autosave-2.toml"
        slots.release_autosave()
        gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True).stdout.strip()
        (data_dir / "autosave.lock").write_text(f"{gone}\n")  # a process that ended: free
        assert slots.claim_autosave() == 1 and autosave_path().name == "autosave.toml"
    finally:
        slots.release_autosave()
