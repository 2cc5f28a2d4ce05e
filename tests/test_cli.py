"""`tworivers run` and `tworivers simulate`, including every kind of bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game.cli import main
from game.engine import Rng, State, load_position
from game.engine.record import new_game_record

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


def test_bad_options_are_one_line_and_exit_2(capsys):
    for argv in (["run"], ["fly"], ["simulate", "--players", "9"], ["simulate", "--ai", "genius"],
                 ["simulate", "--players", "x"], ["simulate", "--ai", "random,random,random"]):
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
