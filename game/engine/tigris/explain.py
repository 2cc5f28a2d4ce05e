"""Why an action is illegal, in a sentence a player (or a tutorial) can read.

Each sentence is an `Explanation` (`game/engine/explanation.py`): the English
text as a `str`, with its message id and arguments so that the window can
show it in the player's language.

Only called once an action has failed the legality test, so speed does not
matter here; the legal-action generator in `state.py` remains the single
source of truth, and a test checks that every action it rejects gets a
specific reason from here.
"""

from __future__ import annotations

from ..explanation import Explanation, _r, _rn
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
from .explain_variants import explain_variant
from .pieces import (
    BLUE,
    COLOUR_NAMES,
    LEADER_COLOUR,
    LEADER_NAMES,
    LEADER_SEAT,
    MONUMENTS,
    RED,
)
from .state import ACTION_PHASE, COMMIT_PHASE, MONUMENT_PHASE, OVER, TREASURE_PHASE, WAR_PHASE, State


# Parallel to game/engine/yangtze/explain.py by design (with the import list above): each game's sentences
# have their own context in the catalogues, so translators may word them for that game.
def _who(seat: int, names: list[str] | None) -> str | Explanation:
    return names[seat] if names else _r("seat {seat}", seat=seat)


# The words the sentences insert (for the catalogue; the window translates them).
_WORDS = (_r("black"), _r("red"), _r("blue"), _r("green"), _r("king"), _r("priest"), _r("farmer"),
          _r("trader"), _r("attacker"), _r("defender"), _r("revolt"), _r("war"), _r("{a}-{b}"))


def _colour(colour: int) -> Explanation:
    return _r(COLOUR_NAMES[colour])


def _leader(kind: int) -> Explanation:
    return _r(LEADER_NAMES[kind])


def _monument(index: int) -> Explanation:
    a, b = MONUMENTS[index]
    return _r("{a}-{b}", a=_colour(a), b=_colour(b))


# Parallel to game/engine/yangtze/explain.py's explain by design, where the rules are alike: the same
# checks, worded in this game's own catalogue context.
def explain(state: State, action: Action, names: list[str] | None = None) -> Explanation:
    kind = action.kind
    phase = state.phase
    if phase == OVER:
        return _r("the game is over")
    reason = explain_variant(state, action, phase == ACTION_PHASE, phase == COMMIT_PHASE)
    if reason is not None:  # the variants' decisions and rules
        return reason
    if phase != ACTION_PHASE and kind in TURN_ACTIONS:
        return _finish_first(state, names)
    if phase == COMMIT_PHASE:
        if kind != COMMIT:
            return _finish_first(state, names)
        conflict = state.pending_conflict
        have = state.hand(state.to_move)[conflict.support_colour]
        return _rn("you hold only {count} {colour} tile", "you hold only {count} {colour} tiles", have,
                   colour=_colour(conflict.support_colour))
    if phase == WAR_PHASE:
        if kind != WAR:
            return _finish_first(state, names)
        return _r("there is no {colour} war to fight; choose {choices_notation}",
                  colour=_colour(action.value),
                  choices_notation=" or ".join(f'"war {COLOUR_NAMES[c]}"' for c in state.war_choices))
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
            COMMIT: _r("there is no conflict to support"),
            WAR: _r("there is no war to choose"),
            MONUMENT: _r("there is no monument to build now"),
            NO_MONUMENT: _r("there is no monument to decline now"),
            TREASURE: _r("there is no treasure to take now"),
        }.get(kind) or _r("{kind_notation} is not possible now", kind_notation=KIND_NAMES[kind])
    if action.cell >= 0 and not state.grid.contains(action.cell):
        return _r("{cell} is not on the board", cell=cell_name(action.cell))
    seat = state.active
    if kind == TILE:
        return _explain_tile(state, seat, action.value, action.cell, names)
    if kind == LEADER:
        return _explain_leader(state, seat, action.value, action.cell, names)
    if kind == WITHDRAW:
        return _r("your {leader} is not on the board", leader=_leader(action.value))
    if kind == CATASTROPHE:
        return _explain_catastrophe(state, seat, action.cell)
    if kind == SWAP:
        hand = state.hand(seat)
        if sum(action.counts) == 0:
            return _r("name at least one tile to swap")
        short = tuple(_colour(c) for c in range(4) if action.counts[c] > hand[c])
        return _r("you do not hold that many {colours} tiles", colours=short)
    if kind == PASS:
        return _r("you cannot pass now")
    return _r("that is not a legal decision now")


def _finish_first(state: State, names: list[str] | None) -> Explanation:
    seat = state.to_move
    if state.phase == COMMIT_PHASE:
        c = state.pending_conflict
        role = _r("attacker") if seat == c.attacker else _r("defender")
        return _r('the {conflict} must be settled first: {who} ({role}) commits {colour} support '
                  '("commit N")', conflict=_r(c.kind), who=_who(seat, names), role=role,
                  colour=_colour(c.support_colour))
    if state.phase == WAR_PHASE:
        return _r("choose which war is fought next first ({choices_notation})", choices_notation=", ".join(
            f'"war {COLOUR_NAMES[c]}"' for c in state.war_choices))
    if state.phase == MONUMENT_PHASE:
        return _r('decide on the monument first ("monument …" or "no monument")')
    if state.phase == TREASURE_PHASE:
        return _r('{who} must take a treasure first ("treasure CELL")', who=_who(seat, names))
    return _r("that is not possible now")


def _occupant(state: State, cell: int, names: list[str] | None = None) -> Explanation | None:
    bit = 1 << cell
    where = cell_name(cell)
    if state.catastrophes & bit:
        return _r("{cell} has a catastrophe on it", cell=where)
    if state.facedown & bit:
        return _r("{cell} is part of a monument", cell=where)
    if state.leader_mask & bit:
        lid = state.leader_at(cell)
        return _r("{cell} holds a leader ({who}'s {leader})", cell=where, who=_who(LEADER_SEAT[lid], names),
                  leader=_leader(LEADER_COLOUR[lid]))
    colour = state.tile_at(cell)
    if colour >= 0:
        return _r("{cell} already holds a {colour} tile", cell=where, colour=_colour(colour))
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
                  names: list[str] | None = None) -> Explanation:
    if state.hand(seat)[colour] == 0:
        return _r("you have no {colour} tile", colour=_colour(colour))
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    river = (state.board.river >> cell) & 1
    if colour == BLUE and not river:
        return _r("{cell} is land; blue tiles go on rivers", cell=cell_name(cell))
    if colour != BLUE and river:
        return _r("{cell} is a river; only blue tiles go on rivers", cell=cell_name(cell))
    if _kingdoms_touching(state, cell) >= 3:
        return _r("a tile on {cell} would join three kingdoms", cell=cell_name(cell))
    return _r("that tile cannot go there")


def _explain_leader(state: State, seat: int, kind: int, cell: int,
                    names: list[str] | None = None) -> Explanation:
    where = cell_name(cell)
    current = state.leaders[seat * 4 + kind]
    if current == cell:
        return _r("your {leader} already stands on {cell}", leader=_leader(kind), cell=where)
    taken = _occupant(state, cell, names)
    if taken:
        return taken
    if (state.board.river >> cell) & 1:
        return _r("{cell} is a river; leaders go on land", cell=where)
    if not state.grid.neighbours[cell] & state.tiles[RED]:
        return _r("{cell} is not next to a face-up temple (red tile)", cell=where)
    if _kingdoms_touching(state, cell, current) >= 2:
        return _r("a leader on {cell} would join two kingdoms", cell=where)
    return _r("the leader cannot go there")


def _explain_catastrophe(state: State, seat: int, cell: int) -> Explanation:
    if state.catastrophes_left[seat] == 0:
        return _r("you have no catastrophe tiles left")
    bit = 1 << cell
    where = cell_name(cell)
    if state.catastrophes & bit:
        return _r("{cell} already has a catastrophe", cell=where)
    if state.facedown & bit:
        return _r("{cell} is part of a monument", cell=where)
    if state.leader_mask & bit:
        return _r("{cell} holds a leader", cell=where)
    if state.treasures & bit:
        return _r("the tile on {cell} holds a treasure", cell=where)
    return _r("a catastrophe cannot go there")


def _explain_monument(state: State, action: Action) -> Explanation:
    colour = state.tile_at(state.placed)
    index, top_left = action.value, action.cell
    pair = MONUMENTS[index]
    if not (state.monuments_left >> index) & 1:
        return _r("the {monument} monument is already built", monument=_monument(index))
    if colour not in pair:
        return _r("the square is {colour}; the {monument} monument has no such colour",
                  colour=_colour(colour), monument=_monument(index))
    square = SQUARE_2x2 << top_left if top_left >= 0 else 0
    if top_left < 0 or state.tiles[colour] & square != square:
        return _r("the 2×2 square at {cell} is not four face-up {colour} tiles", cell=cell_name(top_left),
                  colour=_colour(colour))
    return _r("the square at {cell} does not have the tile just placed ({placed}) as a corner",
              cell=cell_name(top_left), placed=cell_name(state.placed))


def _explain_treasure(state: State, action: Action) -> Explanation:
    cell = action.cell
    bit = 1 << cell if cell >= 0 else 0
    where = cell_name(cell)
    if not state.treasures & bit:
        return _r("there is no treasure on {cell}", cell=where)
    if not state.treasure_kingdom & bit:
        return _r("the treasure on {cell} is not in the kingdom whose treasures are taken", cell=where)
    return _r("the treasure on {cell} must wait: treasures on the special-border temples are taken first",
              cell=where)
