"""The command line with Yellow & Yangtze: `run` reads either game from the
file, with the same JSON keys; `simulate` and `tournament` take `--game`;
bad input is one line and exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.cli import main
from game.engine import Rng, load_position, load_record, new_game_record
from game.games import GAMES

NEW_GAME = 'game = "yangtze"\nstart = "new"\nplayers = 2\nseed = 5\n'

# Seat 0's soldier I1 and governor I2 (black H2, red H1 H3) against seat 1's
# soldier K1 (black K2, red L1 L2 L3): a black tile on J1 starts a war.
WAR_POSITION = """game = "yangtze"
active = 0
actions_left = 2
bag = ["black", "red", "blue", "green", "yellow", "black", "red", "red"]
[tiles]
black = ["H2", "K2"]
red = ["H1", "H3", "L1", "L2", "L3"]
[board]
market = ["red", "green"]
[[players]]
dynasty = "vase"
hand = ["black", "red"]
leaders = { soldier = "I1", governor = "I2" }
score = { yellow = 2 }
[[players]]
dynasty = "lion"
hand = ["red"]
leaders = { soldier = "K1" }
score = {}
"""


def write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def finished(game: str, seed: int = 3, **options) -> str:
    record = new_game_record(2, seed, game=game, **options)
    state = record.replay()
    rng = Rng(seed)
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        state.apply(action)
        record.actions.append(str(action))
    return record.to_toml()


def test_run_reads_either_game_and_json_has_the_same_keys(tmp_path, capsys):
    keys = {}
    for game in GAMES:
        code, out, err = run(capsys, "run", write(tmp_path, f"{game}.toml", finished(game)), "--json")
        assert code == 0 and err == ""
        data = json.loads(out)
        assert data["game"] == game and data["game_over"] is True and data["legal"] == []
        assert all(len(totals) == 4 for totals in data["final"])
        keys[game] = set(data)
    # The same keys, but for the first game's `variants` (formats page: "Tigris & Euphrates variants").
    assert keys["tigris"] - {"variants"} == keys["yangtze"] and "variants" in keys["tigris"]


def test_run_json_during_a_war(tmp_path, capsys):
    text = WAR_POSITION.replace("[tiles]", 'actions = ["tile black J1", "support L3 1"]\n[tiles]')
    code, out, err = run(capsys, "run", write(tmp_path, "w.toml", text), "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["pending"] == "support" and data["to_move"] == 0
    assert data["legal"] == ["support none", "support H1 1", "support K1 1"]
    assert data["conflict"] == {"kind": "war", "cell": "J1", "colours": ["red"],
                                "kingdoms": [{"name": "H1", "red": 2, "support": 0},
                                             {"name": "K1", "red": 3, "support": 1}],
                                "to_lose": 0}
    assert data["players"][1]["hand"] == []  # support leaves the hand when committed


def test_run_summary_and_the_position_it_prints_reads_back(tmp_path, capsys):
    text = WAR_POSITION.replace("[tiles]", 'actions = ["tile black J1", "support none", "support none", '
                                           '"lose L1", "lose L2"]\n[tiles]')
    path = write(tmp_path, "w.toml", text)
    code, out, err = run(capsys, "run", path)
    assert code == 0 and err == ""
    assert out.startswith("Yellow & Yangtze: 5 decisions replayed; turn 1")
    assert "seat 0 (vase): black 0 red 0 blue 0 green 0 yellow 2" in out
    assert "seat 1 (lion): black 0 red 1 blue 0 green 0 yellow 0" in out
    code, position, err = run(capsys, "run", path, "--print-position")
    assert code == 0 and err == ""
    again = load_position(position)
    replayed = load_record(text).replay()
    assert again.ruleset.position_dict(again) == replayed.ruleset.position_dict(replayed)


def test_run_print_position_while_a_war_is_fought_exits_3(tmp_path, capsys):
    text = WAR_POSITION.replace("[tiles]", 'actions = ["tile black J1"]\n[tiles]')
    code, out, err = run(capsys, "run", write(tmp_path, "w.toml", text), "--print-position")
    assert code == 3 and out == ""
    assert "a support is pending (seat 1 may support a kingdom in the war on J1)" in err


@pytest.mark.parametrize(("change", "message"), [
    (('actions = ["tile black J1"', 'actions = ["tile black J1", "support K1 9"'),
     'action 2 "support K1 9": you hold only 1 red tile'),
    (('actions = ["tile black J1"', 'actions = ["monument black-red G5"'),
     "action 1 \"monument black-red G5\": unknown action 'monument'"),
    (("[board]", "[board]\ntreasures = []"), "board.treasures: unknown field"),
    (('dynasty = "lion"', 'dynasty = "vase"'), "players[1].dynasty: vase is also players[0]'s dynasty"),
    (('black = ["H2", "K2"]', 'black = ["H2", "K2", "J1"]'),
     "players: two soldiers in one kingdom (I1 and K1)"),
])
def test_bad_yangtze_records_are_one_line_and_exit_2(tmp_path, capsys, change, message):
    text = WAR_POSITION.replace("[tiles]", 'actions = ["tile black J1"]\n[tiles]')
    old, new = change
    assert old in text
    code, out, err = run(capsys, "run", write(tmp_path, "bad.toml", text.replace(old, new, 1)))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "bad.toml: " in err
    assert message in err


def test_simulate_a_yangtze_game_and_its_record_replays(tmp_path, capsys):
    folder = tmp_path / "records"
    code, out, err = run(capsys, "simulate", "--game", "yangtze", "--players", "3", "--games", "2",
                         "--seed", "4", "--records", str(folder))
    assert code == 0 and err == ""
    assert out.count("ended by bag") == 2
    files = sorted(folder.iterdir())
    assert len(files) == 2
    record = load_record(files[0].read_text(), str(files[0]))
    assert record.ruleset.name == "yangtze" and record.replay().is_over


def test_simulate_the_short_game(capsys):
    code, out, _ = run(capsys, "simulate", "--game", "yangtze", "--short", "--games", "1", "--seed", "2")
    assert code == 0 and "game 1: seed 2" in out


def test_tournament_of_yangtze_random_players(capsys):
    code, out, err = run(capsys, "tournament", "--game", "yangtze", "--ai", "random,random", "--games", "4",
                         "--jobs", "1", "--quiet")
    assert code == 0 and err == ""
    assert "4 games (2 seeds, seats rotated), 2 players" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["simulate", "--game", "chess"], "argument --game: invalid choice: 'chess'"),
    (["simulate", "--game", "yangtze", "--map", "advanced"],
     "--map must be standard for Yellow & Yangtze"),
    (["simulate", "--short"], "Tigris & Euphrates has no short game (--short)"),
    (["simulate", "--game", "yangtze", "--short", "--players", "3"], "--short is for two players"),
])
def test_game_options_are_checked_in_one_line(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


def test_every_level_plays_yangtze(capsys):
    code, out, err = run(capsys, "simulate", "--game", "yangtze", "--ai", "casual,beginner", "--games", "1",
                         "--seed", "3")
    assert code == 0 and err == "" and "game 1: seed 3" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["simulate", "--game", "yangtze", "--ai", "casual"],
     "casual does not play Yellow & Yangtze yet (computer players for it: random)"),
    (["tournament", "--game", "yangtze", "--ai", "expert,random"],
     "expert does not play Yellow & Yangtze yet"),
])
def test_a_game_without_knowledge_is_played_by_random_only(capsys, monkeypatch, argv, message):
    from ai.knowledge import KNOWLEDGE

    monkeypatch.delitem(KNOWLEDGE, "yangtze")  # as before its computer players were built
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


def test_no_traceback_from_a_separate_process(tmp_path):
    path = write(tmp_path, "bad.toml", NEW_GAME + 'actions = ["tile blue A1"]\n')
    done = subprocess.run([sys.executable, "-m", "game", "run", path, "--json"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f'{path}: action 1 "tile blue A1": you have no blue tile\n' or (
        done.stderr.startswith(f'{path}: action 1 "tile blue A1": ') and "Traceback" not in done.stderr)
