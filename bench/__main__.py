"""The engine benchmark: `python -m bench` (or `python3 dev.py bench`).

Prints, for both games and for 2 and 4 players, medians over several rounds of:
* full random games per second (uniform random legal decisions, `step()`),
* decisions per second in those games,
* legal-decision generation time (`legal_actions()` plus `len()`, the cost
  a random player pays), and full materialisation (`list(...)`, the cost a
  search that looks at every move pays),
* copy time,
* `apply()` (checked, with events) against `step()`;

then the ratio of Yellow & Yangtze's random 4-player games a second to
Tigris & Euphrates', measured in the same run (the engine family's target:
at least 0.75).

Options: `--games N` games per round (default 200), `--rounds R` (default 5),
`--game tigris|yangtze` (default both), `--profile` to print the top of a
cProfile run instead (of the first game asked for).
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.engine import Rng, new_game
from game.games import GAMES


def random_game(players: int, seed: int, game: str = "tigris"):
    state = new_game(game, players, seed)
    rng = Rng(seed ^ 0x5EED)
    decisions = 0
    while not state.is_over:
        legal = state.legal_actions()
        state.step(legal[rng.below(len(legal))])
        decisions += 1
    return state, decisions


def sample_states(players: int, count: int, seed: int, game: str = "tigris") -> list:
    """States met in random games, for timing single operations."""
    out = []
    rng = Rng(seed)
    number = 0
    while len(out) < count:
        state = new_game(game, players, seed + number)
        number += 1
        while not state.is_over and len(out) < count:
            legal = state.legal_actions()
            if rng.below(4) == 0:
                out.append(state.copy())
            state.step(legal[rng.below(len(legal))])
    return out


def time_per_call(fn, items, repeat: int = 3) -> float:
    best = []
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best.append((time.perf_counter() - start) / len(items))
    return statistics.median(best)


def fresh_legal(state):
    state._kingdoms = None  # measure generation with the kingdoms derived afresh
    return len(state.legal_actions())


def materialise(state):
    state._kingdoms = None
    return len(state.legal_actions().to_list())


def checked_game(players: int, seed: int, game: str = "tigris") -> int:
    state = new_game(game, players, seed)
    rng = Rng(seed ^ 0x5EED)
    n = 0
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        n += 1
    return n


def run(games: int, rounds: int, which: tuple[str, ...] = GAMES) -> None:
    four_player: dict[str, float] = {}
    for game in which:
        print(game)
        for players in (2, 4):
            rates, dps = [], []
            for r in range(rounds):
                start = time.perf_counter()
                total = 0
                for g in range(games):
                    total += random_game(players, 1000 * r + g, game)[1]
                elapsed = time.perf_counter() - start
                rates.append(games / elapsed)
                dps.append(total / elapsed)
            if players == 4:
                four_player[game] = statistics.median(rates)
            states = sample_states(players, 2000, 99, game)
            legal_us = time_per_call(fresh_legal, states) * 1e6
            full_us = time_per_call(materialise, states) * 1e6
            copy_us = time_per_call(lambda s: s.copy(), states) * 1e6
            start = time.perf_counter()
            checked = sum(checked_game(players, 7000 + g, game) for g in range(max(10, games // 10)))
            checked_dps = checked / (time.perf_counter() - start)
            print(f"{players} players: {statistics.median(rates):7.1f} random games/s "
                  f"(median of {rounds} rounds of {games}; min {min(rates):.1f}, max {max(rates):.1f})")
            print(f"           {statistics.median(dps):9.0f} decisions/s with step(); "
                  f"{checked_dps:.0f}/s with apply() (checked, events): ratio "
                  f"{statistics.median(dps) / checked_dps:.2f}")
            print(f"           legal_actions() + len(): {legal_us:6.1f} µs; "
                  f"every action materialised: {full_us:6.1f} µs; copy(): {copy_us:5.2f} µs")
    if len(four_player) == 2:
        print(f"yangtze / tigris, random 4-player games a second: "
              f"{four_player['yangtze'] / four_player['tigris']:.2f}")


def profile(games: int, game: str) -> None:
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    for g in range(games):
        random_game(4, g, game)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--game", choices=GAMES, default=None)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    which = (args.game,) if args.game else GAMES
    if args.profile:
        profile(args.games, which[0])
    else:
        run(args.games, args.rounds, which)


if __name__ == "__main__":
    main()
