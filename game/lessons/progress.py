"""Which lessons are done and where an unfinished one was left.

One small JSON file in the user's data folder (`platformdirs`, or the folder
named by `$TWO_RIVERS_DATA_DIR`), written atomically. A missing or damaged
file is treated as no progress: it must never stop anyone from learning.
"""

from __future__ import annotations

import copy
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.engine import BadFileError
from game.storage import MAX_DATA_FILE, atomic_write_text, load_json_file

DATA_DIR_VARIABLE = "TWO_RIVERS_DATA_DIR"
FILE_NAME = "lessons.json"
VERSION = 2  # 2: lesson ids name their game ("tigris/03-revolts"); 1 (or none): file names alone
MAX_COUNT = 10**6  # a step's number and the hints asked, as `_is_snapshot` reads them
MAX_HINTS = MAX_COUNT - 1
# The most decisions a lesson's place holds: the window takes no more in a lesson (as in a
# game: `game.client.session.MAX_DECISIONS`), so a place with more was not written by it,
# and is not replayed (a lesson opens at once).
MAX_ACTIONS = 10_000
LEGACY_GAME = "tigris"  # the game of the lessons saved before lesson ids named their game


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
    # The lessons whose place this object changed since it was read: another window on the
    # same data folder may have written the others meanwhile (`save` merges).
    touched: set[str] = field(default_factory=set, compare=False, repr=False)
    # The places as read from the file (`load`; None for a progress made in code): a place
    # that differs from it was changed here, however it was changed.
    read_places: dict[str, dict] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def load(cls, path: str | Path | None = None) -> Progress:
        """The progress in `path` (default: the data folder's); a missing or damaged file,
        or a damaged entry in it, counts as no progress (`progress_problem` says why)."""
        path = Path(path) if path is not None else progress_path()
        try:
            data = _read(path)
        except (FileNotFoundError, BadFileError):
            return cls(path=path, read_places={})
        done = data.get("done", [])
        places = data.get("places", {})
        old = data.get("version", 1)
        rename = _current_id if isinstance(old, int) and not isinstance(old, bool) and old < VERSION \
            else str
        kept = {rename(k): v for k, v in places.items() if _is_snapshot(v)} \
            if isinstance(places, dict) else {}
        return cls(
            done={rename(x) for x in done if isinstance(x, str)} if isinstance(done, list) else set(),
            places=kept,
            offered=data.get("offered") is True,
            path=path,
            read_places=copy.deepcopy(kept),
        )

    def save(self) -> None:
        """Write the progress, never bigger than the reader takes (`MAX_DATA_FILE`): should the
        places of many long free games not fit, the longest are forgotten (those lessons
        start their step afresh), never the lessons done.

        What the file holds now is merged in first, so that two windows on one data folder
        keep each other's progress: the lessons done by either, the places this window
        changed, and the others' places as the file has them. (A progress made in code, not
        read from the file, writes what it holds.)"""
        if self.read_places is not None:
            self._merge_file()
        places = dict(self.places)
        while True:
            data = {"version": VERSION, "done": sorted(self.done), "places": places, "offered": self.offered}
            text = json.dumps(data, indent=1) + "\n"
            if len(text.encode("utf-8")) <= MAX_DATA_FILE or not places:
                break
            del places[max(places, key=lambda key: len(json.dumps(places[key])))]
        self.places = places
        atomic_write_text(self.path or progress_path(), text)

    def _merge_file(self) -> None:
        read = self.read_places or {}
        mine = self.touched | {k for k in set(self.places) | set(read) if self.places.get(k) != read.get(k)}
        on_disk = Progress.load(self.path or progress_path())  # missing or damaged: nothing
        self.done |= on_disk.done
        places = {k: v for k, v in on_disk.places.items() if k not in mine and k not in self.done}
        places.update({k: v for k, v in self.places.items() if k in mine})
        self.places = places
        self.read_places = copy.deepcopy(places)
        self.touched = set()
        self.offered = self.offered or on_disk.offered

    def is_done(self, lesson_id: str) -> bool:
        return lesson_id in self.done

    def place(self, lesson_id: str) -> dict | None:
        return self.places.get(lesson_id)

    def remember(self, lesson_id: str, snapshot: dict) -> None:
        """Keep where the learner is in a lesson (a finished lesson is marked done)."""
        self.touched.add(lesson_id)
        if snapshot.get("phase") == "done":
            self.done.add(lesson_id)
            self.places.pop(lesson_id, None)
        else:
            # Hints asked beyond the reader's bound give the same hint (the last ones repeat).
            hints = snapshot.get("hints", 0)
            if isinstance(hints, int) and hints > MAX_HINTS:
                snapshot = {**snapshot, "hints": MAX_HINTS}
            self.places[lesson_id] = snapshot

    def forget(self, lesson_id: str) -> None:
        self.touched.add(lesson_id)
        self.places.pop(lesson_id, None)

    def next_lesson(self, ids: list[str]) -> str | None:
        """The first lesson not yet done (what "Continue learning" opens)."""
        return next((i for i in ids if i not in self.done), None)


def _current_id(lesson_id: str) -> str:
    """A lesson id of a version 1 file as it is now. Before the second game, lessons
    were known by their file name alone ("03-revolts") and all taught Tigris &
    Euphrates; they are now `tigris/03-revolts` (`library.lesson_id`), so an old
    progress file still counts the lessons its player did."""
    return lesson_id if "/" in lesson_id else f"{LEGACY_GAME}/{lesson_id}"


def _read(path: Path) -> dict:
    data = load_json_file(path)  # size and nesting checked before parsing; NaN and Infinity refused
    if not isinstance(data, dict):
        raise BadFileError("expected a JSON object", str(path))
    return data


def progress_problem(path: Path | None = None) -> str | None:
    """Why the progress file cannot be read (None when it can, or is missing)."""
    try:
        _read(Path(path) if path is not None else progress_path())
    except FileNotFoundError:
        return None
    except BadFileError as error:
        return error.problem
    return None


def _is_snapshot(value: object) -> bool:
    """A place in a lesson as `LessonRunner.snapshot()` writes it (the runner checks that it
    fits the lesson when it resumes)."""
    if not isinstance(value, dict):
        return False
    step, actions = value.get("step", 1), value.get("actions", [])
    hints, tips = value.get("hints", 0), value.get("tips", [])
    return (isinstance(value.get("phase"), str)
            and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < MAX_COUNT
                    for n in (step, hints))
            and isinstance(actions, list) and len(actions) <= MAX_ACTIONS
            and all(isinstance(a, str) for a in actions)
            and isinstance(tips, list) and all(isinstance(t, str) for t in tips))
