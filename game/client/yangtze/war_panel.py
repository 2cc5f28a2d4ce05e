"""A war, decision by decision: every player's support in turn (the
kingdom, how many red tiles, the off-board soldier), the winner when the
strongest are tied, and the winner's losses, tile by tile.

Each warring kingdom has a box with its leaders and its strength — its red
tiles plus the support it got — updated as support comes in, and the
supports so far are listed in order with who is still to decide
(`War.supports`). On the board each kingdom's red tiles are framed in its
box's colour, and its leaders of the doubled colours too.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.engine.grid import cell_name
from game.engine.yangtze.actions import LOSE, NO_SUPPORT_ACTION, SUPPORT, WINNER, Action
from game.engine.yangtze.pieces import LEADER_COLOUR, LEADER_SEAT, RED

from .. import theme
from ..frame import panel_frame, place_over_board
from ..i18n import _, listing, ngettext
from ..presentation import Panel
from ..tray_marks import draw_committed
from ..widgets import Button, draw_text, draw_wrapped, rendered, wrapped_height
from . import art
from .war_sides import SIDE_COLOURS, draw_marks, kingdom_name, letter, letter_of
from .words import war_stake, war_title


def doubled_colours(war) -> list[int]:
    return [c for c in range(5) if (war.doubled >> c) & 1]


class WarPanel(Panel):
    """`name`: support, winner or lose (the engine's pending word)."""

    def __init__(self, table, name: str, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.name = name
        self.rect = None
        self.side_rects: list[pygame.Rect] = []
        self.chosen = -1  # the index of the kingdom the person supports
        self.count = 0  # red tiles from the hand
        self.soldier = self.soldier_free()  # the off-board soldier: +1, taken unless turned off
        self.count_rect = pygame.Rect(0, 0, 0, 0)
        self.row_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------ facts

    @property
    def war(self):
        return self.table.state.war

    def held(self) -> int:
        state = self.table.state
        return state.hand(state.to_move)[RED]

    def soldier_free(self) -> bool:
        state = self.table.state
        return self.name == "support" and state.leader_cell(state.to_move, RED) < 0

    def support_action(self) -> Action | None:
        war = self.war
        if war is None or self.chosen < 0 or (self.count == 0 and not self.soldier):
            return None
        return Action(SUPPORT, self.count, war.sides[self.chosen].name, self.soldier)

    def tied(self) -> list[int]:
        """The indices of the kingdoms the active player may name the winner (tied strongest)."""
        war = self.war
        names = [a.cell for a in self.table.state.legal_actions() if a.kind == WINNER]
        return [i for i, side in enumerate(war.sides) if side.name in names] if war else []

    def focus_cells(self) -> list[int]:
        war = self.war
        if war is None:
            return []
        cells = [war.cell]
        for side in war.sides:
            cells += [self.table.state.leaders[lid] for lid in side.leaders]
        return [c for c in cells if c >= 0]

    # ------------------------------------------------------------ layout

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        war = self.war
        if war is None:
            self.rect = None
            self.buttons = []
            return
        # From the top: the title, what is at stake, what to do (both wrapped), the kingdoms'
        # boxes and the supports so far (not while the losses are removed), the soldier's
        # line, the red tiles' row, the buttons. Every text at least theme.SMALLEST.
        column = int(640 * s) - int(40 * s)
        header = (
            int(52 * s)
            + wrapped_height(self.stake_text(), theme.small(16, s), column)
            + wrapped_height(self.sub_text(), theme.small(19, s), column)
            + int(6 * s)
        )
        height = header
        if self.name != "lose":
            height += int(92 * s) + int(8 * s) + wrapped_height(self.order_text(), theme.small(15, s), column)
        if self.interactive and self.name == "support":
            if self.soldier_free():
                height += int(6 * s) + wrapped_height(self.soldier_text(), theme.small(15, s), column)
            height += 2 * int(40 * s) + int(16 * s)
        elif self.interactive and self.name == "winner":
            height += int(48 * s)
        height += int(16 * s)
        # Off the leaders, then off the kingdoms it asks about (where the board leaves room).
        kingdoms = [c for side in war.sides for c in range(side.mask.bit_length()) if (side.mask >> c) & 1]
        self.rect = place_over_board(self.table, (int(640 * s), height), self.focus_cells(), s, kingdoms)
        p = self.rect
        if self.name != "lose":
            n = len(war.sides)
            gap = int(10 * s)
            width = (p.width - int(40 * s) - gap * (n - 1)) // n
            top = p.top + header
            self.side_rects = [
                pygame.Rect(p.left + int(20 * s) + i * (width + gap), top, width, int(92 * s))
                for i in range(n)
            ]
        else:
            self.side_rects = []
        self.buttons = []
        if not self.interactive:
            return
        pb_h = int(40 * s)
        bottom_y = p.bottom - pb_h - int(16 * s)
        if self.name == "winner":
            tied = self.tied()
            gap = int(8 * s)
            width = (p.width - int(40 * s) - gap * (len(tied) - 1)) // max(1, len(tied))
            for k, index in enumerate(tied):
                side = war.sides[index]
                button = Button(
                    _("Kingdom {letter} wins").format(letter=letter(index)),
                    partial(self.table.decide, Action(WINNER, -1, side.name)),
                    name=f"winner {cell_name(side.name)}",
                )
                button.rect = pygame.Rect(p.left + int(20 * s) + k * (width + gap), bottom_y, width, pb_h)
                self.buttons.append(button)
            return
        if self.name == "lose":
            return  # the lit tiles on the board are the buttons
        # Support: −/+ for red tiles, the soldier, then Support / Support none.
        row_y = bottom_y - pb_h - int(8 * s)
        small = int(52 * s)
        less = Button("−", lambda: self.choose(-1), enabled=self.count > 0, name="less")
        more = Button("+", lambda: self.choose(1), enabled=self.count < self.held(), name="more")
        less.rect = pygame.Rect(p.left + int(20 * s), row_y, small, pb_h)
        # Between − and +: the count and the word "red" after it, as wide as the word needs
        # in the language ("красный", "czerwony" overlapped the "+").
        word = rendered(_("red"), theme.small(13, s), theme.TEXT_DIM).get_width()
        middle = max(int(64 * s), int(34 * s * 0.7) + word + int(12 * s))
        more.rect = pygame.Rect(less.rect.right + middle, row_y, small, pb_h)
        self.count_rect = pygame.Rect(less.rect.right, row_y, more.rect.left - less.rect.right, pb_h)
        self.row_rect = pygame.Rect(less.rect.left, row_y, more.rect.right - less.rect.left, pb_h)
        # No red tile in hand: no counter, the place says so (`draw_moving`).
        buttons = [less, more] if self.held() else []
        if self.soldier_free():
            soldier = Button(
                # The toggle's state and what it adds, on its face.
                _("Soldier: on, +1") if self.soldier else _("Soldier: off, +0"),
                self.toggle_soldier,
                name="soldier",
                selected=self.soldier,
            )
            soldier.rect = pygame.Rect(
                more.rect.right + int(16 * s),
                row_y,
                p.right - int(20 * s) - more.rect.right - int(16 * s),
                pb_h,
            )
            buttons.append(soldier)
        none = Button(_("Support none"), lambda: self.table.decide(NO_SUPPORT_ACTION), name="support none")
        action = self.support_action()
        label = (
            _("Choose a kingdom above")
            if self.chosen < 0
            else _("Support kingdom {letter}").format(letter=letter(self.chosen))
        )
        ok = Button(label, self.support, enabled=action is not None, primary=True, name="confirm")
        half = (p.width - int(40 * s) - int(8 * s)) // 2
        none.rect = pygame.Rect(p.left + int(20 * s), bottom_y, half, pb_h)
        ok.rect = pygame.Rect(none.rect.right + int(8 * s), bottom_y, half, pb_h)
        self.buttons = [*buttons, none, ok]

    # ------------------------------------------------------------ words

    def stake_text(self) -> str:
        war = self.war
        return war_stake(doubled_colours(war)) if war is not None else ""

    def winning_side(self):
        """While the losses are removed: the winning kingdom (the one the lit tiles are in)."""
        cells = self.table.state.lose_cells
        war = self.war
        if war is None or not cells:
            return None
        return war.side_of((cells & -cells).bit_length() - 1)

    def sub_text(self) -> str:
        state = self.table.state
        names = self.table.names
        seat = state.to_move
        if self.name == "lose":
            side = self.winning_side()
            cell = letter(self.war.sides.index(side)) if side is not None and self.war else "?"
            left = state.lose_left
            if not self.interactive:
                return _("{who} chooses the red tiles kingdom {letter} gives up…").format(
                    who=names[seat], letter=cell
                )
            # The tiles are the winning kingdom's, whoever its leaders belong to: said of the
            # kingdom, never of "the winner", which the person may be themself.
            return ngettext(
                "Kingdom {letter} won, but must give up as many red tiles as the strongest loser's "
                "strength: its support went first; click {n} more red tile of its own (lit).",
                "Kingdom {letter} won, but must give up as many red tiles as the strongest loser's "
                "strength: its support went first; click {n} more red tiles of its own (lit).",
                left,
            ).format(letter=cell, n=left)
        if self.name == "winner":
            return _("Tied for the highest strength: {who} names the winner.").format(who=names[seat])
        if self.interactive:
            return ngettext(
                "You hold {n} red tile. Click a kingdom (here or on the board) to support it.",
                "You hold {n} red tiles. Click a kingdom (here or on the board) to support it.",
                self.held(),
            ).format(n=self.held())
        return _("{who} chooses whom to support…").format(who=names[seat])

    def soldier_text(self) -> str:
        return _(
            "Your soldier is off the board: it may fight for the kingdom you support (+1), then comes back."
        )

    def order_text(self) -> str:
        """The supports so far, in order, and who is still to decide."""
        war = self.war
        if war is None:
            return ""
        names = self.table.names
        parts = []
        for seat, kingdom, count, soldier in war.supports:
            if kingdom < 0:
                parts.append(_("{who}: none").format(who=names.plain[seat]))
            else:
                amount = str(count) + (" +1" if soldier else "")
                mark = letter_of([side.name for side in war.sides], kingdom)
                parts.append(_("{who}: {n} → {letter}").format(who=names.plain[seat], n=amount, letter=mark))
        waiting = [names.plain[seat] for seat in war.order[war.next :]]
        if not parts:
            text = _("No support given yet.")
        elif waiting and self.name == "support":
            # Two sentences: the supports given, ended by a full stop, then who is still to decide.
            return _("{supports}. To decide: {names}.").format(
                supports="  ·  ".join(parts), names=listing(waiting)
            )
        else:
            return "  ·  ".join(parts)
        if waiting and self.name == "support":
            text += "  " + _("To decide: {names}.").format(names=listing(waiting))
        return text

    # ------------------------------------------------------------ choosing

    def choose(self, delta: int) -> None:
        self.count = max(0, min(self.held(), self.count + delta))
        self.table.refresh()

    def toggle_soldier(self) -> None:
        self.soldier = not self.soldier
        self.table.refresh()

    def pick(self, index: int) -> None:
        self.chosen = index
        if self.count == 0 and not self.soldier and self.held():
            self.count = 1  # a kingdom chosen with nothing to give it would be no support at all
        self.table.app.play("click")
        self.table.refresh()

    def support(self) -> None:
        action = self.support_action()
        if action is None:
            self.table.refused(_("Choose a kingdom and at least one red tile or your soldier."))
            return
        self.table.decide(action)

    def side_at(self, pos: tuple[int, int]) -> int:
        for index, rect in enumerate(self.side_rects):
            if rect.collidepoint(pos):
                return index
        cell = self.table.board.cell_at(pos)
        war = self.war
        if cell >= 0 and war is not None:
            for index, side in enumerate(war.sides):
                if (side.mask >> cell) & 1:
                    return index
        return -1

    def click(self, pos: tuple[int, int]) -> bool:
        war = self.war
        if war is None:
            return False
        if self.name == "lose":
            cell = self.table.board.cell_at(pos)
            if cell < 0:
                return False
            self.table.decide(Action(LOSE, -1, cell))  # a refused one is explained by the table
            return True
        index = self.side_at(pos)
        if index < 0:
            return self.rect is not None and self.rect.collidepoint(pos)
        if self.name == "support":
            self.pick(index)
        elif index in self.tied():
            self.table.decide(Action(WINNER, -1, war.sides[index].name))
        else:
            self.table.refused(_("Only a kingdom tied for the highest strength can be named the winner."))
        return True

    def command(self, command: str) -> bool:
        if self.name != "support":
            return False
        if command == "more":
            self.choose(1)
        elif command == "less":
            self.choose(-1)
        elif command == "confirm":
            self.support()
        else:
            return False
        return True

    # ------------------------------------------------------------ showing

    def strengths(self) -> list[int]:
        """Each kingdom's strength now, with the person's support as chosen (not yet given)."""
        war = self.war
        out = list(war.strengths())
        if self.name == "support" and self.interactive and self.chosen >= 0:
            out[self.chosen] += self.count + (1 if self.soldier and self.soldier_free() else 0)
        return out

    def overlay(self, o) -> None:
        state = self.table.state
        war = self.war
        if war is None:
            return
        red = state.tiles[RED]
        if self.name == "lose":
            o.targets = state.legal_actions().cells(LOSE, -1)
            return
        o.support = [
            (side.mask & red & ~(1 << war.cell), SIDE_COLOURS[i % 4]) for i, side in enumerate(war.sides)
        ]
        o.fighters = [
            (state.leaders[lid], SIDE_COLOURS[i % 4])
            for i, side in enumerate(war.sides)
            for lid in side.leaders
            if (war.doubled >> LEADER_COLOUR[lid]) & 1 and state.leaders[lid] >= 0
        ]
        o.selected = war.cell
        if self.chosen >= 0:
            o.outline = war.sides[self.chosen].mask

    def hint(self) -> str:
        if self.name == "winner":
            return _("The war is tied: name the winning kingdom")
        if self.name == "lose":
            left = self.table.state.lose_left
            return ngettext(
                "Remove {n} more red tile from the winning kingdom",
                "Remove {n} more red tiles from the winning kingdom",
                left,
            ).format(n=left)
        return _("Support one kingdom, or none")

    def still_key(self) -> tuple:
        return (
            self.name,
            self.interactive,
            self.chosen,
            self.count,
            self.soldier,
            self.table.state.lose_left,
        )

    def draw_still(self, surface: pygame.Surface) -> None:
        table = self.table
        war = self.war
        if war is None or self.rect is None:
            return
        s = table.regions.scale
        state = table.state
        p = self.rect
        panel_frame(surface, p, s, war_title(doubled_colours(war)), edge=theme.BAD)
        column = pygame.Rect(p.left + int(20 * s), p.top + int(52 * s), p.width - int(40 * s), 0)
        column.top += draw_wrapped(
            surface, self.stake_text(), theme.small(16, s), theme.TEXT_DIM, column, align="center"
        )
        draw_wrapped(surface, self.sub_text(), theme.small(19, s), theme.TEXT, column, align="center")
        if self.name == "lose":
            return
        strengths = self.strengths()
        top = max(strengths)
        for index, (side, rect) in enumerate(zip(war.sides, self.side_rects, strict=True)):
            colour = SIDE_COLOURS[index % 4]
            chosen = index == self.chosen
            pygame.draw.rect(surface, (30, 40, 56), rect, border_radius=10)
            pygame.draw.rect(surface, colour, rect, 3 if chosen else 2, border_radius=10)
            draw_text(
                surface,
                kingdom_name(index, side, table.names),
                theme.small(17, s),
                colour,
                (rect.left + int(8 * s), rect.top + int(6 * s)),
                bold=True,
                max_width=rect.width - int(60 * s),
            )
            draw_text(
                surface,
                str(strengths[index]),
                int(34 * s),
                theme.GOLD if strengths[index] == top else theme.TEXT,
                (rect.right - int(10 * s), rect.top + int(4 * s)),
                "topright",
                bold=True,
                display=True,
            )
            icon = int(min(26 * s, (rect.width - int(16 * s)) / max(1, len(side.leaders))))
            x = rect.left + int(8 * s)
            for lid in side.leaders:
                image = art.leader(LEADER_COLOUR[lid], state.dynasties[LEADER_SEAT[lid]], icon)
                if not (war.doubled >> LEADER_COLOUR[lid]) & 1:
                    image = image.copy()
                    image.set_alpha(110)  # not at stake in this war
                surface.blit(image, (x, rect.top + int(30 * s)))
                x += icon + 2
            extra = strengths[index] - side.red
            draw_text(
                surface,
                _("red {red} + support {support}").format(red=side.red, support=extra),
                theme.small(15, s),
                theme.TEXT_DIM,
                (rect.left + int(8 * s), rect.bottom - int(4 * s)),
                "bottomleft",
                max_width=rect.width - 12,
            )
        column.top = self.side_rects[0].bottom + int(8 * s)
        column.top += draw_wrapped(
            surface, self.order_text(), theme.small(15, s), theme.TEXT, column, align="center"
        )
        if self.interactive and self.name == "support" and self.soldier_free():
            column.top += int(6 * s)
            draw_wrapped(
                surface, self.soldier_text(), theme.small(15, s), theme.TEXT_DIM, column, align="center"
            )

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        war = self.war
        if war is not None:
            draw_marks(surface, self.table, war)  # each kingdom's letter beside its leaders
        docked = self.rect is not None and self.rect.colliderect(self.table.regions.tray)  # over the hand
        if self.name == "support" and self.interactive and not docked:
            draw_committed(surface, self.table, RED, self.count)
        if self.name == "support" and self.interactive and self.count_rect.width and not self.held():
            s = self.table.regions.scale
            draw_wrapped(
                surface,
                _("No red tiles in hand"),
                theme.small(15, s),
                theme.TEXT_DIM,
                self.row_rect.inflate(0, -int(4 * s)),
                align="center",
            )
        elif self.name == "support" and self.interactive and self.count_rect.width:
            s = self.table.regions.scale
            r = self.count_rect
            # The count and its word centred together between − and +.
            width = (
                rendered(str(self.count), int(34 * s), theme.GOLD, True).get_width()
                + 2
                + rendered(_("red"), theme.small(13, s), theme.TEXT_DIM).get_width()
            )
            number = draw_text(
                surface,
                str(self.count),
                int(34 * s),
                theme.GOLD,
                (r.centerx - width // 2, r.centery),
                "midleft",
                bold=True,
            )
            draw_text(
                surface,
                _("red"),
                theme.small(13, s),
                theme.TEXT_DIM,
                (number.right + 2, number.bottom - 2),
                "bottomleft",
            )
