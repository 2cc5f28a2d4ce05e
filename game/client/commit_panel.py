"""Committing tiles to a conflict, as both games ask it: a box near the two
leaders with a box for each side, and for the person deciding "−", the count,
"+" and "Commit n tiles".

Each game's panel subclasses `CommitPanel`: it says which conflict is on, what a
commit is in its engine, the box's size, what each side's box says and every
text (they stay in the game's module, for the translators' template)."""

from __future__ import annotations

from weakref import WeakKeyDictionary

import pygame

from game.engine.grid import bit_list

from . import theme
from .frame import place_over_board
from .presentation import Panel, Table
from .tray_marks import draw_committed
from .widgets import Button, draw_text

# Each table's conflict panel's home, kept for the conflict: (what it is, the box).
HOMES: WeakKeyDictionary = WeakKeyDictionary()


class CommitPanel(Panel):
    name = "commit"
    COMMIT: int  # the engine's action kind of a commit (its arg: how many tiles)
    WIDTH: int  # the box's size, unscaled: for the person deciding, and for those watching
    HEIGHT: int
    HEIGHT_WATCHING: int

    def __init__(self, table: Table, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.commit_count = 0
        self.rect = None
        self.count_rect = pygame.Rect(0, 0, 0, 0)

    def most(self) -> int:
        return max((a.value for a in self.table.state.legal_actions() if a.kind == self.COMMIT), default=0)

    def height(self, s: float) -> int:
        """The box's height in pixels at scale `s`."""
        return int((self.HEIGHT if self.interactive else self.HEIGHT_WATCHING) * s)

    def home(self, s: float) -> pygame.Rect:
        """The box's place, one for the whole conflict: both sides' decisions, the person's
        and the one watched (it jumped from the top of the board to over the person's king
        while the other side decided, issue 30). Placed once, at the taller of the two sizes,
        off both leaders, then off their kingdoms (leaders and tiles) and the market row."""
        table = self.table
        state = table.state
        focus = self.focus_cells()
        where = (tuple(table.regions.board), s)  # a new window size: placed anew
        key = (type(self).__name__, tuple(sorted(set(focus))), getattr(state, "turn", 0), where)
        kept = HOMES.get(table)
        if kept is None or kept[0] != key:
            kingdoms: set[int] = set()
            for cell in focus:
                kingdom = state.kingdom_of(cell) if cell >= 0 else None
                if kingdom is not None:
                    kingdoms |= set(bit_list(kingdom.mask))
            tallest = int(max(self.HEIGHT, self.HEIGHT_WATCHING) * s)
            size = (int(self.WIDTH * s), tallest)
            box = place_over_board(table, size, focus, s, sorted(kingdoms - set(focus)))
            kept = HOMES[table] = (key, box)
        rect = kept[1].copy()
        rect.height = self.height(s)  # the shorter box (watching) from the same top
        return rect

    def commit_label(self) -> str:
        """The words of the confirming button ("Commit 2 tiles")."""
        raise NotImplementedError

    def commit(self) -> None:
        """Make the commit of `commit_count` tiles."""
        raise NotImplementedError

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        self.rect = self.home(s)
        self.buttons = []
        if not self.interactive:
            return
        p = self.rect
        pb_h = int(40 * s)
        bottom_y = p.bottom - pb_h - int(16 * s)
        most = self.most()
        less = Button("−", lambda: self.choose(-1), enabled=self.commit_count > 0, name="less")
        more = Button("+", lambda: self.choose(1), enabled=self.commit_count < most, name="more")
        ok = Button(self.commit_label(), self.commit, primary=True, name="confirm")
        small = int(56 * s)
        less.rect = pygame.Rect(p.left + int(20 * s), bottom_y, small, pb_h)
        more.rect = pygame.Rect(less.rect.right + int(70 * s), bottom_y, small, pb_h)
        ok.rect = pygame.Rect(
            more.rect.right + int(16 * s),
            bottom_y,
            p.right - int(20 * s) - more.rect.right - int(16 * s),
            pb_h,
        )
        self.count_rect = pygame.Rect(less.rect.right, bottom_y, more.rect.left - less.rect.right, pb_h)
        self.buttons = [less, more, ok]

    def choose(self, delta: int) -> None:
        """One step up or down among the counts the engine allows (a rule may leave gaps:
        Tigris & Euphrates' measured support allows nothing or enough to matter)."""
        allowed = sorted({a.value for a in self.table.state.legal_actions() if a.kind == self.COMMIT})
        if delta > 0:
            after = [n for n in allowed if n > self.commit_count]
            self.commit_count = after[0] if after else self.commit_count
        else:
            before = [n for n in allowed if n < self.commit_count]
            self.commit_count = before[-1] if before else 0
        self.table.refresh()

    def command(self, command: str) -> bool:
        if command == "more":
            self.choose(1)
        elif command == "less":
            self.choose(-1)
        elif command == "confirm":
            self.commit()
        else:
            return False
        return True

    def still_key(self) -> tuple:
        return (self.commit_count, self.interactive)

    def draw_side(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        attacker: bool,
        mine: bool,
        icon: pygame.Surface,
        name: str,
        role: str,
    ) -> None:
        """A side's box: its leader, its player and its role, edged in the side's colour (as its
        leader is framed on the board: attacker gold, defender red) for the person deciding."""
        s = self.table.regions.scale
        side = theme.GOLD if attacker else theme.BAD
        pygame.draw.rect(surface, (30, 40, 56), box, border_radius=10)
        pygame.draw.rect(surface, side if mine else theme.PANEL_EDGE, box, 2, border_radius=10)
        surface.blit(icon, (box.left + int(8 * s), box.top + int(8 * s)))
        tx = box.left + int(60 * s)
        draw_text(
            surface,
            name,
            theme.small(20, s),
            theme.TEXT,
            (tx, box.top + int(10 * s)),
            bold=True,
            max_width=box.right - tx - 6,
        )
        draw_text(surface, role, theme.small(16, s), side, (tx, box.top + int(32 * s)))

    def support_colour(self) -> int:
        """The colour of the tiles committed (marked in the tray as the count goes up)."""
        raise NotImplementedError

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        if self.interactive and self.rect is not None and not self.rect.colliderect(self.table.regions.tray):
            draw_committed(surface, self.table, self.support_colour(), self.commit_count)
        if self.interactive and self.count_rect.width:
            s = self.table.regions.scale
            draw_text(
                surface,
                str(self.commit_count),
                int(40 * s),
                theme.GOLD,
                self.count_rect.center,
                "center",
                bold=True,
            )
