"""What stands on the horizon of the menus' dusk backdrop (`menu.draw_backdrop`) for
Yellow & Yangtze: a five-storey pagoda with upturned eaves on its terrace, far hills
of the river gorges, tiled houses and pines, all in one dark silhouette as Tigris &
Euphrates' ziggurat is; and the colours of its two rivers (the Yellow River's silt,
the Yangtze's blue). Light to import: the main menu draws it before any game's
presentation is loaded."""

from __future__ import annotations

import math

import pygame

RIVERS = ((150, 118, 66), (62, 106, 148))  # the Yellow River, the Yangtze


def _roof(base: pygame.Surface, dark: tuple, cx: float, bottom: float, half: float, s: float) -> None:
    """A roof whose eaves sweep up at both ends: its lower edge at `bottom`, `half` wide."""
    rise, lift, sweep = 13 * s, 7 * s, 18 * s
    left = [(cx - half - f * sweep, bottom - lift * f * f) for f in (i / 6 for i in range(7))]
    right = [(cx + half + f * sweep, bottom - lift * f * f) for f in (i / 6 for i in range(7))]
    top = [(cx + half * 0.42, bottom - rise), (cx - half * 0.42, bottom - rise)]
    pygame.draw.polygon(base, dark, left[::-1] + right + top)


def draw_landmarks(base: pygame.Surface, horizon: int, s: float, dark: tuple) -> None:
    """The skyline standing on `horizon`, drawn in `dark` at the interface scale `s`."""
    w = base.get_width()
    # The far hills of the gorges, a shade lighter than the near silhouettes.
    far = tuple(int(c + (g - c) * 0.3) for c, g in zip(dark, (206, 136, 78), strict=True))
    hills: list[tuple[float, float]] = [(0, horizon)]
    for i in range(0, 65):
        x = w * i / 64
        k = x / max(1, w)
        height = 16 + 20 * math.sin(k * 17.0 + 0.6) ** 2 + 12 * math.sin(k * 41.0 + 1.3) ** 2
        hills.append((x, horizon - height * s))
    hills.append((w, horizon))
    pygame.draw.polygon(base, far, hills)
    # The pagoda on its terrace: five storeys, each narrower, each under its roof.
    cx = int(w * 0.72)
    pygame.draw.rect(base, dark, (cx - int(110 * s), horizon - int(12 * s), int(220 * s), int(12 * s) + 1))
    pygame.draw.rect(base, dark, (cx - int(84 * s), horizon - int(22 * s), int(168 * s), int(11 * s)))
    y: float = horizon - int(22 * s)
    for storey in range(5):
        half = (46 - storey * 7) * s
        wall = (24 - storey * 1.5) * s
        pygame.draw.rect(base, dark, (int(cx - half), int(y - wall), int(half * 2), int(wall) + 1))
        y -= wall
        _roof(base, dark, cx, y + 3 * s, half + 2 * s, s)
        y -= 11 * s
    # The spire: a mast with rings.
    pygame.draw.rect(base, dark, (cx - int(3 * s), int(y - 34 * s), max(2, int(6 * s)), int(36 * s)))
    for k, r in ((6, 7), (14, 6), (22, 5)):
        pygame.draw.ellipse(base, dark, (cx - r * s, y - k * s - 2 * s, 2 * r * s, 4 * s))
    pygame.draw.circle(base, dark, (cx, int(y - 36 * s)), max(2, int(4 * s)))
    # Low houses under tiled roofs.
    for x0, bw, bh in ((0.52, 60, 14), (0.58, 40, 20), (0.86, 70, 13), (0.91, 36, 18), (0.14, 54, 12)):
        x, width, height = w * x0, bw * s, bh * s
        pygame.draw.rect(base, dark, (int(x), horizon - int(height), int(width), int(height) + 1))
        _roof(base, dark, x + width / 2, horizon - height + 2 * s, width / 2 - 8 * s, s * 0.7)
    # Pines: a trunk under flat, layered crowns.
    for px, tall in ((0.08, 1.0), (0.3, 0.8), (0.95, 0.9)):
        x = int(w * px)
        top = horizon - int(80 * s * tall)
        pygame.draw.line(base, dark, (x, horizon), (x, top), max(2, int(5 * s)))
        for i in range(3):
            yy = top + i * 16 * s * tall
            reach = (18 + i * 10) * s * tall
            pygame.draw.ellipse(base, dark, (x - reach, yy - 5 * s, reach * 2, 11 * s))
