"""Lesson progress is saved atomically in the user's data folder, survives a
damaged file, and a lesson left half-way resumes exactly where it was."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.lessons import ASK, EXPLAIN, PLAYING, LessonRunner, Progress, load_lesson
from game.lessons.library import lesson_paths, load_lessons, tutorial_dir
from game.lessons.progress import FILE_NAME, progress_path


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path))
    return tmp_path


def test_progress_lives_in_the_data_folder_and_round_trips(data_dir):
    assert progress_path() == data_dir / FILE_NAME
    progress = Progress.load()
    assert progress.done == set() and progress.places == {} and not progress.offered
    progress.remember("tigris/01-board", {"step": 3, "phase": "ask", "actions": ["leader king G3"]})
    progress.remember("tigris/02-scoring", {"phase": "done"})
    progress.offered = True
    progress.save()
    assert not list(data_dir.glob(".*.tmp"))  # the temporary file was renamed over
    again = Progress.load()
    assert again.done == {"tigris/02-scoring"}
    assert again.place("tigris/01-board")["actions"] == ["leader king G3"]
    assert again.offered
    order = ["tigris/02-scoring", "tigris/01-board", "tigris/03-revolts"]
    assert again.next_lesson(order) == "tigris/01-board"
    again.remember("tigris/01-board", {"phase": "done"})
    assert again.place("tigris/01-board") is None and again.is_done("tigris/01-board")


def test_progress_saved_before_lessons_named_their_game_still_counts(data_dir):
    """Lessons were known by their file name alone ("01-board") while they all taught
    Tigris & Euphrates; they moved to levels/tigris/ and are now "tigris/01-board".
    A player's old file keeps its ticks and its places."""
    old = {"version": 1, "done": ["01-board", "02-scoring"], "offered": True,
           "places": {"03-revolts": {"step": 2, "phase": "ask", "actions": ["leader priest J7"]}}}
    (data_dir / FILE_NAME).write_text(json.dumps(old))
    progress = Progress.load()
    ids = {lesson.id for lesson in load_lessons()[0]}
    assert progress.done == {"tigris/01-board", "tigris/02-scoring"} <= ids
    assert set(progress.places) == {"tigris/03-revolts"} and progress.place("tigris/03-revolts")["step"] == 2
    assert progress.next_lesson(sorted(ids)) == "tigris/03-revolts"
    progress.save()  # written back under the new ids
    assert json.loads((data_dir / FILE_NAME).read_text())["done"] == ["tigris/01-board", "tigris/02-scoring"]


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2]", '{"done": 5, "places": []}'])
def test_a_damaged_progress_file_means_no_progress(data_dir, text):
    (data_dir / FILE_NAME).write_text(text)
    progress = Progress.load()
    assert progress.done == set() and progress.places == {}
    progress.done.add("tigris/01-board")
    progress.save()
    assert json.loads((data_dir / FILE_NAME).read_text())["done"] == ["tigris/01-board"]


@pytest.mark.parametrize("name, moves", [
    ("03-revolts.toml", 3),  # in the middle of a revolt, after Andrey's scripted reply
    ("04-wars.toml", 4),  # after the position reset of the red war
    ("07-catastrophes.toml", 3),  # after Andrey's scripted turn
])
def test_a_lesson_resumes_where_it_was_left(data_dir, name, moves):
    lesson = load_lesson(tutorial_dir() / name)
    runner = LessonRunner(lesson)
    while moves:
        assert not runner.finished
        if runner.phase == ASK:
            runner.try_action(runner.step.intended)
            moves -= 1
        else:
            runner.proceed()
    runner.hint()
    progress = Progress.load()
    progress.remember(lesson.id, runner.snapshot())
    progress.save()

    resumed = LessonRunner.resume(lesson, Progress.load().place(lesson.id))
    assert resumed.index == runner.index and resumed.phase == runner.phase
    assert resumed.state == runner.state
    assert resumed.hints_given == runner.hints_given
    # And it plays on to the end just the same.
    for r in (runner, resumed):
        while not r.finished:
            if r.phase == ASK:
                assert r.try_action(r.step.intended).accepted
            else:
                r.proceed()
    assert resumed.state == runner.state


@pytest.mark.parametrize("path", [p for p in lesson_paths() if not p.stem.endswith("first-game")],
                         ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_left_anywhere_a_lesson_resumes_showing_the_same(data_dir, path):
    """At every page, question and explanation along the lesson, leaving and coming
    back gives the same board, the same step and phase, and the same account of the
    last moves (the other seats' scripted moves, or the learner's move and replies)."""
    lesson = load_lesson(path)
    runner = LessonRunner(lesson)
    while not runner.finished:
        resumed = LessonRunner.resume(lesson, runner.snapshot())
        where = (runner.step.number, runner.phase)
        assert (resumed.index, resumed.phase) == (runner.index, runner.phase), where
        assert resumed.state == runner.state, where
        assert resumed.news == runner.news, where
        assert resumed.message == runner.message, where
        if runner.phase == ASK:
            assert runner.try_action(runner.step.intended).accepted
        else:
            runner.proceed()


def test_a_free_game_resumes_with_its_moves(data_dir):
    lesson = load_lesson(tutorial_dir() / "09-first-game.toml")
    runner = LessonRunner(lesson, opponent_level="random")
    runner.proceed()
    runner.proceed()
    for _ in range(12):
        if runner.opponent_to_move:
            runner.apply_opponent(runner.choose_opponent())
        else:
            runner.try_action(runner.state.legal_actions()[0])
    resumed = LessonRunner.resume(lesson, runner.snapshot(), opponent_level="random")
    assert resumed.phase == PLAYING and resumed.state == runner.state
    assert resumed.tips_shown == runner.tips_shown
    assert resumed.news == runner.news  # what the computer did since the learner's move


def test_a_finished_free_game_resumes_with_its_result(data_dir):
    from ai import Budget

    lesson = load_lesson(tutorial_dir() / "09-first-game.toml")
    runner = LessonRunner(lesson, opponent_level="random")
    runner.proceed()
    runner.proceed()
    while runner.phase == PLAYING:
        if runner.opponent_to_move:
            runner.apply_opponent(runner.choose_opponent(Budget(iterations=1)))
        else:
            runner.try_action(runner.state.legal_actions()[-1])
    assert runner.phase == EXPLAIN and runner.state.is_over
    resumed = LessonRunner.resume(lesson, runner.snapshot(), opponent_level="random")
    assert resumed.phase == EXPLAIN and resumed.message == runner.message
    assert resumed.news == runner.news
    assert any(line.startswith("The game ends") for line in resumed.news)


def test_a_snapshot_that_no_longer_fits_is_refused(data_dir):
    lesson = load_lesson(tutorial_dir() / "01-board.toml")
    for bad in ({}, {"step": 99, "phase": "ask", "actions": []},
                {"step": 3, "phase": "ask", "actions": ["tile blue A1"]},
                {"step": 3, "phase": "read", "actions": []},
                {"step": 5, "phase": "ask", "actions": []}):
        with pytest.raises(ValueError):
            LessonRunner.resume(lesson, bad)
    runner = LessonRunner.resume(lesson, {"step": 3, "phase": "ask", "actions": []})
    assert runner.phase == ASK and runner.step.number == 3
    done = LessonRunner.resume(lesson, {"step": 1, "phase": "done", "actions": []})
    assert done.finished


def test_explained_step_resumes_with_its_explanation(data_dir):
    lesson = load_lesson(tutorial_dir() / "01-board.toml")
    runner = LessonRunner(lesson)
    runner.proceed()
    runner.proceed()
    runner.try_action("leader king G3")
    resumed = LessonRunner.resume(lesson, runner.snapshot())
    assert resumed.phase == EXPLAIN and resumed.message.startswith("Tiles and leaders")


def test_lessons_do_not_need_pygame():
    code = ("import sys, game.lessons; from game.lessons import load_lessons; load_lessons(); "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_two_windows_keep_each_others_lesson_progress(tmp_path):
    """Two windows on one data folder each read the progress at start; what one writes
    must not undo what the other wrote (the lessons done by either are kept, each
    window's own places, and the other's places as the file has them)."""
    path = tmp_path / "lessons.json"
    first, second = Progress.load(path), Progress.load(path)
    first.remember("tigris/01-board", {"phase": "done"})
    first.remember("tigris/02-scoring", {"step": 2, "phase": "ask", "actions": ["pass"]})
    first.save()
    second.remember("yangtze/01-board", {"step": 3, "phase": "ask", "actions": []})
    second.offered = True
    second.save()
    again = Progress.load(path)
    assert again.done == {"tigris/01-board"}
    assert set(again.places) == {"tigris/02-scoring", "yangtze/01-board"}
    assert again.places["tigris/02-scoring"]["step"] == 2 and again.offered
    first.forget("tigris/02-scoring")  # a restart in the first window: its place goes
    first.save()
    assert set(Progress.load(path).places) == {"yangtze/01-board"}
