"""The engine's own random number generator.

Python's `random` module is not used anywhere in the engine: its algorithms
may change between versions and it is shared global state (unsafe beside a
worker thread). Instead every game owns one `Rng`:

* seeding: SplitMix64 expands the integer seed into the 256-bit state;
* generator: xoshiro256** (Blackman & Vigna), 64-bit outputs;
* bounded integers: `below(n)` uses rejection sampling on the top bits, so
  every value is equally likely and the sequence is the same everywhere;
* shuffles: Fisher–Yates from the last element down, `below(i + 1)` each.

These definitions are part of the record format: the same seed must deal the
same tiles on every machine and every Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")
# Seeds are 64-bit: 2**64 and more would deal the games of smaller seeds again.
SEED_LIMIT = 1 << 64


def _splitmix64(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return x, z ^ (z >> 31)


class Rng:
    """xoshiro256** seeded with SplitMix64. Deterministic across platforms."""

    __slots__ = ("_s",)

    def __init__(self, seed: int = 0) -> None:
        if not isinstance(seed, int) or seed < 0:
            raise ValueError(f"seed must be a non-negative integer, not {seed!r}")
        x = seed & _MASK
        state = []
        for _ in range(4):
            x, z = _splitmix64(x)
            state.append(z)
        self._s = state

    def next64(self) -> int:
        """The next 64-bit output."""
        s0, s1, s2, s3 = self._s
        result = ((s1 * 5) & _MASK)
        result = ((((result << 7) | (result >> 57)) & _MASK) * 9) & _MASK
        t = (s1 << 17) & _MASK
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        self._s = [s0, s1, s2, ((s3 << 45) | (s3 >> 19)) & _MASK]
        return result

    def below(self, n: int) -> int:
        """A uniform integer in [0, n): the top bits of `next64()`, redrawn
        until they fall below `n` (the generator is inlined: every random
        playout calls this once a decision)."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError("below() needs a positive bound")
        drop = 64 - (n - 1).bit_length()
        s0, s1, s2, s3 = self._s
        mask = _MASK
        while True:
            result = (s1 * 5) & mask
            result = ((((result << 7) | (result >> 57)) & mask) * 9) & mask
            t = (s1 << 17) & mask
            s2 ^= s0
            s3 ^= s1
            s1 ^= s2
            s0 ^= s3
            s2 ^= t
            s3 = ((s3 << 45) | (s3 >> 19)) & mask
            value = result >> drop
            if value < n:
                self._s = [s0, s1, s2, s3]
                return value

    def random(self) -> float:
        """A uniform float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place: for i from the last index down to 1, swap
        item i with item `below(i + 1)`.

        The generator is inlined here (the same outputs as `next64`): a new
        game's bag is a 143-tile shuffle, and computer players deal worlds
        all the time.
        """
        s0, s1, s2, s3 = self._s
        mask = _MASK
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            drop = 64 - i.bit_length()
            while True:
                result = (s1 * 5) & mask
                result = ((((result << 7) | (result >> 57)) & mask) * 9) & mask
                t = (s1 << 17) & mask
                s2 ^= s0
                s3 ^= s1
                s1 ^= s2
                s0 ^= s3
                s2 ^= t
                s3 = ((s3 << 45) | (s3 >> 19)) & mask
                j = result >> drop
                if j < n:
                    break
            items[i], items[j] = items[j], items[i]
        self._s = [s0, s1, s2, s3]

    def fork(self) -> Rng:
        """An independent generator seeded from this one's next output."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        other = Rng.__new__(Rng)
        other._s = list(self._s)
        return other
