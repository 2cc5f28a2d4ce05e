"""Leaders: placement beside a face-up temple on empty land, never joining two
kingdoms, moving (leave first, may split), withdrawing, and returning home at
once when the last face-up temple beside them goes."""

from __future__ import annotations

from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, BLUE, RED
from tests.conftest import c, kingdoms, leaders, legal, play, position, reason, tiles


def test_a_leader_goes_on_empty_land_beside_a_face_up_temple():
    # F2's other sides are rivers (E2, F1) or taken (G2 black); G6 is blocked.
    state = position(tiles={"red": "G5 F2", "black": "G2"}, catastrophes="G6",
                     players=[{"hand": "red"}, {"hand": "red", "catastrophes": 1}])
    assert legal(state, "leader king") == {"leader king G4", "leader king F5", "leader king H5",
                                           "leader king F3"}
    # The same cells for every leader kind in supply.
    assert {a.split()[2] for a in legal(state, "leader trader")} == {"G4", "F5", "H5", "F3"}
    assert reason(state, "leader king E2") == "E2 is a river; leaders go on land"
    assert reason(state, "leader king G6") == "G6 has a catastrophe on it"
    assert reason(state, "leader king G2") == "G2 already holds a black tile"
    assert reason(state, "leader king G5") == "G5 already holds a red tile"
    # Diagonal is not adjacent.
    assert reason(state, "leader king H6") == "H6 is not next to a face-up temple (red tile)"

    events = state.apply("leader king G4")
    assert events == [ev.LeaderPlaced(0, BLACK, c("G4"), -1)]
    assert leaders(state) == {(0, "king"): "G4"}
    assert kingdoms(state) == {frozenset({"G4", "G5"})}
    assert state.score(0) == (0, 0, 0, 0)  # no points for leader actions
    assert (state.to_move, state.pending, state.actions_left) == (0, None, 1)


def test_a_leader_never_joins_two_kingdoms_but_may_join_one_with_leaderless_regions():
    # Kingdoms {F5 G5} and {F7 G7}; leaderless regions {I5}, {J7}, {L7}.
    state = position(tiles={"red": "G5 G7 I5 J7 L7"}, far_treasures=True,
                     players=[{"hand": "red"}, {"hand": "red", "leaders": "king F5 farmer F7"}])
    assert "leader priest G6" not in legal(state)
    assert reason(state, "leader priest G6") == "a leader on G6 would join two kingdoms"

    play(state, "leader priest H5")  # joins kingdom {F5 G5} and region {I5}
    assert kingdoms(state) == {frozenset({"F5", "G5", "H5", "I5"}), frozenset({"F7", "G7"})}
    play(state, "leader king K7")  # joins two leaderless regions into a new kingdom
    assert kingdoms(state) == {frozenset({"F5", "G5", "H5", "I5"}), frozenset({"F7", "G7"}),
                               frozenset({"J7", "K7", "L7"})}
    assert leaders(state) == {(0, "priest"): "H5", (0, "king"): "K7", (1, "king"): "F5",
                              (1, "farmer"): "F7"}
    assert state.scores == [0] * 8
    assert state.active == 1  # two actions: the turn passed


def _move_position():
    # Kingdom A = {G5 H5 I5 J5}: seat 0's king on H5 and seat 1's priest on J5.
    # Kingdom B = {F7 G7}: seat 1's farmer.
    return position(tiles={"red": "G5 I5 G7"},
                    players=[{"hand": "red", "leaders": "king H5"},
                             {"hand": "red", "leaders": "priest J5 farmer F7"}])


def test_a_moved_leader_leaves_its_cell_first_which_may_split_its_kingdom():
    state = _move_position()
    # From the supply, G6 would join A and B.
    assert reason(state, "leader priest G6") == "a leader on G6 would join two kingdoms"
    # The king on H5 leaves first: A splits into leaderless {G5} and {I5 J5}, so the king may go to G6.
    assert "leader king G6" in legal(state)
    events = state.apply("leader king G6")
    assert events == [ev.LeaderPlaced(0, BLACK, c("G6"), c("H5"))]
    assert leaders(state) == {(0, "king"): "G6", (1, "priest"): "J5", (1, "farmer"): "F7"}
    assert kingdoms(state) == {frozenset({"G5", "G6", "G7", "F7"}), frozenset({"I5", "J5"})}
    assert state.pending is None  # a king joins a farmer: no colour doubled, no revolt


def test_a_leader_must_move_to_another_cell():
    state = _move_position()
    assert "leader king H5" not in legal(state)
    assert reason(state, "leader king H5") == "your king already stands on H5"


def test_a_move_splits_the_old_kingdom_when_the_leader_held_it_together():
    state = _move_position()
    play(state, "leader king G4")
    assert kingdoms(state) == {frozenset({"G4", "G5"}), frozenset({"I5", "J5"}),
                               frozenset({"F7", "G7"})}


def test_withdrawing_takes_a_leader_home_and_may_split_a_kingdom():
    state = _move_position()
    assert legal(state, "withdraw") == {"withdraw king"}
    assert reason(state, "withdraw priest") == "your priest is not on the board"
    events = state.apply("withdraw king")
    assert events == [ev.LeaderRemoved(0, BLACK, c("H5"), ev.WITHDRAWN)]
    assert leaders(state) == {(1, "priest"): "J5", (1, "farmer"): "F7"}
    assert kingdoms(state) == {frozenset({"I5", "J5"}), frozenset({"F7", "G7"})}
    assert tiles(state)["red"] == {"G5", "I5", "G7"}  # no tile leaves
    assert (state.to_move, state.pending, state.actions_left) == (0, None, 1)
    # Back in supply, the king may be placed again.
    assert "leader king H5" in legal(state)


def test_a_leader_whose_last_temple_is_destroyed_by_a_catastrophe_goes_home_at_once():
    # Seat 0's king on H5 has only G5; seat 0's priest on H7 has G7 and I7.
    state = position(tiles={"red": "G5 G7 I7"}, active=1,
                     players=[{"hand": "red", "leaders": "king H5 priest H7"}, {"hand": "red"}])
    events = state.apply("catastrophe G5")
    assert events == [ev.CatastrophePlaced(1, c("G5"), RED),
                      ev.LeaderRemoved(0, BLACK, c("H5"), ev.NO_TEMPLE)]
    events = state.apply("catastrophe G7")
    assert events[0] == ev.CatastrophePlaced(1, c("G7"), RED)
    assert not [e for e in events if isinstance(e, ev.LeaderRemoved)]  # I7 still serves the priest
    assert leaders(state) == {(0, "priest"): "H7"}


def test_a_leader_whose_last_temple_turns_face_down_goes_home_at_once():
    # The book's example: a monument on four temples takes the archer's farmer's last temple.
    state = position(tiles={"red": "G5 H5 G6"}, players=[
        {"hand": "red black"}, {"hand": "red"}, {"hand": "red", "leaders": "farmer I5"}])
    play(state, "tile red H6")
    assert state.pending == "monument"
    events = state.apply("monument black-red G5")
    assert events == [ev.MonumentBuilt(0, 0, c("G5"), RED),
                      ev.LeaderRemoved(2, BLUE, c("I5"), ev.NO_TEMPLE)]
    assert leaders(state) == {}
    assert tiles(state)["red"] == set()


def test_a_move_is_judged_against_the_kingdoms_left_behind():
    """Seat 0's king on G5 holds one kingdom together: {F4 F5} (seat 1's priest) and
    {H5 H4} (seat 1's farmer). G4 touches both halves: from the supply it joins one
    kingdom, but the king leaving G5 would make it join two.

        col:   F        G         H
        3:     .       red        .
        4:  priest1    (G4)    farmer1
        5:    red     king0      red
    """
    state = position(tiles={"red": "F5 H5 G3"}, far_treasures=True,
                     players=[{"hand": "red", "leaders": "king G5"},
                              {"hand": "red", "leaders": "priest F4 farmer H4"}])
    assert kingdoms(state) == {frozenset({"F4", "F5", "G5", "H5", "H4"})}
    assert "leader king G4" not in legal(state)
    assert reason(state, "leader king G4") == "a leader on G4 would join two kingdoms"
    assert "leader trader G4" in legal(state)
    play(state, "leader trader G4")
    assert kingdoms(state) == {frozenset({"F4", "F5", "G5", "H5", "H4", "G4", "G3"})}


def test_a_lone_leader_leaves_no_kingdom_behind_so_it_may_move_beside_its_old_tiles_and_another_kingdom():
    """Seat 0's king on G4 is alone in {G4 G5}; seat 1's priest holds {I4 I5}. H5 touches
    G5 and I5: from the supply it would join two kingdoms, but once the king has left G4,
    G5 is a leaderless region, so the king itself may move there."""
    state = position(tiles={"red": "G5 I5"}, far_treasures=True,
                     players=[{"hand": "red", "leaders": "king G4"},
                              {"hand": "red", "leaders": "priest I4"}])
    assert reason(state, "leader trader H5") == "a leader on H5 would join two kingdoms"
    assert "leader king H5" in legal(state)
    events = state.apply("leader king H5")
    assert events == [ev.LeaderPlaced(0, BLACK, c("H5"), c("G4"))]
    assert kingdoms(state) == {frozenset({"G5", "H5", "I5", "I4"})}
    assert leaders(state) == {(0, "king"): "H5", (1, "priest"): "I4"}
    assert (state.pending, state.actions_left) == (None, 1)  # king and priest: no revolt


def test_a_leader_whose_old_kingdom_keeps_another_leader_may_not_move_beside_it_and_another_kingdom():
    """As above, but seat 0's trader on F5 stays in {F5 G5}: H5 would join it to {I4 I5}.
    Moving within its own kingdom (G4 to G6) is fine."""
    state = position(tiles={"red": "G5 I5"}, far_treasures=True,
                     players=[{"hand": "red", "leaders": "king G4 trader F5"},
                              {"hand": "red", "leaders": "priest I4"}])
    assert kingdoms(state) == {frozenset({"F5", "G5", "G4"}), frozenset({"I4", "I5"})}
    assert "leader king H5" not in legal(state)
    assert reason(state, "leader king H5") == "a leader on H5 would join two kingdoms"
    events = state.apply("leader king G6")
    assert events == [ev.LeaderPlaced(0, BLACK, c("G6"), c("G4"))]
    assert kingdoms(state) == {frozenset({"F5", "G5", "G6"}), frozenset({"I4", "I5"})}


def test_a_move_may_join_a_leaderless_part_of_the_old_kingdom_to_another_kingdom():
    """Seat 0's king on G6 links {F5 F6} (seat 0's trader) and {H5 H6}. Leaving, it splits
    them and {H5 H6} is leaderless, so the king may go to I5 beside H5 and seat 1's
    kingdom {J4 J5}; any other leader there would join two kingdoms.

        col:    F        G        H      I       J
        4:      .        .        .      .     priest1
        5:   trader0     .       red   (I5)     red
        6:     red     king0     red     .       .
    """
    state = position(tiles={"red": "F6 H6 H5 J5"}, far_treasures=True,
                     players=[{"hand": "red", "leaders": "trader F5 king G6"},
                              {"hand": "red", "leaders": "priest J4"}])
    assert kingdoms(state) == {frozenset({"F5", "F6", "G6", "H6", "H5"}), frozenset({"J4", "J5"})}
    assert reason(state, "leader priest I5") == "a leader on I5 would join two kingdoms"
    assert "leader king I5" in legal(state)
    play(state, "leader king I5")
    assert kingdoms(state) == {frozenset({"F5", "F6"}), frozenset({"H6", "H5", "I5", "J5", "J4"})}


def test_a_leader_sent_home_by_a_catastrophe_costs_no_action_and_a_taken_temple_may_be_destroyed():
    """docs/rules.md 22. F3 is a starting temple whose treasure has been taken: a
    catastrophe may go on it. Seat 0's king on F4 loses its only temple and goes home;
    that is not an action."""
    state = position(tiles={"red": "F3"}, far_treasures=True, active=1,
                     players=[{"hand": "red", "leaders": "king F4"}, {"hand": "red red"}])
    assert "catastrophe F3" in legal(state)
    events = state.apply("catastrophe F3")
    assert events == [ev.CatastrophePlaced(1, c("F3"), RED),
                      ev.LeaderRemoved(0, BLACK, c("F4"), ev.NO_TEMPLE)]
    assert (state.active, state.to_move, state.pending, state.actions_left) == (1, 1, None, 1)
    assert leaders(state) == {} and state.discarded == [0, 1, 0, 0]
    assert tiles(state)["red"] == {"A1", "C1", "A3"}
