"""Make the game's quiet music loop: `assets/music/two-rivers-loop.ogg`.

    .venv/bin/python tools/make_music.py [--seconds 48] [--wav-only]

A synthesiser in a page of numpy, deterministic (the same file every time):
a low drone on D and A that swells and falls, a plucked string playing a
slow melody in the Hijaz mode (D E♭ F♯ G A B♭ C), a soft frame drum, and a
high bell now and then. The end is cross-faded into the beginning so the
mixer can loop it without a seam. The WAV is encoded to Ogg Vorbis with
`oggenc` (Debian's `vorbis-tools`, needed only to run this script; the game
just plays the file). The file is committed: nothing is made at run time.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import wave
from pathlib import Path

import numpy as np

RATE = 32000
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "music" / "two-rivers-loop.ogg"

# The Hijaz mode on D, in semitones above D.
SCALE = (0, 1, 4, 5, 7, 8, 10)
D3 = 146.83


def note(degree: int, octave: int = 0) -> float:
    steps = SCALE[degree % 7] + 12 * (degree // 7 + octave)
    return D3 * 2 ** (steps / 12)


def pluck(freq: float, seconds: float, rng: np.random.Generator) -> np.ndarray:
    """A plucked string (Karplus–Strong): a burst of noise in a delay line, averaged away."""
    period = int(RATE / freq)
    buffer = rng.uniform(-1, 1, period)
    out = np.empty(int(seconds * RATE))
    for i in range(out.size):
        out[i] = buffer[i % period]
        buffer[i % period] = 0.996 * 0.5 * (buffer[i % period] + buffer[(i + 1) % period])
    return out


def drum(seconds: float, low: bool) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    freq = (90 if low else 180) * (1 - 0.4 * (1 - np.exp(-t * 25)))
    body = np.sin(2 * np.pi * np.cumsum(freq) / RATE) * np.exp(-t / (0.18 if low else 0.08))
    return body


def bell(freq: float, seconds: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    parts = ((1.0, 1.0), (2.76, 0.4), (5.4, 0.15))
    return sum(a * np.sin(2 * np.pi * freq * k * t) * np.exp(-t * k / 1.8) for k, a in parts)


def add(track: np.ndarray, at: float, sound: np.ndarray, gain: float) -> None:
    i = int(at * RATE) % track.size
    n = min(sound.size, track.size - i)
    track[i : i + n] += gain * sound[:n]
    if n < sound.size:  # past the end: wraps round to the start (the loop)
        track[: sound.size - n] += gain * sound[n:]


def compose(seconds: float) -> np.ndarray:
    rng = np.random.default_rng(2026)
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    track = np.zeros(n)
    # The drone: D2 and A2 with slow beating, swelling twice a loop.
    swell = 0.6 + 0.4 * np.sin(2 * np.pi * t / seconds * 2 - np.pi / 2)
    for freq, gain in ((D3 / 2, 0.16), (D3 / 2 * 1.5, 0.09), (D3 / 2 * 1.003, 0.08)):
        track += gain * swell * (np.sin(2 * np.pi * freq * t) + 0.3 * np.sin(4 * np.pi * freq * t))
    # The melody: phrases of eight slow notes, wandering by steps, resting between phrases.
    beat = 0.75
    degree = 4
    time = 1.0
    while time < seconds - 2:
        for _ in range(8):
            degree = max(0, min(11, degree + int(rng.choice((-2, -1, -1, 1, 1, 2, 0)))))
            length = beat * float(rng.choice((1, 1, 2)))
            add(track, time, pluck(note(degree, 1), 2.5, rng), 0.32)
            time += length
        add(track, time, pluck(note(0, 1), 3.0, rng), 0.3)  # each phrase comes home to D
        time += beat * 4
    # The frame drum: dum – tek – tek, quietly.
    for k in range(int(seconds / (beat * 4))):
        start = k * beat * 4
        add(track, start, drum(0.6, True), 0.22)
        add(track, start + beat * 1.5, drum(0.3, False), 0.1)
        add(track, start + beat * 2.5, drum(0.3, False), 0.1)
    for k in range(4):  # a high bell now and then
        add(track, seconds * (k + 0.3) / 4, bell(note(4, 3), 4.0), 0.06)
    # Cross-fade the last two seconds into the first two: no seam when it loops.
    fade = int(2 * RATE)
    ramp = np.linspace(0, 1, fade)
    track[:fade] = track[:fade] * ramp + track[-fade:] * (1 - ramp)
    track = track[:-fade]
    # A gentle low-pass (a moving average) takes the edge off the plucks.
    kernel = 3
    summed = np.cumsum(np.concatenate([track[-kernel:], track]))
    track = (summed[kernel:] - summed[:-kernel]) / kernel
    return track / np.max(np.abs(track)) * 0.7


def write_wav(path: Path, samples: np.ndarray) -> None:
    data = (samples * 32767).astype("<i2").tobytes()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=50.0)
    parser.add_argument("--wav-only", action="store_true", help="write the .wav beside it, do not encode")
    args = parser.parse_args(argv)
    samples = compose(args.seconds)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    wav = OUT.with_suffix(".wav")
    write_wav(wav, samples)
    if args.wav_only:
        print(f"wrote {wav}")
        return 0
    if shutil.which("oggenc") is None:
        print("oggenc not found: install Debian's vorbis-tools (or use --wav-only)", file=sys.stderr)
        return 1
    subprocess.run(["oggenc", "--quiet", "-q", "1", "-o", str(OUT), str(wav)], check=True)
    wav.unlink()
    print(f"wrote {OUT} ({OUT.stat().st_size // 1024} KB, {samples.size / RATE:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
