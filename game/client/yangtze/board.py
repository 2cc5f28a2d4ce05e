"""The Yellow & Yangtze board at any size: hexes, the two rivers, the
capitals, pieces, pagodas, the market row and the bag, highlights,
hit-testing.

`BoardView.layout(rect, state)` fits the 18×12 grid of pointy-top hexes
(every second row shifted half a hex right, as `grid.HexGrid` counts them),
a margin for the coordinates and a strip below it for the market row and
the bag into `rect`. Geometry for others (panels, animations, lessons):
`cell_centre(cell)`, `cell_rect(cell)` (the hex's bounding box),
`cell_at(pos)`, `triangle_centre(mask)` (where a pagoda stands),
`market_rect(i)` and `market_at(pos)`. `draw_still` and `draw_moving` paint
a state with the shell's `Overlay`; the ground (land, rivers, names,
coordinates) is drawn once per size and cached.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine.grid import bits, cell_code, cell_col, cell_row
from game.engine.yangtze.maps import BoardMap
from game.engine.yangtze.state import State

from .. import theme
from ..board_base import BoardBase
from ..i18n import _
from ..overlay import Overlay
from ..widgets import draw_text, rendered
from . import art
from .ground import neighbour_across, paint_ground
from .highlights import Highlights
from .plaques import draw_plaque
from .words import capital_word

SQRT3 = math.sqrt(3)


@lru_cache(maxsize=32)
def _pagoda_shape(colour: int, size: int) -> pygame.mask.Mask:
    """The outline of a pagoda as the board draws it (`art.pagoda_on_board`, rings included)."""
    return pygame.mask.from_surface(art.pagoda_on_board(colour, size), 60)


Labels = list[tuple[str, float]]  # a coordinate's text and its place on screen (x or y)


class BoardView(Highlights, BoardBase):
    dynasty_colours = art.DYNASTY_COLOURS
    dynasty_art = staticmethod(art.dynasty_badge)

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)  # the hexes' bounding box
        self.radius = 10.0  # a hex's circumradius in pixels
        self.cell = 20  # a piece's size in pixels (the hex's height)
        self.origin = (0.0, 0.0)  # the top-left of the hexes' bounding box
        self.strip = pygame.Rect(0, 0, 0, 0)  # the market row and the bag, under the board
        self.board: BoardMap | None = None
        self._centres: dict[int, tuple[float, float]] = {}
        self._ground: pygame.Surface | None = None
        self._ground_key: tuple | None = None
        self.view: pygame.Rect | None = None  # where the board shows (zoomed: cells beyond are hidden)
        self._ground_at = (0, 0)
        self.left_margin = 1.0  # in radii: room for the row numbers, left of the hexes
        self._targets_key: tuple | None = None
        self._targets_cache: pygame.Surface | None = None

    # ---------------------------------------------------------------- geometry

    def layout(self, rect: pygame.Rect, state: State) -> None:
        board = state.board
        self.board = board
        w, h = board.grid.width, board.grid.height
        # In units of the radius: the hexes, a margin for the coordinates (left and top), and
        # the strip for the market under the board.
        left_margin, top_margin, strip = 1.0, 0.9, 2.5
        units_h = 2 + 1.5 * (h - 1) + top_margin + strip
        r = max(6.0, min(rect.width / (SQRT3 * (w + 0.5) + left_margin), rect.height / units_h))
        # A small board: more than a radius for the row numbers, at the smallest readable size
        # (which a smaller radius does not shrink: twice settles it).
        for _attempt in range(2):
            needed = self._label_room(r, h) / r
            if needed <= left_margin:
                break
            left_margin = needed
            r = max(6.0, min(rect.width / (SQRT3 * (w + 0.5) + left_margin), rect.height / units_h))
        self.radius, self.left_margin = r, left_margin
        self.cell = max(10, int(r * 2 * 0.96))
        grid_w, grid_h = SQRT3 * r * (w + 0.5), r * (2 + 1.5 * (h - 1))
        total_w, total_h = grid_w + left_margin * r, grid_h + (top_margin + strip) * r
        x0 = rect.left + (rect.width - total_w) / 2 + left_margin * r
        y0 = rect.top + (rect.height - total_h) / 2 + top_margin * r
        self.origin = (x0, y0)
        self.rect = pygame.Rect(int(x0), int(y0), int(grid_w) + 1, int(grid_h) + 1)
        self.strip = pygame.Rect(int(x0), int(y0 + grid_h + 0.35 * r), int(grid_w), int(2.0 * r))
        self._centres = {}

    # Hexes here, squares in the other game's board: the labels' geometry is each board's own,
    # though the two read alike.
    @staticmethod
    def _label_size(r: float) -> int:
        return max(theme.SMALLEST, int(r * 0.62))  # readable at the smallest window

    def coordinate_labels(self, view: pygame.Rect) -> tuple[Labels, Labels, int]:
        """The columns' letters with their x and the rows' numbers with their y on screen, and
        the labels' size: for a zoomed board, whose own labels are out of view
        (`table/edge_labels.py`). The letters stand over the hexes of the top row in view
        (odd rows are shifted by half a hex)."""
        assert self.board is not None
        r, (ox, oy) = self.radius, self.origin
        grid = self.board.grid
        rows = [(str(row + 1), oy + r + 1.5 * r * row) for row in range(grid.height)]
        top = next((row for row, (_n, y) in enumerate(rows) if y >= view.top + r * 0.5), 0)
        shift = 0.5 * (top % 2)
        return ([(chr(ord("A") + col), ox + SQRT3 * r * (col + 0.5 + shift)) for col in range(grid.width)],
                rows, self._label_size(r))

    def _label_room(self, r: float, rows: int) -> float:
        """Pixels left of the hexes for the row numbers: past the frame (a quarter of a
        radius), a gap, the widest number, a gap before the window's edge."""
        return r * 0.25 + 3 + theme.font(self._label_size(r), True).size(str(rows))[0] + 5

    def cell_centre(self, cell: int) -> tuple[int, int]:
        x, y = self.centre(cell)
        return int(round(x)), int(round(y))

    def centre(self, cell: int) -> tuple[float, float]:
        """A hex's centre, unrounded (asked hundreds of times a redraw: kept per layout)."""
        found = self._centres.get(cell)
        if found is None:
            r = self.radius
            col, row = cell_col(cell), cell_row(cell)
            found = self._centres[cell] = (
                self.origin[0] + SQRT3 * r * (col + 0.5 + 0.5 * (row % 2)),
                self.origin[1] + r + 1.5 * r * row,
            )
        return found

    def cell_rect(self, cell: int) -> pygame.Rect:
        """The hex's bounding box (a piece's image is centred in it)."""
        x, y = self.centre(cell)
        half_w, half_h = SQRT3 * self.radius / 2, self.radius
        return pygame.Rect(int(x - half_w), int(y - half_h), int(2 * half_w) + 1, int(2 * half_h) + 1)

    def hex_points(self, cell: int, shrink: float = 1.0) -> list[tuple[float, float]]:
        x, y = self.centre(cell)
        return art.hex_points(x, y, self.radius * shrink)

    def cell_at(self, pos: tuple[int, int]) -> int:
        """The cell under a screen point, or -1 (the nearest centre, if the point is in its hex)."""
        if self.board is None or not self.rect.inflate(4, 4).collidepoint(pos):
            return -1
        if self.view is not None and not self.view.collidepoint(pos):
            return -1
        r = self.radius
        grid = self.board.grid
        row0 = int((pos[1] - self.origin[1] - r) / (1.5 * r) + 0.5)
        best, best_d = -1, r * r
        for row in (row0 - 1, row0, row0 + 1):
            if not 0 <= row < grid.height:
                continue
            col0 = int((pos[0] - self.origin[0]) / (SQRT3 * r) - 0.5 * (row % 2))
            for col in (col0 - 1, col0, col0 + 1):
                if not 0 <= col < grid.width:
                    continue
                x, y = self.centre(cell_code(col, row))
                d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
                if d < best_d:
                    best, best_d = cell_code(col, row), d
        return best

    def triangle_centre(self, mask: int) -> tuple[int, int]:
        """The corner three hexes share (where a pagoda on them stands)."""
        points = [self.centre(c) for c in bits(mask)]
        return (
            int(round(sum(p[0] for p in points) / len(points))),
            int(round(sum(p[1] for p in points) / len(points))),
        )

    def keep_clear(self) -> list[pygame.Rect]:
        """What a panel over the board had better not hide: the market row and the bag."""
        return [self.strip]

    def pagoda_rect(self, mask: int) -> pygame.Rect:
        """Where the pagoda on the three cells of `mask` stands: on the corner they share,
        raised when its foot would touch a capital's name below (the plaque stays readable)."""
        size = self.pagoda_size()
        rect = pygame.Rect(0, 0, size, size)
        rect.center = self.triangle_centre(mask)
        if self.board is not None:
            foot = pygame.Rect(0, 0, int(size * 0.6), int(size * 0.2))
            foot.midbottom = (rect.centerx, rect.top + int(size * 0.98) + max(3, size // 12))
            for _word, plaque in self._plaques(self.board.capitals, mask):
                if foot.colliderect(plaque):
                    rect.y -= min(foot.bottom - plaque.top + 1, int(self.radius * 0.6))
        return rect

    def pagoda_size(self) -> int:
        return max(12, int(self.radius * 1.7))

    def market_rect(self, index: int) -> pygame.Rect:
        """The `index`-th slot of the market row (six, left to right)."""
        size = int(self.strip.height * 0.86)
        gap = int(size * 0.18)
        # Room for the row's name: wider when the language's word is long («Targowisko»).
        label_w = max(int(self.radius * 3.4), self._market_label_width() + int(self.radius * 0.8))
        left = self.strip.left + label_w
        return pygame.Rect(left + index * (size + gap), self.strip.centery - size // 2, size, size)

    def strip_text_size(self, k: float) -> int:
        """A text of the strip or the plaques, `k` radii tall, never below the side column's
        smallest (readable at 1024×640)."""
        return max(theme.SMALLEST, int(self.radius * k))

    def _market_label_width(self) -> int:
        return rendered(_("Market"), self.strip_text_size(0.55), theme.GOLD, True, True).get_width()

    def market_at(self, pos: tuple[int, int]) -> int:
        """The market slot under a point, or -1."""
        for index in range(6):
            if self.market_rect(index).collidepoint(pos):
                return index
        return -1

    def bag_rect(self) -> pygame.Rect:
        size = int(self.strip.height * 0.9)
        return pygame.Rect(
            self.strip.right - int(self.radius * 3.2), self.strip.centery - size // 2, size, size
        )

    def bag_count_right(self) -> int:
        """Where the bag's count ends: just left of the bag, so that a panel reaching over
        the strip's right end hides the count and the bag together, never half the count
        (a count right of the bag stuck out past the strip, cut by the war panel at 800×500)."""
        return self.bag_rect().left - int(self.radius * 0.2)

    def _bag_count_width(self) -> int:
        """Room for the count: three digits (a full bag holds over a hundred tiles)."""
        return rendered("000", self.strip_text_size(0.7), theme.TEXT, True).get_width()

    def supply_rect(self) -> pygame.Rect:
        """Where the pagodas not on the board wait (between the market and the bag's count)."""
        left = self.market_rect(5).right + int(self.radius * 0.8)
        right = self.bag_count_right() - self._bag_count_width() - int(self.radius * 0.6)
        return pygame.Rect(left, self.strip.top, max(0, right - left), self.strip.height)

    def supply_slots(self) -> list[pygame.Rect]:
        """Each colour's place in the pagodas' supply (its pagoda, its count under it); none
        when the strip has no room for them."""
        supply = self.supply_rect()
        strip = self.strip
        if supply.width <= self.radius * 2:
            return []
        icon = max(10, int(strip.height * 0.62))
        step = min(icon * 0.9, supply.width / 5.2)
        return [
            pygame.Rect(int(supply.left + colour * step), strip.top, int(step), strip.height)
            for colour in range(5)
        ]

    # ---------------------------------------------------------------- ground

    def _make_ground(self) -> pygame.Surface:
        assert self.board is not None
        surf, self._ground_at = paint_ground(self.board, self.radius, self.rect, self.origin,
                                             self.left_margin, self._label_size(self.radius))
        return surf

    def ground_key(self) -> tuple:
        return (self.board.name if self.board else "", self.radius, self.rect.topleft, self.rect.size)

    # ---------------------------------------------------------------- drawing

    def draw_still(self, surface: pygame.Surface, state: State, overlay: Overlay) -> None:
        """The ground, every piece except those an animation draws (`overlay.hidden`), the
        market and the bag. The game scene caches this layer; the capitals' names are drawn
        with what moves, over the highlights and the pieces beside them."""
        surface.blit(self.ground(), self._ground_at)
        if overlay.show_kingdoms:
            self._draw_kingdoms(surface, state)
        hidden = overlay.hidden
        c = self.cell
        for colour in range(5):
            image = art.tile(colour, c)
            for cell in bits(state.tiles[colour] & ~hidden):
                surface.blit(image, image.get_rect(center=self.cell_centre(cell)))
        for pagoda in state.pagodas:
            if not pagoda.cells & hidden:
                self._blit_pagoda(surface, pagoda.colour, pagoda.cells, 1.0)
        war = state.war
        if war is not None and not (hidden >> war.cell) & 1:
            image = art.unification(int(c * 1.08))
            surface.blit(image, image.get_rect(center=self.cell_centre(war.cell)))
        for lid, cell in enumerate(state.leaders):
            if cell >= 0 and not (hidden >> cell) & 1:
                self._blit_leader(surface, state, lid, cell, 1.0)
        if overlay.show_kingdoms:
            self._draw_kingdom_edges(surface, state)
        for cell in bits(overlay.recent):
            # A thin dashed hex: what the others just did, easy to spot, never in the way.
            points = self.hex_points(cell, 0.9)
            for i in range(6):
                a, b = points[i], points[(i + 1) % 6]
                mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                pygame.draw.line(surface, (255, 255, 255), a, ((a[0] + mid[0]) / 2, (a[1] + mid[1]) / 2), 2)
                pygame.draw.line(surface, (255, 255, 255), ((mid[0] + b[0]) / 2, (mid[1] + b[1]) / 2), b, 2)
        if overlay.show_kingdoms:
            self._draw_kingdom_key(surface, state, overlay.names)
        self._draw_strip(surface, state)

    def capital_plaques(self, state: State) -> list[tuple[str, pygame.Rect]]:
        """Each capital's name and its plaque: at the foot of its hex, inside it but for a
        sliver (on the city tile's base, above the revolt badge of a leader below it); at the
        top of the hex instead when a pagoda on the capital's tile covers that spot (the
        plaque would hide its roofs or eaves) and covers less of the top."""
        plaques = []
        for name, cell in state.board.capitals:
            word, plaque = self._plaque(name, cell)
            # Only a pagoda on the capital's own tile reaches the plaque: any other pagoda's
            # corner is two radii away or more.
            near = [p for p in state.pagodas if (p.cells >> cell) & 1]
            least = self._pagoda_cover(plaque, near) if near else 0
            if least:
                # At the top of the hex, raised over its edge where the plaque is large beside
                # the hex (800×500) until the pagoda's eaves are clear.
                best = plaque
                top = self.cell_centre(cell)[1] - int(self.radius * 0.78)
                for lift in range(0, int(self.radius * 0.7) + 1):
                    spot = plaque.copy()
                    spot.top = top - lift
                    cover = self._pagoda_cover(spot, near)
                    if cover < least:
                        best, least = spot, cover
                    if not cover:
                        break
                plaque = best
            plaques.append((word, plaque))
        return plaques

    def _pagoda_cover(self, rect: pygame.Rect, pagodas) -> int:
        """How many pixels of `rect` the pagodas' drawn shapes (their rings included) cover."""
        box = pygame.mask.Mask(rect.size, fill=True)
        covered = 0
        for pagoda in pagodas:
            spot = self.pagoda_rect(pagoda.cells)
            shape = _pagoda_shape(pagoda.colour, spot.height)
            at = shape.get_rect(center=spot.center)
            covered += shape.overlap_area(box, (rect.left - at.left, rect.top - at.top))
        return covered

    def _plaques(self, capitals, within: int = -1) -> list[tuple[str, pygame.Rect]]:
        """The plaques at the foot of their hexes, of the capitals on `within`."""
        return [self._plaque(name, cell) for name, cell in capitals if (within >> cell) & 1]

    def _plaque(self, name: str, cell: int) -> tuple[str, pygame.Rect]:
        size = self.strip_text_size(0.46)
        x, y = self.cell_centre(cell)
        word = capital_word(name)
        w, h = rendered(word, size, (252, 240, 206), bold=True).get_size()
        plaque = pygame.Rect(0, 0, w + 4, h + 2)  # no wider than the hex at 1024×640 («Чжао»)
        plaque.midbottom = (x, y + int(self.radius * 0.78))
        return word, plaque

    def _draw_capitals(self, surface: pygame.Surface, state: State, chosen: int = 0) -> None:
        """Each capital's name on a small plaque (on its tile or not), drawn after the
        highlights and the pieces so that nothing hides it; but while tiles on the board are
        to be chosen (`chosen`: the lit tiles, e.g. a war's losses), a plaque over one is
        see-through, so that it never hides a tile to click — its name still read whole (a
        review found faded names washed out by the light)."""
        size = self.strip_text_size(0.46)
        lit = [self.cell_rect(cell).inflate(-self.radius // 2, -self.radius // 2) for cell in bits(chosen)]
        for word, plaque in self.capital_plaques(state):
            draw_plaque(surface, word, plaque, size, plaque.collidelist(lit) >= 0)

    def _draw_strip(self, surface: pygame.Surface, state: State) -> None:
        """The market row (six face-up tiles), the pagodas waiting, and the bag with its count."""
        strip = self.strip
        if strip.height <= 0:
            return
        r = self.radius
        size = self.strip_text_size(0.55)
        first = self.market_rect(0)
        draw_text(
            surface,
            _("Market"),
            size,
            theme.GOLD,
            (first.left - int(r * 0.4), strip.centery),
            "midright",
            bold=True,
            display=True,
        )
        for index in range(6):
            slot = self.market_rect(index)
            if index < len(state.market):
                image = art.tile(state.market[index], slot.height)
                surface.blit(image, slot)
            else:
                pygame.draw.polygon(
                    surface, (70, 60, 44), art.hex_points(*slot.center, slot.height * 0.46), 2
                )
        icon = max(10, int(strip.height * 0.62))
        for colour, slot in enumerate(self.supply_slots()):
            left = state.pagoda_supply(colour)
            image = art.pagoda(colour, icon)
            if not left:
                image = image.copy()
                image.set_alpha(60)
            surface.blit(image, image.get_rect(midtop=(slot.centerx, strip.top)))
            draw_text(
                surface,
                str(left),
                self.strip_text_size(0.48),
                theme.TEXT if left else theme.TEXT_DIM,
                (slot.centerx, strip.bottom + 1),
                "midbottom",
                bold=True,
            )
        bag = self.bag_rect()
        surface.blit(art.bag(bag.height), bag)
        draw_text(
            surface,
            str(state.bag_count),
            self.strip_text_size(0.7),
            theme.TEXT,
            (self.bag_count_right(), bag.centery),
            "midright",
            bold=True,
        )

    def draw_moving(self, surface: pygame.Surface, state: State, overlay: Overlay) -> None:
        """Pieces appearing (scaled), then highlights, hover and selection."""
        for cell, scale in overlay.pops.items():
            # The still layer has the piece at full size: cover its hex with ground first.
            self._patch(surface, cell)
            if scale <= 0:
                continue
            lid = state.leader_at(cell)
            if lid >= 0:
                self._blit_leader(surface, state, lid, cell, scale)
            elif state.tile_at(cell) >= 0:
                self._blit(surface, art.tile(state.tile_at(cell), self.cell), cell, scale)
        for top, height in overlay.rises.items():
            # A pagoda rising: its three tiles drawn again on bare ground, then the pagoda
            # pushed up from the corner they share.
            pagoda = state.pagoda_at(top)
            if pagoda is None:
                continue
            for cell in bits(pagoda.cells):
                self._patch(surface, cell)
                colour = state.tile_at(cell)
                if colour >= 0:
                    self._blit(surface, art.tile(colour, self.cell), cell, 1.0)
            if height <= 0:
                continue
            rect = self.pagoda_rect(pagoda.cells)
            image = art.pagoda(pagoda.colour, rect.height)
            shown = max(1, int(rect.height * height))
            surface.blit(
                image,
                (rect.left, rect.bottom - shown),
                pygame.Rect(0, rect.height - shown, rect.width, shown),
            )
        self._draw_overlay(surface, state, overlay)
        self._draw_capitals(surface, state, overlay.targets & state.occupied())

    def _patch(self, surface: pygame.Surface, cell: int) -> None:
        """Cover one hex with its ground (nothing else of the neighbours)."""
        ground = self.ground()
        rect = self.cell_rect(cell)
        source = rect.move(-self._ground_at[0], -self._ground_at[1])
        patch = pygame.Surface(rect.size, pygame.SRCALPHA)
        patch.blit(ground, (0, 0), source)
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        x, y = self.centre(cell)
        pygame.draw.polygon(
            mask,
            (255, 255, 255, 255),
            [(px - rect.left, py - rect.top) for px, py in art.hex_points(x, y, self.radius)],
        )
        patch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(patch, rect)

    def _blit_pagoda(self, surface: pygame.Surface, colour: int, cells: int, scale: float) -> None:
        rect = self.pagoda_rect(cells)
        image = art.pagoda_on_board(colour, rect.height)
        if scale != 1.0:
            image = pygame.transform.smoothscale_by(image, max(0.05, scale))
        surface.blit(image, image.get_rect(center=rect.center))

    def badge_rect(self, cell: int) -> pygame.Rect:
        """The badge of a leader's revolt strength on `cell` (upper left of its hex)."""
        badge = max(10, int(self.radius * 0.62))
        x, y = self.cell_centre(cell)
        return pygame.Rect(x - int(self.radius * 0.8), y - int(self.radius * 0.72), badge + 2, badge + 2)

    def _blit_leader(self, surface: pygame.Surface, state: State, lid: int, cell: int, scale: float) -> None:
        seat, colour = state.leader_seat(lid), state.leader_colour(lid)
        self._blit(surface, art.leader(colour, state.dynasties[seat], self.cell), cell, scale)
        if scale != 1.0:
            return
        # Revolt strength: the black tiles beside the leader (shown here, decided by the engine).
        strength = state.revolt_strength(cell)
        badge = self.badge_rect(cell)
        centre = badge.center
        pygame.draw.circle(surface, (30, 30, 36), centre, badge.width // 2)
        pygame.draw.circle(surface, (240, 234, 220), centre, badge.width // 2, 1)
        image = rendered(str(strength), int(badge.width * 0.8), (250, 246, 236), bold=True)
        surface.blit(image, image.get_rect(center=centre))

    def _blit(self, surface: pygame.Surface, image: pygame.Surface, cell: int, scale: float) -> None:
        if scale != 1.0:
            image = pygame.transform.smoothscale_by(image, max(0.05, scale))
        surface.blit(image, image.get_rect(center=self.cell_centre(cell)))


    def _draw_kingdoms(self, surface: pygame.Surface, state: State) -> None:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for index, kingdom in enumerate(state.kingdoms()):
            colour = self.kingdom_colour(state, index, kingdom.leaders)
            for cell in bits(kingdom.mask):
                pygame.draw.polygon(layer, (*colour, 110), self.hex_points(cell))
        surface.blit(layer, (0, 0))

    def outline(self, surface: pygame.Surface, mask: int, colour: tuple, width: int) -> None:
        """Draw the border of a set of cells (edges not shared with another cell of the set)."""
        if self.board is None:
            return
        grid = self.board.grid
        for cell in bits(mask):
            points = self.hex_points(cell)
            for edge in range(6):
                other = neighbour_across(cell, edge, grid.width, grid.height)
                if other < 0 or not (mask >> other) & 1:
                    pygame.draw.line(surface, colour, points[edge], points[(edge + 1) % 6], width)
