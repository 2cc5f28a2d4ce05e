"""The Tigris & Euphrates board at any size: cells, coordinates, pieces,
highlights, hit-testing.

`BoardView.layout(rect, board)` fits the 16×11 grid (plus a margin for the
coordinates) into `rect`; `draw_still` and `draw_moving` paint a state with
the shell's `Overlay` (what to light, frame and animate this frame). The
ground (land, rivers, special borders, coordinates) is drawn once per size
and cached.
"""

from __future__ import annotations

import math

import pygame

from game.engine.grid import bits, cell_code, cell_col, cell_row
from game.engine.tigris.maps import BoardMap
from game.engine.tigris.pieces import MONUMENTS
from game.engine.tigris.state import State

from .. import theme
from ..art import depth_shade, inner_shadow
from ..board_base import BoardBase
from ..overlay import Overlay
from ..widgets import rendered
from . import art, variant_art

GLOW, GLOW_RIM = theme.GLOW, theme.GLOW_RIM



_terrains: dict[tuple[str, int], pygame.Surface] = {}


def terrain(board: BoardMap, c: int) -> pygame.Surface:
    """The land and the rivers of `board` with cells of `c` pixels: sand with grain and a
    chequer so the cells read, water with depth toward its middle and ripples (cached)."""
    key = (board.name, c)
    cached = _terrains.get(key)
    if cached is not None:
        return cached
    import numpy as np

    w, h = board.grid.width * c, board.grid.height * c
    rng = np.random.default_rng(7)
    grain = rng.normal(0.0, 1.0, (w, h))
    grain = (grain + np.roll(grain, 1, 0) + np.roll(grain, 1, 1)) / 3  # soften the grain
    xs = (np.arange(w) % c) / c
    ys = (np.arange(h) % c) / c
    edge = np.minimum.outer(np.minimum(xs, 1 - xs), np.minimum(ys, 1 - ys))  # 0 at a cell's edge
    cell_col_of = np.arange(w) // c
    cell_row_of = np.arange(h) // c
    river = np.zeros((board.grid.width, board.grid.height), dtype=bool)
    for cell in bits(board.river):
        river[cell_col(cell), cell_row(cell)] = True
    water = river[cell_col_of][:, cell_row_of]
    chequer = ((cell_col_of[:, None] + cell_row_of[None, :]) % 2).astype(float)
    land = np.array(theme.LAND, dtype=float)
    land2 = np.array(theme.LAND_2, dtype=float)
    base = land[None, None, :] * (1 - chequer[..., None]) + land2[None, None, :] * chequer[..., None]
    base += grain[..., None] * 5.0
    base *= (0.95 + 0.05 * np.clip(edge * 6, 0, 1))[..., None]  # a faint bevel at the cell's edge
    deep = np.array((70, 138, 190), dtype=float)
    shallow = np.array(theme.RIVER_2, dtype=float)
    depth = np.clip(edge * 3.2, 0, 1)[..., None]
    wet = shallow[None, None, :] * (1 - depth) + deep[None, None, :] * depth
    ripple = np.sin((np.arange(w)[:, None] * 0.21 + np.arange(h)[None, :] * 0.9) / max(1, c / 12))
    wet += (ripple[..., None] * 5.0) + grain[..., None] * 3.0
    pixels = np.where(water[..., None], wet, base)
    surface = pygame.Surface((w, h))
    pygame.surfarray.blit_array(surface, np.clip(pixels, 0, 255).astype(np.uint8))
    for cell in bits(board.river):  # the current: two soft wave lines a cell
        r = pygame.Rect(cell_col(cell) * c, cell_row(cell) * c, c, c)
        surface.set_clip(r)
        for k in (0.33, 0.66):
            y = r.top + r.height * k
            pts = [(r.left + r.width * i / 8, y + math.sin(i * 1.6 + cell) * c * 0.04) for i in range(9)]
            pygame.draw.lines(surface, (150, 198, 232), False, pts, max(1, c // 20))
        surface.set_clip(None)
    if len(_terrains) > 8:
        _terrains.clear()
    _terrains[key] = surface
    return surface


Labels = list[tuple[str, float]]  # a coordinate's text and its place on screen (x or y)


class BoardView(BoardBase):
    dynasty_colours = art.DYNASTY_COLOURS
    dynasty_art = staticmethod(art.dynasty_badge)

    def __init__(self) -> None:
        self._cell_rects: dict[int, pygame.Rect] = {}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cell = 1
        self.margin = 0  # room for the coordinates, left of and above the cells
        self.origin = (0, 0)
        self.board: BoardMap | None = None
        self._ground: pygame.Surface | None = None
        self._ground_key: tuple | None = None
        self.view: pygame.Rect | None = None  # where the board shows (zoomed: cells beyond are hidden)

    def layout(self, rect: pygame.Rect, state: State) -> None:
        board = state.board
        self.board = board
        w, h = board.grid.width, board.grid.height
        # Half a cell of margin on the top and left for the coordinates; more when a cell is so
        # small that half of one would not hold a row's number at the smallest readable size.
        cell = max(8, int(min(rect.width / (w + 0.5), rect.height / (h + 0.5))))
        margin = self._margin_for(cell, h)
        if margin > cell // 2:
            cell = max(8, int(min((rect.width - margin) / w, (rect.height - margin) / h)))
            margin = self._margin_for(cell, h)
        self.cell, self.margin = cell, margin
        total_w, total_h = cell * w + margin, cell * h + margin
        left = rect.left + (rect.width - total_w) // 2 + margin
        top = rect.top + (rect.height - total_h) // 2 + margin
        self.origin = (left, top)
        self.rect = pygame.Rect(left, top, self.cell * w, self.cell * h)
        self._cell_rects = {}

    # Squares here, hexes in the other game's board: the labels' geometry is each board's own,
    # though the two read alike.
    @staticmethod
    def _label_size(cell: int) -> int:
        return max(theme.SMALLEST, int(cell * 0.36))  # readable at the smallest window

    def coordinate_labels(self, view: pygame.Rect) -> tuple[Labels, Labels, int]:
        """The columns' letters with their x and the rows' numbers with their y on screen, and
        the labels' size: for a zoomed board, whose own labels are out of view
        (`table/edge_labels.py`)."""
        assert self.board is not None
        c, (ox, oy) = self.cell, self.origin
        grid = self.board.grid
        return ([(chr(ord("A") + col), ox + col * c + c / 2) for col in range(grid.width)],
                [(str(row + 1), oy + row * c + c / 2) for row in range(grid.height)], self._label_size(c))

    def _margin_for(self, cell: int, rows: int) -> int:
        """The room left of (and above) the cells: the wooden frame (6 px), a gap and the
        widest row number."""
        widest = theme.font(self._label_size(cell), True).size(str(rows))[0]
        return max(cell // 2, widest + 14)

    # ---------------------------------------------------------------- geometry

    def cell_rect(self, cell: int) -> pygame.Rect:
        # Asked a hundred times per redraw of the board: kept per layout (a copy is handed out,
        # so callers may change it).
        rect = self._cell_rects.get(cell)
        if rect is None:
            rect = self._cell_rects[cell] = pygame.Rect(
                self.origin[0] + cell_col(cell) * self.cell,
                self.origin[1] + cell_row(cell) * self.cell,
                self.cell,
                self.cell,
            )
        return rect.copy()

    def cell_centre(self, cell: int) -> tuple[int, int]:
        return self.cell_rect(cell).center

    def cell_at(self, pos: tuple[int, int]) -> int:
        """The cell under a screen point, or -1."""
        if self.board is None or not self.rect.collidepoint(pos):
            return -1
        if self.view is not None and not self.view.collidepoint(pos):
            return -1
        col = (pos[0] - self.origin[0]) // self.cell
        row = (pos[1] - self.origin[1]) // self.cell
        return cell_code(col, row)

    # ---------------------------------------------------------------- ground

    def _make_ground(self) -> pygame.Surface:
        board = self.board
        assert board is not None
        c = self.cell
        margin = self.margin
        surf = pygame.Surface((self.rect.width + margin + 8, self.rect.height + margin + 8), pygame.SRCALPHA)
        ox, oy = margin, margin
        # A wooden frame with a shadow below and to the right, lit from the top left.
        frame = pygame.Rect(ox - 6, oy - 6, self.rect.width + 12, self.rect.height + 12)
        shadow = pygame.Surface(frame.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=9)
        surf.blit(shadow, frame.move(4, 5))
        pygame.draw.rect(surf, (98, 72, 44), frame, border_radius=8)
        pygame.draw.rect(surf, (140, 106, 66), frame, 2, border_radius=8)
        pygame.draw.line(
            surf, (58, 40, 24), (frame.left + 6, frame.bottom - 2), (frame.right - 6, frame.bottom - 2), 2
        )
        grid = pygame.Rect(ox, oy, self.rect.width, self.rect.height)
        surf.blit(terrain(board, c), grid)
        # The grid's lines: thin and soft, a little darker on the land's bottom and right edges.
        for cell in board.grid.cells:
            r = pygame.Rect(ox + cell_col(cell) * c, oy + cell_row(cell) * c, c, c)
            river = (board.river >> cell) & 1
            if river:
                pygame.draw.rect(surf, (74, 138, 184), r, 1)
            else:
                pygame.draw.line(surf, (238, 224, 184), r.topleft, (r.right - 1, r.top))
                pygame.draw.line(surf, (238, 224, 184), r.topleft, (r.left, r.bottom - 1))
                pygame.draw.line(surf, theme.LAND_EDGE, (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1))
                pygame.draw.line(surf, theme.LAND_EDGE, (r.right - 1, r.top), (r.right - 1, r.bottom - 1))
        # The river banks: a darker, damp line where water meets land.
        for cell in bits(board.river):
            r = pygame.Rect(ox + cell_col(cell) * c, oy + cell_row(cell) * c, c, c)
            col, row = cell_col(cell), cell_row(cell)
            width = max(2, c // 16)
            for dc, dr, a, b in (
                (0, -1, r.topleft, r.topright),
                (0, 1, r.bottomleft, r.bottomright),
                (-1, 0, r.topleft, r.bottomleft),
                (1, 0, r.topright, r.bottomright),
            ):
                nc, nr = col + dc, row + dr
                if (
                    0 <= nc < board.grid.width
                    and 0 <= nr < board.grid.height
                    and not (board.river >> cell_code(nc, nr)) & 1
                ):
                    pygame.draw.line(surf, (60, 108, 146), a, b, width)
        for cell in bits(board.special):
            # The special border: a terracotta frame with a pale inlay and corner studs, printed
            # on the board (so it shows on an empty cell too) and unlike any gold highlight.
            r = pygame.Rect(ox + cell_col(cell) * c, oy + cell_row(cell) * c, c, c).inflate(-2, -2)
            pygame.draw.rect(surf, theme.SPECIAL_BORDER, r, max(3, c // 9), border_radius=c // 10)
            inlay = r.inflate(-max(3, c // 9), -max(3, c // 9))
            pygame.draw.rect(surf, theme.SPECIAL_INLAY, inlay, max(1, c // 30), border_radius=c // 12)
            stud = max(2, c // 16)
            for corner in (r.topleft, r.topright, r.bottomleft, r.bottomright):
                x = corner[0] + (stud + 1 if corner[0] == r.left else -stud - 2)
                y = corner[1] + (stud + 1 if corner[1] == r.top else -stud - 2)
                pygame.draw.circle(surf, theme.SPECIAL_INLAY, (x, y), stud)
        # Depth: the middle lit, the edges and corners darker, and the frame's shadow inward.
        surf.blit(depth_shade(grid.size), grid, special_flags=pygame.BLEND_RGBA_MULT)
        inner_shadow(surf, grid, c // 4)
        font = theme.font(self._label_size(c), True)
        for col in range(board.grid.width):
            image = font.render(chr(ord("A") + col), True, theme.TEXT_DIM)
            surf.blit(image, image.get_rect(center=(ox + col * c + c // 2, (oy - 6) // 2)))
        for row in range(board.grid.height):
            # Right-aligned beside the frame: "10" and "11" as whole as "9".
            image = font.render(str(row + 1), True, theme.TEXT_DIM)
            surf.blit(image, image.get_rect(midright=(ox - 9, oy + row * c + c // 2)))
        return surf

    def ground_key(self) -> tuple:
        return (self.board.name if self.board else "", self.cell, self.rect.size)

    # ---------------------------------------------------------------- drawing

    def draw_still(self, surface: pygame.Surface, state: State, overlay: Overlay) -> None:
        """The ground and every piece except those an animation draws (`overlay.hidden`).
        The game scene caches this layer until something changes."""
        c, margin = self.cell, self.margin
        surface.blit(self.ground(), (self.origin[0] - margin, self.origin[1] - margin))
        if overlay.show_kingdoms:
            self._draw_kingdoms(surface, state)
        hidden = overlay.hidden
        for colour in range(4):
            image = art.tile(colour, c)
            for cell in bits(state.tiles[colour] & ~hidden):
                surface.blit(image, self.cell_rect(cell))
        back = art.tile(0, c, facedown=True)
        for cell in bits(state.facedown & ~hidden):
            surface.blit(back, self.cell_rect(cell))
        for index, top_left, _colour in state.monuments:
            if not (hidden >> top_left) & 1:
                self._blit_monument(surface, index, top_left, 1.0)
        variant_art.draw_pieces(self, surface, state, hidden)  # the wonder and buildings, if any
        image = art.catastrophe(c)
        for cell in bits(state.catastrophes & ~hidden):
            surface.blit(image, self.cell_rect(cell))
        gem = art.treasure(int(c * 0.42))
        for cell in bits(state.treasures & ~hidden):
            r = self.cell_rect(cell)
            surface.blit(gem, gem.get_rect(center=(r.right - c * 0.2, r.top + c * 0.2)))
        if state.unification >= 0:
            self._blit(surface, art.unification(c), state.unification, 1.0)
        for lid, cell in enumerate(state.leaders):
            if cell >= 0 and not (hidden >> cell) & 1:
                self._blit_leader(surface, state, lid, cell, 1.0)
        for cell in bits(overlay.recent):
            # A thin dashed frame: what the others just did, easy to spot, never in the way.
            r = self.cell_rect(cell).inflate(-2, -2)
            dash = max(3, c // 8)
            for x in range(r.left, r.right, dash * 2):
                pygame.draw.line(surface, (255, 255, 255), (x, r.top), (min(x + dash, r.right), r.top), 2)
                pygame.draw.line(
                    surface, (255, 255, 255), (x, r.bottom - 1), (min(x + dash, r.right), r.bottom - 1), 2
                )
            for y in range(r.top, r.bottom, dash * 2):
                pygame.draw.line(surface, (255, 255, 255), (r.left, y), (r.left, min(y + dash, r.bottom)), 2)
                pygame.draw.line(
                    surface, (255, 255, 255), (r.right - 1, y), (r.right - 1, min(y + dash, r.bottom)), 2
                )
        if overlay.show_kingdoms:
            self._draw_kingdom_edges(surface, state)
            self._draw_kingdom_key(surface, state, overlay.names)

    def draw_moving(self, surface: pygame.Surface, state: State, overlay: Overlay) -> None:
        """Pieces appearing (scaled), then highlights, hover and selection."""
        ground = self.ground()
        margin = self.margin
        for cell, scale in overlay.pops.items():
            # The still layer has the piece at full size: cover it with its bit of ground first.
            r = self.cell_rect(cell)
            monument = next((m for m in state.monuments if m[1] == cell), None)
            patch = r if monument is None else pygame.Rect(r.left, r.top, r.width * 2, r.height * 2)
            surface.blit(ground, patch, patch.move(margin - self.origin[0], margin - self.origin[1]))
            if monument is not None:
                back = art.tile(0, self.cell, facedown=True)
                for dx in (0, self.cell):
                    for dy in (0, self.cell):
                        surface.blit(back, (r.left + dx, r.top + dy))
            if scale <= 0:
                continue
            lid = state.leader_at(cell)
            if lid >= 0:
                self._blit_leader(surface, state, lid, cell, scale)
                continue
            if monument is not None:
                self._blit_monument(surface, monument[0], cell, scale)
            elif (state.catastrophes >> cell) & 1:
                self._blit(surface, art.catastrophe(self.cell), cell, scale)
            elif state.tile_at(cell) >= 0:
                self._blit(surface, art.tile(state.tile_at(cell), self.cell), cell, scale)
        for top_left, height in overlay.rises.items():
            # A monument rising out of its square: the face-down tiles, then the tower pushed
            # up from below the square's bottom edge.
            monument = next((m for m in state.monuments if m[1] == top_left), None)
            if monument is None:
                continue
            r = self.cell_rect(top_left)
            square = pygame.Rect(r.left, r.top, r.width * 2, r.height * 2)
            surface.blit(ground, square, square.move(margin - self.origin[0], margin - self.origin[1]))
            back = art.tile(0, self.cell, facedown=True)
            for dx in (0, self.cell):
                for dy in (0, self.cell):
                    surface.blit(back, (r.left + dx, r.top + dy))
            if height <= 0:
                continue
            first, second = MONUMENTS[monument[0]]
            image = art.monument(first, second, self.cell * 2)
            clip = surface.get_clip()
            surface.set_clip(square.inflate(0, 4).clip(clip) if clip else square)
            surface.blit(
                image,
                image.get_rect(midbottom=(square.centerx, square.bottom + int(square.height * (1 - height)))),
            )
            surface.set_clip(clip)
        self._draw_overlay(surface, state, overlay)

    def _blit_monument(self, surface: pygame.Surface, index: int, top_left: int, scale: float) -> None:
        first, second = MONUMENTS[index]
        image = art.monument(first, second, self.cell * 2)
        if scale != 1.0:
            image = pygame.transform.smoothscale_by(image, max(0.05, scale))
        surface.blit(image, image.get_rect(center=self.cell_rect(top_left).bottomright))

    def badge_rect(self, cell: int) -> pygame.Rect:
        """The red badge of a leader's revolt strength on `cell` (its top-left corner)."""
        badge = max(10, int(self.cell * 0.34))
        r = self.cell_rect(cell)
        return pygame.Rect(r.left + 1, r.top + 1, badge + 2, badge + 2)

    def _blit_leader(self, surface: pygame.Surface, state: State, lid: int, cell: int, scale: float) -> None:
        c = self.cell
        seat, colour = state.leader_seat(lid), state.leader_colour(lid)
        self._blit(surface, art.leader(colour, state.dynasties[seat], c), cell, scale)
        if scale != 1.0:
            return
        # Revolt strength: the face-up temples beside the leader (shown here, decided by the engine).
        strength = state.revolt_strength(cell)
        badge = max(10, int(c * 0.34))
        r = self.cell_rect(cell)
        centre = (r.left + badge // 2 + 1, r.top + badge // 2 + 1)
        pygame.draw.circle(surface, (120, 30, 26), centre, badge // 2 + 1)
        pygame.draw.circle(surface, (255, 236, 220), centre, badge // 2 + 1, 1)
        image = rendered(str(strength), int(badge * 0.95), (255, 240, 230), bold=True)
        surface.blit(image, image.get_rect(center=centre))

    def _blit(self, surface: pygame.Surface, image: pygame.Surface, cell: int, scale: float) -> None:
        rect = self.cell_rect(cell)
        if scale != 1.0:
            image = pygame.transform.smoothscale_by(image, max(0.05, scale))
        surface.blit(image, image.get_rect(center=rect.center))


    def keep_clear(self) -> list[pygame.Rect]:
        """What a panel over the board had better not hide besides the cells: nothing here."""
        return []

    def covered(self, state: State) -> int:
        """Cells with something on them besides tiles and leaders (the kingdoms view's tags
        keep off them)."""
        return state.catastrophes | ((1 << state.unification) if state.unification >= 0 else 0)

    def _draw_kingdoms(self, surface: pygame.Surface, state: State) -> None:
        wash = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
        for index, kingdom in enumerate(state.kingdoms()):
            colour = self.kingdom_colour(state, index, kingdom.leaders)
            wash.fill((*colour, 110))
            for cell in bits(kingdom.mask):
                surface.blit(wash, self.cell_rect(cell))

    def outline(self, surface: pygame.Surface, mask: int, colour: tuple, width: int) -> None:
        """Draw the border of a set of cells (edges not shared with another cell of the set)."""
        for cell in bits(mask):
            r = self.cell_rect(cell)
            col, row = cell_col(cell), cell_row(cell)
            if row == 0 or not (mask >> cell_code(col, row - 1)) & 1:
                pygame.draw.line(surface, colour, r.topleft, (r.right - 1, r.top), width)
            if not (mask >> cell_code(col, row + 1)) & 1:
                pygame.draw.line(surface, colour, (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1), width)
            if col == 0 or not (mask >> cell_code(col - 1, row)) & 1:
                pygame.draw.line(surface, colour, r.topleft, (r.left, r.bottom - 1), width)
            if not (mask >> cell_code(col + 1, row)) & 1:
                pygame.draw.line(surface, colour, (r.right - 1, r.top), (r.right - 1, r.bottom - 1), width)

    def _draw_glow(self, surface: pygame.Surface, o: Overlay) -> None:
        """The cells a lesson points at: amber with a dark rim, unlike the pale cells lit for
        a chosen piece, pulsing."""
        if not o.glow:
            return
        c = self.cell
        pulse = 0.5 + 0.5 * math.sin(o.time * 4)
        width = max(3, c // 10)
        for cell in o.glow:
            r = self.cell_rect(cell).inflate(-2, -2)
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            glow.fill((*GLOW, int(40 + 50 * pulse)))
            surface.blit(glow, r)
            ring = r.inflate(width, width)
            pygame.draw.rect(surface, GLOW_RIM, ring.inflate(4, 4), 2, border_radius=c // 5)
            pygame.draw.rect(surface, GLOW, ring, width, border_radius=c // 5)

    def _targets_layer(
        self, targets: int, colour: tuple, occupied: int, conflicts: int = 0
    ) -> pygame.Surface:
        key = (targets, colour, occupied & targets, conflicts, self.cell, self.rect.size)
        if getattr(self, "_targets_key", None) != key:
            c = self.cell
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            ring = max(3, c // 14)
            # Few lit cells: a pale wash, a bright ring with a dark edge (it stands out on
            # land, river and tiles alike) and a dot in empty cells. Many (a tile that may go
            # almost anywhere): only the dot and a thin ring, so the board is not washed out.
            many = targets.bit_count() > 40
            lit = colour
            for cell in bits(targets):
                # Where the piece would start a revolt or a war: lit in red.
                conflict = (conflicts >> cell) & 1
                colour = theme.BAD if conflict else lit
                r = self.cell_rect(cell).move(-self.rect.left, -self.rect.top)
                inner = r.inflate(-max(4, c // 10), -max(4, c // 10))
                if many and not conflict:  # a conflict's cell stands out among many
                    pygame.draw.rect(layer, (*colour, 150), inner, max(1, ring // 2), border_radius=c // 5)
                else:
                    layer.fill((*colour, 80), r)
                    pygame.draw.rect(
                        layer, (40, 28, 12, 200), inner.inflate(2, 2), ring + 2, border_radius=c // 5
                    )
                    pygame.draw.rect(layer, (*colour, 255), inner, ring, border_radius=c // 5)
                if not (occupied >> cell) & 1:  # a dot would sit on a tile's symbol
                    dot = max(3, c // 11) - (1 if many else 0)
                    pygame.draw.circle(layer, (40, 28, 12, 160), r.center, dot + 1)
                    pygame.draw.circle(layer, (*colour, 255), r.center, dot)
            # (The other game's `highlights.py` lights its hexes alike: each board draws its own cells.)
            self._targets_cache = layer
            self._targets_key = key
        return self._targets_cache

    def _draw_overlay(self, surface: pygame.Surface, state: State, o: Overlay) -> None:
        c = self.cell
        if o.targets:
            pulse = 0.5 + 0.5 * math.sin(o.time * 5)
            layer = self._targets_layer(o.targets, o.target_colour, state.occupied(), o.conflicts)
            layer.set_alpha(int(170 + 85 * pulse))
            surface.blit(layer, self.rect)
        if o.outline:
            self.outline(surface, o.outline, (255, 255, 255), 3)
        for block in o.blocks:
            rects = [self.cell_rect(cell) for cell in bits(block)]
            if rects:
                square = rects[0].unionall(rects[1:])
                pygame.draw.rect(surface, theme.GOLD, square, 4, border_radius=c // 6)
        for cell in bits(o.marks):
            # Where a leader of the viewer's left the board since their last decision.
            r = self.cell_rect(cell)
            pygame.draw.circle(surface, (20, 10, 8), r.center, int(c * 0.36) + 2, max(3, c // 12) + 2)
            pygame.draw.circle(surface, theme.BAD, r.center, int(c * 0.36), max(3, c // 12))
            d = int(c * 0.2)
            pygame.draw.line(
                surface,
                theme.BAD,
                (r.centerx - d, r.centery - d),
                (r.centerx + d, r.centery + d),
                max(2, c // 14),
            )
            pygame.draw.line(
                surface,
                theme.BAD,
                (r.centerx - d, r.centery + d),
                (r.centerx + d, r.centery - d),
                max(2, c // 14),
            )
        for cell in bits(o.warn):
            # The mover's own leaders a move under the pointer would cost.
            r = self.cell_rect(cell).inflate(4, 4)
            pulse = 0.5 + 0.5 * math.sin(o.time * 8)
            pygame.draw.rect(surface, (20, 10, 8), r.inflate(4, 4), 5, border_radius=c // 5)
            pygame.draw.rect(surface, (255, int(90 + 60 * pulse), 70), r, 3, border_radius=c // 5)
        self._draw_glow(surface, o)
        for cell, colour in o.fighters:
            # The two leaders in a revolt or war, framed in their side's colour just outside
            # their cell (clear of the strength badge), pulsing gently.
            grow = 6 + int(2 * (1 + math.sin(o.time * 4)))
            frame = self.cell_rect(cell).inflate(grow, grow)
            width = max(3, c // 16)
            pygame.draw.rect(surface, (20, 14, 8), frame.inflate(4, 4), width + 2, border_radius=c // 5)
            pygame.draw.rect(surface, colour, frame, width, border_radius=c // 5)
        width = max(2, c // 20)
        for side, (cells, colour) in enumerate(o.support):
            # The tiles that make each side's base strength, framed inside their cell in
            # the side's colour (the leaders' frames are outside theirs); the defender's
            # frame sits inside the attacker's, as one temple can count for both.
            inset = 2 * width * (1 + 2 * side)
            for cell in bits(cells):
                frame = self.cell_rect(cell).inflate(-inset, -inset)
                pygame.draw.rect(surface, (20, 14, 8), frame.inflate(2, 2), width + 2, border_radius=c // 6)
                pygame.draw.rect(surface, colour, frame, width, border_radius=c // 6)
        if o.selected >= 0:
            pygame.draw.rect(
                surface, theme.SELECT, self.cell_rect(o.selected).inflate(2, 2), 4, border_radius=c // 6
            )
        if o.hover >= 0:
            r = self.cell_rect(o.hover)
            if o.ghost is not None:
                ghost = o.ghost.copy()
                ghost.set_alpha(170)
                surface.blit(ghost, ghost.get_rect(center=r.center))
            pygame.draw.rect(surface, (255, 255, 255), r, 2, border_radius=c // 8)
