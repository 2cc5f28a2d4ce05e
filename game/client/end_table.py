"""The end of a game's ranking table, as both games draw it: a row per seat from
the first place down, revealed from the last place up; each row has its place,
the player's badge and name, the game's colour cells (drawn by the game's
`end_table.py`, which also writes the headings) and the result, counting up as
the row appears."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from . import anims, theme
from .i18n import _
from .widgets import draw_text

# Draws one row's colour cells: (the row's rect, the seat, its final scores, how far the
# row is shown (1 and more: fully), the eased fraction its numbers have counted up to).
DrawCells = Callable[[pygame.Rect, int, tuple[int, ...], float, float], None]


def table_height(players: int, s: float) -> int:
    """The table's height: the headings, then one row per seat (`draw_rows`)."""
    return int((26 + 52 * players) * s)


def _ordinal(index: int) -> str:
    return (_("weakest"), _("second weakest"), _("third weakest"), _("strongest"))[index]


def explain_ranking(
    names: list[str], finals: list[tuple[int, ...]], ranking: tuple[tuple[int, ...], ...]
) -> list[str]:
    """Sentences: why each place is above the next (the first of the four colours, from the
    weakest up, where they differ), and who shares a place. Both games rank by the sorted
    four colours, whatever was added to them (treasures, yellow points)."""
    lines = []
    for group in ranking:
        if len(group) > 1:
            lines.append(
                _("{names} share a place: equal in all four colours.").format(
                    names=" & ".join(names[s] for s in group)
                )
            )
    for upper, lower in zip(ranking, ranking[1:], strict=False):
        a, b = upper[0], lower[0]
        sa, sb = sorted(finals[a]), sorted(finals[b])
        for k in range(4):
            if sa[k] != sb[k]:
                lines.append(
                    _("{a} ahead of {b}: {ordinal} colour {x} against {y}.").format(
                        a=names[a], b=names[b], ordinal=_ordinal(k), x=sa[k], y=sb[k]
                    )
                )
                break
    return lines


def draw_headings(
    surface: pygame.Surface,
    top: int,
    s: float,
    colour_left: int,
    colour_w: int,
    result_x: int,
    result_label: str,
    colour_labels: list[str],
    fit: bool,
) -> None:
    """The columns' headings at `top`: a colour's word over each colour column (`fit`: shrunk
    to the column's width), `result_label` over the result."""
    draw_text(surface, result_label, int(18 * s), theme.TEXT_DIM, (result_x, top), "midtop")
    for colour, label in enumerate(colour_labels):
        draw_text(
            surface,
            label,
            int(18 * s),
            theme.TEXT_DIM,
            (colour_left + colour * colour_w + colour_w // 2, top),
            "midtop",
            max_width=colour_w if fit else None,
        )


def draw_rows(
    surface: pygame.Surface,
    box: pygame.Rect,
    top: int,
    state: Any,
    names: Any,  # names.Names: indexed by seat
    colours: dict,
    badge: Callable[[str, int], pygame.Surface],
    s: float,
    reveal: float,
    colour_left: int,
    result_x: int,
    draw_cells: DrawCells,
) -> int:
    """The ranking's rows from `top` inside `box` (the names end before `colour_left`, the
    result is centred on `result_x`); `reveal` counts the rows shown so far from the last
    place up (fractions count the next row's totals up). Returns the y below the table."""
    finals = state.final_scores()
    row_h = int(52 * s)
    col_x = [box.left + int(30 * s), box.left + int(90 * s)]
    y = top
    rows = []
    place = 1
    for group in state.ranking():
        for seat in group:
            rows.append((place, seat))
        place += len(group)
    n = len(rows)
    for index, (place, seat) in enumerate(rows):
        shown = reveal - (n - 1 - index)  # the last place first
        row = pygame.Rect(box.left + int(20 * s), y, box.width - int(40 * s), row_h - 6)
        if shown <= 0:
            pygame.draw.rect(surface, theme.PANEL_DARK, row, 1, border_radius=10)
            y += row_h
            continue
        k = anims.ease_out(min(1.0, shown))
        pygame.draw.rect(surface, theme.PANEL_DARK, row, border_radius=10)
        if place == 1 and shown >= 1:
            pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=10)
        draw_text(
            surface,
            f"{place}.",
            int(30 * s),
            theme.GOLD,
            (col_x[0], row.centery),
            "midleft",
            bold=True,
            display=True,
        )
        dynasty = state.dynasties[seat]
        pygame.draw.circle(surface, colours[seat], (col_x[1], row.centery), int(18 * s))
        icon = badge(dynasty, int(28 * s))
        surface.blit(icon, icon.get_rect(center=(col_x[1], row.centery)))
        draw_text(
            surface,
            names[seat],
            int(22 * s),
            theme.TEXT,
            (col_x[1] + int(26 * s), row.centery),
            "midleft",
            bold=True,
            max_width=colour_left - col_x[1] - int(30 * s),
        )
        final = finals[seat]
        draw_cells(row, seat, final, shown, k)
        draw_text(
            surface,
            str(round(min(final) * k)),
            int(30 * s),
            theme.GOLD,
            (result_x, row.centery),
            "center",
            bold=True,
        )
        y += row_h
    return y
