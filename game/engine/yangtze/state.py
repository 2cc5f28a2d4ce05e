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

The class is the last of a chain, one module each: the fields (`fields.py`), the legal
decisions (`legal_moves.py`), draws and the ends of actions and turns (`turns.py`),
removals, special effects and pagodas (`tiles.py`), revolts and wars (`conflicts.py`);
the values pending are in `phases.py` and `conflict.py`. This module holds the set-up,
the decisions themselves, copies and identity.
"""

from __future__ import annotations

from typing import cast

from ..grid import cell_name
from ..kingdoms import Kingdom
from ..rng import Rng
from ..scoring import assign_wild
from . import events as ev
from .actions import (
    BUILD,
    COMMIT,
    DONE,
    LEADER,
    LOSE,
    MARKET,
    NO_MARKET,
    NO_PAGODA,
    NO_SUPPORT,
    PAGODA,
    PASS,
    REVOLT,
    SUPPORT,
    SWAP,
    TILE,
    WINNER,
    WITHDRAW,
    Action,
    parse_action,
)
from .conflict import Revolt, Side, War
from .conflicts import Conflicts
from .maps import MAPS
from .phases import (
    ACTION_PHASE,
    CHAIN_PHASE,
    COMMIT_PHASE,
    LOSE_PHASE,
    MARKET_PHASE,
    OVER,
    PAGODA_PHASE,
    PENDING_WORDS,
    SUPPORT_PHASE,
    WINNER_PHASE,
)
from .pieces import (
    BLACK,
    COLOUR_NAMES,
    HAND_SIZE,
    LEADER_COLOUR,
    LEADER_NAMES,
    LEADER_SEAT,
    N_COLOURS,
    SHORT_GAME_REMOVED,
    TILE_COUNTS,
    YELLOW,
    Pagoda,
)


class State(Conflicts):
    """One game of Yellow & Yangtze. See the module docstring."""

    # The fields are `Fields`' slots (`fields.py`); the rules come in through the chain
    # Fields -> LegalMoves -> Turns -> Tiles -> Conflicts -> State.
    __slots__ = ()

    # Parallel to game/engine/tigris/state.py's new_game by design: each game's own set-up.
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

    # Parallel to game/engine/tigris/state.py by design: copy() names this game's fields inline and
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
            self._place_tile(action[1], action[2])
        elif kind == LEADER:
            self._place_leader(action[1], action[2])
        elif kind == SWAP:
            self._swap(action[4])
        elif kind == PASS:
            self.actions_left = 1
            self._end_action()
        elif kind == REVOLT:
            self._peasants_revolt(action[2], action[3])
        elif kind == DONE:
            self._end_action()
        elif kind == MARKET:
            self._take_market(action[1])
        elif kind == NO_MARKET:
            if self._events is not None:
                self._events.append(ev.MarketDeclined(self.active))
            self._end_action()
        elif kind == PAGODA:
            colour = self.tile_at(self.placed)
            self._put_pagoda(colour, action[1], action[2])
            self._special_effect(colour, True)
        elif kind == NO_PAGODA:
            if self._events is not None:
                self._events.append(ev.PagodaDeclined(self.active))
            self._special_effect(self.tile_at(self.placed), False)
        elif kind == BUILD:
            self._build_action(action[1], action[2], action[3])
        elif kind == WITHDRAW:
            self._withdraw(action[1])
        elif kind == COMMIT:
            self._commit(action[1], action[3])
        elif kind == SUPPORT:
            self._support(action[2], action[1], action[3])
        elif kind == NO_SUPPORT:
            self._support(-1, 0, False)
        elif kind == WINNER:
            war = cast(War, self.war)
            self._resolve_war(next(i for i, side in enumerate(war.sides) if side.name == action[2]))
        elif kind == LOSE:
            self._lose_tile(action[2])
        else:
            raise ValueError(f"unknown action kind {kind}")

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



__all__ = [
    "ACTION_PHASE", "CHAIN_PHASE", "COMMIT_PHASE", "LOSE_PHASE", "MARKET_PHASE", "OVER", "PAGODA_PHASE",
    "SUPPORT_PHASE", "WINNER_PHASE", "PENDING_WORDS", "Pagoda", "Revolt", "Side", "State", "War",
]
