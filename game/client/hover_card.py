"""Hover cards: a small box of words beside whatever the pointer rests on
(a piece, a score, a badge) or beside the cell a move would go to (the
move's preview). Its contents come from the game's presentation (`Card`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.grid import cell_name

from . import placement, theme
from .i18n import _, listing
from .presentation import Card
from .widgets import draw_text, wrap


def card_lines(card: Card, s: float, most: int = 0) -> tuple[list[tuple[str, int, tuple, bool]], int, int]:
    """The card's rows (text, size, colour, bold), its width and height (`most`: at most that
    wide, its lines wrapped shorter; 0: as wide as its words need)."""
    # Never below the side column's smallest text (readable at 1024×640); the width grows
    # with the text, so a line holds as many words as at 1280×800.
    size = theme.small(18, s)
    title_size = max(theme.SMALLEST + 1, int(20 * s))
    width_limit = int(330 * size / 18)
    if most:
        width_limit = min(width_limit, most - int(22 * s))
    rows: list[tuple[str, int, tuple, bool]] = []
    if card.title:
        # A title starts with a capital, whatever word a translation put first («пагода…»).
        title = card.title[:1].upper() + card.title[1:]
        for line in wrap(title, title_size, width_limit, True):
            rows.append((line, title_size, card.accent, True))
    for text in card.warnings:
        for line in wrap("⚠ " + text, size, width_limit, True):
            rows.append((line, size, theme.BAD, True))
    for text in card.lines:
        for line in wrap(text, size, width_limit):
            rows.append((line, size, theme.TEXT, False))
    note_size = max(theme.SMALLEST, size - 3)  # the figures behind the words: smaller, dimmer
    for text in card.notes:
        for line in wrap(text, note_size, width_limit):
            rows.append((line, note_size, theme.TEXT_DIM, False))
    width = max((theme.font(r[1], r[3]).size(r[0])[0] for r in rows), default=40) + int(22 * s)
    height = sum(int(r[1] * 0.82) + 5 for r in rows) + int(14 * s)
    return rows, width, height


def place_card(card: Card, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
    """Beside the anchor (above, below, right, left), never over it or `keep` where there is
    room, over as few of `avoid` as it can; or just above what is kept over the anchor
    when that is nearer (a tray piece's card above the prompt line and the market row,
    not at the far side of the board)."""
    box = placement.place(size, bounds, card.keep, card.avoid, near=card.anchor)
    up = above_kept(card, size, bounds)
    if up is None:
        return box
    kept = [card.anchor, *card.keep]
    centre = pygame.Vector2(card.anchor.center)

    def rank(r: pygame.Rect) -> tuple:
        return placement.hidden(r, kept), len(r.collidelistall(card.avoid)), centre.distance_to(r.center)

    return up if rank(up) < rank(box) else box


def above_kept(card: Card, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect | None:
    """A box over the anchor's column, its bottom just above the kept rectangles stacked
    above the anchor (None when none is)."""
    a = card.anchor
    box = pygame.Rect((0, 0), (min(size[0], bounds.width), min(size[1], bounds.height)))
    box.midbottom = a.midtop
    box.clamp_ip(bounds)
    # The box's own width decides what is over it (a market row may start right of the anchor).
    over = [r for r in card.keep if r.bottom <= a.top + 2 and r.left < box.right and r.right > box.left]
    if not over:
        return None
    box.bottom = min(r.top for r in over) - 4
    return box.clamp(bounds)


def draw_card(
    surface: pygame.Surface, card: Card, bounds: pygame.Rect, s: float, within: pygame.Rect | None = None,
    place: Callable[[Card, tuple[int, int], pygame.Rect], pygame.Rect] = place_card, most: int = 0,
) -> pygame.Rect:
    """The card beside its anchor within `bounds`, or within `within` when it fits there (a
    move's preview stays on the board's cells, off its column letters and row numbers).
    `place` chooses the spot (`place_card`: the anchor's four sides); `most`: the widest it
    may be (its lines wrapped shorter)."""
    rows, width, height = card_lines(card, s, most)
    if within is not None and within.width >= width and within.height >= height:
        bounds = within
    rect = place(card, (width, height), bounds)
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=9)
    surface.blit(shadow, rect.move(3, 4))
    pygame.draw.rect(surface, (18, 22, 31), rect, border_radius=9)
    pygame.draw.rect(
        surface, theme.BAD if card.warning or card.warnings else card.accent, rect, 2, border_radius=9
    )
    y = rect.top + int(7 * s)
    for text, size, colour, bold in rows:
        draw_text(surface, text, size, colour, (rect.left + int(11 * s), y), bold=bold)
        y += int(size * 0.82) + 5
    return rect


def leader_lines(state, seat: int, colours: int, leader_word) -> list[str]:
    """What everyone sees of a seat's leaders (both games' seat cards): those on the
    board with their cells, and those off it, in each game's words."""
    placed = [c for c in range(colours) if state.leader_cell(seat, c) >= 0]
    home = [c for c in range(colours) if state.leader_cell(seat, c) < 0]
    lines = []
    if placed:
        lines.append(
            _("On the board: {leaders}").format(
                leaders=listing(
                    _("{leader} on {cell}").format(
                        leader=leader_word(c), cell=cell_name(state.leader_cell(seat, c))
                    )
                    for c in placed
                )
            )
        )
    if home:
        lines.append(
            _("Off the board: {leaders}").format(leaders=listing(leader_word(c) for c in home))
        )
    return lines
