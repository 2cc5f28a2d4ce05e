"""One lesson on screen: the game board and controls, with the lesson's
panel beside them (`docs/lessons.md`).

The scene is the game scene (`game_scene.py`) with three differences:
every decision goes to the lesson's runner, which accepts it or explains
why not; the side column shows the lesson (its text, what happened, the
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
from .game_scene import GameScene, Phase
from .i18n import _, explained
from .intents import Intent
from .names import Names
from .presentation import seat_figures
from .registry import presentation_for
from .session import COMPUTER, HUMAN, Seat, Session
from .widgets import Button, ButtonRow, draw_text, panel, wrap

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


class LessonScene(GameScene):
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
        super().__init__(app, LessonSession(runner.state, seats, names))
        self.lesson = lesson
        self.runner = runner
        self.progress = progress
        self.number = number
        self.following = following  # the next lesson, for "Next lesson"
        self.names = names
        self.log = []
        self.end_pushed = True  # a lesson never shows the game's end screen
        self.feedback: Outcome | None = None  # the last refused move and why
        self.hint_text = ""
        self.tips: list[str] = []
        self.lesson_buttons = ButtonRow()
        self.text_fits = True  # the lesson panel's text fitted when last drawn (tests look)
        self._sync_state()
        self.tips += runner.take_tips()

    # ================================================================ facts

    def _sync_state(self) -> None:
        """The runner owns the game; the scene shows it."""
        runner = self.runner
        self.session.state = runner.state
        seat = runner.state.to_move
        if seat in self.lesson.learner:
            self.viewer = seat
        elif self.viewer not in self.lesson.learner:
            self.viewer = runner.learner_seat

    def phase(self) -> Phase:
        if self.runner.phase in (READING, EXPLAIN, DONE) or self.state.is_over:
            return Phase.OVER
        phase = super().phase()
        if phase == Phase.FORCED and self.runner.phase == ASK:
            # A game answers a one-choice decision for the person; a lesson step that asks
            # for it (the one corner treasure) wants the learner to make it, so it gets the
            # usual panel and clickable cells.
            return Phase.DECIDE
        return phase

    # ================================================================ deciding

    def _run_computer(self) -> None:
        if len(self.runner.actions) >= MAX_ACTIONS:  # no move can be kept: nobody thinks of one
            if self.thinking_for != MAX_ACTIONS:
                self.thinking_for = MAX_ACTIONS
                self._say_full()
            return
        super()._run_computer()

    def decide(self, action: Action) -> bool:
        runner = self.runner
        if len(runner.actions) >= MAX_ACTIONS:  # the lesson's place could not be kept past it
            self._say_full()
            return False
        if runner.opponent_to_move:
            events = runner.apply_opponent(action)
            self._lesson_changed(action, events)
            self.tips += runner.take_tips()
            return True
        outcome = runner.try_action(action)
        if not outcome.accepted:
            self.feedback = outcome
            self.app.play("error")
            self.revision += 1  # the panel says why
            return False
        self.feedback = None
        self.hint_text = ""
        self._lesson_changed(action, outcome.events)
        self.tips += runner.take_tips()
        return True

    def refused(self, reason: str) -> None:
        pass  # the lesson explains refused moves in its panel (`feedback`)

    def _lesson_changed(self, action: Action | None, events: list) -> None:
        if action is not None:
            self.session.record.actions.append(str(action))
        self._sync_state()
        self.end_armed = 0.0
        self._panel_key = None  # a new panel for what is asked next
        self._changed()
        self.present(events)
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
        self.app.play("click")

    def hint(self) -> None:
        self.hint_text = self.runner.hint()
        self.revision += 1
        self.app.play("click")

    def _save(self) -> None:
        self.progress.remember(self.lesson.id, self.runner.snapshot())
        try:
            self.progress.save()
        except OSError as error:
            self.app.notify(
                _("Could not save your progress: {reason}").format(reason=error.strerror or error), error=True
            )

    def _autosave(self) -> None:
        pass  # a lesson is saved as lesson progress, never as the game's autosave

    def _enter(self, phase: Phase) -> None:
        super()._enter(phase)
        if self.runner.phase != PLAYING:
            self.auto_at = -1.0  # in a lesson the learner makes even a forced decision

    def open_menu(self) -> None:
        entries = [
            (_("Back to the lesson"), lambda: self.app.pop(), "resume"),
            (_("Start the lesson again"), self.restart, "restart"),
            (_("All lessons"), self.back_to_lessons, "lessons"),
        ]
        self.app.push(
            MenuDialog(self.app, _("Lesson paused"), entries, text=_("Your place in the lesson is saved."))
        )

    def restart(self) -> None:
        from .lessons_menu import open_lesson

        self.thinker.cancel()
        self.progress.forget(self.lesson.id)
        self._drop_to_menu()
        open_lesson(self.app, self.lesson.id, restart=True)

    def back_to_lessons(self) -> None:
        self.thinker.cancel()
        self._drop_to_menu()

    def next_lesson(self) -> None:
        from .lessons_menu import open_lesson

        self.thinker.cancel()
        self._drop_to_menu()
        if self.following is not None:
            open_lesson(self.app, self.following.id)

    def _drop_to_menu(self) -> None:
        """Back to the lesson menu (below this scene), refreshed."""
        from .lessons_menu import LessonsMenu

        menu = self.app.scenes.find(LessonsMenu)
        if menu is not None:
            while self.app.scenes.top is not menu:
                self.app.scenes.pop()
        else:
            self.app.pop(self)

    def on_quit(self) -> None:
        super().on_quit()
        self._save()

    # ================================================================ input

    def handle(self, intent: Intent) -> bool:
        if (
            intent.kind == "key"
            and intent.command == "confirm"
            and self.runner.phase in (READING, EXPLAIN, DONE)
        ):
            self.proceed()
            return True
        return super().handle(intent)

    # ================================================================ layout & drawing

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        lay = self.regions
        s = lay.scale
        side = lay.side
        n = self.state.n
        row_h = int(36 * s)
        top = side.top + int(10 * s)
        # Compact rows for the seats; the lesson's panel below them instead of the log.
        lay.seats = {
            seat: pygame.Rect(
                side.left + int(10 * s), top + seat * row_h, side.width - int(20 * s), row_h - int(4 * s)
            )
            for seat in range(n)
        }
        lay.seat_parts = {}
        self.lesson_rect = pygame.Rect(
            side.left + int(10 * s),
            top + n * row_h + int(6 * s),
            side.width - int(20 * s),
            side.bottom - top - n * row_h - int(16 * s),
        )
        self.refresh()

    def refresh(self) -> None:
        super().refresh()
        if getattr(self, "lesson_rect", None) is None or self.regions_ is None:
            return
        s = self.regions.scale
        area = self.lesson_rect
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
        elif phase == PLAYING and self.state.is_over:
            buttons.append(Button(_("Continue"), self.proceed, primary=True, name="continue"))
        height, gap = int(40 * s), int(8 * s)
        row = pygame.Rect(
            area.left + int(10 * s), area.bottom - height - int(10 * s), area.width - int(20 * s), height
        )
        if buttons:
            width = (row.width - gap * (len(buttons) - 1)) // len(buttons)
            for i, button in enumerate(buttons):
                button.rect = pygame.Rect(row.left + i * (width + gap), row.top, width, height)
                if width < 150 * s:
                    button.hotkey = ""
        self.lesson_buttons = ButtonRow(buttons)
        self.buttons = ButtonRow(self.buttons.buttons + buttons)
        self.buttons.point(self.pointer)

    def overlay(self, alpha: float):
        o = super().overlay(alpha)
        o.glow = list(self.runner.highlight)
        return o

    def animating(self) -> bool:
        return super().animating() or bool(self.runner.highlight)  # the lit cells pulse

    def _still_key(self, hidden: int) -> tuple:
        runner = self.runner
        return super()._still_key(hidden) + (
            runner.phase,
            getattr(runner.step, "number", 0),
            id(self.feedback),
            self.hint_text,
            len(self.tips),
            len(runner.news),
            runner.opponent_to_move,
        )

    def _draw_side(self, surface: pygame.Surface) -> None:
        lay = self.regions
        s = lay.scale
        theme.bar(surface, lay.side, left_edge=True)
        for seat, rect in lay.seats.items():
            self._draw_seat_row(surface, seat, rect, s)
        self._draw_lesson(surface, s)

    def _draw_thinking(self, surface: pygame.Surface, s: float) -> None:
        pass  # said in the seat's compact row (`_draw_seat_row`), and only in the free game

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        super()._draw_bottom(surface)
        if self.phase() == Phase.OVER:
            self._draw_bottom_note(surface, self.regions.scale)

    def seat_figures(self, seat: int) -> tuple[tuple[int, ...], tuple[bool, ...], int]:
        """A seat's row: its points per colour, which of them the end raised (treasures
        or yellow on the weakest colours), and its place (0 while the game goes on)."""
        return seat_figures(self.state, seat)

    def _draw_seat_row(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> None:
        """A seat's compact row: its badge and name, then its points as the game's
        presentation draws them (`GamePresentation.draw_lesson_scores`) at the right."""
        state = self.state
        dynasty = state.dynasties[seat]
        to_move = not state.is_over and seat == state.to_move
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if to_move else theme.PANEL_EDGE, rect, 2, border_radius=8)
        badge = rect.height - int(8 * s)
        centre = (rect.left + int(6 * s) + badge // 2, rect.centery)
        pygame.draw.circle(surface, self.colours[seat], centre, badge // 2)
        icon = self.presentation.dynasty_badge(dynasty, int(badge * 0.8))
        surface.blit(icon, icon.get_rect(center=centre))
        x = centre[0] + badge // 2 + int(8 * s)
        scores = self.presentation.draw_lesson_scores(surface, self, seat, rect, s)
        if self.runner.opponent_to_move and seat == state.to_move:
            # The computer thinks only in the free game (a step's scripted moves are
            # instant): said in the row, between the name and the points (still: the
            # row is in the cached layer).
            said = draw_text(surface, _("thinking…"), theme.small(15, s), theme.GOLD,
                             (scores.left - int(6 * s), rect.centery), "midright")
            scores = scores.union(said)
        place = self.seat_figures(seat)[2]
        if place:
            medal = (centre[0] - badge // 2 + int(5 * s), rect.top + int(7 * s))
            pygame.draw.circle(surface, theme.GOLD, medal, int(8 * s))
            draw_text(surface, str(place), int(13 * s), theme.PANEL_DARK, medal, "center", bold=True)
        draw_text(
            surface,
            self.names[seat],
            theme.small(18, s),
            theme.TEXT,
            (x, rect.centery),
            "midleft",
            bold=True,
            max_width=scores.left - x - int(4 * s),
        )

    def _blocks(self) -> list[tuple[str, str]]:
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
        return explained(text, list(self.runner.lesson.names), self.presentation.context)

    def _draw_lesson(self, surface: pygame.Surface, s: float) -> None:
        area = self.lesson_rect
        panel(surface, area, theme.PANEL, theme.GOLD, radius=12, shadow=False)
        pad = int(12 * s)
        inner = area.inflate(-2 * pad, -2 * pad)
        done, total = self.runner.progress()
        title = (
            _("Lesson {n}: {title}").format(n=self.number, title=self.lesson.title)
            if self.number
            else self.lesson.title
        )
        head = draw_text(
            surface, title, int(22 * s), theme.GOLD, inner.topleft, bold=True, max_width=inner.width
        )
        step = min(done + 1, total)
        bar_y = head.bottom + int(6 * s)
        step_text = _("step {n} of {total}").format(n=step, total=total)
        step_size = theme.small(16, s)
        room = theme.font(step_size).size(step_text)[0] + int(12 * s)
        bar = pygame.Rect(inner.left, bar_y, max(int(40 * s), inner.width - room), int(6 * s))
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=3)
        filled = bar.copy()
        filled.width = int(bar.width * done / max(1, total))
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=3)
        draw_text(surface, step_text, step_size, theme.TEXT_DIM, (inner.right, bar.centery), "midright")
        top = bar.bottom + int(10 * s)
        bottom = (
            self.lesson_buttons.buttons[0].rect.top - int(8 * s)
            if self.lesson_buttons.buttons
            else inner.bottom
        )
        box = pygame.Rect(inner.left, top, inner.width, bottom - top)
        self.text_fits = draw_blocks(surface, self._blocks(), box, s)

    def _draw_bottom_note(self, surface: pygame.Surface, s: float) -> None:
        """Between decisions the hand is shown but the bar says what to do now."""
        bottom = self.regions.bottom
        right = self.regions.bottom_buttons.left - int(10 * s)
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
        self._draw_pieces(surface, s)

    def _draw_pieces(self, surface: pygame.Surface, s: float) -> None:
        """The learner's tiles, leaders and catastrophes while a page is read: the
        game draws them only when its player is to act, but the lesson's text talks
        about them ("you hold six tiles"). Shown dimmed: they cannot be picked now."""
        seat = self.viewer if self.viewer in self.lesson.learner else self.runner.learner_seat
        self.presentation.draw_tray(surface, self, self.regions.tray_parts, seat, None, dim=200)


STYLES = {
    # style: (text colour, box fill or None, bold, size factor)
    "title": (theme.GOLD, None, True, 1.25),
    "text": (theme.TEXT, None, False, 1.0),
    "news": (theme.TEXT_DIM, (30, 40, 56), False, 0.86),
    "good": (theme.TEXT, (40, 74, 52), False, 1.0),
    "bad": (theme.TEXT, (96, 44, 40), False, 1.0),
    "hint": (theme.TEXT, (84, 70, 34), False, 0.95),
}


def _block_lines(blocks: list[tuple[str, str]], size: int, width: int) -> list[tuple[str, list[str], int]]:
    out = []
    for style, text in blocks:
        colour, fill, bold, factor = STYLES[style]
        # A smaller style (the news) is never below the smallest size, unless the text itself is.
        pixel = max(10, min(size, theme.SMALLEST), int(size * factor))
        inner = width - (16 if fill else 0)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            lines += wrap(paragraph, pixel, inner, bold) if paragraph else [""]
        out.append((style, lines, pixel))
    return out


def _height(laid: list[tuple[str, list[str], int]], gap: int) -> int:
    total = 0
    for style, lines, pixel in laid:
        fill = STYLES[style][1]
        total += len(lines) * (int(pixel * 0.9) + 2) + (14 if fill else 0) + gap
    return total


def fit_size(blocks: list[tuple[str, str]], box: pygame.Rect, s: float) -> int:
    """The largest text size (from 21 down to 12, scaled) at which the blocks fit."""
    gap = int(10 * s)
    for size in range(int(21 * s), int(12 * s) - 1, -1):
        if _height(_block_lines(blocks, size, box.width), gap) <= box.height:
            return size
    return int(12 * s)


def draw_blocks(surface: pygame.Surface, blocks: list[tuple[str, str]], box: pygame.Rect, s: float) -> bool:
    """Draw the blocks in `box` at the largest size that fits; False if even the
    smallest did not (the rest is clipped)."""
    size = fit_size(blocks, box, s)
    gap = int(10 * s)
    laid = _block_lines(blocks, size, box.width)
    fits = _height(laid, gap) <= box.height
    clip = surface.get_clip()
    surface.set_clip(box)
    y = box.top
    for style, lines, pixel in laid:
        colour, fill, bold, _factor = STYLES[style]
        line_h = int(pixel * 0.9) + 2
        height = len(lines) * line_h
        x = box.left
        if fill:
            rect = pygame.Rect(box.left, y, box.width, height + 14)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            x += 8
            y += 7
        for line in lines:
            draw_text(surface, line, pixel, colour, (x, y), bold=bold)
            y += line_h
        y += (7 if fill else 0) + gap
    surface.set_clip(clip)
    return fits
