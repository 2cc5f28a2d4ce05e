"""Challenges (issue 33): the file format and its checker, the goal kinds, every stored
solution replayed to its three stars, and the best results in the data folder."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.challenges import check_file, goal_kinds, load_challenges, replay
from game.challenges.__main__ import main as check_main
from game.challenges.goals import Measure
from game.challenges.library import challenge_paths
from game.challenges.progress import Results
from game.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
PATHS = [path for game in GAMES for path in challenge_paths(game)]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_at_least_twelve_challenges_that_load(game):
    challenges, problems = load_challenges(game)
    assert problems == []
    assert len(challenges) >= 12
    assert [c.id for c in challenges] == sorted(c.id for c in challenges)
    assert len({str(c.goal.kind.name) for c in challenges}) >= 7  # the twelve feel different


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_the_stored_solution_earns_three_stars(path):
    challenge, problems = check_file(path)
    assert problems == [] and challenge is not None
    run = replay(challenge)
    result = run.result()
    assert result.ok and result.value >= challenge.stars[2] and result.stars == 3
    assert run.played == list(challenge.solution)
    assert result.turns <= challenge.turns
    # Seeded: the computer players answer the same way every time.
    assert replay(challenge).actions == run.actions


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_challenge_has_three_strictly_increasing_thresholds(path):
    # Read raw, not through the checker: equal thresholds give two or three stars at once,
    # and then no reason to play again for the third.
    stars = tomllib.loads(path.read_text())["stars"]
    assert len(stars) == 3 and stars[0] < stars[1] < stars[2], f"{path.name}: stars {stars}"


def test_the_checker_refuses_equal_thresholds(tmp_path):
    text = _good_text()
    stars_line = next(line for line in text.splitlines() if line.startswith("stars = "))
    challenge, problems = check_file(_write(tmp_path, text.replace(stars_line, "stars = [1, 2, 2]")))
    assert challenge is None
    assert problems == [f"{tmp_path / 'c.toml'}: stars: expected three whole numbers "
                        "(one, two, three stars), each more than the one before"]


def test_treasures_monuments_and_pagodas_count_the_points_scored_meanwhile():
    from game.challenges.goals import Tally

    tigris, yangtze = goal_kinds("tigris"), goal_kinds("yangtze")
    tally = Tally(0, points=[0, 2, 1, 0])
    assert tigris["treasures"].measure(tally, None, -1) == Measure(False, 3)  # no treasure: no star
    tally.mine["TreasureTaken"] = 2
    assert tigris["treasures"].measure(tally, None, -1) == Measure(True, 5)  # each one a point
    assert tigris["monument"].measure(tally, None, -1) == Measure(False, 3)
    tally.mine["MonumentBuilt"] = 1
    assert tigris["monument"].measure(tally, None, -1) == Measure(True, 3)
    tally.mine["PagodaBuilt"] = 1
    assert yangtze["pagoda"].measure(tally, None, -1) == Measure(True, 3)


def _write(tmp_path, text: str) -> Path:
    path = tmp_path / "c.toml"
    path.write_text(text)
    return path


def _good_text() -> str:
    return (ROOT / "levels" / "tigris" / "challenges").glob("01-*.toml").__next__().read_text()


def test_the_checker_names_each_field_and_reason_and_exits_2(tmp_path, capsys):
    text = _good_text()
    text = text.replace('goal = "score red"', 'goal = "score purple"')
    text = text.replace("turns = 1\n", "turns = 0\n")
    text = text.replace('opponent = "beginner"', 'opponent = "grandmaster"')
    path = _write(tmp_path, "colour = 3\n" + text)
    assert check_main(["check", str(path)]) == 2
    lines = capsys.readouterr().out.splitlines()
    fields = [line.split(": ")[1] for line in lines]
    assert sorted(fields) == ["colour", "goal", "opponent", "turns"]
    assert all(line.startswith(str(path)) for line in lines)
    assert "unknown goal 'score purple'" in "\n".join(lines)


def test_the_checker_passes_a_good_file_and_refuses_a_solution_short_of_three_stars(tmp_path, capsys):
    text = _good_text()
    good = _write(tmp_path, text)
    assert check_main(["check", str(good)]) == 0
    stars_line = next(line for line in text.splitlines() if line.startswith("stars = "))
    short = _write(tmp_path, text.replace(stars_line, "stars = [1, 2, 99]"))
    assert check_main(["check", str(short)]) == 2
    out = capsys.readouterr().out
    assert "solution: reaches" in out and "[1, 2, 99]" in out


def test_the_checker_runs_as_a_module_and_refuses_bad_toml(tmp_path):
    path = _write(tmp_path, "title = \n")
    done = subprocess.run([sys.executable, "-m", "game.challenges", "check", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert done.stdout.count("\n") == 1 and "not valid TOML" in done.stdout
    assert "Traceback" not in done.stderr


def test_a_solution_that_breaks_a_rule_is_named_by_its_place(tmp_path):
    text = _good_text()
    first = next(line for line in text.splitlines() if line.startswith('  "'))
    path = _write(tmp_path, text.replace(first, '  "leader king A1",', 1))
    challenge, problems = check_file(path)
    assert challenge is None and len(problems) == 1
    assert "solution[0]" in problems[0] and "cannot be played" in problems[0]


def test_progress_is_measured_as_the_challenge_goes():
    challenge = load_challenges("tigris")[0][0]
    from game.challenges import ChallengeRun

    run = ChallengeRun(challenge)
    assert run.player_to_move and run.result().value == 0 and run.result().stars == 0
    values = []
    for action in challenge.solution:
        run.play_computers()
        run.play(action)
        values.append(run.result().value)
    assert values == sorted(values) and values[-1] >= challenge.stars[2] and run.finished


def test_goal_kinds_differ_by_game():
    assert {"monument", "treasures", "win war"} <= set(goal_kinds("tigris"))
    assert {"pagoda", "peasants", "chain"} <= set(goal_kinds("yangtze"))
    assert "win war" not in goal_kinds("yangtze")


def test_best_results_are_kept_and_a_damaged_file_is_no_results(tmp_path):
    path = tmp_path / "challenges.json"
    results = Results.load(path)
    assert results.best == {} and results.unlocked(["a", "b", "c"]) == {"a"}
    assert results.record("a", 2, 5) and not results.record("a", 1, 9) and results.record("a", 2, 6)
    results.save()
    again = Results.load(path)
    assert again.stars("a") == 2 and again.best["a"].value == 6
    assert again.unlocked(["a", "b", "c"]) == {"a", "b"}
    path.write_text("{not json")
    assert Results.load(path).best == {}
    path.write_text(json.dumps({"best": {"a": {"stars": 7, "value": 1}, "b": {"stars": 1, "value": 2}}}))
    assert set(Results.load(path).best) == {"b"}  # the damaged entry alone is dropped


def test_two_windows_keep_each_others_best(tmp_path):
    path = tmp_path / "challenges.json"
    one, two = Results.load(path), Results.load(path)
    one.record("a", 3, 4)
    one.save()
    two.record("b", 1, 1)
    two.save()
    assert Results.load(path).stars("a") == 3 and Results.load(path).stars("b") == 1


def test_a_leader_counts_as_toppled_only_by_the_players_doing():
    from game.challenges.goals import Tally
    from game.engine import events as ev

    tally = Tally(0, points=[0, 0, 0, 0])
    # Two rivals' revolt, in a rival's turn: none of the player's doing.
    tally.see([ev.ConflictStarted(ev.REVOLT, 1, 1, 2, 10, 11, 1, 1),
               ev.LeaderRemoved(2, 1, 11, ev.LOST_REVOLT)], active=1)
    assert sum(tally.toppled.values()) == 0
    # A revolt the player defends, in a rival's turn: the attacker's loss is the player's doing.
    tally.see([ev.ConflictStarted(ev.REVOLT, 1, 1, 0, 10, 11, 1, 3),
               ev.LeaderRemoved(1, 1, 10, ev.LOST_REVOLT)], active=1)
    assert tally.toppled[1] == 1
    # In the player's own turn, any rival leader sent home (a catastrophe's) counts; their own never.
    tally.see([ev.LeaderRemoved(1, 0, 5, "no temple"), ev.LeaderRemoved(0, 2, 6, "no temple")], active=0)
    assert sum(tally.toppled.values()) == 2 and tally.lost[2] == 1
