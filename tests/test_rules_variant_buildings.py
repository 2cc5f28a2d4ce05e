"""Civilization buildings (a variant, "Civilization buildings" in the rulings): one per
colour, from the supply onto a tile of a line (a maximal row or column run of face-up
tiles of its colour) of three or more through the tile just placed, or moved to a
longer line not holding it; one more point for a tile of its colour scored in its
kingdom (tile placements only); its tile is safe from wars and catastrophes; face
down under a monument or the wonder, it goes back to the supply; only a marker."""

from __future__ import annotations

import pytest

from game.engine import BadFileError, dump_position, load_position
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, MONUMENT_NAMES, RED
from tests.conftest import c, legal, play, position, position_toml, reason, scores, tiles


def _buildings(state) -> dict[str, str]:
    from game.engine.grid import cell_name
    from game.engine.tigris.pieces import COLOUR_NAMES

    return {COLOUR_NAMES[k]: cell_name(x) for k, x in enumerate(state.variant_pieces.buildings) if x >= 0}


def test_a_line_of_three_through_the_placed_tile_offers_each_of_its_tiles():
    state = position(tiles={"red": "G5 H5"}, variants="buildings", far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    assert state.variant_pieces.buildings == (-1, -1, -1, -1)  # all four in the supply
    assert state.apply("tile red I5") == [ev.TilePlaced(0, RED, c("I5"))]
    assert (state.pending, state.to_move) == ("building", 0)
    assert legal(state) == {"building red G5", "building red H5", "building red I5", "no building"}
    assert reason(state, "building black H5") == ("only the red building can be placed now: the tile on I5 "
                                                  "is red")
    assert reason(state, "building red J5") == "J5 holds no face-up red tile"
    assert state.apply("building red H5") == [ev.BuildingPlaced(0, RED, c("H5"), -1)]
    assert _buildings(state) == {"red": "H5"}
    assert (state.pending, state.actions_left) == (None, 1)


def test_a_line_of_two_asks_nothing_and_declining_leaves_it_in_the_supply():
    state = position(tiles={"red": "G5 H6"}, variants="buildings", far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red H5")  # lines G5-H5 and H5-H6: two each
    assert state.pending is None
    assert reason(state, "building red H5") == "there is no building to place now"
    play(state, "tile red I5")
    assert state.apply("no building")[0] == ev.BuildingDeclined(0, RED)  # then the turn ends
    assert _buildings(state) == {} and (state.pending, state.active) == (None, 1)


def test_both_lines_through_the_placed_tile_are_offered_and_a_line_is_maximal():
    # Row G5..J5 and column H3..H7 cross on H5, placed last: each tile of both, once.
    state = position(tiles={"red": "G5 I5 J5 H3 H4 H6 H7"}, variants="buildings", far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red H5")
    line_cells = ("G5", "H5", "I5", "J5", "H3", "H4", "H6", "H7")
    assert legal(state) == {f"building red {x}" for x in line_cells} | {"no building"}
    assert reason(state, "building red A1") == "A1 is not on a line of three or more red tiles through H5"


def _moving(red: str, building: str = "H5"):
    return position(tiles={"red": red}, variants="buildings", buildings=f"red {building}", far_treasures=True,
                    players=[{"hand": "red red"}, {"hand": "red"}])


def test_a_building_moves_only_to_a_longer_line():
    # On H5, its longest line G5-H5-I5 has three tiles. A column of three elsewhere is not
    # longer; one of four is, and the building moves there.
    state = _moving("G5 H5 I5 K5 K6")
    assert state.apply("tile red K7") == [ev.TilePlaced(0, RED, c("K7"))]
    assert state.pending is None
    state = _moving("G5 H5 I5 K5 K6 K7")
    play(state, "tile red K8")
    assert legal(state) == {f"building red K{r}" for r in (5, 6, 7, 8)} | {"no building"}
    assert state.apply("building red K6") == [ev.BuildingPlaced(0, RED, c("K6"), c("H5"))]
    assert _buildings(state) == {"red": "K6"}


def test_a_line_that_holds_the_building_never_qualifies_but_the_other_line_may():
    # Building on H5 (row G5-I5). Red on J5: its row G5-J5 holds the building; its column
    # J2-J8 (seven) is longer than the building's longest line (now the row of four).
    state = _moving("G5 H5 I5 J2 J3 J4 J6 J7 J8")
    play(state, "tile red J5")
    assert legal(state) == {f"building red J{r}" for r in range(2, 9)} | {"no building"}
    assert reason(state, "building red G5") == "the red building already stands on that line"
    # A column crossing the building's row (I5-I8, four) without its tile qualifies too.
    state = _moving("G5 H5 I5 I6 I7")
    play(state, "tile red I8")
    assert legal(state) == {f"building red I{r}" for r in range(5, 9)} | {"no building"}
    # A line of the same length does not.
    state = _moving("G5 H5 I5 K5 K6 K7 K8 L2 L3")
    play(state, "tile red L4")
    assert state.pending is None
    assert reason(state, "building red L4") == "there is no building to place now"


def test_a_line_no_longer_than_the_buildings_is_refused_with_its_length():
    # Building on H5 (row G5-I5, three). Red on K5: its column K3-K7 (five) qualifies, its
    # row K5-M5 (three) does not.
    state = _moving("G5 H5 I5 K3 K4 K6 K7 L5 M5")
    play(state, "tile red K5")
    assert legal(state) == {f"building red K{r}" for r in range(3, 8)} | {"no building"}
    assert reason(state, "building red M5") == ("the red building moves only to a longer line than its "
                                                "own (3 tiles)")


def _scoring(building: str = "red H6", **extra):
    # Seat 1's priest on H5 (temple H6) and seat 0's king on G4 (temple G5): one kingdom.
    kwargs = dict(tiles={"red": "G5 H6 K8"}, variants="buildings", buildings=building, far_treasures=True,
                  players=[{"hand": "red red black", "leaders": "king G4"},
                           {"hand": "red", "leaders": "priest H5"}])
    kwargs.update(extra)
    return position(**kwargs)


def test_a_tile_scored_in_the_buildings_kingdom_earns_its_scorer_a_second_point():
    state = _scoring()
    events = state.apply("tile red I6")
    assert [e for e in events if isinstance(e, ev.Scored)] == [
        ev.Scored(1, RED, 1, "tile", c("I6")), ev.Scored(1, RED, 1, "building", c("I6"))]
    assert scores(state) == [(0, 0, 0, 0), (0, 2, 0, 0)]
    # The king standing in scores it too (black: no black building, one point).
    events = state.apply("tile black F4")
    assert [e for e in events if isinstance(e, ev.Scored)] == [ev.Scored(0, BLACK, 1, "tile", c("F4"))]


def test_no_second_point_when_the_building_is_in_another_kingdom():
    state = _scoring(building="red K8")
    events = state.apply("tile red I6")
    assert [e for e in events if isinstance(e, ev.Scored)] == [ev.Scored(1, RED, 1, "tile", c("I6"))]


def test_a_building_put_down_by_this_placement_comes_after_its_point():
    state = position(tiles={"red": "G5 H5"}, variants="buildings", far_treasures=True,
                     players=[{"hand": "red red", "leaders": "priest G4"}, {"hand": "red"}])
    events = play(state, "tile red I5", "building red I5")
    assert [e for e in events if isinstance(e, ev.Scored)] == [ev.Scored(0, RED, 1, "tile", c("I5"))]
    # The next red tile in the kingdom earns two.
    events = play(state, "tile red J5")
    assert [e.reason for e in events if isinstance(e, ev.Scored)] == ["tile", "building"]


def _war(**extra):
    # Seat 0's king on G5 (temple G4), black E5 F5 on its side, the black building on E5;
    # seat 1's king on I5 (temple I4), black J5 K5 L5. Black on H5: a war, 2 against 3.
    kwargs = dict(tiles={"red": "G4 I4", "black": "E5 F5 J5 K5 L5"}, variants="buildings",
                  buildings="black E5", far_treasures=True,
                  players=[{"hand": "black black", "leaders": "king G5"},
                           {"hand": "black", "leaders": "king I5"}])
    kwargs.update(extra)
    return position(**kwargs)


def test_in_a_war_of_its_colour_the_buildings_tile_counts_but_is_not_removed():
    state = _war()
    events = play(state, "tile black H5")
    assert [e for e in events if isinstance(e, ev.Scored)] == []  # the unification tile: no point
    started = [e for e in events if isinstance(e, ev.ConflictStarted)][0]
    assert (started.attacker_strength, started.defender_strength) == (2, 3)  # E5 counts
    events = play(state, "commit 0", "commit 0")
    assert ev.TilesRemoved(BLACK, (c("F5"),)) in events
    assert [e for e in events if isinstance(e, ev.Scored)] == [ev.Scored(1, BLACK, 2, "war", c("G5"))]
    assert tiles(state)["black"] == {"E5", "H5", "J5", "K5", "L5"}
    assert _buildings(state) == {"black": "E5"}


def test_a_catastrophe_may_not_fall_on_a_buildings_tile():
    state = _war()
    assert "catastrophe E5" not in legal(state)
    assert reason(state, "catastrophe E5") == "the tile on E5 holds a building"
    play(state, "catastrophe F5")


def test_a_monument_on_the_buildings_tile_sends_it_back_to_the_supply_to_be_built_again():
    state = position(tiles={"red": "G5 H5 I5 G6 K5 K6"}, variants="buildings", buildings="red G5",
                     far_treasures=True, players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red H6")  # lines G6-H6 and H5-H6: two each; the square G5-H6
    assert state.pending == "monument"
    events = state.apply("monument red-green G5")
    assert events == [ev.MonumentBuilt(0, MONUMENT_NAMES.index("red-green"), c("G5"), RED),
                      ev.BuildingReturned(RED, c("G5"))]
    assert _buildings(state) == {}
    play(state, "tile red K7")
    assert legal(state) == {"building red K5", "building red K6", "building red K7", "no building"}


def test_a_position_with_buildings_reads_back_and_refuses_what_cannot_be():
    state = _war()
    text = dump_position(state)
    assert 'buildings = { black = "E5" }' in text
    assert dump_position(load_position(text)) == text
    for changes, problem in [
        ({"variants": ""}, "board.buildings: only with the buildings variant"),
        ({"buildings": "red E5"}, "board.buildings.red: E5 holds no face-up red tile"),
        ({"buildings": "purple E5"}, "board.buildings.purple: unknown field"),
    ]:
        kwargs = dict(tiles={"red": "G4 I4", "black": "E5 F5 J5 K5 L5"}, variants="buildings",
                      buildings="black E5",
                      players=[{"hand": "black", "leaders": "king G5"}, {"hand": "red"}])
        kwargs.update(changes)
        with pytest.raises(BadFileError, match=problem):
            load_position(position_toml(**kwargs), "scenario")
