"""What every game's turn planner shares: how wide it looks, how it is
cancelled, and what tells two plans apart."""

from __future__ import annotations

from dataclasses import dataclass


class Cancelled(Exception):
    """The caller's cancel flag was set: stop planning."""


@dataclass(frozen=True)
class Breadth:
    """How wide a planner looks: candidates scored after one step, how many
    of those get a second action, and how many second actions each."""

    first: int = 30
    expand: int = 6
    second: int = 20
    commits: int = 3  # support counts an attacker considers
    evaluations: int = 4000  # past this many, plan no further actions and branch no more (chained wars)
    distinct: int = 0  # > 0: expand at most this many first actions alike by `plan_key`


def plan_key(value: float, line) -> tuple:
    """What tells plans apart for a search: the kinds and arguments of the
    decisions (in any order) and the value. Placing a tile of one colour in
    any of several cells that touch nothing, or the same two leaders in
    either order, scores the same to the evaluation; a search choosing among
    ten such look-alikes spends its worlds on differences too small to
    measure, so the root keeps one of each and looks at different plans."""
    return tuple(sorted((a[0], a[1]) for a in line)), round(value, 6)


DEFAULT_BREADTH = Breadth()
