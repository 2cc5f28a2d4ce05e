"""Save files: the autosave after every decision and named saves.

A save is TOML: a few client fields (who is human, which computer level,
open scoring) and the game's record (`game/engine/record.py`) as text, so
`tworivers run` can replay the record inside any save. Writes are atomic
(`game.storage`); a damaged file is reported in one line, never a crash.
"""

from __future__ import annotations

import functools
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from game.engine import BadFileError
from game.engine.actions import shorten
from game.paths import autosave_path, saves_dir
from game.storage import atomic_write_text, load_record_text, parse_toml_data, read_small_text

from .i18n import _, current_language, listing, ngettext
from .save_names import SLUG_BYTES, slug  # noqa: F401  (SLUG_BYTES: what the tests read)
from .session import COMPUTER, HUMAN, MAX_DECISIONS, Seat, Session, default_level, round_number

FORMAT = "two-rivers-save"
VERSION = 1
# The biggest save the window can write is well under this: `MAX_DECISIONS` of the longest
# decision's notation (about 40 characters) and a name of `dialogs.NAME_LIMIT` characters,
# about 450 KB (a test checks). A bigger file is no save of ours, and is refused unread.
MAX_SAVE_FILE = 600_000
# A save this small is read when its row is shown; a bigger one (no real game's save is) on
# the Load list's reader thread, so that no file holds up the window (`load.LoadScene`).
QUICK_SAVE_FILE = 64_000


# `kept` in a save: the window kept an unfinished game there, so its name is made in the
# language of the moment from the game ("Unfinished: …"); `name` holds those words in the
# language it was kept in, for versions that do not know the marker.
UNFINISHED = "unfinished"


def save_data(session: Session, name: str = "", kept: str = "") -> dict:
    """What a save holds, as plain data (`save_text` writes it as TOML)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "name": name,
        "saved": time.strftime("%Y-%m-%d %H:%M"),
        "open_scoring": bool(session.open_scoring),
        "seats": [{"kind": s.kind, "level": s.level} if not s.human else {"kind": s.kind}
                  for s in session.seats],
        "record": session.record.to_toml(),
        "turn_end_held": bool(session.state.held),  # the last turn's end waits for "End turn"
    }
    data.update(session.hints_data())
    if kept:
        data["kept"] = kept
    return data


def save_text(session: Session, name: str = "", kept: str = "") -> str:
    """The save as TOML, written by a TOML writer (tomli-w), so any name reads back as
    it was (quotes, backslashes, line breaks and other control characters escaped)."""
    import tomli_w

    return tomli_w.dumps(save_data(session, name, kept), multiline_strings=True)


def write_save(session: Session, path: Path, name: str = "", kept: str = "") -> None:
    atomic_write_text(path, save_text(session, name, kept))


def read_save(path: Path, check_levels: bool = True) -> tuple[Session, list[str]]:
    """The session saved in `path`, and notes for the player (a computer level
    that no longer exists was replaced). Raises `BadFileError`. `check_levels=False`:
    only to describe the game (the menu's summary), which need not load the computer
    players (importing them is a good part of a start-up)."""
    session, notes, _data = _read_save_data(path, check_levels)
    return session, notes


def _read_save_data(path: Path, check_levels: bool = True) -> tuple[Session, list[str], dict]:
    """`read_save`, and the save's data as parsed (read and parsed once)."""
    shown = str(path)
    try:
        text = read_small_text(path, MAX_SAVE_FILE)
    except FileNotFoundError:
        raise BadFileError(_("the file does not exist"), shown) from None
    data = _save_data(text, shown)
    session, notes = _session_from(data, shown, check_levels)
    return session, notes, data


def parse_save(text: str, path: str | None = None, check_levels: bool = True) -> tuple[Session, list[str]]:
    """A save's text → (session, notes); `BadFileError` for anything that is not a
    save this version can continue (the file's shape and size are checked before
    parsing: `game.storage`)."""
    return _session_from(_save_data(text, path), path, check_levels)


def _save_data(text: str, path: str | None) -> dict:
    """A save's TOML, parsed (once: the record inside is parsed when the game is made)."""
    try:
        data = parse_toml_data(text, path)
    except BadFileError as error:
        raise BadFileError(_("damaged save ({reason})").format(reason=error.problem), path) from None
    if data.get("format") != FORMAT:
        raise BadFileError(_("not a Two Rivers save"), path)
    if data.get("version") != VERSION:
        raise BadFileError(_("saved by another version of Two Rivers (format {v})").format(
            v=shorten(repr(data.get("version")), 20)), path)
    return data


def _session_from(data: dict, path: str | None, check_levels: bool = True) -> tuple[Session, list[str]]:
    """The game a save's data holds (its record replayed), and the notes for the player."""
    record_text = data.get("record")
    raw_seats = data.get("seats")
    if not isinstance(record_text, str) or not isinstance(raw_seats, list):
        raise BadFileError(_("damaged save (the record or the seats are missing)"), path)
    record = load_record_text(record_text, path)
    if len(record.actions) > MAX_DECISIONS:
        # The window never takes more (`Session.full`): no save it wrote is refused here.
        raise BadFileError(_("damaged save ({count} decisions; no real game comes near {limit})").format(
            count=len(record.actions), limit=MAX_DECISIONS), path)
    game = record.start.ruleset.name
    seats, notes = _seats(raw_seats, game, check_levels, path)
    if len(seats) != record.start.n:
        raise BadFileError(_("damaged save ({seats} seats for {players} players)").format(
            seats=len(seats), players=record.start.n), path)
    name = data.get("name", "")
    if _is_kept_unfinished(data):
        name = ""  # words of another moment's language: the name is made when shown
    try:
        session = Session(record, seats, data.get("open_scoring", False) is True,
                          name if isinstance(name, str) else "", data.get("turn_end_held") is True)
        session.read_hints_used(data.get("hints_used", []))
    except ValueError as error:  # an illegal action in the record, hints used that are no counts
        raise BadFileError(_("damaged save ({reason})").format(reason=error), path) from None
    return session, notes


def _seats(raw_seats: list, game: str, check_levels: bool, path: str | None) -> tuple[list[Seat], list[str]]:
    """A save's seats, and a note for each computer level replaced (`check_levels`: only
    when the game is to be played; describing it needs no computer player loaded)."""
    if check_levels:
        from .session import available_levels

        levels = available_levels(game)  # the levels that play this game
    else:
        levels = None
    notes: list[str] = []
    seats: list[Seat] = []
    for index, raw in enumerate(raw_seats):
        if not isinstance(raw, dict) or raw.get("kind") not in (HUMAN, COMPUTER):
            raise BadFileError(_("damaged save (seat {n})").format(n=index + 1), path)
        kind = raw["kind"]
        level = raw.get("level", "")
        if kind == COMPUTER and not isinstance(level, str):
            level = ""
            if levels is not None:
                notes.append(_("A computer seat's level could not be read; {new} plays instead.").format(
                    new=default_level(game)))
                level = default_level(game)
        elif kind == COMPUTER and levels is not None and level not in levels:
            notes.append(
                _("The computer level {old!r} is not available; {new} plays instead.").format(
                    old=shorten(level, 30), new=default_level(game)
                )
            )
            level = default_level(game)
        seats.append(Seat(kind, level if kind == COMPUTER else ""))
    return seats, notes


# ---------------------------------------------------------------- autosave


def autosave(session: Session) -> None:
    write_save(session, autosave_path(), session.name)


class AutosaveWriter:
    """Writes the autosave on its own thread, so a slow disk never holds up a
    frame. Only the newest text is kept waiting; `flush` waits until it is on
    disk. A failure is kept for the window to report (`take_error`)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: tuple[Path, str] | None = None
        self._busy = False
        self._error: str | None = None
        self._thread: threading.Thread | None = None

    def submit(self, session: Session) -> None:
        text = save_text(session, session.name)
        with self._cond:
            self._pending = (autosave_path(), text)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None:
                    if not self._cond.wait(timeout=5.0):
                        return  # idle: the thread ends and is started again when needed
                path, text = self._pending
                self._pending = None
                self._busy = True
            try:
                atomic_write_text(path, text)
            except (OSError, ValueError) as error:  # ValueError: text that cannot be encoded
                with self._cond:
                    self._error = str(getattr(error, "strerror", None) or error)
            with self._cond:
                self._busy = False
                self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def take_error(self) -> str | None:
        with self._cond:
            error, self._error = self._error, None
        return error


autosaver = AutosaveWriter()


@dataclass
class _Checked:
    """What the autosave held when last read (kept until the file changes)."""

    stamp: tuple
    line: str | None  # one line about its game (None: finished)
    problem: str | None  # why it cannot be read (None: it can)
    game: tuple[Session, dict] | None = None  # the game read, for Resume to take (once)
    name: str = ""  # its game's name ("tigris"): the menu's tab follows it


_summaries: dict[Path, _Checked] = {}


def _autosave_check() -> tuple[str | None, str | None]:
    """(one line about the autosave's game or None, why the file cannot be read or None).
    Reading means replaying the whole game, and the menu asks several times: kept until
    the file changes (and the game read is kept for Resume, which then reads nothing)."""
    path = autosave_path()
    try:
        stat = path.stat()
    except OSError:
        return None, None
    # A save replaces the file (a new inode); the line is in the language of the moment.
    stamp = (stat.st_ino, stat.st_mtime_ns, stat.st_size, current_language())
    known = _summaries.get(path)
    if known is not None and known.stamp == stamp:
        return known.line, known.problem
    try:
        session, _notes, data = _read_save_data(path, check_levels=False)
        checked = _Checked(stamp, None if session.state.is_over else describe(session), None, (session, data),
                           session.game)
    except BadFileError as error:
        checked = _Checked(stamp, _("The last game's autosave is damaged."), error.problem)
    _summaries.clear()
    _summaries[path] = checked
    return checked.line, checked.problem


def _take_checked_autosave(path: Path) -> tuple[Session, list[str]] | None:
    """The autosave's game as the menu read it, if the file has not changed since (each
    game read is handed out once: the window plays it on), with its seats' levels checked."""
    known = _summaries.get(path)
    if known is None or known.game is None:
        return None
    try:
        stat = path.stat()
    except OSError:
        return None
    if known.stamp[:3] != (stat.st_ino, stat.st_mtime_ns, stat.st_size):
        return None
    session, data = known.game
    known.game = None
    seats, notes = _seats(data["seats"], session.game, True, str(path))
    session.seats = seats
    return session, notes


def autosave_summary() -> str | None:
    """One line about a game that can be resumed (or about a damaged autosave), or None."""
    return _autosave_check()[0]


def autosave_game() -> str:
    """The game ("tigris") of the autosave Resume would open, or "" (none, or damaged)."""
    line, problem = _autosave_check()
    known = _summaries.get(autosave_path())
    return known.name if line is not None and problem is None and known is not None else ""


def autosave_in_progress() -> str | None:
    """The autosave's game in one line when it is begun and unfinished (a new game would put
    it aside, into Load game: `keep_unfinished_autosave`), else None."""
    line, problem = _autosave_check()
    if line is None or problem is not None:
        return None
    known = _summaries.get(autosave_path())
    if known is not None and known.game is not None:
        session = known.game[0]
    else:  # taken by Resume already: read again
        try:
            session, _notes = read_save(autosave_path(), check_levels=False)
        except (BadFileError, OSError):
            return None
    return line if session.record.actions else None


def autosave_damaged() -> bool:
    return _autosave_check()[1] is not None


def set_aside_damaged_autosave() -> str | None:
    """At start-up: an autosave that cannot be continued (damaged, or from another
    version) is set aside beside itself, so the window opens as without one; a line
    saying so, or None. (One damaged while the window runs is set aside when Resume
    finds it so: `resume_autosave`.)"""
    problem = _autosave_check()[1]
    if problem is None:
        return None
    from .damaged import damaged_file_message

    _summaries.clear()
    return damaged_file_message(autosave_path(), problem, _("there is no game to resume"))


def keep_unfinished_autosave(coming: Session | None = None) -> str | None:
    """Before another game takes the autosave's place (a new game, a loaded one): an
    unfinished game there is kept as a named save, so starting something else never loses
    it. A line saying where it went, or None (nothing unfinished, or it could not be read).
    A game already kept (a save with the same game, to the move) is not stored again: the
    line names that save. `coming`: the game taking its place; the same game is not kept
    (loading the game that is already the autosave)."""
    autosaver.flush()  # the newest decision of the game being left is in the file
    path = autosave_path()
    if _autosave_check()[1] is not None:
        return None  # damaged: nothing that could be resumed (it is set aside on Resume)
    try:
        session, _notes = read_save(path, check_levels=False)
    except (BadFileError, OSError):
        return None
    if session.state.is_over or not session.record.actions:
        return None  # finished, or not begun: nothing to lose
    if coming is not None and _same_game(save_data(coming)) == _same_game(save_data(session)):
        return None  # the same game comes back: nothing is left behind
    name, failure = keep_game(session)
    if name is None:
        return _("Your unfinished game could not be kept: {reason}").format(reason=failure)
    return _("Your unfinished game is kept: Load game, “{name}”.").format(name=name)


def keep_game(session: Session) -> tuple[str | None, str]:
    """Keep an unfinished game as a named save ("Unfinished: …") unless one holds it
    already: (the save's name, ""), or (None, why it could not be kept)."""
    kept = _kept_as(session)
    if kept is not None:
        return kept, ""
    name = unfinished_name(session)
    # A file of its own: numbered after the name's slug (a long name's slug is cut short,
    # so numbering the name itself could repeat one file name for ever).
    base = slug(name)
    target = saves_dir() / f"{base}.toml"
    for number in range(2, 10_000):
        if not target.exists():
            break
        target = saves_dir() / f"{base}-{number}.toml"
    else:
        return None, _("too many saves")
    try:
        write_save(session, target, name, UNFINISHED)
    except OSError as error:
        return None, str(error.strerror)
    return name, ""


def _same_game(data: dict) -> tuple:
    """What makes two saves the same game (their names and when they were saved aside)."""
    return tuple(data.get(key) for key in ("record", "seats", "open_scoring", "turn_end_held"))


def _kept_as(session: Session) -> str | None:
    """The name of a named save holding `session`'s game as it is now, or None. Only the
    files' TOML is read (no game is replayed)."""
    wanted = _same_game(save_data(session))
    try:
        files = [saves_dir() / e.name for e in os.scandir(saves_dir()) if e.name.endswith(".toml")]
    except OSError:
        return None
    for file in files:
        try:
            data = parse_toml_data(read_small_text(file, MAX_SAVE_FILE), str(file))
        except (BadFileError, OSError, ValueError):
            continue
        if _same_game(data) == wanted:
            if _is_kept_unfinished(data):
                return unfinished_name(session)
            name = data.get("name")
            return name if isinstance(name, str) and name else file.stem
    return None


def unfinished_name(session: Session) -> str:
    """A kept unfinished game's name, in the language of the moment."""
    return _("Unfinished: {game}").format(game=describe(session))


@functools.lru_cache(maxsize=1)
def _unfinished_prefixes() -> frozenset[str]:
    """"Unfinished: " in every language the game ships (saves kept before the `kept`
    marker hold their name in the language they were kept in)."""
    from .i18n import load_catalogue, shipped_languages

    prefixes = {"Unfinished: "}
    for language in shipped_languages():
        try:
            words = load_catalogue(language).gettext("Unfinished: {game}")
        except (OSError, ValueError):
            continue
        if words.count("{game}") == 1 and words.index("{game}") > 0:
            prefixes.add(words.split("{game}")[0])
    return frozenset(prefixes)


def _is_kept_unfinished(data: dict) -> bool:
    """Whether a save's data is a game the window kept ("Unfinished: …"): the marker, or
    (an older save) a name of those words before a game's description."""
    if data.get("kept") == UNFINISHED:
        return True
    name = data.get("name")
    if not isinstance(name, str) or " · " not in name:
        return False
    return any(name.startswith(prefix) for prefix in _unfinished_prefixes())


def describe(session: Session) -> str:
    state = session.state
    names = listing(session.seat_name(s) for s in range(state.n))
    return _("{game} · Round {n} · {names}").format(game=_(state.ruleset.title), n=round_number(state),
                                                    names=names)


def resume_autosave(app) -> None:
    path = autosave_path()
    try:
        taken = _take_checked_autosave(path)  # read by the menu already: not read again
        session, notes = taken if taken is not None else read_save(path)
    except BadFileError as error:
        # Damaged since the window opened: set aside as at start-up (kept, never deleted),
        # so the menu stops offering a game that cannot be resumed.
        from .damaged import damaged_file_message

        _summaries.clear()
        app.notify(damaged_file_message(path, error.problem, _("there is no game to resume")), error=True)
        menu = app.scenes.top
        if menu is not None and menu.name == "menu":
            menu.resume()  # rebuilt: no Resume entry now
        return
    app.open("session", session, in_autosave=True)  # the autosave's own game: nothing to keep aside
    for note in notes:
        app.notify(note)


# ---------------------------------------------------------------- named saves


def _stored_name(path: Path) -> str | None:
    """The name a save file holds (only its TOML read), or None if it cannot be read."""
    try:
        data = parse_toml_data(read_small_text(path, MAX_SAVE_FILE), str(path))
    except (BadFileError, OSError, ValueError):
        return None
    name = data.get("name")
    return name if isinstance(name, str) else None


def save_path_for(name: str) -> tuple[Path, bool]:
    """Where a save named `name` goes: (the file of a save already stored under exactly that
    name, True), or (a file of its own, False): the name's slug, numbered when another save
    (another name with the same slug, or a file that cannot be read) holds it. A save is
    never replaced because its file name happens to match."""
    folder = saves_dir()
    try:
        files = sorted(folder / e.name for e in os.scandir(folder) if e.name.endswith(".toml"))
    except OSError:
        files = []
    for file in files:
        if _stored_name(file) == name:
            return file, True
    base = slug(name)
    target = folder / f"{base}.toml"
    for number in range(2, 100_000):
        if not target.exists() and not target.is_symlink():
            break
        target = folder / f"{base}-{number}.toml"
    return target, False


@dataclass
class SaveEntry:
    path: Path
    name: str = ""
    detail: str = ""  # "Turn 12 · …" or why it cannot be loaded
    saved: str = ""
    ok: bool = False
    described: bool = False  # name, detail, saved and ok are known (`describe_entry`)


def _modified(path: Path) -> float:
    """When a save was last written (0 for a broken link or a file gone meanwhile)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def list_saves(describe: bool = True) -> list[SaveEntry]:
    """Every `*.toml` in the saves folder, newest first. One that cannot be loaded (damaged,
    foreign, a broken link, not a file) is listed with the reason and `ok = False`.
    `describe=False`: only the paths (the Load list describes the rows it shows, so that
    a folder of many saves opens at once)."""
    folder = saves_dir()
    try:
        files = [folder / entry.name for entry in os.scandir(folder) if entry.name.endswith(".toml")]
    except OSError:  # no saves folder yet (or it is not a folder)
        return []
    entries = [SaveEntry(path, path.stem) for path in sorted(files, key=lambda p: (-_modified(p), p.name))]
    if describe:
        for entry in entries:
            describe_entry(entry)
    return entries


def describe_entry(entry: SaveEntry) -> SaveEntry:
    """Read the save (once, replaying its game) to fill in its name, turn and players, or
    why it cannot be loaded. Once per entry; `described` is set last (the Load list's
    reader thread may fill an entry in while the window shows it)."""
    if entry.described:
        return entry
    path = entry.path
    try:
        try:
            text = read_small_text(path, MAX_SAVE_FILE)
        except FileNotFoundError:
            raise BadFileError(_("the file is missing (a link to nowhere?)"), str(path)) from None
        data = _save_data(text, str(path))
        session, _notes = _session_from(data, str(path), check_levels=False)
        detail = describe(session)
        if session.state.is_over:
            detail += " · " + _("finished")
        saved = data.get("saved", "")
        name = unfinished_name(session) if _is_kept_unfinished(data) else session.name
        entry.name, entry.detail, entry.ok = name or path.stem, detail, True
        entry.saved = shorten(saved, 20) if isinstance(saved, str) else ""
    except BadFileError as error:
        entry.name, entry.ok, entry.saved = path.stem, False, ""
        entry.detail = cannot_open(error)
    entry.described = True
    return entry


def cannot_open(error: BadFileError) -> str:
    """Why a save cannot be loaded, for the player: a sentence in their language around
    the engine's detail (in English by design: it names the field and the problem)."""
    return _("This save cannot be opened: {reason}").format(reason=error.problem)


def count_text(count: int) -> str:
    return ngettext("{n} saved game", "{n} saved games", count).format(n=count)
