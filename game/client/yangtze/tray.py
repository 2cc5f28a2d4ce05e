"""The player's tray in the bottom bar: six tiles, five leaders, and the two
actions that are paid for with tiles (the peasants' revolt, two blue; the
pagoda, two green). `tray_layout` places the slots once per window size;
`draw_tray` draws a seat's pieces in them (the chosen one raised);
`piece_at` says which piece a point is on."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.engine.yangtze.actions import BUILD, LEADER, REVOLT, TILE
from game.engine.yangtze.pieces import BLUE, GREEN

from .. import theme, tray_pieces
from ..i18n import _, pgettext
from ..tray_labels import Label, draw_labels
from ..tray_pieces import TraySlots, blit_faded
from . import art


@dataclass
class TrayParts(TraySlots):
    actions: list[pygame.Rect]  # the peasants' revolt, the pagoda
    # The bar's room for the tray, to the buttons' margin: its words may use all of it.
    area: pygame.Rect | None = None
    # Where the words beneath the pieces begin (0: below the lowest piece).
    words: int = 0


ACTION_KINDS = (REVOLT, BUILD)


def tray_layout(rect: pygame.Rect, s: float) -> TrayParts:
    # Six tiles, five leaders (0.86 of a tile) and two actions (0.9), with their gaps.
    gaps = 6 * 5 + int(14 * s) + 4 * 4 + int(14 * s) + 6
    tall = rect.height + int(4 * s) - int(18 * s)
    slot = int(min(60 * s, tall, (rect.width - gaps) / (6 + 5 * 0.86 + 2 * 0.9)))
    if int(slot * 0.86) < 28:
        return narrow_layout(rect, s)
    top = rect.top
    x = rect.left
    tiles = [pygame.Rect(x + i * (slot + 5), top, slot, slot) for i in range(6)]
    x += 6 * (slot + 5) + int(14 * s)
    lslot = int(slot * 0.86)
    leaders = [pygame.Rect(x + i * (lslot + 4), top + (slot - lslot) // 2, lslot, lslot) for i in range(5)]
    x += 5 * (lslot + 4) + int(14 * s)
    aslot = int(slot * 0.9)
    actions = [pygame.Rect(x + i * (aslot + 6), top + (slot - aslot) // 2, aslot, aslot) for i in range(2)]
    return TrayParts(tiles, leaders, actions, rect.inflate(int(16 * s), 0))


def narrow_layout(rect: pygame.Rect, s: float) -> TrayParts:
    """A narrow bar (800×500): thirteen pieces in a row were 24 pixels there. The six tiles
    in two rows of three instead, the upper one half a tile along (a cluster, as on the
    board), still one slot per tile in colour order; the leaders and actions on the upper
    row, their words ("on board", "revolt") beneath them: every piece 28 pixels or more."""
    gap, group = 3, max(4, int(8 * s))
    # Wide: 3½ tiles, 5 leaders, 2 actions and their gaps; high: two rows of tiles.
    slot = int(min((rect.height - gap) // 2, (rect.width - 7 * gap - 2 * group) / 10.5))
    x, top, low = rect.left, rect.top, rect.top + slot + gap
    # The upper row half a tile along: the lower one ends before the first leader's words.
    tiles = [pygame.Rect(x + slot // 2 + i * (slot + gap), top, slot, slot) for i in range(3)]
    tiles += [pygame.Rect(x + i * (slot + gap), low, slot, slot) for i in range(3)]
    x += 3 * (slot + gap) - gap + slot // 2 + group
    leaders = [pygame.Rect(x + i * (slot + gap), top, slot, slot) for i in range(5)]
    x += 5 * (slot + gap) - gap + group
    actions = [pygame.Rect(x + i * (slot + gap), top, slot, slot) for i in range(2)]
    # The words under the leaders and actions begin right of the lower row of tiles (a
    # leader's "on board" is wider than the leader) and below the upper row.
    room = rect.inflate(int(16 * s), 0)
    room.width = room.right - (tiles[-1].right + gap)
    room.left = tiles[-1].right + gap
    return TrayParts(tiles, leaders, actions, room, words=top + slot)


# The hand and the hit test are the shell's (`tray_pieces`); Yellow & Yangtze's tray adds its
# own pieces after the tiles and leaders, as the other game's adds its own.
def hand_colours(state, seat: int) -> list[int]:
    return tray_pieces.hand_colours(state, seat, 5)


def piece_at(parts: TrayParts, state, seat: int, pos: tuple[int, int]) -> tuple[int, int] | None:
    """The piece of `seat`'s tray at `pos`: (TILE, colour), (LEADER, kind), (REVOLT, -1), (BUILD, -1)."""
    piece = tray_pieces.tile_or_leader_at(parts, hand_colours(state, seat), pos, TILE, LEADER)
    if piece is not None:
        return piece
    for kind, rect in zip(ACTION_KINDS, parts.actions, strict=True):
        if rect.collidepoint(pos):
            return (kind, -1)
    return None


def action_icon(kind: int, size: int) -> pygame.Surface:
    """The peasants' revolt (two blue tiles, one struck out) or the pagoda (two green tiles
    under a pagoda): what the action costs and what it does, in one picture."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    small = int(size * 0.52)
    colour = BLUE if kind == REVOLT else GREEN
    image.blit(art.tile(colour, small), (0, size - small))
    image.blit(art.tile(colour, small), (int(size * 0.22), size - small - int(size * 0.08)))
    if kind == REVOLT:
        # A struck tile: a black one with a red cross, top right.
        t = art.tile(0, small)
        image.blit(t, (size - small, 0))
        w = max(2, size // 14)
        a, b = (size - small + small * 0.2, small * 0.2), (size - small * 0.2, small * 0.8)
        pygame.draw.line(image, theme.BAD, a, b, w)
        pygame.draw.line(image, theme.BAD, (a[0], b[1]), (b[0], a[1]), w)
    else:
        p = art.pagoda(GREEN, int(size * 0.62))
        image.blit(p, (size - p.get_width(), 0))
    return image


def draw_tray(
    surface: pygame.Surface, parts: TrayParts, state, seat: int, selection: tuple[int, int] | None, s: float,
    dim: int = 255, usable: tuple[bool, bool] = (True, True),
) -> None:
    """`seat`'s pieces; `selection` raised and framed; `dim` (alpha) for pieces that cannot be
    picked now (a lesson's page); `usable`: whether the revolt and the pagoda may be paid for."""
    colours = hand_colours(state, seat)
    blit = partial(blit_faded, surface)
    labels: list[Label] = []

    def ring(colour: tuple, scale: float, width: int) -> Callable[[pygame.Rect], object]:
        """A hexagon's outline around a slot: the chosen tile's, or an empty slot's."""
        return lambda r: pygame.draw.polygon(
            surface, colour, art.hex_points(*r.center, r.width * scale), width
        )

    tray_pieces.draw_hand(
        surface, parts.tiles, colours, selection[1] if selection is not None and selection[0] == TILE else -1,
        art.tile, s, dim, ring(theme.SELECT, 0.52, 3), ring((44, 56, 74), 0.44, 2),
    )
    leader = selection[1] if selection is not None and selection[0] == LEADER else -1
    labels += tray_pieces.draw_leaders(
        surface, parts.leaders, state, seat, art.leader, dim, leader,
        lambda slot: pygame.draw.circle(surface, theme.SELECT, slot.center, slot.width // 2 + 3, 3),
    )
    for index, (kind, slot) in enumerate(zip(ACTION_KINDS, parts.actions, strict=True)):
        ok = usable[index]
        blit(action_icon(kind, slot.width), slot, dim if ok else 70)
        if selection is not None and selection[0] == kind:
            pygame.draw.rect(surface, theme.SELECT, slot.inflate(6, 6), 3, border_radius=8)
        # The revolt's word has a short form for a crowded row (ru «восстание» / «бунт»)
        words = ((pgettext("yangtze peasants", "revolt"), pgettext("yangtze peasants, short", "revolt"))
                 if kind == REVOLT else (_("pagoda"),))
        labels.append(Label(slot, words, theme.TEXT if ok else theme.TEXT_DIM))
    area = parts.area or parts.tiles[0].union(parts.actions[-1])
    draw_labels(surface, labels, area, parts.tiles[0].bottom, s)
