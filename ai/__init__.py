"""Computer players. They depend on the engine only and decide from a
seat's `View` — never from another seat's hand or the bag's order.

    player = make_player("random", seed=1)
    action = player.choose(view, Budget(seconds=1.0), cancel)
"""

from .base import LEVELS, Budget, Player, make_player

__all__ = ["Budget", "LEVELS", "Player", "make_player"]
