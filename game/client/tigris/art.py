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

# The shell's drawing kit: the other game's pieces are drawn with the same tools.
from .. import theme
from ..art import (
    SUPER,
    Point,
    arc_points,
    finish,
    haloed,
    leader_disc,
    lighting,
    mask_of,
    poly,
    sheen,
    symbol_bull,
    symbol_lion,
    thick_arc,
)

# ---------------------------------------------------------------- symbols (unit square)


def symbol_settlement(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    poly(s, [(0.2, 0.5), (0.5, 0.2), (0.8, 0.5), (0.8, 0.82), (0.2, 0.82)], c, box, off)
    poly(s, [(0.43, 0.82), (0.43, 0.62), (0.57, 0.62), (0.57, 0.82)], (0, 0, 0, 0), box, off)


def symbol_temple(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    for w, top in ((0.64, 0.66), (0.46, 0.48), (0.28, 0.3)):
        h = 0.17
        poly(
            s,
            [(0.5 - w / 2, top), (0.5 + w / 2, top), (0.5 + w / 2, top + h), (0.5 - w / 2, top + h)],
            c,
            box,
            off,
        )


def symbol_farm(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    # A sheaf: a stem with grains either side, over a furrow.
    poly(s, [(0.47, 0.25), (0.53, 0.25), (0.53, 0.74), (0.47, 0.74)], c, box, off)
    for y in (0.3, 0.43, 0.56):
        poly(s, [(0.47, y + 0.1), (0.3, y), (0.36, y - 0.05), (0.49, y + 0.05)], c, box, off)
        poly(s, [(0.53, y + 0.1), (0.7, y), (0.64, y - 0.05), (0.51, y + 0.05)], c, box, off)
    poly(s, [(0.22, 0.76), (0.78, 0.76), (0.78, 0.82), (0.22, 0.82)], c, box, off)


def symbol_market(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    # A balance: post, beam and two pans.
    poly(s, [(0.47, 0.24), (0.53, 0.24), (0.53, 0.78), (0.47, 0.78)], c, box, off)
    poly(s, [(0.36, 0.78), (0.64, 0.78), (0.64, 0.83), (0.36, 0.83)], c, box, off)
    poly(s, [(0.18, 0.3), (0.82, 0.3), (0.82, 0.35), (0.18, 0.35)], c, box, off)
    for cx in (0.26, 0.74):
        poly(s, arc_points(cx, 0.52, 0.13, 0, math.pi, 12), c, box, off)
        poly(s, [(cx - 0.015, 0.35), (cx + 0.015, 0.35), (cx + 0.015, 0.52), (cx - 0.015, 0.52)], c, box, off)


TILE_SYMBOLS = (symbol_settlement, symbol_temple, symbol_farm, symbol_market)


def symbol_archer(s: pygame.Surface, c: tuple, box: float, off: Point, back: tuple = (0, 0, 0, 0)) -> None:
    """A drawn bow with its arrow."""
    poly(s, thick_arc(0.62, 0.5, 0.3, 0.08, math.pi * 0.62, math.pi * 1.38), c, box, off)
    poly(s, [(0.24, 0.21), (0.27, 0.21), (0.27, 0.79), (0.24, 0.79)], c, box, off)
    poly(s, [(0.16, 0.47), (0.72, 0.47), (0.72, 0.53), (0.16, 0.53)], c, box, off)
    poly(s, [(0.88, 0.5), (0.7, 0.38), (0.7, 0.62)], c, box, off)
    poly(s, [(0.16, 0.5), (0.08, 0.4), (0.2, 0.42)], c, box, off)  # fletching
    poly(s, [(0.16, 0.5), (0.08, 0.6), (0.2, 0.58)], c, box, off)


def symbol_potter(s: pygame.Surface, c: tuple, box: float, off: Point, back: tuple = (0, 0, 0, 0)) -> None:
    """A jar with a rim and two handles."""
    body = [
        (0.42, 0.2),
        (0.58, 0.2),
        (0.56, 0.3),
        (0.7, 0.4),
        (0.74, 0.55),
        (0.66, 0.72),
        (0.58, 0.82),
        (0.42, 0.82),
        (0.34, 0.72),
        (0.26, 0.55),
        (0.3, 0.4),
        (0.44, 0.3),
    ]
    poly(s, body, c, box, off)
    poly(s, [(0.36, 0.15), (0.64, 0.15), (0.64, 0.21), (0.36, 0.21)], c, box, off)
    poly(s, thick_arc(0.3, 0.4, 0.1, 0.04, math.pi * 0.5, math.pi * 1.5), c, box, off)
    poly(s, thick_arc(0.7, 0.4, 0.1, 0.04, -math.pi * 0.5, math.pi * 0.5), c, box, off)
    if back[3:] != (0,):
        poly(s, [(0.3, 0.5), (0.7, 0.5), (0.71, 0.54), (0.29, 0.54)], back, box, off)  # a painted band


DYNASTY_SYMBOLS = {"bull": symbol_bull, "lion": symbol_lion, "archer": symbol_archer, "potter": symbol_potter}

# Each dynasty's colour: the rim of its leaders on the board, its seat card, its lines in the log.
DYNASTY_COLOURS = {
    "bull": (206, 112, 48),
    "lion": (228, 184, 36),
    "archer": (152, 104, 214),
    "potter": (48, 172, 164),
}


# ---------------------------------------------------------------- pieces


@lru_cache(maxsize=256)
def tile(colour: int, size: int, facedown: bool = False) -> pygame.Surface:
    """A civilization tile: bevelled square of its colour with its symbol."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pad = n * 0.06
    body = pygame.Rect(pad, pad, n - 2 * pad, n - 2 * pad)
    radius = int(n * 0.12)
    # A piece with a thickness: its shadow on the board, then its edge below the face.
    body.height -= int(n * 0.045)
    pygame.draw.rect(big, (0, 0, 0, 40), body.move(n * 0.012, n * 0.07), border_radius=radius)
    pygame.draw.rect(big, (0, 0, 0, 60), body.move(0, n * 0.05), border_radius=radius)
    face = (150, 122, 86) if facedown else theme.PIECE[colour]
    pygame.draw.rect(big, theme.darker(face, 0.45), body.move(0, n * 0.045), border_radius=radius)
    mask = mask_of(big.get_size(), lambda m, white: pygame.draw.rect(m, white, body, border_radius=radius))
    if facedown:
        pygame.draw.rect(big, (150, 122, 86), body, border_radius=radius)
        lighting(big, mask, 50, 60)
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
        return finish(big, size)
    pygame.draw.rect(big, theme.PIECE[colour], body, border_radius=radius)
    lighting(big, mask, 95, 110)
    sheen(big, mask, pygame.Rect(body.left, body.top, body.width * 0.7, body.height * 0.45), 70)
    light = body.inflate(-n * 0.1, -n * 0.1)
    pygame.draw.rect(
        big, theme.PIECE_LIGHT[colour], light, max(1, int(n * 0.03)), border_radius=int(radius * 0.7)
    )
    TILE_SYMBOLS[colour](big, theme.PIECE_SYMBOL[colour], n * 0.84, (n * 0.08, n * 0.058))
    return finish(big, size)


@lru_cache(maxsize=256)
def leader(colour: int, dynasty: str, size: int) -> pygame.Surface:
    """A leader: a disc of its colour with the dynasty's symbol, a thick rim in the dynasty's
    colour (whose piece it is, at a glance), and a small badge with its colour's tile symbol
    (so colour is never the only clue)."""
    n = size * SUPER
    face = theme.PIECE[colour]
    rim = DYNASTY_COLOURS.get(dynasty, theme.GOLD)
    big, c, r = leader_disc(n, rim, face, sum(map(ord, dynasty)) + colour, colour * 13 + 5, 0.95, 0.05)
    # The dynasty's symbol as large as the face allows, edged in dark: whose leader it is
    # reads by its shape alone, without the rim's colour.
    box = n * 0.74
    haloed(
        DYNASTY_SYMBOLS[dynasty],
        big,
        (250, 246, 236),
        box,
        ((n - box) / 2, (n - box) / 2 - n * 0.015),
        (*face, 255),
        (*theme.darker(face, 0.35), 255),
        n * 0.018,
    )
    br = n * 0.17
    bc = (n - br * 1.05, n - br * 1.05)
    pygame.draw.circle(big, (250, 246, 236), bc, br)
    pygame.draw.circle(big, theme.PIECE[colour], bc, br * 0.82)
    TILE_SYMBOLS[colour](big, (250, 246, 236), br * 1.7, (bc[0] - br * 0.85, bc[1] - br * 0.85))
    return finish(big, size)


@lru_cache(maxsize=64)
def dynasty_badge(dynasty: str, size: int, colour: tuple = (250, 246, 236)) -> pygame.Surface:
    """The dynasty's symbol alone (on its colour: seat cards, the curtain)."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    DYNASTY_SYMBOLS[dynasty](big, colour, n, (0, 0), (*DYNASTY_COLOURS.get(dynasty, theme.GOLD), 255))
    return finish(big, size)


@lru_cache(maxsize=64)
def catastrophe(size: int) -> pygame.Surface:
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pad = n * 0.05
    body = pygame.Rect(pad, pad, n - 2 * pad, n - 2 * pad - n * 0.045)
    pygame.draw.rect(big, (0, 0, 0, 70), body.move(0, n * 0.06), border_radius=int(n * 0.1))
    pygame.draw.rect(big, (34, 24, 20), body.move(0, n * 0.045), border_radius=int(n * 0.1))
    pygame.draw.rect(big, (58, 44, 40), body, border_radius=int(n * 0.1))
    radius = int(n * 0.1)
    mask = mask_of(big.get_size(), lambda m, white: pygame.draw.rect(m, white, body, border_radius=radius))
    lighting(big, mask, 60, 90)
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
    poly(big, crack, (255, 132, 52), n, (0, 0))
    poly(big, [(0.2, 0.22), (0.3, 0.3), (0.24, 0.34)], (200, 96, 52), n, (0, 0))
    poly(big, [(0.78, 0.7), (0.72, 0.8), (0.68, 0.74)], (200, 96, 52), n, (0, 0))
    return finish(big, size)


@lru_cache(maxsize=64)
def treasure(size: int) -> pygame.Surface:
    """A cut gem in a gold setting, lit from the upper left, with a glint."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    gem = [(0.5, 0.06), (0.88, 0.34), (0.74, 0.84), (0.26, 0.84), (0.12, 0.34)]
    poly(big, [(x + 0.02, y + 0.05) for x, y in gem], (0, 0, 0, 100), n)
    poly(big, gem, (150, 100, 16), n)  # the setting
    inner = [(0.5, 0.14), (0.8, 0.36), (0.69, 0.77), (0.31, 0.77), (0.2, 0.36)]
    poly(big, inner, (236, 176, 40), n)
    table = [(0.5, 0.3), (0.64, 0.4), (0.59, 0.6), (0.41, 0.6), (0.36, 0.4)]
    facets = [
        ([(0.5, 0.14), (0.8, 0.36), (0.64, 0.4), (0.5, 0.3)], (255, 232, 140)),
        ([(0.5, 0.14), (0.5, 0.3), (0.36, 0.4), (0.2, 0.36)], (255, 246, 196)),
        ([(0.8, 0.36), (0.69, 0.77), (0.59, 0.6), (0.64, 0.4)], (214, 150, 28)),
        ([(0.69, 0.77), (0.31, 0.77), (0.41, 0.6), (0.59, 0.6)], (190, 128, 20)),
        ([(0.31, 0.77), (0.2, 0.36), (0.36, 0.4), (0.41, 0.6)], (246, 200, 80)),
    ]
    for points, colour in facets:
        poly(big, points, colour, n)
    poly(big, table, (255, 222, 110), n)
    poly(big, gem, (110, 70, 10), n, width=max(1, int(n * 0.035)))
    cx, cy = n * 0.36, n * 0.26  # a glint
    pygame.draw.line(big, (255, 255, 255), (cx - n * 0.07, cy), (cx + n * 0.07, cy), max(1, int(n * 0.025)))
    pygame.draw.line(big, (255, 255, 255), (cx, cy - n * 0.07), (cx, cy + n * 0.07), max(1, int(n * 0.025)))
    return finish(big, size)


@lru_cache(maxsize=64)
def unification(size: int) -> pygame.Surface:
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(big, (255, 255, 255), (n / 2, n / 2), n * 0.46, int(n * 0.1))
    pygame.draw.circle(big, theme.GOLD, (n / 2, n / 2), n * 0.46, int(n * 0.06))
    return finish(big, size)


@lru_cache(maxsize=64)
def monument(first: int, second: int, size: int) -> pygame.Surface:
    """A monument over a 2×2 square (`size` is the square's side): a stepped tower seen a
    little from above, its lower tiers of one colour and its top of the other, each tier
    with a lit top, a front and a shaded side, a stair up the front."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.ellipse(big, (0, 0, 0, 80), pygame.Rect(n * 0.06, n * 0.8, n * 0.9, n * 0.16))
    tiers = (
        (0.08, 0.62, 0.84, 0.24, first),
        (0.19, 0.42, 0.62, 0.22, first),
        (0.3, 0.22, 0.4, 0.22, second),
    )
    depth = 0.05
    for x, y, w, h, colour in tiers:
        base = theme.PIECE[colour]
        top = theme.lighter(base, 0.3)
        side = theme.darker(base, 0.62)
        front = pygame.Rect(x * n, y * n, w * n, h * n)
        # The tier's top, seen from above, then its shaded right side, then its front.
        poly(big, [(x, y), (x + w, y), (x + w - depth, y - depth), (x + depth, y - depth)], top, n)
        poly(
            big,
            [(x + w, y), (x + w, y + h), (x + w - depth * 0.6, y + h - depth), (x + w - depth * 0.6, y)],
            side,
            n,
        )
        pygame.draw.rect(big, base, front)
        pygame.draw.line(
            big,
            theme.PIECE_LIGHT[colour],
            front.topleft,
            (front.right - 1, front.top),
            max(1, int(n * 0.012)),
        )
        for k in (0.33, 0.66):  # courses of brick
            yy = front.top + front.height * k
            pygame.draw.line(big, side, (front.left, yy), (front.right - 1, yy), max(1, int(n * 0.006)))
        pygame.draw.rect(big, (20, 16, 12), front, max(1, int(n * 0.008)))
    stair = pygame.Rect(n * 0.44, n * 0.3, n * 0.12, n * 0.56)
    pygame.draw.rect(big, theme.lighter(theme.PIECE[first], 0.15), stair)
    for k in range(8):
        yy = stair.top + stair.height * k / 8
        pygame.draw.line(
            big,
            theme.darker(theme.PIECE[first], 0.7),
            (stair.left, yy),
            (stair.right, yy),
            max(1, int(n * 0.006)),
        )
    TILE_SYMBOLS[first](big, theme.PIECE_SYMBOL[first], n * 0.16, (n * 0.17, n * 0.66))
    TILE_SYMBOLS[first](big, theme.PIECE_SYMBOL[first], n * 0.16, (n * 0.67, n * 0.66))
    TILE_SYMBOLS[second](big, theme.PIECE_SYMBOL[second], n * 0.17, (n * 0.415, n * 0.23))
    return finish(big, size)


def clear_caches() -> None:
    for f in (tile, leader, dynasty_badge, catastrophe, treasure, unification, monument):
        f.cache_clear()
