"""The events of Tigris & Euphrates: the family's shared ones (`..events`,
re-exported here so a client of this game needs one module) and its own."""

from __future__ import annotations

from dataclasses import dataclass

# The family's shared events, re-exported (an import list, the same as game/engine/yangtze/events.py's).
from ..events import (
    LOST_REVOLT,
    LOST_WAR,
    REVOLT,
    WAR,
    WITHDRAWN,
    ConflictResolved,
    ConflictStarted,
    Drew,
    Event,
    GameEnded,
    LeaderPlaced,
    LeaderRemoved,
    Scored,
    SupportCommitted,
    Swapped,
    TilePlaced,
    TilesRemoved,
    TurnEnded,
    TurnStarted,
    UnificationEnded,
    Unified,
    redact,
)

NO_TEMPLE = "no temple"  # a leader left with no temple beside it goes home


@dataclass(frozen=True, slots=True)
class CatastrophePlaced(Event):
    seat: int
    cell: int
    destroyed: int  # colour of the tile destroyed, or -1


@dataclass(frozen=True, slots=True)
class MonumentBuilt(Event):
    seat: int
    monument: int
    top_left: int
    colour: int  # colour of the four tiles turned face down


# Parallel to game/engine/yangtze/events.py by design: a declined choice is an event of each game's own.
@dataclass(frozen=True, slots=True)
class MonumentDeclined(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class TreasureTaken(Event):
    seat: int
    cell: int


# The optional variants (`variants.py`).

@dataclass(frozen=True, slots=True)
class BuildingPlaced(Event):
    seat: int
    colour: int
    cell: int
    from_cell: int  # where it stood before, or -1 from the supply


@dataclass(frozen=True, slots=True)
class BuildingDeclined(Event):
    seat: int
    colour: int


@dataclass(frozen=True, slots=True)
class BuildingReturned(Event):
    """A monument or the wonder turned the building's tile face down: back to the supply."""

    colour: int
    cell: int


@dataclass(frozen=True, slots=True)
class WonderBuilt(Event):
    seat: int
    cell: int  # the centre of the plus
    colour: int  # colour of the five tiles turned face down


@dataclass(frozen=True, slots=True)
class WonderDeclined(Event):
    seat: int


__all__ = [
    "BuildingDeclined", "BuildingPlaced", "BuildingReturned", "WonderBuilt", "WonderDeclined",
    "LOST_REVOLT", "LOST_WAR", "NO_TEMPLE", "REVOLT", "WAR", "WITHDRAWN",
    "CatastrophePlaced", "ConflictResolved", "ConflictStarted", "Drew", "Event", "GameEnded",
    "LeaderPlaced", "LeaderRemoved", "MonumentBuilt", "MonumentDeclined", "Scored",
    "SupportCommitted", "Swapped", "TilePlaced", "TilesRemoved", "TreasureTaken", "TurnEnded",
    "TurnStarted", "UnificationEnded", "Unified", "redact",
]
