"""Drawing helpers every game's art uses: shapes described in a unit square,
drawn three times too large and smoothed down (clean edges at any size), and
the stepped tower of the window's icon."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from . import theme

SUPER = 3  # supersampling factor

Point = tuple[float, float]


def poly(
    surface: pygame.Surface,
    points: list[Point],
    colour: tuple,
    box: float,
    off: Point = (0, 0),
    width: int = 0,
) -> None:
    pts = [(off[0] + x * box, off[1] + y * box) for x, y in points]
    pygame.draw.polygon(surface, colour, pts, width)


def arc_points(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 20) -> list[Point]:
    return [
        (cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]


def thick_arc(cx: float, cy: float, r: float, w: float, a0: float, a1: float) -> list[Point]:
    outer = arc_points(cx, cy, r + w / 2, a0, a1)
    inner = arc_points(cx, cy, r - w / 2, a0, a1)
    return outer + inner[::-1]


def haloed(
    symbol,
    surface: pygame.Surface,
    ink: tuple,
    box: float,
    off: Point,
    back: tuple,
    halo: tuple,
    width: float,
) -> None:
    """A symbol (`symbol(surface, colour, box, off, back)`) over a dark edge `width` wide, so
    its shape reads on any colour (a leader's dynasty, told apart without colour)."""
    for i in range(8):
        a = math.pi / 4 * i
        symbol(surface, halo, box, (off[0] + width * math.cos(a), off[1] + width * math.sin(a)), (0, 0, 0, 0))
    symbol(surface, ink, box, off, back)


def finish(big: pygame.Surface, size: int) -> pygame.Surface:
    return (
        pygame.transform.smoothscale(big, (size, size)).convert_alpha()
        if pygame.display.get_init() and pygame.display.get_surface()
        else pygame.transform.smoothscale(big, (size, size))
    )


def ziggurat(size: int, base: tuple, top: tuple, edge: tuple = (0, 0, 0)) -> pygame.Surface:
    """A stepped tower seen from the front, lit from the upper left: three tiers, the lower
    two of `base`, the top one of `top` (each face a little darker on the right)."""
    n = size * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    tiers = ((0.08, 0.64, 0.84, 0.26, base), (0.2, 0.41, 0.6, 0.24, base), (0.32, 0.2, 0.36, 0.22, top))
    for x, y, w, h, colour in tiers:
        front = pygame.Rect(x * n, y * n, w * n, h * n)
        pygame.draw.rect(big, (0, 0, 0, 80), front.move(n * 0.02, n * 0.025), border_radius=int(n * 0.02))
        dark = tuple(int(c * 0.72) for c in colour[:3])
        light = tuple(min(255, int(c * 1.18 + 20)) for c in colour[:3])
        pygame.draw.rect(big, colour, front, border_radius=int(n * 0.02))
        shade = front.copy()
        shade.width = int(front.width * 0.28)
        shade.right = front.right
        pygame.draw.rect(big, dark, shade, border_radius=int(n * 0.02))
        pygame.draw.line(big, light, front.topleft, (front.right - 2, front.top), max(1, int(n * 0.02)))
        pygame.draw.rect(big, edge, front, max(1, int(n * 0.01)), border_radius=int(n * 0.02))
    return finish(big, size)


# ---------------------------------------------------------------- dynasty symbols both games draw
# (the bull and the lion lead a dynasty in each game: drawn in a unit square, like the games' own)


def symbol_bull(s: pygame.Surface, c: tuple, box: float, off: Point, back: tuple = (0, 0, 0, 0)) -> None:
    """A bull's head: broad brow, long muzzle, two curved horns, ears."""
    poly(s, [(0.3, 0.34), (0.7, 0.34), (0.66, 0.62), (0.58, 0.84), (0.42, 0.84), (0.34, 0.62)], c, box, off)
    left = [(0.34, 0.42), (0.16, 0.4), (0.06, 0.3), (0.04, 0.12), (0.13, 0.24), (0.24, 0.3), (0.34, 0.33)]
    poly(s, left, c, box, off)
    poly(s, [(1 - x, y) for x, y in left], c, box, off)
    poly(s, [(0.31, 0.4), (0.17, 0.5), (0.29, 0.53)], c, box, off)
    poly(s, [(0.69, 0.4), (0.83, 0.5), (0.71, 0.53)], c, box, off)
    if back[3:] != (0,):
        for x in (0.42, 0.58):
            pygame.draw.circle(s, back, (off[0] + x * box, off[1] + 0.5 * box), box * 0.035)
        for x in (0.45, 0.55):
            pygame.draw.circle(s, back, (off[0] + x * box, off[1] + 0.76 * box), box * 0.03)


def symbol_lion(s: pygame.Surface, c: tuple, box: float, off: Point, back: tuple = (0, 0, 0, 0)) -> None:
    """A lion's head: a shaggy mane around a face with ears, eyes and a muzzle."""
    mane = []
    for i in range(72):
        a = i * math.pi * 2 / 72
        r = 0.41 + 0.045 * math.cos(a * 11)
        mane.append((0.5 + r * math.cos(a), 0.52 + r * math.sin(a)))
    poly(s, mane, c, box, off)
    face = back if back[3:] != (0,) else (0, 0, 0, 0)
    ox, oy = off
    for x in (0.36, 0.64):  # ears, on the mane's edge
        pygame.draw.circle(s, face, (ox + x * box, oy + 0.33 * box), box * 0.075)
        pygame.draw.circle(s, c, (ox + x * box, oy + 0.33 * box), box * 0.04)
    pygame.draw.ellipse(s, face, pygame.Rect(ox + 0.29 * box, oy + 0.3 * box, 0.42 * box, 0.46 * box))
    for x in (0.42, 0.58):  # eyes
        pygame.draw.ellipse(
            s, c, pygame.Rect(ox + (x - 0.035) * box, oy + 0.44 * box, 0.07 * box, 0.05 * box)
        )
    poly(s, [(0.44, 0.56), (0.56, 0.56), (0.5, 0.63)], c, box, off)  # nose
    poly(s, [(0.5, 0.62), (0.51, 0.62), (0.51, 0.68), (0.5, 0.68)], c, box, off)
    poly(
        s,
        arc_points(0.46, 0.67, 0.045, 0.1, math.pi - 0.1, 8)
        + arc_points(0.46, 0.67, 0.03, math.pi - 0.1, 0.1, 8),
        c,
        box,
        off,
    )
    poly(
        s,
        arc_points(0.54, 0.67, 0.045, 0.1, math.pi - 0.1, 8)
        + arc_points(0.54, 0.67, 0.03, math.pi - 0.1, 0.1, 8),
        c,
        box,
        off,
    )


# ---------------------------------------------------------------- the look of objects
# Pieces are drawn as things standing on the board: an edge (their thickness) below the
# face, light from above on the face and shade toward its foot, and wooden leader discs with
# a grain. Each is drawn once per size (the games cache their pieces), so none of this costs
# anything per frame. The symbols are drawn after, unshaded: they stay as readable as before.


def mask_of(size: tuple[int, int], draw: Callable[[pygame.Surface, tuple], object]) -> pygame.Surface:
    """A shape as a mask: `draw(surface, white)` paints it; elsewhere transparent."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    draw(mask, (255, 255, 255, 255))
    return mask


def _clipped(image: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return image


def lighting(big: pygame.Surface, mask: pygame.Surface, light: int = 70, dark: int = 80) -> None:
    """Light from above on the shape `mask`: paler toward its top, darker toward its foot."""
    w, h = big.get_size()
    column = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        k = y / max(1, h - 1)
        if k < 0.45:
            column.set_at((0, y), (255, 255, 255, int(light * (1 - k / 0.45))))
        else:
            column.set_at((0, y), (0, 0, 0, int(dark * (k - 0.45) / 0.55)))
    big.blit(_clipped(pygame.transform.scale(column, (w, h)), mask), (0, 0))


def sheen(big: pygame.Surface, mask: pygame.Surface, box: pygame.Rect, alpha: int = 46) -> None:
    """A soft highlight (`box`, an ellipse) where the light catches the piece's face."""
    glow = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for i in range(5):
        ring = box.inflate(-box.width * i // 7, -box.height * i // 7)
        pygame.draw.ellipse(glow, (255, 255, 255, alpha // 5), ring)
    big.blit(_clipped(glow, mask), (0, 0))


def wood_grain(big: pygame.Surface, mask: pygame.Surface, colour: tuple, seed: int, alpha: int = 34) -> None:
    """The grain of a wooden piece on the shape `mask`: gently waving lines across it, a little
    darker than `colour`; `seed` varies them from piece to piece."""
    w, h = big.get_size()
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    ink = (*tuple(int(c * 0.62) for c in colour[:3]), alpha)
    width = max(1, h // 70)
    rows = 9
    for i in range(rows):
        y0 = h * (i + 0.5) / rows
        phase = (seed * 0.7 + i * 1.3) % (2 * math.pi)
        points = [(x, y0 + h * 0.018 * math.sin(phase + x / w * 5.5) + h * 0.01 * math.sin(x / w * 13 + i))
                  for x in range(0, w + 8, 8)]
        pygame.draw.lines(grain, ink, False, points, width)
    big.blit(_clipped(grain, mask), (0, 0))


def depth_shade(size: tuple[int, int]) -> pygame.Surface:
    """A board's depth: a multiplier (to blit with `BLEND_RGBA_MULT`; alpha untouched) that
    keeps the middle as it is and darkens toward the edges and the far corners, as a lamp
    above the table would light it. Made once per board size (the boards cache their ground)."""
    small = pygame.Surface((32, 24), pygame.SRCALPHA)
    for y in range(24):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 10.5) / 13) ** 2
            v = int(255 - 62 * min(1.0, d) ** 1.4)
            small.set_at((x, y), (v, v, v, 255))
    return pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))


def inner_shadow(surface: pygame.Surface, rect: pygame.Rect, depth: int, alpha: int = 90) -> None:
    """The shadow a raised frame casts inward along the top and left of `rect` (light from the
    upper left)."""
    depth = max(2, depth)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)  # drawn apart: lines replace, blits blend
    w, h = rect.size
    for i in range(depth):
        a = int(alpha * (1 - i / depth) ** 2)
        pygame.draw.line(layer, (0, 0, 0, a), (i, i), (w - 1, i))
        pygame.draw.line(layer, (0, 0, 0, a), (i, i + 1), (i, h - 1))
    surface.blit(layer, rect)


def leader_disc(
    n: int, rim: tuple, face: tuple, grain_seed: int, face_seed: int, rim_scale: float, lift: float
) -> tuple[pygame.Surface, float, float]:
    """Both games' leader piece up to its symbols, at `n` pixels (SUPER times the size): a
    wooden disc with a thick rim in the dynasty's colour and a face of the leader's colour,
    lit and grained. `rim_scale` sizes the rim's top (of the disc's radius) and `lift`
    shifts its bright edge up-left. Returns the surface and the face's centre and radius."""
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    r = n * 0.45
    c -= n * 0.015  # room below for the disc's edge
    pygame.draw.circle(big, (0, 0, 0, 45), (c + n * 0.02, c + n * 0.06), r)
    pygame.draw.circle(big, (0, 0, 0, 70), (c + n * 0.005, c + n * 0.045), r)
    pygame.draw.circle(big, theme.darker(rim, 0.4), (c, c + n * 0.03), r)  # the wooden disc's edge
    pygame.draw.circle(big, theme.darker(rim, 0.55), (c, c), r)
    pygame.draw.circle(big, rim, (c, c), r * rim_scale)
    disc = mask_of(big.get_size(), lambda m, white: pygame.draw.circle(m, white, (c, c), r * rim_scale))
    wood_grain(big, disc, rim, grain_seed, 70)
    pygame.draw.circle(
        big, theme.lighter(rim, 0.45), (c - r * lift, c - r * lift), r * rim_scale, max(1, int(n * 0.018))
    )
    pygame.draw.circle(big, theme.darker(face, 0.6), (c, c), r * 0.84)
    pygame.draw.circle(big, face, (c, c), r * 0.8)
    wood_grain(big, mask_of(big.get_size(), lambda m, white: pygame.draw.circle(m, white, (c, c), r * 0.8)),
               face, face_seed, 40)
    lighting(big, disc, 90, 110)
    sheen(big, disc, pygame.Rect(c - r * 0.85, c - r * 0.9, r * 1.1, r * 0.8), 70)
    return big, c, r
