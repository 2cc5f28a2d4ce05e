"""The wonder (a variant, "The wonder" in the rulings): a seventh monument, outside the six,
on a plus of five face-up tiles of one colour holding the tile just placed (centre or
arm), never centred on the board's edge; the player names the centre or declines, and
only a later placement offers it again; its tiles are face down like a monument's; at
the end of each turn a king in its kingdom takes one point of a colour of its owner's
choice, before the monument points and the drawing. The order of the questions after a
tile: its point, the building, the wonder, the monument (only if the wonder was not built)."""

from __future__ import annotations

import pytest

from game.engine import BadFileError, dump_position, load_position
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, GREEN, RED
from tests.conftest import (
    c,
    hands,
    leaders,
    legal,
    names,
    of_type,
    play,
    position,
    position_toml,
    reason,
    scores,
    tiles,
)

PLUS_G6 = {"G5", "F6", "G6", "H6", "G7"}


def test_a_plus_of_five_offers_the_wonder_and_building_it_turns_them_face_down():
    state = position(tiles={"red": "G5 F6 G6 H6"}, variants="wonder", far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    events = state.apply("tile red G7")
    assert events == [ev.TilePlaced(0, RED, c("G7"))]
    assert (state.pending, state.to_move) == ("wonder", 0)
    assert legal(state) == {"wonder G6", "no wonder"}
    assert reason(state, "wonder G5") == ("the plus centred on G5 is not five face-up red tiles with the "
                                          "tile just placed (G7)")
    assert reason(state, "tile red J5") == 'decide on the wonder first ("wonder CELL" or "no wonder")'
    events = state.apply("wonder G6")
    assert events == [ev.WonderBuilt(0, c("G6"), RED)]
    assert names(state.facedown) == PLUS_G6
    assert tiles(state)["red"] == {"A1", "C1", "A3"}
    assert (state.variant_pieces.wonder, state.variant_pieces.wonder_colour) == (c("G6"), RED)
    # Not one of the six: every monument is still in the supply.
    assert state.monuments == () and state.monuments_left == 0b111111
    assert (state.pending, state.actions_left) == (None, 1)
    assert reason(state, "catastrophe G6") == "G6 is part of a monument"
    assert "catastrophe G6" not in legal(state)


def test_without_the_variant_no_wonder_is_offered():
    state = position(tiles={"red": "G5 F6 G6 H6"}, far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red G7")
    assert state.pending is None
    assert reason(state, "wonder G6") == "there is no wonder to build now"


def test_the_placed_tile_may_be_an_arm_or_the_centre_and_the_player_names_the_centre():
    # F6 is the centre of one plus (E6 G6 F5 F7) and an arm of another (centred G6).
    state = position(tiles={"red": "E6 F5 F7 G6 H6 G5 G7"}, variants="wonder", far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red F6")
    assert legal(state) == {"wonder F6", "wonder G6", "no wonder"}
    play(state, "wonder F6")
    assert names(state.facedown) == {"E6", "F5", "F6", "F7", "G6"}
    assert tiles(state)["red"] >= {"H6", "G5", "G7"}


def test_a_centre_on_the_edge_has_no_plus():
    # A9 A10 A11 B10: every neighbour of A10 is red, but A10 is on the edge.
    state = position(tiles={"red": "A9 A11 B10"}, variants="wonder", far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red A10")
    assert state.pending is None
    assert reason(state, "wonder A10") == "there is no wonder to build now"


def test_declining_stands_until_a_later_placement_makes_a_new_offer():
    state = position(tiles={"red": "G5 F6 G6 H6 J5 I6 J7 K6"}, variants="wonder", far_treasures=True,
                     players=[{"hand": "red red red"}, {"hand": "red"}])
    events = play(state, "tile red G7", "no wonder")
    assert events[-1] == ev.WonderDeclined(0)
    assert state.pending is None and state.actions_left == 1
    # A tile in no plus (I7, beside H6's neighbour I6) asks nothing: the declined plus is
    # not offered again.
    play(state, "tile red I7")
    assert state.pending is None
    # A later placement completing another plus (centred J6) offers the wonder again.
    state = position(tiles={"red": "G5 F6 G6 H6 G7 J5 I6 J7 K6"}, variants="wonder", far_treasures=True,
                     players=[{"hand": "red red red"}, {"hand": "red"}])
    play(state, "tile red J6")
    assert legal(state) == {"wonder J6", "no wonder"}


def test_the_questions_come_point_building_wonder_then_monument_only_if_no_wonder():
    # Red F4 E5 F5 F6 G6; seat 0's king on H5 beside the temple H4. Red on G5 scores
    # (the king stands in), lies on a row of three (E5 F5 G5), is an arm of the plus
    # centred F5, and a corner of the square F5-G6.
    def board():
        return position(tiles={"red": "F4 E5 F5 F6 G6 H4"}, variants="wonder buildings",
                        far_treasures=True, players=[{"hand": "red red", "leaders": "king H5"},
                                                     {"hand": "red"}])

    state = board()
    events = state.apply("tile red G5")
    assert events == [ev.TilePlaced(0, RED, c("G5")), ev.Scored(0, RED, 1, "tile", c("G5"))]
    assert state.pending == "building"
    assert legal(state) == {"building red E5", "building red F5", "building red G5", "no building"}
    assert state.apply("building red G5") == [ev.BuildingPlaced(0, RED, c("G5"), -1)]
    assert (state.pending, legal(state)) == ("wonder", {"wonder F5", "no wonder"})
    assert state.apply("no wonder") == [ev.WonderDeclined(0)]
    assert state.pending == "monument"
    assert legal(state) == {f"monument {m} F5" for m in ("black-red", "red-blue", "red-green")} | {
        "no monument"}
    # Built, the wonder takes the placed tile face down: no monument is asked, and the
    # building on G5 goes back to the supply.
    state = board()
    play(state, "tile red G5", "building red G5")
    events = state.apply("wonder F5")
    assert events == [ev.WonderBuilt(0, c("F5"), RED), ev.BuildingReturned(RED, c("G5"))]
    assert state.variant_pieces.buildings == (-1, -1, -1, -1)
    assert (state.pending, state.actions_left) == (None, 1)
    assert leaders(state) == {(0, "king"): "H5"}  # H4 still beside it


def test_its_tiles_connect_count_for_nothing_keep_their_treasure_and_a_unification_tile_builds_it():
    # The plus centred on G6, its arm H6 last: H6 joins the kingdom of seat 0's priest (F5,
    # beside F6 and G5 only) to the kingdom of seat 1's trader (J6, beside I6; treasure on
    # J5). No colour is doubled: no war, and the unification tile may build the wonder.
    state = position(tiles={"red": "G5 F6 G6 G7 I6 J5"}, treasures="G5 J5", variants="wonder",
                     far_treasures=True,
                     players=[{"hand": "red red", "leaders": "priest F5"},
                              {"hand": "red", "leaders": "trader J6"}])
    events = state.apply("tile red H6")
    assert events == [ev.TilePlaced(0, RED, c("H6")), ev.Unified(c("H6")), ev.UnificationEnded(c("H6"))]
    assert legal(state) == {"wonder G6", "no wonder"}
    events = state.apply("wonder G6")
    # The priest loses its last face-up temples and goes home; the treasure on G5 stays on
    # its face-down tile, and the trader's kingdom (joined through the face-down tiles) now
    # holds two treasures: its owner takes one.
    assert events == [ev.WonderBuilt(0, c("G6"), RED), ev.LeaderRemoved(0, RED, c("F5"), ev.NO_TEMPLE)]
    assert names(state.treasures) >= {"G5", "J5"}
    assert (state.pending, state.to_move) == ("treasure", 1)
    assert legal(state) == {"treasure G5", "treasure J5"}
    play(state, "treasure G5")
    assert state.treasures_taken == [0, 1]


def _kingdom_with_the_wonder(**extra):
    # The wonder on G6 (red tiles face down); seat 0's king on H5 beside the temple H4 and
    # the black-green monument on I4 (its tiles black); its priest on F5 (temple E5).
    # Seat 1's king is elsewhere (K9's temple... on J11 beside K11).
    kwargs = dict(tiles={"red": "H4 E5 K11"}, variants="wonder", wonder="G6", wonder_tiles="red",
                  monuments=[("black-green", "I4", "black")], far_treasures=True, bag=10,
                  players=[{"hand": "black black red red blue green", "leaders": "king H5 priest F5"},
                           {"hand": "red", "leaders": "king J11"}])
    kwargs.update(extra)
    return position(**kwargs)


def test_at_the_end_of_the_turn_the_king_in_its_kingdom_takes_a_point_of_a_chosen_colour_first():
    state = _kingdom_with_the_wonder()
    assert state.apply("pass") == []
    assert (state.pending, state.to_move) == ("wonder-point", 0)
    assert legal(state) == {f"wonder point {name}" for name in ("black", "red", "blue", "green")}
    assert reason(state, "tile red J5") == 'take the wonder\'s point first ("wonder point COLOUR")'
    events = state.apply("wonder point green")
    # The wonder's point, then the monument's (the king, black), then the drawing; no point
    # for the priest, and the wonder's tiles give no monument point.
    points = of_type(events, ev.Scored)
    assert points == [ev.Scored(0, GREEN, 1, "wonder", c("G6")), ev.Scored(0, BLACK, 1, "monument", c("I4"))]
    assert events.index(points[1]) < events.index(of_type(events, ev.Drew)[0])
    assert scores(state) == [(1, 0, 0, 1), (0, 0, 0, 0)]
    assert (state.active, state.pending) == (1, None)
    # Seat 1's king is not in the wonder's kingdom: its turn ends without the question.
    play(state, "pass")
    assert (state.active, state.pending) == (0, None)


def test_a_held_turn_end_asks_the_wonder_point_when_it_ends():
    state = _kingdom_with_the_wonder()
    state.apply("pass", hold_turn_end=True)
    assert state.held and state.pending is None
    state.end_turn()
    assert (state.held, state.pending) == (False, "wonder-point")


def test_no_point_without_the_king_in_its_kingdom():
    state = _kingdom_with_the_wonder(players=[{"hand": "red", "leaders": "priest F5"},
                                              {"hand": "red", "leaders": "king J11"}])
    events = state.apply("pass")
    assert state.pending is None and state.active == 1
    assert of_type(events, ev.Scored) == []


def test_a_turn_cut_short_by_the_bag_has_no_wonder_point():
    state = _kingdom_with_the_wonder(bag=1)
    events = play(state, "swap black black")
    assert state.is_over and state.end_reason == "bag"
    assert of_type(events, ev.Scored) == [] and state.pending is None
    assert hands(state)[0] == (0, 2, 1, 1)


# ------------------------------------------------------------------------------ positions

def test_a_position_with_the_wonder_reads_back_and_counts_its_tiles():
    state = _kingdom_with_the_wonder()
    text = dump_position(state)
    assert 'variants = ["wonder"]' in text and 'wonder = "G6"' in text and 'wonder_tiles = "red"' in text
    assert dump_position(load_position(text)) == text
    assert state.visible_tiles(0)[RED] == 3 + 3 + 5 + 2  # far temples, H4 E5 K11, the wonder, hand


@pytest.mark.parametrize(("changes", "problem"), [
    ({"variants": ""}, 'board.wonder: only with the wonder variant (variants = ["wonder"])'),
    ({"wonder": "A6"}, "board.wonder: A6 is on the edge of the board; the wonder's centre has four "
                       "neighbours"),
    ({"wonder": "H6", "wonder_tiles": ""}, "players[0].leaders.king: H5 is already used by board.wonder"),
    ({"wonder": "F4", "wonder_tiles": ""}, "board.wonder: E4 is already used by tiles.red"),
    ({"wonder_tiles": "blue"}, "board.wonder_tiles: the plus on G6 is land; its tiles cannot be blue"),
    ({"variants": "wonder buildings purple"}, "variants[2]: 'purple' is not a variant"),
])
def test_a_position_refuses_a_wonder_that_cannot_be(changes, problem):
    kwargs = dict(tiles={"red": "H4 E4"}, variants="wonder", wonder="G6", wonder_tiles="red",
                  players=[{"hand": "red", "leaders": "king H5"}, {"hand": "red"}])
    kwargs.update(changes)
    with pytest.raises(BadFileError, match=problem.replace("(", r"\(").replace(")", r"\)")
                       .replace("[", r"\[").replace("]", r"\]")):
        load_position(position_toml(**kwargs), "scenario")
