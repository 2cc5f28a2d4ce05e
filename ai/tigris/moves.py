"""Candidate decisions and their prior scores, without looking ahead.

A full board offers hundreds of legal actions, most of them pointless (a
tile dropped far from any kingdom, a catastrophe on an empty field). The
searches only consider the candidates this module proposes, best first, and
use the scores as a prior. Scores come from bitmask features of the board,
so one call costs about as much as a few `step()`s:

* tiles: who scores the point (this seat: good, a rival: bad), joining two
  kingdoms (a war: worth a look), completing a 2×2 square (monument),
  temples beside one's own leaders (revolt strength);
* leaders: entering a kingdom that lacks that colour (income), a revolt
  judged by the temples beside each side and the red tiles in hand, a new
  kingdom; moving a placed leader costs a little;
* catastrophes: only where they topple a rival leader (its one temple) or
  cut a joining cell next to one's own kingdom;
* swaps by intent (`SWAP_MODES`: `concrete` makes one real for a hand), and pass.

Hands can differ between sampled worlds, so turn candidates are proposed for
every colour of tile: `playable()` filters them for the hand at hand.
"""

from __future__ import annotations

from game.engine.grid import SQUARE_2x2, bit_list, lowest_cells
from game.engine.tigris.actions import (
    CATASTROPHE,
    COMMIT,
    LEADER,
    MONUMENT,
    NO_MONUMENT,
    PASS_ACTION,
    SWAP,
    TILE,
    TREASURE,
    WAR,
    WITHDRAW,
    Action,
)
from game.engine.tigris.buildings import longest_line
from game.engine.tigris.pieces import (
    BLACK,
    BLUE,
    COLOURS,
    LEADER_COLOUR,
    LEADER_SEAT,
    MONUMENTS_WITH,
    N_COLOURS,
    RED,
)
from game.engine.tigris.state import (
    ACTION_PHASE,
    BUILDING_PHASE,
    COMMIT_PHASE,
    MONUMENT_PHASE,
    TREASURE_PHASE,
    WAR_PHASE,
    WONDER_PHASE,
    WONDER_POINT_PHASE,
    State,
)
from game.engine.tigris.variants import NO_VARIANTS
from game.engine.tigris.wonder import plus_of

from ..candidates import SWAP_ALL, finish_turn_candidates
from ..candidates import concrete as concrete_swap

PER_KINGDOM = 6  # tile cells proposed per colour and kingdom
_UNCHECKED = frozenset((TILE, SWAP))  # kinds proposed for any hand, whatever is legal now


def _weakest_bonus(state: State, seat: int) -> list[float]:
    """Extra appetite for points of colours where the seat is weakest."""
    score = state.score(seat)
    low = min(score)
    return [0.6 if v == low else (0.3 if v <= low + 2 else 0.0) for v in score]


# Parallel to ai/yangtze/moves.py's turn_candidates by design: the same plan (tiles by who scores them,
# leaders by ring and strength, new kingdoms) over this game's own rules and pieces, inlined because the
# planner calls it at every node; the shared ending is ai/candidates.py.
def turn_candidates(state: State, limit: int = 48) -> list[tuple[float, Action]]:
    """Scored candidates for an ordinary action of the active seat, best first.

    Tile candidates are made for all four colours regardless of the hand."""
    seat = state.active
    board = state.board
    grid = state.grid
    full = grid.full
    neighbours = grid.neighbours
    land, river = board.land, board.river
    tiles = state.tiles
    red = tiles[RED]
    leaders = state.leaders
    occupied = tiles[0] | tiles[1] | tiles[2] | tiles[3] | state.facedown | state.leader_mask
    empty = full & ~occupied & ~state.catastrophes
    kingdoms = state.kingdoms()
    expand = grid.expand
    rings = [expand(k.mask) & empty for k in kingdoms]
    ones = twos = threes = 0
    for ring in rings:
        threes |= twos & ring
        twos |= ones & ring
        ones |= ring
    appetite = _weakest_bonus(state, seat)
    variants = state.variants is not NO_VARIANTS
    my_red = state.hands[seat * N_COLOURS + RED]
    out: list[tuple[float, Action]] = []

    # Tiles.
    monuments_open = [state.monuments_left & MONUMENTS_WITH[colour] for colour in COLOURS]
    same_side = [expand(tiles[colour]) for colour in COLOURS]
    my_leader_side = 0
    for colour in COLOURS:
        cell = leaders[seat * N_COLOURS + colour]
        if cell >= 0:
            my_leader_side |= neighbours[cell]
    region_side = expand(occupied) & empty
    for colour in COLOURS:
        terrain = river if colour == BLUE else land
        targets = empty & terrain & ~threes
        if not targets:
            continue
        same = tiles[colour]
        for ki, kingdom in enumerate(kingdoms):
            cells = targets & rings[ki] & ~twos
            if not cells:
                continue
            scorer = -1
            king = -1
            for lid in kingdom.leaders:
                if LEADER_COLOUR[lid] == colour:
                    scorer = LEADER_SEAT[lid]
                elif LEADER_COLOUR[lid] == BLACK:
                    king = LEADER_SEAT[lid]
            if scorer < 0:
                scorer = king
            if scorer == seat:
                base = 1.0 + appetite[colour]
            elif scorer >= 0:
                base = -0.5
            else:
                base = 0.1
            beside_same = cells & same_side[colour]
            picked = lowest_cells(beside_same, PER_KINGDOM)
            if len(picked) < PER_KINGDOM:
                picked += lowest_cells(cells & ~beside_same, PER_KINGDOM - len(picked))
            for cell in picked:
                alike = (neighbours[cell] & same).bit_count()
                score = base + 0.08 * alike
                if colour == RED and neighbours[cell] & my_leader_side:
                    score += 0.25
                if alike >= 2 and _completes_square(grid, same, cell, monuments_open[colour]):
                    score += 0.9
                if variants and alike:
                    score += _variant_bonus(state, colour, cell)
                out.append((score, Action(TILE, colour, cell)))
        for cell in lowest_cells(targets & twos, 8):
            out.append((0.45, Action(TILE, colour, cell)))
        # Building up a leaderless region (future kingdom, monument square).
        loose = targets & region_side & ~ones
        for cell in lowest_cells(loose, 3):
            alike = (neighbours[cell] & same).bit_count()
            score = -0.3 + 0.1 * alike
            if alike >= 2 and _completes_square(grid, same, cell, monuments_open[colour]):
                score += 0.8
            out.append((score, Action(TILE, colour, cell)))

    # Leaders.
    temple_side = expand(red) & empty & land
    for colour in COLOURS:
        lid = seat * N_COLOURS + colour
        current = leaders[lid]
        targets = temple_side & ~(twos if current < 0 else 0)
        if current >= 0:
            targets &= ~(1 << current)
        move_cost = 0.0 if current < 0 else 0.5
        rest = targets
        for ki, kingdom in enumerate(kingdoms):
            cells = targets & rings[ki]
            if not cells:
                continue
            rest &= ~cells
            holder = -1
            for other in kingdom.leaders:
                if LEADER_COLOUR[other] == colour:
                    holder = other
            if holder == lid:
                continue  # moving inside its own kingdom achieves little
            for cell in lowest_cells(cells, 8):
                temples = (neighbours[cell] & red).bit_count()
                if holder < 0:
                    score = 1.1 + 0.15 * temples - move_cost
                else:
                    defence = (neighbours[leaders[holder]] & red).bit_count()
                    score = 0.4 + 0.35 * (temples + my_red - defence - 1) - move_cost
                out.append((score, Action(LEADER, colour, cell)))
        # Founding a kingdom: the more tiles beside, the better.
        for cell in lowest_cells(rest, 6):
            temples = (neighbours[cell] & red).bit_count()
            score = 0.15 + 0.1 * (neighbours[cell] & occupied).bit_count() + 0.1 * temples - move_cost
            out.append((score, Action(LEADER, colour, cell)))
        if current >= 0:
            out.append((-0.9, Action(WITHDRAW, colour)))

    # Catastrophes.
    if state.catastrophes_left[seat]:
        allowed = full & ~state.catastrophes & ~state.facedown & ~state.leader_mask & ~state.treasures
        for lid, cell in enumerate(leaders):
            if cell < 0 or LEADER_SEAT[lid] == seat:
                continue
            temples = neighbours[cell] & red & allowed
            if temples and (neighbours[cell] & red).bit_count() == 1:
                out.append((0.7, Action(CATASTROPHE, -1, bit_list(temples)[0])))
        my_kingdoms = 0
        for ki, kingdom in enumerate(kingdoms):
            if any(LEADER_SEAT[lid] == seat for lid in kingdom.leaders):
                my_kingdoms |= rings[ki]
        for cell in lowest_cells(twos & my_kingdoms & allowed, 4):
            out.append((-0.1, Action(CATASTROPHE, -1, cell)))

    # Swaps (by intent) and pass, best first; the candidates whose kind is not in
    # _UNCHECKED come from an approximation of the rules: the legal ones are kept.
    return finish_turn_candidates(out, state, seat, SWAP_MODES, swap_counts, PASS_ACTION,
                                  _UNCHECKED, limit)


# Swaps inside a search are chosen by intent (`ai/candidates.py`): this game's modes, parallel to
# ai/yangtze/moves.py's by design (what each keeps differs).
SWAP_KEEP_RED, SWAP_KEEP_USEFUL = -2, -3
SWAP_MODES = (SWAP_ALL, SWAP_KEEP_RED, SWAP_KEEP_USEFUL)


def swap_counts(state: State, seat: int, mode: int) -> tuple[int, ...]:
    hand = state.hand(seat)
    if mode == SWAP_ALL:
        return hand
    if mode == SWAP_KEEP_RED:
        return (hand[0], 0, hand[2], hand[3])
    # Keep red and the colours of this seat's leaders on the board.
    keep = [False, True, False, False]
    for colour in COLOURS:
        if state.leaders[seat * N_COLOURS + colour] >= 0:
            keep[colour] = True
    return tuple(0 if keep[c] else hand[c] for c in COLOURS)


def concrete(action: Action, state: State) -> Action | None:
    """The real action for a search action in `state` (None when a swap mode swaps nothing)."""
    return concrete_swap(action, state, swap_counts)


def _variant_bonus(state: State, colour: int, cell: int) -> float:
    """With the variants: a tile that completes a plus for the wonder, or makes a line
    for its colour's building (from the supply, or a longer one than it stands on)."""
    tiles = state.tiles[colour] | (1 << cell)
    pieces = state.variant_pieces
    bonus = 0.0
    if state.variants.wonder and pieces.wonder < 0:
        for centre in [cell, *bit_list(state.grid.neighbours[cell])]:
            plus = plus_of(state, centre)
            if plus and tiles & plus == plus:
                bonus += 1.0
                break
    if state.variants.buildings:
        current = pieces.buildings[colour]
        longest = longest_line(state.tiles[colour], current) if current >= 0 else 2
        if longest_line(tiles, cell) > longest:
            bonus += 0.3
    return bonus


def _completes_square(grid, same: int, cell: int, available: int) -> bool:
    if not available:
        return False
    with_cell = same | (1 << cell)
    for top_left in grid.squares_with_corner(cell):
        square = SQUARE_2x2 << top_left
        if with_cell & square == square:
            return True
    return False


def playable(state: State, action: Action) -> bool:
    """Whether a candidate made for any hand fits the hand of the seat to move."""
    kind = action[0]
    if kind == TILE:
        return state.hands[state.active * N_COLOURS + action[1]] > 0
    if kind == SWAP:
        return any(swap_counts(state, state.active, action[1]))  # a mode
    if kind == COMMIT:
        c = state.pending_conflict
        return action[1] <= state.hands[state.to_move * N_COLOURS + c.support_colour]
    return True


# Parallel to ai/yangtze/moves.py by design: a dispatch on this game's own pending decisions.
def decision_candidates(state: State) -> list[tuple[float, Action]]:
    """Scored candidates for whatever decision is pending, best first."""
    phase = state.phase
    if phase == ACTION_PHASE:
        return turn_candidates(state)
    if phase == COMMIT_PHASE:
        return commit_candidates(state)
    if phase == WAR_PHASE:
        return [(0.0, Action(WAR, colour)) for colour in state.war_choices]
    if phase == MONUMENT_PHASE:
        options = [a for a in state.legal_actions() if a[0] == MONUMENT]
        return [(0.5, a) for a in options] + [(-0.5, Action(NO_MONUMENT))]
    if phase == TREASURE_PHASE:
        return [(0.0, a) for a in state.legal_actions() if a[0] == TREASURE]
    if phase in (BUILDING_PHASE, WONDER_PHASE):
        # The variants' pieces: a building or the wonder is worth having; declining is last.
        *places, decline = state.legal_actions()
        return [(0.5, a) for a in places] + [(-0.5, decline)]
    if phase == WONDER_POINT_PHASE:
        return wonder_point_candidates(state)
    return []


def wonder_point_candidates(state: State) -> list[tuple[float, Action]]:
    """The wonder's point, in the weakest colour first."""
    score = state.score(state.active)
    return sorted(((-float(score[a[1]]), a) for a in state.legal_actions()), key=lambda item: -item[0])


def commit_candidates(state: State) -> list[tuple[float, Action]]:
    """Commitments from the board alone: what it takes to win, or nothing.

    The attacker is offered every count (a sampled world decides whether the
    defender can answer); the defender knows the attack, so its sensible
    options are nothing and the least that wins."""
    c = state.pending_conflict
    seat = state.to_move
    support = c.support_colour
    if seat == c.attacker:
        need = max(0, c.defender_base - c.attacker_base + 1)
        out = [(1.0 - 0.15 * abs(k - need - 1), Action(COMMIT, k)) for k in range(0, 7)]
        out.append((0.2, Action(COMMIT, 0)))
        if state.variants.measured_support:  # nothing, or more than the defender's base
            out = [(s, a) for s, a in out if a.value == 0 or a.value >= need]
        best: dict[Action, float] = {}
        for score, action in out:
            best[action] = max(score, best.get(action, -9.0))
        return sorted(((s, a) for a, s in best.items()), key=lambda item: -item[0])
    attack = c.attacker_base + c.attacker_commit
    need = max(0, attack - c.defender_base)
    have = state.hands[seat * N_COLOURS + support]
    if need == 0:
        return [(1.0, Action(COMMIT, 0))]
    # Offered even when this world's hand is short: `playable` decides per world.
    return [(1.0 if need <= have else 0.3, Action(COMMIT, need)), (0.6, Action(COMMIT, 0))]
