"""The lesson menu ("Learn to play"), opening a lesson, and the suggestion
shown on the very first launch.

Lessons come from `levels/<game>/` through `game.lessons`, which checks
each one by playing it through; a broken file is left out of the list and
its one-line reason shown at the bottom, never a crash. The menu shows one
game's lessons at a time, with a tab per game at the top (it opens on the
game chosen in the main menu). Progress (done lessons, where an unfinished
one was left) is `game.lessons.Progress`.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from functools import partial
from typing import cast

import pygame

from game.lessons import Lesson, LessonRunner, Progress, load_lessons

from . import theme
from .dialogs import MenuDialog
from .game_list_scene import GameListScene
from .i18n import _, pgettext
from .intents import Intent
from .registry import games
from .widgets import Button, ButtonRow, draw_more_arrow, draw_text, panel, wrap


def translated(lesson: Lesson) -> Lesson:
    """The lesson in the chosen language: every text a learner reads (title, summary, the
    players' names, steps, hints, tips) through the catalogue, where the lesson extractor
    put them (`game/locale/catalogues.py`). Its moves and positions stay as they are."""
    steps = tuple(
        replace(step, text=_(step.text), hints=tuple(_(h) for h in step.hints),
                after=_(step.after) if step.after else "", miss=_(step.miss) if step.miss else "",
                wrong={action: _(words) for action, words in step.wrong.items()})
        for step in lesson.steps
    )
    # A title may say a word the games name differently ("Revolts"): a game's lesson titles
    # may have its name as their context (Yellow & Yangtze's do, `game/locale/catalogues.py`).
    title = pgettext(lesson.game, lesson.title)
    if title == lesson.title:
        title = _(lesson.title)
    return replace(lesson, title=title, summary=_(lesson.summary),
                   names=tuple(_(name) for name in lesson.names),
                   tips={key: _(text) for key, text in lesson.tips.items()}, steps=steps)


class LessonsMenu(GameListScene):
    name = "lessons"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.english, self.problems = load_lessons()  # as written; shown translated (`translated`)
        # Only the lessons of games the window can show (a game whose presentation is
        # not there yet keeps its lessons, tested, for when it is).
        offered = games()
        self.english = [lesson for lesson in self.english if lesson.game in offered]
        self.lessons = [translated(lesson) for lesson in self.english]
        self.progress = Progress.load()
        self.buttons = ButtonRow()
        self.rows: list[tuple[Button, Lesson, int]] = []
        self.list_box = pygame.Rect(0, 0, 0, 0)  # the panel behind the rows
        self.list_pad = 0
        self.summary_lines: dict[str, int] = {}  # lines each row gives its summary
        self.badge = 0  # the rows' number badges' size
        self.scroll = 0  # the first row shown when they do not all fit
        self.more = (False, False)  # rows hidden above, below
        self._to_next = True  # scroll so the next lesson shows (on opening, on another game)
        self.t = 0.0
        # The games that have lessons, in the engine's order; the one on show.
        self.game_names: list[str] = []
        for lesson in self.lessons:
            if lesson.game not in self.game_names:
                self.game_names.append(lesson.game)
        self.game = self.first_game()

    def shown(self) -> list[Lesson]:
        """The lessons of the game on show, in order."""
        return [lesson for lesson in self.lessons if lesson.game == self.game]

    def show_game(self, game: str) -> None:
        """Switch the list to another game's lessons."""
        if game in self.game_names and game != self.game:
            self.game = game
            self.scroll, self._to_next = 0, True
            self.layout(self.app.size)

    def enter(self) -> None:
        super().enter()

    def resume(self) -> None:
        self.progress = Progress.load()  # a lesson scene above saved into it
        super().resume()

    def status(self, lesson: Lesson) -> str:
        place = self.progress.place(lesson.id)
        if place is not None and place.get("step"):
            return _("step {n} of {total}").format(n=place["step"], total=len(lesson.steps))
        if self.progress.is_done(lesson.id):
            return _("done")
        return ""

    def layout(self, size: tuple[int, int]) -> None:
        self.lessons = [translated(lesson) for lesson in self.english]  # the language may have changed
        # One tab per game: the lessons of one game fill the list.
        frame = self.frame(size, 860, 128, back=(62, 180, 44), tabs=(40, 52))
        s, left, width, top, back, buttons = (
            frame.s, frame.left, frame.width, frame.top, frame.back, frame.buttons
        )
        problems_h = len(self.problems) * int(20 * s)
        pad = int(8 * s)
        self.list_pad = int(14 * s)  # above and below the rows (room for the arrows)
        self.list_box = pygame.Rect(
            left - pad, top, width + 2 * pad, back.rect.top - int(14 * s) - problems_h - top
        )
        top += self.list_pad
        avail = self.list_box.height - 2 * self.list_pad
        shown = self.shown()
        count = max(1, len(shown))
        # A row holds its title and its summary at readable sizes; rows that do not fit scroll.
        title_size, summary_size = self.text_sizes(s)
        # A summary too long for one line at that size takes two (every row the same height).
        def room(lesson: Lesson) -> int:  # as `_draw_row` gives it (its badge about 44 high)
            status = self.status(lesson)
            right = int(176 * s) if self.progress.place(lesson.id) is not None else int(16 * s)
            if status:
                right += theme.font(int(17 * s)).size(status)[0]
            return width - int((10 + 44 + 14 + 12) * s) - right

        # Each row one line of summary, two for a summary too long for one at that size.
        self.summary_lines = {
            lesson.id: min(2, len(wrap(lesson.summary, summary_size, room(lesson)))) for lesson in shown
        }
        line_h = theme.font(summary_size).get_height()
        least = theme.font(title_size).get_height() + line_h + int(14 * s)
        one = max(least, int(min(62 * s, avail / count)))
        heights = [one + (self.summary_lines[lesson.id] - 1) * line_h for lesson in shown]
        self.badge = one - int(20 * s)

        def fits_from(start: int, end: int) -> bool:
            return sum(heights[start:end]) <= avail

        first = self.progress.next_lesson([lesson.id for lesson in shown])
        if self._to_next:
            self._to_next = False
            index = next((i for i, lesson in enumerate(shown) if lesson.id == first), 0)
            self.scroll = next(i for i in range(index + 1) if fits_from(i, index + 1) or i == index)
        last = next((i for i in range(len(shown)) if fits_from(i, len(shown))), max(0, len(shown) - 1))
        self.scroll = max(0, min(self.scroll, last))
        end = self.scroll + 1
        while end < len(shown) and fits_from(self.scroll, end + 1):
            end += 1
        self.more = (self.scroll > 0, end < len(shown))
        # The rows shown fill the panel when some are hidden.
        spare = 0
        if end < len(shown) or self.scroll:
            spare = (avail - sum(heights[self.scroll : end])) // (end - self.scroll)
        self.rows = []
        y = top
        for i, lesson in enumerate(shown[self.scroll : end]):
            h_row = heights[self.scroll + i] + spare
            row = Button(lesson.title, partial(open_lesson, self.app, lesson.id), name=lesson.id)
            row.rect = pygame.Rect(left, y, width, h_row - int(6 * s))
            y += h_row
            buttons.append(row)
            self.rows.append((row, lesson, self.scroll + i + 1))
            if self.progress.place(lesson.id) is not None:
                again = Button(
                    _("Start again"),
                    partial(open_lesson, self.app, lesson.id, True),
                    name=f"restart {lesson.id}",
                )
                again.rect = pygame.Rect(0, 0, int(150 * s), row.rect.height - int(16 * s))
                again.rect.midright = (row.rect.right - int(10 * s), row.rect.centery)
                buttons.append(again)
        for row, lesson, _number in self.rows:
            row.primary = lesson.id == first
        self.buttons = ButtonRow(buttons)

    def reveal(self, lesson_id: str) -> None:
        """Scroll the list so that this lesson's row shows (when the rows do not all fit)."""
        ids = [lesson.id for lesson in self.shown()]
        if lesson_id not in ids or any(row.name == lesson_id for row, _l, _n in self.rows):
            return
        index = ids.index(lesson_id)
        step = -1 if index < self.scroll else 1
        for _row in ids:  # a row at a time (rows differ in height)
            if any(row.name == lesson_id for row, _l, _n in self.rows):
                break
            self.scroll += step
            self.layout(self.app.size)

    @staticmethod
    def text_sizes(s: float) -> tuple[int, int]:
        """A row's title and summary text sizes: never below the side column's smallest."""
        return max(theme.SMALLEST + 3, int(22 * s)), theme.small(16, s)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "scroll":
            self.scroll -= int(intent.value)
            self.layout(self.app.size)
            return True
        if intent.kind == "point":
            self.buttons.point(intent.pos)
            return True
        if intent.kind == "click":
            # "Start again" lies on top of its row: it gets the click first.
            for button in reversed(self.buttons.buttons):
                if button.click(intent.pos):
                    self.app.play("click")
                    break
            return True
        if intent.kind == "key":
            if intent.command == "back":
                self.app.pop(self)
                return True
            if intent.command == "confirm":
                first = self.progress.next_lesson([lesson.id for lesson in self.shown()])
                if first:
                    open_lesson(self.app, first)
                return True
        return False

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        w, h, s = self.draw_title(surface, _("Learn to play"), 58, 24)
        count = len(self.shown())
        draw_text(
            surface,
            _("Learn every rule in {n} short lessons, then play a first game against the computer.").format(
                n=max(0, count - 1)),
            int(22 * s),
            theme.TEXT,
            (w // 2, int(82 * s)),
            "midtop",
            max_width=w - 40,
        )
        if self.rows:
            # A panel behind the list (the backdrop's river does not show between rows), with a
            # small arrow at its top or foot when rows are hidden there (the wheel shows them).
            box = self.list_box
            panel(surface, box, (18, 24, 36), theme.PANEL_EDGE, radius=12, shadow=False)
            size = max(4, int(6 * s))
            edge = self.list_pad // 2
            for hidden, y, sign in ((self.more[0], box.top + edge, -1), (self.more[1], box.bottom - edge, 1)):
                if hidden:
                    draw_more_arrow(surface, (box.centerx, y), sign, size)
        for row, lesson, number in self.rows:
            self._draw_row(surface, row, lesson, number, s)
        for button in self.buttons.buttons:
            if button.name == "back" or button.name.startswith(("restart ", "game ")):
                button.draw(surface, int(18 * s))
        back = cast(Button, self.buttons.by_name("back"))  # the layout always makes it
        y = back.rect.top - int(8 * s)
        for problem in reversed(self.problems):
            rect = draw_text(
                surface,
                _("Not loaded: {problem}").format(problem=problem),
                int(16 * s),
                theme.BAD,
                (w // 2, y),
                "midbottom",
                max_width=w - 40,
            )
            y = rect.top - 2

    def _draw_row(self, surface: pygame.Surface, row: Button, lesson: Lesson, number: int, s: float) -> None:
        rect = row.rect
        edge = theme.GOLD if row.primary else theme.PANEL_EDGE
        fill = (58, 74, 98) if row.hover else theme.PANEL
        panel(surface, rect, fill, edge, radius=10, shadow=False)
        done = self.progress.is_done(lesson.id)
        badge = min(rect.height - int(14 * s), int(44 * s), self.badge)  # one size in every row
        centre = (rect.left + int(10 * s) + badge // 2, rect.centery)
        pygame.draw.circle(surface, theme.GOOD if done else theme.GOLD_DARK, centre, badge // 2)
        if done:
            # Drawn, not written: a tick scaled to the badge reads better than a glyph.
            r = badge / 2
            tick = [(centre[0] - 0.45 * r, centre[1]), (centre[0] - 0.12 * r, centre[1] + 0.35 * r),
                    (centre[0] + 0.48 * r, centre[1] - 0.38 * r)]
            pygame.draw.lines(surface, theme.TEXT_DARK, False, tick, max(2, int(badge * 0.12)))
        else:
            draw_text(surface, str(number), int(badge * 0.62), theme.TEXT_DARK, centre, "center", bold=True)
        x = centre[0] + badge // 2 + int(14 * s)
        status = self.status(lesson)
        right = rect.right - int(16 * s)
        if self.progress.place(lesson.id) is not None:
            right = rect.right - int(176 * s)
        colour = theme.GOOD if done and not self.progress.place(lesson.id) else theme.GOLD
        status_rect = (
            draw_text(surface, status, int(17 * s), colour, (right, rect.centery), "midright")
            if status
            else pygame.Rect(right, 0, 0, 0)
        )
        limit = status_rect.left - x - int(12 * s)
        title_size, summary_size = self.text_sizes(s)
        lines = wrap(lesson.summary, summary_size, limit)
        room = self.summary_lines.get(lesson.id, 1)
        if len(lines) > room:  # the last line shown takes the rest, made smaller
            lines = lines[: room - 1] + [" ".join(lines[room - 1 :])]
        title_h = theme.font(title_size).get_height()
        line_h = theme.font(summary_size).get_height()
        y = rect.centery - (title_h + len(lines) * line_h) // 2
        draw_text(
            surface, lesson.title, title_size, theme.TEXT, (x, y), "topleft", bold=True, max_width=limit
        )
        y += title_h
        for line in lines:
            draw_text(surface, line, summary_size, theme.TEXT_DIM, (x, y), "topleft", max_width=limit)
            y += line_h


def open_lessons(app) -> None:
    """The main menu's "Learn to play"."""
    app.push(LessonsMenu(app))


def open_lesson(app, lesson_id: str, restart: bool = False) -> None:
    """Open a lesson over the lesson menu: where it was left, unless `restart`."""
    from .lesson_scene import LessonScene

    menu = app.scenes.find(LessonsMenu)
    if menu is None:
        menu = LessonsMenu(app)
        app.push(menu)
    lessons = menu.lessons
    index = next((i for i, lesson in enumerate(lessons) if lesson.id == lesson_id), None)
    if index is not None:
        menu.show_game(lessons[index].game)  # back in the menu, the list shows this game
    if index is None:
        app.notify(_("That lesson could not be loaded."), error=True)
        return
    lesson = lessons[index]
    progress = menu.progress
    place = progress.place(lesson.id)
    runner = None
    if place is not None and not restart:
        try:
            runner = LessonRunner.resume(lesson, place)
        except ValueError:
            app.notify(_("The lesson has changed since you left it: it starts from the beginning."))
    if runner is None:
        progress.forget(lesson.id)
        runner = LessonRunner(lesson)
    # The next lesson of the same game; the number is the lesson's place in its game's list.
    same = [other for other in lessons if other.game == lesson.game]
    place_in_game = same.index(lesson)
    following = same[place_in_game + 1] if place_in_game + 1 < len(same) else None
    app.push(LessonScene(app, lesson, runner, progress, number=place_in_game + 1, following=following))


def first_launch() -> bool:
    """No lesson started or done and the suggestion never shown."""
    progress = Progress.load()
    return not (progress.offered or progress.done or progress.places)


def suggest_tutorial(app) -> None:
    """On the very first launch, offer the lessons (once: the answer is remembered)."""
    if not first_launch():
        return
    progress = Progress.load()
    progress.offered = True
    with contextlib.suppress(OSError):  # if it cannot be saved, it is asked again next time
        progress.save()

    def learn() -> None:
        app.pop(dialog)
        open_lessons(app)

    dialog = MenuDialog(
        app,
        _("New to these games?"),
        [(_("Learn to play"), learn, "learn"), (_("Not now"), lambda: app.pop(dialog), "later")],
        text=_("Short lessons teach every rule of each game, then a first game against the computer."),
    )
    app.push(dialog)
