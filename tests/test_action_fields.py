"""An action holds one kind of value in each field (issue 29): `value` is always an
int, `counts` always a tuple of ints (a swap's, else empty), for every game of the
family — so the type checker can check each use — while the notation, equality,
hashing and order behave as when one `arg` slot held an int or a tuple."""

from __future__ import annotations

import pytest

from game.engine import Rng, new_game
from game.engine.actions import SWAP
from game.games import GAMES


def _actions_met(game: str, players: int, seed: int) -> list:
    """Every legal action of a few seeded random games' decisions (every fifth one)."""
    state = new_game(game, players, seed)
    rng = Rng(seed)
    met: list = []
    decisions = 0
    while not state.is_over:
        legal = state.legal_actions()
        if decisions % 5 == 0:
            met.extend(legal)
        state.step(legal[rng.below(len(legal))])
        decisions += 1
    return met


@pytest.mark.parametrize("game", GAMES)
def test_every_field_holds_one_kind_of_value(game):
    actions = _actions_met(game, 2, 5) + _actions_met(game, 3, 6)
    swaps = [a for a in actions if a.kind == SWAP]
    assert swaps and len(swaps) < len(actions)
    for action in actions:
        assert type(action.value) is int and type(action.cell) is int, action
        assert type(action.counts) is tuple and all(type(n) is int for n in action.counts), action
        if action.kind == SWAP:
            assert action.counts and sum(action.counts) > 0 and action.value == -1 and action.cell == -1
        else:
            assert action.counts == ()


@pytest.mark.parametrize("game", GAMES)
def test_swaps_read_back_and_order_as_before(game):
    state = new_game(game, 2, 3)
    action_type = type(state.legal_actions()[0])
    hand = state.hand(state.to_move)
    swap = action_type.swap(hand)
    assert state.parse_action(str(swap)) == swap and swap in state.legal_actions()
    assert str(swap).startswith("swap ")
    # The order of swaps is the order of their counts, and a swap's kind places it among the others.
    fewer = action_type.swap(tuple(max(0, n - 1) if i == 0 else n for i, n in enumerate(hand)))
    assert (fewer < swap) == (fewer.counts < swap.counts)
    assert sorted([swap, action_type(SWAP + 1), action_type(SWAP - 1, 0, 0)])[1] == swap
    assert len({swap, action_type.swap(hand)}) == 1
