"""Yellow & Yangtze in the window, driven through its event loop headless
(SDL dummy drivers): a whole game with computer seats, a whole game with a
person clicking, every kind of decision made by clicks (the tile, leader,
revolt and pagoda pieces of the tray, swap, withdraw, the blue chain, the
market, a pagoda, a revolt's commitments with the governor, a war's support
in order with each side's strength, the tied winner, the losses tile by
tile), hover previews and cards, save and load, resume, and a shell that
never asks which game it is."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

import ai  # noqa: E402
from game.client import anims  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.menu import MainMenu  # noqa: E402
from game.client.saves import read_save  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.setup import NewGameScene  # noqa: E402
from game.client.yangtze.testing import (  # noqa: E402
    action_slots,
    hand_slots,
    leader_slots,
    market_slots,
    pagoda_panel,
    swap_slots,
    targets,
    triangle_points,
    war_sides,
)
from game.engine import Rng, load_position  # noqa: E402
from game.engine.grid import bit_list, parse_cell  # noqa: E402
from game.engine.yangtze.actions import LEADER  # noqa: E402
from game.engine.yangtze.pieces import BLACK, BLUE, GREEN, RED, YELLOW  # noqa: E402
from game.games import GAMES  # noqa: E402
from game.paths import saves_dir  # noqa: E402

DYNASTIES = ["crossbow", "bull", "vase", "lion"]
CAPITALS = "C7 F8 L8 J4 O2 P6 J12"
POSITIONS = Path(__file__).parent / "positions"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    # The computer players on a thread of this process: a worker process at a lower priority
    # can wait seconds for a processor on a loaded machine, longer than these tests' frames.
    # The worker process is exercised by `tworivers --selftest --game yangtze` (test_selftest).
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    return tmp_path / "data"


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


def position(
    tiles: dict[str, str],
    hands: list[str],
    leaders: list[str] | None = None,
    pagodas: str = "",
    market: str = "black green yellow blue red black",
    active: int = 0,
) -> str:
    """A Yellow & Yangtze position's TOML from compact words: tiles by colour, each seat's
    hand, each seat's leaders ("soldier D7 governor C6")."""
    lines = ['game = "yangtze"', f"active = {active}", "actions_left = 2", "bag = 60", "seed = 2", "[tiles]"]
    for colour, cells in tiles.items():
        lines.append(f"{colour} = [{', '.join(repr(c) for c in cells.split())}]".replace("'", '"'))
    lines.append("[board]")
    entries = []
    for entry in filter(None, pagodas.split(";")):
        colour, *cells = entry.split()
        entries.append(
            f'{{ colour = "{colour}", cells = [{", ".join(chr(34) + c + chr(34) for c in cells)}] }}'
        )
    lines.append(f"pagodas = [{', '.join(entries)}]")
    lines.append(f"market = [{', '.join(chr(34) + c + chr(34) for c in market.split())}]")
    for seat, hand in enumerate(hands):
        words = (leaders or [""] * len(hands))[seat].split()
        pairs = ", ".join(f'{words[i]} = "{words[i + 1]}"' for i in range(0, len(words), 2))
        lines += [
            "[[players]]",
            f'dynasty = "{DYNASTIES[seat]}"',
            f"hand = [{', '.join(chr(34) + c + chr(34) for c in hand.split())}]",
            f"leaders = {{ {pairs} }}",
            "score = { black = 0, red = 0, blue = 0, green = 0, yellow = 0 }",
        ]
    return "\n".join(lines) + "\n"


def open_position(text: str, seats: list[Seat], size=(1280, 800)):
    d = Driver(size)
    session = Session.from_position(load_position(text, "test"), seats)
    game = open_session(d.app, session)
    d.frames(2)
    if game.phase() == Phase.CURTAIN:
        d.click_button("reveal")
    return d, game


def reveal_if_asked(d: Driver) -> None:
    d.frames(2)
    if d.game.phase() == Phase.CURTAIN:
        d.click_button("reveal")


def tile_slot(game, colour: int):
    return next(rect for rect, c in hand_slots(game) if c == colour)


# ---------------------------------------------------------------- whole games


def test_computer_players_play_a_whole_game_in_the_window():
    d = Driver((1024, 640))
    setup = GameSetup(
        [Seat(COMPUTER, "random"), Seat(COMPUTER, "beginner"), Seat(COMPUTER, "random")],
        dynasties=list(DYNASTIES),
        game="yangtze",
    )
    game = open_session(d.app, Session.new(setup, 21))
    assert d.until(lambda: isinstance(d.top, EndScene), 20000)
    state = game.state
    assert state.is_over and game.session.record.replay() == state
    assert d.top.ranking == state.ranking()
    # The log tells the game in words and notation.
    assert any("places" in line.text for line in game.log)
    assert any(line.notation.startswith("tile ") for line in game.log)


def human_decides(d: Driver, rng: Rng, seen: dict[str, int]) -> None:
    """One decision of the person to move, made with the mouse, varied by `rng`."""
    g = d.game
    if g.phase() == Phase.CONFIRM:
        d.click_button("pass")  # "End turn"
        return
    asked = g.decision
    seen[asked] = seen.get(asked, 0) + 1
    if asked == "action":
        choice = rng.below(8)
        if choice == 0 and rng.below(2):
            d.click(action_slots(g)[0].center)  # the peasants' revolt
            lit = bit_list(targets(g))
            if lit:
                d.click_cell(lit[rng.below(len(lit))])
                return
        if choice == 1:
            d.click(action_slots(g)[1].center)  # the pagoda
            points = triangle_points(g)
            if points:
                d.click(points[rng.below(len(points))][1])
                if pagoda_panel(g) is not None:  # a pagoda to move: which one
                    d.click_button(next(b.name for b in g.buttons.buttons if b.name.startswith("build")))
                return
        if choice == 2:
            d.click(leader_slots(g)[rng.below(5)][0].center)
            lit = bit_list(targets(g))
            if lit:
                d.click_cell(lit[rng.below(len(lit))])
                return
        for rect, _colour in list(hand_slots(g)):
            d.click(rect.center)
            lit = bit_list(targets(g))
            if lit:
                d.click_cell(lit[rng.below(len(lit))])
                return
            d.click(rect.center)
        d.click_button("pass")
        d.click_button("pass")
    elif asked == "chain":
        lit = bit_list(targets(g))
        d.click_cell(lit[0]) if lit and rng.below(2) else d.click_button("done")
    elif asked == "market":
        slots = market_slots(g)
        d.click(slots[rng.below(len(slots))][0].center) if slots else d.click_button("no market")
    elif asked == "pagoda":
        d.click(triangle_points(g)[0][1])
        if g.decision == "pagoda":
            d.click_button(next(b.name for b in g.buttons.buttons if b.name.startswith("pagoda")))
    elif asked == "commit":
        d.click_button("more")
        d.click_button("confirm")
    elif asked == "support":
        d.click(war_sides(g)[rng.below(len(war_sides(g)))].center)
        confirm = g.buttons.by_name("confirm")
        d.click_button("confirm" if confirm is not None and confirm.enabled else "support none")
    elif asked == "winner":
        d.click_button(next(b.name for b in g.buttons.buttons if b.name.startswith("winner ")))
    elif asked == "lose":
        d.click_cell(bit_list(targets(g))[0])


def test_a_person_plays_a_whole_game_by_clicking():
    d = Driver((1024, 640))
    setup = GameSetup(
        [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")],
        dynasties=list(DYNASTIES),
        game="yangtze",
    )
    open_session(d.app, Session.new(setup, 9))
    rng = Rng(5)
    seen: dict[str, int] = {}
    decisions = 0
    while not isinstance(d.top, EndScene):
        assert d.until(lambda: isinstance(d.top, EndScene) or d.game.my_turn(), 5000)
        if isinstance(d.top, EndScene):
            break
        before = len(d.game.session.record.actions)
        human_decides(d, rng, seen)
        decisions += len(d.game.session.record.actions) > before
        assert decisions < 500
    game = d.game
    assert game.state.is_over and game.session.record.replay() == game.state
    assert decisions > 20
    assert {"action", "market", "chain"} <= set(seen)


def test_every_pending_decision_of_the_engine_has_a_panel():
    from game.engine.yangtze.state import PENDING_WORDS

    text = position({"black": CAPITALS}, ["red red blue green black yellow", "red red red black black blue"])
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    words = {word for word in PENDING_WORDS if word is not None}
    assert words == {"commit", "support", "winner", "lose", "pagoda", "market", "chain"}
    for word in sorted(words):
        for interactive in (True, False):
            panel = game.presentation.panel(game, word, interactive)
            assert panel is not None and panel.name == word
    assert game.presentation.panel(game, None, True).name == "action"
    # Every kind is also made by clicks in the tests below (and in a whole game).


# ---------------------------------------------------------------- the turn's actions


def test_a_tile_by_clicks_with_its_hover_preview_then_the_market_and_a_pagoda():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "green": "A1 B1"},
        ["green green red blue black yellow", "red red red black black blue"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    assert game.decision == "action"
    d.click(tile_slot(game, GREEN).center)
    assert (targets(game) >> cell("A2")) & 1
    d.point(game.board.cell_centre(cell("A2")))
    card = game.panel.tooltip()
    assert card is not None and any("pagoda" in line for line in card.lines)
    assert any("market" in line for line in card.lines)
    d.click_cell(cell("A2"))
    # The pagoda: its triangle framed, a click on the corner the three tiles share builds it.
    assert game.decision == "pagoda"
    ((triangle, corner),) = triangle_points(game)
    assert triangle == (1 << cell("A1")) | (1 << cell("B1")) | (1 << cell("A2"))
    d.click(corner)
    assert game.state.pagoda_at(cell("A2")) is not None
    # Then the green tile's market pick: the market's second tile (green) into the hand.
    assert game.decision == "market"
    held = game.state.hand(0)[GREEN]
    d.click(market_slots(game)[1][0].center)
    assert game.state.hand(0)[GREEN] == held + 1 and len(game.state.market) == 5
    assert game.decision == "action" and game.state.actions_left == 1


def test_the_blue_chain_the_peasants_revolt_and_the_build_action():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "red": "A1 B1 A2", "yellow": "M2"},
        ["blue blue blue green green black", "red red red black black blue"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(tile_slot(game, BLUE).center)
    d.click_cell(cell("C9"))
    assert game.decision == "chain"
    assert (targets(game) >> cell("D9")) & 1 and not (targets(game) >> cell("C10")) & 1  # C10 is land
    d.click_cell(cell("D9"))
    assert game.state.tile_at(cell("D9")) == BLUE and game.decision == "chain"
    d.click_button("done")
    assert game.decision == "action" and game.state.actions_left == 1
    last = game.log[-1]
    assert last.text == "Crossbow (you) ends the blue chain" and last.notation == "done"
    d.key(pygame.K_z)  # the chain, undone decision by decision, to try the other actions
    d.key(pygame.K_z)
    d.key(pygame.K_z)
    assert game.state.actions_left == 2 and game.state.tile_at(cell("C9")) == -1
    # The peasants' revolt: two blue tiles, any tile removed.
    d.click(action_slots(game)[0].center)
    assert (targets(game) >> cell("M2")) & 1
    d.click_cell(cell("M2"))
    # The farmer is off the board: it pays for one of the two blue tiles.
    assert game.state.tile_at(cell("M2")) == -1 and game.state.hand(0)[BLUE] == 2
    # The two-green action: the free red triangle framed; a click on its corner builds.
    d.click(action_slots(game)[1].center)
    assert game.decision == "build"
    ((triangle, corner),) = triangle_points(game)
    d.click(corner)
    # The trader is off the board too: one green tile and the trader paid for it.
    assert game.state.pagoda_at(cell("A1")).colour == RED and game.state.hand(0)[GREEN] == 1
    assert game.phase() == Phase.CONFIRM


def test_a_leader_placed_moved_and_withdrawn_and_a_swap():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(leader_slots(game)[YELLOW][0].center)
    assert (targets(game) >> cell("D7")) & 1
    d.click_cell(cell("D7"))
    assert game.state.leader_cell(0, YELLOW) == cell("D7")
    # Clicking it on the board chooses it; Withdraw takes it home.
    d.click_cell(cell("D7"))
    assert game.panel.selection == (LEADER, YELLOW)
    d.click_button("withdraw")
    assert game.state.leader_cell(0, YELLOW) == -1 and game.phase() == Phase.CONFIRM
    d.key(pygame.K_z)
    d.click_button("swap")
    slots = swap_slots(game)
    assert [c for _r, c, _i in slots] == [BLACK, RED, RED, BLUE, GREEN, YELLOW]
    d.click(slots[0][0].center)
    d.click(slots[5][0].center)
    d.click_button("confirm")
    assert game.state.hand_size(0) == 6 and game.state.swapped[0 * 5 + YELLOW] == 1


def test_a_move_that_costs_the_mover_a_leader_is_warned_in_red():
    text = position(
        {"black": CAPITALS + " D7"},
        ["blue blue red green black yellow", "red red red black black blue"],
        leaders=["governor D8", ""],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(action_slots(game)[0].center)  # the peasants' revolt
    d.point(game.board.cell_centre(cell("D7")))
    preview = game.panel.preview
    assert preview is not None and preview.harms
    assert "governor" in preview.harms[0] and (preview.harm_cells >> cell("D8")) & 1
    card = game.panel.tooltip()
    assert card is not None and card.warnings == preview.harms


# ---------------------------------------------------------------- conflicts


def panel_texts(game) -> list[str]:
    """The texts the decision panel draws on its still layer (each wrapped line apart)."""
    from game.client import widgets

    widgets.drawn_texts = []
    try:
        game.panel.draw_still(pygame.display.get_surface())
        return [t.text for t in widgets.drawn_texts]
    finally:
        widgets.drawn_texts = None


def test_a_revolt_commits_with_the_governor_bonus():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["", "soldier D7"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)])
    d.click(leader_slots(game)[RED][0].center)
    d.point(game.board.cell_centre(cell("B7")))
    assert game.panel.preview is not None and game.panel.preview.warning  # "Revolt!"
    d.click_cell(cell("B7"))
    assert game.decision == "commit"
    d.click_button("more")
    d.click_button("more")
    d.click_button("more")  # only two black tiles in hand: no third
    assert game.panel.commit_count == 2
    d.click_button("confirm")
    # The attacker's governor is off the board: its +1 was taken with the tiles.
    assert game.state.revolt.attacker_commit == 3
    reveal_if_asked(d)
    assert game.state.to_move == 1 and game.decision == "commit"
    # The defender's panel shows the attacker's 3 as the attacker made it: 2 tiles and the
    # governor (it said "committed 3", as if three tiles had been spent).
    attacker_line = next(t for t in panel_texts(game) if "beside 1 " in t)
    assert attacker_line == "beside 1 + tiles 2 + governor 1 = 4", attacker_line
    d.click_button("more")
    d.click_button("confirm")
    # B7 has one black tile beside it (C7), D7 three (C7, D6, and the others): the engine decides.
    assert game.state.revolt is None
    assert any("wins the revolt" in line.text for line in game.log)


def test_a_revolts_panel_says_who_wins_a_tie_and_why():
    # Crossbow attacks Bull's soldier with two black tiles and its governor: 4 against Bull's 3;
    # Bull's one black tile makes it 4 : 4. Each side's panel says who a tie goes to and why;
    # the defender sees the tie its choice makes.
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["", "soldier D7"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)])
    d.click(leader_slots(game)[RED][0].center)
    d.click_cell(cell("B7"))
    said = " ".join(panel_texts(game))
    assert "A tie goes to Bull, the defender." in said, said
    d.click_button("more")
    d.click_button("more")
    d.click_button("confirm")
    reveal_if_asked(d)
    assert game.state.to_move == 1 and game.decision == "commit"
    said = " ".join(panel_texts(game))
    assert "A tie goes to you, the defender." in said and "Tied" not in said, said
    d.click_button("more")
    said = " ".join(panel_texts(game))
    assert "Tied at 4: you win, as the defender." in said, said
    d.click_button("confirm")
    assert game.state.revolt is None and game.state.leader_cell(1, RED) == cell("D7")  # Bull's tie


def test_a_revolt_shows_one_strength_everywhere():
    """The preview, the log and the commit panel give each side the engine's strength: the
    black tiles beside its leader and its off-board governor's +1 (issue: "2 against 2" in
    the preview and log, "= 3" in the panel)."""
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["", "soldier D7"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)])
    state = game.state
    attack = state.revolt_strength(cell("B7")) + 1  # both governors are off the board
    defence = state.revolt_strength(cell("D7")) + 1
    d.click(leader_slots(game)[RED][0].center)
    d.point(game.board.cell_centre(cell("B7")))
    said = game.panel.preview.text
    assert f"soldier {attack} against" in said and f"{defence} (black tiles" in said
    d.click_cell(cell("B7"))
    assert any(f"({attack}) against" in line.text and f"({defence})" in line.text for line in game.log)
    drawn = panel_texts(game)
    assert any(line.endswith(f"= {attack}") for line in drawn), drawn
    # The defender's, not yet decided, in the attacker's words: tiles (not "committed").
    assert f"beside {defence - 1} + tiles ? + governor 1 = ?" in drawn, drawn
    assert not any("committed" in line for line in drawn), drawn


def war_to_the_losses(d, game) -> None:
    """The war position played to its losses: Crossbow places the uniting black tile on J3,
    supports the first kingdom with two red tiles, the others support none, the tie is named
    for the second kingdom; the winning kingdom's red tiles are then to be chosen."""
    d.click(tile_slot(game, BLACK).center)
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    d.click(war_sides(game)[0].center)
    d.click_button("more")
    d.click_button("confirm")
    reveal_if_asked(d)
    d.click_button("support none")
    reveal_if_asked(d)
    d.click_button("support none")
    d.click(war_sides(game)[1].center)
    assert game.decision == "lose"


def war_position() -> str:
    return (POSITIONS / "yangtze_war.toml").read_text(encoding="utf-8")


def test_a_war_support_in_order_with_each_sides_strength_then_the_tie_and_the_losses():
    seats = [Seat(HUMAN), Seat(HUMAN), Seat(HUMAN)]
    d, game = open_position(war_position(), seats)
    d.click(tile_slot(game, BLACK).center)
    d.point(game.board.cell_centre(cell("J3")))
    assert game.panel.preview.warning and "War" in game.panel.preview.text
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    assert game.decision == "support" and game.state.to_move == 1
    panel = game.panel
    assert panel.strengths() == [2, 4]
    # Bull clicks the left kingdom, two red tiles: the panel shows the strength it would have.
    d.click(war_sides(game)[0].center)
    d.click_button("more")
    assert panel.count == 2 and panel.strengths() == [4, 4]
    d.click_button("confirm")
    assert game.state.war.supports == ((1, game.state.war.sides[0].name, 2, False),)
    reveal_if_asked(d)
    # Vase has no red tile but an off-board soldier: offered, turned off, then no support.
    assert game.state.to_move == 2 and game.decision == "support"
    assert game.buttons.by_name("soldier") is not None
    d.click_button("support none")
    reveal_if_asked(d)
    assert game.state.to_move == 0 and game.panel.strengths() == [4, 4]
    d.click_button("support none")
    # Tied at 4: the active player names the winner, by clicking the kingdom's box.
    assert game.decision == "winner"
    d.click(war_sides(game)[1].center)
    # The winner (right) owes 4 for the strongest loser: its red tiles, one click each.
    assert game.decision == "lose" and game.state.lose_left == 4
    for left in (4, 3, 2):
        lit = bit_list(targets(game))
        assert len(lit) == left
        d.click_cell(lit[0])
    # The last one is the only answer left: the window gives it after a moment.
    assert d.until(lambda: game.state.war is None, 300)
    assert game.decision == "action" or game.phase() == Phase.CONFIRM


def test_a_wars_strengths_are_given_the_winners_first():
    # Nobody supports: the second kingdom wins 4 to 2. Banner and log said "2 : 4" (the order
    # the kingdoms were found) beside "the kingdom of … wins", as if the winner had less.
    seats = [Seat(HUMAN), Seat(HUMAN), Seat(HUMAN)]
    d, game = open_position(war_position(), seats)
    d.app.settings.speed = "normal"  # the banners are shown
    d.click(tile_slot(game, BLACK).center)
    d.click_cell(cell("J3"))
    for _seat in range(3):
        reveal_if_asked(d)
        assert d.until(lambda: game.decision == "support" and game.busy <= 0, 3000)
        d.click_button("support none")
    assert d.until(lambda: any(isinstance(a, anims.Banner) and "wins" in a.text for a in game.anim_list), 300)
    (banner,) = [a for a in game.anim_list if isinstance(a, anims.Banner) and "wins" in a.text]
    assert banner.text == "Kingdom B wins" and banner.counts == (4, 2)  # B: the second side
    # Named by its letter on the board and whose leaders are in it (its first cell, far from
    # them, only in the notation), what it owes said in plain words.
    assert (
        "Kingdom B (Crossbow) wins the war, 4 : 2. It must give up 2 red tiles, the strongest loser's "
        "strength: the tiles given to it in support first, then its own." in [line.text for line in game.log]
    )


def test_a_revolts_banner_gives_each_side_its_strength_without_doubled_brackets():
    # "Crossbow (you) (1) against Bull (1)" read badly: the sides now read as a score.
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["", "soldier D7"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.app.settings.speed = "normal"  # the banners are shown
    d.click(leader_slots(game)[RED][0].center)
    d.click_cell(cell("B7"))
    assert game.decision == "commit"
    (banner,) = [a for a in game.anim_list if isinstance(a, anims.Banner) and a.detail]
    assert banner.detail == "Crossbow (you) 2 : 3 Bull", banner.detail


def test_a_refused_click_says_why_and_changes_nothing():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    before = game.state.copy()
    d.click(tile_slot(game, BLUE).center)
    d.click_cell(cell("A1"))  # land: blue tiles go on rivers
    assert game.state == before
    d.click(action_slots(game)[1].center)  # a pagoda without two green tiles
    assert game.state == before and game.decision == "action"


# ---------------------------------------------------------------- cards, rules, the new-game screen


def test_hover_cards_and_the_rules_reference():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "red": "A1 B1 A2"},
        ["red red blue green black yellow", "red red red black black blue"],
        leaders=["soldier D7", ""],
        pagodas="red A1 B1 A2",
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    presentation = game.presentation
    card = presentation.card_at(game, game.board.cell_centre(cell("D7")))
    assert card is not None and "soldier" in card.title
    card = presentation.card_at(game, game.board.triangle_centre(game.state.pagodas[0].cells))
    assert card is not None and "pagoda" in card.title
    card = presentation.card_at(game, game.board.cell_centre(cell("J12")))
    assert card is not None and "Chu" in card.title
    card = presentation.card_at(game, game.board.bag_rect().center)
    assert card is not None and "bag" in card.title.lower()
    d.key(pygame.K_F1)
    titles = [topic.title for topic in d.top.topics]
    assert "Pagodas" in titles and "Wars" in titles and "Peasants' revolt" in titles


def test_the_new_game_screen_offers_both_games_and_the_short_game():
    d = Driver((1280, 800))
    d.click_button("new")
    scene = d.top
    assert isinstance(scene, NewGameScene)
    d.click_button("game yangtze")
    assert scene.setup.game == "yangtze"
    assert sorted(scene.setup.dynasties) == sorted(DYNASTIES)
    while len(scene.setup.seats) > 2:
        d.click_button("remove")
    d.click_button("short")
    assert scene.setup.options == {"short": True}
    d.click_button("add")  # three seats: no short game
    assert scene.setup.options == {}
    d.click_button("remove")
    d.click_button("short")
    d.click_button("start")
    game = d.game
    assert game.session.game == "yangtze" and game.state.short
    assert game.state.bag_count == 131 - 24 - 12 - 6


def test_the_computer_level_and_the_dynasty_cycle_both_ways():
    """A click goes to the next level, a right-click, a click on the "‹" end or Left (while
    pointed at) to the one before; the dynasty likewise. Beginner is one step back from
    Strong's neighbour, not three forward."""
    from game.client.setup import available_levels

    d = Driver((1280, 800))
    d.click_button("new")
    scene = d.top
    d.click_button("game yangtze")
    levels = available_levels("yangtze")
    # The ladder only: the tournament entrants (ai.LEVELS has them too) are not offered.
    assert levels == ["random", "beginner", "casual", "strong", "expert"]
    seat = next(i for i, s in enumerate(scene.setup.seats) if s.kind == COMPUTER)
    name = f"level {seat}"
    start = levels.index(scene.setup.seats[seat].level)
    d.click_button(name)
    assert scene.setup.seats[seat].level == levels[(start + 1) % len(levels)]
    d.click(d.button(name).center, button=3)
    assert scene.setup.seats[seat].level == levels[start]
    d.click(d.button(name).center, button=3)
    assert scene.setup.seats[seat].level == levels[(start - 1) % len(levels)]
    rect = d.button(name)
    d.click((rect.left + 4, rect.centery))  # the "‹" end
    assert scene.setup.seats[seat].level == levels[(start - 2) % len(levels)]
    d.point(d.button(name).center)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert scene.setup.seats[seat].level == levels[start]
    d.key(pygame.K_LEFT)
    assert scene.setup.seats[seat].level == levels[(start - 1) % len(levels)]
    before = list(scene.setup.dynasties)
    d.click(d.button("dynasty 0").center, button=3)
    from game.engine import get_ruleset

    order = list(get_ruleset("yangtze").dynasties)
    assert scene.setup.dynasties[0] == order[(order.index(before[0]) - 1) % len(order)]
    assert sorted(scene.setup.dynasties) == sorted(before)


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
def test_only_the_cycling_buttons_show_their_ends_and_keys_are_hinted_where_they_fit(size):
    """The level and dynasty buttons show "‹" and "›" at their ends; Back and Start do not
    (they once did, a slip in the key-hint change), and their labels keep the smallest
    readable size: the "[Esc]" hint is left out rather than the words shrunk."""
    from game.client import theme, widgets

    d = Driver(size)
    d.click_button("new")
    scene = d.top
    widgets.drawn_texts = []
    try:
        d.point((1, 1))
        texts = widgets.drawn_texts
    finally:
        widgets.drawn_texts = None
    ends = [t for t in texts if t.text in ("‹", "›")]
    for button in scene.buttons.buttons:
        inside = [t for t in ends if button.rect.contains(t.rect)]
        assert len(inside) == (2 if button.back is not None else 0), (button.name, inside)
    for name in ("back", "start"):
        rect = d.button(name)
        label = next(t for t in texts if rect.contains(t.rect) and t.text.strip())
        assert label.size >= theme.SMALLEST, (name, label)


def test_a_number_and_its_unit_never_part_when_text_wraps():
    from game.client.widgets import wrap

    text = "It thinks about 2 s a decision."
    for width in range(60, 400, 3):
        lines = wrap(text, 18, width)
        assert not any(line.endswith(" 2") or line == "2" for line in lines), (width, lines)
        assert not any(line.startswith("s ") or line == "s" for line in lines), (width, lines)


# ---------------------------------------------------------------- saves


def test_save_then_load_and_resume_open_in_their_own_game():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(tile_slot(game, RED).center)
    d.click_cell(cell("D7"))
    actions = list(game.session.record.actions)
    fingerprint = game.state.fingerprint()
    d.key(pygame.K_ESCAPE)
    d.click_button("save")
    for _ in range(30):
        d.key(pygame.K_BACKSPACE)
    d.type_text("Yangtze")
    d.key(pygame.K_RETURN)
    path = saves_dir() / "yangtze.toml"
    session, _notes = read_save(path)
    assert session.game == "yangtze" and session.record.actions == actions
    # Close, open again: resume from the menu, then load the named save: both Yellow & Yangtze.
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    d.frames(1)
    d2 = Driver((1024, 640))
    assert isinstance(d2.top, MainMenu)
    d2.click_button("resume")
    resumed = d2.game
    assert resumed.session.game == "yangtze" and resumed.state.fingerprint() == fingerprint
    assert type(resumed.board).__module__ == "game.client.yangtze.board"
    d2.key(pygame.K_ESCAPE)
    d2.click_button("load")
    d2.click(d2.top.rows[0][0].center)
    assert d2.game.session.game == "yangtze" and d2.game.session.record.actions == actions


# ---------------------------------------------------------------- the shell


def test_the_shell_never_asks_which_game_it_is():
    shell = Path(__file__).parent.parent / "game" / "client"
    for path in shell.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for name in GAMES:
            # A game's name may appear in docstrings and comments, never in a comparison.
            assert not re.search(rf"""==\s*["']{name}["']|["']{name}["']\s*==""", text), (path.name, name)
            assert f"from .{name}" not in text and f"import {name}" not in text, (path.name, name)


def test_the_end_of_a_blue_chain_reads_the_same_live_and_after_a_load():
    # The chain ends the turn (its second action), and the turn's end refills the market:
    # the "done" line must be the chain's end, not the refill (after a load the turn's end
    # comes with the decision's events; so it does live when turns end at once).
    from game.client.saves import autosaver
    from game.paths import autosave_path

    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "red": "A1 B1 A2", "yellow": "M2"},
        ["blue blue blue green green black", "red red red black black blue"],
        market="black green yellow blue red",
    ).replace("actions_left = 2", "actions_left = 1")

    def chain(d, game) -> None:
        d.click(tile_slot(game, BLUE).center)
        d.click_cell(cell("C9"))
        d.click_cell(cell("D9"))
        d.click_button("done")

    def done_lines(game) -> list[str]:
        return [line.text for line in game.log if line.notation == "done"]

    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)])
    chain(d, game)
    assert game.phase() == Phase.CONFIRM
    d.key(pygame.K_e)
    live = done_lines(game)
    assert live == ["Crossbow ends the blue chain"]  # two people: nobody is "you"
    assert any(line.text.startswith("The market is refilled") for line in game.log)
    autosaver.flush()
    session, _notes = read_save(autosave_path())
    loaded = open_session(d.app, session)
    d.frames(2)
    assert done_lines(loaded) == live
    # Turns ending at once: the chain's end ends the turn with the same words.
    d2, game2 = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    game2.session.confirm_turn_end = False
    chain(d2, game2)
    assert done_lines(game2) == ["Crossbow (you) ends the blue chain"]


def test_the_save_name_and_the_resume_line_count_rounds_as_the_top_bar():
    # Three counters for one moment ("Round 22", "Game on turn 43", "Resumed after 125
    # decisions"): the default save name and the resumed log speak of the top bar's round.
    from game.client.dialogs import TextPrompt
    from game.client.load import LoadScene

    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"],
    ).replace("actions_left = 2", "turn = 43\nactions_left = 2")
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(tile_slot(game, RED).center)
    d.click_cell(cell("D7"))
    assert game.state.turn == 43 and game.state.turn // 2 + 1 == 22  # the top bar: "Round 22"
    d.key(pygame.K_ESCAPE)
    d.click_button("save")
    assert isinstance(d.top, TextPrompt) and d.top.value == "Yellow & Yangtze · Round 22"
    d.key(pygame.K_RETURN)
    d.key(pygame.K_ESCAPE)
    d.click_button("load")
    assert isinstance(d.top, LoadScene)
    d.click(d.top.rows[0][0].center)
    assert d.game.log[-1].text == "Resumed in round 22"


def test_a_turns_pagoda_points_are_one_line_per_seat():
    # Crossbow's soldier (D7) and governor (B7) share a kingdom with a red and a black pagoda:
    # the turn's end scores a point for each, one event a point; the log says it in one line.
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 A8 B8 B9", "red": "D5 C6 D6"},
        ["blue blue blue green green black", "red red red black black blue"],
        leaders=["soldier D7 governor B7", ""],
        pagodas="red D5 C6 D6;black A8 B8 B9",
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.key(pygame.K_e)
    d.key(pygame.K_e)  # both actions given up: the turn ends
    if game.phase() == Phase.CONFIRM:
        d.key(pygame.K_e)
    assert game.state.turn >= 1
    scored = [line for line in game.log if line.text.startswith("Crossbow (you) scores")]
    assert [line.text for line in scored] == ["Crossbow (you) scores 1 black, 1 red (pagodas)"]
    assert scored[0].notation == ""  # the decision's line keeps the notation
    assert game.state.score(0)[BLACK] == 1 and game.state.score(0)[RED] == 1
    # The same after a load (the turn's end comes with the decision's events there).
    from game.client.saves import parse_save, save_text

    loaded = open_session(d.app, parse_save(save_text(game.session))[0])
    d.frames(2)
    assert [line.text for line in loaded.log if line.text.startswith("Crossbow (you) scores")] == [
        "Crossbow (you) scores 1 black, 1 red (pagodas)"
    ]
    passes = [line for line in loaded.log if line.notation == "pass"]
    assert [line.text for line in passes][-1] == "Crossbow (you) passes"


def drawn_while(d: Driver, frames: int = 2) -> list:
    """The texts drawn over `frames` frames (widgets.drawn_texts)."""
    from game.client import widgets

    widgets.drawn_texts = []
    try:
        d.game.still_layer = None  # drawn again, its texts recorded
        d.frames(frames)
        return list(widgets.drawn_texts)
    finally:
        widgets.drawn_texts = None


SHOTS = os.environ.get("TWO_RIVERS_SHOTS")  # a folder: the tests below save what they look at


def test_the_war_panel_names_the_stake_explains_the_soldier_and_hides_an_empty_counter():
    """Play-test: the title listed every doubled colour ("War of the governors & soldiers & …"),
    "Soldier +1: yes" was never explained, the −/0/+ counter showed with no red tile in hand,
    and the panel's small texts were under theme.SMALLEST at 800×500."""
    from game.client import theme

    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (800, 500))
    d.click(tile_slot(game, BLACK).center)
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    assert game.decision == "support"
    texts = [t.text for t in drawn_while(d)]
    assert "War over the soldiers" in texts, texts
    assert any("loses its soldiers and all its red tiles" in t for t in texts), texts
    assert any("War over the soldiers!" in line.text for line in game.log)
    d.click(war_sides(game)[0].center)
    d.click_button("more")
    d.click_button("confirm")
    reveal_if_asked(d)
    # Vase: no red tile, an off-board soldier. No counter; a line says why; the soldier explained.
    assert game.state.to_move == 2 and game.decision == "support"
    assert game.buttons.by_name("more") is None and game.buttons.by_name("less") is None
    drawn = drawn_while(d)
    texts = [t.text for t in drawn]
    assert "No red tiles in hand" in texts, texts
    assert any(t.startswith("Your soldier is off the board") for t in texts), texts
    assert game.buttons.by_name("soldier").label == "Soldier: on, +1"  # the state and what it adds
    assert game.buttons.by_name("soldier").selected
    d.click_button("soldier")
    assert game.buttons.by_name("soldier").label == "Soldier: off, +0"
    assert not game.buttons.by_name("soldier").selected
    d.click_button("soldier")
    if SHOTS:
        d.save_screen(f"{SHOTS}/war-soldier-800x500.png")
    panel = game.panel.rect
    labels = {b.label for b in game.buttons.buttons}  # the buttons' own size is the shared Button's
    small = [t for t in drawn if panel.contains(t.rect) and t.size < theme.SMALLEST and t.text not in labels]
    assert not small, [(t.text, t.size) for t in small]
    # Every line of the panel within it.
    inside = [t for t in drawn if panel.collidepoint(t.rect.center)]
    assert all(panel.contains(t.rect) for t in inside), [t.text for t in inside if not panel.contains(t.rect)]


def test_the_war_losses_light_the_tiles_to_click_and_say_whose_they_are():
    """Play-test: the tiles to remove differed only by a paler tint, a capital's plaque hid
    some, and the line said "removes the winner's red tiles" whoever read it. The engine: the
    winning kingdom loses red tiles, chosen by the active player."""
    from game.client import theme

    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (800, 500))
    war_to_the_losses(d, game)
    drawn = drawn_while(d)
    texts = [t.text for t in drawn]
    winner = "AB"[game.state.war.sides.index(game.panel.winning_side())]  # the letter beside it on the board
    assert any(t.startswith(f"Kingdom {winner} won, but must give up") for t in texts), texts
    assert not any("winner's red tiles" in t for t in texts), texts
    status = game.presentation.status(game.state, game.names)
    assert "winning kingdom" in status and "winner's" not in status, status
    small = [t for t in drawn if game.panel.rect.contains(t.rect) and t.size < theme.SMALLEST]
    assert not small, [(t.text, t.size) for t in small]
    # A lit tile is ringed in the highlight colour at its edge, its middle dotted: not just paler.
    screen = pygame.display.get_surface()
    lit = bit_list(targets(game))
    board = game.board
    for c in lit:
        x, y = board.cell_centre(c)
        assert screen.get_at((x, y))[:3] != (0, 0, 0)
        centre = screen.get_at((x, y))[:3]
        assert sum(abs(a - b) for a, b in zip(centre, theme.HIGHLIGHT, strict=True)) < 120, centre
        rim = screen.get_at((x + max(3, int(board.radius / 5)) + 1, y))[:3]  # the dot's dark edge
        assert sum(rim) < 330, rim
    if SHOTS:
        d.save_screen(f"{SHOTS}/war-lose-800x500.png")


def cell_name_of(code: int) -> str:
    from game.engine.grid import cell_name

    return cell_name(code)


def test_a_capital_plaque_fades_over_a_tile_to_remove():
    """While tiles on the board are to be chosen (a removal: a war's losses, the peasants'
    revolt), a capital's name plaque over a lit tile is faded: at 800×500 "Zhao" hid half the
    lit tiles beside it."""
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "red": "A1 B1 A2", "yellow": "M2"},
        ["blue blue blue green green black", "red red red black black blue"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")], (800, 500))
    board = game.board
    plaque = next(rect for word, rect in board.capital_plaques(game.state) if word == "Zhao")
    spot = (plaque.left + 3, plaque.centery)  # the plaque's ground, left of its word
    screen = pygame.display.get_surface()
    d.frames(2)
    before = screen.get_at(spot)[:3]
    assert before == (96, 30, 24), before
    d.click(action_slots(game)[0].center)  # the peasants' revolt: any tile, J4's included
    assert (targets(game) >> cell("J4")) & 1
    d.frames(2)
    after = screen.get_at(spot)[:3]
    assert sum(abs(a - b) for a, b in zip(after, before, strict=True)) > 60, after


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_the_red_count_and_its_word_stay_between_minus_and_plus(language):
    """Play-test (ru, pl at 800×500): "красный" under the count ran over the "+" button."""
    from game.client import i18n

    try:
        d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (800, 500))
        d.app.settings.language = language  # the window's setting, then the catalogue
        i18n.set_language(language)
        game.language_changed()
        d.click(tile_slot(game, BLACK).center)
        d.click_cell(cell("J3"))
        reveal_if_asked(d)
        d.click(war_sides(game)[0].center)
        word = i18n._("red")
        shown = [t for t in drawn_while(d) if t.text == word]
        assert shown and word != "red"
        more = game.buttons.by_name("more").rect
        assert not any(t.rect.colliderect(more) for t in shown), (shown, more)
    finally:
        i18n.set_language("")


def test_the_revolt_panels_texts_are_readable_at_800x500():
    """Play-test: the revolt panel's subtitle and the sides' roles were under theme.SMALLEST
    at 800×500 (the buttons' labels are the shared Button's)."""
    from game.client import theme

    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["", "soldier D7"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)], (800, 500))
    d.click(leader_slots(game)[RED][0].center)
    d.click_cell(cell("B7"))
    assert game.decision == "commit"
    drawn = drawn_while(d)
    panel = game.panel.rect
    labels = {b.label for b in game.buttons.buttons}
    inside = [t for t in drawn if panel.collidepoint(t.rect.center) and t.text not in labels]
    assert any(t.text.startswith("You hold 2 black tiles") for t in inside)
    small = [(t.text, t.size) for t in inside if t.size < theme.SMALLEST]
    assert not small, small
    assert all(panel.contains(t.rect) for t in inside), [t for t in inside if not panel.contains(t.rect)]


def in_language(d: Driver, game, language: str) -> None:
    """The window switched to `language` (its setting, then the catalogue), as the settings do."""
    from game.client import i18n

    d.app.settings.language = language
    i18n.set_language(language)
    game.language_changed()


SUPPORT_LINES = {
    "en": "Bull: 2 → {cell}. To decide: Vase, Crossbow.",
    "ru": "Бык: 2 → {cell}. Решают: Ваза, Арбалет.",
    "zh_CN": "公牛：2 → {cell}。待决定：花瓶、弩。",
}


@pytest.mark.parametrize("language", ["en", "ru", "zh_CN"])
def test_the_war_panels_supports_and_who_is_to_decide_read_as_two_sentences(language):
    """Re-check: "Bull: 2 → H2  To decide: Vase, Crossbow." ran two sentences together."""
    from game.client import i18n

    try:
        d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1024, 640))
        in_language(d, game, language)
        d.click(tile_slot(game, BLACK).center)
        d.click_cell(cell("J3"))
        reveal_if_asked(d)
        d.click(war_sides(game)[0].center)
        d.click_button("more")
        d.click_button("confirm")
        reveal_if_asked(d)
        assert game.decision == "support" and game.state.to_move == 2
        kingdom = "A"  # the first side, by the letter beside it on the board
        texts = " ".join(t.text for t in drawn_while(d))
        said = game.panel.order_text()
        assert said == SUPPORT_LINES[language].format(cell=kingdom), said
        assert said.split()[0] in texts
    finally:
        i18n.set_language("")


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_log_line_starts_with_a_capital_in_russian_and_polish(language):
    """Re-check: lines made from a filled-in phrase started in lower case ("солдат игрока Бык на
    H3 проигрывает войну и уходит", "pagoda „garnizon” (czerwony)…"); the notation lines under
    them stay as they are."""
    from game.client import i18n

    try:
        d = Driver((1024, 640))
        setup = GameSetup(
            [Seat(COMPUTER, "random"), Seat(COMPUTER, "beginner"), Seat(COMPUTER, "random")],
            dynasties=list(DYNASTIES),
            game="yangtze",
        )
        game = open_session(d.app, Session.new(setup, 9))
        in_language(d, game, language)
        assert d.until(lambda: isinstance(d.top, EndScene), 40000)
        lines = [line for line in game.log if any(c.isalpha() for c in line.text)]
        assert len(lines) > 100
        low = [line.text for line in lines if next(c for c in line.text if c.isalpha()).islower()]
        assert not low, low[:5]
        assert any(line.notation.startswith("tile ") for line in game.log)  # notation as it was
    finally:
        i18n.set_language("")


def test_the_hot_seat_curtain_says_tiles_in_yellow_and_yangtzes_russian():
    """Re-check: the curtain said «жетоны» (Tigris & Euphrates' word) where Yellow & Yangtze
    says «тайлы» everywhere else (and its explanation was drawn below theme.SMALLEST)."""
    from game.client import i18n, theme

    try:
        d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1024, 640))
        in_language(d, game, "ru")
        d.click(tile_slot(game, BLACK).center)
        d.click_cell(cell("J3"))
        d.frames(3)
        assert game.phase() == Phase.CURTAIN
        drawn = drawn_while(d)
        texts = [t.text for t in drawn]
        assert any(t.startswith("Показать тайлы игрока Бык") for t in texts), texts  # the button
        said = [t for t in drawn if t.text.startswith("Бык: откройте свои тайлы")]
        assert said and all(t.size >= theme.SMALLEST for t in said), [(t.text, t.size) for t in said]
        assert not any("жетон" in t for t in texts), texts
    finally:
        i18n.set_language("")


def test_the_bag_count_is_never_cut_by_the_war_panel_at_800x500():
    """Play-test: at 800×500 the bag's count, drawn right of the bag past the strip's end,
    was half under the war panel. It is wholly visible or wholly hidden."""
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (800, 500))
    d.click(tile_slot(game, BLACK).center)
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    assert game.decision == "support"
    panel = game.panel.rect
    count = str(game.state.bag_count)
    rects = [t.rect for t in drawn_while(d) if t.text == count and t.size >= 17]
    assert rects, "the bag's count is drawn"
    for rect in rects:
        assert panel.contains(rect) or not panel.colliderect(rect), (rect, panel)


def test_the_summary_lists_the_others_moves_with_market_picks_and_swaps(monkeypatch):
    # Bull (a computer) places a green tile, takes a red one from the market, then swaps one
    # tile: Crossbow's "since your last turn" says each move (it said only points, and nothing
    # at all of a turn that scored none).
    from .test_client_turn_safety import ScriptedPlayer

    monkeypatch.setitem(ai.LEVELS, "scripted", ScriptedPlayer)
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    monkeypatch.setattr(ScriptedPlayer, "script", ["tile green D7", "market red", "swap blue"])
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red green red black black blue"],
        market="black green yellow blue red black",
        active=1,
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.state.active == 0 and game.decision == "action" and game.busy <= 0, 5000)
    assert game.summary is not None
    texts = [text for text, _important in game.summary.lines]
    assert texts == [
        "Bull placed a green tile on D7",
        "Bull took a red tile from the market",
        "Bull swapped 1 tile",
    ], texts
