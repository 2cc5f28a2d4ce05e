"""Tigris & Euphrates's goal kinds: the shared ones, treasures and the monument."""

from __future__ import annotations

from typing import Any

from .goals import SHARED, GoalKind, Measure, Tally


def _treasures(tally: Tally, state: Any, arg: int) -> Measure:
    """At least one treasure taken; the points scored meanwhile, each treasure counting as
    one (it is a point of any colour at the end). The count alone was too short a scale:
    a challenge whose board holds one treasure within reach could not tell plays apart."""
    taken = tally.mine["TreasureTaken"]
    return Measure(taken > 0, taken + sum(tally.points))


def _monument(tally: Tally, state: Any, arg: int) -> Measure:
    """Built at all; the points scored meanwhile, the monument's own included (turns to
    spare could not tell apart two plays that both build it in the last turn)."""
    return Measure(tally.mine["MonumentBuilt"] > 0, sum(tally.points))


GOALS: dict[str, GoalKind] = {
    **SHARED,
    "treasures": GoalKind("treasures", None, _treasures),
    "monument": GoalKind("monument", None, _monument),
}
