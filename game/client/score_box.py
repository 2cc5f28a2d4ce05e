"""A colour's box in a seat's score row. The black box is nearly the colour of the dark card
it sits on (a review found it "faint"): a dark colour gets a pale ring, so every box reads as
a box at every size."""

from __future__ import annotations

import pygame

from . import theme

RING = (214, 208, 194)  # pale, warm: the card's text colour dimmed a little


def luminance(colour: tuple[int, ...]) -> float:
    """The relative luminance of an sRGB colour (WCAG 2), 0 (black) to 1 (white)."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def draw_score_box(surface: pygame.Surface, square: pygame.Rect, fill: tuple, light: tuple) -> None:
    """The box of a colour `fill` (its edge `light`) on a seat's card. Where the colour
    stands out from the card too little (under 3:1, the least a graphic needs), its edge is
    drawn pale and thicker."""
    pygame.draw.rect(surface, fill, square, border_radius=3)
    if contrast(fill, theme.PANEL) < 3 and contrast(light, theme.PANEL) < 3:
        width = max(2, square.width // 8)
        pygame.draw.rect(surface, RING, square, width, border_radius=3)
    else:
        pygame.draw.rect(surface, light, square, 1, border_radius=3)
