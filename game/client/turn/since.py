"""What each person at the screen missed between their turns (no pygame).

`Since` keeps, for each person at the screen, what happened since the end of
their last turn (see `summary.py` for the card that tells it): every decision
of the others' turns, with its events as that person may see them (the
engine's `redact`), their own answers there too, the decisions the window
answered for them, and the cells where a leader of theirs left the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import events as ev


@dataclass
class Entry:
    number: int  # how many decisions the record holds after this one
    decider: int
    events: list
    forced: bool  # answered for this person (their only possible answer)
    action: str  # the decision's notation ("" for the end of a turn)
    # The state before a forced decision: why it was the only one (the tiles held, the
    # strength needed) is told from it. None for the others.
    before: Any = None


@dataclass
class _Person:
    entries: list[Entry] = field(default_factory=list)
    marks: int = 0
    saved: list[tuple[int, list[Entry], int]] = field(default_factory=list)  # (number, entries, marks)
    in_turn: bool = False  # the entries were cleared for this person's turn under way


class Since:
    def __init__(self, persons: list[int], count: int = 0) -> None:
        self.people = {person: _Person() for person in persons}
        self.count = count  # decisions seen (the record's length)

    def note(self, decider: int, events: list, forced: bool, action: str, active: int = -1,
             before: Any = None) -> None:
        """A decision (`action`; "" for the end of a turn) of `decider` in the turn of `active`
        (-1: the decider's own turn); `before`: the state before it, when it was forced."""
        if action:
            self.count += 1
        if active < 0:
            active = decider
        for person, p in self.people.items():
            if person == active:
                # Their own turn (their decisions, and the others' answers in it): no news. Its
                # first decision clears what they were told of the others' turns.
                if action and not p.in_turn:
                    p.saved.append((self.count, p.entries, p.marks))
                    del p.saved[:-8]
                    p.entries, p.marks, p.in_turn = [], 0, True
                if not action or any(isinstance(e, ev.TurnEnded) and e.seat == person for e in events):
                    p.in_turn = False  # their turn is over: what follows is news to them
                continue
            shown = [ev.redact(e, person) for e in events]
            mine = forced and person == decider
            p.entries.append(Entry(self.count, decider, shown, mine, action, before if mine else None))
            for e in events:
                if isinstance(e, ev.LeaderRemoved) and e.seat == person and e.reason != ev.WITHDRAWN:
                    p.marks |= 1 << e.cell

    def undo(self, count: int) -> None:
        """Decisions after the first `count` were taken back."""
        self.count = count
        for p in self.people.values():
            while p.saved and p.saved[-1][0] > count:
                _number, p.entries, p.marks = p.saved.pop()
                p.in_turn = False
            p.entries = [e for e in p.entries if e.number <= count]

    def entries(self, person: int) -> list[Entry]:
        p = self.people.get(person)
        return p.entries if p else []

    def marks(self, person: int) -> int:
        p = self.people.get(person)
        return p.marks if p else 0

    def lines(self, person: int, words, names) -> list[tuple[str, bool]]:
        """The game's sentences for it: (text, important) pairs."""
        entries = self.entries(person)
        return words.summary(entries, person, names) if entries else []

    def replay_steps(self, person: int, session) -> list[tuple[object, str, int]]:
        """The others' decisions since the end of `person`'s last turn (theirs among them as
        they came), each with the state before it."""
        numbers = [e.number for e in self.entries(person) if e.action and e.decider != person]
        if not numbers:
            return []
        total = len(session.record.actions)
        trail = session.trail
        first = total - len(trail) + 1  # the decision number of trail[0]
        start = min(numbers)
        if start < first:
            return []
        return trail[start - first :]

    def can_replay(self, person: int, session) -> bool:
        return bool(self.replay_steps(person, session))
