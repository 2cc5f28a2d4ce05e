"""Beginner: greedy over single actions, with some randomness; naive conflicts.

It takes the candidate with the best prior score (the game's
`turn_candidates`: in Tigris & Euphrates who scores the tile, a leader into
a kingdom that lacks its colour, a monument square) after adding a random
nudge, so it plays sensible-looking but short-sighted moves. Any other
decision (a conflict's support, a monument) is the game's naive answer
(`Knowledge.naive_decision`).
"""

from __future__ import annotations

import threading
from typing import Any

from game.engine import View

from .base import Budget, Player
from .knowledge import knowledge_for

NOISE = 0.8


class BeginnerPlayer(Player):
    name = "beginner"

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Any:
        forced = self.forced(view)
        if forced is not None:
            return forced
        state = view.public
        knowledge = knowledge_for(state)
        legal = view.legal_actions()
        if state.pending is None:
            best, best_score = None, -1e9
            for score, candidate in knowledge.turn_candidates(state, 40):
                if not knowledge.playable(state, candidate):
                    continue
                action = knowledge.concrete(candidate, state)
                if action is None or action not in legal:
                    continue
                score += NOISE * self.rng.random()
                if score > best_score:
                    best, best_score = action, score
            return best if best is not None else legal[0]
        return knowledge.naive_decision(state, view.seat, legal)
