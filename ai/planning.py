"""What every game's turn planner shares: how wide it looks, how it is
cancelled, what tells two plans apart, and the planning of a turn itself.

`TurnPlanner` searches the rest of the current turn of the seat that is to
move, in one world (a complete state made up from the view): its ordinary
actions (two-stage: every candidate is scored after one step, the best few
are tried with every second action), then whatever the game asks after an
action — conflicts, choices — which each game's subclass answers in
`decide()`. A rival's hidden tiles are chance nodes (`chance()`): from the
view's unseen tiles the planner knows how likely a rival is to hold enough,
and it weighs the outcomes, the world's hand set to match each. The turn's
end is scored by the game's evaluation for the planning seat.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from .world import set_hand_count

Action = Any  # a decision of whichever game is planned
State = Any


class Cancelled(Exception):
    """The caller's cancel flag was set: stop planning."""


@dataclass(frozen=True)
class Breadth:
    """How wide a planner looks: candidates scored after one step, how many
    of those get a second action, and how many second actions each."""

    first: int = 30
    expand: int = 6
    second: int = 20
    commits: int = 3  # support counts an attacker considers
    evaluations: int = 4000  # past this many, plan no further actions and branch no more (chained wars)
    distinct: int = 0  # > 0: expand at most this many first actions alike by `plan_key`


def plan_key(value: float, line) -> tuple:
    """What tells plans apart for a search: the kinds and arguments of the
    decisions (in any order) and the value. Placing a tile of one colour in
    any of several cells that touch nothing, or the same two leaders in
    either order, scores the same to the evaluation; a search choosing among
    ten such look-alikes spends its worlds on differences too small to
    measure, so the root keeps one of each and looks at different plans."""
    # a swap's counts, else its value: the keys the one `arg` slot gave before it was split
    return tuple(sorted((a[0], a.counts or a[1]) for a in line)), round(value, 6)


DEFAULT_BREADTH = Breadth()


def attack_counts(least: int, have: int, most: int) -> set[int]:
    """What an attacker considers committing: nothing, the least that beats the
    defender (`least`) and the counts after it, `most` in all, within the `have`
    tiles it holds, and all of them."""
    counts = {0}
    k = least
    while k <= have and len(counts) < most:
        counts.add(k)
        k += 1
    counts.add(have)
    return counts


class TurnPlanner:
    """Plans the rest of the turn of the seat to move (see the module docstring).

    A game's subclass sets its knowledge — `utilities`, `turn_candidates`,
    `playable`, `concrete` (as static methods) — and answers every decision
    but an ordinary action in `decide()`.

    `whole_lines`: whether a planned line goes on past the decisions that
    follow an action (a pagoda, a market pick, the next action) for as long
    as they are the planning seat's own, or stops at the first of them. A
    game where nearly every action asks something more needs the whole
    line for a search to compare whole turns."""

    whole_lines = False

    @staticmethod
    def utilities(state: State) -> list[float]:
        raise NotImplementedError

    @staticmethod
    def turn_candidates(state: State, limit: int) -> list[tuple[float, Action]]:
        raise NotImplementedError

    @staticmethod
    def playable(state: State, action: Action) -> bool:
        raise NotImplementedError

    @staticmethod
    def concrete(action: Action, state: State) -> Action | None:
        raise NotImplementedError

    def __init__(self, seat: int, unseen: tuple[int, ...], hand_sizes: tuple[int, ...],
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
        return self.utilities(state)[self.seat]

    def _turn_over(self, state: State, turn: int) -> bool:
        return state.is_over or state.turn != turn

    def value(self, state: State, turn: int, depth: int) -> float:
        """The planning seat's value of `state`, playing the rest of turn `turn`
        (only up to the next ordinary action while settling)."""
        return self.follow(state, turn, depth)[0]

    def follow(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        """`value`, with the decisions that get there."""
        if self._turn_over(state, turn) or ((self.settling or self.spent) and state.pending is None):
            return self.leaf(state), []
        return self.best(state, turn, depth)

    def best(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        """(value, decisions) for the pending decision of `state`."""
        if state.is_over:
            return self.leaf(state), []
        if state.pending is None:
            return self._best_action(state, turn, depth)
        return self.decide(state, turn, depth)

    def decide(self, state: State, turn: int, depth: int) -> tuple[float, list[Action]]:
        """(value, decisions) for a pending decision other than an ordinary action."""
        raise NotImplementedError

    def _step(self, state: State, action: Action) -> State:
        child = state.copy()
        child.step(action)
        return child

    def _best_of(self, state: State, options: list[Action], turn: int,
                 depth: int) -> tuple[float, list[Action]]:
        best_value, best_line = -1.0, [options[0]]
        whole = self.whole_lines
        for action in options:
            child = self._step(state, action)
            if whole:
                v, rest = self.follow(child, turn, depth + 1)
                if v > best_value:
                    best_value, best_line = v, [action, *rest]
            else:
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
        whole = self.whole_lines
        scored: list[tuple[float, Action, State]] = []
        settled: list[list[Action]] = []  # with whole lines: what each action's own decisions were
        for _, candidate in self.turn_candidates(state, width + 8):
            if len(scored) >= width:
                break
            if not self.playable(state, candidate):
                continue
            action = self.concrete(candidate, state)
            if action is None:
                continue
            child = self._step(state, action)
            rest: list[Action] = []
            if self._turn_over(child, turn) or child.pending is None:
                v = self.leaf(child)
            else:
                # A conflict, war or choice: see it through, but plan no further actions yet.
                self.settling += 1
                try:
                    v, rest = self.follow(child, turn, depth + 1)
                finally:
                    self.settling -= 1
            scored.append((v, action, child))
            if whole:
                settled.append(rest)
            if depth == 0 and v >= max(item[0] for item in scored):
                self.best_so_far = [action]
        if not scored:
            return self.leaf(state), []
        if whole:
            order = sorted(range(len(scored)), key=lambda i: -scored[i][0])
            scored = [scored[i] for i in order]
            settled = [settled[i] for i in order]
        else:
            scored.sort(key=lambda item: -item[0])
        if depth == 0:
            if whole:
                self.lines = [(v, [action, *rest])
                              for (v, action, _), rest in zip(scored, settled, strict=True)]
            else:
                self.lines = [(v, [action]) for v, action, _ in scored]
            self.full_lines = []
        if not first:
            return scored[0][0], [scored[0][1], *settled[0]] if whole else [scored[0][1]]
        best_value, best_line = scored[0][0], [scored[0][1], *settled[0]] if whole else [scored[0][1]]
        for index in self._expanded(scored, b):
            _, action, child = scored[index]
            line: list[Any]
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

    # ------------------------------------------------------------ chances

    def chance(self, state: State, seat: int, colour: int,
               outcomes: list[tuple[float, int, Action]], turn: int, depth: int) -> float:
        """The expected value over a rival's hidden tiles: for each (probability,
        count, decision) the world's hand is made to hold `count` tiles of
        `colour`, the rival takes `decision`, and the rest of the turn is valued."""
        total = 0.0
        for prob, count, action in outcomes:
            if prob <= 1e-6:
                continue
            world = state.copy()
            set_hand_count(world, seat, colour, max(count, 0))
            world.step(action)
            self.chances += 1
            try:
                total += prob * self.value(world, turn, depth + 1)
            finally:
                self.chances -= 1
        return total
