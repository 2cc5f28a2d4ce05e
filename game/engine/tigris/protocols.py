"""What the state's helpers need of a Tigris & Euphrates state, as a `Protocol`: the
variants' rules (`variants.py`, `buildings.py`, `wonder.py`, `explain_variants.py`)
and the client's threat queries (`threats.py`) are annotated with `StateLike`, not with
`State`, so they need not import `state.py`, which imports them (no import circle,
`tests/test_imports.py`). `State` is the one implementation.

The helpers only read and change the state's public fields. What the rules do next
(score, end the action or the turn, ask the monument question, send leaders home) the
state does itself, on what a helper returns; the events are appended to the list the
state passes in (`None` in search, where no events are made).
"""

from __future__ import annotations

from typing import Protocol, Self

from ..grid import Grid
from ..kingdoms import Kingdom
from ..legal import LegalActions
from .conflict import Conflict
from .variant_data import VariantPieces, Variants


class StateLike(Protocol):
    """A Tigris & Euphrates state as its helpers see it (`state.State` for the fields)."""

    # Changed by the helpers: the wonder turns tiles face down and both variants move
    # their pieces; `threats.py` sets a copy to another seat's turn.
    facedown: int
    variant_pieces: VariantPieces
    active: int
    actions_left: int
    phase: int
    conflict: Conflict | None
    war_choices: tuple[int, ...]
    held: bool

    # Read (`tiles` and the hands are lists by colour; the wonder changes `tiles` in place).
    @property
    def grid(self) -> Grid: ...
    @property
    def n(self) -> int: ...
    @property
    def tiles(self) -> list[int]: ...
    @property
    def leaders(self) -> list[int]: ...
    @property
    def leader_mask(self) -> int: ...
    @property
    def catastrophes(self) -> int: ...
    @property
    def catastrophes_left(self) -> list[int]: ...
    @property
    def hands(self) -> list[int]: ...
    @property
    def placed(self) -> int: ...
    @property
    def variants(self) -> Variants: ...
    @property
    def to_move(self) -> int: ...
    @property
    def pending_conflict(self) -> Conflict: ...
    @property
    def is_over(self) -> bool: ...

    def tile_at(self, cell: int) -> int: ...
    def kingdoms(self) -> list[Kingdom]: ...
    def kingdom_of(self, cell: int) -> Kingdom | None: ...
    def legal_actions(self) -> LegalActions: ...
    def copy(self) -> Self: ...
