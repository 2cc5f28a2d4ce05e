"""The window at its smallest size (800x500) and the Load list, after a play-test: the main
menu's entries clear of the window's foot, the pause dimming the side column as much as
the board, and each saved game's row saying different things in its title and the line
under it (a kept unfinished game's name repeats its description)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.load import LoadScene  # noqa: E402
from game.client.saves import keep_unfinished_autosave, list_saves, save_text  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.paths import autosave_path  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")


def a_session(moves: int = 4) -> Session:
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session


@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1280, 800)])
def test_the_main_menus_entries_stay_clear_of_the_windows_foot(size):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(save_text(a_session()))  # "Resume game" too: the most entries
    d = Driver(size)
    d.frames(2)
    menu = d.top
    assert menu.buttons.by_name("resume") is not None
    entries = [b.rect for b in menu.buttons.buttons]
    tabs = [b.rect for b in menu.games.buttons]
    w, h = size
    assert max(r.bottom for r in entries) <= h - 12
    assert min(r.top for r in entries) > max(r.bottom for r in tabs)
    assert all(r.height >= 30 for r in entries), (entries, tabs, [b.name for b in menu.buttons.buttons])
    for a, b in zip(entries, entries[1:], strict=False):
        # Below the one before, or beside it in its row (Statistics beside Load game).
        assert a.bottom < b.top or (a.top == b.top and a.right < b.left)
    assert len({r.top for r in entries}) < len(entries)  # a row of two: eight entries in seven rows


def test_the_pause_dims_the_side_column_as_it_dims_the_board():
    d = Driver((800, 500))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 6))
    d.frames(3)
    if game.summary is not None:  # the computer began: its 'since your last turn' card goes first
        d.key(pygame.K_ESCAPE)
        d.frames(3)
    assert game.summary is None
    lay = game.regions
    # Beside the pause's own box: the board's edge, the seat cards' column, the log's foot.
    spots = [
        (lay.board.left + 8, lay.board.centery),
        (lay.side.right - 6, lay.side.centery),
        (lay.log.right - 4, lay.log.bottom - 4),
    ]
    before = [d.app.screen.get_at(p)[:3] for p in spots]
    d.key(pygame.K_ESCAPE)
    d.frames(3)
    after = [d.app.screen.get_at(p)[:3] for p in spots]
    assert not any(d.top.box.collidepoint(p) for p in spots)
    for old, new in zip(before, after, strict=True):
        assert sum(new) < 0.7 * sum(old) + 3, (old, new)


def test_a_load_rows_title_and_line_say_different_things():
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(save_text(a_session(6)))
    assert keep_unfinished_autosave()
    (kept,) = list_saves()
    assert kept.name.startswith("Unfinished: ")
    d = Driver((800, 500))
    d.app.push(LoadScene(d.app))
    d.frames(1)
    widgets.drawn_texts = []
    try:
        d.top.draw(d.app.screen, 0.0)
        drawn = list(widgets.drawn_texts)
    finally:
        widgets.drawn_texts = None
    (rect, entry), = d.top.rows
    texts = [t.text for t in drawn if rect.contains(t.rect)]
    # The title (its own words), the game's description under it, and when it was saved.
    assert "Unfinished" in texts and entry.detail in texts and entry.saved in texts
    assert "Tigris & Euphrates" in entry.detail and "Round" in entry.detail
    assert sum(entry.detail in text for text in texts) == 1
