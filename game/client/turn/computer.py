"""The computer players' requests and answers: one worker handle for a table.

Each computer seat's player is made once (by the thinker) from its seed. A
request is made once per decision (the record's length), the answer taken when
it comes; an answer that is missing, failed or illegal is replaced by a legal
decision (a computer player must never stop the game).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ai import Budget
from game.engine import Rng, View

from ..session import think_seconds


@dataclass
class Answer:
    seat: int
    action: Any
    problem: bool  # the player failed or answered something illegal: `action` replaces it


class ComputerSeats:
    """A table's computer players behind a thinker (`ai_worker`: start, poll, cancel)."""

    def __init__(self, thinker, session, key: object) -> None:
        self.thinker = thinker
        self.key = key  # the players are the thinker's per (key, seat)
        base = (session.record.start.seed or 0) * 7919 + len(session.record.actions)
        self.seeds = {seat: base + seat * 104729 for seat in range(session.state.n)}
        self.thinking_for = -1  # number of decisions when the current thinking started

    def ask(self, session) -> None:
        """Ask the seat to move for its decision, once per decision."""
        state = session.state
        count = len(session.record.actions)
        if self.thinking_for != count:
            self.thinking_for = count
            seat = state.to_move
            level = session.seats[seat].level
            self.thinker.start(
                (self.key, seat), level, self.seeds[seat], View.of(state, seat),
                Budget(seconds=think_seconds(level)),
            )

    def answer(self, session) -> Answer | None:
        """The answer when it has come (None: still thinking)."""
        outcome = self.thinker.poll()
        if outcome is None:
            return None
        state = session.state
        seat = state.to_move
        action = outcome.action
        problem = outcome.error is not None or action is None or action not in state.legal_actions()
        if problem:
            legal = state.legal_actions()
            action = legal[Rng(len(session.record.actions)).below(len(legal))]
        self.thinking_for = -1
        return Answer(seat, action, problem)

    def forget(self) -> None:
        """Ask again (another table may have used the worker meanwhile)."""
        self.thinking_for = -1

    def cancel(self) -> None:
        self.thinker.cancel()
