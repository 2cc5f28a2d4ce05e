"""The turn's action in Yellow & Yangtze (`..action_panel` does what both games
share): tiles and leaders in the tray, whose last two pieces are the actions
paid for with tiles: the peasants' revolt (lit: every tile it could remove) and
the pagoda (its own panel, `pagoda_panel.py`). Swapping has its own panel too;
Withdraw takes the chosen leader off the board."""

from __future__ import annotations

import pygame

from game.engine.yangtze import actions, pieces
from game.engine.yangtze.actions import BUILD, LEADER, REVOLT, TILE, Action
from game.engine.yangtze.pieces import BLUE, GREEN

from ..action_panel import PieceActionPanel
from ..i18n import _, ngettext, pgettext
from . import art
from .pagoda_panel import PagodaPanel
from .preview import Preview, predict
from .swap_panel import SwapPanel
from .tray import piece_at
from .words import colour_word, leader_word


class ActionPanel(PieceActionPanel, actions=actions, pieces=pieces, swap_panel=SwapPanel):
    def usable(self) -> tuple[bool, bool]:
        """Whether the peasants' revolt and the pagoda can be paid for and done now."""
        legal = self.legal()
        return bool(legal.cells(REVOLT, -1)), any(a.kind == BUILD for a in legal)

    def revolt_action(self, cell: int) -> actions.Action:
        """The peasants' revolt on `cell`, paid with the off-board farmer when it can be (it
        stays off the board and saves a blue tile)."""
        with_farmer = Action(REVOLT, -1, cell, True)
        return with_farmer if with_farmer in self.legal() else Action(REVOLT, -1, cell, False)

    def action_on(self, kind: int, arg: int, cell: int) -> actions.Action:
        return self.revolt_action(cell) if kind == REVOLT else Action(kind, arg, cell)

    def refusal(self, kind: int, arg: int) -> str | None:
        legal = self.legal()
        state = self.state
        seat = self.seat
        if kind == TILE and state.hand(seat)[arg] == 0:
            return pgettext("yangtze", "You have no {colour} tile.").format(colour=colour_word(arg))
        if kind == TILE and not legal.cells(TILE, arg):
            return pgettext("yangtze", "No cell can take a {colour} tile now.").format(
                colour=colour_word(arg)
            )
        if kind == LEADER and not legal.cells(LEADER, arg) and state.leader_cell(seat, arg) < 0:
            return _("Your {leader} has nowhere to go: it needs empty land beside a black tile.").format(
                leader=leader_word(arg)
            )
        if kind == REVOLT and not legal.cells(REVOLT, -1):
            return _("A peasants' revolt costs two blue tiles (or one and your off-board farmer).")
        return None

    def select(self, kind: int, arg: int) -> None:
        if kind == BUILD:  # the pagoda is never a selection: it opens its own panel
            self.start_build()
            return
        super().select(kind, arg)

    def piece_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        return piece_at(self.table.regions.tray_parts, self.state, self.seat, pos)

    def no_leader_chosen(self) -> str:
        return pgettext("yangtze", "Select one of your leaders on the board first.")

    def no_tiles_to_swap(self) -> str:
        return pgettext("yangtze", "You have no tiles to swap.")

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

    def no_tiles_chosen(self) -> str:
        return pgettext("yangtze", "Choose the tiles to swap first.")

    def game_command(self, command: str) -> bool:
        if command == "revolt":
            self.select(REVOLT, -1)
        elif command == "build":
            self.start_build()
        else:
            return False
        return True

    def predict(self, action: actions.Action) -> Preview:
        return predict(self.state, action, self.table.names)

    def tray_selection(self):
        if isinstance(self.sub, PagodaPanel):
            return (BUILD, -1)
        return self.selection

    def ghost(self, kind: int, arg: int, size: int) -> pygame.Surface | None:
        if kind == TILE:
            return art.tile(arg, size)
        if kind == LEADER:
            return art.leader(arg, self.state.dynasties[self.seat], size)
        return None  # the revolt's cell is lit and outlined, with no piece to show

    # The bottom bar's hint, in Yellow & Yangtze's words (parallel to the other game's: its pieces differ).
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
