"""A table's mode: what a kind of table (a game, a lesson, later a challenge or a review)
adds to the shared one (`table_scene.TableScene`): where decisions go, how it is saved,
its menu, what happens at the game's end, and its own panel in the slot below the seats
(the game's log, the lesson's text). The defaults are a plain table's."""

from __future__ import annotations

from typing import Any

import pygame

from ..intents import Intent
from ..overlay import Overlay
from ..widgets import Button
from . import seats


class Mode:
    table: Any = None  # the TableScene, set by `attach`

    def attach(self, table) -> None:
        self.table = table

    # ---------------------------------------------------------------- the game

    def decide(self, action: Any) -> bool:
        """A decision of the seat to move (the table's: through the session)."""
        return self.table.apply(action)

    def refused(self, reason: str) -> None:
        self.table.say_refused(reason)

    def full(self) -> bool:
        """The table takes no more decisions: a game holds `session.MAX_DECISIONS`, more
        than its save keeps (undo still works)."""
        return self.table.session.full

    def save(self) -> None:
        """After each change of the game."""

    def game_over(self) -> None:
        """The game ended and its presentation is over (once)."""

    def leave(self) -> None:
        """The table is leaving the screen: stop whatever this mode has running."""

    def open_menu(self) -> None:
        """Esc with nothing else to close."""

    def quit(self) -> None:
        """The window closes."""

    def handle(self, intent: Intent) -> bool:
        """Input the mode takes before the table does; True when used."""
        return False

    def update(self, dt: float) -> None:
        """Each step of the table (after its own)."""

    # ---------------------------------------------------------------- its view

    def layout(self, lay) -> None:
        """The regions were laid out for the window's size: the mode may take its slot."""

    def buttons(self) -> list[Button]:
        """The mode's own buttons (placed)."""
        return []

    def draw_side(self, surface: pygame.Surface) -> None:
        """The seat column and the slot below the seats (the still layer)."""
        seats.draw_cards(surface, self.table)

    def draw_thinking(self, surface: pygame.Surface, s: float) -> None:
        """A computer thinking (every frame)."""
        seats.draw_thinking(surface, self.table, s)

    def draw_bottom(self, surface: pygame.Surface) -> None:
        """Over the bottom bar (the still layer), after the table's."""

    def overlay(self, overlay: Overlay) -> None:
        """What the mode lights on the board."""

    def animating(self) -> bool:
        return False

    def status(self) -> str:
        """The top bar's sentence in place of the game's ("": the game's)."""
        return ""

    def still_key(self) -> tuple:
        """What the mode's part of the still layer depends on."""
        return ()
