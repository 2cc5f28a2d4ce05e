"""Clocks the loop runs on: the real one, and one tests advance by hand."""

from __future__ import annotations

import time


class RealClock:
    """Wall time. `wait` keeps frames on a fixed timeline: it sleeps until
    shortly before the next frame is due, then waits out the rest without
    sleeping (an operating system's sleep can overshoot by milliseconds)."""

    SPIN = 0.0015  # seconds before the deadline when sleeping stops

    def __init__(self) -> None:
        self._last = time.perf_counter()
        self._next = self._last

    def tick(self) -> float:
        """Seconds since the previous tick."""
        now = time.perf_counter()
        elapsed, self._last = now - self._last, now
        return elapsed

    def wait(self, frame_seconds: float) -> None:
        now = time.perf_counter()
        self._next += frame_seconds
        if self._next < now - frame_seconds:  # far behind (a stall): start the timeline again
            self._next = now
            return
        remaining = self._next - now
        if remaining > self.SPIN:
            time.sleep(remaining - self.SPIN)
        while time.perf_counter() < self._next:
            pass

    IDLE_POLL = 0.02  # seconds between looks for input while idle (what a person notices: none)

    def idle(self, seconds: float) -> None:
        """Sleep until an input event comes or `seconds` pass (nothing moves on screen),
        then start the frame timeline again from now. Sleeps in short naps and peeks at the
        event queue between them: SDL's own wait wakes every millisecond."""
        import pygame

        deadline = time.perf_counter() + seconds
        pygame.event.pump()
        while not pygame.event.peek() and time.perf_counter() < deadline:
            time.sleep(self.IDLE_POLL)
            pygame.event.pump()
        self._next = time.perf_counter()

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

    def idle(self, seconds: float) -> None:
        pass

    def now(self) -> float:
        return self.time
