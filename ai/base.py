"""The one interface every computer player has."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from game.engine import Rng, View


@dataclass(frozen=True)
class Budget:
    """How long a player may think: seconds of wall time and/or iterations
    (iterations make a player deterministic, for tests). Levels that do not
    search ignore it; with both set, a search stops at whichever comes first."""

    seconds: float | None = None
    iterations: int | None = None


class Player:
    """Base class. `choose` returns one of `view.legal_actions()`, in any game
    of the family (each level finds the game's knowledge from the view).

    A player decides from the `View` alone: its own hand, the board, the
    supplies, the scores and the counts of unseen tiles. `cancel` (a
    `threading.Event`) asks it to answer at once with the best it has."""

    name = "player"
    needs_knowledge = True  # plays only games whose knowledge is registered (`knowledge.py`)

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Any:
        raise NotImplementedError

    @staticmethod
    def forced(view: View) -> Any | None:
        """The only legal decision, if there is just one."""
        legal = view.legal_actions()
        return legal[0] if len(legal) == 1 else None


class RandomPlayer(Player):
    """Uniformly random legal decisions: the baseline."""

    name = "random"
    needs_knowledge = False

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Any:
        legal = view.legal_actions()
        return legal[self.rng.below(len(legal))]
