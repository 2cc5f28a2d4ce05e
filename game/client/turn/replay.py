"""Replays: the decisions since a person last decided, played again on a copy."""

from __future__ import annotations

from typing import Any

REPLAY_PAUSE = 0.7  # seconds between replayed decisions (at normal speed)


class Replay:
    """The steps (state before, notation, decider) and how far the replay has come."""

    def __init__(self, steps: list[tuple[Any, str, int]]) -> None:
        self.steps = steps  # (state before, notation, decider)
        self.index = 0
        self.state = steps[0][0].copy()
        self.next_at = 0.0

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    def advance(self) -> list:
        """Play the next decision on the copy; its events."""
        _before, text, _seat = self.steps[self.index]
        events = self.state.apply(text)
        self.index += 1
        return events

    def number(self, total: int) -> int:
        """The record's number of the decision shown now (0: none yet). The steps run to the
        newest decision: step i is decision number total - len + 1 + i."""
        return total - len(self.steps) + self.index if self.index else 0
