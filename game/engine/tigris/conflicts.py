"""Revolts and wars in Tigris & Euphrates: opening a conflict, the support each
side commits, the wars of a unification one by one, and what the loser loses.
"""

from __future__ import annotations

from typing import cast

from ..grid import bit_list
from ..kingdoms import Kingdom
from . import events as ev
from . import variants as vr
from .conflict import Conflict
from .phases import (  # what kind of decision is pending (`phases.py`)
    ACTION_PHASE,
    COMMIT_PHASE,
    WAR_PHASE,
)
from .pieces import (
    LEADER_COLOUR,
    LEADER_SEAT,
    N_COLOURS,
    RED,
)
from .turns import Turns
from .variants import NO_VARIANTS


def _popcount(mask: int) -> int:
    return mask.bit_count()




class Conflicts(Turns):
    """Revolts and wars, from the leader or tile that starts them to their end."""

    __slots__ = ()

    # Leaders ---------------------------------------------------------------

    def _start_revolt(self, colour: int, defender: int) -> None:
        cell = self.leaders[self.active * N_COLOURS + colour]
        defender_cell = self.leaders[defender]
        self._open_conflict(Conflict(
            ev.REVOLT, colour, self.active, LEADER_SEAT[defender], cell, defender_cell,
            self.revolt_strength(cell), self.revolt_strength(defender_cell), -1))


    # Conflicts -------------------------------------------------------------

    def _open_conflict(self, conflict: Conflict) -> None:
        self.conflict = conflict
        self.phase = COMMIT_PHASE
        if self._events is not None:
            c = conflict
            self._events.append(ev.ConflictStarted(
                c.kind, c.colour, c.attacker, c.defender, c.attacker_cell, c.defender_cell,
                c.attacker_base, c.defender_base))

    # Parallel to game/engine/yangtze/conflicts.py's _commit by design: a revolt ends alike in both
    # games, but each reads its own pending slot and has its own consequences.
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

