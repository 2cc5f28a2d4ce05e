"""The legal decisions of a state, as a compact sequence.

Most decisions are "this action, on one of these cells" (a red tile on any
of 40 cells), so the container keeps each such family as one bitmask and a
row of the family's actions indexed by cell; swaps are every non-empty
sub-multiset of the hand, kept as the hand itself. So `len()`, indexing (for
a uniform random choice) and `in` are cheap, and nothing is built that is
not asked for. Iterating yields every action exactly once, in a fixed
order: the cell families (cells ascending), then the swaps, then the listed
ones. The container knows nothing of either game: the rows and the listed
actions are the game's own values.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from .actions import SWAP

# Cell codes a row covers: every board of the family fits (12 rows of 32 codes).
ROW_CELLS = 12 * 32

_ROWS: dict[tuple, tuple] = {}


def action_row(action_type: type, *template: Any) -> tuple:
    """The family's actions by cell: `action_type(kind, value, cell, *rest)` for
    every cell code, made once (building a NamedTuple is a Python-level call,
    and a random playout asks for one action a decision)."""
    key = (action_type, *template)
    row = _ROWS.get(key)
    if row is None:
        kind, value, *rest = template
        row = _ROWS[key] = tuple(action_type(kind, value, cell, *rest) for cell in range(ROW_CELLS))
    return row


def _select_in_byte(byte: int, index: int) -> int:
    for _ in range(index):
        byte &= byte - 1
    return (byte & -byte).bit_length() - 1


# The narrowing steps of select_bit: (width, mask of its low half).
_HALVINGS = ((32, 0xFFFFFFFF), (16, 0xFFFF), (8, 0xFF))

# _SELECT8[byte << 3 | index]: the position of the index-th set bit of a byte.
_SELECT8 = [_select_in_byte(code >> 3, code & 7) for code in range(256 * 8)]


def select_bit(mask: int, index: int) -> int:
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


def _swap_count(hand: tuple[int, ...]) -> int:
    total = 1
    for held in hand:
        total *= held + 1
    return total - 1


class LegalActions(Sequence[Any]):
    __slots__ = ("_families", "_listed", "_hand", "_swap_type", "_swaps", "_len", "_materialised")

    _swap_type: Any  # the game's action class: `Action.swap(counts)`; given whenever swaps are

    def __init__(self, families: list[tuple[tuple, int]], listed: list[Any],
                 swap_hand: tuple[int, ...] = (), swap_type: type | None = None) -> None:
        """`families` holds (row, mask) pairs (rows from `action_row`); `swap_hand`,
        with `swap_type` the game's action class, adds every swap from that hand."""
        # Empty families are dropped so that `bool()` and indexing never meet them.
        counted = []
        total = len(listed)
        for row, mask in families:
            if mask:
                count = mask.bit_count()
                counted.append((row, mask, count))
                total += count
        self._families = counted
        self._listed = listed
        self._hand = swap_hand
        self._swap_type = swap_type
        self._swaps = _swap_count(swap_hand) if swap_hand else 0
        self._len = total + self._swaps
        self._materialised: list[Any] | None = None

    @classmethod
    def from_counted(cls, families: list[tuple[tuple, int, int]], total: int, listed: list[Any],
                     swap_hand: tuple[int, ...], swap_type: type) -> LegalActions:
        """The fast path for the turn's actions: `families` already holds
        (row, mask, popcount) for non-empty masks only, `total` their sum."""
        self = cls.__new__(cls)
        self._families = families
        self._listed = listed
        self._hand = swap_hand
        self._swap_type = swap_type
        swaps = 1  # _swap_count, inline: this is once a decision
        for held in swap_hand:
            swaps *= held + 1
        self._swaps = swaps = swaps - 1
        self._len = total + len(listed) + swaps
        self._materialised = None
        return self

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return self._len > 0

    # by an index only, not a slice (Sequence's takes both)
    def __getitem__(self, index: int) -> Any:  # type: ignore[override]
        if self._materialised is not None:
            return self._materialised[index]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("legal action index out of range")
        for row, mask, count in self._families:
            if index < count:
                return row[select_bit(mask, index)]
            index -= count
        if index < self._swaps:
            return self._swap_type.swap(self._swap_counts(index + 1))
        return self._listed[index - self._swaps]

    def _swap_counts(self, code: int) -> tuple[int, ...]:
        """The `code`-th sub-multiset in mixed radix (the first colour slowest)."""
        counts = []
        for held in reversed(self._hand):
            counts.append(code % (held + 1))
            code //= held + 1
        counts.reverse()
        return tuple(counts)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.to_list())

    def to_list(self) -> list[Any]:
        if self._materialised is None:
            out = []
            for row, mask, _ in self._families:
                while mask:
                    low = mask & -mask
                    out.append(row[low.bit_length() - 1])
                    mask ^= low
            if self._swaps:
                swap = self._swap_type.swap
                out.extend(swap(self._swap_counts(code)) for code in range(1, self._swaps + 1))
            out.extend(self._listed)
            self._materialised = out
        return self._materialised

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, tuple) or len(action) < 3:
            return False
        kind, cell = action[0], action[2]
        if kind == SWAP:
            hand = self._hand
            counts = getattr(action, "counts", None)
            return (self._swaps > 0 and isinstance(counts, tuple) and len(counts) == len(hand)
                    and all(isinstance(n, int) and 0 <= n <= h for n, h in zip(counts, hand, strict=True))
                    and sum(counts) > 0
                    and action == self._swap_type.swap(counts))
        if isinstance(cell, int) and 0 <= cell < ROW_CELLS:
            for row, mask, _ in self._families:
                if (mask >> cell) & 1 and row[cell] == action:
                    return True
        return action in self._listed

    def cells(self, kind: int, value: int = -1) -> int:
        """The mask of cells for the families of one kind and value (0 if
        there is none) — for a client that lights up the cells where a chosen
        piece may go."""
        out = 0
        for row, mask, _ in self._families:
            first = row[0]
            if first[0] == kind and first[1] == value:
                out |= mask
        return out

    def __repr__(self) -> str:
        return f"LegalActions({len(self)} actions)"
