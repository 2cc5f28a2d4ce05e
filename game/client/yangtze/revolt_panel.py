"""A revolt waiting for black tiles: both leaders with their strength (the
black tiles beside each), what each has committed, "+"/"−" and "Commit"
for the person deciding. The off-board governor adds one when it can (it
costs nothing and stays off the board, so the window always takes it and
says so). The two leaders are framed on the board, attacker gold, defender
red, and the black tiles each counts."""

from __future__ import annotations

import pygame

from game.engine.errors import MalformedActionError
from game.engine.yangtze.actions import COMMIT, Action
from game.engine.yangtze.pieces import BLACK

from .. import theme
from ..commit_panel import CommitPanel
from ..frame import panel_frame
from ..i18n import _, ngettext, npgettext, pgettext
from ..widgets import draw_text, draw_wrapped, rendered
from . import art
from .words import leaders_word


class RevoltPanel(CommitPanel):
    COMMIT = COMMIT
    WIDTH = 580
    HEIGHT = 280
    HEIGHT_WATCHING = 224

    def governor(self) -> bool:
        """Whether the deciding seat's governor is off the board (then it adds one)."""
        return any(a.kind == COMMIT and a.offboard for a in self.table.state.legal_actions())

    def attacker_split(self) -> tuple[int, int] | None:
        """The attacker's commitment as (tiles, governor's +1), once made: the record's last
        decision is that commitment while the defender decides. None when the record does
        not hold it (a position loaded in the middle of a revolt)."""
        r = self.table.state.revolt
        actions = self.table.session.record.actions
        if r is None or r.attacker_commit < 0 or not actions:
            return None
        try:
            action = Action.parse(str(actions[-1]))
        except MalformedActionError:
            return None
        if action.kind != COMMIT or action.value + action.offboard != r.attacker_commit:
            return None
        return action.value, int(action.offboard)

    def focus_cells(self) -> list[int]:
        r = self.table.state.revolt
        return [r.attacker_cell, r.defender_cell] if r is not None else []

    def support_colour(self) -> int:
        return BLACK

    def commit_label(self) -> str:
        return npgettext("yangtze", "Commit {n} tile", "Commit {n} tiles", self.commit_count).format(
            n=self.commit_count
        )

    def commit(self) -> None:
        self.table.decide(Action(COMMIT, self.commit_count, -1, self.governor()))

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

    def draw_still(self, surface: pygame.Surface) -> None:
        # This game's pending revolt; the other game's conflict panel reads its own engine's
        # alike. The two sides' columns are the shell's (`CommitPanel.draw_side`).
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
            sub = ngettext("You hold {n} black tile.", "You hold {n} black tiles.", held).format(n=held)
            # Who wins a tie, and why, said to both sides: the defender, by the rules.
            total = r.defender_base + self.commit_count + self.governor()
            if seat != r.defender:
                tie = pgettext("yangtze", "A tie goes to {who}, the defender.").format(who=names[r.defender])
            elif r.attacker_commit >= 0 and total == r.attacker_base + r.attacker_commit:
                tie = pgettext("yangtze", "Tied at {n}: you win, as the defender.").format(n=total)
            else:
                tie = pgettext("yangtze", "A tie goes to you, the defender.")
            sub = f"{sub} {tie}"
        elif len(state.legal_actions()) == 1:
            sub = _("{who} has no black tile to commit.").format(who=names[seat])
        else:
            sub = _("{who} is choosing support…").format(who=names[seat])
        p = self.rect
        panel_frame(surface, p, s, title)
        # The subtitle drawn here, at least theme.SMALLEST (the frame's is smaller at 800×500).
        draw_wrapped(
            surface,
            sub,
            theme.small(19, s),
            theme.TEXT,
            pygame.Rect(p.left + int(20 * s), p.top + int(52 * s), p.width - int(40 * s), 0),
            align="center",
        )
        col_w = (p.width - int(60 * s)) // 2
        top = p.top + int(104 * s)
        sides = (
            (r.attacker, r.attacker_base, r.attacker_commit, pgettext("yangtze", "attacker")),
            (r.defender, r.defender_base, -1, pgettext("yangtze", "defender")),
        )
        for i, (who, base, committed, role) in enumerate(sides):
            x = p.left + int(20 * s) + i * (col_w + int(20 * s))
            box = pygame.Rect(x, top, col_w, int(114 * s))  # the tally may take two lines
            mine = self.interactive and who == seat
            icon = art.leader(r.colour, state.dynasties[who], int(44 * s))
            self.draw_side(surface, box, i == 0, mine, icon, names[who], role)
            if mine:
                tiles, governor = self.commit_count, self.governor()
                text = (
                    _("beside {base} + tiles {n} + governor 1 = {total}")
                    if governor
                    else _("beside {base} + tiles {n} = {total}")
                ).format(base=base, n=tiles, total=base + tiles + governor)
            elif committed < 0 and state.governor_bonus(who):
                # Its governor is off the board: the +1 the start of the revolt counted.
                text = _("beside {base} + tiles ? + governor 1 = ?").format(base=base)
            elif committed < 0:
                text = _("beside {base} + tiles ? = ?").format(base=base)
            elif (split := self.attacker_split()) is not None and split[1]:
                # The governor's +1 said apart from the tiles, as the attacker saw it deciding.
                text = _("beside {base} + tiles {n} + governor 1 = {total}").format(
                    base=base, n=split[0], total=base + committed
                )
            else:
                # No governor's +1 said apart (none taken, or not in the record): tiles.
                text = _("beside {base} + tiles {n} = {total}").format(
                    base=base, n=committed, total=base + committed
                )
            self.draw_tally(surface, text, box, s)

    @staticmethod
    def draw_tally(surface: pygame.Surface, text: str, box: pygame.Rect, s: float) -> None:
        """A side's sum under its name, at least theme.SMALLEST: on two lines when wider than
        the box (at 800×500), broken only after a "+", each term ("tiles 1") and the sum
        ("governor 1 = 3") kept whole."""
        size = theme.small(17, s)
        width = box.width - int(16 * s)
        lines = [""]
        for term in text.split(" + "):
            trial = f"{lines[-1]} + {term}" if lines[-1] else term
            if lines[-1] and rendered(trial, size, theme.TEXT).get_width() > width:
                lines[-1] += " +"
                lines.append(term)
            else:
                lines[-1] = trial
        y = box.top + int(58 * s)
        for line in lines:
            y = draw_text(surface, line, size, theme.TEXT, (box.left + int(10 * s), y)).bottom
