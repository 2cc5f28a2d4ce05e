"""The public formats: notation, positions and records (../shared/spec/formats.md)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import (
    BadFileError,
    MalformedActionError,
    Rng,
    dump_position,
    load_position,
    load_record,
)
from game.engine.grid import cell_code, cell_name, parse_cell
from game.engine.record import new_game_record
from game.engine.tigris import Action, State
from game.engine.tigris.actions import (
    CATASTROPHE,
    COMMIT,
    LEADER,
    MONUMENT,
    NO_MONUMENT,
    PASS,
    TILE,
    TREASURE,
    WAR,
    WITHDRAW,
)
from game.engine.tigris.position import position_dict

DERANDOMIZED = settings(derandomize=True, max_examples=300,
                        suppress_health_check=[HealthCheck.too_slow])

cells = st.builds(cell_code, st.integers(0, 15), st.integers(0, 10))
colours = st.integers(0, 3)
actions = st.one_of(
    st.builds(lambda c, x: Action(TILE, c, x), colours, cells),
    st.builds(lambda k, x: Action(LEADER, k, x), colours, cells),
    st.builds(lambda k: Action(WITHDRAW, k), colours),
    st.builds(lambda c: Action(CATASTROPHE, -1, c), cells),
    st.builds(lambda t: Action.swap(t),
              st.tuples(*[st.integers(0, 6)] * 4).filter(lambda t: 0 < sum(t) <= 6)),
    st.just(Action(PASS)),
    st.builds(lambda n: Action(COMMIT, n), st.integers(0, 12)),
    st.builds(lambda c: Action(WAR, c), colours),
    st.builds(lambda m, x: Action(MONUMENT, m, x), st.integers(0, 5), cells),
    st.just(Action(NO_MONUMENT)),
    st.builds(lambda c: Action(TREASURE, -1, c), cells),
)


@DERANDOMIZED
@given(actions)
def test_notation_round_trips(action):
    assert Action.parse(str(action)) == action
    text = str(action)
    assert text == text.strip() and "  " not in text


@DERANDOMIZED
@given(st.text(max_size=40))
def test_parsing_any_text_gives_an_action_or_a_clear_error(text):
    try:
        action = Action.parse(text)
    except MalformedActionError as error:
        assert str(error)
    else:
        assert Action.parse(str(action)) == action


def test_large_counts_round_trip_and_absurd_ones_are_malformed():
    big = Action(COMMIT, 10 ** 3999)
    assert Action.parse(str(big)) == big
    assert Action.parse("commit 0007") == Action(COMMIT, 7)
    with pytest.raises(MalformedActionError, match="too large a count"):
        Action.parse("commit 1" + "0" * 4000)


def test_notation_examples_from_the_spec():
    cases = {
        "leader king F4": "leader king F4",
        "  WITHDRAW   Trader ": "withdraw trader",
        "tile red f4": "tile red F4",
        "catastrophe D5": "catastrophe D5",
        "swap blue red red": "swap red red blue",
        "swap green black": "swap black green",
        "pass": "pass",
        "commit 3": "commit 3",
        "commit 0": "commit 0",
        "war green": "war green",
        "monument black-red G5": "monument black-red G5",
        "monument red-black g5": "monument black-red G5",
        "no monument": "no monument",
        "treasure B2": "treasure B2",
    }
    for text, canonical in cases.items():
        assert str(Action.parse(text)) == canonical


@pytest.mark.parametrize("text, problem", [
    ("", "empty action"),
    ("fly F4", "unknown action 'fly'"),
    ("tile purple F4", "unknown colour 'purple'"),
    ("tile red", 'expected "tile COLOUR CELL"'),
    ("tile red 4F", "'4f' is not a cell name"),
    ("leader queen F4", "unknown leader 'queen'"),
    ("commit x", "'x' is not a count"),
    ("monument red-red G5", "is not a monument"),
    ("no thanks", 'did you mean "no monument"'),
    ("swap", "name the tiles to swap"),
    ("commit ²", "'²' is not a count"),  # `str.isdigit` says yes; `int` would raise
    ("commit ٣", "'٣' is not a count"),  # an Arabic-Indic three is not notation
    ("commit " + "9" * 5000, "too large a count"),  # past `int`'s 4300-digit limit
    ("tile red F٤", "'F٤' is not a cell name"),  # (quoted as written: not ASCII)
    ("tile red F" + "4" * 5000, "is not a cell name"),
])
def test_malformed_actions_say_what_is_wrong(text, problem):
    with pytest.raises(MalformedActionError, match=problem.replace("(", r"\(")):
        Action.parse(text)


def test_cell_names():
    assert cell_name(0) == "A1"
    assert cell_name(cell_code(15, 10)) == "P11"
    assert parse_cell("p11") == cell_code(15, 10)
    assert parse_cell("Q") is None and parse_cell("A0") is None and parse_cell("11") is None
    assert parse_cell("b02") == parse_cell("B2") == cell_code(1, 1)  # leading zeros are fine
    assert parse_cell("A00011") == cell_code(0, 10)
    for bad in ("A²", "A٣", "A100", "A" + "1" * 5000, "A" + "0" * 5000, "A-1", "A+1", "A 1"):
        assert parse_cell(bad) is None, bad


SPEC_POSITION = """
game = "tigris"
map = "standard"
active = 0
actions_left = 2
bag = 120
seed = 7

[tiles]
black = ["G2"]
red = ["F3", "G3", "K1"]  # the spec's example forgets K1, where its treasure stands
blue = []
green = []

[board]
treasures = ["F3", "K1"]
catastrophes = ["D5"]
monuments = [{ colors = "black-red", at = "H5" }]
unused_monuments = ["black-blue", "red-green"]

[[players]]
dynasty = "bull"
hand = ["red", "red", "blue", "black", "green", "green"]
leaders = { king = "G4", priest = "F4" }
catastrophes = 2
score = { black = 0, red = 1, blue = 0, green = 0 }
treasures = 0

[[players]]
dynasty = "lion"
hand = ["black", "black", "black", "blue", "blue", "blue"]
catastrophes = 1
score = { black = 2, red = 0, blue = 0, green = 0 }
treasures = 1
"""


def test_the_spec_example_position_loads():
    state = load_position(SPEC_POSITION, "spec.toml")
    assert state.n == 2 and state.active == 0 and state.bag_count == 120
    assert state.leader_cell(0, 0) == parse_cell("G4")
    assert state.monuments == ((0, parse_cell("H5"), 0),)  # black-red on black tiles by default
    assert state.monuments_left == (1 << 1) | (1 << 4)
    assert state.score(1) == (2, 0, 0, 0) and state.treasures_taken == [0, 1]
    # The bag holds what no one holds, minus the implied discards.
    assert sum(state.unseen_discards) == 153 - 4 - 4 - 12 - 120


def test_positions_round_trip_through_text():
    for seed in range(20):
        state = State.new_game(2 + seed % 3, seed)
        rng = Rng(seed)
        for _ in range(40 + seed * 3):
            legal = state.legal_actions()
            state.step(legal[rng.below(len(legal))])
            if state.is_over:
                break
        while state.pending is not None and not state.is_over:
            legal = state.legal_actions()
            state.step(legal[rng.below(len(legal))])
        text = dump_position(state)
        again = load_position(text, "again.toml")
        assert position_dict(again) == position_dict(state)
        assert dump_position(again) == text
        assert again.legal_actions().to_list() == state.legal_actions().to_list()


def _bad(text: str, message: str) -> None:
    with pytest.raises(BadFileError) as caught:
        load_position(text, "bad.toml")
    assert str(caught.value).startswith("bad.toml: ")
    assert message in str(caught.value), str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("change, message", [
    (('black = ["G2"]', 'black = ["G2", "G2"]'), "tiles.black: G2 is listed twice"),
    (('black = ["G2"]', 'black = ["F3"]'), "tiles.red: F3 is already used by tiles.black"),
    (('black = ["G2"]', 'black = ["G2", "F4"]'),
     "players[0].leaders.priest: F4 is already used by tiles.black"),
    (('blue = []', 'blue = ["C5"]'), "tiles.blue: C5 is land; blue tiles go on rivers"),
    (('black = ["G2"]', 'black = ["E1"]'), "tiles.black: E1 is a river"),
    (('priest = "F4"', 'priest = "A1"'), "players[0].leaders.priest: A1 is not next to a face-up temple"),
    (('priest = "F4"', 'priest = "E2"'), "E2 is a river; leaders stand on land"),
    (('treasures = ["F3", "K1"]', 'treasures = ["G2"]'), "board.treasures: G2 is not a red tile"),
    (('at = "H5"', 'at = "P11"'), "the 2×2 square from P11 leaves the board"),
    (('at = "H5"', 'at = "F3"'), "is already used"),
    (('unused_monuments = ["black-blue", "red-green"]', 'unused_monuments = ["black-red"]'),
     "the black-red monument is on the board"),
    (("bag = 120", "bag = 200"), "bag: 200 tiles, but only"),
    (("bag = 120", 'bag = ["pink"]'), "bag[0]: 'pink' is not a colour"),
    (("active = 0", "active = 5"), "active: 5 is not between 0 and 1"),
    (("actions_left = 2", "actions_left = 3"), "actions_left: 3 is not between 1 and 2"),
    (('game = "tigris"', 'game = "chess"'), "game: unknown game 'chess'"),
    (('map = "standard"', 'map = "moon"'), "map: unknown board 'moon'"),
    (('dynasty = "lion"', 'dynasty = "bull"'), "players[1].dynasty: bull is also players[0]'s dynasty"),
    (("catastrophes = 1", "catastrophes = 3"), "players[1].catastrophes: 3 is not between 0 and 2"),
    (("catastrophes = 1", "catastrophes = 2"),
     "board.catastrophes: 1 on the board and 4 in the players' supplies; 2 players have 4"),
    (('hand = ["black", "black", "black", "blue", "blue", "blue"]',
      'hand = ["black", "black", "black", "blue", "blue", "blue", "red"]'),
     "players[1].hand: 7 tiles; a hand holds at most 6"),
    (('score = { black = 2,', 'score = { purple = 2,'), "players[1].score.purple: unknown field"),
    (("seed = 7", "seed = 7\nmoves = 3"), "moves: unknown field"),
    (("seed = 7", "seed = -1"), "seed: must not be negative"),
    (('leaders = { king = "G4", priest = "F4" }', 'leaders = { king = "G4", priest = "F4", queen = "H4" }'),
     "players[0].leaders.queen: unknown leader"),
])
def test_broken_positions_name_the_field_and_cell(change, message):
    old, new = change
    assert old in SPEC_POSITION
    _bad(SPEC_POSITION.replace(old, new, 1), message)


def test_two_leaders_of_a_colour_in_one_kingdom_are_rejected():
    text = SPEC_POSITION.replace('catastrophes = 1', 'catastrophes = 1\nleaders = { king = "H3" }', 1)
    _bad(text, "players: two kings in one kingdom (H3 and G4)")


def test_too_many_tiles_of_a_colour():
    from game.engine.grid import bits
    from game.engine.tigris.maps import MAPS

    used = {"G2", "F3", "G3", "K1", "D5", "G4", "F4", "H5", "I5", "H6", "I6"}
    free = [cell_name(c) for c in bits(MAPS["standard"].land) if cell_name(c) not in used]
    reds = ", ".join(f'"{name}"' for name in free[:60])
    text = SPEC_POSITION.replace('red = ["F3", "G3", "K1"]', f'red = ["F3", "G3", "K1", {reds}]')
    text = text.replace('leaders = { king = "G4", priest = "F4" }', "")
    _bad(text, "tiles: 65 red tiles on the board and in hands; the game has 57")


def test_not_toml_at_all():
    _bad("game = = 3", "not valid TOML")


def test_record_new_game_replays_and_round_trips():
    record = new_game_record(3, 42)
    state = record.replay()
    rng = Rng(1)
    for _ in range(30):
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        state.apply(action)
        record.actions.append(str(action))
    text = record.to_toml()
    assert text.startswith('game = "tigris"\nstart = "new"\nplayers = 3\nmap = "standard"\nseed = 42\n')
    again = load_record(text, "r.toml")
    assert again.replay() == state
    # The formats page names start, players, map and seed for a new game: `game` may be left out.
    bare = load_record(text.replace('game = "tigris"\n', ""), "r.toml")
    assert bare.replay() == state
    with pytest.raises(BadFileError, match="game: unknown game 'chess'"):
        load_record(text.replace('"tigris"', '"chess"'), "r.toml")
    # The same start read as the other game deals another game: the first
    # Tigris & Euphrates decisions soon are not its decisions.
    with pytest.raises(BadFileError, match=r'r.toml: action \d+ "'):
        load_record(text.replace('"tigris"', '"yangtze"'), "r.toml").replay()


def test_record_from_a_position_round_trips():
    start = load_position(SPEC_POSITION)
    state = start.copy()
    state.apply("tile red G5")
    from game.engine import Record

    record = Record(start, ["tile red G5"])
    text = record.to_toml()
    # `actions` is a top-level key, so it stands before the first table.
    assert text.index("actions = [") < text.index("[tiles]")
    assert load_record(text, "r.toml").replay() == state


def test_illegal_action_in_a_record_names_its_number_text_and_reason():
    text = 'game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 1\n' \
           'actions = ["pass", "pass", "tile blue F5"]\n'
    record = load_record(text, "game.toml")
    with pytest.raises(BadFileError) as caught:
        record.replay()
    assert str(caught.value) == 'game.toml: action 3 "tile blue F5": F5 is land; blue tiles go on rivers'


def test_malformed_action_in_a_record():
    text = 'game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 1\n' \
           'actions = ["pass", "jump F5"]\n'
    with pytest.raises(BadFileError, match=r"game.toml: action 2 \"jump F5\": unknown action 'jump'"):
        load_record(text, "game.toml").replay()


@pytest.mark.parametrize("text, message", [
    ('game = "tigris"\nstart = "old"\nactions = []\n', "start: 'old'"),
    ('game = "tigris"\nstart = "new"\nplayers = 5\nmap = "standard"\nseed = 1\nactions = []\n',
     "players: 5 is not between 2 and 4"),
    ('game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 1\n', "actions: missing"),
    ('game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = "x"\nactions = []\n',
     "seed: expected a whole number, not 'x'"),
    ('game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 1\nactions = [3]\n',
     "action 1: expected text, not 3"),
])
def test_broken_records(text, message):
    with pytest.raises(BadFileError) as caught:
        load_record(text, "r.toml").replay()
    assert message in str(caught.value)


def test_same_seed_same_deal_and_start_player():
    """The documented generator: these exact values must never change."""
    state = State.new_game(4, 2026)
    again = State.new_game(4, 2026)
    assert state == again
    assert [state.hand(s) for s in range(4)] == [again.hand(s) for s in range(4)]
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        11091344671253066420, 13793997310169335082, 1900383378846508768]


def test_a_position_must_be_at_rest_with_no_treasures_left_to_take():
    """docs/rules.md 20: a trader's kingdom holding two treasures would already have been
    emptied down to one, so such a position is rejected."""
    text = SPEC_POSITION.replace('red = ["F3", "G3", "K1"]', 'red = ["F3", "G3", "K1", "H3"]')
    text = text.replace('treasures = ["F3", "K1"]', 'treasures = ["F3", "G3"]')
    assert load_position(text).treasures.bit_count() == 2  # no trader yet: at rest
    text = text.replace('leaders = { king = "G4", priest = "F4" }',
                        'leaders = { king = "G4", priest = "F4", trader = "H4" }')
    _bad(text, "board.treasures: the kingdom of the trader on H4 holds 2 treasures; "
               "they would have been taken")


def test_no_more_treasures_than_the_board_has_temples():
    text = SPEC_POSITION.replace("treasures = 1\n", "treasures = 9\n")  # 9 taken + 2 on the board
    _bad(text, "board.treasures: 11 treasures in play; the game has 10")
