"""Speed of the computer players (a benchmark, not a test: timings depend on the machine).

    .venv/bin/python bench/ai_speed.py [--positions N] [--seconds S] [--game tigris|yangtze] [--in-process]

For positions taken from seeded games it reports: the Expert's time to
answer with its default budget (must stay within the budget plus 100 ms) and
the lines (and paired worlds: two lines each) it played out on the process
pool; how long the Expert takes to
return after its cancel flag is set (must be under 100 ms); the other levels'
time per decision; and the evaluation's and sampler's rates. `--in-process`
searches in this process on one core, as a tournament's games do: how many
seconds there buy the worlds the window's budget buys on the pool.
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time

from positions import casual_positions  # bench/positions.py (these scripts run from bench/)

from ai import Budget, make_player, parallel
from ai.expert import DEFAULT_SECONDS
from ai.knowledge import knowledge_for
from ai.world import sample
from game.client.session import THINK_SECONDS
from game.engine import Rng, View
from game.games import GAMES

STRONG_SECONDS = THINK_SECONDS["strong"]


def positions(count: int, game: str) -> list[View]:
    return casual_positions(count, 300, lambda k: 15 + 12 * k, game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument("--game", default="tigris", choices=GAMES)
    parser.add_argument("--in-process", action="store_true", help="search on one core, as in a tournament")
    args = parser.parse_args()
    views = positions(args.positions, args.game)
    utilities = knowledge_for(views[0].public).utilities
    if args.in_process:
        parallel.configure(0)
    parallel.warm_up()
    pool = "yes" if parallel.pool_state() == "running" else "no (in process)"
    print(f"{args.game}: {len(views)} positions; pool: {pool}")

    answers, playouts = [], []
    for i, view in enumerate(views):
        player = make_player("expert", i)
        started = time.perf_counter()
        player.choose(view, Budget(seconds=args.seconds), None)
        answers.append(time.perf_counter() - started)
        playouts.append(player.last_playouts)
    print(f"expert, {args.seconds} s budget: answers in {statistics.mean(answers):.3f} s on average, "
          f"{max(answers):.3f} s at most (budget + {1000 * (max(answers) - args.seconds):.0f} ms); "
          f"{statistics.mean(playouts):.0f} playouts a decision ({statistics.mean(playouts) / 2:.0f} worlds; "
          f"fewest {min(playouts) / 2:.0f})")

    delays = []
    for i, view in enumerate(views):
        cancel = threading.Event()
        player = make_player("expert", 100 + i)
        worker = threading.Thread(target=player.choose, args=(view, Budget(seconds=30.0), cancel))
        worker.start()
        time.sleep(0.5)
        cancel.set()
        set_at = time.perf_counter()
        worker.join()
        delays.append(time.perf_counter() - set_at)
    print(f"expert cancellation: returns {1000 * statistics.mean(delays):.0f} ms after the flag on average, "
          f"{1000 * max(delays):.0f} ms at most")

    for level in ("beginner", "casual", "strong"):
        times = []
        for i, view in enumerate(views):
            started = time.perf_counter()
            make_player(level, i).choose(view, None, None)
            times.append(time.perf_counter() - started)
        print(f"{level}: {1000 * statistics.mean(times):.0f} ms a decision on average, "
              f"{1000 * max(times):.0f} ms at most")

    # Strong in the window: a time budget (`THINK_SECONDS`), worlds added while 60% of it is
    # left; the tournaments' default is 4 worlds.
    counts = []
    for i, view in enumerate(views):
        player = make_player("strong", 200 + i)
        player.choose(view, Budget(seconds=STRONG_SECONDS), None)
        if player.last_worlds:
            counts.append(player.last_worlds)
    if counts:
        print(f"strong, {STRONG_SECONDS} s budget (the window's): {statistics.mean(counts):.1f} worlds a "
              f"decision on average, fewest {min(counts)}, most {max(counts)} (of {len(views)} positions; "
              f"the others ask no choice between turns)")

    rng = Rng(1)
    worlds = [sample(views[0], rng) for _ in range(200)]
    started = time.perf_counter()
    for world in worlds * 5:
        world._kingdoms = None
        utilities(world)
    evals = 1000 / (time.perf_counter() - started)
    started = time.perf_counter()
    for _ in range(1000):
        sample(views[0], rng)
    samples = 1000 / (time.perf_counter() - started)
    print(f"evaluations: {evals:.0f}/s; sampled worlds: {samples:.0f}/s (one process)")


if __name__ == "__main__":
    main()
