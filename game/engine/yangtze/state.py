"""The Yellow & Yangtze rules engine.

`State` is one game: the hex board as bitmasks (see `grid.py`), the
pagodas and the market, the players' supplies and hands, the bag, and what
is pending. It is the family's decision loop (`decisions.py`): `to_move`
is the seat that must decide now — the active player for the turn's
actions, a pagoda, the market pick, the blue chain, a tied war's winner and
the winner's losses; the attacker, then the defender, in a revolt; each
player in turn, from the active player's left, for war support.

The rules are those of `../shared/rules/yellow-yangtze.md`; the order and
names of the decisions those of `../shared/spec/formats.md`; what they
leave open is settled in `docs/rules.md`.

After a tile, in order: its point (or its war, fought at once: support,
perhaps the tied winner, the winner's losses), a pagoda on a free triangle
it completes (not after a war), then its special effect: a green tile's
market pick (also after a war), a blue tile's chain (unless it caused a war
or led to a pagoda). A turn ends with the active player's pagoda points,
then the refills (one tile at a time; the game ends when a needed draw
finds the bag empty) and the market's refill.
"""

from __future__ import annotations

from typing import NamedTuple, cast

from ..grid import HexGrid, bit_list, cell_name
from ..kingdoms import Kingdom, KingdomState, parts_after_leaving
from ..legal import LegalActions, action_row
from ..rng import Rng
from ..scoring import assign_wild
from . import events as ev
from .actions import (
    BUILD,
    COMMIT,
    DONE,
    DONE_ACTION,
    LEADER,
    LOSE,
    MARKET,
    NO_MARKET,
    NO_MARKET_ACTION,
    NO_PAGODA,
    NO_PAGODA_ACTION,
    NO_SUPPORT,
    NO_SUPPORT_ACTION,
    PAGODA,
    PASS,
    PASS_ACTION,
    REVOLT,
    SUPPORT,
    SWAP,
    TILE,
    WINNER,
    WITHDRAW,
    Action,
    parse_action,
)
from .maps import MAPS, BoardMap
from .pieces import (
    BLACK,
    BLUE,
    COLOUR_NAMES,
    COLOURS,
    DYNASTIES,
    GREEN,
    HAND_SIZE,
    LEADER_COLOUR,
    LEADER_NAMES,
    LEADER_SEAT,
    MARKET_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_COLOURS,
    PAGODA_COUNTS,
    RED,
    SHORT_GAME_REMOVED,
    TILE_COUNTS,
    YELLOW,
)

# Phases: what kind of decision is pending.
(ACTION_PHASE, COMMIT_PHASE, SUPPORT_PHASE, WINNER_PHASE, LOSE_PHASE, PAGODA_PHASE, MARKET_PHASE,
 CHAIN_PHASE, OVER) = range(9)
PENDING_WORDS = (None, "commit", "support", "winner", "lose", "pagoda", "market", "chain", None)


class Revolt(NamedTuple):
    """A leader placed into a kingdom holding a leader of its colour, waiting
    for the black tiles committed (with the off-board governor's +1)."""

    colour: int
    attacker: int
    defender: int
    attacker_cell: int
    defender_cell: int
    attacker_base: int  # black tiles beside the leader
    defender_base: int
    attacker_commit: int  # -1 until the attacker has committed (governor included)

    @property
    def support_colour(self) -> int:
        return BLACK


class Side(NamedTuple):
    """One warring kingdom: a kingdom the unification tile joined that holds a
    leader of a doubled colour, as it stood when the tile was placed."""

    name: int  # its first cell in reading order: how decisions name it
    mask: int
    leaders: tuple[int, ...]
    red: int  # its red tiles: its own strength
    support: int  # units committed to it: red tiles and off-board soldiers


class War(NamedTuple):
    cell: int  # the unification tile
    doubled: int  # bit set of the colours doubled by the unification
    sides: tuple[Side, ...]  # ordered by name
    order: tuple[int, ...]  # the seats that support, from the active player's left, the active last
    next: int  # index in `order` of the seat deciding now
    # Each support decided so far, in order: (seat, the kingdom's name or -1 for none, red tiles,
    # the off-board soldier used). What a client shows as support comes in.
    supports: tuple[tuple[int, int, int, bool], ...] = ()

    def strengths(self) -> tuple[int, ...]:
        return tuple(side.red + side.support for side in self.sides)

    def side_of(self, cell: int) -> Side | None:
        for side in self.sides:
            if (side.mask >> cell) & 1:
                return side
        return None


class Pagoda(NamedTuple):
    colour: int
    cells: int  # the three cells of its triangle

    @property
    def name(self) -> int:
        """Its first cell in reading order: how `from X` names it."""
        return (self.cells & -self.cells).bit_length() - 1


class State(KingdomState):
    """One game of Yellow & Yangtze. See the module docstring."""

    __slots__ = (
        "board", "short", "tiles", "pagodas", "pagoda_cells", "open_triangles", "market",
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
        self.grid = board.grid
        self.n = players
        self.dynasties = tuple(dynasties) if dynasties else DYNASTIES[:players]
        self.seed: int | None = None
        self.short = False
        self.tiles = [0] * k
        self.pagodas: tuple[Pagoda, ...] = ()  # ordered by name
        self.pagoda_cells = 0
        # Per colour, the triangles of three tiles of it with no pagoda on any
        # (where a pagoda may be built): kept up to date as tiles and pagodas come and go.
        self.open_triangles: tuple[tuple[int, ...], ...] = ((),) * k
        self.market: tuple[int, ...] = ()
        self.leaders = [-1] * (k * players)
        self.leader_mask = 0
        self.hands = [0] * (k * players)
        self.bag: tuple[int, ...] = ()
        self.bag_pos = 0
        self.scores = [0] * (k * players)
        self.discarded = [0] * k  # public discards: support, revolts, the two-green action, removals
        self.swapped = [0] * (k * players)  # face-down discards, known only to their seat
        self.unseen_discards = [0] * k  # out of the game unseen (the short game's, a position's)
        self.active = 0
        self.actions_left = 2
        self.turn = 0
        self.phase = ACTION_PHASE
        self.revolt: Revolt | None = None
        self.war: War | None = None
        self.placed = -1  # the tile whose pagoda, market pick or chain is pending (or whose war)
        self.lose_cells = 0  # the winner's red tiles the active player may still remove
        self.lose_left = 0  # how many it must still remove
        self.end_reason: str | None = None
        self.regions: list[int] = []
        self._kingdoms: list[Kingdom] | None = None
        self.held = False  # the turn's actions are done, its end is held (`apply`)
        self._hold = False
        self._events: list[ev.Event] | None = None
        self._stack: list[State] = []

    @classmethod
    def new_game(cls, players: int, seed: int, dynasties: tuple[str, ...] | None = None,
                 short: bool = False) -> State:
        """The standard set-up, dealt from `seed` (`docs/formats.md`): the start
        player, then the bag shuffled; in the short game its first 24 tiles
        put out unseen; six tiles to each seat in order, then six to the market."""
        if short and players != 2:
            raise ValueError("the short game is for two players")
        state = cls(MAPS["standard"], players, dynasties)
        state.seed = seed
        state.short = short
        rng = Rng(seed)
        state.active = rng.below(players)
        state.tiles[BLACK] = state.board.capital_mask
        state.rebuild_regions()
        state.find_open_triangles()
        capitals = len(state.board.capitals)
        bag = []
        for colour, count in enumerate(TILE_COUNTS):
            bag += [colour] * (count - (capitals if colour == BLACK else 0))
        rng.shuffle(bag)
        if short:
            for colour in bag[:SHORT_GAME_REMOVED]:
                state.unseen_discards[colour] += 1
            bag = bag[SHORT_GAME_REMOVED:]
        state.bag = tuple(bag)
        for seat in range(players):
            state._draw(seat, HAND_SIZE)
        state._refill_market()
        return state

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

    def all_tiles(self) -> int:
        t = self.tiles
        return t[0] | t[1] | t[2] | t[3] | t[4]

    def tile_at(self, cell: int) -> int:
        """Colour of the tile on `cell`, or -1."""
        bit = 1 << cell
        for colour in COLOURS:
            if self.tiles[colour] & bit:
                return colour
        return -1

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

    # ------------------------------------------------------------- legality

    def legal_actions(self) -> LegalActions:
        """Every decision open to `to_move`, each exactly once."""
        phase = self.phase
        if phase == ACTION_PHASE:
            return self._legal_turn_actions()
        if phase == CHAIN_PHASE:
            mask = 0
            if self.hands[self.active * N_COLOURS + BLUE]:
                mask = (self.grid.neighbours[self.placed] & self.board.river & ~self.occupied())
            return LegalActions([(TILE_ROWS[BLUE], mask)], [DONE_ACTION])
        if phase == PAGODA_PHASE:
            return LegalActions([], self._pagoda_options(PAGODA, self.tile_at(self.placed),
                                                          self._triangles_of_placed(), False)
                                + [NO_PAGODA_ACTION])
        if phase == MARKET_PHASE:
            seen = []
            for colour in self.market:
                if colour not in seen:
                    seen.append(colour)
            return LegalActions([], [MARKET_ACTIONS[c] for c in sorted(seen)] + [NO_MARKET_ACTION])
        if phase == COMMIT_PHASE:
            seat = self.to_move
            most = self.hands[seat * N_COLOURS + BLACK]
            listed = list(COMMIT_ACTIONS[:most + 1])
            if self.leaders[seat * N_COLOURS + BLACK] < 0:
                listed += COMMIT_GOVERNOR_ACTIONS[:most + 1]
            return LegalActions([], listed)
        if phase == SUPPORT_PHASE:
            return LegalActions([], self._support_options())
        if phase == WINNER_PHASE:
            war = cast(War, self.war)  # the winner phase's
            strengths = war.strengths()
            top = max(strengths)
            return LegalActions([], [Action(WINNER, -1, side.name)
                                     for side, s in zip(war.sides, strengths, strict=True) if s == top])
        if phase == LOSE_PHASE:
            return LegalActions([(LOSE_ROW, self.lose_cells)], [])
        return LegalActions([], [])

    def _legal_turn_actions(self) -> LegalActions:
        seat = self.active
        base = seat * N_COLOURS
        board = self.board
        grid = self.grid
        tiles = self.tiles
        black = tiles[BLACK]
        placed_tiles = black | tiles[RED] | tiles[BLUE] | tiles[GREEN] | tiles[YELLOW]
        leader_mask = self.leader_mask
        empty = grid.full & ~(placed_tiles | leader_mask)
        kingdoms = self._kingdoms
        if kingdoms is None:
            kingdoms = self.kingdoms()
        leaders = self.leaders
        hands = self.hands
        families = []  # (row of actions, mask, count), non-empty masks only
        total = 0
        listed: list[Action] = []

        # Leaders: on empty land beside a black tile; joining kingdoms only when
        # no colour (the leader's own included) would be there twice. Cells
        # beside one, two, three kingdoms are counted with bitwise carries; a
        # cell beside two or more is closed to every leader where two of its
        # kingdoms share a colour (`clash`), and to a leader of colour c where
        # one of them holds a c (`near[c]`).
        targets = empty & board.land & grid.expanded(black)
        if targets:
            ones = twos = threes = 0
            for kingdom in kingdoms:
                ring = kingdom.ring
                threes |= twos & ring
                twos |= ones & ring
                ones |= ring
            near = None  # made when first needed
        for colour in COLOURS:
            cell = leaders[base + colour]
            if cell >= 0:
                listed.append(WITHDRAW_ACTIONS[colour])
            if not targets:
                continue
            if cell < 0:
                mask = targets & ~twos
                joining = targets & twos
                if joining:
                    if near is None:
                        near, clash = _colour_rings(kingdoms)
                    mask |= joining & ~clash & ~near[colour]
            else:
                # Moving: the leader is lifted first; its kingdom counts no more,
                # and what is left of it (its parts that keep a leader) instead.
                bit = 1 << cell
                for home in kingdoms:
                    if home.mask & bit:
                        break
                ring = home.ring
                moved_ones = (ones & ~ring) | (twos & ring)
                moved_twos = (twos & ~ring) | (threes & ring)
                if home.mask & leader_mask & ~bit:
                    for _, ring in parts_after_leaving(home, cell, leader_mask, grid):
                        moved_twos |= moved_ones & ring
                        moved_ones |= ring
                mask = targets & ~moved_twos & ~bit
                joining = targets & moved_twos & ~bit
                if joining:
                    # Away from its kingdom nothing changed; beside it, cell by cell.
                    far = joining & ~home.ring
                    if far:
                        if near is None:
                            near, clash = _colour_rings(kingdoms)
                        mask |= far & ~clash & ~near[colour]
                    if joining & home.ring:
                        mask |= _joinable(joining & home.ring, colour, kingdoms, home, cell, leaders,
                                          leader_mask, grid)
            if mask:
                count = mask.bit_count()
                families.append((LEADER_ROWS[colour], mask, count))
                total += count
        # Tiles: blue on rivers, the others on land, on any empty cell.
        hand = tuple(hands[base:base + N_COLOURS])
        land_targets = empty & board.land
        for colour in COLOURS:
            if hand[colour]:
                mask = empty & board.river if colour == BLUE else land_targets
                if mask:
                    count = mask.bit_count()
                    families.append((TILE_ROWS[colour], mask, count))
                    total += count
        # Peasants' revolt: two blue tiles (or one and the off-board farmer) remove any tile.
        if placed_tiles:
            blue = hand[BLUE]
            if blue >= 2:
                count = placed_tiles.bit_count()
                families.append((REVOLT_ROWS[0], placed_tiles, count))
                total += count
            if blue >= 1 and leaders[base + BLUE] < 0:
                count = placed_tiles.bit_count()
                families.append((REVOLT_ROWS[1], placed_tiles, count))
                total += count
        # The two-green action: a pagoda on any free triangle.
        green = hand[GREEN]
        trader_off = leaders[base + GREEN] < 0
        if green >= 2 or (green and trader_off):
            for colour in COLOURS:
                triangles = self.free_triangles(colour)
                if triangles:
                    if green >= 2:
                        listed += self._pagoda_options(BUILD, colour, triangles, False)
                    if trader_off:
                        listed += self._pagoda_options(BUILD, colour, triangles, True)
        listed.append(PASS_ACTION)
        return LegalActions.from_counted(families, total, listed, hand, Action)

    def _triangles_of_placed(self) -> list[int]:
        """The open triangles of its colour that the tile just placed completes."""
        cell = self.placed
        return [t for t in self.open_triangles[self.tile_at(cell)] if (t >> cell) & 1]

    def _pagoda_options(self, kind: int, colour: int, triangles, offboard: bool) -> list[Action]:
        """A pagoda of `colour` on each triangle: from the supply while one is
        left, otherwise moved from any of the board's pagodas of that colour."""
        if self.pagoda_supply(colour):
            return [Action(kind, t, -1, offboard) for t in sorted(triangles)]
        sources = [p.name for p in self.pagodas if p.colour == colour]
        return [Action(kind, t, source, offboard) for t in sorted(triangles) for source in sources]

    def _support_options(self) -> list[Action]:
        seat = self.to_move
        red = self.hands[seat * N_COLOURS + RED]
        soldier = self.leaders[seat * N_COLOURS + RED] < 0
        out = [NO_SUPPORT_ACTION]
        for side in cast(War, self.war).sides:  # the support phase's
            out += [Action(SUPPORT, count, side.name) for count in range(1, red + 1)]
            if soldier:
                out += [Action(SUPPORT, count, side.name, True) for count in range(red + 1)]
        return out

    def explain_illegal(self, action: Action, names: list[str] | None = None) -> str:
        """Why `action` cannot be taken now, in words for a player. With
        `names` (one per seat) players are named instead of "seat N"."""
        return self.ruleset.explain_illegal(self, action, names)

    def parse_action(self, text: str) -> Action:
        """Read notation in this state: a pagoda (`from X`) or a warring kingdom
        (`support X …`, `winner X`) may be named by any of its cells; the
        action names it by its first cell."""
        action = parse_action(text)
        kind, cell = action.kind, action.cell
        if cell < 0:
            return action
        if kind in (PAGODA, BUILD):
            pagoda = self.pagoda_at(cell)
            if pagoda is not None:
                return action._replace(cell=pagoda.name)
        elif kind in (SUPPORT, WINNER) and self.war is not None:
            side = self.war.side_of(cell)
            if side is not None:
                return action._replace(cell=side.name)
        return action

    # ------------------------------------------------------------- applying

    def copy(self) -> State:
        """An independent copy (without the undo stack)."""
        other = State.__new__(State)
        other.board = self.board
        other.grid = self.grid
        other.n = self.n
        other.dynasties = self.dynasties
        other.seed = self.seed
        other.short = self.short
        other.tiles = self.tiles[:]
        other.pagodas = self.pagodas
        other.pagoda_cells = self.pagoda_cells
        other.open_triangles = self.open_triangles
        other.market = self.market
        other.leaders = self.leaders[:]
        other.leader_mask = self.leader_mask
        other.hands = self.hands[:]
        other.bag = self.bag
        other.bag_pos = self.bag_pos
        other.scores = self.scores[:]
        other.discarded = self.discarded[:]
        other.swapped = self.swapped[:]
        other.unseen_discards = self.unseen_discards[:]
        other.active = self.active
        other.actions_left = self.actions_left
        other.turn = self.turn
        other.phase = self.phase
        other.revolt = self.revolt
        other.war = self.war
        other.placed = self.placed
        other.lose_cells = self.lose_cells
        other.lose_left = self.lose_left
        other.end_reason = self.end_reason
        other.regions = self.regions
        other._kingdoms = self._kingdoms
        other.held = self.held
        other._hold = False
        other._events = None
        other._stack = []
        return other

    def step(self, action: Action) -> None:
        """Take a decision known to be legal (from `legal_actions()`): no check, no events."""
        kind = action[0]
        if kind == TILE:
            self._place_tile(cast(int, action[1]), action[2])
        elif kind == LEADER:
            self._place_leader(cast(int, action[1]), action[2])
        elif kind == SWAP:
            self._swap(cast("tuple[int, ...]", action[1]))
        elif kind == PASS:
            self.actions_left = 1
            self._end_action()
        elif kind == REVOLT:
            self._peasants_revolt(action[2], action[3])
        elif kind == DONE:
            self._end_action()
        elif kind == MARKET:
            self._take_market(cast(int, action[1]))
        elif kind == NO_MARKET:
            if self._events is not None:
                self._events.append(ev.MarketDeclined(self.active))
            self._end_action()
        elif kind == PAGODA:
            colour = self.tile_at(self.placed)
            self._put_pagoda(colour, cast(int, action[1]), action[2])
            self._special_effect(colour, True)
        elif kind == NO_PAGODA:
            if self._events is not None:
                self._events.append(ev.PagodaDeclined(self.active))
            self._special_effect(self.tile_at(self.placed), False)
        elif kind == BUILD:
            self._build_action(cast(int, action[1]), action[2], action[3])
        elif kind == WITHDRAW:
            self._withdraw(cast(int, action[1]))
        elif kind == COMMIT:
            self._commit(cast(int, action[1]), action[3])
        elif kind == SUPPORT:
            self._support(action[2], cast(int, action[1]), action[3])
        elif kind == NO_SUPPORT:
            self._support(-1, 0, False)
        elif kind == WINNER:
            war = cast(War, self.war)
            self._resolve_war(next(i for i, side in enumerate(war.sides) if side.name == action[2]))
        elif kind == LOSE:
            self._lose_tile(action[2])
        else:
            raise ValueError(f"unknown action kind {kind}")

    # Leaders ---------------------------------------------------------------

    def _start_revolt(self, colour: int, defender: int) -> None:
        cell = self.leaders[self.active * N_COLOURS + colour]
        defender_cell = self.leaders[defender]
        r = self.revolt = Revolt(colour, self.active, LEADER_SEAT[defender], cell, defender_cell,
                                 self.revolt_strength(cell), self.revolt_strength(defender_cell), -1)
        self.phase = COMMIT_PHASE
        if self._events is not None:
            # Each side's strength before any tile: the black tiles beside its leader and its
            # off-board governor's +1 (free, so always taken), as the window and log show it.
            self._events.append(ev.ConflictStarted(
                ev.REVOLT, colour, r.attacker, r.defender, r.attacker_cell, r.defender_cell,
                r.attacker_base + self.governor_bonus(r.attacker),
                r.defender_base + self.governor_bonus(r.defender)))

    def _commit(self, count: int, governor: bool) -> None:
        r = cast(Revolt, self.revolt)  # the commit phase's
        seat = self.to_move
        self.hands[seat * N_COLOURS + BLACK] -= count
        self.discarded[BLACK] += count
        if self._events is not None:
            self._events.append(ev.SupportCommitted(seat, count, BLACK, int(governor)))
        strength = count + governor
        if r.attacker_commit < 0:
            self.revolt = r._replace(attacker_commit=strength)
            return
        attack = r.attacker_base + r.attacker_commit
        defence = r.defender_base + strength
        attacker_wins = attack > defence  # a tie goes to the defender
        winner, loser = (r.attacker, r.defender) if attacker_wins else (r.defender, r.attacker)
        loser_cell = r.defender_cell if attacker_wins else r.attacker_cell
        self.revolt = None
        self.phase = ACTION_PHASE
        if self._events is not None:
            self._events.append(ev.ConflictResolved(ev.REVOLT, r.colour, winner, loser, attack, defence))
        self._remove_leader(loser * N_COLOURS + r.colour, ev.LOST_REVOLT)
        self._score(winner, r.colour, 1, "revolt", loser_cell)
        self._end_action()

    # Tiles and scoring -----------------------------------------------------

    def _place_tile(self, colour: int, cell: int) -> None:
        seat = self.active
        self.hands[seat * N_COLOURS + colour] -= 1
        near = self.grid.neighbours[cell]
        kingdoms = self._kingdoms
        if kingdoms is None:
            kingdoms = self.kingdoms()
        touched = []
        for kingdom in kingdoms:
            if kingdom.mask & near:
                touched.append(kingdom)
        self.tiles[colour] |= 1 << cell
        self._occupy(cell)
        self.placed = cell
        if (near & self.tiles[colour] & ~self.pagoda_cells).bit_count() >= 2:
            self._reopen(colour, 1 << cell)
        events = self._events
        if events is not None:
            events.append(ev.TilePlaced(seat, colour, cell))
        if len(touched) >= 2:
            seen = doubled = 0
            for kingdom in touched:
                present = 0
                for lid in kingdom.leaders:
                    present |= 1 << LEADER_COLOUR[lid]
                doubled |= seen & present
                seen |= present
            if doubled:
                self._start_war(cell, doubled, touched)
                return
        if touched:
            scorer = -1
            governor = -1
            for lid in cast(Kingdom, self.kingdom_of(cell)).leaders:  # the tile joined kingdoms
                leader_colour = LEADER_COLOUR[lid]
                if leader_colour == colour:
                    scorer = LEADER_SEAT[lid]
                    break
                if leader_colour == BLACK:
                    governor = LEADER_SEAT[lid]
            else:
                scorer = governor
            if scorer >= 0:
                self._score(scorer, colour, 1, "tile", cell)
        # Its pagoda, then its special effect.
        for triangle in self.open_triangles[colour]:
            if (triangle >> cell) & 1:
                self.phase = PAGODA_PHASE
                return
        self._special_effect(colour, False)

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
        base = seat * N_COLOURS
        total = 0
        for colour in COLOURS:
            self.hands[base + colour] -= counts[colour]
            self.swapped[base + colour] += counts[colour]
            total += counts[colour]
        if self._events is not None:
            colours = tuple(c for c in COLOURS for _ in range(counts[c]))
            self._events.append(ev.Swapped(seat, total, colours))
        if not self._draw(seat, total):
            return
        self._end_action()

    def _draw(self, seat: int, count: int) -> bool:
        """Draw `count` tiles one at a time; when a needed draw finds the bag
        empty the game ends at once (False)."""
        if count <= 0:
            return True
        available = len(self.bag) - self.bag_pos
        drawn = self.bag[self.bag_pos:self.bag_pos + min(count, available)]
        self.bag_pos += len(drawn)
        base = seat * N_COLOURS
        for colour in drawn:
            self.hands[base + colour] += 1
        if self._events is not None and drawn:
            self._events.append(ev.Drew(seat, len(drawn), tuple(sorted(drawn))))
        if count > available:
            self._game_over("bag")
            return False
        return True

    def _refill_market(self) -> None:
        """Up to six face-up tiles, appended from the bag's front; an empty bag
        leaves the market short (it never ends the game)."""
        wanted = MARKET_SIZE - len(self.market)
        if wanted <= 0:
            return
        drawn = self.bag[self.bag_pos:self.bag_pos + wanted]
        if not drawn:
            return
        self.bag_pos += len(drawn)
        self.market += drawn
        if self._events is not None:
            self._events.append(ev.MarketRefilled(tuple(drawn)))

    def _take_market(self, colour: int) -> None:
        market = self.market
        index = market.index(colour)
        self.market = market[:index] + market[index + 1:]
        self.hands[self.active * N_COLOURS + colour] += 1
        if self._events is not None:
            self._events.append(ev.MarketTaken(self.active, colour, index))
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

    # War -----------------------------------------------------------------------

    def _start_war(self, cell: int, doubled: int, touched: list[Kingdom]) -> None:
        red = self.tiles[RED]
        sides = []
        for kingdom in touched:
            if any((doubled >> LEADER_COLOUR[lid]) & 1 for lid in kingdom.leaders):
                mask = kingdom.mask
                sides.append(Side((mask & -mask).bit_length() - 1, mask, kingdom.leaders,
                                  (mask & red).bit_count(), 0))
        sides.sort()
        n = self.n
        order = tuple((self.active + k) % n for k in range(1, n + 1))
        self.war = War(cell, doubled, tuple(sides), order, 0)
        self.phase = SUPPORT_PHASE
        if self._events is not None:
            self._events.append(ev.Unified(cell))
            self._events.append(ev.WarStarted(
                cell, tuple(c for c in COLOURS if (doubled >> c) & 1),
                tuple(s.name for s in sides), tuple(s.red for s in sides)))

    def _support(self, name: int, count: int, soldier: bool) -> None:
        war = cast(War, self.war)  # the support phase's
        seat = war.order[war.next]
        sides = war.sides
        if name >= 0:
            self.hands[seat * N_COLOURS + RED] -= count
            self.discarded[RED] += count
            sides = tuple(side._replace(support=side.support + count + soldier) if side.name == name else side
                          for side in sides)
        if self._events is not None:
            self._events.append(ev.WarSupported(seat, name, count, soldier))
        supports = war.supports + ((seat, name, count, soldier),)
        if war.next + 1 < len(war.order):
            self.war = war._replace(sides=sides, next=war.next + 1, supports=supports)
            return
        self.war = war = war._replace(sides=sides, next=len(war.order), supports=supports)
        strengths = war.strengths()
        top = max(strengths)
        tied = [i for i, s in enumerate(strengths) if s == top]
        if len(tied) > 1:
            self.phase = WINNER_PHASE
            if self._events is not None:
                self._events.append(ev.WarTied(tuple(sides[i].name for i in tied)))
            return
        self._resolve_war(tied[0])

    def _resolve_war(self, winner_index: int) -> None:
        war = cast(War, self.war)  # resolved while it is fought
        sides = war.sides
        winner = sides[winner_index]
        strengths = war.strengths()
        losers = [side for i, side in enumerate(sides) if i != winner_index]
        owed = max(strengths[i] for i in range(len(sides)) if i != winner_index)
        losses = max(0, owed - winner.support)
        if self._events is not None:
            self._events.append(ev.WarResolved(winner.name, tuple(s.name for s in sides), strengths, owed))
        # Every losing kingdom loses, at once, its leaders of the doubled
        # colours and its red tiles; the winner's leader of a colour scores it.
        winners_by_colour = {LEADER_COLOUR[lid]: LEADER_SEAT[lid] for lid in winner.leaders}
        removed = []
        red = self.tiles[RED]
        red_lost = 0
        for side in losers:
            for lid in side.leaders:
                if (war.doubled >> LEADER_COLOUR[lid]) & 1:
                    removed.append(lid)
            red_lost |= side.mask & red
        for lid in removed:
            cell = self.leaders[lid]
            self._remove_leader(lid, ev.LOST_WAR)
            scorer = winners_by_colour.get(LEADER_COLOUR[lid], -1)
            if scorer >= 0:
                self._score(scorer, LEADER_COLOUR[lid], 1, "war", cell)
        if red_lost:
            self._remove_tiles(RED, red_lost)
        # The winner pays for the strongest loser: its support first, then its red tiles.
        cells = winner.mask & self.tiles[RED]
        self.lose_left = min(losses, cells.bit_count())
        self.lose_cells = cells if self.lose_left else 0
        if self.lose_left:
            self.phase = LOSE_PHASE
            return
        self._end_war()

    def _lose_tile(self, cell: int) -> None:
        self._remove_tiles(RED, 1 << cell)
        self.lose_cells &= ~(1 << cell)
        self.lose_left -= 1
        if not self.lose_left:
            self.lose_cells = 0
            self._end_war()

    def _end_war(self) -> None:
        cell = cast(War, self.war).cell  # ended once
        self.war = None
        if self._events is not None:
            self._events.append(ev.UnificationEnded(cell))
        # A green tile that caused the war still gives its market pick, now.
        if (self.tiles[GREEN] >> cell) & 1:
            self.placed = cell
            self.phase = MARKET_PHASE
            return
        self._end_action()

    # End of action, end of turn ----------------------------------------------

    def _end_action(self) -> None:
        self.phase = ACTION_PHASE
        self.placed = -1
        self.actions_left -= 1
        if self.actions_left <= 0:
            self._turn_over()

    def _end_turn(self) -> None:
        seat = self.active
        events = self._events
        # Pagoda points: each of the active player's leaders scores the pagodas
        # of its colour in its kingdom (so the governor only the black ones).
        if self.pagodas:
            for colour in COLOURS:
                cell = self.leaders[seat * N_COLOURS + colour]
                if cell < 0:
                    continue
                kingdom = cast(Kingdom, self.kingdom_of(cell)).mask  # a leader's cell is in one
                for pagoda in self.pagodas:
                    if pagoda.colour == colour and pagoda.cells & kingdom:
                        self._score(seat, colour, 1, "pagoda", pagoda.name)
        if events is not None:
            events.append(ev.TurnEnded(seat))
        # Refills, one tile at a time: the active player, then clockwise.
        n = self.n
        hands = self.hands
        for k in range(n):
            player = (seat + k) % n
            i = player * N_COLOURS
            need = HAND_SIZE - (hands[i] + hands[i + 1] + hands[i + 2] + hands[i + 3] + hands[i + 4])
            if need > 0 and not self._draw(player, need):
                return
        self._refill_market()
        self.active = (seat + 1) % n
        self.actions_left = 2
        self.turn += 1
        self.phase = ACTION_PHASE
        if events is not None:
            events.append(ev.TurnStarted(self.active))

    def _game_over(self, reason: str) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.revolt = None
        self.war = None
        if self._events is not None:
            self._events.append(ev.GameEnded(reason, self.ranking()))

    # Final scoring -------------------------------------------------------------

    def final_scores(self) -> list[tuple[int, ...]]:
        """Each seat's black, red, blue and green totals with its yellow points
        assigned, one at a time, to the weakest colour."""
        out = []
        for seat in range(self.n):
            score = self.score(seat)
            out.append(assign_wild(score[:YELLOW], score[YELLOW]))
        return out

    # Identity ------------------------------------------------------------------

    def key(self) -> tuple:
        """Everything that defines the state, as a hashable tuple."""
        return (
            "yangtze", self.n, self.dynasties, self.short, tuple(self.tiles), self.pagodas, self.market,
            tuple(self.leaders), tuple(self.hands), self.bag[self.bag_pos:], tuple(self.scores),
            tuple(self.discarded), tuple(self.swapped), tuple(self.unseen_discards), self.active,
            self.actions_left, self.turn, self.phase, self.revolt, self.war, self.placed,
            self.lose_cells, self.lose_left, self.end_reason,
        )

    # Convenience for people and tests -----------------------------------------------

    def seat_summary(self, seat: int) -> str:
        """A seat's points in words (the command line's summary)."""
        return " ".join(f"{name} {value}" for name, value in zip(COLOUR_NAMES, self.score(seat), strict=True))

    def describe_pending(self) -> str:
        """A short sentence: who decides what."""
        seat = self.to_move
        phase = self.phase
        if phase == OVER:
            return f"game over ({self.end_reason})"
        who = f"seat {seat}"
        if phase == COMMIT_PHASE:
            r = self.pending_revolt
            role = "attacker" if seat == r.attacker else "defender"
            return f"{who} ({role}) commits black tiles in the revolt of the {LEADER_NAMES[r.colour]}s"
        if phase == SUPPORT_PHASE:
            return f"{who} may support a kingdom in the war on {cell_name(self.pending_war.cell)}"
        if phase == WINNER_PHASE:
            return f"{who} chooses which tied kingdom wins the war"
        if phase == LOSE_PHASE:
            return f"{who} removes {self.lose_left} red tile{'s' * (self.lose_left != 1)} from the winner"
        if phase == PAGODA_PHASE:
            return f"{who} may build a pagoda with the tile on {cell_name(self.placed)}"
        if phase == MARKET_PHASE:
            return f"{who} may take a tile from the market"
        if phase == CHAIN_PHASE:
            return f"{who} may place another blue tile next to {cell_name(self.placed)}"
        return f"{who} to act ({self.actions_left} action{'s' * (self.actions_left != 1)} left)"


# Legal leader cells -----------------------------------------------------------------

def _colour_rings(kingdoms: list[Kingdom]) -> tuple[list[int], int]:
    """For each colour, the cells beside a kingdom holding a leader of it; and
    the cells beside two kingdoms holding leaders of one colour."""
    near = [0] * N_COLOURS
    clash = 0
    for kingdom in kingdoms:
        ring = kingdom.ring
        for lid in kingdom.leaders:
            colour = LEADER_COLOUR[lid]
            clash |= near[colour] & ring
            near[colour] |= ring
    return near, clash


def _joinable(cells: int, colour: int, kingdoms: list[Kingdom], home: Kingdom, lifted: int,
              leaders: list[int], leader_mask: int, grid) -> int:
    """Which of `cells` (each beside two or more kingdoms once the leader on
    `lifted`, of `colour`, has left `home`) that leader may move to: those
    where no colour, its own included, would meet twice."""
    # The kingdoms around, as (ring, colours): home replaced by its parts that keep a leader.
    around = []
    for kingdom in kingdoms:
        if kingdom is home:
            continue
        present = 0
        for lid in kingdom.leaders:
            present |= 1 << LEADER_COLOUR[lid]
        around.append((kingdom.ring, present))
    if home.mask & leader_mask & ~(1 << lifted):
        for part, ring in parts_after_leaving(home, lifted, leader_mask, grid):
            present = 0
            for lid in home.leaders:
                where = leaders[lid]
                if where != lifted and (part >> where) & 1:
                    present |= 1 << LEADER_COLOUR[lid]
            around.append((ring, present))
    out = 0
    rest = cells
    while rest:
        low = rest & -rest
        cell = low.bit_length() - 1
        seen = 1 << colour
        for ring, present in around:
            if (ring >> cell) & 1:
                if present & seen:
                    break
                seen |= present
        else:
            out |= low
        rest ^= low
    return out


WITHDRAW_ACTIONS = tuple(Action(WITHDRAW, colour) for colour in COLOURS)
LEADER_ROWS = tuple(action_row(Action, LEADER, colour) for colour in COLOURS)
TILE_ROWS = tuple(action_row(Action, TILE, colour) for colour in COLOURS)
REVOLT_ROWS = (action_row(Action, REVOLT, -1, False), action_row(Action, REVOLT, -1, True))
LOSE_ROW = action_row(Action, LOSE, -1)
MARKET_ACTIONS = tuple(Action(MARKET, colour) for colour in COLOURS)
COMMIT_ACTIONS = tuple(Action(COMMIT, count) for count in range(max(TILE_COUNTS) + 1))
COMMIT_GOVERNOR_ACTIONS = tuple(Action(COMMIT, count, -1, True) for count in range(max(TILE_COUNTS) + 1))

__all__ = [
    "ACTION_PHASE", "CHAIN_PHASE", "COMMIT_PHASE", "LOSE_PHASE", "MARKET_PHASE", "OVER", "PAGODA_PHASE",
    "SUPPORT_PHASE", "WINNER_PHASE", "Pagoda", "Revolt", "Side", "State", "War",
]
