"""Tiles and their points: blue on rivers, the rest on land; never joining three
kingdoms; the point goes to the same-colour leader, else the king as
stand-in, else to nobody; no point outside a kingdom or for a tile that joins
two kingdoms."""

from __future__ import annotations

from game.engine.tigris import State
from game.engine.tigris import events as ev
from game.engine.tigris.actions import TILE
from game.engine.tigris.pieces import BLACK, BLUE, GREEN, RED
from tests.conftest import c, cells, kingdoms, legal, names, play, position, reason, scores, tiles

# The rules file's list of river cells, typed in independently of the engine's map.
RIVERS = cells("E1 F1 G1 H1 I1 M1 E2 M2 D3 E3 M3 N3 A4 B4 C4 D4 N4 O4 P4 O5 P5 O6 A7 B7 C7 D7 M7 N7 "
             "O7 D8 E8 F8 G8 M8 G9 H9 I9 J9 K9 L9 M9")
ALL_CELLS = {f"{col}{row}" for col in "ABCDEFGHIJKLMNOP" for row in range(1, 12)}


def test_the_standard_board_as_the_rules_draw_it():
    state = State.new_game(2, seed=3)
    assert len(RIVERS) == 41
    assert names(state.board.river) == RIVERS
    assert tiles(state)["red"] == cells("K1 B2 P2 F3 N5 I7 B8 O9 F10 K11")
    assert names(state.treasures) == tiles(state)["red"]
    assert names(state.board.special) == {"B2", "P2", "B8", "O9"}


def test_blue_tiles_go_only_on_rivers_and_the_others_only_on_land():
    state = position(players=[{"hand": "black red blue green"}, {"hand": "red"}])
    actions = state.legal_actions()
    assert names(actions.cells(TILE, BLUE)) == RIVERS
    for colour in (BLACK, RED, GREEN):
        assert names(actions.cells(TILE, colour)) == ALL_CELLS - RIVERS
    assert reason(state, "tile blue F4") == "F4 is land; blue tiles go on rivers"
    assert reason(state, "tile red E1") == "E1 is a river; only blue tiles go on rivers"
    assert reason(state, "tile black M8") == "M8 is a river; only blue tiles go on rivers"


def test_a_tile_needs_that_colour_in_hand_and_an_empty_cell():
    state = position(tiles={"red": "G5"}, catastrophes="H6",
                     players=[{"hand": "red red", "leaders": "king G4"},
                              {"hand": "green", "catastrophes": 1}])
    assert legal(state, "tile green") == set()
    assert legal(state, "tile black") == set()
    assert reason(state, "tile green F4") == "you have no green tile"
    assert reason(state, "tile red G5") == "G5 already holds a red tile"
    assert reason(state, "tile red G4") == "G4 holds a leader (seat 0's king)"
    assert reason(state, "tile red H6") == "H6 has a catastrophe on it"
    assert "tile red H5" in legal(state)


def _three_kingdoms() -> State:
    # H6 touches three kingdoms: {H4 H5}, {F6 G6} and {I6 J6} (all seat 0's leaders).
    return position(tiles={"red": "H5 G6 I6"}, far_treasures=True,
                    players=[{"hand": "black black", "leaders": "king H4 priest F6 farmer J6"},
                             {"hand": "red"}])


def test_no_tile_may_join_three_kingdoms():
    state = _three_kingdoms()
    assert "tile black H6" not in legal(state)
    assert reason(state, "tile black H6") == "a tile on H6 would join three kingdoms"
    assert "tile black H7" in legal(state)  # touches nothing


def test_a_tile_joining_two_kingdoms_scores_nothing_even_without_a_war():
    state = _three_kingdoms()
    events = state.apply("tile black G5")  # joins {H4 H5} and {F6 G6}; the king would score black
    assert events == [ev.TilePlaced(0, BLACK, c("G5")), ev.Unified(c("G5")),
                      ev.UnificationEnded(c("G5"))]
    assert scores(state) == [(0, 0, 0, 0), (0, 0, 0, 0)]
    assert kingdoms(state) == {frozenset({"H4", "H5", "G5", "G6", "F6"}), frozenset({"I6", "J6"})}
    assert (state.to_move, state.pending, state.actions_left) == (0, None, 1)
    assert state.unification == -1


def _scoring_board() -> State:
    # K1 = {G4 G5 F5}: seat 0's king, seat 1's priest. K2 = {K4 K5}: seat 2's priest.
    # K3 = {E7 F7}: seat 1's farmer, beside the rivers E8 and F8.
    return position(tiles={"red": "G5 K5 E7"}, far_treasures=True, players=[
        {"hand": "black red blue blue green green", "leaders": "king G4"},
        {"hand": "red", "leaders": "priest F5 farmer F7"},
        {"hand": "red", "leaders": "priest K4"}])


def test_the_point_goes_to_the_owner_of_the_same_colour_leader():
    state = _scoring_board()
    events = play(state, "tile red H5", "tile black H6")
    assert ev.Scored(1, RED, 1, "tile", c("H5")) in events  # seat 1's priest, not the active king
    assert ev.Scored(0, BLACK, 1, "tile", c("H6")) in events
    assert scores(state) == [(1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 0, 0)]


def test_the_king_stands_in_for_a_missing_leader():
    state = _scoring_board()
    events = state.apply("tile green H5")
    assert events == [ev.TilePlaced(0, GREEN, c("H5")), ev.Scored(0, GREEN, 1, "tile", c("H5"))]


def test_blue_tiles_beside_a_farmer_score_for_its_owner():
    state = _scoring_board()
    events = play(state, "tile blue F8", "tile blue E8")
    assert [e for e in events if isinstance(e, ev.Scored)] == [
        ev.Scored(1, BLUE, 1, "tile", c("F8")), ev.Scored(1, BLUE, 1, "tile", c("E8"))]
    assert state.score(1) == (0, 0, 2, 0)
    assert frozenset({"E7", "F7", "E8", "F8"}) in kingdoms(state)


def test_nobody_scores_without_the_colour_leader_or_a_king():
    state = _scoring_board()
    events = state.apply("tile green L5")  # K2 holds only a priest
    assert events == [ev.TilePlaced(0, GREEN, c("L5"))]
    assert scores(state) == [(0, 0, 0, 0)] * 3


def test_a_tile_outside_every_kingdom_scores_nothing():
    state = _scoring_board()
    assert state.apply("tile red J8") == [ev.TilePlaced(0, RED, c("J8"))]
    assert scores(state) == [(0, 0, 0, 0)] * 3


def test_a_tile_joining_a_kingdom_with_leaderless_regions_scores_normally():
    # {G4 G5} is seat 0's; {I4 I5} and {H6 H7} are leaderless.
    state = position(tiles={"red": "G5 I5 H7", "black": "I4 H6"}, far_treasures=True,
                     players=[{"hand": "black red", "leaders": "king G4"}, {"hand": "red"}])
    events = state.apply("tile black H5")
    assert events == [ev.TilePlaced(0, BLACK, c("H5")), ev.Scored(0, BLACK, 1, "tile", c("H5"))]
    assert kingdoms(state) == {frozenset({"G4", "G5", "H5", "I5", "I4", "H6", "H7"})}
    events = state.apply("tile red H8")  # now inside the joined kingdom: the king stands in
    assert ev.Scored(0, RED, 1, "tile", c("H8")) in events


def test_a_tile_touching_one_kingdom_twice_and_another_once_joins_two_kingdoms():
    """H5 touches seat 0's kingdom {G4 G5 H4} on two sides (G5, H4) and seat 1's {I5 I6}
    on one: two kingdoms, so it is legal, unifies, and scores nothing."""
    state = position(tiles={"red": "G5 I5", "black": "H4"}, far_treasures=True,
                     players=[{"hand": "black", "leaders": "king G4"},
                              {"hand": "red", "leaders": "priest I6"}])
    assert "tile black H5" in legal(state)
    events = state.apply("tile black H5")
    assert events == [ev.TilePlaced(0, BLACK, c("H5")), ev.Unified(c("H5")),
                      ev.UnificationEnded(c("H5"))]
    assert kingdoms(state) == {frozenset({"G4", "G5", "H4", "H5", "I5", "I6"})}
    assert scores(state) == [(0, 0, 0, 0), (0, 0, 0, 0)]
