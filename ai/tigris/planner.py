"""Planning one seat's whole turn of Tigris & Euphrates in one world.

The turn's shape is the shared planner's (`ai/planning.py`: every candidate
scored one step ahead, the best few tried with every second action); this
game adds its decisions: the wars it orders, the monuments and treasures it
picks, and the support it commits. A rival's hidden support is a chance
node: from the view's unseen tiles the planner knows how likely the rival
is to hold enough to win, and it weighs both outcomes (the world's hand is
set to match each). The turn's end is scored by `evaluate.utilities` for
the planning seat.

The world is a complete state made up from the view (`world.typical` or
`world.sample`); only the unseen counts of the view are used for odds, so a
planner never relies on a rival's actual hand.
"""

from __future__ import annotations

from game.engine.tigris.actions import COMMIT, Action
from game.engine.tigris.pieces import N_COLOURS
from game.engine.tigris.state import (
    BUILDING_PHASE,
    COMMIT_PHASE,
    MONUMENT_PHASE,
    TREASURE_PHASE,
    WAR_PHASE,
    WONDER_PHASE,
    WONDER_POINT_PHASE,
    State,
)

from ..planning import TurnPlanner as SharedPlanner
from ..planning import attack_counts
from ..world import hand_odds
from .evaluate import utilities
from .moves import concrete, playable, turn_candidates


# Parallel to ai/yangtze/planner.py by design: the shared planner's hooks filled with this game's functions,
# and its own pending decisions.
class TurnPlanner(SharedPlanner):
    utilities = staticmethod(utilities)
    turn_candidates = staticmethod(turn_candidates)
    playable = staticmethod(playable)
    concrete = staticmethod(concrete)

    def decide(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        phase = state.phase
        if phase == COMMIT_PHASE:
            return self._best_commit(state, turn, depth)
        if phase in (WAR_PHASE, MONUMENT_PHASE, TREASURE_PHASE, BUILDING_PHASE, WONDER_PHASE,
                     WONDER_POINT_PHASE):
            options = list(state.legal_actions())
            if (state.to_move != self.seat and phase == TREASURE_PHASE) or self.spent:
                options = options[:1]  # a rival's pick barely matters; do not branch on it
            return self._best_of(state, options, turn, depth)
        return self.leaf(state), []

    # --------------------------------------------------------- conflicts

    def defence_odds(self, state: State, need: int) -> float:
        """Chance that the defender holds at least `need` tiles of the support colour."""
        c = state.pending_conflict
        support = c.support_colour
        if c.defender == self.seat:
            return 1.0 if state.hands[self.seat * N_COLOURS + support] >= need else 0.0
        odds = hand_odds(self.unseen[support], sum(self.unseen), self.hand_sizes[c.defender])
        return sum(odds[need:]) if need < len(odds) else 0.0

    def _best_commit(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        c = state.pending_conflict
        seat = state.to_move
        support = c.support_colour
        have = state.hands[seat * N_COLOURS + support]
        if seat == c.defender:
            attack = c.attacker_base + c.attacker_commit
            need = max(0, attack - c.defender_base)
            if seat != self.seat:
                # A rival defends when it can: a chance node on its hidden hand.
                return self._defence_chance(state, turn, depth), []
            options = [0] if need > have else sorted({0, need})
            return self._best_of(state, [Action(COMMIT, k) for k in options], turn, depth)
        # Attacker.
        options = self._attack_counts(state, have)
        if seat != self.seat:
            # A rival attacker: assume it commits what it reasonably can.
            k = options[-1]
            return self._commit_then_defend(state, k, turn, depth), [Action(COMMIT, k)]
        best_value, best_line = -1.0, [Action(COMMIT, 0)]
        for k in options:
            v = self._commit_then_defend(state, k, turn, depth)
            if v > best_value:
                best_value, best_line = v, [Action(COMMIT, k)]
        return best_value, best_line

    def _attack_counts(self, state: State, have: int) -> list[int]:
        """0, the least that beats the defender's base, and a few more, within the hand."""
        c = state.pending_conflict
        least = max(0, c.defender_base - c.attacker_base + 1)
        counts = attack_counts(least, have, 2 if self.settling or self.spent else self.breadth.commits)
        if state.variants.measured_support:  # nothing, or more than the defender's base
            counts = {k for k in counts if k == 0 or k >= least}
        return sorted(counts)

    def _commit_then_defend(self, state: State, k: int, turn: int, depth: int) -> float:
        child = self._step(state, Action(COMMIT, k))
        if self._turn_over(child, turn):
            return self.leaf(child)
        return self._defence_chance(child, turn, depth + 1)

    def _defence_chance(self, state: State, turn: int, depth: int) -> float:
        c = state.pending_conflict
        support = c.support_colour
        attack = c.attacker_base + c.attacker_commit
        need = max(0, attack - c.defender_base)
        if c.defender == self.seat:
            return self._best_commit(state, turn, depth)[0]
        p = self.defence_odds(state, need)
        held = state.hands[c.defender * N_COLOURS + support]
        # The world's hand is made to match each outcome: the defender holds, or it cannot.
        return self.chance(state, c.defender, support,
                           [(p, max(held, need), Action(COMMIT, need)),
                            (1.0 - p, min(held, need - 1), Action(COMMIT, 0))], turn, depth)
