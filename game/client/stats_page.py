"""What the two statistics pages share (one finished game's, `stats_scene.py`; every game's,
`history_scene.py`): a box almost the window's size, centred over what they were opened
from, with the page's title on top. Each page lays out and draws what is inside."""

from __future__ import annotations

import pygame

from . import theme
from .scene import Scene
from .widgets import draw_text, panel


class StatsPage(Scene):
    box: pygame.Rect

    def place_box(self, size: tuple[int, int]) -> float:
        """Place the page's box in a window of `size`; the window's scale."""
        w, h = size
        s = theme.ui_scale(size)
        self.box = pygame.Rect(0, 0, min(w - 20, int(1100 * s)), h - 20)
        self.box.center = (w // 2, h // 2)
        return s

    def draw_page(self, surface: pygame.Surface, alpha: float, game: str, title: str) -> float:
        """What is behind (`Scene.draw_behind`), the box and its `title`; the window's scale."""
        self.draw_behind(surface, alpha, game)
        s = theme.ui_scale(surface.get_size())
        box = self.box
        panel(surface, box, theme.PANEL, theme.GOLD, radius=16)
        draw_text(
            surface, title, int(30 * s), theme.GOLD, (box.centerx, box.top + int(12 * s)), "midtop",
            bold=True, max_width=box.width - 40, display=True,
        )
        return s
