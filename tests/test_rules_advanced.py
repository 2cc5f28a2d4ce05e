"""The advanced board (the reverse side): its rivers, its fourteen starting
temples with treasures, and its six special-border temples B3 P6 A8 E10 J11
O11, which are emptied first."""

from __future__ import annotations

from game.engine.tigris import State
from game.engine.tigris import events as ev
from game.engine.tigris.actions import TILE
from game.engine.tigris.pieces import BLUE, HAND_SIZE, TILE_COUNTS
from tests.conftest import c, legal, names, play, position, reason

# The board as the rules file draws it (`~` river, `T` temple, `*` special temple).
ADVANCED = """
. . ~ ~ T . . . . T . . . . . ~
. . ~ ~ . . . . . . . . . . T ~
. * ~ ~ . . . . . . . . . . . ~
. . ~ . . . T . . . . T ~ ~ ~ ~
. . ~ . . . . . . . . . ~ . . .
. . ~ T . . . . . . . . ~ . . *
. . ~ ~ . . . . . . . . ~ ~ . .
* . . ~ ~ ~ . T . . . . T ~ . .
. . . . . ~ ~ ~ . . . . . ~ . .
. . . . * . ~ ~ ~ ~ ~ ~ ~ ~ . .
. . . . . . ~ . . * . . . . * .
"""


def _marks(mark: str) -> set[str]:
    rows = ADVANCED.strip().splitlines()
    return {f"{'ABCDEFGHIJKLMNOP'[col]}{row + 1}" for row, line in enumerate(rows)
            for col, m in enumerate(line.split()) if m in mark}


def test_the_advanced_set_up():
    state = State.new_game(3, seed=11, board="advanced")
    temples = _marks("T*")
    assert len(temples) == 14
    assert temples == {"E1", "J1", "O2", "B3", "G4", "L4", "D6", "P6", "A8", "H8", "M8", "E10",
                       "J11", "O11"}
    assert names(state.tiles[1]) == temples
    assert names(state.treasures) == temples
    assert names(state.board.special) == _marks("*") == {"B3", "P6", "A8", "E10", "J11", "O11"}
    assert names(state.board.river) == _marks("~")
    assert state.bag_count == sum(TILE_COUNTS) - 14 - 3 * HAND_SIZE


def test_tiles_follow_the_advanced_rivers():
    state = position(map="advanced", players=[{"hand": "blue red"}, {"hand": "red"}])
    assert names(state.legal_actions().cells(TILE, BLUE)) == _marks("~")
    assert "tile blue C5" in legal(state)  # land on the standard board
    assert reason(state, "tile blue M2") == "M2 is land; blue tiles go on rivers"  # river there


def test_a_special_border_treasure_is_taken_before_an_ordinary_one():
    # D6 (ordinary) and E10 (special) joined by a chain of tiles; a trader arrives on F7.
    state = position(map="advanced", tiles={"red": "D6 E6 E7 E9 E10 J1 O2", "blue": "E8"},
                     treasures="D6 E10 J1 O2", players=[{"hand": "red"}, {"hand": "red"}])
    play(state, "leader trader F7")
    assert (state.to_move, state.pending) == (0, "treasure")
    assert legal(state) == {"treasure E10"}
    events = state.apply("treasure E10")
    assert events == [ev.TreasureTaken(0, c("E10"))]
    assert names(state.treasures) == {"D6", "J1", "O2"}


def test_between_two_special_border_treasures_the_owner_chooses():
    state = position(map="advanced", tiles={"red": "J11 K11 L11 M11 N11 O11 J1 O2"},
                     treasures="J11 O11 J1 O2", players=[{"hand": "red"}, {"hand": "red"}])
    play(state, "leader trader P11")
    assert legal(state) == {"treasure J11", "treasure O11"}
    play(state, "treasure O11")
    assert names(state.treasures) == {"J11", "J1", "O2"}
    assert state.treasures_taken == [1, 0]
