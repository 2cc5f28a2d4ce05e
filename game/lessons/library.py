"""Finding and loading the lesson files of `levels/tutorial/`."""

from __future__ import annotations

from pathlib import Path

from game.engine import BadFileError
from game.resources import resource_path

from .lesson import Lesson, lesson_from_text
from .validate import check_lesson


def tutorial_dir() -> Path:
    """`levels/tutorial/`, from the source tree or the standalone executable
    alike (`game.resources`)."""
    return resource_path("levels", "tutorial")


def load_lesson(path: str | Path) -> Lesson:
    """Read, check and play through one lesson file; raise `BadFileError`
    (one line naming the file, and the step when a step is at fault)."""
    path = Path(path)
    shown = _shown(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise BadFileError(f"cannot read the file ({error.strerror})", shown) from None
    except UnicodeDecodeError:
        raise BadFileError("not a text file (UTF-8)", shown) from None
    lesson = lesson_from_text(text, path.stem, shown)
    check_lesson(lesson)
    return lesson


def lesson_paths(folder: str | Path | None = None) -> list[Path]:
    """The lesson files of a folder, in order (their names start with the number)."""
    folder = Path(folder) if folder is not None else tutorial_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.toml") if p.is_file())


def load_lessons(folder: str | Path | None = None) -> tuple[list[Lesson], list[str]]:
    """Every lesson that loads, in order, and one line per file that does not
    (a broken lesson is left out of the menu, never a crash)."""
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
        return str(path.resolve().relative_to(tutorial_dir().parents[1]))
    except ValueError:
        return str(path)
