"""Parts of the window on their own: synthesised sounds, the computer
players' worker process, the session's undo rules."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import time  # noqa: E402

import numpy as np  # noqa: E402

from ai import Budget  # noqa: E402
from game.client import ai_worker  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.sounds import Sounds, synthesise  # noqa: E402
from game.engine import View  # noqa: E402
from game.engine.tigris import State  # noqa: E402
from game.engine.tigris.actions import SWAP  # noqa: E402


def test_sound_effects_are_made_in_range_and_play():
    effects = synthesise()
    assert {"click", "place", "score", "conflict", "turn", "win"} <= set(effects)
    for wave in effects.values():
        assert wave.size > 1000 and float(np.max(np.abs(wave))) <= 0.81
    sounds = Sounds.open()
    assert sounds is not None
    sounds.play("score", 0.5)
    sounds.play("no such sound", 0.5)


def wait(thinker, seconds: float = 20.0):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        outcome = thinker.poll()
        if outcome is not None:
            return outcome
        time.sleep(0.01)
    raise AssertionError("no answer")


def test_the_worker_process_answers_and_a_cancelled_search_is_dropped():
    thinker = ai_worker.make_thinker()
    assert isinstance(thinker, ai_worker.ProcessThinker)
    state = State.new_game(2, 4)
    seat = state.to_move
    thinker.start(("t", seat), "expert", 1, View.of(state, seat), Budget(seconds=30))
    time.sleep(0.2)
    started = time.perf_counter()
    thinker.start(("t", seat), "random", 1, View.of(state, seat), Budget(seconds=1))  # supersedes it
    outcome = wait(thinker)
    assert time.perf_counter() - started < 10
    assert outcome.error is None and outcome.action in state.legal_actions()
    thinker.start(("t", seat), "no-such-level", 1, View.of(state, seat), Budget(seconds=1))
    assert "no-such-level" in wait(thinker).error  # reported, not a crash


def test_undo_stops_at_drawn_tiles_and_at_other_players_decisions():
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 2)
    state = session.state
    assert state.to_move == 0
    assert not session.can_undo()
    tile = next(a for a in state.legal_actions() if a.kind == 2)
    session.apply(tile)
    assert session.can_undo()
    assert session.undo() == str(tile) and session.record.actions == []
    session.apply(tile)
    swap = next(a for a in session.state.legal_actions() if a.kind == SWAP)
    session.apply(swap)  # tiles drawn: no way back
    assert not session.can_undo()
    assert session.state.to_move == 1 and not session.seats[1].human


def test_an_unexpected_error_in_the_window_is_one_line_and_a_log(tmp_path, monkeypatch, capsys):
    from game.client import app as app_module
    from game.client.menu import MainMenu

    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path))

    def broken(self, surface, alpha):
        raise RuntimeError("a bug in a scene")

    monkeypatch.setattr(MainMenu, "draw", broken)
    monkeypatch.setattr("game.client.lessons_menu.suggest_tutorial", lambda app: None, raising=False)
    assert app_module.run_app(["--no-sound"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unexpected error" in err[0] and "crash.log" in err[0]
    assert "a bug in a scene" in (tmp_path / "crash.log").read_text()


def test_the_music_loop_is_shipped_and_starts_and_stops():
    from game.client.sounds import Music

    assert Sounds.open() is not None  # the mixer is open (dummy audio)
    music = Music.open()
    assert music is not None and music.path.endswith("two-rivers-loop.ogg")
    music.set(0.3)
    assert music.playing
    music.set(0.0)  # 0: off
    assert not music.playing


def test_the_sounds_are_made_off_the_frame_loop_and_then_play(monkeypatch):
    import threading

    from game.client import sounds as sounds_module
    from game.client.app import App
    from game.client.clock import ManualClock
    from game.client.settings import Settings

    made_on = []
    release = threading.Event()
    real = sounds_module.synthesise

    def slow_synthesise():
        made_on.append(threading.current_thread().name)
        release.wait(10)  # as long as the test says: the frames must go on meanwhile
        return real()

    monkeypatch.setattr(sounds_module, "synthesise", slow_synthesise)
    app = App(Settings(), clock=ManualClock(), size=(1024, 640), sound=True)
    app.run_frames(10)
    assert app.sound is None and app.frames == 10  # frames went on while the effects were made
    release.set()
    deadline = time.perf_counter() + 10
    while app.sound is None and time.perf_counter() < deadline:
        app.run_frames(1)
        time.sleep(0.01)
    assert made_on == ["sound synthesis"]
    assert app.sound is not None and "score" in app.sound.sounds
    app.play("score")
