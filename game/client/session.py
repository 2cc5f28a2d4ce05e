"""One game being played in the window: who sits where, the record, undo,
and the end of a person's turn, held until they confirm it.

No pygame here: the session is the client's model, tested on its own. It
applies decisions through the engine, keeps the record that autosaves and
saves are written from, and knows how far back undo may go. It knows no
game's rules: which decisions reveal hidden tiles (`Event.reveals`), which
have one answer (`state.is_forced()`) and how to hold the end of a turn
(`apply(..., hold_turn_end=True)`) are the engine's to say; the game's words
(`registry.words_for`) name the seats.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.events import Event, reveals_hidden, settles_conflict
from game.engine.record import Record, apply_numbered, new_game_record

from .i18n import N_, _
from .names import Names
from .registry import words_for

HUMAN, COMPUTER = "human", "computer"
TRAIL = 400  # decisions remembered with the state before them (for replays)
# The most decisions a game in the window holds. A long game of four has about 400; only
# passes and leaders moved to and fro without end could reach this. The window takes no
# decision past it (undo still works), so every save it writes has at most this many, and
# the readers (`saves.parse_save`, the lesson progress) accept all of them: a save of this
# many of the longest decisions is under half `game.storage.MAX_DATA_FILE`, and replays in
# well under a second.
MAX_DECISIONS = 10_000

LEVEL_TITLES = {
    "random": N_("Random"),
    "beginner": N_("Beginner"),
    "casual": N_("Casual"),
    "strong": N_("Strong"),
    "expert": N_("Expert"),
}
PREFERRED_LEVELS = ("strong", "casual", "expert", "beginner", "random")
THINK_SECONDS = {"random": 0.5, "beginner": 0.5, "casual": 1.0, "strong": 1.5, "expert": 2.0}



def round_number(state: Any) -> int:
    """The round a state is in, as the top bar counts it (every seat has one turn a round)."""
    return state.turn // state.n + 1


def level_title(level: str) -> str:
    title = LEVEL_TITLES.get(level)
    return _(title) if title else level.replace("_", " ").replace("-", " ").title()


def dynasty_title(dynasty: str, game: str) -> str:
    return words_for(game).dynasty_title(dynasty)


def available_levels(game: str) -> list[str]:
    """The computer levels a player chooses among for `game`: the levels of the computer
    players' ladder (`ai.LADDER`, weakest first) that play it (`ai.levels_for`). The
    tournament entrants (`strong-classic`, `expert-learned`, …) are not offered."""
    from ai import LADDER, levels_for

    playing = levels_for(game)
    return [name for name in LADDER if name in playing]


def default_level(game: str) -> str:
    levels = available_levels(game)
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
    seats: list[Seat] = field(default_factory=lambda: [Seat(HUMAN), Seat(COMPUTER, "random")])
    # None: the game's own dynasties in order (a list made for one game may name dynasties
    # the other game does not have, and its saves could not be read back).
    dynasties: list[str] | None = None
    board: str = "standard"
    open_scoring: bool = False
    seed: int | None = None  # None: a fresh random seed
    game: str = "tigris"  # the ruleset's name
    options: dict = field(default_factory=dict)  # the game's own options of a new game ({"short": True})


class Session:
    """The game in play. `state` is the engine's state after `record.actions`."""

    def __init__(self, record: Record, seats: list[Seat], open_scoring: bool = False, name: str = "",
                 held: bool = False) -> None:
        if len(seats) != record.start.n:
            raise ValueError(f"{len(seats)} seats for a game of {record.start.n} players")
        self.record = record
        self.seats = seats
        self.open_scoring = open_scoring
        self.name = name
        # A person's turn ends when they confirm it (the window's "End turn"): until then the
        # engine holds the turn's end (no refill) and both actions can be undone. The window
        # sets it from its setting; False (a session driven without a window, or the "end
        # turns at once" setting): the turn ends with its last action.
        self.confirm_turn_end = False
        state = record.start.copy()
        self.deciders: list[int] = []
        # The state before each of the last decisions, with the decision and who made it:
        # what a replay of the others' moves starts from.
        self.trail: list[tuple[Any, str, int]] = []
        # What each decision of the record did, so a resumed game's log can tell the whole game
        # (the window takes it once, then drops it).
        self.replayed: list[tuple[int, str, list[Event]]] | None = []
        last = len(record.actions)
        for number, text in enumerate(record.actions, start=1):
            self.deciders.append(state.to_move)
            # `held`: saved while its person had still to confirm the end of the turn; it
            # waits for that again (the refill is the same whenever it is drawn).
            events = apply_numbered(state, number, text, record.path,
                                    hold_turn_end=held and number == last)  # BadFileError names the action
            self.replayed.append((self.deciders[-1], str(text), events))
        self.state = state
        self.checkpoint = len(record.actions)  # nothing before a load can be undone
        # Hints the Expert gave each seat (seat -> count; seats with none are absent): saved with
        # the game, shown at its end and in the statistics.
        self.hints_used: dict[int, int] = {}
        self._before: dict[int, Any] = {}  # state before action i, for i >= checkpoint

    @classmethod
    def new(cls, setup: GameSetup, seed: int) -> Session:
        dynasties = tuple(setup.dynasties[: len(setup.seats)]) if setup.dynasties else None
        record = new_game_record(
            len(setup.seats), seed, setup.board, dynasties, game=setup.game, **setup.options
        )
        return cls(record, [Seat(s.kind, s.level) for s in setup.seats], setup.open_scoring)

    @classmethod
    def from_position(cls, start: Any, seats: list[Seat], open_scoring: bool = False) -> Session:
        return cls(Record(start.copy(), []), seats, open_scoring)

    @property
    def game(self) -> str:
        """The name of the game played (its ruleset's)."""
        return self.state.ruleset.name

    # ---------------------------------------------------------------- facts

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    @property
    def you(self) -> int:
        """The seat of the only person playing (-1 in hot seat or a computer-only game)."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else -1

    def seat_name(self, seat: int) -> str:
        """The seat's plain name (its dynasty's)."""
        return dynasty_title(self.state.dynasties[seat], self.game)

    def seat_role(self, seat: int) -> str:
        s = self.seats[seat]
        return _("Player") if s.human else _("Computer · {level}").format(level=level_title(s.level))

    def names(self) -> Names:
        """Every seat's name for sentences ("Bull (you)", "Lion"; "your king")."""
        return Names([self.seat_name(seat) for seat in range(self.state.n)], self.you)

    def scores_visible(self, viewer: int, seat: int) -> bool:
        return self.state.is_over or self.open_scoring or seat == viewer

    def hint_allowed(self) -> bool:
        """Whether the person to move may ask for a hint (the Expert's): only in a game of one
        person against computer players. In hot seat a hint on the screen, or the Expert's
        move made from it, could be seen by the other people, and they must not learn what
        the hinted seat holds; the hint itself reads only this seat's view (`View.of`)."""
        state = self.state
        return (not self.hot_seat and self.you >= 0 and not state.is_over and not state.held
                and state.to_move == self.you)

    def count_hint(self, seat: int) -> None:
        self.hints_used[seat] = self.hints_used.get(seat, 0) + 1

    def hints_data(self) -> dict:
        """The hints used, as a save holds them: `hints_used`, a count per seat (absent: none)."""
        if not self.hints_used:
            return {}
        return {"hints_used": [self.hints_used.get(seat, 0) for seat in range(len(self.seats))]}

    def read_hints_used(self, raw: object) -> None:
        """The hints used from a save's `hints_used` (`hints_data`); ValueError if they are not
        a count per seat."""
        if (not isinstance(raw, list) or len(raw) not in (0, len(self.seats))
                or not all(type(n) is int and 0 <= n <= MAX_DECISIONS for n in raw)):
            raise ValueError("hints_used is not a count per seat")
        self.hints_used = {seat: n for seat, n in enumerate(raw) if n}

    @property
    def full(self) -> bool:
        """The game holds `MAX_DECISIONS` decisions: the window takes no more."""
        return len(self.record.actions) >= MAX_DECISIONS

    # ---------------------------------------------------------------- deciding

    def holds_turn_end(self) -> bool:
        """Whether the turn being played ends only when its person confirms it."""
        state = self.state
        return self.confirm_turn_end and not state.is_over and self.seats[state.active].human

    def apply(self, action: Any) -> list[Event]:
        """Take the decision of the seat to move (raises the engine's errors). A person's
        decision that ends their turn stops before the turn's end: `state.held`, until
        `end_turn()`."""
        state = self.state
        before = state.copy()
        decider = state.to_move
        if isinstance(action, str):
            action = state.parse_action(action)
        events = state.apply(action, hold_turn_end=self.holds_turn_end())
        index = len(self.record.actions)
        self.record.actions.append(str(action))
        self.deciders.append(decider)
        self._before[index] = before
        self.trail.append((before, self.record.actions[-1], decider))
        del self.trail[:-TRAIL]
        if self.replayed is not None:  # not yet shown in a window: keep it for the log
            self.replayed.append((decider, self.record.actions[-1], events))
        self._after(events)
        return events

    def end_turn(self) -> list[Event]:
        """End the turn the engine holds (the person confirmed it): the refills, the next
        seat. Nothing before it can be undone then."""
        events = self.state.end_turn()
        self._after(events)
        return events

    def _after(self, events: list[Event]) -> None:
        # Nothing before hidden tiles came to light, nor before a conflict's result (which the
        # other seats' support decided too), is taken back: the same rule in both games.
        if reveals_hidden(events) or settles_conflict(events):
            self.checkpoint = len(self.record.actions)
            self._before.clear()

    @staticmethod
    def forced(state: Any) -> bool:
        """A decision with one possible answer (the engine's `is_forced`): the window answers
        it for a person."""
        return state.is_forced()

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
        to light, no conflict was settled and no other player has decided since."""
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
            if self.trail:
                self.trail.pop()
        return text
