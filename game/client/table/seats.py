"""The seat column: a card per seat (its badge, name, role, pieces and score, whose turn
it is, a computer thinking), or a lesson's compact rows; what goes below them is the
mode's (the log, a lesson's text)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..i18n import _
from ..seat_order import draw_order
from ..widgets import draw_text, panel


def to_play(table, seat: int) -> bool:
    state = table.state
    return not state.is_over and seat == (state.active if state.held else state.to_move)


def draw_cards(surface: pygame.Surface, table) -> None:
    """The column's bar and every seat's card."""
    lay = table.regions
    s = lay.scale
    theme.bar(surface, lay.side, left_edge=True)
    viewer = table.shown_viewer()
    for seat, rect in lay.seats.items():
        draw_card(surface, table, seat, rect, to_play(table, seat), viewer, s)


def draw_card(surface, table, seat: int, rect: pygame.Rect, active: bool, viewer: int, s: float) -> None:
    state = table.state
    session = table.session
    dynasty = state.dynasties[seat]
    accent = table.colours[seat]
    panel(surface, rect, theme.PANEL, theme.GOLD if active else theme.PANEL_EDGE, radius=10, shadow=False)
    pygame.draw.rect(
        surface,
        accent,
        (rect.left + 2, rect.top + 6, max(3, int(4 * s)), rect.height - 12),
        border_radius=2,
    )
    if active:
        pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=10)
    badge = int(min(rect.height * 0.46, 40 * s))
    centre = (rect.left + int(10 * s) + badge // 2, rect.top + int(8 * s) + badge // 2)
    pygame.draw.circle(surface, accent, centre, badge // 2)
    pygame.draw.circle(surface, theme.darker(accent), centre, badge // 2, max(1, int(2 * s)))
    icon = table.presentation.dynasty_badge(dynasty, int(badge * 0.8))
    surface.blit(icon, icon.get_rect(center=centre))
    draw_order(surface, seat, centre, badge, active)
    x = rect.left + badge + int(18 * s)
    small = theme.small(16, s)
    # Room at the right for "to play" or "thinking...", whichever the seat may show.
    room = rect.right - x - int(14 * s) - max(
        theme.font(small).size(_("to play"))[0] if session.seats[seat].human else 0,
        theme.font(small).size(_("thinking") + "...")[0] if not session.seats[seat].human else 0,
    )
    draw_text(
        surface,
        table.names[seat],
        theme.small(21, s),
        theme.TEXT,
        (x, rect.top + int(5 * s)),
        bold=True,
        max_width=room,
    )
    draw_text(
        surface,
        session.seat_role(seat),
        small,
        theme.TEXT_DIM,
        (x, rect.top + int(24 * s)),
        max_width=rect.right - x - int(10 * s),
    )
    if active and session.seats[seat].human:
        draw_text(
            surface,
            _("to play"),
            small,
            theme.GOLD,
            (rect.right - int(8 * s), rect.top + int(9 * s)),
            "topright",
        )
    parts = table.regions.seat_parts.get(seat, {})
    table.presentation.draw_seat(surface, table, seat, rect, parts, session.scores_visible(viewer, seat), s)


def draw_thinking(surface: pygame.Surface, table, s: float) -> None:
    """"thinking..." on the card of a computer deciding (drawn each frame: the dots grow)."""
    state = table.session.state
    if state.is_over or state.held or table.session.seats[state.to_move].human or table.replay:
        return
    rect = table.regions.seats.get(state.to_move)
    if rect is None:
        return
    dots = "." * (1 + int(table.time * 3) % 3)
    size = theme.small(16, s)
    left = rect.right - int(8 * s) - theme.font(size).size(_("thinking") + "...")[0]  # the dots grow
    draw_text(surface, _("thinking") + dots, size, theme.GOLD, (left, rect.top + int(9 * s)))


# ---------------------------------------------------------------- compact rows (a lesson's)


def compact_rows(side: pygame.Rect, n: int, s: float) -> tuple[dict[int, pygame.Rect], pygame.Rect]:
    """A compact row per seat at the column's top, and the room left below them."""
    row_h = int(36 * s)
    top = side.top + int(10 * s)
    rows = {
        seat: pygame.Rect(
            side.left + int(10 * s), top + seat * row_h, side.width - int(20 * s), row_h - int(4 * s)
        )
        for seat in range(n)
    }
    below = pygame.Rect(
        side.left + int(10 * s),
        top + n * row_h + int(6 * s),
        side.width - int(20 * s),
        side.bottom - top - n * row_h - int(16 * s),
    )
    return rows, below


def draw_rows(surface: pygame.Surface, table, computer_to_move: bool, place: Callable[[int], int]) -> float:
    """The side column of a lesson or a challenge: a compact row per seat (`draw_row`),
    "thinking…" in the row of the seat to move while `computer_to_move`, each seat's
    medal `place(seat)`; the window's scale."""
    lay = table.regions
    s = lay.scale
    theme.bar(surface, lay.side, left_edge=True)
    for seat, rect in lay.seats.items():
        thinking = computer_to_move and seat == table.state.to_move
        draw_row(surface, table, seat, rect, s, thinking, place(seat))
    return s


def draw_row(surface: pygame.Surface, table, seat: int, rect: pygame.Rect, s: float, thinking: bool,
             place: int) -> None:
    """A seat's compact row: its badge and name, then its points as the game's
    presentation draws them (`GamePresentation.draw_lesson_scores`) at the right;
    "thinking…" when `thinking`, a medal with its `place` (0: none)."""
    state = table.state
    dynasty = state.dynasties[seat]
    to_move = not state.is_over and seat == state.to_move
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD if to_move else theme.PANEL_EDGE, rect, 2, border_radius=8)
    badge = rect.height - int(8 * s)
    centre = (rect.left + int(6 * s) + badge // 2, rect.centery)
    pygame.draw.circle(surface, table.colours[seat], centre, badge // 2)
    icon = table.presentation.dynasty_badge(dynasty, int(badge * 0.8))
    surface.blit(icon, icon.get_rect(center=centre))
    x = centre[0] + badge // 2 + int(8 * s)
    scores = table.presentation.draw_lesson_scores(surface, table, seat, rect, s)
    if thinking:
        # Said in the row, between the name and the points (still: the row is in the cached
        # layer).
        said = draw_text(surface, _("thinking…"), theme.small(15, s), theme.GOLD,
                         (scores.left - int(6 * s), rect.centery), "midright")
        scores = scores.union(said)
    if place:
        medal = (centre[0] - badge // 2 + int(5 * s), rect.top + int(7 * s))
        pygame.draw.circle(surface, theme.GOLD, medal, int(8 * s))
        draw_text(surface, str(place), int(13 * s), theme.PANEL_DARK, medal, "center", bold=True)
    draw_text(
        surface,
        table.names[seat],
        theme.small(18, s),
        theme.TEXT,
        (x, rect.centery),
        "midleft",
        bold=True,
        max_width=scores.left - x - int(4 * s),
    )
