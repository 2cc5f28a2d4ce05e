"""What is in force and what is left, in the top bar beside the bag (a review: nothing on
screen said which variants were on, nor what was left to build). Small pictures, left of the
counters, one hover from the words (the counters' card, `cards.info_card`):

* the six monuments, a 3×2 grid of colour pairs (top row black with red, blue, green; then
  red-blue, red-green, blue-green), each pair's square split in its two colours while it is
  left to build, an empty frame once built;
* with Civilization buildings, the buildings still in the supply, in their colours, fanned;
* with the Wonder, the wonder (faint once it stands on the board);
* with Measured support, a small pair of scales.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine.tigris.pieces import MONUMENTS

from .. import theme
from ..i18n import _, listing
from . import variant_art
from .words import monument_words

EDGE = (214, 208, 194)  # a pale edge: the black half reads on the dark bar


def monuments_left_line(state) -> str:
    """The counters' card's line: which monuments are left to build, by colour pair."""
    left = [monument_words(i) for i in range(len(MONUMENTS)) if (state.monuments_left >> i) & 1]
    if not left:
        return _("Every monument is built.")
    return _("Monuments left to build: {pairs}.").format(pairs=listing(left))


def monument_boxes(height: int) -> list[pygame.Rect]:
    """Each monument's square in the pictures (`supply_marks`) `height` pixels high."""
    cell = max(5, (height - 1) // 2)
    step = cell + 1
    return [pygame.Rect((i % 3) * step, (i // 3) * step, cell, cell) for i in range(len(MONUMENTS))]


def _monuments(surface: pygame.Surface, x: int, height: int, left: int) -> int:
    """The 3×2 grid of monuments at `x`; the x after it."""
    boxes = monument_boxes(height)
    for i, (a, b) in enumerate(MONUMENTS):
        box = boxes[i].move(x, 0)
        if (left >> i) & 1:
            pygame.draw.polygon(surface, theme.PIECE[a], [box.topleft, box.topright, box.bottomleft])
            pygame.draw.polygon(surface, theme.PIECE[b], [box.topright, box.bottomright, box.bottomleft])
            pygame.draw.rect(surface, EDGE, box, 1)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1)
    return x + boxes[-1].right + 1


@lru_cache(maxsize=8)
def scales(size: int) -> pygame.Surface:
    """Measured support's mark: a small pair of scales in gold."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    w = max(1, size // 10)
    mid = size // 2
    pygame.draw.line(image, theme.GOLD, (mid, size // 6), (mid, size - size // 6), w)
    pygame.draw.line(image, theme.GOLD, (size // 6, size // 4), (size - size // 6, size // 4), w)
    foot = size - size // 6
    pygame.draw.line(image, theme.GOLD, (size // 3, foot), (size - size // 3, foot), w)
    for cx in (size // 5, size - size // 5):
        pan = pygame.Rect(0, 0, size // 3, size // 5)
        pan.midtop = (cx, size // 2)
        pygame.draw.line(image, theme.GOLD, (cx, size // 4), (cx, pan.top), max(1, w // 2))
        pygame.draw.ellipse(image, theme.GOLD, pan)
    return image


@lru_cache(maxsize=8)
def _wonder(size: int) -> pygame.Surface:
    """The wonder's picture (drawn for a plus of cells, with room around it) cut to the
    tower and fitted in a `size` square."""
    big = variant_art.wonder(size * 3)
    tower = big.subsurface(big.get_bounding_rect())
    scale = size / max(tower.get_width(), tower.get_height())
    fitted = pygame.transform.smoothscale(
        tower, (max(1, int(tower.get_width() * scale)), max(1, int(tower.get_height() * scale))))
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    image.blit(fitted, fitted.get_rect(center=(size // 2, size // 2)))
    return image


def supply_marks(state, height: int) -> pygame.Surface:
    """The top bar's pictures of what is in force and left, `height` pixels high (asked
    every frame: made once for each thing they show)."""
    pieces = state.variant_pieces
    return _marks(state.variants, state.monuments_left, pieces.buildings, pieces.wonder >= 0, height)


@lru_cache(maxsize=32)
def _marks(variants, monuments_left: int, buildings: tuple[int, ...], wonder_built: bool,
           height: int) -> pygame.Surface:
    gap = max(4, height // 3)
    width = height * 2 + gap  # the monuments' grid (3 cells of half the height), at most
    if variants.buildings:
        width += height * 3 + gap
    if variants.wonder:
        width += height + gap
    if variants.measured_support:
        width += height + gap
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    x = _monuments(surface, 0, height, monuments_left)
    if variants.buildings:
        supply = [c for c, cell in enumerate(buildings) if cell < 0]
        step = max(4, int(height * 0.6))
        x += gap
        if not supply:
            faint = variant_art.building(0, height).copy()
            faint.set_alpha(60)
            surface.blit(faint, (x, 0))
            x += height
        for n, colour in enumerate(supply):  # fanned: how many at a glance, and their colours
            surface.blit(variant_art.building(colour, height), (x + n * step, 0))
        if supply:
            x += height + (len(supply) - 1) * step
    if variants.wonder:
        x += gap
        image = _wonder(height)
        if wonder_built:  # faint: it stands on the board
            image = image.copy()
            image.set_alpha(70)
        surface.blit(image, (x, 0))
        x += height
    if variants.measured_support:
        x += gap
        surface.blit(scales(height), (x, 0))
        x += height
    return surface.subsurface((0, 0, max(1, x), height)).copy()
