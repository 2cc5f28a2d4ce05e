"""Swapping tiles: click the tiles to give back, then "Swap n tiles" (one
action: as many are drawn from the bag)."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import npgettext, pgettext
from ..swap_panel import TileSwapPanel
from . import art


def swap_label(counts: list[int]) -> str:
    n = sum(counts)
    return npgettext("yangtze", "Swap {n} tile", "Swap {n} tiles", n).format(n=n)


# The shell's swap panel (`TileSwapPanel`) with this game's colours, sizes and words.
class SwapPanel(TileSwapPanel):
    COLOURS = 5
    HEIGHT = 290
    ROW_TOP = 110

    def confirm_label(self) -> str:
        return swap_label(self.counts)

    def hint(self) -> str:
        return pgettext("yangtze", "Choose the tiles to swap")

    def draw_still(self, surface: pygame.Surface) -> None:
        s = self.draw_frame(
            surface,
            pgettext("yangtze", "Swap tiles"),
            pgettext(
                "yangtze",
                "Click the tiles to give back; you draw as many from the bag. This uses one action.",
            ),
        )
        if s is None:
            return
        lift = int(10 * s)
        for rect, colour, index in self.slots:
            chosen = index < self.counts[colour]
            where = rect.move(0, -lift if chosen else 0)
            surface.blit(art.tile(colour, rect.width), where)
            if chosen:
                pygame.draw.polygon(surface, theme.BAD, art.hex_points(*where.center, rect.width * 0.52), 3)
                self.give_back(surface, rect, int(14 * s), rect.width + 8)
