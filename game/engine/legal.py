"""The legal decisions of a state, as a compact sequence.

Most decisions are "this kind, this colour, one of these cells", so the
container keeps each such family as one bitmask; swaps are every non-empty
sub-multiset of the hand, kept as the hand itself. `Action` values are made
only when asked for, so `len()`, indexing (for a uniform random choice) and
`in` are cheap; iterating yields every action exactly once, in a fixed
order: the cell families (cells ascending), then the swaps, then the listed
ones.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .actions import SWAP, Action

_NO_HAND = (0, 0, 0, 0)

# Every (kind, colour, cell) action a family can hold, made once: building a
# NamedTuple calls a Python-level __new__, and a random playout asks for one
# action a decision. Rows are filled on first use; `arg` -1 is the last slot.
_TABLE_CELLS = 1024
_TABLE: list[list[list[Action] | None]] = [[None] * 5 for _ in range(16)]


def _table_row(kind: int, arg: int) -> list[Action]:
    row = [Action(kind, arg, cell) for cell in range(_TABLE_CELLS)]
    _TABLE[kind][arg] = row
    return row


def _select_in_byte(byte: int, index: int) -> int:
    for _ in range(index):
        byte &= byte - 1
    return (byte & -byte).bit_length() - 1


# The narrowing steps of _select: (width, mask of its low half).
_HALVINGS = ((32, 0xFFFFFFFF), (16, 0xFFFF), (8, 0xFF))

# _SELECT8[byte << 3 | index]: the position of the index-th set bit of a byte.
_SELECT8 = [_select_in_byte(code >> 3, code & 7) for code in range(256 * 8)]


def _select(mask: int, index: int) -> int:
    """The position of the `index`-th set bit (0 = lowest): whole 64-bit words
    are skipped by their counts, then halves of the word, down to a byte,
    which a table finishes."""
    shift = 0
    while True:
        word = (mask >> shift) & 0xFFFFFFFFFFFFFFFF
        count = word.bit_count()
        if index < count:
            break
        index -= count
        shift += 64
    for width, low_bits in _HALVINGS:
        count = (word & low_bits).bit_count()
        if index >= count:
            index -= count
            word >>= width
            shift += width
    return shift + _SELECT8[(word & 0xFF) << 3 | index]


class LegalActions(Sequence[Action]):
    __slots__ = ("_families", "_listed", "_hand", "_swaps", "_len", "_materialised")

    def __init__(self, families: list[tuple[int, int, int]], listed: list[Action],
                 swap_hand: tuple[int, int, int, int] = _NO_HAND) -> None:
        # Empty families are dropped so that `bool()` and indexing never meet them.
        counted = []
        total = len(listed)
        for kind, arg, mask in families:
            if mask:
                count = mask.bit_count()
                counted.append((kind, arg, mask, count))
                total += count
        self._families = counted
        self._listed = listed
        self._hand = swap_hand
        b, r, u, g = swap_hand
        self._swaps = (b + 1) * (r + 1) * (u + 1) * (g + 1) - 1
        self._len = total + self._swaps
        self._materialised: list[Action] | None = None

    @classmethod
    def from_counted(cls, families: list[tuple[int, int, int, int]], total: int,
                     listed: list[Action], swap_hand: tuple[int, int, int, int]) -> LegalActions:
        """The fast path for the turn's actions: `families` already holds
        (kind, arg, mask, popcount) for non-empty masks only, `total` their sum."""
        self = cls.__new__(cls)
        self._families = families
        self._listed = listed
        self._hand = swap_hand
        b, r, u, g = swap_hand
        self._swaps = swaps = (b + 1) * (r + 1) * (u + 1) * (g + 1) - 1
        self._len = total + len(listed) + swaps
        self._materialised = None
        return self

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return self._len > 0

    def __getitem__(self, index: int) -> Action:  # type: ignore[override]
        if self._materialised is not None:
            return self._materialised[index]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("legal action index out of range")
        for kind, arg, mask, count in self._families:
            if index < count:
                cell = _select(mask, index)
                if cell >= _TABLE_CELLS:
                    return Action(kind, arg, cell)
                row = _TABLE[kind][arg]
                if row is None:
                    row = _table_row(kind, arg)
                return row[cell]
            index -= count
        if index < self._swaps:
            return Action(SWAP, self._swap_counts(index + 1))
        return self._listed[index - self._swaps]

    def _swap_counts(self, code: int) -> tuple[int, int, int, int]:
        """The `code`-th sub-multiset in mixed radix (black slowest, green fastest)."""
        b, r, u, g = self._hand
        green = code % (g + 1)
        code //= g + 1
        blue = code % (u + 1)
        code //= u + 1
        red = code % (r + 1)
        return (code // (r + 1), red, blue, green)

    def __iter__(self) -> Iterator[Action]:
        return iter(self.to_list())

    def to_list(self) -> list[Action]:
        if self._materialised is None:
            out = []
            for kind, arg, mask, _ in self._families:
                while mask:
                    low = mask & -mask
                    out.append(Action(kind, arg, low.bit_length() - 1))
                    mask ^= low
            out.extend(Action(SWAP, self._swap_counts(code)) for code in range(1, self._swaps + 1))
            out.extend(self._listed)
            self._materialised = out
        return self._materialised

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, tuple) or len(action) != 3:
            return False
        kind, arg, cell = action
        if kind == SWAP:
            return (isinstance(arg, tuple) and len(arg) == 4 and sum(arg) > 0
                    and all(0 <= n <= h for n, h in zip(arg, self._hand, strict=True)))
        for k, a, mask, _ in self._families:
            if k == kind and a == arg:
                return isinstance(cell, int) and cell >= 0 and (mask >> cell) & 1 == 1
        return action in self._listed

    def cells(self, kind: int, arg: int = -1) -> int:
        """The mask of cells for one family (0 if there is none) — for a
        client that lights up the cells where a chosen piece may go."""
        for k, a, mask, _ in self._families:
            if k == kind and a == arg:
                return mask
        return 0

    def __repr__(self) -> str:
        return f"LegalActions({len(self)} actions)"
