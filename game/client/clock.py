"""Clocks the loop runs on: the real one, and one tests advance by hand."""

from __future__ import annotations

import time


class RealClock:
    """Wall time; `wait` sleeps until the next frame is due."""

    def __init__(self) -> None:
        self._last = time.perf_counter()

    def tick(self) -> float:
        """Seconds since the previous tick."""
        now = time.perf_counter()
        elapsed, self._last = now - self._last, now
        return elapsed

    def wait(self, frame_seconds: float) -> None:
        remaining = frame_seconds - (time.perf_counter() - self._last)
        if remaining > 0.001:
            time.sleep(remaining - 0.0005)

    def now(self) -> float:
        return time.perf_counter()


class ManualClock:
    """Each tick advances exactly `step` seconds and never sleeps, so a test's
    frames are identical on every machine."""

    def __init__(self, step: float = 1 / 60) -> None:
        self.step = step
        self.time = 0.0

    def tick(self) -> float:
        self.time += self.step
        return self.step

    def wait(self, frame_seconds: float) -> None:
        pass

    def now(self) -> float:
        return self.time
