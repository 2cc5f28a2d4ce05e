"""The game screen's regions, computed once per window size.

    ┌ top bar: round, whose turn, the game's counters, Rules · Kingdoms · Menu ┐
    │ board area                                         │ seat cards         │
    │   (the board, panels over it, banners, messages)   │                    │
    ├ bottom bar: hint, the player's tray │ buttons ─────┤ log                │
    └────────────────────────────────────────────────────┴────────────────────┘

`layout_table(size, seats)` returns a `Layout` the scene keeps; drawing only
reads it. A game's presentation places its own things inside these regions
(the board in `board_inner`, the tray in `tray`, a seat card's contents in
its card).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import placement, theme


@dataclass
class Layout:
    size: tuple[int, int]
    scale: float
    top: pygame.Rect
    side: pygame.Rect
    bottom: pygame.Rect
    board: pygame.Rect  # the whole board area
    board_inner: pygame.Rect  # where the board itself is fitted
    log: pygame.Rect
    seats: dict[int, pygame.Rect]
    bottom_buttons: pygame.Rect  # the bottom bar's button grid
    tray: pygame.Rect  # the bottom bar left of the buttons, below the hint line
    hint: pygame.Rect  # the hint line
    seat_parts: dict[int, dict[str, Any]] = field(default_factory=dict)  # the game's, per seat card
    tray_parts: Any = None  # the game's slots in the tray


def layout_table(size: tuple[int, int], seats: int) -> Layout:
    w, h = size
    s = theme.ui_scale(size)
    top_h = int(46 * s)
    side_w = int(max(250, min(380, w * 0.27)))
    bottom_h = int(118 * s)
    if w - side_w < 700:
        # A bar this narrow sizes the tray's pieces by its width: its height holds the hint
        # on two lines, pieces of 28 px and their words on two lines (the board, sized by
        # its width here, keeps its cells).
        bottom_h = max(bottom_h, 105)
    top = pygame.Rect(0, 0, w, top_h)
    side = pygame.Rect(w - side_w, top_h, side_w, h - top_h)
    bottom = pygame.Rect(0, h - bottom_h, w - side_w, bottom_h)
    board = pygame.Rect(0, top_h, w - side_w, h - top_h - bottom_h)
    board_inner = board.inflate(-int(20 * s), -int(14 * s))
    # Seat cards share the side with the log, but never get too short for their rows.
    least = int((46 + 22 + 5 + 18) * s) + 12
    card_h = int(min(104 * s, max((h - top_h) * 0.62 / seats, least)))
    y = top_h + int(8 * s)
    cards = {}
    for seat in range(seats):
        cards[seat] = pygame.Rect(side.left + int(8 * s), y, side_w - int(16 * s), card_h - 6)
        y += card_h
    log = pygame.Rect(side.left + int(8 * s), y + int(28 * s), side_w - int(16 * s), h - y - int(36 * s))
    pad = int(12 * s)
    buttons_w = int(min(250 * s, bottom.width * 0.3))
    margin = pad
    # The grid's labels are drawn at theme.SMALLEST at least, whatever the scale: in the
    # smallest window it keeps room for them two abreast («Конец хода», "Koniec tury"),
    # taken from its right margin first (the hint line beside it is as long as it can be).
    least = min(172, bottom.width // 3)
    if buttons_w < least:
        margin = max(4, pad - (least - buttons_w))
        buttons_w = least
    bottom_buttons = pygame.Rect(
        bottom.right - buttons_w - margin, bottom.top + int(12 * s), buttons_w, bottom.height - int(22 * s)
    )
    hint = pygame.Rect(
        bottom.left + pad, bottom.top + int(8 * s), bottom_buttons.left - bottom.left - 2 * pad, int(24 * s)
    )
    tray = pygame.Rect(
        bottom.left + pad,
        bottom.top + int(36 * s),
        bottom_buttons.left - bottom.left - 2 * pad,
        bottom.bottom - bottom.top - int(40 * s),
    )
    return Layout(size, s, top, side, bottom, board, board_inner, log, cards, bottom_buttons, tray, hint)


def place_panel(
    board: pygame.Rect,
    size: tuple[int, int],
    focus: pygame.Rect | Sequence[pygame.Rect] | None,
    s: float,
    avoid: Sequence[pygame.Rect] = (),
    spill: pygame.Rect | None = None,
    rather: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A panel of `size` over the board area where it hides the least of `focus` (the
    cells the decision is about: one rectangle, or several apart, such as a tile just placed
    and the market row): the far side of the board from them, then the others, then any
    place on the board. Among places that hide as little of them, the one over the fewest of
    `avoid` (what had better stay in sight: the pieces, a market row), the first listed.
    Where every place on the board hides some of `focus`, within `spill` if it hides less.
    `rather`: what had better stay in sight after `focus` (a market row)."""
    focuses = [] if focus is None else [focus] if isinstance(focus, pygame.Rect) else list(focus)
    width, height = min(size[0], board.width - 40), min(size[1], board.height - int(20 * s))
    if not focuses and not avoid and not rather:
        rect = pygame.Rect(0, 0, width, height)
        rect.center = board.center
        return rect
    margin = int(10 * s)
    return placement.place((width, height), board, focuses, avoid, margin=margin, spill=spill, rather=rather)
