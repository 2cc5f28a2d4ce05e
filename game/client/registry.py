"""Finding a game's presentation by the game's name (no pygame here).

`presentation_for("tigris")` imports `game.client.tigris.presentation` and
returns its `PRESENTATION`; `words_for("tigris")` imports only
`game.client.tigris.words` (pygame-free: the session names seats with it).
The shell passes the name it reads from the state (`state.ruleset.name`),
as records find a game's rules: nothing here or in the shell asks which
game it is.
"""

from __future__ import annotations

import importlib
from typing import Any

_presentations: dict[str, Any] = {}


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
