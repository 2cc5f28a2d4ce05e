"""The statistics across games: one small JSON file in the data folder
(`statistics.json`), one entry per finished game, and what the menu's page shows
made from them (`summarise`).

Each entry is a game the one person at the table finished: its game, when, the
number of seats, the strongest computer opponent's level, the person's place and
weakest colour, the hints asked. Entries carry the game's fingerprint (`game_id`:
its record), so a game is counted once however often its end is shown (a finished
game resumed or loaded again). Read as the other data files are (`game.storage`):
a damaged file raises `BadFileError` (the window sets it aside and starts afresh,
`history_problem` says why); a damaged entry in a good file is left out. Before
writing, what the file holds now is merged in, so two windows keep each other's games.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.engine import BadFileError
from game.engine.record import Record
from game.paths import data_dir
from game.storage import atomic_write_text, load_json_file

FILE_NAME = "statistics.json"
VERSION = 1
MAX_GAMES = 2000  # the oldest are forgotten beyond this (about 300 KB, well under the reader's limit)
MAX_FIGURE = 10**6  # no count of a real game comes near


def history_path() -> Path:
    return data_dir() / FILE_NAME


def game_id(record: Record) -> str:
    """The fingerprint of a game: its start and every decision."""
    return hashlib.sha256(record.to_toml().encode("utf-8")).hexdigest()[:24]


@dataclass(frozen=True)
class GameResult:
    id: str  # `game_id`
    game: str  # the ruleset's name
    when: str  # ISO 8601, UTC, to the second
    seats: int
    level: str  # the strongest computer opponent's level ("" when none)
    place: int  # 1: won (a shared first place too)
    weakest: int  # the person's weakest colour at the end, wild points added
    hints: int = 0

    @property
    def won(self) -> bool:
        return self.place == 1


def _entry(value: object) -> GameResult | None:
    """An entry as written by `History.save`, or None when it is not one."""
    if not isinstance(value, dict):
        return None
    kinds = {f.name: f.type for f in fields(GameResult)}
    values: dict[str, Any] = {}
    for name, kind in kinds.items():
        item = value.get(name, 0 if name == "hints" else None)
        if kind == "str":
            if not isinstance(item, str) or len(item) > 100:
                return None
        elif not (isinstance(item, int) and not isinstance(item, bool) and 0 <= item < MAX_FIGURE):
            return None
        values[name] = item
    result = GameResult(**values)
    return result if result.id and 1 <= result.place <= result.seats <= 8 else None


@dataclass
class History:
    games: list[GameResult] = field(default_factory=list)  # oldest first
    path: Path | None = None

    @classmethod
    def load(cls, path: Path | None = None) -> History:
        """The games in `path` (default: the data folder's); none when it is missing.
        Raises `BadFileError` when the file is damaged (not JSON, not an object of ours)."""
        path = path or history_path()
        try:
            data = load_json_file(path)
        except FileNotFoundError:
            return cls(path=path)
        if not isinstance(data, dict) or not isinstance(data.get("games"), list):
            raise BadFileError("expected a JSON object with a list of games", str(path))
        games = []
        seen = set()
        for value in data["games"]:
            result = _entry(value)
            if result is not None and result.id not in seen:
                seen.add(result.id)
                games.append(result)
        return cls(games[-MAX_GAMES:], path)

    def has(self, game: str) -> bool:
        return any(result.id == game for result in self.games)

    def add(self, result: GameResult) -> bool:
        """Count a finished game; False (nothing changes) when it is counted already."""
        if self.has(result.id):
            return False
        self.games.append(result)
        return True

    def save(self) -> None:
        """Write the games, with those another window wrote meanwhile (a damaged file is
        replaced: the window set it aside first)."""
        path = self.path or history_path()
        try:
            on_disk = History.load(path).games
        except BadFileError:
            on_disk = []
        mine = {result.id for result in self.games}
        merged = sorted([r for r in on_disk if r.id not in mine] + self.games, key=lambda r: r.when)
        self.games = merged[-MAX_GAMES:]
        data = {"version": VERSION, "games": [asdict(result) for result in self.games]}
        atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def history_problem(path: Path | None = None) -> str | None:
    """Why the statistics file cannot be read (None when it can, or is missing)."""
    try:
        History.load(path)
    except BadFileError as error:
        return error.problem
    return None


# ---------------------------------------------------------------- what the page shows


@dataclass
class Tally:
    played: int = 0
    won: int = 0

    def count(self, result: GameResult) -> None:
        self.played += 1
        self.won += result.won


@dataclass
class Summary:
    games: dict[str, Tally] = field(default_factory=dict)  # by game
    levels: dict[str, Tally] = field(default_factory=dict)  # by the strongest opponent's level
    seats: dict[int, Tally] = field(default_factory=dict)  # by the number of seats
    best: dict[str, int] = field(default_factory=dict)  # the best weakest colour, by game
    average: dict[str, float] = field(default_factory=dict)  # the average weakest colour, by game
    streak: int = 0  # games won in a row, up to the last
    best_streak: int = 0
    played: int = 0
    won: int = 0


def summarise(games: list[GameResult]) -> Summary:
    """The figures of the across-games page, from the games oldest first."""
    summary = Summary()
    totals: dict[str, int] = {}
    for result in games:
        summary.played += 1
        summary.won += result.won
        summary.games.setdefault(result.game, Tally()).count(result)
        summary.levels.setdefault(result.level, Tally()).count(result)
        summary.seats.setdefault(result.seats, Tally()).count(result)
        summary.best[result.game] = max(summary.best.get(result.game, 0), result.weakest)
        totals[result.game] = totals.get(result.game, 0) + result.weakest
        summary.streak = summary.streak + 1 if result.won else 0
        summary.best_streak = max(summary.best_streak, summary.streak)
    summary.average = {game: totals[game] / tally.played for game, tally in summary.games.items()}
    return summary
