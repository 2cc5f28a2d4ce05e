"""Sound effects synthesised with numpy at start-up (no sound files).

Each effect is a few lines of additive synthesis with an envelope. When no
audio device can be opened the game runs silent.
"""

from __future__ import annotations

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


def _noise(seconds: float, decay: float, seed: int) -> np.ndarray:
    t = _t(seconds)
    rng = np.random.default_rng(seed)
    raw = rng.standard_normal(t.size)
    smooth = np.convolve(raw, np.ones(6) / 6, mode="same")  # soften the hiss
    return smooth * _env(t, 0.001, decay)


def _sequence(parts: list[tuple[float, np.ndarray]], seconds: float) -> np.ndarray:
    out = np.zeros(int(RATE * seconds))
    for start, wave in parts:
        i = int(start * RATE)
        n = min(wave.size, out.size - i)
        out[i : i + n] += wave[:n]
    return out


def synthesise() -> dict[str, np.ndarray]:
    """Every effect as mono float samples in -1..1."""
    effects = {
        "click": _tone(1400, 0.05, 0.012, 0.001, (1.0, 0.2)),
        "place": _tone(190, 0.22, 0.05, 0.002, (1.0, 0.5, 0.25)) + 0.5 * _noise(0.22, 0.02, 1),
        "leader": _tone(330, 0.3, 0.08, 0.003, (1.0, 0.4)) + 0.3 * _noise(0.3, 0.02, 2),
        "remove": _sequence([(0.0, _tone(420, 0.2, 0.06)), (0.08, _tone(300, 0.25, 0.07))], 0.35),
        "score": _sequence([(0.0, _tone(880, 0.4, 0.12)), (0.07, _tone(1320, 0.45, 0.14))], 0.55),
        "treasure": _sequence(
            [(i * 0.06, _tone(f, 0.35, 0.1)) for i, f in enumerate((1046, 1318, 1568, 2093))], 0.6
        ),
        "conflict": _tone(70, 0.5, 0.16, 0.002, (1.0, 0.6, 0.3)) + 0.8 * _noise(0.5, 0.05, 3),
        "turn": _tone(660, 0.6, 0.2, 0.01, (1.0, 0.3, 0.15, 0.05)),
        "catastrophe": _tone(55, 0.7, 0.25, 0.002, (1.0, 0.7)) + 1.2 * _noise(0.7, 0.12, 4),
        "error": _tone(140, 0.18, 0.07, 0.002, (1.0, 0.0, 0.5, 0.0, 0.3)),
        "win": _sequence([(i * 0.13, _tone(f, 0.7, 0.25)) for i, f in enumerate((523, 659, 784, 1046))], 1.2),
    }
    for name, wave in effects.items():
        peak = float(np.max(np.abs(wave))) or 1.0
        effects[name] = wave / peak * 0.8
    return effects


class Sounds:
    def __init__(self, sounds: dict[str, pygame.mixer.Sound]) -> None:
        self.sounds = sounds

    @classmethod
    def open(cls) -> Sounds | None:
        """Open the audio device and make the effects; None when there is no audio."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 2, 512)
            freq, size, channels = pygame.mixer.get_init()
        except pygame.error:
            return None
        if size not in (-16, 16, 32):
            return None  # a sample format we do not write: play silent rather than noise
        sounds = {}
        for name, wave in synthesise().items():
            if freq != RATE:
                idx = np.linspace(0, wave.size - 1, int(wave.size * freq / RATE))
                wave = np.interp(idx, np.arange(wave.size), wave)
            samples = wave.astype(np.float32) if size == 32 else (wave * 32767).astype(np.int16)
            if channels > 1:
                samples = np.repeat(samples[:, None], channels, axis=1)
            sounds[name] = pygame.mixer.Sound(buffer=np.ascontiguousarray(samples).tobytes())
        return cls(sounds)

    def play(self, name: str, volume: float, pitch: int = 0) -> None:
        sound = self.sounds.get(name)
        if sound is None or volume <= 0:
            return
        sound.set_volume(volume)
        sound.play()
