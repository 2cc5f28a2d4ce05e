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
from .widgets import Button, ButtonRow, draw_tab, draw_text, layout_column


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
    MenuEntry(N_("Rules"), "game.client.help_scene:open_menu_rules", name="rules"),
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
        self.games = ButtonRow()  # the game chosen for "New game" and "Learn to play"
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
        from .registry import game_title, games, known_game

        chosen = known_game(self.app.settings.game)
        self.games = ButtonRow(
            [
                Button(_(game_title(game)), (lambda g=game: self.choose_game(g)), selected=game == chosen,
                       name=f"game {game}")
                for game in games()
            ]
        )
        from .saves import autosave_summary

        summary = autosave_summary()
        self.subtitle = summary or ""

    def language_changed(self) -> None:
        self._build()
        super().language_changed()

    def choose_game(self, game: str) -> None:
        """The game "New game" sets up and "Learn to play" teaches (remembered)."""
        if self.app.settings.game != game:
            self.app.settings.game = game
            self.app.save_settings()
        for button in self.games.buttons:
            button.selected = button.name == f"game {game}"

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        # The games, as tabs under the title.
        tabs = self.games.buttons
        tab_w, tab_h, tab_gap = int(300 * s), int(42 * s), int(14 * s)
        left = w // 2 - (len(tabs) * tab_w + (len(tabs) - 1) * tab_gap) // 2
        tab_top = int(h * 0.12) + int(116 * s)
        for i, tab in enumerate(tabs):
            tab.rect = pygame.Rect(left + i * (tab_w + tab_gap), tab_top, tab_w, tab_h)
        # The entries below them (room for the resumable game's line between), clear of the
        # window's foot; closer together when the window is short.
        count = len(self.buttons.buttons)
        height, gap = int(52 * s), int(14 * s)
        highest = tab_top + tab_h + int(34 * s) + (int(26 * s) if self.subtitle else 0)
        lowest = h - int(22 * s)  # the last entry's foot
        if count and highest + count * height + (count - 1) * gap > lowest:
            # Closer first, then lower: the entries keep as much height as the room allows.
            room = max(count * 24, lowest - highest)
            gap = max(4, int(8 * s))
            height = min(height, (room - (count - 1) * gap) // count)
        total = count * (height + gap) - gap
        top = max(int(h * 0.42), h - total - gap - int(60 * s))
        top = max(highest, min(top, lowest - total))
        layout_column(self.buttons.buttons, w // 2, top, int(340 * s), height, gap)

    def message_area(self) -> pygame.Rect | None:
        """Messages go between the games' tabs and the entries, never over an entry."""
        tabs = [b.rect for b in self.games.buttons if b.rect is not None]
        entries = [b.rect for b in self.buttons.buttons if b.rect is not None]
        if not tabs or not entries:
            return None
        s = theme.ui_scale(self.app.size)
        top = max(r.bottom for r in tabs) + int(10 * s)
        return pygame.Rect(0, top, self.app.size[0], max(int(40 * s), entries[0].top - top))

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
            self.games.point(intent.pos)
            return True
        if intent.kind == "click":
            if self.buttons.click(intent.pos) or self.games.click(intent.pos):
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
        draw_backdrop(surface, self.t, self.app.settings.game)
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        top = int(h * 0.12)
        for dx, dy in ((3, 4), (0, 2)):
            draw_text(
                surface,
                _("Two Rivers"),
                int(112 * s),
                (20, 14, 8),
                (w // 2 + dx, top + dy),
                "midtop",
                bold=True,
                display=True,
            )
        draw_text(
            surface,
            _("Two Rivers"),
            int(112 * s),
            theme.GOLD,
            (w // 2, top),
            "midtop",
            bold=True,
            display=True,
        )
        rule_y = top + int(104 * s)
        pygame.draw.line(
            surface, theme.GOLD_DARK, (w // 2 - int(200 * s), rule_y), (w // 2 + int(200 * s), rule_y), 2
        )
        for tab in self.games.buttons:
            draw_tab(surface, tab, int(24 * s))
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


_backdrop_cache: dict[tuple, pygame.Surface] = {}


def draw_backdrop(surface: pygame.Surface, t: float = 0.0, game: str = "") -> None:
    """Dusk over the land between the two rivers: a sky from deep blue to amber, the first
    stars, the game's landmarks on the horizon (its `backdrop.py`: a stepped temple tower,
    a pagoda), and the two rivers winding toward the viewer, catching the last light.
    `game`: the game whose land it is (a name the window does not know: the first game's).
    Still (the window rests while a menu waits)."""
    from .registry import known_game

    size = surface.get_size()
    key = (size, known_game(game))
    base = _backdrop_cache.get(key)
    if base is None:
        base = _make_backdrop(size, key[1])
        _backdrop_cache.clear()
        _backdrop_cache[key] = base
    surface.blit(base, (0, 0))


def _make_backdrop(size: tuple[int, int], game: str) -> pygame.Surface:
    import random

    from .registry import backdrop_for

    scenery = backdrop_for(game)
    w, h = size
    base = pygame.Surface(size)
    horizon = int(h * 0.58)
    stops = ((0.0, (12, 18, 36)), (0.55, (40, 40, 66)), (0.82, (120, 78, 70)), (1.0, (206, 136, 78)))
    for y in range(horizon):
        k = y / max(1, horizon - 1)
        for (k0, c0), (k1, c1) in zip(stops, stops[1:], strict=False):
            if k0 <= k <= k1:
                f = (k - k0) / (k1 - k0)
                colour = tuple(int(a + (b - a) * f) for a, b in zip(c0, c1, strict=True))
                break
        pygame.draw.line(base, colour, (0, y), (w, y))
    ground = theme.gradient((w, h - horizon), (58, 46, 40), (22, 24, 30))
    base.blit(ground, (0, horizon))
    rng = random.Random(3)
    for _star in range(int(w * h / 9000)):  # stars, fewer toward the glow
        x, y = rng.randrange(w), int(rng.random() ** 1.8 * horizon * 0.75)
        level = rng.randrange(110, 230)
        base.set_at((x, y), (level, level, min(255, level + 20)))
    s = theme.ui_scale(size)
    scenery.draw_landmarks(base, horizon, s, (34, 28, 30))
    # The two rivers, from the horizon toward the viewer, widening.
    for (phase, x0), colour in zip(((0.0, 0.3), (2.2, 0.62)), scenery.RIVERS, strict=True):
        left, right = [], []
        for i in range(0, 41):
            k = i / 40
            y = horizon + (h - horizon) * k
            centre = w * (x0 + 0.1 * math.sin(k * 4.2 + phase) * k + (x0 - 0.5) * k * 0.9)
            half = (3 + 70 * k * k) * s
            left.append((centre - half, y))
            right.append((centre + half, y))
        pygame.draw.polygon(base, colour, left + right[::-1])
        pygame.draw.lines(base, (206, 150, 96), False, [(x + 2, y) for x, y in left], max(1, int(2 * s)))
    small = pygame.Surface((32, 20), pygame.SRCALPHA)  # a soft vignette toward the corners
    for y in range(20):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 9.5) / 10) ** 2
            small.set_at((x, y), (0, 0, 0, int(min(150, max(0.0, d - 0.35) * 150))))
    base.blit(pygame.transform.smoothscale(small, size), (0, 0))
    return base
