"""Whose leaders stand in each kingdom, for the kingdoms view (`H`) of either game.

Each kingdom with leaders gets a tag touching it (on an empty cell beside it when there is
room, else on one of its plainer cells): a dark plate framed in the kingdom's colour (its
dynasty's when one seat's leaders alone stand in it), with one disc per leader in it, in
its dynasty's colour with its symbol, a seat's discs overlapping like a small stack. A
kingdom's outline is drawn thick over a dark halo (`outline_widths`). A small key says
which symbol is whose (the seats' names), where on the board it covers the fewest pieces.
The game's board view gives its geometry (its cell rectangles, its area) and art (the
dynasty's symbol and colour); the places are worked out here (`kingdom_tags`, `key_rect`)
and drawn by `draw_kingdom_key`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.engine.grid import bits

from . import placement, theme
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


def disc_step(size: int) -> int:
    """How far each further leader's disc stands from the one before it in a tag."""
    return max(5, int(size * 0.6))


def _tag_width(seats: list[tuple[int, int]], h: int) -> int:
    pad = max(3, h // 6)
    size = h - 4
    width = pad
    for _seat, count in seats:
        width += size + (count - 1) * disc_step(size) + pad
    return width


def kingdom_colour(
    state: Any, index: int, leaders: Sequence[int], washes: Sequence[tuple], colour: Callable[[str], tuple]
) -> tuple:
    """A kingdom's colour in the kingdoms view: its dynasty's when one seat's leaders alone
    stand in it, else one of the game's washes."""
    seats = {state.leader_seat(lid) for lid in leaders}
    if len(seats) == 1:
        return tuple(colour(state.dynasties[seats.pop()]))
    return washes[index % len(washes)]


def outline_widths(cell: int) -> tuple[int, int]:
    """(dark halo, colour) widths of a kingdom's outline on a board of `cell`-pixel cells."""
    inner = max(3, cell // 14)
    return inner + max(4, cell // 12), inner


def leader_box(rect: pygame.Rect, cell: int) -> pygame.Rect:
    """What a tag must not cover of a leader on the cell `rect`: its disc with its strength,
    less a thin edge (a hex cell's box overlaps its neighbours')."""
    return rect.inflate(-(cell // 5), -(cell // 5))


def kingdom_tags(
    state: Any, cell_rect: Callable[[int], pygame.Rect], area: pygame.Rect, cell: int, covered: int = 0
) -> list[tuple[int, pygame.Rect, list[tuple[int, int]]]]:
    """(kingdom index, its tag's rectangle, its seats) for each kingdom with leaders. Each
    tag touches its kingdom: centred on an empty cell beside it where it covers no piece and
    no other tag (the one nearest the kingdom's leaders), else on one of the kingdom's own
    cells, the least important (a plain tile before a leader or what `covered` marks: the
    game's other things on the board). Never on another tag when it can help it, then never
    over a leader's (or a marked thing's) middle; always inside `area`."""
    h = tag_height(cell)
    placed: list[pygame.Rect] = []
    occupied = state.occupied() | covered
    important = getattr(state, "leader_mask", 0) | covered
    # The pieces less a margin: a tag may cover a piece's edge, never its middle.
    pieces = [cell_rect(c).inflate(-cell // 3, -cell // 3) for c in bits(occupied)]
    # A leader (or the game's marked thing: its disc, its strength) is never covered where
    # any place is free of them: a tag is wider than a cell, so one centred on a plain cell
    # may reach the leader beside it (a review found one over Yellow & Yangtze's trader).
    leaders = [leader_box(cell_rect(c), cell) for c in bits(important)]
    tags = []
    for index, kingdom in enumerate(state.kingdoms()):
        if not kingdom.leaders:
            continue
        seats = kingdom_seats(state, kingdom.leaders)
        width = _tag_width(seats, h)
        homes = [cell_rect(state.leaders[lid]).center for lid in kingdom.leaders]
        hx = sum(x for x, _y in homes) / len(homes)
        hy = sum(y for _x, y in homes) / len(homes)
        best: tuple | None = None
        for rank, mask in ((0, kingdom.ring & ~occupied), (2, kingdom.mask & ~important), (3, kingdom.mask)):
            for c in bits(mask):
                spot = cell_rect(c)
                # Centred on the cell, or hanging off it to one side (away from a leader).
                for shift in (0, (width - spot.width) // 2, (spot.width - width) // 2):
                    candidate = pygame.Rect(0, 0, width, h)
                    candidate.center = (spot.centerx + shift, spot.centery)
                    candidate.clamp_ip(area)
                    if not candidate.colliderect(spot):
                        continue
                    hits = len(candidate.collidelistall(pieces)) if rank == 0 else 0
                    score = (
                        len(candidate.collidelistall(placed)),
                        len(candidate.collidelistall(leaders)),
                        rank + (1 if hits else 0),
                        hits,
                        (spot.centerx - hx) ** 2 + (spot.centery - hy) ** 2,
                        abs(shift),
                    )
                    if best is None or score < best[0]:
                        best = (score, candidate)
        assert best is not None  # a kingdom has cells
        tag = best[1]
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
    spots_by_corner: list[tuple[int, int, pygame.Rect]] = []  # (corner distance, shape, place)
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
            spots_by_corner.append((corner, shape, candidate))
    if not spots_by_corner:
        column.topleft = inset.topleft
        return column, False
    # Over the fewest pieces and tags (`placement.place`), then nearest a corner, a column first.
    spots_by_corner.sort(key=lambda spot: spot[:2])
    places = [spot[2] for spot in spots_by_corner]
    box = placement.place(column.size, area, avoid=blocked, candidates=places, only=True)
    return box, spots_by_corner[places.index(box)][1] == 1 if box in places else False


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
    pygame.draw.circle(surface, PLATE, centre, size // 2 + 1)
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
    kingdoms = state.kingdoms()
    for index, tag, seats in kingdom_tags(state, cell_rect, area, cell, covered):
        frame = kingdom_colour(state, index, kingdoms[index].leaders, washes, colour)
        pygame.draw.rect(surface, PLATE, tag.inflate(4, 4), border_radius=h // 3 + 2)
        pygame.draw.rect(surface, frame, tag.inflate(4, 4), 2, border_radius=h // 3 + 2)
        x = tag.left + pad
        size = h - 4
        step = disc_step(size)
        for seat, count in seats:
            # One disc per leader, each a little over the one before: how many at a glance.
            for n in range(count):
                centre = (x + size // 2 + n * step, tag.centery)
                _disc(surface, centre, size, state.dynasties[seat], colour, badge)
            x += size + (count - 1) * step + pad
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
