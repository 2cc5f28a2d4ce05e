"""The computer players with the optional variants: every level makes only legal
decisions in whole games with every combination of variants, on both boards, and
answers each of the variants' decisions (the building, the wonder, the wonder's point,
measured support's commitments) legally and without falling back to a default."""

from __future__ import annotations

import itertools

import pytest

from ai import LEVELS, Budget, make_player
from game.engine import View, new_game
from game.engine.tigris.variants import VARIANT_NAMES
from tests.conftest import play as play_actions
from tests.conftest import position

SMALL = Budget(iterations=4)
COMBINATIONS = [list(c) for n in (1, 2, 3) for c in itertools.combinations(VARIANT_NAMES, n)]


def play(levels: list[str], seed: int, variants: list[str], board: str = "standard") -> tuple:
    state = new_game("tigris", len(levels), seed, board, variants=variants)
    players = [make_player(level, seed * 31 + seat) for seat, level in enumerate(levels)]
    budgets = {level: Budget(iterations=1) if level == "strong" else SMALL for level in levels}
    asked: dict[str | None, int] = {}
    while not state.is_over:
        seat = state.to_move
        action = players[seat].choose(View.of(state, seat), budgets[levels[seat]], None)
        assert action in state.legal_actions(), (levels[seat], str(action), state.describe_pending())
        asked[state.pending] = asked.get(state.pending, 0) + 1
        state.apply(action)
        assert sum(asked.values()) < 2000, "a game that never ends"
    for player in players:
        assert getattr(player, "fallbacks", 0) == 0, f"{player.name} fell back to a default decision"
    return state, asked


@pytest.mark.parametrize("variants", COMBINATIONS, ids=lambda names: "+".join(names))
def test_cheap_levels_play_every_combination_on_both_boards(variants):
    asked: dict[str | None, int] = {}
    for number in range(6):
        levels = [["random", "beginner"], ["beginner", "beginner", "random"],
                  ["beginner", "random", "beginner", "beginner"]][number % 3]
        state, seen = play(levels, 40 + number, variants, ("standard", "advanced")[number % 2])
        assert state.is_over
        for word, count in seen.items():
            asked[word] = asked.get(word, 0) + count
    if "buildings" in variants:
        assert asked.get("building", 0) > 0


@pytest.mark.parametrize(("levels", "seed", "board"), [
    (["casual", "beginner", "casual"], 3, "advanced"),
    (["strong", "expert"], 4, "standard"),
])
def test_searching_levels_play_whole_games_with_every_variant(levels, seed, board):
    state, asked = play(levels, seed, list(VARIANT_NAMES), board)
    assert state.is_over and sum(asked.values()) > 100


def _questions() -> dict[str, object]:
    """A position for each decision the variants add, with two options at least."""
    out = {}
    # Building, then wonder: red on G5 (see the order-of-questions scenario).
    state = position(tiles={"red": "F4 E5 F5 F6 G6 H4"}, variants="wonder buildings measured-support",
                     far_treasures=True, players=[{"hand": "red red", "leaders": "king H5"},
                                                  {"hand": "red"}])
    play_actions(state, "tile red G5")
    out["building"] = state.copy()
    play_actions(state, "no building")
    out["wonder"] = state.copy()
    # The wonder's point.
    state = position(tiles={"red": "H4 E5 K11"}, variants="wonder measured-support", wonder="G6",
                     wonder_tiles="red", far_treasures=True, bag=10,
                     players=[{"hand": "black black red red blue green", "leaders": "king H5",
                               "score": "3 1 0 2"}, {"hand": "red", "leaders": "king J11"}])
    play_actions(state, "pass")
    out["wonder-point"] = state.copy()
    # Measured support, both sides (the rulings' example).
    state = position(tiles={"red": "H4 G5 I5"}, variants="measured-support", far_treasures=True,
                     players=[{"hand": "red red red red red"},
                              {"hand": "red red red", "leaders": "priest H5"}])
    play_actions(state, "leader priest J5")
    out["attack"] = state.copy()
    play_actions(state, "commit 4")
    out["defence"] = state.copy()
    return out


def test_every_level_answers_every_kind_of_variant_decision():
    for kind, state in _questions().items():
        assert len(state.legal_actions()) >= 2, kind
        for level in LEVELS:
            player = make_player(level, 7)
            action = player.choose(View.of(state, state.to_move), SMALL, None)
            assert action in state.legal_actions(), (level, kind, str(action))
            assert getattr(player, "fallbacks", 0) == 0, (level, kind)
            if kind == "wonder-point" and level != "random":
                assert str(action) == "wonder point blue", level  # its weakest colour
