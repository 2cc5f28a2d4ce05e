"""What both games' trays do the same way (each game's `tray.py` lays out and draws the
rest): the hand as a list of colours, which slot a point is on, a piece drawn faded, and
the row of leaders (faint while on the board, "on board" under them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from . import theme
from .i18n import _
from .tray_labels import Label


@dataclass
class TraySlots:
    """Both games' tray slots (each game's `TrayParts` adds its own pieces' and the area)."""

    tiles: list[pygame.Rect]
    leaders: list[pygame.Rect]


def hand_colours(state: Any, seat: int, colours: int) -> list[int]:
    """The tiles in `seat`'s hand, one colour per tile, in the order of the colours."""
    hand = state.hand(seat)
    return [c for c in range(colours) for _ in range(hand[c])]


def slot_at(slots: Sequence[pygame.Rect], pos: tuple[int, int]) -> int:
    """The index of the slot `pos` is on, or -1."""
    return next((i for i, rect in enumerate(slots) if rect.collidepoint(pos)), -1)


def tile_or_leader_at(
    parts: Any, colours: list[int], pos: tuple[int, int], tile: int, leader: int
) -> tuple[int, int] | None:
    """(`tile`, colour) for a tile of the hand (`colours`) under `pos`, (`leader`, kind) for
    a leader's slot, else None (the game's own pieces come after these)."""
    index = slot_at(parts.tiles, pos)
    if 0 <= index < len(colours):
        return (tile, colours[index])
    kind = slot_at(parts.leaders, pos)
    return (leader, kind) if kind >= 0 else None


def blit_faded(surface: pygame.Surface, image: pygame.Surface, where: Any, alpha: int) -> None:
    """`image` at `where`, at `alpha` (255: as it is; less: a piece that cannot be picked now)."""
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, where)


def draw_hand(
    surface: pygame.Surface, slots: Sequence[pygame.Rect], colours: list[int], chosen: int,
    tile_art: Callable[[int, int], pygame.Surface], s: float, dim: int,
    frame: Callable[[pygame.Rect], object], empty: Callable[[pygame.Rect], object],
) -> None:
    """The hand's tiles (`colours`) in their slots, those of the `chosen` colour raised and
    framed by `frame`; `empty(slot)` marks a slot with no tile."""
    for i, slot in enumerate(slots):
        if i < len(colours):
            colour = colours[i]
            where = slot.move(0, -int(6 * s) if colour == chosen else 0)
            blit_faded(surface, tile_art(colour, slot.width), where, dim)
            if colour == chosen:
                frame(where)
        else:
            empty(slot)


def draw_leaders(
    surface: pygame.Surface, slots: Sequence[pygame.Rect], state: Any, seat: int,
    leader_art: Callable[[int, str, int], pygame.Surface], dim: int, chosen: int,
    frame: Callable[[pygame.Rect], object],
) -> list[Label]:
    """`seat`'s leaders in their slots (the `chosen` kind framed by `frame`), faint while
    on the board; the words under those ("on board", shared by a run side by side)."""
    dynasty = state.dynasties[seat]
    labels: list[Label] = []
    run = -1
    for kind, slot in enumerate(slots):
        on_board = state.leader_cell(seat, kind) >= 0
        blit_faded(surface, leader_art(kind, dynasty, slot.width), slot, 90 if on_board else dim)
        if kind == chosen:
            frame(slot)
        run = (run if run >= 0 else kind) if on_board else -1  # leaders on the board side by side
        if on_board:
            labels.append(Label(slot, (_("on board"), _("board")), theme.TEXT_DIM, run))
    return labels
