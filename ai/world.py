"""Complete states built from a view, and the odds of hidden hands.

A computer player only ever sees a `View`. To look ahead it needs a complete
`State`, so it makes one up consistently with the view:

* `sample(view, rng)` deals the unseen tiles at random (like
  `View.determinize`, but shuffling only as far into the bag as a search can
  reach: the draw order past that never matters to a short look-ahead);
* `typical(view, rng)` deals each rival the hand it most likely holds (the
  unseen colours in proportion), for levels that plan on one world.

Both serve every game of the family: a state's hands are flat lists of
counts, `seat * colours + colour`. Both start from the view's public state
with every hidden part blanked again (`blank`) — the other hands, their
face-down discards, the bag, the tiles out of the game unseen, the seed —
so a world never carries what the seat cannot know, even from a view that
holds it (the no-peeking test hands the players such views).

`hand_odds` gives the chance that a rival's hidden hand holds exactly k
tiles of a colour: the hand is a draw without replacement from the unseen
tiles, so the count is hypergeometric.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import Any

from game.engine import Rng, View

SEARCH_REACH = 30  # bag tiles a look-ahead can draw


def blank(view: View) -> Any:
    """A copy of the view's state with everything its seat cannot see empty."""
    state = view.public.copy()
    k = len(view.unseen)
    hands = state.hands
    swapped = state.swapped
    for other in range(state.n):
        if other != view.seat:
            for index in range(other * k, other * k + k):
                hands[index] = 0
                swapped[index] = 0
    state.bag = ()
    state.bag_pos = 0
    state.unseen_discards = [0] * k
    state.seed = None
    return state


def sample(view: View, rng: Rng, reach: int = SEARCH_REACH) -> Any:
    """A complete state consistent with `view`, hidden parts dealt at random."""
    unseen = view.unseen
    k = len(unseen)
    pool = []
    for colour in range(k):
        pool += [colour] * unseen[colour]
    seat = view.seat
    dealt = sum(size for other, size in enumerate(view.hand_sizes) if other != seat)
    # Partial Fisher–Yates: the first `limit` places are a uniform random draw.
    limit = min(len(pool), dealt + min(view.bag_count, reach))
    last = len(pool)
    for i in range(limit):
        j = i + rng.below(last - i)
        pool[i], pool[j] = pool[j], pool[i]
    state = blank(view)
    hands = state.hands
    pos = 0
    for other, size in enumerate(view.hand_sizes):
        if other == seat:
            continue
        base = other * k
        for colour in pool[pos:pos + size]:
            hands[base + colour] += 1
        pos += size
    state.bag = tuple(pool[pos:pos + view.bag_count])
    state.bag_pos = 0
    pos += view.bag_count
    for colour in pool[pos:]:
        state.unseen_discards[colour] += 1
    return state


def typical(view: View, rng: Rng) -> Any:
    """A complete state where each rival holds its expected hand (rounded)."""
    unseen = list(view.unseen)
    k = len(unseen)
    colours = range(k)
    total = sum(unseen)
    state = blank(view)
    hands = state.hands
    left = unseen[:]
    for other, size in enumerate(view.hand_sizes):
        if other == view.seat or size == 0 or total == 0:
            continue
        want = [size * unseen[c] / total for c in colours]
        counts = [min(int(w), left[c]) for c, w in enumerate(want)]
        # Largest remainders first, where tiles of that colour are left.
        order = sorted(colours, key=lambda c: want[c] - int(want[c]), reverse=True)
        short = size - sum(counts)
        while short > 0:
            progressed = False
            for c in order:
                if short and left[c] > counts[c]:
                    counts[c] += 1
                    short -= 1
                    progressed = True
            if not progressed:
                break
        for c in colours:
            hands[other * k + c] += counts[c]
            left[c] -= counts[c]
    pool = [c for c in colours for _ in range(left[c])]
    rng.shuffle(pool)
    state.bag = tuple(pool[:view.bag_count])
    state.bag_pos = 0
    for colour in pool[view.bag_count:]:
        state.unseen_discards[colour] += 1
    return state


@lru_cache(maxsize=4096)
def hand_odds(colour_unseen: int, total_unseen: int, hand_size: int) -> tuple[float, ...]:
    """P(a hidden hand of `hand_size` holds exactly k of a colour), k = 0…hand_size."""
    if total_unseen <= 0 or hand_size <= 0:
        return (1.0,)
    hand_size = min(hand_size, total_unseen)
    whole = comb(total_unseen, hand_size)
    return tuple(comb(colour_unseen, k) * comb(total_unseen - colour_unseen, hand_size - k) / whole
                 for k in range(hand_size + 1))


def set_hand_count(state: Any, seat: int, colour: int, count: int) -> None:
    """Make `seat` hold exactly `count` tiles of `colour` (for forcing an outcome in a look-ahead)."""
    state.hands[seat * state.N_COLOURS + colour] = count
