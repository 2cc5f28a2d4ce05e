"""Revolts: a leader placed into a kingdom that holds a leader of its colour.
Strength is the adjacent face-up temples plus red tiles committed from hand,
attacker first; the defender wins ties; the loser's leader goes home; the
winner scores one red point; committed tiles are discarded; no tile leaves
the board."""

from __future__ import annotations

from game.engine.tigris import State
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, BLUE, GREEN, RED
from tests.conftest import c, hands, leaders, legal, names, play, position, reason, scores, tiles


def _book_position() -> State:
    # Andrey (seat 0) has his priest on H7 beside the temple I7 and two temples in hand;
    # Karina (seat 1) holds four temples.
    return position(tiles={"red": "I7"}, treasures="I7", active=1, far_treasures=True,
                    bag="black blue green green blue black",
                    players=[{"hand": "red red blue blue green black", "leaders": "priest H7"},
                             {"hand": "red red red red green black"}])


def test_the_books_revolt_karina_wins_4_to_1_and_scores_two_red_points():
    state = _book_position()
    events = state.apply("leader priest I8")  # the same kingdom, beside the same temple
    assert events == [ev.LeaderPlaced(1, RED, c("I8"), -1),
                      ev.ConflictStarted(ev.REVOLT, RED, 1, 0, c("I8"), c("H7"), 1, 1)]
    assert (state.to_move, state.pending) == (1, "commit")  # the attacker commits first
    assert legal(state) == {"commit 0", "commit 1", "commit 2", "commit 3", "commit 4"}

    assert state.apply("commit 3") == [ev.SupportCommitted(1, 3, RED)]
    assert (state.to_move, state.pending) == (0, "commit")
    assert hands(state)[1] == (1, 1, 0, 1)  # committed openly: out of the hand at once
    assert legal(state) == {"commit 0", "commit 1", "commit 2"}  # two would not even tie

    events = state.apply("commit 0")
    assert events == [ev.SupportCommitted(0, 0, RED),
                      ev.ConflictResolved(ev.REVOLT, RED, 1, 0, 4, 1),
                      ev.LeaderRemoved(0, RED, c("H7"), ev.LOST_REVOLT),
                      ev.Scored(1, RED, 1, "revolt", c("H7"))]
    assert leaders(state) == {(1, "priest"): "I8"}
    assert hands(state) == [(1, 2, 2, 1), (1, 1, 0, 1)]
    assert state.discarded == [0, 3, 0, 0]
    assert tiles(state)["red"] == {"I7", "A1", "C1", "A3"}  # no tile leaves the board
    assert (state.to_move, state.pending, state.actions_left) == (1, None, 1)

    # Her fourth temple, beside her priest, scores the second red point.
    events = state.apply("tile red J8")
    assert events[:2] == [ev.TilePlaced(1, RED, c("J8")), ev.Scored(1, RED, 1, "tile", c("J8"))]
    assert scores(state) == [(0, 0, 0, 0), (0, 2, 0, 0)]
    # End of turn: Karina draws four (three committed, one placed); Andrey committed nothing.
    assert [e for e in events if isinstance(e, ev.Drew)] == [ev.Drew(1, 4, (BLACK, BLUE, GREEN, GREEN))]
    assert hands(state) == [(1, 2, 2, 1), (2, 0, 1, 3)]


def test_a_defender_without_red_tiles_is_still_asked_and_can_only_commit_0():
    state = position(tiles={"red": "I7"}, active=1, far_treasures=True, players=[
        {"hand": "blue blue green", "leaders": "priest H7"}, {"hand": "red red"}])
    play(state, "leader priest I8", "commit 2")
    assert (state.to_move, state.pending) == (0, "commit")
    assert legal(state) == {"commit 0"}
    assert reason(state, "commit 1") == "you hold only 0 red tiles"
    play(state, "commit 0")
    assert leaders(state) == {(1, "priest"): "I8"}


def test_a_tie_goes_to_the_defender_and_the_attacker_leader_goes_home():
    # Defender's king on H6 has two temples (H5, H7); the attacker's on I8 has one (I7).
    state = position(tiles={"red": "H5 H7 I7"}, active=1, far_treasures=True, players=[
        {"hand": "red", "leaders": "king H6"}, {"hand": "red"}])
    events = play(state, "leader king I8")
    assert events[-1] == ev.ConflictStarted(ev.REVOLT, BLACK, 1, 0, c("I8"), c("H6"), 1, 2)
    events = play(state, "commit 1", "commit 0")
    assert events[-3:] == [ev.ConflictResolved(ev.REVOLT, BLACK, 0, 1, 2, 2),
                           ev.LeaderRemoved(1, BLACK, c("I8"), ev.LOST_REVOLT),
                           ev.Scored(0, RED, 1, "revolt", c("I8"))]
    # Kings fought, but the winner's point is red.
    assert scores(state) == [(0, 1, 0, 0), (0, 0, 0, 0)]
    assert leaders(state) == {(0, "king"): "H6"}
    assert state.discarded == [0, 1, 0, 0]


def test_only_face_up_temples_beside_the_leader_count():
    # The defender's farmer on G7 touches the monument's face-down temples (G5-H6 square) and
    # one face-up temple F7; the attacker's farmer on J6 touches I6 and J5 (two).
    state = position(tiles={"red": "F7 I6 J5"}, active=1, far_treasures=True,
                     monuments=[("black-red", "G5", "red")],
                     players=[{"hand": "red", "leaders": "farmer G7"}, {"hand": "red"}])
    assert "leader farmer H4" not in legal(state)  # beside face-down temples only
    events = state.apply("leader farmer J6")  # joins via I6-H6 (face down, still connects)
    assert events[-1] == ev.ConflictStarted(ev.REVOLT, BLUE, 1, 0, c("J6"), c("G7"), 2, 1)
    assert [names(side) for side in state.support_cells()] == [{"I6", "J5"}, {"F7"}]


def test_a_leader_moved_into_a_kingdom_with_its_colour_starts_a_revolt():
    state = position(tiles={"red": "G5 K5"}, active=1, far_treasures=True, players=[
        {"hand": "red", "leaders": "trader G4"}, {"hand": "red red", "leaders": "trader K4"}])
    events = state.apply("leader trader H5")
    assert events == [ev.LeaderPlaced(1, GREEN, c("H5"), c("K4")),
                      ev.ConflictStarted(ev.REVOLT, GREEN, 1, 0, c("H5"), c("G4"), 1, 1)]
    play(state, "commit 2", "commit 0")
    assert leaders(state) == {(1, "trader"): "H5"}
    assert state.score(1) == (0, 1, 0, 0)


def test_nothing_else_may_happen_while_a_revolt_waits_for_support():
    state = _book_position()
    play(state, "leader priest I8")
    refused = "the revolt must be settled first: seat 1 (attacker) commits red support (\"commit N\")"
    assert reason(state, "withdraw priest") == refused
    assert reason(state, "leader priest J8") == refused
    assert reason(state, "pass") == refused
    assert reason(state, "commit 5") == "you hold only 4 red tiles"
    assert reason(state, "war red") == refused


def test_the_defender_refills_after_the_attacker_at_the_end_of_the_attackers_turn():
    state = position(tiles={"red": "I7"}, active=1, far_treasures=True,
                     bag="black black green green blue blue",
                     players=[{"hand": "red red blue blue green green", "leaders": "priest H7"},
                              {"hand": "red red red black black black"}])
    play(state, "leader priest I8", "commit 3", "commit 2")  # 4 against 3
    events = state.apply("pass")
    assert [e for e in events if isinstance(e, ev.Drew)] == [ev.Drew(1, 3, (BLACK, BLACK, GREEN)),
                                                             ev.Drew(0, 2, (BLUE, GREEN))]
    assert hands(state) == [(0, 0, 3, 3), (5, 0, 0, 1)]


def test_the_books_tie_example_two_plus_two_against_one_plus_three():
    # The attacker's priest on I6 has two temples (I5, I7), the defender's on H6 one (H7).
    state = position(tiles={"red": "H7 I7 I5"}, active=1, far_treasures=True, players=[
        {"hand": "red red red blue", "leaders": "priest H6"}, {"hand": "red red blue"}])
    events = play(state, "leader priest I6", "commit 2", "commit 3")
    assert events[1] == ev.ConflictStarted(ev.REVOLT, RED, 1, 0, c("I6"), c("H6"), 2, 1)
    assert events[-3:] == [ev.ConflictResolved(ev.REVOLT, RED, 0, 1, 4, 4),
                           ev.LeaderRemoved(1, RED, c("I6"), ev.LOST_REVOLT),
                           ev.Scored(0, RED, 1, "revolt", c("I6"))]
    assert state.discarded == [0, 5, 0, 0]  # all five committed temples leave the game


def test_a_moved_leader_that_loses_its_revolt_goes_to_the_supply_not_back():
    """docs/rules.md 23. Seat 1's trader moves from K4 into seat 0's kingdom; the tie
    goes to the defender, and the attacker's trader leaves the board for the supply."""
    state = position(tiles={"red": "G5 K5"}, active=1, far_treasures=True, players=[
        {"hand": "red", "leaders": "trader G4"}, {"hand": "red", "leaders": "trader K4"}])
    events = play(state, "leader trader H5", "commit 0", "commit 0")
    assert events[-3:] == [ev.ConflictResolved(ev.REVOLT, GREEN, 0, 1, 1, 1),
                           ev.LeaderRemoved(1, GREEN, c("H5"), ev.LOST_REVOLT),
                           ev.Scored(0, RED, 1, "revolt", c("H5"))]
    assert leaders(state) == {(0, "trader"): "G4"}
    assert "leader trader K4" in legal(state)  # back in the supply, free to be placed again
