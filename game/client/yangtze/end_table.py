"""The end of a game of Yellow & Yangtze: each seat's four colours with its
yellow points added, one at a time, to the weakest (shown as +n), the yellow
points it had, its result (the weakest colour), the ranking, and a sentence
per place saying where it was decided. The rows are revealed from the last
place up, their totals counting."""

from __future__ import annotations

import pygame

from game.engine.yangtze.pieces import YELLOW

from .. import theme
from ..end_table import draw_headings, draw_rows, explain_ranking
from ..i18n import _, listing, ngettext
from ..widgets import draw_text
from . import art
from .words import colour_word


def yellow_lines(state, names) -> list[str]:
    """Where each player's yellow points went (the weakest colour, one point at a time)."""
    lines = []
    finals = state.final_scores()
    for seat in range(state.n):
        raw = state.score(seat)
        if not raw[YELLOW]:
            continue
        gains = [
            f"+{finals[seat][c] - raw[c]} {colour_word(c)}" for c in range(4) if finals[seat][c] != raw[c]
        ]
        lines.append(
            ngettext(
                "{who}'s {n} yellow point went to {where}",
                "{who}'s {n} yellow points went to {where}",
                raw[YELLOW],
            ).format(who=names[seat], n=raw[YELLOW], where=listing(gains))
        )
    return lines


def end_reason(state) -> str:
    return _("A player had to draw a tile from an empty bag.")


def notes(state, names) -> str:
    reasons = explain_ranking(list(names), state.final_scores(), state.ranking())
    yellow = yellow_lines(state, names)
    return (
        _("(+n): yellow points added to the weakest colour, one at a time; framed: each player's result. ")
        + ("; ".join(yellow) + ". " if yellow else "")
        + " ".join(reasons)
    )


def draw_table(
    surface: pygame.Surface, box: pygame.Rect, top: int, table, badge, s: float, reveal: float
) -> int:
    """The shell's ranking table (`..end_table.draw_rows`, which says what `reveal` is) with
    this game's columns: the four colours, yellow points added, then the yellow. Returns the
    y below the table."""
    state = table.state
    # Yellow & Yangtze's columns (the shell draws the rows); the other game's are laid out alike
    # for its own colours.
    row_h = int(52 * s)
    colour_left = box.left + int(box.width * 0.38)
    colour_w = int(box.width * 0.1)
    result_x = colour_left + 5 * colour_w + int(34 * s)
    colour_labels = [colour_word(colour) for colour in range(5)]
    draw_headings(surface, top, s, colour_left, colour_w, result_x, _("result"), colour_labels, fit=True)

    def draw_cells(row: pygame.Rect, seat: int, final: tuple[int, ...], shown: float, k: float) -> None:
        """The four colours with the yellow points added (+n), the weakest framed once the row is in; then
        the yellow points the player had."""
        raw = state.score(seat)
        weakest = min(final)
        for colour in range(5):
            cx = colour_left + colour * colour_w + colour_w // 2
            cell = pygame.Rect(0, 0, colour_w - 8, row_h - 14)
            cell.center = (cx, row.centery)
            pygame.draw.rect(surface, art.PIECE[colour], cell, border_radius=6)
            ink = art.PIECE_SYMBOL[colour] if colour == YELLOW else (255, 255, 255)
            if colour == YELLOW:
                text = str(round(raw[YELLOW] * k))
            else:
                if final[colour] == weakest and shown >= 1:
                    pygame.draw.rect(surface, theme.GOLD, cell.inflate(4, 4), 3, border_radius=7)
                extra = final[colour] - raw[colour]
                text = f"{round(final[colour] * k)}" + (f" (+{extra})" if extra and shown >= 1 else "")
            draw_text(
                surface, text, int(20 * s), ink, cell.center, "center", bold=True, max_width=cell.width - 4
            )

    return draw_rows(
        surface, box, top + int(26 * s), state, table.names, table.colours, badge, s, reveal, colour_left,
        result_x, draw_cells,
    )
