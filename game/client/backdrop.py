"""The menus' backdrop: dusk over the chosen game's land (its skyline from the
game's `backdrop.py`), behind the main menu, the lessons menu, the new game's
screen and a page opened from the menu."""

from __future__ import annotations

import math
import random

import pygame

from . import theme
from .registry import backdrop_for, known_game

_backdrop_cache: dict[tuple, pygame.Surface] = {}


def draw_backdrop(surface: pygame.Surface, t: float = 0.0, game: str = "") -> None:
    """Dusk over the land between the two rivers: a sky from deep blue to amber, the first
    stars, the game's landmarks on the horizon (its `backdrop.py`: a stepped temple tower,
    a pagoda), and the two rivers winding toward the viewer, catching the last light.
    `game`: the game whose land it is (a name the window does not know: the first game's).
    Still (the window rests while a menu waits)."""
    size = surface.get_size()
    key = (size, known_game(game))
    base = _backdrop_cache.get(key)
    if base is None:
        base = _make_backdrop(size, key[1])
        _backdrop_cache.clear()
        _backdrop_cache[key] = base
    surface.blit(base, (0, 0))


def cached_games() -> list[str]:
    """The games whose backdrop is drawn and kept (one size and game at a time)."""
    return [game for _size, game in _backdrop_cache]


def _make_backdrop(size: tuple[int, int], game: str) -> pygame.Surface:
    scenery = backdrop_for(game)
    w, h = size
    base = pygame.Surface(size)
    horizon = int(h * 0.58)
    stops = ((0.0, (12, 18, 36)), (0.55, (40, 40, 66)), (0.82, (120, 78, 70)), (1.0, (206, 136, 78)))
    for y in range(horizon):
        k = y / max(1, horizon - 1)
        for (k0, c0), (k1, c1) in zip(stops, stops[1:], strict=False):
            if k0 <= k <= k1:
                f = (k - k0) / (k1 - k0)
                colour = tuple(int(a + (b - a) * f) for a, b in zip(c0, c1, strict=True))
                break
        pygame.draw.line(base, colour, (0, y), (w, y))
    ground = theme.gradient((w, h - horizon), (58, 46, 40), (22, 24, 30))
    base.blit(ground, (0, horizon))
    rng = random.Random(3)
    for _star in range(int(w * h / 9000)):  # stars, fewer toward the glow
        x, y = rng.randrange(w), int(rng.random() ** 1.8 * horizon * 0.75)
        level = rng.randrange(110, 230)
        base.set_at((x, y), (level, level, min(255, level + 20)))
    s = theme.ui_scale(size)
    scenery.draw_landmarks(base, horizon, s, (34, 28, 30))
    # The two rivers, from the horizon toward the viewer, widening.
    for (phase, x0), colour in zip(((0.0, 0.3), (2.2, 0.62)), scenery.RIVERS, strict=True):
        left, right = [], []
        for i in range(0, 41):
            k = i / 40
            depth = horizon + (h - horizon) * k
            centre = w * (x0 + 0.1 * math.sin(k * 4.2 + phase) * k + (x0 - 0.5) * k * 0.9)
            half = (3 + 70 * k * k) * s
            left.append((centre - half, depth))
            right.append((centre + half, depth))
        pygame.draw.polygon(base, colour, left + right[::-1])
        pygame.draw.lines(base, (206, 150, 96), False, [(x + 2, y) for x, y in left], max(1, int(2 * s)))
    small = pygame.Surface((32, 20), pygame.SRCALPHA)  # a soft vignette toward the corners
    for y in range(20):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 9.5) / 10) ** 2
            small.set_at((x, y), (0, 0, 0, int(min(150, max(0.0, d - 0.35) * 150))))
    base.blit(pygame.transform.smoothscale(small, size), (0, 0))
    return base
