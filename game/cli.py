"""The `tworivers` command line (`../shared/spec/formats.md`, `docs/cli.md`).

Errors in what the user gave us (a file, an action, an option) print one
line and exit 2; nothing else is printed and no traceback is shown.
"""

from __future__ import annotations

import argparse
import errno
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from typing import Any, NoReturn

from game.cli_args import OutputErrorsParser, decimal_number, whole_number
from game.engine import (
    RULESETS,
    BadFileError,
    View,
    dump_position,
    get_ruleset,
    load_position,
    new_game,
)
from game.engine.actions import shorten
from game.engine.rng import SEED_LIMIT
from game.storage import read_record_file

EXIT_USAGE = 2
EXIT_PENDING = 3


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""


class _Parser(OutputErrorsParser):
    def error(self, message: str) -> NoReturn:  # argparse would print usage; we print one line
        raise UsageError(f"{self.prog}: {message}")


# Numbers on the command line are written as in the files: ASCII digits only. Python's `int`
# and `float` would also take "٢", "1_000" and " 3 ", which no record reads.
def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tworivers", description="Two Rivers: Tigris & Euphrates and Yellow & Yangtze.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--selftest", action="store_true",
                        help="play a short computer game in the window and check that it all works"
                             " (options: tworivers --selftest --help)")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    run = sub.add_parser("run", help="replay a record file")
    run.add_argument("record", help="a record (.toml)")
    out = run.add_mutually_exclusive_group()
    out.add_argument("--print-position", action="store_true",
                     help="print the final position (TOML)")
    out.add_argument("--json", action="store_true", help="print the final state as JSON")

    sim = sub.add_parser("simulate", help="play computer-only games without a window")
    _game_options(sim)
    sim.add_argument("--players", type=whole_number, default=2, help="2 to 4 (default 2)")
    sim.add_argument("--games", type=whole_number, default=1, help="number of games (default 1)")
    sim.add_argument("--seed", type=whole_number, default=1, help="seed of the first game (default 1)")
    sim.add_argument("--ai", default="random",
                     help="computer player per seat, comma-separated (one name: every seat)")
    sim.add_argument("--seconds", type=decimal_number, default=None,
                     help="thinking time per decision for players that search")
    sim.add_argument("--iterations", type=whole_number, default=None,
                     help="iterations per decision for players that search")
    sim.add_argument("--records", default=None, metavar="DIR",
                     help="write each game's record into DIR")

    from game.cli_review import add_parser as add_review

    add_review(sub, whole_number)

    tour = sub.add_parser("tournament", help="computer players against each other, seats rotated")
    _game_options(tour)
    tour.add_argument("--ai", required=True,
                      help="entrants, comma-separated; LEVEL or LEVEL:ITERATIONS or LEVEL:SECONDSs")
    tour.add_argument("--players", type=whole_number, default=2, help="2 to 4 (default 2)")
    tour.add_argument("--games", type=whole_number, default=20, help="games (rounded up to whole seeds)")
    tour.add_argument("--seed", type=whole_number, default=1, help="first seed (default 1)")
    tour.add_argument("--seconds", type=decimal_number, default=None, help="default seconds per decision")
    tour.add_argument("--iterations", type=whole_number, default=None, help="default iterations per decision")
    tour.add_argument("--jobs", type=whole_number, default=None,
                      help="parallel games (default: one per core)")
    tour.add_argument("--log", default=None, metavar="FILE", help="write every game as JSON lines")
    tour.add_argument("--quiet", action="store_true", help="print only the summary")
    return parser


def _game_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="tigris", choices=sorted(RULESETS),
                        help="which game (default tigris)")
    parser.add_argument("--map", default=None,
                        help="board: standard or advanced (Tigris & Euphrates; default standard)")
    parser.add_argument("--short", action="store_true",
                        help="the two-player short game (Yellow & Yangtze)")
    parser.add_argument("--variants", default=None, metavar="NAMES",
                        help="optional rules, comma-separated, or all (Tigris & Euphrates: "
                             "measured-support,wonder,buildings)")


def _new_game_settings(prog: str, args: argparse.Namespace) -> tuple[str, dict]:
    """The map and the game's options the command line asked for, checked."""
    ruleset = get_ruleset(args.game)
    board = args.map or ruleset.maps[0]
    if board not in ruleset.maps:
        raise UsageError(f"{prog}: --map must be {' or '.join(ruleset.maps)} for {ruleset.title}")
    options = {}
    if args.short:
        if "short" not in ruleset.option_keys:
            raise UsageError(f"{prog}: {ruleset.title} has no short game (--short)")
        if args.players != 2:
            raise UsageError(f"{prog}: --short is for two players")
        options["short"] = True
    if args.variants is not None:
        options.update(_variants(prog, ruleset, args.variants))
    return board, options


def _variants(prog: str, ruleset: Any, text: str) -> dict:
    """`--variants a,b` (or `all`) as the game's `variants` option, checked."""
    known = ruleset.variant_names
    if not known:
        raise UsageError(f"{prog}: {ruleset.title} has no variants (--variants)")
    names = list(known) if text.strip() == "all" else text.replace(",", " ").split()
    for name in names:
        if name not in known:
            raise UsageError(f"{prog}: --variants: unknown variant {name!r} ({', '.join(known)}, or all)")
    return {"variants": [name for name in known if name in names]} if names else {}


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; the exit code. Output that cannot be written ends it: a closed
    pipe (`| head -1`) quietly, as Unix tools do; a full disk with one line, exit 2."""
    try:
        try:
            code = _main(argv)
        except SystemExit as stop:  # --help: argparse printed the help and stops
            code = stop.code if isinstance(stop.code, int) else 0 if stop.code is None else EXIT_USAGE
        sys.stdout.flush()  # now, not at exit, where an error could only be printed as a traceback
        return code
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_PIPE
    except OSError as error:  # writing the output or the tournament's log failed
        if error.filename is None and error.errno not in _OUTPUT_ERRORS:
            raise
        _silence_stdout()
        what = error.filename if error.filename is not None else "standard output"
        print(f"tworivers: cannot write to {what} ({error.strerror or error})", file=sys.stderr)
        return EXIT_USAGE


_OUTPUT_ERRORS = {getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EFBIG", "EIO", "EBADF", "EROFS")
                  if hasattr(errno, name)}


EXIT_PIPE = 141  # what a shell reports for a program ended by SIGPIPE (128 + 13)


def _silence_stdout() -> None:
    """Point standard output at the null device, so that Python's final flush of what is
    still buffered cannot fail again (Python's documented way for SIGPIPE)."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):  # no real standard output: nothing to flush
        pass


def _main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--selftest"]:  # its options are its own (game/client/selftest.py)
        from game.client.selftest import main as selftest

        return selftest(argv[1:])
    if argv and argv[0].startswith("-") and argv[0] not in ("--version", "-h", "--help"):
        return cmd_window(argv)  # window options (--size, --fullscreen, --no-sound)
    try:
        args = build_parser().parse_args(argv)
        if args.version:
            from importlib.metadata import version

            print(f"tworivers {version('two-rivers')}")
            return 0
        if args.command == "run":
            return cmd_run(args)
        if args.command == "simulate":
            return cmd_simulate(args)
        if args.command == "tournament":
            return cmd_tournament(args)
        if args.command == "review":
            from game.cli_review import cmd_review

            return cmd_review(args, UsageError)
        return cmd_window(argv)
    except (UsageError, BadFileError) as error:
        # One line, at most 300 characters: a message may quote a value from a file,
        # and a file can hold a megabyte on one line.
        print(shorten(str(error), 300), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


def cmd_window(argv: list[str]) -> int:
    try:
        from game.client.app import run_app
    except ImportError:
        print("The game window is not built yet. Try `tworivers simulate --players 3 --games 2`"
              " to watch computer players, or `tworivers run RECORD` to replay a record.")
        return 0
    return run_app(argv)


# ---------------------------------------------------------------- run

def cmd_run(args: argparse.Namespace) -> int:
    record = read_record_file(args.record)
    state = record.replay()
    if args.print_position:
        if state.is_over:
            print(f"{args.record}: no position to print: the game is over, there is nothing to continue "
                  "from (--json shows the final state)", file=sys.stderr)
            return EXIT_PENDING
        if state.pending is not None:
            print(f"{args.record}: no position to print: a {state.pending} is pending "
                  f"({state.describe_pending()})", file=sys.stderr)
            return EXIT_PENDING
        text = dump_position(state)
        try:
            # What is printed must read back. Play can carry a turn or a score past what a
            # position may hold (a start at turn 1,000,000,000, four turns on); refused here,
            # not printed to be refused later.
            load_position(text)
        except BadFileError as error:
            raise BadFileError(f"no position to print: it would not read back ({error.problem})",
                               args.record) from None
        sys.stdout.write(text)
        return 0
    if args.json:
        print(json.dumps(state_json(state), indent=2))
        return 0
    print(summary(state, len(record.actions)))
    return 0


def state_json(state: Any) -> dict:
    """What `run --json` prints: the position's fields, then the decision loop's
    (`to_move`, `pending`, `legal`, `game_over`, and when it is over `ranking`
    and `final`), the same keys for both games; a conflict being fought is
    summarised under `conflict` (an extension)."""
    ruleset = state.ruleset
    data = (ruleset.json_dict or ruleset.position_dict)(state)
    data["to_move"] = state.to_move if not state.is_over else None
    data["pending"] = state.pending
    data["legal"] = [str(a) for a in state.legal_actions()]
    data["game_over"] = state.is_over
    conflict = ruleset.conflict_dict(state)
    if conflict is not None:
        data["conflict"] = conflict
    if state.is_over:
        data["end_reason"] = state.end_reason
        data["ranking"] = [group[0] if len(group) == 1 else list(group)
                           for group in state.ranking()]
        data["final"] = [list(scores) for scores in state.final_scores()]
    return data


END_REASONS = {"bag": "the bag ran out", "treasures": "two treasures or fewer left"}


def summary(state: Any, decisions: int) -> str:
    lines = [f"{state.ruleset.title}: {decisions} decisions replayed; turn {state.turn + 1}"]
    settings = state.ruleset.describe_settings(state)
    if settings:
        lines.append(settings)
    if state.is_over:
        lines.append(f"game over ({END_REASONS.get(state.end_reason, state.end_reason)})")
    else:
        lines.append(f"to move: seat {state.to_move} ({state.dynasties[state.to_move]}); "
                     f"pending: {state.pending or 'nothing'} — {state.describe_pending()}")
    finals = state.final_scores() if state.is_over else None
    for seat in range(state.n):
        line = f"seat {seat} ({state.dynasties[seat]}): {state.seat_summary(seat)}"
        if finals:
            line += f"; final {'/'.join(str(v) for v in finals[seat])}"
        lines.append(line)
    if state.is_over:
        lines.append("ranking: " + " > ".join(
            " = ".join(f"seat {s}" for s in group) for group in state.ranking()))
    return "\n".join(lines)


# ---------------------------------------------------------------- simulate

def cmd_simulate(args: argparse.Namespace) -> int:
    from ai import Budget, make_player

    if not 2 <= args.players <= 4:
        raise UsageError("tworivers simulate: --players must be 2, 3 or 4")
    if args.games < 1:
        raise UsageError("tworivers simulate: --games must be at least 1")
    _check_seeds("tworivers simulate", args.seed, args.games)
    _check_path_option("tworivers simulate", "--records", args.records)
    levels = [name.strip(" \t") for name in args.ai.split(",") if name.strip(" \t")]
    if len(levels) == 1:
        levels = levels * args.players
    if len(levels) != args.players:
        raise UsageError(f"tworivers simulate: --ai names {len(levels)} players for "
                         f"{args.players} seats")
    for name in levels:
        _check_level("tworivers simulate", name, args.game)
    _check_budget("tworivers simulate", args)
    board, options = _new_game_settings("tworivers simulate", args)
    budget = Budget(seconds=args.seconds, iterations=args.iterations)
    if args.records:  # before the first game, not after it
        _records_folder(args)
    wins = [0.0] * args.players
    total_decisions = 0
    started = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        state = new_game(args.game, args.players, seed, board, **options)
        players = [make_player(level, seed * 7919 + seat) for seat, level in enumerate(levels)]
        actions: list[Any] = []
        while not state.is_over:
            seat = state.to_move
            action = players[seat].choose(View.of(state, seat), budget, None)
            state.apply(action)
            actions.append(action)
        total_decisions += len(actions)
        winners = state.ranking()[0]
        for seat in winners:
            wins[seat] += 1 / len(winners)
        finals = state.final_scores()
        print(f"game {game + 1}: seed {seed}, {len(actions)} decisions, {state.turn + 1} turns, "
              f"ended by {state.end_reason}; ranking "
              + " > ".join("=".join(str(s) for s in g) for g in state.ranking())
              + "; final " + ", ".join("/".join(map(str, f)) for f in finals))
        if args.records:
            _write_record(args, game, seed, actions, board, options)
    elapsed = time.perf_counter() - started
    print(f"{args.games} game{'s' * (args.games != 1)} in {elapsed:.1f} s "
          f"({total_decisions / args.games:.0f} decisions a game)")
    for seat, level in enumerate(levels):
        print(f"  seat {seat} ({level}): {wins[seat]:g} win{'s' * (wins[seat] != 1)} "
              f"({100 * wins[seat] / args.games:.0f}%)")
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from ai import Budget
    from ai.tournament import lineups, parse_entrants, run_tournament

    prog = "tworivers tournament"
    if not 2 <= args.players <= 4:
        raise UsageError(f"{prog}: --players must be 2, 3 or 4")
    if args.games < 1:
        raise UsageError(f"{prog}: --games must be at least 1")
    if args.jobs is not None and not 1 <= args.jobs <= MAX_JOBS:
        raise UsageError(f"{prog}: --jobs must be from 1 to {MAX_JOBS}")
    _check_path_option(prog, "--log", args.log)
    _check_budget(prog, args)
    board, options = _new_game_settings(prog, args)
    try:
        entrants = parse_entrants(args.ai, Budget(seconds=args.seconds, iterations=args.iterations))
        seatings = len(lineups(entrants, args.players))
    except ValueError as problem:
        raise UsageError(f"{prog}: {problem}") from None
    for entrant in entrants:
        _check_level(prog, entrant.level, args.game)
    _check_seeds(prog, args.seed, -(-args.games // seatings))  # a seed per `seatings` games
    if args.log:
        # Found out now, not after hours of games.
        try:
            open(args.log, "w", encoding="utf-8").close()
        except OSError as error:
            raise UsageError(f"{args.log}: cannot write the log ({error.strerror})") from None
    _, lines = run_tournament(entrants, args.players, args.games, args.seed, args.jobs, board,
                              args.log, None if args.quiet else print, args.game, options)
    print("\n".join(lines))
    return 0


def _write_record(args: argparse.Namespace, game: int, seed: int, actions: list[Any], board: str,
                  options: dict) -> None:
    from game.engine.record import new_game_record
    from game.storage import atomic_write_text

    record = new_game_record(args.players, seed, board, game=args.game, **options)
    record.actions = [str(a) for a in actions]
    path = _records_folder(args) / f"game-{game + 1:04d}-seed-{seed}.toml"
    try:
        atomic_write_text(path, record.to_toml())
    except OSError as error:
        raise UsageError(f"{path}: cannot write the record ({error.strerror})") from None


def _records_folder(args: argparse.Namespace):
    from pathlib import Path

    folder = Path(args.records)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"tworivers simulate: --records {args.records}: cannot make the folder "
                         f"({error.strerror})") from None
    return folder


def _check_level(prog: str, level: str, game: str) -> None:
    from ai import LEVELS, levels_for

    if level not in LEVELS:
        raise UsageError(f"{prog}: unknown computer player {level!r} ({', '.join(LEVELS)})")
    playing = levels_for(game)
    if level not in playing:
        raise UsageError(f"{prog}: {level} does not play {get_ruleset(game).title} yet "
                         f"(computer players for it: {', '.join(playing)})")


MAX_SEED = SEED_LIMIT  # the engine's generator takes 64 bits: seed 2**64 deals the game of seed 0
MAX_JOBS = 256  # parallel games; more processes than any machine runs at once


def _check_seeds(prog: str, first: int, count: int) -> None:
    """Seeds `first` … `first + count - 1` must all be below 2**64 (larger ones would
    repeat the games of smaller ones)."""
    if first < 0:
        raise UsageError(f"{prog}: --seed must not be negative")
    if first >= MAX_SEED:
        raise UsageError(f"{prog}: --seed must be less than 2**64 ({MAX_SEED}); larger seeds repeat "
                         "the games of smaller ones")
    if first + count - 1 >= MAX_SEED:
        raise UsageError(f"{prog}: --games: the seeds from --seed {first} would pass 2**64 ({MAX_SEED}) "
                         "and repeat the games of smaller ones")


def _check_path_option(prog: str, option: str, value: str | None) -> None:
    if value is not None and not value.strip():
        raise UsageError(f"{prog}: {option} needs a name (it was empty)")


def _check_budget(prog: str, args: argparse.Namespace) -> None:
    if args.seconds is not None and not 0 < args.seconds < math.inf:  # also refuses nan and inf
        raise UsageError(f"{prog}: --seconds must be a number more than 0")
    if args.iterations is not None and args.iterations < 1:
        raise UsageError(f"{prog}: --iterations must be at least 1")


if __name__ == "__main__":
    sys.exit(main())
