"""Swapping tiles, as both games ask it: a box over the board with the hand's
tiles in a row; a click on a tile gives it (and those left of it in its colour)
back, a click on a given-back one takes it again; then "Swap n tiles" or Cancel.

Each game's `swap_panel.py` subclasses `TileSwapPanel`: it says how many colours a
hand has and where the row sits, gives the buttons' words and draws the box (every
text the player reads stays in the game's own module, for the translators'
template)."""

from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .frame import panel_frame
from .i18n import _
from .presentation import Panel, Table
from .table_layout import place_panel
from .widgets import Button, draw_text


class TileSwapPanel(Panel):
    name = "swap"
    COLOURS: int  # the tile colours of a hand
    HEIGHT: int  # the box's height (unscaled; it is 560 wide)
    ROW_TOP: int  # the tiles' row below the box's top (unscaled): under the game's title and words

    def __init__(self, table: Table, action_panel: Any) -> None:
        super().__init__(table, True)
        self.owner = action_panel  # the action panel that opened this (`PieceActionPanel`)
        self.counts = [0] * self.COLOURS
        self.slots: list[tuple[pygame.Rect, int, int]] = []  # (rect, colour, index in colour)
        self.rect = None

    def confirm_label(self) -> str:
        """The words of the confirming button ("Swap 2 tiles")."""
        raise NotImplementedError

    def cancel_label(self) -> str:
        return _("Cancel")

    def draw_frame(self, surface: pygame.Surface, title: str, text: str) -> float | None:
        """The panel's frame, `title` and `text` (the game's words); the scale, or None while
        the panel is not laid out yet (the frame would fail on None) and nothing is drawn."""
        if self.rect is None:
            return None
        s = self.table.regions.scale
        panel_frame(surface, self.rect, s, title, text)
        return s

    def give_back(
        self, surface: pygame.Surface, rect: pygame.Rect, size: int, max_width: int | None = None
    ) -> None:
        """The words under a tile chosen to give back."""
        s = self.table.regions.scale
        draw_text(
            surface, _("give back"), size, theme.BAD, (rect.centerx, rect.bottom + int(2 * s)), "midtop",
            bold=True, max_width=max_width,
        )

    def extra_height(self, width: int, s: float) -> int:
        """More height the box needs below its usual contents (a warning that wraps to more
        lines than the room kept for it), for a box `width` wide."""
        return 0

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        width = int(560 * s)
        height = int(self.HEIGHT * s) + self.extra_height(width, s)
        self.rect = place_panel(lay.board, (width, height), None, s)
        p = self.rect
        state = self.table.state
        hand = state.hand(state.to_move)
        colours = [(c, i) for c in range(self.COLOURS) for i in range(hand[c])]
        size = int(min(64 * s, (p.width - 60) / 6.6))
        total = len(colours) * (size + 10) - 10
        x = p.centerx - total // 2
        y = p.top + int(self.ROW_TOP * s)
        self.slots = [
            (pygame.Rect(x + k * (size + 10), y, size, size), colour, index)
            for k, (colour, index) in enumerate(colours)
        ]
        pb_h = int(40 * s)
        bottom_y = p.bottom - pb_h - int(16 * s)
        ok = Button(
            self.confirm_label(),
            lambda: self.owner.confirm_swap(self.counts),
            enabled=any(self.counts),
            primary=True,
            hotkey="Enter",
            name="confirm",
        )
        cancel = Button(self.cancel_label(), self.owner.end_sub, hotkey="Esc", name="cancel")
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
                self.table.refresh()  # lays the panel out again: the button counts the tiles
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

    def still_key(self) -> tuple:
        return tuple(self.counts)
