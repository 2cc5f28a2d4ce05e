"""Driving the real window without a person: for tests, the screenshot
script and the frame-time benchmark.

Everything goes through the event loop: `click` posts pygame mouse events,
`key` posts key events, then frames run on a `ManualClock`. Use with SDL's
dummy drivers (`SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy`).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from .app import App
from .clock import ManualClock, RealClock
from .menu import MainMenu
from .scene import Scene
from .settings import Settings


class Driver:
    def __init__(
        self,
        size: tuple[int, int] = (1280, 800),
        speed: str = "instant",
        sound: bool = False,
        real_time: bool = False,
    ) -> None:
        settings = Settings(width=size[0], height=size[1], speed=speed)
        self.app = App(settings, clock=RealClock() if real_time else ManualClock(), size=size, sound=sound)
        self.app.push(MainMenu(self.app))
        self.frames(2)

    @classmethod
    def start_up(cls, size: tuple[int, int] = (1280, 800)) -> Driver:
        """The window as the program opens it (`app.open_app`): the data folder tidied and
        checked, the settings read from it, the main menu with any messages."""
        from .app import open_app

        driver = cls.__new__(cls)
        driver.app = open_app(size=size, sound=False, clock=ManualClock())
        driver.frames(2)
        return driver

    # ------------------------------------------------------------ scenes

    @property
    def top(self) -> Scene | None:
        return self.app.scenes.top

    def find(self, kind: type) -> Scene | None:
        return self.app.scenes.find(kind)

    @property
    def game(self):
        from .game_scene import GameScene

        return self.find(GameScene)

    # ------------------------------------------------------------ input

    def frames(self, count: int = 1) -> None:
        self.app.run_frames(count)

    def until(self, done: Callable[[], bool], limit: int = 5000) -> bool:
        return self.app.run_until(done, limit)

    def wait(self, done: Callable[[], bool], seconds: float = 30.0) -> bool:
        """Frames, with a short sleep each, until `done()` or `seconds` of wall time: for what
        another thread does (a busy machine gives it fewer turns per frame, not fewer seconds)."""
        deadline = time.monotonic() + seconds
        while not done():
            if not self.app.running or time.monotonic() > deadline:
                return done()
            self.frames(1)
            time.sleep(0.005)
        return True

    def point(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames(1)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.frames(1)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
        """Press the left button at `start`, move to `end` in `steps` moves (a frame each), and
        let go there."""
        start = (int(start[0]), int(start[1]))
        end = (int(end[0]), int(end[1]))
        self.point(start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.frames(1)
        for step in range(1, steps + 1):
            pos = (
                start[0] + (end[0] - start[0]) * step // steps,
                start[1] + (end[1] - start[1]) * step // steps,
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
            self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.frames(1)

    def scroll(self, pos: tuple[int, int], clicks: int) -> None:
        """Point at `pos`, then turn the wheel (positive: up, away from the user)."""
        self.point(pos)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=clicks, precise_x=0.0, precise_y=float(clicks))
        )
        self.frames(1)

    def key(self, key: int, text: str = "", mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0))
        self.frames(1)

    def type_text(self, text: str) -> None:
        for char in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        self.frames(1)

    def button(self, name: str) -> pygame.Rect:
        """The rectangle of the top scene's button called `name`."""
        scene = self.top
        rows = [getattr(scene, "buttons", None), getattr(scene, "games", None), getattr(scene, "tabs", None)]
        for row in rows:
            if row is not None and row.by_name(name) is not None:
                return row.by_name(name).rect
        for attr in ("show", "back", "ok", "cancel"):
            button = getattr(scene, attr, None)
            if button is not None and getattr(button, "name", "") == name:
                return button.rect
        raise LookupError(f"no button {name!r} on {type(scene).__name__}")

    def click_button(self, name: str) -> None:
        self.frames(1)  # buttons are laid out for the current phase
        self.click(self.button(name).center)

    def click_cell(self, cell: int) -> None:
        self.click(self.game.board.cell_rect(cell).center)

    def save_screen(self, path: str) -> None:
        pygame.image.save(self.app.screen, path)
