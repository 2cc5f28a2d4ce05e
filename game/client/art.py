"""The pieces, drawn in code: tiles with a colour and a symbol, leaders in
their dynasty's symbol, catastrophes, monuments, treasures and the
unification marker.

Shapes are described in a unit square and drawn three times too large, then
smoothed down, which gives clean edges at any size. Every image is cached
by its size, so a resize redraws each piece once.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import theme

SUPER = 3  # supersampling factor

Point = tuple[float, float]


def _poly(
    surface: pygame.Surface,
    points: list[Point],
    colour: tuple,
    box: float,
    off: Point = (0, 0),
    width: int = 0,
) -> None:
    pts = [(off[0] + x * box, off[1] + y * box) for x, y in points]
    pygame.draw.polygon(surface, colour, pts, width)


def _arc_points(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 20) -> list[Point]:
    return [
        (cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]


def _thick_arc(cx: float, cy: float, r: float, w: float, a0: float, a1: float) -> list[Point]:
    outer = _arc_points(cx, cy, r + w / 2, a0, a1)
    inner = _arc_points(cx, cy, r - w / 2, a0, a1)
    return outer + inner[::-1]


# ---------------------------------------------------------------- symbols (unit square)


def symbol_settlement(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    _poly(s, [(0.2, 0.5), (0.5, 0.2), (0.8, 0.5), (0.8, 0.82), (0.2, 0.82)], c, box, off)
    _poly(s, [(0.43, 0.82), (0.43, 0.62), (0.57, 0.62), (0.57, 0.82)], (0, 0, 0, 0), box, off)


def symbol_temple(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    for w, top in ((0.64, 0.66), (0.46, 0.48), (0.28, 0.3)):
        h = 0.17
        _poly(
            s,
            [(0.5 - w / 2, top), (0.5 + w / 2, top), (0.5 + w / 2, top + h), (0.5 - w / 2, top + h)],
            c,
            box,
            off,
        )


def symbol_farm(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    # A sheaf: a stem with grains either side, over a furrow.
    _poly(s, [(0.47, 0.25), (0.53, 0.25), (0.53, 0.74), (0.47, 0.74)], c, box, off)
    for y in (0.3, 0.43, 0.56):
        _poly(s, [(0.47, y + 0.1), (0.3, y), (0.36, y - 0.05), (0.49, y + 0.05)], c, box, off)
        _poly(s, [(0.53, y + 0.1), (0.7, y), (0.64, y - 0.05), (0.51, y + 0.05)], c, box, off)
    _poly(s, [(0.22, 0.76), (0.78, 0.76), (0.78, 0.82), (0.22, 0.82)], c, box, off)


def symbol_market(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    # A balance: post, beam and two pans.
    _poly(s, [(0.47, 0.24), (0.53, 0.24), (0.53, 0.78), (0.47, 0.78)], c, box, off)
    _poly(s, [(0.36, 0.78), (0.64, 0.78), (0.64, 0.83), (0.36, 0.83)], c, box, off)
    _poly(s, [(0.18, 0.3), (0.82, 0.3), (0.82, 0.35), (0.18, 0.35)], c, box, off)
    for cx in (0.26, 0.74):
        _poly(s, _arc_points(cx, 0.52, 0.13, 0, math.pi, 12), c, box, off)
        _poly(
            s, [(cx - 0.015, 0.35), (cx + 0.015, 0.35), (cx + 0.015, 0.52), (cx - 0.015, 0.52)], c, box, off
        )


TILE_SYMBOLS = (symbol_settlement, symbol_temple, symbol_farm, symbol_market)


def symbol_bull(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    _poly(
        s, [(0.32, 0.36), (0.68, 0.36), (0.64, 0.66), (0.56, 0.82), (0.44, 0.82), (0.36, 0.66)], c, box, off
    )
    left = [(0.36, 0.44), (0.16, 0.4), (0.07, 0.28), (0.06, 0.14), (0.14, 0.26), (0.24, 0.32), (0.36, 0.34)]
    _poly(s, left, c, box, off)
    _poly(s, [(1 - x, y) for x, y in left], c, box, off)
    _poly(s, [(0.32, 0.4), (0.2, 0.5), (0.3, 0.52)], c, box, off)
    _poly(s, [(0.68, 0.4), (0.8, 0.5), (0.7, 0.52)], c, box, off)


def symbol_lion(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    rays = []
    for i in range(12):
        a = i * math.pi / 6
        rays += [
            (0.5 + 0.36 * math.cos(a), 0.5 + 0.36 * math.sin(a)),
            (0.5 + 0.22 * math.cos(a + math.pi / 12), 0.5 + 0.22 * math.sin(a + math.pi / 12)),
        ]
    _poly(s, rays, c, box, off)


def symbol_archer(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    _poly(s, _thick_arc(0.62, 0.5, 0.3, 0.08, math.pi * 0.62, math.pi * 1.38), c, box, off)
    _poly(s, [(0.24, 0.21), (0.27, 0.21), (0.27, 0.79), (0.24, 0.79)], c, box, off)
    _poly(s, [(0.2, 0.47), (0.72, 0.47), (0.72, 0.53), (0.2, 0.53)], c, box, off)
    _poly(s, [(0.86, 0.5), (0.7, 0.39), (0.7, 0.61)], c, box, off)


def symbol_potter(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    body = [
        (0.42, 0.18),
        (0.58, 0.18),
        (0.56, 0.3),
        (0.7, 0.4),
        (0.74, 0.55),
        (0.66, 0.72),
        (0.58, 0.8),
        (0.42, 0.8),
        (0.34, 0.72),
        (0.26, 0.55),
        (0.3, 0.4),
        (0.44, 0.3),
    ]
    _poly(s, body, c, box, off)
    _poly(s, [(0.38, 0.14), (0.62, 0.14), (0.62, 0.19), (0.38, 0.19)], c, box, off)


DYNASTY_SYMBOLS = {"bull": symbol_bull, "lion": symbol_lion, "archer": symbol_archer, "potter": symbol_potter}


def _finish(big: pygame.Surface, size: int) -> pygame.Surface:
    return (
        pygame.transform.smoothscale(big, (size, size)).convert_alpha()
        if pygame.display.get_init() and pygame.display.get_surface()
        else pygame.transform.smoothscale(big, (size, size))
    )


# ---------------------------------------------------------------- pieces


@lru_cache(maxsize=256)
def tile(colour: int, size: int, facedown: bool = False) -> pygame.Surface:
    """A civilization tile: bevelled square of its colour with its symbol."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pad = n * 0.06
    body = pygame.Rect(pad, pad, n - 2 * pad, n - 2 * pad)
    radius = int(n * 0.12)
    pygame.draw.rect(big, (0, 0, 0, 70), body.move(0, n * 0.035), border_radius=radius)
    if facedown:
        pygame.draw.rect(big, (150, 122, 86), body, border_radius=radius)
        pygame.draw.rect(big, (110, 86, 58), body, int(n * 0.04), border_radius=radius)
        for i in range(3):
            y = body.top + body.height * (0.3 + 0.2 * i)
            pygame.draw.line(
                big,
                (126, 100, 70),
                (body.left + n * 0.1, y),
                (body.right - n * 0.1, y),
                max(1, int(n * 0.025)),
            )
        return _finish(big, size)
    pygame.draw.rect(big, theme.PIECE[colour], body, border_radius=radius)
    light = body.inflate(-n * 0.1, -n * 0.1)
    pygame.draw.rect(
        big, theme.PIECE_LIGHT[colour], light, max(1, int(n * 0.03)), border_radius=int(radius * 0.7)
    )
    TILE_SYMBOLS[colour](big, theme.PIECE_SYMBOL[colour], n * 0.84, (n * 0.08, n * 0.08))
    return _finish(big, size)


@lru_cache(maxsize=256)
def leader(colour: int, dynasty: str, size: int) -> pygame.Surface:
    """A leader: a disc of its colour with the dynasty's symbol, and a small
    badge with its colour's tile symbol (so colour is never the only clue)."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    r = n * 0.44
    pygame.draw.circle(big, (0, 0, 0, 80), (c, c + n * 0.04), r)
    pygame.draw.circle(big, theme.GOLD, (c, c), r)
    pygame.draw.circle(big, theme.PIECE[colour], (c, c), r * 0.86)
    DYNASTY_SYMBOLS[dynasty](big, (250, 246, 236), n * 0.7, (n * 0.15, n * 0.13))
    br = n * 0.17
    bc = (n - br * 1.05, n - br * 1.05)
    pygame.draw.circle(big, (250, 246, 236), bc, br)
    pygame.draw.circle(big, theme.PIECE[colour], bc, br * 0.82)
    TILE_SYMBOLS[colour](big, (250, 246, 236), br * 1.7, (bc[0] - br * 0.85, bc[1] - br * 0.85))
    return _finish(big, size)


@lru_cache(maxsize=64)
def dynasty_badge(dynasty: str, size: int, colour: tuple = (250, 246, 236)) -> pygame.Surface:
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    DYNASTY_SYMBOLS[dynasty](big, colour, n, (0, 0))
    return _finish(big, size)


@lru_cache(maxsize=64)
def catastrophe(size: int) -> pygame.Surface:
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pad = n * 0.05
    body = pygame.Rect(pad, pad, n - 2 * pad, n - 2 * pad)
    pygame.draw.rect(big, (58, 44, 40), body, border_radius=int(n * 0.1))
    pygame.draw.rect(big, (120, 60, 40), body, int(n * 0.05), border_radius=int(n * 0.1))
    crack = [
        (0.5, 0.12),
        (0.42, 0.36),
        (0.58, 0.46),
        (0.38, 0.7),
        (0.5, 0.88),
        (0.46, 0.7),
        (0.64, 0.48),
        (0.5, 0.38),
        (0.56, 0.12),
    ]
    _poly(big, crack, (255, 132, 52), n, (0, 0))
    _poly(big, [(0.2, 0.22), (0.3, 0.3), (0.24, 0.34)], (200, 96, 52), n, (0, 0))
    _poly(big, [(0.78, 0.7), (0.72, 0.8), (0.68, 0.74)], (200, 96, 52), n, (0, 0))
    return _finish(big, size)


@lru_cache(maxsize=64)
def treasure(size: int) -> pygame.Surface:
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    gem = [(0.5, 0.08), (0.9, 0.38), (0.5, 0.92), (0.1, 0.38)]
    _poly(big, [(x, y + 0.04) for x, y in gem], (0, 0, 0, 90), n)
    _poly(big, gem, (250, 206, 72), n)
    _poly(big, [(0.5, 0.08), (0.9, 0.38), (0.5, 0.45), (0.1, 0.38)], (255, 236, 150), n)
    _poly(big, gem, (150, 104, 20), n, width=max(1, int(n * 0.04)))
    return _finish(big, size)


@lru_cache(maxsize=64)
def unification(size: int) -> pygame.Surface:
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(big, (255, 255, 255), (n / 2, n / 2), n * 0.46, int(n * 0.1))
    pygame.draw.circle(big, theme.GOLD, (n / 2, n / 2), n * 0.46, int(n * 0.06))
    return _finish(big, size)


@lru_cache(maxsize=64)
def monument(first: int, second: int, size: int) -> pygame.Surface:
    """A monument over a 2×2 square (`size` is the square's side): a stepped
    tower whose base is one colour and whose top is the other."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    steps = ((0.1, 0.62, 0.8, 0.26, first), (0.2, 0.4, 0.6, 0.24, first), (0.3, 0.2, 0.4, 0.22, second))
    for x, y, w, h, colour in steps:
        rect = pygame.Rect(x * n, y * n, w * n, h * n)
        pygame.draw.rect(big, (0, 0, 0, 90), rect.move(0, n * 0.02), border_radius=int(n * 0.02))
        pygame.draw.rect(big, theme.PIECE[colour], rect, border_radius=int(n * 0.02))
        pygame.draw.rect(big, theme.PIECE_LIGHT[colour], rect, int(n * 0.012), border_radius=int(n * 0.02))
    TILE_SYMBOLS[first](big, theme.PIECE_SYMBOL[first], n * 0.2, (n * 0.4, n * 0.65))
    TILE_SYMBOLS[second](big, theme.PIECE_SYMBOL[second], n * 0.17, (n * 0.415, n * 0.225))
    return _finish(big, size)


def clear_caches() -> None:
    for f in (tile, leader, dynasty_badge, catastrophe, treasure, unification, monument):
        f.cache_clear()
