"""What every game's evaluation shares: the soft minimum of a seat's colours,
wild points poured into its weakest colours, and turning the seats' values
into win chances.

A seat's result in both games is its weakest colour after its wild points
(treasures, yellow points) are added where they help most, so each game's
evaluation projects the colours, fills them with the wild points
(`assign_wild`) and takes a smoothed minimum (`softmin`); `win_chances`
makes the values comparable across seats and games.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def softmin(values: list[float], temperature: float) -> float:
    low = min(values)
    exp = math.exp
    total = 0.0
    for v in values:
        total += exp(-(v - low) / temperature)
    return low - temperature * math.log(total)


def assign_wild(values: list[float], wild: float) -> list[float]:
    """Pour `wild` points into the weakest colours (water filling)."""
    out = sorted(values)
    k = len(out)
    i = 0
    while wild > 1e-9:
        # Raise the lowest i+1 colours together up to the next level.
        while i + 1 < k and out[i + 1] <= out[0] + 1e-12:
            i += 1
        width = i + 1
        gap = (out[i + 1] - out[0]) if i + 1 < k else float("inf")
        step = min(gap, wild / width)
        for j in range(width):
            out[j] += step
        wild -= step * width
    return out


def final_utilities(state: Any) -> list[float]:
    """Win shares of a finished game: the winners split one."""
    winners = state.ranking()[0]
    share = 1.0 / len(winners)
    return [share if seat in winners else 0.0 for seat in range(state.n)]


def value_spread(turns: float) -> float:
    """How many points of projected lead make e times the win odds, with `turns` left."""
    return 1.2 + 0.25 * turns


def win_chances(values: list[float], turns: float) -> list[float]:
    """Estimated win chances from the seats' projected results, adding up to
    one: a logistic of the lead for two seats, a softmax for more, whose
    spread shrinks as the `turns` left (each seat's) run out."""
    spread = value_spread(turns)
    if len(values) == 2:
        u = sigmoid((values[0] - values[1]) / spread)
        return [u, 1.0 - u]
    top = max(values)
    weights = [math.exp((v - top) / spread) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


class ValueCache:
    """Seat values already computed, looked up by the state's content.

    A search evaluates the same position many times over (two tiles placed in
    either order, a line a sibling already played out): about 45% of the
    Expert's evaluations in Yellow & Yangtze. Each game's key holds everything
    its evaluation reads, the regions' order included (the evaluation adds up
    kingdom by kingdom, and a float sum depends on its order), so a hit
    returns exactly what computing again would: no decision changes. The
    values are shared, not copied: callers only read them. Bounded by
    `limit` entries (emptied when full: the hits come from the same search).
    """

    def __init__(self, limit: int = 20000) -> None:
        self.limit = limit
        self.entries: dict[tuple, list[float]] = {}
        self.board: Any = None  # entries hold for one board (held here, so its id is never reused)

    def values(self, state: Any, key: tuple, compute: Any) -> list[float]:
        entries = self.entries
        if state.board is not self.board:
            entries.clear()
            self.board = state.board
        values = entries.get(key)
        if values is None:
            if len(entries) >= self.limit:
                entries.clear()
            values = entries[key] = compute(state)
        return values


def cached_utilities(seat_values: Callable[[Any], list[float]], state_key: Callable[[Any], tuple],
                     turns_left: Callable[[Any], float], horizon: float, over: int,
                     cache: ValueCache) -> Callable[..., list[float]]:
    """A game's `utilities(state, values=None)`: the estimated win chances per seat,
    adding up to one — the final ones once the phase is `over`, else from the seat
    values (given, or computed through `cache`) and the turns left, at most `horizon`.
    Every game's evaluation ends so; its own part is `seat_values` and the key."""

    def utilities(state: Any, values: list[float] | None = None) -> list[float]:
        if state.phase == over:
            return final_utilities(state)
        if values is None:
            values = cache.values(state, state_key(state), seat_values)
        return win_chances(values, min(turns_left(state), horizon))

    return utilities
