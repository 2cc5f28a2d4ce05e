"""A slow, literal reading of the rules, to check the fast engine against.

Cells are (col, row) pairs, regions are found by breadth-first search, and
each rule is one plain condition; nothing here shares code with the
engine's bitboard logic except reading the state's fields.
"""

from __future__ import annotations

from collections import deque

from game.engine.grid import cell_code, cell_col, cell_row
from game.engine.tigris.actions import Action
from game.engine.tigris.pieces import BLUE, GREEN, LEADER_COLOUR, LEADER_SEAT, RED, TILE_COUNTS
from game.engine.tigris.state import ACTION_PHASE, State


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
        buildings = {x for x in state.variant_pieces.buildings if x >= 0}
        for cell in all_cells:
            if ((state.catastrophes >> cell) & 1 or (state.facedown >> cell) & 1
                    or cell in leaders or (state.treasures >> cell) & 1 or cell in buildings):
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
    facedown += 5 if state.variant_pieces.wonder_colour == colour else 0
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
            colours = [LEADER_COLOUR[lid] for lid, cell in enumerate(state.leaders) if cell in kingdom]
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
    # The variants' pieces: the face-down tiles are the monuments' squares and the
    # wonder's plus; each building stands on a face-up tile of its colour.
    pieces = state.variant_pieces
    expected = set()
    for _, top_left, _ in state.monuments:
        col, row = cell_col(top_left), cell_row(top_left)
        expected |= {cell_code(col + dc, row + dr) for dc in (0, 1) for dr in (0, 1)}
    if pieces.wonder >= 0:
        expected |= {pieces.wonder, *neighbours(state, pieces.wonder)}
    assert _cells(state.facedown) == expected, "face-down tiles that no monument or wonder explains"
    for colour, cell in enumerate(pieces.buildings):
        assert cell < 0 or (state.tiles[colour] >> cell) & 1, f"building {colour} off its colour"


# A referee's literal reading of what each decision must cause ----------------------------
#
# `check_decision(before, action, events, after)` recomputes, with the plain breadth-first
# search above and nothing from the engine but its fields, what the rules say a decision
# causes, and compares it with the events the engine reported: who scores a placed tile,
# both sides' strengths and the attacker of every conflict, its winner, the tiles a war
# removes (with the red exception), monument and treasure decisions offered, end-of-turn
# monument points and the refill order.

def _kingdom_at(state: State, cell: int) -> set[int]:
    for kingdom in kingdoms(state):
        if cell in kingdom:
            return kingdom
    raise AssertionError(f"no kingdom holds cell {cell}")


def _leaders_in(state: State, cells: set[int]) -> list[int]:
    return [lid for lid, cell in enumerate(state.leaders) if cell >= 0 and cell in cells]


def _side(state: State, start: int, within: set[int]) -> set[int]:
    seen, queue = {start}, deque([start])
    while queue:
        cell = queue.popleft()
        for other in neighbours(state, cell):
            if other in within and other not in seen:
                seen.add(other)
                queue.append(other)
    return seen


def _doubled(state: State, cells: set[int]) -> set[int]:
    colours = [LEADER_COLOUR[lid] for lid in _leaders_in(state, cells)]
    return {c for c in colours if colours.count(c) > 1}


def _monument_options(state: State, cell: int) -> set[tuple[int, int]]:
    from game.engine.tigris.pieces import MONUMENTS

    colour = state.tile_at(cell)
    if colour < 0:
        return set()
    face_up = _cells(state.tiles[colour])
    out = set()
    col, row = cell_col(cell), cell_row(cell)
    for c in (col - 1, col):
        for r in (row - 1, row):
            if c < 0 or r < 0:
                continue
            square = {cell_code(c + dc, r + dr) for dc in (0, 1) for dr in (0, 1)}
            if square <= face_up:
                for index, pair in enumerate(MONUMENTS):
                    if colour in pair and (state.monuments_left >> index) & 1:
                        out.add((index, cell_code(c, r)))
    return out


def check_decision(before: State, action: Action, events: list, after: State) -> None:
    from game.engine.tigris import events as ev
    from game.engine.tigris.actions import COMMIT, LEADER, MONUMENT, TILE, WAR
    from game.engine.tigris.pieces import BLACK, MONUMENTS

    scored = [e for e in events if isinstance(e, ev.Scored)]
    n = before.n

    # A placed tile: no point when it joins two kingdoms; else the same-colour leader's
    # owner, else the king's owner, else nobody; outside every kingdom, nobody.
    if before.phase == ACTION_PHASE and action.kind == TILE:
        cell, colour = action.cell, action.value
        near = set(neighbours(before, cell))
        touched = [k for k in kingdoms(before) if k & near]
        tile_points = [e for e in scored if e.reason == "tile"]
        assert (ev.Unified(cell) in events) == (len(touched) == 2)
        scorer = None
        if len(touched) == 1:
            here = _leaders_in(before, touched[0])
            for wanted in (colour, BLACK):
                owners = [LEADER_SEAT[lid] for lid in here if LEADER_COLOUR[lid] == wanted]
                if owners:
                    scorer = owners[0]
                    break
        expected = [] if scorer is None else [ev.Scored(scorer, colour, 1, "tile", cell)]
        assert tile_points == expected, (tile_points, expected)

    # A conflict that has just started: who attacks and both sides' strengths.
    if events and isinstance(events[-1], ev.ConflictStarted):
        c = events[-1]
        assert after.pending == "commit"
        if c.kind == ev.REVOLT:
            assert action.kind == LEADER and (c.attacker, c.attacker_cell) == (before.active, action.cell)
            kingdom = _kingdom_at(after, action.cell)
            others = [lid for lid in _leaders_in(after, kingdom)
                      if LEADER_COLOUR[lid] == c.colour and LEADER_SEAT[lid] != c.attacker]
            assert [LEADER_SEAT[lid] for lid in others] == [c.defender]
            red = _cells(after.tiles[RED])
            for cell, base in ((c.attacker_cell, c.attacker_strength),
                               (c.defender_cell, c.defender_strength)):
                assert base == sum(1 for x in neighbours(after, cell) if x in red)
        else:
            unification = after.unification
            kingdom = _kingdom_at(after, unification)
            doubled = _doubled(after, kingdom)
            if action.kind == WAR:
                assert action.value == c.colour and c.colour in doubled
            else:
                assert doubled == {c.colour}, (doubled, c.colour)  # one war: no choice asked
            pair = [lid for lid in _leaders_in(after, kingdom) if LEADER_COLOUR[lid] == c.colour]
            owners = sorted((LEADER_SEAT[lid] for lid in pair), key=lambda seat: (seat - after.active) % n)
            assert (c.attacker, c.defender) == tuple(owners)
            within = kingdom - {unification}
            colour_tiles = _cells(after.tiles[c.colour])
            for seat, cell, base in ((c.attacker, c.attacker_cell, c.attacker_strength),
                                     (c.defender, c.defender_cell, c.defender_strength)):
                assert after.leaders[seat * 4 + c.colour] == cell
                assert base == len(_side(after, cell, within) & colour_tiles)
    if after.pending == "war":
        kingdom = _kingdom_at(after, after.unification)
        assert set(after.war_choices) == _doubled(after, kingdom) and len(after.war_choices) >= 2

    # A conflict settled by the defender's commitment.
    if action.kind == COMMIT and before.conflict.attacker_commit >= 0:
        c = before.conflict
        attack, defence = c.attacker_base + c.attacker_commit, c.defender_base + action.value
        winner, loser = (c.attacker, c.defender) if attack > defence else (c.defender, c.attacker)
        loser_cell = c.attacker_cell if loser == c.attacker else c.defender_cell
        assert ev.ConflictResolved(c.kind, c.colour, winner, loser, attack, defence) in events
        reason = ev.LOST_REVOLT if c.kind == ev.REVOLT else ev.LOST_WAR
        assert ev.LeaderRemoved(loser, c.colour, loser_cell, reason) in events
        removed_events = [e for e in events if isinstance(e, ev.TilesRemoved)]
        conflict_points = [e for e in scored if e.reason in ("revolt", "war")]
        if c.kind == ev.REVOLT:
            assert removed_events == []
            assert conflict_points == [ev.Scored(winner, RED, 1, "revolt", loser_cell)]
        else:
            unification = before.unification
            kingdom = _kingdom_at(before, unification)
            side = _side(before, loser_cell, kingdom - {unification})
            removed = side & _cells(before.tiles[c.colour])
            removed -= {before.variant_pieces.buildings[c.colour]}  # a building's tile stays
            if c.colour == RED:
                others = {cell for lid, cell in enumerate(before.leaders)
                          if cell >= 0 and lid != loser * 4 + RED}
                removed = {x for x in removed if not (before.treasures >> x) & 1
                           and not others & set(neighbours(before, x))}
            assert {x for e in removed_events for x in e.cells} == removed
            assert conflict_points == [ev.Scored(winner, c.colour, 1 + len(removed), "war", loser_cell)]

    # The monument decision, once the tile and its wars are done.
    placed = action.cell if action.kind == TILE else before.placed
    tile_done = (action.kind == TILE and before.phase == ACTION_PHASE) or (
        action.kind in (COMMIT, WAR) and any(isinstance(e, ev.UnificationEnded) for e in events))
    if tile_done and after.pending not in ("commit", "war") and not before.variants.names:
        options = _monument_options(after, placed)
        if after.pending == "monument":
            listed = {(a.value, a.cell) for a in after.legal_actions() if a.kind == MONUMENT}
            assert listed == options and options
        else:
            assert not options, options

    if before.variants.names:  # the questions after a tile with the variants, and the rest
        from tests.reference_variants import check_variants

        check_variants(before, action, events, after)

    # Treasures: the trader's owner in a kingdom with two or more, special borders first.
    if after.pending == "treasure":
        full = [k for k in kingdoms(after)
                if len({c for c in k if (after.treasures >> c) & 1}) >= 2
                and any(LEADER_COLOUR[lid] == GREEN for lid in _leaders_in(after, k))]
        assert len(full) == 1
        kingdom = full[0]
        trader = [lid for lid in _leaders_in(after, kingdom) if LEADER_COLOUR[lid] == GREEN]
        assert [LEADER_SEAT[lid] for lid in trader] == [after.to_move]
        here = {c for c in kingdom if (after.treasures >> c) & 1}
        special = here & _cells(after.board.special)
        assert {a.cell for a in after.legal_actions()} == (special or here)

    # End of turn: monument points for the active player's leaders, then the refills,
    # the active player first and the others clockwise.
    ended = [e for e in events if isinstance(e, ev.TurnEnded)]
    if ended:
        seat = ended[0].seat
        expected = []
        for colour in range(4):
            cell = after.leaders[seat * 4 + colour]
            if cell < 0:
                continue
            kingdom = _kingdom_at(after, cell)
            for index, top_left, _ in after.monuments:
                if colour in MONUMENTS[index] and top_left in kingdom:
                    expected.append(ev.Scored(seat, colour, 1, "monument", top_left))
        monument_points = [e for e in scored if e.reason == "monument"]
        assert sorted(map(repr, monument_points)) == sorted(map(repr, expected))
        assert all(scored.index(e) > scored.index(w) for e in monument_points
                   for w in scored if w.reason == "wonder")  # the wonder's point comes first
        start = 0  # a swap's own draw comes before the refills
        for i, e in enumerate(events):
            if isinstance(e, ev.Swapped):
                start = i + 2
        drew = [e.seat for e in events[start:events.index(ended[0])] if isinstance(e, ev.Drew)]
        order = [(seat + k) % n for k in range(n)]
        assert drew == [s for s in order if s in drew], drew
        if after.end_reason != "bag":
            assert all(after.hand_size(s) == 6 for s in range(n))


def quick_invariants(state: State, previous_scores: list[int]) -> None:
    """The invariants that must hold after every decision, cheap enough for thousands of
    games: every tile, treasure and catastrophe accounted for; every leader on land
    beside a face-up temple; at rest, no region holding two leaders of one colour or a
    trader with two treasures; at the start of a turn, six tiles in every hand; no
    score ever falls. (Regions come from the grid, not from the state's cached ones.)"""
    n = state.n
    bag = state.bag[state.bag_pos:]
    for colour in range(4):
        facedown = sum(4 for m in state.monuments if m[2] == colour)
        facedown += 5 if state.variant_pieces.wonder_colour == colour else 0
        total = (state.tiles[colour].bit_count() + facedown + bag.count(colour)
                 + state.discarded[colour] + state.unseen_discards[colour]
                 + sum(state.hands[s * 4 + colour] + state.swapped[s * 4 + colour] for s in range(n)))
        assert total == TILE_COUNTS[colour], f"colour {colour}: {total} tiles"
    wonder = 5 if state.variant_pieces.wonder >= 0 else 0
    assert state.facedown.bit_count() == 4 * len(state.monuments) + wonder
    assert state.treasures.bit_count() + sum(state.treasures_taken) == len(state.board.temples)
    assert state.catastrophes.bit_count() + sum(state.catastrophes_left) == 2 * n
    assert all(a >= b for a, b in zip(state.scores, previous_scores, strict=True)), "a score fell"
    neighbours_of = state.grid.neighbours
    red = state.tiles[RED]
    for lid, cell in enumerate(state.leaders):
        if cell >= 0:
            assert neighbours_of[cell] & red, f"leader {lid} on {cell} has no face-up temple"
            assert (state.board.land >> cell) & 1, f"leader {lid} on {cell} is not on land"
    if state.phase == ACTION_PHASE:
        placed = [(lid, cell) for lid, cell in enumerate(state.leaders) if cell >= 0]
        for region in state.grid.components(state.occupied()):
            if not region & state.leader_mask:
                continue
            colours = [LEADER_COLOUR[lid] for lid, cell in placed if (region >> cell) & 1]
            assert len(colours) == len(set(colours)), "two leaders of one colour in a kingdom"
            assert GREEN not in colours or (region & state.treasures).bit_count() <= 1
        if state.actions_left == 2:
            assert all(state.hand_size(s) == 6 for s in range(n)), "a hand was not refilled"
