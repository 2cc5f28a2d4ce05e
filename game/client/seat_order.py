"""The order of play, told in the seat column (a review: "seat 1 moved third" — nothing
said who plays after whom). The cards stand in the order of play; each badge carries its
seat's place in a round (gold for the seat to play), and the seat's hover card says it in
words, with who plays next."""

from __future__ import annotations

import pygame

from . import theme
from .i18n import _
from .widgets import draw_text


def order_disc(badge_centre: tuple[int, int], badge: int) -> pygame.Rect:
    """The place-in-the-round disc's box: on the seat's badge's top left, like a medal
    (clear of the card's row of pieces below the badge)."""
    r = max(10, int(badge * 0.26))  # room for a numeral at the smallest readable size
    cx = badge_centre[0] - int(badge * 0.36)
    cy = badge_centre[1] - int(badge * 0.3)
    return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


def draw_order(surface: pygame.Surface, seat: int, badge_centre: tuple[int, int], badge: int,
               to_play: bool) -> pygame.Rect:
    """The seat's place in a round (1 for the first) on its badge; gold for the seat to play."""
    box = order_disc(badge_centre, badge)
    r = box.width // 2
    fill = theme.GOLD if to_play else theme.PANEL_DARK
    pygame.draw.circle(surface, fill, box.center, r)
    pygame.draw.circle(surface, theme.GOLD if not to_play else theme.PANEL_DARK, box.center, r, 1)
    size = max(theme.SMALLEST, int(r * 1.6))
    draw_text(surface, str(seat + 1), size, theme.PANEL_DARK if to_play else theme.TEXT, box.center,
              "center", bold=True)
    return box


def order_line(names, seat: int, players: int) -> str:
    """The seat's hover card's line of the order of play."""
    return _("Plays {n} of {total} in each round; next: {next}").format(
        n=seat + 1, total=players, next=names.plain[(seat + 1) % players])
