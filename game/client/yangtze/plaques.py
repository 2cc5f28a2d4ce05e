"""A capital's name plate on the board (the board view places it: `capital_plaques`)."""

from __future__ import annotations

import pygame

from ..widgets import rendered

NAME = (252, 240, 206)
PLATE = (96, 30, 24)
EDGE = (220, 170, 80)
RIM = (40, 12, 8)


def draw_plaque(surface: pygame.Surface, word: str, plaque: pygame.Rect, size: int, lit: bool) -> None:
    """The name `word` on its plate at `plaque`. Over a lit tile (one to click) the plate is
    see-through, so that it never hides the tile, but the name stays at full strength over a
    dark rim of its own: readable on the light (a review found faded names washed out)."""
    image = rendered(word, size, NAME, bold=True)
    at = image.get_rect(center=plaque.center)
    if not lit:
        pygame.draw.rect(surface, PLATE, plaque, border_radius=3)
        pygame.draw.rect(surface, EDGE, plaque, 1, border_radius=3)
        surface.blit(image, at)
        return
    plate = pygame.Surface(plaque.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*PLATE, 120), plate.get_rect(), border_radius=3)
    surface.blit(plate, plaque)
    rim = rendered(word, size, RIM, bold=True)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        surface.blit(rim, at.move(dx, dy))
    surface.blit(image, at)
