"""Choosing where a pagoda goes: after a tile that completes a triangle
(the pending `pagoda` decision: build it or not) and for the two-green
action (any free triangle on the board). The triangles are framed on the
board; a click near one's corner, or its button, chooses it. When none of
the colour is left in the supply the pagoda is moved from the board: the
panel then asks which one moves. The off-board trader pays for one of the
two green tiles whenever it can (it stays off the board: always worth it).
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.engine.grid import bits
from game.engine.yangtze.actions import BUILD, NO_PAGODA_ACTION, PAGODA, Action

from .. import theme
from ..frame import panel_frame, place_over_board, subtitle_height
from ..i18n import _
from ..presentation import Panel
from ..widgets import Button
from .words import cells_word, pagoda_word


def triangle_word(mask: int) -> str:
    return cells_word(bits(mask))


class PagodaPanel(Panel):
    """`kind` PAGODA: the pending decision after a tile; BUILD: the two-green action (a part
    of the action panel, `owner`, which it returns to on Cancel)."""

    def __init__(self, table, kind: int, interactive: bool = True, owner=None) -> None:
        super().__init__(table, interactive)
        self.kind = kind
        self.name = "pagoda" if kind == PAGODA else "build"
        self.owner = owner
        self.rect = None
        self.triangle = 0  # the triangle chosen, when a pagoda must be moved and the source is asked
        self.hover = 0  # the triangle under the pointer

    # ------------------------------------------------------------ facts

    def options(self) -> list[Action]:
        """The engine's options of this kind; for the two-green action those paid with the
        trader when there are any."""
        found = [a for a in self.table.state.legal_actions() if a.kind == self.kind]
        if self.kind == BUILD and any(a.offboard for a in found):
            found = [a for a in found if a.offboard]
        return found

    def triangles(self) -> list[int]:
        seen: list[int] = []
        for action in self.options():
            if action.value not in seen:
                seen.append(action.value)
        return seen

    def sources(self, triangle: int) -> list[Action]:
        return [a for a in self.options() if a.value == triangle]

    def triangle_at(self, pos: tuple[int, int]) -> int:
        """The triangle whose shared corner is nearest the point (within most of a hex)."""
        board = self.table.board
        best, best_d = 0, board.radius * 0.95
        for triangle in self.triangles():
            x, y = board.triangle_centre(triangle)
            d = math.hypot(x - pos[0], y - pos[1])
            if d < best_d:
                best, best_d = triangle, d
        return best

    def focus_cells(self) -> list[int]:
        cells: list[int] = []
        for triangle in self.triangles()[:12]:
            cells += list(bits(triangle))
        return cells

    # ------------------------------------------------------------ choosing

    def choose(self, triangle: int) -> None:
        sources = self.sources(triangle)
        if not sources:
            return
        if len(sources) == 1:
            self.table.decide(sources[0])
            return
        self.triangle = triangle  # several pagodas could move there: ask which
        self.table.app.play("click")
        self.layout()
        self.table.refresh()

    def click(self, pos: tuple[int, int]) -> bool:
        triangle = self.triangle_at(pos)
        if triangle:
            self.choose(triangle)
            return True
        return self.rect is not None and self.rect.collidepoint(pos)

    def point(self, pos: tuple[int, int]) -> None:
        hover = self.triangle_at(pos)
        if hover != self.hover:
            self.hover = hover

    def cancel(self) -> bool:
        if self.triangle:
            self.triangle = 0
            self.layout()
            self.table.refresh()
            return True
        if self.owner is not None:
            self.owner.end_sub()
            return True
        return False

    def command(self, command: str) -> bool:
        if command == "confirm" and self.kind == PAGODA and not self.triangle:
            triangles = self.triangles()
            if len(triangles) == 1:
                self.choose(triangles[0])
                return True
        return False

    # ------------------------------------------------------------ showing

    def label(self, action: Action) -> str:
        text = self._label(action)
        return text[:1].upper() + text[1:]

    def _label(self, action: Action) -> str:
        state = self.table.state
        colour = state.tile_at((action.value & -action.value).bit_length() - 1)
        if action.cell >= 0:
            pagoda = state.pagoda_at(action.cell)
            source = triangle_word(pagoda.cells) if pagoda is not None else "?"
            return _("Move the {pagoda} from {old}").format(pagoda=pagoda_word(colour), old=source)
        return _("{pagoda} on {cells}").format(pagoda=pagoda_word(colour), cells=triangle_word(action.value))

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        if self.triangle:
            choices = self.sources(self.triangle)
        elif len(self.triangles()) <= 6:
            choices = [self.sources(t)[0] for t in self.triangles()]
        else:
            choices = []  # many: the board is the list
        extra = (
            1 if (self.kind == PAGODA and not self.triangle) or self.owner is not None or self.triangle else 0
        )
        count = len(choices) + extra
        cols = 2 if count > 3 else 1
        rows = max(1, math.ceil(count / cols))
        # The buttons start below the explanation, which at a readable size may take more lines.
        top = max(int(96 * s), int(52 * s) + subtitle_height(self.subtitle(), int(560 * s), s) + int(8 * s))
        height = top + int(16 * s) + rows * int(46 * s)
        if not self.interactive:
            # Watching another seat decide: the title and who is deciding, no room for buttons
            # it has not got (an almost empty panel covered a third of the board, issue 30).
            height = int(52 * s) + subtitle_height(self.subtitle(), int(560 * s), s) + int(14 * s)
        self.rect = place_over_board(self.table, (int(560 * s), height), self.focus_cells(), s)
        self.buttons = []
        if not self.interactive:
            return
        buttons = []
        for action in choices:
            if self.triangle:
                buttons.append(
                    Button(self.label(action), partial(self.table.decide, action), name=str(action))
                )
            else:
                buttons.append(
                    Button(
                        self.label(action),
                        partial(self.choose, action.value),
                        name=f"triangle {action.value}",
                    )
                )
        if self.triangle:
            buttons.append(Button(_("Back"), self.cancel, name="back", hotkey="Esc"))
        elif self.kind == PAGODA:
            buttons.append(
                Button(_("No pagoda"), lambda: self.table.decide(NO_PAGODA_ACTION), name="no pagoda")
            )
        elif self.owner is not None:
            buttons.append(Button(_("Cancel"), self.owner.end_sub, name="cancel", hotkey="Esc"))
        p = self.rect
        gap = int(6 * s)
        top_y = p.top + top
        each = min(int(40 * s), (p.bottom - int(14 * s) - top_y - gap * (rows - 1)) // rows)
        width = (p.width - int(40 * s) - gap * (cols - 1)) // cols
        for i, button in enumerate(buttons):
            col, row = i % cols, i // cols
            button.rect = pygame.Rect(
                p.left + int(20 * s) + col * (width + gap), top_y + row * (each + gap), width, each
            )
        self.buttons = buttons

    def overlay(self, o) -> None:
        hovered = [b for b in self.buttons if b.hover and b.name.startswith("triangle ")]
        if self.triangle:
            o.blocks = [self.triangle]
            o.warn = 0
            for action in self.sources(self.triangle):
                pagoda = self.table.state.pagoda_at(action.cell)
                if pagoda is not None and any(b.hover and b.name == str(action) for b in self.buttons):
                    o.outline = pagoda.cells
        elif hovered:
            o.blocks = [int(hovered[0].name.split()[1])]
        elif self.hover:
            o.blocks = [self.hover]
        else:
            o.blocks = self.triangles()
        state = self.table.state
        if self.kind == PAGODA and state.placed >= 0:
            o.selected = state.placed

    def animating(self) -> bool:
        return False

    def hint(self) -> str:
        if self.triangle:
            return _("Choose the pagoda to move")
        if self.kind == PAGODA:
            return _("Build a pagoda on the framed triangle, or not")
        return _("Click a framed triangle for the pagoda")

    def still_key(self) -> tuple:
        return (self.kind, self.triangle, self.interactive)

    def subtitle(self) -> str:
        if self.triangle:
            sub = _("None of this colour is left in the supply: one on the board moves here.")
        elif self.kind == PAGODA:
            # Built after a placement, a pagoda costs nothing (only the 2-green action is paid), and
            # it scores for whoever's leader of its colour stands in its kingdom, not only yours.
            sub = _(
                "The tile completes a triangle of its colour: a pagoda can go on it, free. At the end of "
                "each of their turns, whoever has the leader of its colour in its kingdom scores a point "
                "of that colour from it."
            )
        elif self.interactive:
            if any(a.offboard for a in self.options()):
                sub = _("Paid with one green tile and your off-board trader. Click a framed triangle.")
            else:
                sub = _("Paid with two green tiles. Click a framed triangle.")
        else:
            sub = ""
        if not self.interactive:
            sub = _("{who} is deciding…").format(who=self.table.names[self.table.state.to_move])
        return sub

    def draw_still(self, surface: pygame.Surface) -> None:
        if self.rect is None:
            return
        s = self.table.regions.scale
        title = _("Build a pagoda?") if self.kind == PAGODA else _("Build a pagoda")
        panel_frame(surface, self.rect, s, title, self.subtitle(), edge=theme.GOLD)
