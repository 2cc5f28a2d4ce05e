"""Golden playthroughs: seeded games between cheap computer players, kept as text.

    .venv/bin/python -m tools.golden            # rewrite tests/golden/ from today's engine and players
    .venv/bin/python -m tools.golden --check    # compare only: a unified diff per difference, exit 1

For each game of `GAMES` three files in `tests/golden/`:

* `NAME.record.toml` — the record (a new game by its seed, and every decision),
  which `tworivers run` replays;
* `NAME.events.txt` — one line per decision: its number, the seat, the decision
  in notation, then every event it produced;
* `NAME.position.toml` — the final position, as `--print-position` writes it:
  the last one at rest before the game ended (a finished game is no position),
  after a comment saying how many decisions it comes after.

`tests/test_golden.py` plays the games again and compares, printing a unified
diff, so a change of what the engine does (or what the players choose) shows
in review as lines of these files. When the change is meant, run this tool and
commit the files with it. The text depends on nothing but the seeds: the
engine's own generator, no hash order, no floating point printed.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai import make_player
from game.engine import RulesError, View, dump_position, get_ruleset, load_record, new_game_record
from game.engine.events import Event
from game.engine.grid import cell_name

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"


@dataclass(frozen=True)
class Golden:
    """One seeded game: the deal (`seed`) and a computer player per seat."""

    name: str
    game: str
    seed: int
    levels: tuple[str, ...]  # one per seat
    map: str | None = None  # None: the game's first board
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def players(self) -> int:
        return len(self.levels)

    def player_seed(self, seat: int) -> int:
        return self.seed * 1000 + seat


# Beginners (greedy with a seeded nudge: about a tenth of a second a game) make games that
# build, fight and end; a random seat now and then plays what they never would (catastrophes,
# odd swaps), so those events are in the stream too.
B, R = "beginner", "random"
GAMES: tuple[Golden, ...] = (
    Golden("tigris-2p-standard", "tigris", 1, (B, B), "standard"),
    Golden("tigris-2p-advanced", "tigris", 2, (B, R), "advanced"),
    Golden("tigris-3p-standard", "tigris", 3, (B, B, B), "standard"),
    Golden("tigris-3p-advanced", "tigris", 4, (B, B, R), "advanced"),
    Golden("tigris-4p-standard", "tigris", 5, (B, R, B, B), "standard"),
    Golden("tigris-4p-advanced", "tigris", 6, (B, B, B, B), "advanced"),
    Golden("tigris-3p-variants", "tigris", 12, (B, B, B), "standard",
           options=(("variants", ["measured-support", "wonder", "buildings"]),)),
    Golden("yangtze-2p", "yangtze", 7, (B, B)),
    Golden("yangtze-2p-short", "yangtze", 8, (B, B), options=(("short", True),)),
    Golden("yangtze-3p", "yangtze", 9, (B, R, B)),
    Golden("yangtze-4p", "yangtze", 10, (B, B, B, R)),
)

# How an event's fields read, by field name (the events of both games share these names).
CELL_FIELDS = {"cell", "from_cell", "top_left", "attacker_cell", "defender_cell", "kingdom"}
CELLS_FIELDS = {"cells", "moved_from", "kingdoms", "sides"}
COLOUR_FIELDS = {"colour", "destroyed"}
# A Yellow & Yangtze war's winner is a kingdom, named by its first cell (a revolt's is a seat).
CELL_FIELDS_OF = {"WarResolved": {"winner"}}


def event_text(event: Event, colour_names: tuple[str, ...], leader_names: tuple[str, ...]) -> str:
    """`TilePlaced seat=0 colour=red cell=F4`: the event's class and every field, cells
    and colours by name (`-` for none)."""

    def cell(value: int) -> str:
        return cell_name(value) if value >= 0 else "-"

    def colour(value: int) -> str:
        return colour_names[value] if value >= 0 else "-"

    cell_fields = CELL_FIELDS | CELL_FIELDS_OF.get(type(event).__name__, set())
    words = [type(event).__name__]
    for field in dataclasses.fields(event):
        value = getattr(event, field.name)
        if field.name in cell_fields:
            shown = cell(value)
        elif field.name in CELLS_FIELDS:
            shown = ",".join(cell(v) for v in value) or "-"
        elif field.name in COLOUR_FIELDS:
            shown = colour(value)
        elif field.name == "colours":
            shown = "hidden" if value is None else ",".join(colour(v) for v in value) or "-"
        elif field.name == "leader":
            shown = leader_names[value]
        elif field.name == "ranking":  # best first, seats that tie joined: 2>0=1
            shown = ">".join("=".join(str(seat) for seat in group) for group in value)
        else:
            shown = str(value).replace(" ", "_")  # one word: "no temple" → no_temple
        words.append(f"{field.name}={shown}")
    return " ".join(words)


@dataclass
class Playthrough:
    """A golden game's three files, as text."""

    record: str
    events: str
    position: str

    def files(self, name: str) -> dict[str, str]:
        return {f"{name}.record.toml": self.record, f"{name}.events.txt": self.events,
                f"{name}.position.toml": self.position}


def header(golden: Golden) -> list[str]:
    ruleset = get_ruleset(golden.game)
    board = f", {golden.map} board" if golden.map else ""
    options = "".join(f", {key} = {value}" for key, value in golden.options)
    seats = ", ".join(f"seat {seat} {level} (seed {golden.player_seed(seat)})"
                      for seat, level in enumerate(golden.levels))
    return [f"# {ruleset.title}: {golden.players} players{board}{options}, deal seed {golden.seed}",
            f"# players: {seats}",
            "# Regenerate with `python -m tools.golden` (see tests/golden/README.md)."]


def play(golden: Golden) -> Playthrough:
    """The game played again by its seeded players."""
    record = new_game_record(golden.players, golden.seed, golden.map, game=golden.game,
                             **dict(golden.options))
    state = record.start.copy()
    players = [make_player(level, golden.player_seed(seat)) for seat, level in enumerate(golden.levels)]
    while not state.is_over:
        seat = state.to_move
        action = players[seat].choose(View.of(state, seat))
        state.apply(action)
        record.actions.append(str(action))
    return write(golden, record.to_toml())


def write(golden: Golden, record_text: str) -> Playthrough:
    """The three files from a record's text: the engine replays its decisions
    (no computer player involved), so a difference here is the engine's."""
    record = load_record(record_text, f"{golden.name}.record.toml")
    ruleset = record.ruleset
    state = record.start.copy()
    lines = header(golden)
    rest, played = state.copy(), 0  # the last position at rest, and the decisions before it
    for number, text in enumerate(record.actions, start=1):
        if state.pending is None:
            rest, played = state.copy(), number - 1
        seat = state.to_move
        who = f"{number} seat {seat} ({state.dynasties[seat] if seat >= 0 else '-'}): {text} =>"
        try:
            events = state.apply(state.parse_action(text))
        except RulesError as error:  # the engine changed: a line of the diff, not a traceback
            lines.append(f"{who} refused: {getattr(error, 'reason', error)}")
            break
        shown = "; ".join(event_text(e, ruleset.colour_names, ruleset.leader_names) for e in events)
        lines.append(f"{who} {shown}")
    lines.append(f"# over: {state.is_over}; reason: {state.end_reason}; "
                 f"final: {[list(f) for f in state.final_scores()]}")
    # A finished game is no position (nothing is left to play: `--print-position` refuses
    # it too), so the file keeps the last position at rest, which reads back.
    position = (f"# {golden.name}: the last position at rest, after decision {played} of "
                f"{len(record.actions)}\n" + dump_position(rest))
    return Playthrough(record_text, "\n".join(lines) + "\n", position)


def resting_point(position_text: str) -> int:
    """How many of the record's decisions the kept position comes after (its first line)."""
    words = position_text.split("\n", 1)[0].split()
    return int(words[words.index("decision") + 1])


def stored(golden: Golden, directory: Path = GOLDEN_DIR) -> dict[str, str]:
    """The golden files as kept (a missing one reads as empty)."""
    out = {}
    for name in Playthrough("", "", "").files(golden.name):
        path = directory / name
        out[name] = path.read_text(encoding="utf-8") if path.exists() else ""
    return out


def differences(expected: dict[str, str], actual: dict[str, str]) -> str:
    """A unified diff for every file whose text differs ("" when none does)."""
    out: list[str] = []
    for name in expected:
        if expected[name] != actual[name]:
            out.extend(difflib.unified_diff(expected[name].splitlines(keepends=True),
                                            actual[name].splitlines(keepends=True),
                                            f"tests/golden/{name} (kept)", f"tests/golden/{name} (now)"))
            if out and not out[-1].endswith("\n"):
                out[-1] += "\n"
    return "".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.golden", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare only; print the differences")
    parser.add_argument("--dir", type=Path, default=GOLDEN_DIR, help="where the files are kept")
    args = parser.parse_args(argv)
    changed = 0
    for golden in GAMES:
        files = play(golden).files(golden.name)
        diff = differences(stored(golden, args.dir), files)
        if not diff:
            continue
        changed += 1
        if args.check:
            sys.stdout.write(diff)
        else:
            args.dir.mkdir(parents=True, exist_ok=True)
            for name, text in files.items():
                (args.dir / name).write_text(text, encoding="utf-8", newline="\n")
            print(f"wrote {golden.name}")
    if args.check:
        print(f"{changed} of {len(GAMES)} golden games differ" if changed else
              f"all {len(GAMES)} golden games as kept")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
