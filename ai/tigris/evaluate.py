"""The evaluation: how good a complete state is for each seat.

Every search level ends its look-ahead here, so this module carries the
game knowledge. A seat's value is a projection of its final result:

* the points it has, per colour, plus the income its leaders should still
  bring (each leader earns in its colour while its kingdom has room to grow;
  a king also earns the colours its kingdom has no leader for; a monument
  pays its leaders every turn), scaled by the turns the bag has left;
* discounted by leader safety: a leader beside few temples can be toppled
  by a revolt, and one whose kingdom a single tile can join to a kingdom
  with a stronger rival of its colour can be lost in a war (whose spoils go
  to the rival);
* treasures as wild points (taken ones, and a share of those a trader can
  reach), then the weakest colour, smoothed so that points in colours near
  the weakest count almost as much (the tie-break) and far-ahead colours
  little;
* what the hand and the catastrophes left are worth in conflicts to come;
* with the variants: a civilization building in a leader's kingdom adds to
  the income in its colour (every tile of that colour scored there pays
  twice), and the wonder pays a wild point every own turn to the seat whose
  king stands in its kingdom (as certain as a monument's income, discounted
  by the king's safety).

`utilities(state)` turns the seats' values into estimated win chances that
add up to one (a logistic of the lead, a softmax for 3 and 4 players), which
is what the searches maximise, each seat for itself.

Only complete states are evaluated (a search's determinization, or the
`world` built from a view), so reading every hand here is not peeking: the
hands are what the search sampled.
"""

from __future__ import annotations

from typing import cast

# The engine's names and this game's tuned constants, in the same shape as ai/yangtze/evaluate.py's (an
# import list and each game's own values).
from game.engine.tigris.pieces import (
    BLACK,
    BLUE,
    GREEN,
    LEADER_COLOUR,
    LEADER_SEAT,
    MONUMENTS,
    N_COLOURS,
    RED,
)
from game.engine.tigris.state import ACTION_PHASE, OVER, State
from game.engine.tigris.variants import NO_PIECES

from ..values import ValueCache, assign_wild, cached_utilities, sigmoid, softmin

# Tiles leaving the bag per turn in typical play (placements, swaps, support).
TILES_PER_TURN = 2.4
HORIZON = 9.0  # own turns looked ahead at most: further income is too uncertain
PROJECTION = 0.55  # share of the estimated income counted
R_LEADER = 0.55  # points a turn a safe leader with room earns in its colour
R_HAND = 0.25  # more when the hand holds its colour
R_KING = 0.12  # per colour the king covers for
W_MEAN = 0.10  # total points matter a little beyond the weakest colour
W_RED_HAND = 0.22  # per red tile in hand (revolt strength), up to four
W_HAND = 0.04  # any tile in hand
W_CATASTROPHE = 0.35
W_TREASURE_REACH = 0.3
W_WAR_GAIN = 0.6
SOFTMIN_LATE, SOFTMIN_EARLY = 0.7, 2.5
TEMPO = 0.6  # an action still to take, in points
R_BUILDING = 0.35  # more a turn for a leader whose kingdom holds its colour's building
R_BUILDING_KING = 0.1  # for a king covering a colour whose building is in its kingdom
R_WONDER = 0.9  # wild points a turn for the king in the wonder's kingdom (a point less a risk)


# own_turns_left and seat_values run parallel to ai/yangtze/evaluate.py's by design: the same projection
# (income, risks, hands) over this game's own rules and pieces, inlined in one function because it runs at
# every leaf of every search. What is the same to the letter is shared: ai/values.py.
def own_turns_left(state: State) -> float:
    """A seat's remaining turns, estimated from the bag."""
    return state.bag_count / (TILES_PER_TURN * state.n)


def seat_values(state: State) -> list[float]:
    """Each seat's projected result (see the module docstring)."""
    n = state.n
    grid = state.grid
    full = grid.full
    neighbours = grid.neighbours
    land = state.board.land
    river = state.board.river
    tiles = state.tiles
    red = tiles[RED]
    occupied = tiles[0] | tiles[1] | tiles[2] | tiles[3] | state.facedown | state.leader_mask
    empty = full & ~occupied & ~state.catastrophes
    hands = state.hands
    leaders = state.leaders
    kingdoms = state.kingdoms()
    turns = min(own_turns_left(state), HORIZON)
    scale = turns * PROJECTION

    # Empty land cells next to a temple (where a leader could come in), and
    # those next to two temples (a stronger revolt base).
    beside = beside_two = 0
    for moved in grid.directions(red):
        beside_two |= beside & moved
        beside |= moved
    temple_side = beside & empty & land
    two_temples = beside_two & temple_side

    # (Loops rather than comprehensions: in Python 3.11 a comprehension is a
    # function call, and this runs for every leaf of every search.)
    rings = []
    expand = grid.expand
    for k in kingdoms:
        rings.append(expand(k.mask) & empty)
    scores = state.scores
    projected: list[list[float]] = []
    rate = []
    for base in range(0, N_COLOURS * n, N_COLOURS):
        projected.append(cast("list[float]", scores[base:base + N_COLOURS]))  # ints, floats added
        rate.append([0.0, 0.0, 0.0, 0.0])
    reach = [0.0] * n
    treasures = state.treasures
    monuments = state.monuments
    pieces = state.variant_pieces
    variant_pieces = pieces is not NO_PIECES  # a game with the variants' pieces on the board
    wonder_reach = [0.0] * n

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
        mon_colours = 0
        for index, top_left, _ in monuments:
            if (mask >> top_left) & 1:
                a, b = MONUMENTS[index]
                mon_colours |= (1 << a) | (1 << b)
        # Kingdoms a single tile could join to this one.
        joinable = []
        for kj, other_ring in enumerate(rings):
            if kj != ki and other_ring & ring:
                joinable.append(kj)
        building_colours = 0
        wonder_here = False
        if variant_pieces:
            for b_colour, b_cell in enumerate(pieces.buildings):
                if b_cell >= 0 and (mask >> b_cell) & 1:
                    building_colours |= 1 << b_colour
            wonder_here = pieces.wonder >= 0 and bool((mask >> pieces.wonder) & 1)
        revolt_cells = temple_side & ring
        for lid in kingdom.leaders:
            seat, colour = LEADER_SEAT[lid], LEADER_COLOUR[lid]
            cell = leaders[lid]
            base = seat * N_COLOURS
            # Revolt: the strongest rival who could walk a leader of this colour in.
            risk_revolt = 0.0
            if revolt_cells:
                attack_base = 2 if two_temples & ring else 1
                defence = (neighbours[cell] & red).bit_count() + hands[base + RED]
                best = -99
                for other in range(n):
                    if other == seat:
                        continue
                    where = leaders[other * N_COLOURS + colour]
                    if where < 0 or not (mask >> where) & 1:
                        threat = attack_base + hands[other * N_COLOURS + RED] - defence
                        if threat > best:
                            best = threat
                if best > -99:
                    risk_revolt = 0.55 * sigmoid(1.3 * (best - 0.5))
            # War: a joinable kingdom holding a rival of this colour.
            risk_war = 0.0
            mine = (mask & tiles[colour]).bit_count()
            for kj in joinable:
                for lid2 in kingdoms[kj].leaders:
                    if LEADER_COLOUR[lid2] == colour:
                        rival = LEADER_SEAT[lid2]
                        theirs = (kingdoms[kj].mask & tiles[colour]).bit_count()
                        margin = theirs + hands[rival * N_COLOURS + colour] - mine - hands[base + colour]
                        risk = 0.6 * sigmoid(0.9 * (margin - 0.5))
                        if risk > risk_war:
                            risk_war = risk
                        # The rival's side of the bargain: what it would take.
                        projected[rival][colour] += risk * (1 + mine) * W_WAR_GAIN
            safety = (1.0 - risk_revolt) * (1.0 - risk_war)
            room = room_river if colour == BLUE else room_land
            r = rate[seat]
            r[colour] += (R_LEADER + (R_HAND if hands[base + colour] else 0.0)) * safety * room
            if colour == BLACK:
                for other_colour in (RED, BLUE, GREEN):
                    if not (present >> other_colour) & 1:
                        r[other_colour] += R_KING * safety * (room_river if other_colour == BLUE
                                                              else room_land)
            if (mon_colours >> colour) & 1:
                r[colour] += safety / PROJECTION  # monument income is certain, count it whole
            if building_colours:
                if (building_colours >> colour) & 1:
                    r[colour] += R_BUILDING * safety * room
                if colour == BLACK:
                    for other_colour in (RED, BLUE, GREEN):
                        if (building_colours >> other_colour) & 1 and not (present >> other_colour) & 1:
                            r[other_colour] += R_BUILDING_KING * safety
            if wonder_here and colour == BLACK:
                wonder_reach[seat] += R_WONDER * safety / PROJECTION  # a point every own turn
            if colour == GREEN:
                # Treasures one tile away (in a region touching this kingdom's ring).
                near = expand(ring) & treasures & ~mask
                if near:
                    reach[seat] += W_TREASURE_REACH * min(2, near.bit_count()) * safety

    values = []
    treasures_taken = state.treasures_taken
    for seat in range(n):
        base = seat * N_COLOURS
        p = projected[seat]
        r = rate[seat]
        colours = [p[0] + scale * r[0], p[1] + scale * r[1], p[2] + scale * r[2], p[3] + scale * r[3]]
        wild = treasures_taken[seat] + reach[seat] + scale * wonder_reach[seat]
        filled = assign_wild(colours, wild)
        temperature = SOFTMIN_LATE + (SOFTMIN_EARLY - SOFTMIN_LATE) * min(1.0, turns / HORIZON)
        value = softmin(filled, temperature) + W_MEAN * sum(filled) / N_COLOURS
        red_hand = hands[base + RED]
        hand_total = hands[base] + red_hand + hands[base + BLUE] + hands[base + GREEN]
        value += W_RED_HAND * min(red_hand, 4) + W_HAND * hand_total
        if turns > 0.5:
            value += W_CATASTROPHE * state.catastrophes_left[seat]
        values.append(value)
    if state.phase == ACTION_PHASE:
        # Actions still to come this turn are worth points (leaves taken mid-turn compare fairly).
        values[state.active] += TEMPO * state.actions_left
    return values


def state_key(state: State) -> tuple:
    """Everything `seat_values` reads (the leader mask and the kingdoms follow
    from these; the board is the cache's)."""
    return (tuple(state.tiles), state.facedown, state.catastrophes, state.treasures, state.monuments,
            tuple(state.leaders), tuple(state.hands), tuple(state.scores), tuple(state.treasures_taken),
            tuple(state.catastrophes_left), len(state.bag) - state.bag_pos, tuple(state.regions),
            state.phase, state.active, state.actions_left, state.variant_pieces)


value_cache = ValueCache()  # public: a test empties it to compute afresh
# Estimated win chances per seat, adding up to one (the shared ending: `ai/values.py`).
utilities = cached_utilities(seat_values, state_key, own_turns_left, HORIZON, OVER, value_cache)
