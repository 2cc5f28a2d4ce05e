"""Swapping tiles: click the tiles to give back, then "Swap n tiles". Red
tiles given away while a rival could start a revolt next turn are warned of
(the engine's `revolt_threats`)."""

from __future__ import annotations

import pygame

from .. import theme
from ..frame import panel_frame
from ..i18n import _, ngettext
from ..swap_panel import TileSwapPanel
from ..widgets import draw_wrapped
from . import art
from .preview import swap_harm


def swap_label(counts: list[int]) -> str:
    n = sum(counts)
    return ngettext("Swap {n} tile", "Swap {n} tiles", n).format(n=n)


class SwapPanel(TileSwapPanel):
    COLOURS = 4
    HEIGHT = 300
    ROW_TOP = 100

    def confirm_label(self) -> str:
        return swap_label(self.counts)

    def cancel_label(self) -> str:
        return _("Cancel")

    def draw_still(self, surface: pygame.Surface) -> None:
        s = self.table.regions.scale
        panel_frame(
            surface,
            self.rect,
            s,
            _("Swap tiles"),
            _("Click the tiles to give back; you draw as many from the bag. This uses one action."),
        )
        for rect, colour, index in self.slots:
            chosen = index < self.counts[colour]
            surface.blit(art.tile(colour, rect.width), rect.move(0, -int(10 * s) if chosen else 0))
            if chosen:
                pygame.draw.rect(
                    surface, theme.BAD, rect.move(0, -int(10 * s)).inflate(6, 6), 3, border_radius=8
                )
                from ..widgets import draw_text

                draw_text(
                    surface,
                    _("give back"),
                    int(15 * s),
                    theme.BAD,
                    (rect.centerx, rect.bottom + int(2 * s)),
                    "midtop",
                    bold=True,
                )
        harm = swap_harm(self.table.state, self.counts)
        if harm:
            p = self.rect
            top = self.slots[0][0].bottom + int(22 * s) if self.slots else p.top + int(170 * s)
            draw_wrapped(
                surface,
                "⚠ " + harm,
                int(17 * s),
                theme.BAD,
                pygame.Rect(p.left + int(20 * s), top, p.width - int(40 * s), int(40 * s)),
                align="center",
            )
