"""The rules reference's illustrations, as data: a few cells of a game's own board with its
pieces, drawn with the game's own art, with tags, arrows and rings, and a "before → after"
pair where a rule changes the board; numbered notes under it say what happens.

A frame's cells are written as text, one string per row, one token per cell, separated
by spaces, so that an example reads as a small position:

* `.` empty land, `~` empty river, `-` no cell (left blank);
* a lowercase colour letter (the game's `DiagramArt.colours`, e.g. "krbg": black, red,
  blue, green): a tile of that colour; an uppercase one: a leader of that colour, with
  the dynasty's index after it (`R1`: the second dynasty's red leader; `R`: the first's);
* `x`: a catastrophe;
* suffixes: `~` before a piece puts it on a river cell (blue tiles are there by themselves);
  after it, `*` a treasure on it, `_` turned face down, `!` the unification marker.

Monuments and pagodas stand on several cells: `Frame.groups`. The shell draws the
geometry, the tags, arrows and notes; the game's `DiagramArt` (`<game>/rules_art.py`,
given by its presentation's `rules_topics`) draws the ground and the pieces, and knows
whether its cells are squares or hexagons. No text in a frame needs translating but the caption and the notes
(`rules_book.py` translates them); tags are short marks: numbers, letters, "+1"."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from . import theme
from .widgets import draw_text, wrap

Cell = tuple[int, int]  # (column, row) within the frame
Point = tuple[float, float]


@dataclass(frozen=True)
class Piece:
    """One cell's content, parsed from its token."""

    river: bool = False
    kind: str = ""  # "", "tile", "leader", "catastrophe"
    colour: int = -1
    dynasty: int = 0
    treasure: bool = False
    facedown: bool = False
    unification: bool = False


@dataclass(frozen=True)
class Tag:
    """A short mark on a cell (a number the notes explain, "+1", a strength)."""

    cell: Cell
    text: str
    tone: str = "gold"  # "gold", "red" (lost), "green" (gained), "blue"


@dataclass(frozen=True)
class Arrow:
    """From one cell to another (a piece moved, a tile placed from the hand: from a cell
    outside the rows, e.g. column -1, the arrow starts at the frame's edge)."""

    start: Cell
    end: Cell


@dataclass(frozen=True)
class Group:
    """A piece on several cells: "monument" on a 2×2 square (colours: its two), "pagoda" on
    three hexes around a corner (colours: its one)."""

    kind: str
    cells: tuple[Cell, ...]
    colours: str


@dataclass(frozen=True)
class Frame:
    rows: tuple[str, ...]
    caption: str = ""  # translated where shown ("before", "after")
    tags: tuple[Tag, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    rings: tuple[Cell, ...] = ()  # what the rule is about
    crosses: tuple[Cell, ...] = ()  # pieces that leave the board
    groups: tuple[Group, ...] = ()
    ground: bool = True  # False: pieces off the board (the market, a hand), no cells drawn


@dataclass(frozen=True)
class Diagram:
    """Frames side by side (an arrow between them: before, after), then the notes."""

    frames: tuple[Frame, ...]
    notes: tuple[str, ...] = ()  # each translated and wrapped under the frames


class DiagramArt(Protocol):
    """What a game gives to draw its diagrams (`GamePresentation.diagram_art`)."""

    colours: str  # the letters of its colours, in the engine's order

    def extent(self, cols: int, rows: int) -> tuple[float, float]:
        """A frame's width and height in cell pitches."""
        ...

    def centre(self, col: int, row: int, pitch: float) -> tuple[float, float]:
        """A cell's centre from the frame's top left."""
        ...

    def ground(self, surface: pygame.Surface, centre: Point, pitch: float, piece: Piece) -> None:
        ...

    def piece(self, surface: pygame.Surface, centre: Point, pitch: float, piece: Piece) -> None:
        ...

    def group(self, surface: pygame.Surface, centres: list[Point], pitch: float, group: Group) -> None:
        ...


def parse_token(token: str, colours: str) -> Piece | None:
    """One cell's token (see the module's docstring); None for `-` (no cell). A token that
    cannot be read raises ValueError naming it: the content is the program's own data."""
    if token == "-":
        return None
    river = token.startswith("~")
    rest = token[1:] if river else token
    treasure, facedown, unification = "*" in rest, "_" in rest, "!" in rest
    rest = rest.rstrip("*_!")
    if rest in ("", "."):
        return Piece(river=river or token == "~")
    if rest == "x":
        return Piece(river=river, kind="catastrophe")
    letter, digits = rest[0], rest[1:]
    if letter.lower() not in colours or (digits and not digits.isdigit()):
        raise ValueError(f"rules diagram: unknown cell {token!r}")
    colour = colours.index(letter.lower())
    if letter.isupper():
        return Piece(river=river, kind="leader", colour=colour, dynasty=int(digits or 0))
    if digits:
        raise ValueError(f"rules diagram: unknown cell {token!r}")
    # A blue tile lies on a river in both games: the data need not say so.
    return Piece(river=river or letter == "b", kind="tile", colour=colour, treasure=treasure,
                 facedown=facedown, unification=unification)


def parse_rows(rows: tuple[str, ...], colours: str) -> dict[Cell, Piece]:
    cells: dict[Cell, Piece] = {}
    for r, row in enumerate(rows):
        for c, token in enumerate(row.split()):
            piece = parse_token(token, colours)
            if piece is not None:
                cells[(c, r)] = piece
    return cells


def frame_size(frame: Frame) -> tuple[int, int]:
    return max(len(row.split()) for row in frame.rows), len(frame.rows)


TONES = {"gold": theme.GOLD, "red": (214, 70, 58), "green": (86, 178, 96), "blue": (92, 150, 222)}


@dataclass
class DiagramPicture:
    """A diagram drawn in a game's art: a picture of the rules reference (`Topic.pictures`)
    that says its own height for a width (`height`), so the page gives it a row of its own.
    Its frames stand side by side, or one under the other where that draws the cells
    clearly bigger (a narrow page, wide frames)."""

    diagram: Diagram
    art: DiagramArt
    captions: list[str] = field(default_factory=list)  # the frames' captions, translated
    notes: list[str] = field(default_factory=list)  # the notes, translated

    note_size: int = 16  # the notes' and captions' text size (the page sets it from its own)

    MOST_PITCH = 58
    FEWEST_PITCH = 26

    def _text_size(self, pitch: float) -> int:
        return self.note_size

    def _gap(self, pitch: float) -> int:
        """Between two frames (the arrow from one to the next)."""
        return int(pitch * 0.9)

    def _sizes(self) -> list[tuple[float, float]]:
        return [self.art.extent(*frame_size(f)) for f in self.diagram.frames]

    def _widest_pitch(self, width: int, stacked: bool) -> float:
        """The largest cell pitch at which the frames fit `width` (with a margin: a tag on an
        edge cell sticks out)."""
        sizes = self._sizes()
        if stacked:
            units = max(w for w, _h in sizes) + 0.4
        else:
            units = sum(w for w, _h in sizes) + 0.9 * (len(sizes) - 1) + 0.4
        return max(self.FEWEST_PITCH, min(self.MOST_PITCH, width / units))

    def _frames_h(self, pitch: float, stacked: bool) -> float:
        sizes, caption = self._sizes(), self._caption_h(pitch)
        if stacked:
            return sum(caption + h * pitch for _w, h in sizes) + self._gap(pitch) * (len(sizes) - 1)
        return caption + max(h for _w, h in sizes) * pitch

    def _fit(self, width: int, room: int | None) -> tuple[float, bool]:
        """The pitch and arrangement: side by side, unless one under the other draws the
        cells at least a quarter bigger within `room`."""
        best: tuple[float, bool] | None = None
        for stacked in (False, True) if len(self.diagram.frames) > 1 else (False,):
            pitch = self._widest_pitch(width, stacked)
            while room is not None and pitch > self.FEWEST_PITCH and \
                    self._height(width, pitch, stacked) > room:
                pitch -= 2
            if best is None or pitch >= best[0] * 1.25:
                best = (pitch, stacked)
        assert best is not None
        return best

    def _caption_h(self, pitch: float) -> int:
        if not any(self.captions):
            return 0
        return int(theme.font(self._text_size(pitch)).get_linesize() * 1.1) + 2

    def _notes_lines(self, width: int, pitch: float) -> list[tuple[str, int]]:
        """The notes wrapped to `width`: each line and its top below the frames (a little
        space between two notes)."""
        size = self._text_size(pitch)
        step, apart = theme.font(size).get_linesize(), max(2, size // 3)
        lines, y = [], 6
        for index, note in enumerate(self.notes):
            y += apart if index else 0
            for row in wrap(note, size, width):
                lines.append((row, y))
                y += step
        return lines

    def _height(self, width: int, pitch: float, stacked: bool) -> int:
        lines = self._notes_lines(width, pitch)
        below = lines[-1][1] + theme.font(self._text_size(pitch)).get_linesize() if lines else 0
        return int(self._frames_h(pitch, stacked)) + below + 2

    def height(self, width: int, room: int | None = None) -> int:
        """The height drawn at `width`, as small as needed to fit `room` (if it can)."""
        return self._height(width, *self._fit(width, room))

    def pitch(self, rect: pygame.Rect) -> float:
        """The cell pitch the diagram is drawn at in `rect`."""
        return self._fit(rect.width, rect.height)[0]

    def origins(self, rect: pygame.Rect) -> list[Point]:
        """Where each frame's top left is drawn in `rect` (under its caption)."""
        pitch, stacked = self._fit(rect.width, rect.height)
        sizes, caption, gap = self._sizes(), self._caption_h(pitch), self._gap(pitch)
        found: list[Point] = []
        if stacked:
            y = float(rect.top)
            for w, h in sizes:
                found.append((rect.centerx - w * pitch / 2, y + caption))
                y += caption + h * pitch + gap
            return found
        x = rect.centerx - (sum(w for w, _h in sizes) * pitch + gap * (len(sizes) - 1)) / 2
        for w, _h in sizes:
            found.append((x, rect.top + caption))
            x += w * pitch + gap
        return found

    def cell_centre(self, rect: pygame.Rect, frame: int, cell: Cell) -> Point:
        """Where a frame's cell is drawn in `rect` (the tests look at the pieces there)."""
        x, y = self.origins(rect)[frame]
        cx, cy = self.art.centre(cell[0], cell[1], self.pitch(rect))
        return x + cx, y + cy

    def __call__(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pitch, stacked = self._fit(rect.width, rect.height)
        frames, sizes = self.diagram.frames, self._sizes()
        size, caption_h, gap = self._text_size(pitch), self._caption_h(pitch), self._gap(pitch)
        row_h = max(h for _w, h in sizes) * pitch
        arrow_w = max(3, int(pitch * 0.1))
        origins = self.origins(rect)
        for index, (frame, (x, y), (w, h)) in enumerate(zip(frames, origins, sizes, strict=True)):
            width = w * pitch
            caption = self.captions[index] if index < len(self.captions) else ""
            if caption and surface.get_clip().colliderect((x, y - caption_h, width, caption_h)):
                draw_text(surface, caption, size, theme.TEXT_DIM, (x + width / 2, y - caption_h), "midtop",
                          max_width=int(width + gap * 0.8))
            self._draw_frame(surface, frame, (x, y), pitch)
            if index == len(frames) - 1:
                continue
            if stacked:  # an arrow down, between this frame and the next one's caption
                mid: Point = (rect.centerx, y + h * pitch + gap / 2)
                _draw_arrow(surface, (mid[0], mid[1] - pitch * 0.3), (mid[0], mid[1] + pitch * 0.3),
                            theme.TEXT, arrow_w)
            else:
                mid = (x + width + gap / 2, y + row_h / 2)
                _draw_arrow(surface, (mid[0] - pitch * 0.3, mid[1]), (mid[0] + pitch * 0.3, mid[1]),
                            theme.TEXT, arrow_w)
        top = rect.top + self._frames_h(pitch, stacked)
        step = theme.font(size).get_linesize()
        clip = surface.get_clip()
        for row, y in self._notes_lines(rect.width, pitch):
            if clip.colliderect((rect.left, top + y, rect.width, step)):  # only the lines that show
                draw_text(surface, row, size, theme.TEXT, (rect.left, top + y), max_width=rect.width)

    def _draw_frame(self, surface: pygame.Surface, frame: Frame, origin: tuple[float, float],
                    pitch: float) -> None:
        art = self.art
        cells = parse_rows(frame.rows, art.colours)

        def at(cell: Cell) -> tuple[float, float]:
            x, y = art.centre(cell[0], cell[1], pitch)
            return origin[0] + x, origin[1] + y

        for cell, piece in cells.items():
            if frame.ground:
                art.ground(surface, at(cell), pitch, piece)
        for cell, piece in cells.items():
            if piece.kind == "tile" or piece.kind == "catastrophe":
                art.piece(surface, at(cell), pitch, piece)
        for group in frame.groups:
            art.group(surface, [at(c) for c in group.cells], pitch, group)
        for cell, piece in cells.items():
            if piece.kind == "leader":
                art.piece(surface, at(cell), pitch, piece)
        line = max(2, int(pitch * 0.07))
        for cell in frame.rings:
            pygame.draw.circle(surface, theme.GOLD, at(cell), pitch * 0.5, line)
        for cell in frame.crosses:
            x, y = at(cell)
            d = pitch * 0.3
            for a, b in (((x - d, y - d), (x + d, y + d)), ((x - d, y + d), (x + d, y - d))):
                pygame.draw.line(surface, (20, 12, 10), a, b, line + 3)
                pygame.draw.line(surface, TONES["red"], a, b, line + 1)
        cols, rows = frame_size(frame)
        for arrow in frame.arrows:
            start, end = at(arrow.start), at(arrow.end)
            if not (0 <= arrow.start[0] < cols and 0 <= arrow.start[1] < rows):
                # From outside the frame (the hand): from the frame's edge towards the cell.
                start = (max(origin[0] + 2, min(start[0], origin[0] + art.extent(cols, rows)[0] * pitch - 2)),
                         max(origin[1] + 2, min(start[1], origin[1] + art.extent(cols, rows)[1] * pitch - 2)))
            _draw_arrow(surface, start, end, theme.GOLD, max(3, int(pitch * 0.09)), shorten=pitch * 0.3)
        for tag in frame.tags:
            on_leader = tag.cell in cells and cells[tag.cell].kind == "leader"
            _draw_tag(surface, tag, at(tag.cell), pitch, 0.47 if on_leader else 0.3, origin)


def _draw_arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
                colour: tuple, width: int, shorten: float = 0.0) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    end = (end[0] - ux * shorten, end[1] - uy * shorten)
    head = width * 3
    base = (end[0] - ux * head, end[1] - uy * head)
    dark = (20, 16, 12)
    pygame.draw.line(surface, dark, start, base, width + 2)
    pygame.draw.line(surface, colour, start, base, width)
    tip = [end, (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6),
           (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)]
    pygame.draw.polygon(surface, colour, tip)
    pygame.draw.polygon(surface, dark, tip, 1)


def _draw_tag(surface: pygame.Surface, tag: Tag, centre: Point, pitch: float, out: float = 0.3,
              least: tuple[float, float] = (0, 0)) -> None:
    """A pill on the cell's upper left corner (a leader's own badge is lower right, a
    treasure upper right): dark ground, the text in the tag's tone. `out`: how far up and
    left of the centre, in cells (on a leader, out on the cell's corner: over its face it
    hid the dynasty's symbol); never above or left of `least`, the frame's corner (out on an
    edge cell's corner it left the picture)."""
    size = max(12, int(pitch * 0.34))
    image = theme.font(size, True).render(tag.text, True, TONES.get(tag.tone, theme.GOLD))
    pill = pygame.Rect(0, 0, max(image.get_width() + 8, image.get_height() + 2), image.get_height() + 2)
    pill.center = (int(centre[0] - pitch * out), int(centre[1] - pitch * out))
    pill.left, pill.top = max(pill.left, int(least[0])), max(pill.top, int(least[1]))
    pygame.draw.rect(surface, (24, 20, 16), pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, TONES.get(tag.tone, theme.GOLD), pill, 1, border_radius=pill.height // 2)
    surface.blit(image, image.get_rect(center=pill.center))
