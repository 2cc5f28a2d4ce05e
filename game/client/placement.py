"""Where an overlay goes (a panel, a banner, a hover card or preview, a message, the summary):
rectangles in, a rectangle out. Every such box over the board is placed here, so one rule
holds for all of them: what the player must read (`keep`: the cells a decision or a preview
is about, the leaders of a conflict, the market row, the panel being used) is never covered
when there is any place that leaves it in sight; then as few of `avoid` (the other pieces)
as can be; then the first of the places tried (beside the anchor, the far side of what is
kept, a band across the area).

Pure: no drawing, no state; `pygame.Rect` only as a value."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

Rects = Sequence[pygame.Rect]


def hidden(box: pygame.Rect, rects: Rects) -> int:
    """How many pixels of `rects` the box hides (each counted on its own)."""
    total = 0
    for index in box.collidelistall(rects):
        clip = box.clip(rects[index])
        total += clip.width * clip.height
    return total


def covers(box: pygame.Rect, rects: Rects) -> list[int]:
    """The indices of `rects` the box overlaps (by more than an edge)."""
    return box.collidelistall(rects)


def beside(anchor: pygame.Rect, size: tuple[int, int], gap: int) -> list[pygame.Rect]:
    """Places touching `anchor`: above, below, right, left (centred on it), then the same
    sides slid to either end of it."""
    w, h = size
    places = []
    a = anchor
    for shift in (0.5, 0.0, 1.0):
        x = a.centerx - w // 2 if shift == 0.5 else (a.left if shift == 0.0 else a.right - w)
        y = a.centery - h // 2 if shift == 0.5 else (a.top if shift == 0.0 else a.bottom - h)
        places += [
            pygame.Rect(x, a.top - gap - h, w, h),
            pygame.Rect(x, a.bottom + gap, w, h),
            pygame.Rect(a.right + gap, y, w, h),
            pygame.Rect(a.left - gap - w, y, w, h),
        ]
    return places


def far_sides(bounds: pygame.Rect, size: tuple[int, int], keep: Rects, margin: int) -> list[pygame.Rect]:
    """The four sides of `bounds` (centred along them), the side away from `keep` first."""
    rect = pygame.Rect((0, 0), size)
    rect.center = bounds.center
    below, above, right, left = rect.copy(), rect.copy(), rect.copy(), rect.copy()
    below.bottom = bounds.bottom - margin
    above.top = bounds.top + margin
    right.right = bounds.right - margin
    left.left = bounds.left + margin
    if not keep:
        return [below, above, right, left]
    whole = keep[0].unionall(list(keep[1:]))
    first = [below, above] if whole.centery < bounds.centery else [above, below]
    second = [right, left] if whole.centerx < bounds.centerx else [left, right]
    return first + second


def grid(bounds: pygame.Rect, size: tuple[int, int], steps: int = 8) -> list[pygame.Rect]:
    """Places spread evenly over `bounds`, row by row."""
    w, h = size
    return [
        pygame.Rect(
            bounds.left + (bounds.width - w) * i // steps, bounds.top + (bounds.height - h) * j // steps, w, h
        )
        for j in range(steps + 1)
        for i in range(steps + 1)
    ]


def place(
    size: tuple[int, int],
    bounds: pygame.Rect,
    keep: Rects = (),
    avoid: Rects = (),
    near: pygame.Rect | None = None,
    gap: int = 6,
    margin: int = 0,
    candidates: Rects = (),
    spill: pygame.Rect | None = None,
    rather: Rects = (),
    only: bool = False,
) -> pygame.Rect:
    """A box of `size` inside `bounds` (shrunk to fit it) that hides the least of `keep`
    (in pixels), then the least of `rather` (what had better stay in sight, after `keep`:
    a market row), then the fewest of `avoid`, then comes first: the given `candidates`,
    then beside `near`, then the far sides of `bounds` from `keep`, then anywhere. Only
    where every such place hides some of `keep` does the box go beyond `bounds`, within
    `spill` (docked over a part of the screen that matters less now, such as the hand
    while a conflict is decided), where it hides less. `only`: among the `candidates` alone
    (each of its own size), none of the places tried after them."""
    box, cost = _place(size, bounds, keep, rather, avoid, near, gap, margin, candidates, only)
    if cost > (0, 0) and spill is not None:
        docked, docked_cost = _place(size, spill, keep, rather, avoid, near, gap, margin, candidates, only)
        if docked_cost < cost:
            return docked
    return box


def _place(
    size: tuple[int, int],
    bounds: pygame.Rect,
    keep: Rects,
    rather: Rects,
    avoid: Rects,
    near: pygame.Rect | None,
    gap: int,
    margin: int,
    candidates: Rects,
    only: bool = False,
) -> tuple[pygame.Rect, tuple[int, int]]:
    """`place` within `bounds` alone: the box and how much of `keep` and `rather` it hides."""
    inside = bounds.inflate(-2 * margin, -2 * margin) if margin else bounds
    w, h = min(size[0], inside.width), min(size[1], inside.height)
    keep = list(keep)
    avoid = list(avoid)
    if near is not None:
        keep.append(near)  # a card never hides what it is about
    places = [pygame.Rect(c) for c in candidates]
    if near is not None and not only:
        places += beside(near, (w, h), gap)
    if not only:
        places += far_sides(bounds, (w, h), keep, margin) + grid(inside, (w, h))
    best: tuple | None = None
    for order, place_ in enumerate(places):
        box = place_.clamp(inside)
        cost = (hidden(box, keep), hidden(box, rather), len(box.collidelistall(avoid)) if avoid else 0, order)
        if best is None or cost < best[0]:
            best = (cost, box)
            if cost[:3] == (0, 0, 0):
                break  # the first place that hides nothing: nothing later beats it
    assert best is not None
    return best[1], best[0][:2]
