"""The project's Yellow & Yangtze board: an original map of the Warring
States, 18 × 12 pointy-top hexes, drawn exactly as in
`../shared/rules/yellow-yangtze.md`: `=` Yellow River, `~` Yangtze (both
river cells), `.` land, and a letter for each of the seven capitals (land
that starts with a black tile).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grid import HexGrid, map_marks, mask_of

STANDARD = """
. . . . . . . . . . . . . . . . . .
. . = = = = = . . . . . . . Y . . .
. . = . . . = . . . . . . . . . . .
. . = . . . = . . Z . . . = = = = =
. . = . . . = . . . . . = = . . = .
= = . . . . = . . . = = . . . I . .
. . Q . . . = = = = = . . . . . . .
. . . . . H . . . . . W . . . . . .
. . ~ ~ . . ~ ~ . . ~ ~ ~ . . ~ ~ ~
~ ~ . ~ ~ ~ . ~ ~ ~ . . ~ ~ ~ . ~ .
. . . . . . . ~ ~ . . . . . . . . .
. . . . . . . . . C . . . . . . . .
"""

CAPITAL_NAMES = {"Q": "Qin", "H": "Han", "W": "Wei", "Z": "Zhao", "Y": "Yan", "I": "Qi", "C": "Chu"}


@dataclass(frozen=True)
class BoardMap:
    """The board: which cells are river (and which river), where the capitals are."""

    name: str
    grid: HexGrid
    river: int
    land: int
    yellow_river: int
    yangtze: int
    capitals: tuple[tuple[str, int], ...]  # (name, cell), in reading order

    @property
    def capital_mask(self) -> int:
        return mask_of(cell for _, cell in self.capitals)


def _parse(name: str, art: str) -> BoardMap:
    width, height, marks = map_marks(name, art)
    grid = HexGrid(width, height)
    yellow = yangtze = 0
    capitals = []
    for code, mark in marks:
        if mark == "=":
            yellow |= 1 << code
        elif mark == "~":
            yangtze |= 1 << code
        elif mark in CAPITAL_NAMES:
            capitals.append((CAPITAL_NAMES[mark], code))
        elif mark != ".":
            raise ValueError(f"map {name}: unknown mark {mark!r}")
    river = yellow | yangtze
    return BoardMap(name, grid, river, grid.full & ~river, yellow, yangtze, tuple(capitals))


MAPS: dict[str, BoardMap] = {"standard": _parse("standard", STANDARD)}
