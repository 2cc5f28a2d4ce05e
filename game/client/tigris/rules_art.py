"""Tigris & Euphrates' art for the rules' diagrams (`rules_diagram.DiagramArt`): square
cells of the board's land and river, its tiles, leaders, treasures, catastrophes and
monuments as the board draws them."""

from __future__ import annotations

import pygame

from game.engine.tigris.pieces import DYNASTIES

from .. import theme
from ..rules_diagram import Group, Piece, Point
from . import art


class TigrisDiagramArt:
    colours = "krbg"  # black, red, blue, green: the engine's order

    def extent(self, cols: int, rows: int) -> tuple[float, float]:
        return float(cols), float(rows)

    def centre(self, col: int, row: int, pitch: float) -> tuple[float, float]:
        return (col + 0.5) * pitch, (row + 0.5) * pitch

    def _rect(self, centre: Point, pitch: float) -> pygame.Rect:
        size = int(pitch)
        return pygame.Rect(int(centre[0] - pitch / 2), int(centre[1] - pitch / 2), size, size)

    def ground(self, surface: pygame.Surface, centre: Point, pitch: float, piece: Piece) -> None:
        rect = self._rect(centre, pitch)
        light = (int(centre[0] // max(1, pitch)) + int(centre[1] // max(1, pitch))) % 2 == 0
        colour = theme.RIVER if piece.river else (theme.LAND if light else theme.LAND_2)
        pygame.draw.rect(surface, colour, rect)
        pygame.draw.rect(surface, (70, 136, 182) if piece.river else theme.LAND_EDGE, rect, 1)

    def piece(self, surface: pygame.Surface, centre: Point, pitch: float, piece: Piece) -> None:
        rect = self._rect(centre, pitch)
        c = rect.width
        if piece.kind == "catastrophe":
            surface.blit(art.catastrophe(c), rect)
        elif piece.kind == "tile":
            surface.blit(art.tile(0 if piece.facedown else piece.colour, c, piece.facedown), rect)
            if piece.treasure:
                gem = art.treasure(int(c * 0.42))
                surface.blit(gem, gem.get_rect(center=(rect.right - c * 0.2, rect.top + c * 0.2)))
            if piece.unification:
                surface.blit(art.unification(c), rect)
        elif piece.kind == "leader":
            surface.blit(art.leader(piece.colour, DYNASTIES[piece.dynasty % len(DYNASTIES)], c), rect)

    def group(self, surface: pygame.Surface, centres: list[Point], pitch: float,
              group: Group) -> None:
        if group.kind != "monument" or len(group.colours) != 2:
            return
        first, second = (self.colours.index(letter) for letter in group.colours)
        image = art.monument(first, second, int(pitch) * 2)
        x = sum(c[0] for c in centres) / len(centres)
        y = sum(c[1] for c in centres) / len(centres)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))
