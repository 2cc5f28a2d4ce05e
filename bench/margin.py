"""The mean result margin of the first entrant of a tournament log over the others.

    .venv/bin/python bench/margin.py LOG [LOG ...]

A win rate throws away by how much a game was won; with few games the
margin (the first entrant's result minus the second's — with more players,
minus the mean of the others' — the result being the
weakest colour after the wild points: treasures, yellow points) tells more. The games of one seed (the same
deal, seats swapped) are averaged first, so the interval (Student's t, 95%)
is over seeds, which are independent.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from collections import defaultdict

# Student's t, two-sided 95%, by degrees of freedom (beyond the table: 2.0).
T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262,
       10: 2.228, 11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110,
       18: 2.101, 19: 2.093, 20: 2.086, 25: 2.060, 30: 2.042, 40: 2.021, 60: 2.000}


def t95(df: int) -> float:
    known = [d for d in T95 if d <= df]
    return T95[max(known)] if known else T95[1]


def margins(*paths: str) -> tuple[list[str], list[float]]:
    """The entrants' labels and each complete seed's mean margin (the first minus the
    others' mean), over logs of the same entrants on different seeds."""
    per_seed: dict[int, list[float]] = defaultdict(list)
    seatings: dict[int, int] = defaultdict(int)
    labels: list[str] = []
    for path in paths:
        seen_before = set(per_seed)
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if '"seed"' not in line:
                    continue
                game = json.loads(line)
                if labels and game["labels"] != labels:
                    raise ValueError(f"{path}: entrants {game['labels']} differ from {labels}")
                labels = game["labels"]
                if game["seed"] in seen_before:
                    raise ValueError(f"{path}: seed {game['seed']} is in an earlier log too")
                if game.get("error"):
                    continue
                result = {entrant: min(game["finals"][seat]) for seat, entrant in enumerate(game["seating"])}
                others = [result[entrant] for entrant in range(1, len(labels))]
                per_seed[game["seed"]].append(result[0] - statistics.mean(others))
                seatings[game["seed"]] = len(game["seating"])
    return labels, [statistics.mean(m) for seed, m in sorted(per_seed.items()) if len(m) == seatings[seed]]


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: bench/margin.py LOG [LOG ...]", file=sys.stderr)
        return 2
    try:
        labels, seeds = margins(*argv)
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"{' '.join(argv)}: not tournament logs of the same entrants ({error})", file=sys.stderr)
        return 2
    if len(seeds) < 2:
        print(f"{' '.join(argv)}: fewer than two complete seeds", file=sys.stderr)
        return 2
    mean = statistics.mean(seeds)
    half = t95(len(seeds) - 1) * statistics.stdev(seeds) / math.sqrt(len(seeds))
    others = labels[1] if len(labels) == 2 else "the others' mean"
    print(f"{len(seeds)} complete seeds: {labels[0]} minus {others}, mean margin {mean:+.2f} "
          f"(95% CI {mean - half:+.2f} to {mean + half:+.2f}); "
          f"{sum(m > 0 for m in seeds)} seeds ahead, {sum(m < 0 for m in seeds)} behind")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
