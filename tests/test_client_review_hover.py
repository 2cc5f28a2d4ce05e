"""Issue 30 (a fresh player's review): the Russian log said the seats' names in English after
the language changed ("Bull (you) выкладывает…"), and «Царь ваш» in the wrong order."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client import i18n  # noqa: E402

from .test_client_yangtze import (  # noqa: E402
    HUMAN,
    Seat,
    open_position,
    war_position,
    war_to_the_losses,
)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    yield
    i18n.set_language("")


def test_the_log_says_the_seats_names_in_the_language_chosen_after_the_lines_were_written():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    war_to_the_losses(d, game)
    english = [line.text for line in game.turns.log.lines]
    assert any("Bull" in text for text in english), english
    d.app.change_language("ru")
    d.frames(2)
    said = [line.text for line in game.turns.log.lines]
    assert any("Бык" in text for text in said), said
    mixed = [t for t in said if any(name in t for name in ("Crossbow", "Bull", "Vase"))]
    assert not mixed, mixed


@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
def test_russian_says_your_leader_first_and_another_players_leader_after(game_name):
    """«Царь ваш на G8 проигрывает…» read backwards: «Ваш царь…», «Царь игрока Лев…»."""
    from game.client.names import Names
    from game.engine import events as ev
    from game.engine.grid import parse_cell

    words = __import__(f"game.client.{game_name}.words", fromlist=["describe"])
    names = Names(["Bull", "Lion"], you=0)
    i18n.set_language("ru")
    names.renamed(Names([i18n._("Bull"), i18n._("Lion")], you=0))
    for reason in (ev.LOST_REVOLT, ev.LOST_WAR):
        mine = words.describe(ev.LeaderRemoved(0, 0, parse_cell("G8"), reason), names, 0)
        theirs = words.describe(ev.LeaderRemoved(1, 0, parse_cell("G8"), reason), names, 0)
        assert mine.lower().startswith("ваш "), mine
        assert " ваш " not in mine.lower(), mine
        assert "игрока Лев" in theirs and not theirs.lower().startswith("игрока"), theirs
