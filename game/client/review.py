"""A finished or saved game looked through again, decision by decision.

The table (`table/table_scene.py`) in its replay phase, whose replay never runs on by
itself: `Review` holds the state before every decision of the record, and the review's
mode (`ReviewMode`) steps it forwards and back (← →, the buttons), by turns (Page Up /
Page Down), to either end (Home / End), or to the decision of a log line clicked. The
log lights the lines of the decision shown; the seat to move's hand is shown or hidden
(V, the Hands button). "Play on from here" starts a new game from the position shown,
with the seats chosen (Seats cycles who plays: a person in the seat to move or in a seat
named, the others the computer; all people; computers only, where a game no person
played starts), saved at once as its own game; the record reviewed is not changed.
Opened from the end screen, the Load list and `tworivers review RECORD`.
"Where it turned" (`review_analysis.py`) marks the decisions where the Expert's choice
was clearly better.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pygame

from game.engine.record import Record

from . import theme
from .i18n import _
from .intents import Intent
from .log_view import log_rows, metrics
from .review_analysis import Turning
from .session import COMPUTER, HUMAN, Seat, Session, default_level
from .table import seats
from .table.mode import Mode
from .table.table_scene import TableScene
from .turn.replay import Replay
from .widgets import Button, ButtonRow, draw_text, rendered


class Review(Replay):
    """Every decision of a session's record, with the state before each (and after the
    last), stepped by hand: it never falls due (`next_at` is never reached)."""

    def __init__(self, session: Session) -> None:
        state = session.record.start.copy()
        self.states = [state.copy()]
        for text in session.record.actions:
            state.apply(text)
            self.states.append(state.copy())
        steps = [(self.states[i], text, session.deciders[i]) for i, text in enumerate(session.record.actions)]
        self.steps = steps
        self.index = 0
        self.state = self.states[0]
        self.next_at = math.inf

    @property
    def finished(self) -> bool:
        return False  # a review ends when it is closed

    def go(self, index: int) -> None:
        self.index = max(0, min(len(self.steps), index))
        self.state = self.states[self.index]

    def turn_start(self, forward: bool) -> int:
        """The index of the next (or this or the previous) turn's first decision."""
        turn = self.states[self.index].turn
        if forward:
            index = self.index
            while index < len(self.steps) and self.states[index].turn == turn:
                index += 1
            return index
        index = self.index
        if index > 0 and self.states[index - 1].turn != turn:
            turn = self.states[index - 1].turn  # at a turn's start: back to the one before
        while index > 0 and self.states[index - 1].turn >= turn:
            index -= 1
        return index


class ReviewMode(Mode):
    def __init__(self, original: list[Seat], open_scoring: bool = False) -> None:
        self.original = original
        self.open_scoring = open_scoring  # the game's own: the review shows every score
        self.hands = False
        # Who plays on: 0 the seat to move a person, the others computers; 1..n that seat a
        # person; n + 1 all people; n + 2 all computers. A game no person played starts as it
        # was played (computers only), so its label does not name a seat that follows the mover.
        n = len(original)
        self.seat_choice = 0 if any(s.human for s in original) else n + 2
        self.turning: Turning | None = None  # where it turned (`review_analysis.py`)
        self.status_rect: pygame.Rect | None = None  # the bottom bar's line, as last drawn

    def attach(self, table) -> None:
        super().attach(table)
        self.turning = Turning(table)

    def update(self, dt: float) -> None:
        if self.turning is not None:
            self.turning.update()

    def overlay(self, overlay) -> None:
        if self.turning is not None:
            self.turning.overlay(overlay)

    def draw_thinking(self, surface: pygame.Surface, s: float) -> None:
        super().draw_thinking(surface, s)
        if self.turning is not None:
            self.turning.draw(surface, s)

    def animating(self) -> bool:
        return self.turning is not None and self.turning.running

    def quit(self) -> None:
        if self.turning is not None:
            self.turning.cancel()

    @property
    def review(self) -> Review:
        return self.table.turns.replay

    def decide(self, action: Any) -> bool:
        return False  # nothing is decided in a review

    def save(self) -> None:
        """A review changes no game."""

    def open_menu(self) -> None:
        self.table.close()

    def step(self, index: int) -> None:
        table = self.table
        self.review.go(index)
        table.revision += 1
        table.card = None
        lit = table.replay_lines()
        table.log_scroll = 0 if not lit else _scroll_to(table, lit)
        table.refresh()

    def handle(self, intent: Intent) -> bool:
        review = self.review
        if intent.kind == "key":
            moves = {pygame.K_LEFT: review.index - 1, pygame.K_RIGHT: review.index + 1,
                     pygame.K_HOME: 0, pygame.K_END: len(review.steps),
                     pygame.K_PAGEUP: review.turn_start(False), pygame.K_PAGEDOWN: review.turn_start(True)}
            if intent.key in moves:
                self.step(moves[intent.key])
                return True
            if intent.key == pygame.K_v:
                self.toggle_hands()
                return True
            turning = self.turning
            if turning is not None and intent.key in (pygame.K_n, pygame.K_p):
                spot = turning.next_mark(intent.key == pygame.K_n)
                if spot is not None:
                    self.step(spot)
                return True
            if intent.command == "back":
                if turning is None or not turning.cancel():  # Esc stops the analysis first
                    self.table.close()
                return True
            return False
        if intent.kind == "click" and self.table.regions.log.collidepoint(intent.pos):
            number = self.log_decision_at(intent.pos)
            if number:
                self.step(number)
            return True
        return False

    def log_decision_at(self, pos: tuple[int, int]) -> int:
        """The number of the decision whose log line is at `pos` (0: none)."""
        table = self.table
        lay = table.regions
        size, line_h, inner = metrics(lay.log, lay.scale)
        visible = max(1, inner.height // line_h)
        # The rows as drawn: without the notation lines when the setting hides them.
        rows, _more = log_rows(table.log, table.colours, inner.width, size, visible + table.log_scroll,
                               table.app.settings.log_notation)
        end = len(rows) - table.log_scroll
        start = max(0, end - visible)
        row = (pos[1] - inner.top) // line_h
        if row < 0 or start + row >= end:
            return 0
        index = rows[start + row][3]
        lines_of = table.turns.log.lines_of
        for number, lines in lines_of.items():
            if index in lines:
                return number
        # A line after a decision's own (the turn's end): the decision before it.
        before = [number for number, lines in lines_of.items() if lines.start <= index]
        return max(before, default=0)

    def toggle_hands(self) -> None:
        self.hands = not self.hands
        self.table.revision += 1
        self.table.refresh()

    def cycle_seats(self) -> None:
        self.seat_choice = (self.seat_choice + 1) % (self.table.session.state.n + 3)
        self.table.refresh()

    def chosen_seats(self) -> list[Seat]:
        state = self.review.state
        n = state.n
        level = next((s.level for s in self.original if not s.human and s.level),
                     default_level(state.ruleset.name))
        if self.seat_choice == n + 1:
            return [Seat(HUMAN) for _ in range(n)]
        if self.seat_choice == n + 2:  # each seat's own level where it had one
            return [Seat(COMPUTER, s.level if not s.human and s.level else level) for s in self.original[:n]]
        mover = state.to_move if state.to_move >= 0 else 0
        person = mover if self.seat_choice == 0 else self.seat_choice - 1
        return [Seat(HUMAN) if seat == person else Seat(COMPUTER, level) for seat in range(n)]

    def seats_words(self) -> str:
        seats_ = self.chosen_seats()
        names = self.table.names.plain
        people = [names[i] for i, s in enumerate(seats_) if s.human]
        if not people:
            return _("computers only")
        if len(people) == len(seats_):
            return _("all people")
        if self.seat_choice == 0:  # follows the decision shown: said so, not as a fixed seat
            return _("you play the seat to move ({name})").format(name=people[0])
        return _("you play {name}").format(name=people[0])

    def play_on(self) -> None:
        """A new game from the position shown, with the chosen seats and the game's own options
        (hidden scores stay hidden). It becomes the game in the autosave, as a new game does:
        the unfinished game there is kept first (the "session" route), and this one, once
        played to its end, is not left behind as a game to resume."""
        table = self.table
        review = self.review
        record = table.session.record
        branch = Session(Record(record.start.copy(), list(record.actions[:review.index]), record.new_game),
                         self.chosen_seats(), self.open_scoring)
        if branch.state.is_over:
            table.app.notify(_("The game is over here: step back to play on."), key="review")
            return
        branch.name = _("{game} from decision {n}").format(game=table.session.name or _("Game"),
                                                           n=review.index)
        table.app.open("session", branch)

    # ---------------------------------------------------------------- its view

    def buttons(self) -> list[Button]:
        table = self.table
        lay = table.regions
        s = lay.scale
        review = self.review
        area = lay.bottom_buttons
        gap = int(6 * s)
        half_w = (area.width - gap) // 2
        half_h = (area.height - gap) // 2
        row = [
            Button(_("◀ Back"), lambda: self.step(review.index - 1), enabled=review.index > 0, name="back",
                   hotkey="←" if half_w >= 120 * s else ""),
            Button(_("Next ▶"), lambda: self.step(review.index + 1), enabled=review.index < len(review.steps),
                   name="next", hotkey="→" if half_w >= 120 * s else "", primary=True),
            Button(_("Play on from here") if half_w >= 150 * s else _("Play on"), self.play_on,
                   name="play on"),
            Button(_("Close"), table.close, name="close", hotkey="Esc" if half_w >= 120 * s else ""),
        ]
        for i, button in enumerate(row):
            button.rect = pygame.Rect(area.left + (i % 2) * (half_w + gap),
                                      area.top + (i // 2) * (half_h + gap), half_w, half_h)
        # On the hint's line, at its right, each as wide as its words.
        line = lay.hint
        small = max(int(24 * s), theme.SMALLEST + 8)
        hands = Button(_("Hide hands") if self.hands else _("Show hands"), self.toggle_hands, name="hands",
                       selected=self.hands)
        who = Button(_("Seats: {who}").format(who=self.seats_words()), self.cycle_seats, name="seats")
        right = line.right
        for button in (hands, who):
            width = rendered(button.label, theme.small(17, s), theme.TEXT, True).get_width() + int(28 * s)
            button.rect = pygame.Rect(right - width, lay.bottom.top + int(4 * s), width, small)
            right = button.rect.left - int(6 * s)
        turned = [self.turning.button()] if self.turning is not None else []
        return [*row, hands, who, *turned]

    def draw_side(self, surface: pygame.Surface) -> None:
        seats.draw_cards(surface, self.table)
        self.table.draw_log(surface)

    def draw_bottom(self, surface: pygame.Surface) -> None:
        """Over the bar: where the review stands, and the hand of the seat to move if shown."""
        table = self.table
        lay = table.regions
        s = lay.scale
        theme.bar(surface, lay.bottom, top_edge=True)
        review = self.review
        state = review.state
        seats_button = table.buttons.by_name("seats")
        right = seats_button.rect.left - int(10 * s) if seats_button is not None else lay.hint.right
        left = lay.hint.left
        size = theme.small(19, s)
        where = _("Decision {n} of {total}").format(n=review.index, total=len(review.steps))
        said = self.turning.said_count() if self.turning is not None else []
        if said:  # the analysis' count, with where the review stands if there is room
            texts = [f"{where} · {said[0]}", said[0], f"{where} · {said[1]}", *said[1:]]
        else:
            texts = [_("{where} · ← → steps, Page Up/Down turns").format(where=where), where]
        room = right - left
        least = max(theme.SMALLEST, size - 3)  # a line may shrink a little (`draw_text`) to say more
        text = next((t for t in texts if rendered(t, least, theme.GOLD).get_width() <= room), texts[-1])
        self.status_rect = draw_text(surface, text, size, theme.GOLD, (left, lay.bottom.top + int(6 * s)),
                                     max_width=right - left)
        seat = state.to_move if not state.is_over else -1
        if self.hands and seat >= 0:
            table.presentation.draw_tray(surface, table, lay.tray_parts, seat, None)
        elif seat >= 0:
            draw_text(surface, _("Hands are hidden: Show hands (V) shows the hand of the seat to move"),
                      theme.small(19, s), theme.TEXT_DIM, (lay.tray.left, lay.tray.centery), "midleft",
                      max_width=lay.tray.width)

    def still_key(self) -> tuple:
        return (self.review.index, self.hands, self.seat_choice)


def _scroll_to(table, lit: range) -> int:
    from .log_view import scroll_showing

    lay = table.regions
    return scroll_showing(table.log, table.colours, lay.log, lay.scale, lit)


class ReviewScene(TableScene):
    """A record looked through (see the module docstring)."""

    def __init__(self, app, session: Session, path: Path | None = None) -> None:
        original = list(session.seats)
        mode = ReviewMode(original, session.open_scoring)
        record = session.record
        shown = Session(Record(record.start.copy(), list(record.actions), record.new_game),
                        [Seat(HUMAN) for _ in original], open_scoring=True, name=session.name)
        super().__init__(app, shown, mode)
        self.turns.replay = Review(shown)
        self.turns.computer.cancel()
        if path is not None and mode.turning is not None:
            mode.turning.keep_in(path)

    def refresh(self) -> None:
        super().refresh()
        # The replay's own "Stop" is the review's Close (the mode's buttons).
        self.buttons = ButtonRow([b for b in self.buttons.buttons if b.name != "stop"])
        self.buttons.point(self.pointer)

    def stop_replay(self) -> None:
        self.close()

    def leave(self) -> None:
        self.mode.quit()  # no analysis goes on for a review that is gone
        super().leave()

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.pop()
        else:
            self.app.pop(self)
