"""How many different plans the Expert's root holds (a diagnostic, not a test).

    .venv/bin/python bench/root_plans.py [--positions N]

For positions from seeded games of Casual players (2, 3 and 4 players, early
to late), counts the different plans (`planning.plan_key`) among the lines
the Expert's root compares: the planner's ten best as they come (the root
before 2026-11-23) and the current root (`mcts.root_lines_in`).
"""

from __future__ import annotations

import argparse
import statistics

from positions import casual_positions  # bench/positions.py (these scripts run from bench/)

from ai import mcts
from ai.planning import Breadth, plan_key
from ai.tigris import KNOWLEDGE
from ai.tigris.planner import TurnPlanner
from ai.world import typical
from game.engine import Rng


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args()
    old, new = [], []
    for view in casual_positions(args.positions, 500, lambda k: 10 + (k * 7) % 120):
        world = typical(view, Rng(0))
        whole = world.actions_left == 2
        planner = TurnPlanner(view.seat, view.unseen, view.hand_sizes,
                              Breadth(first=30, expand=10 if whole else 0, second=20))
        planner.best(world.copy(), world.turn, 0)
        lines = planner.full_lines if whole and planner.full_lines else planner.lines[:10]
        old.append(len({plan_key(v, line) for v, line in lines}))
        new.append(len({plan_key(v, line) for v, line in mcts.root_lines_in(KNOWLEDGE, view, world,
                                                                      mcts.Settings())}))
    for name, counts in (("the planner's ten best", old), ("the root's lines", new)):
        print(f"{name}: different plans, median {statistics.median(counts)}, quartiles "
              f"{statistics.quantiles(counts, n=4)}, min {min(counts)}, max {max(counts)} "
              f"({len(counts)} positions)")


if __name__ == "__main__":
    main()
