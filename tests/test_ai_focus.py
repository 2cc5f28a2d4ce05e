"""Strong's time on close calls (`strong-focus`, `ai/strong.py`): more worlds,
between the best two candidates only, where the worlds barely separate them;
elsewhere the same decision as Strong's."""

from __future__ import annotations

from ai import Budget, make_player
from game.engine import View, new_game


def test_close_calls_get_more_worlds_and_the_others_strongs_decision() -> None:
    state = new_game("yangtze", 2, 7)
    budget = Budget(iterations=1)
    focused_worlds = []
    same = 0
    for _ in range(12):
        seat = state.to_move
        strong, focus = make_player("strong", 5 + seat), make_player("strong-focus", 5 + seat)
        view = View.of(state, seat)
        action = strong.choose(view, budget)
        other = focus.choose(view, budget)
        assert strong.last_worlds <= 1
        assert other in state.legal_actions()
        if focus.last_worlds > 1:
            focused_worlds.append(focus.last_worlds)
        else:
            assert other == action  # not close: Strong's decision, from the same worlds
            same += 1
        state.apply(action)
    assert focused_worlds and all(w == 3 for w in focused_worlds)  # one world, then twice that again
    assert same > 0
