"""A slow, literal reading of the rules, to check the fast engine against.

Cells are (col, row) pairs, regions are found by breadth-first search, and
each rule is one plain condition; nothing here shares code with the
engine's bitboard logic except reading the state's fields.
"""

from __future__ import annotations

from collections import deque

from game.engine.actions import Action
from game.engine.grid import cell_code, cell_col, cell_row
from game.engine.pieces import BLUE, GREEN, RED, TILE_COUNTS
from game.engine.state import ACTION_PHASE, State


def _cells(mask: int) -> set[int]:
    return {i for i in range(mask.bit_length()) if (mask >> i) & 1}


def neighbours(state: State, cell: int) -> list[int]:
    col, row = cell_col(cell), cell_row(cell)
    out = []
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < state.grid.width and 0 <= r < state.grid.height:
            out.append(cell_code(c, r))
    return out


def occupied_cells(state: State, skip_leader: int = -1) -> set[int]:
    cells = set()
    for colour in range(4):
        cells |= _cells(state.tiles[colour])
    cells |= _cells(state.facedown)
    cells |= {c for c in state.leaders if c >= 0 and c != skip_leader}
    return cells


def regions(state: State, skip_leader: int = -1) -> list[set[int]]:
    todo = occupied_cells(state, skip_leader)
    out = []
    while todo:
        start = min(todo)
        seen = {start}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for other in neighbours(state, cell):
                if other in todo and other not in seen:
                    seen.add(other)
                    queue.append(other)
        todo -= seen
        out.append(seen)
    return out


def kingdoms(state: State, skip_leader: int = -1) -> list[set[int]]:
    leader_cells = {c for c in state.leaders if c >= 0 and c != skip_leader}
    return [r for r in regions(state, skip_leader) if r & leader_cells]


def touching(kingdom_list: list[set[int]], state: State, cell: int) -> int:
    near = set(neighbours(state, cell))
    return sum(1 for k in kingdom_list if k & near)


def reference_turn_actions(state: State) -> set[Action]:
    """Every legal ordinary action of the active player, by the rules' words."""
    assert state.phase == ACTION_PHASE
    seat = state.active
    out: set[Action] = {Action.pass_()}
    board = state.board
    all_cells = _cells(board.grid.full)
    river = _cells(board.river)
    red = _cells(state.tiles[RED])
    hand = state.hand(seat)
    current = kingdoms(state)
    taken = occupied_cells(state) | _cells(state.catastrophes)
    for cell in all_cells:
        if cell in taken:
            continue
        k = touching(current, state, cell)
        for colour in range(4):
            if hand[colour] and (colour == BLUE) == (cell in river) and k < 3:
                out.add(Action.tile(colour, cell))
    for colour in range(4):
        where = state.leaders[seat * 4 + colour]
        if where >= 0:
            out.add(Action.withdraw(colour))
        without = kingdoms(state, skip_leader=where) if where >= 0 else current
        for cell in all_cells:
            if cell == where or cell in river or cell in taken:
                continue
            if not any(n in red for n in neighbours(state, cell)):
                continue
            if touching(without, state, cell) >= 2:
                continue
            out.add(Action.leader(colour, cell))
    if state.catastrophes_left[seat]:
        leaders = {c for c in state.leaders if c >= 0}
        for cell in all_cells:
            if ((state.catastrophes >> cell) & 1 or (state.facedown >> cell) & 1
                    or cell in leaders or (state.treasures >> cell) & 1):
                continue
            out.add(Action.catastrophe(cell))
    for b in range(hand[0] + 1):
        for r in range(hand[1] + 1):
            for u in range(hand[2] + 1):
                for g in range(hand[3] + 1):
                    if b + r + u + g:
                        out.add(Action.swap((b, r, u, g)))
    return out


def tile_total(state: State, colour: int) -> int:
    """Every tile of a colour, wherever it is."""
    facedown = sum(4 for m in state.monuments if m[2] == colour)
    hands = sum(state.hand(seat)[colour] for seat in range(state.n))
    swapped = sum(state.swapped[seat * 4 + colour] for seat in range(state.n))
    return (state.tiles[colour].bit_count() + facedown + hands + state.bag_contents().count(colour)
            + state.discarded[colour] + swapped + state.unseen_discards[colour])


def check_invariants(state: State) -> None:
    """What must hold after every decision."""
    for colour in range(4):
        assert tile_total(state, colour) == TILE_COUNTS[colour], f"colour {colour} tiles lost"
    red = _cells(state.tiles[RED])
    for lid, cell in enumerate(state.leaders):
        if cell >= 0:
            assert any(n in red for n in neighbours(state, cell)), f"leader {lid} has no temple"
            assert not (state.board.river >> cell) & 1
    if state.phase == ACTION_PHASE or state.is_over:
        for kingdom in kingdoms(state):
            colours = [lid & 3 for lid, cell in enumerate(state.leaders) if cell in kingdom]
            assert len(colours) == len(set(colours)), "two leaders of one colour in a kingdom"
            treasures = [c for c in kingdom if (state.treasures >> c) & 1]
            if GREEN in colours and not state.is_over:
                assert len(treasures) <= 1, "treasures left in a kingdom with a trader"
    assert sorted(map(sorted, regions(state))) == sorted(
        sorted(_cells(r)) for r in state.regions), "cached regions are stale"
    assert sorted(map(sorted, kingdoms(state))) == sorted(
        sorted(_cells(k.mask)) for k in state.kingdoms()), "cached kingdoms are stale"
    masks = [state.tiles[c] for c in range(4)] + [state.facedown, state.catastrophes,
                                                  state.leader_mask]
    for i, a in enumerate(masks):
        for b in masks[i + 1:]:
            assert not a & b, "two pieces on one cell"
