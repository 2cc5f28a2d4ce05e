"""Wars: a tile joins two kingdoms and a colour is doubled. The unification
tile scores nothing; the active player orders several wars; the attacker is
the active player if involved, else the first owner clockwise; strength is
the face-up tiles of the colour on each leader's side (never the unification
tile) plus commitments; the loser's leader and side tiles of that colour go,
one point each to the winner; the red-war exception; sides recomputed after
each war."""

from __future__ import annotations

from game.engine.tigris import State
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLACK, BLUE, GREEN, RED
from tests.conftest import c, hands, kingdoms, leaders, legal, names, play, position, reason, scores, tiles


def _book_war() -> State:
    """The book's war example, laid out on rows 5-6.

        col:   E      F       G      H     I     J        K
        5:    red  trader1    .      .     .   trader2    .
        6:   king0  green   (U)   green green   red    king2

    Bull (seat 0, active) puts a green tile on G6, joining Lion's and Bull's kingdom
    on the left with Archer's on the right: kings and traders are both doubled.
    """
    return position(tiles={"red": "E5 J6", "green": "F6 H6 I6"}, far_treasures=True,
                    bag="black black black black black black",
                    players=[{"hand": "green black black red red blue", "leaders": "king E6"},
                             {"hand": "green green green green red red", "leaders": "trader F5"},
                             {"hand": "green green red red blue blue", "leaders": "trader J5 king K6"}])


def test_the_books_green_war_five_against_three_and_the_kingdom_falls_apart():
    state = _book_war()
    events = state.apply("tile green G6")
    assert events == [ev.TilePlaced(0, GREEN, c("G6")), ev.Unified(c("G6"))]  # no point
    assert (state.to_move, state.pending) == (0, "war")
    assert legal(state) == {"war black", "war green"}

    # Bull is not a trader: Lion, first clockwise from Bull, attacks. Lion's side has one
    # green tile (F6; the unification tile G6 never counts), Archer's two (H6, I6).
    events = state.apply("war green")
    assert events == [ev.ConflictStarted(ev.WAR, GREEN, 1, 2, c("F5"), c("J5"), 1, 2)]
    assert [names(side) for side in state.support_cells()] == [{"F6"}, {"H6", "I6"}]
    assert state.to_move == 1
    assert legal(state) == {f"commit {k}" for k in range(5)}
    play(state, "commit 4")
    assert state.to_move == 2
    assert legal(state) == {"commit 0", "commit 1", "commit 2"}
    events = state.apply("commit 1")
    assert events == [ev.SupportCommitted(2, 1, GREEN),
                      ev.ConflictResolved(ev.WAR, GREEN, 1, 2, 5, 3),
                      ev.LeaderRemoved(2, GREEN, c("J5"), ev.LOST_WAR),
                      ev.TilesRemoved(GREEN, (c("H6"), c("I6"))),
                      ev.Scored(1, GREEN, 3, "war", c("J5")),
                      ev.UnificationEnded(c("G6"))]
    # The kingdom fell in two, so the kings no longer meet: no second war.
    assert kingdoms(state) == {frozenset({"E5", "E6", "F5", "F6", "G6"}), frozenset({"J6", "K6"})}
    assert leaders(state) == {(0, "king"): "E6", (1, "trader"): "F5", (2, "king"): "K6"}
    assert tiles(state)["green"] == {"F6", "G6"}  # the unification tile stays
    assert scores(state) == [(0, 0, 0, 0), (0, 0, 0, 3), (0, 0, 0, 0)]
    assert hands(state) == [(2, 2, 1, 0), (0, 2, 0, 0), (0, 2, 2, 1)]
    assert state.discarded == [0, 0, 0, 7]  # 5 committed, 2 removed
    assert (state.to_move, state.pending, state.actions_left, state.unification) == (0, None, 1, -1)


def test_the_active_player_orders_the_wars_and_sides_are_recomputed_between_them():
    state = _book_war()
    play(state, "tile green G6")
    assert reason(state, "war blue") == ('there is no blue war to fight; choose "war black" or '
                                         '"war green"')
    # Bull owns a king, so Bull attacks in the war of kings. No black tiles on either side.
    events = state.apply("war black")
    assert events == [ev.ConflictStarted(ev.WAR, BLACK, 0, 2, c("E6"), c("K6"), 0, 0)]
    events = play(state, "commit 1", "commit 0")
    assert events[-3:] == [ev.LeaderRemoved(2, BLACK, c("K6"), ev.LOST_WAR),
                           ev.Scored(0, BLACK, 1, "war", c("K6")),
                           # One doubled colour left: its war follows without a choice.
                           ev.ConflictStarted(ev.WAR, GREEN, 1, 2, c("F5"), c("J5"), 1, 2)]
    assert state.pending == "commit"
    events = play(state, "commit 0", "commit 0")  # 1 against 2: Archer defends
    assert events[1:] == [ev.SupportCommitted(2, 0, GREEN),
                          ev.ConflictResolved(ev.WAR, GREEN, 2, 1, 1, 2),
                          ev.LeaderRemoved(1, GREEN, c("F5"), ev.LOST_WAR),
                          ev.TilesRemoved(GREEN, (c("F6"),)),
                          ev.Scored(2, GREEN, 2, "war", c("F5")),
                          ev.UnificationEnded(c("G6"))]
    assert leaders(state) == {(0, "king"): "E6", (2, "trader"): "J5"}
    assert kingdoms(state) == {frozenset({"E5", "E6"}), frozenset({"G6", "H6", "I6", "J6", "J5"})}
    assert scores(state) == [(1, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 2)]


def test_the_attacker_is_the_first_owner_clockwise_from_the_active_player():
    # Four players; seat 2 joins seat 1's and seat 3's kingdoms (farmers doubled).
    # Clockwise from seat 2 comes seat 3 before seat 1.
    state = position(tiles={"red": "G5 I5"}, active=2, far_treasures=True, players=[
        {"hand": "red"}, {"hand": "blue", "leaders": "farmer G4"},
        {"hand": "black black"}, {"hand": "blue", "leaders": "farmer I4"}])
    events = state.apply("tile black H5")
    assert events[-1] == ev.ConflictStarted(ev.WAR, BLUE, 3, 1, c("I4"), c("G4"), 0, 0)
    assert state.to_move == 3
    # A tie goes to the defender, seat 1.
    events = play(state, "commit 1", "commit 1")
    assert events[-4:-1] == [ev.ConflictResolved(ev.WAR, BLUE, 1, 3, 1, 1),
                             ev.LeaderRemoved(3, BLUE, c("I4"), ev.LOST_WAR),
                             ev.Scored(1, BLUE, 1, "war", c("I4"))]


def test_a_war_strength_counts_the_whole_side_but_not_the_unification_tile_or_face_down_tiles():
    """Left side {B5-C6 monument, D5 D6 E5 E4}: black D5 D6 count though not beside the
    king; the black-blue monument's face-down black tiles do not. Right side {G5 monument
    J5 K5 K4}: G5 and J5 count, the black-green monument's four face-down black tiles do
    not. F6 touches only the unification tile F5, so it belongs to neither side.

        col:   B  C     D      E      F      G     H  I     J     K
        4:     .  .     .    king0    .      .     .  .     .   king1
        5:    [mon]   black   red    (U)   black  [mon]   black  red
        6:    [mon]   black    .    black    .    [mon]     .     .
    """
    state = position(tiles={"red": "E5 K5", "black": "D5 D6 F6 G5 J5"}, far_treasures=True,
                     monuments=[("black-green", "H5", "black"), ("black-blue", "B5", "black")],
                     players=[{"hand": "black black", "leaders": "king E4"},
                              {"hand": "black", "leaders": "king K4"}])
    events = state.apply("tile black F5")
    assert events == [ev.TilePlaced(0, BLACK, c("F5")), ev.Unified(c("F5")),
                      ev.ConflictStarted(ev.WAR, BLACK, 0, 1, c("E4"), c("K4"), 2, 2)]
    # What a client highlights as each side's strength: the same tiles the counts came from.
    assert [names(side) for side in state.support_cells()] == [{"D5", "D6"}, {"G5", "J5"}]
    events = play(state, "commit 1", "commit 0")
    assert state.support_cells() == (0, 0)
    assert events[2:] == [ev.ConflictResolved(ev.WAR, BLACK, 0, 1, 3, 2),
                          ev.LeaderRemoved(1, BLACK, c("K4"), ev.LOST_WAR),
                          ev.TilesRemoved(BLACK, (c("G5"), c("J5"))),
                          ev.Scored(0, BLACK, 3, "war", c("K4")),
                          ev.UnificationEnded(c("F5"))]
    # A monument is never removed.
    assert names(state.facedown) == {"H5", "I5", "H6", "I6", "B5", "C5", "B6", "C6"}
    assert tiles(state)["black"] == {"D5", "D6", "F5", "F6"}
    assert kingdoms(state) == {frozenset({"B5", "C5", "B6", "C6", "D5", "D6", "E4", "E5", "F5", "F6"})}


def test_the_red_war_exception():
    """Loser's side: G5 (no leader near) and I4 (beside the losing priest only) go;
    H5 (treasure) and I5 (beside seat 1's king) stay. F6 hangs off the unification
    tile F5 alone, so it is on neither side.

        col:    E       F      G      H        I
        4:   priest0    .      .   priest1    red
        5:     red    (U)    red   red(T)     red
        6:      .      red     .      .      king1
    """
    state = position(tiles={"red": "E5 F6 G5 H5 I4 I5"}, treasures="H5", far_treasures=True,
                     players=[{"hand": "red red red red red blue", "leaders": "priest E4"},
                              {"hand": "red", "leaders": "priest H4 king I6"}])
    events = state.apply("tile red F5")
    assert events[-1] == ev.ConflictStarted(ev.WAR, RED, 0, 1, c("E4"), c("H4"), 1, 4)
    events = play(state, "commit 4", "commit 0")
    assert events[2:] == [ev.ConflictResolved(ev.WAR, RED, 0, 1, 5, 4),
                          ev.LeaderRemoved(1, RED, c("H4"), ev.LOST_WAR),
                          ev.TilesRemoved(RED, (c("I4"), c("G5"))),
                          ev.Scored(0, RED, 3, "war", c("H4")),
                          ev.UnificationEnded(c("F5"))]
    assert tiles(state)["red"] == {"E5", "F5", "F6", "H5", "I5", "A1", "C1", "A3"}
    assert leaders(state) == {(0, "priest"): "E4", (1, "king"): "I6"}  # the king keeps I5
    assert kingdoms(state) == {frozenset({"E4", "E5", "F5", "F6"}), frozenset({"H5", "I5", "I6"})}
    assert scores(state) == [(0, 3, 0, 0), (0, 0, 0, 0)]


def test_after_each_war_the_active_player_chooses_again_among_the_colours_still_doubled():
    # Kings, priests and traders are all doubled; E5 is seat 0's side's only temple.
    state = position(tiles={"red": "E5 G5"}, far_treasures=True, players=[
        {"hand": "black", "leaders": "king E4 priest D5 trader E6"},
        {"hand": "red", "leaders": "king G4 priest H5 trader G6"}])
    play(state, "tile black F5")
    assert legal(state) == {"war black", "war red", "war green"}
    play(state, "war green", "commit 0", "commit 0")  # a tie: seat 1 defends
    assert leaders(state)[(1, "trader")] == "G6" and (0, "trader") not in leaders(state)
    assert (state.to_move, state.pending) == (0, "war")
    assert legal(state) == {"war black", "war red"}
    events = play(state, "war red", "commit 0", "commit 0")
    # Seat 0's priest loses; E5 stays, being beside seat 0's king (red-war exception).
    assert ev.LeaderRemoved(0, RED, c("D5"), ev.LOST_WAR) in events
    assert not [e for e in events if isinstance(e, ev.TilesRemoved)]
    assert tiles(state)["red"] >= {"E5", "G5"}
    assert events[-1] == ev.ConflictStarted(ev.WAR, BLACK, 0, 1, c("E4"), c("G4"), 0, 0)
    play(state, "commit 0", "commit 0")
    assert leaders(state) == {(1, "king"): "G4", (1, "priest"): "H5", (1, "trader"): "G6"}
    assert scores(state) == [(0, 0, 0, 0), (1, 1, 0, 1)]
    assert (state.to_move, state.pending, state.actions_left, state.unification) == (0, None, 1, -1)


def test_three_players_the_attacker_wraps_round_and_a_winning_defender_takes_the_treasure():
    """Seat 2 (active, no trader) joins {E5 F5 F4} (seat 0's trader, treasure on E5) and
    {H5 H4} (seat 1's trader, treasure on H5) with a black tile on G5. Clockwise from
    seat 2 comes seat 0: it attacks. The tie goes to seat 1, whose trader's kingdom then
    holds both treasures: seat 1 takes one during seat 2's action."""
    state = position(tiles={"red": "E5 F5 H5"}, treasures="E5 H5", far_treasures=True, active=2,
                     players=[{"hand": "green", "leaders": "trader F4"},
                              {"hand": "green", "leaders": "trader H4"},
                              {"hand": "black black"}])
    events = state.apply("tile black G5")
    assert events == [ev.TilePlaced(2, BLACK, c("G5")), ev.Unified(c("G5")),
                      ev.ConflictStarted(ev.WAR, GREEN, 0, 1, c("F4"), c("H4"), 0, 0)]
    events = play(state, "commit 1", "commit 1")
    assert events == [ev.SupportCommitted(0, 1, GREEN), ev.SupportCommitted(1, 1, GREEN),
                      ev.ConflictResolved(ev.WAR, GREEN, 1, 0, 1, 1),
                      ev.LeaderRemoved(0, GREEN, c("F4"), ev.LOST_WAR),
                      ev.Scored(1, GREEN, 1, "war", c("F4")),
                      ev.UnificationEnded(c("G5"))]
    assert kingdoms(state) == {frozenset({"E5", "F5", "G5", "H5", "H4"})}
    assert (state.active, state.to_move, state.pending) == (2, 1, "treasure")
    assert legal(state) == {"treasure E5", "treasure H5"}
    assert state.apply("treasure E5") == [ev.TreasureTaken(1, c("E5"))]
    assert state.treasures_taken == [0, 1, 0]
    assert scores(state) == [(0, 0, 0, 0), (0, 0, 0, 1), (0, 0, 0, 0)]
    assert hands(state) == [(0, 0, 0, 0), (0, 0, 0, 0), (1, 0, 0, 0)]
    assert (state.active, state.to_move, state.pending, state.actions_left) == (2, 2, None, 1)
