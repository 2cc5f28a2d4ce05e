"""Where the window keeps its settings and saved games."""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR_VARIABLE = "TWO_RIVERS_DATA_DIR"


def data_dir() -> Path:
    """The user's data folder (platformdirs), or `$TWO_RIVERS_DATA_DIR` when set
    (tests and portable installs point it somewhere else)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("two-rivers", appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


# The autosave file of this process's window, by data folder, when it is not the usual one:
# a second window on a data folder keeps its own (`slots.claim_autosave`).
_AUTOSAVES: dict[Path, str] = {}


def use_autosave(folder: Path, name: str | None) -> None:
    """Make `autosave_path()` name `folder / name` while the data folder is `folder`
    (None: the usual `autosave.toml`)."""
    _AUTOSAVES.pop(folder, None)
    if name is not None and name != "autosave.toml":
        _AUTOSAVES[folder] = name


def autosave_path() -> Path:
    folder = data_dir()
    return folder / _AUTOSAVES.get(folder, "autosave.toml")


def settings_path() -> Path:
    return data_dir() / "settings.json"
