"""Why a Yellow & Yangtze action is illegal, in a sentence a player (or a
tutorial) can read: an `Explanation` (`game/engine/explanation.py`), the
English text with its message id and arguments, so that the window can show
it in the player's language.

As in `tigris/explain.py`, only called once an action has failed the
legality test (speed does not matter); the legal moves (`legal_moves.py`)
stay the one truth, and a test checks that each action they reject gets a
specific reason here. Its checks run parallel to that module's where the
rules do, worded apart: each game's sentences have their own context in
the catalogues, so translators may word them for that game.
"""

from __future__ import annotations

from ..explanation import Explanation, _r, _rn
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
    State,
)


# Parallel to game/engine/tigris/explain.py by design (with the import list above): each game's sentences
# have their own context in the catalogues, so translators may word them for that game.
def _who(seat: int, names: list[str] | None) -> str | Explanation:
    return names[seat] if names else _r("seat {seat}", seat=seat)


# The words the sentences insert (for the catalogue; the window translates them).
_WORDS = (_r("black"), _r("red"), _r("blue"), _r("green"), _r("yellow"), _r("governor"), _r("soldier"),
          _r("farmer"), _r("trader"), _r("artisan"), _r("governors"), _r("soldiers"), _r("farmers"),
          _r("traders"), _r("artisans"), _r("attacker"), _r("defender"))


_LEADERS = tuple(name + "s" for name in LEADER_NAMES)  # "governors", as in _WORDS


def _colour(colour: int) -> Explanation:
    return _r(COLOUR_NAMES[colour])


def _leader(kind: int) -> Explanation:
    return _r(LEADER_NAMES[kind])


def _hold_only(count: int, colour: int) -> Explanation:
    return _rn("you hold only {count} {colour} tile", "you hold only {count} {colour} tiles", count,
               colour=_colour(colour))


# Parallel to game/engine/tigris/explain.py's explain by design, where the rules are alike: the same checks,
# worded in this game's own catalogue context.
def explain(state: State, action: Action, names: list[str] | None = None) -> Explanation:
    kind = action.kind
    phase = state.phase
    if phase == OVER:
        return _r("the game is over")
    expected = {COMMIT_PHASE: (COMMIT,), SUPPORT_PHASE: (SUPPORT, NO_SUPPORT), WINNER_PHASE: (WINNER,),
                LOSE_PHASE: (LOSE,), PAGODA_PHASE: (PAGODA, NO_PAGODA), MARKET_PHASE: (MARKET, NO_MARKET),
                CHAIN_PHASE: (TILE, DONE)}
    if phase != ACTION_PHASE:
        if kind not in expected[phase]:
            return _finish_first(state, names)
        if action.cell >= 0 and not state.grid.contains(action.cell):
            return _r("{cell} is not on the board", cell=cell_name(action.cell))
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
            return _r("the market has no {colour} tile", colour=_colour(action.value))
        return _explain_chain(state, action, names)
    # An ordinary action is expected.
    if kind not in TURN_ACTIONS:
        return {
            COMMIT: _r("there is no revolt to support"),
            SUPPORT: _r("there is no war to support"),
            NO_SUPPORT: _r("there is no war to support"),
            WINNER: _r("there is no tied war to decide"),
            LOSE: _r("there is no war whose losses are owed"),
            PAGODA: _r("there is no pagoda to build now (the two-green action is \"build …\")"),
            NO_PAGODA: _r("there is no pagoda to decline now"),
            MARKET: _r("the market is open only after a green tile"),
            NO_MARKET: _r("there is no market pick to decline now"),
            DONE: _r("there is no blue chain to end now"),
        }.get(kind) or _r("that is not possible now")
    if action.cell >= 0 and not state.grid.contains(action.cell):
        return _r("{cell} is not on the board", cell=cell_name(action.cell))
    seat = state.active
    if kind == TILE:
        return _explain_tile(state, seat, action.value, action.cell, names)
    if kind == LEADER:
        return _explain_leader(state, seat, action.value, action.cell, names)
    if kind == WITHDRAW:
        return _r("your {leader} is not on the board", leader=_leader(action.value))
    if kind == REVOLT:
        return _explain_revolt(state, seat, action, names)
    if kind == BUILD:
        return _explain_build(state, seat, action)
    if kind == SWAP:
        hand = state.hand(seat)
        if sum(action.counts) == 0:
            return _r("name at least one tile to swap")
        short = tuple(_colour(c) for c in range(N_COLOURS) if action.counts[c] > hand[c])
        return _r("you do not hold that many {colours} tiles", colours=short)
    if kind == PASS:
        return _r("you cannot pass now")
    return _r("that is not a legal decision now")


def _finish_first(state: State, names: list[str] | None) -> Explanation:
    seat = state.to_move
    phase = state.phase
    if phase == COMMIT_PHASE:
        r = state.pending_revolt
        role = _r("attacker") if seat == r.attacker else _r("defender")
        return _r('the revolt must be settled first: {who} ({role}) commits black tiles ("commit N")',
                  who=_who(seat, names), role=role)
    if phase == SUPPORT_PHASE:
        return _r('the war must be settled first: {who} decides its support ("support CELL N" or '
                  '"support none")', who=_who(seat, names))
    if phase == WINNER_PHASE:
        return _r('the war is tied: name the winning kingdom first ("winner CELL")')
    if phase == LOSE_PHASE:
        return _r('remove the red tiles the war costs the winner first ("lose CELL")')
    if phase == PAGODA_PHASE:
        return _r('decide on the pagoda first ("pagoda …" or "no pagoda")')
    if phase == MARKET_PHASE:
        return _r('decide on the market first ("market COLOUR" or "no market")')
    if phase == CHAIN_PHASE:
        return _r('continue the blue chain or end it first ("tile blue CELL" or "done")')
    return _r("that is not possible now")


def _occupant(state: State, cell: int, names: list[str] | None = None) -> Explanation | None:
    bit = 1 << cell
    if state.leader_mask & bit:
        lid = state.leader_at(cell)
        return _r("{cell} holds a leader ({who}'s {leader})", cell=cell_name(cell),
                  who=_who(LEADER_SEAT[lid], names), leader=_leader(LEADER_COLOUR[lid]))
    colour = state.tile_at(cell)
    if colour >= 0:
        return _r("{cell} already holds a {colour} tile", cell=cell_name(cell), colour=_colour(colour))
    return None


def _terrain(state: State, colour: int, cell: int) -> Explanation | None:
    river = (state.board.river >> cell) & 1
    if colour == BLUE and not river:
        return _r("{cell} is land; blue tiles go on rivers", cell=cell_name(cell))
    if colour != BLUE and river:
        return _r("{cell} is a river; only blue tiles go on rivers", cell=cell_name(cell))
    return None


def _explain_tile(state: State, seat: int, colour: int, cell: int, names: list[str] | None) -> Explanation:
    if state.hand(seat)[colour] == 0:
        return _r("you have no {colour} tile", colour=_colour(colour))
    return _occupant(state, cell, names) or _terrain(state, colour, cell) or _r("that tile cannot go there")


def _explain_leader(state: State, seat: int, kind: int, cell: int, names: list[str] | None) -> Explanation:
    current = state.leaders[seat * N_COLOURS + kind]
    if current == cell:
        return _r("your {leader} already stands on {cell}", leader=_leader(kind), cell=cell_name(cell))
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    if (state.board.river >> cell) & 1:
        return _r("{cell} is a river; leaders go on land", cell=cell_name(cell))
    if not state.grid.neighbours[cell] & state.tiles[BLACK]:
        return _r("{cell} is not next to a black tile", cell=cell_name(cell))
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
            return _r("a leader on {cell} would join kingdoms into one with two {leaders}; a leader may "
                      "never start a war", cell=cell_name(cell), leaders=_r(_LEADERS[colour]))
    return _r("the leader cannot go there")


def _explain_revolt(state: State, seat: int, action: Action, names: list[str] | None) -> Explanation:
    blue = state.hand(seat)[BLUE]
    if action.offboard:
        if state.leaders[seat * N_COLOURS + BLUE] >= 0:
            return _r("your farmer is on the board; only an off-board farmer counts as a blue tile")
        if blue < 1:
            return _r("a peasants' revolt needs a blue tile besides the farmer")
    elif blue < 2:
        if state.leaders[seat * N_COLOURS + BLUE] < 0:
            return _r("a peasants' revolt needs two blue tiles (or one and your off-board farmer); "
                      "you hold {count}", count=blue)
        return _r("a peasants' revolt needs two blue tiles; you hold {count}", count=blue)
    if (state.leader_mask >> action.cell) & 1:
        return _r("{occupant}; a revolt removes a tile, never a leader",
                  occupant=_occupant(state, action.cell, names))
    return _r("there is no tile on {cell} to remove", cell=cell_name(action.cell))


def _triangle_problem(state: State, cells: int) -> tuple[Explanation | None, int]:
    """What is wrong with `cells` as a pagoda's triangle (None if nothing), and its colour."""
    if cells not in state.grid.triangles:
        names = " ".join(cell_name(c) for c in bit_list(cells))
        return _r("{cells} are not three cells that all touch each other", cells=names), -1
    colours = {state.tile_at(c) for c in bit_list(cells)}
    if -1 in colours:
        empty = next(c for c in bit_list(cells) if state.tile_at(c) < 0)
        return _r("there is no tile on {cell}", cell=cell_name(empty)), -1
    if len(colours) > 1:
        return _r("a pagoda stands on three tiles of one colour"), -1
    colour = colours.pop()
    if cells & state.pagoda_cells:
        taken = next(c for c in bit_list(cells) if (state.pagoda_cells >> c) & 1)
        return _r("the tile on {cell} already carries a pagoda", cell=cell_name(taken)), colour
    return None, colour


def _source_problem(state: State, colour: int, source: int) -> Explanation | None:
    name = _colour(colour)
    if state.pagoda_supply(colour):
        if source >= 0:
            return _r("a {colour} pagoda is still in the supply: build that one (without \"from\")",
                      colour=name)
        return None
    if source < 0:
        return _r("no {colour} pagoda is left in the supply: move one from the board (\"from CELL\")",
                  colour=name)
    pagoda = state.pagoda_at(source)
    if pagoda is None:
        return _r("there is no pagoda on {cell}", cell=cell_name(source))
    if pagoda.colour != colour:
        return _r("the pagoda on {cell} is {colour}, not {wanted}", cell=cell_name(source),
                  colour=_colour(pagoda.colour), wanted=name)
    return None


def _explain_pagoda(state: State, action: Action) -> Explanation:
    problem, colour = _triangle_problem(state, action.value)
    if problem:
        return problem
    if not (action.value >> state.placed) & 1:
        return _r("the triangle must hold the tile just placed ({cell})", cell=cell_name(state.placed))
    return _source_problem(state, colour, action.cell) or _r("no pagoda can go there")


def _explain_build(state: State, seat: int, action: Action) -> Explanation:
    green = state.hand(seat)[GREEN]
    if action.offboard:
        if state.leaders[seat * N_COLOURS + GREEN] >= 0:
            return _r("your trader is on the board; only an off-board trader counts as a green tile")
        if green < 1:
            return _r("building a pagoda needs a green tile besides the trader")
    elif green < 2:
        if state.leaders[seat * N_COLOURS + GREEN] < 0:
            return _r("building a pagoda needs two green tiles (or one and your off-board trader); "
                      "you hold {count}", count=green)
        return _r("building a pagoda needs two green tiles; you hold {count}", count=green)
    problem, colour = _triangle_problem(state, action.value)
    return problem or _source_problem(state, colour, action.cell) or _r("no pagoda can go there")


def _explain_commit(state: State, action: Action) -> Explanation:
    seat = state.to_move
    if action.offboard and state.leaders[seat * N_COLOURS + BLACK] >= 0:
        return _r("your governor is on the board; only an off-board governor adds 1")
    have = state.hand(seat)[BLACK]
    return _hold_only(have, BLACK)


def _explain_support(state: State, action: Action) -> Explanation:
    seat = state.to_move
    war = state.pending_war
    side = war.side_of(action.cell)
    if side is None:
        return _r("no warring kingdom is on {cell}", cell=cell_name(action.cell))
    if action.offboard and state.leaders[seat * N_COLOURS + RED] >= 0:
        return _r("your soldier is on the board; only an off-board soldier adds 1")
    have = state.hand(seat)[RED]
    if action.value > have:
        return _hold_only(have, RED)
    if action.value == 0 and not action.offboard:
        return _r('supporting with nothing is "support none"')
    return _r("that support is not possible")


def _explain_winner(state: State, action: Action) -> Explanation:
    side = state.pending_war.side_of(action.cell)
    if side is None:
        return _r("no warring kingdom is on {cell}", cell=cell_name(action.cell))
    return _r("the kingdom on {cell} is not among the strongest", cell=cell_name(side.name))


def _explain_lose(state: State, action: Action) -> Explanation:
    if not (state.tiles[RED] >> action.cell) & 1:
        return _r("there is no red tile on {cell}", cell=cell_name(action.cell))
    return _r("the red tile on {cell} is not in the winning kingdom", cell=cell_name(action.cell))


def _explain_chain(state: State, action: Action, names: list[str] | None) -> Explanation:
    if action.value != BLUE:
        return _r("only blue tiles continue the chain")
    cell = action.cell
    if not state.hand(state.active)[BLUE]:
        return _r("you have no blue tile")
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    if not (state.board.river >> cell) & 1:
        return _r("{cell} is land; blue tiles go on rivers", cell=cell_name(cell))
    return _r("{cell} is not next to the blue tile just placed ({placed})", cell=cell_name(cell),
              placed=cell_name(state.placed))
