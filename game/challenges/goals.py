"""What a challenge asks, and how far the player got: the goal kinds.

A goal is measured, never merely ticked: `Tally` follows the events of the
challenge (who scored what, which leaders went home, which conflicts the
player won) and each goal kind turns the tally and the state into a
`Measure`: whether its condition holds (`ok`) and a number where more is
better (points, leaders toppled, a margin). The file's three star
thresholds are read against that number, so "reached" is one star and a
better result earns more (`stars`).

The kinds every game of the family has live here, read from the family's
events (`game.engine.events`) and the shared state (`score`, `leader_cell`,
`final_scores`, `ranking`); a game's own kinds (monuments, pagodas, the
peasants' revolt, the blue chain) are in its module (`tigris.py`,
`yangtze.py`), which counts its events by name through the tally.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine import events as ev

# What a kind's argument is: a colour, a leader kind (or "any"), or nothing.
COLOUR, LEADER = "colour", "leader"
ANY = -1  # "topple any": a leader of any kind


@dataclass
class Tally:
    """What has happened since the challenge began, for the player's seat."""

    seat: int
    turns: int = 0  # the player's turns finished
    limit: int = 1  # the turns the challenge allows
    points: list[int] = field(default_factory=list)  # by colour, scored by the player
    toppled: Counter = field(default_factory=Counter)  # rivals' leader kinds the player sent home
    toppled_by: Counter = field(default_factory=Counter)  # the same, by why they went (the reason)
    in_conflict: bool = False  # the conflict now open is the player's (attacker or defender)
    lost: Counter = field(default_factory=Counter)  # the player's leader kinds removed by another
    revolt_margin: int | None = None  # the best margin of a revolt the player won
    war_margin: int | None = None
    mine: Counter = field(default_factory=Counter)  # the player's own events, by class name
    turn_tiles: Counter = field(default_factory=Counter)  # colours placed by the player this turn
    best_turn_tiles: Counter = field(default_factory=Counter)  # the most of each in one turn
    home: int = 0  # rivals' leaders sent home by the player's doing (game modules count it)

    def see(self, events: list[ev.Event], active: int) -> None:
        """Take in the events of one decision taken in `active`'s turn. A rival's leader
        counts as the player's doing when it goes in the player's turn or loses a conflict
        the player is a side of (another pair's revolt is none of theirs)."""
        for event in events:
            name = type(event).__name__
            seat = getattr(event, "seat", None)
            if seat == self.seat:
                self.mine[name] += 1
            if isinstance(event, ev.Scored) and event.seat == self.seat:
                self.points[event.colour] += event.points
            elif isinstance(event, ev.LeaderRemoved) and event.reason != ev.WITHDRAWN:
                if event.seat == self.seat:
                    self.lost[event.leader] += 1
                elif active == self.seat or (self.in_conflict and event.reason in (ev.LOST_REVOLT,
                                                                                     ev.LOST_WAR)):
                    self.toppled[event.leader] += 1
                    self.toppled_by[event.reason] += 1
            elif isinstance(event, ev.ConflictStarted):
                self.in_conflict = self.seat in (event.attacker, event.defender)
            elif isinstance(event, ev.ConflictResolved) and event.winner == self.seat:
                margin = abs(event.attacker_total - event.defender_total)  # the winner's (a tie: 0)
                if event.kind == ev.REVOLT:
                    self.revolt_margin = max(margin, self.revolt_margin or 0)
                else:
                    self.war_margin = max(margin, self.war_margin or 0)
            elif isinstance(event, ev.TilePlaced) and event.seat == self.seat:
                self.turn_tiles[event.colour] += 1
                if self.turn_tiles[event.colour] > self.best_turn_tiles[event.colour]:
                    self.best_turn_tiles[event.colour] = self.turn_tiles[event.colour]
            elif isinstance(event, ev.TurnEnded) and event.seat == self.seat:
                self.turns += 1
                self.turn_tiles = Counter()


@dataclass(frozen=True)
class Measure:
    ok: bool  # the goal's condition holds (without it, no star)
    value: int  # more is better; the stars are thresholds on it


@dataclass(frozen=True)
class GoalKind:
    """One kind of goal. `measure(tally, state, arg)`; `early`: once its three stars are
    earned they cannot be lost, so the challenge may end there; `unit`: what the value
    counts, for the window's words ("points", "leaders")."""

    name: str
    arg: str | None
    measure: Callable[[Tally, Any, int], Measure]
    early: bool = True
    unit: str = "points"


@dataclass(frozen=True)
class Goal:
    kind: GoalKind
    arg: int = -1
    shown: str = ""  # as written in the file: "score red"

    def measure(self, tally: Tally, state: Any) -> Measure:
        return self.kind.measure(tally, state, self.arg)

    def __str__(self) -> str:
        return self.shown or self.kind.name


def _score(tally: Tally, state: Any, colour: int) -> Measure:
    return Measure(True, tally.points[colour])


def _points(tally: Tally, state: Any, arg: int) -> Measure:
    return Measure(True, sum(tally.points))


def _weakest(tally: Tally, state: Any, arg: int) -> Measure:
    return Measure(True, min(state.final_scores()[tally.seat]))


def _win_revolt(tally: Tally, state: Any, arg: int) -> Measure:
    return Measure(tally.revolt_margin is not None, tally.revolt_margin or 0)


def _win_war(tally: Tally, state: Any, arg: int) -> Measure:
    return Measure(tally.war_margin is not None, tally.war_margin or 0)


def _topple(tally: Tally, state: Any, leader: int) -> Measure:
    count = sum(tally.toppled.values()) if leader == ANY else tally.toppled[leader]
    return Measure(count > 0, count)


def _survive(tally: Tally, state: Any, leader: int) -> Measure:
    """The leader never sent home by another, and standing when the challenge ends;
    the points scored meanwhile say how well."""
    standing = state.leader_cell(tally.seat, leader) >= 0 and not tally.lost[leader]
    return Measure(standing and (tally.turns >= tally.limit or state.is_over), sum(tally.points))


def _ahead(tally: Tally, state: Any, arg: int) -> Measure:
    """The game over with the player alone at the top; by how much their weakest colour
    beats the best rival's."""
    finals = state.final_scores()
    rivals = [min(finals[s]) for s in range(state.n) if s != tally.seat]
    first = state.is_over and state.ranking()[0] == (tally.seat,)
    return Measure(first, min(finals[tally.seat]) - max(rivals))


SHARED: dict[str, GoalKind] = {kind.name: kind for kind in (
    GoalKind("score", COLOUR, _score),
    GoalKind("points", None, _points),
    GoalKind("weakest", None, _weakest, early=False),
    GoalKind("win revolt", None, _win_revolt, unit="margin"),
    GoalKind("win war", None, _win_war, unit="margin"),
    GoalKind("topple", LEADER, _topple, unit="leaders"),
    GoalKind("survive", LEADER, _survive, early=False),
    GoalKind("ahead", None, _ahead, early=False, unit="margin"),
)}


def parse_goal(text: str, kinds: dict[str, GoalKind], ruleset: Any) -> Goal:
    """A goal as a challenge file writes it ("score red", "topple any", "monument");
    ValueError naming the known ones."""
    words = text.lower().split() if isinstance(text, str) and text.isascii() else []
    joined = " ".join(words)
    if joined in kinds and kinds[joined].arg is None:
        return Goal(kinds[joined], -1, joined)
    head, _, tail = joined.rpartition(" ")
    kind = kinds.get(head)
    if kind is not None and kind.arg == COLOUR and tail in ruleset.colour_names:
        return Goal(kind, ruleset.colour_names.index(tail), joined)
    if kind is not None and kind.arg == LEADER:
        if tail == "any":
            return Goal(kind, ANY, joined)
        if tail in ruleset.leader_names:
            return Goal(kind, ruleset.leader_names.index(tail), joined)
    known = ", ".join(f'"{name} {k.arg.upper()}"' if k.arg else f'"{name}"' for name, k in kinds.items())
    raise ValueError(f"unknown goal {text!r} (known: {known})")
