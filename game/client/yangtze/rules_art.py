"""Yellow & Yangtze's art for the rules' diagrams (`rules_diagram.DiagramArt`): pointy-top
hexes, odd rows shifted half a hex right as on the board, its land and river, tiles,
leaders and pagodas as the board draws them."""

from __future__ import annotations

import math

import pygame

from game.engine.yangtze.pieces import DYNASTIES

from ..rules_diagram import Group, Piece, Point
from . import art
from .ground import LAND_COLOURS, YANGTZE_WATER

SQRT3 = math.sqrt(3)


class YangtzeDiagramArt:
    colours = "krbgy"  # black, red, blue, green, yellow: the engine's order

    def extent(self, cols: int, rows: int) -> tuple[float, float]:
        # The pitch is a hex's width; its radius is pitch / √3.
        return cols + (0.5 if rows > 1 else 0.0), (2 + 1.5 * (rows - 1)) / SQRT3

    def centre(self, col: int, row: int, pitch: float) -> tuple[float, float]:
        r = pitch / SQRT3
        return pitch * (col + 0.5 + 0.5 * (row % 2)), r + 1.5 * r * row

    def ground(self, surface: pygame.Surface, centre: Point, pitch: float, piece: Piece) -> None:
        r = pitch / SQRT3
        colour = YANGTZE_WATER[0] if piece.river else LAND_COLOURS[0]
        pygame.draw.polygon(surface, colour, art.hex_points(centre[0], centre[1], r * 0.99))
        edge = YANGTZE_WATER[1] if piece.river else (196, 178, 130)
        pygame.draw.polygon(surface, edge, art.hex_points(centre[0], centre[1], r * 0.99), 1)

    def piece(self, surface: pygame.Surface, centre: Point, pitch: float, piece: Piece) -> None:
        size = int(2 * pitch / SQRT3 * 0.96)  # the board's: a piece is the hex's height
        if piece.kind == "tile":
            image = art.tile(piece.colour, size)
            surface.blit(image, image.get_rect(center=(int(centre[0]), int(centre[1]))))
            if piece.unification:
                ring = art.unification(int(size * 1.0))
                surface.blit(ring, ring.get_rect(center=(int(centre[0]), int(centre[1]))))
        elif piece.kind == "leader":
            image = art.leader(piece.colour, DYNASTIES[piece.dynasty % len(DYNASTIES)], size)
            surface.blit(image, image.get_rect(center=(int(centre[0]), int(centre[1]))))

    def group(self, surface: pygame.Surface, centres: list[Point], pitch: float,
              group: Group) -> None:
        if group.kind != "pagoda" or not group.colours:
            return
        image = art.pagoda_on_board(self.colours.index(group.colours), int(pitch * 0.7))
        x = sum(c[0] for c in centres) / len(centres)
        y = sum(c[1] for c in centres) / len(centres)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))
