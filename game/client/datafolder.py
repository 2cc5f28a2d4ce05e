"""The data folder at start-up: whatever is in it, the window opens.

`tidy_data_folder()` runs once before the main menu is shown (`app.open_app`):

* temporary files that a killed write left (`.autosave.toml.k3j9x0ab.tmp`)
  are removed (`game.storage.remove_temporaries`);
* a file that cannot be used — `lessons.json`, `autosave.toml` (and
  `settings.json`, read before the window opens: `settings.load_settings`) —
  is set aside beside itself as `NAME.damaged-1.EXT` (nothing is deleted,
  and nothing reads it again), the defaults are used, and one line says which
  file, why, and where it went.

Named saves are not set aside: the Load list shows a damaged one as damaged,
with the reason, and it can be deleted from there.
"""

from __future__ import annotations

from pathlib import Path

from game.engine.actions import shorten
from game.storage import remove_temporaries, set_aside

from .i18n import _
from .paths import data_dir, saves_dir


def damaged_file_message(path: Path, problem: str, instead: str) -> str:
    """Set a damaged data file aside and say so in one line: which file, why, where it
    went, and what is used instead."""
    moved = set_aside(path)
    reason = shorten(problem, 100)
    if moved is None:
        return _("{file} is damaged and could not be set aside ({reason}); {instead}.").format(
            file=path, reason=reason, instead=instead)
    return _("{file} was damaged and is set aside beside it as {moved} ({reason}); {instead}.").format(
        file=path, reason=reason, moved=moved.name, instead=instead)


def tidy_data_folder() -> list[str]:
    """Remove a killed write's temporary files; set aside a damaged lesson progress
    file or autosave. The lines to show the player (none when all was well)."""
    remove_temporaries(data_dir())
    remove_temporaries(saves_dir())
    messages = []
    for check in (_check_lessons, _check_autosave):
        try:
            message = check()
        except OSError:  # the folder cannot be read: the window opens all the same
            message = None
        if message:
            messages.append(message)
    return messages


def _check_lessons() -> str | None:
    from game.lessons.progress import progress_path, progress_problem

    path = progress_path()
    problem = progress_problem(path)
    if problem is None:
        return None
    return damaged_file_message(path, problem, _("lessons start afresh"))


def _check_autosave() -> str | None:
    from .saves import set_aside_damaged_autosave

    return set_aside_damaged_autosave()
