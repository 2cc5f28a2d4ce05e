"""The legal decisions of a Yellow & Yangtze state (`State.legal_actions`): the turn's
actions in one pass over the kingdoms (with the colours of each ring for the leaders),
and the decisions inside an action (support, pagodas, the market, the chain, losses).
"""

from __future__ import annotations

from typing import cast

from ..kingdoms import Kingdom, parts_after_leaving
from ..legal import LegalActions, action_row
from .actions import (
    BUILD,
    COMMIT,
    DONE_ACTION,
    LEADER,
    LOSE,
    MARKET,
    NO_MARKET_ACTION,
    NO_PAGODA_ACTION,
    NO_SUPPORT_ACTION,
    PAGODA,
    PASS_ACTION,
    REVOLT,
    SUPPORT,
    TILE,
    WINNER,
    WITHDRAW,
    Action,
)
from .conflict import War
from .fields import Fields
from .phases import (
    ACTION_PHASE,
    CHAIN_PHASE,
    COMMIT_PHASE,
    LOSE_PHASE,
    MARKET_PHASE,
    PAGODA_PHASE,
    SUPPORT_PHASE,
    WINNER_PHASE,
)
from .pieces import (
    BLACK,
    BLUE,
    COLOURS,
    GREEN,
    LEADER_COLOUR,
    N_COLOURS,
    RED,
    TILE_COUNTS,
    YELLOW,
)


# Parallel to game/engine/tigris/legal_moves.py by design (with the import list above): the same generator
# over this game's own rules, inlined because legal_actions() is the search's inner loop.
class LegalMoves(Fields):
    """`legal_actions()` and the option lists it uses."""

    __slots__ = ()

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

    # The turn's actions run parallel to game/engine/tigris/legal_moves.py by design: the same rings,
    # leader moves and tile families over this game's own terrain and pieces, inlined (a shared helper
    # per family would be a call each, in the search's inner loop).
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
                others = home.mask & leader_mask & ~bit
                if others:
                    parts = grid.parts_after_leaving.get((home.mask, cell, others))
                    if parts is None:
                        parts = parts_after_leaving(home, cell, leader_mask, grid)
                    for _, ring in parts:
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

