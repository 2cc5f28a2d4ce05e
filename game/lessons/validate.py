"""Playing a lesson through before anyone sees it.

`check_lesson` walks the lesson's intended path with a real runner: every
scripted move must be legal, the learner must be the one to decide at every
step that asks, every accepted move must be legal and lead on, and every
goal must be met by its solution. The first problem becomes a
`BadFileError`: one line naming the file and the step.
"""

from __future__ import annotations

from typing import Any

from game.engine import BadFileError

from .lesson import EXACT, GOAL, PLAY, Lesson
from .runner import ASK, PLAYING, LessonRunner, ScriptError, _rest_problem, play_scripted


def check_lesson(lesson: Lesson) -> None:
    try:
        _check_shape(lesson)
        runner = LessonRunner(lesson)
        choices = []  # (step index, state) where a step accepts several exact moves
        while not runner.finished and runner.phase != PLAYING:
            if runner.phase == ASK and len(runner.step.expect) > 1:
                choices.append((runner.index, runner.state.copy()))
            runner._advance_by_solution()
        # The intended path works; now each other accepted move must lead on too.
        for index, state in choices:
            _check_alternatives(lesson, index, state)
    except ScriptError as error:
        raise BadFileError(str(error), lesson.path) from None


def _check_shape(lesson: Lesson) -> None:
    for step in lesson.steps:
        if step.kind in (EXACT, GOAL) and not step.hints:
            raise ScriptError(step.number, "hints: a step that asks for a move needs at least one hint")
        if step.kind in (EXACT, GOAL) and not step.after:
            # The learner has just made the move: say what it did and why it matters.
            raise ScriptError(step.number, "after: a step that asks for a move needs an explanation after it")
        if step.kind == EXACT:
            for action in step.wrong:
                if action in step.expect:
                    raise ScriptError(step.number, f'wrong: "{action}" is also expected')
        if step.kind == PLAY and lesson.single_seat is None:
            raise ScriptError(step.number, "play: a free game needs a single learner seat")


def _check_alternatives(lesson: Lesson, index: int, state: Any) -> None:
    """Each accepted exact move must be legal here and let the lesson go on."""
    step = lesson.steps[index]
    legal = state.legal_actions()
    for action in step.expect[1:]:
        if action not in legal:
            raise ScriptError(step.number, f'expect "{action}" is not legal here: '
                                           f"{state.explain_illegal(action)}")
        trial = state.copy()
        trial.apply(action)
        play_scripted(trial, step.replies, lesson.learner, step.number, "replies")
        problem = _rest_problem(lesson, trial, index + 1)
        if problem:
            raise ScriptError(step.number, f'after "{action}" the lesson cannot go on: {problem}')
