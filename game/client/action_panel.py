"""The turn's action, as both games ask it: pick a piece from the tray (or one of
your leaders on the board), see where it may go, hover a lit cell for what would
happen, click to act; or open a panel of its own over the board (swapping tiles,
and in Yellow & Yangtze the pagoda) that takes the input while it is open, or
withdraw the chosen leader.

Each game's `action_panel.py` subclasses `PieceActionPanel`: it names its engine's
action kinds and pieces, says why a piece cannot be chosen, draws the piece under
the pointer and writes the hint line. Every text the player reads stays in the
game's own module (the translators' template lists each text with the files it
is in)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.grid import bit_list

from . import theme
from .i18n import _
from .overlay import Overlay
from .presentation import Card, Panel, Table
from .swap_panel import TileSwapPanel
from .widgets import Button

# How far (at scale 1) the pointer must move with the button held before a press on a
# piece is a drag rather than a click.
DRAG_SLOP = 6


@dataclass
class Drag:
    """A piece pressed on (in the tray, or one of the player's leaders on the board): let go
    over a lit cell after moving, it goes there, as a click on the cell would send it; a
    leader taken from the board and let go over its own place in the tray is withdrawn."""

    piece: tuple[int, int]
    start: tuple[int, int]
    was_selected: bool  # the press chose nothing new; a click (no move) unselects, as before
    moved: bool = False
    from_board: bool = False


class PieceActionPanel(Panel):
    # The game's engine, named by each game's subclass: its action kinds and Action class,
    # the words of its pieces in the keys' commands ("tile:red", "leader:king"), and the
    # panel that swapping opens.
    TILE: int
    LEADER: int
    SWAP: int
    WITHDRAW: int
    Action: Any  # the game's action class (its `swap(counts)` builds a swap)
    COLOUR_NAMES: tuple[str, ...]
    LEADER_NAMES: tuple[str, ...]
    SwapPanel: type[TileSwapPanel]

    def __init_subclass__(cls, actions: Any = None, pieces: Any = None, swap_panel: Any = None) -> None:
        """A game's panel names its engine's `actions` and `pieces` modules and its swap panel
        in its class line; the names above are taken from them."""
        super().__init_subclass__()
        if actions is not None:
            cls.TILE, cls.LEADER, cls.SWAP = actions.TILE, actions.LEADER, actions.SWAP
            cls.WITHDRAW, cls.Action = actions.WITHDRAW, actions.Action
        if pieces is not None:
            cls.COLOUR_NAMES, cls.LEADER_NAMES = pieces.COLOUR_NAMES, pieces.LEADER_NAMES
        if swap_panel is not None:
            cls.SwapPanel = swap_panel

    def __init__(self, table: Table, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        # (TILE, colour) / (LEADER, kind) / (a piece of the game's own, -1)
        self.selection: tuple[int, int] | None = None
        self.sub: Any = None  # the panel open over the board (the swap panel, ...), if any
        self.hover_cell = -1
        self.preview: Any = None  # the game's preview.Preview of the move under the pointer
        self._preview_key: tuple | None = None
        self._conflicts_key: tuple | None = None
        self._conflicts = 0
        self.drag: Drag | None = None  # a piece held down with the mouse button

    @property
    def state(self) -> Any:
        return self.table.state

    @property
    def seat(self) -> int:
        return self.table.state.to_move

    # ------------------------------------------------------------ what the game says

    def refusal(self, kind: int, arg: int) -> str | None:
        """Why the piece cannot be chosen now (said to the player), or None."""
        return None

    def action_on(self, kind: int, arg: int, cell: int) -> Any:
        """The engine's action for the chosen piece on a lit cell."""
        return self.Action(kind, arg, cell)

    def ghost(self, kind: int, arg: int, size: int) -> pygame.Surface | None:
        """The chosen piece drawn faintly under the pointer (None: nothing drawn)."""
        return None

    def no_leader_chosen(self) -> str:
        """Withdraw was asked with no leader on the board chosen."""
        raise NotImplementedError

    def no_tiles_to_swap(self) -> str:
        raise NotImplementedError

    def no_tiles_chosen(self) -> str:
        """Swap was confirmed with no tile chosen."""
        raise NotImplementedError

    def game_command(self, command: str) -> bool:
        """A key's command for a piece only this game has; True when used."""
        return False

    def predict(self, action: Any) -> Any:
        """The game's preview (`preview.predict`) of `action`."""
        raise NotImplementedError

    # ------------------------------------------------------------ facts

    def legal(self) -> Any:
        return self.state.legal_actions()

    def targets(self) -> int:
        """Cells lit for the chosen piece."""
        if self.sub is not None or self.selection is None:
            return 0
        kind, arg = self.selection
        return self.legal().cells(kind, arg)

    def conflict_cells(self) -> int:
        """The lit cells where the chosen piece would start a revolt or a war (the game's
        preview says `warning`): marked on the board, so a conflict never comes unseen.
        Worked out once per choice of piece and state."""
        targets = self.targets()
        key = (self.selection, targets, self.state.key())
        if key != self._conflicts_key:
            found = 0
            if self.selection is not None:  # (with none chosen no cell is lit either)
                kind, arg = self.selection
                for cell in bit_list(targets):
                    if self.predict(self.action_on(kind, arg, cell)).warning:
                        found |= 1 << cell
            self._conflicts_key, self._conflicts = key, found
        return self._conflicts

    # a property over the base's attribute: the panel's rectangle is its sub-panel's
    @property
    def rect(self) -> pygame.Rect | None:  # type: ignore[override]
        return self.sub.rect if self.sub is not None else None

    @property
    def swap_counts(self) -> list[int] | None:
        return self.sub.counts if isinstance(self.sub, self.SwapPanel) else None

    # ------------------------------------------------------------ choosing

    def select(self, kind: int, arg: int) -> None:
        if self.selection == (kind, arg):
            self.selection = None
            self._changed()
            return
        refusal = self.refusal(kind, arg)
        if refusal is not None:
            self.table.app.notify(refusal)
            return
        self.selection = (kind, arg)
        self.table.app.play("click")
        self._changed()

    def _changed(self) -> None:
        self._preview_key = None
        self._hover(self.table.pointer)
        self.table.refresh()

    def piece_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The tray's piece at `pos` as (kind, arg), or None."""
        raise NotImplementedError

    def click(self, pos: tuple[int, int]) -> bool:
        self.drag = None
        if self.sub is not None:
            return self.sub.click(pos)
        piece = self.piece_at(pos)
        cell = self.table.board.cell_at(pos) if piece is None else -1
        if piece is None and cell >= 0:
            piece = self._own_leader_to_pick(cell)
        if piece is not None:
            # Chosen at once, as a click always did; a press on the piece already chosen
            # waits for the release: a click unselects it, a drag carries it.
            was_selected = self.selection == piece
            if not was_selected:
                self.select(*piece)
            if self.selection == piece:
                self.drag = Drag(piece, pos, was_selected, from_board=cell >= 0)
            return True
        if cell >= 0:
            self.click_cell(cell)
            return True
        return False

    def _own_leader_to_pick(self, cell: int) -> tuple[int, int] | None:
        """The player's leader on `cell` when a click there chooses it (to move it): when no
        piece is chosen, or the chosen one may not go to that cell."""
        state = self.state
        lid = state.leader_at(cell)
        if lid < 0 or state.leader_seat(lid) != self.seat:
            return None
        if self.selection is not None and (self.targets() >> cell) & 1:
            return None
        return (self.LEADER, state.leader_colour(lid))

    def click_cell(self, cell: int) -> None:
        piece = self._own_leader_to_pick(cell)
        if piece is not None:
            self.select(*piece)
            return
        if self.selection is None:
            return
        kind, arg = self.selection
        self.act(self.action_on(kind, arg, cell))

    def _drag_to(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is not None and not drag.moved:
            slop = DRAG_SLOP * self.table.regions.scale
            drag.moved = abs(pos[0] - drag.start[0]) > slop or abs(pos[1] - drag.start[1]) > slop

    def release(self, pos: tuple[int, int]) -> bool:
        """The mouse button let go: a dragged piece over a lit cell goes there (the same
        action as a click on the cell); anywhere else it stays chosen, and nothing happens."""
        drag, self.drag = self.drag, None
        if self.sub is not None or drag is None:
            return False
        self._drag_to(pos)
        if not drag.moved:
            if drag.was_selected:
                self.select(*drag.piece)  # a click on the chosen piece unselects it
            return True
        cell = self.table.board.cell_at(pos)
        if self.selection == drag.piece and cell >= 0 and (self.targets() >> cell) & 1:
            self.act(self.action_on(*drag.piece, cell))
        elif self.selection == drag.piece and self.withdraws_to(drag, pos):
            self.act(self.Action(self.WITHDRAW, drag.piece[1]))
        else:
            self._changed()
        return True

    def withdraws_to(self, drag: Drag, pos: tuple[int, int]) -> bool:
        """Whether letting `drag` go at `pos` withdraws it: a leader from the board over its own
        place in the tray, when the engine allows withdrawing it now."""
        kind, arg = drag.piece
        return (drag.from_board and kind == self.LEADER and self.piece_at(pos) == drag.piece
                and any(a[0] == self.WITHDRAW and a[1] == arg for a in self.legal()))

    def dragging(self) -> bool:
        return self.drag is not None and self.drag.moved and self.sub is None

    def act(self, action: Any) -> None:
        """Make the move (the table says why, in the engine's words, if it is refused)."""
        self.table.decide(action)

    def withdraw(self) -> None:
        if self.selection is None or self.selection[0] != self.LEADER:
            self.table.app.notify(self.no_leader_chosen())
            return
        self.act(self.Action(self.WITHDRAW, self.selection[1]))

    def start_swap(self) -> None:
        if not any(self.state.hand(self.seat)):
            self.table.app.notify(self.no_tiles_to_swap())
            return
        self.selection = None
        self.sub = self.SwapPanel(self.table, self)
        self.sub.layout()
        self.table.refresh()

    def end_sub(self) -> None:
        self.sub = None
        self.table.refresh()

    def confirm_swap(self, counts: list[int]) -> None:
        if not any(counts):
            self.table.app.notify(self.no_tiles_chosen())
            return
        self.act(self.Action.swap(tuple(counts)))

    def command(self, command: str) -> bool:
        if self.sub is not None:
            return self.sub.command(command)
        if command.startswith("tile:"):
            self.select(self.TILE, self.COLOUR_NAMES.index(command[5:]))
        elif command.startswith("leader:"):
            self.select(self.LEADER, self.LEADER_NAMES.index(command[7:]))
        elif command == "withdraw":
            self.withdraw()
        elif command == "swap":
            self.start_swap()
        else:
            return self.game_command(command)
        return True

    def cancel(self) -> bool:
        self.drag = None
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
        self._drag_to(pos)
        # Also while a panel is open: no cell is under the pointer then, so no preview
        # of the board is left standing for when it closes.
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
        self.preview = self.predict(self.action_on(kind, arg, cell))

    def tooltip(self) -> Card | None:
        if self.sub is not None:
            return None
        if self.preview is None or self.hover_cell < 0 or not (self.preview.text or self.preview.harms):
            return None
        board = self.table.board
        avoid = [board.cell_rect(c) for c in bit_list(self.preview.outline)] if self.preview.outline else []
        # Never over what it speaks of: the leaders who score or fight, the tiles it removes.
        keep = [board.cell_rect(c) for c in bit_list(self.preview.cells | self.preview.harm_cells)]
        return Card(
            "",
            [line for line in self.preview.text.split("\n") if line],
            board.cell_rect(self.hover_cell),
            warning=self.preview.warning,
            warnings=self.preview.harms,
            avoid=avoid,
            keep=keep,
        )

    # ------------------------------------------------------------ showing

    def layout(self) -> None:
        self.buttons = []
        if self.sub is not None:
            self.sub.layout()
            self.buttons = self.sub.buttons

    def bar_buttons(self) -> list[Button]:
        return self.swap_and_withdraw(_("Swap"), _("Withdraw"))

    def swap_and_withdraw(self, swap_label: str, withdraw_label: str) -> list[Button]:
        """The bottom bar's Swap and Withdraw (`bar_buttons` gives their words)."""
        # Offered while a leader of the player's is on the board, chosen or not: pressed with
        # none chosen, it says how (a greyed button said nothing).
        any_on_board = any(action[0] == self.WITHDRAW for action in self.legal())
        return [
            Button(swap_label, self.start_swap, enabled=self.sub is None, hotkey="S", name="swap"),
            Button(
                withdraw_label,
                self.withdraw,
                enabled=self.sub is None and any_on_board,
                hotkey="W",
                name="withdraw",
            ),
        ]

    def tray_selection(self) -> Any:
        return self.selection

    def animating(self) -> bool:
        return self.selection is not None or self.dragging()  # the lit cells pulse

    def overlay(self, o: Overlay) -> None:
        if self.sub is not None:
            self.sub.overlay(o)
            return
        o.targets = self.targets()
        o.conflicts = self.conflict_cells() if o.targets else 0
        state = self.state
        if self.selection and self.selection[0] == self.LEADER:
            o.selected = state.leader_cell(self.seat, self.selection[1])
        # (cells are lit only for a chosen piece: the selection is there when one is)
        if self.hover_cell >= 0 and (o.targets >> self.hover_cell) & 1 and self.selection is not None:
            o.hover = self.hover_cell
            kind, arg = self.selection
            ghost = self.ghost(kind, arg, self.table.board.cell)
            if ghost is not None:
                o.ghost = ghost
            if self.preview:
                o.outline = self.preview.outline
                o.warn = self.preview.harm_cells

    def still_key(self) -> tuple:
        return (self.selection, type(self.sub).__name__, self.sub.still_key() if self.sub else None)

    def draw_still(self, surface: pygame.Surface) -> None:
        if self.sub is not None:
            self.sub.draw_still(surface)

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        if self.sub is not None:
            self.sub.draw_moving(surface, alpha)
        elif self.dragging():
            self._draw_home(surface)
            self._draw_dragged(surface)

    def _draw_home(self, surface: pygame.Surface) -> None:
        """A leader dragged from the board, that may be withdrawn now: its place in the tray
        lit like a lit cell, pulsing, filled while the pointer is over it (letting go there
        withdraws it)."""
        drag = self.drag
        if drag is None:
            return  # called while dragging only
        kind, arg = drag.piece
        if not drag.from_board or kind != self.LEADER:
            return
        if not any(a[0] == self.WITHDRAW and a[1] == arg for a in self.legal()):
            return
        slot = self.table.regions.tray_parts.leaders[arg]
        over = self.withdraws_to(drag, self.table.pointer)
        pulse = 0.5 + 0.5 * math.sin(self.table.time * 5)
        ring = slot.inflate(12, 12)  # outside the chosen piece's frame (3 px out)
        glow = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*theme.GOLD[:3], 70 if over else int(20 + 30 * pulse)), glow.get_rect(),
                         border_radius=ring.width // 2)
        surface.blit(glow, ring)
        pygame.draw.rect(surface, theme.GOLD, ring, 4 if over else 2, border_radius=ring.width // 2)

    def _draw_dragged(self, surface: pygame.Surface) -> None:
        """The dragged piece under the pointer, faint, over everything on the board."""
        if self.drag is None:
            return  # called while dragging only
        kind, arg = self.drag.piece
        ghost = self.ghost(kind, arg, self.table.board.cell)
        if ghost is None:
            return
        ghost = ghost.copy()
        ghost.set_alpha(170)
        surface.blit(ghost, ghost.get_rect(center=self.table.pointer))

    # a property over the base's attribute: the name is the sub-panel's
    @property
    def name(self) -> str:  # type: ignore[override]
        return self.sub.name if self.sub is not None else "action"
