"""The revolts and wars of Yellow & Yangtze as values (`State.revolt`, `State.war`):
never changed in place, so copies of a state share them.
"""

from __future__ import annotations

from typing import NamedTuple

from .pieces import BLACK


class Revolt(NamedTuple):
    """A leader placed into a kingdom holding a leader of its colour, waiting
    for the black tiles committed (with the off-board governor's +1)."""

    colour: int
    attacker: int
    defender: int
    attacker_cell: int
    defender_cell: int
    attacker_base: int  # black tiles beside the leader
    defender_base: int
    attacker_commit: int  # -1 until the attacker has committed (governor included)

    @property
    def support_colour(self) -> int:
        return BLACK


class Side(NamedTuple):
    """One warring kingdom: a kingdom the unification tile joined that holds a
    leader of a doubled colour, as it stood when the tile was placed."""

    name: int  # its first cell in reading order: how decisions name it
    mask: int
    leaders: tuple[int, ...]
    red: int  # its red tiles: its own strength
    support: int  # units committed to it: red tiles and off-board soldiers


class War(NamedTuple):
    cell: int  # the unification tile
    doubled: int  # bit set of the colours doubled by the unification
    sides: tuple[Side, ...]  # ordered by name
    order: tuple[int, ...]  # the seats that support, from the active player's left, the active last
    next: int  # index in `order` of the seat deciding now
    # Each support decided so far, in order: (seat, the kingdom's name or -1 for none, red tiles,
    # the off-board soldier used). What a client shows as support comes in.
    supports: tuple[tuple[int, int, int, bool], ...] = ()

    def strengths(self) -> tuple[int, ...]:
        return tuple(side.red + side.support for side in self.sides)

    def side_of(self, cell: int) -> Side | None:
        for side in self.sides:
            if (side.mask >> cell) & 1:
                return side
        return None
