"""The player's tray in the bottom bar: six tiles, five leaders, and the two
actions that are paid for with tiles (the peasants' revolt, two blue; the
pagoda, two green). `tray_layout` places the slots once per window size;
`draw_tray` draws a seat's pieces in them (the chosen one raised);
`piece_at` says which piece a point is on."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.yangtze.actions import BUILD, LEADER, REVOLT, TILE
from game.engine.yangtze.pieces import BLUE, GREEN

from .. import theme
from ..i18n import _, pgettext
from ..tray_labels import Label, draw_labels
from . import art


@dataclass
class TrayParts:
    tiles: list[pygame.Rect]
    leaders: list[pygame.Rect]
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


def hand_colours(state, seat: int) -> list[int]:
    hand = state.hand(seat)
    return [c for c in range(5) for _ in range(hand[c])]


def piece_at(parts: TrayParts, state, seat: int, pos: tuple[int, int]) -> tuple[int, int] | None:
    """The piece of `seat`'s tray at `pos`: (TILE, colour), (LEADER, kind), (REVOLT, -1), (BUILD, -1)."""
    for rect, colour in zip(parts.tiles, hand_colours(state, seat), strict=False):
        if rect.collidepoint(pos):
            return (TILE, colour)
    for kind, rect in enumerate(parts.leaders):
        if rect.collidepoint(pos):
            return (LEADER, kind)
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
    surface: pygame.Surface,
    parts: TrayParts,
    state,
    seat: int,
    selection: tuple[int, int] | None,
    s: float,
    dim: int = 255,
    usable: tuple[bool, bool] = (True, True),
) -> None:
    """`seat`'s pieces; `selection` raised and framed; `dim` (alpha) for pieces that cannot be
    picked now (a lesson's page); `usable`: whether the revolt and the pagoda may be paid for."""
    colours = hand_colours(state, seat)

    def blit(image: pygame.Surface, where, alpha: int) -> None:
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, where)

    labels: list[Label] = []
    for i, slot in enumerate(parts.tiles):
        if i < len(colours):
            colour = colours[i]
            chosen = selection == (TILE, colour)
            lift = -int(6 * s) if chosen else 0
            blit(art.tile(colour, slot.width), slot.move(0, lift), dim)
            if chosen:
                pygame.draw.polygon(
                    surface,
                    theme.SELECT,
                    art.hex_points(slot.centerx, slot.centery + lift, slot.width * 0.52),
                    3,
                )
        else:
            pygame.draw.polygon(surface, (44, 56, 74), art.hex_points(*slot.center, slot.width * 0.44), 2)
    dynasty = state.dynasties[seat]
    run = -1
    for kind, slot in enumerate(parts.leaders):
        on_board = state.leader_cell(seat, kind) >= 0
        blit(art.leader(kind, dynasty, slot.width), slot, 90 if on_board else dim)
        if selection == (LEADER, kind):
            pygame.draw.circle(surface, theme.SELECT, slot.center, slot.width // 2 + 3, 3)
        run = (run if run >= 0 else kind) if on_board else -1  # leaders on the board side by side
        if on_board:
            labels.append(Label(slot, (_("on board"), _("board")), theme.TEXT_DIM, run))
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
