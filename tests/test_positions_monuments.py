"""Positions with monuments, as `../shared/spec/formats.md` reads them (issue 36).

A monument stands on four face-down tiles of either of its two colours. A
position's entry may say which (`tiles`); left out, the reader takes the
colour the square allows: blue where the square is river, else red where a
treasure lies on it, else the first of the two that fits. A monument neither
of whose colours fits is refused, naming the field and the cell. Every case
on both boards; a written position always reads back to the same state.
"""

from __future__ import annotations

import pytest

from game.engine import BadFileError, dump_position, load_position
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import BLUE, COLOUR_NAMES, GREEN, MONUMENT_NAMES, MONUMENTS, RED
from game.engine.tigris.position import position_dict
from tests.conftest import c, legal, names, play, position, position_toml, scores, tiles

# Per board: a 2×2 square of river, one of land, and a starting temple with the
# square (from its top-left cell) that holds it; every cell checked below.
SQUARES = {
    "standard": {"river": "O4", "land": "G5", "temple": "F3", "temple_square": "F2"},
    "advanced": {"river": "C1", "land": "G5", "temple": "G4", "temple_square": "G4"},
}
PLAYERS = [{"hand": "black red"}, {"hand": "blue green"}]


def square_cells(top_left: str) -> list[str]:
    col, row = top_left[0], int(top_left[1:])
    nxt = chr(ord(col) + 1)
    return [f"{col}{row}", f"{nxt}{row}", f"{col}{row + 1}", f"{nxt}{row + 1}"]


def test_the_squares_are_what_the_tests_say():
    from game.engine.tigris.maps import MAPS

    for map_name, where in SQUARES.items():
        board = MAPS[map_name]
        assert all(board.river >> c(x) & 1 for x in square_cells(where["river"])), map_name
        assert all(board.land >> c(x) & 1 for x in square_cells(where["land"])), map_name
        assert all(board.land >> c(x) & 1 for x in square_cells(where["temple_square"])), map_name
        assert c(where["temple"]) in board.temples
        assert where["temple"] in square_cells(where["temple_square"])


def load(map_name: str, monument: tuple, treasures: str = "", **extra):
    return position(map=map_name, monuments=[monument], treasures=treasures, players=PLAYERS, **extra)


def refusal(map_name: str, monument: tuple, treasures: str = "") -> str:
    text = position_toml(map=map_name, monuments=[monument], treasures=treasures, players=PLAYERS)
    with pytest.raises(BadFileError) as caught:
        load_position(text, "bad.toml")
    message = str(caught.value)
    assert message.startswith("bad.toml: ") and "\n" not in message
    return message.removeprefix("bad.toml: ")


def check_monument(state, pair: str, top_left: str, colour: int) -> None:
    """The monument stands on four face-down tiles of `colour`, counted as such,
    and the state writes a position that reads back to itself, with its colour."""
    index = MONUMENT_NAMES.index(pair)
    assert state.monuments == ((index, c(top_left), colour),)
    assert names(state.facedown) == set(square_cells(top_left))
    assert all(state.tiles[x] == 0 for x in range(4))
    expected = [0, 0, 0, 0]
    expected[colour] = 4
    hands = [state.hand(0)[x] for x in range(4)]
    assert [v - h for v, h in zip(state.visible_tiles(0), hands, strict=True)] == expected
    text = dump_position(state)
    assert f'{{ colors = "{pair}", at = "{top_left}", tiles = "{COLOUR_NAMES[colour]}" }}' in text
    again = load_position(text, "again.toml")
    assert position_dict(again) == position_dict(state) and again.key() == state.key()


@pytest.mark.parametrize("map_name", sorted(SQUARES))
@pytest.mark.parametrize("pair", MONUMENT_NAMES)
def test_a_monument_on_a_square_of_each_of_its_colours(map_name: str, pair: str):
    where = SQUARES[map_name]
    first, second = MONUMENTS[MONUMENT_NAMES.index(pair)]
    land_default = first if first != BLUE else second  # the first of the two that land allows
    for colour in (first, second):
        square = where["river"] if colour == BLUE else where["land"]
        # Said outright: on the square of that colour.
        check_monument(load(map_name, (pair, square, COLOUR_NAMES[colour])), pair, square, colour)
        # Left out: blue on a river; on land the first colour that is not blue.
        inferred = BLUE if colour == BLUE else land_default
        check_monument(load(map_name, (pair, square)), pair, square, inferred)
    # Over a temple that keeps its treasure: red, said or not; without red, refused.
    square, temple = where["temple_square"], where["temple"]
    if RED in (first, second):
        check_monument(load(map_name, (pair, square), temple), pair, square, RED)
        check_monument(load(map_name, (pair, square, "red"), temple), pair, square, RED)
        assert names(load(map_name, (pair, square), temple).treasures) == {temple}
    else:
        assert refusal(map_name, (pair, square), temple) == (
            f"board.monuments[0].at: the treasure on {temple} lies on a red tile, and the {pair} "
            "monument has no red")
    # A monument without blue on the river is refused, naming the field and the square.
    if BLUE not in (first, second):
        assert refusal(map_name, (pair, where["river"])) == (
            f"board.monuments[0].at: the 2×2 square from {where['river']} is river, and the "
            f"{pair} monument has no blue")


@pytest.mark.parametrize("monument, treasures, message", [
    (("black-blue", "M3"), "",
     "board.monuments[0].at: the 2×2 square from M3 is part river (M3, N3, N4) and part land (M4); "
     "a monument stands on four tiles of one colour"),
    (("black-green", "G5", "red"), "", "board.monuments[0].tiles: the black-green monument cannot "
                                       "stand on red tiles"),
    (("blue-green", "G5", "blue"), "", "board.monuments[0].at: G5 is land; the monument is not on "
                                       "four blue tiles"),
    (("blue-green", "O4", "green"), "", "board.monuments[0].at: O4 is a river; the monument is not "
                                        "on four green tiles"),
    (("black-red", "F2", "black"), "F3", "board.monuments[0].tiles: the treasure on F3 lies on a red "
                                         "tile, not a black one"),
    (("black-red", "F2", "purple"), "", "board.monuments[0].tiles: 'purple' is not a colour"),
    (("red-green", "G5"), "G2", "board.treasures: G2 is not a red tile"),
])
def test_refused_monuments_name_the_field_and_the_cell(monument, treasures, message):
    assert refusal("standard", monument, treasures).startswith(message)


def test_the_rule_books_blue_green_monument_on_green_land_scores_both_its_colours():
    """The Polish rule book's example: a blue-green monument on four green tiles,
    written without `tiles`; seat 0's farmer and trader share its kingdom, so each
    scores a point at the end of the turn."""
    state = position(tiles={"red": "G7"}, monuments=[("blue-green", "G5")], far_treasures=True,
                     players=[{"hand": "black", "leaders": "farmer F7 trader H7"}, {"hand": "red"}])
    assert state.monuments == ((MONUMENT_NAMES.index("blue-green"), c("G5"), GREEN),)
    events = play(state, "pass")
    assert [e for e in events if isinstance(e, ev.Scored)] == [
        ev.Scored(0, BLUE, 1, "monument", c("G5")), ev.Scored(0, GREEN, 1, "monument", c("G5"))]
    assert scores(state) == [(0, 0, 1, 1), (0, 0, 0, 0)]


def test_a_treasure_under_a_red_monument_is_taken_later_by_the_traders_owner():
    """The black-red monument over the temple F3 (its entry says no colour: red,
    for the treasure on it). Seat 0's green tile on H3 joins it (G3 is face down)
    to the temple I3, where seat 1's trader stands: the kingdom holds two
    treasures, and seat 1, not the active seat 0, takes one — the one under the
    monument."""
    state = position(tiles={"red": "I3"}, treasures="F3 I3", far_treasures=True,
                     monuments=[("black-red", "F2")],
                     players=[{"hand": "green black"}, {"hand": "red", "leaders": "trader I4"}])
    assert state.monuments == ((MONUMENT_NAMES.index("black-red"), c("F2"), RED),)
    events = state.apply("tile green H3")
    assert events == [ev.TilePlaced(0, GREEN, c("H3")), ev.Scored(1, GREEN, 1, "tile", c("H3"))]
    assert (state.to_move, state.pending, state.active) == (1, "treasure", 0)
    assert legal(state) == {"treasure F3", "treasure I3"}
    assert state.apply("treasure F3") == [ev.TreasureTaken(1, c("F3"))]
    assert names(state.treasures) == {"I3", "A1", "C1", "A3"}
    assert state.treasures_taken == [0, 1]
    assert scores(state) == [(0, 0, 0, 0), (0, 0, 0, 1)]
    assert tiles(state) == {"black": set(), "red": {"I3", "A1", "C1", "A3"}, "blue": set(),
                            "green": {"H3"}}
    assert names(state.facedown) == {"F2", "G2", "F3", "G3"}
    assert state.monuments == ((MONUMENT_NAMES.index("black-red"), c("F2"), RED),)
    assert (state.to_move, state.pending, state.actions_left) == (0, None, 1)
    assert state.final_scores() == [(0, 0, 0, 0), (1, 0, 0, 1)]  # the treasure: a wild point, to black
    # The position now reads back as it is.
    assert load_position(dump_position(state), "again.toml").key() == state.key()


def test_a_monument_built_in_play_over_a_treasure_reads_back_without_its_tiles_key():
    """Played through the engine: the red square F2 (the temple F3 keeps its
    treasure) becomes the black-red monument. The written position, with the
    `tiles` key taken out as the formats page allows, loads to the same state."""
    state = position(tiles={"red": "F2 F3 G3"}, treasures="F3", far_treasures=True,
                     players=[{"hand": "red black"}, {"hand": "blue"}])
    play(state, "tile red G2")
    assert legal(state, "monument") == {"monument black-red F2", "monument red-blue F2",
                                        "monument red-green F2"}
    play(state, "monument black-red F2")
    assert names(state.treasures) == {"F3", "A1", "C1", "A3"}
    text = dump_position(state)
    written = '{ colors = "black-red", at = "F2", tiles = "red" }'
    assert written in text
    bare = text.replace(written, '{ colors = "black-red", at = "F2" }')
    assert load_position(bare, "page.toml").key() == state.key()
