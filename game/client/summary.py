"""Nothing missed between a person's turns.

`Since` keeps, for each person at the screen, what happened since the end of
their last turn: every decision of the others' turns, with its events as that
person may see them (the engine's `redact`), their own answers there too (a
conflict they defended: what they lost, what they won), the decisions the
window answered for them (one possible answer), and the cells where a leader
of theirs left the board. Nothing of their own turn is news to them (a
revolt they started and won, a defender's answer in it). When their turn comes
the game scene shows a `SummaryCard` with the game's words for it (points the
others scored, conflicts and who won, their pieces removed, answers given
for them), marks those cells on the board, and offers to replay the others'
decisions slowly (`R`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from . import summary_home, theme
from .i18n import _, ngettext
from .turn.since import Entry, Since  # noqa: F401  (the model, kept importable from here)
from .widgets import Button, ScrollBar, draw_more_arrow, draw_text, draw_wrapped, panel, wrapped_height

MOST_LINES = 7  # a longer list ends with "…and N more (press L or click to see all)": a small card


Line = tuple[str, bool, int]  # a line of the list, whether it is bad news, its height


def more_text(left: int, openable: bool) -> str:
    """The last line of a cut list: how many more, and (on the card) how to see them all."""
    if openable:
        return ngettext(
            "…and {n} more (press L or click to see all)", "…and {n} more (press L or click to see all)", left
        ).format(n=left)
    return ngettext("…and {n} more", "…and {n} more", left).format(n=left)


def fit_lines(lines: list[tuple[str, bool]], size: int, column: int, room: int, gap: int,
              openable: bool = False) -> list[Line]:
    """The "Since your last turn" lines that fit `room` pixels of height, each wrapped in a
    `column` at the readable `size` (at 800×500 they were drawn smaller than theme.SMALLEST
    to fit): (line, important, height with the `gap` after it), at most MOST_LINES, the
    last one "…and N more" when some are left out (`openable`: saying how to see them all).
    At least one line, however small `room`."""
    more = wrapped_height(more_text(len(lines), openable), size, column) + gap  # the "…and N more" line
    shown: list[Line] = []
    used = 0
    for n, (text, important) in enumerate(lines):
        height = wrapped_height("• " + text, size, column) + gap
        # A line kept before others must leave room for the "…and N more" after it.
        reserve = more if n < len(lines) - 1 else 0
        if n == MOST_LINES or (shown and used + height + reserve > room):
            left = len(lines) - n
            shown.append((more_text(left, openable), False, more))
            break
        shown.append(("• " + text, important, height))
        used += height
    return shown


def draw_lines(surface: pygame.Surface, shown: list[Line], size: int, rect: pygame.Rect) -> int:
    """Draw `fit_lines`' lines down from `rect`'s top in its width; the height used."""
    y = rect.top
    for text, important, height in shown:
        column = pygame.Rect(rect.left, y, rect.width, height)
        draw_wrapped(surface, text, size, theme.BAD if important else theme.TEXT, column)
        y += height
    return y - rect.top


class SummaryCard:
    """ "Since your last turn", over the board where it hides the least of what changed."""

    def __init__(self, person: int, lines: list[tuple[str, bool]], replayable: bool) -> None:
        self.person = person
        self.lines = lines
        self.shown: list[Line] = []  # the lines that fit, as laid out
        self.replayable = replayable
        self.rect: pygame.Rect | None = None
        self.buttons: list[Button] = []
        # The whole list (`L`, or a click on a cut card): every line, scrolled in the card.
        self.full = False
        self.scroll = 0  # pixels scrolled down the whole list
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.bar = ScrollBar()
        self.landed = False  # the others' pieces have landed: shown (`TableScene.summary`)

    @property
    def cut(self) -> bool:
        """Some lines are left out of the card ("…and N more")."""
        # Every line of the list is "• …"; the "…and N more" line is not.
        return not self.full and bool(self.shown) and not self.shown[-1][0].startswith("• ")

    def open_all(self) -> bool:
        """Show every line (the card grows to the side column's height and scrolls); False when
        they all show already."""
        if not self.cut:
            return False
        self.full = True
        self.scroll = 0
        return True

    def total_height(self) -> int:
        return sum(h for _text, _important, h in self.shown)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.total_height() - self.list_rect.height, self.scroll + pixels))

    def layout(self, table, others: Sequence[Button] = ()) -> None:
        """Its place, lines and buttons; those of `others` under it (the hint's, on the log's
        heading, when the card takes the side column) move onto it, below its title."""
        lay = table.regions
        s = lay.scale
        size, gap = theme.small(18, s), int(6 * s)
        # The title, the lines (at the readable size, as many as its home has room for),
        # the buttons.
        above, below = int(52 * s), int(60 * s)
        # Its home is beside the board (`summary_home`): never over a cell, never a reason to
        # pan the board.
        self.rect = summary_home.home(lay, self.full)
        guests = summary_home.onto(others, self.rect, self.rect.top + above - int(8 * s), s)
        if guests:
            above = max(b.rect.bottom for b in guests) - self.rect.top + int(8 * s)
        column = self.rect.width - int(34 * s)
        if self.full:
            # The whole list in the side column, scrolled: the player asked to read it.
            column -= int(14 * s)  # room for the scroll bar
            self.shown = [("• " + text, important, wrapped_height("• " + text, size, column) + gap)
                          for text, important in self.lines]
        else:
            # As many lines as the log's place holds; the rest a click (or `L`) away.
            room = self.rect.height - above - below
            self.shown = fit_lines(self.lines, size, column, room, gap, openable=True)
        self.list_rect = pygame.Rect(self.rect.left + int(18 * s), self.rect.top + above,
                                     self.rect.width - int(34 * s), self.rect.height - above - below)
        self.bar.track = pygame.Rect(0, 0, 0, 0)
        if self.full:
            self.bar.track = pygame.Rect(self.list_rect.right - int(6 * s), self.list_rect.top,
                                         int(6 * s), self.list_rect.height)
        self.scroll_by(0)
        ok = Button(_("OK"), self.close(table), primary=True, hotkey="Enter", name="summary ok")
        row = [ok]
        if self.replayable:
            row.insert(0, Button(_("Replay their moves"), table.start_replay, hotkey="R", name="replay"))
        bh = int(38 * s)
        gap = int(10 * s)
        y = self.rect.bottom - bh - int(12 * s)
        room = self.rect.width - int(32 * s) - gap * (len(row) - 1)
        # "OK" needs little room, "Replay their moves" more (its words never shrink).
        widths = [room - room * 3 // 10, room * 3 // 10] if len(row) == 2 else [room]
        x = self.rect.left + int(16 * s)
        for button, width in zip(row, widths, strict=True):
            button.rect = pygame.Rect(x, y, width, bh)
            x += width + gap
            if width < 200 * s:
                button.hotkey = ""
        self.buttons = row + guests

    @staticmethod
    def close(table):
        def done() -> None:
            table.summary = None
            table.refresh()

        return done

    def draw(self, surface: pygame.Surface, table) -> None:
        if self.rect is None:
            return
        s = table.regions.scale
        rect = self.rect
        panel(surface, rect, theme.PANEL, theme.GOLD, radius=12)
        draw_text(
            surface,
            _("Since your last turn"),
            int(24 * s),
            theme.GOLD,
            (rect.left + int(16 * s), rect.top + int(12 * s)),
            bold=True,
            max_width=rect.width - int(32 * s),
            display=True,
        )
        if not self.full:
            column = pygame.Rect(rect.left + int(18 * s), self.list_rect.top, rect.width - int(34 * s), 0)
            draw_lines(surface, self.shown, theme.small(18, s), column)
            return
        area = self.list_rect
        clip = surface.get_clip()
        surface.set_clip(area)
        column = pygame.Rect(area.left, area.top - self.scroll, area.width - int(14 * s), 0)
        draw_lines(surface, self.shown, theme.small(18, s), column)
        surface.set_clip(clip)
        total = self.total_height()
        self.bar.draw(surface, total, area.height, self.scroll)
        arrow = max(3, int(4 * s))
        if self.scroll > 0:
            draw_more_arrow(surface, (area.centerx, area.top - arrow), -1, arrow)
        if self.scroll + area.height < total:
            draw_more_arrow(surface, (area.centerx, area.bottom + arrow), 1, arrow)
