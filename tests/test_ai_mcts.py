"""The search itself: deterministic for a seed, legal at every kind of root."""

from __future__ import annotations

import pytest

from ai import mcts
from ai.knowledge import knowledge_for
from ai.tigris import KNOWLEDGE as TIGRIS
from game.engine import View
from game.engine.tigris import State
from game.games import GAMES

from .test_ai_legal import yangtze_positions
from .test_ai_no_peeking import reach


def _real(action, view):
    """A search's decision made concrete for the seat's real hand."""
    return TIGRIS.concrete(action, view.public)


@pytest.mark.parametrize("game", GAMES)
def test_per_action_tree_is_deterministic_and_legal(game: str) -> None:
    state = reach(game, 2, 31, 30)
    view = View.of(state, state.to_move)
    settings = mcts.Settings(root_lines=0)
    first = mcts.search(view, 5, 30, None, settings=settings)
    again = mcts.search(view, 5, 30, None, settings=settings)
    assert first == again
    assert sum(choice.visits for choice in first) == 30
    action = knowledge_for(state).concrete(mcts.best_action(first), view.public)
    assert action in view.legal_actions()


def test_whole_turn_root_at_a_turn_start() -> None:
    state = State.new_game(3, 4)
    view = View.of(state, state.to_move)
    stats = mcts.search(view, 2, 12, None)
    # Every iteration plays the reference line and one challenger in the same world.
    reference = max(stats, key=lambda choice: choice.value)
    assert reference.visits >= 12
    assert sum(choice.visits for choice in stats) == 24
    assert reference.paired is not None
    assert _real(mcts.best_action(stats), view) in view.legal_actions()


def test_support_decision_at_the_root() -> None:
    state = reach("tigris", 3, 12, 25, "commit")
    view = View.of(state, state.to_move)
    stats = mcts.search(view, 3, 10, None)
    action = _real(mcts.best_action(stats), view)
    assert action in view.legal_actions()


def test_every_kind_of_yangtze_decision_at_the_root() -> None:
    # A revolt's commitment, war support, the tied winner, the losses, a pagoda,
    # the market, the chain, and a whole turn: every option is a root line.
    for kind, state in yangtze_positions(2, 3).items():
        view = View.of(state, state.to_move)
        stats = mcts.search(view, 3, 6, None)
        assert sum(choice.visits for choice in stats) == 12 or len(stats) == 1, kind
        action = knowledge_for(state).concrete(mcts.best_action(stats), view.public)
        assert action in view.legal_actions(), (kind, str(action))


def _casual_position(players: int, seed: int, decisions: int) -> View:
    from ai import make_player

    state = State.new_game(players, seed)
    bots = [make_player("casual", seat) for seat in range(players)]
    for _ in range(decisions):
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
    while state.pending is not None:
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
    return View.of(state, state.to_move)


def test_root_lines_are_different_plans() -> None:
    from ai.planning import Breadth, plan_key
    from ai.tigris.planner import TurnPlanner
    from ai.world import typical
    from game.engine import Rng

    # Seat 0's second action (2 players, seed 300): a green tile scores the
    # same in nine cells that touch nothing; seat 1's whole turn (seed 303):
    # the same two leaders in either order or in twin cells.
    for players, seed, decisions, whole in ((2, 300, 15, False), (2, 303, 51, True)):
        view = _casual_position(players, seed, decisions)
        world = typical(view, Rng(0))
        assert (world.actions_left == 2) == whole
        plain = TurnPlanner(view.seat, view.unseen, view.hand_sizes,
                            Breadth(first=30, expand=24 if whole else 0, second=20))
        plain.best(world.copy(), world.turn, 0)
        plain_lines = plain.full_lines if whole else plain.lines
        keys = [plan_key(v, line) for v, line in plain_lines[:10]]
        assert len(set(keys)) <= 7  # the planner's ten best: look-alikes among them

        lines = mcts.root_lines_in(TIGRIS, view, world, mcts.Settings())
        assert len(lines) == 12 if whole else len(lines) >= 8
        assert len({plan_key(v, line) for v, line in lines}) == len(lines)
        assert lines[0] == (plain_lines[0][0], mcts.Line(plain_lines[0][1]))  # the favourite is kept
        assert [v for v, _ in lines] == sorted((v for v, _ in lines), reverse=True)


def test_root_lines_planned_once_per_view() -> None:
    # The shares of a search made one after another in one process plan once.
    state = State.new_game(2, 7)
    view = View.of(state, state.to_move)
    settings = mcts.Settings()
    first = mcts.planned_lines(view, settings)
    assert mcts.planned_lines(view, settings) is first
    other = View.of(state, state.to_move)  # equal, but another request
    again = mcts.planned_lines(other, settings)
    assert again is not first and again == first
    narrow = mcts.planned_lines(other, mcts.Settings(root_lines=5))
    assert len(narrow) == 5 and narrow[0] == first[0]
