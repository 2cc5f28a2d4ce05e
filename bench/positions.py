"""Positions for the AI benchmarks: seeded games of Casual players, stopped part-way."""

from __future__ import annotations

from collections.abc import Callable

from ai import make_player
from game.engine import View, new_game


def casual_positions(count: int, first_seed: int, decisions: Callable[[int], int],
                     game: str = "tigris") -> list[View]:
    """The view of the seat to move in `count` games (2, 3, 4 players in turn,
    seeds from `first_seed`) after `decisions(k)` decisions of game k and any
    conflict or choice then in progress; games that end first are left out."""
    out = []
    for k in range(count):
        state = new_game(game, 2 + k % 3, first_seed + k)
        bots = [make_player("casual", seat) for seat in range(state.n)]
        for _ in range(decisions(k)):
            if state.is_over:
                break
            state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
        while state.pending is not None and not state.is_over:
            state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
        if not state.is_over:
            out.append(View.of(state, state.to_move))
    return out
