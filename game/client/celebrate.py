"""The winner celebrated: a burst of confetti in the winners' colours and gold, thrown up
from behind the end of game's title and falling away, and a glow that breathes behind it.

Every piece's path is worked out from the time alone (seeded, no state kept between frames),
so the burst costs a few small polygons a frame while it lasts (`DURATION`), and nothing once
it is over: the end's scene stops asking for frames, and an idle window sleeps as before.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.engine import Rng

from . import theme

DURATION = 3.6  # seconds the confetti falls
GRAVITY = 900.0  # pixels a second a second, at the interface scale 1


@dataclass(frozen=True)
class Piece:
    dx: float  # the throw, pixels a second at scale 1
    dy: float
    spin: float  # turns a second
    colour: tuple
    size: float  # its length, at scale 1
    delay: float


def pieces(colours: list[tuple], seed: int = 7, count: int = 90) -> list[Piece]:
    """The burst: `count` pieces in `colours` and gold, thrown up and out (seeded)."""
    rng = Rng(seed)
    palette = [*colours, theme.GOLD, (255, 240, 190)]
    made = []
    for i in range(count):
        angle = math.pi * (1.1 + 0.8 * rng.below(1000) / 1000)  # up, spread left to right
        speed = 380 + rng.below(420)
        made.append(Piece(math.cos(angle) * speed, math.sin(angle) * speed, (rng.below(200) - 100) / 40,
                          palette[i % len(palette)], 9 + rng.below(7), rng.below(60) / 100))
    return made


class Celebration:
    """Confetti from `origin` (the title's centre), started when `start()` is called."""

    def __init__(self, colours: list[tuple], seed: int = 7) -> None:
        self.burst = pieces(colours, seed)
        self.t = -1.0  # not started

    def start(self) -> None:
        if self.t < 0:
            self.t = 0.0

    def update(self, dt: float) -> None:
        if self.t >= 0:
            self.t += dt

    @property
    def running(self) -> bool:
        return 0 <= self.t < DURATION + 0.7

    def draw_glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A warm glow behind the title, breathing, as the title comes."""
        if self.t < 0:
            return
        k = min(1.0, self.t / 0.6) * (0.75 + 0.25 * math.sin(self.t * 2.4))
        glow = _glow(rect.size)
        glow.set_alpha(int(200 * k))
        surface.blit(glow, rect)

    def draw(self, surface: pygame.Surface, origin: tuple[int, int], s: float) -> None:
        if not self.running:
            return
        for p in self.burst:
            t = self.t - p.delay
            if t <= 0 or t > DURATION:
                continue
            x = origin[0] + p.dx * s * t
            y = origin[1] + (p.dy * t + GRAVITY * t * t / 2) * s
            fade = min(1.0, (DURATION - t) / 0.8)
            a = p.spin * t * math.tau
            half, thin = p.size * s / 2, p.size * s / 5 * abs(math.cos(a * 0.7)) + 1
            ca, sa = math.cos(a), math.sin(a)
            corners = [(x + ca * u - sa * v, y + sa * u + ca * v)
                       for u, v in ((-half, -thin), (half, -thin), (half, thin), (-half, thin))]
            colour = tuple(int(c * (0.55 + 0.45 * fade)) for c in p.colour[:3])
            pygame.draw.polygon(surface, colour, corners)


_glows: dict[tuple[int, int], pygame.Surface] = {}


def _glow(size: tuple[int, int]) -> pygame.Surface:
    """A soft gold ellipse of `size` (made once per size)."""
    image = _glows.get(size)
    if image is None:
        image = pygame.Surface(size, pygame.SRCALPHA)
        w, h = size
        for i in range(10):
            box = pygame.Rect(0, 0, w * (1 - i / 11), h * (1 - i / 11))
            box.center = (w // 2, h // 2)
            pygame.draw.ellipse(image, (*theme.GOLD, 14), box)
        _glows[size] = image
    return image
