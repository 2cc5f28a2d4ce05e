"""The words under a tray's pieces ("on board" under a leader, "used", the actions'
names): one row, never below the side column's smallest text, never over each
other. A word wider than its slot leans into the free room beside it; when the
row is crowded one long word is shared by a run of pieces side by side (a line under
them says which), else the shorter words are used ("board"), or a short word shared;
where even that does not fit, two lines if there is room (every other word a line lower)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import theme
from .widgets import draw_text, rendered


@dataclass
class Label:
    slot: pygame.Rect  # the piece it is under
    texts: tuple[str, ...]  # longest first; the shorter ones when the row is crowded
    colour: tuple
    run: int = -1  # labels of one run (>= 0) of pieces side by side may share one word


def spread(
    centres: list[float], widths: list[int], left: int, right: int, gap: int
) -> list[int] | None:
    """Left edges for words of `widths` centred as near `centres` (in order) as they can be,
    `gap` apart, within `left`–`right`; None when one would no longer be under its own
    centre (it would name the wrong piece)."""
    xs = [c - w / 2 for c, w in zip(centres, widths, strict=True)]
    for _ in range(200):
        moved = False
        for i in range(len(xs) - 1):
            over = xs[i] + widths[i] + gap - xs[i + 1]
            if over > 0.01:
                xs[i] -= over / 2
                xs[i + 1] += over / 2
                moved = True
        for i, w in enumerate(widths):
            xs[i] = min(max(xs[i], left), right - w)
        if not moved:
            break
    out = [round(x) for x in xs]
    for i, (x, w, c) in enumerate(zip(out, widths, centres, strict=True)):
        if not x <= c <= x + w or x < left or x + w > right:
            return None
        if i and out[i - 1] + widths[i - 1] + gap - 1 > x:
            return None
    return out


def _joined(labels: list[Label], longest: bool = False) -> list[Label]:
    """One label per run: the shortest word (`longest`: the longest) under the run's slots."""
    out: list[Label] = []
    for label in labels:
        last = out[-1] if out else None
        texts = label.texts[:1] if longest else label.texts[-1:]
        if label.run >= 0 and last is not None and last.run == label.run:
            out[-1] = Label(last.slot.union(label.slot), texts, last.colour, label.run)
        else:
            out.append(Label(label.slot, texts, label.colour, label.run))
    return out


def _placed(
    row: list[tuple[Label, str]], size: int, left: int, right: int, apart: int, lines: int
) -> list[int] | None:
    """Left edges for the words of `row` on `lines` lines (one, or two taking turns from the
    right: the last word on the second line, the one before it on the first, …, so the
    tray's last pieces keep their places whatever is on the board), each line's words
    `apart`."""
    xs: list[int] = [0] * len(row)
    for line in range(lines):
        chosen = [i for i in range(len(row)) if line_of(i, len(row), lines) == line]
        words = [row[i] for i in chosen]
        widths = [rendered(text, size, label.colour).get_width() for label, text in words]
        placed = spread([label.slot.centerx for label, _ in words], widths, left, right, apart)
        if placed is None:
            return None
        for i, x in zip(chosen, placed, strict=True):
            xs[i] = x
    return xs


def line_of(i: int, count: int, lines: int) -> int:
    """The line (0: the first) of word `i` of `count` on `lines` lines."""
    return 0 if lines == 1 else 1 - (count - 1 - i) % 2


def draw_labels(
    surface: pygame.Surface, labels: list[Label], area: pygame.Rect, below: int, s: float
) -> list[pygame.Rect]:
    """Draw `labels` (ordered left to right) in one row under `below` (the tray's lowest
    slot), within `area`'s width; the rectangles of the words drawn. A row too crowded for
    its words (the smallest windows) takes two lines, when `area` is tall enough: each word
    still under its piece, every other one a line lower."""
    size = theme.small(13, s)
    left, right = area.left, area.right
    top = max([below] + [label.slot.bottom for label in labels]) + 1
    gap = max(8, int(10 * s))  # words apart enough never to read as one phrase
    step = max((rendered(text, size, label.colour).get_height() for label in labels for text in label.texts),
               default=0)
    levels = max((len(label.texts) for label in labels), default=0)
    tries = [
        [(label, label.texts[min(level, len(label.texts) - 1)]) for label in labels]
        for level in range(levels)
    ]
    # The long words shared by a run of pieces ("on board" under three leaders) before the
    # short ones ("board" reads as a noun, not as where the piece is).
    tries.insert(1, [(label, label.texts[0]) for label in _joined(labels, longest=True)])
    tries.append([(label, label.texts[0]) for label in _joined(labels)])
    plans = [(gap, 1)]
    if top + 2 * step <= area.bottom:
        plans.append((gap, 2))
    plans.append((max(4, gap // 2), 1))  # closer words only when there is no room for two lines
    xs = None
    lines = 1
    for apart, lines in plans:
        for row in tries:
            xs = _placed(row, size, left, right, apart, lines)
            if xs is not None:
                break
        if xs is not None:
            break
    if xs is None:  # nothing fits: each word centred under its piece, at the smallest size
        lines = 1
        xs = [label.slot.centerx - rendered(text, size, label.colour).get_width() // 2 for label, text in row]
    drawn = []
    for i, ((label, text), x) in enumerate(zip(row, xs, strict=True)):
        y = max(top, label.slot.bottom + 1) + line_of(i, len(row), lines) * step
        if label.slot.width > label.slot.height * 1.5:  # a shared word: a line under its pieces
            pygame.draw.line(surface, label.colour, (label.slot.left + 4, y), (label.slot.right - 4, y), 1)
            y += 2
        drawn.append(draw_text(surface, text, size, label.colour, (x, y)))
    return drawn
