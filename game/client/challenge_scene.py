"""One challenge on screen: the table in the challenge's mode (`ChallengeMode`), with the
goal, the limit and the progress always in the panel below the seats, and at the end
what was reached, the stars, "Retry" (R) and "Next" (`docs/challenges.md`).

Every decision goes through the challenge's runner (`game.challenges.ChallengeRun`),
and the computer seats answer through it too (`ChallengeComputer`): seeded by the
challenge, so the same play meets the same answers as the stored solution does.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from game.challenges import Challenge, ChallengeRun
from game.challenges.progress import Results
from game.engine import RulesError

from . import theme
from .challenge_words import draw_stars, end_line, limit_line, progress_line, thresholds_line
from .dialogs import MenuDialog
from .i18n import _, explained
from .intents import Intent
from .lesson_scene import LessonSession
from .names import Names
from .presentation import seat_figures
from .registry import presentation_for
from .session import COMPUTER, HUMAN, Seat
from .table import seats, text_panel
from .table.mode import Mode
from .table.table_scene import TableScene
from .turn import Phase
from .turn.computer import Answer
from .widgets import Button, ButtonRow, draw_text, panel, rendered


class ChallengeComputer:
    """The computer seats of a challenge: the runner's seeded players, thinking in a thread
    (the table's `ComputerSeats` interface: ask, answer, forget, cancel, thinker)."""

    def __init__(self, run: ChallengeRun) -> None:
        self.run = run
        self.thinking = False
        self._asked_at = -1
        self._answer: Any = None
        self._cancel: threading.Event | None = None
        self._lock = threading.Lock()

    @property
    def thinker(self) -> ChallengeComputer:
        return self

    def ask(self, session: Any) -> None:
        count = len(self.run.actions)
        if self._asked_at == count or not self.run.computer_to_move:
            return
        self.cancel()
        self._asked_at = count
        cancel = self._cancel = threading.Event()
        self.thinking = True

        def work() -> None:
            action = self.run.choose_computer(cancel)
            with self._lock:
                if not cancel.is_set():
                    self._answer = action

        threading.Thread(target=work, name="challenge-computer", daemon=True).start()

    def answer(self, session: Any) -> Answer | None:
        with self._lock:
            action, self._answer = self._answer, None
        if action is None:
            return None
        self.thinking = False
        self._asked_at = -1
        return Answer(self.run.state.to_move, action, False)

    def forget(self) -> None:
        self._asked_at = -1

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
        with self._lock:
            self._answer = None
        self.thinking = False


def place_in_rows(buttons: list[Button], area: pygame.Rect, s: float) -> None:
    """The end's buttons at the panel's foot, as `text_panel.place_buttons` lays one row, but in
    as many rows as their labels need to be drawn at the buttons' size (never shrunk):
    one row, else the last ("All challenges") on a row of its own, else one a row."""
    height, gap = int(40 * s), int(8 * s)
    width = area.width - int(20 * s)
    size = max(int(20 * s), theme.SMALLEST)  # as the table draws its buttons

    def fits(row: list[Button]) -> bool:
        share = (width - gap * (len(row) - 1)) // len(row)
        return all(rendered(b.label, size, theme.TEXT, True).get_width() <= share - 12 for b in row)

    rows = [buttons]
    if not fits(buttons):
        split = len(buttons) > 1 and fits(buttons[:-1])
        rows = [buttons[:-1], buttons[-1:]] if split else [[b] for b in buttons]
    left, bottom = area.left + int(10 * s), area.bottom - int(10 * s)
    for row in reversed(rows):
        share = (width - gap * (len(row) - 1)) // len(row)
        for i, button in enumerate(row):
            button.rect = pygame.Rect(left + i * (share + gap), bottom - height, share, height)
            if share < 150 * s:
                button.hotkey = ""
        bottom -= height + gap


def display_names(challenge: Challenge, state: Any) -> Names:
    words = presentation_for(state.ruleset.name).words
    plain = [words.dynasty_title(state.dynasties[seat]) if seat == challenge.seat else name
             for seat, name in enumerate(challenge.names)]
    return Names(plain, challenge.seat)


class ChallengeMode(Mode):
    def __init__(self, challenge: Challenge, run: ChallengeRun, results: Results,
                 following: Challenge | None = None) -> None:
        self.challenge = challenge
        self.run = run
        self.results = results
        self.following = following
        self.show_hint = False
        self.refusal = ""
        self.recorded = False
        self.panel_buttons = ButtonRow()
        self.panel_rect: pygame.Rect | None = None

    def attach(self, table) -> None:
        super().attach(table)
        table.log.clear()
        table.end_pushed = True  # the challenge's panel says how it ended
        table.turns.gate = self.gate
        table.turns.computer = ChallengeComputer(self.run)
        table.viewer = self.run.seat

    def gate(self, phase: Phase) -> Phase:
        return Phase.OVER if self.run.finished else phase

    # ---------------------------------------------------------------- deciding

    def decide(self, action: Any) -> bool:
        run = self.run
        try:
            if run.computer_to_move:
                events = run.apply_computer(action)
            else:  # the turn's end waits for End turn when the settings say so, as in a game
                events = run.play(action, hold_turn_end=self.table.session.holds_turn_end())
        except RulesError as error:
            # the engine's `Explanation` itself, so that the panel can translate it
            self.refused(getattr(error, "reason", None) or str(error))
            return False
        self.refusal = ""
        if run.finished:
            self._finish()  # recorded before the panel's buttons are made again (Next opens)
        table = self.table
        table.session.record.actions.append(str(action))
        table.session.state = run.state
        table.turns.disarm_end()
        table.turns.ask_again()
        table.changed()
        table.present(events)
        return True

    def refused(self, reason: str) -> None:
        self.refusal = reason
        self.table.app.play("error")
        self.table.revision += 1

    def turn_ended(self) -> None:
        """The person ended their held turn (`ChallengeSession.end_turn`): it may have ended
        the challenge (recorded before the panel's buttons are made again)."""
        if self.run.finished:
            self._finish()

    def _finish(self) -> None:
        if self.recorded:
            return
        self.recorded = True
        result = self.run.result()
        self.results.record(self.challenge.id, result.stars, result.value)
        try:
            self.results.save()
        except OSError as error:
            self.table.app.notify(_("Could not save your result: {reason}").format(
                reason=error.strerror or error), error=True)
        self.table.app.play("win" if result.stars else "error")

    # ---------------------------------------------------------------- leaving

    def open_menu(self) -> None:
        entries = [
            (_("Back to the challenge"), lambda: self.table.app.pop(), "resume"),
            (_("Retry"), self.retry, "retry"),
            (_("All challenges"), self.back, "challenges"),
        ]
        self.table.app.push(MenuDialog(self.table.app, _("Challenge paused"), entries))

    def retry(self) -> None:
        self._leave()
        self.table.app.open("challenge", self.challenge.id)

    def next(self) -> None:
        self._leave()
        if self.following is not None:
            self.table.app.open("challenge", self.following.id)

    def back(self) -> None:
        self._leave()

    def _leave(self) -> None:
        self.table.turns.computer.cancel()
        if not self.table.app.scenes.back_to("challenges"):
            self.table.app.pop(self.table)

    def hint(self) -> None:
        self.show_hint = not self.show_hint
        self.table.revision += 1

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.command == "replay" and self.run.finished:
            self.retry()  # R: retry in one key
            return True
        if intent.kind == "key" and intent.command == "confirm" and self.run.finished:
            (self.next if self.next_open() else self.retry)()
            return True
        return False

    def next_open(self) -> bool:
        return self.following is not None and self.results.solved(self.challenge.id)

    # ---------------------------------------------------------------- drawing

    # Compact seat rows and the challenge's panel below them, as a lesson's (`lesson_scene.py`):
    # two modes of the table, each with its own panel.
    def layout(self, lay) -> None:
        lay.seats, self.panel_rect = seats.compact_rows(lay.side, self.run.state.n, lay.scale)
        lay.seat_parts = {}

    def buttons(self) -> list[Button]:
        if self.panel_rect is None:
            return []
        if self.run.finished:
            buttons = [Button(_("Retry"), self.retry, hotkey="R", name="retry",
                              primary=not self.next_open())]
            if self.next_open():
                buttons.append(Button(_("Next"), self.next, primary=True, hotkey="Enter", name="next"))
            buttons.append(Button(_("All challenges"), self.back, name="challenges"))
        else:
            buttons = [Button(_("Hide the hint") if self.show_hint else _("Hint"), self.hint, name="hint")]
        s = self.table.regions.scale
        if self.run.finished:
            place_in_rows(buttons, self.panel_rect, s)
        else:
            text_panel.place_buttons(buttons, self.panel_rect, s)
        self.panel_buttons = ButtonRow(buttons)
        return buttons

    def status(self) -> str:
        if self.run.finished:  # the game itself goes on, but no one is to play in it
            return _("The challenge is over")
        if self.run.state.held:  # (a challenge has no undo: a refused move changes nothing)
            return _("Your actions are done: press End turn")
        return ""

    def still_key(self) -> tuple:
        result = self.run.result()
        return (result, self.show_hint, self.refusal, self.run.computer_to_move)

    def blocks(self) -> list[tuple[str, str]]:
        challenge, result = self.challenge, self.run.result()
        blocks = [("text", challenge.description)]
        if self.run.finished:
            blocks.append(("good" if result.stars else "bad", end_line(challenge, result)))
        else:
            blocks.append(("news", progress_line(challenge, result) + "\n" + thresholds_line(challenge)))
        if self.refusal:
            table = self.table
            blocks.append(("bad", explained(self.refusal, list(getattr(table.names, "plain", table.names)),
                                            table.presentation.context)))
        if self.show_hint and not self.run.finished:
            blocks.append(("hint", _("Hint: {text}").format(text=challenge.hint)))
        return blocks

    def draw_side(self, surface: pygame.Surface) -> None:
        state = self.table.state
        s = seats.draw_rows(
            surface, self.table, self.run.computer_to_move, lambda seat: seat_figures(state, seat)[2]
        )
        self._draw_panel(surface, s)

    def draw_thinking(self, surface: pygame.Surface, s: float) -> None:
        pass  # said in the seat's compact row

    def _draw_panel(self, surface: pygame.Surface, s: float) -> None:
        area = self.panel_rect
        assert area is not None
        result = self.run.result()
        panel(surface, area, theme.PANEL, theme.GOLD, radius=12, shadow=False)
        pad = int(12 * s)
        inner = area.inflate(-2 * pad, -2 * pad)
        head = draw_text(surface, self.challenge.title, int(22 * s), theme.GOLD, inner.topleft, bold=True,
                         max_width=inner.width)
        star = max(12, int(22 * s))
        centre = (inner.right - int(1.6 * star), head.bottom + star // 2 + 4)
        stars = draw_stars(surface, result.stars, centre, star)
        draw_text(surface, limit_line(self.challenge, result), theme.small(17, s), theme.TEXT,
                  (inner.left, stars.centery), "midleft", max_width=stars.left - inner.left - 4)
        top = stars.bottom + int(8 * s)
        bottom = (min(b.rect.top for b in self.panel_buttons.buttons) - int(8 * s)
                  if self.panel_buttons.buttons else inner.bottom)
        box = pygame.Rect(inner.left, top, inner.width, bottom - top)
        text_panel.draw_blocks(surface, self.blocks(), box, s)


class ChallengeSession(LessonSession):
    """The table's session, whose turn's end (End turn) goes through the challenge's run."""

    def __init__(self, mode: ChallengeMode, seats_: list[Seat], names: Names) -> None:
        super().__init__(mode.run.state, seats_, names)
        self.mode = mode

    def end_turn(self) -> list:
        events = self.mode.run.end_turn()
        self.mode.turn_ended()
        return events


class ChallengeScene(TableScene):
    """A challenge: the table in the challenge's mode."""

    def __init__(self, app, challenge: Challenge, results: Results,
                 following: Challenge | None = None) -> None:
        run = ChallengeRun(challenge)
        seats_ = [Seat(HUMAN) if seat == challenge.seat else Seat(COMPUTER, challenge.opponent)
                  for seat in range(run.state.n)]
        names = display_names(challenge, run.state)
        self.challenge_mode = ChallengeMode(challenge, run, results, following)
        super().__init__(app, ChallengeSession(self.challenge_mode, seats_, names), self.challenge_mode)
        self.names = names

    @property
    def run(self) -> ChallengeRun:
        return self.challenge_mode.run
