"""Finding a game's presentation by the game's name (no pygame here).

`presentation_for("tigris")` imports `game.client.tigris.presentation` and
returns its `PRESENTATION`; `words_for("tigris")` imports only
`game.client.tigris.words` (pygame-free: the session names seats with it), and
`backdrop_for("tigris")` only `game.client.tigris.backdrop` (the menus' skyline).
The shell passes the name it reads from the state (`state.ruleset.name`),
as records find a game's rules: nothing here or in the shell asks which
game it is. `games()` lists the games the window can show: every
game of `game/games.py` that has a presentation folder, in that order.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from game.games import GAMES

from .i18n import N_

_presentations: dict[str, Any] = {}
_games: list[str] | None = None


def presentation_for(game: str) -> Any:
    """The `GamePresentation` of the game called `game`."""
    found = _presentations.get(game)
    if found is None:
        module = importlib.import_module(f"game.client.{game}.presentation")
        found = _presentations[game] = module.PRESENTATION
    return found


def words_for(game: str) -> Any:
    """The `Words` of the game called `game`."""
    return importlib.import_module(f"game.client.{game}.words").WORDS


def backdrop_for(game: str) -> Any:
    """The skyline of the menus' backdrop for the game called `game` (its `backdrop.py`:
    `RIVERS`, `draw_landmarks`), light to import: the main menu shows it at start-up,
    before any presentation is loaded."""
    return importlib.import_module(f"game.client.{known_game(game)}.backdrop")


def _has_presentation(game: str) -> bool:
    try:
        return importlib.util.find_spec(f"game.client.{game}.words") is not None
    except (ImportError, ValueError):
        return False


def games() -> list[str]:
    """The games the window offers (their rulesets' names), in the order of `game/games.py`."""
    global _games
    if _games is None:
        _games = [name for name in GAMES if _has_presentation(name)]
    return list(_games)


# The games' names as the window shows them, for the catalogue (`_(game_title(game))`).
GAME_TITLES = (N_("Tigris & Euphrates"), N_("Yellow & Yangtze"))


def game_title(game: str) -> str:
    """A game's name for people ("Yellow & Yangtze"), in English: `_()` it to show it."""
    from game.engine import get_ruleset

    return get_ruleset(game).title


def known_game(game: object) -> str:
    """`game` when the window offers it, else the first game it offers (a setting or a
    file naming a game this version does not have)."""
    offered = games()
    return game if isinstance(game, str) and game in offered else offered[0]
