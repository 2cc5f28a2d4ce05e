"""Two small decisions after a tile: the blue chain (another blue tile on a
lit river cell beside the last one, or Done) and the market pick after a
green tile (click a tile of the market row, in the panel or under the
board, or take nothing)."""

from __future__ import annotations

import pygame

from game.engine.grid import bit_list
from game.engine.yangtze.actions import DONE_ACTION, MARKET, NO_MARKET_ACTION, TILE, Action
from game.engine.yangtze.pieces import BLUE

from .. import theme
from ..frame import panel_frame, place_over_board, subtitle_height
from ..i18n import _, ngettext
from ..presentation import Card, Panel
from ..widgets import Button, draw_text, rendered
from . import art
from .preview import Preview, predict
from .words import colour_word


class ChainPanel(Panel):
    name = "chain"

    def __init__(self, table, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.rect = None
        self.hover_cell = -1
        self.preview: Preview | None = None

    def targets(self) -> int:
        return self.table.state.legal_actions().cells(TILE, BLUE)

    def focus_cells(self) -> list[int]:
        state = self.table.state
        return [state.placed, *bit_list(self.targets())] if state.placed >= 0 else bit_list(self.targets())

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        width = int(460 * s)
        # The explanation at a readable size may take more lines: the panel grows by them.
        height = max(int(170 * s), int(52 * s) + subtitle_height(self.subtitle(), width, s) + int(64 * s))
        self.rect = place_over_board(self.table, (width, height), self.focus_cells(), s)
        self.buttons = []
        if not self.interactive:
            return
        p = self.rect
        done = Button(
            _("Done"),
            lambda: self.table.decide(DONE_ACTION),
            primary=not self.targets(),
            name="done",
            hotkey="Enter",
        )
        done.rect = pygame.Rect(
            p.left + int(20 * s), p.bottom - int(56 * s), p.width - int(40 * s), int(40 * s)
        )
        self.buttons = [done]

    def click(self, pos: tuple[int, int]) -> bool:
        cell = self.table.board.cell_at(pos)
        if cell < 0:
            return False
        if (self.targets() >> cell) & 1:
            self.table.decide(Action(TILE, BLUE, cell))
        else:
            self.table.refused(_("The next blue tile goes on a lit river cell beside the last one."))
        return True

    def command(self, command: str) -> bool:
        if command == "confirm":
            self.table.decide(DONE_ACTION)
            return True
        return False

    def point(self, pos: tuple[int, int]) -> None:
        cell = self.table.board.cell_at(pos)
        if cell == self.hover_cell:
            return
        self.hover_cell = cell
        self.preview = None
        if cell >= 0 and (self.targets() >> cell) & 1:
            self.preview = predict(self.table.state, Action(TILE, BLUE, cell), self.table.names)

    def tooltip(self) -> Card | None:
        if self.preview is None or not self.preview.text or self.hover_cell < 0:
            return None
        lines = [line for line in self.preview.text.split("\n") if line]
        return Card("", lines, self.table.board.cell_rect(self.hover_cell), warning=self.preview.warning)

    def overlay(self, o) -> None:
        o.targets = self.targets()
        state = self.table.state
        if state.placed >= 0:
            o.selected = state.placed
        if self.hover_cell >= 0 and (o.targets >> self.hover_cell) & 1:
            o.hover = self.hover_cell
            o.ghost = art.tile(BLUE, self.table.board.cell)

    def animating(self) -> bool:
        return bool(self.targets())

    def hint(self) -> str:
        if self.targets():
            return _("Another blue tile beside the last one, or Done")
        return _("No blue tile can follow: Done")

    def still_key(self) -> tuple:
        return (self.interactive, self.table.state.placed)

    def subtitle(self) -> str:
        state = self.table.state
        held = state.hand(state.to_move)[BLUE]
        if not self.interactive:
            return _("{who} may place another blue tile…").format(who=self.table.names[state.to_move])
        if not self.targets():
            return _("No empty river cell beside it, or no blue tile in your hand.")
        return ngettext(
            "You hold {n} blue tile. Each tile of the chain scores on its own.",
            "You hold {n} blue tiles. Each tile of the chain scores on its own.",
            held,
        ).format(n=held)

    def draw_still(self, surface: pygame.Surface) -> None:
        if self.rect is None:
            return  # not laid out yet (the frame would have failed on None)
        panel_frame(surface, self.rect, self.table.regions.scale, _("The blue chain"), self.subtitle())


class MarketPanel(Panel):
    name = "market"

    def __init__(self, table, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.rect = None
        self.slots: list[tuple[pygame.Rect, int]] = []  # (rect, colour) of the panel's market row

    def focus_cells(self) -> list[int]:
        state = self.table.state
        return [state.placed] if state.placed >= 0 else []

    def take(self, colour: int) -> None:
        if Action(MARKET, colour) in self.table.state.legal_actions():
            self.table.decide(Action(MARKET, colour))

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        state = self.table.state
        # Each tile's colour word at a readable size sets the row's pitch (never shrunk), the
        # explanation's lines where the row starts; the panel grows to hold both.
        word = theme.small(14, s)
        widths = [rendered(colour_word(c), word, theme.TEXT_DIM).get_width() for c in state.market]
        widest = max(widths, default=0)
        width = int(520 * s)
        size = int(min(62 * s, (width - int(60 * s)) / 6.8))
        pitch = max(size + int(10 * s), widest + int(8 * s))
        width = max(width, 6 * pitch + int(40 * s))
        top = max(int(96 * s), int(52 * s) + subtitle_height(self.subtitle(), width, s) + int(8 * s))
        height = max(int(236 * s), top + size + theme.font(word).get_height() + int(64 * s))
        # Off the tile just placed and off the market row, over the fewest pieces.
        self.rect = place_over_board(self.table, (width, height), self.focus_cells(), s)
        p = self.rect
        pitch = min(pitch, (p.width - int(20 * s) - size) // 5)  # a board narrower than wanted
        x = p.centerx - (5 * pitch + size) // 2
        y = p.top + top
        self.slots = [
            (pygame.Rect(x + i * pitch, y, size, size), colour) for i, colour in enumerate(state.market)
        ]
        self.buttons = []
        if not self.interactive:
            return
        none = Button(_("Take nothing"), lambda: self.table.decide(NO_MARKET_ACTION), name="no market")
        none.rect = pygame.Rect(
            p.left + int(20 * s), p.bottom - int(54 * s), p.width - int(40 * s), int(40 * s)
        )
        self.buttons = [none]

    def click(self, pos: tuple[int, int]) -> bool:
        for rect, colour in self.slots:
            if rect.collidepoint(pos):
                self.take(colour)
                return True
        index = self.table.board.market_at(pos)
        if 0 <= index < len(self.table.state.market):
            self.take(self.table.state.market[index])
            return True
        return self.rect is not None and self.rect.collidepoint(pos)

    def hint(self) -> str:
        return _("Take a tile from the market, or nothing")

    def subtitle(self) -> str:
        if self.interactive:
            return _("Your green tile lets you take one face-up tile into your hand.")
        return _("{who} may take a tile from the market…").format(
            who=self.table.names[self.table.state.to_move]
        )

    def still_key(self) -> tuple:
        return (self.interactive, self.table.state.market)

    def draw_still(self, surface: pygame.Surface) -> None:
        s = self.table.regions.scale
        state = self.table.state
        if self.rect is None:
            return  # not laid out yet (the frame would have failed on None)
        panel_frame(surface, self.rect, s, _("The market"), self.subtitle())
        pitch = self.slots[1][0].left - self.slots[0][0].left if len(self.slots) > 1 else self.rect.width
        for rect, colour in self.slots:
            surface.blit(art.tile(colour, rect.width), rect)
            draw_text(
                surface,
                colour_word(colour),
                theme.small(14, s),
                theme.TEXT_DIM,
                (rect.centerx, rect.bottom + 2),
                "midtop",
                max_width=pitch - 4,
            )
        board = self.table.board
        if self.interactive:
            # The market row under the board is clickable too: framed in gold.
            for index in range(len(state.market)):
                r = board.market_rect(index)
                corners = art.hex_points(r.centerx, r.centery, r.height * 0.52)
                pygame.draw.polygon(surface, theme.GOLD, corners, 2)

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        pointer = self.table.pointer
        for rect, _colour in self.slots:
            if self.interactive and rect.collidepoint(pointer):
                pygame.draw.polygon(surface, theme.SELECT, art.hex_points(*rect.center, rect.width * 0.54), 3)
