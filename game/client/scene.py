"""Scenes and the stack that runs them.

A scene is one screen (main menu, game, pause dialog …). Only the top scene
receives intents. Drawing starts at the highest opaque scene and goes up, so
a dialog (`opaque = False`) is drawn over the scene below it. Updating goes
from the top down and stops at the first scene with `pauses_below = True`,
so a pause dialog freezes the game beneath it while a toast does not.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from .backdrop import draw_backdrop
from .intents import Intent
from .widgets import dim


class Host(Protocol):
    """What a scene asks of the window (`app.App`), named here so that scenes need not
    import the app module, which opens them (`routes.py`)."""

    settings: Any  # settings.Settings
    scenes: SceneStack
    clock: Any

    @property
    def size(self) -> tuple[int, int]: ...

    def open(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Open another scene by its name (`navigator.py`)."""

    def push(self, scene: Scene) -> None: ...

    def pop(self, scene: Scene | None = None) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset(self, scene: Scene) -> None: ...

    def notify(self, text: str, seconds: float = 3.5, error: bool = False, key: str = "") -> None: ...

    def dismiss(self, *keys: str) -> bool: ...

    def play(self, name: str, pitch: int = 0) -> None: ...

    def save_settings(self) -> None: ...

    def request_quit(self) -> None: ...


class Scene:
    # The name the navigator opens this kind of scene by (`routes.py`), for the few that
    # look for one on the stack (`SceneStack.find("menu")`); "" for the others.
    name = ""
    opaque = True
    pauses_below = True
    covers = False  # draws every pixel of the window itself (the window need not clear it first)
    # A scene that a page opened from it (Rules, Settings, Load) shows behind itself, dimmed,
    # instead of the menu's backdrop: the game's table (`GameScene`).
    shown_behind_pages = False

    def __init__(self, app: Host) -> None:
        self.app = app

    # Life cycle: enter when pushed, leave when popped, pause/resume when
    # another scene is pushed on top of it or popped from above it.
    def enter(self) -> None:
        self.layout(self.app.size)

    def leave(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.layout(self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        """Place widgets for a window of `size` (called on enter and resize)."""

    def language_changed(self) -> None:
        """The player chose another language (Settings): make every text again. Most scenes
        make their texts when they lay themselves out; one that makes them earlier says so
        here."""
        self.layout(self.app.size)

    def handle(self, intent: Intent) -> bool:
        """React to an intent; True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by one fixed step of `dt` seconds."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw; `alpha` (0..1) is how far we are between two fixed steps."""

    def draw_behind(self, surface: pygame.Surface, alpha: float, game: str = "") -> None:
        """What a full-window page (Rules, Settings, Load) shows behind its box: the game it
        was opened from, dimmed (the scenes between, such as the pause menu, left out), or
        the menu's backdrop for `game` when it was opened from the menu."""
        stack = self.app.scenes.scenes
        below = stack[: stack.index(self)] if self in stack else []
        table = next((scene for scene in reversed(below) if scene.shown_behind_pages), None)
        if table is not None:
            table.draw(surface, alpha)
            dim(surface)
        else:
            draw_backdrop(surface, game=game)

    def animating(self) -> bool:
        """Whether something of this scene moves on its own now (an animation, a computer
        thinking): the window then draws 60 frames a second; otherwise it draws only when
        input comes, and sleeps in between. A scene that moves on its own says True."""
        return False

    def message_area(self) -> pygame.Rect | None:
        """Where messages go over this scene (their box sits at its top, centred), or None
        for the window's default (near its bottom)."""
        return None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.version = 0  # counts changes of the stack (the window then draws a frame)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.version += 1
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Pop the top scene (or, if given, `scene` and everything above it)."""
        self.version += 1
        if scene is not None and scene not in self.scenes:
            return None
        popped = None
        while self.scenes:
            popped = self.scenes.pop()
            popped.leave()
            if scene is None or popped is scene:
                break
        if self.scenes:
            self.scenes[-1].resume()
        return popped

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self.version += 1
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Empty the stack, then show `scene` alone."""
        self.version += 1
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def back_to(self, name: str) -> bool:
        """Pop every scene above the highest one named `name` (a menu under a lesson or a
        challenge, refreshed as it resumes); False, and nothing popped, when there is none."""
        below = self.find(name)
        if below is None:
            return False
        while self.top is not below:
            self.pop()
        return True

    def find(self, kind: type | str) -> Scene | None:
        """The highest scene of a kind: its class, or its name (`Scene.name`)."""
        for scene in reversed(self.scenes):
            if scene.name == kind if isinstance(kind, str) else isinstance(scene, kind):
                return scene
        return None

    def handle(self, intent: Intent) -> bool:
        top = self.top
        return top.handle(intent) if top else False

    def update(self, dt: float) -> None:
        for scene in reversed(list(self.scenes)):
            scene.update(dt)
            if scene.pauses_below:
                break

    def base(self) -> Scene | None:
        """The highest opaque scene: drawing starts there."""
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                return self.scenes[index]
        return self.scenes[0] if self.scenes else None

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        base = self.base()
        start = self.scenes.index(base) if base is not None else 0
        for scene in self.scenes[start:]:
            scene.draw(surface, alpha)

    def layout(self, size: tuple[int, int]) -> None:
        self.version += 1
        for scene in self.scenes:
            scene.layout(size)

    def animating(self) -> bool:
        """Whether a scene that is updated or drawn moves on its own."""
        base = self.base()
        start = self.scenes.index(base) if base is not None else 0
        updated = []
        for scene in reversed(self.scenes):
            updated.append(scene)
            if scene.pauses_below:
                break
        return any(scene.animating() for scene in set(self.scenes[start:]) | set(updated))
