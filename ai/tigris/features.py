"""Features of a Tigris & Euphrates position as one seat sees it, for the
learned evaluation (`ai/learned.py`, weights in `weights.json` beside this).

`features(state, seat)` reads only what the seat's view holds: the board,
every seat's leaders and public scores, the treasures taken, the
catastrophes left, its own hand, the bag's size and whose turn it is —
never another seat's hand, face-down discards or the bag's order
(`tests/test_ai_learned.py` checks this the way the no-peeking test checks
the players). Kept cheap: it runs at every leaf of a search.
"""

from __future__ import annotations

from game.engine.tigris.pieces import LEADER_COLOUR, LEADER_SEAT, MONUMENTS, N_COLOURS, RED, TOTAL_TILES
from game.engine.tigris.state import ACTION_PHASE, State

from ..values import assign_wild

NAMES = (
    "weakest", "second", "third", "strongest",  # points per colour after treasures, weakest first
    "treasures",
    "leaders",  # leaders on the board
    "leader_temples",  # temples beside each leader (revolt strength), up to 3 each
    "leader_tiles",  # tiles of its colour in each leader's kingdom (war strength), up to 6 each
    "leaders_exposed",  # leaders whose kingdom one tile could join to a rival leader of their colour
    "kingdom_room",  # empty cells beside each leader's kingdom, up to 6 each, in sixths
    "monument_leaders",  # leaders in a kingdom with a monument of their colour
    "hand_black", "hand_red", "hand_blue", "hand_green",
    "catastrophes",
    "tempo",  # actions still to take this turn
    "weakest_late", "second_late",  # the two weakest colours times the share of the bag gone
)


def progress(state: State) -> float:
    """The share of the bag drawn: 0 at the start, 1 when it is empty."""
    return 1.0 - state.bag_count / TOTAL_TILES


def features(state: State, seat: int) -> list[float]:
    base = seat * N_COLOURS
    colours = sorted(assign_wild(list(state.scores[base:base + N_COLOURS]), state.treasures_taken[seat]))
    neighbours = state.grid.neighbours
    tiles = state.tiles
    red = tiles[RED]
    leaders = state.leaders
    free = ~(state.occupied() | state.catastrophes)
    kingdoms = state.kingdoms()
    on_board = temples = kingdom_tiles = exposed = room = monument = 0
    for ki, kingdom in enumerate(kingdoms):
        for lid in kingdom.leaders:
            if LEADER_SEAT[lid] != seat:
                continue
            colour = LEADER_COLOUR[lid]
            on_board += 1
            temples += min(3, (neighbours[leaders[lid]] & red).bit_count())
            kingdom_tiles += min(6, (kingdom.mask & tiles[colour]).bit_count())
            ring = kingdom.ring & free
            room += min(6, ring.bit_count())
            for kj, other in enumerate(kingdoms):
                if kj == ki or not other.ring & ring:
                    continue
                if any(LEADER_COLOUR[r] == colour and LEADER_SEAT[r] != seat for r in other.leaders):
                    exposed += 1
                    break
            for index, top_left, _ in state.monuments:
                if (kingdom.mask >> top_left) & 1 and colour in MONUMENTS[index]:
                    monument += 1
    hand = state.hands[base:base + N_COLOURS]
    tempo = state.actions_left if state.phase == ACTION_PHASE and state.active == seat else 0
    late = progress(state)
    return [colours[0], colours[1], colours[2], colours[3], state.treasures_taken[seat],
            on_board, temples, kingdom_tiles, exposed, room / 6.0, monument,
            hand[0], hand[1], hand[2], hand[3], state.catastrophes_left[seat], tempo,
            colours[0] * late, colours[1] * late]
