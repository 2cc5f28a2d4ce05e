"""The engine's exceptions. All are `ValueError`s, so callers that take text
from a person can catch one type; the subclasses say what went wrong."""

from __future__ import annotations


class RulesError(ValueError):
    """Base of every error the engine raises about input."""


class MalformedActionError(RulesError):
    """The text is not an action at all (unknown word, missing cell, …)."""


class IllegalActionError(RulesError):
    """A well-formed action that the rules forbid here. `reason` is a sentence
    a player or a tutorial can show (`F4 is land; blue tiles go on rivers`)."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(reason)
        self.action = action
        self.reason = reason


class BadFileError(RulesError):
    """A position, record, lesson or save that cannot be used. The message is
    one line that names the file (when known) and the problem."""

    def __init__(self, problem: str, path: str | None = None) -> None:
        problem = one_line(problem)
        super().__init__(f"{one_line(str(path))}: {problem}" if path else problem)
        self.problem = problem
        self.path = path


def one_line(text: str) -> str:
    """`text` with line breaks and other control characters escaped (`\\n`), so
    that a message quoting a file's content or name stays on one line."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii")
                   for ch in text)
