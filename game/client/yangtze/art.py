"""The pieces of Yellow & Yangtze, drawn in code: hexagonal tiles of five
colours each with its own symbol (so colour is never the only clue),
leaders as discs rimmed in their dynasty's colour, pagodas as tiered
towers, the unification marker and the dynasties' symbols.

As for the first game, shapes are described in a unit square, drawn three
times too large and smoothed down, and cached by size. The bull and the
lion are the first game's drawings (the same animals); the crossbow and the
vase are this game's own.
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

# Black (governor), red (soldier), blue (farmer), green (trader), yellow (artisan).
PIECE = ((44, 44, 50), (190, 56, 46), (42, 100, 176), (48, 140, 70), (222, 170, 30))
PIECE_LIGHT = ((100, 100, 110), (236, 112, 96), (96, 154, 222), (104, 196, 120), (255, 222, 110))
PIECE_SYMBOL = ((240, 234, 220), (255, 240, 226), (236, 244, 255), (240, 255, 236), (70, 44, 8))

# Each dynasty's colour: its leaders' rims, its seat card, its lines in the log. None is a
# tile's colour, so a rim never reads as a tile.
DYNASTY_COLOURS = {
    "crossbow": (156, 108, 220),
    "bull": (214, 118, 50),
    "vase": (46, 176, 168),
    "lion": (226, 96, 160),
}


def hex_points(cx: float, cy: float, r: float) -> list[Point]:
    """A pointy-top hexagon's corners (circumradius `r`), from the top, clockwise."""
    return [(cx + r * math.sin(math.pi / 3 * i), cy - r * math.cos(math.pi / 3 * i)) for i in range(6)]


# ---------------------------------------------------------------- tile symbols (unit square)


def symbol_governor(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    """A palace: a curved roof with lifted eaves over a hall with a door."""
    poly(
        s,
        [
            (0.12, 0.44),
            (0.22, 0.4),
            (0.36, 0.26),
            (0.64, 0.26),
            (0.78, 0.4),
            (0.88, 0.44),
            (0.74, 0.46),
            (0.26, 0.46),
        ],
        c,
        box,
        off,
    )
    poly(s, [(0.44, 0.2), (0.56, 0.2), (0.58, 0.26), (0.42, 0.26)], c, box, off)
    poly(s, [(0.27, 0.5), (0.73, 0.5), (0.73, 0.8), (0.27, 0.8)], c, box, off)
    poly(s, [(0.43, 0.8), (0.43, 0.6), (0.57, 0.6), (0.57, 0.8)], (0, 0, 0, 0), box, off)
    poly(s, [(0.2, 0.8), (0.8, 0.8), (0.84, 0.86), (0.16, 0.86)], c, box, off)


def symbol_soldier(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    """A ji: a halberd's shaft, its spear point and a side blade."""
    poly(s, [(0.47, 0.3), (0.53, 0.3), (0.53, 0.88), (0.47, 0.88)], c, box, off)
    poly(s, [(0.5, 0.1), (0.58, 0.3), (0.42, 0.3)], c, box, off)
    poly(s, [(0.53, 0.36), (0.8, 0.3), (0.74, 0.42), (0.53, 0.44)], c, box, off)
    poly(s, [(0.47, 0.4), (0.3, 0.5), (0.34, 0.42)], c, box, off)
    poly(s, [(0.38, 0.6), (0.62, 0.6), (0.62, 0.65), (0.38, 0.65)], c, box, off)


def symbol_farmer(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    """Rice: three stalks bowed by their grain over a line of water."""
    for x, lean in ((0.32, -1), (0.5, 0), (0.68, 1)):
        poly(
            s,
            [
                (x - 0.025, 0.74),
                (x + 0.025, 0.74),
                (x + 0.025 + 0.06 * lean, 0.36),
                (x - 0.025 + 0.06 * lean, 0.36),
            ],
            c,
            box,
            off,
        )
        top = (x + 0.06 * lean, 0.36)
        for k in range(3):
            gy = top[1] - 0.05 - k * 0.07
            gx = top[0] + (0.05 + 0.03 * k) * (1 if lean >= 0 else -1)
            pygame.draw.ellipse(
                s,
                c,
                pygame.Rect(off[0] + (gx - 0.04) * box, off[1] + (gy - 0.03) * box, 0.08 * box, 0.06 * box),
            )
    poly(s, thick_arc(0.35, 0.98, 0.2, 0.05, math.pi * 1.2, math.pi * 1.8), c, box, off)
    poly(s, thick_arc(0.65, 0.98, 0.2, 0.05, math.pi * 1.2, math.pi * 1.8), c, box, off)


def symbol_trader(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    """A round coin with a square hole, and a second coin behind it."""
    pygame.draw.circle(s, c, (off[0] + 0.6 * box, off[1] + 0.4 * box), 0.22 * box, max(1, int(box * 0.06)))
    pygame.draw.circle(s, c, (off[0] + 0.45 * box, off[1] + 0.56 * box), 0.3 * box)
    hole = 0.09
    poly(
        s,
        [
            (0.45 - hole, 0.56 - hole),
            (0.45 + hole, 0.56 - hole),
            (0.45 + hole, 0.56 + hole),
            (0.45 - hole, 0.56 + hole),
        ],
        (0, 0, 0, 0),
        box,
        off,
    )


def symbol_artisan(s: pygame.Surface, c: tuple, box: float, off: Point) -> None:
    """A ding: a bronze cauldron with two upright handles on three legs."""
    poly(s, [(0.18, 0.4), (0.82, 0.4), (0.76, 0.62), (0.64, 0.7), (0.36, 0.7), (0.24, 0.62)], c, box, off)
    poly(s, [(0.14, 0.35), (0.86, 0.35), (0.86, 0.41), (0.14, 0.41)], c, box, off)
    for x in (0.28, 0.72):
        poly(
            s,
            [
                (x - 0.07, 0.35),
                (x - 0.07, 0.18),
                (x + 0.07, 0.18),
                (x + 0.07, 0.35),
                (x + 0.03, 0.35),
                (x + 0.03, 0.23),
                (x - 0.03, 0.23),
                (x - 0.03, 0.35),
            ],
            c,
            box,
            off,
        )
    for x in (0.32, 0.5, 0.68):
        poly(s, [(x - 0.04, 0.66), (x + 0.04, 0.66), (x + 0.03, 0.88), (x - 0.03, 0.88)], c, box, off)


TILE_SYMBOLS = (symbol_governor, symbol_soldier, symbol_farmer, symbol_trader, symbol_artisan)


# ---------------------------------------------------------------- dynasty symbols


def symbol_crossbow(s: pygame.Surface, c: tuple, box: float, off: Point, back: tuple = (0, 0, 0, 0)) -> None:
    """A crossbow seen from above: the stock, the bow across it, its string and a bolt."""
    poly(s, [(0.46, 0.14), (0.54, 0.14), (0.56, 0.86), (0.44, 0.86)], c, box, off)
    poly(s, thick_arc(0.5, 0.62, 0.4, 0.07, math.pi * 1.15, math.pi * 1.85), c, box, off)
    ends = arc_points(0.5, 0.62, 0.4, math.pi * 1.15, math.pi * 1.85, 1)
    for end in ends:
        poly(s, [end, (end[0] + 0.012, end[1]), (0.5, 0.5), (0.49, 0.5)], c, box, off)
    poly(s, [(0.5, 0.04), (0.58, 0.16), (0.42, 0.16)], c, box, off)
    poly(s, [(0.4, 0.7), (0.46, 0.7), (0.46, 0.8), (0.4, 0.8)], c, box, off)  # the trigger


def symbol_vase(s: pygame.Surface, c: tuple, box: float, off: Point, back: tuple = (0, 0, 0, 0)) -> None:
    """A tall plum vase: a small mouth, broad shoulders, a narrow foot."""
    body = [
        (0.44, 0.16),
        (0.56, 0.16),
        (0.56, 0.24),
        (0.7, 0.32),
        (0.74, 0.44),
        (0.66, 0.66),
        (0.6, 0.8),
        (0.64, 0.86),
        (0.36, 0.86),
        (0.4, 0.8),
        (0.34, 0.66),
        (0.26, 0.44),
        (0.3, 0.32),
        (0.44, 0.24),
    ]
    poly(s, body, c, box, off)
    poly(s, [(0.4, 0.11), (0.6, 0.11), (0.6, 0.17), (0.4, 0.17)], c, box, off)
    if back[3:] != (0,):
        poly(s, thick_arc(0.5, 0.3, 0.22, 0.035, math.pi * 0.2, math.pi * 0.8), back, box, off)


DYNASTY_SYMBOLS = {"crossbow": symbol_crossbow, "bull": symbol_bull, "vase": symbol_vase, "lion": symbol_lion}


# ---------------------------------------------------------------- pieces


@lru_cache(maxsize=256)
def tile(colour: int, size: int) -> pygame.Surface:
    """A tile: a bevelled hexagon of its colour with its symbol (`size`: the hexagon's height)."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    r = n * 0.47
    r = n * 0.455
    c -= n * 0.02  # room below for the tile's edge (its thickness)
    pygame.draw.polygon(big, (0, 0, 0, 45), hex_points(c + n * 0.012, c + n * 0.07, r))
    pygame.draw.polygon(big, (0, 0, 0, 70), hex_points(c, c + n * 0.05, r))
    pygame.draw.polygon(big, theme.darker(PIECE[colour], 0.4), hex_points(c, c + n * 0.04, r))
    pygame.draw.polygon(big, theme.darker(PIECE[colour], 0.6), hex_points(c, c, r))
    pygame.draw.polygon(big, PIECE[colour], hex_points(c, c, r * 0.92))
    mask = mask_of(big.get_size(), lambda m, white: pygame.draw.polygon(m, white, hex_points(c, c, r)))
    lighting(big, mask, 95, 110)
    sheen(big, mask, pygame.Rect(c - r, c - r, r * 1.3, r * 0.9), 70)
    pygame.draw.polygon(big, PIECE_LIGHT[colour], hex_points(c, c, r * 0.8), max(1, int(n * 0.025)))
    TILE_SYMBOLS[colour](big, PIECE_SYMBOL[colour], n * 0.66, (n * 0.17, n * 0.14))
    return finish(big, size)


@lru_cache(maxsize=256)
def leader(colour: int, dynasty: str, size: int) -> pygame.Surface:
    """A leader: a disc of its colour with the dynasty's symbol, a thick rim in the dynasty's
    colour (whose piece it is) and a small badge with its colour's symbol (which kind)."""
    n = size * SUPER
    face = PIECE[colour]
    rim = DYNASTY_COLOURS.get(dynasty, theme.GOLD)
    big, c, r = leader_disc(n, rim, face, sum(map(ord, dynasty)) + colour, colour * 13 + 5, 0.94, 0)
    # The dynasty's symbol as large as the face allows, edged in a contrasting colour: whose
    # leader it is reads by its shape alone, without the rim's colour.
    symbol = DYNASTY_SYMBOLS.get(dynasty, symbol_crossbow)
    ink = PIECE_SYMBOL[colour]
    edge = (250, 244, 226) if sum(ink) < 300 else theme.darker(face, 0.35)
    box = n * 0.74
    haloed(
        symbol,
        big,
        ink,
        box,
        ((n - box) / 2, (n - box) / 2 - n * 0.015),
        (*face, 255),
        (*edge, 255),
        n * 0.016,
    )
    br = n * 0.17
    bc = (n - br * 1.2, n - br * 1.2)
    pygame.draw.circle(big, (250, 246, 236), bc, br)
    pygame.draw.circle(big, face, bc, br * 0.82)
    TILE_SYMBOLS[colour](big, ink, br * 1.7, (bc[0] - br * 0.85, bc[1] - br * 0.85))
    return finish(big, size)


@lru_cache(maxsize=64)
def dynasty_badge(dynasty: str, size: int, colour: tuple = (250, 246, 236)) -> pygame.Surface:
    """The dynasty's symbol alone (seat cards, the curtain)."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    symbol = DYNASTY_SYMBOLS.get(dynasty, symbol_crossbow)
    symbol(big, colour, n, (0, 0), (*DYNASTY_COLOURS.get(dynasty, theme.GOLD), 255))
    return finish(big, size)


@lru_cache(maxsize=64)
def pagoda(colour: int, size: int) -> pygame.Surface:
    """A pagoda: three roofs with lifted eaves, narrowing upward, in its colour, on a stone
    base, with a spire; the colour's symbol on the base's face."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    body = PIECE[colour]
    roof = theme.darker(body, 0.7)
    light = PIECE_LIGHT[colour]
    edge = (30, 20, 12)
    poly(big, [(0.22, 0.93), (0.78, 0.93), (0.74, 0.98), (0.26, 0.98)], (0, 0, 0, 90), n)
    poly(big, [(0.3, 0.7), (0.7, 0.7), (0.72, 0.94), (0.28, 0.94)], (226, 214, 190), n)
    poly(big, [(0.3, 0.7), (0.7, 0.7), (0.72, 0.94), (0.28, 0.94)], edge, n, width=max(1, int(n * 0.012)))
    TILE_SYMBOLS[colour](big, body, n * 0.22, (n * 0.39, n * 0.72))
    for k, (w, y) in enumerate(((0.46, 0.6), (0.36, 0.42), (0.26, 0.25))):
        # Each tier: a wall of the colour, then its roof sweeping out with lifted tips.
        wall = w * 0.62
        poly(
            big,
            [
                (0.5 - wall / 2, y),
                (0.5 + wall / 2, y),
                (0.5 + wall / 2, y + 0.11 + 0.01 * k),
                (0.5 - wall / 2, y + 0.11 + 0.01 * k),
            ],
            body,
            n,
        )
        eave = [
            (0.5 - w, y + 0.02),
            (0.5 - w * 0.8, y + 0.035),
            (0.5 - w * 0.45, y - 0.055),
            (0.5 + w * 0.45, y - 0.055),
            (0.5 + w * 0.8, y + 0.035),
            (0.5 + w, y + 0.02),
            (0.5 + w * 0.7, y + 0.06),
            (0.5 - w * 0.7, y + 0.06),
        ]
        poly(big, eave, roof, n)
        poly(big, eave, edge, n, width=max(1, int(n * 0.012)))
        poly(
            big,
            [
                (0.5 - w * 0.45, y - 0.05),
                (0.5 + w * 0.45, y - 0.05),
                (0.5 + w * 0.4, y - 0.035),
                (0.5 - w * 0.4, y - 0.035),
            ],
            light,
            n,
        )
    poly(big, [(0.49, 0.04), (0.51, 0.04), (0.52, 0.2), (0.48, 0.2)], (230, 190, 80), n)
    pygame.draw.circle(big, (230, 190, 80), (n * 0.5, n * 0.1), n * 0.025)
    return finish(big, size)


@lru_cache(maxsize=64)
def pagoda_on_board(colour: int, size: int) -> pygame.Surface:
    """A pagoda ringed with a pale halo, itself edged in dark, all round its outline: it reads
    on tiles of any colour, its own included (it always stands on three of them), and on
    the pale land beside them. A little larger than `size` (the rings); blit it centred."""
    image = pagoda(colour, size)
    inner = max(2, size // 20)
    outer = inner + max(1, size // 36)
    out = pygame.Surface((size + 2 * outer, size + 2 * outer), pygame.SRCALPHA)
    mask = pygame.mask.from_surface(image, 60)
    for ring, tone in ((outer, (24, 16, 10, 255)), (inner, (252, 244, 222, 255))):
        shape = mask.to_surface(setcolor=tone, unsetcolor=(0, 0, 0, 0))
        for dx in range(-ring, ring + 1):
            for dy in range(-ring, ring + 1):
                if dx * dx + dy * dy <= ring * ring + ring:
                    out.blit(shape, (outer + dx, outer + dy))
    out.blit(image, (outer, outer))
    return out


@lru_cache(maxsize=16)
def unification(size: int) -> pygame.Surface:
    """The unification marker: a gold ring with a dark edge around the tile that joined kingdoms."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(big, (30, 20, 10), (n / 2, n / 2), n * 0.47, int(n * 0.12))
    pygame.draw.circle(big, theme.GOLD, (n / 2, n / 2), n * 0.46, int(n * 0.08))
    for i in range(8):
        a = i * math.pi / 4
        x, y = n / 2 + n * 0.46 * math.cos(a), n / 2 + n * 0.46 * math.sin(a)
        pygame.draw.circle(big, (255, 240, 190), (x, y), n * 0.03)
    return finish(big, size)


@lru_cache(maxsize=16)
def bag(size: int) -> pygame.Surface:
    """The bag of tiles: a cloth sack tied at the neck."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    sack = [
        (0.36, 0.3),
        (0.64, 0.3),
        (0.82, 0.56),
        (0.84, 0.8),
        (0.7, 0.94),
        (0.3, 0.94),
        (0.16, 0.8),
        (0.18, 0.56),
    ]
    poly(big, sack, (150, 112, 70), n)
    poly(big, sack, (80, 56, 30), n, width=max(1, int(n * 0.03)))
    poly(
        big,
        [(0.34, 0.12), (0.44, 0.2), (0.5, 0.12), (0.56, 0.2), (0.66, 0.12), (0.62, 0.3), (0.38, 0.3)],
        (170, 130, 84),
        n,
    )
    poly(big, [(0.34, 0.27), (0.66, 0.27), (0.66, 0.33), (0.34, 0.33)], (200, 60, 50), n)
    return finish(big, size)


def clear_caches() -> None:
    for cached in (tile, leader, dynasty_badge, pagoda, pagoda_on_board, unification, bag):
        cached.cache_clear()
