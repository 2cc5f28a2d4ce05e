"""The legal decisions of a state, as a compact sequence.

Most decisions are "this kind, this colour, one of these cells", so the
container keeps each such family as one bitmask and only makes `Action`
values when they are asked for. `len()`, indexing (for a uniform random
choice) and `in` are cheap; iterating yields every action exactly once, in a
fixed order (family by family, cells ascending, then the listed ones).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .actions import Action


class LegalActions(Sequence[Action]):
    __slots__ = ("_families", "_listed", "_len", "_materialised")

    def __init__(self, families: list[tuple[int, int, int]], listed: list[Action]) -> None:
        # Drop empty families so `bool()` and indexing never meet them.
        self._families = [(k, a, m, m.bit_count()) for k, a, m in families if m]
        self._listed = listed
        self._len = sum(f[3] for f in self._families) + len(listed)
        self._materialised: list[Action] | None = None

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
                for _ in range(index):
                    mask &= mask - 1
                return Action(kind, arg, (mask & -mask).bit_length() - 1)
            index -= count
        return self._listed[index]

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
            out.extend(self._listed)
            self._materialised = out
        return self._materialised

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, tuple) or len(action) != 3:
            return False
        kind, arg, cell = action
        for k, a, mask, _ in self._families:
            if k == kind and a == arg:
                return cell >= 0 and (mask >> cell) & 1 == 1
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
