"""New game from the main menu while a game is in progress asks first (it replaced the
autosaved game without a word): through the window's event loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from ai import make_player  # noqa: E402
from game.client.dialogs import MenuDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import GameScene  # noqa: E402
from game.client.menu import MainMenu  # noqa: E402
from game.client.saves import list_saves, save_text  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.setup import NewGameScene  # noqa: E402
from game.engine import View  # noqa: E402
from game.paths import autosave_path  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    return tmp_path / "data"


def autosaved(decisions: int) -> str:
    """An autosave of a game `decisions` into it (random players, seeded)."""
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 4)
    players = [make_player("random", 1), make_player("random", 2)]
    while len(session.record.actions) < decisions:
        state = session.state
        session.apply(players[state.to_move].choose(View.of(state, state.to_move)))
    text = save_text(session)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(text)
    return text


def test_new_game_with_a_game_in_progress_asks_and_keeps_it():
    text = autosaved(6)
    d = Driver((1024, 640))
    d.click_button("new")
    ask = d.top
    assert isinstance(ask, MenuDialog), type(ask).__name__
    assert "kept in Load game" in ask.text
    d.click_button("cancel")  # nothing changes
    assert isinstance(d.top, MainMenu) and autosave_path().read_text() == text
    d.click_button("new")
    d.click_button("resume it")  # the game in progress, resumed
    assert d.wait(lambda: isinstance(d.top, GameScene))
    assert len(d.top.session.record.actions) >= 6  # (the computer may have played on)
    d.app.reset(MainMenu(d.app))
    d.frames(2)
    d.click_button("new")
    d.click_button("start new")
    assert isinstance(d.top, NewGameScene)
    d.click_button("start")
    assert d.wait(lambda: isinstance(d.top, GameScene))
    kept = [entry for entry in list_saves() if entry.name.startswith("Unfinished: ")]
    assert len(kept) == 1  # the game left is in Load game


def test_new_game_without_a_game_in_progress_asks_nothing():
    autosaved(0)  # begun no further than its start: nothing to lose
    d = Driver((1024, 640))
    d.click_button("new")
    assert isinstance(d.top, NewGameScene)
