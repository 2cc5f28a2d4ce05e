"""The variants' questions after a tile, asked like a monument's: where the civilization
building goes (each tile of a qualifying line, lit on the board: click one or its button),
whether and where the wonder is built (its plus framed), and the colour of the wonder's
point at the end of the turn (each colour's button says what the player has in it).

Hovering a button or a lit cell frames the place and says what the choice does (the engine
plays it on a copy)."""

from __future__ import annotations

import pygame

from game.engine.grid import bit_list, cell_name
from game.engine.tigris import events as ev
from game.engine.tigris.actions import BUILDING, NO_BUILDING, NO_WONDER, WONDER, WONDER_POINT, Action
from game.engine.tigris.pieces import N_COLOURS
from game.engine.tigris.wonder import plus_of

from .. import theme
from ..frame import panel_frame
from ..i18n import _
from ..presentation import Card
from . import art, variant_art
from .choice_panel import ChoicePanel
from .words import colour_word, describe

VARIANT_DECISIONS = ("building", "wonder", "wonder-point")


class VariantPanel(ChoicePanel):
    """One of `VARIANT_DECISIONS` (the engine's pending words)."""

    def __init__(self, table, name: str, interactive: bool = True) -> None:
        self.hover_action: Action | None = None
        super().__init__(table, name, interactive)

    # ------------------------------------------------------------ the choices

    def label(self, action: Action) -> str:
        if action.kind == BUILDING:
            current = self.table.state.variant_pieces.buildings[action.value]
            if current >= 0:
                return _("Move it to {cell}").format(cell=cell_name(action.cell))
            return _("Raise it on {cell}").format(cell=cell_name(action.cell))
        if action.kind == WONDER:
            return _("Wonder on {cell}").format(cell=cell_name(action.cell))
        if action.kind == WONDER_POINT:
            state = self.table.state
            have = state.scores[state.to_move * N_COLOURS + action.value]
            # What the point makes of the colour, said on the button itself.
            return _("{colour}: {old} → {new}").format(colour=colour_word(action.value).capitalize(),
                                                       old=have, new=have + 1)
        return str(action)

    def options(self) -> list[Action]:
        return [a for a in self.table.state.legal_actions() if a.kind not in (NO_BUILDING, NO_WONDER)]

    def decline(self) -> tuple[str, Action] | None:
        if self.name == "building":
            return _("No building"), Action(NO_BUILDING)
        if self.name == "wonder":
            return _("No wonder"), Action(NO_WONDER)
        return None

    def _colour(self) -> int:
        """The colour of the building asked about (the tile just placed)."""
        options = self.options()
        return options[0].value if options else 0

    def _mask(self, action: Action) -> int:
        """The cells a choice covers on the board."""
        if action.kind == WONDER:
            return plus_of(self.table.state, action.cell)
        if action.kind == BUILDING:
            return 1 << action.cell
        return 0

    def _at(self, cell: int) -> Action | None:
        """The choice a click on `cell` makes: the building's tile, or the one wonder whose plus
        holds it (its centre, when several pluses do)."""
        found = [a for a in self.options() if (self._mask(a) >> cell) & 1]
        if len(found) > 1:
            found = [a for a in found if a.cell == cell]
        return found[0] if len(found) == 1 else None

    # ------------------------------------------------------------ input

    def click(self, pos: tuple[int, int]) -> bool:
        if not self.interactive or self.name == "wonder-point":
            return False
        cell = self.table.board.cell_at(pos)
        action = self._at(cell) if cell >= 0 else None
        if action is None:
            return False
        self.table.decide(action)
        return True

    def command(self, command: str) -> bool:
        return False

    def point(self, pos: tuple[int, int]) -> None:
        hovered = [b for b in self.buttons if b.rect is not None and b.rect.collidepoint(pos)]
        action: Action | None = None
        if hovered:
            try:
                action = Action.parse(hovered[0].name)
            except ValueError:
                action = None
        elif self.name != "wonder-point":
            cell = self.table.board.cell_at(pos)
            action = self._at(cell) if cell >= 0 else None
        self.hover_action = action if action is not None and action.kind in (BUILDING, WONDER,
                                                                              WONDER_POINT) else None

    # ------------------------------------------------------------ showing

    def focus_cells(self) -> list[int]:
        state = self.table.state
        cells = [state.placed] if state.placed >= 0 else []
        if self.name == "wonder-point":  # the wonder and the king standing in its kingdom
            king = state.leaders[state.to_move * N_COLOURS]
            cells += [c for c in (state.variant_pieces.wonder, king) if c >= 0]
        for action in self.options():
            if action.cell >= 0:
                cells.append(action.cell)
        return cells

    def overlay(self, o) -> None:
        options = self.options()
        if self.name == "building":
            o.targets = sum(1 << a.cell for a in options)
            o.target_colour = theme.GOLD  # lit in gold: a tint of its own colour would not show on its tiles
            if self.hover_action is not None:
                o.blocks = [self._mask(self.hover_action)]
        elif self.name == "wonder":
            chosen = [self.hover_action] if self.hover_action is not None else options
            o.blocks = [self._mask(a) for a in chosen]

    def tooltip(self) -> Card | None:
        action = self.hover_action
        if action is None or action.kind == WONDER_POINT:  # its button says it
            return None
        lines = self.preview_lines(action)
        if not lines:
            return None
        board = self.table.board
        rects = [board.cell_rect(c) for c in bit_list(self._mask(action))]
        # Beside the place on the board, clear of the panel's buttons.
        if rects:
            anchor = rects[0].unionall(rects[1:])
        else:
            anchor = pygame.Rect(self.table.pointer, (1, 1))
        return Card("", lines, anchor, avoid=[self.rect] if self.rect is not None else [])

    def preview_lines(self, action: Action) -> list[str]:
        """What the choice does, from the engine playing it on a copy."""
        state = self.table.state
        lines = []
        if action.kind == BUILDING:
            text = _("Each {colour} tile scored in this kingdom earns its scorer a second point.")
            lines.append(text.format(colour=colour_word(action.value)))
        elif action.kind == WONDER:
            lines.append(_("The five tiles turn face down. A king in this kingdom takes a point of any "
                           "colour at the end of each of its player's turns."))
        for e in state.copy().apply(action):
            if isinstance(e, ev.BuildingReturned):
                lines.append(_("The {colour} building on {cell} goes back to the supply").format(
                    colour=colour_word(e.colour), cell=cell_name(e.cell)))
            elif isinstance(e, ev.LeaderRemoved):  # the log's words: whose leader, where
                said = describe(e, self.table.names, self.table.session.you)
                if said:
                    lines.append(said)
        return lines

    def hint(self) -> str:
        return self.title()

    def title(self) -> str:
        if self.name == "building":
            return _("Raise the {colour} building?").format(colour=colour_word(self._colour()))
        if self.name == "wonder":
            return _("Build the wonder?")
        return _("Take the wonder's point")

    def subtitle(self) -> str:
        if not self.interactive:  # shown while another decides: said of them
            names, seat = self.table.names, self.table.state.to_move
            if self.name == "building":
                text = _("The tile made a line of three or more: {who} may raise the building.")
            elif self.name == "wonder":
                text = _("Five tiles of one colour form a plus: {who} may build the wonder.")
            else:
                return _("{whose} king stands in the wonder's kingdom: a point of a colour of their "
                         "choice.").format(whose=names.possessive(seat, True))
            return text.format(who=names[seat])
        if self.name == "building":
            return _("The tile made a line of three or more. Click a lit tile of the line, or choose below.")
        if self.name == "wonder":
            return _("Five tiles of one colour form a plus. The wonder is a monument for any king.")
        return _("Your king stands in the wonder's kingdom: one point of the colour you choose.")

    def still_key(self) -> tuple:
        return (self.name, self.interactive, self.hover_action)

    def layout(self) -> None:
        super().layout()
        for button in self.buttons:
            if not button.name.startswith("no "):
                button.pad_left = button.rect.height  # the piece's picture goes there

    def draw_still(self, surface: pygame.Surface) -> None:
        if self.rect is None:
            return
        panel_frame(surface, self.rect, self.table.regions.scale, self.title(), self.subtitle())

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        for button in self.buttons:
            try:
                action = Action.parse(button.name)
            except ValueError:
                continue
            size = button.rect.height - 6
            if action.kind == BUILDING:
                image = variant_art.building(action.value, size)
            elif action.kind == WONDER:
                image = variant_art.wonder(size)
            elif action.kind == WONDER_POINT:
                image = art.tile(action.value, size)
            else:
                continue
            surface.blit(image, (button.rect.left + 6, button.rect.top + 3))
