"""What happened, in order, so a client can animate and log it.

`State.apply` returns a list of these. Every event is public except the
colours in `Drew` and `Swapped`, which only their seat may see:
`redact(event, seat)` hides them from everyone else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .grid import cell_name
from .pieces import COLOUR_NAMES, LEADER_NAMES, MONUMENT_NAMES


@dataclass(frozen=True, slots=True)
class Event:
    def describe(self, names: list[str] | None = None) -> str:
        return type(self).__name__


def _who(seat: int, names: list[str] | None) -> str:
    return names[seat] if names else f"seat {seat}"


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_who(self.seat, names)} to play"


@dataclass(frozen=True, slots=True)
class LeaderPlaced(Event):
    seat: int
    leader: int
    cell: int
    from_cell: int  # -1 when it came from the supply

    def describe(self, names: list[str] | None = None) -> str:
        verb = "places" if self.from_cell < 0 else f"moves from {cell_name(self.from_cell)}"
        return (f"{_who(self.seat, names)} {verb} the {LEADER_NAMES[self.leader]} "
                f"{'on' if self.from_cell < 0 else 'to'} {cell_name(self.cell)}")


# Why a leader left the board.
WITHDRAWN, LOST_REVOLT, LOST_WAR, NO_TEMPLE = "withdrawn", "revolt", "war", "no temple"


@dataclass(frozen=True, slots=True)
class LeaderRemoved(Event):
    seat: int
    leader: int
    cell: int
    reason: str

    def describe(self, names: list[str] | None = None) -> str:
        why = {
            WITHDRAWN: "is withdrawn",
            LOST_REVOLT: "loses the revolt and leaves",
            LOST_WAR: "loses the war and leaves",
            NO_TEMPLE: "has no temple left and leaves",
        }[self.reason]
        return f"{_who(self.seat, names)}'s {LEADER_NAMES[self.leader]} on {cell_name(self.cell)} {why}"


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    seat: int
    colour: int
    cell: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_who(self.seat, names)} places a {COLOUR_NAMES[self.colour]} tile on {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class CatastrophePlaced(Event):
    seat: int
    cell: int
    destroyed: int  # colour of the tile destroyed, or -1

    def describe(self, names: list[str] | None = None) -> str:
        what = (f", destroying a {COLOUR_NAMES[self.destroyed]} tile" if self.destroyed >= 0 else "")
        return f"{_who(self.seat, names)} places a catastrophe on {cell_name(self.cell)}{what}"


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    seat: int
    count: int
    colours: tuple[int, ...] | None  # None when hidden from the viewer

    def describe(self, names: list[str] | None = None) -> str:
        what = (" (" + ", ".join(COLOUR_NAMES[c] for c in self.colours) + ")"
                if self.colours else "")
        return f"{_who(self.seat, names)} swaps {self.count} tile{'s' * (self.count != 1)}{what}"


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: int
    count: int
    colours: tuple[int, ...] | None  # None when hidden from the viewer

    def describe(self, names: list[str] | None = None) -> str:
        what = (" (" + ", ".join(COLOUR_NAMES[c] for c in self.colours) + ")"
                if self.colours else "")
        return f"{_who(self.seat, names)} draws {self.count} tile{'s' * (self.count != 1)}{what}"


@dataclass(frozen=True, slots=True)
class Scored(Event):
    seat: int
    colour: int
    points: int
    reason: str  # "tile", "revolt", "war", "monument", "treasure"
    cell: int = -1  # where the point came from, when there is one place

    def describe(self, names: list[str] | None = None) -> str:
        noun = "treasure" if self.reason == "treasure" else f"{COLOUR_NAMES[self.colour]} point"
        many = "s" if self.points != 1 else ""
        return f"{_who(self.seat, names)} scores {self.points} {noun}{many} ({self.reason})"


@dataclass(frozen=True, slots=True)
class Unified(Event):
    cell: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"the tile on {cell_name(self.cell)} unites two kingdoms"


@dataclass(frozen=True, slots=True)
class UnificationEnded(Event):
    cell: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"the unification on {cell_name(self.cell)} is over"


REVOLT, WAR = "revolt", "war"


@dataclass(frozen=True, slots=True)
class ConflictStarted(Event):
    kind: str  # REVOLT or WAR
    colour: int  # the leaders' colour (a revolt is always supported with red)
    attacker: int
    defender: int
    attacker_cell: int
    defender_cell: int
    attacker_strength: int
    defender_strength: int

    def describe(self, names: list[str] | None = None) -> str:
        return (f"{self.kind}: {_who(self.attacker, names)}'s {LEADER_NAMES[self.colour]} "
                f"({self.attacker_strength}) against {_who(self.defender, names)}'s "
                f"({self.defender_strength})")


@dataclass(frozen=True, slots=True)
class SupportCommitted(Event):
    seat: int
    count: int
    colour: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_who(self.seat, names)} commits {self.count} {COLOUR_NAMES[self.colour]}"


@dataclass(frozen=True, slots=True)
class ConflictResolved(Event):
    kind: str
    colour: int
    winner: int
    loser: int
    attacker_total: int
    defender_total: int

    def describe(self, names: list[str] | None = None) -> str:
        return (f"{_who(self.winner, names)} wins the {self.kind} "
                f"{max(self.attacker_total, self.defender_total)}:"
                f"{min(self.attacker_total, self.defender_total)}")


@dataclass(frozen=True, slots=True)
class TilesRemoved(Event):
    colour: int
    cells: tuple[int, ...]

    def describe(self, names: list[str] | None = None) -> str:
        return (f"{len(self.cells)} {COLOUR_NAMES[self.colour]} tile{'s' * (len(self.cells) != 1)} "
                "removed" + (": " + " ".join(cell_name(c) for c in self.cells) if self.cells else ""))


@dataclass(frozen=True, slots=True)
class MonumentBuilt(Event):
    seat: int
    monument: int
    top_left: int
    colour: int  # colour of the four tiles turned face down

    def describe(self, names: list[str] | None = None) -> str:
        return (f"{_who(self.seat, names)} builds the {MONUMENT_NAMES[self.monument]} monument "
                f"on {cell_name(self.top_left)}")


@dataclass(frozen=True, slots=True)
class MonumentDeclined(Event):
    seat: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_who(self.seat, names)} builds no monument"


@dataclass(frozen=True, slots=True)
class TreasureTaken(Event):
    seat: int
    cell: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_who(self.seat, names)} takes the treasure on {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_who(self.seat, names)} ends the turn"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reason: str  # "treasures" or "bag"
    ranking: tuple[tuple[int, ...], ...]  # best first; seats that tie share a group

    def describe(self, names: list[str] | None = None) -> str:
        why = ("only two treasures remain" if self.reason == "treasures"
               else "the bag cannot supply the tiles")
        first = self.ranking[0]
        won = " and ".join(_who(s, names) for s in first)
        return f"the game ends: {why}; {won} win{'s' if len(first) == 1 else ''}"


def redact(event: Event, seat: int) -> Event:
    """The event as `seat` may see it."""
    if isinstance(event, Drew | Swapped) and event.seat != seat and event.colours is not None:
        return replace(event, colours=None)
    return event
