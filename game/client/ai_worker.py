"""Computer decisions away from the drawing thread, with a time budget and
cancellation.

Two ways, one interface (`start`, `poll`, `cancel`, `thinking`):

* `ProcessThinker` (the default): one worker process for the whole run, at a
  lower scheduling priority, holding the computer players (their random
  generators persist between decisions). The window's process then never
  waits for the interpreter lock or the processor while a player searches,
  and a searching player's own worker pool inherits the lower priority.
* `ThreadThinker`: a daemon thread per decision. Used when no process can be
  started (a sandbox), or asked for (`TWO_RIVERS_AI=thread`: tests that
  register their own players in `ai.LEVELS`, which a fresh process would
  not see).

Results of a cancelled or superseded decision are dropped: each decision
has a job number, and only the newest job's answer is taken.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import threading
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from ai import Budget, Player, make_player
from game.engine import View

LOWER_PRIORITY = 6  # nice increment of the worker process (POSIX)


# What a thinker is asked: a player's decision, or the Expert's advice with its figures
# (`ai.advice.Advice`: a hint).
CHOOSE, ADVISE = "choose", "advise"


@dataclass
class Outcome:
    action: object | None  # the game's action (an `Advice` for ADVISE)
    error: str | None
    seconds: float


def _perform(task: str, player: Player, view: View, budget: Budget, cancel: threading.Event) -> object:
    if task == ADVISE:
        from ai.advice import advise
        from ai.expert import ExpertPlayer

        if not isinstance(player, ExpertPlayer):
            raise ValueError(f"advice comes from the Expert, not {player.name!r}")
        return advise(player, view, budget, cancel)
    return player.choose(view, budget, cancel)


class ThreadThinker:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._outcome: Outcome | None = None
        self._players: dict[tuple, Player] = {}
        self.thinking = False

    def start(self, key: tuple, level: str, seed: int, view: View, budget: Budget,
              task: str = CHOOSE) -> None:
        self.cancel()
        player = self._players.get((key, level))
        if player is None:
            player = self._players[(key, level)] = make_player(level, seed)
        with self._lock:
            self._generation += 1
            generation = self._generation
            cancel = self._cancel = threading.Event()
        self.thinking = True

        def work() -> None:
            started = time.perf_counter()
            try:
                action, error = _perform(task, player, view, budget, cancel), None
            except Exception as caught:  # reported to the window, never lost in the thread
                action, error = None, f"{type(caught).__name__}: {caught}"
            with self._lock:
                if generation == self._generation and not cancel.is_set():
                    self._outcome = Outcome(action, error, time.perf_counter() - started)

        threading.Thread(target=work, name="computer-player", daemon=True).start()

    def poll(self) -> Outcome | None:
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


# ---------------------------------------------------------------- the worker process


def _worker_main(conn: Connection, cancelled) -> None:  # runs in the worker process
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(LOWER_PRIORITY)
    try:
        _serve(conn, cancelled)
    finally:
        _stop_search_pool()


def _stop_search_pool() -> None:
    """A spawned process ends without running `atexit` handlers, so the pool of
    worker processes that searching players started here is stopped by hand
    (otherwise its processes would outlive us)."""
    try:
        from ai import parallel

        pool = getattr(parallel, "_pool", None)
        if pool is not None:  # waiting first: `parallel.shutdown()` alone does not wait
            pool.shutdown(wait=True, cancel_futures=True)
        parallel.shutdown()
    except Exception:  # never let clean-up hide why the process ended
        pass


def _serve(conn: Connection, cancelled) -> None:
    players: dict[tuple, Player] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] == "stop":
            return
        task, job, key, level, seed, view, budget = message
        event = threading.Event()
        done = threading.Event()

        def watch(job: int = job, event: threading.Event = event, done: threading.Event = done) -> None:
            while not done.wait(0.02):
                if cancelled.value >= job:
                    event.set()
                    return

        threading.Thread(target=watch, daemon=True).start()
        started = time.perf_counter()
        try:
            player = players.get((key, level))
            if player is None:
                player = players[(key, level)] = make_player(level, seed)
            action, error = _perform(task, player, view, budget, event), None
        except Exception as caught:
            action, error = None, f"{type(caught).__name__}: {caught}"
        done.set()
        try:
            conn.send((job, action, error, time.perf_counter() - started))
        except (EOFError, OSError):
            return


class _Worker:
    """The one worker process of this run, started on first use."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.process: BaseProcess | None = None
        self.conn: Connection | None = None
        self.cancelled = None
        self.failed = False
        self.next_job = 0

    def ensure(self) -> bool:
        with self.lock:
            if self.failed:
                return False
            if self.process is not None and self.process.is_alive():
                return True
            try:
                context = multiprocessing.get_context("spawn")
                self.cancelled = context.Value("q", 0, lock=False)
                parent, child = context.Pipe()
                # Not a daemon: a searching player may start worker processes of its own.
                process = context.Process(
                    target=_worker_main,
                    args=(child, self.cancelled),
                    name="two-rivers-computer-players",
                    daemon=False,
                )
                process.start()
                child.close()
            except (OSError, RuntimeError, ImportError):
                self.failed = True
                return False
            self.process, self.conn = process, parent
            return True

    def stop(self) -> None:
        with self.lock:
            process, conn = self.process, self.conn
            self.process = self.conn = None
        if process is None or conn is None:  # (they are set together)
            return
        try:
            if self.cancelled is not None:
                self.cancelled.value = 1 << 62
            conn.send(("stop",))
        except (OSError, ValueError):
            pass
        process.join(timeout=4)
        if process.is_alive():
            process.terminate()
            process.join(timeout=2)


_worker = _Worker()
atexit.register(_worker.stop)


class ProcessThinker:
    def __init__(self) -> None:
        self._job = 0
        self._outcome: Outcome | None = None
        self.thinking = False

    def start(self, key: tuple, level: str, seed: int, view: View, budget: Budget,
              task: str = CHOOSE) -> None:
        self.cancel()
        worker = _worker
        worker.ensure()  # starts it again if it stopped
        with worker.lock:
            worker.next_job += 1
            self._job = job = worker.next_job
            conn = worker.conn
        self.thinking = True
        try:
            # no pipe (the process could not start): None's AttributeError is reported below
            conn.send((task, job, key, level, seed, view, budget))  # type: ignore[union-attr]
        except (OSError, ValueError, AttributeError) as error:
            self._outcome = Outcome(None, f"the computer players' process stopped ({error})", 0.0)

    def poll(self) -> Outcome | None:
        if self._outcome is not None:
            outcome, self._outcome = self._outcome, None
            self.thinking = False
            return outcome
        conn = _worker.conn
        if conn is None or not self.thinking:
            return None
        try:
            while conn.poll():
                job, action, error, seconds = conn.recv()
                if job == self._job:
                    self.thinking = False
                    return Outcome(action, error, seconds)
        except (EOFError, OSError) as error:
            self.thinking = False
            return Outcome(None, f"the computer players' process stopped ({error})", 0.0)
        if _worker.process is not None and not _worker.process.is_alive():
            self.thinking = False
            return Outcome(None, "the computer players' process stopped", 0.0)
        return None

    def cancel(self) -> None:
        if self.thinking and _worker.cancelled is not None:
            _worker.cancelled.value = max(_worker.cancelled.value, self._job)
        self.thinking = False


def make_thinker() -> ThreadThinker | ProcessThinker:
    """A worker process unless `TWO_RIVERS_AI=thread` or none can be started."""
    if os.environ.get("TWO_RIVERS_AI", "").lower() != "thread" and _worker.ensure():
        return ProcessThinker()
    return ThreadThinker()
