"""Features of a Yellow & Yangtze position as one seat sees it, for the
learned evaluation (`ai/learned.py`, weights in `weights.json` beside this).

`features(state, seat)` reads only what the seat's view holds: the board
and its pagodas, every seat's leaders and public scores, its own hand, the
bag's size and whose turn it is — never another seat's hand, face-down
discards or the bag's order (`tests/test_ai_learned.py`). Kept cheap: it
runs at every leaf of a search.
"""

from __future__ import annotations

from game.engine.yangtze.pieces import BLACK, LEADER_COLOUR, LEADER_SEAT, N_COLOURS, RED, TILE_COUNTS, YELLOW
from game.engine.yangtze.state import ACTION_PHASE, State

from ..values import assign_wild

TOTAL_TILES = sum(TILE_COUNTS)

NAMES = (
    "weakest", "second", "third", "strongest",  # black, red, blue, green after the yellow points
    "yellow",
    "leaders",  # leaders on the board
    "leader_black",  # black tiles beside each leader (revolt strength), up to 3 each
    "leader_red",  # red tiles in each leader's kingdom (war strength), up to 6 each
    "leaders_exposed",  # leaders whose kingdom one tile could join to a rival leader of their colour
    "kingdom_room",  # empty cells beside each leader's kingdom, up to 6 each, in sixths
    "pagodas_paying",  # pagodas in a kingdom holding this seat's leader of their colour
    "hand_black", "hand_red", "hand_blue", "hand_green", "hand_yellow",
    "tempo",  # actions still to take this turn
    "weakest_late", "second_late",  # the two weakest colours times the share of the bag gone
)


def progress(state: State) -> float:
    """The share of the tiles drawn: 0 at the start, 1 when the bag is empty."""
    return 1.0 - state.bag_count / TOTAL_TILES


def features(state: State, seat: int) -> list[float]:
    base = seat * N_COLOURS
    scores = state.scores[base:base + N_COLOURS]
    colours = sorted(assign_wild(list(scores[:YELLOW]), scores[YELLOW]))
    neighbours = state.grid.neighbours
    tiles = state.tiles
    black, red = tiles[BLACK], tiles[RED]
    leaders = state.leaders
    free = ~state.occupied()
    kingdoms = state.kingdoms()
    on_board = beside = kingdom_red = exposed = room = paying = 0
    for ki, kingdom in enumerate(kingdoms):
        for lid in kingdom.leaders:
            if LEADER_SEAT[lid] != seat:
                continue
            colour = LEADER_COLOUR[lid]
            on_board += 1
            beside += min(3, (neighbours[leaders[lid]] & black).bit_count())
            kingdom_red += min(6, (kingdom.mask & red).bit_count())
            ring = kingdom.ring & free
            room += min(6, ring.bit_count())
            for kj, other in enumerate(kingdoms):
                if kj == ki or not other.ring & ring:
                    continue
                if any(LEADER_COLOUR[r] == colour and LEADER_SEAT[r] != seat for r in other.leaders):
                    exposed += 1
                    break
            for pagoda in state.pagodas:
                if pagoda.colour == colour and pagoda.cells & kingdom.mask:
                    paying += 1
    hand = state.hands[base:base + N_COLOURS]
    tempo = state.actions_left if state.phase == ACTION_PHASE and state.active == seat else 0
    late = progress(state)
    return [colours[0], colours[1], colours[2], colours[3], scores[YELLOW],
            on_board, beside, kingdom_red, exposed, room / 6.0, paying,
            hand[0], hand[1], hand[2], hand[3], hand[4], tempo,
            colours[0] * late, colours[1] * late]
