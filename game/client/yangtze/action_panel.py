"""The turn's action: pick a piece from the tray (or a leader on the board),
see where it may go, hover a lit cell for what would happen, click to act.
The tray's last two pieces are the actions paid for with tiles: the
peasants' revolt (lit: every tile it could remove) and the pagoda (its own
panel, `pagoda_panel.py`). Swapping has its own panel too; Withdraw takes
the chosen leader off the board."""

from __future__ import annotations

import pygame

from game.engine.grid import bit_list
from game.engine.yangtze.actions import BUILD, LEADER, REVOLT, SWAP, TILE, WITHDRAW, Action
from game.engine.yangtze.pieces import BLUE, COLOUR_NAMES, GREEN, LEADER_NAMES

from ..i18n import _, ngettext, pgettext
from ..presentation import Card, Panel
from ..widgets import Button
from . import art
from .pagoda_panel import PagodaPanel
from .preview import Preview, predict
from .swap_panel import SwapPanel
from .tray import piece_at
from .words import colour_word, leader_word


class ActionPanel(Panel):
    def __init__(self, table, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.selection: tuple[int, int] | None = None  # (TILE, colour) / (LEADER, kind) / (REVOLT, -1)
        self.sub: Panel | None = None  # the swap or pagoda panel, when open
        self.hover_cell = -1
        self.preview: Preview | None = None
        self._preview_key: tuple | None = None

    @property
    def state(self):
        return self.table.state

    @property
    def seat(self) -> int:
        return self.table.state.to_move

    # ------------------------------------------------------------ facts

    def legal(self):
        return self.state.legal_actions()

    def targets(self) -> int:
        """Cells lit for the chosen piece."""
        if self.sub is not None or self.selection is None:
            return 0
        kind, arg = self.selection
        return self.legal().cells(kind, arg)

    def usable(self) -> tuple[bool, bool]:
        """Whether the peasants' revolt and the pagoda can be paid for and done now."""
        legal = self.legal()
        return bool(legal.cells(REVOLT, -1)), any(a.kind == BUILD for a in legal)

    @property
    def rect(self) -> pygame.Rect | None:  # type: ignore[override]
        return self.sub.rect if self.sub is not None else None

    @property
    def swap_counts(self) -> list[int] | None:
        return self.sub.counts if isinstance(self.sub, SwapPanel) else None

    def revolt_action(self, cell: int) -> Action:
        """The peasants' revolt on `cell`, paid with the off-board farmer when it can be (it
        stays off the board and saves a blue tile)."""
        with_farmer = Action(REVOLT, -1, cell, True)
        return with_farmer if with_farmer in self.legal() else Action(REVOLT, -1, cell, False)

    # ------------------------------------------------------------ choosing

    def select(self, kind: int, arg: int) -> None:
        if self.selection == (kind, arg):
            self.selection = None
            self._changed()
            return
        legal = self.legal()
        state = self.state
        seat = self.seat
        app = self.table.app
        if kind == TILE and state.hand(seat)[arg] == 0:
            app.notify(pgettext("yangtze", "You have no {colour} tile.").format(colour=colour_word(arg)))
            return
        if kind == TILE and not legal.cells(TILE, arg):
            app.notify(
                pgettext("yangtze", "No cell can take a {colour} tile now.").format(colour=colour_word(arg))
            )
            return
        if kind == LEADER and not legal.cells(LEADER, arg) and state.leader_cell(seat, arg) < 0:
            app.notify(
                _("Your {leader} has nowhere to go: it needs empty land beside a black tile.").format(
                    leader=leader_word(arg)
                )
            )
            return
        if kind == REVOLT and not legal.cells(REVOLT, -1):
            app.notify(_("A peasants' revolt costs two blue tiles (or one and your off-board farmer)."))
            return
        if kind == BUILD:
            self.start_build()
            return
        self.selection = (kind, arg)
        app.play("click")
        self._changed()

    def _changed(self) -> None:
        self._preview_key = None
        self._hover(self.table.pointer)
        self.table.refresh()

    def click(self, pos: tuple[int, int]) -> bool:
        if self.sub is not None:
            return self.sub.click(pos)
        parts = self.table.regions.tray_parts
        piece = piece_at(parts, self.state, self.seat, pos)
        if piece is not None:
            self.select(*piece)
            return True
        cell = self.table.board.cell_at(pos)
        if cell >= 0:
            self.click_cell(cell)
            return True
        return False

    def click_cell(self, cell: int) -> None:
        state = self.state
        lid = state.leader_at(cell)
        own_leader = lid >= 0 and state.leader_seat(lid) == self.seat
        if own_leader and (self.selection is None or not (self.targets() >> cell) & 1):
            self.select(LEADER, state.leader_colour(lid))
            return
        if self.selection is None:
            return
        kind, arg = self.selection
        if kind == REVOLT:
            self.act(self.revolt_action(cell))
        else:
            self.act(Action(kind, arg, cell))

    def act(self, action: Action) -> None:
        """Make the move (the table says why, in the engine's words, if it is refused)."""
        self.table.decide(action)

    def withdraw(self) -> None:
        if self.selection is None or self.selection[0] != LEADER:
            self.table.app.notify(pgettext("yangtze", "Select one of your leaders on the board first."))
            return
        self.act(Action(WITHDRAW, self.selection[1]))

    def start_swap(self) -> None:
        if not any(self.state.hand(self.seat)):
            self.table.app.notify(pgettext("yangtze", "You have no tiles to swap."))
            return
        self.selection = None
        self.sub = SwapPanel(self.table, self)
        self.sub.layout()
        self.table.refresh()

    def start_build(self) -> None:
        if not any(a.kind == BUILD for a in self.legal()):
            hand = self.state.hand(self.seat)
            if hand[GREEN] < 2 and not (hand[GREEN] and self.state.leader_cell(self.seat, GREEN) < 0):
                self.table.app.notify(_("A pagoda costs two green tiles (or one and your off-board trader)."))
            else:
                self.table.app.notify(_("No triangle of three tiles of one colour is free for a pagoda."))
            return
        self.selection = None
        self.sub = PagodaPanel(self.table, BUILD, True, owner=self)
        self.sub.layout()
        self.table.app.play("click")
        self.table.refresh()

    def end_sub(self) -> None:
        self.sub = None
        self.table.refresh()

    def confirm_swap(self, counts: list[int]) -> None:
        if not any(counts):
            self.table.app.notify(pgettext("yangtze", "Choose the tiles to swap first."))
            return
        self.act(Action(SWAP, tuple(counts)))

    def command(self, command: str) -> bool:
        if self.sub is not None:
            return self.sub.command(command)
        if command.startswith("tile:"):
            self.select(TILE, COLOUR_NAMES.index(command[5:]))
        elif command.startswith("leader:"):
            self.select(LEADER, LEADER_NAMES.index(command[7:]))
        elif command == "revolt":
            self.select(REVOLT, -1)
        elif command == "build":
            self.start_build()
        elif command == "withdraw":
            self.withdraw()
        elif command == "swap":
            self.start_swap()
        else:
            return False
        return True

    def cancel(self) -> bool:
        if self.sub is not None:
            if not self.sub.cancel():
                self.end_sub()
            return True
        if self.selection is not None:
            self.selection = None
            self._changed()
            return True
        return False

    # ------------------------------------------------------------ hovering

    def point(self, pos: tuple[int, int]) -> None:
        if self.sub is not None:
            self.sub.point(pos)
            return
        self._hover(pos)

    def _hover(self, pos: tuple[int, int]) -> None:
        cell = self.table.board.cell_at(pos) if self.sub is None else -1
        self.hover_cell = cell
        key = (len(self.table.session.record.actions), self.selection, cell)
        if key == self._preview_key:
            return
        self._preview_key = key
        self.preview = None
        if cell < 0 or self.selection is None or not (self.targets() >> cell) & 1:
            return
        kind, arg = self.selection
        action = self.revolt_action(cell) if kind == REVOLT else Action(kind, arg, cell)
        self.preview = predict(self.state, action, self.table.names)

    def predict(self, action: Action) -> Preview:
        return predict(self.state, action, self.table.names)

    def tooltip(self) -> Card | None:
        if self.sub is not None:
            return None
        if self.preview is None or self.hover_cell < 0 or not (self.preview.text or self.preview.harms):
            return None
        board = self.table.board
        avoid = [board.cell_rect(c) for c in bit_list(self.preview.outline)] if self.preview.outline else []
        return Card(
            "",
            [line for line in self.preview.text.split("\n") if line],
            board.cell_rect(self.hover_cell),
            warning=self.preview.warning,
            warnings=self.preview.harms,
            avoid=avoid,
        )

    # ------------------------------------------------------------ showing

    def layout(self) -> None:
        self.buttons = []
        if self.sub is not None:
            self.sub.layout()
            self.buttons = self.sub.buttons

    def bar_buttons(self) -> list:
        state = self.state
        on_board_leader = (
            self.selection is not None
            and self.selection[0] == LEADER
            and state.leader_cell(self.seat, self.selection[1]) >= 0
        )
        return [
            Button(_("Swap"), self.start_swap, enabled=self.sub is None, hotkey="S", name="swap"),
            Button(
                _("Withdraw"),
                self.withdraw,
                enabled=self.sub is None and on_board_leader,
                hotkey="W",
                name="withdraw",
            ),
        ]

    def tray_selection(self):
        if isinstance(self.sub, PagodaPanel):
            return (BUILD, -1)
        return self.selection

    def animating(self) -> bool:
        return self.selection is not None  # the lit cells pulse

    def overlay(self, o) -> None:
        if self.sub is not None:
            self.sub.overlay(o)
            return
        o.targets = self.targets()
        state = self.state
        if self.selection and self.selection[0] == LEADER:
            o.selected = state.leader_cell(self.seat, self.selection[1])
        if self.hover_cell >= 0 and (o.targets >> self.hover_cell) & 1:
            o.hover = self.hover_cell
            kind, arg = self.selection
            c = self.table.board.cell
            if kind == TILE:
                o.ghost = art.tile(arg, c)
            elif kind == LEADER:
                o.ghost = art.leader(arg, state.dynasties[self.seat], c)
            if self.preview:
                o.outline = self.preview.outline
                o.warn = self.preview.harm_cells

    def hint(self) -> str:
        state = self.state
        if self.sub is not None:
            return self.sub.hint()
        if self.selection is None:
            return ngettext(
                "Your turn: pick a tile, a leader, a revolt or a pagoda ({n} action left)",
                "Your turn: pick a tile, a leader, a revolt or a pagoda ({n} actions left)",
                state.actions_left,
            ).format(n=state.actions_left)
        kind, arg = self.selection
        if kind == TILE:
            if arg == BLUE:
                return _("Place the blue tile on a lit river cell")
            return pgettext("yangtze", "Place the {colour} tile on a lit cell").format(
                colour=colour_word(arg)
            )
        if kind == LEADER:
            if state.leader_cell(self.seat, arg) >= 0:
                return pgettext("yangtze", "Move the {leader} to a lit cell, or withdraw it").format(
                    leader=leader_word(arg)
                )
            return _("Place the {leader} next to a black tile").format(leader=leader_word(arg))
        if (
            self.legal().cells(REVOLT, -1)
            and state.leader_cell(self.seat, BLUE) < 0
            and state.hand(self.seat)[BLUE]
        ):
            return _("Peasants' revolt: click the tile to remove (paid: one blue tile and your farmer)")
        return _("Peasants' revolt: click the tile to remove (paid: two blue tiles)")

    def still_key(self) -> tuple:
        return (self.selection, type(self.sub).__name__, self.sub.still_key() if self.sub else None)

    def draw_still(self, surface: pygame.Surface) -> None:
        if self.sub is not None:
            self.sub.draw_still(surface)

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        if self.sub is not None:
            self.sub.draw_moving(surface, alpha)

    @property
    def name(self) -> str:  # type: ignore[override]
        return self.sub.name if self.sub is not None else "action"
