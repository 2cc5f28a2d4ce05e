"""Planning one seat's whole turn in one world, with conflicts as chances.

`TurnPlanner.plan(state)` searches the rest of the current turn of the seat
that is to move: its ordinary actions (two-stage: every candidate is scored
after one step, the best few are tried with every second action), the wars
it orders, the monuments and treasures it picks, and the support it commits.
A rival's hidden support is a chance node: from the view's unseen tiles the
planner knows how likely the rival is to hold enough to win, and it weighs
both outcomes (the world's hand is set to match each). The turn's end is
scored by `evaluate.utilities` for the planning seat.

The world is a complete state made up from the view (`world.typical` or
`world.sample`); only the unseen counts of the view are used for odds, so a
planner never relies on a rival's actual hand.
"""

from __future__ import annotations

import threading

from game.engine.tigris.actions import COMMIT, Action
from game.engine.tigris.pieces import N_COLOURS
from game.engine.tigris.state import (
    ACTION_PHASE,
    COMMIT_PHASE,
    MONUMENT_PHASE,
    OVER,
    TREASURE_PHASE,
    WAR_PHASE,
    State,
)

from ..planning import DEFAULT_BREADTH, Breadth, Cancelled, plan_key
from ..world import hand_odds, set_hand_count
from .evaluate import utilities
from .moves import concrete, playable, turn_candidates


class TurnPlanner:
    def __init__(self, seat: int, unseen: tuple[int, int, int, int], hand_sizes: tuple[int, ...],
                 breadth: Breadth = DEFAULT_BREADTH, cancel: threading.Event | None = None) -> None:
        self.seat = seat
        self.unseen = unseen
        self.hand_sizes = hand_sizes
        self.breadth = breadth
        self.cancel = cancel
        self.evaluations = 0
        self.settling = 0  # > 0: resolving a conflict for a first score, not planning beyond it
        self.chances = 0  # > 0: inside the outcome of a rival's hidden support
        self.best_so_far: list[Action] = []  # the best first decision found, for a cancelled plan
        self.lines: list[tuple[float, list[Action]]] = []  # every first action planned, best first
        self.full_lines: list[tuple[float, list[Action]]] = []  # those planned to the turn's end

    # ------------------------------------------------------------ values

    @property
    def spent(self) -> bool:
        """Over the evaluation budget: finish what is open as cheaply as possible."""
        return self.evaluations > self.breadth.evaluations

    def leaf(self, state: State) -> float:
        self.evaluations += 1
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled
        return utilities(state)[self.seat]

    def _turn_over(self, state: State, turn: int) -> bool:
        return state.phase == OVER or state.turn != turn

    def value(self, state: State, turn: int, depth: int) -> float:
        """The planning seat's value of `state`, playing the rest of turn `turn`
        (only up to the next ordinary action while settling)."""
        if self._turn_over(state, turn) or ((self.settling or self.spent) and state.phase == ACTION_PHASE):
            return self.leaf(state)
        best = self.best(state, turn, depth)
        return best[0]

    def best(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        """(value, decisions) for the pending decision of `state`."""
        phase = state.phase
        if phase == ACTION_PHASE:
            return self._best_action(state, turn, depth)
        if phase == COMMIT_PHASE:
            return self._best_commit(state, turn, depth)
        if phase in (WAR_PHASE, MONUMENT_PHASE, TREASURE_PHASE):
            options = list(state.legal_actions())
            if (state.to_move != self.seat and phase == TREASURE_PHASE) or self.spent:
                options = options[:1]  # a rival's pick barely matters; do not branch on it
            return self._best_of(state, options, turn, depth)
        return self.leaf(state), []

    def _step(self, state: State, action: Action) -> State:
        child = state.copy()
        child.step(action)
        return child

    def _best_of(self, state: State, options: list[Action], turn: int,
                 depth: int) -> tuple[float, list[Action]]:
        best_value, best_line = -1.0, [options[0]]
        for action in options:
            child = self._step(state, action)
            v = self.value(child, turn, depth + 1)
            if v > best_value:
                best_value, best_line = v, [action]
        return best_value, best_line

    def _best_action(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        b = self.breadth
        first = depth == 0 and state.actions_left == 2
        width = b.first if depth == 0 else b.second
        if self.chances:
            # Planning inside a conflict's outcome (or outcomes): a narrower look.
            width = max(4, width // (1 + self.chances))
        scored: list[tuple[float, Action, State]] = []
        for _, candidate in turn_candidates(state, width + 8):
            if len(scored) >= width:
                break
            if not playable(state, candidate):
                continue
            action = concrete(candidate, state)
            if action is None:
                continue
            child = self._step(state, action)
            if self._turn_over(child, turn) or child.phase == ACTION_PHASE:
                v = self.leaf(child)
            else:
                # A conflict, war or monument: see it through, but plan no further actions yet.
                self.settling += 1
                try:
                    v = self.value(child, turn, depth + 1)
                finally:
                    self.settling -= 1
            scored.append((v, action, child))
            if depth == 0 and v >= max(item[0] for item in scored):
                self.best_so_far = [action]
        if not scored:
            return self.leaf(state), []
        scored.sort(key=lambda item: -item[0])
        if depth == 0:
            self.lines = [(v, [action]) for v, action, _ in scored]
            self.full_lines = []
        if not first:
            return scored[0][0], [scored[0][1]]
        best_value, best_line = scored[0][0], [scored[0][1]]
        for index in self._expanded(scored, b):
            _, action, child = scored[index]
            if self._turn_over(child, turn):
                v, line = self.leaf(child), []
            else:
                v, line = self.best(child, turn, depth + 1)
            self.lines[index] = (v, [action, *line])
            self.full_lines.append((v, [action, *line]))
            if v > best_value:
                best_value, best_line = v, [action, *line]
                self.best_so_far = [action]
        self.lines.sort(key=lambda item: -item[0])
        self.full_lines.sort(key=lambda item: -item[0])
        return best_value, best_line

    @staticmethod
    def _expanded(scored: list[tuple[float, Action, State]], b: Breadth) -> list[int]:
        """Which first actions get a second action: the best `b.expand`, with
        `b.distinct` no more than that many look-alikes among them."""
        if not b.distinct:
            return list(range(min(b.expand, len(scored))))
        chosen: list[int] = []
        seen: dict[tuple, int] = {}
        for index, (v, action, _) in enumerate(scored):
            key = plan_key(v, (action,))
            if seen.get(key, 0) >= b.distinct:
                continue
            seen[key] = seen.get(key, 0) + 1
            chosen.append(index)
            if len(chosen) >= b.expand:
                break
        return chosen

    # --------------------------------------------------------- conflicts

    def defence_odds(self, state: State, need: int) -> float:
        """Chance that the defender holds at least `need` tiles of the support colour."""
        c = state.conflict
        support = c.support_colour
        if c.defender == self.seat:
            return 1.0 if state.hands[self.seat * N_COLOURS + support] >= need else 0.0
        odds = hand_odds(self.unseen[support], sum(self.unseen), self.hand_sizes[c.defender])
        return sum(odds[need:]) if need < len(odds) else 0.0

    def _best_commit(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        c = state.conflict
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
        c = state.conflict
        least = max(0, c.defender_base - c.attacker_base + 1)
        counts = {0}
        k = least
        most = 2 if self.settling or self.spent else self.breadth.commits
        while k <= have and len(counts) < most:
            counts.add(k)
            k += 1
        counts.add(have)
        return sorted(counts)

    def _commit_then_defend(self, state: State, k: int, turn: int, depth: int) -> float:
        child = self._step(state, Action(COMMIT, k))
        if self._turn_over(child, turn):
            return self.leaf(child)
        return self._defence_chance(child, turn, depth + 1)

    def _defence_chance(self, state: State, turn: int, depth: int) -> float:
        c = state.conflict
        support = c.support_colour
        attack = c.attacker_base + c.attacker_commit
        need = max(0, attack - c.defender_base)
        if c.defender == self.seat:
            return self._best_commit(state, turn, depth)[0]
        p = self.defence_odds(state, need)
        held = state.hands[c.defender * N_COLOURS + support]
        total = 0.0
        # The world's hand is made to match each outcome.
        for prob, count, commit in ((p, max(held, need), need), (1.0 - p, min(held, need - 1), 0)):
            if prob <= 1e-6:
                continue
            world = state.copy()
            set_hand_count(world, c.defender, support, max(count, 0))
            world.step(Action(COMMIT, commit))
            self.chances += 1
            try:
                total += prob * self.value(world, turn, depth + 1)
            finally:
                self.chances -= 1
        return total
