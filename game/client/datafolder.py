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

from game.paths import data_dir, saves_dir
from game.storage import remove_temporaries

from .damaged import damaged_file_message
from .i18n import _


def show_notices(app, messages: list[str]) -> None:
    """The start-up's lines about files set aside, in a dialog the player closes (a
    message that fades could be missed, and would cover the menu's title)."""
    if not messages:
        return
    from .dialogs import NoticeDialog
    from .i18n import ngettext

    title = ngettext("A damaged file was set aside", "Damaged files were set aside", len(messages))
    app.push(NoticeDialog(app, title, messages, _("Data folder: {folder}").format(folder=data_dir())))


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
