"""Tiles being committed, marked in the tray (issue 30): while a person chooses how many tiles
of a colour to give to a conflict (a revolt's or a war's support), that many of the colour's
tiles in their tray are ringed in gold and lifted with a "+" badge, so the count in the panel
is seen where the tiles are. Both games draw the hand's tiles in colour order, one slot each
(`regions.tray_parts.tiles`)."""

from __future__ import annotations

import pygame

from . import theme
from .widgets import draw_text


def committed_slots(table, colour: int, count: int) -> list[pygame.Rect]:
    """The tray slots of the first `count` tiles of `colour` in the hand of the seat deciding."""
    parts = table.regions.tray_parts
    slots = getattr(parts, "tiles", None)
    if not slots or count <= 0:
        return []
    hand = table.state.hand(table.state.to_move)
    colours = [c for c in range(len(hand)) for _ in range(hand[c])]
    return [rect for rect, c in zip(slots, colours, strict=False) if c == colour][:count]


def draw_committed(surface: pygame.Surface, table, colour: int, count: int) -> None:
    """Ring the tiles being committed in the tray, each with a small gold "+"."""
    s = table.regions.scale
    for rect in committed_slots(table, colour, count):
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=6)
        badge = pygame.Rect(0, 0, max(14, int(18 * s)), max(14, int(18 * s)))
        badge.center = (rect.right - 2, rect.top + 2)
        pygame.draw.ellipse(surface, theme.GOLD, badge)
        draw_text(surface, "+", max(theme.SMALLEST - 4, int(16 * s)), (20, 24, 32), badge.center, "center",
                  bold=True)
