"""One lesson on screen: the game board and controls, with the lesson's
panel beside them (`docs/lessons.md`).

The scene is a table (`table/table_scene.py`: the turn controller drawn by
the table's parts, as in a game) in the lesson's mode (`LessonMode`), with
three differences: every decision goes to the lesson's runner, which accepts
it or explains why not; the side column shows compact seat rows and the
lesson's panel (`table/text_panel.py`: its text, what happened, the
explanation, hints and tips) instead of the log; and the cells the step
talks about glow on the board. Nothing here decides a rule: the runner and
the engine do. The scene serves every game's lessons: what differs (the
board, the panels, the tray, a seat's scores in its compact row) comes from
the game's presentation, as in a game.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.lessons import ASK, DONE, EXPLAIN, PLAYING, READING, Lesson, LessonRunner, Progress
from game.lessons.progress import MAX_ACTIONS
from game.lessons.runner import Outcome

from . import theme
from .dialogs import MenuDialog
from .i18n import _, explained
from .intents import Intent
from .names import Names
from .presentation import seat_figures
from .registry import presentation_for
from .session import COMPUTER, HUMAN, Seat, Session
from .table import seats, text_panel
from .table.mode import Mode
from .table.table_scene import TableScene
from .table.text_panel import STYLES, draw_blocks, fit_size  # noqa: F401  (kept importable from here)
from .turn import Phase
from .widgets import Button, ButtonRow, draw_text

# Each game's state, action and events (the scene only passes them on).
State = Any
Action = Any

GLOW = theme.GLOW  # the cells a lesson step points at (drawn by the board)


class LessonSession(Session):
    """The session the game scene expects, speaking the lesson's names.
    Scores are always shown: a lesson is about seeing what scores."""

    def __init__(self, state: State, seats: list[Seat], names: Names) -> None:
        from game.engine.record import Record

        super().__init__(Record(state.copy(), []), seats, open_scoring=True)
        self.state = state
        self.lesson_names = names

    def seat_name(self, seat: int) -> str:
        return self.lesson_names.plain[seat]

    def names(self) -> Names:
        return self.lesson_names

    def seat_role(self, seat: int) -> str:
        return _("You") if self.seats[seat].human else _("Computer")

    def scores_visible(self, viewer: int, seat: int) -> bool:
        return True

    def can_undo(self) -> bool:
        return False  # a refused move changes nothing, so there is nothing to take back


def display_names(lesson: Lesson, state: State) -> Names:
    """Seat names for the window. The learner's seat is marked "(you)"; a lesson
    that calls it plain "You" gets the dynasty's name in front, as in a game."""
    words = presentation_for(state.ruleset.name).words
    plain = []
    for seat, name in enumerate(lesson.names):
        # The lesson's names come translated: "You" may arrive as «Вы».
        if lesson.single_seat == seat and name.lower() in ("you", _("You").lower()):
            plain.append(words.dynasty_title(state.dynasties[seat]))
        else:
            plain.append(name)
    you = lesson.single_seat if lesson.single_seat is not None else -1
    return Names(plain, you)


class LessonMode(Mode):
    """What a lesson adds to the table: the runner decides, the lesson's panel below compact
    seat rows, the lit cells, progress saved (never the game's autosave), its own menu."""

    def __init__(self, lesson: Lesson, runner: LessonRunner, progress: Progress, number: int = 0,
                 following: Lesson | None = None) -> None:
        self.lesson = lesson
        self.runner = runner
        self.progress = progress
        self.number = number
        self.following = following  # the next lesson, for "Next lesson"
        self.feedback: Outcome | None = None  # the last refused move and why
        self.hint_text = ""
        self.tips: list[str] = []
        self.lesson_buttons = ButtonRow()
        self.lesson_rect: pygame.Rect | None = None
        self.text_fits = True  # the lesson panel's text fitted when last drawn (tests look)

    def attach(self, table) -> None:
        super().attach(table)
        table.log.clear()  # a lesson has no log: its panel tells what happens
        table.end_pushed = True  # a lesson never shows the game's end screen
        table.turns.gate = self.gate
        # In a lesson the learner makes even a forced decision (outside the free game).
        table.turns.answers_forced = lambda: self.runner.phase == PLAYING
        self.sync_state()
        self.tips += self.runner.take_tips()

    # ================================================================ facts

    def sync_state(self) -> None:
        """The runner owns the game; the scene shows it."""
        runner = self.runner
        table = self.table
        table.session.state = runner.state
        seat = runner.state.to_move
        if seat in self.lesson.learner:
            table.viewer = seat
        elif table.viewer not in self.lesson.learner:
            table.viewer = runner.learner_seat

    def gate(self, phase: Phase) -> Phase:
        if self.runner.phase in (READING, EXPLAIN, DONE) or self.table.state.is_over:
            return Phase.OVER
        if phase == Phase.FORCED and self.runner.phase == ASK:
            # A game answers a one-choice decision for the person; a lesson step that asks
            # for it (the one corner treasure) wants the learner to make it, so it gets the
            # usual panel and clickable cells.
            return Phase.DECIDE
        return phase

    def seat_figures(self, seat: int) -> tuple[tuple[int, ...], tuple[bool, ...], int]:
        """A seat's row: its points per colour, which of them the end raised (treasures
        or yellow on the weakest colours), and its place (0 while the game goes on)."""
        return seat_figures(self.table.state, seat)

    # ================================================================ deciding

    def full(self) -> bool:
        # The lesson's place could not be kept past it (`Progress` reads no more).
        return len(self.runner.actions) >= MAX_ACTIONS

    def decide(self, action: Action) -> bool:
        runner = self.runner
        if runner.opponent_to_move:
            events = runner.apply_opponent(action)
            self._lesson_changed(action, events)
            self.tips += runner.take_tips()
            return True
        outcome = runner.try_action(action)
        if not outcome.accepted:
            self.feedback = outcome
            self.table.app.play("error")
            self.table.revision += 1  # the panel says why
            return False
        self.feedback = None
        self.hint_text = ""
        self._lesson_changed(action, outcome.events)
        self.tips += runner.take_tips()
        return True

    def refused(self, reason: str) -> None:
        pass  # the lesson explains refused moves in its panel (`feedback`)

    def _lesson_changed(self, action: Action | None, events: list) -> None:
        table = self.table
        if action is not None:
            table.session.record.actions.append(str(action))
        self.sync_state()
        table.turns.disarm_end()
        table.turns.ask_again()  # a new panel for what is asked next
        table.changed()
        table.present(events)
        self._save()

    def proceed(self) -> None:
        """Continue: the next step (its scripted moves are animated like any other)."""
        runner = self.runner
        if runner.phase == DONE:
            # What the highlighted button says: the next lesson when there is one.
            if self.following is not None:
                self.next_lesson()
            else:
                self.back_to_lessons()
            return
        runner.proceed()
        self.feedback = None
        self.hint_text = ""
        self._lesson_changed(None, list(runner.news_events))
        self.tips += runner.take_tips()
        self.table.app.play("click")

    def hint(self) -> None:
        self.hint_text = self.runner.hint()
        self.table.revision += 1
        self.table.app.play("click")

    def _save(self) -> None:
        self.progress.remember(self.lesson.id, self.runner.snapshot())
        try:
            self.progress.save()
        except OSError as error:
            self.table.app.notify(
                _("Could not save your progress: {reason}").format(reason=error.strerror or error), error=True
            )

    def quit(self) -> None:
        self._save()

    # ================================================================ leaving

    def open_menu(self) -> None:
        entries = [
            (_("Back to the lesson"), lambda: self.table.app.pop(), "resume"),
            (_("Start the lesson again"), self.restart, "restart"),
            (_("All lessons"), self.back_to_lessons, "lessons"),
        ]
        self.table.app.push(
            MenuDialog(
                self.table.app, _("Lesson paused"), entries, text=_("Your place in the lesson is saved.")
            )
        )

    def restart(self) -> None:
        self.table.thinker.cancel()
        self.progress.forget(self.lesson.id)
        self._drop_to_menu()
        self.table.app.open("lesson", self.lesson.id, restart=True)

    def back_to_lessons(self) -> None:
        self.table.thinker.cancel()
        self._drop_to_menu()

    def next_lesson(self) -> None:
        self.table.thinker.cancel()
        self._drop_to_menu()
        if self.following is not None:
            self.table.app.open("lesson", self.following.id)

    def _drop_to_menu(self) -> None:
        """Back to the lesson menu (below this scene), refreshed."""
        if not self.table.app.scenes.back_to("lessons"):
            self.table.app.pop(self.table)

    # ================================================================ input

    def handle(self, intent: Intent) -> bool:
        if (
            intent.kind == "key"
            and intent.command == "confirm"
            and self.runner.phase in (READING, EXPLAIN, DONE)
        ):
            self.proceed()
            return True
        return False

    # ================================================================ layout & drawing

    def layout(self, lay) -> None:
        # Compact rows for the seats; the lesson's panel below them instead of the log.
        lay.seats, self.lesson_rect = seats.compact_rows(lay.side, self.runner.state.n, lay.scale)
        lay.seat_parts = {}

    def buttons(self) -> list[Button]:
        if self.lesson_rect is None:
            return []
        s = self.table.regions.scale
        phase = self.runner.phase
        buttons: list[Button] = []
        if phase == ASK:
            buttons.append(Button(_("Hint"), self.hint, name="hint"))
        elif phase in (READING, EXPLAIN):
            buttons.append(Button(_("Continue"), self.proceed, primary=True, hotkey="Enter", name="continue"))
        elif phase == DONE:
            if self.following is not None:
                buttons.append(Button(_("Next lesson"), self.next_lesson, primary=True, name="next"))
            buttons.append(
                Button(_("All lessons"), self.back_to_lessons, primary=self.following is None, name="lessons")
            )
        elif phase == PLAYING and self.table.state.is_over:
            buttons.append(Button(_("Continue"), self.proceed, primary=True, name="continue"))
        text_panel.place_buttons(buttons, self.lesson_rect, s)
        self.lesson_buttons = ButtonRow(buttons)
        return buttons

    def overlay(self, overlay) -> None:
        overlay.glow = list(self.runner.highlight)

    def animating(self) -> bool:
        return bool(self.runner.highlight)  # the lit cells pulse

    def still_key(self) -> tuple:
        runner = self.runner
        return (
            runner.phase,
            getattr(runner.step, "number", 0),
            id(self.feedback),
            self.hint_text,
            len(self.tips),
            len(runner.news),
            runner.opponent_to_move,
        )

    def draw_side(self, surface: pygame.Surface) -> None:
        # The computer thinks only in the free game (a step's scripted moves are instant):
        # said in its row.
        s = seats.draw_rows(
            surface, self.table, self.runner.opponent_to_move, lambda seat: self.seat_figures(seat)[2]
        )
        self._draw_lesson(surface, s)

    def draw_thinking(self, surface: pygame.Surface, s: float) -> None:
        pass  # said in the seat's compact row (`draw_side`), and only in the free game

    def draw_bottom(self, surface: pygame.Surface) -> None:
        if self.table.phase() == Phase.OVER:
            self._draw_bottom_note(surface, self.table.regions.scale)

    def blocks(self) -> list[tuple[str, str]]:
        """The lesson panel's content as (style, text) blocks, top to bottom."""
        runner = self.runner
        blocks: list[tuple[str, str]] = []
        if runner.phase == DONE:
            blocks.append(("title", _("Lesson complete!")))
            if self.following is not None:
                blocks.append(("text", _("Next: {title}.").format(title=self.following.title)))
            else:
                blocks.append(("text", _("You have finished every lesson. Enjoy your games!")))
            return blocks
        said = self._said
        if runner.news and runner.phase != EXPLAIN:
            blocks.append(("news", "\n".join(said(line) for line in runner.news[-6:])))
        if runner.phase == EXPLAIN and runner.news:
            blocks.append(("news", "\n".join(said(line) for line in runner.news[-7:])))
        if runner.phase == EXPLAIN:
            blocks.append(("good", said(runner.message) or _("Done.")))
        else:
            blocks.append(("text", runner.step.text))
        if self.feedback is not None:
            blocks.append(("bad", said(self.feedback.message)))
            if self.feedback.lines:
                lines = "\n".join(said(line) for line in self.feedback.lines[:4])
                blocks.append(("news", _("That move would have done this:") + "\n" + lines))
        if self.hint_text:
            blocks.append(("hint", _("Hint: {text}").format(text=said(self.hint_text))))
        for tip in self.tips[-2:]:
            blocks.append(("hint", _("Tip: {text}").format(text=tip)))
        return blocks

    def _said(self, text: str) -> str:
        """The runner's sentence (an `Explanation`: the engine's or the narration's) in the
        window's language; the lesson's own texts come translated already."""
        return explained(text, list(self.runner.lesson.names), self.table.presentation.context)

    def _draw_lesson(self, surface: pygame.Surface, s: float) -> None:
        assert self.lesson_rect is not None  # laid out before anything is drawn
        done, total = self.runner.progress()
        title = (
            _("Lesson {n}: {title}").format(n=self.number, title=self.lesson.title)
            if self.number
            else self.lesson.title
        )
        self.text_fits = text_panel.draw_panel(
            surface, self.lesson_rect, title, done, total, self.blocks(), self.lesson_buttons, s
        )

    def _draw_bottom_note(self, surface: pygame.Surface, s: float) -> None:
        """Between decisions the hand is shown but the bar says what to do now."""
        regions = self.table.regions
        bottom = regions.bottom
        right = regions.bottom_buttons.left - int(10 * s)
        strip = pygame.Rect(bottom.left + 2, bottom.top + 3, right - bottom.left - 2, int(30 * s))
        pygame.draw.rect(surface, theme.PANEL_DARK, strip)
        if self.runner.phase == DONE:
            note = _("The lesson is complete")
        elif self.runner.phase == PLAYING:
            note = _("The game is over: press Continue")
        else:
            note = _("Read the lesson, then press Continue")
        draw_text(
            surface,
            note,
            int(19 * s),
            theme.TEXT_DIM,
            (bottom.left + int(12 * s), bottom.top + int(8 * s)),
            max_width=strip.width,
        )
        self._draw_pieces(surface)

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        """The learner's tiles, leaders and catastrophes while a page is read: the
        game draws them only when its player is to act, but the lesson's text talks
        about them ("you hold six tiles"). Shown dimmed: they cannot be picked now."""
        table = self.table
        seat = table.viewer if table.viewer in self.lesson.learner else self.runner.learner_seat
        table.presentation.draw_tray(surface, table, table.regions.tray_parts, seat, None, dim=200)


class LessonScene(TableScene):
    """A lesson: the table in the lesson's mode (`LessonMode`); the lesson's state and
    actions are read through the scene."""

    def __init__(
        self,
        app,
        lesson: Lesson,
        runner: LessonRunner,
        progress: Progress,
        number: int = 0,
        following: Lesson | None = None,
    ) -> None:
        from ai import LEVELS

        level = runner.opponent_level if runner.opponent_level in LEVELS else "random"
        seats = [
            Seat(HUMAN) if seat in lesson.learner else Seat(COMPUTER, level) for seat in range(runner.state.n)
        ]
        names = display_names(lesson, runner.state)
        self.lesson_mode = LessonMode(lesson, runner, progress, number, following)
        super().__init__(app, LessonSession(runner.state, seats, names), self.lesson_mode)
        self.names = names

    @property
    def lesson(self) -> Lesson:
        return self.lesson_mode.lesson

    @property
    def runner(self) -> LessonRunner:
        return self.lesson_mode.runner

    @property
    def following(self) -> Lesson | None:
        return self.lesson_mode.following

    @property
    def number(self) -> int:
        return self.lesson_mode.number

    @property
    def feedback(self) -> Outcome | None:
        return self.lesson_mode.feedback

    @property
    def hint_text(self) -> str:
        return self.lesson_mode.hint_text

    @property
    def tips(self) -> list[str]:
        return self.lesson_mode.tips

    @property
    def text_fits(self) -> bool:
        return self.lesson_mode.text_fits

    @property
    def lesson_buttons(self) -> ButtonRow:
        return self.lesson_mode.lesson_buttons

    def proceed(self) -> None:
        self.lesson_mode.proceed()

    def hint(self) -> None:
        self.lesson_mode.hint()

    def back_to_lessons(self) -> None:
        self.lesson_mode.back_to_lessons()

    def blocks(self) -> list[tuple[str, str]]:
        return self.lesson_mode.blocks()

    def seat_figures(self, seat: int) -> tuple[tuple[int, ...], tuple[bool, ...], int]:
        return self.lesson_mode.seat_figures(seat)
