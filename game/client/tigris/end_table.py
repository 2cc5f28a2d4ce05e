"""The end of a game of Tigris & Euphrates: each seat's four colours with its
treasures added to the weakest (shown as +n), its result (the weakest
colour), the ranking, and a sentence per place saying where it was decided.
The rows are revealed from the last place up, their totals counting."""

from __future__ import annotations

import pygame

from .. import theme
from ..end_table import draw_headings, draw_rows, explain_ranking
from ..i18n import _, ngettext
from ..widgets import draw_text
from .words import colour_word


def end_reason(state) -> str:
    return (
        _("Only two treasures were left.")
        if state.end_reason == "treasures"
        else _("The bag could not supply the tiles.")
    )


def notes(state, names) -> str:
    treasures = [
        ngettext("{who}: {n} treasure", "{who}: {n} treasures", state.treasures_taken[seat]).format(
            who=names[seat], n=state.treasures_taken[seat]
        )
        for seat in range(state.n)
    ]
    reasons = explain_ranking(list(names), state.final_scores(), state.ranking())
    return (
        _("(+n) treasures added to the weakest colours; framed: each player's weakest colour. ")
        + "; ".join(treasures)
        + ". "
        + " ".join(reasons)
    )


def draw_table(
    surface: pygame.Surface, box: pygame.Rect, top: int, table, badge, s: float, reveal: float
) -> int:
    """The shell's ranking table (`..end_table.draw_rows`, which says what `reveal` is) with
    this game's columns: the four colours, treasures added. Returns the y below the table."""
    state = table.state
    # Tigris & Euphrates' columns (the shell draws the rows); the other game's are laid out alike
    # for its own colours.
    row_h = int(52 * s)
    colour_left = box.left + int(box.width * 0.42)
    colour_w = int(box.width * 0.11)
    result_x = colour_left + 4 * colour_w + int(30 * s)
    colour_labels = [colour_word(colour) for colour in range(4)]
    draw_headings(surface, top, s, colour_left, colour_w, result_x, _("result"), colour_labels, fit=False)

    def draw_cells(row: pygame.Rect, seat: int, final: tuple[int, ...], shown: float, k: float) -> None:
        """The four colours, treasures added (+n) and the weakest framed once the row is in."""
        raw = state.score(seat)
        weakest = min(final)
        for colour in range(4):
            cx = colour_left + colour * colour_w + colour_w // 2
            cell = pygame.Rect(0, 0, colour_w - 8, row_h - 14)
            cell.center = (cx, row.centery)
            pygame.draw.rect(surface, theme.PIECE[colour], cell, border_radius=6)
            if final[colour] == weakest and shown >= 1:
                pygame.draw.rect(surface, theme.GOLD, cell, 3, border_radius=6)
            extra = final[colour] - raw[colour]
            value = round(final[colour] * k)
            text = f"{value}" + (f" (+{extra})" if extra and shown >= 1 else "")
            draw_text(
                surface,
                text,
                int(20 * s),
                (255, 255, 255),
                cell.center,
                "center",
                bold=True,
                max_width=cell.width - 4,
            )

    return draw_rows(
        surface, box, top + int(26 * s), state, table.names, table.colours, badge, s, reveal, colour_left,
        result_x, draw_cells,
    )
