"""The turn's action in Tigris & Euphrates (`..action_panel` does what both games
share): tiles, leaders and the catastrophe in the tray; or swap tiles (its own
panel, `swap_panel.py`) or withdraw a leader."""

from __future__ import annotations

import pygame

from game.engine.tigris import actions, pieces
from game.engine.tigris.actions import CATASTROPHE, LEADER, TILE

from ..action_panel import PieceActionPanel
from ..i18n import _, ngettext
from . import art
from .preview import Preview, predict
from .swap_panel import SwapPanel
from .tray import piece_at
from .words import colour_word, leader_word


class ActionPanel(PieceActionPanel, actions=actions, pieces=pieces, swap_panel=SwapPanel):
    def refusal(self, kind: int, arg: int) -> str | None:
        legal = self.legal()
        state = self.state
        seat = self.seat
        if kind == TILE and state.hand(seat)[arg] == 0:
            return _("You have no {colour} tile.").format(colour=colour_word(arg))
        if kind == CATASTROPHE and not state.catastrophes_left[seat]:
            return _("You have no catastrophe tiles left.")
        if kind == TILE and not legal.cells(TILE, arg):
            return _("No cell can take a {colour} tile now.").format(colour=colour_word(arg))
        if kind == LEADER and not legal.cells(LEADER, arg) and state.leader_cell(seat, arg) < 0:
            return _("Your {leader} has nowhere to go.").format(leader=leader_word(arg))
        return None

    def piece_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        return piece_at(self.table.regions.tray_parts, self.state, self.seat, pos)

    def no_leader_chosen(self) -> str:
        return _("Select one of your leaders on the board first.")

    def no_tiles_to_swap(self) -> str:
        return _("You have no tiles to swap.")

    def no_tiles_chosen(self) -> str:
        return _("Choose the tiles to swap first.")

    def game_command(self, command: str) -> bool:
        if command == "catastrophe":
            self.select(CATASTROPHE, -1)
            return True
        return False

    def predict(self, action: actions.Action) -> Preview:
        return predict(self.state, action, self.table.names)

    def ghost(self, kind: int, arg: int, size: int) -> pygame.Surface | None:
        if kind == TILE:
            return art.tile(arg, size)
        if kind == LEADER:
            return art.leader(arg, self.state.dynasties[self.seat], size)
        return art.catastrophe(size)

    # The bottom bar's hint, in Tigris & Euphrates' words (parallel to the other game's: its pieces differ).
    def hint(self) -> str:
        state = self.state
        if self.sub is not None:
            return _("Choose the tiles to swap")
        if self.selection is None:
            return ngettext(
                "Your turn: pick a tile, leader or catastrophe ({n} action left)",
                "Your turn: pick a tile, leader or catastrophe ({n} actions left)",
                state.actions_left,
            ).format(n=state.actions_left)
        kind, arg = self.selection
        if kind == TILE:
            return _("Place the {colour} tile on a lit cell").format(colour=colour_word(arg))
        if kind == LEADER:
            if state.leader_cell(self.seat, arg) >= 0:
                return _("Move the {leader} to a lit cell, or withdraw it").format(leader=leader_word(arg))
            return _("Place the {leader} next to a temple").format(leader=leader_word(arg))
        return _("Place the catastrophe on a lit cell")
