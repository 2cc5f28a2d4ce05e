"""Swapping tiles: click the tiles to give back, then "Swap n tiles". Red
tiles given away while a rival could start a revolt next turn, and tiles of a
leader's colour while a tile could bring it to war, are warned of (the engine's
`revolt_threats`, `war_threats`); the box grows to hold the warning."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _, ngettext
from ..swap_panel import TileSwapPanel
from ..widgets import draw_wrapped, wrapped_height
from . import art
from .preview import swap_harm


def swap_label(counts: list[int]) -> str:
    n = sum(counts)
    return ngettext("Swap {n} tile", "Swap {n} tiles", n).format(n=n)


WARNING_ROOM = 40  # the box's room for a warning (unscaled): two lines; it grows for more


# The shell's swap panel (`TileSwapPanel`) with this game's colours, sizes and words.
class SwapPanel(TileSwapPanel):
    COLOURS = 4
    HEIGHT = 300
    ROW_TOP = 100

    def confirm_label(self) -> str:
        return swap_label(self.counts)

    def draw_still(self, surface: pygame.Surface) -> None:
        s = self.draw_frame(
            surface,
            _("Swap tiles"),
            _("Click the tiles to give back; you draw as many from the bag. This uses one action."),
        )
        if s is None or self.rect is None:  # (the rect: for the type checker, below)
            return
        for rect, colour, index in self.slots:
            chosen = index < self.counts[colour]
            surface.blit(art.tile(colour, rect.width), rect.move(0, -int(10 * s) if chosen else 0))
            if chosen:
                pygame.draw.rect(
                    surface, theme.BAD, rect.move(0, -int(10 * s)).inflate(6, 6), 3, border_radius=8
                )
                self.give_back(surface, rect, int(15 * s))
        warning = self.warning()
        if warning:
            p = self.rect
            top = self.slots[0][0].bottom + int(22 * s) if self.slots else p.top + int(170 * s)
            draw_wrapped(
                surface,
                warning,
                int(17 * s),
                theme.BAD,
                pygame.Rect(p.left + int(20 * s), top, p.width - int(40 * s), int(WARNING_ROOM * s)),
                align="center",
            )

    def warning(self) -> str:
        harm = swap_harm(self.table.state, self.counts)
        return "⚠ " + harm if harm else ""

    def extra_height(self, width: int, s: float) -> int:
        warning = self.warning()
        if not warning:
            return 0
        return max(0, wrapped_height(warning, int(17 * s), width - int(40 * s)) - int(WARNING_ROOM * s))
