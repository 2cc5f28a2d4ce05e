"""Where the files shipped with the game are: the one place that knows.

    from game.resources import resource_path
    folder = resource_path("levels", "tigris")

Run from the source tree, resources are found relative to its top folder
(`assets/`, `levels/`, `game/locale/`). In the standalone executable built
by `build/build.py`, PyInstaller unpacks the same folders, under the same
relative names, into `sys._MEIPASS`; so every loader asks here and the two
cases cannot drift apart.

Names are checked letter for letter against the disk: a name that differs
only in case works on Windows and macOS but fails on Linux, so it is
refused everywhere (the bug then shows on the developer's machine, not in
a player's build).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SOURCE_ROOT = Path(__file__).resolve().parent.parent


class ResourceNameError(ValueError):
    """A resource was named with the wrong upper/lower case."""


def resource_root() -> Path:
    """The folder resources are relative to: the unpacked bundle when frozen
    (PyInstaller sets `sys._MEIPASS`), otherwise the top of the source tree."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return SOURCE_ROOT


def resource_path(*parts: str) -> Path:
    """The path of a shipped file or folder, given as relative parts
    ("levels", "tigris") or one relative name with "/" ("levels/tigris").

    The path need not exist (callers decide what a missing folder means);
    a part that exists on disk only under another case raises
    `ResourceNameError`, and an absolute or `..` part raises `ValueError`."""
    names: list[str] = []
    for part in parts:
        split = [p for p in part.replace("\\", "/").split("/") if p and p != "."]
        if os.path.isabs(part) or part.startswith(("/", "\\")) or ".." in split or ":" in part:
            raise ValueError(f"resource names are relative to the game's folder: {'/'.join(parts)!r}")
        names.extend(split)
    if not names:
        raise ValueError("resource_path needs a name")
    path = resource_root()
    for name in names:
        _check_case(path, name)
        path = path / name
    return path


def _check_case(folder: Path, name: str) -> None:
    try:
        entries = os.listdir(folder)
    except OSError:
        return  # the folder is missing: nothing to compare with, the caller sees it is missing
    if name in entries:
        return
    folded = [entry for entry in entries if entry.casefold() == name.casefold()]
    if folded:
        raise ResourceNameError(
            f"{folder / name}: the file on disk is called {folded[0]!r}; names must match letter for letter"
        )
