"""Cells, names and adjacency as bitboards.

A cell is an int code `row * STRIDE + col` (0-based; `A1` is 0). The same
code is the cell's bit in a board mask, so a set of cells is one Python int
and region growth is a handful of shifts. `STRIDE` is wider than any board,
which leaves padding columns that shifts spill into and masks cut away; it
also makes a cell's name computable without knowing the board, so actions
print themselves.

Kingdom logic never looks at rows and columns: it only asks a grid for
`expand(mask)` (the mask plus every cell sharing an edge with it). A square
grid does that with four shifts; the hex grid of Yellow & Yangtze will do it
with shifts per row parity.
"""

from __future__ import annotations

from collections.abc import Iterator

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


class SquareGrid:
    """A width × height board of squares; neighbours share a side."""

    def __init__(self, width: int, height: int) -> None:
        if width >= STRIDE:
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
        self._squares = {c: self._squares_with_corner(c) for c in self.cells}

    def contains(self, cell: int) -> bool:
        return cell >= 0 and (self.full >> cell) & 1 == 1

    def expand(self, mask: int) -> int:
        """The mask plus every cell adjacent to it (on the board)."""
        return (mask | (mask << 1) | (mask >> 1) | (mask << STRIDE) | (mask >> STRIDE)) & self.full

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

    def region(self, seed: int, within: int) -> int:
        """The connected part of `within` that contains the seed mask."""
        region = seed & within
        if not region:
            return 0
        full = within
        while True:
            grown = (region | (region << 1) | (region >> 1)
                     | (region << STRIDE) | (region >> STRIDE)) & full
            if grown == region:
                return region
            region = grown

    def components(self, within: int) -> list[int]:
        """The connected components of a mask, ordered by lowest cell."""
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
