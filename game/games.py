"""The games of the family, listed once.

Each game has one folder (or module) in each layer, named after the game:
its rules `game/engine/<game>/` (a `Ruleset`), its computer players'
knowledge `ai/<game>/` (a `Knowledge`), its lessons' knowledge
`game/lessons/<game>/` (a `LessonGame`) and its presentation
`game/client/<game>/` (a `GamePresentation`). Each layer imports its own
part of every game listed here (`import_games`), and that part registers
itself in the layer's registry; the tests take the games from here too.
Adding a game is adding its name here and its folders.

This module imports nothing of the project: every layer may read it.
"""

from __future__ import annotations

import importlib

GAMES: tuple[str, ...] = ("tigris", "yangtze")  # the engine's order: the first is the default


def import_games(package: str) -> None:
    """Import `<package>.<game>` for every game (each registers its part of the layer)."""
    for game in GAMES:
        importlib.import_module(f"{package}.{game}")
