"""Monuments: a 2×2 square of four face-up tiles of one colour with the placed
tile as a corner; the choice of square and monument; declining for good; no
decision when no monument of the colour is left; face-down tiles connect
but count for nothing; the check comes after the war the tile caused;
end-of-turn monument points."""

from __future__ import annotations

from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, BLUE, GREEN, MONUMENT_NAMES, RED
from tests.conftest import c, kingdoms, leaders, legal, names, play, position, reason, scores, tiles

RED_MONUMENTS = ("black-red", "red-blue", "red-green")


def test_completing_a_square_offers_every_monument_of_its_colour_and_declining():
    state = position(tiles={"red": "G5 H5 G6"}, far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    events = state.apply("tile red H6")
    assert events == [ev.TilePlaced(0, RED, c("H6"))]
    assert (state.to_move, state.pending) == (0, "monument")
    assert legal(state) == {f"monument {m} G5" for m in RED_MONUMENTS} | {"no monument"}
    assert reason(state, "monument black-blue G5") == ("the square is red; the black-blue monument "
                                                       "has no such colour")
    assert reason(state, "tile red J5") == 'decide on the monument first ("monument …" or "no monument")'


def test_the_player_chooses_among_several_squares():
    state = position(tiles={"red": "G5 H5 I5 G6 I6"}, far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red H6")
    assert legal(state) == ({f"monument {m} G5" for m in RED_MONUMENTS}
                            | {f"monument {m} H5" for m in RED_MONUMENTS} | {"no monument"})
    events = state.apply("monument red-green H5")
    assert events == [ev.MonumentBuilt(0, MONUMENT_NAMES.index("red-green"), c("H5"), RED)]
    assert tiles(state)["red"] == {"G5", "G6", "A1", "C1", "A3"}
    assert names(state.facedown) == {"H5", "I5", "H6", "I6"}
    assert list(state.monuments) == [(MONUMENT_NAMES.index("red-green"), c("H5"), RED)]
    assert "red-green" not in [MONUMENT_NAMES[i] for i in range(6) if state.monuments_left >> i & 1]
    assert (state.to_move, state.pending, state.actions_left) == (0, None, 1)


def test_a_declined_square_can_never_be_used_later():
    state = position(tiles={"red": "G5 H5 G6 I5"}, far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red H6")
    assert state.apply("no monument") == [ev.MonumentDeclined(0)]
    assert tiles(state)["red"] >= {"G5", "H5", "G6", "H6"}
    # I6 completes only the square H5-I6; the declined G5 square is not offered again.
    play(state, "tile red I6")
    assert legal(state) == {f"monument {m} H5" for m in RED_MONUMENTS} | {"no monument"}


def test_no_decision_when_no_monument_of_that_colour_is_left():
    state = position(tiles={"red": "G5 H5 G6"}, far_treasures=True,
                     unused_monuments="black-blue black-green blue-green",
                     players=[{"hand": "red red"}, {"hand": "red"}])
    events = state.apply("tile red H6")
    assert events == [ev.TilePlaced(0, RED, c("H6"))]
    assert (state.pending, state.actions_left) == (None, 1)


def test_only_the_monuments_left_are_offered():
    state = position(tiles={"red": "G5 H5 G6"}, far_treasures=True,
                     monuments=[("black-red", "K5", "black")],
                     unused_monuments="red-green black-blue",
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red H6")
    assert legal(state) == {"monument red-green G5", "no monument"}
    assert reason(state, "monument black-red G5") == "the black-red monument is already built"


def test_a_blue_monument_on_a_square_of_river():
    state = position(tiles={"blue": "O4 P4 O5"}, far_treasures=True,
                     players=[{"hand": "blue"}, {"hand": "red"}])
    play(state, "tile blue P5")
    assert legal(state) == {"monument black-blue O4", "monument red-blue O4",
                            "monument blue-green O4", "no monument"}


def test_face_down_tiles_connect_but_hold_no_leader_and_keep_their_treasure():
    # Seat 1's farmer on I5 has only H5 as temple; seat 0's king on F5 keeps E5.
    state = position(tiles={"red": "G5 H5 G6 E5"}, treasures="G5", far_treasures=True,
                     players=[{"hand": "red red", "leaders": "king F5"},
                              {"hand": "red", "leaders": "farmer I5"}])
    play(state, "tile red H6", "monument black-red G5")
    assert leaders(state) == {(0, "king"): "F5"}  # the farmer lost its last temple
    assert names(state.treasures) == {"G5", "A1", "C1", "A3"}  # the treasure stays face down
    assert frozenset({"E5", "F5", "G5", "H5", "G6", "H6"}) in kingdoms(state)
    # No leader may stand beside face-down temples only.
    assert "leader farmer E4" in legal(state)
    assert not legal(state, "leader farmer") & {"leader farmer H4", "leader farmer F6"}
    assert reason(state, "leader farmer I5") == "I5 is not next to a face-up temple (red tile)"
    assert reason(state, "catastrophe G5") == "G5 is part of a monument"


def test_the_books_monument_example_and_its_end_of_turn_points():
    """Bull turns four temples face down under the black-red monument: Archer's farmer
    on I5 loses its last temple. Bull's king (kept by F4) scores black at the end of
    Bull's turn; Archer's priest (kept by I7) scores red at the end of Archer's."""
    state = position(tiles={"red": "F4 G5 H5 G6 I7"}, far_treasures=True, bag=20, players=[
        {"hand": "red black", "leaders": "king G4"}, {"hand": "red"},
        {"hand": "red", "leaders": "farmer I5 priest I6"}])
    events = play(state, "tile red H6")
    assert events[1] == ev.Scored(2, RED, 1, "tile", c("H6"))  # Archer's priest
    events = play(state, "monument black-red G5")
    assert events[1] == ev.LeaderRemoved(2, BLUE, c("I5"), ev.NO_TEMPLE)
    events = play(state, "pass")
    assert [e for e in events if isinstance(e, ev.Scored)] == [ev.Scored(0, BLACK, 1, "monument",
                                                                         c("G5"))]
    events = play(state, "pass")  # Lion has no leader
    assert not [e for e in events if isinstance(e, ev.Scored)]
    events = play(state, "pass")
    assert [e for e in events if isinstance(e, ev.Scored)] == [ev.Scored(2, RED, 1, "monument",
                                                                         c("G5"))]
    assert scores(state) == [(1, 0, 0, 0), (0, 0, 0, 0), (0, 2, 0, 0)]


def test_end_of_turn_monument_points_match_leader_and_monument_colours():
    """One kingdom holds the red-blue monument (G5) and the black-green one (J5), and all
    four of seat 0's leaders: each scores once for the monument of its colour. Seat 1's
    leaders elsewhere score nothing at the end of seat 0's turn."""
    state = position(tiles={"red": "F5 I5 N5"}, far_treasures=True, bag=20,
                     monuments=[("red-blue", "G5", "red"), ("black-green", "J5", "black")],
                     players=[{"hand": "red", "leaders": "king I4 priest I6 farmer F4 trader F6"},
                              {"hand": "red", "leaders": "king M5"}])
    events = state.apply("pass")
    assert [e for e in events if isinstance(e, ev.Scored)] == [
        ev.Scored(0, BLACK, 1, "monument", c("J5")), ev.Scored(0, RED, 1, "monument", c("G5")),
        ev.Scored(0, BLUE, 1, "monument", c("G5")), ev.Scored(0, GREEN, 1, "monument", c("J5"))]
    assert scores(state) == [(1, 1, 1, 1), (0, 0, 0, 0)]


def test_the_king_scores_only_from_monuments_with_black():
    state = position(tiles={"red": "F5"}, far_treasures=True, bag=20,
                     monuments=[("red-blue", "G5", "red")],
                     players=[{"hand": "red", "leaders": "king F4"}, {"hand": "red"}])
    events = state.apply("pass")
    assert not [e for e in events if isinstance(e, ev.Scored)]


def test_the_monument_is_offered_after_the_war_its_tile_caused_if_the_square_survives():
    """F5 joins seat 0's kingdom {E4 E5} to seat 1's {G5 F6 G6 H5 H4} and completes the
    black square F5-G6. Kings are doubled: war first, then the monument."""
    def board():
        return position(tiles={"red": "E5 H5", "black": "G5 F6 G6"}, far_treasures=True,
                        players=[{"hand": "black black black black black red", "leaders": "king E4"},
                                 {"hand": "red", "leaders": "king H4"}])
    # Seat 1 defends (3 against 0): only seat 0's king goes, the square stays.
    state = board()
    events = play(state, "tile black F5")
    assert events[-1] == ev.ConflictStarted(ev.WAR, BLACK, 0, 1, c("E4"), c("H4"), 0, 3)
    events = play(state, "commit 0", "commit 0")
    assert events[-1] == ev.UnificationEnded(c("F5"))
    assert (state.to_move, state.pending) == (0, "monument")
    assert legal(state) == {"monument black-red F5", "monument black-blue F5",
                            "monument black-green F5", "no monument"}
    # Seat 0 commits four and wins 4 to 3: G5 F6 G6 go with seat 1's king, breaking the square.
    state = board()
    events = play(state, "tile black F5", "commit 4", "commit 0")
    assert ev.TilesRemoved(BLACK, (c("G5"), c("F6"), c("G6"))) in events
    assert (state.pending, state.actions_left) == (None, 1)
    assert tiles(state)["black"] == {"F5"}


def test_a_leader_scores_once_for_each_monument_of_its_colour_in_its_kingdom():
    # The priest on F6 shares a kingdom with the black-red (G5) and red-blue (I5) monuments.
    state = position(tiles={"red": "F5"}, far_treasures=True, bag=20,
                     monuments=[("black-red", "G5", "black"), ("red-blue", "I5", "red")],
                     players=[{"hand": "red", "leaders": "priest F6"}, {"hand": "red"}])
    events = state.apply("pass")
    assert [e for e in events if isinstance(e, ev.Scored)] == [
        ev.Scored(0, RED, 1, "monument", c("G5")), ev.Scored(0, RED, 1, "monument", c("I5"))]


def test_a_unification_tile_without_a_war_may_still_complete_a_monument():
    # F5 joins {E4 E5} (seat 0's king) and {G5 F6 G6 H5 H4} (seat 1's priest): nothing doubled.
    state = position(tiles={"red": "E5 H5", "black": "G5 F6 G6"}, far_treasures=True,
                     players=[{"hand": "black", "leaders": "king E4"},
                              {"hand": "red", "leaders": "priest H4"}])
    events = state.apply("tile black F5")
    assert events == [ev.TilePlaced(0, BLACK, c("F5")), ev.Unified(c("F5")),
                      ev.UnificationEnded(c("F5"))]
    assert (state.to_move, state.pending) == (0, "monument")
    assert legal(state) == {"monument black-red F5", "monument black-blue F5",
                            "monument black-green F5", "no monument"}


def test_monument_points_come_only_from_monuments_in_the_leaders_own_kingdom():
    """Seat 0's king shares {C5-D6 monument, E4 E5} with the black-red monument and scores
    black. Seat 0's priest and farmer stand in {K4 K5 L5}; the red-blue monument (G5) is
    in a region with no leader, and the black-red one is in the king's kingdom: neither
    scores for them."""
    state = position(tiles={"red": "E4 K5"}, far_treasures=True, bag=20,
                     monuments=[("black-red", "C5", "black"), ("red-blue", "G5", "red")],
                     players=[{"hand": "red", "leaders": "king E5 priest K4 farmer L5"},
                              {"hand": "red"}])
    assert kingdoms(state) == {frozenset({"C5", "D5", "C6", "D6", "E5", "E4"}),
                               frozenset({"K4", "K5", "L5"})}
    events = state.apply("pass")
    assert [e for e in events if isinstance(e, ev.Scored)] == [
        ev.Scored(0, BLACK, 1, "monument", c("C5"))]
    assert scores(state) == [(1, 0, 0, 0), (0, 0, 0, 0)]


def test_a_declined_square_rebuilt_from_new_tiles_is_a_new_square():
    """docs/rules.md 13. Seat 0 completes the red square G5-H6 in seat 1's kingdom and
    declines the monument. Its red war then takes H5 G6 H6 (G5 holds a treasure and
    stays). When new temples complete the square again, the monument is offered."""
    state = position(tiles={"red": "E5 G5 H5 G6"}, treasures="G5", far_treasures=True,
                     bag="red " * 12,
                     players=[{"hand": "red red red red red red", "leaders": "priest D5"},
                              {"hand": "blue blue blue blue blue blue", "leaders": "priest I5"}])
    play(state, "tile red H6", "no monument", "tile red F5")
    events = play(state, "commit 4", "commit 0")
    assert ev.TilesRemoved(RED, (c("H5"), c("G6"), c("H6"))) in events
    assert tiles(state)["red"] == {"E5", "F5", "G5", "A1", "C1", "A3"}
    play(state, "pass", "tile red H5", "tile red G6", "pass")  # seat 1 passes twice
    assert state.apply("tile red H6") == [ev.TilePlaced(0, RED, c("H6")),
                                          ev.Scored(0, RED, 1, "tile", c("H6"))]
    assert (state.to_move, state.pending) == (0, "monument")
    assert legal(state) == {f"monument {m} G5" for m in RED_MONUMENTS} | {"no monument"}
