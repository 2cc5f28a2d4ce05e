"""A turn: up to two actions (the same twice if wished, or a pass); then
monument points, the active player's draw, the others' draws clockwise, and
the end-of-game checks: one or two treasures left at the end of a turn, or a
draw the bag cannot supply (at once)."""

from __future__ import annotations

from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, BLUE, GREEN, RED
from tests.conftest import c, hands, play, position, reason


def test_a_pass_gives_up_the_rest_of_the_turn():
    state = position(far_treasures=True, bag="black red",
                     players=[{"hand": "red red red red red red"}, {"hand": "blue blue blue blue"}])
    events = state.apply("pass")
    assert events == [ev.Drew(1, 2, (BLACK, RED)), ev.TurnEnded(0), ev.TurnStarted(1)]
    assert (state.active, state.to_move, state.actions_left, state.turn) == (1, 1, 2, 1)


def test_one_action_then_a_pass():
    state = position(far_treasures=True, bag="green blue red blue black",
                     players=[{"hand": "red red"}, {"hand": "blue blue blue blue blue blue"}])
    play(state, "tile red F5")
    assert (state.active, state.actions_left) == (0, 1)
    events = state.apply("pass")
    assert events == [ev.Drew(0, 5, (BLACK, RED, BLUE, BLUE, GREEN)), ev.TurnEnded(0),
                      ev.TurnStarted(1)]
    assert hands(state) == [(1, 2, 2, 1), (0, 0, 6, 0)]


def test_the_same_action_twice_and_the_turn_ends_by_itself():
    state = position(far_treasures=True, bag=10,
                     players=[{"hand": "red red green"}, {"hand": "blue"}])
    events = play(state, "tile red F5", "tile red H5")
    assert [e for e in events if isinstance(e, ev.TilePlaced)] == [ev.TilePlaced(0, RED, c("F5")),
                                                                   ev.TilePlaced(0, RED, c("H5"))]
    assert events[-2:] == [ev.TurnEnded(0), ev.TurnStarted(1)]
    assert state.active == 1
    assert sum(hands(state)[0]) == 6


def test_end_of_turn_order_monument_points_then_the_active_player_draws_then_the_others():
    # Seat 1 is active; seats 2 and 0 hold fewer than six tiles (as after a conflict).
    state = position(tiles={"red": "F5"}, far_treasures=True, active=1,
                     monuments=[("black-red", "G5", "red")],
                     bag="black red blue green green blue",
                     players=[{"hand": "red red red red"},
                              {"hand": "black black black black black black", "leaders": "king F4"},
                              {"hand": "red red red red red"}])
    events = play(state, "tile black E5", "pass")
    assert events[2:] == [
        ev.Scored(1, BLACK, 1, "monument", c("G5")),
        ev.Drew(1, 1, (BLACK,)),
        ev.Drew(2, 1, (RED,)),
        ev.Drew(0, 2, (BLUE, GREEN)),
        ev.TurnEnded(1),
        ev.TurnStarted(2),
    ]
    assert hands(state) == [(0, 4, 1, 1), (6, 0, 0, 0), (0, 6, 0, 0)]
    assert state.bag_contents() == [GREEN, BLUE]


def test_the_game_ends_at_the_end_of_the_turn_that_leaves_two_treasures():
    # Seat 0's trader takes one of three treasures: two are left, but the turn goes on.
    state = position(tiles={"red": "G5 H5 L8"}, treasures="G5 H5 L8", bag=20,
                     players=[{"hand": "red"}, {"hand": "red"}])
    play(state, "leader trader G4", "treasure H5")
    assert (state.is_over, state.to_move, state.actions_left) == (False, 0, 1)
    events = state.apply("tile red J8")
    # The end of the turn still happens in full: both refills, then the game ends.
    assert [type(e) for e in events[-4:]] == [ev.Drew, ev.Drew, ev.TurnEnded, ev.GameEnded]
    assert events[-1] == ev.GameEnded("treasures", ((0,), (1,)))
    assert (state.is_over, state.to_move, state.pending, state.end_reason) == (True, -1, None,
                                                                                "treasures")
    assert state.legal_actions().to_list() == []
    assert reason(state, "pass") == "the game is over"


def test_two_treasures_left_from_the_start_end_the_game_at_the_end_of_that_turn():
    state = position(tiles={"red": "G5 L8"}, treasures="G5 L8", bag=20,
                     players=[{"hand": "red"}, {"hand": "red"}])
    play(state, "tile red F5")
    assert not state.is_over
    events = state.apply("pass")
    assert events[-1] == ev.GameEnded("treasures", ((0, 1),))


def test_the_game_ends_at_once_when_the_active_player_cannot_refill():
    state = position(far_treasures=True, bag="blue",
                     players=[{"hand": "red red"}, {"hand": "blue"}])
    events = play(state, "tile red F5", "tile red H5")
    assert events[-1] == ev.GameEnded("bag", ((0, 1),))
    # The turn ends (its own event, as when treasures end the game), nobody draws.
    assert not [e for e in events if isinstance(e, ev.Drew)]
    assert events[-2] == ev.TurnEnded(0)
    assert state.end_reason == "bag" and state.to_move == -1


def test_the_game_ends_when_a_later_player_cannot_refill():
    # Seat 0 draws its one tile; seat 1 needs two and only one is left.
    state = position(far_treasures=True, bag="blue green",
                     players=[{"hand": "red red red red red red"},
                              {"hand": "blue blue blue blue"}])
    events = play(state, "tile red F5", "pass")
    assert events[-3:] == [ev.Drew(0, 1, (BLUE,)), ev.TurnEnded(0), ev.GameEnded("bag", ((0, 1),))]


def test_monument_points_still_count_when_the_bag_ends_the_game():
    state = position(tiles={"red": "F5"}, far_treasures=True, bag="",
                     monuments=[("black-red", "G5", "red")],
                     players=[{"hand": "red", "leaders": "priest F4"}, {"hand": "blue"}])
    events = play(state, "tile red E5", "pass")
    assert ev.Scored(0, RED, 1, "monument", c("G5")) in events
    assert events[-1] == ev.GameEnded("bag", ((0,), (1,)))
    assert state.score(0) == (0, 2, 0, 0)


def test_one_treasure_left_ends_the_game_too_and_only_at_the_end_of_the_turn():
    # Seat 0's trader takes one of two treasures: one is left, the second action is still
    # played, then the turn ends in full and the game with it.
    state = position(tiles={"red": "G5 H5"}, treasures="G5 H5", bag=20,
                     players=[{"hand": "red black"}, {"hand": "red"}])
    play(state, "leader trader G4", "treasure H5")
    assert (state.is_over, state.to_move, state.actions_left) == (False, 0, 1)
    events = state.apply("tile black J8")
    assert events[0] == ev.TilePlaced(0, BLACK, c("J8"))
    assert [type(e) for e in events[1:]] == [ev.Drew, ev.Drew, ev.TurnEnded, ev.GameEnded]
    assert events[-1] == ev.GameEnded("treasures", ((0,), (1,)))
    assert state.treasures.bit_count() == 1 and state.treasures_taken == [1, 0]
    assert state.final_scores() == [(1, 0, 0, 0), (0, 0, 0, 0)]


def test_when_the_bag_and_the_treasures_both_end_the_game_the_reason_is_the_bag():
    # docs/rules.md 17: two treasures on the board, and seat 0 cannot refill.
    state = position(tiles={"red": "G5 L8"}, treasures="G5 L8", bag="",
                     players=[{"hand": "red"}, {"hand": "red"}])
    events = play(state, "tile red F5", "pass")
    assert events[-2:] == [ev.TurnEnded(0), ev.GameEnded("bag", ((0, 1),))]
    assert state.end_reason == "bag"
