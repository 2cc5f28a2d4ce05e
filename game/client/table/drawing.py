"""A table's drawing: a still layer (board, pieces, bars, seats, the mode's slot, the
panel's texts, the curtain), cached until something in it changes, then what moves
(highlights, animations, banners, the summary card, buttons, hover cards). `table` is
the `TableScene` (not imported: it imports this module)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pygame

from game.engine.grid import bit_list

from .. import anims, placement, theme
from ..hover_card import draw_card
from ..log_view import clamp_scroll, draw_log
from ..notation_words import shown_notation
from ..overlay import Overlay
from ..presentation import Card
from ..turn import Phase
from . import banners, bottom_bar, curtain, edge_labels, top_bar
from .tray_card import tray_spot


def overlay(table, alpha: float) -> Overlay:
    viewer = table.viewer if table.session.humans else -1
    o = Overlay(time=table.time, recent=table.recent.get(viewer, 0), show_kingdoms=table.show_kingdoms)
    if table.show_kingdoms:
        o.names = list(table.names)
    phase = table.phase()
    for anim in table.anim_list:
        anim.mark(o, alpha)
    if phase == Phase.CURTAIN:
        pass
    elif phase == Phase.REPLAY:
        o.recent = 0
    else:
        o.marks = table.since.marks(table.viewer) if table.viewer >= 0 else 0
        if table.panel is not None:
            table.panel.overlay(o)
    table.mode.overlay(o)
    return o


def still_key(table, hidden: int) -> tuple:
    state = table.state
    return (
        table.app.size,
        table.revision,
        table.phase(),
        table.viewer,
        table.panel.name if table.panel else "",
        table.panel.still_key() if table.panel else (),
        table.show_kingdoms,
        table.log_scroll,
        len(table.log),
        table.app.settings.log_notation,
        hidden,
        state.to_move,
        bool(table.end_armed),
        id(table.summary),
        table.board.cell,
        tuple(table.board.rect),
    ) + table.mode.still_key()


def draw(table, surface: pygame.Surface, alpha: float) -> None:
    """The still layer (cached until something changes), then what moves."""
    marks = table.overlay(alpha)
    key = table.still_key_of(marks.hidden)
    still = table.still_layer
    if still is None or still.get_size() != surface.get_size() or table.still_key != key:
        if still is None or still.get_size() != surface.get_size():
            still = table.still_layer = pygame.Surface(surface.get_size()).convert()
        table.still_key = key
        draw_still(table, still, marks)
    surface.blit(still, (0, 0))
    s = table.regions.scale
    clip = surface.get_clip()
    surface.set_clip(table.regions.board)  # a zoomed board stays in its area
    table.board.draw_moving(surface, table.state, marks)
    edge_labels.draw(table, surface)  # a zoomed board's coordinates, over what moves on it
    surface.set_clip(clip)
    for box in boxes_over_board(table):
        surface.blit(still, box, box)  # what moves on the board stays under them
    table.mode.draw_thinking(surface, s)
    for anim in table.anim_list:
        if not isinstance(anim, anims.Banner):
            anim.draw(surface, alpha)
    for anim in banners.running(table):
        if isinstance(anim, anims.Banner):
            anim.draw(surface, alpha)
    if table.summary is not None and table.phase() == Phase.DECIDE:
        table.summary.draw(surface, table)
    table.buttons.draw(surface, int(20 * s))
    if table.panel is not None and table.phase() in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
        table.panel.draw_moving(surface, alpha)  # over its buttons (a monument's picture)
    tip = table.panel.tooltip() if table.panel is not None and table.phase() == Phase.DECIDE else None
    table.card_rect = None
    if tip is not None:
        # A move's preview: over the cells, never over the coordinates the player reads.
        cells = table.board.rect.clip(table.regions.board)
        table.card_rect = draw_card(surface, must_read(table, tip), table.regions.board, s, cells)
    elif table.card is not None:
        # A card about the board stays over the board (never over the log or the seats),
        # unless it would cover cells lit for a move or the board is zoomed (`tray_spot`).
        # Anything else: anywhere below the top bar.
        card = must_read(table, table.card)
        on_board = table.regions.board.colliderect(table.card.anchor)
        w, h = surface.get_size()
        below_top = pygame.Rect(0, table.regions.top.bottom, w, h - table.regions.top.bottom)
        bounds = table.regions.board if on_board else below_top
        if on_board or table.regions.bottom.colliderect(card.anchor):
            # A piece's card (on the board or in the tray) off the cells lit for a move: it
            # covered the very cells it told of; a zoomed board's over the log (review 06c, 81c).
            lit = lit_rects(table, marks.targets | marks.outline)
            # A tray card: off the seats' figures and the bar's buttons where it can be.
            off = [] if on_board else [*table.regions.seats.values(), table.regions.bottom_buttons]
            card = replace(card, keep=[*card.keep, *lit], avoid=[*card.avoid, *off])
            spot = tray_spot(table, card, lit, bounds, s, on_board and table.zoom.level > 1.0)
            if spot or not on_board:
                table.card_rect = draw_card(surface, card, below_top, s, **spot)
                return
        side = table.regions.side
        if not on_board and side.colliderect(table.card.anchor):
            # About a seat (its score, a badge, a leader): beside the side column, over the
            # board's edge; below its anchor it covered the next seat's card.
            seats = list(table.regions.seats.values())
            table.card_rect = draw_card(surface, card, bounds, s, place=beside_column(side, seats))
            return
        table.card_rect = draw_card(surface, card, bounds, s)


def lit_rects(table, cells: int) -> list[pygame.Rect]:
    """The lit `cells` in sight on the board, each its rectangle on screen."""
    view = table.regions.board
    rects = [table.board.cell_rect(c) for c in bit_list(cells)]
    return [r.clip(view) for r in rects if r.colliderect(view)]


def beside_column(side: pygame.Rect, seats: list[pygame.Rect]):
    """A card's place (for `draw_card`) left of the side column at its anchor's height, off
    every seat card (the one it is about too: its other figures)."""

    def place(card: Card, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
        box = pygame.Rect((0, 0), size)
        box.right, box.centery = side.left - 4, card.anchor.centery
        box.clamp_ip(bounds)
        return placement.place(size, bounds, [card.anchor, *card.keep, *seats], card.avoid,
                               near=card.anchor, candidates=[box])

    return place


def must_read(table, card: Card) -> Card:
    """The card, also kept off what the player must read whatever it is about: the prompt
    line (a tray piece's card sat above the piece, on the instruction) and the board's own
    row (a market: Yellow & Yangtze's revolt and off-board soldiers' cards lay over it)."""
    lines = [table.regions.hint, *table.board.keep_clear()]
    return replace(card, keep=[*card.keep, *lines])


def boxes_over_board(table) -> list[pygame.Rect]:
    """The boxes the still layer draws over the board (the decision's panel, the hot
    seat's curtain): nothing the board draws each frame (highlights, a capital's name)
    shows through them."""
    phase = table.phase()
    boxes = []
    if table.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
        if table.panel.rect is not None:
            boxes.append(table.panel.rect.inflate(8, 8))
    elif phase == Phase.CURTAIN:
        boxes.append(curtain.box(table).inflate(8, 8))
    return [box.clip(table.regions.board.union(table.regions.bottom)) for box in boxes]


def draw_still(table, surface: pygame.Surface, overlay: Overlay) -> None:
    lay = table.regions
    theme.table(surface, lay.board)
    clip = surface.get_clip()
    surface.set_clip(lay.board)  # a zoomed board stays in its area
    table.board.draw_still(surface, table.state, overlay)
    surface.set_clip(clip)
    top_bar.draw(surface, table)
    table.mode.draw_side(surface)
    bottom_bar.draw(surface, table)
    table.mode.draw_bottom(surface)
    phase = table.phase()
    if table.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
        table.panel.draw_still(surface)
    elif phase == Phase.CURTAIN:
        curtain.draw(surface, table)


def draw_log_view(table, surface: pygame.Surface) -> None:
    """The log in its region (the game's slot below the seats)."""
    lay = table.regions
    # Buttons on the log's heading line: "Replay" beside "Log", the hint's and where it
    # turned at the right; the scroll note goes between them.
    replay = table.buttons.by_name("log replay")
    line = pygame.Rect(lay.log.left, lay.log.top - int(40 * lay.scale), lay.log.width, int(40 * lay.scale))
    on_line = [b.rect.left for b in table.buttons.buttons
               if b.rect is not None and b is not replay and b.rect.colliderect(line)]
    right = min(on_line) - int(6 * lay.scale) if on_line else None
    draw_log(surface, table.log, table.colours, lay.log, lay.scale, table.log_scroll, table.replay_lines(),
             right, replay.rect.right + int(8 * lay.scale) if replay is not None else 0,
             table.app.settings.log_notation,
             partial(shown_notation, context=table.presentation.context))


def clamp_log(table, scroll: int) -> int:
    lay, notation = table.regions, table.app.settings.log_notation
    return clamp_scroll(table.log, table.colours, lay.log, lay.scale, scroll, notation)

