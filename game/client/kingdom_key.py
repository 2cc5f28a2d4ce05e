"""Whose leaders stand in each kingdom, for the kingdoms view (`H`) of either game.

Each kingdom with leaders gets a tag beside it (above or below it, on an empty cell when
there is room): a dark plate framed in the kingdom's wash colour, with one disc per seat
whose leaders are in it, in the dynasty's colour with its symbol, and the number of its
leaders there when more than one. A small key says which symbol is whose (the seats'
names), where on the board it covers the fewest pieces. The game's board view gives its
geometry (its cell rectangles, its area) and art (the dynasty's symbol and colour); the
places are worked out here (`kingdom_tags`, `key_rect`) and drawn by `draw_kingdom_key`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.engine.grid import bits

from . import theme
from .widgets import draw_text, rendered

PLATE = (24, 18, 12)


def tag_height(cell: int) -> int:
    """A tag's height for a board of `cell`-pixel cells (its discs' size)."""
    return max(18, int(cell * 0.5))


def kingdom_seats(state: Any, leaders: Sequence[int]) -> list[tuple[int, int]]:
    """(seat, how many of its leaders) in a kingdom, by seat."""
    counts: dict[int, int] = {}
    for lid in leaders:
        seat = state.leader_seat(lid)
        counts[seat] = counts.get(seat, 0) + 1
    return sorted(counts.items())


def _tag_width(seats: list[tuple[int, int]], h: int) -> int:
    pad = max(3, h // 6)
    width = pad
    for _seat, count in seats:
        width += h - 4 + (int(h * 0.42) if count > 1 else 0) + pad
    return width


def kingdom_tags(
    state: Any, cell_rect: Callable[[int], pygame.Rect], area: pygame.Rect, cell: int, covered: int = 0
) -> list[tuple[int, pygame.Rect, list[tuple[int, int]]]]:
    """(kingdom index, its tag's rectangle, its seats) for each kingdom with leaders. The tag
    sits against the kingdom where it covers no piece and no other tag: above its highest
    cell, else below its lowest, left of its leftmost, right of its rightmost (the cells
    there are empty or off the board); failing all, across the highest cell's top edge.
    Always inside `area`."""
    h = tag_height(cell)
    placed: list[pygame.Rect] = []
    # The pieces (and whatever else the game has on the board: `covered`), less a margin: a
    # tag may cover a piece's edge, never its middle.
    pieces = [cell_rect(c).inflate(-cell // 3, -cell // 3) for c in bits(state.occupied() | covered)]
    tags = []
    for index, kingdom in enumerate(state.kingdoms()):
        if not kingdom.leaders:
            continue
        seats = kingdom_seats(state, kingdom.leaders)
        rects = [cell_rect(c) for c in bits(kingdom.mask)]
        top = min(rects, key=lambda r: (r.top, r.left))
        bottom = max(rects, key=lambda r: (r.bottom, -r.left))
        left = min(rects, key=lambda r: (r.left, r.top))
        right = max(rects, key=lambda r: (r.right, -r.top))
        width = _tag_width(seats, h)
        candidates = []
        for anchor, beside, point in (
            ("midbottom", top, "midtop"),
            ("midtop", bottom, "midbottom"),
            ("midright", left, "midleft"),
            ("midleft", right, "midright"),
        ):
            candidate = pygame.Rect(0, 0, width, h)
            x, y = getattr(beside, point)
            nudge = {"midbottom": (0, -2), "midtop": (0, 2), "midright": (-2, 0), "midleft": (2, 0)}[anchor]
            setattr(candidate, anchor, (x + nudge[0], y + nudge[1]))
            candidates.append(candidate)
        across = pygame.Rect(0, 0, width, h)
        across.midbottom = (top.centerx, top.top + int(h * 0.45))
        across.clamp_ip(area)
        tag = across
        for candidate in candidates:
            if (
                area.contains(candidate)
                and candidate.collidelist(placed) < 0
                and candidate.collidelist(pieces) < 0
            ):
                tag = candidate
                break
        placed.append(tag)
        tags.append((index, tag, seats))
    return tags


def key_layout(
    state: Any,
    cell_rect: Callable[[int], pygame.Rect],
    area: pygame.Rect,
    cell: int,
    names: Sequence[str],
    covered: int = 0,
) -> tuple[pygame.Rect, bool]:
    """The key's box and whether its seats stand in a row (else in a column): the shape
    and the place along the edges of `area` where it covers the fewest pieces and tags
    (nearest a corner, among equals; a column before a row)."""
    h = tag_height(cell)
    size = max(11, int(h * 0.62))
    widths = [rendered(name, size, theme.TEXT, bold=True).get_width() for name in names]
    pad = max(4, h // 4)
    column = pygame.Rect(
        0, 0, min(pad * 3 + h + max(widths, default=0), area.width // 2), pad * 2 + h * len(names)
    )
    row = pygame.Rect(0, 0, sum(h + 3 * pad + w for w in widths), h + pad * 2)
    # The whole of every piece (a revolt badge sits in a cell's corner).
    blocked = [cell_rect(c).inflate(-2, -2) for c in bits(state.occupied() | covered)]
    blocked += [tag for _index, tag, _seats in kingdom_tags(state, cell_rect, area, cell, covered)]
    inset = area.inflate(-pad, -pad)
    step = max(4, cell // 2)
    best: tuple[int, int, int, pygame.Rect] | None = None
    for shape, box in enumerate((column, row)):
        if box.width > inset.width or box.height > inset.height:
            continue
        xs = list(range(inset.left, inset.right - box.width + 1, step)) + [inset.right - box.width]
        ys = list(range(inset.top, inset.bottom - box.height + 1, step)) + [inset.bottom - box.height]
        # Along the board's edges only: in the middle it would read as part of the game.
        spots = [(x, y) for x in xs for y in (ys[0], ys[-1])]
        if not shape:
            spots += [(x, y) for x in (xs[0], xs[-1]) for y in ys]
        for x, y in spots:
            candidate = pygame.Rect(x, y, box.width, box.height)
            corner = min(x - inset.left, inset.right - candidate.right) + min(
                y - inset.top, inset.bottom - candidate.bottom
            )
            score = (len(candidate.collidelistall(blocked)), corner, shape)
            if best is None or score < best[:3]:
                best = (*score, candidate)
    if best is None:
        column.topleft = inset.topleft
        return column, False
    return best[3], bool(best[2])


def key_rect(
    state: Any,
    cell_rect: Callable[[int], pygame.Rect],
    area: pygame.Rect,
    cell: int,
    names: Sequence[str],
    covered: int = 0,
) -> pygame.Rect:
    """The key's box (`key_layout`)."""
    return key_layout(state, cell_rect, area, cell, names, covered)[0]


def _disc(
    surface: pygame.Surface,
    centre: tuple[int, int],
    size: int,
    dynasty: str,
    colour: Callable[[str], tuple],
    badge: Callable[[str, int], pygame.Surface],
) -> None:
    accent = colour(dynasty)
    pygame.draw.circle(surface, accent, centre, size // 2)
    pygame.draw.circle(surface, theme.darker(accent), centre, size // 2, max(1, size // 14))
    icon = badge(dynasty, int(size * 0.8))
    surface.blit(icon, icon.get_rect(center=centre))


def draw_kingdom_key(
    surface: pygame.Surface,
    state: Any,
    cell_rect: Callable[[int], pygame.Rect],
    area: pygame.Rect,
    cell: int,
    washes: Sequence[tuple],
    colour: Callable[[str], tuple],
    badge: Callable[[str, int], pygame.Surface],
    names: Sequence[str],
    covered: int = 0,
) -> None:
    """Each kingdom's tag of whose leaders are in it, and the key of the symbols."""
    h = tag_height(cell)
    pad = max(3, h // 6)
    for index, tag, seats in kingdom_tags(state, cell_rect, area, cell, covered):
        wash = washes[index % len(washes)]
        pygame.draw.rect(surface, PLATE, tag.inflate(4, 4), border_radius=h // 3 + 2)
        pygame.draw.rect(surface, wash, tag.inflate(4, 4), 2, border_radius=h // 3 + 2)
        x = tag.left + pad
        for seat, count in seats:
            size = h - 4
            _disc(surface, (x + size // 2, tag.centery), size, state.dynasties[seat], colour, badge)
            x += size
            if count > 1:
                draw_text(
                    surface, str(count), int(h * 0.58), theme.TEXT, (x + 1, tag.centery), "midleft", bold=True
                )
                x += int(h * 0.42)
            x += pad
    if not names:
        return
    box, in_row = key_layout(state, cell_rect, area, cell, names, covered)
    pygame.draw.rect(surface, PLATE, box, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=6)
    inner_pad = max(4, h // 4)
    size = max(11, int(h * 0.62))
    x, y = box.left + inner_pad, box.top + inner_pad
    for seat, name in enumerate(names):
        centre = (x + h // 2, y + h // 2)
        _disc(surface, centre, h - 4, state.dynasties[seat], colour, badge)
        shown = draw_text(
            surface,
            name,
            size,
            theme.TEXT,
            (centre[0] + h // 2 + inner_pad, centre[1]),
            "midleft",
            bold=True,
            max_width=box.right - centre[0] - h // 2 - 2 * inner_pad,
        )
        if in_row:
            x = shown.right + 2 * inner_pad
        else:
            y += h
