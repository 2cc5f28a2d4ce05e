"""A seat's card in the side column (the shell draws its frame, name and
role): its five leaders (faded when on the board), how many tiles it holds,
and its score: four colours and the wild yellow, with the weakest colour —
after the yellow points are added where they help most — framed."""

from __future__ import annotations

import pygame

from game.engine.scoring import assign_wild
from game.engine.yangtze.pieces import YELLOW

from .. import theme
from ..i18n import _, pgettext
from ..score_box import draw_score_box
from ..seat_rows import draw_leaders, row_places, score_top
from ..widgets import draw_text
from . import art


def seat_layout(card: pygame.Rect, s: float) -> dict:
    """The card's rows: the pieces, then the score (one box per colour)."""
    pieces, icon, score, box = row_places(card, s, 16)
    return {"pieces": pieces, "icon": icon, "score": score, "box": box}


def weakest(score: tuple[int, ...]) -> tuple[set[int], int]:
    """The colours that decide the result (yellow assigned), and the result."""
    final = assign_wild(score[:YELLOW], score[YELLOW])
    low = min(final)
    return {c for c, v in enumerate(final) if v == low}, low


def draw_seat(
    surface: pygame.Surface, table, seat: int, card: pygame.Rect, parts: dict, show_score: bool, s: float
) -> None:
    state = table.state
    x = draw_leaders(surface, state, seat, art.leader, 5, parts) + int(8 * s)
    icon, y = parts["icon"], parts["pieces"].top
    draw_text(
        surface,
        pgettext("yangtze", "tiles {n}").format(n=state.hand_size(seat)),
        theme.small(17, s),
        theme.TEXT,
        (x, y + icon // 2),
        "midleft",
        max_width=parts["pieces"].right - x,
    )
    box = parts["box"]
    y2 = score_top(surface, parts, show_score, s)
    if y2 is None:
        return
    score = state.score(seat)
    low, result = weakest(score)
    sx = parts["score"].left
    right = parts["score"].right
    for colour in range(5):
        square = pygame.Rect(sx, y2, box, box)
        if colour in low:
            # The weakest colour decides the game: framed in gold.
            pygame.draw.rect(surface, theme.GOLD, square.inflate(6, 6), 2, border_radius=4)
        draw_score_box(surface, square, art.PIECE[colour], art.PIECE_LIGHT[colour])
        text = str(score[colour]) if colour != YELLOW else f"+{score[colour]}"
        t = draw_text(
            surface,
            text,
            theme.small(17, s),
            theme.GOLD if colour in low else theme.TEXT,
            (sx + box + 3, y2 + box // 2),
            "midleft",
            bold=True,
        )
        sx = t.right + int(8 * s)
    if sx + theme.font(theme.small(15, s)).size(_("result {n}").format(n=result))[0] < right:
        draw_text(
            surface,
            _("result {n}").format(n=result),
            theme.small(15, s),
            theme.TEXT_DIM,
            (right, y2 + box // 2),
            "midright",
        )
