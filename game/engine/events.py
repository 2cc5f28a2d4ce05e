"""What happened, in order, so a client can animate and log it.

`State.apply` returns a list of events: plain frozen data, described in
words by the client (which translates them). These are the events both games
share; each game adds its own in its folder (`tigris/events.py`,
`yangtze/events.py`). Every event is public except the colours in `Drew`
and `Swapped`, which only their seat may see: `redact(event, seat)` hides
them from everyone else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Event:
    # True for events that bring hidden tiles to light (drawn from the bag, swapped away):
    # what happened before them cannot be taken back without showing what the tiles were.
    reveals: ClassVar[bool] = False
    # True for events that tell a conflict's result, which several seats decided together (a
    # revolt's support, every player's war support): the decision that brought it is never
    # taken back, in either game, or undo would take back what the other seats decided with it.
    settles: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class LeaderPlaced(Event):
    seat: int
    leader: int
    cell: int
    from_cell: int  # -1 when it came from the supply


# Why a leader left the board (each game adds the loss of its leaders' tiles).
WITHDRAWN, LOST_REVOLT, LOST_WAR = "withdrawn", "revolt", "war"


@dataclass(frozen=True, slots=True)
class LeaderRemoved(Event):
    seat: int
    leader: int
    cell: int
    reason: str


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    seat: int
    colour: int
    cell: int


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    reveals: ClassVar[bool] = True
    seat: int
    count: int
    colours: tuple[int, ...] | None  # None when hidden from the viewer


@dataclass(frozen=True, slots=True)
class Drew(Event):
    reveals: ClassVar[bool] = True
    seat: int
    count: int
    colours: tuple[int, ...] | None  # None when hidden from the viewer


@dataclass(frozen=True, slots=True)
class Scored(Event):
    seat: int
    colour: int
    points: int
    reason: str  # what earned it: "tile", "revolt", "war", and each game's own
    cell: int = -1  # where the point came from, when there is one place


@dataclass(frozen=True, slots=True)
class Unified(Event):
    cell: int


@dataclass(frozen=True, slots=True)
class UnificationEnded(Event):
    cell: int


REVOLT, WAR = "revolt", "war"


@dataclass(frozen=True, slots=True)
class ConflictStarted(Event):
    """A conflict between two leaders of one colour (every revolt; a war in
    Tigris & Euphrates)."""

    kind: str  # REVOLT or WAR
    colour: int  # the leaders' colour
    attacker: int
    defender: int
    attacker_cell: int
    defender_cell: int
    attacker_strength: int  # before any support: Yellow & Yangtze's includes an off-board governor's +1
    defender_strength: int


@dataclass(frozen=True, slots=True)
class SupportCommitted(Event):
    seat: int
    count: int  # tiles from the hand
    colour: int
    bonus: int = 0  # strength added by an off-board leader (Yellow & Yangtze's governor)


@dataclass(frozen=True, slots=True)
class ConflictResolved(Event):
    settles: ClassVar[bool] = True
    kind: str
    colour: int
    winner: int
    loser: int
    attacker_total: int
    defender_total: int


@dataclass(frozen=True, slots=True)
class TilesRemoved(Event):
    colour: int
    cells: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reveals: ClassVar[bool] = True
    reason: str  # why: "bag" in both games, "treasures" in Tigris & Euphrates
    ranking: tuple[tuple[int, ...], ...]  # best first; seats that tie share a group


def reveals_hidden(events: list[Event]) -> bool:
    """Whether any of `events` brought hidden tiles to light (`Event.reveals`)."""
    return any(event.reveals for event in events)


def settles_conflict(events: list[Event]) -> bool:
    """Whether any of `events` told a conflict's result (`Event.settles`)."""
    return any(event.settles for event in events)


def redact(event: Event, seat: int) -> Event:
    """The event as `seat` may see it."""
    if isinstance(event, Drew | Swapped) and event.seat != seat and event.colours is not None:
        return replace(event, colours=None)
    return event
