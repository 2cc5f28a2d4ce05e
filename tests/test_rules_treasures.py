"""Treasures: after every action, a kingdom holding two or more treasures and a
trader: the trader's owner takes all but one, one decision per treasure,
special-border temples first, otherwise the owner's choice."""

from __future__ import annotations

from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, BLUE, GREEN, RED
from tests.conftest import c, legal, names, play, position, reason, scores


def test_the_books_treasure_example_lion_must_take_the_corner_treasure():
    """Kingdom {M5 N5 N6 O5}: Bull's farmer (N6), Lion's trader (M5), a treasure on N5.
    Region {P2 P3 P4}: the special-border temple P2 with its treasure. Lion's blue
    tile on P5 joins them: Bull scores blue, then Lion takes P2's treasure."""
    state = position(tiles={"red": "N5 P2 P3", "blue": "O5 P4"}, treasures="N5 P2",
                     far_treasures=True, active=1,
                     players=[{"hand": "red", "leaders": "farmer N6"},
                              {"hand": "blue red", "leaders": "trader M5"}])
    events = state.apply("tile blue P5")
    assert events == [ev.TilePlaced(1, BLUE, c("P5")), ev.Scored(0, BLUE, 1, "tile", c("P5"))]
    assert (state.to_move, state.pending) == (1, "treasure")
    assert legal(state) == {"treasure P2"}  # forced, but still asked
    assert reason(state, "treasure N5") == ("the treasure on N5 must wait: treasures on the "
                                            "special-border temples are taken first")
    assert reason(state, "treasure A1") == ("the treasure on A1 is not in the kingdom whose "
                                            "treasures are taken")
    assert reason(state, "treasure G7") == "there is no treasure on G7"
    assert reason(state, "pass") == 'seat 1 must take a treasure first ("treasure CELL")'
    assert state.apply("treasure P2") == [ev.TreasureTaken(1, c("P2"))]
    assert names(state.treasures) == {"N5", "A1", "C1", "A3"}
    assert state.treasures_taken == [0, 1]
    assert scores(state) == [(0, 0, 1, 0), (0, 0, 0, 0)]  # a treasure is not a point yet
    assert (state.to_move, state.pending, state.actions_left) == (1, None, 1)


def test_the_owner_chooses_and_takes_all_but_one_one_decision_each():
    # Seat 1's trader arrives beside a chain of three temples with treasures.
    state = position(tiles={"red": "G5 H5 I5"}, treasures="G5 H5 I5", active=1,
                     players=[{"hand": "red", "leaders": "king G4"}, {"hand": "red"}])
    events = state.apply("leader trader I4")
    assert events == [ev.LeaderPlaced(1, GREEN, c("I4"), -1)]
    assert (state.to_move, state.pending) == (1, "treasure")
    assert legal(state) == {"treasure G5", "treasure H5", "treasure I5"}
    play(state, "treasure H5")
    assert legal(state) == {"treasure G5", "treasure I5"}
    play(state, "treasure I5")
    assert names(state.treasures) == {"G5"}
    assert state.treasures_taken == [0, 2]
    assert (state.to_move, state.pending, state.actions_left) == (1, None, 1)


def test_special_border_treasures_go_first_even_two_of_them():
    # Column B from B2 to B8 (B4 and B7 are rivers, bridged by blue tiles).
    state = position(tiles={"red": "B2 B3 B5 B6 B8", "blue": "B4 B7"}, treasures="B2 B5 B8",
                     far_treasures=True, players=[{"hand": "red"}, {"hand": "red"}])
    play(state, "leader trader C5")
    assert legal(state) == {"treasure B2", "treasure B8"}
    play(state, "treasure B8")
    assert legal(state) == {"treasure B2"}
    play(state, "treasure B2")
    assert names(state.treasures) == {"B5", "A1", "C1", "A3"}


def test_the_trader_owner_decides_even_when_another_player_is_active():
    # Seat 0 joins the leaderless temple J5 (treasure) to seat 1's trader kingdom {G5 H5 G4}.
    state = position(tiles={"red": "G5 J5"}, treasures="G5 J5", far_treasures=True,
                     players=[{"hand": "red black"}, {"hand": "red", "leaders": "trader G4"}])
    assert state.apply("tile black I5") == [ev.TilePlaced(0, BLACK, c("I5"))]  # H5 still empty
    state.apply("tile red H5")
    assert (state.to_move, state.pending) == (1, "treasure")
    assert legal(state) == {"treasure G5", "treasure J5"}
    play(state, "treasure J5")
    assert state.treasures_taken == [0, 1]
    # The treasure decision was part of seat 0's second action: now the turn has passed.
    assert (state.active, state.to_move, state.pending) == (1, 1, None)


def test_treasures_are_taken_after_a_war_too():
    # Seat 0's tile on H5 joins {G4 G5} (seat 0's king and trader, treasure on G5) and
    # {I4 I5} (seat 1's king, treasure on I5): a war of kings, then the treasure.
    state = position(tiles={"red": "G5 I5 F6"}, treasures="G5 I5", far_treasures=True,
                     players=[{"hand": "black black", "leaders": "king G4 trader F5"},
                              {"hand": "red", "leaders": "king I4"}])
    play(state, "tile black H5")
    assert state.pending == "commit"
    play(state, "commit 1", "commit 0")
    assert (state.to_move, state.pending) == (0, "treasure")
    assert legal(state) == {"treasure G5", "treasure I5"}


def test_a_treasure_on_a_face_down_temple_can_still_be_taken():
    state = position(tiles={"red": "F5 J5"}, treasures="G5 J5", far_treasures=True,
                     monuments=[("red-blue", "G5", "red")],
                     players=[{"hand": "red", "leaders": "king F4"}, {"hand": "red"}])
    play(state, "tile red I5")  # joins J5 to the monument's kingdom: two treasures, no trader
    assert state.pending is None
    play(state, "leader trader F6")
    assert legal(state) == {"treasure G5", "treasure J5"}


def test_a_revolt_is_settled_before_the_treasures_of_its_kingdom_are_taken():
    # Seat 1's trader on H5 joins {G4 G5} (seat 0's trader, treasure G5) with the lone
    # temple I5 (treasure): a revolt of traders, 2 temples against 1, then the winner's take.
    state = position(tiles={"red": "G5 I5"}, treasures="G5 I5", far_treasures=True, active=1,
                     players=[{"hand": "blue", "leaders": "trader G4"}, {"hand": "blue"}])
    events = play(state, "leader trader H5")
    assert events[-1] == ev.ConflictStarted(ev.REVOLT, GREEN, 1, 0, c("H5"), c("G4"), 2, 1)
    play(state, "commit 0", "commit 0")
    assert (state.to_move, state.pending) == (1, "treasure")
    assert legal(state) == {"treasure G5", "treasure I5"}


def test_the_monument_decision_comes_before_the_treasures():
    # Seat 0's red tile on F5 joins the trader's kingdom {E4 E5} (treasure E5) to the region
    # {G5 F6 G6} (treasure G5) and completes the square F5-G6.
    state = position(tiles={"red": "E5 G5 F6 G6"}, treasures="E5 G5", far_treasures=True,
                     players=[{"hand": "red red", "leaders": "trader E4"}, {"hand": "red"}])
    events = state.apply("tile red F5")
    assert events == [ev.TilePlaced(0, RED, c("F5"))]  # no priest, no king: no point
    assert (state.to_move, state.pending) == (0, "monument")
    play(state, "monument red-green F5")
    assert (state.to_move, state.pending) == (0, "treasure")
    assert legal(state) == {"treasure E5", "treasure G5"}  # G5 is face down now
    play(state, "treasure G5")
    assert names(state.treasures) == {"E5", "A1", "C1", "A3"}
