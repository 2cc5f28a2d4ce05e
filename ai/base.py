"""The one interface every computer player has."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from game.engine import Action, Rng, View


@dataclass(frozen=True)
class Budget:
    """How long a player may think: seconds of wall time and/or iterations
    (iterations make a player deterministic, for tests). Levels that do not
    search ignore it; with both set, a search stops at whichever comes first."""

    seconds: float | None = None
    iterations: int | None = None


class Player:
    """Base class. `choose` returns one of `view.legal_actions()`.

    A player decides from the `View` alone: its own hand, the board, the
    supplies, the scores and the counts of unseen tiles. `cancel` (a
    `threading.Event`) asks it to answer at once with the best it has."""

    name = "player"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Action:
        raise NotImplementedError

    @staticmethod
    def forced(view: View) -> Action | None:
        """The only legal decision, if there is just one."""
        legal = view.legal_actions()
        return legal[0] if len(legal) == 1 else None


class RandomPlayer(Player):
    """Uniformly random legal decisions: the baseline."""

    name = "random"

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Action:
        legal = view.legal_actions()
        return legal[self.rng.below(len(legal))]
