"""Computer players. They depend on the engine only and decide from a
seat's `View` — never from another seat's hand or the bag's order.

    player = make_player("casual", seed=1)
    action = player.choose(view, Budget(seconds=1.0), cancel)

Levels, weakest first: random, beginner, casual, strong, expert (see
`docs/ai.md`).
"""

from .base import Budget, Player
from .levels import LEVELS, make_player

__all__ = ["Budget", "LEVELS", "Player", "make_player"]
