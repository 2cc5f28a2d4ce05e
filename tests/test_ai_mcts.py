"""The search itself: deterministic for a seed, legal at every kind of root."""

from __future__ import annotations

from ai import mcts
from game.engine import State, View

from .test_ai_no_peeking import reach


def test_per_action_tree_is_deterministic_and_legal() -> None:
    state = reach(31, 30, players=2)
    view = View.of(state, state.to_move)
    settings = mcts.Settings(root_lines=0)
    first = mcts.search(view, 5, 30, None, settings=settings)
    again = mcts.search(view, 5, 30, None, settings=settings)
    assert first == again
    assert sum(choice.visits for choice in first) == 30
    assert mcts.real_action(mcts.best_action(first), view) in view.legal_actions()


def test_whole_turn_root_at_a_turn_start() -> None:
    state = State.new_game(3, 4)
    view = View.of(state, state.to_move)
    stats = mcts.search(view, 2, 12, None)
    # Every iteration plays the reference line and one challenger in the same world.
    reference = max(stats, key=lambda choice: choice.value)
    assert reference.visits >= 12
    assert sum(choice.visits for choice in stats) == 24
    assert reference.paired is not None
    assert mcts.real_action(mcts.best_action(stats), view) in view.legal_actions()


def test_support_decision_at_the_root() -> None:
    state = reach(12, 25, want="commit")
    view = View.of(state, state.to_move)
    stats = mcts.search(view, 3, 10, None)
    action = mcts.real_action(mcts.best_action(stats), view)
    assert action in view.legal_actions()
