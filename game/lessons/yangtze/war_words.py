"""A Yellow & Yangtze war's kingdoms in the lessons' words, as the board shows them while the war
is decided (issue 30): the letter the window draws beside each kingdom's leaders (A, B, … in the
engine's order of the sides) and whose leaders are in it — "kingdom A (Pavel and you)" — never
its first cell ("the kingdom at H2"), which is far from its leaders."""

from __future__ import annotations

from typing import Any

from game.engine.explanation import Explanation, _r, _rn
from game.engine.yangtze.pieces import LEADER_SEAT

from ..speaker import Speaker

LETTERS = "ABCD"


def kingdom_words(s: Speaker, kingdoms, seats, name: int, start: bool = False) -> Explanation:
    """The warring kingdom whose first cell is `name`, among a war event's `kingdoms` (its sides'
    first cells) with `seats` (the seats in each); `start`: it starts a sentence."""
    kingdoms = list(kingdoms)
    index = kingdoms.index(name) if name in kingdoms else -1
    mark = LETTERS[index % len(LETTERS)] if index >= 0 else "?"
    who = tuple(s.who_word(seat) for seat in seats[index]) if 0 <= index < len(seats) else ()
    if who:
        return _r("Kingdom {letter} ({who})", letter=mark, who=who) if start else \
            _r("kingdom {letter} ({who})", letter=mark, who=who)
    return _r("Kingdom {letter}", letter=mark) if start else _r("kingdom {letter}", letter=mark)


def kingdom_at(s: Speaker, state: Any, cell: int) -> Explanation | None:
    """The kingdom of the war being decided in `state` that a support or a winner names by
    `cell` (its first cell); None without a war (the instruction then names the cell)."""
    war = getattr(state, "war", None)
    if war is None or cell not in [side.name for side in war.sides]:
        return None
    seats = tuple(tuple(sorted({LEADER_SEAT[lid] for lid in side.leaders})) for side in war.sides)
    return kingdom_words(s, [side.name for side in war.sides], seats, cell)


def war_won(s: Speaker, event: Any) -> Explanation:
    """A `WarResolved`: the winner, the totals, and the red it must lose (none said as none:
    "it must lose 0 red" read as a misprint)."""
    strengths = dict(zip(event.kingdoms, event.strengths, strict=True))
    high = strengths[event.winner]
    low = max(v for k, v in strengths.items() if k != event.winner)
    kingdom = kingdom_words(s, event.kingdoms, event.seats, event.winner, start=True)
    if not event.losses:
        return _r("{kingdom} wins the war {high} to {low}; the losers had no strength, so it loses no red.",
                  kingdom=kingdom, high=high, low=low)
    return _rn("{kingdom} wins the war {high} to {low}; it must lose {count} red, its support first.",
               "{kingdom} wins the war {high} to {low}; it must lose {count} red, its support first.",
               event.losses, kingdom=kingdom, high=high, low=low)
