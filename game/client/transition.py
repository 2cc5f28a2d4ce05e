"""Short transitions between scenes: when the scene the window is built on changes (the
menu to a game, a game to the menu, the lessons, the rules), the last picture of the old
one fades out over the new one in a quarter of a second.

One copy of the screen is taken when the change is noticed, and blitted with a falling
alpha while the fade lasts; then nothing. With animations off ("Instant") there is none.
"""

from __future__ import annotations

import pygame

SECONDS = 0.25  # at normal speed


class Fade:
    def __init__(self) -> None:
        self.base: object | None = None  # the scene the window was last drawn on
        self.picture: pygame.Surface | None = None
        self.left = 0.0
        self.total = 0.0

    def notice(self, base: object | None, screen: pygame.Surface, speed: float) -> None:
        """The stack changed: a new base scene starts a fade from what the screen shows."""
        if base is self.base:
            return
        had = self.base is not None
        self.base = base
        if had and base is not None and speed > 0:
            self.picture = screen.copy()
            self.total = self.left = SECONDS * min(speed, 1.0)

    def update(self, dt: float) -> None:
        if self.picture is not None:
            self.left -= dt
            if self.left <= 0:
                self.picture = None

    @property
    def running(self) -> bool:
        return self.picture is not None

    def draw(self, screen: pygame.Surface) -> None:
        if self.picture is None:
            return
        k = max(0.0, self.left / self.total)
        self.picture.set_alpha(int(255 * k * k))  # eased: most of the change early
        screen.blit(self.picture, (0, 0))
