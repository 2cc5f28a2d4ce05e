"""The log's notation lines (issue 30): command-line notation ("tile red F4", its words shown in the
player's language: test_client_words_newcomer) under
each decision's sentence, which a player may hide (Settings → "Notation in the log"); the
setting is kept between runs and the log in the game follows it at once."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.options import SettingsScene  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.settings import load_settings  # noqa: E402
from game.games import GAMES  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def log_texts(d, game) -> list[str]:
    widgets.drawn_texts = []
    try:
        game.still_layer = None
        d.frames(2)
        return [t.text for t in widgets.drawn_texts if game.regions.log.colliderect(t.rect)]
    finally:
        widgets.drawn_texts = None


@pytest.mark.parametrize("game_name", GAMES)
def test_the_notation_lines_can_be_hidden_from_the_settings_and_stay_hidden(game_name):
    from importlib import import_module

    testing = import_module(f"game.client.{game_name}.testing")
    d = Driver((1024, 640))
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")])
    setup.game = game_name
    game = open_session(d.app, Session.new(setup, 2))
    d.frames(2)
    rect, _colour = testing.hand_slots(game)[0]
    d.click(rect.center)
    d.click_cell(next(c for c in range(32 * 32) if (testing.targets(game) >> c) & 1))
    d.frames(3)
    notation = game.session.record.actions[-1]
    assert notation.startswith("tile ")
    assert any(text.strip() == notation for text in log_texts(d, game))
    d.key(pygame.K_ESCAPE)  # the pause menu
    d.click_button("settings")
    assert isinstance(d.top, SettingsScene)
    d.click_button("notation")
    d.click_button("done")
    d.key(pygame.K_ESCAPE)  # back to the game
    d.frames(2)
    assert d.top is game
    texts = log_texts(d, game)
    assert texts and not any(text.strip() == notation for text in texts), texts
    assert load_settings()[0].log_notation is False
