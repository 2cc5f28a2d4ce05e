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

from game.games import import_games

from .base import Budget, Player
from .levels import LADDER, LEVELS, levels_for, make_player

import_games(__name__)  # each game's folder registers what the players know of it (`game/games.py`)

__all__ = ["Budget", "LADDER", "LEVELS", "Player", "levels_for", "make_player"]
