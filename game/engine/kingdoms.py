"""Regions and kingdoms, kept up to date as cells fill and empty.

Both games are played on a board where tiles and leaders sharing an edge
are connected: a connected group is a region, and a region holding a leader
is a kingdom. Every legal-move list needs the kingdoms, so they are not
recomputed from the board each time: `_occupy` merges the regions a new
piece touches, `_vacate` splits the regions pieces left. `regions` and the
kingdom list are never mutated in place (copies of a state share them).

A leader id is `seat * N_COLOURS + colour`; `leaders[lid]` is its cell or -1.
"""

from __future__ import annotations

from typing import NamedTuple, cast

from . import events as ev
from .decisions import GameState
from .grid import Grid


class Kingdom(NamedTuple):
    mask: int
    leaders: tuple[int, ...]  # leader ids, ascending
    ring: int  # the cells beside the kingdom (kept here: legal moves need it every time)


_tuple_new = tuple.__new__


def make_kingdom(mask: int, leaders: tuple[int, ...], grid: Grid) -> Kingdom:
    # tuple.__new__ directly: the NamedTuple constructor is one more Python call.
    return _tuple_new(Kingdom, (mask, leaders, grid.expand(mask) & ~mask))


class KingdomState(GameState):
    __slots__ = ("grid", "tiles", "leaders", "leader_mask", "regions", "_kingdoms")

    grid: Grid
    leaders: list[int]  # by leader id: its cell, or -1
    leader_mask: int
    regions: list[int]
    _kingdoms: list[Kingdom] | None
    tiles: list[int]  # per colour, the mask of cells with a (face-up) tile

    def _start(self, grid: Grid, players: int, dynasties: tuple[str, ...], first_phase: int) -> None:
        """The fields every game of the family starts alike (each game's `__init__` calls
        this, then sets its own): seats, an empty board of leaders and tiles, empty hands,
        scores and bag, no discards, the first seat's first action."""
        k = self.N_COLOURS
        self.grid = grid
        self.n = players
        self.dynasties = dynasties
        self.seed = None
        self.tiles = [0] * k
        self.leaders = [-1] * (k * players)
        self.leader_mask = 0
        self.hands = [0] * (k * players)
        self.bag = ()
        self.bag_pos = 0
        self.scores = [0] * (k * players)
        self.discarded = [0] * k  # public discards (each game says which)
        self.swapped = [0] * (k * players)  # face-down discards, known only to their seat
        self.unseen_discards = [0] * k  # out of the game unseen (a position's short bag)
        self.active = 0
        self.actions_left = 2
        self.turn = 0
        self.phase = first_phase
        self.end_reason = None
        # The connected components of the occupied cells, kept up to date as
        # cells fill and empty (never mutated in place, so copies share it).
        self.regions = []
        self._kingdoms = None
        self.held = False  # the turn's actions are done, its end is held (`apply`)
        self._hold = False
        self._events = None
        self._stack = []

    def tile_at(self, cell: int) -> int:
        """Colour of the (face-up) tile on `cell`, or -1."""
        bit = 1 << cell
        for colour, tiles in enumerate(self.tiles):
            if tiles & bit:
                return colour
        return -1

    def occupied(self) -> int:
        """Cells that connect: tiles (face up or down) and leaders."""
        raise NotImplementedError

    def leader_at(self, cell: int) -> int:
        """Leader id on `cell`, or -1."""
        if not (self.leader_mask >> cell) & 1:
            return -1
        return self.leaders.index(cell)

    def kingdoms(self) -> list[Kingdom]:
        """The kingdoms on the board (regions holding a leader), cached until the board changes."""
        if self._kingdoms is None:
            self._kingdoms = self._compute_kingdoms()
        return self._kingdoms

    def _compute_kingdoms(self) -> list[Kingdom]:
        leader_mask = self.leader_mask
        onboard = [(lid, 1 << cell) for lid, cell in enumerate(self.leaders) if cell >= 0]
        return [make_kingdom(region, tuple([lid for lid, bit in onboard if region & bit]), self.grid)
                for region in self.regions if region & leader_mask]

    def kingdom_of(self, cell: int) -> Kingdom | None:
        for kingdom in self.kingdoms():
            if (kingdom.mask >> cell) & 1:
                return kingdom
        return None

    def rebuild_regions(self) -> None:
        """Recompute the regions from the masks (after setting them directly)."""
        self.regions = self.grid.components(self.occupied())
        self._kingdoms = None

    def _occupy(self, cell: int, lid: int = -1) -> None:
        """A tile (or the leader `lid`) now stands on `cell`: merge the regions
        it touches, and the kingdoms among them."""
        near = self.grid.neighbours[cell]
        keep = []
        merged = 1 << cell
        for region in self.regions:
            if region & near:
                merged |= region
            else:
                keep.append(region)
        keep.append(merged)
        self.regions = keep
        kingdoms = self._kingdoms
        if kingdoms is not None:
            leaders = [lid] if lid >= 0 else []
            untouched = []
            for kingdom in kingdoms:
                if kingdom.mask & near:
                    leaders.extend(kingdom.leaders)
                else:
                    untouched.append(kingdom)
            if leaders:
                leaders.sort()
                untouched.append(make_kingdom(merged, tuple(leaders), self.grid))
                self._kingdoms = untouched
            # else: a tile beside no kingdom leaves the list as it was (and shared)

    # Leaders and points: the same in both games --------------------------------

    def _place_leader(self, colour: int, cell: int) -> None:
        """The active player's leader of `colour` onto `cell`, from the supply or
        moved (lifted first); into a kingdom holding its colour, a revolt."""
        seat = self.active
        k = self.N_COLOURS
        lid = seat * k + colour
        old = self.leaders[lid]
        if old >= 0:
            self.leaders[lid] = -1
            self.leader_mask &= ~(1 << old)
            self._vacate(1 << old)
        self.leaders[lid] = cell
        self.leader_mask |= 1 << cell
        self._occupy(cell, lid)
        if self._events is not None:
            self._events.append(ev.LeaderPlaced(seat, colour, cell, old))
        # the leader now stands on `cell`, so a kingdom holds it
        for other in cast(Kingdom, self.kingdom_of(cell)).leaders:
            if other != lid and other % k == colour:
                self._start_revolt(colour, other)
                return
        self._end_action()

    def _start_revolt(self, colour: int, defender: int) -> None:
        """The active player's leader of `colour` just met leader `defender`."""
        raise NotImplementedError

    def _end_action(self) -> None:
        raise NotImplementedError

    def _withdraw(self, colour: int) -> None:
        self._remove_leader(self.active * self.N_COLOURS + colour, ev.WITHDRAWN)
        self._end_action()

    def _remove_leader(self, lid: int, reason: str) -> None:
        cell = self.leaders[lid]
        self.leaders[lid] = -1
        self.leader_mask &= ~(1 << cell)
        self._vacate(1 << cell)
        if self._events is not None:
            seat, colour = divmod(lid, self.N_COLOURS)
            self._events.append(ev.LeaderRemoved(seat, colour, cell, reason))

    def _withdraw_unsupported(self, colour: int, reason: str) -> None:
        """Leaders with no tile of `colour` beside them (Tigris & Euphrates'
        temples, Yellow & Yangtze's black tiles) go home; not an action."""
        beside = self.tiles[colour]
        neighbours = self.grid.neighbours
        for lid, cell in enumerate(self.leaders):
            if cell >= 0 and not neighbours[cell] & beside:
                self._remove_leader(lid, reason)

    def _score(self, seat: int, colour: int, points: int, reason: str, cell: int = -1) -> None:
        self.scores[seat * self.N_COLOURS + colour] += points
        if self._events is not None and points:
            self._events.append(ev.Scored(seat, colour, points, reason, cell))

    def _vacate(self, cells: int) -> None:
        """The pieces on `cells` left (leaders already taken off `leaders`):
        split the regions that held them, and their kingdoms."""
        kingdoms = self._kingdoms
        grid = self.grid
        # (Loops rather than comprehensions in the hot paths: in Python 3.11
        # a comprehension is a function call, dear on lists this short.)
        new_kingdoms: list[Kingdom] | None = None
        if kingdoms is not None:
            new_kingdoms = []
            for kingdom in kingdoms:
                if not kingdom.mask & cells:
                    new_kingdoms.append(kingdom)
        positions = self.leaders
        keep = []
        for region in self.regions:
            if not region & cells:
                keep.append(region)
                continue
            rest = region & ~cells
            if not rest:
                continue
            if not cells & (cells - 1) and grid.keeps_together(cells.bit_length() - 1, rest):
                parts = [rest]  # a single cell whose neighbours hang together cannot split its region
            else:
                parts = grid.components(rest)
            keep.extend(parts)
            if new_kingdoms is not None and kingdoms is not None:  # (both or neither)
                for kingdom in kingdoms:
                    if kingdom.mask == region:
                        for part in parts:
                            inside = tuple([lid for lid in kingdom.leaders
                                            if positions[lid] >= 0 and (part >> positions[lid]) & 1])
                            if inside:
                                new_kingdoms.append(make_kingdom(part, inside, grid))
                        break
        self.regions = keep
        self._kingdoms = new_kingdoms


def parts_after_leaving(kingdom: Kingdom, cell: int, leader_mask: int,
                        grid: Grid) -> tuple[tuple[int, int], ...]:
    """The parts of `kingdom` that keep a leader once the leader on `cell`
    leaves, each as (mask, ring) (the caller has checked that another leader
    is there).

    A pure function of (kingdom, cell, other leaders), and most kingdoms are
    unchanged from one decision to the next, so it is remembered on the grid
    (the memo is bounded and holds only value keys)."""
    bit = 1 << cell
    others = kingdom.mask & leader_mask & ~bit
    key = (kingdom.mask, cell, others)
    memo = grid.parts_after_leaving
    parts = memo.get(key)
    if parts is None:
        rest = kingdom.mask & ~bit
        if grid.keeps_together(cell, rest):
            masks = [rest]
        else:  # the parts that hold the other leaders, grown from them
            masks = []
            left = others
            while left:
                part = grid.region(left & -left, rest)
                masks.append(part)
                left &= ~part
        parts = tuple((p, grid.expand(p) & ~p) for p in masks)
        if len(memo) > 100_000:
            memo.clear()
        memo[key] = parts
    return parts
