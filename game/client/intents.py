"""The one place where raw pygame input becomes intents.

Scenes never read pygame events: they receive `Intent`s. A key press
becomes a named command (`undo`, `pass`, `tile:red`, …) from `KEYMAP`, so
the shortcuts live in one table (shown in the help panel) and tests can
send commands directly.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .i18n import N_

# key -> (command, help text shown in the shortcuts list). The keys that pick a game's
# pieces are that game's (its presentation's `keymap`, read by the game scene).
KEYMAP: dict[int, tuple[str, str]] = {
    pygame.K_w: ("withdraw", N_("withdraw the selected leader")),
    pygame.K_s: ("swap", N_("swap tiles")),
    pygame.K_e: ("pass", N_("end the turn (pass)")),
    pygame.K_r: ("replay", N_("replay the others' last moves slowly")),
    pygame.K_z: ("undo", N_("undo")),
    pygame.K_u: ("undo", N_("undo")),
    pygame.K_h: ("kingdoms", N_("highlight the kingdoms")),
    pygame.K_l: ("all", N_("the whole list of what happened since your last turn")),
    pygame.K_PLUS: ("more", N_("commit one more tile, or zoom the board in")),
    pygame.K_EQUALS: ("more", N_("commit one more tile, or zoom the board in")),
    pygame.K_KP_PLUS: ("more", N_("commit one more tile, or zoom the board in")),
    pygame.K_MINUS: ("less", N_("commit one tile fewer, or zoom the board out")),
    pygame.K_KP_MINUS: ("less", N_("commit one tile fewer, or zoom the board out")),
    pygame.K_0: ("fit", N_("fit the whole board in view again (after a zoom)")),
    pygame.K_RETURN: ("confirm", N_("confirm")),
    pygame.K_KP_ENTER: ("confirm", N_("confirm")),
    pygame.K_SPACE: ("confirm", N_("confirm")),
    pygame.K_ESCAPE: ("back", N_("cancel / menu")),
    pygame.K_F11: ("fullscreen", N_("full screen on or off")),
    pygame.K_m: ("mute", N_("sound on or off")),
    pygame.K_PAGEUP: ("log_up", N_("scroll the log or the rules page")),
    pygame.K_PAGEDOWN: ("log_down", N_("scroll the log or the rules page")),
    pygame.K_F1: ("help", N_("the rules and the keys")),
    pygame.K_SLASH: ("hint", N_("ask for a hint (?; against computer players)")),
    pygame.K_QUESTION: ("hint", N_("ask for a hint (?; against computer players)")),
}


@dataclass(frozen=True)
class Intent:
    """`kind`: click, release (the left button let go), alt_click, point, scroll, key, text,
    resize, quit, focus.
    `command` is the keymap's name for a key (or "" when it has none);
    `key` the raw key code, for text fields."""

    kind: str
    pos: tuple[int, int] = (0, 0)
    value: int | str = 0
    command: str = ""
    key: int = 0


_pointer: list[tuple[int, int]] = []  # where the last pointer move went (the wheel has no position)


def intents_from(event: pygame.event.Event) -> Intent | None:
    """The intent of one pygame event, or None when it means nothing to us."""
    etype = event.type
    if etype == pygame.QUIT:
        return Intent("quit")
    if etype == pygame.MOUSEBUTTONDOWN:
        if event.button == 1:
            return Intent("click", tuple(event.pos))
        if event.button == 3:
            return Intent("alt_click", tuple(event.pos))
        return None
    if etype == pygame.MOUSEBUTTONUP:
        return Intent("release", tuple(event.pos)) if event.button == 1 else None
    if etype == pygame.MOUSEMOTION:
        _pointer[:] = [tuple(event.pos)]
        return Intent("point", tuple(event.pos))
    if etype == pygame.MOUSEWHEEL:
        # A wheel turn comes after the moves that brought the pointer there, so the last move's
        # position is where it is (and it is known for events a test posts, unlike the mouse state).
        where = _pointer[0] if _pointer else pygame.mouse.get_pos()
        return Intent("scroll", where, int(event.y))
    if etype == pygame.KEYDOWN:
        command = KEYMAP.get(event.key, ("", ""))[0]
        if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            command = "undo"
        return Intent("key", command=command, key=event.key, value=getattr(event, "unicode", ""))
    if etype == pygame.TEXTINPUT:
        return Intent("text", value=event.text)
    if etype in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        return Intent(
            "resize",
            (getattr(event, "w", getattr(event, "x", 0)), getattr(event, "h", getattr(event, "y", 0))),
        )
    return None
