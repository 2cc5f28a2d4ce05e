"""Dialog scenes drawn over the scene below: a menu of buttons, a text prompt."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .i18n import _
from .intents import Intent
from .scene import Scene
from .widgets import Button, ButtonRow, dim, draw_text, draw_wrapped, layout_column, panel, wrap


class MenuDialog(Scene):
    """A title, an optional text and a column of buttons, over a dimmed scene."""

    opaque = False

    def __init__(
        self,
        app,
        title: str,
        entries: list[tuple[str, Callable[[], None], str]],
        text: str = "",
        cancel: Callable[[], None] | None = None,
        compact: bool = False,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.compact = compact  # many entries: smaller buttons
        self.cancel = cancel or (lambda: self.app.pop(self))
        self.buttons = ButtonRow([Button(label, action, name=name) for label, action, name in entries])
        if self.buttons.buttons:
            self.buttons.buttons[0].primary = True
        self.box = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        bh, gap = (int(40 * s), int(8 * s)) if self.compact else (int(48 * s), int(12 * s))
        width = int(min(w - 40, 460 * s))
        lines = len(wrap(self.text, int(20 * s), width - int(60 * s))) if self.text else 0
        text_h = lines * int(22 * s) + int(10 * s) if self.text else 0
        height = int(90 * s) + text_h + len(self.buttons.buttons) * (bh + gap) + int(10 * s)
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        layout_column(
            self.buttons.buttons, w // 2, self.box.top + int(80 * s) + text_h, width - int(60 * s), bh, gap
        )

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
        elif intent.kind == "click":
            if self.buttons.click(intent.pos):
                self.app.play("click")
        elif intent.kind == "key" and intent.command == "back":
            self.cancel()
        elif intent.kind == "key" and intent.command == "confirm" and self.buttons.buttons:
            self.buttons.buttons[0].action()
        return True  # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        s = theme.ui_scale(surface.get_size())
        dim(surface)
        panel(surface, self.box, theme.PANEL, theme.GOLD, radius=16)
        draw_text(
            surface,
            self.title,
            int(36 * s),
            theme.GOLD,
            (self.box.centerx, self.box.top + int(22 * s)),
            "midtop",
            bold=True,
            max_width=self.box.width - 30,
        )
        if self.text:
            draw_wrapped(
                surface,
                self.text,
                int(20 * s),
                theme.TEXT,
                pygame.Rect(
                    self.box.left + int(30 * s),
                    self.box.top + int(70 * s),
                    self.box.width - int(60 * s),
                    int(70 * s),
                ),
                align="center",
            )
        self.buttons.draw(surface, int(22 * s))


class TextPrompt(Scene):
    """Ask for one line of text (a save's name)."""

    opaque = False

    def __init__(self, app, title: str, initial: str, done: Callable[[str], None], limit: int = 40) -> None:
        super().__init__(app)
        self.title = title
        self.value = initial
        self.done = done
        self.limit = limit
        self.ok = Button(_("Save"), self._finish, primary=True, hotkey="Enter", name="ok")
        self.cancel = Button(_("Cancel"), lambda: self.app.pop(self), hotkey="Esc", name="cancel")
        self.buttons = ButtonRow([self.cancel, self.ok])
        self.t = 0.0

    def enter(self) -> None:
        pygame.key.start_text_input()
        super().enter()

    def leave(self) -> None:
        pygame.key.stop_text_input()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        self.box = pygame.Rect(0, 0, int(min(w - 40, 520 * s)), int(230 * s))
        self.box.center = (w // 2, h // 2)
        self.field = pygame.Rect(
            self.box.left + int(30 * s), self.box.top + int(78 * s), self.box.width - int(60 * s), int(48 * s)
        )
        bw = (self.field.width - int(12 * s)) // 2
        self.cancel.rect = pygame.Rect(self.field.left, self.box.bottom - int(70 * s), bw, int(46 * s))
        self.ok.rect = pygame.Rect(
            self.cancel.rect.right + int(12 * s), self.cancel.rect.top, bw, int(46 * s)
        )

    def _finish(self) -> None:
        value = self.value.strip()
        if not value:
            self.app.notify(_("Type a name first."))
            return
        self.app.pop(self)
        self.done(value)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
        elif intent.kind == "click":
            self.buttons.click(intent.pos)
        elif intent.kind == "text":
            if len(self.value) < self.limit and str(intent.value).isprintable():
                self.value += str(intent.value)
        elif intent.kind == "key":
            if intent.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
            elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._finish()
            elif intent.key == pygame.K_ESCAPE:
                self.app.pop(self)
        return True

    def update(self, dt: float) -> None:
        self.t += dt

    def animating(self) -> bool:
        return True  # the caret blinks

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        s = theme.ui_scale(surface.get_size())
        dim(surface)
        panel(surface, self.box, theme.PANEL, theme.GOLD, radius=16)
        draw_text(
            surface,
            self.title,
            int(32 * s),
            theme.GOLD,
            (self.box.centerx, self.box.top + int(20 * s)),
            "midtop",
            bold=True,
        )
        pygame.draw.rect(surface, theme.PANEL_DARK, self.field, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, self.field, 2, border_radius=8)
        caret = "|" if int(self.t * 2) % 2 == 0 else ""
        draw_text(
            surface,
            self.value + caret,
            int(24 * s),
            theme.TEXT,
            (self.field.left + int(12 * s), self.field.centery),
            "midleft",
            max_width=self.field.width - 20,
        )
        self.buttons.draw(surface, int(21 * s))


class NoticeDialog(MenuDialog):
    """Something the player should know before going on (files set aside at start-up):
    a wider box, one paragraph per line given, a last line drawn whole (a folder's path
    is one long word), and one button."""

    def __init__(self, app, title: str, lines: list[str], footer: str = "") -> None:
        super().__init__(app, title, [(_("OK"), lambda: self.app.pop(self), "ok")], text="\n".join(lines))
        self.lines = lines
        self.footer = footer

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        bh = int(48 * s)
        width = int(min(w - 40, 760 * s))
        step = int(20 * s * 1.15 * 0.78) + 2  # as draw_wrapped steps
        gap = int(10 * s)
        rows = sum(len(wrap(line, int(20 * s), width - int(60 * s))) for line in self.lines)
        text_h = rows * step + gap * (len(self.lines) - 1)
        footer_h = int(34 * s) if self.footer else 0
        height = min(h - 20, int(76 * s) + text_h + int(16 * s) + footer_h + bh + int(20 * s))
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        layout_column(self.buttons.buttons, w // 2, self.box.bottom - bh - int(20 * s), int(200 * s), bh, 0)
        self.footer_y = self.box.bottom - bh - int(20 * s) - footer_h

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        s = theme.ui_scale(surface.get_size())
        dim(surface)
        panel(surface, self.box, theme.PANEL, theme.BAD, radius=16)
        draw_text(surface, self.title, int(32 * s), theme.GOLD,
                  (self.box.centerx, self.box.top + int(20 * s)), "midtop", bold=True,
                  max_width=self.box.width - 30)
        y = self.box.top + int(76 * s)
        for line in self.lines:
            area = pygame.Rect(self.box.left + int(30 * s), y, self.box.width - int(60 * s), 0)
            y += draw_wrapped(surface, line, int(20 * s), theme.TEXT, area) + int(10 * s)
        if self.footer:
            draw_text(surface, self.footer, int(17 * s), theme.TEXT_DIM, (self.box.centerx, self.footer_y),
                      "midtop", max_width=self.box.width - int(60 * s))
        self.buttons.draw(surface, int(22 * s))
