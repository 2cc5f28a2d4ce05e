"""Running independent searches on the machine's cores (root parallelism).

One search is split into `SHARES` shares with their own seeds; each share is
a complete `mcts.search`, and the root statistics are added up. The shares
are the same whether they run in worker processes or one after another in
this process, so a search with an iteration budget gives the same decision
either way (deterministic), and a machine where no pool can start (a
sandbox, a frozen build without `freeze_support()`) loses speed, not play.

The pool uses the `spawn` start method and top-level worker functions only,
which is what works on Windows, macOS and inside a PyInstaller executable
(whose entry point calls `multiprocessing.freeze_support()`). It is started
once, in the background, on the first search (or by `warm_up()`), and shared
by every searching player of the process; searches made before it is up run
in the calling process.

Cancelling: each request gets a job number; workers stop a share as soon as
the shared counter `_cancelled` reaches their job number (checked every
iteration), and the caller stops waiting at once.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import time
from concurrent.futures import FIRST_EXCEPTION, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol, cast

from game.engine import View

from . import mcts

SHARES = 2


class _Counter(Protocol):
    """A shared integer (multiprocessing's RawValue("q"))."""

    value: int


_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_pool_failed = False
_cancelled: _Counter | None = None  # a shared counter: the highest cancelled job number
_next_job = 0
_workers_wanted: int | None = None  # None: one per core (at most SHARES)
_starting: threading.Thread | None = None

# Set in each worker process by the initializer.
_worker_cancelled = None


def configure(workers: int | None) -> None:
    """Choose how many worker processes searches use: 0 or 1 searches in this
    process (tournament workers do that, being parallel already); None uses
    one per core. Takes effect for pools started afterwards."""
    global _workers_wanted
    _workers_wanted = workers


def _worker_count() -> int:
    if _workers_wanted is not None:
        return min(_workers_wanted, SHARES)
    return min(os.cpu_count() or 1, SHARES)


def _init_worker(counter) -> None:  # runs in each worker process
    global _worker_cancelled
    _worker_cancelled = counter


def _run_share(job: int, view: View, seed: int, iterations: int | None, seconds: float | None,
               settings: mcts.Settings) -> mcts.RootStats:
    counter = _worker_cancelled

    def stop() -> bool:
        return counter is not None and counter.value >= job

    return mcts.search(view, seed, iterations, seconds, stop, settings)


def _warm() -> int:
    return os.getpid()


def _get_pool(wait_for_it: bool = True) -> ProcessPoolExecutor | None:
    """The pool, started if need be. Without `wait_for_it`, a pool still
    starting is not waited for: the caller searches in its own process."""
    global _starting
    if _worker_count() < 2:
        return None
    if not wait_for_it:
        if _pool is not None or _pool_failed:
            return _pool
        with _lock:
            if _starting is None:
                _starting = threading.Thread(target=_get_pool, name="search pool start", daemon=True)
                _starting.start()
        return None
    return _start_pool()


def _start_pool() -> ProcessPoolExecutor | None:
    global _pool, _pool_failed, _cancelled
    with _lock:
        if _pool is not None or _pool_failed:
            return _pool
        workers = _worker_count()
        if workers < 2:
            return None
        try:
            context = multiprocessing.get_context("spawn")
            _cancelled = context.RawValue("q", 0)
            _pool = ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                        initializer=_init_worker, initargs=(_cancelled,))
            # Start the workers now and make sure they answer.
            for future in [_pool.submit(_warm) for _ in range(workers)]:
                future.result(timeout=60)
        except Exception:  # any failure to start means: search in this process
            _pool_failed = True
            if _pool is not None:
                _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None
        return _pool


def warm_up(wait_for_it: bool = True) -> None:
    """Start the pool ahead of the first search (spawning takes a second or
    so); until it is up, searches run in the calling process."""
    _get_pool(wait_for_it)


def pool_state() -> str:
    """"running", "failed" (searches stay in the calling process from then on) or "none"
    (not started, or fewer than two workers wanted)."""
    if _pool is not None:
        return "running"
    return "failed" if _pool_failed else "none"


def shutdown() -> None:
    global _pool
    with _lock:
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None


atexit.register(shutdown)


def _shares(seed: int, iterations: int | None) -> tuple[list[int], list[int] | None]:
    """Each share's seed and iterations (None: until the time is up)."""
    seeds = [seed * 1_000_003 + share for share in range(SHARES)]
    per_share = None if iterations is None else [
        iterations // SHARES + (1 if share < iterations % SHARES else 0) for share in range(SHARES)]
    return seeds, per_share


def run(view: View, seed: int, iterations: int | None, seconds: float | None,
        cancel: threading.Event | None, settings: mcts.Settings) -> mcts.RootStats:
    """Search `view` in `SHARES` shares and merge them (see the module docstring)."""
    global _next_job, _pool_failed
    seeds, per_share = _shares(seed, iterations)
    pool = _get_pool(wait_for_it=False)
    if pool is not None:
        with _lock:
            _next_job += 1
            job = _next_job
        try:
            futures: list[Future] = [
                pool.submit(_run_share, job, view, seeds[share],
                            None if per_share is None else per_share[share], seconds, settings)
                for share in range(SHARES)]
        except Exception:
            _pool_failed = True
            pool = None
        else:
            try:
                return _collect(futures, job, cancel)
            except BrokenProcessPool:  # a worker died: carry on here, and from now on
                _pool_failed = True
                shutdown()
    return run_in_process(view, seed, iterations, seconds, cancel, settings)


def run_in_process(view: View, seed: int, iterations: int | None, seconds: float | None,
                   cancel: threading.Event | None, settings: mcts.Settings) -> mcts.RootStats:
    """`run` without the pool: the same shares, one after another in this process."""
    seeds, per_share = _shares(seed, iterations)
    stop = cancel.is_set if cancel is not None else None
    results = []
    started = time.perf_counter()
    for share in range(SHARES):
        if seconds is None:
            share_seconds = None
        else:
            # What is left of the budget, spread over the shares still to run.
            share_seconds = max(0.0, (seconds - (time.perf_counter() - started)) / (SHARES - share))
        results.append(mcts.search(view, seeds[share], None if per_share is None else per_share[share],
                                   share_seconds, stop, settings))
        if cancel is not None and cancel.is_set():
            break
    return mcts.merge(results)


def _collect(futures: list[Future], job: int, cancel: threading.Event | None) -> mcts.RootStats:
    while True:
        done, pending = wait(futures, timeout=0.02, return_when=FIRST_EXCEPTION)
        if not pending:
            break
        if cancel is not None and cancel.is_set():
            counter = cast(_Counter, _cancelled)  # made with the pool whose futures these are
            counter.value = max(counter.value, job)
            # Give the shares a moment to hand back what they found.
            done, pending = wait(futures, timeout=0.04)
            break
    results = []
    for future in futures:
        if future.done() and not future.cancelled() and future.exception() is None:
            results.append(future.result())
        else:
            future.cancel()
    if not results:
        failed = next((error for f in futures if f.done() and (error := f.exception()) is not None), None)
        if failed is not None:
            raise failed
    return mcts.merge(results)
