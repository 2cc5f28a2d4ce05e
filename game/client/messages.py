"""Short messages, one at a time.

`App.notify` puts a message in the queue; only the first is on screen, and
the next shows when it has had its time or is dismissed (a click on it, or
Esc in a game). A message with a key replaces the one with the same key (a
question asked again), `dismiss(key)` takes it away (the question was
answered), and the same text is never queued twice. Where a message goes is
the top scene's to say (`Scene.message_area`): a game puts it at the edge of
the board away from the panel being used, never over the top bar.
"""

from __future__ import annotations

import pygame

from . import theme
from .widgets import draw_text, draw_wrapped, wrap

MAX_QUEUED = 6
FADE = 0.4  # seconds of fading out at the end


class Toast:
    def __init__(self, text: str, seconds: float, error: bool, key: str = "") -> None:
        self.text = text
        self.seconds = seconds
        self.left = seconds
        self.error = error
        self.key = key


class MessageQueue:
    def __init__(self) -> None:
        self.items: list[Toast] = []

    @property
    def current(self) -> Toast | None:
        return self.items[0] if self.items else None

    def add(self, text: str, seconds: float, error: bool, key: str = "") -> None:
        for item in self.items:
            if (key and item.key == key) or item.text == text:
                item.text, item.error, item.key = text, error, key
                item.left = item.seconds = seconds
                return
        self.items.append(Toast(text, seconds, error, key))
        if len(self.items) > MAX_QUEUED:
            # Too many: the oldest that is not an error (and not on screen) goes.
            waiting = [t for t in self.items[1:] if not t.error] or self.items[1:]
            self.items.remove(waiting[0])

    def dismiss(self, *keys: str) -> bool:
        """Take away the messages with any of `keys` (without: the one on screen). True if any
        went."""
        before = len(self.items)
        if keys:
            self.items = [t for t in self.items if not t.key or t.key not in keys]
        elif self.items:
            self.items.pop(0)
        return len(self.items) != before

    def update(self, dt: float) -> None:
        if self.items:
            self.items[0].left -= dt
            if self.items[0].left <= 0:
                self.items.pop(0)

    def clear(self) -> None:
        self.items.clear()

    # The list-like face older code and tests use (`app.toasts`).
    def __iter__(self):
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, index):
        return self.items[index]

    def __eq__(self, other) -> bool:
        return list(self.items) == list(other) if isinstance(other, list) else NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable: unhashable, as a list

    # ------------------------------------------------------------ drawing

    def box(self, area: pygame.Rect, s: float) -> pygame.Rect | None:
        """Where the message on screen is drawn inside `area` (its top, centred)."""
        toast = self.current
        if toast is None:
            return None
        size = int(22 * s)
        width = min(area.width - 8, int(720 * s))
        lines = wrap(toast.text, size, width - 32)
        height = len(lines) * (int(size * 0.9) + 2) + 24
        width = min(width, max(theme.font(size).size(line)[0] for line in lines) + 48)
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (area.centerx, area.top)
        return rect

    def draw(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        toast = self.current
        rect = self.box(area, s)
        if toast is None or rect is None:
            return
        size = int(22 * s)
        waiting = len(self.items) - 1
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        fade = min(1.0, toast.left / FADE, (toast.seconds - toast.left) / 0.12 + 0.2)
        fill = (120, 40, 36) if toast.error else (30, 40, 56)
        pygame.draw.rect(surf, (*fill, int(240 * fade)), surf.get_rect(), border_radius=10)
        edge = theme.BAD if toast.error else theme.GOLD
        pygame.draw.rect(surf, (*edge, int(255 * fade)), surf.get_rect(), 2, border_radius=10)
        text = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_wrapped(
            text,
            toast.text,
            size,
            theme.TEXT,
            pygame.Rect(16, 12, rect.width - 32, rect.height),
            align="center",
        )
        if waiting:
            draw_text(
                text, f"+{waiting}", int(15 * s), theme.GOLD, (rect.width - 6, 4), "topright", bold=True
            )
        text.set_alpha(int(255 * fade))
        surf.blit(text, (0, 0))
        surface.blit(surf, rect)
