"""Where a hint's or an analysis' card goes: clear of every cell it talks about.

`hover_card.place_card` tries only the anchor's four sides, and clamping a side into the
board can push the card back over the cell; these cards must leave their cells readable
(the ghosted piece, both moves of "Where it turned"). Rectangles in, a rectangle out: kept
small so a shared placement can replace it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from .. import placement
from ..presentation import Card


def clear_spot(card: Card, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
    """Beside the anchor (or beside all of `card.avoid` together, or in a corner of `bounds`),
    covering the fewest of `card.avoid` and the anchor, then the nearest to the anchor."""
    keep = [card.anchor, *card.avoid]
    around = [card.anchor, card.anchor.unionall(keep)]
    gap = 6
    spots: list[tuple[str, tuple[int, int]]] = []
    for a in around:
        spots += [("midbottom", (a.centerx, a.top - gap)), ("midtop", (a.centerx, a.bottom + gap)),
                  ("midleft", (a.right + gap, a.centery)), ("midright", (a.left - gap, a.centery))]
    spots += [(corner, getattr(bounds, corner)) for corner in ("topleft", "topright", "bottomleft",
                                                               "bottomright")]
    best: tuple[int, int, pygame.Rect] | None = None
    centre = pygame.Vector2(card.anchor.center)
    for anchor, pos in spots:
        rect = pygame.Rect((0, 0), size)
        setattr(rect, anchor, pos)
        rect.clamp_ip(bounds)
        covered = len(rect.collidelistall(keep))
        far = int(centre.distance_to(rect.center))
        if best is None or (covered, far) < best[:2]:
            best = (covered, far, rect)
    assert best is not None
    return best[2]


def off_pieces(pieces: list[pygame.Rect]) -> Callable[[Card, tuple[int, int], pygame.Rect], pygame.Rect]:
    """A spot (for `hover_card.draw_card`) clear of the anchor and `card.avoid`, then over the
    fewest of `pieces` (the board's pieces: a hint's card lay over a temple beside its cell
    and a king just moved), then beside the anchor (`placement.place`)."""

    def spot(card: Card, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
        keep = [card.anchor, *card.avoid]
        box = placement.place(size, bounds, keep=keep, avoid=pieces, near=card.anchor)
        if placement.hidden(box, keep) or not box.collidelistall(pieces):
            return box
        # On a crowded board the coarse places all cover some piece: try every cell's step.
        cell = max(1, min(r.width for r in pieces))
        steps = max(8, bounds.width // cell, bounds.height // cell)
        finer = placement.place(size, bounds, keep=keep, avoid=pieces,
                                candidates=placement.grid(bounds, size, steps), only=True)
        fewer = not placement.hidden(finer, keep) and len(finer.collidelistall(pieces)) < len(
            box.collidelistall(pieces))
        box = finer if fewer else box
        if not box.collidelistall(pieces):
            return box
        exact = _fewest(size, tuple(bounds), tuple(map(tuple, keep)), tuple(map(tuple, pieces)),
                        card.anchor.center)
        if exact is not None and len(exact.collidelistall(pieces)) < len(box.collidelistall(pieces)):
            return exact
        return box

    return spot


@lru_cache(maxsize=32)
def _fewest(size: tuple[int, int], bounds_: tuple[int, int, int, int], keep_: tuple, pieces_: tuple,
            near: tuple[int, int]) -> pygame.Rect | None:
    """The place in `bounds_` clear of `keep_` over the fewest pieces (then the nearest to
    `near`), or None. A box can slide until one of its edges meets a piece's, a kept
    rectangle's or the bounds' edge without covering more, so those positions are the only
    ones to try. Cached: the card is drawn every frame."""
    bounds = pygame.Rect(bounds_)
    keep = [pygame.Rect(r) for r in keep_]
    pieces = [pygame.Rect(r) for r in pieces_]
    w, h = size
    xs = {bounds.left, bounds.right - w}
    ys = {bounds.top, bounds.bottom - h}
    for r in pieces + keep:
        xs.update((r.right, r.left - w))
        ys.update((r.bottom, r.top - h))
    best: tuple[int, float, pygame.Rect] | None = None
    centre = pygame.Vector2(near)
    for x in sorted(x for x in xs if bounds.left <= x <= bounds.right - w):
        for y in sorted(y for y in ys if bounds.top <= y <= bounds.bottom - h):
            box = pygame.Rect(x, y, w, h)
            if box.collidelist(keep) >= 0:
                continue
            rank = (len(box.collidelistall(pieces)), centre.distance_to(box.center))
            if best is None or rank < best[:2]:
                best = (*rank, box)
    return None if best is None else best[2]
