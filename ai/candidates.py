"""What the games' candidate lists share (each game's `moves.py` proposes its own).

Swaps inside a search are chosen by intent, since the tiles a rival holds
differ from one sampled world to the next: a swap candidate is a *mode*
(`Action(SWAP, mode)`, a negative value and no counts), which each game's
`swap_counts(state, seat, mode)` turns into the tiles of a hand, and
`concrete` into a real swap on the spot. Every game ends its turn's list
the same way: the swaps that differ, the pass, best first, and the
candidates its approximation of the rules may have got wrong checked against
the legal decisions.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from game.engine.actions import SWAP

SWAP_ALL = -1  # every game's first mode: give back the whole hand

CountsOf = Callable[[Any, int, int], tuple[int, ...]]  # swap_counts(state, seat, mode)


def finish_turn_candidates(out: list[tuple[float, Any]], state: Any, seat: int, modes: Sequence[int],
                           counts_of: CountsOf, pass_action: Any, unchecked: Collection[int],
                           limit: int) -> list[tuple[float, Any]]:
    """`out` with the swap modes that give back different tiles and the pass added,
    sorted best first; of those, the first `limit` whose kind is in `unchecked`
    (made for any hand: `playable` filters them) or that are legal now."""
    action_type = type(pass_action)
    seen = set()
    for mode in modes:
        counts = counts_of(state, seat, mode)
        if any(counts) and counts not in seen:
            seen.add(counts)
            out.append((-0.45 - 0.05 * len(seen), action_type(SWAP, mode)))
    out.append((-0.7, pass_action))
    out.sort(key=lambda item: -item[0])
    legal = state.legal_actions()
    kept = []
    for item in out:
        if item[1][0] in unchecked or item[1] in legal:
            kept.append(item)
            if len(kept) >= limit:
                break
    return kept


def concrete(action: Any, state: Any, counts_of: CountsOf) -> Any:
    """The real action for a search action in `state` (None when a swap mode swaps nothing)."""
    if action[0] == SWAP and not action.counts:
        counts = counts_of(state, state.to_move, action[1])
        if not any(counts):
            return None
        return type(action).swap(counts)
    return action
