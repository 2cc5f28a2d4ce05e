"""Tournaments between computer players: `tworivers tournament`.

    tworivers tournament --ai expert,casual --players 2 --games 200 --seed 1

Entrants are levels, each optionally with its own budget: `expert:300`
(iterations a decision) or `expert:0.3s` (seconds a decision); the others
get `--iterations` / `--seconds`.

Duplicate seeds: every seed is played once per seating, the lineup rotated
round the table, so each entrant gets every seat with the same deal (the
tiles and start player come from the seed alone). With as many entrants as
seats the lineup is the entrants; with more, every combination of them is a
lineup (a round robin). `--games` is rounded up to whole seeds.

Games run in parallel worker processes (one per core by default), each game
in one worker, so a searching player searches in its worker's process.

The summary gives per entrant: the share of games won (ties split), a 95%
confidence interval computed over seeds (the games of one seed are not
independent), the average result (the weakest colour after the wild points:
treasures, yellow points) and total points, decisions and time per
decision; with more than two distinct entrants, openskill (Plackett–Luce)
ratings (an entrant named for several seats of one game is placed by its
best seat).
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import multiprocessing
import os
import re
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from game.engine import View, new_game

from .base import Budget
from .levels import LEVELS, make_player


@dataclass(frozen=True)
class Entrant:
    label: str
    level: str
    budget: Budget


_BUDGET = re.compile(r"[0-9]{1,12}|(?:[0-9]{1,12}\.?[0-9]{0,12}|\.[0-9]{1,12})s")


def parse_entrants(text: str, default: Budget) -> list[Entrant]:
    """`expert:300,casual` → entrants; raise ValueError with a readable message."""
    out = []
    for word in (w.strip(" \t") for w in text.split(",")):  # ASCII spaces, as the notation
        if not word:
            continue
        level, colon, spec = word.partition(":")
        if level not in LEVELS:
            raise ValueError(f"unknown computer player {level!r} ({', '.join(LEVELS)})")
        budget = default
        if colon:
            try:
                # ASCII digits only, as everywhere on the command line ("٢", "1_000" and an
                # empty budget are mistakes, not numbers).
                if not _BUDGET.fullmatch(spec):
                    raise ValueError
                if spec.endswith("s"):
                    seconds = float(spec[:-1])
                    budget = Budget(seconds=seconds)
                    if not 0 < seconds < math.inf:  # also "nans" and "infs"
                        raise ValueError
                else:
                    iterations = int(spec)
                    budget = Budget(iterations=iterations)
                    if iterations < 1:
                        raise ValueError
            except ValueError:
                raise ValueError(f"{word!r}: a budget is a number of iterations (expert:300) or "
                                 "seconds (expert:0.5s)") from None
        out.append(Entrant(word, level, budget))
    if len(out) < 2:
        raise ValueError("a tournament needs at least two entrants (--ai A,B)")
    return out


def lineups(entrants: list[Entrant], players: int) -> list[tuple[int, ...]]:
    """Every seating to play on each seed: entrant indices per seat."""
    if len(entrants) < players:
        raise ValueError(f"{len(entrants)} entrants for {players} seats: name one per seat "
                         "(a level may appear more than once)")
    groups = ([tuple(range(players))] if len(entrants) == players
              else list(itertools.combinations(range(len(entrants)), players)))
    out = []
    for group in groups:
        for shift in range(players):
            out.append(group[shift:] + group[:shift])
    return out


@dataclass(frozen=True)
class GameTask:
    number: int
    seed: int
    seating: tuple[int, ...]
    entrants: tuple[Entrant, ...]
    game: str = "tigris"
    board: str | None = None  # the game's first map when None
    options: tuple[tuple[str, Any], ...] = ()  # the game's settings (`short`)


@dataclass
class GameResult:
    number: int
    seed: int
    seating: tuple[int, ...]
    finals: list[tuple[int, ...]]
    ranking: list[list[int]]
    decisions: list[int]
    think: list[float]
    slowest: list[float]
    turns: int
    end: str
    error: str | None = None


def play_game(task: GameTask) -> GameResult:
    """One whole game (top level, for the worker processes)."""
    n = len(task.seating)
    state = new_game(task.game, n, task.seed, task.board, **dict(task.options))
    players = []
    for seat, index in enumerate(task.seating):
        players.append(make_player(task.entrants[index].level, task.seed * 7919 + seat * 104729 + index))
    decisions = [0] * n
    think = [0.0] * n
    slowest = [0.0] * n
    error = None
    while not state.is_over:
        seat = state.to_move
        entrant = task.entrants[task.seating[seat]]
        started = time.perf_counter()
        action = players[seat].choose(View.of(state, seat), entrant.budget, None)
        spent = time.perf_counter() - started
        think[seat] += spent
        slowest[seat] = max(slowest[seat], spent)
        decisions[seat] += 1
        try:
            state.apply(action)
        except Exception as problem:  # an illegal decision is a bug to report, not a crash
            error = f"seat {seat} ({entrant.label}) chose {action}: {problem}"
            break
    return GameResult(task.number, task.seed, task.seating,
                      [tuple(f) for f in state.final_scores()],
                      [list(g) for g in state.ranking()] if state.is_over else [],
                      decisions, think, slowest, state.turn + 1, state.end_reason or "error", error)


def _init_worker() -> None:
    from . import parallel

    parallel.configure(0)  # the games are parallel already: search in the game's process


@dataclass
class Standing:
    label: str
    games: int = 0
    credit: float = 0.0
    result_sum: float = 0.0
    total_sum: float = 0.0
    decisions: int = 0
    think: float = 0.0
    slowest: float = 0.0
    per_seed: dict[int, list[float]] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.credit / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """95% confidence interval of the win rate, from the per-seed means."""
        means = [sum(v) / len(v) for v in self.per_seed.values()]
        k = len(means)
        wilson = _wilson(self.credit, self.games)
        if k < 2:
            return wilson
        mean = sum(means) / k
        var = sum((m - mean) ** 2 for m in means) / (k - 1)
        half = 1.96 * math.sqrt(var / k)
        # The per-seed interval collapses when every seed went the same way: keep the wider.
        return min(wilson[0], max(0.0, mean - half)), max(wilson[1], min(1.0, mean + half))


def _wilson(wins: float, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def standings(entrants: list[Entrant], results: list[GameResult]) -> list[Standing]:
    table = [Standing(e.label) for e in entrants]
    for r in sorted(results, key=lambda r: r.number):
        if r.error:
            continue
        winners = r.ranking[0]
        for seat, index in enumerate(r.seating):
            s = table[index]
            credit = 1.0 / len(winners) if seat in winners else 0.0
            s.games += 1
            s.credit += credit
            s.per_seed.setdefault(r.seed, []).append(credit)
            s.result_sum += min(r.finals[seat])
            s.total_sum += sum(r.finals[seat])
            s.decisions += r.decisions[seat]
            s.think += r.think[seat]
            s.slowest = max(s.slowest, r.slowest[seat])
    return table


def ratings(entrants: list[Entrant], results: list[GameResult]) -> list[tuple[str, float, float]]:
    """openskill Plackett–Luce ratings (mu, sigma), games taken in order."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    rated = {e.label: model.rating(name=e.label) for e in entrants}
    for r in sorted(results, key=lambda r: r.number):
        if r.error:
            continue
        # Each entrant once per game, placed by its best seat.
        place: dict[str, int] = {}
        for rank, group in enumerate(r.ranking):
            for seat in group:
                label = entrants[r.seating[seat]].label
                place.setdefault(label, rank)
        if len(place) < 2:
            continue
        labels = list(place)
        new = model.rate([[rated[label]] for label in labels], ranks=[place[label] for label in labels])
        for label, team in zip(labels, new, strict=True):
            rated[label] = team[0]
    return sorted(((label, r.mu, r.sigma) for label, r in rated.items()), key=lambda t: -t[1])


def summary_lines(entrants: list[Entrant], players: int, results: list[GameResult],
                  elapsed: float) -> list[str]:
    errors = [r for r in results if r.error]
    played = len(results) - len(errors)
    seeds = len({r.seed for r in results})
    lines = [f"{played} games ({seeds} seeds, seats rotated), {players} players, {elapsed:.0f} s"]
    if errors:
        lines.append(f"{len(errors)} games stopped by an illegal decision:")
        lines += [f"  game {r.number}: {r.error}" for r in errors]
    par = 1.0 / players
    lines.append(f"{'entrant':<16} {'games':>5} {'win rate':>9} {'95% CI':>15} {'result':>7} "
                 f"{'points':>7} {'ms/decision':>12} {'slowest':>8}")
    for s in standings(entrants, results):
        low, high = s.interval()
        per = 1000 * s.think / s.decisions if s.decisions else 0.0
        lines.append(f"{s.label:<16} {s.games:>5} {100 * s.win_rate:>8.1f}% "
                     f"{f'{100 * low:.1f}–{100 * high:.1f}%':>15} "
                     f"{s.result_sum / max(1, s.games):>7.1f} {s.total_sum / max(1, s.games):>7.1f} "
                     f"{per:>12.0f} {s.slowest:>7.2f}s")
    lines.append(f"(win rate: share of games won, ties split; par is {100 * par:.0f}%; result: weakest "
                 "colour after wild points)")
    if len({e.label for e in entrants}) > 2:
        lines.append("openskill (Plackett–Luce) ratings:")
        for label, mu, sigma in ratings(entrants, results):
            lines.append(f"  {label:<16} mu {mu:6.2f}  sigma {sigma:5.2f}  ordinal {mu - 3 * sigma:6.2f}")
    return lines


def run_tournament(entrants: list[Entrant], players: int, games: int, seed: int, jobs: int | None = None,
                   board: str | None = None, log_path: str | None = None,
                   progress: Callable[[str], None] | None = print, game: str = "tigris",
                   options: dict | None = None) -> tuple[list[GameResult], list[str]]:
    """Play the tournament; return the results and the summary lines."""
    seatings = lineups(entrants, players)
    seeds = max(1, -(-games // len(seatings)))  # whole numbers: --games may be too large for a float
    tasks = schedule(entrants, seatings, seeds, seed, game, board, tuple(sorted((options or {}).items())))
    jobs = jobs or os.cpu_count() or 1
    started = time.perf_counter()
    results: list[GameResult] = []
    log = open(log_path, "w", encoding="utf-8") if log_path else None  # noqa: SIM115
    try:
        if jobs <= 1:
            _init_worker()
            outcomes = (play_game(task) for task in tasks)
            for result in outcomes:
                _record(result, entrants, results, log, progress)
        else:
            context = multiprocessing.get_context("spawn")
            with ProcessPoolExecutor(max_workers=jobs, mp_context=context,
                                     initializer=_init_worker) as pool:
                try:
                    for result in _played_in_pool(pool, tasks, 2 * jobs):
                        _record(result, entrants, results, log, progress)
                except BaseException:  # a closed pipe, a full disk, Ctrl+C: stop now, not after every game
                    _stop_pool(pool)
                    raise
        lines = summary_lines(entrants, players, results, time.perf_counter() - started)
        if log:
            _write_log(log, json.dumps({"summary": lines}) + "\n")
    finally:
        if log:
            with contextlib.suppress(OSError):  # every line was flushed (`_write_log`) or failed already
                log.close()
    return results, lines


def schedule(entrants: list[Entrant], seatings: list[tuple[int, ...]], seeds: int, seed: int,
             game: str = "tigris", board: str | None = None,
             options: tuple[tuple[str, object], ...] = ()) -> Iterator[GameTask]:
    """The games to play, made one at a time as they are started (so `--games 1000000000`
    never holds a billion tasks): every seating on seed `seed`, then on the next seed, …"""
    number = 0
    for i in range(seeds):
        for seating in seatings:
            number += 1
            yield GameTask(number, seed + i, seating, tuple(entrants), game, board, options)


def _played_in_pool(pool: ProcessPoolExecutor, tasks: Iterator[GameTask], window: int
                    ) -> Iterator[GameResult]:
    """Results in the order games finish, with at most `window` games handed to the
    pool at a time."""
    pending = {pool.submit(play_game, task) for task in itertools.islice(tasks, window)}
    while pending:
        done, pending = wait(pending, return_when=FIRST_COMPLETED)
        for future in done:
            yield future.result()
            task = next(tasks, None)
            if task is not None:
                pending.add(pool.submit(play_game, task))


def _stop_pool(pool: ProcessPoolExecutor) -> None:
    """Drop the games not started and end the ones being played."""
    pool.shutdown(wait=False, cancel_futures=True)
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        with contextlib.suppress(Exception):
            process.terminate()


def _write_log(log, text: str) -> None:
    """A line of the `--log` file, on disk now; an error names the file."""
    try:
        log.write(text)
        log.flush()
    except OSError as error:
        raise OSError(error.errno, error.strerror, log.name) from None


def load_log(path: str) -> tuple[list[Entrant], list[GameResult]]:
    """Entrants and results from a `--log` file (also one still being written)."""
    entrants: list[Entrant] = []
    results = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            data = json.loads(line)
            if "summary" in data:
                continue
            labels = data.pop("labels")
            if not entrants:
                entrants = [Entrant(label, label.partition(":")[0], Budget()) for label in labels]
            data["seating"] = tuple(data["seating"])
            data["finals"] = [tuple(f) for f in data["finals"]]
            results.append(GameResult(**data))
    return entrants, results


def _record(result: GameResult, entrants: list[Entrant], results: list[GameResult], log,
            progress: Callable[[str], None] | None) -> None:
    results.append(result)
    if log:
        _write_log(log, json.dumps({**result.__dict__, "labels": [e.label for e in entrants]}) + "\n")
    if progress:
        names = [entrants[i].label for i in result.seating]
        order = " > ".join("=".join(names[s] + f"({s})" for s in g) for g in result.ranking)
        finals = ", ".join("/".join(map(str, f)) for f in result.finals)
        progress(f"game {result.number}: seed {result.seed}, {order}; final {finals}"
                 + (f"; ERROR {result.error}" if result.error else ""))
