"""The legal decisions of a Tigris & Euphrates state (`State.legal_actions`): the
turn's actions made in one pass over the kingdoms' rings, and the decisions inside an
action (support, the next war, a monument, a treasure).
"""

from __future__ import annotations

from typing import cast

from ..grid import SQUARE_2x2 as SQUARE
from ..kingdoms import parts_after_leaving
from ..legal import LegalActions, action_row
from . import variants as vr
from .actions import (
    CATASTROPHE,
    COMMIT,
    LEADER,
    MONUMENT,
    NO_MONUMENT_ACTION,
    PASS_ACTION,
    TILE,
    TREASURE,
    WAR,
    WITHDRAW,
    Action,
)
from .conflict import Conflict
from .fields import Fields
from .phases import (  # what kind of decision is pending (`phases.py`)
    ACTION_PHASE,
    COMMIT_PHASE,
    MONUMENT_PHASE,
    TREASURE_PHASE,
    WAR_PHASE,
)
from .pieces import (
    BLUE,
    COLOURS,
    MONUMENTS,
    MONUMENTS_WITH,
    N_COLOURS,
    RED,
    TILE_COUNTS,
)


# Parallel to game/engine/yangtze/legal_moves.py by design (with the import list above): the same generator
# over this game's own rules, inlined because legal_actions() is the search's inner loop.
class LegalMoves(Fields):
    """`legal_actions()` and the option lists it uses."""

    __slots__ = ()

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

    # The turn's actions run parallel to game/engine/yangtze/legal_moves.py by design: the same rings,
    # leader moves and tile families over this game's own terrain and pieces, inlined (a shared helper
    # per family would be a call each, in the search's inner loop).
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


WITHDRAW_ACTIONS = tuple(Action(WITHDRAW, colour) for colour in COLOURS)
LEADER_ROWS = tuple(action_row(Action, LEADER, colour) for colour in COLOURS)
TILE_ROWS = tuple(action_row(Action, TILE, colour) for colour in COLOURS)
CATASTROPHE_ROW = action_row(Action, CATASTROPHE, -1)
TREASURE_ROW = action_row(Action, TREASURE, -1)
COMMIT_ACTIONS = tuple(Action(COMMIT, count) for count in range(max(TILE_COUNTS) + 1))
