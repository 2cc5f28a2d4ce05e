"""Expert: information-set MCTS (`mcts.py`) on both cores (`parallel.py`).

Budget: `seconds` (default `DEFAULT_SECONDS` when no budget is given) and/or
`iterations` (the total over the search's shares; deterministic). The answer
comes back within the time budget plus the pool's overhead, and at once when
`cancel` is set (the best decision found so far, or the best candidate by
the prior if the search had not started).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from game.engine import View

from . import mcts, parallel
from .base import Budget
from .casual import CasualPlayer
from .knowledge import knowledge_for

DEFAULT_SECONDS = 1.5
MARGIN = 0.12  # seconds kept back for sending the view, collecting the answers, and a busy machine

# How a decision was found (`Reckoning.how`).
FORCED, PLANNED, SEARCHED, PRIOR = "forced", "planned", "searched", "prior"


@dataclass(frozen=True)
class Reckoning:
    """The Expert's decision and what it came from: the search's root statistics
    (`SEARCHED`), the planner's lines, best first (`PLANNED`), or neither (`FORCED`: the
    only legal decision; `PRIOR`: cancelled before anything was searched)."""

    action: Any
    how: str
    stats: list[mcts.RootChoice] = field(default_factory=list)
    lines: list[tuple[float, list[Any]]] = field(default_factory=list)


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
        return self.reckon(view, budget, cancel).action

    def reckon(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Reckoning:
        """`choose`'s answer with what it was found from (`Reckoning`): the hint and the
        game analysis (`ai/advice.py`) report these figures, so they are the Expert's own."""
        forced = self.forced(view)
        if forced is not None:
            return Reckoning(forced, FORCED)
        knowledge = knowledge_for(view.public)
        if view.public.pending is not None and knowledge.plan_choices:
            action, lines = self.plan(view, budget, cancel)
            return Reckoning(action, PLANNED, lines=lines)
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
                return Reckoning(real, SEARCHED, stats=stats)
        # Nothing searched (cancelled at once): the best candidate by the prior.
        for _, candidate in knowledge.decision_candidates(view.public):
            if knowledge.playable(view.public, candidate):
                real = knowledge.concrete(candidate, view.public)
                if real is not None and real in legal:
                    return Reckoning(real, PRIOR)
        return Reckoning(legal[0], PRIOR)
