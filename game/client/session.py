"""One game being played in the window: who sits where, the record, and undo.

No pygame here: the session is the client's model, tested on its own. It
applies decisions through the engine, keeps the record that autosaves and
saves are written from, and knows how far back undo may go.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.record import Record, apply_numbered, new_game_record
from game.engine.tigris import Action, State
from game.engine.tigris import events as ev

from .i18n import N_, _

HUMAN, COMPUTER = "human", "computer"

DYNASTY_TITLES = {"bull": N_("Bull"), "lion": N_("Lion"), "archer": N_("Archer"), "potter": N_("Potter")}
LEVEL_TITLES = {
    "random": N_("Random"),
    "beginner": N_("Beginner"),
    "casual": N_("Casual"),
    "strong": N_("Strong"),
    "expert": N_("Expert"),
}
PREFERRED_LEVELS = ("strong", "casual", "expert", "beginner", "random")
THINK_SECONDS = {"random": 0.5, "beginner": 0.5, "casual": 1.0, "strong": 1.5, "expert": 2.0}

# Events after which the past cannot be undone: hidden tiles came to light.
REVEALING = (ev.Drew, ev.Swapped, ev.GameEnded)


def level_title(level: str) -> str:
    title = LEVEL_TITLES.get(level)
    return _(title) if title else level.replace("_", " ").replace("-", " ").title()


def dynasty_title(dynasty: str) -> str:
    return _(DYNASTY_TITLES.get(dynasty, dynasty.title()))


def available_levels() -> list[str]:
    from ai import LEVELS

    # Weakest to strongest when we know them, then any others by name.
    order = ["random", "beginner", "casual", "strong", "expert"]
    known = [name for name in order if name in LEVELS]
    return known + sorted(name for name in LEVELS if name not in known)


def default_level() -> str:
    levels = available_levels()
    for name in PREFERRED_LEVELS:
        if name in levels:
            return name
    return levels[0]


def think_seconds(level: str) -> float:
    return THINK_SECONDS.get(level, 1.5)


@dataclass
class Seat:
    kind: str = HUMAN  # HUMAN or COMPUTER
    level: str = ""  # computer players' level (ai.LEVELS)

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class GameSetup:
    seats: list[Seat] = field(default_factory=lambda: [Seat(HUMAN), Seat(COMPUTER, default_level())])
    dynasties: list[str] = field(default_factory=lambda: ["bull", "lion", "archer", "potter"])
    board: str = "standard"
    open_scoring: bool = False
    seed: int | None = None  # None: a fresh random seed


class Session:
    """The game in play. `state` is the engine's state after `record.actions`."""

    def __init__(self, record: Record, seats: list[Seat], open_scoring: bool = False, name: str = "") -> None:
        if len(seats) != record.start.n:
            raise ValueError(f"{len(seats)} seats for a game of {record.start.n} players")
        self.record = record
        self.seats = seats
        self.open_scoring = open_scoring
        self.name = name
        state = record.start.copy()
        self.deciders: list[int] = []
        # What each decision of the record did, so a resumed game's log can tell the whole game
        # (the window takes it once, then drops it).
        self.replayed: list[tuple[int, str, list[ev.Event]]] | None = []
        for number, text in enumerate(record.actions, start=1):
            self.deciders.append(state.to_move)
            events = apply_numbered(state, number, text, record.path)  # BadFileError names the action
            self.replayed.append((self.deciders[-1], str(text), events))
        self.state = state
        self.checkpoint = len(record.actions)  # nothing before a load can be undone
        self._before: dict[int, State] = {}  # state before action i, for i >= checkpoint

    @classmethod
    def new(cls, setup: GameSetup, seed: int) -> Session:
        dynasties = tuple(setup.dynasties[: len(setup.seats)])
        record = new_game_record(len(setup.seats), seed, setup.board, dynasties)
        return cls(record, [Seat(s.kind, s.level) for s in setup.seats], setup.open_scoring)

    @classmethod
    def from_position(cls, start: State, seats: list[Seat], open_scoring: bool = False) -> Session:
        return cls(Record(start.copy(), []), seats, open_scoring)

    # ---------------------------------------------------------------- facts

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def seat_name(self, seat: int) -> str:
        name = dynasty_title(self.state.dynasties[seat])
        if not self.seats[seat].human:
            return name
        if len(self.humans) == 1:
            return _("{name} (you)").format(name=name)
        return name

    def seat_role(self, seat: int) -> str:
        s = self.seats[seat]
        return _("Player") if s.human else _("Computer · {level}").format(level=level_title(s.level))

    def names(self) -> list[str]:
        return [self.seat_name(seat) for seat in range(self.state.n)]

    def scores_visible(self, viewer: int, seat: int) -> bool:
        return self.state.is_over or self.open_scoring or seat == viewer

    # ---------------------------------------------------------------- deciding

    def apply(self, action: Action | str) -> list[ev.Event]:
        """Take the decision of the seat to move (raises the engine's errors)."""
        state = self.state
        before = state.copy()
        decider = state.to_move
        events = state.apply(action)
        index = len(self.record.actions)
        self.record.actions.append(str(action if isinstance(action, Action) else Action.parse(action)))
        self.deciders.append(decider)
        self._before[index] = before
        if self.replayed is not None:  # not yet shown in a window: keep it for the log
            self.replayed.append((decider, self.record.actions[-1], events))
        if any(isinstance(e, REVEALING) for e in events):
            self.checkpoint = len(self.record.actions)
            self._before.clear()
        return events

    @staticmethod
    def forced(state: State) -> bool:
        """A decision with one possible answer (commit 0 without tiles of the colour, the one
        treasure that must be taken): the window answers it for a person."""
        return state.pending in ("commit", "treasure") and len(state.legal_actions()) == 1

    def _undo_steps(self) -> int:
        """How many decisions one undo takes back: the last choice of the person to move, with
        the forced answers that followed it (else undo would land on a forced decision, which
        is answered again at once). 0 when there is nothing to undo."""
        seat = self.state.to_move
        if seat < 0 or not self.seats[seat].human:
            return 0
        index = len(self.record.actions) - 1
        steps = 0
        while index >= self.checkpoint and index in self._before and self.deciders[index] == seat:
            steps += 1
            if not self.forced(self._before[index]):
                return steps
            index -= 1
        return 0

    def can_undo(self) -> bool:
        """The seat to move is a person who made the last choice, and no hidden tile has come
        to light and no other player has decided since."""
        return self._undo_steps() > 0

    def undo(self) -> str:
        """Take back the last choice (and the forced answers after it); returns its notation."""
        steps = self._undo_steps()
        if not steps:
            raise ValueError("nothing to undo")
        text = ""
        for _step in range(steps):
            index = len(self.record.actions) - 1
            self.state = self._before.pop(index)
            self.deciders.pop()
            text = self.record.actions.pop()
        return text
