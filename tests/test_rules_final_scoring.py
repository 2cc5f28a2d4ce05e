"""Final scoring: treasures are wild points a player puts on their weakest
colours; players rank by their lowest colour, then the second lowest, and so
on; players equal in all four share the place."""

from __future__ import annotations

from itertools import product

from game.engine.tigris import events as ev
from tests.conftest import play, position


def _scored(scores: list[str], treasures: list[int], on_board: str = "L8"):
    """A position whose game ends at the end of seat 0's turn (one or two treasures left)."""
    return position(tiles={"red": on_board}, treasures=on_board, bag=40,
                    players=[{"hand": "red", "score": s, "treasures": t}
                             for s, t in zip(scores, treasures, strict=True)])


def test_the_books_final_scoring_example():
    # Raw points (black red blue green) and treasures that give the book's totals:
    # Lion puts his 3 treasures on blue (7 -> 10), Archer on red (6 -> 9), Potter on green.
    state = _scored(["10 10 11 18", "12 10 7 13", "22 6 17 11", "11 11 14 8"], [0, 3, 3, 3])
    events = play(state, "pass")
    assert state.final_scores() == [(10, 10, 11, 18), (12, 10, 10, 13), (22, 9, 17, 11),
                                    (11, 11, 14, 11)]
    # Potter first (weakest 11); Lion second (10, 10, then 12); Bull third (10, 10, then 11);
    # Archer last (9).
    assert state.ranking() == ((3,), (1,), (0,), (2,))
    assert events[-1] == ev.GameEnded("treasures", ((3,), (1,), (0,), (2,)))


def _best_by_brute_force(raw: tuple[int, ...], treasures: int) -> list[int]:
    best = None
    for split in product(range(treasures + 1), repeat=4):
        if sum(split) == treasures:
            key = sorted(r + s for r, s in zip(raw, split, strict=True))
            best = key if best is None or key > best else best
    return best


def test_treasures_go_where_they_raise_the_ranking_most():
    for raw in ((3, 5, 5, 9), (0, 0, 0, 0), (7, 2, 2, 8), (4, 4, 4, 4), (1, 9, 3, 6)):
        for treasures in range(6):
            state = _scored([" ".join(map(str, raw)), "0 0 0 0"], [treasures, 0])
            final = state.final_scores()[0]
            assert sum(final) == sum(raw) + treasures
            assert all(f >= r for f, r in zip(final, raw, strict=True))
            assert sorted(final) == _best_by_brute_force(raw, treasures), (raw, treasures)


def test_ties_break_on_the_next_lowest_colour_and_full_ties_share_a_place():
    state = _scored(["5 9 5 9", "5 6 9 9", "9 5 9 5", "5 5 8 30"], [0, 0, 0, 0])
    # Seat 1 (5 6 ...) beats seats 0 and 2 (5 5 9 9, equal in all four: they share),
    # who beat seat 3 (5 5 8 ...: the third lowest decides).
    assert state.ranking() == ((1,), (0, 2), (3,))


def test_a_shared_victory_after_treasures():
    state = _scored(["4 5 9 9", "9 9 5 5"], [1, 0])
    events = play(state, "pass")
    assert state.final_scores() == [(5, 5, 9, 9), (9, 9, 5, 5)]
    assert events[-1] == ev.GameEnded("treasures", ((0, 1),))
