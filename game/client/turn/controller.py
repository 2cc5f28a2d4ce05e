"""The turn controller: a game in play as the window sees it, without pygame.

What the window asks follows from the engine's state and two things of the
client's own: which seat is looking at the screen (`viewer`, for hot-seat
games) and whether a replay runs. `phase()` derives it; `sync()` notices
when it changes (entering a phase schedules a forced answer and offers the
"since your last turn" summary) and when the decision changes (the scene
makes a new panel). Decisions go through `decide` (the session applies them;
the engine refuses illegal ones with `IllegalActionError`), the end of a held
turn through `end_turn`, undo through `undo`; each notes what every person
should hear of it (`since`, `recent`) and writes the log. The computer
players are asked and answered through `computer_answer`, a forced decision
through `forced_answer`, a replay stepped through `replay_due`/`replay_step`.

The controller has its own clock (`tick`); the scene says whether its
presentation is still busy (a computer waits for the animation before it
moves). A mode (a lesson) may change the phase (`gate`) and keep forced
decisions for the person (`answers_forced`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.engine import events as ev

from ..ai_worker import make_thinker
from ..i18n import _, listing
from ..session import Session, round_number
from .computer import Answer, ComputerSeats
from .log import LogLine, TurnLog
from .phase import Phase, derive
from .replay import REPLAY_PAUSE, Replay
from .since import Entry, Since

END_ARMED_SECONDS = 2.5  # how long "Pass both actions? Press again" stays asked
FORCED_PAUSE = 0.6  # seconds (at normal speed) before a forced decision is answered
COMPUTER_PAUSE = 0.8  # seconds (at normal speed and pace) after a computer's decision before the next


@dataclass
class SummaryOffer:
    """ "Since your last turn" for `person`: the game's sentences (text, important) and
    whether the others' decisions can be replayed. The scene shows it as a card."""

    person: int
    lines: list[tuple[str, bool]]
    replayable: bool


@dataclass
class Decided:
    seat: int  # who decided
    forced: bool  # answered for a person (their only possible answer)
    events: list


class TurnController:
    def __init__(
        self,
        session: Session,
        words: Any,
        thinker: Any = None,
        speed: Callable[[], float] = lambda: 1.0,
        summary: Callable[[int, list, bool], Any] = SummaryOffer,
        pace: Callable[[], float] | None = None,
    ) -> None:
        self.session = session
        self.words = words  # the game's `Words` (pygame-free): the log's and summary's sentences
        self.speed = speed  # the animation time factor (0: instant)
        self.pace_setting = pace or speed  # the computers' time factor (Settings: the others' moves)
        self.skipping = False  # Space: the others' moves until a person's turn go at once
        self.make_summary = summary  # the scene makes its card from the offer
        self.names = session.names()
        self.viewer = session.you
        self.time = 0.0
        thinker = thinker if thinker is not None else make_thinker()
        self.computer = ComputerSeats(thinker, session, id(session))
        self.log = TurnLog()
        self.since = Since(session.humans, len(session.record.actions))
        self.recent: dict[int, int] = {}  # person -> cells the others changed since they last decided
        self.summary: Any = None  # the summary offered and still open (`make_summary`'s)
        self._summary_offered: tuple[int, int] | None = None
        self.replay: Replay | None = None
        self.end_armed = 0.0  # seconds the "give up both actions?" question stays asked
        self.auto_at = -1.0  # when a forced decision is answered (-1: not scheduled)
        self.computer_ready_at = 0.0
        self.last_phase: Phase | None = None
        self.decision_key: tuple | None = None
        # A mode's say: the phase it shows instead, and whether forced decisions are answered.
        self.gate: Callable[[Phase], Phase] | None = None
        self.answers_forced: Callable[[], bool] = lambda: True

        def started() -> str:
            return _("Game started: {names}").format(names=listing(self.names))

        self.log.heading(started)
        for number, (seat, text, events) in enumerate(session.replayed or (), start=1):
            self.log_decision(events, text, seat, number)
        session.replayed = None  # taken: from now on the log follows the decisions as they come
        # A finished game reopened (its save, a review) is not resumed: nothing after its end.
        if session.record.actions and not session.state.is_over:
            n = round_number(session.state)

            def resumed() -> str:
                return _("Resumed in round {n}").format(n=n)  # the top bar's count

            self.log.heading(resumed)

    # ---------------------------------------------------------------- facts

    @property
    def state(self) -> Any:
        """The state on screen: the game's, or during a replay the replayed one."""
        return self.replay.state if self.replay is not None else self.session.state

    def phase(self) -> Phase:
        phase = derive(self.session, self.viewer, self.replay is not None)
        return self.gate(phase) if self.gate is not None else phase

    def my_turn(self) -> bool:
        return self.phase() in (Phase.DECIDE, Phase.CONFIRM)

    def shown_viewer(self) -> int:
        """Whose private things are on screen now (-1: nobody's, e.g. under the curtain)."""
        return -1 if self.phase() == Phase.CURTAIN else self.viewer

    def to_show(self) -> int:
        """The seat the screen is for in this turn (the one the curtain names)."""
        state = self.session.state
        return state.active if state.held else state.to_move

    def public_notation(self, notation: str, seat: int) -> str:
        """A decision's notation as everyone at the screen may see it (the engine's public
        notation), except that the one person playing sees their own in full."""
        if seat == self.session.you and not self.session.hot_seat:
            return notation
        return self.session.state.ruleset.public_notation(notation)

    def summary_lines(self, person: int) -> list[tuple[str, bool]]:
        """What `person` missed since their last turn, in the game's words."""
        return self.since.lines(person, self.words, self.names)

    # ---------------------------------------------------------------- the clock and phases

    def tick(self, dt: float) -> bool:
        """Time passes; True when the end's question ("Pass both actions?") just lapsed."""
        self.time += dt
        if self.end_armed:
            self.end_armed = max(0.0, self.end_armed - dt)
            return not self.end_armed
        return False

    def sync(self) -> tuple[Phase, bool, bool]:
        """Notice a change of phase or decision (before input is read, and every step): the
        phase, whether it was just entered, whether the decision is new (a new panel)."""
        state = self.session.state
        if (
            self.session.hot_seat
            and self.viewer >= 0
            and not state.is_over
            and self.viewer not in (state.to_move, state.active)
        ):
            # Hot seat: once the viewer's turn is over (a computer plays next, say), their tiles
            # leave the screen; the next person to decide gets the curtain.
            self.viewer = -1
        phase = self.phase()
        entered = phase != self.last_phase
        if entered:
            self.last_phase = phase
            self._enter(phase)
        key = (phase, state.pending, len(self.session.record.actions), self.viewer, state.held)
        new = key != self.decision_key
        self.decision_key = key
        if new and not entered and phase == Phase.DECIDE:
            # The phase stayed "decide" from the person's answer in another's turn (a conflict
            # that ended it) to the start of their own: their turn has begun all the same.
            self._offer_at_turn_start()
        return phase, entered, new

    def ask_again(self) -> None:
        """The decision is asked afresh at the next `sync` (a new panel)."""
        self.decision_key = None

    def pace(self) -> float:
        """The time factor of the computers' moves: their pace setting, 0 while skipped."""
        return 0.0 if self.skipping else self.pace_setting()

    def skip_others(self) -> bool:
        """Space while the others play: what they do until a person decides is shown at once
        (no pause between their decisions). True when there was something to skip."""
        if self.phase() not in (Phase.COMPUTER, Phase.FORCED):
            return False
        self.skipping = True
        self.computer_ready_at = self.time
        if self.auto_at >= 0:
            self.auto_at = self.time
        return True

    def _enter(self, phase: Phase) -> None:
        self.auto_at = -1.0
        if phase in (Phase.DECIDE, Phase.CONFIRM, Phase.CURTAIN, Phase.OVER):
            self.skipping = False  # a person's turn (or the end): shown at its pace again
        if phase == Phase.FORCED and self.answers_forced():
            # A forced decision (no tiles to commit, one treasure to take): answered for the
            # player, after a moment so it can be seen.
            self.auto_at = self.time + FORCED_PAUSE * self.speed()
        if phase == Phase.DECIDE:
            self._offer_at_turn_start()

    def _offer_at_turn_start(self) -> None:
        if self.session.state.pending is None and self.summary is None:
            self._offer_summary(self.viewer)

    def _offer_summary(self, person: int) -> None:
        """When a person's turn comes: what the others did since the end of that person's
        last turn, if anything. Only at the start of their turn (not when a decision in it
        comes back to them, after a revolt they started, say)."""
        state = self.session.state
        if state.active != person:
            return  # a decision in another's turn (a defence): the summary waits for theirs
        when = (person, state.turn)
        if when == self._summary_offered:
            return  # offered once for this turn (not again after a replay or a rules page)
        self._summary_offered = when
        lines = self.summary_lines(person)
        if lines:
            self.summary = self.make_summary(person, lines, self.since.can_replay(person, self.session))

    def reveal(self) -> None:
        """Hot seat: the person to move says only they can see the screen."""
        self.viewer = self.to_show()
        self.ask_again()

    # ---------------------------------------------------------------- deciding

    def decide(self, action: Any) -> Decided:
        """A decision of the seat to move, applied; `IllegalActionError` (the engine's reason)
        when it is refused."""
        state = self.session.state
        seat = state.to_move
        active = state.active  # whose turn the decision is made in
        forced = self.phase() == Phase.FORCED
        events = self.session.apply(action)
        self.end_armed = 0.0
        if self.session.seats[seat].human and not forced:
            self.summary = None  # the person has moved on
        # Noted before the next phase is entered: it may offer the next person "since your
        # last turn", which must count this decision too.
        notation = str(self.session.record.actions[-1])
        before = self.session.trail[-1][0] if forced else None
        self._note(seat, events, forced, notation, active, before)
        reason = None
        if forced:
            # No one was asked: the log says why (a commitment that could not change a result).
            entry = Entry(0, seat, events, True, notation, before)
            retell = partial(self.words.forced_log_line, entry, self.names)
            text = retell()
            reason = LogLine(text, seat=seat, retell=retell) if text else None
        self.log_decision(events, notation, seat, len(self.session.record.actions), reason)
        return Decided(seat, forced, events)

    def end_turn(self) -> Decided | None:
        """The person confirms the end of their turn: the engine ends it (refills, next seat).
        None when no turn's end is held."""
        if not self.session.state.held:
            return None
        seat = self.session.state.active
        events = self.session.end_turn()
        self._note(seat, events, False, "")
        self.log_decision(events, "", seat)
        return Decided(seat, False, events)

    def arm_end(self) -> bool:
        """Ending a turn with both actions left asks first: True when it asks now (the
        next press, within END_ARMED_SECONDS, passes)."""
        state = self.session.state
        if state.actions_left == 2 and not self.end_armed:
            self.end_armed = END_ARMED_SECONDS
            return True
        return False

    def disarm_end(self) -> bool:
        """Esc: the end's question is withdrawn; True when one was asked."""
        armed = bool(self.end_armed)
        self.end_armed = 0.0
        return armed

    def can_undo(self) -> bool:
        """Undo may be pressed now: not in a replay, nor under the hot-seat curtain (the
        screen is another person's; what lies under it is not theirs to take back)."""
        return self.replay is None and self.phase() != Phase.CURTAIN and self.session.can_undo()

    def undo(self) -> str | None:
        """Take back the last decision that may be (None: none may): its notation."""
        if not self.can_undo():
            return None
        text = self.session.undo()
        self.end_armed = 0.0
        self.since.undo(len(self.session.record.actions))
        seat = self.session.state.to_move
        self.log.add(
            LogLine(
                _("{who} takes back “{action}”").format(
                    who=self.names[seat], action=self.public_notation(text, seat)
                ),
                seat=seat,
            )
        )
        self.ask_again()
        return text

    def _note(self, seat: int, events: list, forced: bool, action: str, active: int = -1,
              before: Any = None) -> None:
        """What each person should hear of this decision when their turn comes: the cells the
        others changed (framed), what happened (the summary) and where their pieces left."""
        changed = 0
        for event in events:
            for name in ("cell", "top_left"):
                value = getattr(event, name, -1)
                if isinstance(value, int) and value >= 0 and not isinstance(event, ev.LeaderRemoved):
                    changed |= 1 << value
        own_turn = active < 0 or active == seat
        for person in self.session.humans or [-1]:
            if person == seat and not forced and own_turn:
                # Their decision in their own turn: they have seen the board. An answer in
                # another's turn (a defence) is not: what that turn changed stays framed.
                self.recent[person] = 0
            else:
                self.recent[person] = (self.recent.get(person, 0) if person >= 0 else 0) | changed
        self.since.note(seat, events, forced, action, active, before)

    def log_decision(self, events: list, action: str, seat: int, number: int = 0,
                     reason: LogLine | None = None) -> None:
        """The decision (its notation; "" for the end of a turn) and what followed, in the log
        (`reason`: why the window made it, said after it)."""
        notation = self.public_notation(str(action), seat) if action else ""
        self.log.decision(events, str(action) if action else "", seat, number, self.words, self.names,
                          self.session.you, notation, reason)

    # ---------------------------------------------------------------- answered for the table

    def computer_answer(self, busy: bool) -> Answer | None:
        """In the computer's phase: ask the seat to move (once per decision) and, once the
        presentation is done and the pause after the last decision is over, take its answer."""
        self.computer.ask(self.session)
        if busy or self.time < self.computer_ready_at:
            return None
        answer = self.computer.answer(self.session)
        if answer is not None:
            self.computer_ready_at = self.time + COMPUTER_PAUSE * self.pace()
        return answer

    def forced_answer(self, busy: bool) -> Any:
        """In the forced phase: the only answer once its moment has come (else None)."""
        if self.auto_at < 0 or self.time < self.auto_at or busy:
            return None
        self.auto_at = -1.0
        legal = self.session.state.legal_actions()
        return legal[0] if len(legal) == 1 else None

    # ---------------------------------------------------------------- replays

    def start_replay(self) -> bool | None:
        """Play the others' decisions since the viewer last decided again: True when it
        starts, False when there is nothing to replay, None when not now."""
        if self.phase() not in (Phase.DECIDE, Phase.CONFIRM) or self.replay is not None:
            return None
        steps = self.since.replay_steps(self.viewer, self.session)
        if not steps:
            return False
        self.summary = None
        self.replay = Replay(steps)
        self.replay.next_at = self.time + 0.4
        return True

    def stop_replay(self) -> bool:
        if self.replay is None:
            return False
        self.replay = None
        self.ask_again()
        return True

    def replay_due(self, busy: bool) -> bool:
        """The replay's next step (or its end) is due."""
        return self.replay is not None and not busy and self.time >= self.replay.next_at

    def replay_step(self) -> list:
        """The next replayed decision: its events (on the replay's copy)."""
        assert self.replay is not None
        events = self.replay.advance()
        self.replay.next_at = self.time + REPLAY_PAUSE * max(self.speed(), 0.5) * 1.4
        return events

    def replay_lines(self) -> range:
        """The log lines of the decision a replay shows now (none when no replay runs)."""
        if self.replay is None:
            return range(0)
        number = self.replay.number(len(self.session.record.actions))
        return self.log.lines_of.get(number, range(0)) if number else range(0)

    # ---------------------------------------------------------------- language

    def language_changed(self) -> None:
        """Another language: the seats' names and the log are said again in it."""
        # In place: each log line's way of saying itself again holds this very object, so
        # a new one would leave the seats' names of the old language inside the new sentences.
        self.names.renamed(self.session.names())
        self.log.say_again()
        self.summary = None
