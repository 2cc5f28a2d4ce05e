"""Issue 28: no file under 1 MB holds up the window — each save is parsed once, the
Load list reads big files on a thread of its own, Resume does not read the autosave
the menu read already, and a file bigger than any the window writes is refused unread.
Times are the main thread's own CPU time (`thread_time`), which a busy machine or the
list's reader thread do not lengthen."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import time  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.client import saves  # noqa: E402
from game.client.dialogs import NoticeDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.load import LoadScene  # noqa: E402
from game.client.saves import SaveEntry, describe_entry, save_text  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.paths import autosave_path, saves_dir  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(folder))
    (folder / "lessons.json").write_text('{"version": 1, "done": [], "places": {}, "offered": true}')
    return folder


def a_session(decisions: int = 40) -> Session:
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 2)
    for _ in range(decisions):
        session.apply("pass")
    return session


def padded(size: int) -> str:
    """A save of a real game, `size` bytes long by its name (any save may have a long name)."""
    session = a_session()
    text = save_text(session, "x")
    return save_text(session, "n" * (size - len(text) + 1))


def start() -> Driver:
    d = Driver.start_up((1024, 640))
    while isinstance(d.top, NoticeDialog):
        d.click_button("ok")
    d.frames(3)
    return d


def test_a_save_is_parsed_once_to_be_listed(data_dir, monkeypatch):
    saves_dir().mkdir()
    path = saves_dir() / "one.toml"
    path.write_text(save_text(a_session(), "One"))
    calls = []
    real = saves.parse_toml_data
    monkeypatch.setattr(saves, "parse_toml_data", lambda *a, **k: calls.append(a) or real(*a, **k))
    entry = describe_entry(SaveEntry(path))
    assert entry.ok and entry.name == "One" and len(calls) == 1


def test_the_toml_shape_check_of_a_megabyte_string_takes_milliseconds():
    text = 'name = "' + "n" * 990_000 + '"\nrecord = """\n' + "# x\n" * 2000 + '"""\n'
    started = time.thread_time()
    storage.check_toml_shape(text)
    storage.check_json_shape('{"a": "' + "n" * 990_000 + '"}')
    assert time.thread_time() - started < 0.1


def test_three_half_megabyte_saves_never_hold_up_the_load_list(data_dir):
    saves_dir().mkdir()
    text = padded(590_000)  # under the bound of saves (`saves.MAX_SAVE_FILE`)
    for i in range(3):
        (saves_dir() / f"big-{i}.toml").write_text(text)
    d = start()
    started = time.thread_time()
    d.click_button("load")
    scene = d.top
    assert isinstance(scene, LoadScene) and time.thread_time() - started < 0.3
    slowest = 0.0
    deadline = time.monotonic() + 30  # wall time: the reading thread's turns, not frames
    while time.monotonic() < deadline:  # the rows are read meanwhile; each frame stays short
        if all(entry.described for entry in scene.entries):
            break
        before = time.thread_time()
        d.frames(1)
        slowest = max(slowest, time.thread_time() - before)
        time.sleep(0.002)
    assert all(entry.described and entry.ok for entry in scene.entries)
    assert slowest < 0.3
    d.click(scene.rows[0][0].center)
    assert d.game is not None and d.game.session.name == "n" * len(d.game.session.name)


def test_a_save_bigger_than_any_the_window_writes_is_refused_unread(data_dir):
    saves_dir().mkdir()
    (saves_dir() / "huge.toml").write_text(padded(999_000))
    autosave_path().write_text(padded(999_000))
    started = time.thread_time()
    d = Driver.start_up((1024, 640))
    assert time.thread_time() - started < 1.0
    assert isinstance(d.top, NoticeDialog) and any("autosave.toml" in line and "too large" in line
                                                   for line in d.top.lines)
    d.click_button("ok")
    d.click_button("load")
    entry = d.top.entries[0]
    assert entry.described and not entry.ok and "too large" in entry.detail


def test_resume_plays_the_game_the_menu_read_without_reading_it_again(data_dir, monkeypatch):
    autosave_path().write_text(save_text(a_session(400)))
    d = start()
    assert d.top.buttons.by_name("resume") is not None
    reads = []
    real = saves.read_small_text
    monkeypatch.setattr(saves, "read_small_text", lambda *a, **k: reads.append(a) or real(*a, **k))
    d.click_button("resume")
    assert d.game is not None and len(d.game.session.record.actions) == 400 and reads == []
    # Back to the menu, Resume again: the file is read afresh (the game the menu read is
    # played on, never handed out twice).
    d.key(pygame.K_ESCAPE)
    d.click_button("menu")
    d.frames(3)
    d.click_button("resume")
    assert d.game is not None and len(d.game.session.record.actions) == 400 and len(reads) == 1
