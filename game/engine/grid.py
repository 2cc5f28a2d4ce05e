"""Cells, names and adjacency as bitboards, for square and hex boards.

A cell is an int code `row * STRIDE + col` (0-based; `A1` is 0). The same
code is the cell's bit in a board mask, so a set of cells is one Python int
and region growth is a handful of shifts. `STRIDE` is wider than any board,
which leaves padding columns that shifts spill into and masks cut away; it
also makes a cell's name computable without knowing the board, so actions
print themselves.

Kingdom logic never looks at rows and columns: it asks a grid for
`expand(mask)` (the mask plus every cell sharing an edge with it),
`neighbours[cell]`, `region` and `components`. A square grid grows a mask
with four shifts; the hex grid with six, chosen by row parity. Memos that
depend on the board's shape live on the grid object, so two boards in one
process never share them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

STRIDE = 32
COLUMN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SQUARE_2x2 = 0b11 | (0b11 << STRIDE)  # shift left by a top-left cell code


def cell_code(col: int, row: int) -> int:
    return row * STRIDE + col


def cell_col(cell: int) -> int:
    return cell % STRIDE


def cell_row(cell: int) -> int:
    return cell // STRIDE


def cell_name(cell: int) -> str:
    """`A1`-style name: column letter, then 1-based row."""
    return f"{COLUMN_LETTERS[cell % STRIDE]}{cell // STRIDE + 1}"


def parse_cell(text: str) -> int | None:
    """The code of a name like `f4` or `F4`; None if it is not shaped like a cell.

    Whether the cell is on a particular board is the board's question.
    """
    if not text.isascii():  # "ı5".upper() is "I5", and "\u212a".upper() is "K"
        return None
    text = text.strip().upper()
    digits = text[1:]
    # ASCII digits only ("²" and "٣" pass `isdigit` but are not row numbers), and
    # at most two after leading zeros (so `int` never sees thousands of digits).
    if len(text) < 2 or text[0] not in COLUMN_LETTERS or not (digits.isascii() and digits.isdigit()):
        return None
    digits = digits.lstrip("0")
    if not digits or len(digits) > 2:
        return None
    row = int(digits)
    return cell_code(COLUMN_LETTERS.index(text[0]), row - 1)


def bits(mask: int) -> Iterator[int]:
    """The cells of a mask, lowest code first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def bit_list(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def lowest_cells(mask: int, limit: int) -> list[int]:
    """At most `limit` cells of a mask, lowest code first."""
    out: list[int] = []
    while mask and len(out) < limit:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cells: Iterable[int]) -> int:
    """The mask of some cells."""
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


def map_marks(name: str, art: str) -> tuple[int, int, list[tuple[int, str]]]:
    """A map drawn as rows of one mark a cell (each game's `maps.py` says what its
    marks mean): its width, height and every cell's (code, mark) in reading order."""
    rows = [line.split() for line in art.strip().splitlines()]
    height, width = len(rows), len(rows[0])
    marks = []
    for r, row in enumerate(rows):
        if len(row) != width:
            raise ValueError(f"map {name}: row {r + 1} has {len(row)} cells")
        for c, mark in enumerate(row):
            marks.append((cell_code(c, r), mark))
    return width, height, marks


class Grid:
    """A board of `width` × `height` cells. Subclasses say which cells touch
    (`expand`); everything else here follows from that.

    `neighbours[cell]` is the mask of the cells sharing an edge with `cell`.
    `parts_after_leaving` and `last_expanded` are memos of the kingdom engine
    kept per grid (see `kingdoms.py` and the legal-move generators).
    """

    def __init__(self, width: int, height: int) -> None:
        if width + 1 >= STRIDE:  # one padding column at least, for the shifts to spill into
            raise ValueError("board too wide")
        self.width = width
        self.height = height
        full = 0
        for row in range(height):
            for col in range(width):
                full |= 1 << cell_code(col, row)
        self.full = full
        self.cells = bit_list(full)
        self.neighbours: dict[int, int] = {c: self.expand(1 << c) & ~(1 << c) for c in self.cells}
        self.parts_after_leaving: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = {}
        # The last (mask, mask expanded) a legal-move generator asked for: one
        # immutable tuple, so threads sharing the grid never mix two answers.
        self.last_expanded: tuple[int, int] = (-1, 0)

    def contains(self, cell: int) -> bool:
        return cell >= 0 and (self.full >> cell) & 1 == 1

    def keeps_together(self, cell: int, rest: int) -> bool:
        """Whether the cells of `rest` beside `cell` stay connected to each
        other without it (then taking `cell` out of a region cannot split
        it): true when there is at most one of them."""
        return (self.neighbours[cell] & rest).bit_count() <= 1

    def expand(self, mask: int) -> int:
        """The mask plus every cell adjacent to it (on the board)."""
        raise NotImplementedError

    def directions(self, mask: int) -> tuple[int, ...]:
        """The mask moved one cell in each direction a cell has neighbours in
        (not cut to the board): `expand` is their union with the mask, and
        counting how many of them hold a cell finds the cells beside two or more."""
        raise NotImplementedError

    def expanded(self, mask: int) -> int:
        """`expand(mask)`, remembered for the last mask asked (a board's
        temples or black tiles change rarely between two calls)."""
        last = self.last_expanded
        if last[0] != mask:
            last = self.last_expanded = (mask, self.expand(mask))
        return last[1]

    def region(self, seed: int, within: int) -> int:
        """The connected part of `within` that contains the seed mask."""
        region = seed & within
        if not region:
            return 0
        expand = self.expand
        while True:
            grown = expand(region) & within
            if grown == region:
                return region
            region = grown

    def components(self, within: int) -> list[int]:
        """The connected components of a mask, ordered by lowest cell."""
        out = []
        rest = within
        expand = self.expand
        while rest:
            region = rest & -rest
            while True:
                grown = expand(region) & rest
                if grown == region:
                    break
                region = grown
            out.append(region)
            rest ^= region
        return out


class SquareGrid(Grid):
    """Squares; neighbours share a side."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__(width, height)
        self._squares = {c: self._squares_with_corner(c) for c in self.cells}

    def expand(self, mask: int) -> int:
        return (mask | (mask << 1) | (mask >> 1) | (mask << STRIDE) | (mask >> STRIDE)) & self.full

    def directions(self, mask: int) -> tuple[int, ...]:
        return (mask << 1, mask >> 1, mask << STRIDE, mask >> STRIDE)

    # The square grid's region growth is written out (no call a step): it is the
    # inner loop of splitting kingdoms, which every removal and leader move does.
    def region(self, seed: int, within: int) -> int:
        region = seed & within
        if not region:
            return 0
        while True:
            grown = (region | (region << 1) | (region >> 1)
                     | (region << STRIDE) | (region >> STRIDE)) & within
            if grown == region:
                return region
            region = grown

    def components(self, within: int) -> list[int]:
        out = []
        rest = within
        while rest:
            region = rest & -rest
            while True:
                grown = (region | (region << 1) | (region >> 1)
                         | (region << STRIDE) | (region >> STRIDE)) & rest
                if grown == region:
                    break
                region = grown
            out.append(region)
            rest ^= region
        return out

    def squares_with_corner(self, cell: int) -> tuple[int, ...]:
        """Top-left codes of the 2×2 squares on the board that have `cell` as a corner."""
        return self._squares[cell]

    def _squares_with_corner(self, cell: int) -> tuple[int, ...]:
        out = []
        col, row = cell_col(cell), cell_row(cell)
        for dc in (0, 1):
            for dr in (0, 1):
                c, r = col - dc, row - dr
                if 0 <= c < self.width - 1 and 0 <= r < self.height - 1:
                    out.append(cell_code(c, r))
        return tuple(sorted(out))


class HexGrid(Grid):
    """Pointy-top hexes in rows, every second row (the 2nd, 4th, … in 1-based
    numbering) shifted half a hex to the right. A cell in a row with an odd
    number touches columns c-1 and c of the rows above and below; a cell in an
    even-numbered row touches c and c+1 there; both touch c-1 and c+1 in
    their own row.

    `triangles` are the sets of three mutually adjacent cells (three hexes
    around one corner), as masks; `triangles_with[cell]` those holding `cell`.
    """

    def __init__(self, width: int, height: int) -> None:
        row_bits = (1 << width) - 1
        # Rows 1, 3, 5, … (0-based 0, 2, 4, …) and rows 2, 4, 6, …
        self._odd_rows = sum(row_bits << (row * STRIDE) for row in range(0, height, 2))
        self._even_rows = sum(row_bits << (row * STRIDE) for row in range(1, height, 2))
        super().__init__(width, height)
        self._arcs: dict[int, dict[int, bool]] = {}
        triangles = set()
        for a in self.cells:
            near = self.neighbours[a]
            for b in bits(near):
                for c in bits(near & self.neighbours[b]):
                    triangles.add((1 << a) | (1 << b) | (1 << c))
        self.triangles: tuple[int, ...] = tuple(sorted(triangles))
        self.triangles_with: dict[int, tuple[int, ...]] = {
            c: tuple(t for t in self.triangles if (t >> c) & 1) for c in self.cells}

    def triangles_within(self, mask: int) -> tuple[int, ...]:
        """The triangles whose three cells are all in `mask`."""
        out = []
        rest = mask
        while rest:
            low = rest & -rest
            for triangle in self.triangles_with[low.bit_length() - 1]:
                # Each triangle once: from its lowest cell.
                if triangle & mask == triangle and triangle & -triangle == low:
                    out.append(triangle)
            rest ^= low
        return tuple(sorted(out))

    # Region growth written out, as on the square grid (no call a step).
    def region(self, seed: int, within: int) -> int:
        region = seed & within
        if not region:
            return 0
        odd_rows, even_rows = self._odd_rows, self._even_rows
        while True:
            odd = region & odd_rows
            even = region & even_rows
            grown = (region | (region << 1) | (region >> 1) | (region << STRIDE) | (region >> STRIDE)
                     | (odd >> (STRIDE + 1)) | (odd << (STRIDE - 1))
                     | (even >> (STRIDE - 1)) | (even << (STRIDE + 1))) & within
            if grown == region:
                return region
            region = grown

    def components(self, within: int) -> list[int]:
        out = []
        rest = within
        odd_rows, even_rows = self._odd_rows, self._even_rows
        while rest:
            region = rest & -rest
            while True:
                odd = region & odd_rows
                even = region & even_rows
                grown = (region | (region << 1) | (region >> 1) | (region << STRIDE) | (region >> STRIDE)
                         | (odd >> (STRIDE + 1)) | (odd << (STRIDE - 1))
                         | (even >> (STRIDE - 1)) | (even << (STRIDE + 1))) & rest
                if grown == region:
                    break
                region = grown
            out.append(region)
            rest ^= region
        return out

    def directions(self, mask: int) -> tuple[int, ...]:
        # The diagonal shifts differ by row parity: each parity's two are kept
        # apart, so a cell reaches a neighbour through one mask only.
        odd = mask & self._odd_rows
        even = mask & self._even_rows
        return (mask << 1, mask >> 1, mask << STRIDE, mask >> STRIDE,
                odd >> (STRIDE + 1), odd << (STRIDE - 1), even >> (STRIDE - 1), even << (STRIDE + 1))

    def expand(self, mask: int) -> int:
        odd = mask & self._odd_rows
        even = mask & self._even_rows
        return (mask | (mask << 1) | (mask >> 1) | (mask << STRIDE) | (mask >> STRIDE)
                | (odd >> (STRIDE + 1)) | (odd << (STRIDE - 1))
                | (even >> (STRIDE - 1)) | (even << (STRIDE + 1))) & self.full
