"""A seat's view hides exactly what the seat cannot know, and determinizing
fills it back in consistently."""

from __future__ import annotations

from game.engine import Rng, View
from game.engine.tigris import State
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import TILE_COUNTS
from tests.reference import check_invariants, tile_total


def midgame(seed: int, players: int = 3, decisions: int = 60) -> State:
    state = State.new_game(players, seed)
    rng = Rng(seed)
    for _ in range(decisions):
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        if state.is_over:
            break
    return state


def test_the_view_hides_other_hands_the_bag_and_the_seed():
    state = midgame(4)
    view = View.of(state, 1)
    assert view.hand == state.hand(1)
    for seat in (0, 2):
        assert view.public.hand(seat) == (0, 0, 0, 0)
        assert view.hand_sizes[seat] == state.hand_size(seat)
    assert view.public.bag_count == 0 and view.bag_count == state.bag_count
    assert view.public.seed is None
    # Face-down discards of other seats (swaps) are hidden too.
    assert all(view.public.swapped[s * 4 + c] == 0 for s in (0, 2) for c in range(4))
    # Everything public is untouched.
    assert view.public.tiles == state.tiles and view.public.scores == state.scores
    assert view.public.leaders == state.leaders


def test_states_a_seat_cannot_tell_apart_give_the_same_view():
    for seed in range(10):
        state = midgame(seed)
        for seat in range(state.n):
            view = View.of(state, seat)
            other = view.determinize(Rng(seed + 99))
            assert View.of(other, seat).key() == view.key()


def test_determinized_states_are_complete_and_consistent():
    for seed in range(10):
        state = midgame(seed, players=4, decisions=80)
        view = View.of(state, 2)
        deals = set()
        for k in range(5):
            guess = view.determinize(Rng(k))
            for colour in range(4):
                assert tile_total(guess, colour) == TILE_COUNTS[colour]
            assert guess.hand(2) == state.hand(2)
            assert [guess.hand_size(s) for s in range(4)] == [state.hand_size(s) for s in range(4)]
            assert guess.bag_count == state.bag_count
            check_invariants(guess)
            deals.add((tuple(guess.hands), tuple(guess.bag_contents()[:10])))
            # The guess plays on like a real game.
            if not guess.is_over:
                assert len(guess.legal_actions()) > 0
        assert len(deals) > 1  # different samples deal differently


def test_draws_and_swaps_are_private_to_their_seat():
    drew = ev.Drew(1, 2, (0, 3))
    swapped = ev.Swapped(1, 1, (2,))
    assert ev.redact(drew, 1) == drew and ev.redact(swapped, 1) == swapped
    assert ev.redact(drew, 0) == ev.Drew(1, 2, None)
    assert ev.redact(swapped, 2) == ev.Swapped(1, 1, None)
    placed = ev.TilePlaced(1, 0, 5)
    assert ev.redact(placed, 0) is placed
