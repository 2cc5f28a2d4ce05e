"""The evaluation's building blocks."""

from __future__ import annotations

import math

import pytest

from ai.tigris.evaluate import utilities
from ai.values import assign_wild, softmin
from ai.world import hand_odds, sample, typical
from game.engine import Rng, View
from game.engine.tigris import State
from game.games import GAMES


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


@pytest.mark.parametrize("game", GAMES)
def test_cached_values_are_the_values_computed_afresh(game: str) -> None:
    # The evaluation's cache (ai.values.ValueCache) must return exactly what
    # computing again would. Worlds sampled from one view differ only in the
    # hands and the bag, and a random game passes through positions reached
    # in different orders, so a key missing something the evaluation reads
    # would hand one state another's values here.
    import importlib

    from ai.values import win_chances
    from game.engine import new_game

    evaluate = importlib.import_module(f"ai.{game}.evaluate")
    checked = 0
    for players, seed in ((2, 5), (3, 6), (4, 7)):
        rng = Rng(seed)
        state = new_game(game, players, seed)
        evaluate.value_cache.entries.clear()
        while not state.is_over:
            view = View.of(state, state.to_move)
            for world in [state] + [sample(view, rng) for _ in range(3)]:
                fresh = win_chances(evaluate.seat_values(world),
                                    min(evaluate.own_turns_left(world), evaluate.HORIZON))
                assert evaluate.utilities(world) == fresh
                checked += 1
            state.step(rng.choice(state.legal_actions()))
    assert checked > 1500


def test_value_cache_is_bounded_and_kept_per_board() -> None:
    from types import SimpleNamespace

    from ai.values import ValueCache

    cache = ValueCache(limit=2)
    calls = []

    def compute(state) -> list[float]:
        calls.append(state.name)
        return [float(len(calls))]

    one, two = SimpleNamespace(board="map A", name="a"), SimpleNamespace(board="map B", name="b")
    assert cache.values(one, ("k",), compute) == [1.0]
    assert cache.values(one, ("k",), compute) == [1.0]  # a hit
    assert cache.values(two, ("k",), compute) == [2.0]  # the same key on another board is computed
    cache.values(two, ("k2",), compute)
    cache.values(two, ("k3",), compute)  # full: emptied first
    assert len(cache.entries) == 1
    assert calls == ["a", "b", "b", "b"]


def _seat_values(**kwargs) -> list[float]:
    from ai.tigris.evaluate import seat_values
    from tests.conftest import position
    return seat_values(position(**kwargs))


def test_a_building_in_a_leaders_kingdom_is_worth_more_income_in_its_colour() -> None:
    # Seat 1's priest on H5 beside the temple H6; the red building in its kingdom
    # (H6) or in a kingdom of no leader (K11): only the first pays it.
    kwargs = dict(tiles={"red": "G5 H6 J11 K11 L11"}, variants="buildings", far_treasures=True,
                  players=[{"hand": "red", "leaders": "king A2"}, {"hand": "red", "leaders": "priest H5"}])
    inside = _seat_values(buildings="red H6", **kwargs)
    elsewhere = _seat_values(buildings="red K11", **kwargs)
    assert inside[1] > elsewhere[1] + 0.05
    assert inside[0] == elsewhere[0]


def test_the_wonder_is_worth_points_to_the_king_in_its_kingdom() -> None:
    # The wonder on G6 (red plus, face down); seat 0's king on H4 beside its
    # kingdom's temple H5 or far away (A2).
    kwargs = dict(tiles={"red": "H5 G4"}, variants="wonder", wonder="G6", wonder_tiles="red",
                  far_treasures=True, players=[{"hand": "red", "leaders": "king H4"},
                                               {"hand": "red", "leaders": "king A2"}])
    near = _seat_values(**kwargs)
    kwargs["players"] = [{"hand": "red", "leaders": "king L4"}, {"hand": "red", "leaders": "king A2"}]
    far = _seat_values(**{**kwargs, "tiles": {"red": "H5 G4 L5"}})
    assert near[0] > far[0] + 1.0
