"""Beginner: greedy over single actions, with some randomness; naive conflicts.

It takes the candidate with the best prior score (`moves.turn_candidates`:
who scores the tile, a leader into a kingdom that lacks its colour, a
monument square) after adding a random nudge, so it plays sensible-looking
but short-sighted moves. In a conflict it commits everything when that beats
the other side's visible strength, and nothing otherwise; as defender it
commits just enough to hold if it can. It builds every monument it can.
"""

from __future__ import annotations

import threading

from game.engine import Action, View
from game.engine.actions import COMMIT, MONUMENT
from game.engine.state import ACTION_PHASE, COMMIT_PHASE, MONUMENT_PHASE

from .base import Budget, Player
from .moves import playable, turn_candidates
from .world import concrete

NOISE = 0.8


class BeginnerPlayer(Player):
    name = "beginner"

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Action:
        forced = self.forced(view)
        if forced is not None:
            return forced
        state = view.public
        legal = view.legal_actions()
        if state.phase == ACTION_PHASE:
            best, best_score = None, -1e9
            for score, candidate in turn_candidates(state, 40):
                if not playable(state, candidate):
                    continue
                action = concrete(candidate, state)
                if action is None or action not in legal:
                    continue
                score += NOISE * self.rng.random()
                if score > best_score:
                    best, best_score = action, score
            return best if best is not None else legal[0]
        if state.phase == COMMIT_PHASE:
            c = state.conflict
            have = state.hands[view.seat * 4 + c.support_colour]
            if view.seat == c.attacker:
                return Action(COMMIT, have if c.attacker_base + have > c.defender_base else 0)
            need = c.attacker_base + c.attacker_commit - c.defender_base
            return Action(COMMIT, need if 0 <= need <= have else 0)
        if state.phase == MONUMENT_PHASE:
            return next(a for a in legal if a[0] == MONUMENT)
        return legal[0]
