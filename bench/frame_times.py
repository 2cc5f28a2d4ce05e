"""Frame times of the game window while computer players think.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m bench.frame_times \
        [--game tigris|yangtze] [--seconds 30] [--ai strong,strong,expert] [--size 1280x800] \
        [--speed normal] [--log FILE]

Opens the real window (headless with SDL's dummy driver), starts a game of
computer players only, and runs the real loop on the real clock at 60 frames
a second for `--seconds`. Every frame's start time is logged; the report
gives the gaps between frames (what a player sees as smoothness): median,
99th percentile and worst, plus the time the frame's own work took, and how
many decisions the computer players made meanwhile. The target is a 99th
percentile gap under 25 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.frame_times", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="tigris", help="which game: tigris or yangtze (default tigris)")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--ai", default="strong,strong,expert", help="computer level per seat (2 to 4)")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--speed", default="normal", choices=["slow", "normal", "fast", "instant"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--log",
        default=None,
        metavar="FILE",
        help="also write every frame (start in s, gap and work in ms) as CSV",
    )
    args = parser.parse_args(argv)
    import tempfile

    os.environ.setdefault("TWO_RIVERS_DATA_DIR", tempfile.mkdtemp(prefix="two-rivers-bench-"))
    from game.client.app import App
    from game.client.clock import RealClock
    from game.client.game_scene import open_session
    from game.client.menu import MainMenu
    from game.client.session import COMPUTER, GameSetup, Seat, Session
    from game.client.settings import Settings
    from game.engine import RULESETS, get_ruleset

    levels = [name.strip() for name in args.ai.split(",") if name.strip()]
    if not 2 <= len(levels) <= 4:
        print("--ai: name 2 to 4 levels", file=sys.stderr)
        return 2
    if args.game not in RULESETS:
        print(f"--game: one of {', '.join(RULESETS)}", file=sys.stderr)
        return 2
    w, h = (int(v) for v in args.size.split("x"))
    app = App(Settings(width=w, height=h, speed=args.speed), clock=RealClock(), size=(w, h), sound=False)
    app.push(MainMenu(app))
    setup = GameSetup(
        [Seat(COMPUTER, level) for level in levels],
        game=args.game,
        dynasties=list(get_ruleset(args.game).dynasties),
    )
    game = open_session(app, Session.new(setup, args.seed))
    starts: list[float] = []
    work: list[float] = []
    games = 1
    decisions = 0
    began = time.perf_counter()
    while time.perf_counter() - began < args.seconds:
        start = time.perf_counter()
        starts.append(start)
        app.frame()
        work.append(time.perf_counter() - start)
        app.clock.wait(1 / 60)
        if game.state.is_over:  # keep the computers busy: start the next game
            decisions += len(game.session.record.actions)
            games += 1
            game = open_session(app, Session.new(setup, args.seed + games))
    decisions += len(game.session.record.actions)
    game.thinker.cancel()
    gaps = [(b - a) * 1000 for a, b in zip(starts, starts[1:], strict=False)][30:]  # skip start-up
    work_ms = [t * 1000 for t in work][30:]
    print(
        f"frame times over {args.seconds:.0f} s, {args.game}, {args.size}, "
        f"computer players {', '.join(levels)}, speed {args.speed}"
    )
    print(
        f"  frames {len(gaps)} ({len(gaps) / args.seconds:.1f} a second); decisions made {decisions} "
        f"in {games} game{'s' * (games != 1)}"
    )
    print(
        f"  gap between frames: median {statistics.median(gaps):.1f} ms, "
        f"99th percentile {percentile(gaps, 0.99):.1f} ms, worst {max(gaps):.1f} ms"
    )
    print(
        f"  work per frame:     median {statistics.median(work_ms):.1f} ms, "
        f"99th percentile {percentile(work_ms, 0.99):.1f} ms, worst {max(work_ms):.1f} ms"
    )
    if args.log:
        from pathlib import Path

        rows = ["start_s,gap_ms,work_ms"] + [
            f"{starts[i + 1] - began:.4f},{(starts[i + 1] - starts[i]) * 1000:.2f},{work[i + 1] * 1000:.2f}"
            for i in range(len(starts) - 1)
        ]
        Path(args.log).write_text("\n".join(rows) + "\n", encoding="utf-8")
        print(f"  every frame written to {args.log}")
    ok = percentile(gaps, 0.99) < 25
    print("  target (99th percentile gap under 25 ms):", "met" if ok else "NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
