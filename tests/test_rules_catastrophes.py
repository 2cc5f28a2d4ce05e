"""Catastrophes (where they may go, what they destroy, splitting kingdoms,
sending leaders home, two per player) and swapping tiles."""

from __future__ import annotations

from itertools import product

from game.engine.tigris import State
from game.engine.tigris import events as ev
from game.engine.tigris.actions import CATASTROPHE
from game.engine.tigris.pieces import BLACK, BLUE, RED, TILE_COUNTS
from tests.conftest import c, hands, kingdoms, leaders, legal, names, play, position, reason, tiles

ALL_CELLS = {f"{col}{row}" for col in "ABCDEFGHIJKLMNOP" for row in range(1, 12)}


def _catastrophe_board() -> State:
    # G5 is a temple with a treasure, H5 a plain temple, I5 a black tile, K5-L6 a monument,
    # E5 an old catastrophe (seat 1's); seat 0's king stands on G4.
    return position(tiles={"red": "G5 H5", "black": "I5"}, treasures="G5", catastrophes="E5",
                    monuments=[("black-red", "K5", "red")], far_treasures=True,
                    players=[{"hand": "red", "leaders": "king G4"}, {"hand": "red", "catastrophes": 1}])


def test_where_a_catastrophe_may_go():
    state = _catastrophe_board()
    allowed = names(state.legal_actions().cells(CATASTROPHE))
    # Empty land, empty river and face-up tiles without a treasure; not the far treasures either.
    assert allowed == ALL_CELLS - {"G4", "G5", "K5", "L5", "K6", "L6", "E5", "A1", "C1", "A3"}
    assert {"H5", "I5", "E1", "F4"} <= allowed
    assert reason(state, "catastrophe G4") == "G4 holds a leader"
    assert reason(state, "catastrophe G5") == "the tile on G5 holds a treasure"
    assert reason(state, "catastrophe L6") == "L6 is part of a monument"
    assert reason(state, "catastrophe E5") == "E5 already has a catastrophe"
    assert reason(state, "catastrophe Q5") == "Q5 is not on the board"


def test_a_catastrophe_on_a_tile_discards_it_and_on_an_empty_cell_blocks_it():
    state = _catastrophe_board()
    events = state.apply("catastrophe I5")
    assert events == [ev.CatastrophePlaced(0, c("I5"), BLACK)]
    assert tiles(state)["black"] == set()
    assert state.discarded == [1, 0, 0, 0]
    events = state.apply("catastrophe E1")  # an empty river cell
    assert events[0] == ev.CatastrophePlaced(0, c("E1"), -1)
    assert names(state.catastrophes) == {"E5", "I5", "E1"}
    assert state.catastrophes_left == [0, 1]
    # A catastrophe blocks its cell for good (seat 1 is to play now).
    assert state.to_move == 1
    assert reason(state, "tile red I5") == "I5 has a catastrophe on it"


def test_two_catastrophes_per_player():
    assert State.new_game(4, seed=9).catastrophes_left == [2, 2, 2, 2]
    state = _catastrophe_board()
    play(state, "catastrophe F4", "catastrophe F6")
    # Seat 1's turn: seat 1 still has its second one.
    assert len(legal(state, "catastrophe")) > 0
    play(state, "pass")
    assert state.active == 0
    assert legal(state, "catastrophe") == set()
    assert reason(state, "catastrophe F8") == "you have no catastrophe tiles left"


def test_a_catastrophe_splits_a_kingdom_and_connects_nothing():
    # One kingdom {G4 G5 H5 I5 I4 J4}: seat 0's king on G4, seat 1's priest on I4.
    state = position(tiles={"red": "G5 H5 J4", "black": "I5"}, far_treasures=True,
                     players=[{"hand": "black", "leaders": "king G4"},
                              {"hand": "red", "leaders": "priest I4"}])
    assert kingdoms(state) == {frozenset({"G4", "G5", "H5", "I5", "I4", "J4"})}
    events = state.apply("catastrophe H5")
    assert events == [ev.CatastrophePlaced(0, c("H5"), RED)]  # both leaders keep a temple
    assert kingdoms(state) == {frozenset({"G4", "G5"}), frozenset({"I4", "I5", "J4"})}
    # The black tile on H6 touches the catastrophe, but joins nothing through it.
    events = state.apply("tile black H6")
    assert events[0] == ev.TilePlaced(0, BLACK, c("H6"))
    assert not [e for e in events if isinstance(e, ev.Scored)]


def test_a_catastrophe_on_a_shared_temple_sends_both_leaders_home():
    state = position(tiles={"red": "H5"}, far_treasures=True, active=1,
                     players=[{"hand": "black", "leaders": "king G5"},
                              {"hand": "red", "leaders": "trader I5"}])
    events = state.apply("catastrophe H5")
    assert events == [ev.CatastrophePlaced(1, c("H5"), RED),
                      ev.LeaderRemoved(0, BLACK, c("G5"), ev.NO_TEMPLE),
                      ev.LeaderRemoved(1, 3, c("I5"), ev.NO_TEMPLE)]
    assert leaders(state) == {}
    assert kingdoms(state) == set()


# Swapping -------------------------------------------------------------------------------


def test_the_legal_swaps_are_every_sub_multiset_of_the_hand_once():
    state = position(players=[{"hand": "red red blue green green green"}, {"hand": "red"}])
    swaps = [str(a) for a in state.legal_actions() if str(a).startswith("swap")]
    expected = set()
    for r, u, g in product(range(3), range(2), range(4)):
        if r + u + g:
            expected.add("swap " + " ".join(["red"] * r + ["blue"] * u + ["green"] * g))
    assert len(expected) == 3 * 2 * 4 - 1
    assert set(swaps) == expected
    assert len(swaps) == len(expected)  # no duplicates
    assert reason(state, "swap black") == "you do not hold that many black tiles"
    assert reason(state, "swap red red red") == "you do not hold that many red tiles"
    # Colours may be named in any order.
    play(state, "swap green red blue")
    assert state.swapped[:4] == [0, 1, 1, 1]


def test_swapped_tiles_leave_the_game_and_the_hand_refills_from_the_bag():
    state = position(bag="black black black", players=[{"hand": "red red blue green"},
                                                       {"hand": "red"}])
    events = state.apply("swap red blue")
    assert events == [ev.Swapped(0, 2, (RED, BLUE)), ev.Drew(0, 2, (BLACK, BLACK))]
    assert hands(state) == [(2, 1, 0, 1), (0, 1, 0, 0)]
    assert state.bag_contents() == [BLACK]
    assert state.swapped[:4] == [0, 1, 1, 0]
    assert (state.to_move, state.pending, state.actions_left) == (0, None, 1)
    # Every tile is somewhere: board, hands, bag, discards (seen and unseen).
    total = [state.tiles[k].bit_count() + sum(state.hands[s * 4 + k] for s in range(2))
             + state.bag_contents().count(k) + state.discarded[k]
             + sum(state.swapped[s * 4 + k] for s in range(2)) + state.unseen_discards[k]
             for k in range(4)]
    assert total == list(TILE_COUNTS)


def test_a_swap_the_bag_cannot_supply_ends_the_game_at_once():
    state = position(bag="black", far_treasures=True,
                     players=[{"hand": "red red blue green"}, {"hand": "red"}])
    events = state.apply("swap red blue")
    assert events[0] == ev.Swapped(0, 2, (RED, BLUE))
    assert events[-1] == ev.GameEnded("bag", state.ranking())
    assert not [e for e in events if isinstance(e, ev.Drew)]
    assert state.is_over and state.to_move == -1 and state.end_reason == "bag"
    assert state.legal_actions().to_list() == []
    assert reason(state, "pass") == "the game is over"


def test_a_swap_that_empties_the_bag_exactly_is_fine():
    state = position(bag="black green", far_treasures=True,
                     players=[{"hand": "red red blue green"}, {"hand": "red"}])
    play(state, "swap red blue")
    assert hands(state)[0] == (1, 1, 0, 2)
    assert state.bag_count == 0 and not state.is_over
