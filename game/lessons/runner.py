"""Playing a lesson: a small state machine over the engine.

    runner = LessonRunner(lesson)
    runner.step.text, runner.step.highlight      # what to show
    outcome = runner.try_action("leader king G4")  # accepted, or why not
    runner.proceed()                              # on to the next step
    runner.hint()                                 # a hint, then the next one

The runner is pure (no pygame, no threads, no files): a window or a test
drives it. A rejected move never changes the state, so the learner simply
tries again. Everything the runner does is deterministic: the lesson's
positions and scripted moves fix the game, and `snapshot()`/`resume()` save
and restore a lesson in progress as the decisions taken since the last
position the lesson loaded.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine import IllegalActionError, MalformedActionError, View
from game.engine import events as ev
from game.engine.actions import PASS as PASS_KIND
from game.engine.explanation import Explanation, _r, said

from .games import lesson_game
from .lesson import COMMIT_ENOUGH, EXACT, GOAL, PLAY, READ, Lesson, Step
from .speaker import Speaker, tell

if TYPE_CHECKING:
    from ai import Budget

# A game's state and action (`game.engine.tigris`, `game.engine.yangtze`): the runner
# only uses what the family's states share (`game.engine.decisions`).
State = Any
Action = Any

# Where the learner is.
ASK = "ask"  # a step waits for the learner's decision
READING = "read"  # a page to read: Continue goes on
EXPLAIN = "explain"  # the step is done and its explanation shown: Continue goes on
PLAYING = "play"  # a free game against the computer
DONE = "done"  # the lesson is finished


class ScriptError(Exception):
    """A lesson's own moves do not work (a scripted move is illegal, the
    intended move misses its goal, …). `step` is 1-based."""

    def __init__(self, step: int, problem: str) -> None:
        super().__init__(f"step {step}: {problem}")
        self.step = step
        self.problem = problem


@dataclass
class Outcome:
    """What became of a move the learner tried. `message` is the step's
    explanation when accepted, or why the move was refused; `lines` tell what
    the move did (or, refused, what it would have done)."""

    accepted: bool
    message: str
    lines: list[str] = field(default_factory=list)
    events: list[ev.Event] = field(default_factory=list)  # of an accepted move, for animations


def play_scripted(state: State, moves: tuple[str, ...], learner: frozenset[int], step: int,
                  field_name: str, on_move=None) -> tuple[list[ev.Event], list[str]]:
    """Apply a step's scripted moves (other seats' decisions); return their events
    and the moves as taken ("commit enough" becomes a number). Raise `ScriptError`."""
    events: list[ev.Event] = []
    taken: list[str] = []
    for i, text in enumerate(moves):
        where = f'{field_name}[{i}] "{text}"'
        if state.is_over:
            raise ScriptError(step, f"{where}: the game is already over")
        if state.to_move in learner:
            raise ScriptError(step, f"{where}: seat {state.to_move} is to move, and that is the "
                                    "learner's seat; the learner must decide here")
        if text == COMMIT_ENOUGH:
            if state.pending != "commit":
                raise ScriptError(step, f"{where}: there is no revolt or war to commit to")
            action = lesson_game(state.ruleset.name).commit_enough(state)
        else:
            action = state.parse_action(text)
        seat = state.to_move
        try:
            caused = state.apply(action)
        except IllegalActionError as error:
            raise ScriptError(step, f"{where}: {error.reason}") from None
        if on_move is not None:
            on_move(action, seat, caused)
        events += caused
        taken.append(str(action))
    return events, taken


# The engine's reasons end some sentences with the notation to type, e.g.
# 'you must take a treasure first ("treasure CELL")'. A learner clicks, so the
# lesson leaves that part out.
_NOTATION = re.compile(r' \((?:"[^"]*"|…|, | or )+\)')


def _without_notation(reason: str) -> str:
    return _NOTATION.sub("", reason)


def _visible(events: list[ev.Event]) -> list[ev.Event]:
    """The events of a refused move worth telling: not the draws (they would
    show the bag's next tiles) nor the start of the next turn."""
    return [e for e in events if not isinstance(e, ev.Drew | ev.TurnStarted | ev.TurnEnded)]


class LessonRunner:
    """One lesson in progress. See the module docstring."""

    def __init__(self, lesson: Lesson, opponent_level: str | None = None) -> None:
        self.lesson = lesson
        self.game = lesson_game(lesson.game)
        self.speaker = Speaker(lesson.names, lesson.single_seat)
        self.opponent_level = opponent_level or lesson.opponent
        self.index = 0
        self.phase = READING
        self.state = lesson.position.copy()
        self.actions: list[str] = []  # decisions since the last position the lesson loaded
        self.news: list[str] = []  # what happened since the learner's last decision
        self.news_events: list[ev.Event] = []  # the same as engine events (for animations)
        self.message = ""  # the explanation or refusal to show now
        self.hints_given = 0
        self.tips_shown: set[str] = set()
        self.tips_due: list[str] = []
        self._play_events: list[ev.Event] = []
        self._played = False  # the learner has decided in the free game
        self._begin(0)

    # ------------------------------------------------------------ inspection

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def finished(self) -> bool:
        return self.phase == DONE

    @property
    def learner_seat(self) -> int:
        """The seat the learner decides for now (the one to move, when it is theirs)."""
        seat = self.state.to_move
        if seat in self.lesson.learner:
            return seat
        return self.lesson.single_seat if self.lesson.single_seat is not None else min(self.lesson.learner)

    @property
    def waiting_for_learner(self) -> bool:
        return self.phase == ASK or (self.phase == PLAYING and self.state.to_move in self.lesson.learner)

    @property
    def opponent_to_move(self) -> bool:
        """In a free game: a computer player must decide now (see `choose_opponent`)."""
        return (self.phase == PLAYING and not self.state.is_over
                and self.state.to_move not in self.lesson.learner)

    @property
    def highlight(self) -> tuple[int, ...]:
        return self.step.highlight if self.phase in (ASK, READING) else ()

    def progress(self) -> tuple[int, int]:
        """(steps done, steps in all)."""
        done = len(self.lesson.steps) if self.phase == DONE else self.index
        return done, len(self.lesson.steps)

    # ------------------------------------------------------------ the learner

    def try_action(self, action: Action | str) -> Outcome:
        """The learner's decision: accepted (the lesson moves on) or refused with
        an explanation (nothing changes; the learner may try again)."""
        if self.phase == READING:
            return Outcome(False, _r("This page asks for no move: press Continue when you have read it."))
        if self.phase == EXPLAIN:
            return Outcome(False, _r("This step is done: press Continue for the next one."))
        if self.phase == DONE:
            return Outcome(False, _r("The lesson is over."))
        if self.phase == PLAYING and self.state.to_move not in self.lesson.learner:
            if self.state.is_over:
                return Outcome(False, _r("The game is over."))
            who = self.speaker.who(self.state.to_move)
            return Outcome(False, said(f"Please wait: it is {who}'s move.",
                                       "Please wait: it is {who}'s move.",
                                       who=self.speaker.who_word(self.state.to_move)))
        try:
            if isinstance(action, str):
                action = self.state.parse_action(action)
        except MalformedActionError as error:
            return Outcome(False, f"I don't understand that move: {error}.")
        if action not in self.state.legal_actions():
            raw = self.state.explain_illegal(action)
            reason = _without_notation(self.speaker.fix_seats(raw))
            if isinstance(raw, Explanation):  # the English fixed up, the message kept for a translation
                reason = Explanation(raw.message, raw.args, raw.plural, raw.count, reason)
            words = said(f"That move is not allowed: {reason}.", "That move is not allowed: {reason}.",
                         reason=reason)
            extra = self.step.wrong.get(action) if self.phase == ASK else None
            return Outcome(False, said(f"{words} {extra}", "{refusal} {extra}", refusal=words, extra=extra)
                           if extra else words)
        if self.phase == PLAYING:
            return self._play_learner(action)
        return self._attempt(action)

    def hint(self) -> str:
        """The next hint for the step (the last one repeats; then the solution)."""
        step = self.step
        if self.phase != ASK:
            return _r("Press Continue.") if self.phase in (READING, EXPLAIN) else ""
        hints = step.hints
        k = self.hints_given
        self.hints_given += 1
        if k < len(hints):
            return hints[k]
        return self.solution_text()

    def solution_text(self) -> str:
        """The intended move, in words."""
        action = self.step.intended
        if action is None:
            return ""
        text = self.game.say_action(action, self.speaker, self.learner_seat, self.state)
        return said(f"Try this: {text}.", "Try this: {action}.", action=text)

    def proceed(self) -> None:
        """Continue: after a page to read or a step's explanation, begin the next step."""
        if self.phase not in (READING, EXPLAIN):
            return
        self.news = []
        self.news_events = []
        if self.index + 1 >= len(self.lesson.steps):
            self.phase = DONE
            self.message = ""
            return
        self._begin(self.index + 1)

    # ------------------------------------------------------------ free play

    def opponent_view(self) -> View:
        return View.of(self.state, self.state.to_move)

    def choose_opponent(self, budget: Budget | None = None,
                        cancel: threading.Event | None = None) -> Action:
        """The computer player's decision for the seat to move (may take a while:
        a window calls it from a worker thread and then `apply_opponent`)."""
        from ai import LEVELS, make_player

        level = self.opponent_level if self.opponent_level in LEVELS else "random"
        seat = self.state.to_move
        player = make_player(level, seed=(self.state.turn * 7919 + seat) & 0xFFFFFFFF)
        return player.choose(self.opponent_view(), budget, cancel)

    def apply_opponent(self, action: Action | str) -> list[ev.Event]:
        """Play a computer player's decision in the free game; its events."""
        if not self.opponent_to_move:
            raise ValueError("no computer player is to move")
        if isinstance(action, str):
            action = self.state.parse_action(action)
        seat = self.state.to_move
        events = self.state.apply(action)
        self.actions.append(str(action))
        self.news.extend(self._tell(action, seat, events))
        self.news_events.extend(events)
        self._after_play(events)
        return events

    def take_tips(self) -> list[str]:
        """Tips that became due in the free game (each is given once)."""
        out = [self.lesson.tips[name] for name in self.tips_due]
        self.tips_due = []
        return out

    # ------------------------------------------------------------ saving

    def snapshot(self) -> dict:
        """Where the learner is, as plain data (see `resume`)."""
        return {"step": self.index + 1, "phase": self.phase, "actions": list(self.actions),
                "hints": self.hints_given, "tips": sorted(self.tips_shown)}

    @classmethod
    def resume(cls, lesson: Lesson, snapshot: dict, opponent_level: str | None = None) -> LessonRunner:
        """A runner put back where `snapshot()` was taken. Raises `ValueError`
        if the snapshot does not fit the lesson (the file changed since)."""
        try:
            index = int(snapshot["step"]) - 1
            phase = snapshot["phase"]
            actions = [str(a) for a in snapshot["actions"]]
            hints_given = int(snapshot.get("hints", 0))
            tips_shown = {str(t) for t in snapshot.get("tips", [])}
        except (KeyError, TypeError, ValueError, OverflowError):  # OverflowError: "step": Infinity
            raise ValueError("not a lesson snapshot") from None
        if not 0 <= index < len(lesson.steps) or phase not in (ASK, READING, EXPLAIN, PLAYING, DONE):
            raise ValueError("the snapshot does not fit this lesson")
        runner = cls(lesson, opponent_level)
        if phase == DONE:
            runner.index = len(lesson.steps) - 1
            runner.phase = DONE
            return runner
        base = lesson.position
        for step in lesson.steps[:index + 1]:
            if step.position is not None:
                base = step.position
        step = lesson.steps[index]
        expected = {READ: READING, EXACT: ASK, GOAL: ASK, PLAY: PLAYING}[step.kind]
        if phase not in (expected, EXPLAIN):
            raise ValueError("the snapshot does not fit this lesson")
        # The last moves are told again, so the panel reads as it did when the lesson
        # was left: the step's scripted moves while it asks, the learner's move and
        # its replies under the explanation, in a free game the moves since the
        # learner's last one.
        told = 0
        if phase in (ASK, READING):
            told = len(step.before)
        elif phase == EXPLAIN and step.kind in (EXACT, GOAL):
            told = 1 + len(step.replies)
        told = min(told, len(actions))
        runner.news, runner.news_events = [], []
        state = base.copy()
        for i, text in enumerate(actions):
            try:
                seat = state.to_move
                action = state.parse_action(text)
                events = state.apply(action)
            except (IllegalActionError, MalformedActionError):
                raise ValueError("the snapshot's moves do not fit this lesson") from None
            if step.kind == PLAY and seat in lesson.learner:
                runner.news, runner.news_events = [], []  # a free game tells since the learner's move
            if step.kind == PLAY or i >= len(actions) - told:
                runner.news.extend(runner._tell(action, seat, events))
                runner.news_events.extend(events)
        if phase == ASK and state.to_move not in lesson.learner:
            raise ValueError("the snapshot does not fit this lesson")
        runner.index = index
        runner.phase = phase
        runner.state = state
        runner.actions = actions
        runner.hints_given = hints_given
        runner.tips_shown = tips_shown
        runner.tips_due = []
        runner._played = bool(tips_shown)
        runner.message = step.after if phase == EXPLAIN else ""
        return runner

    # ------------------------------------------------------------ internals

    def _begin(self, index: int) -> None:
        """Start step `index`: reset the board if it says so, play its scripted moves."""
        self.index = index
        step = self.step
        self.hints_given = 0
        self.message = ""
        if step.position is not None:
            self.state = step.position.copy()
            self.actions = []
        _, taken = play_scripted(self.state, step.before, self.lesson.learner, step.number, "before",
                                 self._tell_news)
        self.actions.extend(taken)
        if step.kind == READ:
            self.phase = READING
            return
        if step.kind == PLAY:
            self.phase = PLAYING
            self._play_events = []
            self._played = False
            self._check_tips()
            return
        self.phase = ASK
        if self.state.is_over or self.state.to_move not in self.lesson.learner:
            who = self.state.to_move
            raise ScriptError(step.number, f"the learner should decide here, but seat {who} is to "
                                           "move (add that seat's moves to before)")

    def _attempt(self, action: Action) -> Outcome:
        step = self.step
        seat = self.state.to_move
        trial = self.state.copy()
        events = trial.apply(action)
        # Two tellings: all of it for an accepted move; for a refused one, what
        # it would have done without the draws (they would show the bag's next
        # tiles) and the next turn.
        told = self._tell(action, seat, events)
        shown = self._tell(action, seat, _visible(events))
        if action in step.wrong:
            return Outcome(False, step.wrong[action], shown)
        if step.kind == EXACT and action not in step.expect:
            advice = step.miss or (step.hints[0] if step.hints else "")
            english = "That move is allowed, but it is not the one this step asks for." + (
                f" {advice}" if advice else "")
            if not advice:
                return Outcome(False, _r("That move is allowed, but it is not the one this step asks for."),
                               shown)
            return Outcome(False, said(english, "That move is allowed, but it is not the one this step asks "
                                       "for. {advice}", advice=advice), shown)

        def tell_reply(reply: Action, who: int, caused: list[ev.Event]) -> None:
            told.extend(self._tell(reply, who, caused))
            shown.extend(self._tell(reply, who, _visible(caused)))

        try:
            reply_events, replies = play_scripted(trial, step.replies, self.lesson.learner,
                                                  step.number, "replies", tell_reply)
        except ScriptError:
            solution = self.solution_text()
            return Outcome(False, said("That move is allowed, but this lesson cannot go on from it. "
                                       + solution, "That move is allowed, but this lesson cannot go on "
                                       "from it. {solution}", solution=solution), shown)
        events += reply_events
        if step.kind == GOAL and not self.game.met(step.goal, seat, events, trial):
            why = self.game.why_missed(step.goal, seat, events, trial, self.speaker)
            if step.miss:
                why = said(f"{why} {step.miss}", "{why} {miss}", why=why, miss=step.miss)
            return Outcome(False, why, shown)
        # Another way to the goal is fine if the rest of the lesson still works from it.
        if (step.kind == GOAL and action != step.solution
                and _rest_problem(self.lesson, trial, self.index + 1)):
            solution = self.solution_text()
            return Outcome(False, said("That works too, but this lesson goes on from a different move. "
                                       + solution, "That works too, but this lesson goes on from a "
                                       "different move. {solution}", solution=solution), shown)
        self.state = trial
        self.actions.append(str(action))
        self.actions.extend(replies)
        self.news = list(told)
        self.news_events = list(events)
        self.message = step.after
        self.phase = EXPLAIN
        return Outcome(True, step.after, told, events)

    def _play_learner(self, action: Action) -> Outcome:
        seat = self.state.to_move
        events = self.state.apply(action)
        self.actions.append(str(action))
        self._played = True
        self._play_events = []
        lines = self._tell(action, seat, events)
        self.news = list(lines)
        self.news_events = list(events)
        self._after_play(events)
        return Outcome(True, self.message, lines, events)

    def _tell(self, action: Action, seat: int, events: list[ev.Event]) -> list[str]:
        """Sentences for a move and what it caused (a pass has no event of its own)."""
        lines = tell(events, self.speaker, self.game.describe)
        if action.kind == PASS_KIND:
            lines.insert(0, _r("You pass.") if seat == self.speaker.you
                         else _r("{who} passes.", who=self.speaker.names[seat]))
        else:
            said = self.game.announce(action, self.speaker, seat)
            if said:
                lines.insert(0, said)
        return lines

    def _tell_news(self, action: Action, seat: int, events: list[ev.Event]) -> None:
        self.news.extend(self._tell(action, seat, events))
        self.news_events.extend(events)

    def _after_play(self, events: list[ev.Event]) -> None:
        self._play_events.extend(events)
        if self.state.is_over:
            self.phase = EXPLAIN
            self.message = self.step.after
        self._check_tips()

    def _check_tips(self) -> None:
        seat = self.lesson.single_seat
        if seat is None:
            return
        if not self.state.is_over and self.state.to_move != seat:
            return
        for name in self.game.due(self.state, seat, self._play_events, first=not self._played):
            if name in self.lesson.tips and name not in self.tips_shown:
                self.tips_shown.add(name)
                self.tips_due.append(name)
        self._play_events = []

    def _advance_by_solution(self) -> None:
        """Take the step's intended path (for `restart_step` and validation)."""
        if self.phase in (READING, EXPLAIN):
            self.proceed()
            return
        if self.phase == ASK:
            step = self.step
            action = step.intended
            field_name = "expect" if step.kind == EXACT else "solution"
            if action not in self.state.legal_actions():
                reason = self.state.explain_illegal(action)
                raise ScriptError(step.number, f'{field_name} "{action}" is not legal here: {reason}')
            outcome = self.try_action(action)
            if not outcome.accepted:
                what = f"does not meet the goal \"{step.goal}\"" if step.kind == GOAL else "is refused"
                raise ScriptError(step.number, f'{field_name} "{action}" {what}: {outcome.message}')
            return
        raise ScriptError(self.step.number, "a free game has no intended path")


def _rest_problem(lesson: Lesson, state: State, index: int) -> str | None:
    """Why the lesson could not go on from `state` at step `index` along its
    intended path (up to the next position it loads), or None if it can."""
    state = state.copy()
    for step in lesson.steps[index:]:
        if step.position is not None or step.kind == PLAY:
            return None
        try:
            play_scripted(state, step.before, lesson.learner, step.number, "before")
            if step.kind == READ:
                continue
            seat = state.to_move
            if state.is_over or seat not in lesson.learner:
                return f"step {step.number}: the learner is not to move"
            after = _take_step(state, step, lesson.learner, seat)
            if after is None:
                return f"step {step.number}: no move does what the step asks"
            state = after
        except ScriptError as error:
            return str(error)
    return None


def _take_step(state: State, step: Step, learner: frozenset[int], seat: int) -> State | None:
    """The state after an accepted move at `step` and its replies: the intended
    move if it works from here, else (for a goal) the first legal move that
    meets the goal; None if there is none."""
    candidates = [step.intended]
    if step.kind == GOAL:
        candidates += [a for a in state.legal_actions() if a != step.intended]
    elif step.kind == EXACT:
        candidates += list(step.expect[1:])
    legal = state.legal_actions()
    for action in candidates:
        if action not in legal or action in step.wrong:
            continue
        trial = state.copy()
        events = trial.apply(action)
        try:
            events += play_scripted(trial, step.replies, learner, step.number, "replies")[0]
        except ScriptError:
            continue
        if step.kind == GOAL and not lesson_game(state.ruleset.name).met(step.goal, seat, events, trial):
            continue
        return trial
    return None
