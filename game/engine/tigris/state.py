"""The Tigris & Euphrates rules engine.

`State` is one game: the board as bitmasks (see `grid.py`), the players'
supplies and hands, the bag, and what is pending. It is a single decision
loop: `to_move` is the seat that must decide now (the active player, or an
attacker or defender committing support, or the trader's owner taking a
treasure); `legal_actions()` lists every decision open to it; `apply()`
checks one, carries out everything it causes up to the next decision, and
returns the events. `step()` is the same without the check and the events,
for search. `copy()` is cheap; `push()`/`pop()` undo.

The rules are those of `../shared/rules/tigris-euphrates.md`; the points it
leaves open are settled in `docs/rules.md`.
"""

from __future__ import annotations

from typing import cast

from ..grid import SQUARE_2x2 as SQUARE
from ..grid import SquareGrid, bit_list, cell_name
from ..kingdoms import Kingdom, KingdomState, parts_after_leaving
from ..legal import LegalActions, action_row
from ..rng import Rng
from ..scoring import assign_wild
from . import events as ev
from . import threats
from . import variants as vr
from .actions import (
    CATASTROPHE,
    COMMIT,
    LEADER,
    MONUMENT,
    NO_MONUMENT,
    NO_MONUMENT_ACTION,
    PASS,
    PASS_ACTION,
    SWAP,
    TILE,
    TREASURE,
    TURN_ACTIONS,
    WAR,
    WITHDRAW,
    WONDER,
    WONDER_POINT,
    Action,
)
from .buildings import building_point, return_buildings
from .conflict import Conflict
from .maps import MAPS, BoardMap
from .phases import (  # what kind of decision is pending (`phases.py`)
    ACTION_PHASE,
    BUILDING_PHASE,
    COMMIT_PHASE,
    MONUMENT_PHASE,
    OVER,
    PENDING_WORDS,
    TREASURE_PHASE,
    WAR_PHASE,
    WONDER_PHASE,
    WONDER_POINT_PHASE,
)
from .pieces import (
    ALL_MONUMENTS,
    BLACK,
    BLUE,
    CATASTROPHES_PER_PLAYER,
    COLOUR_NAMES,
    COLOURS,
    DYNASTIES,
    GREEN,
    HAND_SIZE,
    LEADER_COLOUR,
    LEADER_NAMES,
    LEADER_SEAT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONUMENT_NAMES,
    MONUMENTS,
    MONUMENTS_WITH,
    N_COLOURS,
    RED,
    TILE_COUNTS,
)
from .variants import NO_VARIANTS
from .wonder import build_wonder, wonder_point_due


def _popcount(mask: int) -> int:
    return mask.bit_count()


class State(KingdomState):
    """One game of Tigris & Euphrates. See the module docstring."""

    __slots__ = (
        "board", "tiles", "facedown", "catastrophes", "treasures", "monuments", "monuments_left",
        "treasures_taken", "catastrophes_left",
        "conflict", "war_choices", "unification", "placed", "treasure_seat", "treasure_kingdom",
        "variants", "variant_pieces",
    )

    grid: SquareGrid
    N_COLOURS = N_COLOURS
    TILE_COUNTS = TILE_COUNTS

    # ----------------------------------------------------------------- set-up

    def __init__(self, board: BoardMap, players: int, dynasties: tuple[str, ...] | None = None,
                 variants: vr.Variants = vr.NO_VARIANTS):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Tigris & Euphrates is for 2 to 4 players, not {players}")
        self.board = board
        self.grid = board.grid
        self.n = players
        self.dynasties = tuple(dynasties) if dynasties else DYNASTIES[:players]
        self.seed: int | None = None
        self.tiles = [0, 0, 0, 0]
        self.facedown = 0
        self.catastrophes = 0
        self.treasures = 0
        self.monuments: tuple[tuple[int, int, int], ...] = ()  # (monument, top-left, tile colour)
        self.monuments_left = ALL_MONUMENTS
        self.leaders = [-1] * (N_COLOURS * players)
        self.leader_mask = 0
        self.hands = [0] * (N_COLOURS * players)
        self.bag: tuple[int, ...] = ()
        self.bag_pos = 0
        self.scores = [0] * (N_COLOURS * players)
        self.treasures_taken = [0] * players
        self.catastrophes_left = [CATASTROPHES_PER_PLAYER] * players
        self.discarded = [0, 0, 0, 0]  # public discards: support, war losses, catastrophes
        self.swapped = [0] * (N_COLOURS * players)  # face-down discards, known only to their seat
        self.unseen_discards = [0, 0, 0, 0]  # out of the game unseen (a position's short bag)
        self.active = 0
        self.actions_left = 2
        self.turn = 0
        self.phase = ACTION_PHASE
        self.conflict: Conflict | None = None
        self.war_choices: tuple[int, ...] = ()
        self.unification = -1
        self.placed = -1  # cell of the tile placed by the current action (for the monument)
        self.treasure_seat = -1
        self.treasure_kingdom = 0
        self.variants = variants  # the optional rules this game is played with
        self.variant_pieces = vr.NO_PIECES  # their wonder and buildings
        self.end_reason: str | None = None
        # The connected components of the occupied cells, kept up to date as
        # cells fill and empty (never mutated in place, so copies share it).
        self.regions: list[int] = []
        self._kingdoms: list[Kingdom] | None = None
        self.held = False  # the turn's actions are done, its end is held (`apply`)
        self._hold = False
        self._events: list[ev.Event] | None = None
        self._stack: list[State] = []

    @classmethod
    def new_game(cls, players: int, seed: int, board: str = "standard",
                 dynasties: tuple[str, ...] | None = None,
                 variants: vr.Variants = vr.NO_VARIANTS) -> State:
        """The standard set-up, dealt from `seed` (see `docs/formats.md`)."""
        if board not in MAPS:
            raise ValueError(f"unknown board {board!r} (standard or advanced)")
        state = cls(MAPS[board], players, dynasties, variants)
        state.seed = seed
        rng = Rng(seed)
        state.active = rng.below(players)
        for cell in state.board.temples:
            state.tiles[RED] |= 1 << cell
            state.treasures |= 1 << cell
        state.rebuild_regions()
        temples = len(state.board.temples)
        bag = []
        for colour, count in enumerate(TILE_COUNTS):
            bag += [colour] * (count - (temples if colour == RED else 0))
        rng.shuffle(bag)
        state.bag = tuple(bag)
        for seat in range(players):
            state._draw(seat, HAND_SIZE)
        return state

    # ------------------------------------------------------------ inspection

    @property
    def to_move(self) -> int:
        """The seat that must decide now; -1 when the game is over."""
        phase = self.phase
        if phase == COMMIT_PHASE:
            c = cast(Conflict, self.conflict)  # set in the commit phase (a cast: this is hot)
            return c.attacker if c.attacker_commit < 0 else c.defender
        if phase == TREASURE_PHASE:
            return self.treasure_seat
        if phase == OVER:
            return -1
        return self.active

    @property
    def pending(self) -> str | None:
        """None for an ordinary action, else `commit`, `war`, `monument` or `treasure`
        (or, with the variants, `building`, `wonder` or `wonder-point`)."""
        return PENDING_WORDS[self.phase]

    @property
    def pending_conflict(self) -> Conflict:
        """The revolt or war waiting for support (the commit phase); ValueError when none is."""
        conflict = self.conflict
        if conflict is None:
            raise ValueError("no conflict is waiting for support")
        return conflict

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def occupied(self) -> int:
        """Cells that connect: face-up and face-down tiles and leaders."""
        t = self.tiles
        return t[0] | t[1] | t[2] | t[3] | self.facedown | self.leader_mask

    def tile_at(self, cell: int) -> int:
        """Colour of the face-up tile on `cell`, or -1."""
        bit = 1 << cell
        for colour in COLOURS:
            if self.tiles[colour] & bit:
                return colour
        return -1

    def revolt_strength(self, cell: int) -> int:
        """A leader's base strength in a revolt: the face-up temples beside `cell`."""
        return (self.grid.neighbours[cell] & self.tiles[RED]).bit_count()

    def monument_cells(self) -> int:
        return self.facedown

    # The client's questions about threats to a seat's leaders (`threats.py`).
    revolt_threats = threats.revolt_threats
    war_threats = threats.war_threats

    # ------------------------------------------------------------- legality

    def _legal_other(self) -> LegalActions:
        """The decisions inside an action: support, the next war, a monument, a treasure."""
        phase = self.phase
        if phase == COMMIT_PHASE:
            c = cast(Conflict, self.conflict)  # set in the commit phase
            seat = self.to_move
            if self.variants.measured_support:
                return LegalActions([], vr.measured_commits(self))
            most = self.hands[seat * N_COLOURS + c.support_colour]
            return LegalActions([], list(COMMIT_ACTIONS[:most + 1]))
        if phase == WAR_PHASE:
            return LegalActions([], [Action(WAR, colour) for colour in self.war_choices])
        if phase == MONUMENT_PHASE:
            return LegalActions([], self._monument_options() + [NO_MONUMENT_ACTION])
        if phase == TREASURE_PHASE:
            return LegalActions([(TREASURE_ROW, self._treasure_options())], [])
        return vr.legal(self)

    def legal_actions(self) -> LegalActions:
        """Every decision open to `to_move`, each exactly once."""
        # The turn's actions are the inner loop of every computer player: they
        # are made here without a further call, families counted as they are
        # made, and the common cases below skip the general ones.
        if self.phase != ACTION_PHASE:
            return self._legal_other()
        seat = self.active
        board = self.board
        grid = self.grid
        tiles = self.tiles
        leader_mask = self.leader_mask
        red = tiles[RED]
        empty = grid.full & ~(tiles[0] | red | tiles[2] | tiles[3] | self.facedown | leader_mask
                              | self.catastrophes)
        kingdoms = self._kingdoms
        if kingdoms is None:
            kingdoms = self.kingdoms()
        # Cells beside one, two, three kingdoms (counting with bitwise carries).
        ones = twos = threes = 0
        for kingdom in kingdoms:
            ring = kingdom.ring
            threes |= twos & ring
            twos |= ones & ring
            ones |= ring
        families = []  # (row of actions, mask, count), non-empty masks only
        total = 0
        listed: list[Action] = []
        base = seat * N_COLOURS
        leaders = self.leaders
        # Leaders: next to a temple, on empty land, not joining two kingdoms.
        # (The cells beside the temples change rarely: the grid keeps the last answer.)
        leader_targets = empty & board.land & grid.expanded(red)
        for colour in COLOURS:
            cell = leaders[base + colour]
            if cell < 0:
                mask = leader_targets & ~twos
            else:
                listed.append(WITHDRAW_ACTIONS[colour])
                if not leader_targets:
                    continue
                # Moving: the leader's kingdom counts no more, and what is left of it
                # (its parts that keep a leader) counts instead. With the counters
                # saturating at three, "beside two kingdoms other than K" is exact.
                bit = 1 << cell
                for home in kingdoms:
                    if home.mask & bit:
                        break
                ring = home.ring
                moved_ones = (ones & ~ring) | (twos & ring)
                moved_twos = (twos & ~ring) | (threes & ring)
                others = home.mask & leader_mask & ~bit
                if others:  # alone, the leader leaves no kingdom behind
                    parts = grid.parts_after_leaving.get((home.mask, cell, others))
                    if parts is None:
                        parts = parts_after_leaving(home, cell, leader_mask, grid)
                    for _, ring in parts:
                        moved_twos |= moved_ones & ring
                        moved_ones |= ring
                mask = leader_targets & ~moved_twos & ~bit
            if mask:
                count = mask.bit_count()
                families.append((LEADER_ROWS[colour], mask, count))
                total += count
        # Tiles: blue on rivers, others on land; never joining three kingdoms.
        hand = tuple(self.hands[base:base + N_COLOURS])
        tile_targets = empty & ~threes
        land_targets = tile_targets & board.land
        for colour in COLOURS:
            if hand[colour]:
                mask = tile_targets & board.river if colour == BLUE else land_targets
                if mask:
                    count = mask.bit_count()
                    families.append((TILE_ROWS[colour], mask, count))
                    total += count
        # Catastrophes: anywhere but leaders, treasures, monuments, buildings and other catastrophes.
        if self.catastrophes_left[seat]:
            mask = grid.full & ~self.catastrophes & ~self.facedown & ~leader_mask & ~self.treasures
            if self.variants.buildings:
                mask &= ~self.variant_pieces.building_mask
            if mask:
                count = mask.bit_count()
                families.append((CATASTROPHE_ROW, mask, count))
                total += count
        listed.append(PASS_ACTION)
        return LegalActions.from_counted(families, total, listed, hand, Action)

    def _monument_options(self) -> list[Action]:
        colour = self.tile_at(self.placed)
        if colour < 0:
            return []
        available = self.monuments_left & MONUMENTS_WITH[colour]
        if not available:
            return []
        tiles = self.tiles[colour]
        out = []
        for top_left in self.grid.squares_with_corner(self.placed):
            square = SQUARE << top_left
            if tiles & square == square:
                for index in range(len(MONUMENTS)):
                    if (available >> index) & 1:
                        out.append(Action(MONUMENT, index, top_left))
        return out

    def _treasure_options(self) -> int:
        here = self.treasure_kingdom & self.treasures
        special = here & self.board.special
        return special or here

    def explain_illegal(self, action: Action, names: list[str] | None = None) -> str:
        """Why `action` cannot be taken now, in words for a player. With
        `names` (one per seat) players are named instead of "seat N"."""
        return self.ruleset.explain_illegal(self, action, names)

    # ------------------------------------------------------------- applying

    def copy(self) -> State:
        """An independent copy (without the undo stack)."""
        other = State.__new__(State)
        other.board = self.board
        other.grid = self.grid
        other.n = self.n
        other.dynasties = self.dynasties
        other.seed = self.seed
        other.tiles = self.tiles[:]
        other.facedown = self.facedown
        other.catastrophes = self.catastrophes
        other.treasures = self.treasures
        other.monuments = self.monuments
        other.monuments_left = self.monuments_left
        other.leaders = self.leaders[:]
        other.leader_mask = self.leader_mask
        other.hands = self.hands[:]
        other.bag = self.bag
        other.bag_pos = self.bag_pos
        other.scores = self.scores[:]
        other.treasures_taken = self.treasures_taken[:]
        other.catastrophes_left = self.catastrophes_left[:]
        other.discarded = self.discarded[:]
        other.swapped = self.swapped[:]
        other.unseen_discards = self.unseen_discards[:]
        other.active = self.active
        other.actions_left = self.actions_left
        other.turn = self.turn
        other.phase = self.phase
        other.conflict = self.conflict
        other.war_choices = self.war_choices
        other.unification = self.unification
        other.placed = self.placed
        other.treasure_seat = self.treasure_seat
        other.treasure_kingdom = self.treasure_kingdom
        other.end_reason = self.end_reason
        other.variants = self.variants
        other.variant_pieces = self.variant_pieces
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
        elif kind == COMMIT:
            self._commit(cast(int, action[1]))
        elif kind == CATASTROPHE:
            self._place_catastrophe(action[2])
        elif kind == SWAP:
            self._swap(cast("tuple[int, ...]", action[1]))
        elif kind == PASS:
            self.actions_left = 1
            self._end_action()
        elif kind == WITHDRAW:
            self._withdraw(cast(int, action[1]))
        elif kind == WAR:
            self._start_war(cast(int, action[1]))
        elif kind == MONUMENT:
            self._build_monument(cast(int, action[1]), action[2])
        elif kind == NO_MONUMENT:
            if self._events is not None:
                self._events.append(ev.MonumentDeclined(self.active))
            self._end_action()
        elif kind == TREASURE:
            self._take_treasure(action[2])
        elif kind == WONDER:
            self._build_wonder(action[2])
        elif kind == WONDER_POINT:  # taken at the end of the turn, which goes on
            self._score(self.active, action.value, 1, "wonder", self.variant_pieces.wonder)
            self._end_turn(wonder_point_taken=True)
        else:  # the building or the wonder question answered
            self._ask_after_tile(vr.answer(self, action, self._events))

    # Leaders ---------------------------------------------------------------

    def _start_revolt(self, colour: int, defender: int) -> None:
        cell = self.leaders[self.active * N_COLOURS + colour]
        defender_cell = self.leaders[defender]
        self._open_conflict(Conflict(
            ev.REVOLT, colour, self.active, LEADER_SEAT[defender], cell, defender_cell,
            self.revolt_strength(cell), self.revolt_strength(defender_cell), -1))

    # Tiles and scoring -----------------------------------------------------

    def _place_tile(self, colour: int, cell: int) -> None:
        seat = self.active
        self.hands[seat * N_COLOURS + colour] -= 1
        bit = 1 << cell
        near = self.grid.neighbours[cell]
        touched = 0  # how many kingdoms the tile touches; `kingdom` is the last of them
        kingdoms = self._kingdoms
        if kingdoms is None:
            kingdoms = self.kingdoms()
        for other in kingdoms:
            if other.mask & near:
                touched += 1
                kingdom = other
        self.tiles[colour] |= bit
        self._occupy(cell)
        self.placed = cell
        events = self._events
        if events is not None:
            events.append(ev.TilePlaced(seat, colour, cell))
        if touched == 2:
            self.unification = cell
            if events is not None:
                events.append(ev.Unified(cell))
            self._next_war()
            return
        if touched:
            leaders = kingdom.leaders
            scorer = -1
            for lid in leaders:
                if LEADER_COLOUR[lid] == colour:
                    scorer = LEADER_SEAT[lid]
                    break
            else:
                for lid in leaders:
                    if LEADER_COLOUR[lid] == BLACK:
                        scorer = LEADER_SEAT[lid]
                        break
            if scorer >= 0:
                self._score(scorer, colour, 1, "tile", cell)
                if self.variant_pieces.building_mask and building_point(self, colour, cell):
                    self._score(scorer, colour, 1, "building", cell)
        if self.variants is NO_VARIANTS:
            self._monument_check(colour)
        else:
            self._ask_after_tile(vr.after_tile(self, colour), colour)

    def _place_catastrophe(self, cell: int) -> None:
        seat = self.active
        bit = 1 << cell
        destroyed = -1
        for colour in COLOURS:
            if self.tiles[colour] & bit:
                self.tiles[colour] &= ~bit
                self.discarded[colour] += 1
                self._vacate(bit)
                destroyed = colour
                break
        self.catastrophes |= bit
        self.catastrophes_left[seat] -= 1
        if self._events is not None:
            self._events.append(ev.CatastrophePlaced(seat, cell, destroyed))
        if destroyed == RED:
            self._withdraw_unsupported(RED, ev.NO_TEMPLE)
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
        if total > self.bag_count:
            self._game_over("bag")
            return
        self._draw(seat, total)
        self._end_action()

    def _draw(self, seat: int, count: int) -> None:
        if count <= 0:
            return
        drawn = self.bag[self.bag_pos:self.bag_pos + count]
        self.bag_pos += count
        base = seat * N_COLOURS
        for colour in drawn:
            self.hands[base + colour] += 1
        if self._events is not None:
            self._events.append(ev.Drew(seat, count, tuple(sorted(drawn))))

    # Conflicts -------------------------------------------------------------

    def _open_conflict(self, conflict: Conflict) -> None:
        self.conflict = conflict
        self.phase = COMMIT_PHASE
        if self._events is not None:
            c = conflict
            self._events.append(ev.ConflictStarted(
                c.kind, c.colour, c.attacker, c.defender, c.attacker_cell, c.defender_cell,
                c.attacker_base, c.defender_base))

    def _commit(self, count: int) -> None:
        c = cast(Conflict, self.conflict)  # set in the commit phase
        support = c.support_colour
        seat = self.to_move
        self.hands[seat * N_COLOURS + support] -= count
        self.discarded[support] += count
        if self._events is not None:
            self._events.append(ev.SupportCommitted(seat, count, support))
        if c.attacker_commit < 0:
            self.conflict = c._replace(attacker_commit=count)
            return
        attack = c.attacker_base + c.attacker_commit
        defence = c.defender_base + count
        attacker_wins = attack > defence
        winner, loser = (c.attacker, c.defender) if attacker_wins else (c.defender, c.attacker)
        loser_cell = c.defender_cell if attacker_wins else c.attacker_cell
        self.conflict = None
        self.phase = ACTION_PHASE
        if self._events is not None:
            self._events.append(ev.ConflictResolved(c.kind, c.colour, winner, loser, attack, defence))
        if c.kind == ev.REVOLT:
            self._remove_leader(loser * N_COLOURS + c.colour, ev.LOST_REVOLT)
            self._score(winner, RED, 1, "revolt", loser_cell)
            self._end_action()
            return
        self._finish_war(c, winner, loser, loser_cell)

    def _next_war(self) -> None:
        """Fight the next war of the current unification, or end it."""
        cell = self.unification
        kingdom = cast(Kingdom, self.kingdom_of(cell))  # the unification tile joined kingdoms
        seen = 0
        doubled = []
        for lid in kingdom.leaders:
            colour_bit = 1 << (LEADER_COLOUR[lid])
            if seen & colour_bit:
                doubled.append(LEADER_COLOUR[lid])
            seen |= colour_bit
        if not doubled:
            self.unification = -1
            if self._events is not None:
                self._events.append(ev.UnificationEnded(cell))
            if self.variants is NO_VARIANTS:
                self._monument_check()
            else:
                self._ask_after_tile(vr.after_tile(self))
        elif len(doubled) == 1:
            self._start_war(doubled[0])
        else:
            doubled.sort()
            self.war_choices = tuple(doubled)
            self.phase = WAR_PHASE

    def _start_war(self, colour: int) -> None:
        self.war_choices = ()
        unification = self.unification
        kingdom = cast(Kingdom, self.kingdom_of(unification))  # the unified kingdom
        first, second = [lid for lid in kingdom.leaders if LEADER_COLOUR[lid] == colour]
        owners = (LEADER_SEAT[first], LEADER_SEAT[second])
        # The active player attacks if involved; otherwise the first owner clockwise.
        n = self.n
        attacker = min(owners, key=lambda seat: (seat - self.active) % n)
        attacker_lid, defender_lid = (first, second) if owners[0] == attacker else (second, first)
        tiles = self.tiles[colour]
        a_cell, d_cell = self.leaders[attacker_lid], self.leaders[defender_lid]
        self._open_conflict(Conflict(
            ev.WAR, colour, attacker, LEADER_SEAT[defender_lid], a_cell, d_cell,
            _popcount(self._war_side(a_cell) & tiles), _popcount(self._war_side(d_cell) & tiles), -1))

    def _war_side(self, leader_cell: int) -> int:
        """A war's side: the part of the unified kingdom connected to the leader
        on `leader_cell` without passing through the unification tile."""
        unified = cast(Kingdom, self.kingdom_of(self.unification))
        within = unified.mask & ~(1 << self.unification)
        return self.grid.region(1 << leader_cell, within)

    def support_cells(self) -> tuple[int, int]:
        """The cells whose tiles make up the attacker's and the defender's base
        strength in the conflict being fought (masks; (0, 0) with none): in a
        revolt the face-up temples beside each leader, in a war the face-up
        tiles of the war's colour on each side."""
        c = self.conflict
        if c is None:
            return (0, 0)
        if c.kind == ev.REVOLT:
            red = self.tiles[RED]
            neighbours = self.grid.neighbours
            return (neighbours[c.attacker_cell] & red, neighbours[c.defender_cell] & red)
        tiles = self.tiles[c.colour]
        return (self._war_side(c.attacker_cell) & tiles, self._war_side(c.defender_cell) & tiles)

    def _finish_war(self, c: Conflict, winner: int, loser: int, loser_cell: int) -> None:
        colour = c.colour
        side = self._war_side(loser_cell)
        self._remove_leader(loser * N_COLOURS + colour, ev.LOST_WAR)
        removed = side & self.tiles[colour] & ~self.variant_pieces.building_mask  # buildings hold
        if colour == RED:
            removed &= ~self.treasures & ~self.grid.expand(self.leader_mask)
        count = _popcount(removed)
        if removed:
            self.tiles[colour] &= ~removed
            self.discarded[colour] += count
            self._vacate(removed)
            if self._events is not None:
                self._events.append(ev.TilesRemoved(colour, tuple(bit_list(removed))))
        self._score(winner, colour, 1 + count, "war", loser_cell)
        if colour == RED and removed:
            self._withdraw_unsupported(RED, ev.NO_TEMPLE)
        self._next_war()

    # Monuments, the variants' questions, treasures --------------------------------

    def _ask_after_tile(self, phase: int | None, colour: int = -1) -> None:
        """The next question after a tile: the variants' (`phase`, from `variants.py`),
        or with none the monument's."""
        if phase is None:
            self._monument_check(colour)
        else:
            self.phase = phase

    def _monument_check(self, colour: int = -1) -> None:
        """Offer a monument if the tile just placed (of `colour`, when the caller
        knows it) completes a square; otherwise the action ends."""
        cell = self.placed
        if colour < 0:
            colour = self.tile_at(cell)
        # A square needs two same-coloured neighbours and a monument of that colour left.
        if (colour >= 0 and self.monuments_left & MONUMENTS_WITH[colour]
                and (self.grid.neighbours[cell] & self.tiles[colour]).bit_count() >= 2
                and self._monument_options()):
            self.phase = MONUMENT_PHASE
        else:
            self._end_action()

    def _build_monument(self, index: int, top_left: int) -> None:
        colour = self.tile_at(self.placed)
        square = SQUARE << top_left
        self.tiles[colour] &= ~square
        self.facedown |= square
        self.monuments += ((index, top_left, colour),)
        self.monuments_left &= ~(1 << index)
        if self._events is not None:
            self._events.append(ev.MonumentBuilt(self.active, index, top_left, colour))
        if self.variant_pieces.building_mask & square:
            return_buildings(self, square, self._events)
        if colour == RED:
            self._withdraw_unsupported(RED, ev.NO_TEMPLE)
        self._end_action()

    def _build_wonder(self, centre: int) -> None:
        """The wonder on the plus centred on `centre` (`wonder.py`), then as a monument."""
        if build_wonder(self, centre, self._events) == RED:
            self._withdraw_unsupported(RED, ev.NO_TEMPLE)
        self._end_action()  # the placed tile is face down now: no square can qualify

    def _take_treasure(self, cell: int) -> None:
        seat = self.treasure_seat
        self.treasures &= ~(1 << cell)
        self.treasures_taken[seat] += 1
        if self._events is not None:
            self._events.append(ev.TreasureTaken(seat, cell))
        self._end_action()

    # End of action, end of turn ----------------------------------------------

    def _end_action(self) -> None:
        """Everything an action caused is done: treasures, then the next action or turn."""
        self.phase = ACTION_PHASE
        self.placed = -1
        treasures = self.treasures
        best = None
        kingdoms = self._kingdoms
        if kingdoms is None:
            kingdoms = self.kingdoms()
        for kingdom in kingdoms:
            here = kingdom.mask & treasures
            if here and here & (here - 1):
                for lid in kingdom.leaders:
                    if LEADER_COLOUR[lid] == GREEN:
                        order = (LEADER_SEAT[lid] - self.active) % self.n
                        if best is None or order < best[0]:
                            best = (order, LEADER_SEAT[lid], kingdom.mask)
        if best is not None:
            self.phase = TREASURE_PHASE
            self.treasure_seat = best[1]
            self.treasure_kingdom = best[2]
            return
        self.treasure_seat = -1
        self.treasure_kingdom = 0
        self.actions_left -= 1
        if self.actions_left <= 0:
            self._turn_over()

    def _end_turn(self, wonder_point_taken: bool = False) -> None:
        """The end of the turn: the wonder's point (a decision: `step` comes back here once
        it is taken), monument points, refills, the end check."""
        if not wonder_point_taken and self.variant_pieces.wonder >= 0 and wonder_point_due(self):
            self.phase = WONDER_POINT_PHASE
            return
        seat = self.active
        events = self._events
        # Monument points for the active player's leaders.
        if self.monuments:
            for colour in COLOURS:
                cell = self.leaders[seat * N_COLOURS + colour]
                if cell < 0:
                    continue
                kingdom = cast(Kingdom, self.kingdom_of(cell))  # a leader's cell is in a kingdom
                for index, top_left, _ in self.monuments:
                    if colour in MONUMENTS[index] and (kingdom.mask >> top_left) & 1:
                        self._score(seat, colour, 1, "monument", top_left)
        # Refill hands: the active player first, then clockwise.
        n = self.n
        hands = self.hands
        for player in REFILL_ORDER[n][seat]:
            i = player * N_COLOURS
            need = HAND_SIZE - (hands[i] + hands[i + 1] + hands[i + 2] + hands[i + 3])
            if not need:
                continue
            if need > len(self.bag) - self.bag_pos:
                if events is not None:
                    events.append(ev.TurnEnded(seat))
                self._game_over("bag")
                return
            self._draw(player, need)
        if events is not None:
            events.append(ev.TurnEnded(seat))
        if _popcount(self.treasures) <= 2:
            self._game_over("treasures")
            return
        self.active = (seat + 1) % n
        self.actions_left = 2
        self.turn += 1
        self.phase = ACTION_PHASE
        if events is not None:
            events.append(ev.TurnStarted(self.active))

    def _game_over(self, reason: str) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.conflict = None
        if self._events is not None:
            self._events.append(ev.GameEnded(reason, self.ranking()))

    # Final scoring -------------------------------------------------------------

    def final_scores(self) -> list[tuple[int, ...]]:
        """Each seat's colour totals with its treasures assigned to its weakest colours."""
        return [assign_wild(self.score(seat), self.treasures_taken[seat]) for seat in range(self.n)]

    def visible_tiles(self, seat: int) -> list[int]:
        base = seat * N_COLOURS
        wonder = self.variant_pieces.wonder_colour
        return [self.tiles[colour].bit_count()
                + sum(4 for m in self.monuments if m[2] == colour) + 5 * (colour == wonder)
                + self.hands[base + colour] + self.discarded[colour] + self.swapped[base + colour]
                for colour in COLOURS]

    # Identity ------------------------------------------------------------------

    def key(self) -> tuple:
        """Everything that defines the state, as a hashable tuple."""
        return (
            self.board.name, self.n, self.dynasties, tuple(self.tiles), self.facedown,
            self.catastrophes, self.treasures, tuple(self.monuments), self.monuments_left,
            tuple(self.leaders), tuple(self.hands), self.bag[self.bag_pos:], tuple(self.scores),
            tuple(self.treasures_taken), tuple(self.catastrophes_left), tuple(self.discarded),
            tuple(self.swapped), tuple(self.unseen_discards), self.active, self.actions_left,
            self.phase, self.conflict, self.war_choices, self.unification, self.placed,
            self.treasure_seat, self.treasure_kingdom, self.end_reason, self.variants,
            self.variant_pieces,
        )

    # Convenience for people and tests -----------------------------------------------

    def seat_summary(self, seat: int) -> str:
        """A seat's points in words (the command line's summary)."""
        points = " ".join(f"{name} {value}" for name, value in zip(COLOUR_NAMES, self.score(seat),
                                                                    strict=True))
        return f"{points}; treasures {self.treasures_taken[seat]}"

    def describe_pending(self) -> str:
        """A short sentence: who decides what."""
        seat = self.to_move
        if self.phase == OVER:
            return f"game over ({self.end_reason})"
        who = f"seat {seat}"
        if self.phase == COMMIT_PHASE:
            c = self.pending_conflict
            role = "attacker" if seat == c.attacker else "defender"
            return (f"{who} ({role}) commits {COLOUR_NAMES[c.support_colour]} support in the "
                    f"{c.kind} of the {LEADER_NAMES[c.colour]}s")
        if self.phase == WAR_PHASE:
            return f"{who} chooses the next war: " + ", ".join(
                COLOUR_NAMES[c] for c in self.war_choices)
        if self.phase == MONUMENT_PHASE:
            return f"{who} may build a monument on {cell_name(self.placed)}'s square"
        if self.phase == TREASURE_PHASE:
            return f"{who} takes a treasure"
        if self.phase >= BUILDING_PHASE:
            return vr.describe(self)
        return f"{who} to act ({self.actions_left} action{'s' * (self.actions_left != 1)} left)"


WITHDRAW_ACTIONS = tuple(Action(WITHDRAW, colour) for colour in COLOURS)
LEADER_ROWS = tuple(action_row(Action, LEADER, colour) for colour in COLOURS)
TILE_ROWS = tuple(action_row(Action, TILE, colour) for colour in COLOURS)
CATASTROPHE_ROW = action_row(Action, CATASTROPHE, -1)
TREASURE_ROW = action_row(Action, TREASURE, -1)
COMMIT_ACTIONS = tuple(Action(COMMIT, count) for count in range(max(TILE_COUNTS) + 1))
# REFILL_ORDER[players][active]: the seats clockwise from the active one.
REFILL_ORDER = {n: tuple(tuple((seat + k) % n for k in range(n)) for seat in range(n))
                for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}

__all__ = [
    "ACTION_PHASE", "COMMIT_PHASE", "WAR_PHASE", "MONUMENT_PHASE", "TREASURE_PHASE", "OVER",
    "BUILDING_PHASE", "WONDER_PHASE", "WONDER_POINT_PHASE",
    "Conflict", "Kingdom", "State", "MONUMENT_NAMES", "TURN_ACTIONS",
]
