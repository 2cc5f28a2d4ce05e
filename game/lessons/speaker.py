"""Who is who in a lesson's sentences: the `Speaker` every game's lessons
use ("you" for the learner's seat, the lesson's names for the others), and
`tell`, which puts a game's sentences for a list of events together.

`events.py` describes events in the third person for logs ("seat 1 places
…"). A lesson speaks to the learner ("You place a red tile on F4 and score
a red point"), so each game has its own sentences (`tigris/narrate.py`,
`yangtze/`); nothing here knows a game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game.engine.explanation import Explanation, _r


class Speaker:
    """Names seats: "you" for `you` (None when the learner plays several
    seats, so every seat goes by its name)."""

    def __init__(self, names: tuple[str, ...] | list[str], you: int | None) -> None:
        self.names = tuple(names)
        self.you = you

    def who(self, seat: int, start: bool = False) -> str:
        if seat == self.you:
            return "You" if start else "you"
        return self.names[seat]

    def whose(self, seat: int, start: bool = False) -> str:
        if seat == self.you:
            return "Your" if start else "your"
        return f"{self.names[seat]}'s"

    def who_word(self, seat: int, start: bool = False) -> str | Explanation:
        """`who` for a sentence a window translates: "you" as a word of the catalogue."""
        if seat == self.you:
            return _r("You") if start else _r("you")
        return self.names[seat]

    def whose_word(self, seat: int, start: bool = False) -> Explanation:
        """`whose` for a sentence a window translates."""
        if seat == self.you:
            return _r("Your") if start else _r("your")
        return _r("{name}'s", name=self.names[seat])

    def verb(self, seat: int, you_form: str, other_form: str) -> str:
        return you_form if seat == self.you else other_form

    def fix_seats(self, text: str) -> str:
        """The engine's reasons name seats by number; say names instead."""
        def possessive(match: re.Match) -> str:
            return self.whose(int(match.group(1)))

        def plain(match: re.Match) -> str:
            return self.who(int(match.group(1)))

        text = re.sub(r"\bseat (\d)'s\b", possessive, text)
        text = re.sub(r"\bseat (\d)\b", plain, text)
        # The engine's sentences are in the third person.
        return re.sub(r"\b(you|You) (\([a-z]+\) )?(commits|takes|must)\b",
                      lambda m: f"{m.group(1)} {m.group(2) or ''}{m.group(3).removesuffix('s')}"
                      if m.group(3) != "must" else m.group(0), text)


def tell(events: list[Any], s: Speaker, describe_event: Callable[[Any, Speaker], str | None]) -> list[str]:
    """Sentences for a list of events, skipping the uninteresting ones; `describe_event`
    is the game's own (`games.LessonGame.describe`)."""
    out = []
    for event in events:
        line = describe_event(event, s)
        if line:
            out.append(line)
    return out
