"""What the lessons need to know of each game, found by the game's name.

The lesson format, the runner and the checks are the same for every game
of the family; what differs is words and judgement: how an event is told
to the learner, which goals a step may ask for and whether a move met one,
which tips a free game gives, how the intended move is said, and how a
scripted defender answers "commit enough". Each game has one module here
(`tigris/`, `yangtze/`) holding a `LessonGame`, found by the ruleset's
name (`lesson_game("yangtze")`), the way the window finds a presentation:
nothing in the runner asks which game it is.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import events as events_
from game.engine.ruleset import get_ruleset
from game.games import GAMES


@dataclass(frozen=True)
class Goal:
    """A goal a step asks for: its words ("score", "place") and argument (a
    colour or leader kind, -1 when it takes none)."""

    name: str
    arg: int = -1
    shown: str = ""  # as written in a lesson file ("score red")

    def __str__(self) -> str:
        return self.shown or self.name


@dataclass(frozen=True)
class LessonGame:
    name: str  # the ruleset's name
    # Goal words and what their argument is: "colour", "leader" or None.
    goals: dict[str, str | None]
    # met(goal, mover, events, state after) and why_missed(goal, mover, events, after, speaker)
    met: Callable[..., bool]
    why_missed: Callable[..., str]
    # One sentence for an event, in the second person (None: not worth telling).
    describe: Callable[..., str | None]
    # Tip names and when they fire; due(state, seat, events, first) → the names that hold now.
    triggers: dict[str, str]
    due: Callable[..., list[str]]
    # An action as an instruction ("place your king on G4").
    say_action: Callable[..., str]
    # The scripted answer "commit enough" for the seat to move in a revolt.
    commit_enough: Callable[[Any], Any]
    # A sentence for a decision that causes no event of its own (ending a blue chain),
    # or None: announce(action, speaker, seat). A pass is told for every game.
    announce: Callable[..., str | None] = lambda action, speaker, seat: None

    @property
    def ruleset(self) -> Any:
        return get_ruleset(self.name)

    def parse_goal(self, text: str) -> Goal:
        """A goal from a lesson file; ValueError listing the known ones."""
        # ASCII only, as the notation: "\u212a".lower() is "k", and str.split() splits at a no-break space.
        words = text.lower().split() if text.isascii() else []
        joined = " ".join(words)
        if joined in self.goals and self.goals[joined] is None:
            return Goal(joined, -1, joined)
        if len(words) == 2 and words[0] in self.goals:
            kind = self.goals[words[0]]
            names = self.ruleset.colour_names if kind == "colour" else self.ruleset.leader_names
            if kind is not None and words[1] in names:
                return Goal(words[0], names.index(words[1]), joined)
        known = ", ".join(
            f'"{name} {"COLOUR" if arg == "colour" else "LEADER"}"' if arg else f'"{name}"'
            for name, arg in self.goals.items())
        raise ValueError(f"unknown goal {text!r} (known: {known})")


def met_in_any_game(goal: Goal, mover: int, events: list, after) -> bool:
    """The goals both games ask alike (their events are the family's, `game.engine.events`):
    place or oust a leader, swap, win the game."""
    name = goal.name
    if name == "place":
        return any(isinstance(e, events_.LeaderPlaced) and e.seat == mover and e.leader == goal.arg
                   for e in events)
    if name == "oust":
        return any(isinstance(e, events_.LeaderRemoved) and e.seat != mover and e.leader == goal.arg
                   for e in events)
    if name == "swap":
        return any(isinstance(e, events_.Swapped) and e.seat == mover for e in events)
    if name == "win game":
        return after.is_over and mover in after.ranking()[0]
    raise ValueError(f"unknown goal {name!r}")


_GAMES: dict[str, LessonGame] = {}


def lesson_game(name: str) -> LessonGame:
    """The lesson knowledge of the game called `name` (`game.lessons.<name>`);
    ValueError when the lessons know no such game."""
    found = _GAMES.get(name)
    if found is None:
        if name not in GAMES:  # the family's games (`game/games.py`), each with a folder here
            raise ValueError(f"the lessons know no game {name!r}")
        found = _GAMES[name] = importlib.import_module(f"game.lessons.{name}").GAME
    return found
