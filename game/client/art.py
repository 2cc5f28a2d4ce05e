"""Drawing helpers every game's art uses: shapes described in a unit square,
drawn three times too large and smoothed down (clean edges at any size), and
the stepped tower of the window's icon."""

from __future__ import annotations

import math

import pygame

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
