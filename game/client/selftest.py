"""`tworivers --selftest`: open the real window, play computer players
against each other through it, and say whether everything worked.

It is what a player or a tester runs to check an installation, and what the
build test runs inside the freshly built executable: the same scene stack,
event loop, computer-player worker and autosave as a real game, driven by
mouse and key events posted to pygame's queue (`driver.Driver`), with
animations at the "instant" speed. Checks on the way: the main menu comes
up; the new-game scene sets up the seats; the game goes on to its end (or
to `--decisions`); the window's record replays to the same state in the
engine; the autosave on disk loads; every game's lessons load; no
computer player reported a problem.

Exit 0 after a line "selftest: passed …"; exit 1 with one line
"selftest: failed: …". The player's own settings and saves are never
touched: the self-test uses a temporary data folder unless
`TWO_RIVERS_DATA_DIR` is set.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from game.cli_args import OutputErrorsParser, decimal_number, whole_number

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


class SelfTestFailure(Exception):
    """What went wrong, in one line for the player."""


class _Parser(OutputErrorsParser):
    def error(self, message: str) -> NoReturn:  # one line, not argparse's usage block
        raise SelfTestFailure(f"usage: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tworivers --selftest",
        description="Play computer players against each other in the game window and check "
        "that everything works. Exit 0 when it does; 1 with the reason otherwise.",
    )
    parser.add_argument("--game", default="tigris", help="which game: tigris or yangtze (default tigris)")
    parser.add_argument("--players", type=whole_number, default=2, help="2 to 4 seats (default 2)")
    parser.add_argument("--level", default="random", help="the computer players' level (default random)")
    parser.add_argument(
        "--decisions",
        type=whole_number,
        default=0,
        help="stop after this many decisions (default 0: play the whole game)",
    )
    parser.add_argument("--seed", type=whole_number, default=1, help="seed of the game (default 1)")
    parser.add_argument("--size", default="1024x640", metavar="WxH", help="window size (default 1024x640)")
    parser.add_argument(
        "--timeout", type=decimal_number, default=600.0, help="give up after this many seconds (default 600)"
    )
    parser.add_argument(
        "--menu-only", action="store_true", help="stop once the main menu is on screen (to time the start-up)"
    )
    parser.add_argument(
        "--show", action="store_true", help="use the real screen and sound instead of SDL's dummy drivers"
    )
    parser.add_argument("--no-sound", action="store_true", help="do not open the audio device")
    parser.add_argument("--challenges", action="store_true",
                        help="play every challenge's stored solution in the window instead of a game")
    return parser


def main(argv: list[str]) -> int:
    """Run the self-test; the exit code for the process."""
    try:
        args = build_parser().parse_args(argv)
        _check_args(args)
    except SelfTestFailure as problem:
        print(f"tworivers --selftest: {problem}", file=sys.stderr)
        return EXIT_USAGE
    except SystemExit as stop:  # --help
        return EXIT_OK if stop.code in (0, None) else EXIT_USAGE
    if not args.show:
        # Before pygame opens anything: a window nobody sees, and no sound card needed.
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    temporary = None
    if not os.environ.get("TWO_RIVERS_DATA_DIR"):
        temporary = tempfile.mkdtemp(prefix="tworivers-selftest-")
        os.environ["TWO_RIVERS_DATA_DIR"] = temporary
    try:
        report = SelfTest(args, print_line).run()
    except SelfTestFailure as problem:
        print(f"selftest: failed: {problem}", file=sys.stderr)
        return EXIT_FAILED
    except Exception as error:  # anything else is a failure too, reported in one line
        print(f"selftest: failed: {_one_line(error)}", file=sys.stderr)
        return EXIT_FAILED
    finally:
        _close_pygame()
        if temporary is not None:
            os.environ.pop("TWO_RIVERS_DATA_DIR", None)
            shutil.rmtree(temporary, ignore_errors=True)
    print(f"selftest: passed: {report}")
    return EXIT_OK


def print_line(text: str) -> None:
    print(text, flush=True)


def _check_args(args: argparse.Namespace) -> None:
    if not 2 <= args.players <= 4:
        raise SelfTestFailure("--players must be 2, 3 or 4")
    if args.decisions < 0:
        raise SelfTestFailure("--decisions must not be negative")
    if not 0 <= args.seed < 10**9:
        raise SelfTestFailure("--seed must be from 0 to 999999999")
    if not 0 < args.timeout < math.inf:  # also refuses nan and inf
        raise SelfTestFailure("--timeout must be a number of seconds more than 0")
    try:
        w, h = (whole_number(v) for v in args.size.lower().split("x"))
    except (ValueError, argparse.ArgumentTypeError):
        raise SelfTestFailure(f"--size {args.size!r}: expected WIDTHxHEIGHT, like 1024x640") from None
    from .app import MIN_SIZE

    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise SelfTestFailure(f"--size {args.size!r}: at least {MIN_SIZE[0]}x{MIN_SIZE[1]}")
    args.size = (w, h)
    from game.engine import RULESETS

    if args.game not in RULESETS:
        raise SelfTestFailure(f"--game {args.game!r}: one of {', '.join(RULESETS)}")
    if not args.menu_only:  # (not before a start-up timing: the window does not load the players first)
        from ai import levels_for

        if args.level not in levels_for(args.game):
            raise SelfTestFailure(f"--level {args.level!r}: one of {', '.join(levels_for(args.game))}")


def _one_line(error: BaseException) -> str:
    """The error and where it was raised, on one line."""
    text = " ".join(str(error).split()) or "(no message)"
    where = ""
    tb = error.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is not None:
        where = f" (at {Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno})"
    return f"{type(error).__name__}: {text}{where}"


def _close_pygame() -> None:
    if "pygame" in sys.modules:
        sys.modules["pygame"].quit()


# ---------------------------------------------------------------- the run


class SelfTest:
    def __init__(self, args: argparse.Namespace, say: Callable[[str], None]) -> None:
        self.args = args
        self.say = say
        self.started = time.perf_counter()
        self.deadline = self.started + args.timeout
        self.memory = MemorySampler()

    def run(self) -> str:
        from .driver import Driver
        from .menu import MainMenu

        args = self.args
        from .app import STEP
        from .clock import ManualClock

        driver = Driver(args.size, speed="instant", sound=not args.no_sound)
        self.driver = driver
        app = driver.app
        # One simulation step a frame: a step decides at most once, so `--decisions N` stops at
        # exactly N (with two steps a frame, a frame could bring decisions N and N + 1).
        app.clock = ManualClock(STEP)
        self.errors: list[str] = []
        notify = app.notify

        def keep_errors(text: str, *rest, **options) -> None:
            # Error messages fade after a few seconds; the self-test must still see them at the end.
            if options.get("error") or (len(rest) > 1 and rest[1]):
                self.errors.append(text)
            notify(text, *rest, **options)

        # the self-test wraps this window's notify (an instance's own attribute from here on)
        app.notify = keep_errors  # type: ignore[method-assign]
        if not isinstance(driver.top, MainMenu):
            raise SelfTestFailure(f"the window opened on {type(driver.top).__name__}, not the main menu")
        since_start = seconds_since_process_start()
        menu_after = time.perf_counter() - self.started
        if since_start is not None:
            self.say(f"selftest: main menu on screen {since_start:.2f} s after the program started")
        else:
            self.say(f"selftest: main menu on screen {menu_after:.2f} s after the self-test began")
        if args.menu_only:
            return "main menu shown"
        if args.challenges:
            from .selftest_challenges import play_challenges

            return play_challenges(driver, self.deadline, self.say, SelfTestFailure)
        self._check_lessons()
        self._set_up_game()
        game = self._play()
        state = game.state
        decisions = len(game.session.record.actions)
        if game.session.record.replay() != state:
            raise SelfTestFailure("the window's record does not replay to the game it shows")
        over = state.is_over
        if over:
            self._leave_end_scene()
        app.request_quit()
        self._check_autosave(game.session, over)
        if self.errors:
            raise SelfTestFailure(f"the window reported: {self.errors[0]}")
        seconds = time.perf_counter() - self.started
        work = sorted(app.frame_work)
        worst = work[-1] * 1000 if work else 0.0
        p99 = work[int(0.99 * (len(work) - 1))] * 1000 if work else 0.0
        outcome = "game over" if over else "stopped as asked"
        self.say(
            f"selftest: {decisions} decisions, {app.frames} frames in {seconds:.1f} s "
            f"(frame work: 99th percentile {p99:.1f} ms, worst {worst:.1f} ms)"
        )
        self.say(f"selftest: sound {'on' if app.sound is not None else 'off'}; {self.memory.describe()}")
        return (
            f"{args.game}, {args.players} {args.level} players, {decisions} decisions ({outcome}), "
            f"{seconds:.1f} s"
        )

    # ------------------------------------------------------------ steps

    def _check_lessons(self) -> None:
        from game.lessons import load_lessons

        lessons, problems = load_lessons()
        if problems:
            raise SelfTestFailure(f"a lesson does not load: {problems[0]}")
        if not lessons:
            raise SelfTestFailure("no lessons found (levels/ is missing)")
        self.say(f"selftest: {len(lessons)} lessons load")

    def _set_up_game(self) -> None:
        """Through the new-game scene, as a player would: every seat a
        computer of the asked level, the asked number of seats and seed."""
        from .dialogs import MenuDialog
        from .session import available_levels
        from .setup import NewGameScene

        d, args = self.driver, self.args
        levels = available_levels(args.game)
        if args.level not in levels:
            raise SelfTestFailure(f"no computer level {args.level!r} ({', '.join(levels)})")
        d.click_button("new")
        if isinstance(d.top, MenuDialog):  # a game in progress in the data folder: asked first
            d.click_button("start new")  # (it is kept in Load game)
        scene = d.top
        if not isinstance(scene, NewGameScene):
            raise SelfTestFailure(f"'New game' opened {type(scene).__name__}")
        d.click_button(f"game {args.game}")
        if scene.setup.game != args.game:
            raise SelfTestFailure(f"the new-game scene set up {scene.setup.game}, not {args.game}")
        setup = scene.setup
        for _attempt in range(4):
            if len(setup.seats) == args.players:
                break
            d.click_button("add" if len(setup.seats) < args.players else "remove")
        for seat in range(args.players):
            if setup.seats[seat].human:
                d.click_button(f"kind {seat}")
            for _attempt in range(len(levels)):
                if setup.seats[seat].level == args.level:
                    break
                d.click_button(f"level {seat}")
        wanted = [("computer", args.level)] * args.players
        got = [(s.kind, s.level) for s in setup.seats]
        if got != wanted:
            raise SelfTestFailure(f"the new-game scene set up {got}, not {wanted}")
        d.click_button("seed")
        import pygame

        for digit in str(args.seed):
            d.key(pygame.K_0 + int(digit), digit)
        d.key(pygame.K_RETURN)
        if scene.seed_text != str(args.seed):
            raise SelfTestFailure(f"typing the seed gave {scene.seed_text!r}")
        d.click_button("start")

    def _play(self):
        """Frames until the game ends (or enough decisions); the game scene."""
        from .end_scene import EndScene

        d, args = self.driver, self.args
        game = d.game
        if game is None:
            raise SelfTestFailure(f"'Start' opened {type(d.top).__name__}, not the game")
        if (
            game.session.record.start.seed != args.seed
            or game.state.n != args.players
            or game.session.game != args.game
        ):
            raise SelfTestFailure("the game started is not the one set up")
        last_count, last_change = -1, time.perf_counter()
        stall_limit = 60.0 if args.level in ("random", "beginner") else 180.0
        while True:
            d.frames(1)
            if getattr(game.thinker, "thinking", False):
                time.sleep(0.004)  # frames need not spin while a computer player thinks
            self.memory.maybe_sample()
            count = len(game.session.record.actions)
            now = time.perf_counter()
            if isinstance(d.top, EndScene) or (args.decisions and count >= args.decisions):
                return game
            if not d.app.running:
                raise SelfTestFailure("the window closed by itself")
            if d.game is not game:
                raise SelfTestFailure(f"the game scene was replaced by {type(d.top).__name__}")
            if count != last_count:
                last_count, last_change = count, now
                if count and count % 100 == 0:
                    self.say(f"selftest: {count} decisions")
            elif now - last_change > stall_limit:
                raise SelfTestFailure(
                    f"no decision for {stall_limit:.0f} s after decision {count} "
                    f"(seat {game.state.to_move} to move)"
                )
            if now > self.deadline:
                raise SelfTestFailure(f"out of time ({args.timeout:.0f} s) after {count} decisions")
            if game.state.is_over and now - last_change > 30:
                raise SelfTestFailure("the game ended but the end screen did not open")

    def _leave_end_scene(self) -> None:
        from .end_scene import EndScene
        from .menu import MainMenu

        d = self.driver
        end = d.top
        if not isinstance(end, EndScene):
            raise SelfTestFailure("the end screen is missing")
        if end.ranking != d.game.state.ranking():
            raise SelfTestFailure("the end screen's ranking is not the engine's")
        d.click_button("menu")
        if not isinstance(d.top, MainMenu):
            raise SelfTestFailure(f"'Main menu' opened {type(d.top).__name__}")

    def _check_autosave(self, session, over: bool) -> None:
        """The autosave on disk is this game (it is written on a thread: wait for it)."""
        from game.engine import BadFileError
        from game.paths import autosave_path

        from .saves import read_save

        path = autosave_path()
        wanted = session.record.actions
        problem = "no autosave was written"
        for _attempt in range(100):
            if path.exists():
                try:
                    saved, _notes = read_save(path)
                except BadFileError as error:
                    problem = f"the autosave does not load: {error}"
                else:
                    if saved.record.actions == wanted:
                        self.say(f"selftest: the autosave holds all {len(wanted)} decisions")
                        return
                    problem = f"the autosave holds {len(saved.record.actions)} of {len(wanted)} decisions"
            elif over:
                problem = "no autosave was written"
            time.sleep(0.1)
        raise SelfTestFailure(problem)


# ---------------------------------------------------------------- measurements


def seconds_since_process_start() -> float | None:
    """How long this process has been running (Linux: from /proc, to 10 ms);
    None where that cannot be read."""
    try:
        stat = Path("/proc/self/stat").read_text()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        start_ticks = int(stat.rsplit(")", 1)[1].split()[19])  # field 22: start time in clock ticks
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def rss_bytes(pid: int | str = "self") -> int | None:
    """Resident memory of a process now (Linux), None where unknown."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def descendants(pid: int) -> list[int]:
    """Child processes, their children and so on (Linux), for the computer
    players' worker processes."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            parent = int(stat.rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def peak_rss_bytes(pid: int | str = "self") -> int | None:
    """The most resident memory a process (this one) has used."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    if pid != "self":
        return None
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024  # bytes on macOS, KiB elsewhere


class MemorySampler:
    """Samples the memory of this process (or `pid`) and its helpers twice
    a second during the game (Linux); elsewhere reports this process's peak."""

    INTERVAL = 0.5

    def __init__(self, pid: int | None = None) -> None:
        self.pid = os.getpid() if pid is None else pid
        self.next_at = 0.0
        self.totals: list[int] = []  # this process and its helpers, at each sample
        self.peak_helpers = 0

    @property
    def samples(self) -> int:
        return len(self.totals)

    @property
    def peak_total(self) -> int:
        return max(self.totals, default=0)

    @property
    def typical_total(self) -> int:
        """The median sample: what the game holds most of the time, where the
        peak may be one moment of a search."""
        ordered = sorted(self.totals)
        return ordered[len(ordered) // 2] if ordered else 0

    def maybe_sample(self) -> None:
        now = time.perf_counter()
        if now < self.next_at:
            return
        self.next_at = now + self.INTERVAL
        own = rss_bytes(self.pid)
        if own is None:
            return
        helpers = [rss_bytes(pid) or 0 for pid in descendants(self.pid)]
        self.totals.append(own + sum(helpers))
        self.peak_helpers = max(self.peak_helpers, len(helpers))

    def describe(self) -> str:
        peak = peak_rss_bytes("self" if self.pid == os.getpid() else self.pid)
        text = f"memory: peak {peak / 2**20:.0f} MB in the window's process" if peak else "memory: unknown"
        if self.samples:
            text += (
                f", at most {self.peak_total / 2**20:.0f} MB with its helper processes "
                f"(up to {self.peak_helpers}; typically {self.typical_total / 2**20:.0f} MB; "
                f"{self.samples} samples)"
            )
        return text
