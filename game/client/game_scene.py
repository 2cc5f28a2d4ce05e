"""The game being played: the phase machine of pending decisions, pacing,
undo and the end of a turn, the log, the "since your last turn" summary,
replays, and the screen's regions. It knows no game's rules or pieces.

What the window asks follows from the engine's state and two things of the
client's own: which seat is looking at the screen (`viewer`, for hot-seat
games) and whether a replay runs. `phase()` derives it; `update` reacts when
it changes (a panel for the new decision, a computer player started, a
forced answer scheduled, the curtain sounded). Everything about the game
itself — its board, its tray, one panel per kind of decision, what events
look and sound like, their words, hover cards, the rules — comes from the
game's presentation (`presentation.py`, found by the game's name).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

import pygame

from ai import Budget
from game.engine import IllegalActionError, Rng, View
from game.engine import events as ev
from game.engine.grid import bits

from . import anims, theme
from .ai_worker import make_thinker
from .hover_card import draw_card
from .i18n import N_, _, explained, in_context, listing
from .intents import Intent
from .log_view import LogLine, clamp_scroll, draw_log, scroll_showing
from .overlay import Overlay
from .presentation import Card, Panel
from .registry import presentation_for
from .saves import autosaver
from .scene import Scene
from .session import MAX_DECISIONS, Session, round_number, think_seconds
from .summary import Line, Since, SummaryCard, draw_lines, fit_lines
from .table_layout import Layout, layout_table, place_panel
from .widgets import Button, ButtonRow, draw_text, draw_wrapped, panel, rendered, wrap, wrapped_height

HOVER_DELAY = 0.35  # seconds the pointer rests before a hover card shows
REPLAY_PAUSE = 0.7  # seconds between replayed decisions (at normal speed)


@dataclass
class TopBar:
    """The top bar's sentence as drawn: its lines at `size`, `step` apart, from `left`
    within `room`; and the game's counters ("" when left out) where they go."""

    lines: list[str]
    size: int
    step: int
    left: int
    room: int
    info: str
    info_size: int
    info_rect: pygame.Rect


class Phase(Enum):
    DECIDE = "decide"  # a person at the screen decides; the panel says what (`decision`)
    CONFIRM = "confirm"  # the person's actions are done: "End turn", or undo
    CURTAIN = "curtain"  # hot seat: the screen passes to another person
    FORCED = "forced"  # a person's only possible answer: given for them after a moment
    COMPUTER = "computer"  # a computer player decides
    REPLAY = "replay"  # the others' last decisions shown again, slowly
    OVER = "over"


class Replay:
    """The decisions since a person last decided, played again on a copy."""

    def __init__(self, steps: list[tuple[object, str, int]]) -> None:
        self.steps = steps  # (state before, notation, decider)
        self.index = 0
        self.state = steps[0][0].copy()
        self.next_at = 0.0


# A hint line narrower than this may need two lines at the smallest size (the longest
# hints, Russian, are about 500 px at theme.SMALLEST).
TWO_LINE_HINT_BELOW = 500


def _hint_line_height() -> int:
    """A line of the hint at the smallest size in the window's language (its font's)."""
    return rendered("Ag", theme.SMALLEST, theme.TEXT).get_height()


def _slots(parts) -> list[pygame.Rect]:
    """Every piece's place in a tray's parts (each game's TrayParts holds lists of rects)."""
    return [r for rects in vars(parts).values() if isinstance(rects, list) for r in rects]


class GameScene(Scene):
    covers = True  # the still layer is the whole window
    shown_behind_pages = True  # Rules, Settings and Load opened from a game show it, dimmed

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        session.confirm_turn_end = app.settings.confirm_end_turn
        self.presentation = presentation_for(session.game)
        self.words = self.presentation.words
        self.board = self.presentation.new_board()
        self.thinker = make_thinker()
        # Each computer seat's player is made once (by the thinker) from this seed.
        base = (session.record.start.seed or 0) * 7919 + len(session.record.actions)
        self.player_seeds = {seat: base + seat * 104729 for seat in range(session.state.n)}
        self.game_key = id(session)
        self.viewer = session.you
        self.names = session.names()
        self.colours = {
            seat: self.presentation.dynasty_colour(d) for seat, d in enumerate(session.state.dynasties)
        }
        self.pointer = (0, 0)
        self.regions_: Layout | None = None
        self.panel: Panel | None = None
        self._panel_key: tuple | None = None
        self.buttons = ButtonRow()
        self.log: list[LogLine] = []
        self.log_lines_of: dict[int, range] = {}  # a decision's number → its lines in the log
        self.log_scroll = 0  # lines scrolled up from the newest
        self.anim_list: list[anims.Anim] = []
        self.sound_queue: list[tuple[float, str]] = []
        self.busy = 0.0  # seconds of presentation still running
        self.time = 0.0
        self.awake_until = 0.0  # frames keep coming until then (a change just happened)
        self.computer_ready_at = 0.0
        self.thinking_for = -1  # number of decisions when the current thinking started
        self.auto_at = -1.0
        self.show_kingdoms = False
        self.end_armed = 0.0  # seconds the "give up both actions?" question stays asked
        self.end_pushed = False
        self.recent: dict[int, int] = {}  # person -> cells the others changed since they last decided
        self.since = Since(
            session.humans, len(session.record.actions)
        )  # what happened since each person last decided
        self.summary: SummaryCard | None = None
        self._summary_offered: tuple[int, int] | None = None
        self.replay: Replay | None = None
        self.card: Card | None = None  # the hover card showing
        self._rested_at = 0.0  # when the pointer last moved
        self._card_for: tuple | None = None
        self.revision = 0  # counts changes of the game (decisions, undo): the still layer follows it
        self.still_layer: pygame.Surface | None = None
        self.still_key: tuple | None = None
        self.last_phase: Phase | None = None
        def started() -> str:
            return _("Game started: {names}").format(names=listing(self.names))

        self.log.append(LogLine(started(), heading=True, retell=started))
        for number, (seat, text, events) in enumerate(session.replayed or (), start=1):
            self._log_events(events, text, seat, number)
        session.replayed = None  # taken: from now on the log follows the decisions as they come
        if session.record.actions:
            n = round_number(session.state)

            def resumed() -> str:
                return _("Resumed in round {n}").format(n=n)  # the top bar's count

            self.log.append(LogLine(resumed(), heading=True, retell=resumed))

    # ================================================================ facts

    @property
    def state(self):
        """The state on screen: the game's, or during a replay the replayed one."""
        return self.replay.state if self.replay is not None else self.session.state

    @property
    def regions(self) -> Layout:
        """The screen's regions for the window's size (`table_layout.Layout`)."""
        assert self.regions_ is not None
        return self.regions_

    @property
    def you(self) -> int:
        return self.session.you

    def phase(self) -> Phase:
        if self.replay is not None:
            return Phase.REPLAY
        state = self.session.state
        if state.is_over:
            return Phase.OVER
        if state.held:
            return Phase.CONFIRM if self.viewer == state.active else Phase.CURTAIN
        seat = state.to_move
        if not self.session.seats[seat].human:
            return Phase.COMPUTER
        if state.is_forced():
            return Phase.FORCED  # no need to pass the screen for a decision nobody makes
        if seat != self.viewer:
            return Phase.CURTAIN
        return Phase.DECIDE

    @property
    def decision(self) -> str:
        """What the person is asked now ("action", "swap", the engine's pending word), or ""."""
        self._sync()
        if self.phase() != Phase.DECIDE or self.panel is None:
            return ""
        return self.panel.name

    def my_turn(self) -> bool:
        return self.phase() in (Phase.DECIDE, Phase.CONFIRM)

    def shown_viewer(self) -> int:
        """Whose private things are on screen now (-1: nobody's, e.g. under the curtain)."""
        if self.phase() == Phase.CURTAIN:
            return -1
        return self.viewer

    def speed(self) -> float:
        return self.app.settings.speed_factor

    # ================================================================ deciding

    def decide(self, action) -> bool:
        """Send a decision of the seat to move; False (with the reason shown) if illegal."""
        if self.session.full:
            self.end_armed = 0.0
            self.app.dismiss("pass")  # the question of a pass is answered: no pass can be made
            self._say_full()
            return False
        seat = self.session.state.to_move
        active = self.session.state.active  # whose turn the decision is made in
        forced = self.phase() == Phase.FORCED
        try:
            events = self.session.apply(action)
        except IllegalActionError as error:
            self.refused(error.reason)
            return False
        self.end_armed = 0.0
        self.app.dismiss("pass")
        self.summary = None if self.session.seats[seat].human and not forced else self.summary
        self.log_scroll = 0
        # Noted before `_changed()`: the phase that change enters may offer the next person
        # "since your last turn", which must count this decision too.
        self._note(seat, events, forced, str(self.session.record.actions[-1]), active)
        self._changed()
        self._log_events(events, self.session.record.actions[-1], seat, len(self.session.record.actions))
        self.present(events)
        self._autosave()
        return True

    def _say_full(self) -> None:
        """The game holds the most decisions a save keeps (`MAX_DECISIONS`): it stops here, saved."""
        self.app.notify(_("This game has reached {count} decisions, the most one game keeps: it can go "
                          "no further. It is saved; start another from the menu (Esc).").format(
            count=MAX_DECISIONS), error=True, key="full")
        self.app.play("error")

    def refused(self, reason: str) -> None:
        """Say why a move cannot be made: the engine's sentence in the player's language."""
        self.app.notify(explained(reason, list(getattr(self.names, "plain", self.names)),
                                  self.presentation.context), error=True)
        self.app.play("error")

    def end_turn(self) -> None:
        """The person confirms the end of their turn: the engine ends it (refills, next seat)."""
        if not self.session.state.held:
            return
        seat = self.session.state.active
        events = self.session.end_turn()
        self._note(seat, events, False, "")  # before the next phase is entered (see `decide`)
        self._changed()
        self._log_events(events, "", seat)
        self.present(events)
        self._autosave()

    def press_end(self) -> None:
        """ "End turn" (E): confirm a finished turn, or end it early (giving up an action; two
        ask first)."""
        phase = self.phase()
        state = self.session.state
        if phase == Phase.CONFIRM:
            self.end_turn()
            return
        if phase != Phase.DECIDE or state.pending is not None:
            return
        if state.actions_left == 2 and not self.end_armed:
            self.end_armed = 2.5
            self.app.notify(_("Pass both actions? Press again to confirm."), seconds=2.5, key="pass")
            self.refresh()
            return
        if self.decide(state.parse_action("pass")) and self.session.state.held:
            self.end_turn()  # ending the turn early is its own confirmation

    def _changed(self) -> None:
        self.revision += 1
        self.awake_until = self.time + 0.5
        self.card = None
        # No card for where the pointer already rests (the piece just placed): it would cover
        # what the decision opens there (a pagoda's triangle, the blue chain's cells, a banner).
        # The next card waits until the pointer moves.
        self._card_for = self.pointer
        self._sync()  # a new panel when the decision changed
        self.refresh()

    def _note(self, seat: int, events: list, forced: bool, action: str, active: int = -1) -> None:
        """What each person should hear of this decision when their turn comes: the cells the
        others changed (framed), what happened (the summary) and where their pieces left."""
        changed = 0
        for event in events:
            for name in ("cell", "top_left"):
                value = getattr(event, name, -1)
                if isinstance(value, int) and value >= 0 and not isinstance(event, ev.LeaderRemoved):
                    changed |= 1 << value
        for person in self.session.humans or [-1]:
            if person == seat and not forced:
                self.recent[person] = 0
            else:
                self.recent[person] = (self.recent.get(person, 0) if person >= 0 else 0) | changed
        self.since.note(seat, events, forced, action, active)

    def _autosave(self) -> None:
        autosaver.submit(self.session)

    def undo(self) -> None:
        if self.replay is not None:
            return
        if not self.session.can_undo():
            self.app.play("error")
            if self.my_turn():
                self.app.notify(_("Nothing to undo: tiles were drawn or another player decided since."))
            return
        text = self.session.undo()
        self.anim_list = [a for a in self.anim_list if isinstance(a, anims.Banner)]
        self.busy = 0.0
        self.end_armed = 0.0
        self.since.undo(len(self.session.record.actions))
        seat = self.session.state.to_move
        self.log.append(
            LogLine(
                _("{who} takes back “{action}”").format(
                    who=self.names[seat], action=self.public_notation(text, seat)
                ),
                seat=seat,
            )
        )
        self._panel_key = None  # the decision is asked afresh
        self._changed()
        self._autosave()
        self.app.play("click")

    def _log_events(self, events: list, action: str, seat: int, number: int = 0) -> None:
        """The decision in words (with its notation), then what followed, in order. `number`:
        the decision's number in the record (0: no decision, the end of a turn), so a replay
        can light its lines."""
        notation = self.public_notation(str(action), seat) if action else ""
        lines: list[LogLine] = []
        # A decision no event tells of (a pass, the end of a blue chain) is said in its own
        # words first, whatever follows it (a turn's end: points, a refill), live as after a
        # load (where the turn's end comes with the decision's events).
        quiet = bool(action) and (
            notation == "pass" or self.words.quiet_decision(notation, self.names[seat]) is not None
        )
        said = not action or quiet
        for group in _score_runs(events):
            event = group[0]
            if len(group) > 1:  # a seat's points for one reason in a row: one line

                def retell(g=group) -> str | None:
                    return self.words.describe_scores(g, self.names)
            else:

                def retell(e=event) -> str | None:
                    return self.words.describe(e, self.names, self.you)

            text = retell()
            if text is None:
                continue
            heading = isinstance(event, ev.TurnStarted | ev.GameEnded)

            if not said and not heading:
                lines.append(LogLine(text, notation, seat, retell=retell))  # the decision itself
                said = True
            else:
                lines.append(LogLine(text, "", -1, heading, retell=retell))
        if action and (quiet or not said):
            # Nothing on the board showed the decision (a pass): say it first.
            def retell() -> str:
                if notation == "pass":
                    return _("{who} passes").format(who=self.names[seat])
                said = self.words.quiet_decision(notation, self.names[seat])
                return said or _("{who}: {action}").format(who=self.names[seat], action=notation)

            lines.insert(0, LogLine(retell(), notation, seat, retell=retell))
        if number:
            # The newest lines of decision `number` (an undone decision's number is used again).
            self.log_lines_of[number] = range(len(self.log), len(self.log) + len(lines))
        self.log += lines
        if len(self.log) > 50_000:  # far beyond any real game; only a runaway would get here
            del self.log[:10_000]
            self.log_lines_of = {}

    def public_notation(self, notation: str, seat: int) -> str:
        """A decision's notation as everyone at the screen may see it (the engine's public
        notation), except that the one person playing sees their own in full."""
        if seat == self.you and not self.session.hot_seat:
            return notation
        return self.session.state.ruleset.public_notation(notation)

    # ================================================================ presenting

    def present(self, events: list, slow: float = 1.0) -> None:
        """Animations and sounds for what just happened (the game's presentation makes them)."""
        k = self.speed() * slow
        if k <= 0:
            self.busy = 0.0
            if any(isinstance(e, ev.GameEnded) for e in events):
                self.app.play("win")
            return
        timeline = self.presentation.present(self, events, k)
        for anim in timeline.anims:
            if isinstance(anim, anims.Banner):
                self._banner(anim)
            else:
                self.anim_list.append(anim)
        self.busy = max(self.busy, timeline.duration + 0.3 * k)
        self.sound_queue += [(self.time + t, name) for t, name in timeline.sounds]
        self.awake_until = max(self.awake_until, self.time + timeline.duration + 0.5)

    def _banner(self, banner: anims.Banner) -> None:
        """Banners take turns: one still showing when the next begins is cut short."""
        for anim in self.anim_list:
            if isinstance(anim, anims.Banner):
                anim.cut(anim.t + banner.delay)
        self.anim_list.append(banner)

    def seat_target(self, seat: int) -> tuple[int, int]:
        """Where points and treasures fly to: the seat's card."""
        rect = self.regions_.seats.get(seat) if self.regions_ else None
        return rect.center if rect else (self.app.size[0], 0)

    def banner_area(self, cells: set[int] | list[int]) -> Callable[[], pygame.Rect]:
        """Where a banner about `cells` goes: a band across the board area clear of them, of
        the panel being used (what must be read is never covered) and of the message on
        screen (two passing messages never overlap)."""
        cells = set(cells) | set(self.panel.focus_cells() if self.panel else ())

        def area() -> pygame.Rect:
            board = self.regions.board
            band = board.copy()
            band.height = int(100 * self.regions.scale)
            rects = [self.board.cell_rect(c) for c in cells]
            boxes = [self.panel.rect] if self.panel is not None and self.panel.interactive else []
            if self.summary is not None and self.summary.rect is not None:
                boxes.append(self.summary.rect)
            boxes.append(self.app.message_rect())
            best = None
            for fraction in (0.5, 0.22, 0.78, 0.12, 0.88):
                band.centery = board.top + int(board.height * fraction)
                band.clamp_ip(board)
                covered = sum(1 for r in rects if band.colliderect(r))
                covered += 1000 * sum(1 for box in boxes if box is not None and band.colliderect(box))
                if best is None or covered < best[0]:
                    best = (covered, band.copy())
            return best[1]

        return area

    # ================================================================ the loop

    def update(self, dt: float) -> None:
        self.time += dt
        error = autosaver.take_error()
        if error:
            self.app.notify(_("Autosave failed: {reason}").format(reason=error), error=True)
        for anim in self._running_anims():
            anim.update(dt)
        self.anim_list = [a for a in self.anim_list if not a.done]
        self.busy = max(0.0, self.busy - dt)
        if self.end_armed:
            self.end_armed = max(0.0, self.end_armed - dt)
            if not self.end_armed:
                self.refresh()
        if self.sound_queue:
            due = [s for s in self.sound_queue if s[0] <= self.time]
            for _t, name in due:
                self.app.play(name)
            self.sound_queue = [s for s in self.sound_queue if s[0] > self.time]
        phase = self._sync()
        if phase == Phase.REPLAY:
            self._run_replay()
        elif phase == Phase.COMPUTER:
            self._run_computer()
        elif phase == Phase.FORCED and self.auto_at >= 0 and self.time >= self.auto_at and self.busy <= 0:
            self.auto_at = -1.0
            legal = self.session.state.legal_actions()
            if len(legal) == 1:
                self.decide(legal[0])
        elif phase == Phase.OVER and not self.end_pushed and self.busy <= 0:
            self.end_pushed = True
            from .end_scene import EndScene

            self.app.push(EndScene(self.app, self))
        if self.card is None and self._card_for is None and self.time - self._rested_at >= HOVER_DELAY:
            self._show_card()

    def _running_anims(self) -> list[anims.Anim]:
        """The animations whose clocks run now. Under the hot seat's curtain the banners wait
        (unseen): they would cover the curtain's words, and a turn's banner ("Bull's turn")
        means most to the person it announces, once they have lifted the curtain."""
        if self.phase() != Phase.CURTAIN:
            return self.anim_list
        return [a for a in self.anim_list if not isinstance(a, anims.Banner)]

    def animating(self) -> bool:
        phase = self.phase()
        return (
            bool(self._running_anims())
            or self.busy > 0
            or bool(self.sound_queue)
            or self.time < self.awake_until
            or phase in (Phase.COMPUTER, Phase.FORCED, Phase.REPLAY)
            or (self.panel is not None and self.panel.animating())
            or (
                self._card_for is None
                and self.card is None
                and self.time - self._rested_at < HOVER_DELAY + 0.1
            )
            or self.end_armed > 0
        )

    def _sync(self) -> Phase:
        """Notice a change of phase or decision (before input is read, and every step)."""
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
        if phase != self.last_phase:
            self.last_phase = phase
            self._enter(phase)
        key = (phase, state.pending, len(self.session.record.actions), self.viewer, state.held)
        if key != self._panel_key:
            self._panel_key = key
            self._new_panel(phase)
        return phase

    def _new_panel(self, phase: Phase) -> None:
        pending = self.session.state.pending
        if phase == Phase.DECIDE:
            self.panel = self.presentation.panel(self, pending, True)
        elif phase in (Phase.COMPUTER, Phase.FORCED) and pending is not None:
            self.panel = self.presentation.panel(self, pending, False)
        else:
            self.panel = None
        self.refresh()

    def _enter(self, phase: Phase) -> None:
        self.auto_at = -1.0
        self.awake_until = self.time + 0.5
        if phase == Phase.FORCED:
            # A forced decision (no tiles to commit, one treasure to take): answered for the
            # player, after a moment so it can be seen.
            self.auto_at = self.time + 0.6 * self.speed()
        if phase == Phase.CURTAIN:
            self.app.play("turn")
        if phase == Phase.DECIDE and self.session.state.pending is None and self.summary is None:
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
        lines = self.since.lines(person, self.words, self.names)
        if lines:
            self.summary = SummaryCard(person, lines, self.since.can_replay(person, self.session))

    def _run_computer(self) -> None:
        state = self.session.state
        seat = state.to_move
        count = len(self.session.record.actions)
        if self.session.full:
            if self.thinking_for != count:  # said once; no computer thinks for a move it cannot make
                self.thinking_for = count
                self._say_full()
            return
        if self.thinking_for != count:
            self.thinking_for = count
            level = self.session.seats[seat].level
            self.thinker.start(
                (self.game_key, seat),
                level,
                self.player_seeds[seat],
                View.of(state, seat),
                Budget(seconds=think_seconds(level)),
            )
        if self.busy > 0 or self.time < self.computer_ready_at:
            return
        outcome = self.thinker.poll()
        if outcome is None:
            return
        action = outcome.action
        if outcome.error is not None or action is None or action not in state.legal_actions():
            # A computer player must never stop the game: fall back to a legal decision.
            legal = state.legal_actions()
            action = legal[Rng(count).below(len(legal))]
            self.app.notify(
                _("{who} had a problem deciding and plays “{action}” instead.").format(
                    who=self.names[seat], action=self.public_notation(str(action), seat)
                ),
                error=True,
            )
        self.thinking_for = -1
        self.decide(action)
        self.computer_ready_at = self.time + 0.8 * self.speed()

    # ---------------------------------------------------------------- replays

    def start_replay(self) -> None:
        """Play the others' decisions since the viewer last decided again, slowly."""
        if self.phase() not in (Phase.DECIDE, Phase.CONFIRM) or self.replay is not None:
            return
        steps = self.since.replay_steps(self.viewer, self.session)
        if not steps:
            self.app.notify(_("Nothing to replay: nobody else has decided since your last move."))
            return
        self.summary = None
        self.replay = Replay(steps)
        self.replay.next_at = self.time + 0.4
        self.anim_list = []
        self.busy = 0.0
        self._changed()
        self.app.play("click")

    def _replay_lines(self) -> range:
        """The log lines of the decision a replay shows now (none when no replay runs)."""
        replay = self.replay
        if replay is None or replay.index == 0:
            return range(0)
        # The steps run to the newest decision: step i is decision number total - len + 1 + i.
        number = len(self.session.record.actions) - len(replay.steps) + replay.index
        return self.log_lines_of.get(number, range(0))

    def stop_replay(self) -> None:
        if self.replay is None:
            return
        self.replay = None
        self.log_scroll = 0  # back to the newest lines
        self.anim_list = [a for a in self.anim_list if not isinstance(a, anims.Banner)]
        self.busy = 0.0
        self._panel_key = None
        self._changed()

    def _run_replay(self) -> None:
        replay = self.replay
        if self.busy > 0 or self.time < replay.next_at:
            return
        if replay.index >= len(replay.steps):
            self.stop_replay()
            return
        _before, text, _seat = replay.steps[replay.index]
        events = replay.state.apply(text)
        replay.index += 1
        self.revision += 1
        lit = self._replay_lines()
        if lit:
            lay = self.regions
            self.log_scroll = scroll_showing(self.log, self.colours, lay.log, lay.scale, lit)
        slow = 1.6 if self.speed() > 0 else 0.0
        if slow:
            self.present(events, slow=slow / max(self.speed(), 0.01))
        replay.next_at = self.time + REPLAY_PAUSE * max(self.speed(), 0.5) * 1.4

    # ---------------------------------------------------------------- leaving

    def enter(self) -> None:
        super().enter()
        self._sync()

    def leave(self) -> None:
        self.thinker.cancel()
        autosaver.flush()

    def resume(self) -> None:
        # Another scene may have used the computer players' worker meanwhile (a lesson from the
        # pause menu): whatever was being thought is asked again.
        self.thinking_for = -1
        self.session.confirm_turn_end = self.app.settings.confirm_end_turn
        super().resume()

    def on_quit(self) -> None:
        self.thinker.cancel()
        autosaver.flush()

    # ================================================================ input

    def handle(self, intent: Intent) -> bool:
        self._sync()
        if intent.kind == "point":
            self.pointer = intent.pos
            self.buttons.point(intent.pos)
            self._rested_at = self.time
            self.card = None
            self._card_for = None
            if self.panel is not None and self.phase() == Phase.DECIDE:
                self.panel.point(intent.pos)
            return True
        if intent.kind == "scroll":
            if self.regions.log.collidepoint(intent.pos):
                self.log_scroll = self._clamp_log(self.log_scroll + int(intent.value) * 2)
            return True
        if intent.kind == "click":
            used = self._click(intent.pos)
            self._after_input()
            return used
        if intent.kind == "release":
            used = self.panel is not None and self.phase() == Phase.DECIDE and self.panel.release(intent.pos)
            if used:
                self._after_input()
            return used
        if intent.kind == "alt_click":
            if self.panel is not None:
                self.panel.cancel()
            self._after_input()
            return True
        if intent.kind == "key":
            command = intent.command or self.presentation.keymap.get(intent.key, ("", ""))[0]
            used = self._command(command)
            self._after_input()
            return used
        return False

    def _after_input(self) -> None:
        self._sync()
        self.refresh()
        self.awake_until = max(self.awake_until, self.time + 0.2)

    def _clamp_log(self, scroll: int) -> int:
        return clamp_scroll(self.log, self.colours, self.regions.log, self.regions.scale, scroll)

    def back(self) -> None:
        """Esc: close the innermost thing first, and only then open the menu."""
        if self.end_armed:
            self.end_armed = 0.0
            self.app.dismiss("pass")
        elif self.replay is not None:
            self.stop_replay()
        elif self.summary is not None:
            self.summary = None
        elif self.panel is not None and self.phase() == Phase.DECIDE and self.panel.cancel():
            pass
        else:
            self.open_menu()

    def _command(self, command: str) -> bool:
        phase = self.phase()
        if not command:
            return False
        if command == "back":
            self.back()
            return True
        if phase == Phase.REPLAY:
            if command in ("replay", "confirm"):
                self.stop_replay()
            return True  # a replay takes no other input
        if command == "help":
            self.open_rules()
            return True
        if command == "kingdoms":
            self.show_kingdoms = not self.show_kingdoms
            return True
        if command == "log_up":
            self.log_scroll = self._clamp_log(self.log_scroll + 5)
            return True
        if command == "log_down":
            self.log_scroll = max(0, self.log_scroll - 5)
            return True
        if command == "undo":
            self.undo()
            return True
        if command == "replay":
            self.start_replay()
            return True
        if phase == Phase.CURTAIN and command == "confirm":
            self.reveal()
            return True
        if phase == Phase.CONFIRM and command in ("confirm", "pass"):
            self.end_turn()
            return True
        if phase == Phase.DECIDE:
            if self.summary is not None and command == "confirm":
                self.summary = None
                return True
            if command == "pass" and self.session.state.pending is None:
                self.press_end()
                return True
            if self.panel is not None and self.panel.command(command):
                self.summary = None  # the person has moved on
                return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.buttons.click(pos):
            self.app.play("click")
            return True
        phase = self.phase()
        if phase in (Phase.CURTAIN, Phase.REPLAY):
            return True
        if self.summary is not None and self.summary.rect is not None and self.summary.rect.collidepoint(pos):
            return True
        if phase == Phase.DECIDE and self.panel is not None:
            self.summary = None
            return self.panel.click(pos)
        return False

    def reveal(self) -> None:
        """Hot seat: the person to move says only they can see the screen."""
        state = self.session.state
        self.viewer = state.active if state.held else state.to_move
        self.app.play("click")
        self._panel_key = None
        self._changed()

    def open_menu(self) -> None:
        from .pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def open_rules(self) -> None:
        from .help_scene import open_rules

        open_rules(self.app, self.session.game)

    # ================================================================ hover cards

    def _show_card(self) -> None:
        pos = self.pointer
        self._card_for = pos
        if self.phase() in (Phase.CURTAIN,) or self.regions_ is None:
            return
        if self.panel is not None and self.panel.tooltip() is not None:
            return  # the move's preview speaks for the cell under the pointer
        if any(b.rect.collidepoint(pos) for b in self.buttons.buttons):
            return
        box = self.panel.rect if self.panel is not None else None
        if box is not None and box.collidepoint(pos):
            return  # the panel covers the board there: a card would describe what is hidden
        self.card = self.presentation.card_at(self, pos)
        if self.card is not None and box is not None:
            self.card.avoid.append(box)  # and a card never covers the panel being used

    # ================================================================ layout

    def language_changed(self) -> None:
        """Another language: the seats' names, the log and the open panel are made again in it
        (a line with no way to say it again, an undo's, stays as it was written)."""
        self.names = self.session.names()
        for line in self.log:
            line.say_again()
        self.summary = None
        self._panel_key = None  # `_sync` makes the panel again
        self.card = None
        self._card_for = None
        super().language_changed()
        self._sync()

    def layout(self, size: tuple[int, int]) -> None:  # type: ignore[override]
        lay = layout_table(size, self.session.state.n)
        self.board.layout(lay.board_inner, self.state)
        lay.tray_parts = self.presentation.tray_layout(lay.tray, lay.scale)
        self._room_for_two_hint_lines(lay)
        for seat, card in lay.seats.items():
            lay.seat_parts[seat] = self.presentation.seat_layout(card, lay.scale)
        self.regions_ = lay
        self.still_layer = None
        self.refresh()

    def _room_for_two_hint_lines(self, lay: Layout) -> None:
        """In a narrow bar the hint may not fit one line at the smallest readable size (ru
        "Ваши действия сделаны: Конец хода [E] или …" is 495 px; the bar's line is 356 at
        800×500). There the tray's pieces are sized by its width and leave room below them,
        so the tray moves down a little to give the hint a second line; it keeps its pieces'
        size and its two lines of words. Fixed for the window's size: the tray does not jump
        as the hint changes."""
        line = _hint_line_height()
        if lay.hint.width >= TWO_LINE_HINT_BELOW or lay.hint.height >= 2 * line:
            return
        hint = pygame.Rect(lay.hint.left, lay.bottom.top + 2, lay.hint.width, 2 * line)
        tray = pygame.Rect(lay.tray.left, hint.bottom + 2, lay.tray.width, lay.tray.bottom - hint.bottom - 2)
        parts = self.presentation.tray_layout(tray, lay.scale)
        before, after = _slots(lay.tray_parts), _slots(parts)
        lowest = max(r.bottom for r in after)
        if [r.size for r in before] != [r.size for r in after] or lowest + 2 * line + 2 > tray.bottom:
            return  # the pieces would shrink, or their words lose their second line
        lay.hint, lay.tray, lay.tray_parts = hint, tray, parts

    def message_area(self) -> pygame.Rect | None:
        """Messages sit at the edge of the board area away from the panel being used, off the
        board's market row and over the fewest pieces: never over the top bar, the panel or
        the hand."""
        if self.regions_ is None:
            return None
        board = self.regions.board
        s = self.regions.scale
        boxes = [self.panel.rect] if self.panel is not None and self.panel.rect is not None else []
        if self.summary is not None and self.summary.rect is not None:
            boxes.append(self.summary.rect)
        low = pygame.Rect(board.left, board.bottom - int(84 * s), board.width, int(80 * s))
        high = pygame.Rect(board.left, board.top + int(8 * s), board.width, int(80 * s))
        keep = self.board.keep_clear()
        pieces = [self.board.cell_rect(c) for c in bits(self.state.occupied())]
        bands = [low, high]
        if keep:  # just above the board's own row (a market), when the others are taken
            bands.append(low.move(0, min(k.top for k in keep) - int(4 * s) - low.bottom))

        def cost(n: int, area: pygame.Rect) -> tuple:
            middle = area.inflate(-area.width // 3, 0)  # where a message is drawn
            return (
                any(box.colliderect(area) for box in boxes),
                len(middle.collidelistall(keep)),
                len(middle.collidelistall(pieces)),
                n,
            )

        # The edge of the board away from the panel, off a market row, over the fewest pieces.
        return min(enumerate(bands), key=lambda item: cost(*item))[1]

    def refresh(self) -> None:
        """Lay out the panel and the buttons for what is asked now (after any change; never
        while drawing)."""
        if self.regions_ is None:
            return
        lay = self.regions
        s = lay.scale
        phase = self.phase()
        state = self.session.state
        if self.panel is not None:
            self.panel.layout()
        buttons: list[Button] = []
        top = lay.top
        bh = int(32 * s)
        menu = Button(_("Menu"), self.open_menu, hotkey="Esc", name="menu")
        kingdoms = Button(
            _("Kingdoms"),
            lambda: self._command("kingdoms"),
            hotkey="H",
            name="kingdoms",
            selected=self.show_kingdoms,
        )
        rules = Button(_("Rules"), self.open_rules, hotkey="F1", name="help")
        widths = [int(120 * s), int(150 * s), int(120 * s)]
        if top.width < int(1200 * s):
            # A window narrower than the interface's scale assumes (the scale stops shrinking
            # at 800×500): the buttons fit their words, without the keys' hints, so the bar's
            # sentence and counters keep their room (the keys still work, the Rules tell them).
            for button in (rules, kingdoms, menu):
                button.hotkey = ""
            size = theme.small(20, s)  # as the buttons draw their labels: readable ("Kingdoms")
            widths = [
                max(int(80 * s), rendered(b.label, size, theme.TEXT, True).get_width() + int(30 * s))
                for b in (rules, kingdoms, menu)
            ]
        x = top.right - int(10 * s)
        for button, width in zip((menu, kingdoms, rules), reversed(widths), strict=True):
            button.rect = pygame.Rect(x - width, top.centery - bh // 2, width, bh)
            x = button.rect.left - int(10 * s)
        buttons += [rules, kingdoms, menu]
        # The bottom bar: the panel's own (e.g. swap, withdraw), undo and end turn.
        area = lay.bottom_buttons
        deciding = phase == Phase.DECIDE and state.pending is None
        own = self.panel.bar_buttons() if self.panel is not None and phase == Phase.DECIDE else []
        if phase == Phase.REPLAY:
            row = [Button(_("Stop the replay"), self.stop_replay, primary=True, hotkey="Esc", name="stop")]
        else:
            if phase == Phase.CONFIRM:
                end_label = _("End turn")
            elif self.end_armed:
                end_label = _("Pass: sure?")
            elif state.actions_left == 1 or state.held:
                end_label = _("End turn")
            else:
                end_label = _("Pass")
            end = Button(
                end_label,
                self.press_end,
                enabled=deciding or phase == Phase.CONFIRM,
                hotkey="E",
                name="pass",
                primary=phase == Phase.CONFIRM or bool(self.end_armed),
            )
            undo = Button(_("Undo"), self.undo, enabled=self.session.can_undo(), hotkey="Z", name="undo")
            row = [*own[:2], undo, end]
            while len(row) < 4:
                row.insert(0, Button("", None, enabled=False, name=f"spare {len(row)}"))
        gap = int(6 * s)
        if len(row) == 1:
            row[0].rect = pygame.Rect(
                area.left, area.centery + gap // 2, area.width, area.height // 2 - gap // 2
            )
        else:
            half_w = (area.width - gap) // 2
            half_h = (area.height - gap) // 2
            for i, button in enumerate(row):
                button.rect = pygame.Rect(
                    area.left + (i % 2) * (half_w + gap), area.top + (i // 2) * (half_h + gap), half_w, half_h
                )
                button.hotkey = "" if half_w < 120 * s else button.hotkey
        buttons += [b for b in row if b.label]
        if self.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            buttons += self.panel.buttons
        if phase == Phase.CURTAIN:
            seat = state.active if state.held else state.to_move
            show = Button(
                # In the game's own word for its pieces («тайлы» in Yellow & Yangtze's Russian).
                in_context(self.presentation.context, N_("Show {whose} tiles")).format(
                    whose=self.names.possessive(seat)
                ),
                self.reveal,
                primary=True,
                hotkey="Enter",
                name="reveal",
            )
            box = self._curtain_box()
            show.rect = pygame.Rect(0, 0, int(min(380 * s, box.width - 40)), int(48 * s))
            show.rect.midbottom = (box.centerx, box.bottom - int(24 * s))
            buttons.append(show)
        if self.summary is not None and phase == Phase.DECIDE:
            self.summary.layout(self)
            buttons += self.summary.buttons
        self.buttons = ButtonRow(buttons)
        self.buttons.point(self.pointer)

    def _curtain_box(self) -> pygame.Rect:
        s = self.regions.scale
        person = self.session.state.active if self.session.state.held else self.session.state.to_move
        lines = self.since.lines(person, self.words, self.names)
        if not lines:
            height = int(300 * s)
        else:
            top, shown, bottom = self._curtain_parts(person)
            height = top + sum(h for _text, _important, h in shown) + bottom
        return place_panel(self.regions.board, (self._curtain_width(), height), None, s)

    def _curtain_width(self) -> int:
        s = self.regions.scale
        return min(int(620 * s), self.regions.board.width - 40)

    def _curtain_parts(self, person: int) -> tuple[int, list[Line], int]:
        """The curtain's height above its "Since your last turn" list, the list's lines that
        fit the board at a readable size (`fit_lines`: at 800×500 seven lines at the window's
        scale were drawn under theme.SMALLEST) and the height below it (the button)."""
        s = self.regions.scale
        width = self._curtain_width()
        explanation = wrapped_height(
            self._curtain_explanation(person), theme.small(20, s), width - int(60 * s)
        )
        heading = max(int(26 * s), rendered("Ag", theme.small(19, s), theme.GOLD, True).get_height() + 4)
        top = int(150 * s) + explanation + int(10 * s) + heading
        bottom = int(12 * s) + int(48 * s) + int(24 * s)
        room = self.regions.board.height - int(20 * s) - top - bottom
        lines = self.since.lines(person, self.words, self.names)
        shown = fit_lines(lines, theme.small(18, s), width - int(68 * s), room, int(8 * s))
        return top, shown, bottom

    def _curtain_explanation(self, person: int) -> str:
        return in_context(
            self.presentation.context, N_("{who}: show your tiles when no one else can see the screen.")
        ).format(who=self.names.plain[person])

    # ================================================================ drawing

    def overlay(self, alpha: float) -> Overlay:
        viewer = self.viewer if self.session.humans else -1
        o = Overlay(time=self.time, recent=self.recent.get(viewer, 0), show_kingdoms=self.show_kingdoms)
        if self.show_kingdoms:
            o.names = list(self.names)
        phase = self.phase()
        for anim in self.anim_list:
            anim.mark(o, alpha)
        if phase == Phase.CURTAIN:
            return o
        if phase == Phase.REPLAY:
            o.recent = 0
            return o
        o.marks = self.since.marks(self.viewer) if self.viewer >= 0 else 0
        if self.panel is not None:
            self.panel.overlay(o)
        return o

    def _still_key(self, hidden: int) -> tuple:
        state = self.state
        return (
            self.app.size,
            self.revision,
            self.phase(),
            self.viewer,
            self.panel.name if self.panel else "",
            self.panel.still_key() if self.panel else (),
            self.show_kingdoms,
            self.log_scroll,
            len(self.log),
            hidden,
            state.to_move,
            bool(self.end_armed),
            id(self.summary),
            self.board.cell,
        )

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The still layer (cached until something changes), then what moves."""
        overlay = self.overlay(alpha)
        key = self._still_key(overlay.hidden)
        still = self.still_layer
        if still is None or still.get_size() != surface.get_size() or self.still_key != key:
            if still is None or still.get_size() != surface.get_size():
                still = self.still_layer = pygame.Surface(surface.get_size()).convert()
            self.still_key = key
            self._draw_still(still, overlay)
        surface.blit(still, (0, 0))
        s = self.regions.scale
        self.board.draw_moving(surface, self.state, overlay)
        for box in self._boxes_over_board():
            surface.blit(still, box, box)  # what moves on the board stays under them
        self._draw_thinking(surface, s)
        for anim in self.anim_list:
            if not isinstance(anim, anims.Banner):
                anim.draw(surface, alpha)
        for anim in self._running_anims():
            if isinstance(anim, anims.Banner):
                anim.draw(surface, alpha)
        if self.summary is not None and self.phase() == Phase.DECIDE:
            self.summary.draw(surface, self)
        self.buttons.draw(surface, int(20 * s))
        if self.panel is not None and self.phase() in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            self.panel.draw_moving(surface, alpha)  # over its buttons (a monument's picture)
        tip = self.panel.tooltip() if self.panel is not None and self.phase() == Phase.DECIDE else None
        if tip is not None:
            # A move's preview: over the cells, never over the coordinates the player reads.
            draw_card(surface, tip, self.regions.board, s, self.board.rect.clip(self.regions.board))
        elif self.card is not None:
            # A card about the board stays over the board (never over the log or the seats).
            # Anything else: anywhere below the top bar.
            on_board = self.regions.board.colliderect(self.card.anchor)
            w, h = surface.get_size()
            below_top = pygame.Rect(0, self.regions.top.bottom, w, h - self.regions.top.bottom)
            draw_card(surface, self.card, self.regions.board if on_board else below_top, s)

    def _boxes_over_board(self) -> list[pygame.Rect]:
        """The boxes the still layer draws over the board (the decision's panel, the hot
        seat's curtain): nothing the board draws each frame (highlights, a capital's name)
        shows through them."""
        phase = self.phase()
        boxes = []
        if self.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            if self.panel.rect is not None:
                boxes.append(self.panel.rect.inflate(8, 8))
        elif phase == Phase.CURTAIN:
            boxes.append(self._curtain_box().inflate(8, 8))
        return [box.clip(self.regions.board) for box in boxes]

    def _draw_still(self, surface: pygame.Surface, overlay: Overlay) -> None:
        lay = self.regions
        theme.table(surface, lay.board)
        self.board.draw_still(surface, self.state, overlay)
        self._draw_top(surface)
        self._draw_side(surface)
        self._draw_bottom(surface)
        phase = self.phase()
        if self.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            self.panel.draw_still(surface)
        elif phase == Phase.CURTAIN:
            self._draw_curtain(surface)

    def _draw_thinking(self, surface: pygame.Surface, s: float) -> None:
        state = self.session.state
        if state.is_over or state.held or self.session.seats[state.to_move].human or self.replay:
            return
        rect = self.regions.seats.get(state.to_move)
        if rect is None:
            return
        dots = "." * (1 + int(self.time * 3) % 3)
        size = theme.small(16, s)
        left = rect.right - int(8 * s) - theme.font(size).size(_("thinking") + "...")[0]  # the dots grow
        draw_text(surface, _("thinking") + dots, size, theme.GOLD, (left, rect.top + int(9 * s)))

    def _draw_top(self, surface: pygame.Surface) -> None:
        lay = self.regions
        s = lay.scale
        rect = lay.top
        theme.bar(surface, rect, bottom_edge=True)
        draw_text(
            surface,
            self._round_words(),
            theme.small(22, s),
            theme.GOLD,
            (int(14 * s), rect.centery),
            "midleft",
            bold=True,
        )
        top = self.top_bar()
        if top.info:
            draw_text(surface, top.info, top.info_size, theme.TEXT_DIM, top.info_rect.midright, "midright")
        y = rect.centery - len(top.lines) * top.step // 2
        for line in top.lines:
            draw_text(surface, line, top.size, theme.TEXT, (top.left, y), max_width=top.room)
            y += top.step

    def _round_words(self) -> str:
        return _("Round {n}").format(n=round_number(self.state))

    def _status(self) -> str:
        """The top bar's sentence: who decides what now."""
        state = self.state
        if self.replay is not None:
            return _("Replay: decision {n} of {total}").format(
                n=self.replay.index, total=len(self.replay.steps)
            )
        if state.is_over:
            return _("The game is over")
        if state.held:
            return _("{who}'s actions are done: end the turn or undo").format(
                who=self.names.plain[state.active]
            )
        return self.presentation.status(state, self.names)

    def top_bar(self) -> TopBar:
        """How the top bar holds its sentence beside the game's counters ("Bag 80 · …"),
        between the round and the Rules button. The sentence comes first: at its size on one
        line with the counters; else alone on one line (the counters are told elsewhere
        too: the board, the panels, their hover card's words); else on two lines, with them
        when there is room — never below the smallest readable size."""
        lay = self.regions
        s = lay.scale
        size = theme.small(22, s)
        left = int(14 * s) + rendered(self._round_words(), size, theme.GOLD, True).get_width() + int(18 * s)
        help_button = self.buttons.by_name("help")
        right = help_button.rect.left - int(14 * s) if help_button else lay.top.right
        status = self._status()
        info = self.presentation.info(self.state)
        info_size = theme.small(19, s)
        info_image = rendered(info, info_size, theme.TEXT_DIM)
        info_rect = info_image.get_rect(midright=(right, lay.top.centery))
        gap = int(16 * s)
        for lines in (1, 2):
            for counters in (info, ""):
                room = (info_rect.left if counters else right) - gap - left
                for each in range(size, theme.SMALLEST - 1, -1):
                    step = rendered(status, each, theme.TEXT).get_height()
                    if lines * step > lay.top.height - 4:
                        continue
                    words = wrap(status, each, room) if lines == 2 else [status]
                    if len(words) <= lines and all(
                        rendered(w, each, theme.TEXT).get_width() <= room for w in words
                    ):
                        return TopBar(words, each, step, left, room, counters, info_size,
                                      info_rect if counters else pygame.Rect(0, 0, 0, 0))
        # Nothing fits (never in the shipped languages): one line, shrunk to fit.
        room = right - gap - left
        step = rendered(status, size, theme.TEXT).get_height()
        return TopBar([status], size, step, left, room, "", info_size, pygame.Rect(0, 0, 0, 0))

    def info_rect(self) -> pygame.Rect:
        """Where the top bar's counters (the game's `info`: the bag, …) are: their hover card's
        anchor, and where they are drawn (empty when the bar has no room for them)."""
        return self.top_bar().info_rect

    def _draw_side(self, surface: pygame.Surface) -> None:
        lay = self.regions
        s = lay.scale
        theme.bar(surface, lay.side, left_edge=True)
        viewer = self.shown_viewer()
        state = self.state
        for seat, rect in lay.seats.items():
            active = not state.is_over and seat == (state.active if state.held else state.to_move)
            self._draw_seat_card(surface, seat, rect, active, viewer, s)
        draw_log(surface, self.log, self.colours, lay.log, s, self.log_scroll, self._replay_lines())

    def _draw_seat_card(
        self, surface, seat: int, rect: pygame.Rect, active: bool, viewer: int, s: float
    ) -> None:
        state = self.state
        dynasty = state.dynasties[seat]
        accent = self.colours[seat]
        panel(surface, rect, theme.PANEL, theme.GOLD if active else theme.PANEL_EDGE, radius=10, shadow=False)
        pygame.draw.rect(
            surface,
            accent,
            (rect.left + 2, rect.top + 6, max(3, int(4 * s)), rect.height - 12),
            border_radius=2,
        )
        if active:
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=10)
        badge = int(min(rect.height * 0.46, 40 * s))
        centre = (rect.left + int(10 * s) + badge // 2, rect.top + int(8 * s) + badge // 2)
        pygame.draw.circle(surface, accent, centre, badge // 2)
        pygame.draw.circle(surface, theme.darker(accent), centre, badge // 2, max(1, int(2 * s)))
        icon = self.presentation.dynasty_badge(dynasty, int(badge * 0.8))
        surface.blit(icon, icon.get_rect(center=centre))
        x = rect.left + badge + int(18 * s)
        small = theme.small(16, s)
        # Room at the right for "to play" or "thinking...", whichever the seat may show.
        room = rect.right - x - int(14 * s) - max(
            theme.font(small).size(_("to play"))[0] if self.session.seats[seat].human else 0,
            theme.font(small).size(_("thinking") + "...")[0] if not self.session.seats[seat].human else 0,
        )
        draw_text(
            surface,
            self.names[seat],
            theme.small(21, s),
            theme.TEXT,
            (x, rect.top + int(5 * s)),
            bold=True,
            max_width=room,
        )
        draw_text(
            surface,
            self.session.seat_role(seat),
            small,
            theme.TEXT_DIM,
            (x, rect.top + int(24 * s)),
            max_width=rect.right - x - int(10 * s),
        )
        if active and self.session.seats[seat].human:
            draw_text(
                surface,
                _("to play"),
                small,
                theme.GOLD,
                (rect.right - int(8 * s), rect.top + int(9 * s)),
                "topright",
            )
        parts = self.regions.seat_parts.get(seat, {})
        self.presentation.draw_seat(
            surface, self, seat, rect, parts, self.session.scores_visible(viewer, seat), s
        )

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        lay = self.regions
        s = lay.scale
        rect = lay.bottom
        theme.bar(surface, rect, top_edge=True)
        phase = self.phase()
        viewer = self.shown_viewer()
        if phase == Phase.OVER:  # the end screen's "Show results" button sits here
            return
        if viewer < 0 or phase == Phase.REPLAY:
            if phase == Phase.CURTAIN:
                seat = self.session.state.active if self.session.state.held else self.session.state.to_move
                text = _("Pass the screen to {who}").format(who=self.names[seat])
            elif phase == Phase.REPLAY:
                text = _("Replaying the others' moves: Esc or R stops")
            else:
                text = _("Hands are hidden")
            draw_text(
                surface,
                text,
                int(22 * s),
                theme.TEXT_DIM,
                (rect.left + int(16 * s), rect.centery),
                "midleft",
                max_width=lay.bottom_buttons.left - rect.left - int(30 * s),
            )
            return
        self._draw_hint(surface, self.bar_hint(), theme.GOLD if self.my_turn() else theme.TEXT_DIM)
        selected = self.panel.tray_selection() if self.panel is not None and phase == Phase.DECIDE else None
        self.presentation.draw_tray(surface, self, lay.tray_parts, viewer, selected)

    def _draw_hint(self, surface: pygame.Surface, hint: str, colour: tuple) -> None:
        """The hint on one line; on two where it would be drawn under the smallest readable
        size and the bar has room for them (`_room_for_two_hint_lines`)."""
        rect = self.regions.hint
        size = theme.small(19, self.regions.scale)
        line = _hint_line_height()
        if rect.height >= 2 * line and rendered(hint, theme.SMALLEST, colour).get_width() > rect.width:
            lines = wrap(hint, theme.SMALLEST, rect.width)
            head, bracket, tail = hint.rpartition(" (")
            if bracket and all(rendered(part, theme.SMALLEST, colour).get_width() <= rect.width
                               for part in (head, "(" + tail)):
                lines = [head, "(" + tail]  # "(2 actions left)" kept whole on the second line
            if len(lines) == 2:
                for i, text in enumerate(lines):
                    draw_text(surface, text, theme.SMALLEST, colour, (rect.left, rect.top + i * line),
                              max_width=rect.width)
                return
        draw_text(surface, hint, size, colour, rect.topleft, max_width=rect.width)

    def bar_hint(self) -> str:
        """The bottom bar's line: what to do now."""
        phase = self.phase()
        state = self.session.state
        if phase == Phase.DECIDE and self.panel is not None:
            return self.panel.hint()
        if phase == Phase.CONFIRM:
            return _("Your actions are done: End turn [E], or Undo [Z] to change them")
        if phase == Phase.COMPUTER:
            return _("{who} is thinking…").format(who=self.names[state.to_move])
        if phase == Phase.FORCED:
            return _("{who} has only one choice").format(who=self.names[state.to_move])
        if phase == Phase.OVER:
            return _("The game is over")
        return ""

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        lay = self.regions
        s = lay.scale
        state = self.session.state
        seat = state.active if state.held else state.to_move
        shade = pygame.Surface(lay.board.size, pygame.SRCALPHA)
        shade.fill((10, 12, 18, 220))
        surface.blit(shade, lay.board)
        box = self._curtain_box()
        panel(surface, box, theme.PANEL, self.colours[seat], radius=16)
        icon = self.presentation.dynasty_badge(state.dynasties[seat], int(70 * s))
        pygame.draw.circle(surface, self.colours[seat], (box.centerx, box.top + int(54 * s)), int(44 * s))
        surface.blit(icon, icon.get_rect(center=(box.centerx, box.top + int(54 * s))))
        draw_text(
            surface,
            _("Pass the screen to {who}").format(who=self.names[seat]),
            int(34 * s),
            theme.GOLD,
            (box.centerx, box.top + int(106 * s)),
            "midtop",
            bold=True,
            max_width=box.width - 30,
            display=True,
        )
        y = box.top + int(150 * s)
        y += draw_wrapped(
            surface,
            self._curtain_explanation(seat),
            theme.small(20, s),
            theme.TEXT,
            pygame.Rect(box.left + int(30 * s), y, box.width - int(60 * s), int(60 * s)),
            align="center",
        )
        if not self.since.lines(seat, self.words, self.names):
            return
        top, shown, _bottom = self._curtain_parts(seat)
        draw_text(
            surface,
            _("Since your last turn"),
            theme.small(19, s),
            theme.GOLD,
            (box.left + int(30 * s), y + int(10 * s)),
            bold=True,
        )
        column = pygame.Rect(box.left + int(34 * s), box.top + top, self._curtain_width() - int(68 * s), 0)
        draw_lines(surface, shown, theme.small(18, s), column)


def _score_runs(events: list) -> list[list]:
    """The events, each alone, except that `Scored` events in a row of one seat for one
    reason (a turn's pagoda or monument points, one event a point) go together."""
    groups: list[list] = []
    for event in events:
        last = groups[-1][-1] if groups else None
        if (isinstance(event, ev.Scored) and isinstance(last, ev.Scored)
                and (event.seat, event.reason) == (last.seat, last.reason)):
            groups[-1].append(event)
        else:
            groups.append([event])
    return groups


def open_session(app, session: Session) -> GameScene:
    """Show a session's game over the main menu (the menu stays below it)."""
    from .menu import MainMenu

    scene = GameScene(app, session)
    if not app.scenes.scenes or not isinstance(app.scenes.scenes[0], MainMenu):
        app.reset(MainMenu(app))
    while len(app.scenes.scenes) > 1:
        app.scenes.pop()
    app.push(scene)
    return scene
