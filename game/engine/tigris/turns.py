"""The end of an action and of a turn in Tigris & Euphrates: the questions after a
tile (the variants', the monument), treasures, refills, the wonder's point, the end of
the game.
"""

from __future__ import annotations

from typing import cast

from ..grid import SQUARE_2x2 as SQUARE
from ..kingdoms import Kingdom
from . import events as ev
from .buildings import return_buildings
from .legal_moves import LegalMoves
from .phases import (  # what kind of decision is pending (`phases.py`)
    ACTION_PHASE,
    MONUMENT_PHASE,
    OVER,
    TREASURE_PHASE,
    WONDER_POINT_PHASE,
)
from .pieces import (
    COLOURS,
    GREEN,
    HAND_SIZE,
    LEADER_COLOUR,
    LEADER_SEAT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONUMENTS,
    MONUMENTS_WITH,
    N_COLOURS,
    RED,
)
from .wonder import build_wonder, wonder_point_due


def _popcount(mask: int) -> int:
    return mask.bit_count()




class Turns(LegalMoves):
    """What follows an action, up to the next decision."""

    __slots__ = ()

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

    # Parallel to game/engine/yangtze/turns.py's _end_turn by design: each game's own end-of-turn points
    # and refills (the shared end: GameState._next_seat).
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
        self._next_seat(seat, ACTION_PHASE)

    def _game_over(self, reason: str) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.conflict = None
        if self._events is not None:
            self._events.append(ev.GameEnded(reason, self.ranking()))


# REFILL_ORDER[players][active]: the seats clockwise from the active one.
REFILL_ORDER = {n: tuple(tuple((seat + k) % n for k in range(n)) for seat in range(n))
                for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
