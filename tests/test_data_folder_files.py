"""Issue 28: the data folder's files as a player meets them — a replaced save keeps
its mode, and a data folder that is not a folder is named as the problem."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import stat  # noqa: E402

import pytest  # noqa: E402

from game.client.dialogs import NoticeDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.menu import MainMenu  # noqa: E402
from game.client.saves import write_save  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.paths import saves_dir  # noqa: E402
from game.storage import atomic_write_text  # noqa: E402

posix_only = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(folder))
    (folder / "lessons.json").write_text('{"version": 1, "done": [], "places": {}, "offered": true}')
    return folder


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@posix_only
@pytest.mark.parametrize("old_mode", [0o644, 0o640, 0o600, 0o664])
def test_replacing_a_save_keeps_its_mode(data_dir, old_mode):
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3)
    path = saves_dir() / "mine.toml"
    write_save(session, path, "mine")
    os.chmod(path, old_mode)
    session.apply(session.state.legal_actions()[0])
    write_save(session, path, "mine")  # saved again under the same name
    assert mode(path) == old_mode
    assert "mine" in path.read_text()


@posix_only
@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_new_file_gets_the_umasks_usual_mode(tmp_path, umask):
    old = os.umask(umask)
    try:
        atomic_write_text(tmp_path / "new.toml", "x = 1\n")
    finally:
        os.umask(old)
    assert mode(tmp_path / "new.toml") == 0o666 & ~umask


def notices(d: Driver) -> tuple[str, list[str], str]:
    dialog = d.top
    assert isinstance(dialog, NoticeDialog)
    return dialog.title, list(dialog.lines), dialog.footer


@pytest.mark.parametrize("where", ["file", "under a file"])
def test_a_data_folder_that_is_not_a_folder_is_named_not_the_settings(tmp_path, monkeypatch, where):
    (tmp_path / "plain").write_text("not a folder")
    folder = tmp_path / "plain" if where == "file" else tmp_path / "plain" / "data"
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(folder))
    d = Driver.start_up((1024, 640))
    assert d.app.running and isinstance(d.app.scenes.scenes[0], MainMenu)
    title, lines, footer = notices(d)
    text = " ".join([title, *lines])
    assert "settings.json" not in text and "lessons.json" not in text and "damaged" not in text
    assert len(lines) == 1 and "data folder" in lines[0] and str(folder) in lines[0] + footer
    assert "TWO_RIVERS_DATA_DIR" in lines[0]  # where to point it instead
    d.click_button("ok")
    assert not isinstance(d.top, NoticeDialog)
    assert (tmp_path / "plain").read_text() == "not a folder"  # nothing set aside, nothing written


def test_a_window_wider_than_the_settings_keep_writes_what_it_reads_back(data_dir):
    import pygame

    from game.client.settings import load_settings

    d = Driver.start_up((1024, 640))
    d.frames(2)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(7681, 600), w=7681, h=600))
    d.frames(2)
    d.app.save_settings()
    assert load_settings()[0] == d.app.settings
