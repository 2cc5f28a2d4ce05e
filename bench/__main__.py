"""The engine benchmark: `python -m bench` (or `python3 dev.py bench`).

Prints, for 2 and 4 players, medians over several rounds of:
* full random games per second (uniform random legal decisions, `step()`),
* decisions per second in those games,
* legal-decision generation time (`legal_actions()` plus `len()`, the cost
  a random player pays), and full materialisation (`list(...)`, the cost a
  search that looks at every move pays),
* copy time,
* `apply()` (checked, with events) against `step()`.

Options: `--games N` games per round (default 200), `--rounds R` (default 5),
`--profile` to print the top of a cProfile run instead.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.engine import Rng
from game.engine.tigris import State


def random_game(players: int, seed: int) -> tuple[State, int]:
    state = State.new_game(players, seed)
    rng = Rng(seed ^ 0x5EED)
    decisions = 0
    while not state.is_over:
        legal = state.legal_actions()
        state.step(legal[rng.below(len(legal))])
        decisions += 1
    return state, decisions


def sample_states(players: int, count: int, seed: int) -> list[State]:
    """States met in random games, for timing single operations."""
    out = []
    rng = Rng(seed)
    game = 0
    while len(out) < count:
        state = State.new_game(players, seed + game)
        game += 1
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


def fresh_legal(state: State):
    state._kingdoms = None  # measure generation with the kingdoms derived afresh
    return len(state.legal_actions())


def materialise(state: State):
    state._kingdoms = None
    return len(state.legal_actions().to_list())


def checked_game(players: int, seed: int) -> int:
    state = State.new_game(players, seed)
    rng = Rng(seed ^ 0x5EED)
    n = 0
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        n += 1
    return n


def run(games: int, rounds: int) -> None:
    for players in (2, 4):
        rates, dps = [], []
        for r in range(rounds):
            start = time.perf_counter()
            total = 0
            for g in range(games):
                total += random_game(players, 1000 * r + g)[1]
            elapsed = time.perf_counter() - start
            rates.append(games / elapsed)
            dps.append(total / elapsed)
        states = sample_states(players, 2000, 99)
        legal_us = time_per_call(fresh_legal, states) * 1e6
        full_us = time_per_call(materialise, states) * 1e6
        copy_us = time_per_call(lambda s: s.copy(), states) * 1e6
        start = time.perf_counter()
        checked = sum(checked_game(players, 7000 + g) for g in range(max(10, games // 10)))
        checked_dps = checked / (time.perf_counter() - start)
        print(f"{players} players: {statistics.median(rates):7.1f} random games/s "
              f"(median of {rounds} rounds of {games}; min {min(rates):.1f}, max {max(rates):.1f})")
        print(f"           {statistics.median(dps):9.0f} decisions/s with step(); "
              f"{checked_dps:.0f}/s with apply() (checked, events): ratio "
              f"{statistics.median(dps) / checked_dps:.2f}")
        print(f"           legal_actions() + len(): {legal_us:6.1f} µs; "
              f"every action materialised: {full_us:6.1f} µs; copy(): {copy_us:5.2f} µs")


def profile(games: int) -> None:
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    for g in range(games):
        random_game(4, g)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.profile:
        profile(args.games)
    else:
        run(args.games, args.rounds)


if __name__ == "__main__":
    main()
