"""The ladder of computer players, weakest first."""

from __future__ import annotations

from .base import Player, RandomPlayer
from .beginner import BeginnerPlayer
from .casual import CasualPlayer
from .expert import ExpertPlayer
from .strong import StrongPlayer

LEVELS: dict[str, type[Player]] = {
    "random": RandomPlayer,
    "beginner": BeginnerPlayer,
    "casual": CasualPlayer,
    "strong": StrongPlayer,
    "expert": ExpertPlayer,
}


def make_player(level: str, seed: int = 0) -> Player:
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown computer player {level!r} ({', '.join(LEVELS)})") from None
    return cls(seed)
