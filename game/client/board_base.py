"""What both games' board views do the same way, given their geometry: the cached ground,
drawing the still layer then what moves, and the kingdoms view's outlines, tags and key
(`kingdom_key.py`) and colours. A wash over each kingdom's cells is the game's (squares,
hexes), and so are the pieces.

A game's `BoardView` inherits `BoardBase` and gives its cells (`cell_rect`, `outline`),
its area (`rect`, `cell`), its ground (`_make_ground`, and `ground_key`: what it depends
on), what covers cells besides tiles and leaders (`covered`) and its dynasties' art
(`dynasty_colours`, `dynasty_art`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from . import theme
from .kingdom_key import draw_kingdom_key, key_rect, kingdom_colour, kingdom_tags, outline_widths
from .overlay import Overlay

# A kingdom's colour while no one seat's leaders alone stand in it (by its index).
KINGDOM_WASH = (
    (255, 214, 90),
    (120, 220, 255),
    (255, 140, 200),
    (160, 255, 140),
    (255, 170, 100),
    (190, 160, 255),
    (120, 255, 220),
    (255, 255, 140),
)


class BoardBase:
    # The view's geometry and the game's art, which each game's `BoardView` has.
    rect: pygame.Rect
    cell: int
    _ground: pygame.Surface | None
    _ground_key: tuple | None
    dynasty_colours: ClassVar[dict[str, tuple]] = {}
    dynasty_art: ClassVar[Callable[[str, int], pygame.Surface]]  # a dynasty's symbol at a size

    def cell_rect(self, cell: int) -> pygame.Rect:
        raise NotImplementedError

    def outline(self, surface: pygame.Surface, mask: int, colour: tuple, width: int) -> None:
        """Draw the border of a set of cells (edges not shared with another cell of the set)."""
        raise NotImplementedError

    def ground_key(self) -> tuple:
        """What the ground's picture depends on (the board, the sizes)."""
        raise NotImplementedError

    def _make_ground(self) -> pygame.Surface:
        raise NotImplementedError

    def ground(self) -> pygame.Surface:
        """The ground (land, rivers, coordinates), drawn once per `ground_key` and cached."""
        key = self.ground_key()
        if self._ground is None or self._ground_key != key:
            self._ground = self._make_ground()
            self._ground_key = key
        return self._ground

    def covered(self, state: Any) -> int:
        """Cells with something on them besides tiles and leaders (the kingdoms view's tags
        keep off them)."""
        return 0

    def draw_still(self, surface: pygame.Surface, state: Any, overlay: Overlay) -> None:
        raise NotImplementedError

    def draw_moving(self, surface: pygame.Surface, state: Any, overlay: Overlay) -> None:
        raise NotImplementedError

    def draw(self, surface: pygame.Surface, state: Any, overlay: Overlay) -> None:
        """Everything: the still layer, then what moves."""
        self.draw_still(surface, state, overlay)
        self.draw_moving(surface, state, overlay)

    def _dynasty_colour(self, dynasty: str) -> tuple:
        return self.dynasty_colours.get(dynasty, theme.GOLD)

    def kingdom_colour(self, state: Any, index: int, leaders: Any) -> tuple:
        """A kingdom's colour: its dynasty's where one seat's leaders alone stand in it."""
        return kingdom_colour(state, index, leaders, KINGDOM_WASH, self._dynasty_colour)

    def kingdom_key(self, state: Any, names: list[str]) -> tuple[list, pygame.Rect]:
        """The kingdoms view's tags (kingdom index, rectangle, (seat, leaders)) and its key's box."""
        covered = self.covered(state)
        return (
            kingdom_tags(state, self.cell_rect, self.rect, self.cell, covered),
            key_rect(state, self.cell_rect, self.rect, self.cell, names, covered),
        )

    def _draw_kingdom_key(self, surface: pygame.Surface, state: Any, names: list[str]) -> None:
        """Whose leaders are in each kingdom (a tag on each), and which symbol is whose."""
        draw_kingdom_key(
            surface, state, self.cell_rect, self.rect, self.cell, KINGDOM_WASH, self._dynasty_colour,
            type(self).dynasty_art, names, self.covered(state),
        )

    def _draw_kingdom_edges(self, surface: pygame.Surface, state: Any) -> None:
        # Over the pieces, thick on a dark halo, so each kingdom's edge reads among tiles
        # (and where tiles cover its wash).
        halo, line = outline_widths(self.cell)
        for index, kingdom in enumerate(state.kingdoms()):
            self.outline(surface, kingdom.mask, (20, 14, 8), halo)
            self.outline(surface, kingdom.mask, self.kingdom_colour(state, index, kingdom.leaders), line)
