"""Tigris & Euphrates's goal kinds: the shared ones, treasures and the monument."""

from __future__ import annotations

from typing import Any

from .goals import SHARED, GoalKind, Measure, Tally


def _treasures(tally: Tally, state: Any, arg: int) -> Measure:
    return Measure(True, tally.mine["TreasureTaken"])


def _monument(tally: Tally, state: Any, arg: int) -> Measure:
    """Built at all, and how many turns were left when it was."""
    return Measure(tally.mine["MonumentBuilt"] > 0, tally.spare("MonumentBuilt"))


GOALS: dict[str, GoalKind] = {
    **SHARED,
    "treasures": GoalKind("treasures", None, _treasures, unit="treasures"),
    "monument": GoalKind("monument", None, _monument, unit="turns"),
}
