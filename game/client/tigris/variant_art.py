"""The variants' pieces, drawn in code, and their place on the board: a civilization building
(a small colonnaded hall in its colour, standing on its tile so the tile's edge shows), and
the wonder (a great stepped tower in the four colours over its plus of face-down tiles).

Drawn large and smoothed down like the other pieces (`art.py`); cached by size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme
from ..art import SUPER, finish, poly
from .art import TILE_SYMBOLS


@lru_cache(maxsize=64)
def building(colour: int, size: int) -> pygame.Surface:
    """A hall on a plinth: a pediment, four columns, its colour's symbol in the pediment, on a
    pale gold-rimmed plaque so it reads on a tile of its own colour."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    base = theme.PIECE[colour]
    light = theme.lighter(base, 0.35)
    dark = theme.darker(base, 0.55)
    edge = (18, 14, 10)
    w = max(1, int(n * 0.025))
    # A pale plaque with a gold rim behind the hall: it reads on a tile of its own colour.
    plaque = pygame.Rect(n * 0.02, n * 0.02, n * 0.96, n * 0.96)
    pygame.draw.rect(big, (246, 236, 206), plaque, border_radius=int(n * 0.14))
    pygame.draw.rect(big, theme.GOLD, plaque, max(2, int(n * 0.05)), border_radius=int(n * 0.14))
    poly(big, [(0.12, 0.86), (0.92, 0.86), (0.92, 0.92), (0.12, 0.92)], (0, 0, 0, 90), n)  # shadow
    poly(big, [(0.1, 0.76), (0.9, 0.76), (0.9, 0.86), (0.1, 0.86)], light, n)  # plinth
    poly(big, [(0.1, 0.76), (0.9, 0.76), (0.9, 0.86), (0.1, 0.86)], edge, n, width=w)
    for x in (0.18, 0.36, 0.56, 0.74):  # columns
        poly(big, [(x, 0.44), (x + 0.08, 0.44), (x + 0.08, 0.76), (x, 0.76)], base, n)
        poly(big, [(x + 0.055, 0.44), (x + 0.08, 0.44), (x + 0.08, 0.76), (x + 0.055, 0.76)], dark, n)
        poly(big, [(x, 0.44), (x + 0.08, 0.44), (x + 0.08, 0.76), (x, 0.76)], edge, n, width=w)
    poly(big, [(0.12, 0.36), (0.88, 0.36), (0.88, 0.44), (0.12, 0.44)], light, n)  # architrave
    poly(big, [(0.12, 0.36), (0.88, 0.36), (0.88, 0.44), (0.12, 0.44)], edge, n, width=w)
    pediment = [(0.08, 0.36), (0.5, 0.08), (0.92, 0.36)]
    poly(big, pediment, base, n)
    poly(big, pediment, edge, n, width=w)
    TILE_SYMBOLS[colour](big, theme.PIECE_SYMBOL[colour], n * 0.24, (n * 0.38, n * 0.13))
    return finish(big, size)


@lru_cache(maxsize=16)
def wonder(size: int) -> pygame.Surface:
    """The wonder over its plus (`size`: three cells): a tower of four tiers, one per colour
    (its point may be of any), on a broad golden base."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    edge = (20, 16, 12)
    w = max(1, int(n * 0.01))
    pygame.draw.ellipse(big, (0, 0, 0, 90), pygame.Rect(n * 0.12, n * 0.74, n * 0.78, n * 0.14))
    base = [(0.16, 0.8), (0.84, 0.8), (0.8, 0.72), (0.2, 0.72)]
    poly(big, base, (214, 170, 60), n)
    poly(big, base, edge, n, width=w)
    tiers = ((0.22, 0.58, 0.56, 0.14, 0), (0.28, 0.45, 0.44, 0.13, 1), (0.34, 0.33, 0.32, 0.12, 2),
             (0.4, 0.22, 0.2, 0.11, 3))
    for x, y, tw, th, colour in tiers:
        colour_rgb = theme.PIECE[colour]
        front = [(x, y), (x + tw, y), (x + tw, y + th), (x, y + th)]
        poly(big, front, colour_rgb, n)
        side = [(x + tw * 0.78, y), (x + tw, y), (x + tw, y + th), (x + tw * 0.78, y + th)]
        poly(big, side, theme.darker(colour_rgb, 0.65), n)
        poly(big, [(x, y), (x + tw, y), (x + tw, y + 0.02), (x, y + 0.02)], theme.lighter(colour_rgb, 0.4), n)
        poly(big, front, edge, n, width=w)
    # A golden crown at the top, and a stair up the front.
    poly(big, [(0.44, 0.22), (0.5, 0.12), (0.56, 0.22)], theme.GOLD, n)
    poly(big, [(0.44, 0.22), (0.5, 0.12), (0.56, 0.22)], edge, n, width=w)
    poly(big, [(0.46, 0.33), (0.54, 0.33), (0.56, 0.72), (0.44, 0.72)], (236, 214, 160), n)
    for k in range(9):
        y = 0.36 + k * 0.04
        poly(big, [(0.455, y), (0.545, y), (0.545, y + 0.004), (0.455, y + 0.004)], (150, 120, 70), n)
    return finish(big, size)


def draw_pieces(board, surface: pygame.Surface, state, hidden: int) -> None:
    """The wonder and the buildings on the board (`board`: the `BoardView`), over the tiles and
    under the leaders; nothing for a game without them."""
    pieces = state.variant_pieces
    c = board.cell
    if pieces.wonder >= 0 and not (hidden >> pieces.wonder) & 1:
        image = wonder(c * 3)
        surface.blit(image, image.get_rect(center=board.cell_rect(pieces.wonder).center))
    for colour, cell in enumerate(pieces.buildings):
        if cell >= 0 and not (hidden >> cell) & 1:
            image = building(colour, int(c * 0.74))
            surface.blit(image, image.get_rect(center=board.cell_rect(cell).center))


def clear_caches() -> None:
    building.cache_clear()
    wonder.cache_clear()
