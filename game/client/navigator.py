"""Scenes open one another by name: `app.open("menu")`, `app.open("session", session)`.

A scene that opens another names it instead of importing it, so no scene
imports one that imports it (the menu opens a game, the game goes back to
the menu). The openers are registered here under those names by
`routes.py`, the one module that knows every scene; it imports a scene's
module only when the scene is first opened, so start-up stays quick. This
module imports nothing of the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# name → opener(app, *args, **kwargs): shows the scene (pushed, or in place of others)
OPENERS: dict[str, Callable[..., Any]] = {}


def register(name: str, opener: Callable[..., Any]) -> None:
    OPENERS[name] = opener


def open_scene(app: Any, name: str, *args: Any, **kwargs: Any) -> Any:
    """Open the scene called `name` in `app`; what its opener returns (the scene, for some)."""
    try:
        opener = OPENERS[name]
    except KeyError:
        raise ValueError(f"no scene is called {name!r} (known: {', '.join(sorted(OPENERS))})") from None
    return opener(app, *args, **kwargs)
