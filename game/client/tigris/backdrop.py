"""What stands on the horizon of the menus' dusk backdrop (`menu.draw_backdrop`) for
Tigris & Euphrates: a stepped temple tower (the ziggurat), low mud-brick houses and
palms, all in one dark silhouette; and the colours of its two rivers. Light to
import: the main menu draws it before any game's presentation is loaded."""

from __future__ import annotations

import math

import pygame

RIVERS = ((58, 100, 140), (66, 112, 154))  # the Tigris and the Euphrates, toward the viewer


def draw_landmarks(base: pygame.Surface, horizon: int, s: float, dark: tuple) -> None:
    """The skyline standing on `horizon`, drawn in `dark` at the interface scale `s`."""
    w = base.get_width()
    cx = int(w * 0.72)
    tiers = ((260, 26), (200, 26), (140, 26), (80, 24))
    for i, (tw, th) in enumerate(tiers):
        top = horizon - int(sum(t[1] for t in tiers[: i + 1]) * s)
        pygame.draw.rect(base, dark, (cx - int(tw * s / 2), top, int(tw * s), int(th * s) + 1))
    pygame.draw.rect(base, dark, (cx - int(8 * s), horizon - int(130 * s), int(16 * s), int(130 * s)))
    for x0, bw, bh in ((0.52, 60, 16), (0.58, 40, 22), (0.86, 70, 14), (0.91, 36, 20), (0.14, 54, 12)):
        pygame.draw.rect(base, dark, (int(w * x0), horizon - int(bh * s), int(bw * s), int(bh * s) + 1))
    # Palms: a leaning trunk and drooping fronds.
    for px, lean in ((0.08, 1), (0.3, -1), (0.94, -1)):
        x = int(w * px)
        crown = (x + int(10 * s * lean), horizon - int(74 * s))
        pygame.draw.line(base, dark, (x, horizon), crown, max(2, int(5 * s)))
        for a in range(-3, 4):
            if a == 0:
                continue
            reach = 30 * s * (1 - abs(a) * 0.08)
            points = []
            for i in range(9):
                f = i / 8
                points.append(
                    (
                        crown[0] + a / abs(a) * reach * f * (0.5 + 0.5 * abs(a) / 3) * 1.3,
                        crown[1] - 10 * s * math.sin(f * math.pi * 0.8) + abs(a) * 6 * s * f * f,
                    )
                )
            pygame.draw.lines(base, dark, False, points, max(2, int(3 * s)))
