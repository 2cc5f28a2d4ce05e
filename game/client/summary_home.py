"""Where the "Since your last turn" card lives: a fixed home beside the board, never over
it (issue 30). Placed over the board it sat somewhere new each turn, sometimes over the
very cells it reported, and where no place left them in sight the board was panned under
it (the column letters and row 1 went under the top bar). Its home is the log's place in
the side column (the card tells what the log would, in short): from the log's heading
down, as tall as its lines need. Opened in full ("…and N more", `L`) it takes the
whole side column, seats and all, and scrolls. Rectangles in, a rectangle out."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .table_layout import Layout
from .widgets import Button


def home(lay: Layout, height: int, full: bool) -> pygame.Rect:
    """The card's rectangle for a card `height` tall (the whole list: as tall as the side
    column allows). Where the log is shorter than `height` the card grows up over the log's
    heading and the seat cards, never left over the board."""
    s = lay.scale
    side = lay.side.inflate(-int(16 * s), -int(16 * s))
    if full:
        return pygame.Rect(side.left, side.top, side.width, min(side.height, height))
    height = min(height, side.height)
    # Over the log's heading too ("Log", "scroll up for older": of the log it hides).
    rect = pygame.Rect(lay.log.left, lay.log.top - int(24 * s), lay.log.width, height)
    if rect.bottom > side.bottom:
        rect.bottom = side.bottom
    return rect


def room(lay: Layout) -> int:
    """The height the card may take without opening in full: the log's with its heading (and
    at least half the side column: a short log under many seats leaves no room for a line)."""
    s = lay.scale
    side = lay.side.inflate(-int(16 * s), -int(16 * s))
    return max(side.bottom - lay.log.top + int(24 * s), side.height // 2)


def uncovered(buttons: Sequence[Button], card: pygame.Rect | None) -> list[Button]:
    """The buttons not under the card (grown over the log's heading, where the hint's button
    is, in a short side column): one under it would take a click on the card."""
    return [b for b in buttons if card is None or b.rect is None or not b.rect.colliderect(card)]
