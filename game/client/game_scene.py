"""The game being played: a table (`table/table_scene.py`: the turn controller drawn by
the table's parts) in the game's mode. Below the seats, the log; every change is
autosaved; Esc opens the pause menu; the game's end opens the end scene.

What the window asks follows from the engine's state and two things of the
client's own (which seat looks at the screen, whether a replay runs): the
controller (`turn/controller.py`) derives it, the scene draws it. Everything
about the game itself — its board, its tray, one panel per kind of decision,
what events look and sound like, their words, hover cards, the rules — comes
from the game's presentation (`presentation.py`, found by the game's name).
"""

from __future__ import annotations

import pygame

from .intents import Intent
from .saves import autosaver
from .session import Session
from .table import seats
from .table.hint import Hint
from .table.mode import Mode
from .table.table_scene import HOVER_DELAY, TableScene
from .turn import Phase
from .turn.replay import REPLAY_PAUSE, Replay

__all__ = ["HOVER_DELAY", "REPLAY_PAUSE", "GameMode", "GameScene", "Phase", "Replay", "open_session"]


class GameMode(Mode):
    """A game's table: the log below the seats, autosaved, the pause menu, the end scene,
    and the Expert's hint (`table/hint.py`)."""

    hint: Hint | None = None

    def attach(self, table) -> None:
        super().attach(table)
        self.hint = Hint(table)

    def leave(self) -> None:
        if self.hint is not None:
            self.hint.cancel()  # no Expert thinks on for a table that is gone

    def handle(self, intent: Intent) -> bool:
        hint = self.hint
        if hint is None or intent.kind != "key":
            return False
        if intent.command == "hint":
            hint.toggle()
            return True
        return intent.command == "back" and hint.cancel()  # Esc puts the hint away first

    def update(self, dt: float) -> None:
        if self.hint is not None:
            self.hint.update()

    def buttons(self) -> list:
        button = self.hint.button() if self.hint is not None else None
        return [button] if button is not None else []

    def overlay(self, overlay) -> None:
        if self.hint is not None:
            self.hint.overlay(overlay)

    def draw_thinking(self, surface: pygame.Surface, s: float) -> None:
        super().draw_thinking(surface, s)
        if self.hint is not None:
            self.hint.draw(surface, s)

    def animating(self) -> bool:
        return self.hint is not None and (self.hint.thinking or self.hint.advice is not None)

    def quit(self) -> None:
        if self.hint is not None:
            self.hint.cancel()

    def save(self) -> None:
        autosaver.submit(self.table.session)

    def game_over(self) -> None:
        from .stats_record import record_finished

        record_finished(self.table.app, self.table.session)  # once per game, however often its end is shown
        self.table.app.open("end", self.table)

    def open_menu(self) -> None:
        self.table.app.open("pause", self.table)

    def draw_side(self, surface: pygame.Surface) -> None:
        seats.draw_cards(surface, self.table)
        self.table.draw_log(surface)


class GameScene(TableScene):
    """A game in play: the table in the game's mode."""

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session, GameMode())


def open_session(app, session: Session) -> GameScene:
    """Show a session's game over the main menu (the menu stays below it)."""
    scene = GameScene(app, session)
    if not app.scenes.scenes or app.scenes.scenes[0].name != "menu":
        app.open("menu")
    while len(app.scenes.scenes) > 1:
        app.scenes.pop()
    app.push(scene)
    return scene
