"""A war's kingdoms named by what a player sees (issue 30): each warring kingdom has a letter
(A, B, …, in the engine's order of the sides) and its box's colour; the war panel, the
banners and the log call it "kingdom A" with the players whose leaders are in it, and a badge
with the letter stands on the board beside the kingdom's leaders while the war is decided
(its first cell, "H2", far from them, told a player nothing)."""

from __future__ import annotations

import pygame

from game.engine.grid import bits
from game.engine.yangtze.pieces import LEADER_COLOUR, LEADER_SEAT

from .. import theme
from ..i18n import _, listing
from ..widgets import draw_text

LETTERS = "ABCD"
SIDE_COLOURS = (theme.GOLD, theme.BAD, (110, 200, 255), (200, 150, 255))


def letter(index: int) -> str:
    return LETTERS[index % len(LETTERS)]


def letter_of(kingdoms, cell: int) -> str:
    """The letter of the kingdom named `cell` among a war's `kingdoms` (its sides' names)."""
    kingdoms = list(kingdoms)
    return letter(kingdoms.index(cell)) if cell in kingdoms else "?"


def seats_in(side) -> list[int]:
    """The seats whose leaders are in a warring kingdom, in seat order."""
    return sorted({LEADER_SEAT[lid] for lid in side.leaders})


def kingdom_name(index: int, side, names) -> str:
    """"Kingdom A: Bull, Lion" — its letter, and whose leaders are in it."""
    who = listing(names.plain[seat] for seat in seats_in(side))
    return _("Kingdom {letter}: {who}").format(letter=letter(index), who=who) if who else (
        _("Kingdom {letter}").format(letter=letter(index))
    )


def mark_cell(state, war, side) -> int:
    """Where a kingdom's badge goes: beside its leader of a doubled colour (what the war is
    about), else any of its leaders, else its first cell."""
    leaders = [lid for lid in side.leaders if state.leaders[lid] >= 0]
    fighting = [lid for lid in leaders if (war.doubled >> LEADER_COLOUR[lid]) & 1]
    for lid in fighting or leaders:
        return state.leaders[lid]
    return side.name


def badge_rects(table, war) -> list[pygame.Rect]:
    """Each kingdom's badge, beside its leader and off every piece: in a free cell next to
    the leader (the one highest up, then leftmost, not taken by another badge). On the
    leader's corner it hid the leader's strength and a governor beside it (issue 30); with
    no free cell around, on that corner still."""
    board = table.board
    state = table.state
    s = table.regions.scale
    grid = state.board.grid
    occupied = state.occupied()
    taken: set[int] = set()
    rects = []
    for side in war.sides:
        cell = mark_cell(state, war, side)
        rect = board.cell_rect(cell)
        size = max(16, int(rect.width * 0.5), int(20 * s))
        badge = pygame.Rect(0, 0, size, size)
        badge.center = (rect.left + size // 4, rect.top + size // 4)
        free = [c for c in bits(grid.neighbours[cell] & ~occupied) if c not in taken]
        if free:
            near = min(free, key=lambda c: (board.cell_centre(c)[1], board.cell_centre(c)[0]))
            taken.add(near)
            # In the free cell, wholly: nearer the leader it touched the pieces around it.
            badge.center = board.cell_centre(near)
        rects.append(badge)
    return rects


def draw_marks(surface: pygame.Surface, table, war) -> None:
    """A round badge with each kingdom's letter, in its colour, beside its leader."""
    clip = surface.get_clip()
    surface.set_clip(table.regions.board)
    for index, badge in enumerate(badge_rects(table, war)):
        size = badge.width
        colour = SIDE_COLOURS[index % len(SIDE_COLOURS)]
        pygame.draw.ellipse(surface, (14, 18, 26), badge.inflate(4, 4))
        pygame.draw.ellipse(surface, colour, badge)
        draw_text(surface, letter(index), int(size * 0.8), (14, 18, 26), badge.center, "center", bold=True)
    surface.set_clip(clip)
