"""Tiles leaving the board, the special effects, pagodas and swaps in Yellow & Yangtze.
"""

from __future__ import annotations

from ..grid import bit_list
from . import events as ev
from .phases import (
    CHAIN_PHASE,
    MARKET_PHASE,
)
from .pieces import (
    BLACK,
    BLUE,
    GREEN,
    N_COLOURS,
    Pagoda,
)
from .turns import Turns


class Tiles(Turns):
    """Removals, special effects, pagodas and swaps."""

    __slots__ = ()

    def _special_effect(self, colour: int, built: bool) -> None:
        """After a tile (and its pagoda decision): a green tile's market pick, a
        blue tile's chain unless it led to a pagoda; else the action is over."""
        if colour == GREEN:
            self.phase = MARKET_PHASE
        elif colour == BLUE and not built:
            self.phase = CHAIN_PHASE
        else:
            self._end_action()

    def _remove_tiles(self, colour: int, cells: int, announce: bool = True) -> None:
        """Tiles of `colour` on `cells` leave the game (openly); pagodas on them go
        back to the supply, and regions split."""
        self.tiles[colour] &= ~cells
        self.discarded[colour] += cells.bit_count()
        self._close(colour, cells)
        if announce and self._events is not None:
            self._events.append(ev.TilesRemoved(colour, tuple(bit_list(cells))))
        if cells & self.pagoda_cells:
            kept = []
            for pagoda in self.pagodas:
                if pagoda.cells & cells:
                    self.pagoda_cells &= ~pagoda.cells
                    # Its other tiles are free again, for other triangles.
                    self._reopen(colour, pagoda.cells & ~cells)
                    if self._events is not None:
                        self._events.append(ev.PagodaReturned(pagoda.colour, tuple(bit_list(pagoda.cells))))
                else:
                    kept.append(pagoda)
            self.pagodas = tuple(kept)
        self._vacate(cells)

    def _peasants_revolt(self, cell: int, farmer: bool) -> None:
        seat = self.active
        spent = 1 if farmer else 2
        self.hands[seat * N_COLOURS + BLUE] -= spent
        self.discarded[BLUE] += spent
        colour = self.tile_at(cell)
        if self._events is not None:
            self._events.append(ev.PeasantsRevolt(seat, cell, colour, farmer))
        self._remove_tiles(colour, 1 << cell, announce=False)
        if colour == BLACK:
            self._withdraw_unsupported(BLACK, ev.NO_BLACK)
        self._end_action()

    def _swap(self, counts: tuple[int, ...]) -> None:
        seat = self.active
        total = self._give_back(counts)
        if not self._draw(seat, total):
            return
        self._end_action()

    # Pagodas -----------------------------------------------------------------

    def _put_pagoda(self, colour: int, cells: int, source: int) -> None:
        """Build a pagoda of `colour` on `cells`: from the supply, or the one
        named by `source` moved from the board."""
        moved_from: tuple[int, ...] = ()
        pagodas = list(self.pagodas)
        pagodas.append(Pagoda(colour, cells))
        self.pagoda_cells |= cells
        self._close(colour, cells)
        if source >= 0:
            old = next(p for p in pagodas if p.name == source)
            pagodas.remove(old)
            self.pagoda_cells &= ~old.cells
            self._reopen(colour, old.cells)
            moved_from = tuple(bit_list(old.cells))
        pagodas.sort(key=lambda p: p.name)
        self.pagodas = tuple(pagodas)
        if self._events is not None:
            self._events.append(ev.PagodaBuilt(self.active, colour, tuple(bit_list(cells)), moved_from))

    def _build_action(self, cells: int, source: int, trader: bool) -> None:
        seat = self.active
        spent = 1 if trader else 2
        self.hands[seat * N_COLOURS + GREEN] -= spent
        self.discarded[GREEN] += spent
        if self._events is not None:
            self._events.append(ev.GreensDiscarded(seat, spent, trader))
        self._put_pagoda(self.tile_at((cells & -cells).bit_length() - 1), cells, source)
        self._end_action()

