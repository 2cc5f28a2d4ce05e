"""Dialog scenes drawn over the scene below: a menu of buttons, a text prompt."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .i18n import _
from .intents import Intent
from .scene import Scene
from .widgets import Button, ButtonRow, dim, draw_text, draw_wrapped, layout_column, panel, rendered, wrap


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
            first = self.buttons.buttons[0].action
            if first is not None:  # a dialog's buttons all act (None would have crashed here)
                first()
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


NAME_LIMIT = 40  # characters of a save's name: a longer one would not fit a row of the Load list


class TextPrompt(Scene):
    """Ask for one line of text (a save's name). The name offered is selected, as in most
    programs: typing replaces it, an arrow key or a click in the field keeps it to go on
    from. The count shows how much room is left; at the limit a letter more is refused
    with a red frame and a sound, never cut silently."""

    opaque = False

    def __init__(
        self, app, title: str, initial: str, done: Callable[[str], None], limit: int = NAME_LIMIT
    ) -> None:
        super().__init__(app)
        self.title = title
        self.value = initial
        self.selected = bool(initial)  # the whole offered text: the next letter replaces it
        self.done = done
        self.limit = limit
        self.refused = 0.0  # seconds left of the red frame after a letter too many
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
        self.box = pygame.Rect(0, 0, int(min(w - 40, 520 * s)), int(250 * s))
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

    def _type(self, text: str) -> None:
        if not text.isprintable():
            return
        if self.selected:
            self.value, self.selected = "", False
        room = max(0, self.limit - len(self.value))
        self.value += text[:room]
        if len(text) > room:  # the name is full: said, not cut without a sign
            self.refused = 0.6
            self.app.play("error")

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
        elif intent.kind == "click":
            if self.field.collidepoint(intent.pos):
                self.selected = False  # go on from the offered name
            else:
                self.buttons.click(intent.pos)
        elif intent.kind == "text":
            self._type(str(intent.value))
        elif intent.kind == "key":
            if intent.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.value = "" if self.selected else self.value[:-1]
                self.selected = False
            elif intent.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False  # the caret stays at the end: the name kept to go on from
            elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._finish()
            elif intent.key == pygame.K_ESCAPE:
                self.app.pop(self)
        return True

    def update(self, dt: float) -> None:
        self.t += dt
        self.refused = max(0.0, self.refused - dt)

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
            max_width=self.box.width - 30,
        )
        full = len(self.value) >= self.limit
        edge = theme.BAD if self.refused > 0 else theme.GOLD
        pygame.draw.rect(surface, theme.PANEL_DARK, self.field, border_radius=8)
        pygame.draw.rect(surface, edge, self.field, 3 if self.refused > 0 else 2, border_radius=8)
        # The text at its size, never shrunk: a name wider than the field shows its end,
        # where the typing is (the start scrolls out at the left).
        area = self.field.inflate(-int(24 * s), -4)
        image = rendered(self.value, int(24 * s), theme.TEXT)
        caret_w = int(3 * s) + 2
        shown = min(image.get_width(), area.width - caret_w)
        text_rect = pygame.Rect(area.left, area.centery - image.get_height() // 2, shown, image.get_height())
        if self.selected and self.value:
            pygame.draw.rect(surface, theme.TEXT_SELECTION, text_rect.inflate(6, 2), border_radius=4)
        surface.blit(image, text_rect, pygame.Rect(image.get_width() - shown, 0, shown, image.get_height()))
        if not self.selected and int(self.t * 2) % 2 == 0:
            x = text_rect.right + 2
            top, bottom = (x, text_rect.top + 3), (x, text_rect.bottom - 3)
            pygame.draw.line(surface, theme.TEXT, top, bottom, max(2, int(2 * s)))
        # How much room the name has left, and when it is full, that it is.
        count = f"{len(self.value)}/{self.limit}"
        under = (self.field.right, self.field.bottom + int(4 * s))
        colour = theme.BAD if full else theme.TEXT_DIM
        right = draw_text(surface, count, theme.small(17, s), colour, under, "topright")
        if full:
            draw_text(
                surface,
                _("The name cannot be longer."),
                theme.small(17, s),
                theme.BAD,
                (self.field.left, under[1]),
                max_width=right.left - self.field.left - int(8 * s),
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
