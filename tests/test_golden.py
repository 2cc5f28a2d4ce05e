"""Golden playthroughs (`tools/golden.py`, `tests/golden/README.md`): seeded games
between cheap computer players, kept as text; any change of what the engine does
or what the players choose shows as a unified diff of those files.

Two comparisons per game, so a failure says whose change it is: the kept record
replayed by the engine alone (events and final position), and the game played
again by its seeded players (the decisions too).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import dump_position, load_position, load_record
from tools import golden
from tools.golden import GAMES, differences, play, resting_point, stored, write

ROOT = Path(__file__).resolve().parent.parent
REGENERATE = "if the change is meant, run `python -m tools.golden` and commit tests/golden/"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_engine_replays_each_kept_record_to_its_kept_events_and_position(game):
    kept = stored(game)
    assert kept[f"{game.name}.record.toml"], f"tests/golden/{game.name}.record.toml is missing"
    now = write(game, kept[f"{game.name}.record.toml"]).files(game.name)
    diff = differences(kept, now)
    if diff:
        pytest.fail(f"the engine plays {game.name} differently ({REGENERATE}):\n{diff}", pytrace=False)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_seeded_players_play_each_game_as_kept(game):
    diff = differences(stored(game), play(game).files(game.name))
    if diff:
        pytest.fail(f"{game.name} is played differently ({REGENERATE}):\n{diff}", pytrace=False)


def test_the_golden_games_cover_both_games_every_seat_count_and_board():
    assert {(g.game, g.players, g.map) for g in GAMES if g.game == "tigris"} == {
        ("tigris", n, board) for n in (2, 3, 4) for board in ("standard", "advanced")}
    assert {(g.players, dict(g.options).get("short", False)) for g in GAMES if g.game == "yangtze"} == {
        (2, False), (2, True), (3, False), (4, False)}
    assert len({g.name for g in GAMES}) == len(GAMES)


def test_the_kept_games_are_whole_games_whose_kept_positions_read_back_and_play_on_to_the_end():
    for game in GAMES:
        kept = stored(game)
        record = load_record(kept[f"{game.name}.record.toml"], game.name)
        end = record.replay()
        assert end.is_over, game.name
        assert kept[f"{game.name}.events.txt"].count("\n") > 100, game.name
        text = kept[f"{game.name}.position.toml"]
        played = resting_point(text)
        assert len(record.actions) // 2 < played < len(record.actions), game.name
        position = load_position(text, game.name)  # the same, but for the discards it does not state
        assert dump_position(position) == dump_position(record.replay(played)) == text.split("\n", 1)[1]
        for action in record.actions[played:]:
            position.apply(action)
        assert position.is_over and position.final_scores() == end.final_scores(), game.name


def test_a_difference_is_shown_as_a_unified_diff_naming_the_file():
    game = GAMES[0]
    kept = stored(game)
    changed = dict(kept)
    name = f"{game.name}.events.txt"
    lines = kept[name].splitlines(keepends=True)
    lines[5] = lines[5].replace("seat", "SEAT", 1)
    changed[name] = "".join(lines)
    diff = differences(kept, changed)
    assert diff.startswith(f"--- tests/golden/{name} (kept)\n+++ tests/golden/{name} (now)\n@@ ")
    assert f"-{kept[name].splitlines()[5]}\n" in diff and f"+{lines[5]}" in diff
    assert differences(kept, dict(kept)) == ""


def test_the_tool_rewrites_and_checks_the_files(tmp_path, capsys, monkeypatch):
    games = (GAMES[0], GAMES[-1])  # two, to stay quick: the others are played above
    monkeypatch.setattr(golden, "GAMES", games)
    assert golden.main(["--dir", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        name for g in games for name in stored(g))
    for game in games:  # what it writes is what is kept
        assert stored(game, tmp_path) == stored(game)
    capsys.readouterr()
    name = f"{games[1].name}.position.toml"
    (tmp_path / name).write_text("changed\n", encoding="utf-8")
    assert golden.main(["--check", "--dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"--- tests/golden/{name} (kept)" in out and "-changed" in out
    assert out.endswith("1 of 2 golden games differ\n")
    assert (tmp_path / name).read_text(encoding="utf-8") == "changed\n"  # --check writes nothing


def test_the_files_do_not_depend_on_the_hash_seed():
    """This process's string hashes are randomised; the tool's run under a fixed
    hash seed must find the kept files unchanged too."""
    env = dict(os.environ, PYTHONHASHSEED="12345")
    done = subprocess.run([sys.executable, "-m", "tools.golden", "--check"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.endswith(f"all {len(GAMES)} golden games as kept\n")


def test_a_kept_decision_the_engine_now_refuses_is_a_line_of_the_diff():
    game = GAMES[0]
    kept = stored(game)
    record = kept[f"{game.name}.record.toml"]
    first = load_record(record, game.name).actions[0]
    changed = record.replace(f'  "{first}",', '  "tile blue A1",', 1)
    events = write(game, changed).events.splitlines()
    assert events[3].startswith("1 seat ") and events[3].endswith(
        ": tile blue A1 => refused: A1 is land; blue tiles go on rivers")
    assert len(events) == 5  # the header, that line, and the end


def test_a_golden_game_plays_every_variant():
    """The variants' golden game builds the wonder, places, moves and loses buildings, and
    asks the wonder's point, as its kept events show."""
    game = next(g for g in GAMES if dict(g.options).get("variants"))
    assert dict(game.options)["variants"] == ["measured-support", "wonder", "buildings"]
    events = stored(game)[f"{game.name}.events.txt"]
    for needed in ("WonderBuilt", "BuildingPlaced", "BuildingReturned", "reason=wonder", "reason=building",
                   ": wonder point "):
        assert needed in events, needed
