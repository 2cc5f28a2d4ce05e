"""Where it turned, in the review window: the Expert goes through one seat's decisions in
the background (`ai.analysis.analyse` on a thread), with a progress bar, cancellable
with Esc or the button; then the decisions where its choice was clearly better are
marked, and the turns' ends where the luck of the draw swung the game. On a marked
decision (the board shown before it), the card says what was played and what the
Expert would have played, with the win chances measured and the noise, and the board
lights both cells; after a lucky (or unlucky) draw, a card says by how much it moved
the win chance. N and P go to the next and previous mark.
"""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path
from typing import Any

import pygame

from ai import Budget
from ai.analysis import COMPARE_WORLDS, DEFAULT_ITERATIONS, Analysis, Luck, Mark, analyse
from game.engine import BadFileError
from game.storage import atomic_write_text, parse_toml_data, read_small_text

from . import theme
from .hover_card import draw_card
from .i18n import _, ngettext
from .presentation import Card
from .saves import MAX_SAVE_FILE
from .table.card_spot import clear_spot
from .turn.log import say_decision
from .widgets import Button, draw_text

# The analysis' budget (tests make it small): the Expert's search per decision, and the
# worlds the two decisions are then played out in.
BUDGET = Budget(iterations=DEFAULT_ITERATIONS)
WORLDS = COMPARE_WORLDS


def _fingerprint(record: object) -> str:
    """What tells the record an analysis was made for (the save's record text, hashed)."""
    return hashlib.sha256(str(record).encode("utf-8")).hexdigest()


class Turning:
    """One review's analysis: not started, running (progress), cancelled, or done."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.thread: threading.Thread | None = None
        self.cancel_flag = threading.Event()
        self.progress = (0, 0)  # decisions done, of
        self.result: Analysis | None = None
        self.seat = -1
        self.path: Path | None = None  # the save the analysis is kept in (a review of a save)
        self.card_rect: pygame.Rect | None = None  # where the last card was drawn (for tests)

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def seat_to_analyse(self) -> int:
        """The one person's seat of the game reviewed, else the seat to move now."""
        people = [i for i, s in enumerate(self.table.mode.original) if s.human]
        if len(people) == 1:
            return people[0]
        state = self.table.state
        return state.to_move if state.to_move >= 0 else 0

    def toggle(self) -> None:
        if self.running:
            self.cancel()
            return
        self.start()

    def start(self) -> None:
        record = self.table.session.record
        self.seat = self.seat_to_analyse()
        self.result = None
        self.progress = (0, 0)
        self.cancel_flag = threading.Event()
        flag = self.cancel_flag
        start, actions, seat = record.start.copy(), [str(a) for a in record.actions], self.seat

        def progress(done: int, total: int) -> None:
            self.progress = (done, total)

        def work() -> None:
            result = analyse(start, actions, seat, BUDGET, 0, progress, flag, WORLDS)
            if not flag.is_set():
                self.result = result

        self.thread = threading.Thread(target=work, name="where-it-turned", daemon=True)
        self.thread.start()
        self.table.refresh()

    def cancel(self) -> bool:
        if not self.running:
            return False
        self.cancel_flag.set()
        self.table.refresh()
        return True

    def update(self) -> None:
        if self.thread is not None and not self.thread.is_alive():
            self.thread = None
            self.table.revision += 1
            self.table.refresh()
            if self.result is not None:
                self.keep()  # the count is said on the bottom bar's line (`said_count`)

    def said_count(self) -> list[str]:
        """The analysis' count of marks, long to shortest (the review's bottom line takes the
        first that fits; a message over the board would hide its letters and cells)."""
        if self.result is None:
            return []
        count = len(self.result.turned)
        return [
            ngettext("{n} decision where the Expert's choice was clearly better (N and P go to it)",
                     "{n} decisions where the Expert's choice was clearly better (N and P go to them)",
                     count).format(n=count),
            ngettext("{n} turning point (N, P)", "{n} turning points (N, P)", count).format(n=count),
            f"{count} · N, P",  # a narrow window in a long language: the count and the keys
        ]

    # ------------------------------------------------------------ kept with the save

    def keep_in(self, path: Path) -> None:
        """Review a save: an analysis kept in it is shown at once (one that cannot be read,
        or was made for another record, is left aside: it can be made again)."""
        self.path = path
        try:
            data = parse_toml_data(read_small_text(path, MAX_SAVE_FILE), str(path))
        except (BadFileError, OSError):
            return
        kept = data.get("analysis")
        if not isinstance(kept, dict) or kept.get("record") != _fingerprint(data.get("record")):
            return
        try:
            self.seat = int(kept["seat"])
            self.result = Analysis(self.seat, int(kept["looked_at"]), float(kept["seconds"]),
                                   [Mark(**m) for m in kept["marks"]], [Luck(**m) for m in kept["luck"]])
        except (KeyError, TypeError, ValueError):
            self.result = None

    def keep(self) -> None:
        """The analysis written into the save reviewed (its game is not changed)."""
        if self.path is None or self.result is None:
            return
        import tomli_w

        try:
            data = parse_toml_data(read_small_text(self.path, MAX_SAVE_FILE), str(self.path))
            data["analysis"] = {**self.result.to_json(), "record": _fingerprint(data.get("record"))}
            text = tomli_w.dumps(data, multiline_strings=True)
            if len(text.encode("utf-8")) > MAX_SAVE_FILE:  # the save must stay readable
                raise ValueError("the save would be too big")
            atomic_write_text(self.path, text)
        except (BadFileError, OSError, TypeError, ValueError) as error:
            self.table.app.notify(_("The analysis could not be kept in the save: {reason}").format(
                reason=getattr(error, "problem", error)), error=True)

    # ------------------------------------------------------------ marks

    def marks(self) -> list[Mark]:
        return self.result.turned if self.result is not None else []

    def mark_here(self) -> Mark | None:
        """The mark of the decision about to be taken on the board shown."""
        index = self.table.turns.replay.index
        return next((m for m in self.marks() if m.number == index + 1), None)

    def luck_here(self) -> Luck | None:
        """The luck of the draw at the end of the turn just ended on the board shown."""
        index = self.table.turns.replay.index
        lucky = self.result.lucky if self.result is not None else []
        return next((moment for moment in lucky if moment.number == index), None)

    def next_mark(self, forward: bool) -> int | None:
        """The review's index of the next (previous) mark's board (a decision where the
        Expert's choice was clearly better, or a turn's end where the draw swung the game)."""
        index = self.table.turns.replay.index
        spots = [m.number - 1 for m in self.marks()]
        spots += [moment.number for moment in (self.result.lucky if self.result is not None else [])]
        later = [i for i in spots if (i > index if forward else i < index)]
        if not later:
            return None
        return min(later) if forward else max(later)

    def overlay(self, o: Any) -> None:
        mark = self.mark_here()
        if mark is None:
            return
        o.glow = [*o.glow, *self.cells(mark)]

    def cells(self, mark: Mark) -> list[int]:
        """The cells of the Expert's decision and of the one played (those that have one)."""
        state = self.table.state
        cells = []
        for text in (mark.expert, mark.played):
            cell = getattr(state.parse_action(text), "cell", -1)
            if isinstance(cell, int) and cell >= 0 and cell not in cells:
                cells.append(cell)
        return cells

    def said(self, action: str) -> str:
        """A decision on the board shown, in the log's words ("Bull swaps 3 tiles")."""
        table = self.table
        review = table.turns.replay
        seat = review.steps[review.index][2] if review.index < len(review.steps) else self.seat
        state = table.state
        return say_decision(state, action, seat, table.words, table.names, table.session.you,
                            state.ruleset.public_notation(action))

    # ------------------------------------------------------------ on screen

    def button(self) -> Button:
        lay = self.table.regions
        s = lay.scale
        label = (_("Cancel the analysis") if self.running
                 else _("Where it turned"))
        button = Button(label, self.toggle, name="turned", selected=self.running)
        height = max(int(26 * s), theme.SMALLEST + 8)
        width = min(lay.log.width * 3 // 5, max(int(170 * s), 130))
        button.rect = pygame.Rect(lay.log.right - width, lay.log.top - height - int(2 * s), width, height)
        return button

    def draw(self, surface: pygame.Surface, s: float) -> None:
        table = self.table
        self.card_rect = None
        if self.running:
            button = table.buttons.by_name("turned")
            if button is None:
                return
            log = table.regions.log
            strip = pygame.Rect(log.left, button.rect.bottom + int(4 * s), log.width, int(34 * s))
            pygame.draw.rect(surface, (18, 22, 31), strip, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD, strip, 1, border_radius=8)
            done, total = self.progress
            bar = strip.inflate(-int(16 * s), 0)
            bar.height = max(4, int(6 * s))
            bar.bottom = strip.bottom - int(5 * s)
            pygame.draw.rect(surface, theme.TEXT_DIM, bar, 1)
            filled = bar.copy()
            filled.width = int(bar.width * done / total) if total else 0
            pygame.draw.rect(surface, theme.GOLD, filled)
            text = _("The Expert looks at decision {n} of {total}… (Esc cancels)").format(
                n=min(done + 1, total), total=total) if total else _("The Expert starts…")
            draw_text(surface, text, theme.small(16, s), theme.TEXT, (bar.left, strip.top + int(3 * s)),
                      max_width=bar.width)
            return
        moment = self.luck_here()
        if moment is not None:
            title = _("Luck of the draw") if moment.swing > 0 else _("Bad luck of the draw")
            text = _("The tiles drawn at the end of this turn moved {who}'s win chance to {drawn}, against "
                     "{average} after the average draw ({swing} ± {noise} points).").format(
                who=table.names.plain[self.seat], drawn=f"{100 * moment.drawn:.0f}%",
                average=f"{100 * moment.average:.0f}%", swing=f"{100 * moment.swing:+.1f}",
                noise=f"{100 * moment.noise:.1f}")
            top = table.regions.board
            anchor = pygame.Rect(top.right - int(20 * s), top.top + int(10 * s), 10, 10)
            draw_card(surface, Card(title, [text], anchor), top, s, table.board.rect.clip(top))
        mark = self.mark_here()
        if mark is None:
            return
        title = _("Where it turned: {move}").format(move=self.said(mark.played))
        lines = [
            _("The Expert's choice: {move}.").format(move=self.said(mark.expert)),
            _("Win chance {expert} against {played}: {loss} points better (± {noise}, {worlds} worlds "
              "played out for both).").format(
                expert=f"{100 * mark.expert_chance:.0f}%", played=f"{100 * mark.played_chance:.0f}%",
                loss=f"{100 * mark.loss:.1f}", noise=f"{100 * mark.noise:.1f}", worlds=mark.worlds),
        ]
        board = table.regions.board
        cells = [table.board.cell_rect(cell) for cell in self.cells(mark)]
        # Beside the Expert's cell (else the one played), covering neither.
        anchor = cells[0] if cells else pygame.Rect(board.left + int(10 * s), board.top + int(10 * s), 10, 10)
        card = Card(title, lines, anchor)
        card.avoid += cells
        self.card_rect = draw_card(surface, card, board, s, table.board.rect.clip(board), clear_spot)
