"""The rules of Yellow & Yangtze in short, by topic, with pictures drawn in
code (the tiles, the leaders, the dynasties, the map). The rules
reference (`help_scene.py`) shows them and finds them by any word. They say
what `../shared/rules/yellow-yangtze.md` rules, in a player's words."""

from __future__ import annotations

import math

import pygame

from game.engine.grid import cell_col, cell_row
from game.engine.yangtze.maps import MAPS

from ..widgets import draw_picture_row, draw_text
from . import art
from .ground import LAND_COLOURS, YANGTZE_WATER, YELLOW_WATER
from .words import colour_word, dynasty_title, leader_word


def picture_tiles(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(60, rect.height - 24, rect.width // 7)
    draw_picture_row(surface, rect, [art.tile(c, size) for c in range(5)], [colour_word(c) for c in range(5)])


# Pictures in the rules, drawn in code with this game's pieces (the other game's
# `rules.py` draws its own the same way).
def picture_leaders(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(60, rect.height - 24, rect.width // 7)
    draw_picture_row(
        surface, rect, [art.leader(c, "vase", size) for c in range(5)], [leader_word(c) for c in range(5)]
    )


def picture_dynasties(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(56, rect.height - 24, rect.width // 6)
    dynasties = ("crossbow", "bull", "vase", "lion")
    draw_picture_row(
        surface, rect, [art.leader(1, d, size) for d in dynasties], [dynasty_title(d) for d in dynasties]
    )


def picture_map(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The whole map, small: land, the Yellow River, the Yangtze, the capitals."""
    board = MAPS["standard"]
    grid = board.grid
    r = min(
        rect.width / (math.sqrt(3) * (grid.width + 0.5)), (rect.height - 20) / (2 + 1.5 * (grid.height - 1))
    )
    w = math.sqrt(3) * r
    ox = rect.centerx - w * (grid.width + 0.5) / 2
    oy = rect.top
    for cell in grid.cells:
        x = ox + w * (cell_col(cell) + 0.5 + 0.5 * (cell_row(cell) % 2))
        y = oy + r + 1.5 * r * cell_row(cell)
        if (board.yellow_river >> cell) & 1:
            colour = YELLOW_WATER[1]
        elif (board.yangtze >> cell) & 1:
            colour = YANGTZE_WATER[1]
        else:
            colour = LAND_COLOURS[0]
        pygame.draw.polygon(surface, colour, art.hex_points(x, y, r * 0.98))
    for _name, cell in board.capitals:
        x = ox + w * (cell_col(cell) + 0.5 + 0.5 * (cell_row(cell) % 2))
        y = oy + r + 1.5 * r * cell_row(cell)
        pygame.draw.polygon(surface, art.PIECE[0], art.hex_points(x, y, r * 0.9))
    for name, cell in board.capitals:
        x = ox + w * (cell_col(cell) + 0.5 + 0.5 * (cell_row(cell) % 2))
        y = oy + r + 1.5 * r * cell_row(cell)
        draw_text(surface, name, max(10, int(r * 0.9)), (96, 30, 24), (x, y + r), "midtop", bold=True)
