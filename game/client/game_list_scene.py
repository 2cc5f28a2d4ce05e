"""What the lessons menu and the challenges screen share: one game's list at a time, a tab
per game (`game_tabs`), Back at the foot, the backdrop and the title. Each screen lays out
and draws its own list (rows of lessons with their progress; challenges with their stars
and the chosen one's description)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import theme
from .backdrop import draw_backdrop
from .game_tabs import game_tabs
from .i18n import _
from .scene import Scene
from .widgets import Button, draw_text


@dataclass
class Frame:
    """The screen's column: its scale, left edge and width, the list's top (below the tabs),
    Back, and the buttons so far (Back and the tabs)."""

    s: float
    left: int
    width: int
    top: int
    back: Button
    buttons: list[Button]


class GameListScene(Scene):
    game_names: list[str]
    game: str
    t: float

    def first_game(self) -> str:
        """The game the list opens on: the one chosen in the main menu when it has a list."""
        chosen = getattr(getattr(self.app, "settings", None), "game", None)
        return chosen if chosen in self.game_names else (self.game_names[0] if self.game_names else "")

    def show_game(self, game: str) -> None:
        raise NotImplementedError

    def frame(
        self, size: tuple[int, int], widest: int, top: int, back: tuple[int, int, int], tabs: tuple[int, int]
    ) -> Frame:
        """The column at most `widest` (scaled) wide, the list from `top`, Back (`back`: its
        distance from the foot, width and height) and a tab per game (`tabs`: the row's height
        and how far the list moves down for it), all scaled."""
        w, h = size
        s = theme.ui_scale(size)
        width = int(min(w - 40, widest * s))
        left = (w - width) // 2
        y = int(top * s)
        button = Button(_("Back"), lambda: self.app.pop(self), hotkey="Esc", name="back")
        button.rect = pygame.Rect(left, h - int(back[0] * s), int(back[1] * s), int(back[2] * s))
        buttons = [button]
        tab_row = pygame.Rect(left, y, width, int(tabs[0] * s))
        row = game_tabs(self.game_names, self.game, self.show_game, tab_row, int(10 * s))
        if row:
            buttons += row
            y += int(tabs[1] * s)
        return Frame(s, left, width, y, button, buttons)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw_title(self, surface: pygame.Surface, title: str, size: int, y: int) -> tuple[int, int, float]:
        """The backdrop and the screen's title (`size` and `y` scaled) in the titles' face, as
        the other screens; the window's size and scale."""
        draw_backdrop(surface, self.t, self.game)
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        draw_text(surface, title, int(size * s), theme.GOLD, (w // 2, int(y * s)), "midtop",
                  bold=True, max_width=w - 40, display=True)
        return w, h, s
