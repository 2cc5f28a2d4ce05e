"""The best result of each challenge, kept in the user's data folder.

One small JSON file beside the lessons' progress (`challenges.json`), written
atomically. As with the lessons (`game.lessons.progress`), a missing or damaged
file counts as no results, and a damaged entry is dropped alone: it must never
stop anyone from playing. Two windows on one data folder keep each other's
results: saving merges in what the file holds (the better of each).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from game.engine import BadFileError
from game.lessons.progress import progress_path
from game.storage import atomic_write_text, load_json_file

FILE_NAME = "challenges.json"
VERSION = 1
MAX_VALUE = 10**6


def results_path() -> Path:
    return progress_path().with_name(FILE_NAME)


@dataclass(frozen=True)
class Best:
    stars: int  # 0 to 3
    value: int  # the measure reached (points, margin, leaders, tiles)

    def better(self, other: Best | None) -> bool:
        return other is None or (self.stars, self.value) > (other.stars, other.value)


@dataclass
class Results:
    best: dict[str, Best] = field(default_factory=dict)  # challenge id -> best result
    path: Path | None = None

    @classmethod
    def load(cls, path: str | Path | None = None) -> Results:
        path = Path(path) if path is not None else results_path()
        try:
            data = load_json_file(path)
        except (FileNotFoundError, BadFileError):
            return cls(path=path)
        table = data.get("best") if isinstance(data, dict) else None
        best = {}
        for key, entry in (table.items() if isinstance(table, dict) else ()):
            found = _entry(entry)
            if isinstance(key, str) and found is not None:
                best[key] = found
        return cls(best, path)

    def record(self, challenge_id: str, stars: int, value: int) -> bool:
        """Keep a result if it beats the best; whether it did."""
        new = Best(stars, value)
        if new.better(self.best.get(challenge_id)):
            self.best[challenge_id] = new
            return True
        return False

    def stars(self, challenge_id: str) -> int:
        found = self.best.get(challenge_id)
        return found.stars if found else 0

    def solved(self, challenge_id: str) -> bool:
        return self.stars(challenge_id) > 0

    def unlocked(self, ids: list[str]) -> set[str]:
        """The first challenge, and each one after a solved one."""
        return {ident for i, ident in enumerate(ids) if i == 0 or self.solved(ids[i - 1])}

    def save(self) -> None:
        path = self.path or results_path()
        for key, entry in Results.load(path).best.items():  # another window's results too
            if entry.better(self.best.get(key)):
                self.best[key] = entry
        data = {"version": VERSION,
                "best": {k: {"stars": v.stars, "value": v.value} for k, v in sorted(self.best.items())}}
        atomic_write_text(path, json.dumps(data, indent=1) + "\n")


def results_problem(path: Path | None = None) -> str | None:
    """Why the results file cannot be read (None when it can, or is missing): the window
    sets such a file aside as it starts, as it does a damaged lesson progress."""
    try:
        data = load_json_file(Path(path) if path is not None else results_path())
    except FileNotFoundError:
        return None
    except BadFileError as error:
        return error.problem
    return None if isinstance(data, dict) else "expected a JSON object"


def _entry(value: object) -> Best | None:
    if not isinstance(value, dict):
        return None
    stars, number = value.get("stars"), value.get("value")
    if (isinstance(stars, int) and not isinstance(stars, bool) and 0 <= stars <= 3
            and isinstance(number, int) and not isinstance(number, bool) and abs(number) <= MAX_VALUE):
        return Best(stars, number)
    return None
