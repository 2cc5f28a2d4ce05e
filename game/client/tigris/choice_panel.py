"""The choices inside an action: which war is fought first (each war's
button says who fights it and with what strength), a monument (each one
available, its square framed on the board, and what it would cost the
builder), a treasure (click it on the board, or its button)."""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.engine.grid import bit_list, cell_name
from game.engine.tigris import events as ev
from game.engine.tigris.actions import MONUMENT, NO_MONUMENT, TREASURE, WAR, Action
from game.engine.tigris.pieces import MONUMENTS

from .. import theme
from ..frame import panel_frame, place_over_board, subtitle_height
from ..i18n import _
from ..presentation import Panel
from ..widgets import Button
from . import art
from .preview import monument_harm
from .words import colour_word, leaders_word

SQUARE = (1 << 0) | (1 << 1) | (1 << 32) | (1 << 33)  # a 2×2 square from its top-left cell


def describe_action(action: Action) -> str:
    """A short label for a decision (panel buttons)."""
    if action.kind == MONUMENT:
        a, b = MONUMENTS[action.value]
        return _("{a}-{b} at {cell}").format(a=colour_word(a), b=colour_word(b), cell=cell_name(action.cell))
    if action.kind == WAR:
        return _("War of the {leaders}").format(leaders=leaders_word(action.value))
    if action.kind == TREASURE:
        return _("Treasure on {cell}").format(cell=cell_name(action.cell))
    return str(action)


class ChoicePanel(Panel):
    def __init__(self, table, name: str, interactive: bool = True) -> None:
        super().__init__(table, interactive)
        self.name = name  # "war", "monument" or "treasure"
        self.rect = None
        self.labels: dict[str, str] = {}
        self.harm_cells: dict[str, int] = {}
        self.war_cells: list[int] = []  # the leaders of every war it asks about (kept in sight)
        state = table.state
        for action in state.legal_actions():
            if action.kind != NO_MONUMENT:
                self.labels[str(action)] = self.label(action)

    def label(self, action: Action) -> str:
        """A button's label; a war also says who would fight it and with what strength, a
        monument what it would cost the builder (the engine plays each on a copy)."""
        state = self.table.state
        label = describe_action(action)
        names = self.table.names
        if action.kind == WAR:
            events = state.copy().apply(action)
            start = next((e for e in events if isinstance(e, ev.ConflictStarted)), None)
            if start is not None:
                self.war_cells += [start.attacker_cell, start.defender_cell]
                label = _("{war}: {a} {sa} against {d} {sd}").format(
                    war=label,
                    a=names[start.attacker],
                    sa=start.attacker_strength,
                    d=names[start.defender],
                    sd=start.defender_strength,
                )
        elif action.kind == MONUMENT:
            harm, cells = monument_harm(state, action)
            if harm:
                self.harm_cells[str(action)] = cells
                label = _("{monument} (⚠ {harm})").format(monument=label, harm=harm)
        return label

    def decline(self) -> tuple[str, Action] | None:
        """The last button's label and decision, when the question may be declined."""
        return (_("No monument"), Action(NO_MONUMENT)) if self.name == "monument" else None

    def options(self) -> list[Action]:
        return [a for a in self.table.state.legal_actions() if a.kind != NO_MONUMENT]

    def focus_cells(self) -> list[int]:
        state = self.table.state
        cells = []
        if state.unification >= 0:
            cells.append(state.unification)
        if state.placed >= 0:
            cells.append(state.placed)
        if self.name == "treasure":
            cells += bit_list(state.legal_actions().cells(TREASURE, -1))
        # Which war first: both leaders of each war it offers (the panel at 800×500 once lay
        # over both traders of the war it asked about, only their badges peeking out).
        return cells + [c for c in self.war_cells if c >= 0]

    def layout(self) -> None:
        lay = self.table.regions
        s = lay.scale
        options = self.options()
        count = len(options) + (self.decline() is not None)
        cols = self._columns(options, count, s)
        rows = math.ceil(count / cols)
        width = self._width(options, cols, s)
        # The buttons start below the explanation, which at a readable size may take more lines.
        top = max(int(92 * s), int(52 * s) + subtitle_height(self.subtitle(), width, s) + int(8 * s))
        height = top + int(20 * s) + rows * int(46 * s)
        self.rect = place_over_board(self.table, (width, height), self.focus_cells(), s)
        p = self.rect
        buttons = []
        if self.interactive:
            for action in options:
                buttons.append(
                    Button(
                        self.labels.get(str(action), str(action)),
                        partial(self.table.decide, action),
                        name=str(action),
                    )
                )
            declined = self.decline()
            if declined is not None:
                label, action = declined
                buttons.append(Button(label, partial(self.table.decide, action), name=str(action)))
        pb_h = int(40 * s)
        gap = int(6 * s)
        rows = max(1, math.ceil(len(buttons) / cols))
        top_y = p.top + top
        avail_h = p.bottom - int(16 * s) - top_y
        each = min(pb_h, (avail_h - gap * (rows - 1)) // rows)
        width = (p.width - int(40 * s) - gap * (cols - 1)) // cols
        for i, button in enumerate(buttons):
            col, rw = i % cols, i // cols
            button.rect = pygame.Rect(
                p.left + int(20 * s) + col * (width + gap), top_y + rw * (each + gap), width, each
            )
        for button in buttons:
            if button.name.startswith("monument "):
                button.pad_left = button.rect.height  # the monument's picture goes there
        if self.name == "war" and buttons:
            buttons[0].primary = True
        self.buttons = buttons

    def _label_room(self, options, s: float) -> int:
        """The width a button needs for the widest label, at the size buttons draw their
        labels (never under theme.SMALLEST), with the monument's picture and the margins."""
        size = theme.small(20, s)
        labels = [self.labels.get(str(a), str(a)) for a in options]
        room = max(theme.font_for(label, size, True).size(label)[0] for label in labels)
        return room + int(46 * s) * (self.name == "monument") + 20

    def _columns(self, options, count: int, s: float) -> int:
        """Two columns of buttons for more than three choices, when their labels fit two
        abreast on the board; else one, taller (four Russian wars at 800×500 were shrunk to
        a 10-pixel font in two columns)."""
        if count <= 3:
            return 1
        if not self.interactive or not options:
            return 2
        most = self.table.regions.board.width - int(24 * s)
        return 2 if 2 * self._label_room(options, s) + int(6 * s) + int(40 * s) <= most else 1

    def _width(self, options, cols: int, s: float) -> int:
        """The panel's width: 560 (scaled), wider (up to the board's) when a label in the
        player's language needs it to be read at its size."""
        width = int(560 * s)
        if not self.interactive or not options:
            return width
        wanted = cols * self._label_room(options, s) + int(6 * s) * (cols - 1) + int(40 * s)
        return max(width, min(wanted, self.table.regions.board.width - int(24 * s)))

    def click(self, pos: tuple[int, int]) -> bool:
        if self.name != "treasure":
            return False
        cell = self.table.board.cell_at(pos)
        if cell < 0:
            return False
        self.table.decide(Action(TREASURE, -1, cell))  # a refused one is explained by the table
        return True

    def command(self, command: str) -> bool:
        if self.name == "monument" and command == "confirm":
            options = [a for a in self.table.state.legal_actions() if a.kind == MONUMENT]
            self.table.decide(options[0] if len(options) == 1 else Action(NO_MONUMENT))
            return True
        return False

    def overlay(self, o) -> None:
        if self.name == "treasure":
            o.targets = self.table.state.legal_actions().cells(TREASURE, -1)
            o.target_colour = theme.GOLD
        elif self.name == "monument":
            hovered = [b for b in self.buttons if b.hover and b.name.startswith("monument ")]
            if hovered:
                top_left = Action.parse(hovered[0].name).cell
                o.blocks = [SQUARE << top_left]
                o.warn = self.harm_cells.get(hovered[0].name, 0)
            else:
                o.blocks = [SQUARE << a.cell for a in self.options() if a.kind == MONUMENT]

    def hint(self) -> str:
        return {
            "war": _("Choose the next war"),
            "monument": _("Build a monument?"),
            "treasure": _("Take a treasure"),
        }[self.name]

    def still_key(self) -> tuple:
        return (self.name, self.interactive)

    def subtitle(self) -> str:
        if self.name == "war":
            return _("The tile united kingdoms with several rival pairs. Which is fought first?")
        if self.name == "monument":
            return _("Four tiles of one colour form a square. Its leaders score from the monument each turn.")
        return _("Your trader's kingdom holds two or more treasures. Click one (gold) or choose below.")

    def draw_still(self, surface: pygame.Surface) -> None:
        if self.name == "war":
            title = _("Choose the next war")
        elif self.name == "monument":
            title = _("Build a monument?")
        else:
            title = _("Take a treasure")
        if self.rect is None:
            return  # not laid out yet (the frame would have failed on None)
        panel_frame(surface, self.rect, self.table.regions.scale, title, self.subtitle())

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        if self.name != "monument":
            return
        for button in self.buttons:
            if button.name.startswith("monument "):
                action = Action.parse(button.name)
                a, b = MONUMENTS[action.value]
                size = button.rect.height - 6
                surface.blit(art.monument(a, b, size), (button.rect.left + 6, button.rect.top + 3))
