"""Interactive lessons: "Learn to play" (`docs/lessons.md`).

Pure Python over the engine — no pygame — so lessons are tested like the
rules: every lesson file is played through its intended solution when it
loads. Each game's lessons are in `levels/<game>/`; what the lessons know
of a game (its goals, sentences, tips) is `games.lesson_game(name)`.

    from game.lessons import load_lessons, LessonRunner
    lessons, problems = load_lessons()
    runner = LessonRunner(lessons[0])
    runner.try_action("leader king G3")
"""

from .games import LessonGame, lesson_game
from .lesson import Lesson, Step
from .library import lesson_dir, load_lesson, load_lessons, tutorial_dir
from .progress import Progress
from .runner import ASK, DONE, EXPLAIN, PLAYING, READING, LessonRunner, Outcome

__all__ = ["ASK", "DONE", "EXPLAIN", "PLAYING", "READING", "Lesson", "LessonGame", "LessonRunner",
           "Outcome", "Progress", "Step", "lesson_dir", "lesson_game", "load_lesson", "load_lessons",
           "tutorial_dir"]
