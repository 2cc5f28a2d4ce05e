"""A game in play on screen: the turn controller drawn by the table's parts.

The scene composes the controller (`game/client/turn/`: phases, undo, the end
of a turn, the summary model, replays, the log, the computer players), the
view parts beside it (`top_bar`, `seats`, `bottom_bar`, `curtain`, `banners`,
the log view, the summary card), the game's presentation (board, panels,
tray, animations, hover cards: `presentation.py`, found by the game's name)
and a mode (`mode.py`: the game's, a lesson's) with its own panel in the
slot below the seats. It turns input into the controller's intents and
draws: a still layer cached until something changes, then what moves.
It knows no game's rules or pieces.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import IllegalActionError
from game.engine import events as ev

from .. import anims, summary_home
from ..i18n import _, explained
from ..intents import Intent
from ..log_view import LogLine
from ..overlay import Overlay
from ..presentation import Card, Panel
from ..registry import presentation_for
from ..saves import autosaver
from ..scene import Scene
from ..session import MAX_DECISIONS, Session
from ..summary import SummaryCard
from ..table_layout import Layout, layout_table
from ..turn import Phase, TurnController
from ..widgets import ButtonRow
from . import banners, bottom_bar, curtain, drawing, replay_button, table_input, top_bar, zoom
from .mode import Mode

HOVER_DELAY = 0.35  # seconds the pointer rests before a hover card shows


class TableScene(Scene):
    covers = True  # the still layer is the whole window
    shown_behind_pages = True  # Rules, Settings and Load opened from a game show it, dimmed

    def __init__(self, app, session: Session, mode: Mode) -> None:
        super().__init__(app)
        self.session = session
        session.confirm_turn_end = app.settings.confirm_end_turn
        self.presentation = presentation_for(session.game)
        self.words = self.presentation.words
        self.board = self.presentation.new_board()
        self.turns = TurnController(session, self.words, speed=self.speed, summary=SummaryCard,
                                    pace=lambda: app.settings.others_factor)
        self.colours = {
            seat: self.presentation.dynasty_colour(d) for seat, d in enumerate(session.state.dynasties)
        }
        self.pointer = (0, 0)
        self.regions_: Layout | None = None
        self.panel: Panel | None = None
        self.buttons = ButtonRow()
        self.log_scroll = 0  # lines scrolled up from the newest
        self.anim_list: list[anims.Anim] = []
        self.sound_queue: list[tuple[float, str]] = []
        self.busy = 0.0  # seconds of presentation still running
        self.awake_until = 0.0  # frames keep coming until then (a change just happened)
        self.show_kingdoms = False
        self.end_pushed = False
        self.card: Card | None = None  # the hover card showing
        self.zoom = zoom.Zoom()  # the board's zoom and pan (`zoom.py`)
        self.pan_from: tuple[int, int] | None = None  # where a drag panning the board was last
        self.card_rect: pygame.Rect | None = None  # where the last frame drew it (or a move's preview)
        self.rested_at = 0.0  # when the pointer last moved
        self.card_for: tuple | None = None
        self.revision = 0  # counts changes of the game (decisions, undo): the still layer follows it
        self.full_said = -1  # the revision at which the game at its most decisions was said
        self.still_layer: pygame.Surface | None = None
        self.still_key: tuple | None = None
        self.mode = mode
        mode.attach(self)

    # ================================================================ facts (the controller's)

    @property
    def state(self):
        """The state on screen: the game's, or during a replay the replayed one."""
        return self.turns.state

    @property
    def regions(self) -> Layout:
        """The screen's regions for the window's size (`table_layout.Layout`)."""
        assert self.regions_ is not None
        return self.regions_

    @property
    def you(self) -> int:
        return self.session.you

    @property
    def time(self) -> float:
        return self.turns.time

    @property
    def viewer(self) -> int:
        return self.turns.viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        self.turns.viewer = seat

    @property
    def names(self):
        return self.turns.names

    @names.setter
    def names(self, names) -> None:
        self.turns.names = names

    @property
    def summary(self) -> SummaryCard | None:
        """The "Since your last turn" card while it is open, once the others' pieces have landed: shown
        as the turn began, it lay over a computer's piece still flying to the board."""
        card = self.turns.summary
        return card if card is not None and (card.landed or not self.flying()) else None

    @summary.setter
    def summary(self, card: SummaryCard | None) -> None:
        self.turns.summary = card

    def flying(self) -> bool:
        """Pieces, points or ghosts of the moves just made still moving (banners aside)."""
        return any(not isinstance(a, anims.Banner) and not a.done for a in self.anim_list)

    @property
    def log(self) -> list[LogLine]:
        return self.turns.log.lines

    @property
    def since(self):
        return self.turns.since

    @property
    def recent(self) -> dict[int, int]:
        return self.turns.recent

    @property
    def replay(self):
        return self.turns.replay

    @property
    def end_armed(self) -> float:
        return self.turns.end_armed

    @property
    def thinker(self):
        return self.turns.computer.thinker

    def phase(self) -> Phase:
        return self.turns.phase()

    @property
    def decision(self) -> str:
        """What the person is asked now ("action", "swap", the engine's pending word), or ""."""
        self.sync()
        if self.phase() != Phase.DECIDE or self.panel is None:
            return ""
        return self.panel.name

    def my_turn(self) -> bool:
        return self.turns.my_turn()

    def shown_viewer(self) -> int:
        """Whose private things are on screen now (-1: nobody's, e.g. under the curtain)."""
        return self.turns.shown_viewer()

    def speed(self) -> float:
        return self.app.settings.speed_factor

    def public_notation(self, notation: str, seat: int) -> str:
        return self.turns.public_notation(notation, seat)

    # ================================================================ deciding

    def decide(self, action) -> bool:
        """Send a decision of the seat to move; False (with the reason shown) if refused.
        The mode says where it goes (a lesson's runner, say)."""
        if self.mode.full():
            self.turns.disarm_end()
            self.app.dismiss("pass")  # the question of a pass is answered: no pass can be made
            self.say_full()
            return False
        return self.mode.decide(action)

    def say_full(self) -> None:
        """The game holds the most decisions a save keeps (`MAX_DECISIONS`): it stops here, saved."""
        self.app.notify(_("This game has reached {count} decisions, the most one game keeps: it can go "
                          "no further. It is saved; start another from the menu (Esc).").format(
            count=MAX_DECISIONS), error=True, key="full")
        self.app.play("error")

    def apply(self, action) -> bool:
        """A decision through the controller (the session, the engine): shown, saved."""
        pace = self.turns.pace()  # the others' pace as it was (their last move ends a skip)
        try:
            decided = self.turns.decide(action)
        except IllegalActionError as error:
            self.refused(error.reason)
            return False
        self.app.dismiss("pass")
        self.log_scroll = 0
        self.changed()
        self.present(decided.events, seat=decided.seat, pace=pace)
        self.mode.save()
        return True

    def refused(self, reason: str) -> None:
        self.mode.refused(reason)

    def say_refused(self, reason: str) -> None:
        """Say why a move cannot be made: the engine's sentence in the player's language."""
        self.app.notify(explained(reason, list(getattr(self.names, "plain", self.names)),
                                  self.presentation.context), error=True, key="refused")
        self.app.play("error")

    def end_turn(self) -> None:
        """The person confirms the end of their turn: the engine ends it (refills, next seat)."""
        decided = self.turns.end_turn()
        if decided is None:
            return
        self.changed()
        self.present(decided.events)
        self.mode.save()

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
        if self.turns.arm_end():
            self.app.notify(_("Pass both actions? Press again to confirm."), seconds=2.5, key="pass")
            self.refresh()
            return
        if self.decide(state.parse_action("pass")) and self.session.state.held:
            self.end_turn()  # ending the turn early is its own confirmation

    def changed(self) -> None:
        """The game changed (a decision, undo, a replay's start or end): a new panel when the
        decision changed, the buttons laid out again, the still layer redrawn."""
        self.revision += 1
        self.awake_until = self.time + 0.5
        self.card = None
        self.app.dismiss("refused", "zoom")  # a refusal's reason, the zoom's hint: outlived
        # No card for where the pointer rests (the piece just placed) till it moves: it would
        # cover what the decision opens there (a pagoda's triangle, the blue chain's cells, a banner).
        self.card_for = self.pointer
        self.sync()  # a new panel when the decision changed
        self.refresh()

    def undo(self) -> None:
        if self.replay is not None:
            return
        if self.phase() == Phase.CURTAIN:
            return  # the screen waits for the next person: nothing under the curtain is live
        if not self.session.can_undo():
            self.app.play("error")
            if self.my_turn():
                self.app.notify(_("Nothing to undo: tiles were drawn or another player decided since."))
            return
        self.turns.undo()
        self.anim_list = [a for a in self.anim_list if isinstance(a, anims.Banner)]
        self.busy = 0.0
        self.changed()
        self.mode.save()
        self.app.play("click")

    def reveal(self) -> None:
        """Hot seat: the person to move says only they can see the screen."""
        self.turns.reveal()
        self.app.play("click")
        self.changed()

    # ================================================================ presenting

    def present(self, events: list, slow: float = 1.0, seat: int = -1, pace: float | None = None) -> None:
        """Animations and sounds for what just happened (the game's presentation makes them);
        a computer's decision (`seat`) at the others' `pace` (Settings; 0 once skipped)."""
        others = seat >= 0 and not self.session.seats[seat].human
        k = ((self.turns.pace() if pace is None else pace) if others else self.speed()) * slow
        zoom.show_move(self, events, others)
        if k <= 0:
            self.busy = 0.0
            if any(isinstance(e, ev.GameEnded) for e in events):
                self.app.play("win")
            return
        timeline = self.presentation.present(self, events, k)
        for anim in timeline.anims:
            if isinstance(anim, anims.Banner):
                self.add_banner(anim)
            else:
                self.anim_list.append(anim)
        self.busy = max(self.busy, timeline.duration + 0.3 * k)
        self.sound_queue += [(self.time + t, name) for t, name in timeline.sounds]
        self.awake_until = max(self.awake_until, self.time + timeline.duration + 0.5)

    def skip_others(self) -> None:
        """Space while the others play: what is showing ends, and their moves until a person's
        turn come at once (`TurnController.skip_others`)."""
        if not self.turns.skip_others():
            return
        self.anim_list = []
        self.busy = 0.0
        self.sound_queue = []
        self.changed()

    def add_banner(self, banner: anims.Banner) -> None:
        """Banners take turns: one still showing when the next begins is cut short."""
        banners.add(self, banner)

    def seat_target(self, seat: int) -> tuple[int, int]:
        """Where points and treasures fly to: the seat's card."""
        rect = self.regions_.seats.get(seat) if self.regions_ else None
        return rect.center if rect else (self.app.size[0], 0)

    def banner_area(self, cells: set[int] | list[int]) -> Callable[[], pygame.Rect]:
        return banners.area(self, cells)

    def turn_banner_area(self) -> Callable[[int], pygame.Rect]:
        return banners.turn_area(self)

    def message_area(self) -> pygame.Rect | None:
        return banners.message_area(self)

    # ================================================================ the loop

    def update(self, dt: float) -> None:
        if self.turns.tick(dt):
            self.refresh()  # the end's question lapsed
        error = autosaver.take_error()
        if error:
            self.app.notify(_("Autosave failed: {reason}").format(reason=error), error=True)
        for anim in banners.running(self):
            anim.update(dt)
        self.anim_list = [a for a in self.anim_list if not a.done]
        card = self.turns.summary  # checked before this frame's decisions add their animations
        if card is not None and not card.landed and not self.flying():
            card.landed = True  # shown from now on (the person's own moves do not hide it)
            self.refresh()  # its buttons
        self.busy = max(0.0, self.busy - dt)
        if self.sound_queue:
            due = [s for s in self.sound_queue if s[0] <= self.time]
            for _t, name in due:
                self.app.play(name)
            self.sound_queue = [s for s in self.sound_queue if s[0] > self.time]
        phase = self.sync()
        busy = self.busy > 0
        if phase == Phase.REPLAY:
            replay_button.run(self)
        elif phase == Phase.COMPUTER and self.mode.full():
            if self.full_said != self.revision:  # said once; no computer thinks for a move it cannot make
                self.full_said = self.revision
                self.say_full()
        elif phase == Phase.COMPUTER:
            answer = self.turns.computer_answer(busy)
            if answer is not None:
                if answer.problem:
                    # A computer player must never stop the game: a legal decision instead.
                    self.app.notify(
                        _("{who} had a problem deciding and plays “{action}” instead.").format(
                            who=self.names[answer.seat],
                            action=self.public_notation(str(answer.action), answer.seat),
                        ),
                        error=True,
                    )
                self.decide(answer.action)
        elif phase == Phase.FORCED:
            action = self.turns.forced_answer(busy)
            if action is not None:
                self.decide(action)
        elif phase == Phase.OVER and not self.end_pushed and not busy:
            self.end_pushed = True
            self.mode.game_over()
        if self.card is None and self.card_for is None and self.time - self.rested_at >= HOVER_DELAY:
            self._show_card()
        self.mode.update(dt)

    def animating(self) -> bool:
        phase = self.phase()
        return (
            bool(banners.running(self))
            or self.busy > 0
            or bool(self.sound_queue)
            or self.time < self.awake_until
            or phase in (Phase.COMPUTER, Phase.FORCED, Phase.REPLAY)
            or (self.panel is not None and self.panel.animating())
            or (
                self.card_for is None
                and self.card is None
                and self.time - self.rested_at < HOVER_DELAY + 0.1
            )
            or self.end_armed > 0
            or self.mode.animating()
        )

    def sync(self) -> Phase:
        """Notice a change of phase or decision (before input is read, and every step)."""
        phase, entered, new = self.turns.sync()
        if entered:
            self.awake_until = self.time + 0.5
            if phase == Phase.CURTAIN:
                self.app.play("turn")
        if new:
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

    # ---------------------------------------------------------------- replays

    def start_replay(self) -> None:
        """Play the others' decisions since the viewer last decided again, slowly."""
        started = self.turns.start_replay()
        if started is None:
            return
        if not started:
            self.app.notify(_("Nothing to replay: nobody else has decided since your last move."))
            return
        self.anim_list = []
        self.busy = 0.0
        self.changed()
        self.app.play("click")

    def replay_lines(self) -> range:
        """The log lines of the decision a replay shows now (none when no replay runs)."""
        return self.turns.replay_lines()

    def stop_replay(self) -> None:
        if not self.turns.stop_replay():
            return
        self.log_scroll = 0  # back to the newest lines
        self.anim_list = [a for a in self.anim_list if not isinstance(a, anims.Banner)]
        self.busy = 0.0
        self.changed()

    # ---------------------------------------------------------------- leaving

    def enter(self) -> None:
        super().enter()
        self.sync()

    def leave(self) -> None:
        self.mode.leave()
        self.turns.computer.cancel()
        autosaver.flush()

    def resume(self) -> None:
        # Another scene may have used the computer players' worker meanwhile (a lesson from the
        # pause menu): whatever was being thought is asked again.
        self.turns.computer.forget()
        self.session.confirm_turn_end = self.app.settings.confirm_end_turn
        self.card, self.card_for = None, self.pointer  # back from the Rules: no stale card till it moves
        super().resume()

    def on_quit(self) -> None:
        self.turns.computer.cancel()
        autosaver.flush()
        self.mode.quit()

    def open_menu(self) -> None:
        self.mode.open_menu()

    def open_rules(self) -> None:
        self.app.open("rules", self.session.game)

    # ================================================================ hover cards

    def _show_card(self) -> None:
        pos = self.pointer
        self.card_for = pos
        if self.phase() in (Phase.CURTAIN,) or self.regions_ is None:
            return
        if self.panel is not None and self.panel.tooltip() is not None:
            return  # the move's preview speaks for the cell under the pointer
        if summary_home.on(self.summary, pos) or any(b.rect.collidepoint(pos) for b in self.buttons.buttons):
            return  # a button's words, or the since card over the log and the seats
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
        self.turns.language_changed()
        self.turns.ask_again()  # `_sync` makes the panel again
        self.card = None
        self.card_for = None
        super().language_changed()
        self.sync()

    def layout(self, size: tuple[int, int]) -> None:
        lay = layout_table(size, self.session.state.n)
        self.regions_ = lay
        zoom.fit(self)
        lay.tray_parts = self.presentation.tray_layout(lay.tray, lay.scale)
        bottom_bar.room_for_two_hint_lines(lay, self.presentation)
        for seat, card in lay.seats.items():
            lay.seat_parts[seat] = self.presentation.seat_layout(card, lay.scale)
        self.mode.layout(lay)
        self.regions_ = lay
        self.still_layer = None
        self.refresh()

    def refresh(self) -> None:
        """Lay out the panel and the buttons for what is asked now (after any change; never
        while drawing)."""
        if self.regions_ is None:
            return
        phase = self.phase()
        zoom.before_panel(self)
        if self.panel is not None:
            self.panel.layout()
        buttons = top_bar.buttons(self) + bottom_bar.buttons(self, phase)
        if self.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            if self.panel.rect is not None:  # a panel docked over the bottom bar hides its buttons
                buttons = [b for b in buttons if not b.rect.colliderect(self.panel.rect)]
            buttons += self.panel.buttons
        if phase == Phase.CURTAIN:
            buttons.append(curtain.reveal_button(self))
        mode_buttons = self.mode.buttons()
        if self.summary is not None and phase == Phase.DECIDE:
            self.summary.layout(self, mode_buttons)  # those it would hide (the hint's) onto it
            buttons += self.summary.buttons
        zoom.clear_panel(self)  # the board out from under them, if they found no other place
        card = self.summary.rect if self.summary is not None and phase == Phase.DECIDE else None
        buttons += summary_home.uncovered(mode_buttons, card)
        buttons += replay_button.buttons(self, buttons)
        self.buttons = ButtonRow(buttons)
        self.buttons.point(self.pointer)

    def curtain_box(self) -> pygame.Rect:
        return curtain.box(self)

    def top_bar(self) -> top_bar.TopBar:
        return top_bar.top_bar(self)

    def info_rect(self) -> pygame.Rect:
        """Where the top bar's counters (the bag, …) are drawn: their hover card's anchor."""
        return top_bar.top_bar(self).info_rect

    def bar_hint(self) -> str:
        """The bottom bar's line: what to do now."""
        return bottom_bar.hint(self)

    # ================================================================ input and drawing

    def handle(self, intent: Intent) -> bool:
        return table_input.handle(self, intent)

    def back(self) -> None:
        """Esc: close the innermost thing first, and only then open the menu."""
        table_input.back(self)

    def command(self, command: str) -> bool:
        """A key's command (`intents.KEYMAP`, or the game's keymap); True when used."""
        return table_input.command(self, command)

    def overlay(self, alpha: float) -> Overlay:
        return drawing.overlay(self, alpha)

    def still_key_of(self, hidden: int) -> tuple:
        return drawing.still_key(self, hidden)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The still layer (cached until something changes), then what moves."""
        drawing.draw(self, surface, alpha)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log in its region (the game's slot below the seats)."""
        drawing.draw_log_view(self, surface)

    def clamp_log(self, scroll: int) -> int:
        return drawing.clamp_log(self, scroll)
