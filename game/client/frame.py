"""The look every decision panel of both games shares: a framed box with a
title in the display font and a line or two beneath it."""

from __future__ import annotations

import pygame

from game.engine.grid import bits

from . import theme
from .table_layout import place_panel
from .widgets import draw_text, draw_wrapped, panel, wrapped_height


def panel_frame(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    title: str,
    subtitle: str = "",
    edge: tuple = theme.GOLD,
) -> int:
    """Draw the box and its title; returns the y below the subtitle."""
    panel(surface, rect, theme.PANEL, edge, radius=14)
    inner = rect.inflate(-6, -6)
    pygame.draw.rect(surface, theme.darker(edge, 0.55), inner, 1, border_radius=11)
    draw_text(
        surface,
        title,
        int(32 * s),
        theme.GOLD,
        (rect.centerx, rect.top + int(14 * s)),
        "midtop",
        bold=True,
        max_width=rect.width - 30,
        display=True,
    )
    y = rect.top + int(52 * s)
    if subtitle:
        y += draw_wrapped(
            surface,
            subtitle,
            theme.small(19, s),
            theme.TEXT,
            pygame.Rect(rect.left + int(20 * s), y, rect.width - int(40 * s), int(40 * s)),
            align="center",
        )
    return y


def subtitle_height(subtitle: str, width: int, s: float) -> int:
    """The height `panel_frame` gives `subtitle` in a panel `width` wide: at the smallest
    readable size it may wrap to more lines, and a panel grows by as much."""
    return wrapped_height(subtitle, theme.small(19, s), width - int(40 * s)) if subtitle else 0


def focus_rects(board, cells: list[int], s: float) -> list[pygame.Rect]:
    """Each cell a decision is about, with a margin: kept in sight one by one (their union,
    spread over the board, would leave no place that hides none of it)."""
    return [board.cell_rect(c).inflate(int(8 * s), int(8 * s)) for c in cells]


def place_over_board(
    table, size: tuple[int, int], cells: list[int], s: float, also: list[int] | None = None
) -> pygame.Rect:
    """A decision's box over the board area: off the cells it is about and the board's own
    rows (a market), over the fewest pieces (`placement.place`); where the board area has
    no such place (a small window), docked lower, over the hand and the bottom bar's
    buttons, which wait while the box is answered. `also`: cells better left in sight after
    `cells` (the kingdoms a war's support panel asks about), with the market row."""
    board = table.board
    keep = focus_rects(board, cells, s)
    pieces = [board.cell_rect(c) for c in bits(table.state.occupied())]
    lay = table.regions
    spill = lay.board.union(lay.bottom)
    rather = board.keep_clear() + [board.cell_rect(c) for c in also or ()]
    return place_panel(lay.board, size, keep, s, pieces, spill=spill, rather=rather)
