"""Why an action is illegal, in a sentence a player (or a tutorial) can read.

Only called once an action has failed the legality test, so speed does not
matter here; the legal-action generator in `state.py` remains the single
source of truth, and a test checks that every action it rejects gets a
specific reason from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grid import SQUARE_2x2, cell_name
from .actions import (
    CATASTROPHE,
    COMMIT,
    KIND_NAMES,
    LEADER,
    MONUMENT,
    NO_MONUMENT,
    PASS,
    SWAP,
    TILE,
    TREASURE,
    TURN_ACTIONS,
    WAR,
    WITHDRAW,
    Action,
)
from .pieces import (
    BLUE,
    COLOUR_NAMES,
    LEADER_COLOUR,
    LEADER_NAMES,
    LEADER_SEAT,
    MONUMENT_NAMES,
    MONUMENTS,
    RED,
)


def _who(seat: int, names: list[str] | None) -> str:
    return names[seat] if names else f"seat {seat}"


if TYPE_CHECKING:
    from .state import State


def explain(state: State, action: Action, names: list[str] | None = None) -> str:
    from .state import (
        ACTION_PHASE,
        COMMIT_PHASE,
        MONUMENT_PHASE,
        OVER,
        TREASURE_PHASE,
        WAR_PHASE,
    )

    kind = action.kind
    phase = state.phase
    if phase == OVER:
        return "the game is over"
    if phase != ACTION_PHASE and kind in TURN_ACTIONS:
        return _finish_first(state, names)
    if phase == COMMIT_PHASE:
        if kind != COMMIT:
            return _finish_first(state, names)
        conflict = state.conflict
        have = state.hand(state.to_move)[conflict.support_colour]
        word = COLOUR_NAMES[conflict.support_colour]
        return f"you hold only {have} {word} tile{'s' * (have != 1)}"
    if phase == WAR_PHASE:
        if kind != WAR:
            return _finish_first(state, names)
        return (f"there is no {COLOUR_NAMES[action.arg]} war to fight; choose "
                + " or ".join(f'"war {COLOUR_NAMES[c]}"' for c in state.war_choices))
    if phase == MONUMENT_PHASE:
        if kind != MONUMENT:
            return _finish_first(state, names)
        return _explain_monument(state, action)
    if phase == TREASURE_PHASE:
        if kind != TREASURE:
            return _finish_first(state, names)
        return _explain_treasure(state, action)
    # An ordinary action is expected.
    if kind not in TURN_ACTIONS:
        return {
            COMMIT: "there is no conflict to support",
            WAR: "there is no war to choose",
            MONUMENT: "there is no monument to build now",
            NO_MONUMENT: "there is no monument to decline now",
            TREASURE: "there is no treasure to take now",
        }.get(kind, f"{KIND_NAMES[kind]} is not possible now")
    if action.cell >= 0 and not state.grid.contains(action.cell):
        return f"{cell_name(action.cell)} is not on the board"
    seat = state.active
    if kind == TILE:
        return _explain_tile(state, seat, action.arg, action.cell, names)
    if kind == LEADER:
        return _explain_leader(state, seat, action.arg, action.cell, names)
    if kind == WITHDRAW:
        return f"your {LEADER_NAMES[action.arg]} is not on the board"
    if kind == CATASTROPHE:
        return _explain_catastrophe(state, seat, action.cell)
    if kind == SWAP:
        hand = state.hand(seat)
        if sum(action.arg) == 0:
            return "name at least one tile to swap"
        short = [COLOUR_NAMES[c] for c in range(4) if action.arg[c] > hand[c]]
        return "you do not hold that many " + " and ".join(short) + " tiles"
    if kind == PASS:
        return "you cannot pass now"
    return "that is not a legal decision now"


def _finish_first(state: State, names: list[str] | None) -> str:
    from .state import COMMIT_PHASE, MONUMENT_PHASE, TREASURE_PHASE, WAR_PHASE

    seat = state.to_move
    if state.phase == COMMIT_PHASE:
        c = state.conflict
        role = "attacker" if seat == c.attacker else "defender"
        return (f"the {c.kind} must be settled first: {_who(seat, names)} ({role}) commits "
                f'{COLOUR_NAMES[c.support_colour]} support ("commit N")')
    if state.phase == WAR_PHASE:
        return "choose which war is fought next first (" + ", ".join(
            f'"war {COLOUR_NAMES[c]}"' for c in state.war_choices) + ")"
    if state.phase == MONUMENT_PHASE:
        return 'decide on the monument first ("monument …" or "no monument")'
    if state.phase == TREASURE_PHASE:
        return f'{_who(seat, names)} must take a treasure first ("treasure CELL")'
    return "that is not possible now"


def _occupant(state: State, cell: int, names: list[str] | None = None) -> str | None:
    bit = 1 << cell
    if state.catastrophes & bit:
        return f"{cell_name(cell)} has a catastrophe on it"
    if state.facedown & bit:
        return f"{cell_name(cell)} is part of a monument"
    if state.leader_mask & bit:
        lid = state.leader_at(cell)
        return (f"{cell_name(cell)} holds a leader ({_who(LEADER_SEAT[lid], names)}'s "
                f"{LEADER_NAMES[LEADER_COLOUR[lid]]})")
    colour = state.tile_at(cell)
    if colour >= 0:
        return f"{cell_name(cell)} already holds a {COLOUR_NAMES[colour]} tile"
    return None


def _kingdoms_touching(state: State, cell: int, without: int = -1) -> int:
    near = state.grid.neighbours[cell]
    if without < 0:
        return sum(1 for k in state.kingdoms() if k.mask & near)
    # Recount as if the leader on `without` had left the board.
    copy = state.copy()
    copy.leaders[copy.leader_at(without)] = -1
    copy.leader_mask &= ~(1 << without)
    copy.rebuild_regions()
    return sum(1 for k in copy.kingdoms() if k.mask & near)


def _explain_tile(state: State, seat: int, colour: int, cell: int,
                  names: list[str] | None = None) -> str:
    name = COLOUR_NAMES[colour]
    if state.hand(seat)[colour] == 0:
        return f"you have no {name} tile"
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    river = (state.board.river >> cell) & 1
    if colour == BLUE and not river:
        return f"{cell_name(cell)} is land; blue tiles go on rivers"
    if colour != BLUE and river:
        return f"{cell_name(cell)} is a river; only blue tiles go on rivers"
    if _kingdoms_touching(state, cell) >= 3:
        return f"a tile on {cell_name(cell)} would join three kingdoms"
    return "that tile cannot go there"


def _explain_leader(state: State, seat: int, kind: int, cell: int,
                    names: list[str] | None = None) -> str:
    name = LEADER_NAMES[kind]
    current = state.leaders[seat * 4 + kind]
    if current == cell:
        return f"your {name} already stands on {cell_name(cell)}"
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    if (state.board.river >> cell) & 1:
        return f"{cell_name(cell)} is a river; leaders go on land"
    if not state.grid.neighbours[cell] & state.tiles[RED]:
        return f"{cell_name(cell)} is not next to a face-up temple (red tile)"
    if _kingdoms_touching(state, cell, current) >= 2:
        return f"a leader on {cell_name(cell)} would join two kingdoms"
    return "the leader cannot go there"


def _explain_catastrophe(state: State, seat: int, cell: int) -> str:
    if state.catastrophes_left[seat] == 0:
        return "you have no catastrophe tiles left"
    bit = 1 << cell
    if state.catastrophes & bit:
        return f"{cell_name(cell)} already has a catastrophe"
    if state.facedown & bit:
        return f"{cell_name(cell)} is part of a monument"
    if state.leader_mask & bit:
        return f"{cell_name(cell)} holds a leader"
    if state.treasures & bit:
        return f"the tile on {cell_name(cell)} holds a treasure"
    return "a catastrophe cannot go there"


def _explain_monument(state: State, action: Action) -> str:
    colour = state.tile_at(state.placed)
    index, top_left = action.arg, action.cell
    pair = MONUMENTS[index]
    if not (state.monuments_left >> index) & 1:
        return f"the {MONUMENT_NAMES[index]} monument is already built"
    if colour not in pair:
        return (f"the square is {COLOUR_NAMES[colour]}; the {MONUMENT_NAMES[index]} monument "
                "has no such colour")
    square = SQUARE_2x2 << top_left if top_left >= 0 else 0
    if top_left < 0 or state.tiles[colour] & square != square:
        return f"the 2×2 square at {cell_name(top_left)} is not four face-up {COLOUR_NAMES[colour]} tiles"
    return (f"the square at {cell_name(top_left)} does not have the tile just placed "
            f"({cell_name(state.placed)}) as a corner")


def _explain_treasure(state: State, action: Action) -> str:
    cell = action.cell
    bit = 1 << cell if cell >= 0 else 0
    if not state.treasures & bit:
        return f"there is no treasure on {cell_name(cell)}"
    if not state.treasure_kingdom & bit:
        return f"the treasure on {cell_name(cell)} is not in the kingdom whose treasures are taken"
    return (f"the treasure on {cell_name(cell)} must wait: treasures on the special-border "
            "temples are taken first")
