"""`tworivers review RECORD [--analyse SEAT [--json] [--iterations N]]` (`docs/cli.md`).

Without `--analyse`: the window opens on the record looked through decision by decision
(`game/client/review.py`). With it: no window; the Expert goes through the seat's
decisions (`ai/analysis.py`) and the decisions where its own choice was clearly better
are printed, with by how much and the estimate's noise. RECORD is a record or a save of
the window (its record is read).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine import BadFileError
from game.engine.record import Record, record_from_dict
from game.storage import SAVE_FORMAT, load_record_text, parse_toml_data, read_text_file


def add_parser(sub: Any, whole_number: Any) -> None:
    review = sub.add_parser("review", help="look through a recorded game, or analyse one seat's decisions")
    review.add_argument("record", help="a record or a save (.toml)")
    review.add_argument("--analyse", type=whole_number, default=None, metavar="SEAT",
                        help="print where the Expert's choice was clearly better for SEAT (0: the first)")
    review.add_argument("--json", action="store_true", help="with --analyse: print JSON")
    review.add_argument("--iterations", type=whole_number, default=None,
                        help="with --analyse: worlds the Expert plays per decision (default 120)")
    review.add_argument("--seed", type=whole_number, default=0, help="with --analyse: the Expert's seed")
    review.add_argument("--all", action="store_true",
                        help="with --analyse: every decision where the Expert chose otherwise")


def read_reviewed(path: str) -> tuple[Record, list | None, bool]:
    """The record in a record file or a save, the save's seats (None for a record), and
    whether its scores are open (a save's setting; a record's game: hidden, the default)."""
    data = parse_toml_data(read_text_file(path), path)
    if data.get("format") == SAVE_FORMAT:
        text = data.get("record")
        if not isinstance(text, str):
            raise BadFileError("damaged save (the record is missing)", path)
        seats = data.get("seats")
        return (load_record_text(text, path), seats if isinstance(seats, list) else None,
                data.get("open_scoring") is True)
    return record_from_dict(data, path), None, False


def cmd_review(args: argparse.Namespace, usage_error: type[Exception]) -> int:
    record, seats, open_scoring = read_reviewed(args.record)
    record.replay()  # an illegal action: BadFileError, one line
    if args.analyse is None:
        if args.json or args.iterations is not None or args.all:
            raise usage_error("tworivers review: --json, --iterations and --all go with --analyse SEAT")
        return _window(record, seats, open_scoring)
    n = record.start.n
    if not 0 <= args.analyse < n:
        raise usage_error(f"tworivers review: --analyse {args.analyse}: the game has seats 0 to {n - 1}")
    return _analyse(record, args)


def _analyse(record: Record, args: argparse.Namespace) -> int:
    from ai import Budget
    from ai.analysis import COMPARE_WORLDS, DEFAULT_ITERATIONS, MARGIN, SIGMAS, analyse

    budget = Budget(iterations=args.iterations or DEFAULT_ITERATIONS)
    result = analyse(record.start, [str(a) for a in record.actions], args.analyse, budget, args.seed,
                     worlds=COMPARE_WORLDS)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
        return 0
    turned = result.turned
    print(f"seat {result.seat}: {result.looked_at} decisions looked at in {result.seconds:.1f} s "
          f"(a search of {budget.iterations} worlds each, then the two decisions played out in "
          f"{COMPARE_WORLDS} more); the Expert chose otherwise {len(result.marks)} times, clearly better "
          f"{len(turned)} times (by more than {100 * MARGIN:.0f} points of win chance and {SIGMAS:g} "
          f"standard errors); the draw swung it {len(result.lucky)} times")
    for mark in turned if not args.all else result.marks:
        flag = "clearly better" if mark.clearly else "not clearly better"
        print(f"decision {mark.number} (turn {mark.turn + 1}): played \"{mark.played}\", the Expert "
              f"\"{mark.expert}\": {flag}, win chance {100 * mark.expert_chance:.0f}% against "
              f"{100 * mark.played_chance:.0f}% ({100 * mark.loss:+.1f} ± {100 * mark.noise:.1f} points "
              f"in {mark.worlds} worlds)")
    for moment in result.lucky:
        print(f"decision {moment.number} (end of turn {moment.turn + 1}): the draw moved the win chance to "
              f"{100 * moment.drawn:.0f}% against {100 * moment.average:.0f}% for the average draw "
              f"({100 * moment.swing:+.1f} ± {100 * moment.noise:.1f} points: "
              f"{'good' if moment.swing > 0 else 'bad'} luck)")
    return 0


def _window(record: Record, seats: list | None, open_scoring: bool) -> int:
    try:
        from game.client.app import open_app
    except ImportError:
        print("The game window is not built yet; try --analyse SEAT.", file=sys.stderr)
        return 0
    import pygame

    from game.client.session import COMPUTER, HUMAN, Seat, Session
    from game.client.slots import release_autosave

    chosen = [Seat(HUMAN) for _ in range(record.start.n)]
    if seats is not None and len(seats) == record.start.n:
        chosen = [Seat(COMPUTER, str(s.get("level", ""))) if isinstance(s, dict) and s.get("kind") == COMPUTER
                  else Seat(HUMAN) for s in seats]
    session = Session(record, chosen, open_scoring)  # Play on keeps the game's scoring
    app = open_app()
    try:
        app.open("review", session)
        return app.run()
    finally:
        pygame.quit()
        release_autosave()
