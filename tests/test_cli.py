"""`tworivers run` and `tworivers simulate`, including every kind of bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game.cli import main
from game.engine import Rng, load_position
from game.engine.record import new_game_record
from game.engine.tigris import State

NEW_GAME = 'game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 5\n'


def write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def finished_record(seed: int = 3) -> tuple[str, State]:
    record = new_game_record(2, seed)
    state = record.replay()
    rng = Rng(seed)
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        state.apply(action)
        record.actions.append(str(action))
    return record.to_toml(), state


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_run_prints_a_summary(tmp_path, capsys):
    path = write(tmp_path, "g.toml", NEW_GAME + 'actions = ["pass", "pass"]\n')
    code, out, err = run(capsys, "run", path)
    assert code == 0 and err == ""
    assert "2 decisions replayed" in out
    assert "to move: seat" in out and "pending: nothing" in out
    assert "seat 0 (bull): black 0 red 0 blue 0 green 0; treasures 0" in out


def test_run_json_of_a_finished_game(tmp_path, capsys):
    text, state = finished_record()
    code, out, err = run(capsys, "run", write(tmp_path, "g.toml", text), "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["game_over"] is True and data["pending"] is None and data["legal"] == []
    assert data["to_move"] is None
    ranking = [g if isinstance(g, list) else [g] for g in data["ranking"]]
    assert [tuple(g) for g in ranking] == list(state.ranking())
    assert data["final"] == [list(f) for f in state.final_scores()]
    for key in ("game", "map", "active", "actions_left", "bag", "tiles", "board", "players"):
        assert key in data


def test_run_json_while_a_conflict_is_pending(tmp_path, capsys):
    load_position(_REVOLT_POSITION)  # the start itself is valid
    text = _REVOLT_POSITION.replace("[tiles]", 'actions = ["leader priest F4"]\n\n[tiles]')
    code, out, _ = run(capsys, "run", write(tmp_path, "r.toml", text), "--json")
    data = json.loads(out)
    assert code == 0
    assert data["pending"] == "commit" and data["to_move"] == 1
    assert data["legal"] == ["commit 0", "commit 1", "commit 2"]
    assert data["conflict"]["kind"] == "revolt" and data["conflict"]["attacker"] == 1


def test_print_position_when_pending_exits_3(tmp_path, capsys):
    text = _REVOLT_POSITION.replace("[tiles]", 'actions = ["leader priest F4"]\n\n[tiles]')
    code, out, err = run(capsys, "run", write(tmp_path, "r.toml", text), "--print-position")
    assert code == 3 and out == ""
    assert "a commit is pending" in err and err.count("\n") == 1


def test_print_position_round_trips(tmp_path, capsys):
    path = write(tmp_path, "g.toml", NEW_GAME + 'actions = ["pass", "pass"]\n')
    code, out, _ = run(capsys, "run", path, "--print-position")
    assert code == 0
    printed = load_position(out, "printed.toml")
    replay_path = write(tmp_path, "again.toml", out.replace("\n[tiles]", 'actions = []\n\n[tiles]', 1))
    code, again, _ = run(capsys, "run", replay_path, "--print-position")
    assert code == 0 and again == out
    # Each pass ends a turn: after two, the first player is to move again.
    assert printed.active == State.new_game(2, 5).active and printed.turn == 2


@pytest.mark.parametrize("content, message", [
    (None, "cannot read the file"),
    ("game = = 1", "not valid TOML"),
    (NEW_GAME + 'actions = ["pass", "tile blue F5"]\n',
     'action 2 "tile blue F5": F5 is land; blue tiles go on rivers'),
    (NEW_GAME + 'actions = ["dance"]\n', "action 1 \"dance\": unknown action 'dance'"),
    (NEW_GAME.replace("players = 2", "players = 7") + "actions = []\n", "players: 7 is not between 2 and 4"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys, content, message):
    path = str(tmp_path / "missing.toml") if content is None else write(tmp_path, "bad.toml", content)
    code, out, err = run(capsys, "run", path)
    assert code == 2 and out == ""
    assert err.startswith(path + ": ") and message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_bad_options_are_one_line_and_exit_2(tmp_path, capsys):
    not_a_folder = write(tmp_path, "file.txt", "")
    for argv in (["run"], ["fly"], ["simulate", "--players", "9"], ["simulate", "--ai", "genius"],
                 ["simulate", "--players", "x"], ["simulate", "--ai", "random,random,random"],
                 ["simulate", "--seconds", "-1"], ["simulate", "--seconds", "nan"],
                 ["simulate", "--iterations", "0"], ["simulate", "--records", not_a_folder + "/records"],
                 ["tournament", "--ai", "random,beginner", "--iterations", "-3"],
                 ["tournament", "--ai", "random,beginner", "--log", not_a_folder + "/log.jsonl"]):
        code, out, err = run(capsys, *argv)
        assert code == 2, argv
        assert err.count("\n") == 1 and "Traceback" not in err, (argv, err)


def test_simulate_prints_a_line_per_game_and_a_summary(tmp_path, capsys):
    code, out, err = run(capsys, "simulate", "--players", "3", "--games", "3", "--seed", "9",
                         "--records", str(tmp_path / "recs"))
    assert code == 0 and err == ""
    lines = out.strip().splitlines()
    assert [line.split(":")[0] for line in lines[:3]] == ["game 1", "game 2", "game 3"]
    assert lines[3].startswith("3 games in ")
    assert len(lines) == 7
    records = sorted(os.listdir(tmp_path / "recs"))
    assert records == ["game-0001-seed-9.toml", "game-0002-seed-10.toml", "game-0003-seed-11.toml"]
    code, out, _ = run(capsys, "run", str(tmp_path / "recs" / records[0]))
    assert code == 0 and "game over" in out


def test_the_real_command_exits_2_without_a_traceback(tmp_path):
    path = write(tmp_path, "bad.toml", NEW_GAME + 'actions = ["tile red A1", "tile red A1"]\n')
    done = subprocess.run([sys.executable, "-m", "game", "run", path],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().endswith('action 2 "tile red A1": A1 already holds a red tile')


_REVOLT_POSITION = """
game = "tigris"
map = "standard"
active = 1
actions_left = 2
bag = 50
seed = 1

[tiles]
black = []
red = ["G3", "G5", "F3"]
blue = []
green = []

[board]
treasures = ["F3"]

[[players]]
dynasty = "bull"
hand = ["red", "red", "blue"]
leaders = { priest = "G4" }
catastrophes = 2
score = { black = 0, red = 0, blue = 0, green = 0 }
treasures = 0

[[players]]
dynasty = "lion"
hand = ["red", "red", "green"]
catastrophes = 2
score = { black = 0, red = 0, blue = 0, green = 0 }
treasures = 0
"""


def test_window_options_reach_the_window(capsys):
    """`tworivers --size …` is the window's option, not an unknown command."""
    code, out, err = run(capsys, "--size", "12")
    assert code == 2 and "--size '12': expected WIDTHxHEIGHT" in err


# Every kind of bad input through `tworivers run`: one line naming the file, the item and
# the problem on stderr, nothing on stdout, exit 2, no traceback. -------------------------

def _record(position: str = _REVOLT_POSITION, actions: str = "[]") -> str:
    """A record starting from `position` (its `actions` stand before the first table)."""
    return position.replace("[tiles]", f"actions = {actions}\n\n[tiles]", 1)


def _changed(old: str, new: str, actions: str = "[]") -> str:
    assert old in _REVOLT_POSITION, old
    return _record(_REVOLT_POSITION.replace(old, new, 1), actions)


_ALL_BLACK_ON_ROWS_10_AND_11 = ", ".join(f'"{col}{row}"' for col in "ABCDEFGHIJKLMNOP" for row in (10, 11))

BAD_INPUT = {
    # The file itself.
    "empty file": ("", "actions: missing"),
    "syntax error": ("game = = 1\n", "not valid TOML: "),
    "nested too deeply": ("x = " + "[" * 3000 + "]" * 3000 + "\n", "nested too deeply"),
    # Fields missing or of the wrong type.
    "missing field": (_changed("actions_left = 2\n", ""), "actions_left: missing"),
    "text for a number": (_changed("active = 1", 'active = "one"'),
                          "active: expected a whole number, not 'one'"),
    "float for a number": (_changed("actions_left = 2", "actions_left = 2.0"),
                           "actions_left: expected a whole number, not 2.0"),
    "date for a number": (_changed("seed = 1", "seed = 2020-01-01"), "seed: expected a whole number"),
    "bool for a number": (_changed("treasures = 0", "treasures = true"),
                          "players[0].treasures: expected a whole number, not True"),
    "table for a list": (_changed('hand = ["red", "red", "blue"]', "hand = { red = 2 }"),
                         "players[0].hand: expected a list, not a table"),
    "number for a cell": (_changed('priest = "G4"', "priest = 7"),
                          'players[0].leaders.priest: expected a cell name like "F4", not 7'),
    "text for the actions": (_changed("seed = 1", "seed = 1", actions='"pass"'),
                             "actions: expected a list, not 'pass'"),
    "a number for an action": (_record(actions="[3]"), "action 1: expected text, not 3"),
    "players not tables": (NEW_GAME.replace("players = 2", 'players = "two"') + "actions = []\n",
                           "players: expected a whole number, not 'two'"),
    "unhashable dynasties": (NEW_GAME + "dynasties = [[1], { a = 2 }]\nactions = []\n",
                             "dynasties: expected 2 different names from bull, lion, archer, potter"),
    # Numbers out of range.
    "huge number": (_changed("active = 1", "active = 100000000000000000000"),
                    "active: 100000000000000000000 is not between 0 and 1"),
    "huge score": (_changed("black = 0", "black = 99999999999"),
                   "players[0].score.black: 99999999999 is not between 0 and 1000000"),
    "negative catastrophes": (_changed("catastrophes = 2", "catastrophes = -1"),
                              "players[0].catastrophes: -1 is not between 0 and 2"),
    "negative bag": (_changed("bag = 50", "bag = -5"), "bag: -5: must not be negative"),
    "negative seed": (NEW_GAME.replace("seed = 5", "seed = -5") + "actions = []\n",
                      "seed: must not be negative"),
    "huge cell row": (_changed('priest = "G4"', 'priest = "G' + "4" * 5000 + '"'),
                      "players[0].leaders.priest: 'G4444"),
    "unicode digit in a cell": (_changed('priest = "G4"', 'priest = "G٤"'),
                                "players[0].leaders.priest: 'G٤' is not a cell name (like F4)"),
    # Unknown keys.
    "unknown top-level key": (_changed("seed = 1", "seed = 1\ncolour = 3"), "colour: unknown field"),
    "unknown player key": (_changed("treasures = 0", "treasures = 0\nmoney = 3"),
                           "players[0].money: unknown field"),
    "line break in a key": (_changed("seed = 1", 'seed = 1\n"bad\\nkey" = 3'), "bad\\nkey: unknown field"),
    # Positions that break a rule of the game.
    "two tiles on a cell": (_changed("black = []", 'black = ["G3"]'),
                            "tiles.red: G3 is already used by tiles.black"),
    "blue on land": (_changed("blue = []", 'blue = ["C5"]'),
                     "tiles.blue: C5 is land; blue tiles go on rivers"),
    "red on a river": (_changed('red = ["G3", "G5", "F3"]', 'red = ["G3", "G5", "F3", "E1"]'),
                       "tiles.red: E1 is a river; only blue tiles go on rivers"),
    "leader without a temple": (_changed('priest = "G4"', 'priest = "A11"'),
                                "players[0].leaders.priest: A11 is not next to a face-up temple"),
    "leader on a river": (_changed('priest = "G4"', 'priest = "E3"'),
                          "players[0].leaders.priest: E3 is a river; leaders stand on land"),
    "two priests in a kingdom": (_changed('hand = ["red", "red", "green"]',
                                          'hand = ["red", "red", "green"]\nleaders = { priest = "F4" }'),
                                 "players: two priests in one kingdom (F4 and G4)"),
    "too many tiles of a colour": (_changed("black = []", f"black = [{_ALL_BLACK_ON_ROWS_10_AND_11}]"),
                                   "tiles: 32 black tiles on the board and in hands; the game has 30"),
    "monument off the board": (_changed("[board]\n", '[board]\nmonuments = [{ colors = "black-red", '
                                                     'at = "P11" }]\n'),
                               "board.monuments[0].at: the 2×2 square from P11 leaves the board"),
    "monument on rivers": (_changed("[board]\n", '[board]\nmonuments = [{ colors = "black-red", at = "D3", '
                                                 'tiles = "red" }]\n'),
                           "board.monuments[0].at: D3 is a river; the monument is not on four red tiles"),
    "monument over a tile": (_changed("[board]\n", '[board]\nmonuments = [{ colors = "black-red", '
                                                   'at = "F2" }]\n'),
                             "board.monuments[0]: F3 is already used by tiles.red"),
    "too many catastrophes": (_changed("[board]\n", '[board]\ncatastrophes = ["A11"]\n'),
                              "board.catastrophes: 1 on the board and 4 in the players' supplies; "
                              "2 players have 4"),
    "treasure not on a temple": (_changed('treasures = ["F3"]', 'treasures = ["F3", "A1"]'),
                                 "board.treasures: A1 is not a red tile"),
    # Actions.
    "malformed action": (_record(actions='["pass", "dance F4"]'),
                         "action 2 \"dance F4\": unknown action 'dance'"),
    "unicode digit in a count": (_record(actions='["leader priest F4", "commit ²"]'),
                                 "action 2 \"commit ²\": '²' is not a count"),
    "huge count": (_record(actions='["leader priest F4", "commit ' + "9" * 5000 + '"]'),
                   "is too large a count"),
    "huge cell in an action": (_record(actions='["tile red A' + "1" * 5000 + '"]'), "is not a cell name"),
    "illegal action": (_record(actions='["leader priest F4", "commit 1", "commit 3"]'),
                       'action 3 "commit 3": you hold only 2 red tiles'),
    "illegal action's reason": (_record(actions='["tile green E1"]'),
                                'action 1 "tile green E1": E1 is a river; only blue tiles go on rivers'),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_every_kind_of_bad_input_is_one_line_naming_the_file_and_exit_2(tmp_path, capsys, case):
    content, message = BAD_INPUT[case]
    path = write(tmp_path, "bad.toml", content)
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, ""), err
    assert err.startswith(path + ": ") and message in err, err
    assert err.count("\n") == 1 and err.endswith("\n") and "Traceback" not in err


@pytest.mark.parametrize("kind", ["missing", "directory", "binary", "latin-1", "too large"])
def test_files_that_cannot_be_read_are_one_line_and_exit_2(tmp_path, capsys, monkeypatch, kind):
    path = tmp_path / "bad.toml"
    if kind == "directory":
        path.mkdir()
    elif kind == "binary":
        path.write_bytes(bytes(range(256)) * 4)
    elif kind == "latin-1":
        path.write_bytes('game = "tigris"  # caf\xe9\n'.encode("latin-1"))
    elif kind == "too large":
        import game.storage

        monkeypatch.setattr(game.storage, "MAX_DATA_FILE", 100)
        path.write_text(NEW_GAME + 'actions = ["pass"]\n' + "# padding\n" * 20, encoding="utf-8")
    expected = {"missing": "cannot read the file (",  # the system's words follow
                "directory": "not a regular file",
                "binary": "not a text file (UTF-8)", "latin-1": "not a text file (UTF-8)",
                "too large": "too large"}[kind]
    code, out, err = run(capsys, "run", str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"{path}: {expected}") and err.count("\n") == 1, err


def test_a_file_name_with_a_line_break_stays_on_one_line(tmp_path, capsys):
    path = write(tmp_path, "two\nlines.toml", "game = = 1\n")
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, "")
    assert err.startswith(str(tmp_path) + "/two\\nlines.toml: not valid TOML") and err.count("\n") == 1
