"""What the search asks of a game (issue 29): every game's `State` and its
decisions satisfy these by their shape, so that the search (`mcts.py`) is
typed without naming a game."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol, Self

# A decision the search keeps statistics for: a game's Action, or a planned line
# of them (`mcts.Line`); used as a dictionary key, so hashable and compared by value.
SearchAction = Hashable


class SearchState(Protocol):
    """A game's state as the search plays it (`game.engine.decisions.GameState`)."""

    turn: int
    active: int
    actions_left: int

    @property
    def to_move(self) -> int: ...

    @property
    def pending(self) -> str | None: ...

    @property
    def is_over(self) -> bool: ...

    def copy(self) -> Self: ...

    def step(self, action: Any) -> None: ...

    def legal_actions(self) -> Sequence[Any]: ...
