"""The fields of a Yellow & Yangtze state and the questions asked of them (who moves,
what is pending, what stands on a cell, the open triangles kept up to date). The rules
that change them are the classes built on this one, one module each: `legal_moves.py`
(the legal decisions), `turns.py` (draws, the market, the ends of actions and turns),
`tiles.py` (removals, special effects, pagodas, swaps), `conflicts.py` (revolts and wars)
and `state.py` (`State`: set-up, the decisions, copies, identity). A method is found on
the class as fast through the chain as on one class.
"""

from __future__ import annotations

from typing import cast

from ..grid import HexGrid
from ..kingdoms import KingdomState
from .conflict import Revolt, War
from .maps import BoardMap
from .phases import (
    ACTION_PHASE,
    COMMIT_PHASE,
    OVER,
    PENDING_WORDS,
    SUPPORT_PHASE,
)

# An import list, in the same shape as game/engine/tigris/fields.py's.
from .pieces import (
    BLACK,
    COLOURS,
    DYNASTIES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_COLOURS,
    PAGODA_COUNTS,
    TILE_COUNTS,
    Pagoda,
)


class Fields(KingdomState):
    """A Yellow & Yangtze state's fields (`state.State` is the class to use)."""


    __slots__ = (
        "board", "short", "pagodas", "pagoda_cells", "open_triangles", "market",
        "revolt", "war", "placed", "lose_cells", "lose_left",
    )

    grid: HexGrid
    N_COLOURS = N_COLOURS
    TILE_COUNTS = TILE_COUNTS

    # ----------------------------------------------------------------- set-up

    def __init__(self, board: BoardMap, players: int, dynasties: tuple[str, ...] | None = None):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Yellow & Yangtze is for 2 to 4 players, not {players}")
        k = N_COLOURS
        self.board = board
        self._start(board.grid, players, tuple(dynasties) if dynasties else DYNASTIES[:players], ACTION_PHASE)
        # discarded: support, revolts, the two-green action, removals; unseen: the short game's too
        self.short = False
        self.pagodas: tuple[Pagoda, ...] = ()  # ordered by name
        self.pagoda_cells = 0
        # Per colour, the triangles of three tiles of it with no pagoda on any
        # (where a pagoda may be built): kept up to date as tiles and pagodas come and go.
        self.open_triangles: tuple[tuple[int, ...], ...] = ((),) * k
        self.market: tuple[int, ...] = ()
        self.revolt: Revolt | None = None
        self.war: War | None = None
        self.placed = -1  # the tile whose pagoda, market pick or chain is pending (or whose war)
        self.lose_cells = 0  # the winner's red tiles the active player may still remove
        self.lose_left = 0  # how many it must still remove

    # ------------------------------------------------------------ inspection

    @property
    def to_move(self) -> int:
        """The seat that must decide now; -1 when the game is over."""
        phase = self.phase
        # (casts, not checks: this is hot) the commit phase has a revolt, the support phase a war
        if phase == COMMIT_PHASE:
            r = cast(Revolt, self.revolt)
            return r.attacker if r.attacker_commit < 0 else r.defender
        if phase == SUPPORT_PHASE:
            war = cast(War, self.war)
            return war.order[war.next]
        if phase == OVER:
            return -1
        return self.active

    @property
    def pending(self) -> str | None:
        """None for an ordinary action, else commit, support, winner, lose, pagoda, market or chain."""
        return PENDING_WORDS[self.phase]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    # Parallel to game/engine/tigris/fields.py by design: the same typed accessor, over this game's own
    # pending slot.
    @property
    def pending_revolt(self) -> Revolt:
        """The revolt waiting for support (the commit phase); ValueError when none is."""
        revolt = self.revolt
        if revolt is None:
            raise ValueError("no revolt is waiting for support")
        return revolt

    @property
    def pending_war(self) -> War:
        """The war being fought (its support, winner and lose phases); ValueError when none is."""
        war = self.war
        if war is None:
            raise ValueError("no war is being fought")
        return war

    @property
    def conflict(self) -> Revolt | None:
        """The revolt waiting for support, if any (wars are `war`)."""
        return self.revolt

    def occupied(self) -> int:
        t = self.tiles
        return t[0] | t[1] | t[2] | t[3] | t[4] | self.leader_mask

    def pagoda_at(self, cell: int) -> Pagoda | None:
        """The pagoda standing on `cell` (one of its three), if any."""
        if not (self.pagoda_cells >> cell) & 1:
            return None
        for pagoda in self.pagodas:
            if (pagoda.cells >> cell) & 1:
                return pagoda
        return None

    def pagoda_supply(self, colour: int) -> int:
        """Pagodas of `colour` not on the board."""
        return PAGODA_COUNTS[colour] - sum(1 for p in self.pagodas if p.colour == colour)

    def revolt_strength(self, cell: int) -> int:
        """A leader's base strength in a revolt: the black tiles beside `cell`."""
        return (self.grid.neighbours[cell] & self.tiles[BLACK]).bit_count()

    def governor_bonus(self, seat: int) -> int:
        """What `seat`'s governor adds to its side of a revolt: 1 when it is off the board
        (committed with the tiles, `Action(COMMIT, n, -1, True)`), else 0."""
        return int(self.leaders[seat * N_COLOURS + BLACK] < 0)

    def free_triangles(self, colour: int) -> tuple[int, ...]:
        """Triangles of three tiles of `colour`, none under a pagoda."""
        return self.open_triangles[colour]

    def find_open_triangles(self) -> None:
        """Find the open triangles afresh (after setting the board directly)."""
        grid = self.grid
        free = ~self.pagoda_cells
        self.open_triangles = tuple(grid.triangles_within(self.tiles[c] & free) for c in COLOURS)

    def _reopen(self, colour: int, cells: int) -> None:
        """Triangles of `colour` touching `cells` that are open now (the cells' tiles
        were just placed, or a pagoda just left them) join the open ones."""
        free = self.tiles[colour] & ~self.pagoda_cells
        found = set(self.open_triangles[colour])
        triangles_with = self.grid.triangles_with
        rest = cells & free
        while rest:
            low = rest & -rest
            for triangle in triangles_with[low.bit_length() - 1]:
                if triangle & free == triangle:
                    found.add(triangle)
            rest ^= low
        self._set_open(colour, tuple(sorted(found)))

    def _close(self, colour: int, cells: int) -> None:
        """Triangles of `colour` touching `cells` are open no more."""
        kept = tuple(t for t in self.open_triangles[colour] if not t & cells)
        if len(kept) != len(self.open_triangles[colour]):
            self._set_open(colour, kept)

    def _set_open(self, colour: int, triangles: tuple[int, ...]) -> None:
        open_triangles = list(self.open_triangles)
        open_triangles[colour] = triangles
        self.open_triangles = tuple(open_triangles)

    def visible_tiles(self, seat: int) -> list[int]:
        base = seat * N_COLOURS
        market = self.market
        return [self.tiles[colour].bit_count() + market.count(colour) + self.hands[base + colour]
                + self.discarded[colour] + self.swapped[base + colour] for colour in COLOURS]

