"""Yellow & Yangtze, one scenario per rule and per settled question of
`../shared/rules/yellow-yangtze.md`, each from a small hand-made position
with exact expectations worked out from the rules' words.

Every scenario runs twice: on the literal referee (`tests/yangtze_reference.py`,
so that it can be trusted to judge the engine in random games) and on the
engine, through the same small interface (`EngineSide`: the position loaded
from its TOML, decisions in notation, the state as `tworivers run --json`
shows it).
"""

from __future__ import annotations

import pytest

from game.cli import state_json
from game.engine import load_position
from game.engine.grid import cell_name
from game.engine.yangtze.pieces import COLOUR_NAMES
from tests.yangtze_reference import (
    CELLS,
    RIVER,
    Referee,
    final_totals,
    position_json,
    position_toml,
    ranking,
)


class EngineSide:
    """The engine behind the referee's interface."""

    def __init__(self, state) -> None:
        self.state = state

    @classmethod
    def from_json(cls, data: dict) -> EngineSide:
        return cls(load_position(position_toml(data), "scenario"))

    def legal(self) -> list[str]:
        return [str(a) for a in self.state.legal_actions()]

    def apply(self, text: str) -> None:
        self.state.apply(text)

    def to_json(self) -> dict:
        return state_json(self.state)

    def to_move(self) -> int | None:
        return None if self.state.is_over else self.state.to_move

    @property
    def question(self) -> str | None:
        return self.state.pending

    @property
    def actions_left(self) -> int:
        return self.state.actions_left

    @property
    def active(self) -> int:
        return self.state.active

    def free_triangles(self) -> list[tuple[tuple[str, ...], str]]:
        state = self.state
        return [(tuple(cell_name(c) for c in range(400) if (t >> c) & 1), COLOUR_NAMES[colour])
                for colour in range(5) for t in state.free_triangles(colour)]


SIDES = {"referee": Referee.from_json, "engine": EngineSide.from_json}
_side = ["referee"]


@pytest.fixture(autouse=True, params=sorted(SIDES))
def side(request):
    _side[0] = request.param
    yield request.param
    _side[0] = "referee"


def referee(players: list[dict], **kwargs):
    """The scenario's position on the side under test."""
    return SIDES[_side[0]](position_json(players, **kwargs))


def play(ref, *decisions: str) -> None:
    for text in decisions:
        ref.apply(text)


def legal(ref, start: str = "") -> set[str]:
    return {x for x in ref.legal() if x.startswith(start)}


def hands(ref) -> list[list[str]]:
    return [p["hand"] for p in ref.to_json()["players"]]


def leaders(ref) -> list[dict[str, str]]:
    return [p["leaders"] for p in ref.to_json()["players"]]


def scores(ref) -> list[list[int]]:
    """Per seat: black red blue green yellow."""
    return [list(p["score"].values()) for p in ref.to_json()["players"]]


def tiles(ref) -> dict[str, list[str]]:
    return {c: cells for c, cells in ref.to_json()["tiles"].items() if cells}


def test_an_illegal_decision_is_refused():
    ref = referee([{"hand": "red"}, {}], tiles={"black": "I2"})
    with pytest.raises(ValueError):
        ref.apply("tile red G2")  # a river cell
    with pytest.raises(ValueError):
        ref.apply("tile red I2")  # taken


# ---------------------------------------------------------------- tiles and their points

def test_blue_tiles_only_on_rivers_and_the_rest_only_on_land():
    ref = referee([{"hand": "red blue", "leaders": "governor I1"}, {}], tiles={"black": "I2"})
    blue = {x.split()[2] for x in legal(ref, "tile blue")}
    red = {x.split()[2] for x in legal(ref, "tile red")}
    assert blue == RIVER
    assert red == set(CELLS) - RIVER - {"I1", "I2"}  # any empty land cell, capitals included


def test_a_tile_scores_for_the_leader_of_its_colour_else_the_governor_else_nobody():
    players = [{"hand": "red black green yellow", "leaders": "governor I1"},
               {"leaders": "soldier J2 artisan H2"}]
    ref = referee(players, tiles={"black": "I2"})
    play(ref, "tile red J1")  # the soldier's owner
    assert scores(ref) == [[0, 0, 0, 0, 0], [0, 1, 0, 0, 0]]
    play(ref, "tile yellow H1")  # the artisan's owner: yellow points
    assert scores(ref) == [[0, 0, 0, 0, 0], [0, 1, 0, 0, 1]]
    ref = referee(players, tiles={"black": "I2"})
    play(ref, "tile black J3")  # no second governor: the governor
    assert scores(ref) == [[1, 0, 0, 0, 0], [0, 0, 0, 0, 0]]
    play(ref, "tile green A12", "no market")  # in no kingdom: nobody
    assert scores(ref)[0] == [1, 0, 0, 0, 0] and scores(ref)[1] == [0, 0, 0, 0, 0]


def test_a_tile_joining_kingdoms_without_a_war_scores_in_the_joined_kingdom():
    # I1-I2 (seat 1's governor) and K1-K2 (seat 0's trader); J1 touches both.
    ref = referee([{"hand": "green", "leaders": "trader K1"}, {"leaders": "governor I1"}],
                  tiles={"black": "I2 K2"}, market="red")
    play(ref, "tile green J1")
    assert scores(ref) == [[0, 0, 0, 1, 0], [0, 0, 0, 0, 0]]
    assert ref.question == "market"


# ---------------------------------------------------------------- leaders

def leader_board(third: str) -> Referee:
    """I1-I2 holds seat 1's governor, K2-L2 seat 2's `third` leader; J2 touches both."""
    return referee([{}, {"leaders": "governor I1"}, {"leaders": f"{third} L2"}],
                   tiles={"black": "I2 K2 C7"})


def test_a_leader_goes_on_empty_land_next_to_a_black_tile():
    ref = leader_board("farmer")
    cells = {x.split()[2] for x in legal(ref, "leader artisan")}
    assert cells == {"J1", "H2", "J2", "I3", "J3", "K1", "L1", "K3", "L3", "C6", "B7", "D7", "B8", "C8"}
    assert "B6" in RIVER and "leader artisan B6" not in ref.legal()


def test_a_leader_may_join_kingdoms_only_without_two_leaders_of_a_colour():
    ref = leader_board("farmer")
    assert "leader soldier J2" in ref.legal()  # governor + farmer + soldier
    assert "leader farmer J2" not in ref.legal()  # its own colour doubled
    assert "leader governor J2" not in ref.legal()
    ref = leader_board("governor")  # settled question 3: never a war by a leader
    assert not any(x.endswith(" J2") for x in legal(ref, "leader"))
    play(ref, "leader soldier J1")  # one kingdom only: fine
    assert leaders(ref)[0] == {"soldier": "J1"} and ref.actions_left == 1


def test_a_leader_moves_or_withdraws_as_one_action():
    ref = referee([{"leaders": "governor I1"}, {}], tiles={"black": "I2"}, bag="black " * 20)
    assert "leader governor I1" not in ref.legal()  # its own cell is not empty
    play(ref, "leader governor J1")
    assert leaders(ref)[0] == {"governor": "J1"} and ref.actions_left == 1
    play(ref, "withdraw governor")
    assert leaders(ref)[0] == {} and ref.active == 1


# ---------------------------------------------------------------- revolts

def revolt_board(defender_hand: str = "black") -> Referee:
    """Seat 1's soldier on I1 (blacks H1, I2) with its governor on H2; seat 0 sends its
    soldier to J2 (blacks I2, K2): strengths 2 against 2."""
    return referee([{"hand": "black black"}, {"hand": defender_hand, "leaders": "soldier I1 governor H2"}],
                   tiles={"black": "H1 I2 K2"})


def test_revolt_a_tie_goes_to_the_defender():
    ref = revolt_board()
    play(ref, "leader soldier J2")
    assert ref.question == "commit" and ref.to_move() == 0
    assert legal(ref) == {"commit 0", "commit 1", "commit 2",
                          "commit 0 governor", "commit 1 governor", "commit 2 governor"}
    play(ref, "commit 1")
    assert hands(ref)[0] == ["black"]  # committed tiles leave the hand at once
    assert ref.to_move() == 1 and legal(ref) == {"commit 0", "commit 1"}  # its governor is on the board
    play(ref, "commit 1")  # 3 against 3
    assert leaders(ref) == [{}, {"soldier": "I1", "governor": "H2"}]
    assert scores(ref) == [[0, 0, 0, 0, 0], [0, 1, 0, 0, 0]]
    assert hands(ref) == [["black"], []] and tiles(ref) == {"black": ["H1", "I2", "K2"]}
    assert ref.question is None and ref.actions_left == 1


def test_revolt_the_off_board_governor_adds_one():
    ref = revolt_board()
    play(ref, "leader soldier J2", "commit 1 governor", "commit 1")  # 4 against 3
    assert leaders(ref) == [{"soldier": "J2"}, {"governor": "H2"}]
    assert scores(ref) == [[0, 1, 0, 0, 0], [0, 0, 0, 0, 0]]


def test_revolt_the_defender_also_has_the_governor_when_it_is_off_the_board():
    ref = referee([{"hand": "black"}, {"hand": "", "leaders": "soldier I1"}], tiles={"black": "H1 I2 K2"})
    play(ref, "leader soldier J2", "commit 1")
    assert legal(ref) == {"commit 0", "commit 0 governor"}
    play(ref, "commit 0 governor")  # 3 against 3: the defender
    assert leaders(ref) == [{}, {"soldier": "I1"}]


# ---------------------------------------------------------------- wars

def war_board(left_hand: str, right_hand: str, **extra) -> Referee:
    """Left: seat 0's soldier I1 and governor I2, black H2, red H1 H3 (strength 2).
    Right: seat 1's soldier K1, black K2, red L1 L2 L3 (strength 3). J1 touches both."""
    right = "soldier K1 " + extra.pop("right_leaders", "")
    return referee([{"hand": left_hand, "leaders": "soldier I1 governor I2"},
                    {"hand": right_hand, "leaders": right}],
                   tiles={"black": "H2 K2", "red": "H1 H3 L1 L2 L3"}, **extra)


def test_war_the_winners_losses_are_absorbed_first_by_its_support():
    ref = war_board("black red", "red")
    play(ref, "tile black J1")
    assert ref.question == "support" and ref.to_move() == 1  # left of the active player first
    assert legal(ref) == {"support none", "support H1 1", "support K1 1"}
    play(ref, "support K1 1")  # right 4
    assert ref.to_move() == 0
    play(ref, "support H1 1")  # left 3: right wins
    # The loser loses its soldier and its red tiles at once; the winner's soldier scores.
    assert leaders(ref) == [{"governor": "I2"}, {"soldier": "K1"}]
    assert scores(ref) == [[0, 0, 0, 0, 0], [0, 1, 0, 0, 0]]  # the war tile scored nothing
    # Owed 3, one absorbed by the supporting tile: two of the right's red tiles.
    assert ref.question == "lose" and ref.to_move() == 0
    assert legal(ref) == {"lose L1", "lose L2", "lose L3"}
    play(ref, "lose L2")
    assert legal(ref) == {"lose L1", "lose L3"}
    play(ref, "lose L1")
    assert tiles(ref) == {"black": ["J1", "H2", "K2"], "red": ["L3"]}
    assert hands(ref) == [[], []] and ref.question is None and ref.actions_left == 1


def test_war_a_tie_is_chosen_by_the_active_player_and_the_war_tile_never_counts():
    ref = war_board("red red red", "red")
    play(ref, "tile red J1", "support K1 1", "support H1 2")  # 4 against 4 (J1 not counted)
    assert ref.question == "winner" and ref.to_move() == 0
    assert legal(ref) == {"winner H1", "winner K1"}
    play(ref, "winner H1")
    assert leaders(ref) == [{"soldier": "I1", "governor": "I2"}, {}]
    assert scores(ref) == [[0, 1, 0, 0, 0], [0, 0, 0, 0, 0]]
    # Owed 4, two absorbed: both of the left's red tiles, each asked although forced.
    assert legal(ref) == {"lose H1", "lose H3"}
    play(ref, "lose H1")
    assert legal(ref) == {"lose H3"}
    play(ref, "lose H3")
    assert tiles(ref) == {"black": ["H2", "K2"], "red": ["J1"]}


def test_war_a_green_war_tile_gives_its_market_pick_after_the_war():
    ref = war_board("green", "", market="red yellow black yellow")
    play(ref, "tile green J1", "support none", "support none", "lose L1", "lose L2")
    assert ref.question == "market" and ref.to_move() == 0
    assert legal(ref) == {"market black", "market red", "market yellow", "no market"}
    play(ref, "market yellow")
    assert hands(ref)[0] == ["yellow"] and ref.to_json()["board"]["market"] == ["red", "black", "yellow"]
    assert ref.actions_left == 1


def test_war_one_war_for_every_doubled_colour():
    """Settled question 1: red and black doubled, one round of support, one result."""
    ref = war_board("black", "", right_leaders="governor K3")
    play(ref, "tile black J1", "support none")
    assert ref.to_move() == 0 and ref.question == "support"
    play(ref, "support none")  # 2 against 3
    assert leaders(ref) == [{}, {"soldier": "K1", "governor": "K3"}]
    assert scores(ref) == [[0, 0, 0, 0, 0], [1, 1, 0, 0, 0]]
    assert ref.question == "lose"


def three_kingdoms(c_leader: str, b_leaders: str = "soldier K2") -> Referee:
    """A: seat 0's soldier J1, black I1, red H1 H2 (2). B: seat 1's `b_leaders`, black L2,
    red L1 M2 L3 (3). C: seat 2's `c_leader` on J3, black J4 (Zhao), red I4 (1).
    J2 touches all three. Seat 3 holds nothing on the board."""
    return referee([{"hand": "black red", "leaders": "soldier J1"},
                    {"hand": "red red", "leaders": b_leaders},
                    {"leaders": f"{c_leader} J3"},
                    {"hand": "red red"}],
                   tiles={"black": "I1 L2 J4", "red": "H1 H2 L1 M2 L3 I4"})


def test_war_of_three_kingdoms_with_support_from_outside_and_the_off_board_soldier():
    ref = three_kingdoms("soldier")
    play(ref, "tile black J2")
    assert [ref.to_move()] == [1]
    assert legal(ref) == {"support none"} | {f"support {k} {n}" for k in ("H1", "L1", "J3") for n in (1, 2)}
    play(ref, "support L1 1")  # B 4
    assert legal(ref) == {"support none"}  # seat 2: nothing to give, still asked
    play(ref, "support none")
    assert ref.to_move() == 3 and "support H1 0 soldier" in ref.legal() and "support H1 0" not in ref.legal()
    play(ref, "support H1 2 soldier")  # seat 3, at no war: A 2 + 2 + 1 = 5
    assert ref.to_move() == 0
    play(ref, "support none")
    # B and C lose their soldiers and red tiles; A's soldier's owner scores both.
    assert leaders(ref) == [{"soldier": "J1"}, {}, {}, {}]
    assert scores(ref)[0] == [0, 2, 0, 0, 0]
    # Owed 4 (B), absorbed 3: the soldier counts as one unit (settled question 2).
    assert ref.question == "lose" and legal(ref) == {"lose H1", "lose H2"}
    play(ref, "lose H2")
    assert tiles(ref) == {"black": ["I1", "J2", "L2", "J4"], "red": ["H1"]}
    assert hands(ref) == [["red"], ["red"], [], []] and ref.actions_left == 1


def test_war_a_joined_kingdom_without_a_doubled_colour_only_joins():
    ref = three_kingdoms("farmer")
    play(ref, "tile black J2")
    assert legal(ref, "support L1") and not legal(ref, "support J3")
    play(ref, "support none", "support none", "support none", "support none")  # 2 against 3
    assert leaders(ref) == [{}, {"soldier": "K2"}, {"farmer": "J3"}, {}]
    assert legal(ref) == {"lose L1", "lose M2", "lose L3"}
    play(ref, "lose L1", "lose L3")
    assert tiles(ref)["red"] == ["M2", "I4"]  # C's red tile stays


def test_war_nobody_scores_a_colour_the_winner_has_no_leader_of():
    ref = three_kingdoms("farmer", b_leaders="soldier K2 farmer M1")  # red A-B, blue B-C
    play(ref, "tile black J2", "support none", "support none", "support H1 2 soldier", "support none")
    assert leaders(ref) == [{"soldier": "J1"}, {}, {}, {}]
    assert scores(ref) == [[0, 1, 0, 0, 0], [0] * 5, [0] * 5, [0] * 5]
    assert ref.question is None  # owed 3, absorbed 3: no loss to choose


def test_war_no_pagoda_after_a_war_tile_and_the_action_ends():
    # W: seat 0's soldier J1, black I1, red H1 H2. E: seat 1's soldier K2, black J3 K3 J4, red L2 L3.
    # The black tile on J2 completes the black triangle J2 J3 K3 but causes a war.
    ref = referee([{"hand": "black green green", "leaders": "soldier J1"},
                   {"hand": "red", "leaders": "soldier K2"}],
                  tiles={"black": "I1 J3 K3 J4", "red": "H1 H2 L2 L3"})
    play(ref, "tile black J2", "support K2 1", "support none")
    assert legal(ref) == {"lose L2", "lose L3"}
    play(ref, "lose L3")
    assert ref.question is None and ref.actions_left == 1 and ref.to_json()["board"]["pagodas"] == []
    assert "build J2 J3 K3" in ref.legal()  # the triangle is there; only the question was not


# ---------------------------------------------------------------- blue chains, pagodas, market

def test_a_blue_chain_each_tile_scores_and_goes_next_to_the_last():
    ref = referee([{"hand": "blue blue blue", "leaders": "farmer F1"}, {}], tiles={"black": "E1"})
    play(ref, "tile blue E2")
    assert ref.question == "chain" and legal(ref) == {"tile blue D2", "tile blue F2", "done"}
    play(ref, "tile blue D2")
    assert legal(ref) == {"tile blue C2", "done"}  # not F2: next to the last tile only
    play(ref, "tile blue C2")
    assert legal(ref) == {"done"}  # asked though the hand holds no blue tile
    play(ref, "done")
    assert scores(ref)[0] == [0, 0, 3, 0, 0] and ref.actions_left == 1


def test_a_blue_chain_is_stopped_by_a_pagoda_and_goes_on_when_it_is_declined():
    def board():
        return referee([{"hand": "blue blue blue", "leaders": "farmer F1"}, {}],
                       tiles={"black": "E1", "blue": "G2 G3"})
    ref = board()
    play(ref, "tile blue E2", "tile blue F2")
    assert ref.question == "pagoda" and legal(ref) == {"pagoda F2 G2 G3", "no pagoda"}
    assert scores(ref)[0] == [0, 0, 2, 0, 0]  # the point comes before the pagoda
    play(ref, "pagoda F2 G2 G3")
    assert ref.question is None and ref.actions_left == 1  # no chain after a pagoda
    assert ref.to_json()["board"]["pagodas"] == [{"colour": "blue", "cells": ["F2", "G2", "G3"]}]
    ref = board()
    play(ref, "tile blue E2", "tile blue F2", "no pagoda")
    assert ref.question == "chain" and legal(ref) == {"done"}


def test_a_blue_chain_is_stopped_by_a_war():
    # K1: black E1, seat 0's soldier F1. K2: black B3, red A3, seat 1's soldier B4.
    ref = referee([{"hand": "blue blue blue", "leaders": "soldier F1"}, {"leaders": "soldier B4"}],
                  tiles={"black": "E1 B3", "red": "A3"})
    play(ref, "tile blue D2", "tile blue C2", "tile blue C3")
    assert ref.question == "support"
    play(ref, "support none", "support none")  # 0 against 1: K2 wins, nothing owed
    assert leaders(ref) == [{}, {"soldier": "B4"}] and scores(ref)[1] == [0, 1, 0, 0, 0]
    assert ref.question is None and ref.actions_left == 1


def test_pagoda_choices_of_triangles_and_the_move_from_the_board():
    players = [{"hand": "red red"}, {}]
    ref = referee(players, tiles={"red": "P1 Q1 Q2"})
    play(ref, "tile red P2")  # two free triangles
    assert legal(ref) == {"pagoda P1 Q1 P2", "pagoda Q1 P2 Q2", "no pagoda"}
    play(ref, "pagoda Q1 P2 Q2")
    assert ref.question is None
    # Both red pagodas on the board: one of them must be moved.
    ref = referee(players, tiles={"red": "A1 B1 A2 L1 M1 L2 P1 Q1"},
                  pagodas=[("red", "A1 B1 A2"), ("red", "L1 M1 L2")])
    play(ref, "tile red P2")
    assert legal(ref) == {"pagoda P1 Q1 P2 from A1", "pagoda P1 Q1 P2 from L1", "no pagoda"}
    play(ref, "pagoda P1 Q1 P2 from L1")
    assert sorted(map(str, ref.to_json()["board"]["pagodas"])) == sorted(map(str, [
        {"colour": "red", "cells": ["A1", "B1", "A2"]}, {"colour": "red", "cells": ["P1", "Q1", "P2"]}]))


def test_the_green_tiles_market_pick_takes_the_first_of_that_colour():
    ref = referee([{"hand": "green green", "leaders": "governor I1"}, {}], tiles={"black": "I2"},
                  market="black red blue red")
    play(ref, "tile green J1")
    assert legal(ref) == {"market black", "market red", "market blue", "no market"}
    play(ref, "market red")
    assert ref.to_json()["board"]["market"] == ["black", "blue", "red"]
    assert hands(ref)[0] == ["red", "green"]
    ref = referee([{"hand": "green"}, {}], market="")
    play(ref, "tile green A1")
    assert ref.question == "market" and legal(ref) == {"no market"}


def test_build_with_two_greens_or_the_trader_and_only_on_free_triangles():
    board = {"green": "J1 K1 J2 I2"}
    ref = referee([{"hand": "green green", "leaders": "trader A12"}, {}], tiles={**board, "black": "A11"})
    assert legal(ref, "build") == {"build J1 K1 J2", "build J1 I2 J2"}
    play(ref, "build J1 I2 J2")
    assert hands(ref)[0] == [] and ref.actions_left == 1
    assert ref.free_triangles() == []  # J1 K1 J2 shares tiles with the pagoda
    ref = referee([{"hand": "green"}, {}], tiles=board)
    assert legal(ref, "build") == {"build J1 K1 J2 trader", "build J1 I2 J2 trader"}
    play(ref, "build J1 K1 J2 trader")
    assert hands(ref)[0] == [] and leaders(ref)[0] == {}  # the trader stays in the supply
    ref = referee([{"hand": "green green"}, {}], tiles={"green": "J1 K1 J2 A1 B1 A2 L1 M1 L2"},
                  pagodas=[("green", "A1 B1 A2"), ("green", "L1 M1 L2")])
    assert legal(ref, "build") == {"build J1 K1 J2 from A1", "build J1 K1 J2 from L1",
                                   "build J1 K1 J2 from A1 trader", "build J1 K1 J2 from L1 trader"}


# ---------------------------------------------------------------- peasants' revolt

def test_peasants_revolt_on_a_capital_sends_a_leader_home():
    # Seat 0's governor D7 has only Qin's tile beside it; seat 1's soldier B7 also has B8.
    ref = referee([{"leaders": "governor D7"}, {"hand": "blue blue", "leaders": "soldier B7 farmer B9"}],
                  tiles={"black": "C7 B8"}, active=1)
    assert legal(ref, "revolt") == {"revolt C7", "revolt B8"}  # farmer on the board: no `farmer`
    play(ref, "revolt C7")
    assert leaders(ref) == [{}, {"soldier": "B7", "farmer": "B9"}]
    assert tiles(ref) == {"black": ["B8"]} and hands(ref)[1] == []


def test_peasants_revolt_under_a_pagoda_with_the_farmer():
    ref = referee([{"hand": "blue"}, {}], tiles={"red": "P1 Q1 P2"}, pagodas=[("red", "P1 Q1 P2")])
    assert legal(ref, "revolt") == {"revolt P1 farmer", "revolt Q1 farmer", "revolt P2 farmer"}
    play(ref, "revolt Q1 farmer")
    assert ref.to_json()["board"]["pagodas"] == [] and tiles(ref) == {"red": ["P1", "P2"]}
    assert hands(ref)[0] == [] and leaders(ref)[0] == {}
    ref = referee([{"hand": "blue blue"}, {}], tiles={"red": "P1"})
    assert legal(ref, "revolt") == {"revolt P1", "revolt P1 farmer"}


# ---------------------------------------------------------------- the end of a turn

def test_end_of_turn_pagoda_scoring_the_governor_only_from_black_pagodas():
    # One kingdom: black K11 L11 K12 (black pagoda), red M11 N11 M12 (red pagoda), seat 0's
    # governor L12 and soldier J11. Elsewhere seat 1's governor C1 beside a black pagoda.
    tiles_ = {"black": "K11 L11 K12 A1 B1 A2", "red": "M11 N11 M12"}
    pagodas = [("black", "K11 L11 K12"), ("red", "M11 N11 M12"), ("black", "A1 B1 A2")]
    full = "red red red red red red"
    bag = "red blue green black yellow red black black"
    ref = referee([{"hand": full, "leaders": "governor L12 soldier J11"},
                   {"hand": full, "leaders": "governor C1"}],
                  tiles=tiles_, pagodas=pagodas, bag=bag, market="black black black black black")
    play(ref, "pass")
    assert scores(ref) == [[1, 1, 0, 0, 0], [0, 0, 0, 0, 0]]  # only the active player's leaders
    play(ref, "pass")
    assert scores(ref) == [[1, 1, 0, 0, 0], [1, 0, 0, 0, 0]]
    ref = referee([{"hand": full, "leaders": "governor L12"}, {"hand": full}],
                  tiles=tiles_, pagodas=pagodas, bag=bag, market="black black black black black")
    play(ref, "pass")
    assert scores(ref)[0] == [1, 0, 0, 0, 0]  # not from the red pagoda


def test_the_turn_draws_active_first_then_clockwise_then_the_market():
    ref = referee([{"hand": "red red red red red"}, {"hand": "red red red red red red"},
                   {"hand": "red red red red red"}],
                  bag="black blue green yellow red", market="red red red red red", active=1)
    play(ref, "tile red A1")
    assert ref.actions_left == 1 and ref.active == 1
    play(ref, "tile red A12")
    data = ref.to_json()
    assert hands(ref) == [["red"] * 5 + ["yellow"], ["black", "red", "red", "red", "red", "blue"],
                          ["red"] * 5 + ["green"]]
    assert data["board"]["market"] == ["red"] * 5 + ["red"] and data["bag"] == []
    assert (data["active"], data["actions_left"], data["turn"], data["to_move"]) == (2, 2, 1, 2)


def test_pass_ends_the_turn_with_one_or_two_actions_left():
    ref = referee([{"hand": "red"}, {"hand": "red"}], bag="black " * 20, actions_left=1)
    assert "pass" in ref.legal()
    play(ref, "pass")
    assert ref.active == 1 and ref.actions_left == 2 and ref.to_json()["turn"] == 1


# ---------------------------------------------------------------- the end of the game

def test_the_game_ends_when_a_refill_finds_the_bag_empty_mid_draw():
    ref = referee([{"hand": "red red red red"}, {"hand": "red red red red red"}],
                  bag="green", market="black black black black black")
    play(ref, "pass")
    data = ref.to_json()
    assert data["game_over"] and data["to_move"] is None and data["pending"] is None and data["legal"] == []
    assert (data["active"], data["actions_left"], data["turn"]) == (0, 0, 0)
    assert hands(ref) == [["red"] * 4 + ["green"], ["red"] * 5]  # seat 1 not refilled
    assert data["board"]["market"] == ["black"] * 5  # no market refill either


def test_a_market_refill_never_ends_the_game():
    ref = referee([{"hand": "red red red red red"}, {"hand": "red red red red red red"}],
                  bag="blue green", market="black black black black")
    play(ref, "pass")
    data = ref.to_json()
    assert not data["game_over"] and data["bag"] == []
    assert data["board"]["market"] == ["black"] * 4 + ["green"]
    assert (data["active"], data["turn"]) == (1, 1)
    play(ref, "tile red A1", "pass")  # now seat 1 must draw
    assert ref.to_json()["game_over"]


def test_a_swap_that_empties_the_bag_ends_the_game_at_once():
    ref = referee([{"hand": "black red red red"}, {}], bag="green blue")
    assert {"swap red", "swap black red red red", "swap red red red"} <= legal(ref, "swap")
    play(ref, "swap red red red")
    data = ref.to_json()
    assert data["game_over"] and data["actions_left"] == 2 and hands(ref)[0] == ["black", "blue", "green"]
    ref = referee([{"hand": "black red red red"}, {}], bag="green blue")
    play(ref, "swap red red")
    data = ref.to_json()
    assert not data["game_over"] and data["actions_left"] == 1 and data["bag"] == []


def test_yellow_points_are_wild_and_the_ranking_breaks_ties_on_the_next_lowest():
    assert final_totals({"black": 3, "red": 5, "blue": 4, "green": 6, "yellow": 3}) == [5, 5, 5, 6]
    scores_ = ["3 5 4 6 3", "7 5 5 5 0", "6 2 5 5 3", "9 9 9 4 0"]
    ref = referee([{"hand": "red", "score": s} for s in scores_], bag="")
    play(ref, "swap red")
    data = ref.to_json()
    assert data["final"] == [[5, 5, 5, 6], [7, 5, 5, 5], [6, 5, 5, 5], [9, 9, 9, 4]]
    assert data["ranking"] == [1, [0, 2], 3]
    assert ranking([[1, 2, 3, 4], [4, 3, 2, 1]]) == [[0, 1]]
