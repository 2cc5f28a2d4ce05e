"""The rule book's first round (Andrey, Varvara, Denis, Karina), replayed from
the record `positions/first_round.toml`, with the exact scores, hands and
leaders after each player's turn."""

from __future__ import annotations

from pathlib import Path

from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLUE, RED
from game.storage import read_record_file
from tests.conftest import c, hands, kingdoms, leaders, scores

RECORD = Path(__file__).parent / "positions" / "first_round.toml"
ANDREY, VARVARA, DENIS, KARINA = range(4)

# (actions played, seat to move next, scores, hands, leaders)
AFTER_EACH_TURN = [
    (2, VARVARA,
     [(0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)],
     [(2, 2, 1, 1), (2, 1, 1, 2), (1, 1, 2, 2), (1, 4, 0, 1)],
     {(ANDREY, "king"): "G3", (ANDREY, "priest"): "H7"}),
    (4, DENIS,
     [(0, 0, 0, 0), (0, 0, 1, 0), (0, 0, 0, 0), (0, 0, 0, 0)],
     [(2, 2, 1, 1), (2, 1, 0, 3), (1, 1, 2, 2), (1, 4, 0, 1)],
     {(ANDREY, "king"): "G3", (ANDREY, "priest"): "H7", (VARVARA, "farmer"): "F2"}),
    (6, KARINA,
     [(0, 0, 0, 0), (0, 0, 1, 0), (0, 1, 0, 0), (0, 0, 0, 0)],
     [(2, 2, 1, 1), (2, 1, 0, 3), (2, 0, 2, 2), (1, 4, 0, 1)],
     {(ANDREY, "king"): "G3", (ANDREY, "priest"): "H7", (VARVARA, "farmer"): "F2",
      (DENIS, "king"): "K10"}),
    (10, ANDREY,
     [(0, 0, 0, 0), (0, 0, 1, 0), (0, 1, 0, 0), (0, 2, 0, 0)],
     [(2, 2, 1, 1), (2, 1, 0, 3), (2, 0, 2, 2), (1, 2, 2, 1)],
     {(ANDREY, "king"): "G3", (VARVARA, "farmer"): "F2", (DENIS, "king"): "K10",
      (KARINA, "priest"): "I8"}),
]


def test_the_first_round_turn_by_turn():
    record = read_record_file(str(RECORD))
    assert len(record.actions) == 10
    for played, to_move, expected_scores, expected_hands, expected_leaders in AFTER_EACH_TURN:
        state = record.replay(until=played)
        assert (state.to_move, state.active, state.actions_left, state.pending) == (
            to_move, to_move, 2, None), played
        assert scores(state) == expected_scores, played
        assert hands(state) == expected_hands, played
        assert leaders(state) == expected_leaders, played
    assert state.turn == 4
    assert state.discarded == [0, 3, 0, 0]  # Karina's three committed temples
    assert kingdoms(state) == {frozenset({"F2", "E2", "F3", "G3"}),
                               frozenset({"K10", "K11", "J10"}),
                               frozenset({"I7", "I8", "J8"})}


def test_karinas_turn_event_by_event():
    record = read_record_file(str(RECORD))
    state = record.replay(until=6)
    events = state.apply("leader priest I8")
    assert events == [ev.LeaderPlaced(KARINA, RED, c("I8"), -1),
                      ev.ConflictStarted(ev.REVOLT, RED, KARINA, ANDREY, c("I8"), c("H7"), 1, 1)]
    state.apply("commit 3")
    events = state.apply("commit 0")
    assert events == [ev.SupportCommitted(ANDREY, 0, RED),
                      ev.ConflictResolved(ev.REVOLT, RED, KARINA, ANDREY, 4, 1),
                      ev.LeaderRemoved(ANDREY, RED, c("H7"), ev.LOST_REVOLT),
                      ev.Scored(KARINA, RED, 1, "revolt", c("H7"))]
    events = state.apply("tile red J8")
    assert events == [ev.TilePlaced(KARINA, RED, c("J8")),
                      ev.Scored(KARINA, RED, 1, "tile", c("J8")),
                      ev.Drew(KARINA, 4, (RED, RED, BLUE, BLUE)),
                      ev.TurnEnded(KARINA),
                      ev.TurnStarted(ANDREY)]
    assert state == record.replay()
