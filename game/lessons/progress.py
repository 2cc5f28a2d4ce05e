"""Which lessons are done and where an unfinished one was left.

One small JSON file in the user's data folder (`platformdirs`, or the folder
named by `$TWO_RIVERS_DATA_DIR`), written atomically. A missing or damaged
file is treated as no progress: it must never stop anyone from learning.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.storage import atomic_write_text

DATA_DIR_VARIABLE = "TWO_RIVERS_DATA_DIR"
FILE_NAME = "lessons.json"
VERSION = 1


def progress_path() -> Path:
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override) / FILE_NAME
    import platformdirs

    return Path(platformdirs.user_data_dir("two-rivers", appauthor=False)) / FILE_NAME


@dataclass
class Progress:
    done: set[str] = field(default_factory=set)  # lesson ids finished at least once
    places: dict[str, dict] = field(default_factory=dict)  # lesson id -> runner snapshot
    offered: bool = False  # the first-launch suggestion has been shown
    path: Path | None = None

    @classmethod
    def load(cls, path: str | Path | None = None) -> Progress:
        path = Path(path) if path is not None else progress_path()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls(path=path)
        if not isinstance(data, dict):
            return cls(path=path)
        done = data.get("done", [])
        places = data.get("places", {})
        return cls(
            done={str(x) for x in done} if isinstance(done, list) else set(),
            places={str(k): v for k, v in places.items() if isinstance(v, dict)}
            if isinstance(places, dict) else {},
            offered=data.get("offered") is True,
            path=path,
        )

    def save(self) -> None:
        data = {"version": VERSION, "done": sorted(self.done), "places": self.places,
                "offered": self.offered}
        atomic_write_text(self.path or progress_path(), json.dumps(data, indent=1) + "\n")

    def is_done(self, lesson_id: str) -> bool:
        return lesson_id in self.done

    def place(self, lesson_id: str) -> dict | None:
        return self.places.get(lesson_id)

    def remember(self, lesson_id: str, snapshot: dict) -> None:
        """Keep where the learner is in a lesson (a finished lesson is marked done)."""
        if snapshot.get("phase") == "done":
            self.done.add(lesson_id)
            self.places.pop(lesson_id, None)
        else:
            self.places[lesson_id] = snapshot

    def forget(self, lesson_id: str) -> None:
        self.places.pop(lesson_id, None)

    def next_lesson(self, ids: list[str]) -> str | None:
        """The first lesson not yet done (what "Continue learning" opens)."""
        return next((i for i in ids if i not in self.done), None)
