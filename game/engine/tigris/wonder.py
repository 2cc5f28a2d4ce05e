"""The wonder (a variant; rulings: "The wonder" in `../shared/rules/tigris-euphrates.md`,
open points in `docs/rules.md`).

A seventh monument, on a plus of five face-up tiles of one colour — a centre
not on the board's edge and its four neighbours — that includes the tile just
placed. Its five tiles turn face down like a monument's (`state.facedown`);
`state.variant_pieces.wonder` is its centre and `wonder_colour` their colour.
At the end of each of their turns, a player whose king stands in the wonder's
kingdom takes one point of a colour of their choice.
"""

from __future__ import annotations

from typing import cast

from ..grid import bit_list, cell_col, cell_row
from ..kingdoms import Kingdom
from . import events as ev
from .buildings import return_buildings
from .pieces import BLACK, N_COLOURS
from .protocols import StateLike


def plus_of(state: StateLike, centre: int) -> int:
    """The plus centred on `centre` as a mask; 0 for a centre on the board's edge."""
    grid = state.grid
    col, row = cell_col(centre), cell_row(centre)
    if not (0 < col < grid.width - 1 and 0 < row < grid.height - 1):
        return 0
    return (1 << centre) | grid.neighbours[centre]


def wonder_centres(state: StateLike) -> list[int]:
    """The centres of the pluses of face-up tiles of its colour that hold the tile just
    placed (as centre or arm), in cell order; [] when there is none."""
    placed = state.placed
    colour = state.tile_at(placed) if placed >= 0 else -1
    if colour < 0:
        return []
    tiles = state.tiles[colour]
    out = []
    for centre in sorted([placed, *bit_list(state.grid.neighbours[placed])]):
        plus = plus_of(state, centre)
        if plus and tiles & plus == plus:
            out.append(centre)
    return out


def build_wonder(state: StateLike, centre: int, events: list[ev.Event] | None) -> int:
    """Turn the plus on `centre` face down under the wonder; a building on it goes back
    to the supply. Returns the tiles' colour: when red, the state sends the leaders left
    without a face-up temple home."""
    plus = plus_of(state, centre)
    colour = state.tile_at(centre)
    state.tiles[colour] &= ~plus
    state.facedown |= plus
    state.variant_pieces = state.variant_pieces._replace(wonder=centre, wonder_colour=colour)
    if events is not None:
        events.append(ev.WonderBuilt(state.active, centre, colour))
    if state.variant_pieces.building_mask & plus:
        return_buildings(state, plus, events)
    return colour


def wonder_point_due(state: StateLike) -> bool:
    """At the end of a turn: the active player's king stands in the wonder's kingdom."""
    king = state.leaders[state.active * N_COLOURS + BLACK]
    return king >= 0 and bool((cast(Kingdom, state.kingdom_of(king)).mask  # a king stands in a kingdom
                                  >> state.variant_pieces.wonder) & 1)
