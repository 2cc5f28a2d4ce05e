"""Features of a position as one seat sees it, for the learned evaluation
(`learned.py`), shared by the games of the family.

Both games score the same things — the seat's colours after its wild
points, its leaders' strength in revolts and wars, how exposed and how
roomy their kingdoms are, what pays them each turn, its own hand, the tempo
and the stage of the game — and differ only in which tiles and pieces
count. Those per-game parts are a `FeatureSpec` in the game's folder
(`ai/<game>/features.py`), carried by its `Knowledge` (`knowledge.features`).

`spec.features(state, seat)` reads only what the seat's view holds: the
board, every seat's leaders and public scores, its own hand, the bag's size
and whose turn it is — never another seat's hand, face-down discards or the
bag's order (`tests/test_ai_no_peeking.py` checks this the way it checks
the players). Kept cheap: it runs at every leaf of a search.

The order of the features is fixed by the weights files: the four colours
weakest first, the wild points, the leaders' six terms, `private(state,
seat)` (the hand and the like), the tempo and the two weakest colours times
the share of the bag gone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

# Names of the shared features, before and after the game's private ones.
LEADING = (
    "weakest", "second", "third", "strongest",  # points per colour after the wild points, weakest first
)
LEADER_TERMS = (
    "leaders",  # leaders on the board
    # then, named by the game: tiles beside each leader (revolt strength), up to 3 each;
    # tiles of its colour in each leader's kingdom (war strength), up to 6 each
    "leaders_exposed",  # leaders whose kingdom one tile could join to a rival leader of their colour
    "kingdom_room",  # empty cells beside each leader's kingdom, up to 6 each, in sixths
)
TRAILING = (
    "tempo",  # actions still to take this turn
    "weakest_late", "second_late",  # the two weakest colours times the share of the bag gone
)


def feature_names(wild: str, revolt: str, war: str, paying: str, private: tuple[str, ...]) -> tuple[str, ...]:
    """The names in the order `FeatureSpec.features` gives them."""
    leaders, exposed, room = LEADER_TERMS
    return LEADING + (wild, leaders, revolt, war, exposed, room, paying) + private + TRAILING


@dataclass(frozen=True)
class FeatureSpec:
    """What one game counts; every function reads the seat's view only."""

    names: tuple[str, ...]  # `feature_names(...)`
    total_tiles: int  # in the bag at the start, for the share drawn
    # The seat's four colours after its wild points (any order) and the wild points.
    colours: Callable[[Any, int], tuple[list[float], int]]
    # Bitmasks: the tiles beside a leader that add to its revolt strength, the tiles in
    # a kingdom that add to a leader's war strength (by the leader's colour), and the
    # cells a tile can be placed on (free of tiles and of anything else).
    revolt_tiles: Callable[[Any], int]
    war_tiles: Callable[[Any, int], int]
    free: Callable[[Any], int]
    # The pieces in a kingdom (its mask) that pay a leader of that colour each turn.
    paying: Callable[[Any, int, int], int]
    # The seat's own features: its hand (and what else only it holds).
    private: Callable[[Any, int], list[float]]
    leader_seat: tuple[int, ...]  # per leader id: its seat
    leader_colour: tuple[int, ...]  # per leader id: its colour
    action_phase: int  # the state's phase of an ordinary action

    def progress(self, state: Any) -> float:
        """The share of the tiles drawn: 0 at the start, 1 when the bag is empty."""
        return 1.0 - state.bag_count / self.total_tiles

    def features(self, state: Any, seat: int) -> list[float]:
        scores, wild = self.colours(state, seat)
        colours = sorted(scores)
        neighbours = state.grid.neighbours
        revolt = self.revolt_tiles(state)
        leaders = state.leaders
        free = self.free(state)
        kingdoms = state.kingdoms()
        leader_seat, leader_colour = self.leader_seat, self.leader_colour
        on_board = beside = war = exposed = room = paying = 0
        for ki, kingdom in enumerate(kingdoms):
            for lid in kingdom.leaders:
                if leader_seat[lid] != seat:
                    continue
                colour = leader_colour[lid]
                on_board += 1
                beside += min(3, (neighbours[leaders[lid]] & revolt).bit_count())
                war += min(6, (kingdom.mask & self.war_tiles(state, colour)).bit_count())
                ring = kingdom.ring & free
                room += min(6, ring.bit_count())
                for kj, other in enumerate(kingdoms):
                    if kj == ki or not other.ring & ring:
                        continue
                    if any(leader_colour[r] == colour and leader_seat[r] != seat for r in other.leaders):
                        exposed += 1
                        break
                paying += self.paying(state, kingdom.mask, colour)
        tempo = state.actions_left if state.phase == self.action_phase and state.active == seat else 0
        late = self.progress(state)
        return [colours[0], colours[1], colours[2], colours[3], wild,
                on_board, beside, war, exposed, room / 6.0, paying,
                *self.private(state, seat), tempo,
                colours[0] * late, colours[1] * late]
