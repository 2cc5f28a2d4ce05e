"""The process pool gives the same search as one process, share for share."""

from __future__ import annotations

import pytest

from ai import mcts, parallel
from ai.expert import ExpertPlayer
from game.engine import View, new_game
from game.games import GAMES


@pytest.mark.parametrize("game", GAMES)
def test_pool_and_in_process_agree(game: str) -> None:
    state = new_game(game, 3, 8)
    view = View.of(state, state.to_move)
    settings = ExpertPlayer.settings
    parallel.warm_up()
    pooled = parallel.run(view, 17, 40, None, None, settings)
    assert parallel.pool_state() in ("running", "failed")
    alone = parallel.run_in_process(view, 17, 40, None, None, settings)
    assert sorted(pooled) == sorted(alone)
    assert sum(choice.visits for choice in alone) == 80  # a reference and a challenger per world
    assert mcts.best_action(pooled) == mcts.best_action(alone)
