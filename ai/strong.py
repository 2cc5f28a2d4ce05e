"""Strong: the Casual plan, checked against the next rival's replies in sampled worlds.

The planner ranks this seat's turns in the typical world; the best few are
then played out in several worlds dealt at random from the view (the same
worlds for every candidate, so they are compared on equal terms). In each
world the rest of this seat's turn follows the plan (re-planned where a
conflict went otherwise), then the next seat plays the turn it likes best by
its own evaluation, and the result is scored for this seat. The candidate
with the best average wins.

Budget: `iterations` is the number of sampled worlds (default 4); with
`seconds`, worlds are added while time remains, and whatever is unfinished
when it runs out is dropped (the worlds played so far decide; with none, the
plan alone).

Time on close calls (`FocusedStrong`, the entrant `strong-focus`): when the
best two candidates' averages end within `close` of each other, `focus`
times as many worlds again are dealt and only those two are played in them
(the rest are out of it), so a decision that the worlds barely separate gets
more of them, and an obvious one no more.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from game.engine import View

from .base import Budget
from .casual import CasualPlayer, Deadline
from .knowledge import Knowledge, knowledge_for, planner_for_view
from .planning import Breadth, Cancelled
from .world import sample, typical

CANDIDATES = 6
DEFAULT_WORLDS = 4
REPLY = Breadth(first=16, expand=4, second=12, commits=3, evaluations=1500)
CONTINUE = Breadth(first=16, expand=4, second=12, commits=3, evaluations=1500)


class StrongPlayer(CasualPlayer):
    name = "strong"
    focus = 0  # extra worlds on a close call, per world wanted (0: none; see the module docstring)
    close = 0.0  # the gap in mean win chance between the best two that counts as close

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.last_worlds = 0  # worlds played out in the last decision (for benchmarks)

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Any:
        forced = self.forced(view)
        if forced is not None:
            return forced
        started = time.perf_counter()
        rng = self.rng.fork()
        world = typical(view, rng)
        knowledge = knowledge_for(world, self.evaluation)
        cancel = Deadline.of(budget, cancel)
        planner = planner_for_view(knowledge, view, self.breadth, cancel)
        try:
            _, line = planner.best(world, world.turn, 0)
        except Cancelled:
            return self.checked(view, planner.best_so_far[0] if planner.best_so_far else None, True)
        if world.pending is not None or len(planner.lines) < 2:
            return self.checked(view, line[0] if line else None)
        candidates = planner.lines[:CANDIDATES]
        worlds_wanted = DEFAULT_WORLDS
        seconds = None
        if budget is not None:
            if budget.iterations is not None:
                worlds_wanted = max(1, budget.iterations)
            if budget.seconds is not None:
                seconds = budget.seconds
                worlds_wanted = budget.iterations or 1000
        totals = [0.0] * len(candidates)
        worlds = 0
        try:
            while worlds < worlds_wanted:
                if seconds is not None and time.perf_counter() - started > seconds * 0.6:
                    break  # another world would likely not finish in time
                sampled = sample(view, rng)
                # A world counts only once every candidate has been played in it.
                scores = [self._play_out(knowledge, view, sampled.copy(), turn_line, cancel)
                          for _, turn_line in candidates]
                for index, score in enumerate(scores):
                    totals[index] += score
                worlds += 1
        except Cancelled:
            pass
        self.last_worlds = worlds
        if worlds == 0:
            return self.checked(view, line[0] if line else None)
        order = sorted(range(len(candidates)), key=lambda i: (-totals[i], i))
        best = order[0]
        if self.focus and worlds == worlds_wanted and totals[best] - totals[order[1]] < self.close * worlds:
            best = self._focused(view, rng, knowledge, candidates, order[:2], totals, worlds_wanted,
                                 started, seconds, cancel)
        return self.checked(view, candidates[best][1][0])

    def _focused(self, view: View, rng: Any, knowledge: Knowledge, candidates: list[Any], pair: list[int],
                 totals: list[float], worlds_wanted: int, started: float, seconds: float | None,
                 cancel: threading.Event | None) -> int:
        """The better of the close pair after `focus` times the worlds again, played by those two only
        (a world counts once both are played in it; cancelled or out of time: those played decide)."""
        pair_totals = [totals[i] for i in pair]
        try:
            for _ in range(self.focus * worlds_wanted):
                if seconds is not None and time.perf_counter() - started > seconds * 0.6:
                    break
                sampled = sample(view, rng)
                scores = [self._play_out(knowledge, view, sampled.copy(), candidates[i][1], cancel)
                          for i in pair]
                for k, score in enumerate(scores):
                    pair_totals[k] += score
                self.last_worlds += 1
        except Cancelled:
            pass
        return pair[1] if pair_totals[1] > pair_totals[0] else pair[0]

    def _play_out(self, knowledge: Knowledge, view: View, state: Any, line: list[Any],
                  cancel: threading.Event | None) -> float:
        """This seat's turn along `line`, then the next seat's best reply; this seat's value."""
        seat = view.seat
        turn = state.turn
        mine = knowledge.planner(seat, view.unseen, view.hand_sizes, CONTINUE, cancel)
        planned = list(line)
        while not state.is_over and state.turn == turn:
            action = planned.pop(0) if planned else None
            if action is None or state.to_move != seat or action not in state.legal_actions():
                planned = []
                if state.to_move == seat:
                    _, step = mine.best(state, turn, 1)
                else:
                    # A rival's support inside this turn: it is dealt in this world; it answers
                    # as its own planner would.
                    rival = knowledge.planner(state.to_move, view.unseen, view.hand_sizes, REPLY, cancel)
                    _, step = rival.best(state, turn, 1)
                action = step[0] if step else state.legal_actions()[0]
            state.step(action)
        if not state.is_over:
            reply_turn = state.turn
            rival_seat = state.to_move
            rival = knowledge.planner(rival_seat, view.unseen, view.hand_sizes, REPLY, cancel)
            while not state.is_over and state.turn == reply_turn:
                planner = rival if state.to_move == rival_seat else mine
                _, step = planner.best(state, reply_turn, 0 if state.to_move == rival_seat else 1)
                action = step[0] if step else state.legal_actions()[0]
                state.step(action)
        return knowledge.utilities(state)[seat]
