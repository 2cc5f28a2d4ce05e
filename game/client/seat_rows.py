"""What both games draw the same way on a seat's card (the game's `seat.py` draws the
rest): the rows' places, the leaders (bright in the supply, faint while on the board) and
the start of the score row (or "score hidden")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from . import theme
from .i18n import _
from .widgets import draw_text


def row_places(card: pygame.Rect, s: float, box: float) -> tuple[pygame.Rect, int, pygame.Rect, int]:
    """The card's rows: the pieces (and their size), then the score, whose colour boxes are
    `box` (scaled) pixels at most, as the card's height allows."""
    y = card.top + int(46 * s)
    icon = int(min(22 * s, card.height * 0.26))
    pieces = pygame.Rect(card.left + int(10 * s), y, card.width - int(18 * s), icon)
    y2 = y + icon + int(5 * s)
    score = pygame.Rect(card.left + int(10 * s), y2, card.width - int(18 * s), int(18 * s))
    return pieces, icon, score, int(min(box * s, card.bottom - y2 - 4))


def draw_leaders(
    surface: pygame.Surface, state: Any, seat: int, leader_art: Callable[[int, str, int], pygame.Surface],
    colours: int, parts: dict,
) -> int:
    """The seat's leaders of `colours` colours at the start of the pieces' row (`parts`, the
    game's `seat_layout`), faint while on the board; the x after them."""
    dynasty = state.dynasties[seat]
    icon = parts["icon"]
    x, y = parts["pieces"].topleft
    for colour in range(colours):
        image = leader_art(colour, dynasty, icon)
        if state.leader_cell(seat, colour) >= 0:
            image = image.copy()
            image.set_alpha(70)
        surface.blit(image, (x, y))
        x += icon + 2
    return x


def score_top(surface: pygame.Surface, parts: dict, show_score: bool, s: float) -> int | None:
    """The top of the score row, or None where it is not drawn: a card too short for it (a
    lesson draws its own compact rows over these), or a score hidden from the viewer (said)."""
    if parts["box"] < 8:
        return None
    y2 = parts["score"].top
    if not show_score:
        draw_text(surface, _("score hidden"), theme.small(16, s), theme.TEXT_DIM, (parts["score"].left, y2))
        return None
    return y2
