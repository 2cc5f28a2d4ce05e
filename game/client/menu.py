"""The main menu, and the table of its entries.

Adding an entry (a new scene) is one line in `MENU_ENTRIES`: a label marked
with `N_`, and the name the scene is opened by (registered in `routes.py`,
which imports a scene's module only when it is chosen, so start-up stays fast).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from . import theme
from .backdrop import draw_backdrop
from .i18n import N_, _
from .intents import Intent
from .registry import game_title, games, known_game
from .scene import Scene
from .widgets import Button, ButtonRow, draw_tab, draw_text, layout_row

# The autosave (its line) whose game the menu's tab last followed, per window.
_followed: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _autosave_resumable() -> bool:
    from .saves import autosave_summary

    return autosave_summary() is not None


def _autosave_damaged() -> bool:
    from .saves import autosave_damaged

    return autosave_damaged()


@dataclass(frozen=True)
class MenuEntry:
    label: str  # marked with N_, translated when shown
    target: str  # the name of the scene it opens (`routes.py`)
    shown: Callable[[], bool] | None = None  # hide the entry when this says False
    primary: Callable[[], bool] | None = None  # draw it highlighted when this says True
    name: str = ""
    # Shares the row of the entry above it, each half as wide (the window's smallest size
    # leaves room for seven rows of entries, not eight).
    beside_previous: bool = False


MENU_ENTRIES: list[MenuEntry] = [
    MenuEntry(
        N_("Resume game"),
        "resume",
        shown=_autosave_resumable,
        primary=lambda: not _autosave_damaged(),  # a damaged one is offered (to say why), not urged
        name="resume",
    ),
    MenuEntry(N_("New game"), "new game", name="new"),
    MenuEntry(N_("Learn to play"), "lessons", name="learn"),
    MenuEntry(N_("Challenges"), "challenges", name="challenges"),
    MenuEntry(N_("Rules"), "menu rules", name="rules"),
    MenuEntry(N_("Load game"), "load", name="load"),
    MenuEntry(N_("Statistics"), "statistics", name="statistics", beside_previous=True),
    MenuEntry(N_("Settings"), "settings", name="settings"),
    MenuEntry(N_("Quit"), "quit", name="quit"),
]


def open_entry(app, target: str) -> None:
    app.open(target)


def open_menu(app) -> None:
    """The main menu, alone (a game or a page left for it)."""
    app.reset(MainMenu(app))


class MainMenu(Scene):
    name = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self.games = ButtonRow()  # the game chosen for "New game" and "Learn to play"
        self.subtitle = ""
        self.beside: set[str] = set()
        self.t = 0.0

    def enter(self) -> None:
        self._build()
        super().enter()

    def resume(self) -> None:
        self._build()
        super().resume()

    def _build(self) -> None:
        buttons: list[Button] = []
        any_primary = False
        self.beside = set()  # the entries laid out beside the one above them
        for entry in MENU_ENTRIES:
            if entry.shown is not None and not entry.shown():
                continue
            if entry.beside_previous and buttons:
                self.beside.add(entry.name or entry.target)
            primary = bool(entry.primary and entry.primary())
            any_primary = any_primary or primary
            buttons.append(
                Button(
                    _(entry.label),
                    partial(open_entry, self.app, entry.target),
                    primary=primary,
                    name=entry.name or entry.target,
                )
            )
        if not any_primary and buttons:
            # The first entry, unless it is a damaged autosave that can only say why it fails.
            next((b for b in buttons if b.name != "resume"), buttons[0]).primary = True
        self.buttons = ButtonRow(buttons)
        from .saves import autosave_game, autosave_summary

        # The tab follows the game Resume would open: its board behind the menu, and "New
        # game" and "Learn to play" for that game — once per autosave, so a tab the player
        # picks stays picked while they come and go from the menu's pages.
        resumed = autosave_game()
        summary = autosave_summary()
        if resumed in games() and _followed.get(self.app) != summary:
            _followed[self.app] = summary or ""
            self.app.settings.game = resumed
        chosen = known_game(self.app.settings.game)
        self.games = ButtonRow(
            [
                Button(_(game_title(game)), partial(self.choose_game, game), selected=game == chosen,
                       name=f"game {game}")
                for game in games()
            ]
        )
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
        rows: list[list[Button]] = []
        for button in self.buttons.buttons:
            if rows and button.name in self.beside:
                rows[-1].append(button)
            else:
                rows.append([button])
        count = len(rows)
        height, gap = int(52 * s), int(14 * s)
        highest = tab_top + tab_h + int(34 * s) + (int(26 * s) if self.subtitle else 0)
        lowest = h - int(22 * s)  # the last entry's foot
        if count and highest + count * height + (count - 1) * gap > lowest:
            # Closer first, then lower: the entries keep as much height as the room allows
            # (nearer the tabs too: the resumable game's line keeps its own room).
            highest -= int(24 * s)
            room = max(count * 24, lowest - highest)
            gap = max(4, int(5 * s))
            height = min(height, (room - (count - 1) * gap) // count)
        total = count * (height + gap) - gap
        top = max(int(h * 0.42), h - total - gap - int(60 * s))
        top = max(highest, min(top, lowest - total))
        width = int(340 * s)
        for index, row in enumerate(rows):
            layout_row(row, pygame.Rect(w // 2 - width // 2, top + index * (height + gap), width, height),
                       max(4, int(10 * s)))

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
                if chosen.action is not None:  # every entry acts (None would have crashed here)
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
