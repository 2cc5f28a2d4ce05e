"""Where the things both games' windows share are, for tests, the screenshot tools and the
self-test (each game's `testing.py` adds its own panels' things and names its turn's panel):
the tray's tiles and leaders while the person deciding may pick them, the cells lit now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .overlay import Overlay


def _picking(game: Any, panel: Any) -> bool:
    """Whether the person deciding may pick a piece of their tray: the turn's panel is up
    (`panel`, or None) for an action."""
    return panel is not None and game.decision == "action"


def hand_slots(
    game: Any, panel: Any, hand_colours: Callable[[Any, int], list[int]]
) -> list[tuple[pygame.Rect, int]]:
    """(rect, colour) of the tiles the person deciding can pick (none when they cannot)."""
    if not _picking(game, panel):
        return []
    return list(
        zip(game.regions.tray_parts.tiles, hand_colours(game.state, game.shown_viewer()), strict=False)
    )


def leader_slots(game: Any, panel: Any) -> list[tuple[pygame.Rect, int]]:
    """(rect, kind) of the leaders in the tray, while the person deciding can pick them."""
    if not _picking(game, panel):
        return []
    return [(rect, kind) for kind, rect in enumerate(game.regions.tray_parts.leaders)]


def lit_cells(panel: Any, piece_targets: bool) -> int:
    """The cells lit now: the chosen piece's (`piece_targets`: the turn's panel says them),
    else whatever the panel lights (a pending choice's cells)."""
    if panel is None:
        return 0
    if piece_targets:
        return panel.targets()
    o = Overlay()
    panel.overlay(o)
    return o.targets
