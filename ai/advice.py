"""What the Expert would do in a seat's place, and the figures it decided by.

A hint (in the window) and a game's analysis (`tworivers review --analyse`)
ask the Expert for its decision from one seat's `View` only, exactly as it
decides in play (`ExpertPlayer.reckon`: the same player, seed and budget give
the same decision), and report only what that decision was found from:

* a search (`SEARCHED`): each compared choice's estimated win chance, the
  reference line's mean plus the choice's mean difference from it in the same
  worlds, shrunk towards the planner's value as `mcts.best_action` shrinks it
  (so the best estimate is the choice taken), and one standard error of the
  margin from the spread of those differences;
* the planner (`PLANNED`): its values of the best line and of the best line
  that starts otherwise, found in its one expected world (no noise to state;
  for a decision inside a turn, whose answer keeps no list of lines, each
  option is valued again by the same planner in the expected world);
* the only legal decision (`FORCED`), or the prior's favourite when cancelled
  before anything was searched (`PRIOR`): no figures.

`Gain` is what the chosen decision (and, planned, the rest of the seat's
turn) scores in the world the planner plans in (`world.typical`): points per
colour and the weakest colour before and after.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import Any

from game.engine import Rng, View

from . import mcts
from .base import Budget
from .casual import CasualPlayer
from .expert import FORCED, PLANNED, PRIOR, SEARCHED, ExpertPlayer, Reckoning
from .knowledge import knowledge_for, planner_for_view
from .world import typical

__all__ = ["Advice", "FORCED", "Gain", "Option", "PLANNED", "PRIOR", "SEARCHED", "advise", "explain"]


@dataclass(frozen=True)
class Option:
    action: Any
    chance: float  # the estimated win chance of the seat (0..1) after this decision
    worlds: int  # worlds the search played it in (0: the planner's value alone)


@dataclass(frozen=True)
class Gain:
    points: tuple[int, ...]  # points per colour scored by the decisions planned (typical world)
    weakest_before: int  # the seat's weakest colour total (treasures counted) before
    weakest_after: int
    weakest_colour: int  # the colour that was weakest before (the first of equals)


@dataclass(frozen=True)
class Advice:
    seat: int
    action: Any
    how: str  # FORCED, PLANNED, SEARCHED or PRIOR
    best: Option | None = None  # the chosen decision's figures
    rival: Option | None = None  # the best alternative that starts with another decision
    noise: float | None = None  # one standard error of `margin` (win chance), if measured
    worlds: int = 0  # worlds the search played in all
    line: tuple = ()  # the seat's decisions planned from here (the first is `action`)
    gain: Gain | None = None
    # Every decision compared, best first, with one standard error of its difference from
    # the reference line (None: not measured; 0: the reference itself).
    options: tuple[tuple[Option, float | None], ...] = ()

    def option(self, action: Any) -> tuple[Option, float | None] | None:
        """The figures of `action`, if it was among the decisions compared."""
        return next((item for item in self.options if item[0].action == action), None)

    @property
    def margin(self) -> float | None:
        """By how much (win chance) the chosen decision was found better than the rival."""
        if self.best is None or self.rival is None:
            return None
        return self.best.chance - self.rival.chance


def advise(player: ExpertPlayer, view: View, budget: Budget | None = None,
           cancel: threading.Event | None = None) -> Advice:
    """The Expert's decision for `view` with its figures (`player.choose` would answer the
    same decision for the same seed and budget: it is the same reckoning)."""
    return explain(view, player.reckon(view, budget, cancel))


def explain(view: View, reckoning: Reckoning) -> Advice:
    """The figures of a reckoning, and the gain of its decision."""
    action = reckoning.action
    if reckoning.how == SEARCHED:
        advice = _searched(view, reckoning)
    elif reckoning.how == PLANNED:
        advice = _planned(view, reckoning)
    else:
        advice = Advice(view.seat, action, reckoning.how, line=(action,))
    if reckoning.how == FORCED:
        return advice
    return Advice(advice.seat, action, advice.how, advice.best, advice.rival, advice.noise,
                  advice.worlds, advice.line, _gain(view, advice.line), advice.options)


def _planned(view: View, reckoning: Reckoning) -> Advice:
    action = reckoning.action
    knowledge = knowledge_for(view.public)
    public = view.public
    lines = [(value, line, knowledge.concrete(line[0], public)) for value, line in reckoning.lines if line]
    if not lines:
        lines = _option_values(view)
    chosen = next(((value, line) for value, line, first in lines if first == action), None)
    rival = next(((value, first) for value, _, first in lines if first is not None and first != action), None)
    best = Option(action, chosen[0], 0) if chosen else None
    other = Option(rival[1], rival[0], 0) if rival else None
    options: dict[Any, tuple[Option, float | None]] = {}
    for value, _, first in lines:
        if first is not None and first not in options:
            options[first] = (Option(first, value, 0), None)
    return Advice(view.seat, action, PLANNED, best, other, None, 0,
                  tuple(chosen[1]) if chosen else (action,), options=tuple(options.values()))


def _option_values(view: View) -> list[tuple[float, list[Any], Any]]:
    """The planner's value of every option of a pending decision, best first, in its expected
    world (its answer to such a decision keeps no list of them)."""
    world = typical(view, Rng(0))
    knowledge = knowledge_for(world)
    planner = planner_for_view(knowledge, view, CasualPlayer.breadth)
    out = []
    for action in world.legal_actions():
        child = world.copy()
        child.step(action)
        value, rest = planner.follow(child, world.turn, 1)
        out.append((value, [action, *rest], action))
    out.sort(key=lambda item: -item[0])
    return out


def _searched(view: View, reckoning: Reckoning) -> Advice:
    stats = reckoning.stats
    knowledge = knowledge_for(view.public)
    real = {id(c): knowledge.concrete(c.action, view.public) for c in stats}
    worlds = max((c.visits for c in stats), default=0)  # the reference is played in every world
    paired = [c for c in stats if c.value is not None and c.paired is not None]
    if not paired:  # the per-decision tree: plain means
        visited = sorted((c for c in stats if c.visits), key=lambda c: (-c.visits, -c.total / c.visits))
        plain: list[tuple[Option, float | None]] = [
            (Option(real[id(c)], c.total / c.visits, c.visits), None) for c in visited]
        return _pick(view, reckoning.action, plain, worlds)
    top = max(_value(c) for c in paired)
    reference = max(paired, key=lambda c: (_value(c), c.visits))
    base = reference.total / reference.visits if reference.visits else top
    options: list[tuple[Option, float | None]] = []
    for c in paired:
        if not c.visits and c is not reference:
            continue  # never played: the search has no figure of its own for it
        difference = c.total - (c.paired or 0.0)
        shrunk = (difference + mcts.SHRINK * (_value(c) - top)) / (c.visits + mcts.SHRINK)
        spread = None
        if c is not reference and c.visits >= 2 and c.squares is not None:
            mean = (c.total - (c.paired or 0.0)) / c.visits
            variance = max(0.0, c.squares / c.visits - mean * mean)
            spread = math.sqrt(variance / (c.visits - 1))
        elif c is reference:
            spread = 0.0  # the differences are measured from it
        options.append((Option(real[id(c)], base + shrunk, c.visits), spread))
    options.sort(key=lambda item: -item[0].chance)
    return _pick(view, reckoning.action, options, worlds)


def _pick(view: View, action: Any, options: list[tuple[Option, float | None]], worlds: int) -> Advice:
    chosen = next((item for item in options if item[0].action == action), None)
    rival = next((item for item in options if item[0].action != action), None)
    noise = None
    if chosen is not None and rival is not None and chosen[1] is not None and rival[1] is not None:
        noise = math.sqrt(chosen[1] ** 2 + rival[1] ** 2)
    return Advice(view.seat, action, SEARCHED, chosen[0] if chosen else None, rival[0] if rival else None,
                  noise, worlds, (action,), options=tuple(options))


def _value(choice: mcts.RootChoice) -> float:
    return choice.value if choice.value is not None else 0.0


def _gain(view: View, line: tuple) -> Gain | None:
    """The seat's decisions of `line` played in the planner's expected world, while they are
    the seat's and legal there (a conflict's outcome is the world's, as the planner saw it)."""
    world = typical(view, Rng(0))
    seat = view.seat
    before = world.score(seat)
    weakest_before = min(world.final_scores()[seat])
    knowledge = knowledge_for(world)
    for decision in line:
        if world.is_over or world.to_move != seat:
            break
        real = knowledge.concrete(decision, world)
        if real is None or real not in world.legal_actions():
            break
        world.step(real)
    after = world.score(seat)
    finals = world.final_scores()[seat]
    points = tuple(a - b for a, b in zip(after, before, strict=True))
    return Gain(points, weakest_before, min(finals), before.index(min(before)))
