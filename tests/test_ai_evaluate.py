"""The evaluation's building blocks."""

from __future__ import annotations

import math

from ai.tigris.evaluate import utilities
from ai.values import assign_wild, softmin
from ai.world import hand_odds, sample, typical
from game.engine import Rng, View
from game.engine.tigris import State


def test_wild_points_fill_the_weakest_colours() -> None:
    assert assign_wild([3, 1, 5, 1], 3) == [2.5, 2.5, 3, 5]
    assert assign_wild([0, 0, 0, 0], 0) == [0, 0, 0, 0]
    assert sum(assign_wild([7, 2, 9, 4], 5.5)) == 27.5


def test_softmin_is_below_the_minimum_and_close_to_it() -> None:
    assert softmin([5, 5, 5, 5], 1.0) < 5
    assert 1.9 < softmin([2, 20, 20, 20], 1.0) <= 2


def test_hypergeometric_odds() -> None:
    odds = hand_odds(10, 40, 6)
    assert math.isclose(sum(odds), 1.0)
    assert math.isclose(odds[0], math.comb(30, 6) / math.comb(40, 6))
    assert hand_odds(0, 40, 6)[0] == 1.0


def test_utilities_are_win_chances() -> None:
    for players in (2, 3, 4):
        state = State.new_game(players, players)
        u = utilities(state)
        assert math.isclose(sum(u), 1.0)
        assert all(0 <= x <= 1 for x in u)


def test_worlds_match_the_view() -> None:
    state = State.new_game(4, 3)
    for _ in range(5):
        state.step(state.legal_actions()[0])
    view = View.of(state, state.to_move)
    for world in (sample(view, Rng(1)), typical(view, Rng(2))):
        assert View.of(world, view.seat).key() == view.key()
        assert world.bag_count == state.bag_count
