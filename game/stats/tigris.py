"""Tigris & Euphrates' own counts for the statistics: treasures taken, monuments built
(the wonder of the variant counts as one), catastrophes placed. Its revolts and wars are
conflicts between two leaders, which the shared events tell (`game.stats`)."""

from __future__ import annotations

from typing import Any

from game.engine.events import Event
from game.engine.tigris.events import CatastrophePlaced, MonumentBuilt, TreasureTaken, WonderBuilt

from . import SeatStats, StatsHooks, register

TREASURES, MONUMENTS, CATASTROPHES = "treasures", "monuments", "catastrophes"


def observe(before: Any, after: Any, events: list[Event], seats: list[SeatStats]) -> None:
    for event in events:
        if isinstance(event, TreasureTaken):
            seats[event.seat].add(TREASURES)
        elif isinstance(event, MonumentBuilt | WonderBuilt):
            seats[event.seat].add(MONUMENTS)
        elif isinstance(event, CatastrophePlaced):
            seats[event.seat].add(CATASTROPHES)


register("tigris", StatsHooks((TREASURES, MONUMENTS, CATASTROPHES), observe))
