"""Yellow & Yangtze's goal kinds: the shared ones (but the war, whose events are
this game's own), the pagoda, the peasants' revolt and the blue chain."""

from __future__ import annotations

from typing import Any

from game.engine.yangtze.events import NO_BLACK
from game.engine.yangtze.pieces import BLUE

from .goals import SHARED, GoalKind, Measure, Tally


def _pagoda(tally: Tally, state: Any, arg: int) -> Measure:
    """Built at all; the points scored meanwhile, the pagoda's own included (as the
    monument in `tigris.py`)."""
    return Measure(tally.mine["PagodaBuilt"] > 0, sum(tally.points))


def _peasants(tally: Tally, state: Any, arg: int) -> Measure:
    """Rivals' leaders sent home by the player's peasants' revolts (left without a black tile)."""
    return Measure(tally.toppled_by[NO_BLACK] > 0, tally.toppled_by[NO_BLACK])


def _chain(tally: Tally, state: Any, arg: int) -> Measure:
    """The most blue tiles the player placed in one turn (a chain along the river)."""
    return Measure(True, tally.best_turn_tiles[BLUE])


GOALS: dict[str, GoalKind] = {
    **{name: kind for name, kind in SHARED.items() if name != "win war"},
    "pagoda": GoalKind("pagoda", None, _pagoda),
    "peasants": GoalKind("peasants", None, _peasants, unit="leaders"),
    "chain": GoalKind("chain", None, _chain, unit="tiles"),
}
