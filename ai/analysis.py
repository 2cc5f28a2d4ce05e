"""Where a game turned for one seat: the decisions where the Expert's own choice was
clearly better than the one played, and by how much.

Each decision of the seat (not the forced ones) is looked at from that seat's view
of the position before it, as a hint is (`advice.advise`, its search at the budget
given, the same seed for the same decision). Where the Expert chose otherwise, its
choice and the decision played are then played out in the same sampled worlds
(`mcts.compare`: each followed by every seat's planner to the end of the next seat's
turn, as the search plays its lines), so that the decision played has a figure even
when the search did not look at it. The decision is marked when the Expert's choice
comes out better by more than `MARGIN` of win chance and by more than `SIGMAS`
standard errors of the paired difference (the evaluation's noise over those worlds).

The luck of the draw (`luck`): at the end of every turn the tiles drawn are compared
with other draws that could have come from the same bag. The game (not a view: the
review knows everything) is evaluated for the seat after the real refill and after
`DRAWS` other shufflings of the bag's tiles; a turn end is marked where the real draw
moved the seat's estimated win chance by more than `LUCK` and two standard errors
from the average draw.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from game.engine import Rng, View

from . import mcts
from .advice import advise
from .base import Budget
from .expert import ExpertPlayer
from .knowledge import knowledge_for

MARGIN = 0.02  # two points of win chance
SIGMAS = 2.0
DEFAULT_ITERATIONS = 120
COMPARE_WORLDS = 24  # worlds the two decisions are played out in
LUCK = 0.05  # five points of win chance
DRAWS = 16  # other draws a turn's real one is compared with


@dataclass(frozen=True)
class Mark:
    number: int  # the decision's number in the record (1: the first)
    turn: int  # the game's turn it was taken in (0: the first)
    played: str  # its notation
    expert: str  # the Expert's choice, in notation
    expert_chance: float  # mean win chance after the Expert's choice, in the worlds compared
    played_chance: float  # after the decision played, in the same worlds
    loss: float  # expert_chance - played_chance
    noise: float  # one standard error of `loss` (over the paired worlds)
    worlds: int  # worlds the two were played out in
    searched: bool  # the decision played was among those the Expert's search compared
    clearly: bool  # the Expert's choice was clearly better (see the module docstring)


@dataclass(frozen=True)
class Luck:
    number: int  # the decision that ended the turn (its number in the record)
    turn: int  # the turn that ended (0: the first)
    drawn: float  # the seat's estimated win chance after the real refill
    average: float  # after the average of the other draws
    swing: float  # drawn - average: positive, good luck for the seat
    noise: float  # one standard error of `average`


def luck(start: Any, actions: list[str], seat: int, seed: int = 0, draws: int = DRAWS) -> list[Luck]:
    """The turn ends where the real draw swung the seat's win chance (see the module
    docstring), in the order of the game."""
    utilities = knowledge_for(start).utilities
    rng = Rng(seed)
    state = start.copy()
    out = []
    for number, text in enumerate(actions, start=1):
        held = state.copy()
        held.apply(text, hold_turn_end=True)
        if held.held and held.bag_count > 0:
            real = held.copy()
            real.end_turn()
            drawn = utilities(real)[seat]
            others = []
            for _ in range(draws):
                other = held.copy()
                tiles = list(other.bag[other.bag_pos:])
                rng.shuffle(tiles)
                other.bag, other.bag_pos = tuple(tiles), 0
                other.end_turn()
                others.append(utilities(other)[seat])
            average = sum(others) / len(others)
            spread = math.sqrt(sum((u - average) ** 2 for u in others) / max(1, len(others) - 1))
            noise = spread / math.sqrt(len(others))
            swing = drawn - average
            if abs(swing) > LUCK and abs(swing) > SIGMAS * noise:
                out.append(Luck(number, held.turn, drawn, average, swing, noise))
        state.apply(text)
    return out


@dataclass(frozen=True)
class Analysis:
    seat: int
    looked_at: int  # decisions of the seat looked at (forced ones are not)
    seconds: float  # the time it took
    marks: list[Mark]  # every decision looked at where the Expert chose otherwise
    lucky: list[Luck] = field(default_factory=list)  # where the draw swung the game for the seat

    @property
    def turned(self) -> list[Mark]:
        """Where the Expert's choice was clearly better."""
        return [mark for mark in self.marks if mark.clearly]

    def to_json(self) -> dict:
        return {"seat": self.seat, "looked_at": self.looked_at, "seconds": self.seconds,
                "margin": MARGIN, "sigmas": SIGMAS,
                "marks": [asdict(mark) for mark in self.marks],
                "luck": [asdict(moment) for moment in self.lucky]}


def analyse(start: Any, actions: list[str], seat: int, budget: Budget | None = None, seed: int = 0,
            progress: Callable[[int, int], None] | None = None,
            cancel: threading.Event | None = None, worlds: int = COMPARE_WORLDS) -> Analysis:
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
        view = View.of(before, seat)
        advice = advise(ExpertPlayer(seed * 1_000_003 + index), view, budget, cancel)
        if cancel is not None and cancel.is_set():
            break  # cut short: no figure from it
        looked += 1
        if advice.action == played:
            continue
        pairs = mcts.compare(view, advice.action, played, worlds, seed * 7919 + index)
        diffs = [e - p for e, p in pairs]
        loss = sum(diffs) / len(diffs)
        spread = math.sqrt(sum((d - loss) ** 2 for d in diffs) / max(1, len(diffs) - 1))
        noise = spread / math.sqrt(len(diffs))
        marks.append(Mark(index + 1, before.turn, str(played), str(advice.action),
                          sum(e for e, _ in pairs) / len(pairs), sum(p for _, p in pairs) / len(pairs),
                          loss, noise, len(pairs), advice.option(played) is not None,
                          loss > MARGIN and loss > SIGMAS * noise))
    if progress is not None and not (cancel is not None and cancel.is_set()):
        progress(len(mine), len(mine))
    cut = cancel is not None and cancel.is_set()
    lucky = [] if cut else luck(start, actions, seat, seed)
    return Analysis(seat, looked, time.perf_counter() - started, marks, lucky)
