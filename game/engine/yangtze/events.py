"""The events of Yellow & Yangtze: the family's shared ones (`..events`,
re-exported here so a client of this game needs one module) and its own.
Cells are codes; a triangle is given as its three cells in reading order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

# The family's shared events, re-exported (an import list, the same as game/engine/tigris/events.py's).
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

NO_BLACK = "no black tile"  # a leader left with no black tile beside it goes home


@dataclass(frozen=True, slots=True)
class PeasantsRevolt(Event):
    """Two blue tiles (or one and the off-board farmer) discarded; the tile on `cell` removed."""

    seat: int
    cell: int
    colour: int  # of the tile removed
    farmer: bool


@dataclass(frozen=True, slots=True)
class PagodaBuilt(Event):
    seat: int
    colour: int
    cells: tuple[int, ...]
    moved_from: tuple[int, ...]  # the cells it stood on before, when moved from the board; () from the supply


# Parallel to game/engine/tigris/events.py by design: a declined choice is an event of each game's own.
@dataclass(frozen=True, slots=True)
class PagodaDeclined(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class PagodaReturned(Event):
    """One of a pagoda's tiles left the board: the pagoda goes back to the supply."""

    colour: int
    cells: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GreensDiscarded(Event):
    """The two-green action's cost: `count` green tiles (one when the off-board trader is used)."""

    seat: int
    count: int
    trader: bool


@dataclass(frozen=True, slots=True)
class MarketTaken(Event):
    """A tile of `colour` taken from the market's slot `index` (0: the first; the first of
    that colour, as the market is read left to right); -1: not said (an event made by hand)."""

    seat: int
    colour: int
    index: int = -1


@dataclass(frozen=True, slots=True)
class MarketDeclined(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class MarketRefilled(Event):
    reveals: ClassVar[bool] = True  # tiles drawn from the bag, face up
    colours: tuple[int, ...]  # drawn face up, appended to the row in this order


@dataclass(frozen=True, slots=True)
class WarStarted(Event):
    cell: int  # the unification tile
    colours: tuple[int, ...]  # the doubled colours, all settled by this war
    kingdoms: tuple[int, ...]  # each warring kingdom by its first cell
    strengths: tuple[int, ...]  # their red tiles
    # Per kingdom, the seats whose leaders are in it: what a player sees of it (a client names
    # a kingdom by them, never by its first cell, far from its leaders).
    seats: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class WarSupported(Event):
    seat: int
    kingdom: int  # its first cell; -1 for no support
    count: int  # red tiles from the hand
    soldier: bool  # the off-board soldier adds one
    sides: tuple[int, ...] = ()  # every warring kingdom (first cells, the war's order)
    seats: tuple[tuple[int, ...], ...] = ()  # per side, the seats whose leaders are in it


@dataclass(frozen=True, slots=True)
class WarResolved(Event):
    settles: ClassVar[bool] = True  # the supports are all in: the result stands
    winner: int  # the winning kingdom's first cell
    kingdoms: tuple[int, ...]
    strengths: tuple[int, ...]  # each kingdom's total with its support
    losses: int  # red units the winner owes (its support first, then its tiles)
    seats: tuple[tuple[int, ...], ...] = ()  # per kingdom, the seats whose leaders are in it


@dataclass(frozen=True, slots=True)
class WarTied(Event):
    """Several kingdoms share the highest strength: the active player names the winner."""

    settles: ClassVar[bool] = True  # the supports are all in: the result stands
    kingdoms: tuple[int, ...]
    sides: tuple[int, ...] = ()  # every warring kingdom (first cells, the war's order)
    seats: tuple[tuple[int, ...], ...] = ()  # per side, the seats whose leaders are in it


__all__ = [
    "LOST_REVOLT", "LOST_WAR", "NO_BLACK", "REVOLT", "WAR", "WITHDRAWN",
    "ConflictResolved", "ConflictStarted", "Drew", "Event", "GameEnded", "GreensDiscarded",
    "LeaderPlaced", "LeaderRemoved", "MarketDeclined", "MarketRefilled", "MarketTaken",
    "PagodaBuilt", "PagodaDeclined", "PagodaReturned", "PeasantsRevolt", "Scored",
    "SupportCommitted", "Swapped", "TilePlaced", "TilesRemoved", "TurnEnded", "TurnStarted",
    "UnificationEnded", "Unified", "WarResolved", "WarStarted", "WarSupported", "WarTied", "redact",
]
