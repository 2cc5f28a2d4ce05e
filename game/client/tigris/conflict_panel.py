"""A revolt or a war waiting for support: both sides with their strength and
support, "+"/"−" and "Commit" for the person deciding. The two leaders are
framed on the board in their side's colour (attacker gold, defender red),
and the tiles each side's base strength counts (`State.support_cells`)."""

from __future__ import annotations

import pygame

from game.engine.tigris.actions import COMMIT, Action
from game.engine.tigris.pieces import RED

from .. import theme
from ..frame import focus_rect, panel_frame
from ..i18n import _, ngettext
from ..presentation import Panel
from ..table_layout import place_panel
from ..widgets import Button, draw_text
from . import art
from .words import colour_word, leaders_word


class ConflictPanel(Panel):
    name = "commit"

    def __init__(self, table, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.commit_count = 0
        self.rect = None
        self.count_rect = pygame.Rect(0, 0, 0, 0)

    def most(self) -> int:
        return max((a.arg for a in self.table.state.legal_actions() if a.kind == COMMIT), default=0)

    def focus_cells(self) -> list[int]:
        c = self.table.state.conflict
        if c is None:
            return []
        cells = [c.attacker_cell, c.defender_cell]
        if self.table.state.unification >= 0:
            cells.append(self.table.state.unification)
        return cells

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        focus = focus_rect(self.table.board, self.focus_cells(), s)
        self.rect = place_panel(
            lay.board, (int(560 * s), int((252 if self.interactive else 200) * s)), focus, s
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
            ngettext("Commit {n} tile", "Commit {n} tiles", self.commit_count).format(n=self.commit_count),
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
        self.table.decide(Action(COMMIT, self.commit_count))

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
        conflict = state.conflict
        if conflict is None:
            return
        o.fighters = [(conflict.attacker_cell, theme.GOLD), (conflict.defender_cell, theme.BAD)]
        attack, defence = state.support_cells()
        o.support = [(attack, theme.GOLD), (defence, theme.BAD)]

    def hint(self) -> str:
        return _("Commit support")

    def still_key(self) -> tuple:
        return (self.commit_count, self.interactive)

    def draw_still(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.regions.scale
        state = table.state
        c = state.conflict
        if c is None or self.rect is None:
            return
        names = table.names
        support = RED if c.kind == "revolt" else c.colour
        if c.kind == "revolt":
            title = _("Revolt of the {leaders}").format(leaders=leaders_word(c.colour))
        else:
            title = _("War of the {leaders}").format(leaders=leaders_word(c.colour))
        seat = state.to_move
        if self.interactive:
            held = state.hand(seat)[support]
            sub = ngettext(
                "You hold {n} {colour} tile. Ties go to the defender.",
                "You hold {n} {colour} tiles. Ties go to the defender.",
                held,
            ).format(n=held, colour=colour_word(support))
        elif len(state.legal_actions()) == 1:
            sub = _("{who} has no {colour} tile to commit.").format(
                who=names[seat], colour=colour_word(support)
            )
        else:
            sub = _("{who} is choosing support…").format(who=names[seat])
        p = self.rect
        panel_frame(surface, p, s, title, sub)
        col_w = (p.width - int(60 * s)) // 2
        top = p.top + int(80 * s)
        for i, (who, base, committed, role) in enumerate(
            (
                (c.attacker, c.attacker_base, c.attacker_commit, _("attacker")),
                (c.defender, c.defender_base, -1, _("defender")),
            )
        ):
            x = p.left + int(20 * s) + i * (col_w + int(20 * s))
            box = pygame.Rect(x, top, col_w, int(100 * s))
            mine = self.interactive and who == seat
            side = theme.GOLD if i == 0 else theme.BAD  # as its leader is framed on the board
            pygame.draw.rect(surface, (30, 40, 56), box, border_radius=10)
            pygame.draw.rect(surface, side if mine else theme.PANEL_EDGE, box, 2, border_radius=10)
            icon = art.leader(c.colour, state.dynasties[who], int(44 * s))
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
                committed = self.commit_count
            extra = "?" if committed < 0 else str(committed)
            total = "?" if committed < 0 else str(base + committed)
            draw_text(
                surface,
                _("strength {base} + support {extra} = {total}").format(base=base, extra=extra, total=total),
                int(18 * s),
                theme.TEXT,
                (box.left + int(10 * s), box.top + int(56 * s)),
                max_width=box.width - 16,
            )
            if mine:
                draw_text(
                    surface,
                    _("choose below"),
                    int(16 * s),
                    theme.GOLD,
                    (box.left + int(10 * s), box.top + int(78 * s)),
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
