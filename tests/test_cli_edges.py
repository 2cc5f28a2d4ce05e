"""Issue 14: the command line's edges — output that cannot be written, absurd
counts, empty file names, nan budgets, seeds that would alias, huge inputs in
error messages, a save given to `run`, `--print-position` of a finished game."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ai import Budget
from ai.tournament import lineups, parse_entrants, run_tournament, schedule
from game.cli import main
from tests.test_cli import finished_record, run, write

ROOT = Path(__file__).resolve().parent.parent
RECORD = str(ROOT / "tests" / "positions" / "first_round.toml")
NEW_GAME = 'game = "tigris"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 5\n'
FULL = "/dev/full"


def tworivers(*argv: str, **options) -> subprocess.Popen:
    env = {**os.environ, "TWO_RIVERS_DATA_DIR": options.pop("data_dir", "/nonexistent-two-rivers")}
    return subprocess.Popen([sys.executable, "-m", "game", *argv], cwd=ROOT, env=env,
                            stderr=subprocess.PIPE, text=True, **options)


def finish(process: subprocess.Popen, timeout: float = 60) -> tuple[int, str]:
    _out, err = process.communicate(timeout=timeout)
    return process.returncode, err


needs_dev_full = pytest.mark.skipif(not os.path.exists(FULL), reason="no /dev/full here")


@needs_dev_full
@pytest.mark.parametrize("argv", [
    ["run", RECORD],
    ["run", RECORD, "--json"],
    ["simulate", "--games", "2"],
    ["--help"],
    ["run", "--help"],
    ["tournament", "--help"],
    ["--selftest", "--help"],
])
def test_a_full_disk_is_one_line_and_exit_2(argv):
    with open(FULL, "w") as full:
        code, err = finish(tworivers(*argv, stdout=full))
    assert code == 2, err
    assert err.splitlines() == ["tworivers: cannot write to standard output (No space left on device)"]


@needs_dev_full
def test_a_tournament_log_on_a_full_disk_names_the_log():
    code, err = finish(tworivers("tournament", "--ai", "random,random", "--games", "2", "--jobs", "1",
                                 "--log", FULL, stdout=subprocess.DEVNULL))
    assert code == 2, err
    assert err.splitlines() == [f"tworivers: cannot write to {FULL} (No space left on device)"]


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "100000"],
    ["tournament", "--ai", "random,beginner", "--games", "100000", "--jobs", "2"],
])
def test_a_closed_pipe_ends_quietly(argv):
    """`… | head -1`: the reader goes away after one line; no traceback, no waiting for
    the rest of the games."""
    process = tworivers(*argv, stdout=subprocess.PIPE)
    first = process.stdout.readline()
    assert first.startswith("game ")
    process.stdout.close()
    started = time.perf_counter()
    code = process.wait(timeout=60)
    err = process.stderr.read()
    assert err == "" and code == 141
    assert time.perf_counter() - started < 30


def test_a_billion_games_are_never_all_made_up_front():
    entrants = parse_entrants("random,random", Budget())
    seatings = lineups(entrants, 2)
    tasks = schedule(entrants, seatings, 10**9, 1)
    first = list(itertools.islice(tasks, 5))
    assert [(t.number, t.seed, t.seating) for t in first] == [
        (1, 1, (0, 1)), (2, 1, (1, 0)), (3, 2, (0, 1)), (4, 2, (1, 0)), (5, 3, (0, 1))]
    seen = []

    def progress(line: str) -> None:
        seen.append(line)
        if len(seen) == 3:
            raise KeyboardInterrupt  # a person stops it: it must have started at once

    started = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        run_tournament(entrants, 2, 10**9, 1, jobs=1, progress=progress)
    assert time.perf_counter() - started < 20 and len(seen) == 3
    with pytest.raises(KeyboardInterrupt):  # and through the pool of worker processes
        seen.clear()
        run_tournament(entrants, 2, 10**9, 1, jobs=2, progress=progress)
    assert len(seen) == 3


@pytest.mark.parametrize(("argv", "message"), [
    (["tournament", "--ai", "random,random", "--log", ""], "--log needs a name"),
    (["tournament", "--ai", "random,random", "--log", "  "], "--log needs a name"),
    (["simulate", "--records", ""], "--records needs a name"),
    (["tournament", "--ai", "expert:nans,random"], "'expert:nans'"),
    (["tournament", "--ai", "expert:infs,random"], "'expert:infs'"),
    (["tournament", "--ai", "random,random", "--seconds", "nan"], "--seconds must be a number more than 0"),
    (["simulate", "--seconds", "inf"], "--seconds must be a number more than 0"),
    (["simulate", "--seed", str(2**64)], "--seed must be less than 2**64"),
    (["simulate", "--seed", str(2**70)], "--seed must be less than 2**64"),
    (["simulate", "--seed", str(2**64 - 1), "--games", "2"], "would pass 2**64"),
    (["tournament", "--ai", "random,random", "--seed", str(2**64)], "--seed must be less than 2**64"),
    (["tournament", "--ai", "random,random", "--seed", str(2**64 - 2), "--games", "6"], "would pass 2**64"),
    (["tournament", "--ai", "random,random", "--games", "9" * 400], "would pass 2**64"),
    (["tournament", "--ai", "random,random", "--jobs", "100000"], "--jobs must be from 1 to 256"),
])
def test_bad_options_are_refused_in_one_line(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, ""), err
    assert len(err.splitlines()) == 1 and message in err


def test_the_largest_seed_still_plays(capsys, tmp_path):
    code, out, err = run(capsys, "simulate", "--seed", str(2**64 - 1), "--records", str(tmp_path))
    assert code == 0, err
    (record,) = tmp_path.iterdir()
    code, out, err = run(capsys, "run", str(record))
    assert code == 0, err


def test_a_record_with_a_seed_of_2_to_the_64_is_refused(tmp_path, capsys):
    path = write(tmp_path, "r.toml", NEW_GAME.replace("seed = 5", f"seed = {2**64}") + "actions = []\n")
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, "") and "seed: must be less than 2**64" in err


@pytest.mark.parametrize("action", [  # (just under the megabyte a record may hold)
    "tile red " + "x" * 990_000,
    "x" * 990_000,
    "swap red " + "y" * 990_000,
    "commit " + "z" * 990_000,
    "leader " + "k" * 990_000 + " F4",
])
def test_a_megabyte_action_gives_a_short_error_line(tmp_path, capsys, action):
    path = write(tmp_path, "r.toml", NEW_GAME + f'actions = ["{action}"]\n')
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1 and len(err) < 250 and "action 1 " in err and "…" in err


def test_a_megabyte_value_that_is_not_text_gives_a_short_error_line(tmp_path, capsys):
    path = write(tmp_path, "r.toml", NEW_GAME + "actions = [[" + "1, " * 300_000 + "]]\n")
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, "") and len(err) < 250 and "action 1" in err


@pytest.mark.parametrize("text", [
    "a" + ".a" * 50_000 + " = 1\n",
    "x = " + "[" * 100_000,
    NEW_GAME + "seed2 = " + "9" * 5000 + "\n",
])
def test_hostile_records_are_refused_quickly(tmp_path, capsys, text):
    path = write(tmp_path, "r.toml", text)
    started = time.perf_counter()
    code, out, err = run(capsys, "run", path)
    assert (code, out) == (2, "") and len(err.splitlines()) == 1
    assert time.perf_counter() - started < 1.0


def test_run_on_a_save_says_it_is_a_save_and_how_to_open_it(tmp_path, capsys, monkeypatch):
    from game.client.saves import write_save
    from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session

    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3)
    elsewhere = tmp_path / "copy.toml"
    write_save(session, elsewhere, "Evening")
    code, out, err = run(capsys, "run", str(elsewhere))
    assert (code, out) == (2, "") and len(err.splitlines()) == 1
    assert "saved game" in err and "Load game" in err and str(tmp_path / "data" / "saves") in err
    assert "actions: missing" not in err
    listed = tmp_path / "data" / "saves" / "evening.toml"
    write_save(session, listed, "Evening")
    code, out, err = run(capsys, "run", str(listed))
    assert code == 2 and "saved game" in err and "Load game" in err


def test_print_position_of_a_finished_game_says_it_is_over(tmp_path, capsys):
    text, state = finished_record()
    assert state.is_over
    code, out, err = run(capsys, "run", write(tmp_path, "done.toml", text), "--print-position")
    assert (code, out) == (3, "")
    assert len(err.splitlines()) == 1 and "game is over" in err and "--json" in err
    code, out, err = run(capsys, "run", write(tmp_path, "done.toml", text), "--json")
    assert code == 0 and '"game_over": true' in out


def test_main_returns_cleanly_when_everything_is_fine(capsys):
    assert main(["run", RECORD]) == 0
