"""Where a game turned for one seat: the decisions where the Expert's own choice was
clearly better than the one played, and by how much.

Each decision of the seat (not the forced ones) is looked at from that seat's view
of the position before it, as a hint is (`advice.advise`, the same seed for the same
decision), and the decision played is found among those the Expert compared. It is
marked when the Expert's estimated win chance for its own choice is higher by more
than `MARGIN` and by more than `SIGMAS` standard errors of the difference (the
evaluation's noise, measured from the worlds played). A played decision the Expert
did not compare (not among its candidate lines) has no figure: it is reported as such,
never given one.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from game.engine import View

from .advice import SEARCHED, advise
from .base import Budget
from .expert import ExpertPlayer

MARGIN = 0.02  # two points of win chance
SIGMAS = 2.0
DEFAULT_ITERATIONS = 120


@dataclass(frozen=True)
class Mark:
    number: int  # the decision's number in the record (1: the first)
    turn: int  # the game's turn it was taken in (0: the first)
    played: str  # its notation
    expert: str  # the Expert's choice, in notation
    expert_chance: float | None  # estimated win chance after the Expert's choice
    played_chance: float | None  # after the decision played (None: not compared)
    loss: float | None  # expert_chance - played_chance
    noise: float | None  # one standard error of `loss`
    worlds: int  # worlds the search played
    clearly: bool  # the Expert's choice was clearly better (see the module docstring)


@dataclass(frozen=True)
class Analysis:
    seat: int
    looked_at: int  # decisions of the seat looked at (forced ones are not)
    seconds: float  # the time it took
    marks: list[Mark]  # every decision looked at where the Expert chose otherwise

    @property
    def turned(self) -> list[Mark]:
        """Where the Expert's choice was clearly better."""
        return [mark for mark in self.marks if mark.clearly]

    def to_json(self) -> dict:
        return {"seat": self.seat, "looked_at": self.looked_at, "seconds": round(self.seconds, 3),
                "margin": MARGIN, "sigmas": SIGMAS,
                "marks": [asdict(mark) for mark in self.marks]}


def analyse(start: Any, actions: list[str], seat: int, budget: Budget | None = None, seed: int = 0,
            progress: Callable[[int, int], None] | None = None,
            cancel: threading.Event | None = None) -> Analysis:
    """The decisions of `seat` in the game from `start` through `actions` (notation)."""
    budget = budget or Budget(iterations=DEFAULT_ITERATIONS)
    started = time.perf_counter()
    state = start.copy()
    mine = []
    states = []
    for index, text in enumerate(actions):
        if state.to_move == seat and not state.is_forced():
            mine.append(index)
            states.append(state.copy())
        state.apply(text)
    marks = []
    looked = 0
    for done, (index, before) in enumerate(zip(mine, states, strict=True)):
        if cancel is not None and cancel.is_set():
            break
        if progress is not None:
            progress(done, len(mine))
        played = before.parse_action(actions[index])
        advice = advise(ExpertPlayer(seed * 1_000_003 + index), View.of(before, seat), budget, cancel)
        if cancel is not None and cancel.is_set():
            break  # cut short: no figure from it
        looked += 1
        if advice.action == played or advice.best is None:
            continue
        found = advice.option(played)
        chosen = advice.option(advice.action)
        expert_chance = advice.best.chance
        played_chance = found[0].chance if found else None
        loss = noise = None
        if played_chance is not None:
            loss = expert_chance - played_chance
            spreads = [chosen[1] if chosen else None, found[1] if found else None]
            if advice.how == SEARCHED and all(spread is not None for spread in spreads):
                noise = math.sqrt(sum(spread * spread for spread in spreads if spread is not None))
        clearly = loss is not None and noise is not None and loss > MARGIN and loss > SIGMAS * noise
        marks.append(Mark(index + 1, before.turn, str(played), str(advice.action), expert_chance,
                          played_chance, loss, noise, advice.worlds, clearly))
    if progress is not None and not (cancel is not None and cancel.is_set()):
        progress(len(mine), len(mine))
    return Analysis(seat, looked, time.perf_counter() - started, marks)
