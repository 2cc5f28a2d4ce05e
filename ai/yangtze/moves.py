"""Yellow & Yangtze: candidate decisions and their prior scores, without looking ahead.

A board with kingdoms offers hundreds of legal actions, most of them
pointless. The searches only consider the candidates proposed here, best
first, scored from bitmask features of the board:

* tiles: who scores the point (this seat: good, more in its weakest colours
  and in yellow, which is wild; a rival: bad), a free triangle completed (a
  pagoda, worth most to the leader of its colour in that kingdom), joining
  kingdoms (a war: worth a look), black tiles beside one's leaders (revolt
  strength), red tiles in one's kingdoms (war strength), a green tile's
  market pick;
* leaders: into a kingdom without that colour (income, and its pagodas of
  that colour), a revolt judged by the black tiles beside each side, black
  tiles in hand and the off-board governor, a new kingdom;
* the peasants' revolt as an attack: the one black tile beside a rival's
  leader (it goes home), a tile under a pagoda that pays a rival;
* the two-green action: a pagoda on a free triangle where it pays this seat;
* swaps by intent (`SWAP_MODES`: `concrete` makes one real for a hand), and pass.

Hands differ between sampled worlds, so turn candidates are proposed for
every colour and for revolts and pagodas whatever the hand: `playable()`
filters them for the hand at hand. The other decisions (a revolt's
commitment, war support, the tied winner, the losses, a pagoda, the market,
the blue chain) have their own candidates (`decision_candidates`).
"""

from __future__ import annotations

from typing import cast

from game.engine.grid import bit_list, lowest_cells
from game.engine.kingdoms import Kingdom

# The engine's names this module reads: an import list (the engine's own modules import the same names); the
# AI calls the engine and copies none of its code.
from game.engine.yangtze.actions import (
    BUILD,
    COMMIT,
    DONE_ACTION,
    LEADER,
    LOSE,
    MARKET,
    NO_MARKET_ACTION,
    NO_PAGODA_ACTION,
    NO_SUPPORT_ACTION,
    PAGODA,
    PASS_ACTION,
    REVOLT,
    SUPPORT,
    SWAP,
    TILE,
    WINNER,
    WITHDRAW,
    Action,
)
from game.engine.yangtze.pieces import (
    BLACK,
    BLUE,
    COLOURS,
    GREEN,
    LEADER_COLOUR,
    LEADER_SEAT,
    N_COLOURS,
    RED,
    YELLOW,
)
from game.engine.yangtze.state import (
    ACTION_PHASE,
    CHAIN_PHASE,
    COMMIT_PHASE,
    LOSE_PHASE,
    MARKET_PHASE,
    PAGODA_PHASE,
    SUPPORT_PHASE,
    WINNER_PHASE,
    Pagoda,
    State,
)

from ..candidates import SWAP_ALL, finish_turn_candidates
from ..candidates import concrete as concrete_swap

PER_KINGDOM = 6  # tile cells proposed per colour and kingdom
_UNCHECKED = frozenset((TILE, SWAP, REVOLT, BUILD))  # kinds proposed for any hand, whatever is legal now


def appetite(state: State, seat: int) -> list[float]:
    """Extra appetite for points of the colours where the seat is weakest;
    yellow is wild, so it is worth as much as the weakest colour's."""
    score = state.score(seat)
    low = min(score[:YELLOW])
    out = [0.6 if v == low else (0.3 if v <= low + 2 else 0.0) for v in score[:YELLOW]]
    out.append(0.6)
    return out


def _holder(kingdom, colour: int) -> int:
    """The leader id of `colour` in `kingdom`, or -1."""
    for lid in kingdom.leaders:
        if LEADER_COLOUR[lid] == colour:
            return lid
    return -1


def _completes_triangle(state: State, colour: int, cell: int) -> bool:
    """Whether a tile of `colour` on `cell` completes a free triangle of its colour."""
    free = state.tiles[colour] & ~state.pagoda_cells
    bit = 1 << cell
    for triangle in state.grid.triangles_with[cell]:
        rest = triangle & ~bit
        if rest & free == rest:
            return True
    return False


# Parallel to ai/tigris/moves.py's turn_candidates by design: the same plan (tiles by who scores them,
# leaders by ring and strength, new kingdoms) over this game's own rules and pieces, inlined because the
# planner calls it at every node; the shared ending is ai/candidates.py.
def turn_candidates(state: State, limit: int = 48) -> list[tuple[float, Action]]:
    """Scored candidates for an ordinary action of the active seat, best first.

    Tile, revolt and pagoda candidates are made whatever the hand."""
    seat = state.active
    base = seat * N_COLOURS
    board = state.board
    grid = state.grid
    neighbours = grid.neighbours
    land, river = board.land, board.river
    tiles = state.tiles
    black = tiles[BLACK]
    leaders = state.leaders
    hands = state.hands
    occupied = state.occupied()
    empty = grid.full & ~occupied
    kingdoms = state.kingdoms()
    rings = [k.ring for k in kingdoms]
    ones = twos = threes = 0
    for ring in rings:
        threes |= twos & ring
        twos |= ones & ring
        ones |= ring
    want = appetite(state, seat)
    my_black = hands[base + BLACK]
    governor_off = leaders[base + BLACK] < 0
    my_leader_side = 0
    my_kingdoms = 0
    for ki, kingdom in enumerate(kingdoms):
        for lid in kingdom.leaders:
            if LEADER_SEAT[lid] == seat:
                my_kingdoms |= kingdom.mask | rings[ki]
                my_leader_side |= neighbours[leaders[lid]]
    out: list[tuple[float, Action]] = []

    # Tiles.
    same_side = [grid.expand(tiles[colour]) for colour in COLOURS]
    region_side = grid.expand(occupied) & empty
    for colour in COLOURS:
        terrain = river if colour == BLUE else land
        targets = empty & terrain & ~threes
        if not targets:
            continue
        same = tiles[colour]
        special = 0.25 if colour == GREEN else 0.0  # the market pick
        for ki, kingdom in enumerate(kingdoms):
            cells = targets & rings[ki] & ~twos
            if not cells:
                continue
            holder = _holder(kingdom, colour)
            scorer = LEADER_SEAT[holder] if holder >= 0 else -1
            if scorer < 0:
                governor = _holder(kingdom, BLACK)
                scorer = LEADER_SEAT[governor] if governor >= 0 else -1
            if scorer == seat:
                score_base = 1.0 + want[colour]
            elif scorer >= 0:
                score_base = -0.5
            else:
                score_base = 0.1
            # A pagoda here pays the leader of its colour in this kingdom.
            if holder < 0:
                pagoda_bonus = 0.3
            elif LEADER_SEAT[holder] == seat:
                pagoda_bonus = 1.2
            else:
                pagoda_bonus = -0.2
            beside_same = cells & same_side[colour]
            picked = lowest_cells(beside_same, PER_KINGDOM)
            if len(picked) < PER_KINGDOM:
                picked += lowest_cells(cells & ~beside_same, PER_KINGDOM - len(picked))
            for cell in picked:
                alike = (neighbours[cell] & same).bit_count()
                score = score_base + 0.08 * alike + special
                if colour == BLACK and neighbours[cell] & my_leader_side:
                    score += 0.25
                elif colour == RED and (my_kingdoms >> cell) & 1:
                    score += 0.2
                if alike >= 2 and _completes_triangle(state, colour, cell):
                    score += pagoda_bonus
                out.append((score, Action(TILE, colour, cell)))
        for cell in lowest_cells(targets & twos, 8):
            out.append((0.45 + special, Action(TILE, colour, cell)))
        # Building up a leaderless region (a future kingdom, a triangle).
        loose = targets & region_side & ~ones
        for cell in lowest_cells(loose, 3):
            alike = (neighbours[cell] & same).bit_count()
            score = -0.3 + 0.1 * alike + special
            if alike >= 2 and _completes_triangle(state, colour, cell):
                score += 0.3
            out.append((score, Action(TILE, colour, cell)))

    # Leaders.
    leader_side = grid.expand(black) & empty & land
    for colour in COLOURS:
        lid = base + colour
        current = leaders[lid]
        targets = leader_side & ~(twos if current < 0 else 0)
        if current >= 0:
            targets &= ~(1 << current)
        move_cost = 0.0 if current < 0 else 0.5
        # The governor's +1 counts for a revolt of another colour, when it is off the board.
        bonus = 1 if governor_off and colour != BLACK else 0
        rest = targets
        for ki, kingdom in enumerate(kingdoms):
            cells = targets & rings[ki]
            if not cells:
                continue
            rest &= ~cells
            holder = _holder(kingdom, colour)
            if holder == lid:
                continue  # moving inside its own kingdom achieves little
            paying = sum(1 for p in state.pagodas if p.colour == colour and p.cells & kingdom.mask)
            waiting = sum(1 for t in state.open_triangles[colour] if t & kingdom.mask)
            for cell in lowest_cells(cells, 8):
                blacks = (neighbours[cell] & black).bit_count()
                if holder < 0:
                    score = 1.1 + 0.15 * blacks + 0.5 * paying + 0.15 * waiting - move_cost
                else:
                    defence = (neighbours[leaders[holder]] & black).bit_count()
                    score = 0.4 + 0.35 * (blacks + my_black + bonus - defence - 1) + 0.3 * paying - move_cost
                out.append((score, Action(LEADER, colour, cell)))
        # Founding a kingdom: the more tiles beside, the better.
        for cell in lowest_cells(rest, 6):
            blacks = (neighbours[cell] & black).bit_count()
            score = 0.15 + 0.1 * (neighbours[cell] & occupied).bit_count() + 0.1 * blacks - move_cost
            out.append((score, Action(LEADER, colour, cell)))
        if current >= 0:
            out.append((-0.9, Action(WITHDRAW, colour)))

    out += _revolt_candidates(state, seat)
    out += _build_candidates(state, seat, kingdoms)

    # Swaps (by intent) and pass, best first; the candidates whose kind is not in
    # _UNCHECKED come from an approximation of the rules: the legal ones are kept.
    return finish_turn_candidates(out, state, seat, SWAP_MODES, swap_counts, PASS_ACTION,
                                  _UNCHECKED, limit)


def _revolt_candidates(state: State, seat: int) -> list[tuple[float, Action]]:
    """The peasants' revolt as an attack: the one black tile a rival's leader
    stands by (the leader goes home), or a tile under a pagoda that pays a
    rival. With the farmer off the board, one blue tile and the farmer."""
    farmer = state.leaders[seat * N_COLOURS + BLUE] < 0
    neighbours = state.grid.neighbours
    black = state.tiles[BLACK]
    leaders = state.leaders
    out: list[tuple[float, Action]] = []
    mine = 0  # black tiles that hold one of this seat's own leaders
    for colour in COLOURS:
        cell = leaders[seat * N_COLOURS + colour]
        if cell >= 0:
            mine |= neighbours[cell] & black
    targets: dict[int, float] = {}
    for lid, cell in enumerate(leaders):
        if cell < 0 or LEADER_SEAT[lid] == seat:
            continue
        holding = neighbours[cell] & black
        if holding.bit_count() == 1 and not holding & mine:
            target = holding.bit_length() - 1
            paying = sum(1 for p in state.pagodas
                         if p.colour == LEADER_COLOUR[lid]
                         and cast(Kingdom, state.kingdom_of(cell)).mask & p.cells)  # a leader's cell
            targets[target] = max(targets.get(target, -9.0), 0.6 + 0.3 * paying)
    for pagoda in state.pagodas:
        kingdom = state.kingdom_of(pagoda.name)
        if kingdom is None:
            continue
        holder = _holder(kingdom, pagoda.colour)
        if holder < 0 or LEADER_SEAT[holder] == seat:
            continue
        free = pagoda.cells & ~mine
        if free:
            cell = (free & -free).bit_length() - 1
            targets[cell] = max(targets.get(cell, -9.0), 0.5)
    for cell, score in targets.items():
        out.append((score + (0.2 if farmer else 0.0), Action(REVOLT, -1, cell, farmer)))
    return out


def _build_candidates(state: State, seat: int, kingdoms) -> list[tuple[float, Action]]:
    """The two-green action: a pagoda on a free triangle, by whom it pays."""
    trader = state.leaders[seat * N_COLOURS + GREEN] < 0
    out: list[tuple[float, Action]] = []
    for colour in COLOURS:
        triangles = state.open_triangles[colour]
        if not triangles:
            continue
        sources = [-1]
        if not state.pagoda_supply(colour):
            # Moved from the board: best from where it pays a rival, never from one's own.
            sources = []
            for pagoda in state.pagodas:
                if pagoda.colour != colour:
                    continue
                kingdom = state.kingdom_of(pagoda.name)
                holder = -1 if kingdom is None else _holder(kingdom, colour)
                if holder < 0 or LEADER_SEAT[holder] != seat:
                    sources.append(pagoda.name)
        for triangle in triangles:
            first = (triangle & -triangle).bit_length() - 1
            kingdom = state.kingdom_of(first)
            holder = -1 if kingdom is None else _holder(kingdom, colour)
            if holder < 0:
                score = 0.0 if kingdom is not None else -0.4
            elif LEADER_SEAT[holder] == seat:
                score = 1.3
            else:
                continue
            for source in sources[:1]:
                out.append((score + (0.2 if trader else 0.0), Action(BUILD, triangle, source, trader)))
    return out


# Swaps inside a search are chosen by intent (`ai/candidates.py`): this game's modes, parallel to
# ai/tigris/moves.py's by design (what each keeps differs).
SWAP_KEEP_CONFLICT, SWAP_KEEP_USEFUL = -2, -3
SWAP_MODES = (SWAP_ALL, SWAP_KEEP_CONFLICT, SWAP_KEEP_USEFUL)


def swap_counts(state: State, seat: int, mode: int) -> tuple[int, ...]:
    hand = state.hand(seat)
    if mode == SWAP_ALL:
        return hand
    keep = [True, True, False, False, True]  # black, red (conflicts) and yellow (wild)
    if mode == SWAP_KEEP_USEFUL:
        # Also the colours of this seat's leaders on the board.
        for colour in COLOURS:
            if state.leaders[seat * N_COLOURS + colour] >= 0:
                keep[colour] = True
    return tuple(0 if keep[c] else hand[c] for c in COLOURS)


def concrete(action: Action, state: State) -> Action | None:
    """The real action for a search action in `state` (None when a swap mode swaps nothing)."""
    return concrete_swap(action, state, swap_counts)


def playable(state: State, action: Action) -> bool:
    """Whether a candidate made for any hand fits the hand of the seat to move."""
    kind = action[0]
    hands = state.hands
    base = state.to_move * N_COLOURS
    if kind == TILE:
        return hands[base + action[1]] > 0
    if kind == SWAP:
        return any(swap_counts(state, state.to_move, action[1]))  # a mode
    if kind == REVOLT:
        return hands[base + BLUE] >= (1 if action[3] else 2)
    if kind == BUILD:
        return hands[base + GREEN] >= (1 if action[3] else 2)
    if kind == COMMIT:
        return action[1] <= hands[base + BLACK]
    if kind == SUPPORT:
        return action[1] <= hands[base + RED]
    return True


# ------------------------------------------------------------ other decisions

def stake(state: State, seat: int) -> list[float]:
    """How much `seat` cares about each warring kingdom winning: its leaders of
    the doubled colours there (they are lost with the war) count most."""
    war = state.pending_war
    out = []
    for side in war.sides:
        value = 0.0
        for lid in side.leaders:
            if LEADER_SEAT[lid] == seat:
                value += 3.0 if (war.doubled >> LEADER_COLOUR[lid]) & 1 else 1.0
        out.append(value)
    return out


def favoured_side(state: State, seat: int) -> int:
    """The index of the warring kingdom `seat` wants to win, or -1 if none."""
    stakes = stake(state, seat)
    best = max(range(len(stakes)), key=lambda i: (stakes[i], -i))
    return best if stakes[best] > 0 else -1


def support_need(state: State, seat: int, side: int) -> int:
    """The red units `seat` must add to warring kingdom `side` to put it ahead
    of the others as they stand (level is enough for the active player, who
    names a tied winner)."""
    strengths = state.pending_war.strengths()
    others = max(s for i, s in enumerate(strengths) if i != side)
    return others - strengths[side] + (0 if seat == state.active else 1)


def support_action(state: State, side: int, count: int, soldier: bool) -> Action:
    """`support X N [soldier]`, or `support none` when that adds nothing."""
    if count <= 0 and not soldier:
        return NO_SUPPORT_ACTION
    return Action(SUPPORT, max(0, count), state.pending_war.sides[side].name, soldier)


def support_candidates(state: State) -> list[tuple[float, Action]]:
    """War support: for the kingdom the seat wants to win, the counts around
    what it takes (a sampled world decides which the hand allows), the
    off-board soldier always with them; or nothing."""
    seat = state.to_move
    side = favoured_side(state, seat)
    if side < 0:
        return [(1.0, NO_SUPPORT_ACTION)]
    soldier = state.leaders[seat * N_COLOURS + RED] < 0
    need = support_need(state, seat, side) - soldier
    best: dict[Action, float] = {}
    for k in range(0, 7):
        action = support_action(state, side, k, soldier)
        score = 1.0 - 0.15 * abs(k - max(need, 0)) if need <= 6 else 0.1 - 0.01 * k
        best[action] = max(score, best.get(action, -9.0))
    best[NO_SUPPORT_ACTION] = max(0.2, best.get(NO_SUPPORT_ACTION, -9.0))
    return sorted(((s, a) for a, s in best.items()), key=lambda item: -item[0])


def commit_candidates(state: State) -> list[tuple[float, Action]]:
    """A revolt's commitments from the board alone: what it takes to win, or
    nothing; the off-board governor's +1 always with them (it costs nothing).

    The attacker is offered every count (a sampled world decides whether the
    defender can answer); the defender knows the attack, so its sensible
    options are nothing and the least that holds (a tie holds)."""
    r = state.pending_revolt
    seat = state.to_move
    governor = state.leaders[seat * N_COLOURS + BLACK] < 0
    have = state.hands[seat * N_COLOURS + BLACK]
    if seat == r.attacker and r.attacker_commit < 0:
        need = max(0, r.defender_base - r.attacker_base - governor + 1)
        best: dict[Action, float] = {}
        for k in range(0, 7):
            action = Action(COMMIT, k, -1, governor)
            best[action] = max(1.0 - 0.15 * abs(k - need - 1), best.get(action, -9.0))
        zero = Action(COMMIT, 0, -1, governor)
        best[zero] = max(0.2, best[zero])
        return sorted(((s, a) for a, s in best.items()), key=lambda item: -item[0])
    attack = r.attacker_base + r.attacker_commit
    need = max(0, attack - r.defender_base - governor)
    if need == 0:
        return [(1.0, Action(COMMIT, 0, -1, governor))]
    return [(1.0 if need <= have else 0.3, Action(COMMIT, need, -1, governor)),
            (0.6, Action(COMMIT, 0, -1, governor))]


def lose_order(state: State) -> list[int]:
    """The winner's red tiles, the ones to give up first: under no pagoda,
    not holding the kingdom together, with the fewest neighbours."""
    cells = bit_list(state.lose_cells)
    occupied = state.occupied()
    grid = state.grid

    def cost(cell: int) -> tuple:
        return ((state.pagoda_cells >> cell) & 1, not grid.keeps_together(cell, occupied),
                (grid.neighbours[cell] & occupied).bit_count(), cell)

    return sorted(cells, key=cost)


def market_order(state: State, seat: int) -> list[int]:
    """The market's colours, the most useful to `seat` first: colours its
    leaders on the board score, its weakest colours, yellow (wild), red and
    black for conflicts."""
    want = appetite(state, seat)
    on_board = [state.leaders[seat * N_COLOURS + c] >= 0 for c in COLOURS]
    colours = sorted(set(state.market))

    def score(colour: int) -> float:
        return want[colour] + (0.5 if on_board[colour] else 0.0) + (0.2 if colour in (BLACK, RED) else 0.0)

    return sorted(colours, key=lambda c: (-score(c), c))


def chain_candidates(state: State) -> list[tuple[float, Action]]:
    """The blue chain's next tile: who scores it, as for any tile; or done."""
    seat = state.active
    cells = state.grid.neighbours[state.placed] & state.board.river & ~state.occupied()
    out = [(0.0, DONE_ACTION)]
    for cell in bit_list(cells):
        kingdom = None
        for k in state.kingdoms():
            if (k.ring >> cell) & 1:
                if kingdom is not None:
                    kingdom = None  # beside two kingdoms: may join them; leave it to the look-ahead
                    break
                kingdom = k
        scorer = -1
        if kingdom is not None:
            holder = _holder(kingdom, BLUE)
            if holder < 0:
                holder = _holder(kingdom, BLACK)
            scorer = LEADER_SEAT[holder] if holder >= 0 else -1
        score = 1.0 if scorer == seat else (-0.5 if scorer >= 0 else 0.05)
        if _completes_triangle(state, BLUE, cell):
            score += 0.5
        out.append((score, Action(TILE, BLUE, cell)))
    out.sort(key=lambda item: -item[0])
    return out


# Parallel to ai/tigris/moves.py by design: a dispatch on this game's own pending decisions.
def decision_candidates(state: State) -> list[tuple[float, Action]]:
    """Scored candidates for whatever decision is pending, best first."""
    phase = state.phase
    if phase == ACTION_PHASE:
        return turn_candidates(state)
    if phase == COMMIT_PHASE:
        return commit_candidates(state)
    if phase == SUPPORT_PHASE:
        return support_candidates(state)
    if phase == WINNER_PHASE:
        seat = state.to_move
        stakes = stake(state, seat)
        index = {side.name: i for i, side in enumerate(state.pending_war.sides)}
        return sorted(((stakes[index[a[2]]], a) for a in state.legal_actions() if a[0] == WINNER),
                      key=lambda item: -item[0])
    if phase == LOSE_PHASE:
        cells = lose_order(state)
        return [(-0.01 * i, Action(LOSE, -1, cell)) for i, cell in enumerate(cells)]
    if phase == PAGODA_PHASE:
        seat = state.to_move
        out = []
        for action in state.legal_actions():
            if action[0] == PAGODA:
                # A pagoda moved from the board: best from where it pays a rival.
                score = 0.5
                if action[2] >= 0:
                    kingdom = state.kingdom_of(action[2])
                    pagoda = cast(Pagoda, state.pagoda_at(action[2]))  # the pagoda it moves
                    holder = -1 if kingdom is None else _holder(kingdom, pagoda.colour)
                    score = 0.1 if holder >= 0 and LEADER_SEAT[holder] == seat else 0.6
                out.append((score, action))
        out.append((-0.5, NO_PAGODA_ACTION))
        out.sort(key=lambda item: -item[0])
        return out
    if phase == MARKET_PHASE:
        order = market_order(state, state.to_move)
        return [(1.0 - 0.1 * i, Action(MARKET, c)) for i, c in enumerate(order)] + [(-0.5, NO_MARKET_ACTION)]
    if phase == CHAIN_PHASE:
        return chain_candidates(state)
    return []
