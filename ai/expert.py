"""Expert: information-set MCTS (`mcts.py`) on both cores (`parallel.py`).

Budget: `seconds` (default `DEFAULT_SECONDS` when no budget is given) and/or
`iterations` (the total over the search's shares; deterministic). The answer
comes back within the time budget plus the pool's overhead, and at once when
`cancel` is set (the best decision found so far, or the best candidate by
the prior if the search had not started).
"""

from __future__ import annotations

import threading
from typing import Any

from game.engine import View

from . import mcts, parallel
from .base import Budget
from .casual import CasualPlayer
from .knowledge import knowledge_for

DEFAULT_SECONDS = 1.5
MARGIN = 0.12  # seconds kept back for sending the view, collecting the answers, and a busy machine


class ExpertPlayer(CasualPlayer):
    """A search for ordinary actions; in a game whose knowledge says so
    (`Knowledge.plan_choices`), the planner's answer, as Casual's, for every
    other decision."""

    name = "expert"
    settings = mcts.Settings()

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.last_playouts = 0  # lines played out in the last search (for benchmarks)

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Any:
        forced = self.forced(view)
        if forced is not None:
            return forced
        knowledge = knowledge_for(view.public)
        if view.public.pending is not None and knowledge.plan_choices:
            return self.planned(view, budget, cancel)
        if budget is None or (budget.seconds is None and budget.iterations is None):
            budget = Budget(seconds=DEFAULT_SECONDS)
        seconds = None if budget.seconds is None else max(0.01, budget.seconds - MARGIN)
        seed = self.rng.next64() >> 16
        stats = parallel.run(view, seed, budget.iterations, seconds, cancel, self.settings)
        self.last_playouts = sum(choice.visits for choice in stats)
        legal = view.legal_actions()
        action = mcts.best_action(stats)
        if action is not None:
            real = knowledge.concrete(action, view.public)
            if real is not None and real in legal:
                return real
        # Nothing searched (cancelled at once): the best candidate by the prior.
        for _, candidate in knowledge.decision_candidates(view.public):
            if knowledge.playable(view.public, candidate):
                real = knowledge.concrete(candidate, view.public)
                if real is not None and real in legal:
                    return real
        return legal[0]
