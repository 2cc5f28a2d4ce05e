"""The ladder of computer players, weakest first, and the other entrants."""

from __future__ import annotations

from dataclasses import replace

from .base import Player, RandomPlayer
from .beginner import BeginnerPlayer
from .casual import CasualPlayer
from .expert import ExpertPlayer
from .knowledge import KNOWLEDGE, VARIANTS
from .strong import StrongPlayer


class StrongClassic(StrongPlayer):
    """Strong with the hand-set evaluation, kept as it is whatever `strong` becomes:
    tournaments measure a new Strong against it on the same seeds."""

    name = "strong-classic"


class ExpertClassic(ExpertPlayer):
    """The Expert with the hand-set evaluation (see `StrongClassic`)."""

    name = "expert-classic"


class StrongLearned(StrongPlayer):
    """Strong with the learned evaluation (`learned.py`) in its planner and worlds."""

    name = "strong-learned"
    evaluation = "learned"


class FocusedStrong(StrongPlayer):
    """Strong that spends more worlds on close calls (`strong.py`): twice the worlds again,
    between the best two only, when their mean win chances are within 0.05."""

    name = "strong-focus"
    focus = 2
    close = 0.05


class ExpertLearned(ExpertPlayer):
    """The Expert with the learned evaluation in its search, its planner and its choices."""

    name = "expert-learned"
    evaluation = "learned"
    settings = replace(ExpertPlayer.settings, evaluation="learned")


# The ladder, weakest first: the levels a player chooses among (the entrants below are for
# tournaments; a screen that lists levels can keep to these).
LADDER = ("random", "beginner", "casual", "strong", "expert")

LEVELS: dict[str, type[Player]] = {
    "random": RandomPlayer,
    "beginner": BeginnerPlayer,
    "casual": CasualPlayer,
    "strong": StrongPlayer,
    "expert": ExpertPlayer,
    # Entrants beside the ladder, for tournaments: the hand-set levels as they
    # were, and the learned evaluation's.
    "strong-classic": StrongClassic,
    "expert-classic": ExpertClassic,
    "strong-learned": StrongLearned,
    "expert-learned": ExpertLearned,
    "strong-focus": FocusedStrong,
}


def levels_for(game: str) -> list[str]:
    """The levels that play `game`: those that need no knowledge of a game
    (random), and the others once the game's knowledge is registered (with
    the learned evaluation, once the game ships its weights)."""
    out = []
    for name, cls in LEVELS.items():
        evaluation = getattr(cls, "evaluation", "classic")
        if not cls.needs_knowledge or (game in KNOWLEDGE and (
                evaluation == "classic" or (game, evaluation) in VARIANTS)):
            out.append(name)
    return out


def make_player(level: str, seed: int = 0) -> Player:
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown computer player {level!r} ({', '.join(LEVELS)})") from None
    return cls(seed)
