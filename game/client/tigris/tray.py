"""The player's tray in the bottom bar: six tiles, four leaders, two
catastrophes. `tray_layout` places the slots in the bar once per window
size; `draw_tray` draws a seat's pieces in them (the chosen one raised);
`piece_at` says which piece a point is on."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

import pygame

from game.engine.tigris.actions import CATASTROPHE, LEADER, TILE

from .. import theme, tray_pieces
from ..i18n import _
from ..tray_labels import Label, draw_labels
from ..tray_pieces import TraySlots, blit_faded
from . import art


@dataclass
class TrayParts(TraySlots):
    catastrophes: list[pygame.Rect]
    # The bar's room for the tray, to the buttons' margin: its words may use all of it.
    area: pygame.Rect | None = None


COMFORTABLE = 28  # the least size of a piece in the tray that plays comfortably (issue 30)


def tray_layout(rect: pygame.Rect, s: float) -> TrayParts:
    # Six tiles, four leaders (0.92 of a tile) and two catastrophes (0.8), with their gaps.
    gaps = 6 * 6 + int(18 * s) + 4 * 5 + int(14 * s) + 2 * 5
    tall = rect.height + int(4 * s) - int(18 * s)
    slot = int(min(62 * s, tall, (rect.width - gaps) / 11.28))
    if int(slot * 0.8) < COMFORTABLE:  # the catastrophes, the smallest, too small
        return compact_tray(rect, s, tall)
    top = rect.top
    x = rect.left
    tiles = [pygame.Rect(x + i * (slot + 6), top, slot, slot) for i in range(6)]
    x += 6 * (slot + 6) + int(18 * s)
    lslot = int(slot * 0.92)
    leaders = [pygame.Rect(x + i * (lslot + 5), top + (slot - lslot) // 2, lslot, lslot) for i in range(4)]
    x += 4 * (lslot + 5) + int(14 * s)
    cslot = int(slot * 0.8)
    catastrophes = [
        pygame.Rect(x + i * (cslot + 5), top + (slot - cslot) // 2, cslot, cslot) for i in range(2)
    ]
    return TrayParts(tiles, leaders, catastrophes, rect.inflate(int(16 * s), 0))


def compact_tray(rect: pygame.Rect, s: float, tall: int) -> TrayParts:
    """The tray of a narrow bar (800×500): every piece as big as a tile, the gaps thin, and
    the two catastrophes stacked in one slot, the second peeking out behind the first — so
    that the pieces stay at least `COMFORTABLE` pixels where the bar allows it."""
    gap, group = 3, max(4, int(8 * s))
    peek = max(4, int(6 * s))
    slot = int(min(tall, (rect.width - (5 * gap + group + 3 * gap + group + peek)) / 11))
    top = rect.top
    x = rect.left
    tiles = [pygame.Rect(x + i * (slot + gap), top, slot, slot) for i in range(6)]
    x += 6 * (slot + gap) - gap + group
    leaders = [pygame.Rect(x + i * (slot + gap), top, slot, slot) for i in range(4)]
    x += 4 * (slot + gap) - gap + group
    catastrophes = [pygame.Rect(x, top, slot, slot), pygame.Rect(x + peek, top, slot, slot)]
    return TrayParts(tiles, leaders, catastrophes, rect.inflate(int(16 * s), 0))


def grown(slot: pygame.Rect, face: float) -> pygame.Rect:
    """Where a piece whose face is `face` of its picture is drawn so that the face fills `slot`."""
    more = math.ceil(slot.width / face) - slot.width
    return slot.inflate(more, more)


# The hand and the hit test are the shell's (`tray_pieces`); Tigris & Euphrates' tray adds its
# own pieces after the tiles and leaders, as the other game's adds its own.
def hand_colours(state, seat: int) -> list[int]:
    return tray_pieces.hand_colours(state, seat, 4)


def piece_at(parts: TrayParts, state, seat: int, pos: tuple[int, int]) -> tuple[int, int] | None:
    """The piece of `seat`'s tray at `pos`: (TILE, colour), (LEADER, kind), (CATASTROPHE, -1)."""
    piece = tray_pieces.tile_or_leader_at(parts, hand_colours(state, seat), pos, TILE, LEADER)
    if piece is not None:
        return piece
    for rect in parts.catastrophes[: state.catastrophes_left[seat]]:
        if rect.collidepoint(pos):
            return (CATASTROPHE, -1)
    return None


def draw_tray(
    surface: pygame.Surface, parts: TrayParts, state, seat: int, selection: tuple[int, int] | None, s: float,
    dim: int = 255,
) -> None:
    """`seat`'s pieces; `selection` raised and framed; `dim` (alpha) for pieces that cannot be
    picked now (a lesson's page)."""
    colours = hand_colours(state, seat)
    blit = partial(blit_faded, surface)
    stacked = parts.catastrophes[0].colliderect(parts.catastrophes[-1])
    # The pieces' pictures leave a margin (a tile's face is 0.86 of its picture): in the narrow
    # bar (`compact_tray`) they are drawn that much larger than their slots, over the thin
    # gaps, so that the faces themselves are `COMFORTABLE` (the review measured 23 px).
    tiles = [grown(r, 0.86) for r in parts.tiles] if stacked else parts.tiles
    leaders = [grown(r, 0.93) for r in parts.leaders] if stacked else parts.leaders
    catastrophes = [grown(r, 0.875) for r in parts.catastrophes] if stacked else parts.catastrophes
    tray_pieces.draw_hand(
        surface, tiles, colours, selection[1] if selection is not None and selection[0] == TILE else -1,
        art.tile, s, dim,
        lambda where: pygame.draw.rect(surface, theme.SELECT, where.inflate(4, 4), 3, border_radius=8),
        lambda slot: pygame.draw.rect(surface, (44, 56, 74), slot.inflate(-4, -4), 2, border_radius=8),
    )
    leader = selection[1] if selection is not None and selection[0] == LEADER else -1
    labels = tray_pieces.draw_leaders(
        surface, leaders, state, seat, art.leader, dim, leader,
        lambda slot: pygame.draw.rect(
            surface, theme.SELECT, slot.inflate(6, 6), 3, border_radius=slot.width // 2
        ),
    )
    order = list(enumerate(catastrophes))
    if stacked:
        order.reverse()  # (`compact_tray`): the second drawn first, behind the one picked
    left = state.catastrophes_left[seat]
    for i, slot in order:
        if i < left:
            blit(art.catastrophe(slot.width), slot, dim)
            if selection == (CATASTROPHE, -1) and i == 0:
                pygame.draw.rect(surface, theme.SELECT, slot.inflate(6, 6), 3, border_radius=8)
        else:
            # Spent: a faded catastrophe, labelled like a leader on the board (a stack, once
            # both are spent).
            blit(art.catastrophe(slot.width), slot, 60)
            if not stacked or i == 0:
                labels.append(Label(slot, (_("used"),), theme.TEXT_DIM, 100))
    if stacked and left > 1:
        # How many the stack holds, said under it like the leaders' words.
        labels.append(Label(parts.catastrophes[0], ("×2",), theme.TEXT, 101))
    area = parts.area or parts.tiles[0].union(parts.catastrophes[-1])
    draw_labels(surface, labels, area, parts.tiles[0].bottom, s)
