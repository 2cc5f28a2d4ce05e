"""The small strength check CI keeps: a few duplicate-seed games (the same
deal with the seats swapped) at fixed iteration budgets, so the outcome is
deterministic. The full measurements are tournaments (docs/ai.md)."""

from __future__ import annotations

from ai import Budget
from ai.tournament import parse_entrants, run_tournament


def win_rate(ai: str, games: int, seed: int, game: str = "tigris") -> float:
    entrants = parse_entrants(ai, Budget(iterations=8))
    results, _ = run_tournament(entrants, 2, games, seed, jobs=1, progress=None, game=game)
    assert not [r.error for r in results if r.error]
    credit = 0.0
    for r in results:
        winners = r.ranking[0]
        for seat, index in enumerate(r.seating):
            if index == 0 and seat in winners:
                credit += 1 / len(winners)
    return credit / len(results)


def test_beginner_beats_random() -> None:
    assert win_rate("beginner,random", 6, 700) == 1.0


def test_casual_beats_beginner() -> None:
    assert win_rate("casual,beginner", 2, 711) == 1.0


def test_expert_beats_beginner() -> None:
    assert win_rate("expert,beginner", 2, 721) == 1.0


def test_yangtze_beginner_beats_random() -> None:
    assert win_rate("beginner,random", 6, 700, "yangtze") == 1.0


def test_yangtze_casual_beats_beginner() -> None:
    assert win_rate("casual,beginner", 4, 711, "yangtze") == 1.0


def test_yangtze_expert_beats_casual() -> None:
    assert win_rate("expert,casual", 2, 721, "yangtze") == 1.0
