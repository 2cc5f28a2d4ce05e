"""The fields of a Tigris & Euphrates state and the questions asked of them (who
moves, what is pending, what stands on a cell). The rules that change them are the
classes built on this one: `legal_moves.py` (the legal decisions), `turns.py` (the end of
an action and of a turn, monuments, treasures), `conflicts.py` (revolts and wars) and
`state.py` (`State`: set-up, the decisions themselves, copies, identity). One chain of
classes rather than one long module; a method is found on the class as fast either way.
"""

from __future__ import annotations

from typing import cast

from ..grid import SquareGrid
from ..kingdoms import KingdomState
from . import variants as vr
from .conflict import Conflict
from .maps import BoardMap
from .phases import (  # what kind of decision is pending (`phases.py`)
    ACTION_PHASE,
    COMMIT_PHASE,
    OVER,
    PENDING_WORDS,
    TREASURE_PHASE,
)

# An import list, in the same shape as game/engine/yangtze/fields.py's.
from .pieces import (
    ALL_MONUMENTS,
    CATASTROPHES_PER_PLAYER,
    DYNASTIES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_COLOURS,
    RED,
    TILE_COUNTS,
)


class Fields(KingdomState):
    """A Tigris & Euphrates state's fields (`state.State` is the class to use)."""

    __slots__ = (
        "board", "facedown", "catastrophes", "treasures", "monuments", "monuments_left",
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
        self._start(board.grid, players, tuple(dynasties) if dynasties else DYNASTIES[:players], ACTION_PHASE)
        # discarded: support, war losses, catastrophes
        self.facedown = 0
        self.catastrophes = 0
        self.treasures = 0
        self.monuments: tuple[tuple[int, int, int], ...] = ()  # (monument, top-left, tile colour)
        self.monuments_left = ALL_MONUMENTS
        self.treasures_taken = [0] * players
        self.catastrophes_left = [CATASTROPHES_PER_PLAYER] * players
        self.conflict: Conflict | None = None
        self.war_choices: tuple[int, ...] = ()
        self.unification = -1
        self.placed = -1  # cell of the tile placed by the current action (for the monument)
        self.treasure_seat = -1
        self.treasure_kingdom = 0
        self.variants = variants  # the optional rules this game is played with
        self.variant_pieces = vr.NO_PIECES  # their wonder and buildings


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

    # Parallel to game/engine/yangtze/fields.py by design: the same typed accessor, over this game's own
    # pending slot.
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

    def revolt_strength(self, cell: int) -> int:
        """A leader's base strength in a revolt: the face-up temples beside `cell`."""
        return (self.grid.neighbours[cell] & self.tiles[RED]).bit_count()
