"""The Tigris & Euphrates rules engine.

`State` is one game: the board as bitmasks (see `grid.py`), the players'
supplies and hands, the bag, and what is pending. It is a single decision
loop: `to_move` is the seat that must decide now (the active player, or an
attacker or defender committing support, or the trader's owner taking a
treasure); `legal_actions()` lists every decision open to it; `apply()`
checks one, carries out everything it causes up to the next decision, and
returns the events. `step()` is the same without the check and the events,
for search. `copy()` is cheap; `push()`/`pop()` undo.

The class is the last of a chain, one module each (the fields, `fields.py`; the legal
decisions, `legal_moves.py`; the ends of actions and turns, `turns.py`; revolts and wars,
`conflicts.py`); this module holds the set-up, the decisions, copies and identity.

The rules are those of `../shared/rules/tigris-euphrates.md`; the points it
leaves open are settled in `docs/rules.md`.
"""

from __future__ import annotations

from ..grid import cell_name
from ..kingdoms import Kingdom
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
    PASS,
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
from .buildings import building_point
from .conflict import Conflict
from .conflicts import Conflicts
from .maps import MAPS
from .phases import (  # what kind of decision is pending (`phases.py`)
    ACTION_PHASE,
    BUILDING_PHASE,
    COMMIT_PHASE,
    MONUMENT_PHASE,
    OVER,
    TREASURE_PHASE,
    WAR_PHASE,
    WONDER_PHASE,
    WONDER_POINT_PHASE,
)
from .pieces import (
    BLACK,
    COLOUR_NAMES,
    COLOURS,
    HAND_SIZE,
    LEADER_COLOUR,
    LEADER_NAMES,
    LEADER_SEAT,
    MONUMENT_NAMES,
    N_COLOURS,
    RED,
    TILE_COUNTS,
)
from .variants import NO_VARIANTS


class State(Conflicts):
    """One game of Tigris & Euphrates. See the module docstring."""

    # The fields are `Fields`' slots (`fields.py`); the rules come in through the chain
    # Fields -> LegalMoves -> Turns -> Conflicts -> State.
    __slots__ = ()

    # Parallel to game/engine/yangtze/state.py's new_game by design: each game's own set-up.
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

    # The client's questions about threats to a seat's leaders (`threats.py`).
    revolt_threats = threats.revolt_threats
    war_threats = threats.war_threats

    def explain_illegal(self, action: Action, names: list[str] | None = None) -> str:
        """Why `action` cannot be taken now, in words for a player. With
        `names` (one per seat) players are named instead of "seat N"."""
        return self.ruleset.explain_illegal(self, action, names)

    # ------------------------------------------------------------- applying

    # Parallel to game/engine/yangtze/state.py by design: copy() names this game's fields inline and
    # step() dispatches on its own kinds: the search's inner loop, where a shared loop over slot names
    # (getattr/setattr) would be slower.
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
            self._place_tile(action[1], action[2])
        elif kind == LEADER:
            self._place_leader(action[1], action[2])
        elif kind == COMMIT:
            self._commit(action[1])
        elif kind == CATASTROPHE:
            self._place_catastrophe(action[2])
        elif kind == SWAP:
            self._swap(action[3])
        elif kind == PASS:
            self.actions_left = 1
            self._end_action()
        elif kind == WITHDRAW:
            self._withdraw(action[1])
        elif kind == WAR:
            self._start_war(action[1])
        elif kind == MONUMENT:
            self._build_monument(action[1], action[2])
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
        total = self._give_back(counts)
        if total > self.bag_count:
            self._game_over("bag")
            return
        self._draw(seat, total)
        self._end_action()

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



__all__ = [
    "ACTION_PHASE", "COMMIT_PHASE", "WAR_PHASE", "MONUMENT_PHASE", "TREASURE_PHASE", "OVER",
    "BUILDING_PHASE", "WONDER_PHASE", "WONDER_POINT_PHASE",
    "Conflict", "Kingdom", "State", "MONUMENT_NAMES", "TURN_ACTIONS",
]
