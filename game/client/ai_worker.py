"""Computer decisions on a worker thread, with a time budget and cancellation.

One daemon thread per decision: a cancelled search that has not yet noticed
its cancel flag cannot hold up the next one. Results of a cancelled or
superseded decision are dropped (each start bumps a generation number).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from ai import Budget, Player
from game.engine import Action, View


@dataclass
class Outcome:
    action: Action | None
    error: BaseException | None
    seconds: float


class Thinker:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._outcome: Outcome | None = None
        self.thinking = False

    def start(self, player: Player, view: View, budget: Budget) -> None:
        self.cancel()
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._outcome = None
            cancel = self._cancel = threading.Event()
        self.thinking = True

        def work() -> None:
            started = time.perf_counter()
            try:
                action, error = player.choose(view, budget, cancel), None
            except BaseException as caught:  # reported to the window, never lost in the thread
                action, error = None, caught
            with self._lock:
                if generation == self._generation and not cancel.is_set():
                    self._outcome = Outcome(action, error, time.perf_counter() - started)

        threading.Thread(target=work, name="computer-player", daemon=True).start()

    def poll(self) -> Outcome | None:
        """The finished decision (once), or None while thinking."""
        with self._lock:
            outcome, self._outcome = self._outcome, None
        if outcome is not None:
            self.thinking = False
        return outcome

    def cancel(self) -> None:
        with self._lock:
            if self._cancel is not None:
                self._cancel.set()
            self._generation += 1
            self._outcome = None
        self.thinking = False
