"""Playing a challenge: the player's decisions, the computer players' answers, and
how far the goal is met after each (pure: the window draws it, the tests replay it).

The computer players are seeded from the challenge's `seed` and the number of
decisions taken so far, and search levels think a fixed number of iterations, so
the same decisions of the player always meet the same answers: a stored solution
replays exactly.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from ai import Budget, make_player
from game.engine import RulesError
from game.engine import events as ev
from game.engine.view import View

from .challenge import Challenge
from .goals import Measure, Tally

# Search levels think this many iterations (never wall time: that would not replay).
ITERATIONS = 200


@dataclass(frozen=True)
class Result:
    """Where a challenge stands: the measure and the stars it earns now."""

    ok: bool
    value: int
    stars: int
    turns: int  # the player's turns finished
    limit: int
    finished: bool


def stars_for(measure: Measure, thresholds: tuple[int, int, int]) -> int:
    if not measure.ok:
        return 0
    return sum(1 for t in thresholds if measure.value >= t)


class ChallengeRun:
    def __init__(self, challenge: Challenge) -> None:
        self.challenge = challenge
        self.state = challenge.position.copy()
        self.seat = challenge.seat
        self.tally = Tally(challenge.seat, limit=challenge.turns,
                           points=[0] * len(self.state.ruleset.colour_names))
        self.actions: list[str] = []  # every decision, each seat's, in order
        self.played: list[str] = []  # the player's
        self.finished = False

    # ---------------------------------------------------------------- state

    @property
    def player_to_move(self) -> bool:
        return not self.finished and self.state.to_move == self.seat

    @property
    def computer_to_move(self) -> bool:
        return not self.finished and self.state.to_move != self.seat

    def result(self) -> Result:
        measure = self.challenge.goal.measure(self.tally, self.state)
        return Result(measure.ok, measure.value, stars_for(measure, self.challenge.stars),
                      self.tally.turns, self.challenge.turns, self.finished)

    # ------------------------------------------------------------ decisions

    def play(self, action: Any, hold_turn_end: bool = False) -> list[ev.Event]:
        """The player's decision (an action or its notation); the engine's errors pass
        through (`MalformedActionError`, `IllegalActionError`). `hold_turn_end`: a decision
        that ends the player's turn stops before its end (`state.held`) until `end_turn()`,
        for a window whose person confirms the end of a turn; the result is the same."""
        if not self.player_to_move:
            raise ValueError("it is not the player's decision")
        events = self._apply(action, hold_turn_end)
        self.played.append(self.actions[-1])
        return events

    def end_turn(self) -> list[ev.Event]:
        """End the player's turn that `play(..., hold_turn_end=True)` held (the scoring at the
        end of the turn, the refills, the next seat)."""
        if self.finished or not self.state.held:
            raise ValueError("no turn is waiting to end")
        active = self.state.active
        events = self.state.end_turn()
        self.tally.see(events, active)
        self._check_end()
        return events

    def choose_computer(self, cancel: threading.Event | None = None) -> Any:
        """The computer player's decision for the seat to move (a window calls it from a
        worker thread, then `apply_computer`)."""
        seed = (self.challenge.seed * 1_000_003 + len(self.actions)) & 0xFFFFFFFF
        player = make_player(self.challenge.opponent, seed)
        return player.choose(View.of(self.state, self.state.to_move), Budget(iterations=ITERATIONS), cancel)

    def apply_computer(self, action: Any) -> list[ev.Event]:
        if not self.computer_to_move:
            raise ValueError("no computer player is to move")
        return self._apply(action)

    def play_computers(self) -> list[ev.Event]:
        """Every computer decision until the player's turn comes (or the challenge ends)."""
        out = []
        while self.computer_to_move:
            out.extend(self.apply_computer(self.choose_computer()))
        return out

    def _apply(self, action: Any, hold_turn_end: bool = False) -> list[ev.Event]:
        active = self.state.active
        events = self.state.apply(action, hold_turn_end=hold_turn_end)
        self.actions.append(str(self.state.parse_action(action) if isinstance(action, str) else action))
        self.tally.see(events, active)
        self._check_end()
        return events

    def _check_end(self) -> None:
        kind = self.challenge.goal.kind
        if self.state.is_over or self.tally.turns >= self.challenge.turns:
            self.finished = True
        elif kind.early and self.state.pending is None and self.result().stars == 3:
            self.finished = True  # three stars that cannot be lost: no need to play on


def replay(challenge: Challenge, solution: tuple[str, ...] | None = None) -> ChallengeRun:
    """The challenge played with `solution` (default: its stored one) against its computer
    players. Raises ValueError naming the decision that cannot be played."""
    run = ChallengeRun(challenge)
    moves = challenge.solution if solution is None else solution
    for i, text in enumerate(moves):
        run.play_computers()
        if run.finished:
            raise ValueError(f"solution[{i}]: the challenge is over before \"{text}\" "
                             f"({len(moves) - i} decisions left over)")
        try:
            run.play(text)
        except RulesError as error:  # MalformedActionError, IllegalActionError
            raise ValueError(f"solution[{i}]: \"{text}\" cannot be played: {error}") from None
    run.play_computers()
    return run
