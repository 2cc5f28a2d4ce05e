"""The summary of a tournament log (`tworivers tournament --log FILE`), also while it runs.

    .venv/bin/python bench/tally.py bench/results/expert-casual.jsonl [PLAYERS]
"""

from __future__ import annotations

import sys

from ai.tournament import load_log, summary_lines


def main(argv: list[str]) -> int:
    entrants, results = load_log(argv[0])
    if not results:
        print(f"{argv[0]}: no finished games yet")
        return 0
    players = int(argv[1]) if len(argv) > 1 else len(results[0].seating)
    elapsed = sum(sum(r.think) for r in results)
    lines = summary_lines(entrants, players, results, elapsed)
    lines[0] += " of thinking in total"
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
