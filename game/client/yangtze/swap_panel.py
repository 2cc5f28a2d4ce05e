"""Swapping tiles: click the tiles to give back, then "Swap n tiles" (one
action: as many are drawn from the bag)."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _, npgettext, pgettext
from ..presentation import Panel
from ..table_layout import place_panel
from ..tigris.frame import panel_frame
from ..widgets import Button, draw_text
from . import art


def swap_label(counts: list[int]) -> str:
    n = sum(counts)
    return npgettext("yangtze", "Swap {n} tile", "Swap {n} tiles", n).format(n=n)


class SwapPanel(Panel):
    name = "swap"

    def __init__(self, table, action_panel) -> None:
        super().__init__(table, True)
        self.owner = action_panel
        self.counts = [0] * 5
        self.slots: list[tuple[pygame.Rect, int, int]] = []  # (rect, colour, index in colour)
        self.rect = None

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        self.rect = place_panel(lay.board, (int(560 * s), int(290 * s)), None, s)
        p = self.rect
        state = self.table.state
        hand = state.hand(state.to_move)
        colours = [(c, i) for c in range(5) for i in range(hand[c])]
        size = int(min(64 * s, (p.width - 60) / 6.6))
        total = len(colours) * (size + 10) - 10
        x = p.centerx - total // 2
        y = p.top + int(110 * s)
        self.slots = [
            (pygame.Rect(x + k * (size + 10), y, size, size), colour, index)
            for k, (colour, index) in enumerate(colours)
        ]
        pb_h = int(40 * s)
        bottom_y = p.bottom - pb_h - int(16 * s)
        ok = Button(
            swap_label(self.counts),
            lambda: self.owner.confirm_swap(self.counts),
            enabled=any(self.counts),
            primary=True,
            hotkey="Enter",
            name="confirm",
        )
        cancel = Button(_("Cancel"), self.owner.end_sub, hotkey="Esc", name="cancel")
        gap = int(6 * s)
        width = (p.width - int(40 * s) - gap) // 2
        cancel.rect = pygame.Rect(p.left + int(20 * s), bottom_y, width, pb_h)
        ok.rect = pygame.Rect(cancel.rect.right + gap, bottom_y, width, pb_h)
        self.buttons = [cancel, ok]

    def click(self, pos: tuple[int, int]) -> bool:
        for rect, colour, index in self.slots:
            if rect.collidepoint(pos):
                held = self.counts[colour]
                self.counts[colour] = index if index < held else index + 1
                self.table.app.play("click")
                self.layout()
                self.table.refresh()
                return True
        return True  # the panel is modal over the board

    def command(self, command: str) -> bool:
        if command == "confirm":
            self.owner.confirm_swap(self.counts)
            return True
        return False

    def cancel(self) -> bool:
        self.owner.end_sub()
        return True

    def hint(self) -> str:
        return pgettext("yangtze", "Choose the tiles to swap")

    def still_key(self) -> tuple:
        return tuple(self.counts)

    def draw_still(self, surface: pygame.Surface) -> None:
        s = self.table.regions.scale
        panel_frame(
            surface,
            self.rect,
            s,
            pgettext("yangtze", "Swap tiles"),
            pgettext(
                "yangtze",
                "Click the tiles to give back; you draw as many from the bag. This uses one action.",
            ),
        )
        lift = int(10 * s)
        for rect, colour, index in self.slots:
            chosen = index < self.counts[colour]
            where = rect.move(0, -lift if chosen else 0)
            surface.blit(art.tile(colour, rect.width), where)
            if chosen:
                pygame.draw.polygon(surface, theme.BAD, art.hex_points(*where.center, rect.width * 0.52), 3)
                draw_text(
                    surface,
                    _("give back"),
                    int(14 * s),
                    theme.BAD,
                    (rect.centerx, rect.bottom + int(2 * s)),
                    "midtop",
                    bold=True,
                    max_width=rect.width + 8,
                )
