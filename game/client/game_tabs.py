"""A row of tabs, one per game, over a list that shows one game at a time (the lessons',
the challenges')."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from .i18n import _
from .registry import game_title
from .widgets import Button


def game_tabs(names: list[str], current: str, show: Callable[[str], None], row: pygame.Rect,
              gap: int) -> list[Button]:
    """The tabs filling `row` (none for a single game), the current one primary; each named
    "game NAME" and calling `show(NAME)`."""
    if len(names) < 2:
        return []
    width = (row.width - gap * (len(names) - 1)) // len(names)
    tabs = []
    for i, game in enumerate(names):
        tab = Button(_(game_title(game)), partial(show, game), name=f"game {game}", primary=game == current)
        tab.rect = pygame.Rect(row.left + i * (width + gap), row.top, width, row.height)
        tabs.append(tab)
    return tabs
