"""Swapping tiles: click the tiles to give back, then "Swap n tiles". Red
tiles given away while a rival could start a revolt next turn are warned of
(the engine's `revolt_threats`)."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _, ngettext
from ..presentation import Panel
from ..table_layout import place_panel
from ..widgets import Button, draw_wrapped
from . import art
from .frame import panel_frame
from .preview import swap_harm


def swap_label(counts: list[int]) -> str:
    n = sum(counts)
    return ngettext("Swap {n} tile", "Swap {n} tiles", n).format(n=n)


class SwapPanel(Panel):
    name = "swap"

    def __init__(self, table, action_panel) -> None:
        super().__init__(table, True)
        self.owner = action_panel
        self.counts = [0, 0, 0, 0]
        self.slots: list[tuple[pygame.Rect, int, int]] = []  # (rect, colour, index in colour)
        self.rect = None

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        self.rect = place_panel(lay.board, (int(560 * s), int(300 * s)), None, s)
        p = self.rect
        state = self.table.state
        hand = state.hand(state.to_move)
        colours = [(c, i) for c in range(4) for i in range(hand[c])]
        size = int(min(64 * s, (p.width - 60) / 6.6))
        total = len(colours) * (size + 10) - 10
        x = p.centerx - total // 2
        y = p.top + int(100 * s)
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
                self.table.refresh()
                return True
        return True  # the panel is modal over the board

    def command(self, command: str) -> bool:
        if command == "confirm":
            self.owner.confirm_swap(self.counts)
            return True
        return False

    def still_key(self) -> tuple:
        return tuple(self.counts)

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
