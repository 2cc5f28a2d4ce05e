"""The main menu, and the table of its entries.

Adding an entry (a new scene) is one line in `MENU_ENTRIES`: a label marked
with `N_`, and "module:function" of a function taking the `App` that pushes
the scene. Modules are imported only when chosen, so start-up stays fast.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from . import theme
from .i18n import N_, _
from .intents import Intent
from .scene import Scene
from .widgets import Button, ButtonRow, draw_text, layout_column


def _autosave_resumable() -> bool:
    from .saves import autosave_summary

    return autosave_summary() is not None


def _autosave_damaged() -> bool:
    from .saves import autosave_damaged

    return autosave_damaged()


@dataclass(frozen=True)
class MenuEntry:
    label: str  # marked with N_, translated when shown
    target: str  # "package.module:function", called with the App
    shown: Callable[[], bool] | None = None  # hide the entry when this says False
    primary: Callable[[], bool] | None = None  # draw it highlighted when this says True
    name: str = ""


MENU_ENTRIES: list[MenuEntry] = [
    MenuEntry(
        N_("Resume game"),
        "game.client.saves:resume_autosave",
        shown=_autosave_resumable,
        primary=lambda: not _autosave_damaged(),  # a damaged one is offered (to say why), not urged
        name="resume",
    ),
    MenuEntry(N_("New game"), "game.client.setup:open_new_game", name="new"),
    MenuEntry(N_("Learn to play"), "game.client.lessons_menu:open_lessons", name="learn"),
    MenuEntry(N_("Load game"), "game.client.load:open_load", name="load"),
    MenuEntry(N_("Settings"), "game.client.options:open_settings", name="settings"),
    MenuEntry(N_("Quit"), "game.client.menu:quit_app", name="quit"),
]


def open_entry(app, target: str) -> None:
    module_name, function = target.split(":")
    getattr(importlib.import_module(module_name), function)(app)


def quit_app(app) -> None:
    app.request_quit()


class MainMenu(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self.subtitle = ""
        self.t = 0.0

    def enter(self) -> None:
        self._build()
        super().enter()

    def resume(self) -> None:
        self._build()
        super().resume()

    def _build(self) -> None:
        buttons = []
        any_primary = False
        for entry in MENU_ENTRIES:
            if entry.shown is not None and not entry.shown():
                continue
            primary = bool(entry.primary and entry.primary())
            any_primary = any_primary or primary
            buttons.append(
                Button(
                    _(entry.label),
                    (lambda t=entry.target: open_entry(self.app, t)),
                    primary=primary,
                    name=entry.name or entry.target,
                )
            )
        if not any_primary and buttons:
            # The first entry, unless it is a damaged autosave that can only say why it fails.
            next((b for b in buttons if b.name != "resume"), buttons[0]).primary = True
        self.buttons = ButtonRow(buttons)
        from .saves import autosave_summary

        summary = autosave_summary()
        self.subtitle = summary or ""

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        height, gap = int(52 * s), int(14 * s)
        total = len(self.buttons.buttons) * (height + gap)
        top = max(int(h * 0.42), h - total - int(60 * s))
        layout_column(self.buttons.buttons, w // 2, top, int(340 * s), height, gap)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
            return True
        if intent.kind == "click":
            if self.buttons.click(intent.pos):
                self.app.play("click")
            return True
        if intent.kind == "key":
            if intent.command == "confirm" and self.buttons.buttons:
                chosen = next((b for b in self.buttons.buttons if b.primary), self.buttons.buttons[0])
                chosen.action()  # Enter: the highlighted entry
                return True
            if intent.command == "back":
                self.app.request_quit()
                return True
        return False

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_backdrop(surface, self.t)
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        draw_text(
            surface,
            _("Two Rivers"),
            int(104 * s),
            (20, 16, 10),
            (w // 2 + 4, int(h * 0.14) + 5),
            "midtop",
            bold=True,
        )
        draw_text(
            surface, _("Two Rivers"), int(104 * s), theme.GOLD, (w // 2, int(h * 0.14)), "midtop", bold=True
        )
        draw_text(
            surface,
            _("A game of Tigris & Euphrates"),
            int(30 * s),
            theme.TEXT,
            (w // 2, int(h * 0.14) + int(92 * s)),
            "midtop",
        )
        self.buttons.draw(surface, int(26 * s))
        resume = self.buttons.by_name("resume")
        if resume and self.subtitle:
            draw_text(
                surface,
                self.subtitle,
                int(19 * s),
                theme.TEXT_DIM,
                (w // 2, resume.rect.top - int(8 * s)),
                "midbottom",
                max_width=int(w * 0.8),
            )
        draw_text(
            surface,
            _("after Reiner Knizia's board game"),
            int(18 * s),
            theme.TEXT_DIM,
            (w - int(14 * s), h - int(10 * s)),
            "bottomright",
        )


_backdrop_cache: dict[tuple[int, int], pygame.Surface] = {}


def draw_backdrop(surface: pygame.Surface, t: float = 0.0) -> None:
    """Dusk-blue ground with the two rivers winding across it."""
    size = surface.get_size()
    base = _backdrop_cache.get(size)
    if base is None:
        base = pygame.Surface(size)
        w, h = size
        for y in range(0, h, 4):
            k = y / max(1, h)
            colour = (int(22 + 16 * k), int(30 + 18 * k), int(42 + 16 * k))
            pygame.draw.rect(base, colour, (0, y, w, 4))
        for phase, width, colour in ((0.0, 0.055, (52, 98, 140)), (2.2, 0.04, (60, 112, 156))):
            points = []
            for i in range(0, 101):
                x = w * i / 100
                y = h * (0.55 + 0.16 * math.sin(i / 100 * 5.5 + phase) + 0.05 * math.sin(i / 9 + phase))
                points.append((x, y + (0.0 if phase == 0 else h * 0.12)))
            pygame.draw.lines(base, colour, False, points, max(6, int(h * width)))
            pygame.draw.lines(base, (96, 150, 196), False, [(x, y - 3) for x, y in points], 2)
        _backdrop_cache.clear()
        _backdrop_cache[size] = base
    surface.blit(base, (0, 0))
    w, h = size
    for i in range(14):  # drifting glints on the water
        x = (i * 97 + t * 22) % (w + 40) - 20
        y = h * (0.55 + 0.16 * math.sin(x / w * 5.5) + 0.05 * math.sin(x / w * 100 / 9))
        pygame.draw.line(surface, (150, 196, 230), (x, y), (x + 10, y), 2)
