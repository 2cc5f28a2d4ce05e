"""No peeking: a level's decision depends only on what its seat can know.

The hidden parts (the other hands, the bag's order, face-down discards) are
dealt again in other ways consistent with the seat's view; a player made
with the same seed must decide the same in every such game."""

from __future__ import annotations

import pytest

from ai import LEVELS, Budget, make_player
from game.engine import Rng, View
from game.engine.tigris import State


def reach(seed: int, decisions: int, players: int = 3, want: str | None = None) -> State:
    """A game played a while by beginners (until a decision of kind `want` if given)."""
    state = State.new_game(players, seed)
    bots = [make_player("beginner", seat) for seat in range(players)]
    done = 0
    while not state.is_over:
        if done >= decisions and (want is None or state.pending == want):
            return state
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
        done += 1
    raise AssertionError("the game ended first")


def redeal(state: State, rng: Rng) -> State:
    """The same game as `state` for its seat to move, hidden parts dealt anew."""
    seat = state.to_move
    other = View.of(state, seat).determinize(rng)
    assert View.of(other, seat).key() == View.of(state, seat).key()
    assert [other.hand(s) for s in range(other.n)] != [state.hand(s) for s in range(state.n)] \
        or other.bag_contents() != state.bag_contents()
    return other


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize(("seed", "decisions", "want"), [(11, 40, None), (12, 25, "commit")])
def test_same_decision_whatever_the_hidden_tiles(level: str, seed: int, decisions: int,
                                                 want: str | None) -> None:
    state = reach(seed, decisions, want=want)
    seat = state.to_move
    budget = Budget(iterations=8)
    first = make_player(level, 5).choose(View.of(state, seat), budget, None)
    rng = Rng(99)
    for _ in range(3):
        other = redeal(state, rng)
        assert make_player(level, 5).choose(View.of(other, seat), budget, None) == first
