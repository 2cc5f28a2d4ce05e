"""Measured support (a variant, "Measured support" in the rulings): committing nothing is
always allowed; the attacker commits enough to exceed the defender's base, any such
count it holds; the defender exactly what ties the attack, when it is at least one and
held; in revolts and wars alike, nothing else changed."""

from __future__ import annotations

from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, RED
from tests.conftest import c, hands, leaders, legal, play, position, reason, scores, tiles

MEASURED = "measured-support"


def _revolt(variants: str = MEASURED, attacker_red: int = 5, defender_red: int = 3):
    # Seat 1's priest on H5 beside three temples (H4 G5 I5); seat 0's priest arrives on J5
    # beside one (I5): the rulings' example.
    return position(tiles={"red": "H4 G5 I5"}, variants=variants, far_treasures=True,
                    players=[{"hand": ["red"] * attacker_red},
                             {"hand": ["red"] * defender_red, "leaders": "priest H5"}])


def test_the_rulings_example_attacker_nothing_or_enough_to_exceed_then_the_defender_exactly_ties():
    state = _revolt()
    play(state, "leader priest J5")
    assert (state.pending, state.to_move) == ("commit", 0)
    assert legal(state) == {"commit 0", "commit 3", "commit 4", "commit 5"}
    assert reason(state, "commit 2") == ("measured support: the attacker commits nothing or at least 3, "
                                         "enough to exceed the defender's 3")
    play(state, "commit 4")
    assert legal(state) == {"commit 0", "commit 2"}
    assert reason(state, "commit 1") == ("measured support: the defender commits nothing or exactly 2, "
                                         "which ties the attack")
    assert reason(state, "commit 3") == ("measured support: the defender commits nothing or exactly 2, "
                                         "which ties the attack")
    events = play(state, "commit 2")
    # A tie goes to the defender; committed tiles are discarded; one red point.
    assert ev.ConflictResolved(ev.REVOLT, RED, 1, 0, 5, 5) in events
    assert leaders(state) == {(1, "priest"): "H5"}
    assert scores(state) == [(0, 0, 0, 0), (0, 1, 0, 0)]
    assert hands(state) == [(0, 1, 0, 0), (0, 1, 0, 0)]
    assert state.discarded[RED] == 6


def test_without_the_variant_every_count_is_allowed():
    state = _revolt(variants="")
    play(state, "leader priest J5")
    assert legal(state) == {f"commit {n}" for n in range(6)}
    play(state, "commit 4")
    assert legal(state) == {"commit 0", "commit 1", "commit 2", "commit 3"}


def test_an_attacker_already_stronger_may_commit_any_count():
    # Seat 1's priest on K5 beside one temple (K4).
    state = position(tiles={"red": "I5 J4 J6 K4"}, variants=MEASURED, far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red", "leaders": "priest K5"}])
    play(state, "leader priest J5")  # beside I5 J4 J6: 3 against K4's 1
    assert legal(state) == {"commit 0", "commit 1", "commit 2"}


def test_a_defender_short_of_tiles_or_already_level_can_only_commit_nothing():
    state = _revolt(defender_red=1)
    play(state, "leader priest J5", "commit 4")
    assert legal(state) == {"commit 0"}  # the tie needs 2; it holds 1
    assert state.is_forced()
    state = _revolt()
    play(state, "leader priest J5", "commit 0")  # 1 against a base of 3
    assert legal(state) == {"commit 0"}
    assert reason(state, "commit 1") == "measured support: the defender already holds the attack; commit 0"


def test_a_war_is_measured_too_and_then_fought_as_usual():
    # Seat 0's king on G5 (temple G4), black F5 on its side; seat 1's king on I5 (temple I4),
    # black J5 K5 L5. Black on H5 joins them: a war of kings, 1 against 3.
    state = position(tiles={"red": "G4 I4", "black": "F5 J5 K5 L5"}, variants=MEASURED,
                     far_treasures=True,
                     players=[{"hand": "black black black black black", "leaders": "king G5"},
                              {"hand": "black black", "leaders": "king I5"}])
    play(state, "tile black H5")
    assert (state.pending, state.to_move) == ("commit", 0)
    assert legal(state) == {"commit 0", "commit 3", "commit 4"}
    play(state, "commit 3")
    assert (state.to_move, legal(state)) == (1, {"commit 0", "commit 1"})
    events = play(state, "commit 1")
    assert ev.ConflictResolved(ev.WAR, BLACK, 1, 0, 4, 4) in events
    assert ev.TilesRemoved(BLACK, (c("F5"),)) in events
    assert scores(state) == [(0, 0, 0, 0), (2, 0, 0, 0)]
    assert tiles(state)["black"] == {"H5", "J5", "K5", "L5"}
