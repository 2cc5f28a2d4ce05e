"""The ladder of computer players, weakest first."""

from __future__ import annotations

from .base import Player, RandomPlayer
from .beginner import BeginnerPlayer
from .casual import CasualPlayer
from .expert import ExpertPlayer
from .knowledge import KNOWLEDGE
from .strong import StrongPlayer

LEVELS: dict[str, type[Player]] = {
    "random": RandomPlayer,
    "beginner": BeginnerPlayer,
    "casual": CasualPlayer,
    "strong": StrongPlayer,
    "expert": ExpertPlayer,
}


def levels_for(game: str) -> list[str]:
    """The levels that play `game`: those that need no knowledge of a game
    (random), and the others once the game's knowledge is registered."""
    return [name for name, cls in LEVELS.items() if not cls.needs_knowledge or game in KNOWLEDGE]


def make_player(level: str, seed: int = 0) -> Player:
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown computer player {level!r} ({', '.join(LEVELS)})") from None
    return cls(seed)
