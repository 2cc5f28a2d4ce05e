"""A war and a revolt anyone can read (issue 30): Yellow & Yangtze's warring kingdoms are named
by a letter drawn on the board beside each one's leaders and by whose leaders are in them (not
by a far-away first cell), what the winner "owes" is said in plain words, and the tiles being
committed to a conflict are marked in the tray, in both games. Through the event loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client import theme  # noqa: E402
from game.client.tray_marks import committed_slots  # noqa: E402
from game.client.yangtze.war_sides import mark_cell  # noqa: E402
from game.engine.yangtze.pieces import BLACK, RED  # noqa: E402

from .test_client_yangtze import (  # noqa: E402
    HUMAN,
    Seat,
    cell,
    drawn_while,
    open_position,
    reveal_if_asked,
    tile_slot,
    war_position,
    war_sides,
)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def start_war(size=(1280, 800)):
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, size)
    d.click(tile_slot(game, BLACK).center)
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    assert game.decision == "support"
    return d, game


def test_the_warring_kingdoms_are_lettered_on_the_board_and_named_by_their_players():
    d, game = start_war()
    war = game.state.war
    texts = drawn_while(d)
    names = [t.text for t in texts]
    for index, side in enumerate(war.sides):
        letter = "AB"[index]
        # The panel's box: the letter and whose leaders are in the kingdom.
        who = sorted({game.names.plain[s] for s in {lid // 5 for lid in side.leaders}})
        assert any(n.startswith(f"Kingdom {letter}:") and all(w in n for w in who) for n in names), names
        # The board: the same letter beside the kingdom's leader (in a free cell next to it).
        leader = game.board.cell_rect(mark_cell(game.state, war, side))
        near = leader.inflate(leader.width * 2, leader.height * 2)
        badges = [t for t in texts if t.text == letter and near.collidepoint(t.rect.center)]
        assert badges, (letter, leader)
    assert not any("Kingdom H2" in n or "Kingdom K2" in n for n in names), names
    # The buttons and the banner speak of the letters too.
    d.click(war_sides(game)[0].center)
    assert game.buttons.by_name("confirm").label == "Support kingdom A"


def test_the_winner_s_losses_are_said_in_plain_words_in_the_log():
    from .test_client_yangtze import war_to_the_losses

    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    war_to_the_losses(d, game)
    lines = [line.text for line in game.log]
    won = [text for text in lines if " wins the war" in text]
    assert won and "owes" not in won[0], lines
    assert "It must give up 4 red tiles" in won[0] and "support first, then its own" in won[0], won


def test_the_red_tiles_being_committed_to_a_war_are_marked_in_the_tray():
    d, game = start_war()
    d.click(war_sides(game)[0].center)
    while game.panel.count:
        d.click_button("less")
    d.frames(1)
    assert committed_slots(game, RED, game.panel.count) == []  # none yet
    d.click_button("more")
    d.click_button("more")
    assert game.panel.count == 2
    d.frames(1)
    marked = committed_slots(game, RED, game.panel.count)
    assert len(marked) == 2
    from game.client.yangtze.tray import hand_colours

    colours = hand_colours(game.state, game.state.to_move)
    slots = zip(game.regions.tray_parts.tiles, colours, strict=False)
    red_slots = [rect for rect, colour in slots if colour == RED]
    assert marked == red_slots[:2]
    screen = d.app.screen
    ring = marked[0].inflate(6, 6)
    assert screen.get_at((ring.centerx, ring.top + 1))[:3] == theme.GOLD


def test_the_tiles_being_committed_to_a_revolt_are_marked_in_the_tray():
    """Tigris & Euphrates: the red tiles a revolt's attacker commits, ringed in the tray."""
    from game.client.driver import Driver
    from game.client.game_scene import open_session
    from game.client.session import COMPUTER, Session
    from game.client.tigris.testing import leader_slots
    from game.engine import load_position
    from game.engine.tigris.pieces import RED as TIGRIS_RED

    from .test_client_play import PRIEST, start_position_toml
    from .test_client_play import cell as tigris_cell

    text = start_position_toml(
        red=[],
        black=[],
        players=[
            {"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
            {"dynasty": "lion", "hand": ["blue", "blue", "black", "green", "green", "black"],
             "leaders": {"priest": "G3"}},
        ],
    )
    d = Driver((1280, 800))
    seats = [Seat(HUMAN), Seat(COMPUTER, "random")]
    game = open_session(d.app, Session.from_position(load_position(text, "revolt"), seats))
    d.frames(2)
    d.click(leader_slots(game)[PRIEST][0].center)
    d.click_cell(tigris_cell("F4"))
    assert game.decision == "commit"
    d.click_button("more")
    d.click_button("more")
    d.frames(1)
    marked = committed_slots(game, TIGRIS_RED, 2)
    from game.client.tigris.tray import hand_colours

    colours = hand_colours(game.state, 0)
    slots = zip(game.regions.tray_parts.tiles, colours, strict=False)
    reds = [rect for rect, colour in slots if colour == TIGRIS_RED]
    assert len(marked) == 2 and marked == reds[:2]
    ring = marked[0].inflate(6, 6)
    assert d.app.screen.get_at((ring.centerx, ring.top + 1))[:3] == theme.GOLD
    ring = reds[2].inflate(6, 6)  # the third red tile, not committed, is not ringed
    assert d.app.screen.get_at((ring.centerx, ring.top + 1))[:3] != theme.GOLD
