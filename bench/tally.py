"""The summary of tournament logs (`tworivers tournament --log FILE`), also while one runs.

    .venv/bin/python bench/tally.py LOG [LOG ...] [--players N]

Several logs of the same entrants on different seeds (a long match run in
parts, `--seed` apart) are summed as one match; a seed in two logs is refused,
as it would count one deal twice.
"""

from __future__ import annotations

import sys

from ai.tournament import load_log


def load_logs(paths: list[str]):
    """Entrants and results of logs with the same entrants and no seed in common."""
    entrants, results, seeds = None, [], set()
    for path in paths:
        these, found = load_log(path)
        if not found:
            continue
        labels = [e.label for e in these]
        if entrants is not None and labels != [e.label for e in entrants]:
            raise ValueError(f"{path}: entrants {labels} differ from the first log's")
        entrants = entrants or these
        mine = {r.seed for r in found}
        if mine & seeds:
            raise ValueError(f"{path}: seeds {sorted(mine & seeds)[:5]} are in an earlier log too")
        seeds |= mine
        results.extend(found)
    return entrants or [], results


def main(argv: list[str]) -> int:
    from ai.tournament import summary_lines

    players = None
    if "--players" in argv:
        at = argv.index("--players")
        players = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2:]
    if not argv:
        print("usage: bench/tally.py LOG [LOG ...] [--players N]", file=sys.stderr)
        return 2
    try:
        entrants, results = load_logs(argv)
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"tally: {error}", file=sys.stderr)
        return 2
    if not results:
        print(f"{' '.join(argv)}: no finished games yet")
        return 0
    players = players or len(results[0].seating)
    elapsed = sum(sum(r.think) for r in results)
    lines = summary_lines(entrants, players, results, elapsed)
    lines[0] += " of thinking in total"
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
