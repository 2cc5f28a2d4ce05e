"""Cancelling a thinking player returns a legal decision promptly."""

from __future__ import annotations

import threading
import time

import pytest

from ai import Budget, make_player, parallel
from game.engine import View, new_game
from game.games import GAMES

# Generous for a loaded CI machine; the benchmark (bench/ai_speed.py) measures the real figure.
PROMPT = 0.5


def busy_view(game: str = "tigris") -> View:
    state = new_game(game, 2, 21)
    bots = [make_player("beginner", seat) for seat in range(2)]
    for _ in range(30):
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
    while state.pending is not None:
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
    return View.of(state, state.to_move)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["casual", "strong", "expert"])
def test_cancel_returns_promptly(level: str, game: str) -> None:
    parallel.warm_up()  # the pool's start-up is not part of a decision
    view = busy_view(game)
    player = make_player(level, 1)
    cancel = threading.Event()
    timer = threading.Timer(0.3, cancel.set)
    timer.start()
    started = time.perf_counter()
    action = player.choose(view, Budget(seconds=30.0), cancel)
    finished = time.perf_counter()
    timer.join()
    assert action in view.legal_actions()
    assert finished - started < 0.3 + PROMPT


def test_cancel_before_starting_still_answers() -> None:
    view = busy_view()
    cancel = threading.Event()
    cancel.set()
    started = time.perf_counter()
    action = make_player("expert", 2).choose(view, Budget(seconds=30.0), cancel)
    assert action in view.legal_actions()
    assert time.perf_counter() - started < PROMPT


def test_search_in_process_when_no_pool() -> None:
    view = busy_view()
    parallel.configure(0)
    try:
        cancel = threading.Event()
        timer = threading.Timer(0.2, cancel.set)
        timer.start()
        started = time.perf_counter()
        action = make_player("expert", 3).choose(view, Budget(seconds=30.0), cancel)
        timer.join()
        assert action in view.legal_actions()
        assert time.perf_counter() - started < 0.2 + PROMPT
    finally:
        parallel.configure(None)
