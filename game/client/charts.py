"""Charts drawn with pygame for the statistics pages (`stats_scene.py`, `history_scene.py`).

Readable without colour vision: every series has a marker shape of its own
(`MARKERS`) drawn at its points and beside its name in the legend, and its
name is written at the end of its line; bars carry their label and number.
Words come from the caller, already translated.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from . import theme
from .widgets import draw_text

MARKERS = ("circle", "square", "triangle", "diamond", "cross", "star")
AXIS = (120, 134, 156)
GRID = (52, 66, 86)


@dataclass
class Series:
    label: str  # shown in the legend and at the line's end
    values: list[float]
    colour: tuple
    marker: str = "circle"


def lighten_for_chart(colour: tuple) -> tuple:
    """A piece's colour as a chart line on the dark panel (black becomes a light grey)."""
    if sum(colour[:3]) < 200:
        return (176, 176, 188)
    return theme.lighter(tuple(colour[:3]), 0.2)


def draw_marker(
    surface: pygame.Surface,
    shape: str,
    centre: tuple[float, float],
    radius: int,
    colour: tuple,
    filled: bool = True,
) -> None:
    """A marker of `shape`, edged in dark so it reads on any line or fill."""
    x, y = centre
    r = max(2, radius)
    width = 0 if filled else 2
    if shape == "square":
        rect = pygame.Rect(0, 0, 2 * r - 1, 2 * r - 1)
        rect.center = (int(x), int(y))
        pygame.draw.rect(surface, colour, rect, width)
        pygame.draw.rect(surface, (12, 16, 24), rect.inflate(2, 2), 1)
        return
    if shape == "cross":
        for dx, dy in ((1, 1), (1, -1)):
            pygame.draw.line(surface, (12, 16, 24), (x - r * dx, y - r * dy), (x + r * dx, y + r * dy), 5)
            pygame.draw.line(surface, colour, (x - r * dx, y - r * dy), (x + r * dx, y + r * dy), 3)
        return
    if shape == "circle":
        pygame.draw.circle(surface, colour, (x, y), r, width)
        pygame.draw.circle(surface, (12, 16, 24), (x, y), r + 1, 1)
        return
    if shape == "triangle":
        points = [(x, y - r * 1.15), (x + r * 1.05, y + r * 0.8), (x - r * 1.05, y + r * 0.8)]
    elif shape == "diamond":
        points = [(x, y - r * 1.25), (x + r * 1.1, y), (x, y + r * 1.25), (x - r * 1.1, y)]
    else:  # star
        points = []
        for k in range(10):
            angle = -math.pi / 2 + k * math.pi / 5
            reach = r * 1.3 if k % 2 == 0 else r * 0.55
            points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points, width)
    pygame.draw.polygon(surface, (12, 16, 24), points, 1)


def marker_radius(s: float) -> int:
    """Markers big enough to tell their shapes apart in the smallest window."""
    return max(5, int(7 * s))


def marker_reach(radius: int) -> int:
    """How far any marker of `radius` reaches from its centre (a star's tips, a ring, the edge)."""
    return max(int(radius * 1.3) + 2, radius + 6)  # a won game's gold ring: radius + 4, 2 wide


def nice_step(top: float, lines: int = 4) -> int:
    """A round step between the value axis' lines (1, 2, 5, 10, 20…)."""
    raw = max(1.0, top / lines)
    magnitude = 10 ** int(math.floor(math.log10(raw)))
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= raw:
            return int(factor * magnitude)
    return int(10 * magnitude)


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: list[Series],
    x_labels: list[str],
    s: float,
    x_title: str = "",
    marks: list[bool] | None = None,
) -> pygame.Rect:
    """Lines over shared steps (`x_labels` names some of them): a value axis with round
    steps, each series' markers at its points (at most about 30, so they stay apart), its
    name at the line's end (moved apart where ends meet). `marks`: steps ringed in gold
    (a game won). The plotting area."""
    size = theme.small(15, s)
    font = theme.font(size, True)
    top_value = max([max(x.values, default=0) for x in series] + [1])
    step = nice_step(top_value)
    top_value = step * math.ceil(top_value / step)
    label_w = max((font.size(x.label)[0] for x in series), default=0) + int(30 * s)
    label_w = min(label_w, rect.width // 3)
    radius = marker_radius(s)
    shift = max(2, int(3 * s))  # lines apart where they run together (equal values)
    # How far a marker reaches past its point (a star's tips; the lines drawn apart): the
    # axes' numbers keep that far off the axes, so the markers at 0 and at the first round
    # never sit on them.
    reach = marker_reach(radius) + shift * max(0, len(series) - 1) // 2
    axis_w = font.size(str(int(top_value)))[0] + int(8 * s) + reach
    plot = pygame.Rect(
        rect.left + axis_w,
        rect.top + size // 2 + 2,
        rect.width - axis_w - label_w,
        rect.height - int(2.6 * size) - 4 - reach,
    )
    if plot.width < 20 or plot.height < 20:
        return plot
    for value in range(0, int(top_value) + 1, step):
        y = plot.bottom - plot.height * value / top_value
        pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
        draw_text(surface, str(value), size, theme.TEXT_DIM, (plot.left - int(4 * s) - reach, y), "midright")
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.topleft, 2)
    count = max((len(x.values) for x in series), default=0)

    def at(index: int, value: float) -> tuple[float, float]:
        x = plot.left + (plot.width * index / (count - 1) if count > 1 else plot.width / 2)
        return x, plot.bottom - plot.height * value / top_value

    # The x axis' labels: as many as fit without touching.
    if count:
        widest = max((font.size(label)[0] for label in x_labels), default=10) + int(12 * s)
        every = max(1, math.ceil(count / max(1, plot.width // widest)))
        last = ""
        for index in range(0, count, every):
            if index < len(x_labels) and x_labels[index] != last:  # a round's samples: its number once
                last = x_labels[index]
                draw_text(surface, last, size, theme.TEXT_DIM, (at(index, 0)[0], plot.bottom + 3 + reach),
                          "midtop")
    if x_title:
        draw_text(
            surface,
            x_title,
            size,
            theme.TEXT_DIM,
            (plot.centerx, rect.bottom),
            "midbottom",
            max_width=plot.width,
        )
    if marks:
        for index, marked in enumerate(marks[:count]):
            if marked:
                pygame.draw.line(
                    surface, theme.GOLD_DARK, (at(index, 0)[0], plot.top), (at(index, 0)[0], plot.bottom), 1
                )
    every_marker = max(1, math.ceil(count / 30))
    ends: list[tuple[float, Series]] = []
    for k, line in enumerate(series):
        dy = (k - (len(series) - 1) / 2) * shift
        points = [(x, y + dy) for x, y in (at(i, v) for i, v in enumerate(line.values))]
        if len(points) > 1:
            pygame.draw.lines(surface, (12, 16, 24), False, [(x, y + 1) for x, y in points], 4)
            pygame.draw.lines(surface, line.colour, False, points, 2)
        for i, point in enumerate(points):
            # Each series' markers at other steps than its neighbours', so all are seen.
            if (i + k * every_marker // max(1, len(series))) % every_marker == 0 or i == len(points) - 1:
                draw_marker(surface, line.marker, point, radius, line.colour)
        for i, point in enumerate(points):
            if marks and i < len(marks) and marks[i]:  # ringed too: a mark on the axis is still seen
                pygame.draw.circle(surface, theme.GOLD, point, radius + 4, 2)
        if points:
            ends.append((points[-1][1], line))
    # Names at the lines' ends, in order down the chart, pushed apart so none covers another.
    ends.sort(key=lambda end: end[0])
    gap = font.get_height()
    for i in range(1, len(ends)):
        ends[i] = (max(ends[i][0], ends[i - 1][0] + gap), ends[i][1])
    overflow = (ends[-1][0] + gap / 2 - rect.bottom) if ends else 0
    for end_y, line in ends:
        y = end_y - max(0, overflow)
        draw_marker(surface, line.marker, (plot.right + int(12 * s), y), radius, line.colour)
        draw_text(
            surface,
            f"{line.label} {int(line.values[-1])}",
            size,
            line.colour,
            (plot.right + int(20 * s), y),
            "midleft",
            bold=True,
            max_width=label_w - int(22 * s),
        )
    return plot


@dataclass
class Bar:
    label: str
    value: int
    colour: tuple
    marker: str = ""  # a shape under the bar beside its label ("" for none)
    part: int = -1  # a part of the bar drawn solid, the rest hatched (won of fought); -1: all solid


def bar_chart(
    surface: pygame.Surface, rect: pygame.Rect, bars: list[Bar], s: float, top_value: int | None = None
) -> None:
    """Upright bars side by side with their value above and their label (and marker)
    under them."""
    if not bars:
        return
    size = theme.small(14, s)
    top_value = max(1, top_value if top_value is not None else max(b.value for b in bars))
    label_h = theme.font(size, True).get_height()
    base = rect.bottom - label_h - int(4 * s)
    room = base - rect.top - label_h - int(4 * s)
    slot = rect.width / len(bars)
    width = max(4, int(min(slot * 0.6, 46 * s)))
    pygame.draw.line(surface, AXIS, (rect.left, base), (rect.right, base), 2)
    for i, bar in enumerate(bars):
        cx = rect.left + slot * (i + 0.5)
        height = int(room * bar.value / top_value)
        body = pygame.Rect(0, 0, width, height)
        body.midbottom = (int(cx), base)
        if height:
            pygame.draw.rect(surface, bar.colour, body)
            if 0 <= bar.part < bar.value:  # the part not won: the bar's outline only, hatched
                hollow = body.copy()
                hollow.height = int(room * (bar.value - bar.part) / top_value)
                pygame.draw.rect(surface, theme.PANEL_DARK, hollow.inflate(-4, -2).move(0, 1))
                for y in range(hollow.top + 3, hollow.bottom - 1, 5):
                    pygame.draw.line(surface, bar.colour, (hollow.left + 2, y), (hollow.right - 3, y), 1)
            pygame.draw.rect(surface, (12, 16, 24), body, 1)
        shown = f"{bar.part}/{bar.value}" if bar.part >= 0 else str(bar.value)
        draw_text(
            surface, shown, size, theme.TEXT, (cx, body.top - 2), "midbottom", bold=True, max_width=int(slot)
        )
        label_x = cx
        radius = marker_radius(s)
        if bar.marker:  # under the bar, its label (if any) beside it
            mark_x = cx - (font_width(bar.label, size) // 2 + radius if bar.label else 0)
            draw_marker(surface, bar.marker, (mark_x, base + label_h // 2 + 3), radius, bar.colour)
            label_x += radius + 2
        if bar.label:
            draw_text(surface, bar.label, size, theme.TEXT_DIM, (label_x, base + 3), "midtop",
                      max_width=int(slot) - (2 * radius + 6 if bar.marker else 2))


def font_width(text: str, size: int) -> int:
    return theme.font(size, True).size(text)[0]


def draw_legend(
    surface: pygame.Surface, pos: tuple[int, int], series: list[Series], s: float, width: int
) -> int:
    """Each series' marker and name in a row (wrapping); the y below it."""
    size = theme.small(15, s)
    font = theme.font(size, True)
    x, y = pos
    radius = marker_radius(s)
    line_h = max(font.get_height(), 2 * radius + 2) + int(4 * s)
    for line in series:
        item = font.size(line.label)[0] + 2 * radius + int(18 * s)
        if x + item > pos[0] + width and x > pos[0]:
            x, y = pos[0], y + line_h
        draw_marker(surface, line.marker, (x + radius, y + line_h // 2), radius, line.colour)
        draw_text(
            surface,
            line.label,
            size,
            line.colour,
            (x + 2 * radius + int(5 * s), y + line_h // 2),
            "midleft",
            bold=True,
        )
        x += item
    return y + line_h
