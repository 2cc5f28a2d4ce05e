"""The two sides of the Tigris & Euphrates board.

Drawn exactly as in `../shared/rules/tigris-euphrates.md`: `~` river,
`T` starting temple with a treasure, `*` starting temple with a treasure and
the special border, `.` land.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grid import SquareGrid, map_marks

STANDARD = """
. . . . ~ ~ ~ ~ ~ . T . ~ . . .
. * . . ~ . . . . . . . ~ . . *
. . . ~ ~ T . . . . . . ~ ~ . .
~ ~ ~ ~ . . . . . . . . . ~ ~ ~
. . . . . . . . . . . . . T ~ ~
. . . . . . . . . . . . . . ~ .
~ ~ ~ ~ . . . . T . . . ~ ~ ~ .
. * . ~ ~ ~ ~ . . . . . ~ . . .
. . . . . . ~ ~ ~ ~ ~ ~ ~ . * .
. . . . . T . . . . . . . . . .
. . . . . . . . . . T . . . . .
"""

ADVANCED = """
. . ~ ~ T . . . . T . . . . . ~
. . ~ ~ . . . . . . . . . . T ~
. * ~ ~ . . . . . . . . . . . ~
. . ~ . . . T . . . . T ~ ~ ~ ~
. . ~ . . . . . . . . . ~ . . .
. . ~ T . . . . . . . . ~ . . *
. . ~ ~ . . . . . . . . ~ ~ . .
* . . ~ ~ ~ . T . . . . T ~ . .
. . . . . ~ ~ ~ . . . . . ~ . .
. . . . * . ~ ~ ~ ~ ~ ~ ~ ~ . .
. . . . . . ~ . . * . . . . * .
"""


@dataclass(frozen=True)
class BoardMap:
    """One board side: which cells are river, where the starting temples are."""

    name: str
    grid: SquareGrid
    river: int
    land: int
    temples: tuple[int, ...]
    special: int  # starting temples with the special border (treasures taken first)


def _parse(name: str, art: str) -> BoardMap:
    width, height, marks = map_marks(name, art)
    grid = SquareGrid(width, height)
    river = 0
    temples = []
    special = 0
    for code, mark in marks:
        if mark == "~":
            river |= 1 << code
        elif mark in "T*":
            temples.append(code)
            if mark == "*":
                special |= 1 << code
        elif mark != ".":
            raise ValueError(f"map {name}: unknown mark {mark!r}")
    return BoardMap(name, grid, river, grid.full & ~river, tuple(sorted(temples)), special)


MAPS: dict[str, BoardMap] = {
    "standard": _parse("standard", STANDARD),
    "advanced": _parse("advanced", ADVANCED),
}
