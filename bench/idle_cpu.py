"""How much processor the game window uses while nothing moves.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m bench.idle_cpu \
        [--seconds 20] [--size 1280x800] [--no-idle]

Opens the real window (headless with SDL's dummy driver) on the real clock
and runs its real loop (`App.run`) in three situations where nothing moves
and no computer thinks: the main menu, a game waiting for the person's
action, and a game waiting for "End turn". For each it reports the
processor time the window's process used per second of wall time (100 %:
one core busy), and how many frames it drew. `--no-idle` runs the loop as it
was before issue 15 (a frame drawn 60 times a second whatever happens), for
comparison.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def measure(app, seconds: float) -> tuple[float, int, int]:
    """Run the window's own loop for `seconds`; (processor share, frames run, frames drawn)."""
    stop = threading.Timer(seconds, lambda: setattr(app, "running", False))
    frames, drawn = app.frames, app.drawn
    app.running = True
    cpu, wall = time.process_time(), time.perf_counter()
    stop.start()
    app.run()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return cpu / wall, app.frames - frames, app.drawn - drawn


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.idle_cpu", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--no-idle", action="store_true", help="draw 60 frames a second regardless")
    args = parser.parse_args(argv)
    import tempfile

    os.environ.setdefault("TWO_RIVERS_DATA_DIR", tempfile.mkdtemp(prefix="two-rivers-bench-"))
    from game.client.app import App
    from game.client.clock import RealClock
    from game.client.game_scene import open_session
    from game.client.menu import MainMenu
    from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session
    from game.client.settings import Settings
    from game.client.tigris.testing import hand_slots
    from game.engine.grid import bit_list
    from game.engine.tigris import Action
    from game.engine.tigris.actions import TILE

    w, h = (int(v) for v in args.size.split("x"))
    app = App(Settings(width=w, height=h), clock=RealClock(), size=(w, h), sound=False)
    app.idle = not args.no_idle
    app.push(MainMenu(app))
    print(
        f"idle processor use over {args.seconds:.0f} s each, {args.size}, "
        f"{'drawing every frame (before issue 15)' if args.no_idle else 'sleeping while nothing moves'}"
    )
    settle = 1.0
    results = []
    measure(app, settle)
    results.append(("main menu", *measure(app, args.seconds)))
    game = open_session(app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3))
    while game.decision != "action":
        app.frame()
        time.sleep(0.01)
    measure(app, settle + 1.0)  # the turn's banner and the summary come to rest
    results.append(("game, waiting for an action", *measure(app, args.seconds)))
    for _ in range(2):  # two tiles: the turn waits for "End turn"
        colour = hand_slots(game)[0][1]
        cell = bit_list(game.state.legal_actions().cells(TILE, colour))[0]
        game.decide(Action(TILE, colour, cell))
    measure(app, settle + 1.0)
    results.append(("game, waiting for End turn", *measure(app, args.seconds)))
    for name, share, frames, drawn in results:
        print(f"  {name:30s} processor {share * 100:5.1f} %   frames run {frames:5d}   drawn {drawn:5d}")
    game.thinker.cancel()
    return 0


if __name__ == "__main__":
    sys.exit(main())
