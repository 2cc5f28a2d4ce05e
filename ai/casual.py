"""Casual: the best whole turn under the full evaluation; conflicts by the odds.

Each decision re-plans the rest of the turn with the game's planner in
one world where every rival holds its expected hand (`world.typical`); a
rival's hidden support is weighed by its probability (hypergeometric over
the unseen tiles), never read from a hand.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from game.engine import View

from .base import Budget, Player
from .knowledge import knowledge_for, planner_for_view
from .planning import Breadth, Cancelled
from .world import typical


class Deadline:
    """A cancel flag that also trips when a time budget runs out: planning
    levels have no time budget of their own, but must not overrun one."""

    def __init__(self, seconds: float, cancel: threading.Event | None) -> None:
        self.until = time.perf_counter() + seconds
        self.cancel = cancel

    @staticmethod
    def of(budget: Budget | None, cancel: threading.Event | None):
        if budget is None or budget.seconds is None:
            return cancel
        return Deadline(budget.seconds, cancel)

    def is_set(self) -> bool:
        return (self.cancel is not None and self.cancel.is_set()) or time.perf_counter() >= self.until


class CasualPlayer(Player):
    name = "casual"
    breadth = Breadth(first=30, expand=6, second=20)
    evaluation = "classic"  # the game's hand-set evaluation, or "learned" (`learned.py`)

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.fallbacks = 0  # answers that had to fall back to the first legal decision

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Any:
        forced = self.forced(view)
        if forced is not None:
            return forced
        return self.planned(view, budget, cancel)

    def planned(self, view: View, budget: Budget | None, cancel: threading.Event | None) -> Any:
        """The planner's answer in one world where each rival holds its expected hand."""
        return self.plan(view, budget, cancel)[0]

    def plan(self, view: View, budget: Budget | None,
             cancel: threading.Event | None) -> tuple[Any, list[tuple[float, list[Any]]]]:
        """`planned`'s answer with the planner's lines (value, decisions), best first, as it
        valued them (empty when cancelled): what a hint reports of a planned decision."""
        rng = self.rng.fork()
        world = typical(view, rng)
        knowledge = knowledge_for(world, self.evaluation)
        planner = planner_for_view(knowledge, view, self.breadth, Deadline.of(budget, cancel))
        try:
            _, line = planner.best(world, world.turn, 0)
        except Cancelled:
            return self.checked(view, planner.best_so_far[0] if planner.best_so_far else None, True), []
        return self.checked(view, line[0] if line else None), list(planner.lines)

    def checked(self, view: View, action: Any | None, cancelled: bool = False) -> Any:
        """`action` if it is legal; else the first legal decision (counted, unless cancelled)."""
        legal = view.legal_actions()
        if action is None or action not in legal:
            if not cancelled:
                self.fallbacks += 1
            return legal[0]
        return action
