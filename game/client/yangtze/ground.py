"""The Yellow & Yangtze board's ground, painted once per size: a wooden frame along
the board's ragged edge, the land's hexes and the two rivers, their banks, and the
coordinates (`BoardView.ground` caches it)."""

from __future__ import annotations

import math

import pygame

from game.engine.grid import cell_code, cell_col, cell_row
from game.engine.yangtze.maps import BoardMap

from .. import art as art_shared
from .. import theme
from . import art

SQRT3 = math.sqrt(3)

YELLOW_WATER = ((182, 154, 88), (150, 118, 60))  # the Yellow River: silty, ochre (shallow, deep)
YANGTZE_WATER = ((104, 168, 206), (58, 120, 172))  # the Yangtze: blue
LAND_COLOURS = ((222, 206, 160), (214, 198, 150), (228, 212, 168))

# The neighbour across each edge of a hex (edge i runs from corner i to corner i + 1, corners
# from the top clockwise): (dcol, drow) for rows 1, 3, 5, … (0-based even) and for rows 2, 4, …
EDGE_STEPS = (
    ((0, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (-1, -1)),
    ((1, -1), (1, 0), (1, 1), (0, 1), (-1, 0), (0, -1)),
)


def neighbour_across(cell: int, edge: int, width: int, height: int) -> int:
    """The cell across `edge` of `cell`, or -1 off the board."""
    col, row = cell_col(cell), cell_row(cell)
    dc, dr = EDGE_STEPS[row % 2][edge]
    col, row = col + dc, row + dr
    if 0 <= col < width and 0 <= row < height:
        return cell_code(col, row)
    return -1



def paint_ground(board: BoardMap, r: float, rect: pygame.Rect, origin: tuple[float, float],
                 left_margin: float, label_size: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The ground of `board` for hexes of radius `r` whose grid starts at `origin` in `rect`
    (room for the coordinates: `left_margin` radii), and where its top left goes."""
    grid = board.grid
    pad = int(r * max(1.1, left_margin))
    surf = pygame.Surface((rect.width + 2 * pad, rect.height + 2 * pad), pygame.SRCALPHA)
    ox, oy = origin[0] - rect.left + pad, origin[1] - rect.top + pad

    def centre(cell: int) -> tuple[float, float]:
        col, row = cell_col(cell), cell_row(cell)
        return (ox + SQRT3 * r * (col + 0.5 + 0.5 * (row % 2)), oy + r + 1.5 * r * row)

    # A wooden frame following the board's ragged edge: every hex drawn large and dark
    # first, with a shadow below and to the right.
    for colour, grow, dx, dy in (
        ((0, 0, 0, 90), 1.28, 4, 5),
        ((98, 72, 44), 1.24, 0, 0),
        ((140, 106, 66), 1.16, 0, 0),
    ):
        for cell in grid.cells:
            x, y = centre(cell)
            pygame.draw.polygon(surf, colour, art.hex_points(x + dx, y + dy, r * grow))
    for cell in grid.cells:
        x, y = centre(cell)
        if (board.yellow_river >> cell) & 1:
            shallow, deep = YELLOW_WATER
        elif (board.yangtze >> cell) & 1:
            shallow, deep = YANGTZE_WATER
        else:
            shallow = deep = LAND_COLOURS[(cell * 7 + cell_row(cell)) % 3]
        pygame.draw.polygon(surf, shallow, art.hex_points(x, y, r * 1.01))
        if (board.river >> cell) & 1:
            pygame.draw.polygon(surf, deep, art.hex_points(x, y, r * 0.72))
            for k in (-0.28, 0.18):  # the current: two soft wave lines a hex
                pts = [
                    (x - r * 0.7 + r * 1.4 * i / 10, y + r * k + math.sin(i * 1.3 + cell) * r * 0.06)
                    for i in range(11)
                ]
                pygame.draw.lines(surf, theme.lighter(shallow, 0.3), False, pts, max(1, int(r / 10)))
        else:
            # Grain on the sand: a few darker specks, the same each time.
            for i in range(4):
                angle = (cell * 37 + i * 91) % 360
                d = r * (0.2 + 0.15 * ((cell + i) % 4))
                pygame.draw.circle(
                    surf,
                    theme.darker(shallow, 0.9),
                    (x + d * math.cos(math.radians(angle)), y + d * math.sin(math.radians(angle))),
                    max(1, r / 14),
                )
    # The hexes' edges: thin and soft on land; the banks darker where water meets land.
    for cell in grid.cells:
        x, y = centre(cell)
        points = art.hex_points(x, y, r)
        water = (board.river >> cell) & 1
        for edge in range(6):
            other = neighbour_across(cell, edge, grid.width, grid.height)
            a, b = points[edge], points[(edge + 1) % 6]
            other_water = other >= 0 and (board.river >> other) & 1
            if water and other >= 0 and not other_water:
                pygame.draw.line(surf, (70, 60, 40), a, b, max(2, int(r / 8)))
            elif not water:
                pygame.draw.line(surf, theme.LAND_EDGE, a, b, 1)
    # Depth: the middle lit, the edges and corners darker (the hexes' alpha kept).
    surf.blit(art_shared.depth_shade(surf.get_size()), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    font = theme.font(label_size, True)
    for col in range(grid.width):
        image = font.render(chr(ord("A") + col), True, theme.TEXT_DIM)
        x = ox + SQRT3 * r * (col + 0.5)
        surf.blit(image, image.get_rect(center=(x, oy - r * 0.55)))
    for row in range(grid.height):
        image = font.render(str(row + 1), True, theme.TEXT_DIM)
        # Right-aligned beside the frame: "10" to "12" as whole as "9".
        surf.blit(image, image.get_rect(midright=(ox - r * 0.25 - 3, oy + r + 1.5 * r * row)))
    return surf, (rect.left - pad, rect.top - pad)
