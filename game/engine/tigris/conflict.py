"""A revolt or war waiting for support (`state.conflict`): plain data, below the state and
the helpers that read it (`protocols.py`)."""

from __future__ import annotations

from typing import NamedTuple

from . import events as ev
from .pieces import RED


class Conflict(NamedTuple):
    """A revolt or war waiting for support. `colour` is the leaders' colour;
    support is red in a revolt and `colour` in a war."""

    kind: str  # events.REVOLT or events.WAR
    colour: int
    attacker: int
    defender: int
    attacker_cell: int
    defender_cell: int
    attacker_base: int
    defender_base: int
    attacker_commit: int  # -1 until the attacker has committed

    @property
    def support_colour(self) -> int:
        return RED if self.kind == ev.REVOLT else self.colour
