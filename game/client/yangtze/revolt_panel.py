"""A revolt waiting for black tiles: both leaders with their strength (the
black tiles beside each), what each has committed, "+"/"−" and "Commit"
for the person deciding. The off-board governor adds one when it can (it
costs nothing and stays off the board, so the window always takes it and
says so). The two leaders are framed on the board, attacker gold, defender
red, and the black tiles each counts."""

from __future__ import annotations

import pygame

from game.engine.yangtze.actions import COMMIT, Action
from game.engine.yangtze.pieces import BLACK

from .. import theme
from ..frame import focus_rect, panel_frame
from ..i18n import _, ngettext, npgettext, pgettext
from ..presentation import Panel
from ..table_layout import place_panel
from ..widgets import Button, draw_text
from . import art
from .words import leaders_word


class RevoltPanel(Panel):
    name = "commit"

    def __init__(self, table, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.commit_count = 0
        self.rect = None
        self.count_rect = pygame.Rect(0, 0, 0, 0)

    def most(self) -> int:
        return max((a.arg for a in self.table.state.legal_actions() if a.kind == COMMIT), default=0)

    def governor(self) -> bool:
        """Whether the deciding seat's governor is off the board (then it adds one)."""
        return any(a.kind == COMMIT and a.offboard for a in self.table.state.legal_actions())

    def focus_cells(self) -> list[int]:
        r = self.table.state.revolt
        return [r.attacker_cell, r.defender_cell] if r is not None else []

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        focus = focus_rect(self.table.board, self.focus_cells(), s)
        self.rect = place_panel(
            lay.board, (int(580 * s), int((262 if self.interactive else 206) * s)), focus, s
        )
        self.buttons = []
        if not self.interactive:
            return
        p = self.rect
        pb_h = int(40 * s)
        bottom_y = p.bottom - pb_h - int(16 * s)
        most = self.most()
        less = Button("−", lambda: self.choose(-1), enabled=self.commit_count > 0, name="less")
        more = Button("+", lambda: self.choose(1), enabled=self.commit_count < most, name="more")
        ok = Button(
            npgettext("yangtze", "Commit {n} tile", "Commit {n} tiles", self.commit_count).format(
                n=self.commit_count
            ),
            self.commit,
            primary=True,
            name="confirm",
        )
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
        self.commit_count = max(0, min(self.most(), self.commit_count + delta))
        self.table.refresh()

    def commit(self) -> None:
        self.table.decide(Action(COMMIT, self.commit_count, -1, self.governor()))

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

    def overlay(self, o) -> None:
        state = self.table.state
        r = state.revolt
        if r is None:
            return
        o.fighters = [(r.attacker_cell, theme.GOLD), (r.defender_cell, theme.BAD)]
        black = state.tiles[BLACK]
        grid = state.grid
        o.support = [
            (grid.neighbours[r.attacker_cell] & black, theme.GOLD),
            (grid.neighbours[r.defender_cell] & black, theme.BAD),
        ]

    def hint(self) -> str:
        return _("Commit black tiles to the revolt")

    def still_key(self) -> tuple:
        return (self.commit_count, self.interactive)

    def draw_still(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.regions.scale
        state = table.state
        r = state.revolt
        if r is None or self.rect is None:
            return
        names = table.names
        seat = state.to_move
        title = pgettext("yangtze", "Revolt of the {leaders}").format(leaders=leaders_word(r.colour))
        if self.interactive:
            held = state.hand(seat)[BLACK]
            sub = ngettext(
                "You hold {n} black tile. Ties go to the defender.",
                "You hold {n} black tiles. Ties go to the defender.",
                held,
            ).format(n=held)
        elif len(state.legal_actions()) == 1:
            sub = _("{who} has no black tile to commit.").format(who=names[seat])
        else:
            sub = _("{who} is choosing support…").format(who=names[seat])
        p = self.rect
        panel_frame(surface, p, s, title, sub)
        col_w = (p.width - int(60 * s)) // 2
        top = p.top + int(104 * s)
        sides = (
            (r.attacker, r.attacker_base, r.attacker_commit, pgettext("yangtze", "attacker")),
            (r.defender, r.defender_base, -1, pgettext("yangtze", "defender")),
        )
        for i, (who, base, committed, role) in enumerate(sides):
            x = p.left + int(20 * s) + i * (col_w + int(20 * s))
            box = pygame.Rect(x, top, col_w, int(96 * s))
            mine = self.interactive and who == seat
            side = theme.GOLD if i == 0 else theme.BAD  # as its leader is framed on the board
            pygame.draw.rect(surface, (30, 40, 56), box, border_radius=10)
            pygame.draw.rect(surface, side if mine else theme.PANEL_EDGE, box, 2, border_radius=10)
            icon = art.leader(r.colour, state.dynasties[who], int(44 * s))
            surface.blit(icon, (box.left + int(8 * s), box.top + int(8 * s)))
            tx = box.left + int(60 * s)
            draw_text(
                surface,
                names[who],
                int(20 * s),
                theme.TEXT,
                (tx, box.top + int(10 * s)),
                bold=True,
                max_width=box.right - tx - 6,
            )
            draw_text(surface, role, int(16 * s), side, (tx, box.top + int(32 * s)))
            if mine:
                tiles, governor = self.commit_count, self.governor()
                text = (
                    _("beside {base} + tiles {n} + governor 1 = {total}")
                    if governor
                    else _("beside {base} + tiles {n} = {total}")
                ).format(base=base, n=tiles, total=base + tiles + governor)
            elif committed < 0:
                text = _("beside {base} + committed ? = ?").format(base=base)
            else:
                text = _("beside {base} + committed {n} = {total}").format(
                    base=base, n=committed, total=base + committed
                )
            draw_text(
                surface,
                text,
                int(17 * s),
                theme.TEXT,
                (box.left + int(10 * s), box.top + int(60 * s)),
                max_width=box.width - 16,
            )

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
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
