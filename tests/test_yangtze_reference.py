"""The Yellow & Yangtze referee (`tests/yangtze_reference.py`) on its own:
its map, its set-up and its own invariants over whole games. The rule
scenarios, run on the referee and on the engine alike, are in
`test_yangtze_rules.py`."""

from __future__ import annotations

import random

from tests.yangtze_reference import (
    CAPITALS,
    CELLS,
    NEIGHBOURS,
    RIVER,
    TRIANGLES,
    YANGTZE,
    YELLOW_RIVER,
    Referee,
    new_game_json,
)

# ---------------------------------------------------------------- the board

def test_the_map_matches_the_rules_lists():
    assert len(CELLS) == 216
    yellow_river = ("C2 D2 E2 F2 G2 C3 G3 C4 G4 N4 O4 P4 Q4 R4 C5 G5 M5 N5 Q5 A6 B6 G6 K6 L6 "
                    "G7 H7 I7 J7 K7")
    yangtze = "C9 D9 G9 H9 K9 L9 M9 P9 Q9 R9 A10 B10 D10 E10 F10 H10 I10 J10 M10 N10 O10 Q10 H11 I11"
    assert set(yellow_river.split()) == YELLOW_RIVER and len(YELLOW_RIVER) == 29
    assert set(yangtze.split()) == YANGTZE and len(YANGTZE) == 24
    assert len(RIVER) == 53
    assert CAPITALS == {"C7": "Qin", "F8": "Han", "L8": "Wei", "J4": "Zhao", "O2": "Yan", "P6": "Qi",
                        "J12": "Chu"}


def test_neighbours_follow_the_odd_and_even_row_formula():
    assert NEIGHBOURS["A1"] == {"B1", "A2"}
    assert NEIGHBOURS["C3"] == {"B3", "D3", "B2", "C2", "B4", "C4"}  # odd row: c-1, c
    assert NEIGHBOURS["C2"] == {"B2", "D2", "C1", "D1", "C3", "D3"}  # even row: c, c+1
    assert NEIGHBOURS["R12"] == {"Q12", "R11"}
    assert all(a in NEIGHBOURS[b] for a in CELLS for b in NEIGHBOURS[a])


def test_six_river_triangles():
    river = [t for t in TRIANGLES if set(t) <= RIVER]
    assert river == [("F2", "G2", "G3"), ("P4", "Q4", "Q5"), ("G6", "G7", "H7"), ("Q9", "R9", "Q10"),
                     ("H10", "I10", "I11"), ("H10", "H11", "I11")]
    for a, b, c in TRIANGLES:
        assert b in NEIGHBOURS[a] and c in NEIGHBOURS[a] and c in NEIGHBOURS[b]


def test_set_up():
    data = new_game_json(3, seed=4)
    assert data["tiles"]["black"] == sorted(CAPITALS, key=lambda x: (int(x[1:]), x[0]))
    assert len(data["bag"]) == 131 - 18 - 6
    assert [len(p["hand"]) for p in data["players"]] == [6, 6, 6] and len(data["board"]["market"]) == 6
    assert len(new_game_json(2, seed=4, short=True)["bag"]) == 131 - 24 - 12 - 6


def test_random_games_keep_the_referees_own_invariants():
    """Whole random games: every tile accounted for, no doubled colour at rest, every leader
    beside a black tile, each legal decision listed once, every game ends."""
    for seed in range(6):
        data = new_game_json(2 + seed % 3, seed, short=seed == 3)
        ref = Referee.from_json(data)
        total = ref.tile_count()
        rng = random.Random(seed)
        while not ref.over:
            options = ref.legal()
            assert len(options) == len(set(options))
            busy = [x for x in options if not x.startswith(("swap", "pass", "withdraw"))]
            ref.apply(rng.choice(busy or options))
            assert ref.tile_count() == total
            if ref.question is None:
                for kingdom in ref.kingdoms():
                    kinds = [kind for _, kind in ref.leaders_in(kingdom)]
                    assert len(kinds) == len(set(kinds))
            for seat in range(ref.n):
                assert all(ref.blacks_beside(cell) for cell in ref.leaders[seat].values())
        data = ref.to_json()
        assert data["legal"] == [] and data["to_move"] is None and "ranking" in data
