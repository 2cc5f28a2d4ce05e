"""Two windows on one data folder: each keeps its own autosave.

Every window writes its game to the autosave after each decision. Two windows
writing one `autosave.toml` would each replace the other's game, so each
window takes an autosave *slot* when it opens (`claim_autosave`): the first
free of `autosave.toml`, `autosave-2.toml`, … A slot is held by a lock on
its lock file (`autosave.lock`, `autosave-2.lock`, …) that the operating
system lets go of when the window's process ends, however it ends (closed,
crashed, killed): a crashed window never leaves a slot stuck. The locks are
`fcntl.flock` on Linux and macOS and `msvcrt.locking` on Windows; where the
file system has no locks (some network folders), the lock file holds the
process id, and a slot whose process is gone is free.

A window that opens beside another says so, and keeps its game apart. When
a window opens, the games that closed windows left in other slots are kept
as named saves ("Unfinished: …", `saves.keep_game_of`), so a game played in
a second window is never lost: it is in Load game.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
from dataclasses import dataclass
from pathlib import Path

from game.paths import data_dir, use_autosave

MAX_SLOTS = 32  # windows open at once on one data folder (more share the last slot)
_SLOT_FILE = re.compile(r"autosave-(\d{1,3})\.toml")


def autosave_name(slot: int) -> str:
    return "autosave.toml" if slot == 1 else f"autosave-{slot}.toml"


def _lock_name(slot: int) -> str:
    return "autosave.lock" if slot == 1 else f"autosave-{slot}.lock"


@dataclass
class _Claim:
    folder: Path
    slot: int
    fd: int


_claim: _Claim | None = None  # this process's slot (one window per process)


def claimed_slot() -> int:
    """The slot this process holds in the data folder (1 when it holds none)."""
    folder = data_dir()
    return _claim.slot if _claim is not None and _claim.folder == folder else 1


def claim_autosave() -> int:
    """Take the first free autosave slot of the data folder for this process (kept until
    it ends; the slot it holds already, if any) and make `paths.autosave_path` name its
    file. The slot's number: 1 unless another window has the data folder open."""
    global _claim
    folder = data_dir()
    if _claim is not None:
        if _claim.folder == folder:
            return _claim.slot
        release_autosave()  # a test's new data folder: this process has one window
    for slot in range(1, MAX_SLOTS + 1):
        fd = _try_lock(folder / _lock_name(slot))
        if fd is not None:
            _claim = _Claim(folder, slot, fd)
            use_autosave(folder, autosave_name(slot))
            return slot
    use_autosave(folder, autosave_name(MAX_SLOTS))  # every slot held: share the last
    return MAX_SLOTS


def release_autosave() -> None:
    """Let go of this process's slot (the process ending does so too)."""
    global _claim
    if _claim is None:
        return
    claim, _claim = _claim, None
    use_autosave(claim.folder, None)
    _unlock(claim.fd)


def left_games() -> list[Path]:
    """The autosaves of other slots whose windows are closed (their locks are free), held
    for a moment while the caller keeps their games: call `done_with` after each."""
    folder = data_dir()
    mine = claimed_slot()
    found = []
    try:
        names = [entry.name for entry in os.scandir(folder)]
    except OSError:
        return []
    for name in sorted(names):
        match = _SLOT_FILE.fullmatch(name)
        if match is None or int(match.group(1)) in (1, mine) or not 2 <= int(match.group(1)) <= MAX_SLOTS:
            continue
        fd = _try_lock(folder / _lock_name(int(match.group(1))))
        if fd is None:
            continue  # its window is open
        _held[folder / name] = fd
        found.append(folder / name)
    return found


_held: dict[Path, int] = {}


def done_with(path: Path) -> None:
    """Let go of a closed window's slot taken by `left_games`."""
    fd = _held.pop(path, None)
    if fd is not None:
        _unlock(fd)


# ---------------------------------------------------------------- locks


def _try_lock(path: Path) -> int | None:
    """An open descriptor of `path` holding its lock, or None if another process holds it
    (or it cannot be made at all)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
    except OSError:
        return None
    try:
        locked = _lock(fd)
    except OSError:  # no locks on this file system: the process id in the file decides
        locked = _claim_by_pid(fd)
    if not locked:
        os.close(fd)
        return None
    with contextlib.suppress(OSError):  # who holds it, for a person who looks (and the fallback)
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode())
    return fd


def _lock(fd: int) -> bool:
    """Lock `fd` without waiting: True if it is ours now, False if another holds it; an
    `OSError` where the file system cannot lock."""
    if os.name == "nt":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]  # let go at the end
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLK, getattr(errno, "EDEADLOCK", errno.EDEADLK)):
                return False
            raise
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as error:
        if error.errno in (errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    with contextlib.suppress(OSError):
        if os.name == "nt":
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]  # msvcrt has it on Windows only
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    with contextlib.suppress(OSError):
        os.close(fd)


def _claim_by_pid(fd: int) -> bool:
    """Without locks: the slot is free if the process id in its file is not running."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:
        return True
    if not text.isdigit() or int(text) == os.getpid():
        return True
    return not _running(int(text))


def _running(pid: int) -> bool:
    if os.name == "nt":
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]  # windll exists on Windows only
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        ok = kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return bool(ok) and code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)  # signal 0: only asks whether it exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's
    except OSError:
        return False
    return True
