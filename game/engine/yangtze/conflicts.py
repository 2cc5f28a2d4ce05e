"""Revolts and wars in Yellow & Yangtze: the support committed, the tied war's winner,
the winner's losses.
"""

from __future__ import annotations

from typing import cast

from ..kingdoms import Kingdom
from . import events as ev
from .conflict import Revolt, Side, War
from .phases import (
    ACTION_PHASE,
    COMMIT_PHASE,
    LOSE_PHASE,
    MARKET_PHASE,
    SUPPORT_PHASE,
    WINNER_PHASE,
)
from .pieces import (
    BLACK,
    COLOURS,
    GREEN,
    LEADER_COLOUR,
    LEADER_SEAT,
    N_COLOURS,
    RED,
)
from .tiles import Tiles


class Conflicts(Tiles):
    """Revolts and wars, from the piece that starts them to their end."""

    __slots__ = ()

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

    # Parallel to game/engine/tigris/conflicts.py's _commit by design: a revolt ends alike in both
    # games, but each reads its own pending slot and has its own consequences.
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
                tuple(s.name for s in sides), tuple(s.red for s in sides), _seats(sides)))

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
            self._events.append(ev.WarSupported(seat, name, count, soldier,
                                                    tuple(s.name for s in sides), _seats(sides)))
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
                self._events.append(ev.WarTied(tuple(sides[i].name for i in tied),
                                                      tuple(s.name for s in sides), _seats(sides)))
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
            self._events.append(ev.WarResolved(winner.name, tuple(s.name for s in sides), strengths, owed,
                                                    _seats(sides)))
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


def _seats(sides) -> tuple[tuple[int, ...], ...]:
    """Per warring kingdom, the seats whose leaders are in it, in seat order (the events' `seats`)."""
    return tuple(tuple(sorted({LEADER_SEAT[lid] for lid in side.leaders})) for side in sides)
