"""Civilization buildings (a variant; rulings: "Civilization buildings" in
`../shared/rules/tigris-euphrates.md`, open points in `docs/rules.md`).

One building per colour, in the supply or on a face-up tile of its colour
(`state.variant_pieces.buildings`, by colour, and `building_mask`, the cells
under them). A **line** is a maximal run of face-up tiles of one colour along
a row or a column; after a tile of colour C, each line of C through it of
three or more tiles qualifies — when C's building is on the board, only a line
without the building's tile and longer than the longest line through it.
"""

from __future__ import annotations

from typing import cast

from ..grid import STRIDE, bit_list
from ..kingdoms import Kingdom
from . import events as ev
from .protocols import StateLike


def line_through(tiles: int, cell: int, step: int) -> int:
    """The maximal run of `tiles` through `cell` (on it) along a row (`step` 1) or a
    column (`step` STRIDE), as a mask. The grid's padding column keeps a row's run
    from spilling into the next row."""
    mask = 1 << cell
    other = cell - step
    while other >= 0 and (tiles >> other) & 1:
        mask |= 1 << other
        other -= step
    other = cell + step
    while (tiles >> other) & 1:
        mask |= 1 << other
        other += step
    return mask


def longest_line(tiles: int, cell: int) -> int:
    return max(line_through(tiles, cell, 1).bit_count(), line_through(tiles, cell, STRIDE).bit_count())


def building_options(state: StateLike, colour: int) -> list[int]:
    """The cells where `colour`'s building may go after the tile just placed (each
    tile of each qualifying line once, in cell order); [] when no line qualifies."""
    placed = state.placed
    tiles = state.tiles[colour]
    if placed < 0 or not (tiles >> placed) & 1:
        return []
    current = state.variant_pieces.buildings[colour]
    longest = longest_line(tiles, current) if current >= 0 else 0
    cells = 0
    for step in (1, STRIDE):
        line = line_through(tiles, placed, step)
        length = line.bit_count()
        if length >= 3 and (current < 0 or (not (line >> current) & 1 and length > longest)):
            cells |= line
    return bit_list(cells)


def place_building(state: StateLike, colour: int, cell: int, events: list[ev.Event] | None) -> None:
    """`colour`'s building onto `cell`, from the supply or moved."""
    pieces = state.variant_pieces
    old = pieces.buildings[colour]
    buildings = list(pieces.buildings)
    buildings[colour] = cell
    mask = pieces.building_mask & ~(1 << old if old >= 0 else 0) | (1 << cell)
    state.variant_pieces = pieces._replace(buildings=tuple(buildings), building_mask=mask)
    if events is not None:
        events.append(ev.BuildingPlaced(state.active, colour, cell, old))


def return_buildings(state: StateLike, cells: int, events: list[ev.Event] | None) -> None:
    """The buildings on `cells` (turned face down) go back to the supply."""
    pieces = state.variant_pieces
    buildings = list(pieces.buildings)
    for colour, cell in enumerate(buildings):
        if cell >= 0 and (cells >> cell) & 1:
            buildings[colour] = -1
            if events is not None:
                events.append(ev.BuildingReturned(colour, cell))
    state.variant_pieces = pieces._replace(buildings=tuple(buildings),
                                           building_mask=pieces.building_mask & ~cells)


def building_point(state: StateLike, colour: int, cell: int) -> bool:
    """A tile on `cell` just scored its point of `colour`: whether it scores a second one
    (the kingdom holding it also holds `colour`'s building; the state scores it)."""
    where = state.variant_pieces.buildings[colour]
    kingdom = cast(Kingdom, state.kingdom_of(cell))  # a placed tile is in a kingdom
    return where >= 0 and bool((kingdom.mask >> where) & 1)
