"""The one interface every computer player has."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from game.engine import Action, Rng, View


@dataclass(frozen=True)
class Budget:
    """How long a player may think: seconds of wall time and/or iterations
    (iterations make a player deterministic, for tests)."""

    seconds: float | None = None
    iterations: int | None = None


class Player:
    """Base class. `choose` returns one of `view.legal_actions()`."""

    name = "player"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Action:
        raise NotImplementedError


class RandomPlayer(Player):
    """Uniformly random legal decisions: the baseline."""

    name = "random"

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Action:
        legal = view.legal_actions()
        return legal[self.rng.below(len(legal))]


LEVELS: dict[str, type[Player]] = {"random": RandomPlayer}


def make_player(level: str, seed: int = 0) -> Player:
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown computer player {level!r} ({', '.join(LEVELS)})") from None
    return cls(seed)
