"""A damaged data file, set aside and told in one line (`datafolder.py` at start-up, the
settings, the autosave): below the scenes and the saves, which all use it."""

from __future__ import annotations

from pathlib import Path

from game.engine.actions import shorten
from game.storage import set_aside

from .i18n import N_, _


def damaged_file_message(path: Path, problem: str, instead: str) -> str:
    """Set a damaged data file aside and say so in one line: which file, why (in short),
    where it went, and what is used instead."""
    moved = set_aside(path)
    reason = short_reason(problem)
    if moved is None:
        return _("{file} is damaged ({reason}) and could not be set aside; {instead}.").format(
            file=path.name, reason=reason, instead=instead)
    return _("{file} was damaged ({reason}) and is set aside as {moved}; {instead}.").format(
        file=path.name, reason=reason, moved=moved.name, instead=instead)


def short_reason(problem: str) -> str:
    """The gist of a file's problem: "not valid JSON: Expecting value (at line 1, …)"
    → "not valid JSON"; "damaged save (nested too deeply: …)" → "nested too deeply"."""
    wrapper = _("damaged save ({reason})").split("{reason}")
    if len(wrapper) == 2 and problem.startswith(wrapper[0]) and problem.endswith(wrapper[1]):
        problem = problem[len(wrapper[0]):len(problem) - len(wrapper[1])]
    for mark in (":", " (", ","):
        head = problem.split(mark)[0].strip()
        if head:
            problem = head
    if problem in FILE_PROBLEMS:
        return _(problem)  # the storage's words are the command line's (English)
    return shorten(problem, 60)


# The gists of `game.storage`'s reasons, as `short_reason` leaves them.
FILE_PROBLEMS = frozenset({
    N_("not valid TOML"), N_("not valid JSON"), N_("not a regular file"), N_("cannot read the file"),
    N_("too large"), N_("not a text file"), N_("nested too deeply"),
})
