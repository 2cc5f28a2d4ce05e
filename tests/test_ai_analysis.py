"""The analysis' luck of the draw: measured on the real game against other draws from the
same bag, and only where it swung the seat's win chance."""

from __future__ import annotations

import pytest

from ai import make_player
from ai.analysis import LUCK, luck
from ai.knowledge import knowledge_for
from game.engine import View
from game.engine.record import new_game_record


def random_game(seed: int, decisions: int) -> tuple:
    state = new_game_record(2, seed, "standard", None, game="tigris").start
    start = state.copy()
    players = [make_player("random", seed + seat) for seat in range(2)]
    actions = []
    while not state.is_over and len(actions) < decisions:
        seat = state.to_move
        action = players[seat].choose(View.of(state, seat))
        state.apply(action)
        actions.append(str(action))
    return start, actions


@pytest.mark.parametrize("seat", [0, 1])
def test_the_luck_of_the_draw_is_the_real_draw_against_the_average_one(seat):
    start, actions = random_game(3, 400)
    moments = luck(start, actions, seat)
    assert moments, "a whole game of random players has draws that swing it"
    assert moments == luck(start, actions, seat)  # seeded: the same every time
    utilities = knowledge_for(start).utilities
    for moment in moments:
        state = start.copy()
        for text in actions[:moment.number - 1]:
            state.apply(text)
        state.apply(actions[moment.number - 1], hold_turn_end=True)
        assert state.held and state.turn == moment.turn
        state.end_turn()
        assert utilities(state)[seat] == pytest.approx(moment.drawn)  # the real draw
        assert moment.swing == pytest.approx(moment.drawn - moment.average)
        assert abs(moment.swing) > LUCK and abs(moment.swing) > 2 * moment.noise


def test_no_luck_is_found_where_no_tile_is_drawn():
    start, actions = random_game(5, 1)  # the first decision ends no turn
    assert luck(start, actions, 0) == []
