"""A zoomed board's coordinates kept in view: the letters of the columns in view along the
top edge of the board's area, the numbers of the rows in view along its left edge, each
on a dark band over the cells. The board's own labels are drawn beside its frame, which
a zoomed board pushes out of sight, and with them the cells' names ("J4").

`table` is the `TableScene` (not imported: it imports this module); its board view gives
the labels' places (`coordinate_labels`)."""

from __future__ import annotations

import pygame

from .. import theme
from ..widgets import draw_text

BAND_ALPHA = 170  # the band's darkness: the cells under it still show


def shown(table) -> bool:
    """Whether the labels are drawn: a zoomed board (at the fitted size the board's own
    labels are in view)."""
    return table.zoom.level > 1.0 and hasattr(table.board, "coordinate_labels")


def draw(table, surface: pygame.Surface) -> None:
    if not shown(table):
        return
    area = table.regions.board
    columns, rows, size = table.board.coordinate_labels(area)
    height = theme.font(size, True).get_linesize() + 4
    width = theme.font(size, True).size("88")[0] + 10
    # Only the labels of cells in view, and none in the corner where the two bands meet.
    half = size // 2
    columns = [(text, x) for text, x in columns if area.left + width + half <= x <= area.right - half]
    rows = [(text, y) for text, y in rows if area.top + height + half <= y <= area.bottom - half]
    surface.blit(_band((area.width, height)), area.topleft)
    surface.blit(_band((width, area.height - height)), (area.left, area.top + height))
    for text, x in columns:
        draw_text(surface, text, size, theme.TEXT, (x, area.top + height / 2), "center", bold=True)
    for text, y in rows:
        draw_text(surface, text, size, theme.TEXT, (area.left + width - 5, y), "midright", bold=True)


_bands: dict[tuple[int, int], pygame.Surface] = {}


def _band(size: tuple[int, int]) -> pygame.Surface:
    """A translucent dark band (drawn every frame while zoomed: made once per size)."""
    band = _bands.get(size)
    if band is None:
        if len(_bands) > 8:
            _bands.clear()
        band = _bands[size] = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        band.fill((*theme.PANEL[:3], BAND_ALPHA))
    return band
