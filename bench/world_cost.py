"""What a paired world of the Expert's search costs in each game (a benchmark).

    .venv/bin/python bench/world_cost.py [--positions N] [--worlds W]

The Expert's budget in the window is time (2 s on both cores); tournaments
measure it with a fixed number of paired worlds instead, so that a result
does not depend on how busy the machine was. To say how many worlds the
window's budget buys in a game, this measures the processor time (not wall
time: the machine is shared) one core spends on a paired world, searching
in-process from two-player positions spread over whole games of Casual
players, for both games; the idle machine's count for Tigris & Euphrates
(`ai_speed.py --seconds 2`) then converts: a game whose worlds cost k times
as much gets 1/k times the worlds in the same time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ai import make_player, mcts, parallel
from game.engine import View, new_game
from game.games import GAMES


def positions(game: str, count: int, first_seed: int) -> list[View]:
    """Two-player positions at decisions 10, 30, 50, … of seeded Casual games."""
    out = []
    for k in range(count):
        state = new_game(game, 2, first_seed + k)
        bots = [make_player("casual", seat) for seat in range(2)]
        for _ in range(10 + 20 * k):
            if state.is_over:
                break
            state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
        while state.pending is not None and not state.is_over:
            state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
        if not state.is_over:
            out.append(View.of(state, state.to_move))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--worlds", type=int, default=30)
    args = parser.parse_args()
    parallel.configure(0)
    for game in GAMES:
        costs = []
        for i, view in enumerate(positions(game, args.positions, 900)):
            started = time.process_time()
            mcts.search(view, i, args.worlds, None)
            costs.append(1000 * (time.process_time() - started) / args.worlds)
        print(f"{game}: {statistics.mean(costs):.1f} ms of processor time a paired world "
              f"(median {statistics.median(costs):.1f}, {min(costs):.1f}–{max(costs):.1f}) "
              f"over {len(costs)} positions, {args.worlds} worlds each")


if __name__ == "__main__":
    main()
