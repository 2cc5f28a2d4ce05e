"""The application icon, drawn in code like the rest of the art.

A rounded square of the board's land crossed by the two rivers, with a
black-and-red stepped tower (the game's emblem) standing between them. The window uses it at
run time (`window_icon`); `build/make_icon.py` writes it as the .png, .ico
and .icns files the executable's build needs.
"""

from __future__ import annotations

import math

import pygame

from . import theme
from .art import SUPER, ziggurat

EMBLEM = ((46, 46, 50), (196, 62, 52))  # a black tower with a red top: the game's emblem


def draw_icon(size: int) -> pygame.Surface:
    """The icon at `size`×`size` pixels, with a transparent outside (needs no
    window: the build script draws it without one)."""
    if size < 16:
        raise ValueError(f"icon size {size}: at least 16 pixels")
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, n, n).inflate(-n * 0.04, -n * 0.04)
    radius = int(n * 0.2)
    pygame.draw.rect(big, theme.LAND, body, border_radius=radius)
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), body, border_radius=radius)
    for phase, top, width in ((0.4, 0.3, 0.11), (3.0, 0.74, 0.09)):
        points = []
        for i in range(41):
            t = i / 40
            x = body.left - n * 0.05 + (body.width + n * 0.1) * t
            y = n * (top + 0.07 * math.sin(t * 5.5 + phase))
            points.append((x, y))
        pygame.draw.lines(big, theme.RIVER, False, points, max(2, int(n * width)))
        pygame.draw.lines(
            big, theme.RIVER_2, False, [(x, y - n * 0.02) for x, y in points], max(1, int(n * 0.015))
        )
    # Cut the rivers at the rounded corners.
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    side = int(n * 0.78)
    monument = pygame.transform.smoothscale(ziggurat(max(8, int(size * 0.78)), *EMBLEM), (side, side))
    big.blit(monument, monument.get_rect(center=(n // 2, int(n * 0.47))))
    pygame.draw.rect(big, theme.GOLD, body, max(1, int(n * 0.035)), border_radius=radius)
    return pygame.transform.smoothscale(big, (size, size))


def window_icon() -> pygame.Surface:
    """The icon for the window's title bar and task bar."""
    return draw_icon(64)
