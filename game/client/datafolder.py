"""The data folder at start-up: whatever is in it, the window opens.

`tidy_data_folder()` runs once before the main menu is shown (`app.open_app`):

* temporary files that a killed write left (`.autosave.toml.k3j9x0ab.tmp`)
  are removed (`game.storage.remove_temporaries`);
* a file that cannot be used — `lessons.json`, `challenges.json`, `autosave.toml` (and
  `settings.json`, read before the window opens: `settings.load_settings`) —
  is set aside beside itself as `NAME.damaged-1.EXT` (nothing is deleted,
  and nothing reads it again), the defaults are used, and one line says which
  file, why, and where it went.

Named saves are not set aside: the Load list shows a damaged one as damaged,
with the reason, and it can be deleted from there.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from game.engine import BadFileError
from game.paths import data_dir, saves_dir
from game.storage import remove_temporaries

from .damaged import damaged_file_message
from .i18n import _


def data_folder_problem() -> str | None:
    """Why the data folder cannot hold the window's files (a file, or under one, or a link
    that leads nowhere it can go), in one line naming the folder; None when it can (also
    when it is not made yet: the first file written makes it)."""
    import os
    import stat

    from game.paths import DATA_DIR_VARIABLE

    folder = data_dir()
    probe = folder
    while True:
        try:
            info = os.stat(probe)
        except FileNotFoundError:
            if probe.parent == probe:
                return None
            probe = probe.parent
            continue
        except (OSError, ValueError) as error:  # ValueError: a path with a NUL character
            reason = getattr(error, "strerror", None) or str(error)
            break
        if stat.S_ISDIR(info.st_mode):
            return None
        reason = _("{path} is a file, not a folder").format(path=probe) if probe != folder \
            else _("it is a file, not a folder")
        break
    return _("The data folder {folder} cannot be used ({reason}): settings, games and lessons are "
             "not kept. Move what is in the way, or set {variable} to a folder.").format(
        folder=folder, reason=reason, variable=DATA_DIR_VARIABLE)


def show_notices(app, messages: list[str], title: str | None = None) -> None:
    """The start-up's lines about files set aside, in a dialog the player closes (a
    message that fades could be missed, and would cover the menu's title)."""
    if not messages:
        return
    from .dialogs import NoticeDialog
    from .i18n import ngettext

    if title is None:
        title = ngettext("A damaged file was set aside", "Damaged files were set aside", len(messages))
    app.push(NoticeDialog(app, title, messages, _("Data folder: {folder}").format(folder=data_dir())))


def tidy_data_folder() -> list[str]:
    """Remove a killed write's temporary files; set aside a damaged lesson progress,
    challenge results file or autosave. The lines to show the player (none when all was well)."""
    remove_temporaries(data_dir())
    remove_temporaries(saves_dir())
    messages = []
    for check in (_check_lessons, _check_challenges, _check_autosave, _check_statistics):
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


def _check_statistics() -> str | None:
    from .stats_record import check_history

    return check_history()


def _check_challenges() -> str | None:
    from game.challenges.progress import results_path, results_problem

    path = results_path()
    problem = results_problem(path)
    if problem is None:
        return None
    return damaged_file_message(path, problem, _("the challenges' best results start afresh"))


def _check_autosave() -> str | None:
    from .saves import set_aside_damaged_autosave

    return set_aside_damaged_autosave()


def keep_left_games() -> list[str]:
    """The games that closed windows left in their own autosaves (a second window on this
    data folder keeps its own: `slots`) are kept as named saves; a line for each."""
    from .slots import done_with, left_games

    lines = []
    for path in left_games():
        try:
            line = keep_left_game(path)
        except OSError:
            line = None
        finally:
            done_with(path)
        if line:
            lines.append(line)
    return lines


def keep_left_game(path: Path) -> str | None:
    """The autosave a closed window left beside this one's (`slots.left_games`): its
    unfinished game is kept as a named save and the file removed, so the game is in Load
    game; a damaged one is set aside. A line for the player, or None (nothing to keep)."""
    from .saves import keep_game, read_save

    try:
        session, _notes = read_save(path, check_levels=False)
    except BadFileError as error:
        return damaged_file_message(path, error.problem, _("it held another window's game"))
    except OSError:
        return None
    if not session.state.is_over and session.record.actions:
        name, failure = keep_game(session)
        if name is None:
            return _("A game left in another window could not be kept: {reason}; it stays in {file}.").format(
                reason=failure, file=path.name)
    else:
        name = None  # finished, or not begun: nothing to lose
    with contextlib.suppress(OSError):
        path.unlink()
    if name is None:
        return None
    return _("A game left in another window is kept: Load game, “{name}”.").format(name=name)
