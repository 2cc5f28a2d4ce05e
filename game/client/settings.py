"""Settings that persist between runs (window, sound, speed, language,
the last new-game set-up), kept as JSON in the data folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.engine import BadFileError
from game.paths import settings_path
from game.storage import atomic_write_text, load_json_file

from .damaged import damaged_file_message
from .i18n import _, shipped_languages

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}  # animation time factor
# The pace of the others' moves (computer players): a further factor on their animations and
# on the pause after each of their decisions, so a player may watch them slowly and play their
# own moves briskly (or the reverse). Space skips what is showing (`TurnController.skip_others`).
OTHERS_PACES = {"slow": 2.0, "normal": 1.0, "quick": 0.45}
# The window sizes kept (a bigger window, spread over several screens, is kept at this size:
# what the window writes, it reads back).
MIN_WIDTH, MIN_HEIGHT = 800, 500
MAX_WIDTH, MAX_HEIGHT = 7680, 4320


@dataclass
class Settings:
    width: int = 1280
    height: int = 800
    fullscreen: bool = False
    volume: float = 0.7  # sound effects
    muted: bool = False
    speed: str = "normal"
    language: str = ""
    last_setup: dict = field(default_factory=dict)
    music_volume: float = 0.35  # the music loop (0: off)
    confirm_end_turn: bool = True  # a turn ends when its person presses "End turn" (else at once)
    game: str = "tigris"  # the game chosen in the main menu (new games, lessons)
    others_pace: str = "normal"  # how fast the others' moves are shown (`OTHERS_PACES`)
    log_notation: bool = True  # each decision's notation line ("tile red F4") under it in the log

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def others_factor(self) -> float:
        """The others' moves' time factor: the animation speed times their pace."""
        return self.speed_factor * OTHERS_PACES.get(self.others_pace, 1.0)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    @property
    def music_volume_now(self) -> float:
        return 0.0 if self.muted else self.music_volume


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, and a one-line warning when the file was unusable: then
    the defaults are used and the damaged file is set aside (`settings.damaged-1.json`),
    never read again nor overwritten. A single value of the wrong kind or out of range
    is only replaced by its default."""
    path = path or settings_path()
    try:
        data = load_json_file(path)
        if not isinstance(data, dict):
            raise BadFileError("expected a JSON object", str(path))
    except FileNotFoundError:
        return Settings(), None
    except BadFileError as error:
        return Settings(), damaged_file_message(path, error.problem, _("the default settings are used"))
    settings = Settings()
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        current = getattr(settings, f.name)
        if isinstance(current, bool):
            ok = isinstance(value, bool)
        elif isinstance(current, float):
            ok = isinstance(value, int | float) and not isinstance(value, bool)
        else:
            ok = isinstance(value, type(current)) and not isinstance(value, bool)
        if ok:
            setattr(settings, f.name, value)
    settings.width = max(MIN_WIDTH, min(settings.width, MAX_WIDTH))
    settings.height = max(MIN_HEIGHT, min(settings.height, MAX_HEIGHT))
    settings.volume = float(max(0.0, min(1.0, settings.volume)))
    settings.music_volume = float(max(0.0, min(1.0, settings.music_volume)))
    if settings.speed not in SPEEDS:
        settings.speed = "normal"
    if settings.others_pace not in OTHERS_PACES:
        settings.others_pace = "normal"
    if settings.language not in shipped_languages() | {"en"}:  # never a path, never a catalogue we lack
        settings.language = ""
    return settings, None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    atomic_write_text(path or settings_path(), json.dumps(asdict(settings), indent=2) + "\n")
