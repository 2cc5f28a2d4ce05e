"""A finished game's statistics, computed from its record (issue 32).

Pure: no pygame, no files. `game_stats(record)` replays the record through the
engine, decision by decision, and counts from the events and the states what
the statistics page shows: each seat's points per colour and its weakest
colour (the one that decides the game, wild points added) at the end of
every turn, the conflicts fought and won as attacker and defender (revolts
and wars), the tiles placed by colour, and each game's own counts
(treasures and monuments; pagodas, market picks and peasants' revolts).
What the games share is counted here from the shared events; what differs
is a game's `StatsHooks`, registered by `game/stats/<game>.py` (found by the
record's game, never by asking which game it is).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.events import REVOLT, WAR, ConflictResolved, ConflictStarted, Event, TilePlaced
from game.engine.record import Record, apply_numbered
from game.games import import_games

ATTACKER, DEFENDER = "attacker", "defender"
KINDS = (REVOLT, WAR)
ROLES = (ATTACKER, DEFENDER)


def conflict_key(kind: str, role: str) -> str:
    """The key of a kind of conflict fought in a role: "revolt attacker", "war defender"."""
    return f"{kind} {role}"


@dataclass
class SeatStats:
    """One seat's figures over a game."""

    points: list[tuple[int, ...]] = field(default_factory=list)  # each colour's points, per sample
    weakest: list[int] = field(default_factory=list)  # the weakest colour with wild points, per sample
    fought: dict[str, int] = field(default_factory=dict)  # conflict_key → conflicts fought
    won: dict[str, int] = field(default_factory=dict)  # conflict_key → conflicts won
    tiles: list[int] = field(default_factory=list)  # tiles placed on the board, by colour
    counts: dict[str, int] = field(default_factory=dict)  # the game's own counts (`StatsHooks.counts`)
    hints: int = 0  # hints asked (the window's count; not in the record)
    place: int = 0  # 1: first (seats that tie share a place); 0 while the game goes on

    def fight(self, kind: str, role: str, won: bool) -> None:
        key = conflict_key(kind, role)
        self.fought[key] = self.fought.get(key, 0) + 1
        if won:
            self.won[key] = self.won.get(key, 0) + 1

    def add(self, count: str, n: int = 1) -> None:
        self.counts[count] = self.counts.get(count, 0) + n

    @property
    def final_weakest(self) -> int:
        return self.weakest[-1] if self.weakest else 0

    def conflicts(self) -> tuple[int, int]:
        """All conflicts fought and won."""
        return sum(self.fought.values()), sum(self.won.values())


@dataclass
class GameStats:
    game: str  # the ruleset's name
    colours: tuple[str, ...]  # the colours' names (English, the engine's), in score order
    turns: list[int]  # the turn each sample was taken after (0: the start)
    rounds: list[int]  # the round of each sample, as the top bar counts them
    seats: list[SeatStats]
    counts: tuple[str, ...]  # the game's own counts, in the order shown
    over: bool = False

    @property
    def n(self) -> int:
        return len(self.seats)


@dataclass(frozen=True)
class StatsHooks:
    """What a game adds to the shared counting."""

    # The names of the game's own counts ("treasures", "pagodas"…), in the order shown.
    counts: tuple[str, ...]
    # observe(state before, state after, events of one decision, seats' stats): counts the
    # game's own events (and, where the shared events do not say it, its conflicts).
    observe: Callable[[Any, Any, list[Event], list[SeatStats]], None]


HOOKS: dict[str, StatsHooks] = {}


def register(game: str, hooks: StatsHooks) -> None:
    HOOKS[game] = hooks


def hooks_for(game: str) -> StatsHooks:
    if not HOOKS:
        import_games("game.stats")
    return HOOKS[game]


def game_stats(record: Record, hints: dict[int, int] | None = None) -> GameStats:
    """The statistics of the game in `record` (finished or not), from its start to its last
    decision; `hints`: the hints each seat asked (seat → count). Raises the record's
    `BadFileError` for a decision that cannot be replayed."""
    state = record.start.copy()
    ruleset = state.ruleset
    hooks = hooks_for(ruleset.name)
    colours = tuple(ruleset.colour_names)
    seats = [
        SeatStats(tiles=[0] * len(colours), counts=dict.fromkeys(hooks.counts, 0)) for _seat in range(state.n)
    ]
    stats = GameStats(ruleset.name, colours, [], [], seats, hooks.counts)
    _sample(stats, state)
    shared = _SharedCounter(seats)
    for number, text in enumerate(record.actions, start=1):
        before = state.copy()
        events = apply_numbered(state, number, text, record.path)
        shared.count(events)
        hooks.observe(before, state, events, seats)
        if state.turn != before.turn or state.is_over:
            _sample(stats, state)
    for seat, figures in (hints or {}).items():
        if 0 <= seat < state.n:
            seats[seat].hints = int(figures)
    if state.is_over:
        stats.over = True
        for place, group in enumerate(state.ranking(), start=1):
            for seat in group:
                seats[seat].place = place
    return stats


def _sample(stats: GameStats, state: Any) -> None:
    """Every seat's points and weakest colour now (one point of the charts)."""
    if stats.turns and stats.turns[-1] == state.turn:  # the game's end, in the turn's last decision
        stats.turns.pop()
        stats.rounds.pop()
        for seat in stats.seats:
            seat.points.pop()
            seat.weakest.pop()
    stats.turns.append(state.turn)
    stats.rounds.append(state.turn // state.n + 1)
    finals = state.final_scores()
    for index, figures in enumerate(stats.seats):
        figures.points.append(tuple(state.score(index)))
        figures.weakest.append(min(finals[index]))


class _SharedCounter:
    """Tiles placed, and the conflicts between two leaders (every revolt; Tigris &
    Euphrates' wars). A conflict spans decisions (the support is committed in between):
    its start names the attacker and the defender, its resolution the winner."""

    def __init__(self, seats: list[SeatStats]) -> None:
        self.seats = seats
        self.started: ConflictStarted | None = None

    def count(self, events: list[Event]) -> None:
        seats = self.seats
        for event in events:
            if isinstance(event, TilePlaced) and 0 <= event.seat < len(seats):
                seats[event.seat].tiles[event.colour] += 1
            elif isinstance(event, ConflictStarted):
                self.started = event
            elif isinstance(event, ConflictResolved) and self.started is not None:
                roles = {self.started.attacker: ATTACKER, self.started.defender: DEFENDER}
                for seat in (event.winner, event.loser):
                    if 0 <= seat < len(seats) and seat in roles:
                        seats[seat].fight(event.kind, roles[seat], seat == event.winner)
                self.started = None
