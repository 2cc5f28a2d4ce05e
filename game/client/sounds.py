"""Sound effects synthesised with numpy when the window opens (on a worker thread, no sound
files), and the optional music loop (`assets/music/`, which
`tools/make_music.py` writes with the same kind of synthesis).

Each effect is a few lines of additive synthesis with an envelope. When no
audio device can be opened the game runs silent.
"""

from __future__ import annotations

import threading

import numpy as np
import pygame

RATE = 44100


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def _env(t: np.ndarray, attack: float, decay: float) -> np.ndarray:
    rise = np.clip(t / max(attack, 1e-4), 0, 1)
    return rise * np.exp(-t / decay)


def _tone(
    freq: float,
    seconds: float,
    decay: float,
    attack: float = 0.004,
    harmonics: tuple[float, ...] = (1.0, 0.35, 0.12),
) -> np.ndarray:
    t = _t(seconds)
    wave = sum(a * np.sin(2 * np.pi * freq * (i + 1) * t) for i, a in enumerate(harmonics))
    return wave * _env(t, attack, decay)


def _sequence(parts: list[tuple[float, np.ndarray]], seconds: float) -> np.ndarray:
    out = np.zeros(int(RATE * seconds))
    for start, wave in parts:
        i = int(start * RATE)
        n = min(wave.size, out.size - i)
        out[i : i + n] += wave[:n]
    return out


def _bell(
    freq: float, seconds: float, decay: float, partials=((1.0, 1.0), (2.76, 0.5), (5.4, 0.25), (8.93, 0.12))
):
    """A struck metal bar or bell: inharmonic partials, the high ones dying first."""
    t = _t(seconds)
    wave = sum(a * np.sin(2 * np.pi * freq * k * t) * np.exp(-t * k / decay) for k, a in partials)
    return wave * np.clip(t / 0.002, 0, 1)


def _thump(freq: float, seconds: float, decay: float, drop: float = 0.5) -> np.ndarray:
    """A knock on wood or a drum: a sine whose pitch falls as it dies."""
    t = _t(seconds)
    pitch = freq * (1 - drop * (1 - np.exp(-t * 30)))
    phase = 2 * np.pi * np.cumsum(pitch) / RATE
    return np.sin(phase) * _env(t, 0.001, decay)


def _band(seconds: float, decay: float, seed: int, width: int) -> np.ndarray:
    """Noise smoothed over `width` samples (larger: darker), with an envelope."""
    t = _t(seconds)
    raw = np.random.default_rng(seed).standard_normal(t.size + width)
    summed = np.cumsum(raw)
    smooth = (summed[width:] - summed[:-width]) / width  # a moving average: cheap for any width
    return smooth / (np.max(np.abs(smooth)) or 1) * _env(t, 0.001, decay)


def _pluck(freq: float, seconds: float, decay: float) -> np.ndarray:
    """A plucked string: bright at first, then only its lower harmonics."""
    t = _t(seconds)
    wave = sum(
        (0.7**k) * np.sin(2 * np.pi * freq * (k + 1) * t) * np.exp(-t * (1 + k) / decay) for k in range(6)
    )
    return wave * np.clip(t / 0.003, 0, 1)


def synthesise() -> dict[str, np.ndarray]:
    """Every effect as mono float samples in -1..1: clay and wood for pieces, bells for
    points, drums and a horn for conflicts, a gong for a monument."""
    effects = {
        "click": _band(0.04, 0.006, 9, 3) * 0.6 + 0.3 * _tone(2400, 0.04, 0.006, 0.0005, (1.0,)),
        "place": _thump(180, 0.25, 0.05, 0.35) + 0.7 * _band(0.25, 0.015, 1, 4),
        "leader": _sequence(
            [(0.0, _thump(320, 0.2, 0.04, 0.2)), (0.05, 0.6 * _thump(260, 0.25, 0.06, 0.2))], 0.3
        )
        + 0.35 * _band(0.3, 0.012, 2, 3),
        "remove": _sequence(
            [
                (0.0, 0.7 * _band(0.35, 0.12, 5, 12)),
                (0.02, _tone(392, 0.3, 0.08)),
                (0.11, _tone(294, 0.35, 0.1)),
            ],
            0.45,
        ),
        "score": _bell(1318, 0.7, 0.35),
        "treasure": _sequence(
            [(i * 0.07, _bell(f, 0.6, 0.3)) for i, f in enumerate((1568, 1976, 2349, 3136))], 0.9
        ),
        "conflict": _sequence(
            [
                (0.0, _thump(62, 0.7, 0.22, 0.3) + 0.5 * _band(0.7, 0.05, 3, 6)),
                (0.22, 0.8 * _thump(70, 0.6, 0.2, 0.3)),
            ],
            0.9,
        ),
        "conflict_end": _sequence(
            [
                (0.0, _tone(294, 0.9, 0.35, 0.03, (1.0, 0.6, 0.45, 0.3, 0.2, 0.1))),
                (0.16, _tone(440, 0.9, 0.35, 0.03, (1.0, 0.6, 0.45, 0.3, 0.2, 0.1))),
            ],
            1.1,
        ),
        "monument": _bell(98, 1.6, 1.2, ((1.0, 1.0), (1.48, 0.6), (2.1, 0.4), (2.9, 0.25), (4.2, 0.12)))
        + 0.4 * _thump(55, 1.6, 0.5, 0.2),
        "turn": _sequence([(0.0, _pluck(392, 0.8, 0.35)), (0.12, 0.8 * _pluck(587, 0.8, 0.35))], 1.0),
        "catastrophe": _band(0.9, 0.3, 4, 40) * 1.4
        + 0.8 * _thump(45, 0.9, 0.3, 0.4)
        + 0.3 * _band(0.9, 0.02, 8, 2),
        "error": _sequence(
            [
                (0.0, _tone(140, 0.12, 0.05, 0.002, (1.0, 0.0, 0.5, 0.0, 0.3))),
                (0.13, _tone(120, 0.14, 0.05, 0.002, (1.0, 0.0, 0.5, 0.0, 0.3))),
            ],
            0.3,
        ),
        "win": _sequence(
            [(i * 0.14, _bell(f, 1.0, 0.5)) for i, f in enumerate((523, 659, 784, 1046, 1318))]
            + [(0.7, 0.6 * _pluck(262, 1.0, 0.6))],
            1.8,
        ),
    }
    for name, wave in effects.items():
        peak = float(np.max(np.abs(wave))) or 1.0
        effects[name] = wave / peak * 0.8
    return effects


class Synthesis:
    """`synthesise()` on a worker thread: a tenth of a second or more of numpy work that
    would otherwise stop the frame loop just as the menu appears. `waves` is None until
    it is done (the mixer itself is opened on the main thread, by `Sounds.open`)."""

    def __init__(self) -> None:
        self.waves: dict[str, np.ndarray] | None = None
        self.thread = threading.Thread(target=self._run, name="sound synthesis", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        self.waves = synthesise()


class Sounds:
    def __init__(self, sounds: dict[str, pygame.mixer.Sound]) -> None:
        self.sounds = sounds

    @classmethod
    def open(cls, waves: dict[str, np.ndarray] | None = None) -> Sounds | None:
        """Open the audio device and make the effects (from `waves`, made now when None);
        None when there is no audio."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 2, 512)
            opened = pygame.mixer.get_init()
        except pygame.error:
            return None
        if opened is None:
            return None  # not open even after init (unpacking None would have crashed)
        freq, size, channels = opened
        if size not in (-16, 16, 32):
            return None  # a sample format we do not write: play silent rather than noise
        sounds = {}
        for name, wave in (waves if waves is not None else synthesise()).items():
            if freq != RATE:
                idx = np.linspace(0, wave.size - 1, int(wave.size * freq / RATE))
                wave = np.interp(idx, np.arange(wave.size), wave)
            samples: np.ndarray = wave.astype(np.float32) if size == 32 else (wave * 32767).astype(np.int16)
            if channels > 1:
                samples = np.repeat(samples[:, None], channels, axis=1)
            sounds[name] = pygame.mixer.Sound(buffer=np.ascontiguousarray(samples).tobytes())
        return cls(sounds)

    def play(self, name: str, volume: float, pitch: int = 0) -> None:
        sound = self.sounds.get(name) or self.sounds.get(FALLBACK.get(name, ""))
        if sound is None or volume <= 0:
            return
        sound.set_volume(volume)
        sound.play()


FALLBACK: dict[str, str] = {}
MUSIC_FILE = ("assets", "music", "two-rivers-loop.ogg")


class Music:
    """The optional music loop (`assets/music/`, made by `tools/make_music.py`), streamed by
    the mixer; `set(volume)` starts, changes or stops it (0: off)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.playing = False

    @classmethod
    def open(cls) -> Music | None:
        from game.resources import resource_path

        try:
            path = resource_path(*MUSIC_FILE)
        except Exception:  # noqa: BLE001 (a missing file is no reason to stop the window)
            return None
        return cls(str(path)) if path.is_file() else None

    def set(self, volume: float) -> None:
        try:
            if volume <= 0:
                if self.playing:
                    pygame.mixer.music.fadeout(400)
                    self.playing = False
                return
            if not self.playing:
                pygame.mixer.music.load(self.path)
                pygame.mixer.music.play(loops=-1, fade_ms=1500)
                self.playing = True
            pygame.mixer.music.set_volume(volume)
        except pygame.error:
            self.playing = False
