"""Where a piece's hover card goes (in the tray, or on the board): off the cells lit for a
move (review 06c: "Your soldier" lay over the very cells it told of). Beside the piece as any
card when that leaves the lit cells in sight; else, and for a piece on a zoomed board, over
the log in the side column, its lines wrapped to the column's width (the log can wait while
the player reads). `table` is the `TableScene`."""

from __future__ import annotations

import pygame

from .. import placement
from ..hover_card import card_lines, place_card
from ..presentation import Card


def tray_spot(table, card: Card, lit: list[pygame.Rect], bounds: pygame.Rect, s: float,
              aside: bool = False) -> dict:
    """How `hover_card.draw_card` places the card (its `keep` already holds `lit`) so that it
    hides none of `lit`, if any place does: its `place` and `most` arguments; none (`{}`) when
    its own place within `bounds` does. `aside`: over the log in any case (a zoomed board
    has no room beside a piece that is not over other cells)."""
    log = table.regions.log
    aside_spot = {"place": over_column(log), "most": log.width}
    if aside:
        return aside_spot
    _rows, width, height = card_lines(card, s)
    box = place_card(card, (width, height), bounds)
    if lit and box.collidelistall(lit):
        return aside_spot
    if box.collidelistall(card.avoid):
        # Over a seat's figures or a button: over the log instead, if that is clear.
        _rows, width, height = card_lines(card, s, log.width)
        there = over_column(log)(card, (width, height), bounds)
        if not there.collidelistall([*lit, *card.avoid]) and not placement.hidden(there, card.keep):
            return aside_spot
    return {}


def over_column(log: pygame.Rect):
    """A card's place (for `draw_card`) over the log: at its top, else at its bottom, else
    wherever hides the least of what the card keeps in sight."""

    def place(card: Card, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
        top = pygame.Rect((0, 0), size)
        top.midtop = log.midtop
        bottom = pygame.Rect((0, 0), size)
        bottom.midbottom = log.midbottom
        return placement.place(size, bounds, card.keep, card.avoid, candidates=[top, bottom])

    return place
