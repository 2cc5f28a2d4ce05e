"""Why a Yellow & Yangtze action is illegal, in a sentence a player (or a
tutorial) can read.

Only called once an action has failed the legality test, so speed does not
matter here; the legal-action generator in `state.py` remains the single
source of truth, and a test checks that every action it rejects gets a
specific reason from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grid import bit_list, cell_name
from .actions import (
    BUILD,
    COMMIT,
    DONE,
    LEADER,
    LOSE,
    MARKET,
    NO_MARKET,
    NO_PAGODA,
    NO_SUPPORT,
    PAGODA,
    PASS,
    REVOLT,
    SUPPORT,
    SWAP,
    TILE,
    TURN_ACTIONS,
    WINNER,
    WITHDRAW,
    Action,
)
from .pieces import BLACK, BLUE, COLOUR_NAMES, GREEN, LEADER_COLOUR, LEADER_NAMES, LEADER_SEAT, N_COLOURS, RED

if TYPE_CHECKING:
    from .state import State


def _who(seat: int, names: list[str] | None) -> str:
    return names[seat] if names else f"seat {seat}"


def _tiles(count: int, colour: int) -> str:
    return f"{count} {COLOUR_NAMES[colour]} tile{'s' * (count != 1)}"


def explain(state: State, action: Action, names: list[str] | None = None) -> str:
    from .state import (
        ACTION_PHASE,
        CHAIN_PHASE,
        COMMIT_PHASE,
        LOSE_PHASE,
        MARKET_PHASE,
        OVER,
        PAGODA_PHASE,
        SUPPORT_PHASE,
        WINNER_PHASE,
    )

    kind = action.kind
    phase = state.phase
    if phase == OVER:
        return "the game is over"
    expected = {COMMIT_PHASE: (COMMIT,), SUPPORT_PHASE: (SUPPORT, NO_SUPPORT), WINNER_PHASE: (WINNER,),
                LOSE_PHASE: (LOSE,), PAGODA_PHASE: (PAGODA, NO_PAGODA), MARKET_PHASE: (MARKET, NO_MARKET),
                CHAIN_PHASE: (TILE, DONE)}
    if phase != ACTION_PHASE:
        if kind not in expected[phase]:
            return _finish_first(state, names)
        if action.cell >= 0 and not state.grid.contains(action.cell):
            return f"{cell_name(action.cell)} is not on the board"
        if phase == COMMIT_PHASE:
            return _explain_commit(state, action)
        if phase == SUPPORT_PHASE:
            return _explain_support(state, action)
        if phase == WINNER_PHASE:
            return _explain_winner(state, action)
        if phase == LOSE_PHASE:
            return _explain_lose(state, action)
        if phase == PAGODA_PHASE:
            return _explain_pagoda(state, action)
        if phase == MARKET_PHASE:
            return f"the market has no {COLOUR_NAMES[action.arg]} tile"
        return _explain_chain(state, action, names)
    # An ordinary action is expected.
    if kind not in TURN_ACTIONS:
        return {
            COMMIT: "there is no revolt to support",
            SUPPORT: "there is no war to support",
            NO_SUPPORT: "there is no war to support",
            WINNER: "there is no tied war to decide",
            LOSE: "there is no war whose losses are owed",
            PAGODA: "there is no pagoda to build now (the two-green action is \"build …\")",
            NO_PAGODA: "there is no pagoda to decline now",
            MARKET: "the market is open only after a green tile",
            NO_MARKET: "there is no market pick to decline now",
            DONE: "there is no blue chain to end now",
        }.get(kind, "that is not possible now")
    if action.cell >= 0 and not state.grid.contains(action.cell):
        return f"{cell_name(action.cell)} is not on the board"
    seat = state.active
    if kind == TILE:
        return _explain_tile(state, seat, action.arg, action.cell, names)
    if kind == LEADER:
        return _explain_leader(state, seat, action.arg, action.cell, names)
    if kind == WITHDRAW:
        return f"your {LEADER_NAMES[action.arg]} is not on the board"
    if kind == REVOLT:
        return _explain_revolt(state, seat, action, names)
    if kind == BUILD:
        return _explain_build(state, seat, action)
    if kind == SWAP:
        hand = state.hand(seat)
        if sum(action.arg) == 0:
            return "name at least one tile to swap"
        short = [COLOUR_NAMES[c] for c in range(N_COLOURS) if action.arg[c] > hand[c]]
        return "you do not hold that many " + " and ".join(short) + " tiles"
    if kind == PASS:
        return "you cannot pass now"
    return "that is not a legal decision now"


def _finish_first(state: State, names: list[str] | None) -> str:
    from .state import (
        CHAIN_PHASE,
        COMMIT_PHASE,
        LOSE_PHASE,
        MARKET_PHASE,
        PAGODA_PHASE,
        SUPPORT_PHASE,
        WINNER_PHASE,
    )

    seat = state.to_move
    phase = state.phase
    if phase == COMMIT_PHASE:
        r = state.revolt
        role = "attacker" if seat == r.attacker else "defender"
        return (f"the revolt must be settled first: {_who(seat, names)} ({role}) commits black tiles "
                '("commit N")')
    if phase == SUPPORT_PHASE:
        return (f"the war must be settled first: {_who(seat, names)} decides its support "
                '("support CELL N" or "support none")')
    if phase == WINNER_PHASE:
        return 'the war is tied: name the winning kingdom first ("winner CELL")'
    if phase == LOSE_PHASE:
        return 'remove the red tiles the war costs the winner first ("lose CELL")'
    if phase == PAGODA_PHASE:
        return 'decide on the pagoda first ("pagoda …" or "no pagoda")'
    if phase == MARKET_PHASE:
        return 'decide on the market first ("market COLOUR" or "no market")'
    if phase == CHAIN_PHASE:
        return 'continue the blue chain or end it first ("tile blue CELL" or "done")'
    return "that is not possible now"


def _occupant(state: State, cell: int, names: list[str] | None = None) -> str | None:
    bit = 1 << cell
    if state.leader_mask & bit:
        lid = state.leader_at(cell)
        return (f"{cell_name(cell)} holds a leader ({_who(LEADER_SEAT[lid], names)}'s "
                f"{LEADER_NAMES[LEADER_COLOUR[lid]]})")
    colour = state.tile_at(cell)
    if colour >= 0:
        return f"{cell_name(cell)} already holds a {COLOUR_NAMES[colour]} tile"
    return None


def _terrain(state: State, colour: int, cell: int) -> str | None:
    river = (state.board.river >> cell) & 1
    if colour == BLUE and not river:
        return f"{cell_name(cell)} is land; blue tiles go on rivers"
    if colour != BLUE and river:
        return f"{cell_name(cell)} is a river; only blue tiles go on rivers"
    return None


def _explain_tile(state: State, seat: int, colour: int, cell: int, names: list[str] | None) -> str:
    if state.hand(seat)[colour] == 0:
        return f"you have no {COLOUR_NAMES[colour]} tile"
    return _occupant(state, cell, names) or _terrain(state, colour, cell) or "that tile cannot go there"


def _explain_leader(state: State, seat: int, kind: int, cell: int, names: list[str] | None) -> str:
    name = LEADER_NAMES[kind]
    current = state.leaders[seat * N_COLOURS + kind]
    if current == cell:
        return f"your {name} already stands on {cell_name(cell)}"
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    if (state.board.river >> cell) & 1:
        return f"{cell_name(cell)} is a river; leaders go on land"
    if not state.grid.neighbours[cell] & state.tiles[BLACK]:
        return f"{cell_name(cell)} is not next to a black tile"
    # Judge the join as the rules do: with the leader lifted off its old cell.
    board = state.copy()
    if current >= 0:
        board.leaders[seat * N_COLOURS + kind] = -1
        board.leader_mask &= ~(1 << current)
        board.rebuild_regions()
    near = state.grid.neighbours[cell]
    touched = [k for k in board.kingdoms() if k.mask & near]
    colours = [LEADER_COLOUR[lid] for k in touched for lid in k.leaders] + [kind]
    for colour in range(N_COLOURS):
        if colours.count(colour) > 1:
            return (f"a leader on {cell_name(cell)} would join kingdoms into one with two "
                    f"{LEADER_NAMES[colour]}s; a leader may never start a war")
    return "the leader cannot go there"


def _explain_revolt(state: State, seat: int, action: Action, names: list[str] | None) -> str:
    blue = state.hand(seat)[BLUE]
    if action.offboard:
        if state.leaders[seat * N_COLOURS + BLUE] >= 0:
            return "your farmer is on the board; only an off-board farmer counts as a blue tile"
        if blue < 1:
            return "a peasants' revolt needs a blue tile besides the farmer"
    elif blue < 2:
        extra = " (or one and your off-board farmer)" if state.leaders[seat * N_COLOURS + BLUE] < 0 else ""
        return f"a peasants' revolt needs two blue tiles{extra}; you hold {blue}"
    if (state.leader_mask >> action.cell) & 1:
        return f"{_occupant(state, action.cell, names)}; a revolt removes a tile, never a leader"
    return f"there is no tile on {cell_name(action.cell)} to remove"


def _triangle_problem(state: State, cells: int) -> tuple[str | None, int]:
    """What is wrong with `cells` as a pagoda's triangle (None if nothing), and its colour."""
    if cells not in state.grid.triangles:
        names = " ".join(cell_name(c) for c in bit_list(cells))
        return f"{names} are not three cells that all touch each other", -1
    colours = {state.tile_at(c) for c in bit_list(cells)}
    if -1 in colours:
        empty = next(c for c in bit_list(cells) if state.tile_at(c) < 0)
        return f"there is no tile on {cell_name(empty)}", -1
    if len(colours) > 1:
        return "a pagoda stands on three tiles of one colour", -1
    colour = colours.pop()
    if cells & state.pagoda_cells:
        taken = next(c for c in bit_list(cells) if (state.pagoda_cells >> c) & 1)
        return f"the tile on {cell_name(taken)} already carries a pagoda", colour
    return None, colour


def _source_problem(state: State, colour: int, source: int) -> str | None:
    name = COLOUR_NAMES[colour]
    if state.pagoda_supply(colour):
        if source >= 0:
            return f"a {name} pagoda is still in the supply: build that one (without \"from\")"
        return None
    if source < 0:
        return f"no {name} pagoda is left in the supply: move one from the board (\"from CELL\")"
    pagoda = state.pagoda_at(source)
    if pagoda is None:
        return f"there is no pagoda on {cell_name(source)}"
    if pagoda.colour != colour:
        return f"the pagoda on {cell_name(source)} is {COLOUR_NAMES[pagoda.colour]}, not {name}"
    return None


def _explain_pagoda(state: State, action: Action) -> str:
    problem, colour = _triangle_problem(state, action.arg)
    if problem:
        return problem
    if not (action.arg >> state.placed) & 1:
        return f"the triangle must hold the tile just placed ({cell_name(state.placed)})"
    return _source_problem(state, colour, action.cell) or "no pagoda can go there"


def _explain_build(state: State, seat: int, action: Action) -> str:
    green = state.hand(seat)[GREEN]
    if action.offboard:
        if state.leaders[seat * N_COLOURS + GREEN] >= 0:
            return "your trader is on the board; only an off-board trader counts as a green tile"
        if green < 1:
            return "building a pagoda needs a green tile besides the trader"
    elif green < 2:
        extra = " (or one and your off-board trader)" if state.leaders[seat * N_COLOURS + GREEN] < 0 else ""
        return f"building a pagoda needs two green tiles{extra}; you hold {green}"
    problem, colour = _triangle_problem(state, action.arg)
    return problem or _source_problem(state, colour, action.cell) or "no pagoda can go there"


def _explain_commit(state: State, action: Action) -> str:
    seat = state.to_move
    if action.offboard and state.leaders[seat * N_COLOURS + BLACK] >= 0:
        return "your governor is on the board; only an off-board governor adds 1"
    have = state.hand(seat)[BLACK]
    return f"you hold only {_tiles(have, BLACK)}"


def _explain_support(state: State, action: Action) -> str:
    seat = state.to_move
    war = state.war
    side = war.side_of(action.cell)
    if side is None:
        return f"no warring kingdom is on {cell_name(action.cell)}"
    if action.offboard and state.leaders[seat * N_COLOURS + RED] >= 0:
        return "your soldier is on the board; only an off-board soldier adds 1"
    have = state.hand(seat)[RED]
    if action.arg > have:
        return f"you hold only {_tiles(have, RED)}"
    if action.arg == 0 and not action.offboard:
        return 'supporting with nothing is "support none"'
    return "that support is not possible"


def _explain_winner(state: State, action: Action) -> str:
    side = state.war.side_of(action.cell)
    if side is None:
        return f"no warring kingdom is on {cell_name(action.cell)}"
    return f"the kingdom on {cell_name(side.name)} is not among the strongest"


def _explain_lose(state: State, action: Action) -> str:
    if not (state.tiles[RED] >> action.cell) & 1:
        return f"there is no red tile on {cell_name(action.cell)}"
    return f"the red tile on {cell_name(action.cell)} is not in the winning kingdom"


def _explain_chain(state: State, action: Action, names: list[str] | None) -> str:
    if action.arg != BLUE:
        return "only blue tiles continue the chain"
    cell = action.cell
    if not state.hand(state.active)[BLUE]:
        return "you have no blue tile"
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    if not (state.board.river >> cell) & 1:
        return f"{cell_name(cell)} is land; blue tiles go on rivers"
    return f"{cell_name(cell)} is not next to the blue tile just placed ({cell_name(state.placed)})"
