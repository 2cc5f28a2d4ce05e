"""The decision loop every game of the family shares.

Following OpenSpiel, one loop serves every kind of decision: `to_move` is
the seat that must decide now (not always the seat whose turn it is: a
defender commits support mid-turn), `legal_actions()` lists every decision
open to it, `apply()` checks one and returns what happened, `step()` takes
one known to be legal without checks or events (the fast path for search).
`copy()` is cheap; `push()`/`pop()` undo by snapshot, as in python-chess.

A game's `State` subclasses `GameState` (through `KingdomState`, which
keeps regions and kingdoms) and provides `to_move`, `pending`, `is_over`,
`legal_actions()`, `step()`, `copy()`, `key()`, `final_scores()` and
`explain_illegal()`; its ruleset (`ruleset.py`) ties it to its name, maps,
notation and position format.

The fields below are common to both games: seats, turns, hands, scores
(`[seat * N_COLOURS + colour]`, flat lists of counts), the bag (a tuple in
draw order with a read position, so copies share it) and the discards.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Self

from . import events as ev
from .errors import IllegalActionError
from .explanation import _r
from .scoring import rank

if TYPE_CHECKING:
    from .ruleset import Ruleset


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: why, the ranking (best first; seats that tie
    share a group) and each seat's final colour totals (wild points assigned)."""

    reason: str
    ranking: tuple[tuple[int, ...], ...]
    final: tuple[tuple[int, ...], ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return self.ranking[0]


class GameState:
    __slots__ = (
        "n", "dynasties", "seed", "active", "actions_left", "turn", "phase", "end_reason",
        "hands", "scores", "bag", "bag_pos", "discarded", "swapped", "unseen_discards",
        "held", "_hold", "_events", "_stack",
    )

    ruleset: ClassVar[Ruleset]  # set when the game's ruleset is made
    N_COLOURS: ClassVar[int]  # tile colours (and leader kinds): a leader id is seat * N_COLOURS + colour
    TILE_COUNTS: ClassVar[tuple[int, ...]]  # the game's tiles of each colour

    # The slots' types (each game's __init__ sets them).
    n: int
    dynasties: tuple[str, ...]
    seed: int | None
    active: int
    actions_left: int
    turn: int
    phase: int
    end_reason: str | None
    hands: list[int]
    scores: list[int]
    bag: tuple[int, ...]
    bag_pos: int
    discarded: list[int]
    swapped: list[int]
    unseen_discards: list[int]
    held: bool
    _hold: bool
    _events: list[ev.Event] | None
    _stack: list[Any]  # snapshots of this same class (push, pop)

    # Subclasses provide these.
    @property
    def to_move(self) -> int:
        raise NotImplementedError

    @property
    def pending(self) -> str | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> Any:
        raise NotImplementedError

    def step(self, action: Any) -> None:
        raise NotImplementedError

    def copy(self) -> Self:
        raise NotImplementedError

    def key(self) -> tuple:
        raise NotImplementedError

    def final_scores(self) -> list[tuple[int, ...]]:
        raise NotImplementedError

    def explain_illegal(self, action: Any, names: list[str] | None = None) -> str:
        raise NotImplementedError

    def _end_turn(self) -> None:
        """The end of the active seat's turn: each game's scoring then, the refills, the
        next seat (or the end of the game)."""
        raise NotImplementedError

    # ------------------------------------------------------------ inspection

    def hand(self, seat: int) -> tuple[int, ...]:
        k = self.N_COLOURS
        return tuple(self.hands[seat * k:seat * k + k])

    def hand_size(self, seat: int) -> int:
        k = self.N_COLOURS
        return sum(self.hands[seat * k:seat * k + k])

    def score(self, seat: int) -> tuple[int, ...]:
        k = self.N_COLOURS
        return tuple(self.scores[seat * k:seat * k + k])

    @property
    def bag_count(self) -> int:
        return len(self.bag) - self.bag_pos

    def bag_contents(self) -> list[int]:
        """The bag's tiles in draw order (hidden information)."""
        return list(self.bag[self.bag_pos:])

    def leader_seat(self, lid: int) -> int:
        """The seat owning leader `lid`."""
        return lid // self.N_COLOURS

    def leader_colour(self, lid: int) -> int:
        """The colour (kind) of leader `lid`."""
        return lid % self.N_COLOURS

    def leader_cell(self, seat: int, colour: int) -> int:
        # `leaders` is KingdomState's slot: every game's state keeps kingdoms
        return self.leaders[seat * self.N_COLOURS + colour]  # type: ignore[attr-defined]

    def visible_tiles(self, seat: int) -> list[int]:
        """Per colour, the tiles `seat` can account for (on the board, in its
        hand, discarded openly or by itself): the rest are unseen to it."""
        raise NotImplementedError

    def _give_back(self, counts: tuple[int, ...]) -> int:
        """The active seat puts `counts` of each colour from its hand face down (a swap's
        first half, the same in every game; each game then draws and ends the action its
        own way). How many tiles it gave back."""
        seat = self.active
        base = seat * self.N_COLOURS
        total = 0
        for colour in range(self.N_COLOURS):
            self.hands[base + colour] -= counts[colour]
            self.swapped[base + colour] += counts[colour]
            total += counts[colour]
        if self._events is not None:
            colours = tuple(c for c in range(self.N_COLOURS) for _ in range(counts[c]))
            self._events.append(ev.Swapped(seat, total, colours))
        return total

    # ------------------------------------------------------------- applying

    def parse_action(self, text: str) -> Any:
        return self.ruleset.parse_action(text)

    def is_legal(self, action: Any) -> bool:
        return not self.held and action in self.legal_actions()

    def is_forced(self) -> bool:
        """A decision inside an action with exactly one legal answer (no tiles of the colour
        to commit, the one treasure a trader must take): a client may give it for a person."""
        return self.pending is not None and not self.is_over and not self.held \
            and len(self.legal_actions()) == 1

    def apply(self, action: Any, hold_turn_end: bool = False) -> list[ev.Event]:
        """Check and take one decision (an action or its notation); return what happened.

        Raises `MalformedActionError` for text that is not an action and
        `IllegalActionError` (with the reason) for one the rules forbid now.

        `hold_turn_end=True`: a decision that ends the turn stops just before the turn's
        end (the scoring at the end of a turn, the refills, the next seat): `held` is then
        True and `end_turn()` finishes it, with the same result as `apply` without holding.
        A client uses it to let a person confirm the end of their turn (and undo before).
        """
        if isinstance(action, str):
            action = self.parse_action(action)
        if self.is_over:
            raise IllegalActionError(action, _r("the game is over"))
        if self.held:
            raise IllegalActionError(action, _r("the turn's actions are done: its end comes next"))
        if action not in self.legal_actions():
            raise IllegalActionError(action, self.explain_illegal(action))
        events: list[ev.Event] = []
        self._events = events
        self._hold = hold_turn_end
        try:
            self.step(action)
        finally:
            self._events = None
            self._hold = False
        return events

    def end_turn(self) -> list[ev.Event]:
        """Finish a turn that `apply(..., hold_turn_end=True)` held; return what happened."""
        if not self.held:
            raise ValueError("no turn is waiting to end")
        self.held = False
        events: list[ev.Event] = []
        self._events = events
        try:
            self._end_turn()
        finally:
            self._events = None
        return events

    def _turn_over(self) -> None:
        """The active seat's actions are done: end its turn, unless `apply` was told to hold."""
        if self._hold:
            self.held = True
            return
        self._end_turn()

    def _next_seat(self, seat: int, first_phase: int) -> None:
        """The turn passes from `seat` to the next seat, with two actions (the end of every
        game's `_end_turn`, once its scoring and refills are done)."""
        self.active = (seat + 1) % self.n
        self.actions_left = 2
        self.turn += 1
        self.phase = first_phase
        if self._events is not None:
            self._events.append(ev.TurnStarted(self.active))

    def push(self, action: Any) -> list[ev.Event]:
        """`apply`, remembering the state before so that `pop()` can restore it."""
        before = self.copy()
        result = self.apply(action)
        self._stack.append(before)
        return result

    def pop(self) -> None:
        """Undo the last `push`."""
        if not self._stack:
            raise IndexError("nothing to undo")
        before = self._stack.pop()
        stack = self._stack
        for name in _all_slots(type(self)):
            if name != "_stack":
                setattr(self, name, getattr(before, name))
        self._stack = stack

    # --------------------------------------------------------------- outcome

    def ranking(self) -> tuple[tuple[int, ...], ...]:
        """Seats best first; seats equal in all four colours share a group."""
        return rank(self.final_scores())

    def outcome(self) -> Outcome | None:
        """How the game ended; None while it goes on."""
        if not self.is_over:
            return None
        return Outcome(self.end_reason or "", self.ranking(), tuple(self.final_scores()))

    def returns(self) -> list[float]:
        """Each seat's share of the win once the game is over (ties split it);
        zeros while it goes on."""
        if not self.is_over:
            return [0.0] * self.n
        winners = self.ranking()[0]
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(self.n)]

    # --------------------------------------------------------------- identity

    def fingerprint(self) -> str:
        """A stable hash of `key()` (same on every machine and Python version)."""
        return hashlib.sha256(repr(self.key()).encode()).hexdigest()[:16]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and type(other) is type(self) and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]  # mutable, so unhashable (object's is a method)

    def __repr__(self) -> str:
        return (f"<{self.ruleset.title}: {self.n} players, turn {self.turn}, seat {self.to_move} to move"
                f"{', ' + self.pending if self.pending else ''}>")


_SLOTS: dict[type, tuple[str, ...]] = {}


def _all_slots(cls: type) -> tuple[str, ...]:
    """Every slot of `cls` and its bases (what `pop` restores)."""
    names = _SLOTS.get(cls)
    if names is None:
        names = tuple(name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ()))
        _SLOTS[cls] = names
    return names
