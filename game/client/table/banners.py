"""Banners and messages over the board: where they go (clear of the panel being used, the
summary, each other and the pieces) and how banners take turns. The message queue itself
is the app's (`messages.py`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.grid import bits

from .. import anims, placement, theme
from ..turn.phase import Phase
from ..widgets import rendered
from .top_bar import top_bar

SHOWS_PANEL = (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED)  # the phases that draw the decision's panel
# A banner's band, lower where the full one fits nowhere (its words shrink with it: never below
# 3/4, where they stop reading well).
SHORTER = (1.0, 0.9, 0.8)


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


def area(table, cells: set[int] | list[int]) -> Callable[..., pygame.Rect]:
    """Where a banner about `cells` goes (given its width; the board area's without one):
    a band over the board area (`placement.place`) that hides none of them, of the panel
    on screen (a war's result never hides the next war's panel), the summary card, the
    message on screen (two passing messages never overlap), the board's own rows (a market)
    and the cells the others just changed (a turn's banner never sweeps over them), then
    over the fewest pieces."""
    cells = set(cells)

    def band_area(width: int | None = None) -> pygame.Rect:
        board = table.regions.board
        s = table.regions.scale
        height = int(100 * s)
        for c in table.panel.focus_cells() if table.panel else ():
            cells.add(c)
        keep = [table.board.cell_rect(c) for c in cells] + overlays(table) + button_rects(table)
        viewer = table.shown_viewer()
        changed = table.recent.get(viewer, 0) | table.since.marks(viewer)
        keep += [table.board.cell_rect(c) for c in bits(changed)]
        pieces = [table.board.cell_rect(c) for c in bits(table.state.occupied())]
        spill, market = board.union(table.regions.bottom), table.board.keep_clear()
        tried = []
        # A band a little lower where the full one hides something kept (a small window: the
        # panel fills the board and the bottom strip has the buttons); its words shrink with it.
        for k in SHORTER:
            # The middle of the board first (where a banner was always read), then higher and lower.
            middle = pygame.Rect(0, 0, min(width or board.width, board.width), int(height * k))
            middle.center = board.center
            box = placement.place(
                middle.size, board, keep, pieces, candidates=[middle], spill=spill, rather=market
            )
            cost = (placement.hidden(box, keep), placement.hidden(box, market))
            band_area.opaque = False  # type: ignore[attr-defined]  # on the board: see-through ends
            if cost == (0, 0):
                return box
            tried.append((cost, -k, box))
            if k == SHORTER[0] or k == SHORTER[-1]:
                # No full band fits on the board (a small window): beside it rather than a
                # lower band over row 1 and the column letters, where the free part of the
                # side column (the log) leaves the whole board in sight — at once where the
                # words fit there whole, else once no lower band fits either.
                aside = off_board(table, int(height), keep, width if k == SHORTER[0] else None)
                if aside is not None:
                    band_area.opaque = True  # type: ignore[attr-defined]  # over the log's words: hide them wholly (`anims.Banner`)
                    return aside
        return min(tried, key=lambda t: t[:2])[2]  # the least hidden, the highest band

    band_area.opaque = False  # type: ignore[attr-defined]  # set where it goes beside the board
    return band_area


def off_board(table, height: int, keep: list[pygame.Rect], width: int | None = None) -> pygame.Rect | None:
    """A banner's home off the board: the top of the log's column, a band as wide as it,
    where it hides nothing kept (the summary card there, a message) and its words fit at
    their size; None where they would not (a wide banner's words shrank unreadably in the
    column: a lower band on the board reads better)."""
    log = table.regions.log
    if log.width <= 0 or log.height < height:
        return None
    # `width` is the band's with its faded ends (`anims.Banner.width`): its words take 0.64
    # of it, and must fit the column whole (the display face shrinks in coarse steps).
    if width is not None and log.width < 0.64 * width:
        return None
    box = pygame.Rect(log.left, log.top, log.width, height)
    return box if placement.hidden(box, keep) == 0 else None


def turn_area(table) -> Callable[[int], pygame.Rect]:
    """Where a turn's banner ("Your turn", "Lion's turn") goes: the top bar, after its
    sentence and left of its buttons, over the game's counters (told on the board and the
    seats too) and never over a cell, the round or the sentence. Over the board it hid the
    column letters and row 1 as the turn began, where the others' new pieces were; over the
    whole bar it hid the round and the prompt (issue 30). Where the sentence leaves too
    little of the bar, the top of the log's column, unless the card of what changed is
    there. The band is the bar's height (`anims.Banner` fits its words to it)."""

    def in_top_bar(_width: int | None = None) -> pygame.Rect:
        top, board = table.regions.top, table.regions.board
        s = table.regions.scale
        lefts = [b.rect.left for b in table.buttons.buttons if b.rect is not None and b.rect.colliderect(top)]
        # Up to the bar's buttons (the counters beside them may reach past the board's edge).
        right = min(lefts) - int(6 * s) if lefts else board.right
        left = words_right(table) + int(12 * s)
        log = table.regions.log
        card = table.summary.rect if table.summary is not None else None
        if right - left < int(TURN_ROOM * s) and (card is None or card.width == 0):
            return pygame.Rect(log.left, log.top, log.width, min(top.height, log.height))
        # The room there is (the card of what changed at the log's top): its words shrink to it.
        return pygame.Rect(left, top.top, max(0, right - left), top.height)

    return in_top_bar


TURN_ROOM = 130  # the narrowest band a turn's words are read in (at scale 1)


def words_right(table) -> int:
    """Where the top bar's round and sentence end, as `top_bar.draw` draws them."""
    bar = top_bar(table)
    widths = [rendered(line, bar.size, theme.TEXT).get_width() for line in bar.lines]
    return bar.left + min(max(widths, default=0), bar.room)


def button_rects(table) -> list[pygame.Rect]:
    """The table's buttons on screen and the prompt line: a banner docked in the bottom strip
    (a war's result below the panel of red tiles to remove, at 800×500) had Undo and Pass
    drawn over its words."""
    # And the prompt line above them, which says what to do while the banner shows.
    return [b.rect for b in table.buttons.buttons if b.rect is not None and b.rect.width > 0] + [
        table.regions.hint
    ]


def overlays(table) -> list[pygame.Rect]:
    """The boxes on screen over the board that a banner must not hide: the decision's panel
    (the person's or one watched), the summary card, the message."""
    boxes = []
    phase = table.phase()
    if table.panel is not None and table.panel.rect is not None and phase in SHOWS_PANEL:
        boxes.append(table.panel.rect)
    if table.summary is not None and table.summary.rect is not None and phase == Phase.DECIDE:
        boxes.append(table.summary.rect)
    message = table.app.message_rect()
    if message is not None:
        boxes.append(message)
    return boxes


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
    box = table.app.toasts.box(low, s)
    if box is None:
        return low
    # The message's own box: at the edge of the board away from the panel, off a market row
    # and the cells the panel is about, over the fewest pieces (`placement.place`).
    focus = table.panel.focus_cells() if table.panel is not None else []
    spots = [box.move(0, band.top - low.top) for band in bands]
    focus_rects = boxes + [table.board.cell_rect(c) for c in focus]
    spot = placement.place(box.size, board, focus_rects, pieces, candidates=spots, rather=keep)
    return pygame.Rect(spot.centerx - board.width // 2, spot.top, board.width, low.height)
