"""Finding and loading the lesson files: one folder per game under `levels/`
(`levels/tigris/`, `levels/yangtze/`), named like the game's ruleset.

A lesson's id (what progress is saved by) is its folder and file name
without `.toml`: `tigris/03-revolts`, `yangtze/07-war`. A file outside the
games' folders (a test's) is known by its name alone.
"""

from __future__ import annotations

from pathlib import Path

from game.engine import RULESETS, BadFileError
from game.resources import resource_path
from game.storage import read_text_file

from .lesson import Lesson, lesson_from_text
from .validate import check_lesson


def levels_dir() -> Path:
    """`levels/`, from the source tree or the standalone executable alike
    (`game.resources`)."""
    return resource_path("levels")


def lesson_dir(game: str) -> Path:
    """The folder of one game's lessons: `levels/<game>/`."""
    return resource_path("levels", game)


def tutorial_dir() -> Path:
    """The first game's lessons, `levels/tigris/` (where callers from before the
    second game look)."""
    return lesson_dir("tigris")


def lesson_id(path: Path) -> str:
    """`<game>/<name>` for a file in a game's folder under `levels/`, else the name."""
    try:
        folder = path.resolve().parent
    except (OSError, RuntimeError):  # RuntimeError: a symbolic link loop (Python 3.11 and 3.12)
        return path.stem
    if folder.name in RULESETS and folder.parent == levels_dir().resolve():
        return f"{folder.name}/{path.stem}"
    return path.stem


def load_lesson(path: str | Path) -> Lesson:
    """Read, check and play through one lesson file; raise `BadFileError`
    (one line naming the file, and the step when a step is at fault)."""
    path = Path(path)
    shown = _shown(path)
    # A regular file of at most a megabyte, never a pipe or /dev/zero (which would wait or
    # never end); its shape is checked before it is parsed (`game.storage`).
    text = read_text_file(path, shown)
    ident = lesson_id(path)
    lesson = lesson_from_text(text, ident, shown)
    if "/" in ident and ident.split("/")[0] != lesson.game:
        # A lesson in levels/yangtze/ that forgot `game = "yangtze"` would load as the
        # other game's and fail in confusing ways: say what is wrong instead.
        folder = ident.split("/")[0]
        raise BadFileError(f'game: the lesson is in levels/{folder}/ but teaches "{lesson.game}" '
                           f'(write game = "{folder}")', shown)
    check_lesson(lesson)
    return lesson


def lesson_paths(folder: str | Path | None = None) -> list[Path]:
    """The lesson files of a folder, in order (their names start with the number);
    without a folder, every game's, game by game in the engine's order."""
    if folder is None:
        return [path for game in RULESETS for path in lesson_paths(lesson_dir(game))]
    folder = Path(folder)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.toml") if p.is_file())


def load_lessons(folder: str | Path | None = None) -> tuple[list[Lesson], list[str]]:
    """Every lesson that loads, in order (without a folder: every game's), and
    one line per file that does not (a broken lesson is left out of the menu,
    never a crash)."""
    lessons, problems = [], []
    for path in lesson_paths(folder):
        try:
            lessons.append(load_lesson(path))
        except BadFileError as error:
            problems.append(str(error))
    return lessons, problems


def _shown(path: Path) -> str:
    """The path as a person would name it: relative to the source tree when inside it."""
    try:
        return str(path.resolve().relative_to(levels_dir().resolve().parent))
    except (ValueError, OSError, RuntimeError):  # elsewhere; a symbolic link loop
        return str(path)
