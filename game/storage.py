"""Files: reading them with one-line errors, writing them so that a crash
never leaves half of one. (The engine itself does no I/O.)

Reading a file a person or another program may have changed goes in three
steps, so that no file can crash or stall the program:

1. `read_small_text`: a regular file only (never a pipe or a device, which
   could block or never end), at most `MAX_DATA_FILE` bytes, UTF-8.
2. `check_toml_shape` / `check_json_shape`: before parsing, refuse what no
   file of ours looks like — lists or tables nested more than `MAX_NESTING`
   deep (Python's parsers recurse and would crash), or a TOML line with more
   than `MAX_KEY_DOTS` dots outside strings (`a.a.a.…` keys take Python's TOML
   parser quadratic time: 20,000 parts take seconds).
3. `parse_toml_data` / `parse_json_data`: the parser, every error turned into
   a `BadFileError` (JSON's `NaN` and `Infinity` are refused: they are not JSON).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import time
from itertools import accumulate
from pathlib import Path

# ---------------------------------------------------------------- writing


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to `path` atomically: a temporary file in the same folder,
    flushed to disk, renamed over the target, then the folder flushed too (so
    the rename itself survives a power cut). A killed write leaves only a
    `.NAME.XXXXXXXX.tmp` file, which `remove_temporaries` clears at the next start.
    A file replaced keeps its mode (a save made readable by others stays so); a new
    file gets the usual mode of the umask, as `open()` would give it."""
    data = text.encode("utf-8")  # before anything is created: text that cannot be written fails here
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        keep_mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:  # no such file yet (or a broken link): the umask decides
        keep_mode = None
    fd, tmp = _create_temporary(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if keep_mode is not None and os.name != "nt":  # Windows keeps only a read-only flag
                os.fchmod(handle.fileno(), keep_mode)
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(target.parent)


_NAME_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789_"


def _create_temporary(target: Path) -> tuple[int, str]:
    """A new temporary file beside `target` (`.NAME.XXXXXXXX.tmp`), opened for writing.
    Not `tempfile.mkstemp`: it makes files of mode 0600 whatever the umask, and a save
    written through it would end up readable by its owner only."""
    import secrets

    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
    for _attempt in range(100):
        name = "".join(secrets.choice(_NAME_CHARACTERS) for _ in range(8))
        tmp = str(target.parent / f".{target.name}.{name}.tmp")
        try:
            return os.open(tmp, flags, 0o666), tmp  # the umask applies, as for any new file
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary file name beside {target}")


def _fsync_folder(folder: Path) -> None:
    """Flush a folder's entries to disk (POSIX; Windows cannot open a folder, and
    its renames are written through already)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):  # some file systems refuse to sync a folder
            os.fsync(fd)
    finally:
        os.close(fd)


_TEMPORARY = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")  # what `atomic_write_text` (mkstemp) names


STALE_AFTER = 600.0  # seconds: a write takes milliseconds; a younger file may be another window's


def remove_temporaries(folder: str | os.PathLike[str], now: float | None = None) -> list[Path]:
    """Remove the temporary files that killed `atomic_write_text` calls left in
    `folder` (not in its subfolders) and that are older than `STALE_AFTER`
    seconds, so a second window of the game never loses a save it is writing;
    the paths removed."""
    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        try:
            if (_TEMPORARY.fullmatch(entry.name)
                    and (entry.is_file(follow_symlinks=False) or entry.is_symlink())
                    and now - entry.stat(follow_symlinks=False).st_mtime > STALE_AFTER):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def set_aside(path: str | os.PathLike[str]) -> Path | None:
    """Rename a damaged file beside itself (`settings.json` → `settings.damaged-1.json`,
    the first number free), so nothing is lost and nothing reads it again. The new
    path, or None if it could not be renamed."""
    source = Path(path)
    stem, suffix = source.stem, source.suffix
    for number in range(1, 1000):
        target = source.with_name(f"{stem}.damaged-{number}{suffix}")
        if target.exists() or target.is_symlink():
            continue
        try:
            os.rename(source, target)  # not replace: never over another file
        except FileExistsError:
            continue
        except OSError:
            return None
        _fsync_folder(source.parent)
        return target
    return None


# ---------------------------------------------------------------- reading the data folder

# No real file comes near these: a whole game's save is about 4 KB, settings and lesson
# progress under 2 KB, and none nests deeper than 4 or has a dotted key.
MAX_DATA_FILE = 1_000_000  # bytes
MAX_NESTING = 32  # lists and tables inside each other
MAX_KEY_DOTS = 64  # dots on one TOML line outside strings and comments


def read_small_text(path: str | os.PathLike[str], limit: int = MAX_DATA_FILE) -> str:
    """The text of a regular file of at most `limit` bytes. A missing file (also a
    broken link) raises `FileNotFoundError`; anything else wrong a `BadFileError`."""
    from game.engine import BadFileError

    shown = str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # non-blocking: opening a named pipe must not wait for a writer
    except FileNotFoundError:
        raise
    except OSError as error:
        raise BadFileError(f"cannot read the file ({error.strerror})", shown) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BadFileError("not a regular file", shown)
        if info.st_size > limit:
            raise BadFileError(f"too large: {_size(info.st_size)}, where no Two Rivers file is over "
                               f"{_size(limit)}", shown)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as error:
        raise BadFileError(f"cannot read the file ({error.strerror})", shown) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise BadFileError(f"too large: no Two Rivers file is over {_size(limit)}", shown)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFileError("not a text file (UTF-8)", shown) from None


def _size(count: int) -> str:
    return f"{count / 1_000_000:.1f} MB" if count >= 100_000 else f"{count:,} bytes"


# Strings and comments, so that what they hold is not taken for structure. Good enough for
# the shape check: on a file it gets wrong, the parser stops with an error before that point.
# Runs of plain characters are taken whole and never given back (possessive `++`, `*+`):
# one step per character made a 1 MB string take a second.
_TOML_SKIP = re.compile(
    r'"""(?:[^"\\]++|\\.|"(?!""))*+"{3,5}'  # multi-line basic string
    r"|'''(?:[^']++|'(?!''))*+'{3,5}"  # multi-line literal string
    r'|"(?:[^"\\\n]++|\\.)*+"'  # basic string
    r"|'[^'\n]*+'"  # literal string
    r"|#[^\n]*+",  # comment
    re.DOTALL,
)
_JSON_SKIP = re.compile(r'"(?:[^"\\]++|\\.)*+"', re.DOTALL)
_BRACKETS = re.compile(r"[^\[\]{}]+")
_DEPTH = {"[": 1, "{": 1, "]": -1, "}": -1}


def _nesting(code: str) -> int:
    brackets = _BRACKETS.sub("", code)
    if not brackets:
        return 0
    return max(accumulate((_DEPTH[c] for c in brackets), lambda depth, step: max(0, depth + step)))


def _too_deep(depth: int | str, path: str | None):
    from game.engine import BadFileError

    return BadFileError(f"nested too deeply: {depth} levels, where no Two Rivers file has over "
                        f"{MAX_NESTING}", path)


def check_toml_shape(text: str, path: str | None = None) -> None:
    """Raise `BadFileError` for TOML text nested too deep or with too long a dotted key."""
    from game.engine import BadFileError

    code = _TOML_SKIP.sub("s", text)
    depth = _nesting(code)
    if depth > MAX_NESTING:
        raise _too_deep(depth, path)
    dots = max((line.count(".") for line in code.splitlines()), default=0)
    if dots > MAX_KEY_DOTS:
        raise BadFileError(f"a key of {dots + 1} dotted parts, where no Two Rivers file has over "
                           f"{MAX_KEY_DOTS + 1}", path)


def check_json_shape(text: str, path: str | None = None) -> None:
    """Raise `BadFileError` for JSON text nested too deep."""
    depth = _nesting(_JSON_SKIP.sub("s", text))
    if depth > MAX_NESTING:
        raise _too_deep(depth, path)


def parse_toml_data(text: str, path: str | None = None) -> dict:
    """The TOML document in `text`, after the shape check; `BadFileError` otherwise."""
    import tomllib

    from game.engine import BadFileError

    check_toml_shape(text, path)
    try:
        return tomllib.loads(text)
    except RecursionError:
        raise _too_deep("over 100", path) from None
    except ValueError as error:  # TOMLDecodeError, or an integer of over 4,300 digits
        raise BadFileError(f"not valid TOML: {error}", path) from None


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse_json_data(text: str, path: str | None = None):
    """The JSON value in `text`, after the shape check; `BadFileError` otherwise."""
    from game.engine import BadFileError

    check_json_shape(text, path)
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise _too_deep("over 100", path) from None
    except json.JSONDecodeError as error:
        raise BadFileError(f"not valid JSON: {error.msg} (at line {error.lineno}, column {error.colno})",
                           path) from None
    except ValueError as error:  # NaN or Infinity, an integer of over 4,300 digits
        raise BadFileError(f"not valid JSON: {error}", path) from None


def load_json_file(path: str | os.PathLike[str]):
    """The JSON value in a data-folder file (`read_small_text`, then `parse_json_data`)."""
    return parse_json_data(read_small_text(path), str(path))


# ---------------------------------------------------------------- records (the command line)

# Records, positions and lessons are read as the data folder's files are (`read_small_text`:
# a regular file of at most `MAX_DATA_FILE` bytes; then the shape check): a whole game's
# record is a few kilobytes, the window's saves (which hold a record) have the same limit,
# and a megabyte of TOML parses in about a second, where more could hang the command line.


def read_text_file(path: str | os.PathLike[str], shown: str | None = None) -> str:
    """The text of a record, position or lesson file (`read_small_text`), with a missing
    file a `BadFileError` too; errors name the file as `shown` (default: its path)."""
    from game.engine import BadFileError

    shown = str(path) if shown is None else shown
    try:
        return read_small_text(path, MAX_DATA_FILE)
    except FileNotFoundError as error:
        raise BadFileError(f"cannot read the file ({error.strerror})", shown) from None
    except BadFileError as error:
        raise BadFileError(error.problem, shown) from None


def load_record_text(text: str, path: str | None = None):
    """`game.engine.load_record` behind the shape check, with every error a `BadFileError`
    (also an integer too long for Python)."""
    from game.engine.record import record_from_dict

    return record_from_dict(parse_toml_data(text, path), path)


SAVE_FORMAT = "two-rivers-save"  # `format` of the window's save files (game/client/saves.py)


def read_record_file(path: str | os.PathLike[str]):
    """Read a record file: its text parsed once (a megabyte takes about a second). A save
    of the game window is not a record: the error says so, and where to open it."""
    from game.engine import BadFileError
    from game.engine.record import record_from_dict

    shown = str(path)
    data = parse_toml_data(read_text_file(path), shown)
    if data.get("format") == SAVE_FORMAT:
        raise BadFileError(_save_not_record(Path(path)), shown)
    return record_from_dict(data, shown)


def _save_not_record(path: Path) -> str:
    from .paths import saves_dir

    folder = saves_dir()
    try:
        listed = path.resolve().parent == folder.resolve()
    except (OSError, RuntimeError):  # RuntimeError: a symbolic link loop (Python 3.11 and 3.12)
        listed = False
    if listed:
        return "a saved game of the game window, not a record: open it there (tworivers, then Load game)"
    return (f"a saved game of the game window, not a record: to open it, put it in {folder} and "
            "choose Load game in the window (tworivers)")
