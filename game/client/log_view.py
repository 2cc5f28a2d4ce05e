"""The log: every decision in words and notation, in order, scrollable.

`LogLine` is one line of the model the game scene keeps; `draw_log` draws
the newest lines that fit (or older ones when scrolled back). Drawing only
reads: the scroll position is clamped by the scene (`clamp_scroll`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .i18n import _
from .turn.log import LogLine, sentence  # noqa: F401  (the model, kept importable from here)
from .widgets import draw_text, rendered, wrap


def log_rows(
    lines: list[LogLine], colours: dict[int, tuple], width: int, size: int, need: int, notation: bool = True,
    say_notation: Callable[[str], str] | None = None,
):
    """The wrapped rows of the newest entries, enough for `need` rows; whether older ones exist.
    `say_notation`: a notation line as shown (its words in the player's language)."""
    rows: list[tuple[str, tuple, bool, int]] = []  # text, colour, notation row, line index
    for index in range(len(lines) - 1, -1, -1):
        line = lines[index]
        colour = theme.GOLD if line.heading else theme.TEXT
        if line.seat >= 0 and line.seat in colours:
            colour = tuple(min(255, c + 50) for c in colours[line.seat])
        entry = [(text, colour, False, index) for text in wrap(line.text, size, width)]
        if line.notation and notation:
            shown = say_notation(line.notation) if say_notation is not None else line.notation
            entry.append(("    " + shown, theme.TEXT_DIM, True, index))
        rows[:0] = entry
        if len(rows) >= need:
            return rows, index > 0
    return rows, False


def metrics(rect: pygame.Rect, s: float) -> tuple[int, int, pygame.Rect]:
    size = theme.small(17, s)  # its notation lines two sizes smaller, never below the smallest
    line_h = int(size * 0.82) + 3
    return size, line_h, rect.inflate(-int(14 * s), -int(10 * s))


def scroll_showing(
    lines: list[LogLine], colours: dict[int, tuple], rect: pygame.Rect, s: float, lit: range,
    notation: bool = True,
) -> int:
    """A scroll that puts the lines of `lit` in view (at the bottom, or as near as the log allows)."""
    if not lit:
        return 0
    size, _line_h, inner = metrics(rect, s)
    # Only the lines newer than `lit` are wrapped (a replay shows recent decisions).
    below = sum(len(wrap(line.text, size, inner.width)) + bool(line.notation and notation)
                for line in lines[lit.stop:])
    return clamp_scroll(lines, colours, rect, s, below, notation)


def clamp_scroll(
    lines: list[LogLine], colours: dict[int, tuple], rect: pygame.Rect, s: float, scroll: int,
    notation: bool = True,
) -> int:
    """The scroll (rows up from the newest) kept within what there is to see."""
    size, line_h, inner = metrics(rect, s)
    visible = max(1, inner.height // line_h)
    rows, _more = log_rows(lines, colours, inner.width, size, visible + scroll, notation)
    return max(0, min(scroll, len(rows) - visible))


def draw_log(
    surface: pygame.Surface,
    lines: list[LogLine],
    colours: dict[int, tuple],
    rect: pygame.Rect,
    s: float,
    scroll: int,
    lit: range = range(0),
    note_right: int | None = None,
    note_left: int = 0,
    notation: bool = True,
    say_notation: Callable[[str], str] | None = None,
) -> None:
    """The log's box with its header; the newest rows that fit, `scroll` rows back; the
    lines whose indices are in `lit` on a lighter band (the decision a replay shows); each
    decision's notation line under it unless `notation` is off (the setting).
    The heading's scroll note sits between `note_left` and `note_right` (buttons on the
    heading line on either side); it is said shortly when the long one does not fit there,
    and left out when neither does (the wheel still scrolls)."""
    heading = draw_text(
        surface,
        _("Log"),
        theme.small(20, s),
        theme.GOLD,
        (rect.left, rect.top - int(6 * s)),
        "bottomleft",
        bold=True,
    )
    pygame.draw.rect(surface, (22, 29, 40), rect, border_radius=8)
    size, line_h, inner = metrics(rect, s)
    visible = max(1, inner.height // line_h)
    rows, more = log_rows(lines, colours, inner.width, size, visible + scroll, notation, say_notation)
    end = len(rows) - scroll
    start = max(0, end - visible)
    y = inner.top
    clip = surface.get_clip()
    surface.set_clip(rect)
    for text, colour, notation, index in rows[start:end]:
        if index in lit:
            band = pygame.Rect(rect.left + 2, y - 1, rect.width - 4, line_h)
            pygame.draw.rect(surface, (58, 70, 92), band)
        draw_text(surface, text, max(theme.SMALLEST, size - 2) if notation else size, colour, (inner.left, y))
        y += line_h
    surface.set_clip(clip)
    older, newer = more or start > 0, scroll > 0
    if older or newer:
        right = rect.right if note_right is None else note_right
        room = right - max(heading.right, note_left) - int(8 * s)
        size = theme.small(15, s)
        notes = [_("newer below: scroll down"), _("↓ newer")] if newer else [_("scroll up for older"),
                                                                            _("↑ older")]
        note = next((n for n in notes if rendered(n, size, theme.TEXT).get_width() <= room), None)
        if note is not None:
            draw_text(surface, note, size, theme.GOLD if newer else theme.TEXT_DIM,
                      (right, rect.top - int(6 * s)), "bottomright")
