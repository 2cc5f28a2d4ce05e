"""Why a decision is illegal under the optional variants (`variants.py`), in a
sentence a player can read; `explain.py` asks here first and falls back to
its own sentences when this says nothing (None).
"""

from __future__ import annotations

from ..explanation import Explanation, _r
from ..grid import STRIDE, cell_name
from .actions import (
    BUILDING,
    CATASTROPHE,
    COMMIT,
    NO_BUILDING,
    NO_WONDER,
    WONDER,
    WONDER_POINT,
    Action,
)
from .buildings import line_through, longest_line
from .phases import BUILDING_PHASE, WONDER_PHASE
from .pieces import COLOUR_NAMES, N_COLOURS
from .protocols import StateLike
from .wonder import plus_of

VARIANT_KINDS = (BUILDING, NO_BUILDING, WONDER, NO_WONDER, WONDER_POINT)


def _colour(colour: int) -> Explanation:
    return _r(COLOUR_NAMES[colour])


def explain_variant(state: StateLike, action: Action, ordinary: bool, in_commit: bool) -> Explanation | None:
    """The reason, when the variants decide it; None to let `explain.py` say it.
    `ordinary`: an ordinary action is expected; `in_commit`: support is being committed."""
    kind = action.kind
    if state.phase >= BUILDING_PHASE:  # the variants' own decisions
        return _in_variant_phase(state, action)
    if ordinary and kind in VARIANT_KINDS:
        return {
            BUILDING: _r("there is no building to place now"),
            NO_BUILDING: _r("there is no building to decline now"),
            WONDER: _r("there is no wonder to build now"),
            NO_WONDER: _r("there is no wonder to decline now"),
        }.get(kind) or _r("there is no wonder point to take now")
    if ordinary and kind == CATASTROPHE and state.catastrophes_left[state.active] and action.cell >= 0 \
            and (state.variant_pieces.building_mask >> action.cell) & 1:
        return _r("the tile on {cell} holds a building", cell=cell_name(action.cell))
    if in_commit and kind == COMMIT and state.variants.measured_support:
        return _measured(state, action.value)
    return None


def _in_variant_phase(state: StateLike, action: Action) -> Explanation:
    kind = action.kind
    colour = state.tile_at(state.placed) if state.placed >= 0 else -1
    if state.phase == BUILDING_PHASE:
        if kind != BUILDING:
            return _r('decide on the {colour} building first ("building {colour_notation} CELL" or '
                      '"no building")', colour=_colour(colour), colour_notation=COLOUR_NAMES[colour])
        return _building(state, action.value, action.cell, colour)
    if state.phase == WONDER_PHASE:
        if kind != WONDER:
            return _r('decide on the wonder first ("wonder CELL" or "no wonder")')
        return _wonder(state, action.cell, colour)
    return _r('take the wonder\'s point first ("wonder point COLOUR")')


def _building(state: StateLike, building: int, cell: int, colour: int) -> Explanation:
    placed = cell_name(state.placed)
    if building != colour:
        return _r("only the {colour} building can be placed now: the tile on {placed} is {colour}",
                  colour=_colour(colour), placed=placed)
    tiles = state.tiles[colour]
    if cell < 0 or not (tiles >> cell) & 1:
        return _r("{cell} holds no face-up {colour} tile", cell=cell_name(cell), colour=_colour(colour))
    for step in (1, STRIDE):
        line = line_through(tiles, state.placed, step)
        if (line >> cell) & 1 and line.bit_count() >= 3:
            break
    else:
        return _r("{cell} is not on a line of three or more {colour} tiles through {placed}",
                  cell=cell_name(cell), colour=_colour(colour), placed=placed)
    current = state.variant_pieces.buildings[colour]  # on the board: a qualifying line would be legal
    if current >= 0 and (line >> current) & 1:
        return _r("the {colour} building already stands on that line", colour=_colour(colour))
    return _r("the {colour} building moves only to a longer line than its own ({count} tiles)",
              colour=_colour(colour), count=longest_line(tiles, current))


def _wonder(state: StateLike, centre: int, colour: int) -> Explanation:
    placed = state.placed
    if centre >= 0 and state.grid.contains(centre) and not plus_of(state, centre):
        return _r("{cell} is on the edge of the board: the wonder's centre needs four neighbours",
                  cell=cell_name(centre))
    return _r("the plus centred on {cell} is not five face-up {colour} tiles with the tile just placed "
              "({placed})", cell=cell_name(centre), colour=_colour(colour), placed=cell_name(placed))


def _measured(state: StateLike, count: int) -> Explanation | None:
    c = state.pending_conflict
    if count > state.hands[state.to_move * N_COLOURS + c.support_colour]:
        return None  # "you hold only …"
    if c.attacker_commit < 0:
        least = max(1, c.defender_base - c.attacker_base + 1)
        return _r("measured support: the attacker commits nothing or at least {least}, enough to exceed "
                  "the defender's {defence}", least=least, defence=c.defender_base)
    tie = c.attacker_base + c.attacker_commit - c.defender_base
    if tie < 1:
        return _r("measured support: the defender already holds the attack; commit 0")
    return _r("measured support: the defender commits nothing or exactly {tie}, which ties the attack",
              tie=tie)
