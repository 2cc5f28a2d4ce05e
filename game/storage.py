"""Files: reading them with one-line errors, writing them so that a crash
never leaves half of one. (The engine itself does no I/O.)"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to `path` atomically: a temporary file in the same folder,
    flushed to disk, then renamed over the target."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


# Far above any real record (a whole game is a few kilobytes), far below trouble.
MAX_TEXT_FILE = 50_000_000


def read_text_file(path: str | os.PathLike[str]) -> str:
    """The file's text, or a `BadFileError` naming the file and the problem."""
    from game.engine import BadFileError

    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read(MAX_TEXT_FILE + 1)  # never all of /dev/zero
    except OSError as error:
        raise BadFileError(f"cannot read the file ({error.strerror})", str(path)) from None
    except UnicodeDecodeError:
        raise BadFileError("not a text file (UTF-8)", str(path)) from None
    if len(text) > MAX_TEXT_FILE:
        raise BadFileError(f"too large (more than {MAX_TEXT_FILE // 1_000_000} million characters)",
                           str(path))
    return text


def read_record_file(path: str | os.PathLike[str]):
    """Read a record file (`game.engine.record.load_record` on its text)."""
    from game.engine import load_record

    return load_record(read_text_file(path), str(path))
