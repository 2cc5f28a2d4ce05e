"""Issue 28: what a player can type or do in the window never closes it, and the
one line after a crash says only what is true."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.driver import Driver  # noqa: E402
from game.client.setup import NewGameScene  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.mark.parametrize("typed", ["²", "٣", "½", "Ⅻ", "a", "-"])
def test_the_seed_box_takes_ascii_digits_only_and_says_why_it_refuses_others(typed):
    d = Driver((1024, 640))
    d.click_button("new")
    assert isinstance(d.top, NewGameScene)
    d.click_button("seed")
    d.key(pygame.K_4, "4")
    d.key(pygame.K_UNKNOWN, typed)  # "²" is a key of French keyboards; "٣" an Arabic digit
    d.key(pygame.K_2, "2")
    assert d.top.seed_text == "42"
    assert any("0" in t.text and "9" in t.text for t in d.app.toasts), [t.text for t in d.app.toasts]
    d.click_button("start")
    assert d.app.running and d.game is not None and d.game.session.record.start.seed == 42


def test_a_crash_with_no_game_does_not_say_a_game_was_saved(tmp_path, monkeypatch, capsys):
    from game.client import app as app_module
    from game.client.menu import MainMenu

    def broken(self, surface, alpha):
        raise RuntimeError("a bug in a scene")

    monkeypatch.setattr(MainMenu, "draw", broken)
    monkeypatch.setattr("game.client.lessons_menu.suggest_tutorial", lambda app: None, raising=False)
    assert app_module.run_app(["--no-sound"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unexpected error" in err[0]
    assert "saved" not in err[0] and "resume" not in err[0]


def test_a_crash_during_a_game_says_it_was_saved(tmp_path, monkeypatch, capsys):
    from game.client import app as app_module
    from game.client.game_scene import GameScene
    from game.client.menu import MainMenu

    def start_a_game(self, surface, alpha):  # the menu opens a game at once; the game breaks
        from game.client.game_scene import open_session
        from game.client.saves import autosave
        from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session

        session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3)
        autosave(session)
        open_session(self.app, session)

    def broken(self, surface, alpha):
        raise RuntimeError("a bug in the game")

    monkeypatch.setattr(MainMenu, "draw", start_a_game)
    monkeypatch.setattr(GameScene, "draw", broken)
    monkeypatch.setattr("game.client.lessons_menu.suggest_tutorial", lambda app: None, raising=False)
    assert app_module.run_app(["--no-sound"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "your game was saved and can be resumed" in err[0]
