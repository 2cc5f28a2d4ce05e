"""`tworivers --selftest` from the sources (the build test runs it inside the
executable): it plays through the real window, passes when all is well, and
fails in one line when something is wrong."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.client.selftest import (
    MemorySampler,
    descendants,
    peak_rss_bytes,
    rss_bytes,
    seconds_since_process_start,
)

ROOT = Path(__file__).resolve().parent.parent


def selftest(tmp_path: Path, *options: str, data_dir: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("TWO_RIVERS_DATA_DIR", None)
    if data_dir is not None:
        env["TWO_RIVERS_DATA_DIR"] = str(data_dir)
    return subprocess.run([sys.executable, "-m", "game", "--selftest", *options], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


def test_a_whole_game_through_the_window_passes(tmp_path):
    data = tmp_path / "data"
    result = selftest(tmp_path, "--seed", "3", data_dir=data)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("selftest: main menu on screen ")
    assert "selftest: 19 lessons load" in lines  # nine of Tigris & Euphrates, ten of Yellow & Yangtze
    assert lines[-1].startswith("selftest: passed: tigris, 2 random players, ")
    assert "(game over)" in lines[-1]
    assert result.stderr == ""
    # The data folder it was given holds the game's autosave and the settings.
    assert (data / "autosave.toml").is_file()
    assert (data / "settings.json").is_file()


def test_four_seats_and_a_decision_limit(tmp_path):
    result = selftest(tmp_path, "--players", "4", "--level", "beginner", "--decisions", "25", "--no-sound",
                      data_dir=tmp_path / "data")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest: the autosave holds all 25 decisions" in result.stdout
    assert "selftest: passed: tigris, 4 beginner players, 25 decisions (stopped as asked)" in result.stdout
    assert "sound off" in result.stdout


def test_a_whole_game_of_yellow_and_yangtze_through_the_window_passes(tmp_path):
    data = tmp_path / "data"
    result = selftest(tmp_path, "--game", "yangtze", "--players", "3", "--seed", "5", "--no-sound",
                      data_dir=data)
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.splitlines()[-1]
    assert last.startswith("selftest: passed: yangtze, 3 random players, ")
    assert "(game over)" in last
    assert result.stderr == ""
    # The autosave it left is a game of Yellow & Yangtze.
    assert 'game = \\"yangtze\\"' in (data / "autosave.toml").read_text(encoding="utf-8")


def test_the_players_own_data_folder_is_left_alone(tmp_path):
    # Without TWO_RIVERS_DATA_DIR the self-test works in a temporary folder and removes it.
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), APPDATA=str(home / "data"))
    env.pop("TWO_RIVERS_DATA_DIR", None)
    result = subprocess.run([sys.executable, "-m", "game", "--selftest", "--decisions", "5"], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert list(home.rglob("*")) == []


def test_menu_only(tmp_path):
    result = selftest(tmp_path, "--menu-only", data_dir=tmp_path / "data")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "selftest: passed: main menu shown"


def test_a_failure_is_one_line_and_exit_1(tmp_path):
    # The data folder is a file: no autosave can be written, and the self-test must say so.
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("x", encoding="utf-8")
    result = selftest(tmp_path, "--decisions", "5", data_dir=blocked)
    assert result.returncode == 1
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith("selftest: failed: ")
    assert "Traceback" not in result.stdout + result.stderr


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--players", "5"], "--players must be 2, 3 or 4"),
        (["--players", "two"], "expected a whole number in digits 0-9"),
        (["--level", "grandmaster"], "--level 'grandmaster'"),
        (["--size", "big"], "--size 'big'"),
        (["--size", "300x200"], "at least 800x500"),
        (["--decisions", "-1"], "--decisions must not be negative"),
        (["--timeout", "0"], "--timeout must be a number of seconds more than 0"),
        (["--timeout", "nan"], "--timeout must be a number of seconds more than 0"),
        (["--colour", "red"], "unrecognized arguments: --colour"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(tmp_path, options, message):
    result = selftest(tmp_path, *options, data_dir=tmp_path / "data")
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and message in result.stderr
    assert result.stderr.startswith("tworivers --selftest: ")


def test_the_help_lists_the_options(tmp_path):
    result = selftest(tmp_path, "--help")
    assert result.returncode == 0
    for option in ("--players", "--level", "--decisions", "--menu-only", "--show"):
        assert option in result.stdout
    top = subprocess.run([sys.executable, "-m", "game", "--help"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert "--selftest" in top.stdout


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_process_measurements():
    age = seconds_since_process_start()
    assert age is not None and 0 <= age < 24 * 3600
    own = rss_bytes()
    assert own is not None and own > 10 * 2**20
    assert peak_rss_bytes() >= own
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert child.pid in descendants(os.getpid())
        assert rss_bytes(child.pid) > 0
    finally:
        child.kill()
        child.wait()


# A window's process stand-in: it starts one helper when told to (a line on standard input), and
# says the helper's process id. Sampled from outside, so helpers of the test run itself do not count.
PARENT = """
import subprocess, sys, time
sys.stdin.readline()
helper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
print(helper.pid, flush=True)
time.sleep(60)
"""


def wait_for_memory(pid: int, at_least: int = 5 * 2**20) -> None:
    """Until the process's interpreter is up (holds a few MB)."""
    for _attempt in range(400):
        if (rss_bytes(pid) or 0) >= at_least:
            return
        time.sleep(0.05)
    pytest.fail(f"process {pid} did not start within 20 s")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_the_memory_sampler_counts_helper_processes_and_reports_peak_and_median():
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    helper_pid = None
    try:
        wait_for_memory(parent.pid)
        sampler = MemorySampler(parent.pid)
        sampler.INTERVAL = 0.0
        sampler.maybe_sample()  # alone
        alone = sampler.totals[-1]
        parent.stdin.write("go\n")
        parent.stdin.flush()
        helper_pid = int(parent.stdout.readline())
        wait_for_memory(helper_pid)
        sampler.maybe_sample()
        sampler.maybe_sample()
        text = sampler.describe()
    finally:
        if helper_pid is not None:
            os.kill(helper_pid, signal.SIGKILL)
        parent.kill()
        parent.wait()
    assert sampler.samples == 3
    assert sampler.peak_helpers == 1
    assert sampler.peak_total == max(sampler.totals) > alone + 4 * 2**20  # the helper holds at least 5 MB
    # The median of three samples: the helper was there for two of them.
    assert sampler.typical_total == sorted(sampler.totals)[1] > alone
    assert text.startswith("memory: peak ") and " MB in the window's process" in text
    assert "with its helper processes (up to 1; typically " in text and "3 samples)" in text


def test_every_challenges_stored_solution_plays_in_the_window(tmp_path):
    data = tmp_path / "data"
    result = selftest(tmp_path, "--challenges", "--no-sound", data_dir=data)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert any(line.startswith("selftest: 24 challenges played to three stars") for line in lines)
    assert lines[-1] == "selftest: passed: 24 challenges, each to three stars"
    kept = json.loads((data / "challenges.json").read_text())["best"]
    assert len(kept) == 24 and all(entry["stars"] == 3 for entry in kept.values())
