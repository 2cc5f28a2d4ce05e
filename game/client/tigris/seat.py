"""A seat's card in the side column (the shell draws its frame, name and
role): its leaders in supply and on the board, catastrophes, how many tiles
it holds, its treasures, and its score, with the weakest colour — the one
that decides the game — marked."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _
from ..score_box import draw_score_box
from ..seat_rows import draw_leaders, row_places, score_top
from ..widgets import draw_text
from . import art


def seat_layout(card: pygame.Rect, s: float) -> dict:
    """The card's rows: the pieces, then the score (one box per colour)."""
    pieces, icon, score, box = row_places(card, s, 18)
    y2 = score.top
    column = (score.width - int(70 * s)) // 4
    colours = [pygame.Rect(score.left + i * column, y2, column - int(4 * s), max(box, 1)) for i in range(4)]
    treasure = pygame.Rect(score.left + 4 * column, y2 - icon - int(5 * s), int(70 * s), icon)
    return {
        "pieces": pieces,
        "icon": icon,
        "score": score,
        "box": box,
        "colours": colours,
        "treasure": treasure,
    }


def weakest(score: tuple[int, ...]) -> set[int]:
    low = min(score)
    return {c for c, v in enumerate(score) if v == low}


def draw_seat(
    surface: pygame.Surface, table, seat: int, card: pygame.Rect, parts: dict, show_score: bool, s: float
) -> None:
    state = table.state
    x = draw_leaders(surface, state, seat, art.leader, 4, parts) + int(6 * s)
    icon, y = parts["icon"], parts["pieces"].top
    for _i in range(state.catastrophes_left[seat]):
        surface.blit(art.catastrophe(icon), (x, y))
        x += icon + 2
    x += int(6 * s)
    size = theme.small(17, s)
    r1 = draw_text(
        surface,
        _("tiles {n}").format(n=state.hand_size(seat)),
        size,
        theme.TEXT,
        (x, y + icon // 2),
        "midleft",
    )
    gem = art.treasure(icon)
    gx = r1.right + int(8 * s)
    surface.blit(gem, (gx, y))
    draw_text(
        surface, str(state.treasures_taken[seat]), size, theme.TEXT, (gx + icon + 3, y + icon // 2), "midleft"
    )
    box = parts["box"]
    y2 = score_top(surface, parts, show_score, s)
    if y2 is None:
        return
    score = state.score(seat)
    low = weakest(score)
    sx = parts["score"].left
    for colour in range(4):
        square = pygame.Rect(sx, y2, box, box)
        if colour in low:
            # The weakest colour decides the game: underlined in gold.
            pygame.draw.rect(surface, theme.GOLD, square.inflate(6, 6), 2, border_radius=4)
        draw_score_box(surface, square, theme.PIECE[colour], theme.PIECE_LIGHT[colour])
        t = draw_text(
            surface,
            str(score[colour]),
            theme.small(18, s),
            theme.GOLD if colour in low else theme.TEXT,
            (sx + box + 4, y2 + box // 2),
            "midleft",
            bold=True,
        )
        sx = t.right + int(12 * s)
    weakest_text = _("weakest {n}").format(n=min(score))
    if sx + theme.font(theme.small(15, s)).size(weakest_text)[0] < parts["score"].right:
        # (Only where it fits: the gold frames say it too.)
        draw_text(
            surface,
            weakest_text,
            theme.small(15, s),
            theme.TEXT_DIM,
            (parts["score"].right, y2 + box // 2),
            "midright",
        )
