"""Animations, advanced by the fixed steps and drawn with interpolation.

Each animation has a delay and a duration in seconds (already multiplied by
the speed setting); `progress(alpha)` is where it is between two steps, and
an easing curve shapes it. A game's presentation makes them from events
(which pieces pop, rise, leave, fly); the game scene runs and draws them.
`mark(overlay, alpha)` lets one tell the board what to draw differently
(a piece appearing at a scale, a monument rising).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from . import theme
from .widgets import draw_text, rendered


def draw_text_image(text: str, size: int, colour: tuple) -> pygame.Surface:
    return rendered(text, size, colour, bold=True).copy()


def ease_out(x: float) -> float:
    return 1 - (1 - x) ** 3


def ease_back(x: float) -> float:
    c = 1.9
    return 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2


def ease_in_out(x: float) -> float:
    return 3 * x * x - 2 * x * x * x


class Anim:
    def __init__(self, delay: float, duration: float) -> None:
        self.delay = delay
        self.duration = max(duration, 1e-6)
        self.t = 0.0
        self.prev = 0.0

    def update(self, dt: float) -> None:
        self.prev = self.t
        self.t += dt

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    @property
    def end(self) -> float:
        return self.delay + self.duration

    def progress(self, alpha: float) -> float:
        t = self.prev + (self.t - self.prev) * alpha
        return min(1.0, max(0.0, (t - self.delay) / self.duration))

    def started(self, alpha: float) -> bool:
        return self.prev + (self.t - self.prev) * alpha >= self.delay

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        pass

    def mark(self, overlay, alpha: float) -> None:
        """Tell the board what this animation changes of its drawing."""


class Pop(Anim):
    """A piece appearing on a cell: the board draws it at `scale()`."""

    def __init__(self, cell: int, delay: float, duration: float) -> None:
        super().__init__(delay, duration)
        self.cell = cell

    def scale(self, alpha: float) -> float:
        if not self.started(alpha):
            return 0.0
        return max(0.0, ease_back(self.progress(alpha)))

    def mark(self, overlay, alpha: float) -> None:
        overlay.pops[self.cell] = self.scale(alpha)


class Rise(Anim):
    """A piece growing up out of the board (a monument): the board draws it to `height()`."""

    def __init__(self, cell: int, delay: float, duration: float) -> None:
        super().__init__(delay, duration)
        self.cell = cell

    def height(self, alpha: float) -> float:
        if not self.started(alpha):
            return 0.0
        return ease_out(self.progress(alpha))

    def mark(self, overlay, alpha: float) -> None:
        overlay.rises[self.cell] = self.height(alpha)


class Ghost(Anim):
    """A piece that left the board: it rises, shrinks and fades where it stood."""

    def __init__(
        self, image: pygame.Surface, where: Callable[[], pygame.Rect], delay: float, duration: float
    ) -> None:
        super().__init__(delay, duration)
        self.image = image
        self.where = where

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        p = self.progress(alpha)
        if p >= 1:
            return
        rect = self.where()
        scale = 1 - 0.5 * ease_out(p)
        image = pygame.transform.smoothscale_by(self.image, max(0.05, scale))
        image.set_alpha(int(255 * (1 - p)))
        surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery - rect.height * 0.4 * p)))


_shadows: dict[tuple[int, int], pygame.Surface] = {}


def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft dark ellipse under a carried piece (made once per size)."""
    image = _shadows.get(size)
    if image is None:
        w, h = size
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(4):
            inset = i * max(1, w // 12)
            oval = image.get_rect().inflate(-inset * 2, -inset * 2 - h // 3)
            pygame.draw.ellipse(image, (0, 0, 0, 30), oval)
        _shadows[size] = image
    return image


def fixed(point: tuple[int, int]) -> Callable[[], tuple[int, int]]:
    """A place that does not move, for a `Flyer`'s start or target."""
    return lambda: point


class Flyer(Anim):
    """A point or treasure flying in an arc from the board to a seat's row."""

    def __init__(
        self,
        image: pygame.Surface,
        start: Callable[[], tuple[int, int]],
        target: Callable[[], tuple[int, int]],
        delay: float,
        duration: float,
        lift: float = 0.0,
    ) -> None:
        super().__init__(delay, duration)
        self.image = image
        self.start = start
        self.target = target
        # The arc's height: 80 pixels, or `lift` times the distance (a piece carried across the
        # board rises with the length of its way, and casts a shadow below it).
        self.lift = lift

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        if not self.started(alpha) or self.done:
            return
        p = ease_out(self.progress(alpha)) if not self.lift else ease_in_out(self.progress(alpha))
        (x0, y0), (x1, y1) = self.start(), self.target()
        height = math.hypot(x1 - x0, y1 - y0) * self.lift if self.lift else 80
        lift = -math.sin(p * math.pi) * height
        if self.lift:
            shadow = _shadow(self.image.get_size())
            ground = (x0 + (x1 - x0) * p, y0 + (y1 - y0) * p)
            surface.blit(shadow, shadow.get_rect(center=(int(ground[0]) + 3, int(ground[1]) + 5)))
        pos = (x0 + (x1 - x0) * p, y0 + (y1 - y0) * p + lift)
        surface.blit(self.image, self.image.get_rect(center=(int(pos[0]), int(pos[1]))))


class Banner(Anim):
    """A big message across the board that slides in, holds and fades."""

    def __init__(
        self,
        text: str,
        detail: str,
        colour: tuple,
        where: Callable[[int], pygame.Rect],  # its place, given its width
        delay: float,
        duration: float,
        counts: tuple[int, int] | None = None,
        sides: tuple[str, str] | None = None,
        note: str = "",
    ) -> None:
        super().__init__(delay, duration)
        self.text = text
        self.note = note  # after the counts (a tie: who wins it, and why)
        self.detail = detail
        self.colour = colour
        self.where = where
        self.stop = self.delay + self.duration  # earlier when the next banner cuts this one short
        # A conflict's result: both sides' totals, as the log gives them ("Lion 5 : 3 Bull").
        self.counts = counts
        self.sides = sides
        # A war's result has a detail (what the losers lost) and the totals: three lines, a
        # little smaller, in the band every banner has (`banners.area` keeps that much clear).
        self.stacked = bool(detail) and counts is not None
        self.fitted = False  # fitted to a place narrower or lower than its words want (`_images`)

    FADE = 0.12  # seconds to fade out when cut short

    def cut(self, at: float) -> None:
        """End by `at` (on this banner's own clock), fading out just before."""
        self.stop = max(self.t, min(self.stop, at))
        if self.stop <= self.delay:
            self.stop = 0.0  # not shown yet: never shown

    @property
    def done(self) -> bool:
        return self.t >= self.stop

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        if not self.started(alpha) or self.done:
            return
        p = self.progress(alpha)
        area = self.where(self.width(theme.ui_scale(surface.get_size())))
        fade = min(1.0, p / 0.15, (1 - p) / 0.2)
        now = self.prev + (self.t - self.prev) * alpha
        if self.stop < self.delay + self.duration:
            fade = min(fade, max(0.0, (self.stop - now) / self.FADE))
            if fade <= 0:
                return
        slide = (1 - ease_out(min(1.0, p / 0.2))) * area.width * 0.25
        # Beside the board (`banners.area`, over the log) it hides the words beneath wholly.
        aside = bool(getattr(self.where, "opaque", False))
        band, text = self._images(area.width, theme.ui_scale(surface.get_size()), area.height, aside)
        # A fitted band hides the words beneath (the log's, the top bar's) from its first frame
        # to its last: fading, they showed through it and neither could be read (issue 30).
        band.set_alpha(255 if self.fitted else int(255 * fade))
        text.set_alpha(int(255 * fade))
        top = area.centery - band.get_height() // 2
        surface.blit(band, (area.left, top))
        clip = surface.get_clip()
        surface.set_clip(band.get_rect(topleft=(area.left, top)).clip(clip))  # sliding in: no spill
        surface.blit(text, text.get_rect(midtop=(area.centerx + int(slide), top)))
        if self.counts is not None:
            # The totals the log gives, from the first frame: counting up from nothing showed
            # other numbers ("3 : 3" for the log's "4 to 4") whenever the next banner cut it short.
            s = theme.ui_scale(surface.get_size())
            # In a lower band (`banners.area`, a small window) the totals come up with its words.
            s *= min(1.0, band.get_height() / int((96 if self.detail or self.counts else 70) * s))
            a, b = self.counts
            left, right = self.sides or ("", "")
            line = f"{left}  {a} : {b}  {right}".strip()
            if self.note:
                line = f"{line} · {self.note}"
            size = max(theme.SMALLEST, int((22 if self.stacked else 26) * s))
            image = draw_text_image(line, size, theme.TEXT)
            image.set_alpha(int(255 * fade))
            below = int(30 * s) if self.stacked else int(20 * s)  # under the detail, when there is one
            centre = (area.centerx + int(slide), top + band.get_height() // 2 + below)
            surface.blit(image, image.get_rect(center=centre))
        surface.set_clip(clip)

    def width(self, s: float) -> int:
        """The band's width for its words: they fill the middle, its ends fade (a band no
        wider than that leaves the cells beside it in sight)."""
        lines = [(self.text, int(46 * s), True), (self.detail, int(24 * s), False)]
        if self.counts is not None:
            left, right = self.sides or ("", "")
            line = f"{left}  {self.counts[0]} : {self.counts[1]}  {right} · {self.note}"
            lines.append((line, int(26 * s), False))
        widest = max(theme.font_for(text, size, bold).size(text)[0] for text, size, bold in lines if text)
        return int(widest / 0.64) + int(40 * s)

    def _images(
        self, width: int, s: float, room: int = 10**6, aside: bool = False
    ) -> tuple[pygame.Surface, pygame.Surface]:
        """The band and its text, made once per size: a banner is drawn every frame for a
        second or more, and making a window-wide surface each time showed in frame times.
        No taller than `room` (a turn's banner in the top bar): its words smaller to fit."""
        key = (width, s, room, aside)
        if getattr(self, "_key", None) != key:
            full = int((96 if self.detail or self.counts else 70) * s)
            height = min(full, room)
            s = s * height / full  # the words and rules scaled with the band
            band = pygame.Surface((width, height), pygame.SRCALPHA)
            # Fitted to a place narrower or lower than its words want (a turn's in the top bar,
            # a conflict's over the log beside a small board) it hides the words beneath.
            fitted = height < full or width < self.width(s) or aside
            self.fitted = fitted
            # Else dark in the middle, fading out at both ends, with gilt rules above and below.
            for x in range(0, width, 4):
                edge = 1.0 if fitted else min(1.0, min(x, width - x) / max(1, width * 0.18))
                dark = 255 if fitted else int(215 * edge)
                pygame.draw.rect(band, (14, 18, 26, dark), (x, 0, 4, height))
                pygame.draw.rect(band, (*self.colour, int(255 * edge)), (x, 1, 4, 3))
                pygame.draw.rect(band, (*self.colour, int(255 * edge)), (x, height - 4, 4, 3))
            text = pygame.Surface((width, height), pygame.SRCALPHA)
            centre_y = height // 2 - (int(14 * s) if self.detail or self.counts else 0)
            if self.stacked:
                centre_y = height // 2 - int(24 * s)
            draw_text(
                text,
                self.text,
                int((40 if self.stacked else 46) * s),
                (*self.colour,),
                (width // 2, centre_y),
                "center",
                bold=True,
                max_width=width - 20,
                display=True,
            )
            if self.detail:
                draw_text(
                    text,
                    self.detail,
                    max(theme.SMALLEST, int(21 * s)) if self.stacked else int(24 * s),
                    theme.TEXT,
                    (width // 2, centre_y + int((29 if self.stacked else 34) * s)),
                    "center",
                    max_width=width - 20,
                )
            self._key, self._band, self._text = key, band, text
        return self._band, self._text
