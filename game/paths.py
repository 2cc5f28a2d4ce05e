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


def autosave_path() -> Path:
    return data_dir() / "autosave.toml"


def settings_path() -> Path:
    return data_dir() / "settings.json"
