"""Pictures of Tigris & Euphrates' rules drawn in code (the pieces, both boards), for the
rules reference; the rules themselves, with their diagrams, are `rules_sections.py`."""

from __future__ import annotations

import pygame

from game.engine.grid import cell_col, cell_row
from game.engine.tigris.maps import MAPS

from .. import theme
from ..i18n import _
from ..widgets import draw_picture_row, draw_text
from . import art
from .words import colour_word, leader_word, tile_word


def picture_tiles(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(64, rect.height - 24, rect.width // 6)
    draw_picture_row(
        surface,
        rect,
        [art.tile(c, size) for c in range(4)],
        [f"{colour_word(c)}: {tile_word(c)}" for c in range(4)],
    )


# Pictures in the rules, drawn in code with this game's pieces (the other game's
# `rules.py` draws its own the same way).
def picture_leaders(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(64, rect.height - 24, rect.width // 6)
    draw_picture_row(
        surface, rect, [art.leader(c, "lion", size) for c in range(4)], [leader_word(c) for c in range(4)]
    )


def picture_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(60, rect.height - 24, rect.width // 6)
    draw_picture_row(
        surface,
        rect,
        [art.catastrophe(size), art.treasure(size), art.monument(1, 2, size), art.tile(0, size, True)],
        [_("catastrophe"), _("treasure"), _("monument"), _("monument base")],
    )


def picture_board(name: str):
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        board = MAPS[name]
        label_h = theme.font(18).get_height() + 4  # the board's name under it, inside `rect`
        c = max(4, min(rect.width // 16, (rect.height - label_h) // 11))
        ox = rect.centerx - c * 8
        oy = rect.top
        for cell in board.grid.cells:
            r = pygame.Rect(ox + cell_col(cell) * c, oy + cell_row(cell) * c, c, c)
            river = (board.river >> cell) & 1
            pygame.draw.rect(surface, theme.RIVER if river else theme.LAND, r)
            pygame.draw.rect(surface, theme.LAND_EDGE if not river else (70, 136, 182), r, 1)
        for cell in board.temples:
            r = pygame.Rect(ox + cell_col(cell) * c, oy + cell_row(cell) * c, c, c)
            surface.blit(art.tile(1, c), r)
            if (board.special >> cell) & 1:
                pygame.draw.rect(surface, theme.SPECIAL_BORDER, r, max(2, c // 8), border_radius=c // 6)
        draw_text(
            surface,
            _("standard board") if name == "standard" else _("advanced board"),
            18,
            theme.TEXT_DIM,
            (rect.centerx, oy + c * 11 + 4),
            "midtop",
        )

    return draw
