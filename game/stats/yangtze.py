"""Yellow & Yangtze's own counts for the statistics: pagodas built, market picks,
peasants' revolts; and its wars, which are fought between kingdoms, not two leaders
(`WarResolved` names the winning kingdom): each seat with a leader of a doubled colour
in a warring kingdom fought it, as the attacker when it was the active player (who
joined the kingdoms), else as a defender, and won it when that kingdom won."""

from __future__ import annotations

from typing import Any

from game.engine.events import WAR, Event
from game.engine.yangtze.events import MarketTaken, PagodaBuilt, PeasantsRevolt, WarResolved
from game.engine.yangtze.pieces import LEADER_COLOUR, LEADER_SEAT

from . import ATTACKER, DEFENDER, SeatStats, StatsHooks, register

PAGODAS, MARKET, PEASANTS = "pagodas", "market picks", "peasants' revolts"


def observe(before: Any, after: Any, events: list[Event], seats: list[SeatStats]) -> None:
    for event in events:
        if isinstance(event, PagodaBuilt):
            seats[event.seat].add(PAGODAS)
        elif isinstance(event, MarketTaken):
            seats[event.seat].add(MARKET)
        elif isinstance(event, PeasantsRevolt):
            seats[event.seat].add(PEASANTS)
        elif isinstance(event, WarResolved):
            _count_war(before, event, seats)


def _count_war(before: Any, event: WarResolved, seats: list[SeatStats]) -> None:
    war = before.war  # the war as it stood before the decision that ended it
    if war is None:
        return
    winners: set[int] = set()
    fighters: set[int] = set()
    for side in war.sides:
        for lid in side.leaders:
            if (war.doubled >> LEADER_COLOUR[lid]) & 1:
                fighters.add(LEADER_SEAT[lid])
                if side.name == event.winner:
                    winners.add(LEADER_SEAT[lid])
    for seat in sorted(fighters):
        if seat < len(seats):
            seats[seat].fight(WAR, ATTACKER if seat == before.active else DEFENDER, seat in winners)


register("yangtze", StatsHooks((PAGODAS, MARKET, PEASANTS), observe))
