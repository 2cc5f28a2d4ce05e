"""The evaluation of Yellow & Yangtze: how good a complete state is for each seat.

Every search level ends its look-ahead here. A seat's value is a projection
of its final result:

* the points it has, per colour (five: yellow is wild), plus the income its
  leaders should still bring, scaled by the turns the bag has left: a
  leader earns its colour while its kingdom has room to grow, more when its
  own hand holds that colour; a governor also earns the colours its kingdom
  has no leader for; a pagoda pays every turn to the leader of its colour in
  its kingdom (counted whole: that income is certain while the leader
  stays, less the chance that a rival's peasants' revolt takes a tile from
  under it); an open triangle of a leader's colour in its kingdom is a
  pagoda the two-green action can still build, and a cell where one more
  tile of that colour makes one is a pagoda the next tile can build;
* discounted by leader safety: a revolt (the strongest rival who could
  bring a leader of that colour into the kingdom, black tiles beside each
  leader, black tiles in hand and the off-board governors), a peasants'
  revolt (a leader with one black tile beside it goes home when a rival
  with two blue tiles, or one and its off-board farmer, removes that tile),
  a war (a kingdom one tile away holding a rival of the same colour,
  compared by red tiles in each kingdom, red tiles in hand and the
  off-board soldiers; the rival gets the expected spoils);
* the yellow points, projected as the others, poured into the weakest of
  the four other colours, then the weakest of them smoothed by a soft
  minimum (the tie-break colours count, far-ahead ones little);
* what the hand is worth: black tiles for revolts, red tiles for wars, a
  pair of blue tiles (a peasants' revolt), a pair of green ones (a pagoda).

`utilities(state)` turns the values into win chances (`ai/values.py`).
Only complete states are evaluated (a search's sampled world, or the world
built from a view), so reading every hand here is not peeking: the hands
are what the search dealt.
"""

from __future__ import annotations

from typing import cast

# The engine's names and this game's tuned constants, in the same shape as ai/tigris/evaluate.py's (an
# import list and each game's own values).
from game.engine.yangtze.pieces import (
    BLACK,
    BLUE,
    GREEN,
    LEADER_COLOUR,
    LEADER_SEAT,
    N_COLOURS,
    RED,
    YELLOW,
)
from game.engine.yangtze.state import ACTION_PHASE, OVER, State

from ..values import ValueCache, assign_wild, cached_utilities, sigmoid, softmin

# Tiles leaving the bag per turn in play between the planning levels: two
# placements, the market's refill after a pick, swaps, support (measured).
TILES_PER_TURN = 2.6
HORIZON = 9.0  # own turns looked ahead at most: further income is too uncertain
PROJECTION = 0.55  # share of the estimated income counted
R_LEADER = 0.55  # points a turn a safe leader with room earns in its colour
R_HAND = 0.25  # more when the hand holds its colour
R_GOVERNOR = 0.12  # per colour the governor covers for
R_OPEN_TRIANGLE = 0.35  # a triangle of the leader's colour in its kingdom, waiting for a pagoda
R_NEAR_TRIANGLE = 0.3  # a cell where one more tile of the leader's colour makes such a triangle
RISK_PAGODA = 0.25  # a pagoda's tile taken away by a rival's peasants' revolt
W_MEAN = 0.10  # total points matter a little beyond the weakest colour
W_BLACK_HAND = 0.15  # per black tile in hand (revolt strength), up to four
W_RED_HAND = 0.2  # per red tile in hand (war strength), up to four
W_BLUE_PAIR = 0.25  # two blue tiles: a peasants' revolt to come
W_GREEN_PAIR = 0.3  # two green tiles: a pagoda to come
W_HAND = 0.04  # any tile in hand
W_WAR_GAIN = 0.6
SOFTMIN_LATE, SOFTMIN_EARLY = 0.7, 2.5
TEMPO = 0.6  # an action still to take, in points
COLOURS_4 = (BLACK, RED, BLUE, GREEN)


# own_turns_left and seat_values run parallel to ai/tigris/evaluate.py's by design: the same projection
# (income, risks, hands) over this game's own rules and pieces, inlined in one function because it runs at
# every leaf of every search. What is the same to the letter is shared: ai/values.py.
def own_turns_left(state: State) -> float:
    """A seat's remaining turns, estimated from the bag."""
    return state.bag_count / (TILES_PER_TURN * state.n)


def seat_values(state: State) -> list[float]:
    """Each seat's projected result (see the module docstring)."""
    n = state.n
    grid = state.grid
    neighbours = grid.neighbours
    land = state.board.land
    river = state.board.river
    tiles = state.tiles
    black = tiles[BLACK]
    red = tiles[RED]
    occupied = black | red | tiles[BLUE] | tiles[GREEN] | tiles[YELLOW] | state.leader_mask
    empty = grid.full & ~occupied
    hands = state.hands
    leaders = state.leaders
    kingdoms = state.kingdoms()
    turns = min(own_turns_left(state), HORIZON)
    scale = turns * PROJECTION

    # Empty land beside a black tile (where a leader may come in), and beside two.
    beside = beside_two = 0
    for moved in grid.directions(black):
        beside_two |= beside & moved
        beside |= moved
    leader_side = beside & empty & land
    two_black = beside_two & leader_side

    # Per seat: what it can bring to a conflict beyond the board.
    governor_off = []
    soldier_off = []
    can_revolt = []  # a peasants' revolt: two blue tiles, or one and the off-board farmer
    for seat in range(n):
        base = seat * N_COLOURS
        governor_off.append(1 if leaders[base + BLACK] < 0 else 0)
        soldier_off.append(1 if leaders[base + RED] < 0 else 0)
        blue = hands[base + BLUE]
        can_revolt.append(blue >= 2 or (blue >= 1 and leaders[base + BLUE] < 0))
    revolters = sum(can_revolt)

    scores = state.scores
    projected: list[list[float]] = []
    rate = []
    for base in range(0, N_COLOURS * n, N_COLOURS):
        projected.append(cast("list[float]", scores[base:base + N_COLOURS]))  # ints, floats added
        rate.append([0.0, 0.0, 0.0, 0.0, 0.0])
    pagodas = state.pagodas
    open_triangles = state.open_triangles
    near: list[int | None] = [None] * N_COLOURS  # made when a leader of the colour first asks
    empty_land = empty & land
    empty_river = empty & river
    rings = []
    reds = []
    for kingdom in kingdoms:
        rings.append(kingdom.ring)
        reds.append((kingdom.mask & red).bit_count())

    for ki, kingdom in enumerate(kingdoms):
        mask = kingdom.mask
        ring = rings[ki]
        room_land = (ring & land).bit_count() / 3.0
        if room_land > 1.0:
            room_land = 1.0
        room_river = (ring & river).bit_count() / 2.0
        if room_river > 1.0:
            room_river = 1.0
        present = 0
        for lid in kingdom.leaders:
            present |= 1 << LEADER_COLOUR[lid]
        # Kingdoms a single tile could join to this one.
        joinable = []
        for kj, other_ring in enumerate(rings):
            if kj != ki and other_ring & ring:
                joinable.append(kj)
        revolt_cells = leader_side & ring
        attack_base = 2 if two_black & ring else 1
        paying_by_colour = [0, 0, 0, 0, 0]
        for pagoda in pagodas:
            if pagoda.cells & mask:
                paying_by_colour[pagoda.colour] += 1
        for lid in kingdom.leaders:
            seat, colour = LEADER_SEAT[lid], LEADER_COLOUR[lid]
            cell = leaders[lid]
            base = seat * N_COLOURS
            black_beside = (neighbours[cell] & black).bit_count()
            # Revolt: the strongest rival who could walk a leader of this colour in.
            risk_revolt = 0.0
            if revolt_cells:
                defence = black_beside + hands[base + BLACK] + (governor_off[seat] if colour != BLACK else 0)
                best = -99
                for other in range(n):
                    if other == seat:
                        continue
                    where = leaders[other * N_COLOURS + colour]
                    if where < 0 or not (mask >> where) & 1:
                        threat = (attack_base + hands[other * N_COLOURS + BLACK]
                                  + (governor_off[other] if colour != BLACK else 0) - defence)
                        if threat > best:
                            best = threat
                if best > -99:
                    risk_revolt = 0.55 * sigmoid(1.3 * (best - 0.5))
            # Peasants' revolt: one black tile holds the leader.
            rivals_can_revolt = revolters - can_revolt[seat] > 0
            risk_peasants = 0.35 if black_beside <= 1 and rivals_can_revolt else 0.0
            # War: a joinable kingdom holding a rival of this colour.
            risk_war = 0.0
            mine = reds[ki] + hands[base + RED] + soldier_off[seat]
            for kj in joinable:
                for lid2 in kingdoms[kj].leaders:
                    if LEADER_COLOUR[lid2] == colour:
                        rival = LEADER_SEAT[lid2]
                        theirs = reds[kj] + hands[rival * N_COLOURS + RED] + soldier_off[rival]
                        risk = 0.6 * sigmoid(0.9 * (theirs - mine - 0.5))
                        if risk > risk_war:
                            risk_war = risk
                        # The rival's side of the bargain: the point it would take, and this leader's income.
                        projected[rival][colour] += risk * W_WAR_GAIN
            safety = (1.0 - risk_revolt) * (1.0 - risk_peasants) * (1.0 - risk_war)
            room = room_river if colour == BLUE else room_land
            r = rate[seat]
            r[colour] += (R_LEADER + (R_HAND if hands[base + colour] else 0.0)) * safety * room
            if colour == BLACK:
                for other_colour in (RED, BLUE, GREEN, YELLOW):
                    if not (present >> other_colour) & 1:
                        r[other_colour] += R_GOVERNOR * safety * (room_river if other_colour == BLUE
                                                                  else room_land)
            paying = paying_by_colour[colour]
            if paying:
                # Pagoda income is certain while the leader and the pagoda stay: count it whole.
                exposed = 1.0 - RISK_PAGODA if rivals_can_revolt else 1.0
                r[colour] += paying * safety * exposed / PROJECTION
            waiting = 0
            for triangle in open_triangles[colour]:
                if triangle & mask:
                    waiting += 1
            if waiting:
                r[colour] += R_OPEN_TRIANGLE * min(waiting, 2) * safety
            elif R_NEAR_TRIANGLE:
                candidates = near[colour]
                if candidates is None:
                    candidates = near[colour] = _beside_two(grid, tiles[colour] & ~state.pagoda_cells) & (
                        empty_river if colour == BLUE else empty_land)
                if candidates & ring and _completing(state, colour, candidates & ring):
                    r[colour] += R_NEAR_TRIANGLE * (1.0 if hands[base + colour] else 0.5) * safety

    values = []
    for seat in range(n):
        base = seat * N_COLOURS
        p = projected[seat]
        r = rate[seat]
        colours = [p[0] + scale * r[0], p[1] + scale * r[1], p[2] + scale * r[2], p[3] + scale * r[3]]
        filled = assign_wild(colours, p[4] + scale * r[4])
        temperature = SOFTMIN_LATE + (SOFTMIN_EARLY - SOFTMIN_LATE) * min(1.0, turns / HORIZON)
        value = softmin(filled, temperature) + W_MEAN * sum(filled) / 4
        black_hand = hands[base + BLACK]
        red_hand = hands[base + RED]
        blue_hand = hands[base + BLUE]
        green_hand = hands[base + GREEN]
        hand_total = black_hand + red_hand + blue_hand + green_hand + hands[base + YELLOW]
        value += (W_BLACK_HAND * min(black_hand, 4) + W_RED_HAND * min(red_hand, 4)
                  + W_HAND * hand_total)
        if turns > 0.5:
            if blue_hand >= 2 or (blue_hand and leaders[base + BLUE] < 0):
                value += W_BLUE_PAIR
            if green_hand >= 2 or (green_hand and leaders[base + GREEN] < 0):
                value += W_GREEN_PAIR
        values.append(value)
    if state.phase == ACTION_PHASE:
        # Actions still to come this turn are worth points (leaves taken mid-turn compare fairly).
        values[state.active] += TEMPO * state.actions_left
    return values


def _beside_two(grid, mask: int) -> int:
    """The cells beside two or more cells of `mask` (not cut to the board)."""
    beside = beside_two = 0
    for moved in grid.directions(mask):
        beside_two |= beside & moved
        beside |= moved
    return beside_two


def _completing(state: State, colour: int, cells: int) -> bool:
    """Whether a tile of `colour` on one of `cells` would complete a free triangle of it."""
    free = state.tiles[colour] & ~state.pagoda_cells
    triangles_with = state.grid.triangles_with
    while cells:
        low = cells & -cells
        for triangle in triangles_with[low.bit_length() - 1]:
            rest = triangle & ~low
            if rest & free == rest:
                return True
        cells ^= low
    return False


def state_key(state: State) -> tuple:
    """Everything `seat_values` reads (the leader mask, open triangles, pagoda
    cells and kingdoms follow from these; the board is the cache's)."""
    return (tuple(state.tiles), tuple(state.leaders), tuple(state.hands), tuple(state.scores),
            len(state.bag) - state.bag_pos, state.pagodas, tuple(state.regions), state.phase,
            state.active, state.actions_left)


value_cache = ValueCache()  # public: a test empties it to compute afresh
# Estimated win chances per seat, adding up to one (the shared ending: `ai/values.py`).
utilities = cached_utilities(seat_values, state_key, own_turns_left, HORIZON, OVER, value_cache)
