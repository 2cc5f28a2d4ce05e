"""What the Yellow & Yangtze board draws over its pieces for the shell's `Overlay`:
the cells a decision may go to (lit, a conflict's in red), the cells a lesson
points at, outlines, the leaders and tiles of a conflict, marks, the
selection and the piece under the pointer.

A part of `board.BoardView` (it inherits these), kept apart by what it
draws; it uses the view's geometry (`radius`, `rect`, `centre`, `cell_rect`,
`hex_points`, `outline`, …).
"""

from __future__ import annotations

import math

import pygame

from game.engine.grid import bits
from game.engine.yangtze.state import State

from .. import theme
from ..overlay import Overlay
from . import art

GLOW, GLOW_RIM = theme.GLOW, theme.GLOW_RIM


class Highlights:
    # The view's geometry, which `BoardView` has (declared here for readers and type checkers).
    radius: float
    rect: pygame.Rect
    _targets_key: tuple | None
    _targets_cache: pygame.Surface | None

    def centre(self, cell: int) -> tuple[float, float]:
        raise NotImplementedError

    def cell_centre(self, cell: int) -> tuple[int, int]:
        raise NotImplementedError

    def cell_rect(self, cell: int) -> pygame.Rect:
        raise NotImplementedError

    def hex_points(self, cell: int, shrink: float = 1.0) -> list[tuple[float, float]]:
        raise NotImplementedError

    def triangle_centre(self, mask: int) -> tuple[int, int]:
        raise NotImplementedError

    def outline(self, surface: pygame.Surface, mask: int, colour: tuple, width: int) -> None:
        raise NotImplementedError

    def _draw_glow(self, surface: pygame.Surface, o: Overlay) -> None:
        """The cells a lesson points at: amber with a dark rim, pulsing. The pulse is a band
        inside the rim, not a wash over the whole cell: amber over the blue river made it grey,
        unlike every other river cell; the cell's middle keeps its own colour."""
        if not o.glow:
            return
        pulse = 0.5 + 0.5 * math.sin(o.time * 4)
        width = max(3, int(self.radius / 5))
        for cell in o.glow:
            rect = self.cell_rect(cell)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            x, y = rect.width / 2, rect.height / 2
            pygame.draw.polygon(glow, (*GLOW, int(50 + 80 * pulse)), art.hex_points(x, y, self.radius))
            pygame.draw.polygon(glow, (0, 0, 0, 0), art.hex_points(x, y, self.radius * 0.74))  # the middle
            surface.blit(glow, rect)
            pygame.draw.polygon(surface, GLOW_RIM, self.hex_points(cell, 1.04), width + 2)
            pygame.draw.polygon(surface, GLOW, self.hex_points(cell, 0.98), width)

    def _targets_layer(
        self, targets: int, colour: tuple, occupied: int, conflicts: int = 0
    ) -> pygame.Surface:
        key = (targets, colour, occupied & targets, conflicts, self.radius, self.rect.topleft, self.rect.size)
        if self._targets_key != key or self._targets_cache is None:
            r = self.radius
            layer = pygame.Surface(self.rect.inflate(4, 4).size, pygame.SRCALPHA)
            dx, dy = -self.rect.left + 2, -self.rect.top + 2
            ring = max(2, int(r / 8))
            # Few lit cells: a pale wash, a bright ring with a dark edge and a dot in empty
            # cells. Many (a tile that may go almost anywhere): the dot and a thin ring, so the
            # board is not washed out.
            many = targets.bit_count() > 40
            lit = colour
            for cell in bits(targets):
                # Where the piece would start a revolt or a war: lit in red.
                conflict = (conflicts >> cell) & 1
                colour = theme.BAD if conflict else lit
                x, y = self.centre(cell)
                inner = art.hex_points(x + dx, y + dy, r * 0.8)
                if many and not conflict:  # a conflict's cell stands out among many
                    pygame.draw.polygon(layer, (*colour, 150), inner, max(1, ring // 2))
                elif (occupied >> cell) & 1:
                    # A tile to choose (one to remove): no wash over it, which only paled it
                    # like a tile of another shade, but a thick bright ring around the tile's
                    # edge with a dark rim each side, and a dot with a dark edge on its middle.
                    edge = art.hex_points(x + dx, y + dy, r * 0.97)
                    pygame.draw.polygon(layer, (40, 28, 12, 230), edge, ring + 5)
                    pygame.draw.polygon(
                        layer, (*colour, 255), art.hex_points(x + dx, y + dy, r * 0.93), ring + 1
                    )
                    dot = max(3, int(r / 5))
                    pygame.draw.circle(layer, (40, 28, 12, 200), (x + dx, y + dy), dot + 2)
                    pygame.draw.circle(layer, (*colour, 255), (x + dx, y + dy), dot)
                    continue
                else:
                    pygame.draw.polygon(layer, (*colour, 70), art.hex_points(x + dx, y + dy, r))
                    pygame.draw.polygon(
                        layer, (40, 28, 12, 200), art.hex_points(x + dx, y + dy, r * 0.82), ring + 2
                    )
                    pygame.draw.polygon(layer, (*colour, 255), inner, ring)
                if not (occupied >> cell) & 1:  # a dot would sit on a tile's symbol
                    dot = max(3, int(r / 5.5)) - (1 if many else 0)
                    pygame.draw.circle(layer, (40, 28, 12, 160), (x + dx, y + dy), dot + 1)
                    pygame.draw.circle(layer, (*colour, 255), (x + dx, y + dy), dot)
            # (The other game's board lights its squares alike: each board draws its own cells.)
            self._targets_cache = layer
            self._targets_key = key
        return self._targets_cache

    def _draw_overlay(self, surface: pygame.Surface, state: State, o: Overlay) -> None:
        r = self.radius
        if o.targets:
            pulse = 0.5 + 0.5 * math.sin(o.time * 5)
            layer = self._targets_layer(o.targets, o.target_colour, state.occupied(), o.conflicts)
            layer.set_alpha(int(170 + 85 * pulse))
            surface.blit(layer, (self.rect.left - 2, self.rect.top - 2))
        if o.outline:
            self.outline(surface, o.outline, (255, 255, 255), 3)
        for block in o.blocks:
            # A triangle (a pagoda's place): its three hexes framed as one, the corner marked.
            self.outline(surface, block, (20, 14, 8), 6)
            self.outline(surface, block, theme.GOLD, 3)
            pygame.draw.circle(surface, theme.GOLD, self.triangle_centre(block), max(3, int(r / 5)))
        for cell in bits(o.marks):
            # Where a leader of the viewer's left the board since their last decision.
            x, y = self.cell_centre(cell)
            rad = int(r * 0.66)
            pygame.draw.circle(surface, (20, 10, 8), (x, y), rad + 2, max(3, int(r / 6)) + 2)
            pygame.draw.circle(surface, theme.BAD, (x, y), rad, max(3, int(r / 6)))
            d = int(r * 0.38)
            pygame.draw.line(surface, theme.BAD, (x - d, y - d), (x + d, y + d), max(2, int(r / 7)))
            pygame.draw.line(surface, theme.BAD, (x - d, y + d), (x + d, y - d), max(2, int(r / 7)))
        for cell in bits(o.warn):
            # The mover's own pieces a move under the pointer would cost.
            pulse = 0.5 + 0.5 * math.sin(o.time * 8)
            pygame.draw.polygon(surface, (20, 10, 8), self.hex_points(cell, 1.08), 5)
            pygame.draw.polygon(surface, (255, int(90 + 60 * pulse), 70), self.hex_points(cell, 1.02), 3)
        self._draw_glow(surface, o)
        for cell, colour in o.fighters:
            # The leaders in a revolt or war, framed in their side's colour, pulsing gently.
            grow = 1.08 + 0.04 * (1 + math.sin(o.time * 4))
            width = max(3, int(r / 8))
            pygame.draw.polygon(surface, (20, 14, 8), self.hex_points(cell, grow + 0.05), width + 2)
            pygame.draw.polygon(surface, colour, self.hex_points(cell, grow), width)
        width = max(2, int(r / 10))
        for side, (cells, colour) in enumerate(o.support):
            # The tiles that make each side's strength, framed inside their hex in the side's
            # colour; the second side's frame sits inside the first's.
            shrink = 0.86 - 0.14 * side
            for cell in bits(cells):
                pygame.draw.polygon(surface, (20, 14, 8), self.hex_points(cell, shrink), width + 2)
                pygame.draw.polygon(surface, colour, self.hex_points(cell, shrink - 0.02), width)
        if o.selected >= 0:
            pygame.draw.polygon(surface, theme.SELECT, self.hex_points(o.selected, 1.04), 4)
        if o.hover >= 0:
            if o.ghost is not None:
                ghost = o.ghost.copy()
                ghost.set_alpha(170)
                surface.blit(ghost, ghost.get_rect(center=self.cell_centre(o.hover)))
            pygame.draw.polygon(surface, (255, 255, 255), self.hex_points(o.hover, 0.98), 2)
