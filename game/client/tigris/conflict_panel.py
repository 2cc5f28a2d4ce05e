"""A revolt or a war waiting for support: both sides with their strength and
support, "+"/"−" and "Commit" for the person deciding. The two leaders are
framed on the board in their side's colour (attacker gold, defender red),
and the tiles each side's base strength counts (`State.support_cells`)."""

from __future__ import annotations

import pygame

from game.engine.tigris.actions import COMMIT, Action
from game.engine.tigris.pieces import RED

from .. import theme
from ..commit_panel import CommitPanel
from ..frame import panel_frame, subtitle_height
from ..i18n import _, ngettext
from ..widgets import draw_text
from . import art
from .words import colour_word, leaders_word


class ConflictPanel(CommitPanel):
    COMMIT = COMMIT
    WIDTH = 560
    HEIGHT = 252
    HEIGHT_WATCHING = 200

    def focus_cells(self) -> list[int]:
        c = self.table.state.conflict
        if c is None:
            return []
        cells = [c.attacker_cell, c.defender_cell]
        if self.table.state.unification >= 0:
            cells.append(self.table.state.unification)
        return cells

    def support_colour(self) -> int:
        c = self.table.state.conflict
        return RED if c is None or c.kind == "revolt" else c.colour

    def commit_label(self) -> str:
        return ngettext("Commit {n} tile", "Commit {n} tiles", self.commit_count).format(n=self.commit_count)

    def commit(self) -> None:
        self.table.decide(Action(COMMIT, self.commit_count))

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

    def subtitle(self) -> str:
        """What the person holds and who wins a tie (said to both sides: the defender, by the
        rules); for those watching, what the deciding seat is doing."""
        table = self.table
        state = table.state
        c = state.conflict
        if c is None:
            return ""
        names = table.names
        support = RED if c.kind == "revolt" else c.colour
        seat = state.to_move
        if self.interactive:
            held = state.hand(seat)[support]
            sub = ngettext("You hold {n} {colour} tile.", "You hold {n} {colour} tiles.", held).format(
                n=held, colour=colour_word(support)
            )
            if seat != c.defender:
                tie = _("A tie goes to {who}, the defender.").format(who=names[c.defender])
            elif (total := c.defender_base + self.commit_count) == c.attacker_base + c.attacker_commit:
                tie = _("Tied at {n}: you win, as the defender.").format(n=total)
            else:
                tie = _("A tie goes to you, the defender.")
            return f"{sub} {tie}"
        if len(state.legal_actions()) == 1:
            return _("{who} has no {colour} tile to commit.").format(
                who=names[seat], colour=colour_word(support)
            )
        return _("{who} is choosing support…").format(who=names[seat])

    def extra(self, s: float) -> int:
        """The subtitle's room beyond its one line (it wraps at 800×500, or in a long language)."""
        return max(0, subtitle_height(self.subtitle(), int(self.WIDTH * s), s) - int(28 * s))

    def height(self, s: float) -> int:
        return super().height(s) + self.extra(s)

    def draw_still(self, surface: pygame.Surface) -> None:
        # This game's pending conflict (a revolt or a war); the other game's revolt panel reads
        # its own engine's alike. The two sides' columns are the shell's (`CommitPanel.draw_side`).
        table = self.table
        s = table.regions.scale
        state = table.state
        c = state.conflict
        if c is None or self.rect is None:
            return
        names = table.names
        if c.kind == "revolt":
            title = _("Revolt of the {leaders}").format(leaders=leaders_word(c.colour))
        else:
            title = _("War of the {leaders}").format(leaders=leaders_word(c.colour))
        seat = state.to_move
        p = self.rect
        panel_frame(surface, p, s, title, self.subtitle())
        col_w = (p.width - int(60 * s)) // 2
        top = p.top + int(80 * s) + self.extra(s)
        for i, (who, base, committed, role) in enumerate(
            (
                (c.attacker, c.attacker_base, c.attacker_commit, _("attacker")),
                (c.defender, c.defender_base, -1, _("defender")),
            )
        ):
            x = p.left + int(20 * s) + i * (col_w + int(20 * s))
            box = pygame.Rect(x, top, col_w, int(100 * s))
            mine = self.interactive and who == seat
            icon = art.leader(c.colour, state.dynasties[who], int(44 * s))
            self.draw_side(surface, box, i == 0, mine, icon, names[who], role)
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
