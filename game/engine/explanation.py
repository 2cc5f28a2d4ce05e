"""The engine's sentences as data: English text that a window can translate.

An `Explanation` is a `str` — the exact English sentence every caller has
always had (`str(reason)`, the command line, the lessons) — that also keeps
how it was made: its message id (`message`, a `str.format` template), for a
count its plural form (`plural`, `count`), and its arguments (`args`). An
argument is a plain value (a cell name, a number), a word that is itself an
`Explanation` (a colour, a leader, "seat 2"), a tuple of such words (a list,
joined with " and " in English), or a whole sentence. The window translates
the message and every word through its catalogue (`game/client/i18n.py`,
`explained()`); the engine itself knows no language but English and imports
no gettext.

Texts are written `_r("…", cell=…)` and `_rn("… tile", "… tiles", count, …)`
in the engine so that `python -m game.locale extract` finds them
(docs/i18n.md).
"""

from __future__ import annotations

from typing import Any


class Explanation(str):
    """A sentence (or a word) of the engine: the English text, with its message id,
    plural and arguments for translation."""

    message: str
    plural: str | None
    count: int | None  # type: ignore[assignment]  # the plural's number, over str.count (a method)
    args: dict[str, Any]

    def __new__(cls, message: str, args: dict[str, Any] | None = None, plural: str | None = None,
                count: int | None = None, text: str | None = None) -> Explanation:
        args = dict(args or {})
        template = plural if plural is not None and count != 1 else message
        if text is not None:  # the English as its maker wrote it (the lessons' narration)
            english = text
        elif args:
            english = template.format(**{key: english_of(value) for key, value in args.items()})
        else:
            english = template
        self = super().__new__(cls, english)
        self.message = message
        self.plural = plural
        self.count = count
        self.args = args
        return self

    def __reduce__(self):
        return (Explanation, (self.message, self.args, self.plural, self.count, str(self)))


def english_of(value: Any) -> str:
    """An argument in English: a tuple of words is joined with " and "."""
    if isinstance(value, tuple | list):
        return " and ".join(str(v) for v in value)
    return str(value)


def said(english: str, message: str, **args: Any) -> Explanation:
    """A sentence whose English was written out by its maker (`english`, kept exactly), with
    the message id and arguments that say the same for a translation (the lessons'
    narration and replies, `game/lessons/`). Extracted like `_r`."""
    return Explanation(message, args, None, None, english)


def said_n(english: str, singular: str, plural: str, count: int, **args: Any) -> Explanation:
    """`said` with a count (`{count}`): `singular` for 1, else `plural`. Extracted like `_rn`."""
    return Explanation(singular, {"count": count, **args}, plural, count, english)


def _r(message: str, **args: Any) -> Explanation:
    """A sentence or a word of the engine (extracted into the catalogue)."""
    return Explanation(message, args)


def _rn(singular: str, plural: str, count: int, **args: Any) -> Explanation:
    """A sentence with a count: `singular` for 1, else `plural` (in English; other
    languages have their own plural forms). `count` is also the argument `{count}`."""
    return Explanation(singular, {"count": count, **args}, plural, count)
