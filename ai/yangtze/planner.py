"""Planning one seat's whole turn of Yellow & Yangtze in one world.

The turn's shape is the shared planner's (`ai/planning.py`); this game adds
every decision that can follow an action:

* a revolt: the commitments of black tiles with the off-board governor's
  +1 (always taken: it costs nothing); a rival's hidden black tiles are a
  chance node, as in Tigris & Euphrates;
* a war: support from every seat in order, from the active player's left,
  the active player last. The planning seat weighs its own options (nothing,
  or for a warring kingdom the least that puts it ahead and everything it
  holds, the off-board soldier always with them); a rival supports the
  kingdom it has a stake in (its leaders of the doubled colours there) with
  what it takes to get ahead, or nothing when it cannot — a chance node on
  its hidden red tiles. Then the tied winner (the active player's) and the
  losses (the active player's, the cheapest red tiles first);
* the pagoda, the market pick and the blue chain: the planning seat tries
  each (the chain's best few cells); a rival takes the first by its
  candidates' order (`moves.py`), without branching.

Lines go on past these decisions for as long as they are the planning
seat's own (`whole_lines`): nearly every action here asks something more
(a green tile's market pick, a blue tile's chain), and a search compares
whole turns.
"""

from __future__ import annotations

from game.engine.yangtze.actions import COMMIT, DONE_ACTION, NO_SUPPORT_ACTION, Action
from game.engine.yangtze.pieces import BLACK, N_COLOURS, RED

# The engine's names this module reads: an import list (the engine's own modules import the same names); the
# AI calls the engine and copies none of its code.
from game.engine.yangtze.state import (
    CHAIN_PHASE,
    COMMIT_PHASE,
    LOSE_PHASE,
    MARKET_PHASE,
    PAGODA_PHASE,
    SUPPORT_PHASE,
    WINNER_PHASE,
    State,
)

from ..planning import TurnPlanner as SharedPlanner
from ..planning import attack_counts
from ..world import hand_odds
from .evaluate import utilities
from .moves import (
    chain_candidates,
    concrete,
    decision_candidates,
    favoured_side,
    playable,
    support_action,
    support_need,
    turn_candidates,
)

CHAIN_CELLS = 3  # chain tiles the planning seat tries at each step


# Parallel to ai/yangtze/planner.py by design: the shared planner's hooks filled with this game's functions,
# and its own pending decisions.
class TurnPlanner(SharedPlanner):
    whole_lines = True
    utilities = staticmethod(utilities)
    turn_candidates = staticmethod(turn_candidates)
    playable = staticmethod(playable)
    concrete = staticmethod(concrete)

    def decide(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        phase = state.phase
        if phase == COMMIT_PHASE:
            return self._best_commit(state, turn, depth)
        if phase == SUPPORT_PHASE:
            return self._best_support(state, turn, depth)
        mine = state.to_move == self.seat
        if phase == LOSE_PHASE or not mine or self.spent:
            # The losses, a rival's choice, or no budget left: the candidates' first, no branching.
            return self._first(state, turn, depth)
        if phase == CHAIN_PHASE:
            tiles = [a for _, a in chain_candidates(state) if a != DONE_ACTION and playable(state, a)]
            return self._pick(state, [*tiles[:CHAIN_CELLS], DONE_ACTION], turn, depth)
        if phase in (WINNER_PHASE, PAGODA_PHASE, MARKET_PHASE):
            return self._pick(state, list(state.legal_actions()), turn, depth)
        return self.leaf(state), []

    def _pick(self, state: State, options: list[Action], turn: int, depth: int) -> tuple[float, list[Action]]:
        """The planning seat's own choice: each option valued up to the next
        ordinary action (its own consequences), then the rest of the turn
        planned after the best one only. Branching the whole turn on every
        option (a market pick of six colours, each followed by every second
        action) would cost several times as much for a choice that rarely
        changes the rest of the turn."""
        if self.settling or len(options) == 1:
            return self._best_of(state, options, turn, depth)
        best_value, best_action = -1.0, options[0]
        self.settling += 1
        try:
            for action in options:
                v = self.value(self._step(state, action), turn, depth + 1)
                if v > best_value:
                    best_value, best_action = v, action
        finally:
            self.settling -= 1
        v, rest = self.follow(self._step(state, best_action), turn, depth + 1)
        return v, [best_action, *rest]

    def _first(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        """The decision the candidates put first (legal in this world), then the rest of the turn."""
        legal = state.legal_actions()
        action = legal[0]
        for _, candidate in decision_candidates(state):
            if playable(state, candidate) and candidate in legal:
                action = candidate
                break
        v, rest = self.follow(self._step(state, action), turn, depth + 1)
        return v, ([action, *rest] if state.to_move == self.seat else [])

    # ------------------------------------------------------------ revolts

    def _governor(self, state: State, seat: int) -> bool:
        return state.leaders[seat * N_COLOURS + BLACK] < 0

    def _odds_at_least(self, state: State, seat: int, colour: int, need: int) -> float:
        """Chance that `seat` holds at least `need` tiles of `colour`: certain
        for the planning seat's own hand, from the unseen tiles for a rival's."""
        if need <= 0:
            return 1.0
        if seat == self.seat:
            return 1.0 if state.hands[seat * N_COLOURS + colour] >= need else 0.0
        odds = hand_odds(self.unseen[colour], sum(self.unseen), state.hand_size(seat))
        return sum(odds[need:]) if need < len(odds) else 0.0

    def _best_commit(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        r = state.pending_revolt
        seat = state.to_move
        governor = self._governor(state, seat)
        have = state.hands[seat * N_COLOURS + BLACK]
        if r.attacker_commit >= 0:  # the defender: a tie holds
            need = max(0, r.attacker_base + r.attacker_commit - r.defender_base - governor)
            if seat != self.seat:
                return self._defence_chance(state, need, governor, turn, depth), []
            holding = [0] if need > have else sorted({0, need})
            return self._pick(state, [Action(COMMIT, k, -1, governor) for k in holding], turn, depth)
        least = max(0, r.defender_base - r.attacker_base - governor + 1)
        counts = attack_counts(least, have, 2 if self.settling or self.spent else self.breadth.commits)
        if seat != self.seat:
            # A rival attacker: assume it commits what it holds.
            action = Action(COMMIT, have, -1, governor)
            return self._then_defend(state, action, turn, depth), []
        best_value, best_line = -1.0, [Action(COMMIT, 0, -1, governor)]
        for k in sorted(counts):
            action = Action(COMMIT, k, -1, governor)
            v = self._then_defend(state, action, turn, depth)
            if v > best_value:
                best_value, best_line = v, [action]
        return best_value, best_line

    def _then_defend(self, state: State, action: Action, turn: int, depth: int) -> float:
        child = self._step(state, action)
        if self._turn_over(child, turn):
            return self.leaf(child)
        r = child.pending_revolt
        if r.defender == self.seat:
            return self._best_commit(child, turn, depth + 1)[0]
        governor = self._governor(child, r.defender)
        need = max(0, r.attacker_base + r.attacker_commit - r.defender_base - governor)
        return self._defence_chance(child, need, governor, turn, depth + 1)

    def _defence_chance(self, state: State, need: int, governor: bool, turn: int, depth: int) -> float:
        """A rival defends when it can: a chance node on its hidden black tiles."""
        defender = state.pending_revolt.defender
        p = self._odds_at_least(state, defender, BLACK, need)
        held = state.hands[defender * N_COLOURS + BLACK]
        return self.chance(state, defender, BLACK,
                           [(p, max(held, need), Action(COMMIT, need, -1, governor)),
                            (1.0 - p, min(held, need - 1), Action(COMMIT, 0, -1, governor))], turn, depth)

    # --------------------------------------------------------------- wars

    def _best_support(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        war = state.pending_war
        seat = state.to_move
        soldier = state.leaders[seat * N_COLOURS + RED] < 0
        if seat == self.seat:
            have = state.hands[seat * N_COLOURS + RED]
            favoured = favoured_side(state, seat)
            sides = [favoured] if (self.settling or self.spent) and favoured >= 0 else range(len(war.sides))
            options = [NO_SUPPORT_ACTION]
            for side in sides:
                need = max(0, support_need(state, seat, side) - soldier)
                for count in sorted({min(need, have), have}):
                    action = support_action(state, side, count, soldier)
                    if action not in options:
                        options.append(action)
            return self._pick(state, options, turn, depth)
        side = favoured_side(state, seat)
        if side < 0:
            # No leader of its in this war: it keeps its tiles.
            return self.follow(self._step(state, NO_SUPPORT_ACTION), turn, depth + 1)[0], []
        need = max(0, support_need(state, seat, side) - soldier)
        if need == 0:
            return self.follow(self._step(state, support_action(state, side, 0, soldier)),
                               turn, depth + 1)[0], []
        # Supporters still to come may answer; the last one commits just enough,
        # an earlier one what it likely holds beyond that.
        last = war.next == len(war.order) - 1
        p = self._odds_at_least(state, seat, RED, need)
        count = need if last else self._likely_beyond(state, seat, need)
        held = state.hands[seat * N_COLOURS + RED]
        return self.chance(state, seat, RED,
                           [(p, max(held, count), support_action(state, side, count, soldier)),
                            (1.0 - p, min(held, need - 1), support_action(state, side, 0, soldier))],
                           turn, depth), []

    def _likely_beyond(self, state: State, seat: int, need: int) -> int:
        """The red tiles a rival likely holds, given it holds at least `need`."""
        odds = hand_odds(self.unseen[RED], sum(self.unseen), state.hand_size(seat))
        weight = sum(odds[need:])
        if weight <= 1e-9:
            return need
        mean = sum(k * odds[k] for k in range(need, len(odds))) / weight
        return max(need, round(mean))
