"""A challenge's words in the window: its texts translated, what its goal's number counts,
and the stars (`docs/challenges.md`). The challenge files' texts are extracted into the
catalogues like the lessons' (`game/locale/catalogues.py`)."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.challenges import Challenge, Result

from . import theme
from .i18n import N_, _, pgettext

# What a goal kind's number counts (`GoalKind.unit`), said after the number.
UNITS = {
    "points": N_("points"),
    "margin": N_("margin"),
    "leaders": N_("leaders"),
    "tiles": N_("tiles"),
}



def translated(challenge: Challenge) -> Challenge:
    """As the lessons' (`lessons_menu.translated`): Yellow & Yangtze's titles have the game's
    name as their context in the catalogues."""
    title = pgettext(challenge.game, challenge.title)
    if title == challenge.title:
        title = _(challenge.title)
    return replace(challenge, title=title, description=_(challenge.description),
                   hint=_(challenge.hint), names=tuple(_(n) for n in challenge.names))


def unit(challenge: Challenge) -> str:
    return _(UNITS.get(challenge.goal.kind.unit, "points"))


def limit_line(challenge: Challenge, result: Result) -> str:
    done = min(result.turns + (0 if result.finished else 1), challenge.turns)
    return _("Turn {n} of {total}").format(n=max(1, done), total=challenge.turns)


def thresholds_line(challenge: Challenge) -> str:
    one, two, three = challenge.stars  # three distinct thresholds (the checker sees to it)
    words = unit(challenge)
    return _("Stars at {one}, {two} and {three} {unit}").format(one=one, two=two, three=three, unit=words)


def progress_line(challenge: Challenge, result: Result) -> str:
    line = _("Now: {value} {unit}").format(value=result.value, unit=unit(challenge))
    if not result.ok:
        line += " " + _("(the goal is not met yet)")
    return line


def end_line(challenge: Challenge, result: Result) -> str:
    if result.stars == 0:
        return _("Not this time: {value} {unit}, and the goal asks for more.").format(
            value=result.value, unit=unit(challenge))
    return _("You reached {value} {unit}: {stars} of 3 stars.").format(
        value=result.value, unit=unit(challenge), stars=result.stars)


def draw_stars(surface: pygame.Surface, earned: int, centre: tuple[int, int], size: int) -> pygame.Rect:
    """Three stars side by side, `earned` of them gold (drawn, not a font's glyph)."""
    gap = int(size * 1.1)
    left = centre[0] - gap
    for i in range(3):
        cx, cy = left + i * gap, centre[1]
        points = []
        for k in range(10):
            r = size / 2 if k % 2 == 0 else size / 4.6
            angle = -math.pi / 2 + k * math.pi / 5
            points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
        if i < earned:
            pygame.draw.polygon(surface, theme.GOLD, points)
        else:
            pygame.draw.polygon(surface, theme.PANEL_DARK, points)
            pygame.draw.polygon(surface, theme.GOLD_DARK, points, max(1, size // 12))
    return pygame.Rect(left - size // 2, centre[1] - size // 2, 2 * gap + size, size)
