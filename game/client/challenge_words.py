"""A challenge's words in the window: its texts translated, what its goal's number counts,
and the stars (`docs/challenges.md`). The challenge files' texts are extracted into the
catalogues like the lessons' (`game/locale/catalogues.py`)."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.challenges import Challenge, Result

from . import theme
from .i18n import _, n_in_context, ngettext, npgettext, pgettext
from .registry import presentation_for

# What a goal kind's number counts (`GoalKind.unit`), said with the number in the plural
# form the language asks for ("1 point", "5 points"; Russian has three forms).
COUNTED = {
    "points": ("{n} point", "{n} points"),
    "margin": ("{n} point of margin", "{n} points of margin"),
    "leaders": ("{n} leader", "{n} leaders"),
    "tiles": ("{n} tile", "{n} tiles"),
}


def _marked() -> None:  # pragma: no cover - never called
    """Marks `COUNTED` for the catalogues (the extractor reads only literal calls): the
    shared words, and Yellow & Yangtze's where its words differ (`docs/i18n.md`)."""
    ngettext("{n} point", "{n} points", 0)
    ngettext("{n} point of margin", "{n} points of margin", 0)
    ngettext("{n} leader", "{n} leaders", 0)
    ngettext("{n} treasure", "{n} treasures", 0)
    ngettext("{n} turn to spare", "{n} turns to spare", 0)
    ngettext("{n} tile", "{n} tiles", 0)
    npgettext("yangtze", "{n} leader", "{n} leaders", 0)
    npgettext("yangtze", "{n} tile", "{n} tiles", 0)


def translated(challenge: Challenge) -> Challenge:
    """As the lessons' (`lessons_menu.translated`): Yellow & Yangtze's titles have the game's
    name as their context in the catalogues."""
    title = pgettext(challenge.game, challenge.title)
    if title == challenge.title:
        title = _(challenge.title)
    return replace(challenge, title=title, description=_(challenge.description),
                   hint=_(challenge.hint), names=tuple(_(n) for n in challenge.names))


def counted(challenge: Challenge, n: int) -> str:
    """`n` of what the challenge's goal counts, in the game's words: "1 point", "3 leaders"."""
    singular, plural = COUNTED.get(challenge.goal.kind.unit, COUNTED["points"])
    context = presentation_for(challenge.game).context
    return n_in_context(context, singular, plural, n).format(n=n)


def limit_line(challenge: Challenge, result: Result) -> str:
    done = min(result.turns + (0 if result.finished else 1), challenge.turns)
    return _("Turn {n} of {total}").format(n=max(1, done), total=challenge.turns)


def thresholds_line(challenge: Challenge) -> str:
    one, two, three = challenge.stars  # three distinct thresholds (the checker sees to it)
    amount = counted(challenge, three)  # the last number takes the plural form
    return _("Stars at {one}, {two} and {amount}").format(one=one, two=two, amount=amount)


def progress_line(challenge: Challenge, result: Result) -> str:
    line = _("Now: {amount}").format(amount=counted(challenge, result.value))
    if not result.ok:
        line += " " + _("(the goal is not met yet)")
    return line


def end_line(challenge: Challenge, result: Result) -> str:
    if result.stars == 0:
        return _("Not this time: {amount}, and the goal asks for more.").format(
            amount=counted(challenge, result.value))
    return _("You reached {amount}: {stars} of 3 stars.").format(
        amount=counted(challenge, result.value), stars=result.stars)


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
