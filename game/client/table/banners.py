"""Banners and messages over the board: where they go (clear of the panel being used, the
summary, each other and the pieces) and how banners take turns. The message queue itself
is the app's (`messages.py`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.grid import bits

from .. import anims
from ..turn.phase import Phase


def add(table, banner: anims.Banner) -> None:
    """Banners take turns: one still showing when the next begins is cut short."""
    for anim in table.anim_list:
        if isinstance(anim, anims.Banner):
            anim.cut(anim.t + banner.delay)
    table.anim_list.append(banner)


def running(table) -> list[anims.Anim]:
    """The animations whose clocks run now. Under the hot seat's curtain the banners wait
    (unseen): they would cover the curtain's words, and a turn's banner ("Bull's turn")
    means most to the person it announces, once they have lifted the curtain."""
    if table.phase() != Phase.CURTAIN:
        return table.anim_list
    return [a for a in table.anim_list if not isinstance(a, anims.Banner)]


def area(table, cells: set[int] | list[int]) -> Callable[[], pygame.Rect]:
    """Where a banner about `cells` goes: a band across the board area clear of them, of
    the panel being used (what must be read is never covered) and of the message on
    screen (two passing messages never overlap)."""
    cells = set(cells) | set(table.panel.focus_cells() if table.panel else ())

    def band_area() -> pygame.Rect:
        board = table.regions.board
        band = board.copy()
        band.height = int(100 * table.regions.scale)
        rects = [table.board.cell_rect(c) for c in cells]
        boxes = [table.panel.rect] if table.panel is not None and table.panel.interactive else []
        if table.summary is not None and table.summary.rect is not None:
            boxes.append(table.summary.rect)
        boxes.append(table.app.message_rect())
        best = None
        for fraction in (0.5, 0.22, 0.78, 0.12, 0.88):
            band.centery = board.top + int(board.height * fraction)
            band.clamp_ip(board)
            covered = sum(1 for r in rects if band.colliderect(r))
            covered += 1000 * sum(1 for box in boxes if box is not None and band.colliderect(box))
            if best is None or covered < best[0]:
                best = (covered, band.copy())
        assert best is not None
        return best[1]

    return band_area


def message_area(table) -> pygame.Rect | None:
    """Messages sit at the edge of the board area away from the panel being used, off the
    board's market row and over the fewest pieces: never over the top bar, the panel or
    the hand."""
    if table.regions_ is None:
        return None
    board = table.regions.board
    s = table.regions.scale
    boxes = [table.panel.rect] if table.panel is not None and table.panel.rect is not None else []
    if table.summary is not None and table.summary.rect is not None:
        boxes.append(table.summary.rect)
    low = pygame.Rect(board.left, board.bottom - int(84 * s), board.width, int(80 * s))
    high = pygame.Rect(board.left, board.top + int(8 * s), board.width, int(80 * s))
    keep = table.board.keep_clear()
    pieces = [table.board.cell_rect(c) for c in bits(table.state.occupied())]
    bands = [low, high]
    if keep:  # just above the board's own row (a market), when the others are taken
        bands.append(low.move(0, min(k.top for k in keep) - int(4 * s) - low.bottom))

    def cost(n: int, band: pygame.Rect) -> tuple:
        middle = band.inflate(-band.width // 3, 0)  # where a message is drawn
        return (
            any(box.colliderect(band) for box in boxes),
            len(middle.collidelistall(keep)),
            len(middle.collidelistall(pieces)),
            n,
        )

    # The edge of the board away from the panel, off a market row, over the fewest pieces.
    return min(enumerate(bands), key=lambda item: cost(*item))[1]
