"""A fingerprint of the computer players' decisions, to show that a change
meant to leave their play alone (a refactor, a speed-up) does.

    .venv/bin/python bench/decision_signature.py [--game tigris|yangtze] > after.json

For each level it plays seeded games of 2 and 3 players (iteration budgets,
searches in this process, so the decisions depend on nothing but the code)
and prints, as JSON, a hash of the decisions in order and their count.
Run it before and after the change and compare the two files.
"""

from __future__ import annotations

import argparse
import hashlib
import json

from ai import Budget, make_player, parallel
from game.engine import View, new_game
from game.games import GAMES

# level, budget, decisions played (enough to reach every kind the level answers)
LEVELS = (("random", None, 400), ("beginner", None, 400), ("casual", None, 120),
          ("strong", Budget(iterations=2), 40), ("expert", Budget(iterations=24), 16))


def signature(game: str) -> dict[str, str]:
    parallel.configure(0)
    out = {}
    for level, budget, limit in LEVELS:
        for players in (2, 3):
            seed = 11 + players
            state = new_game(game, players, seed)
            bots = [make_player(level, seed * 7919 + s) for s in range(players)]
            decisions = []
            while not state.is_over and len(decisions) < limit:
                action = bots[state.to_move].choose(View.of(state, state.to_move), budget, None)
                state.apply(action)
                decisions.append(str(action))
            digest = hashlib.sha256("\n".join(decisions).encode()).hexdigest()[:16]
            out[f"{level}-{players}"] = f"{digest} {len(decisions)}"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tigris", choices=GAMES)
    args = parser.parse_args()
    print(json.dumps(signature(args.game), sort_keys=True))


if __name__ == "__main__":
    main()
