"""The cells a move's preview speaks of, which its card must never hide: the cell itself,
every cell its events name (a revolt's or a war's two leaders, a tile removed, a leader sent
home, a catastrophe) and the leaders of the kingdoms they are in (who scores, who fights).
Read from the events' fields, so it holds for both games."""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.grid import bit_list

CELL_FIELDS = ("cell", "attacker_cell", "defender_cell", "from_cell", "top_left")
CELLS_FIELDS = ("cells", "kingdoms")


def event_cells(events: Iterable) -> int:
    """Every cell the events name, as a mask."""
    mask = 0
    for event in events:
        for name in CELL_FIELDS:
            value = getattr(event, name, -1)
            if isinstance(value, int) and value >= 0:
                mask |= 1 << value
        for name in CELLS_FIELDS:
            for value in getattr(event, name, ()) or ():
                if isinstance(value, int) and value >= 0:
                    mask |= 1 << value
    return mask


def concerned_cells(events: list, trial, cell: int, before=None) -> int:
    """`cell`, the events' cells, and the leaders of every kingdom those cells are in after
    the move (`trial`) and before it (`before`: a tile removed leaves no kingdom at its cell,
    yet the leaders who stood by it are what the move is about)."""
    mask = event_cells(events) | ((1 << cell) if cell >= 0 else 0)
    found = mask
    for state in (trial, before):
        if state is None:
            continue
        leaders = 0
        for c in state.leaders:
            if c >= 0:
                leaders |= 1 << c
        for c in bit_list(mask):
            kingdom = state.kingdom_of(c)
            if kingdom is not None:
                found |= kingdom.mask & leaders
    return found
