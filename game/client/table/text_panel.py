"""A lesson's own panel, in the slot below the seats: its title, how far the learner
has come, its text as blocks (the step's text, what happened, why a move was refused,
hints and tips) at the largest size that fits, and its buttons (Hint, Continue, Next
lesson). The same drawing serves any mode's text panel (a challenge's goal, say)."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _
from ..widgets import Button, ButtonRow, draw_text, panel, wrap


def draw_panel(surface: pygame.Surface, area: pygame.Rect, title: str, done: int, total: int,
               blocks: list[tuple[str, str]], buttons: ButtonRow, s: float) -> bool:
    """The panel in `area`: `title`, a bar of `done` steps of `total`, the `blocks` above
    the `buttons`. False when the text did not fit even at the smallest size."""
    panel(surface, area, theme.PANEL, theme.GOLD, radius=12, shadow=False)
    pad = int(12 * s)
    inner = area.inflate(-2 * pad, -2 * pad)
    head = draw_text(
        surface, title, int(22 * s), theme.GOLD, inner.topleft, bold=True, max_width=inner.width
    )
    step = min(done + 1, total)
    bar_y = head.bottom + int(6 * s)
    step_text = _("step {n} of {total}").format(n=step, total=total)
    step_size = theme.small(16, s)
    room = theme.font(step_size).size(step_text)[0] + int(12 * s)
    bar = pygame.Rect(inner.left, bar_y, max(int(40 * s), inner.width - room), int(6 * s))
    pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=3)
    filled = bar.copy()
    filled.width = int(bar.width * done / max(1, total))
    pygame.draw.rect(surface, theme.GOLD, filled, border_radius=3)
    draw_text(surface, step_text, step_size, theme.TEXT_DIM, (inner.right, bar.centery), "midright")
    top = bar.bottom + int(10 * s)
    bottom = buttons.buttons[0].rect.top - int(8 * s) if buttons.buttons else inner.bottom
    box = pygame.Rect(inner.left, top, inner.width, bottom - top)
    return draw_blocks(surface, blocks, box, s)


def place_buttons(buttons: list[Button], area: pygame.Rect, s: float) -> None:
    """The panel's buttons in a row at its foot."""
    height, gap = int(40 * s), int(8 * s)
    row = pygame.Rect(
        area.left + int(10 * s), area.bottom - height - int(10 * s), area.width - int(20 * s), height
    )
    if buttons:
        width = (row.width - gap * (len(buttons) - 1)) // len(buttons)
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(row.left + i * (width + gap), row.top, width, height)
            if width < 150 * s:
                button.hotkey = ""


STYLES = {
    # style: (text colour, box fill or None, bold, size factor)
    "title": (theme.GOLD, None, True, 1.25),
    "text": (theme.TEXT, None, False, 1.0),
    "news": (theme.TEXT_DIM, (30, 40, 56), False, 0.86),
    "good": (theme.TEXT, (40, 74, 52), False, 1.0),
    "bad": (theme.TEXT, (96, 44, 40), False, 1.0),
    "hint": (theme.TEXT, (84, 70, 34), False, 0.95),
}


def _block_lines(blocks: list[tuple[str, str]], size: int, width: int) -> list[tuple[str, list[str], int]]:
    out = []
    for style, text in blocks:
        colour, fill, bold, factor = STYLES[style]
        # A smaller style (the news) is never below the smallest size, unless the text itself is.
        pixel = max(10, min(size, theme.SMALLEST), int(size * factor))
        inner = width - (16 if fill else 0)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            lines += wrap(paragraph, pixel, inner, bold) if paragraph else [""]
        out.append((style, lines, pixel))
    return out


def _height(laid: list[tuple[str, list[str], int]], gap: int) -> int:
    total = 0
    for style, lines, pixel in laid:
        fill = STYLES[style][1]
        total += len(lines) * (int(pixel * 0.9) + 2) + (14 if fill else 0) + gap
    return total


def fit_size(blocks: list[tuple[str, str]], box: pygame.Rect, s: float) -> int:
    """The largest text size (from 21 down to 12, scaled) at which the blocks fit."""
    gap = int(10 * s)
    for size in range(int(21 * s), int(12 * s) - 1, -1):
        if _height(_block_lines(blocks, size, box.width), gap) <= box.height:
            return size
    return int(12 * s)


def draw_blocks(surface: pygame.Surface, blocks: list[tuple[str, str]], box: pygame.Rect, s: float) -> bool:
    """Draw the blocks in `box` at the largest size that fits; False if even the
    smallest did not (the rest is clipped)."""
    size = fit_size(blocks, box, s)
    gap = int(10 * s)
    laid = _block_lines(blocks, size, box.width)
    fits = _height(laid, gap) <= box.height
    clip = surface.get_clip()
    surface.set_clip(box)
    y = box.top
    for style, lines, pixel in laid:
        colour, fill, bold, _factor = STYLES[style]
        line_h = int(pixel * 0.9) + 2
        height = len(lines) * line_h
        x = box.left
        if fill:
            rect = pygame.Rect(box.left, y, box.width, height + 14)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            x += 8
            y += 7
        for line in lines:
            draw_text(surface, line, pixel, colour, (x, y), bold=bold)
            y += line_h
        y += (7 if fill else 0) + gap
    surface.set_clip(clip)
    return fits
