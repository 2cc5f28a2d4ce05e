"""Computer players. They depend on the engine only and decide from a
seat's `View` — never from another seat's hand or the bag's order.

    player = make_player("casual", seed=1)
    action = player.choose(view, Budget(seconds=1.0), cancel)

Levels, weakest first: random, beginner, casual, strong, expert (`LADDER`;
see `docs/ai.md`); beside them, entrants for tournaments: strong-classic,
expert-classic, strong-learned, expert-learned. The levels are shared by the games of the family; each game's
knowledge (candidates, evaluation, planner) lives in its folder (`ai/tigris/`,
`ai/yangtze/`).
"""

from . import tigris, yangtze  # noqa: F401  (register what the players know of each game)
from .base import Budget, Player
from .levels import LADDER, LEVELS, levels_for, make_player

__all__ = ["Budget", "LADDER", "LEVELS", "Player", "levels_for", "make_player"]
