"""The presentation of Tigris & Euphrates: what the shell asks, answered by
this folder's modules (see `game/client/presentation.py`)."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _, ngettext
from ..presentation import Card, GamePresentation, Panel, Table, Topic
from . import animate, art, cards, end_table, rules, seat, tray
from .action_panel import ActionPanel
from .board import BoardView
from .choice_panel import ChoicePanel
from .conflict_panel import ConflictPanel

DYNASTY_COLOURS = art.DYNASTY_COLOURS


class TigrisPresentation(GamePresentation):
    name = "tigris"
    title = "Tigris & Euphrates"

    # ------------------------------------------------------------ the board and panels

    def new_board(self) -> BoardView:
        return BoardView()

    def panel(self, table: Table, decision: str | None, interactive: bool) -> Panel | None:
        if decision is None:
            return ActionPanel(table, interactive) if interactive else None
        if decision == "commit":
            return ConflictPanel(table, interactive)
        return ChoicePanel(table, decision, interactive)

    # ------------------------------------------------------------ seats and dynasties

    def dynasty_colour(self, dynasty: str) -> tuple:
        return DYNASTY_COLOURS.get(dynasty, theme.GOLD)

    def dynasty_badge(self, dynasty: str, size: int) -> pygame.Surface:
        return art.dynasty_badge(dynasty, size)

    def seat_layout(self, card: pygame.Rect, s: float) -> dict:
        return seat.seat_layout(card, s)

    def draw_seat(
        self, surface, table, seat_index: int, card, parts: dict, show_score: bool, s: float
    ) -> None:
        seat.draw_seat(surface, table, seat_index, card, parts, show_score, s)

    # ------------------------------------------------------------ the tray

    def tray_layout(self, rect: pygame.Rect, s: float) -> tray.TrayParts:
        return tray.tray_layout(rect, s)

    def draw_tray(
        self, surface, table, parts: tray.TrayParts, seat_index: int, selection, dim: int = 255
    ) -> None:
        tray.draw_tray(surface, parts, table.state, seat_index, selection, table.regions.scale, dim)

    # ------------------------------------------------------------ words on screen

    def status(self, state, names) -> str:
        """The top bar: who decides what now."""
        who = names[state.active]
        decider = names[state.to_move]
        pending = state.pending
        if pending == "commit":
            status = _("{who} commits support").format(who=decider)
        elif pending == "war":
            status = _("{who} chooses the next war").format(who=decider)
        elif pending == "monument":
            status = _("{who} may build a monument").format(who=decider)
        elif pending == "treasure":
            status = _("{who} takes a treasure").format(who=decider)
        else:
            status = ngettext(
                "{who} to play · {n} action left", "{who} to play · {n} actions left", state.actions_left
            ).format(who=who, n=state.actions_left)
        if state.to_move != state.active:
            status += " · " + _("turn of {who}").format(who=names.plain[state.active])
        return status

    def info(self, state) -> str:
        return _("Bag {n} · Treasures {t}").format(n=state.bag_count, t=state.treasures.bit_count())

    # ------------------------------------------------------------ events, cards, rules

    def present(self, table, events: list, k: float) -> animate.Timeline:
        return animate.present(table, events, k)

    def card_at(self, table, pos: tuple[int, int]) -> Card | None:
        return cards.card_at(table, pos)

    def rules_topics(self) -> list[Topic]:
        return rules.topics()

    # ------------------------------------------------------------ the end

    def final_height(self, players: int, s: float) -> int:
        return end_table.table_height(players, s)

    def draw_final(self, surface, box, top: int, table, s: float, reveal: float) -> int:
        return end_table.draw_table(
            surface, box, top, table.state, table.names, table.colours, self.dynasty_badge, s, reveal
        )

    def final_notes(self, table) -> tuple[str, str]:
        """A line on why the game ended, and the notes under the table."""
        state = table.state
        return (
            end_table.end_reason(state)
            + " "
            + _("Each player's result is their weakest colour, treasures included."),
            end_table.notes(state, table.names),
        )

    # ------------------------------------------------------------ lessons

    def lesson_scene(self) -> type:
        """The scene that shows a lesson of this game."""
        from .lesson_scene import LessonScene

        return LessonScene


PRESENTATION = TigrisPresentation()
