"""What one seat can know, and filling the rest back in at random.

A `View` holds a copy of the state with every hidden part blanked: the other
seats' hands, the bag's order, and the colours of tiles discarded face down
(swaps, and any put out of the game unseen). What the seat does know about
them is kept as counts: each hand's size, the bag's size, and the colours of
all unseen tiles together (the game's tiles minus everything visible to this
seat, which each game counts in `State.visible_tiles`).

`determinize(rng)` deals the unseen tiles at random into the other hands,
the bag and the face-down discards, giving a complete state consistent
with the view — the sampling step of Information-Set MCTS. The same code
serves every game of the family.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .decisions import GameState
from .rng import Rng


@dataclass(frozen=True)
class View:
    seat: int
    public: Any  # the state, hidden parts blank: other hands zero, bag empty, face-down discards zero
    hand_sizes: tuple[int, ...]
    bag_count: int
    unseen: tuple[int, ...]  # colours of every tile this seat cannot see

    @staticmethod
    def of(state: GameState, seat: int) -> View:
        public = state.copy()
        k = state.N_COLOURS
        sizes = tuple(state.hand_size(s) for s in range(state.n))
        known = state.visible_tiles(seat)
        for other in range(state.n):
            if other != seat:
                for colour in range(k):
                    public.hands[other * k + colour] = 0
                    public.swapped[other * k + colour] = 0
        public.bag = ()
        public.bag_pos = 0
        public.unseen_discards = [0] * k
        public.seed = None  # the seed would give away the bag
        unseen = tuple(state.TILE_COUNTS[c] - known[c] for c in range(k))
        return View(seat, public, sizes, state.bag_count, unseen)

    @property
    def hand(self) -> tuple[int, ...]:
        return self.public.hand(self.seat)

    @property
    def to_move(self) -> int:
        return self.public.to_move

    def legal_actions(self) -> Any:
        """The seat's legal decisions (only meaningful when it is to move)."""
        if self.public.to_move != self.seat:
            raise ValueError(f"seat {self.seat} is not to move")
        return self.public.legal_actions()

    def determinize(self, rng: Rng) -> Any:
        """A complete state consistent with this view, hidden parts dealt at random."""
        k = len(self.unseen)
        pool = [c for c in range(k) for _ in range(self.unseen[c])]
        rng.shuffle(pool)
        state = self.public.copy()
        pos = 0
        for other, size in enumerate(self.hand_sizes):
            if other == self.seat:
                continue
            for colour in pool[pos:pos + size]:
                state.hands[other * k + colour] += 1
            pos += size
        state.bag = tuple(pool[pos:pos + self.bag_count])
        state.bag_pos = 0
        pos += self.bag_count
        for colour in pool[pos:]:
            state.unseen_discards[colour] += 1
        return state

    def key(self) -> tuple:
        """Equal for two states that this seat cannot tell apart."""
        return (self.seat, self.public.key(), self.hand_sizes, self.bag_count, self.unseen)
