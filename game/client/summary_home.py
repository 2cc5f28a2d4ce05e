"""Where the "Since your last turn" card lives: a fixed home beside the board, never over
it (issue 30). Placed over the board it sat somewhere new each turn, sometimes over the
very cells it reported, and where no place left them in sight the board was panned under
it (the column letters and row 1 went under the top bar). Its home is the log's place in
the side column (the card tells what the log would, in short): from the log's heading
down, whatever its lines (a card that grew with them moved). Opened in full ("…and N
more", `L`) it takes the log's heading too, never the seats, and scrolls. Rectangles in, a
rectangle out."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .table_layout import Layout
from .widgets import Button


def home(lay: Layout, full: bool) -> pygame.Rect:
    """The card's rectangle, the same every turn: from below the log's heading to the foot of the
    side column (over the last seat cards too where the log is too short for two lines: four
    seats in a small window); for the whole list, the log's heading too. Never over the
    board, and opened in full never over a seat card the short card leaves in sight: it took
    the whole side column, and the seats' names and scores went under it (issue 30)."""
    s = lay.scale
    side = lay.side.inflate(-int(16 * s), -int(16 * s))
    # Below the log's heading (its words drawn up to 24 px above the lines), whose hint button
    # stays in sight and at hand while the card is up.
    top = lay.log.top
    least = int(170 * s)  # the title, two lines and the buttons
    for seat in sorted(lay.seats.values(), key=lambda r: -r.top):
        if side.bottom - top >= least:
            break
        top = seat.top  # a whole seat card hidden for a moment, never half of one
    if full:
        # Over the log's heading too (its hint button moves onto the card), below the seats.
        seats = [r.bottom for r in lay.seats.values() if r.bottom <= top]
        top = min(top, max([lay.log.top - int(24 * s), *[b + int(4 * s) for b in seats]]))
    return pygame.Rect(lay.log.left, top, lay.log.width, side.bottom - top)


def uncovered(buttons: Sequence[Button], card: pygame.Rect | None) -> list[Button]:
    """The buttons not under the card (grown over the log's heading, where the hint's button
    is, in a short side column): one under it would take a click on the card."""
    return [b for b in buttons if card is None or b.rect is None or not b.rect.colliderect(card)]


def on(card, pos: tuple[int, int]) -> bool:
    """Whether `pos` is on the card (a `SummaryCard` or None): no hover card there about
    what it hides (a seat card under it, the log)."""
    return card is not None and card.rect is not None and card.rect.collidepoint(pos)


def onto(buttons: Sequence[Button], card: pygame.Rect, top: int, s: float) -> list[Button]:
    """The buttons the card would hide (the hint's, on the log's heading, when the card grows
    over the side column), moved onto the card: a row below its title from `top`, at its
    right. Hidden, the hint could not be asked for while the card was up."""
    under = [b for b in buttons if b.rect is not None and b.rect.colliderect(card)]
    right = card.right - int(16 * s)
    for button in reversed(under):
        button.rect = pygame.Rect(right - button.rect.width, top, button.rect.width, button.rect.height)
        right = button.rect.left - int(8 * s)
    return under
