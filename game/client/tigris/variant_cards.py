"""The hover cards of the variants' pieces on the board: the wonder (over any of its five
cells) and a civilization building (over its tile)."""

from __future__ import annotations

import pygame

from game.engine.grid import bit_list, cell_name
from game.engine.tigris.wonder import plus_of

from ..i18n import _, listing
from ..presentation import Card
from .variant_words import VARIANT_TITLES, colour_word


def variant_card(table, cell: int) -> Card | None:
    """The card for the wonder or a building on `cell`, or None."""
    state = table.state
    pieces = state.variant_pieces
    board = table.board
    if pieces.wonder >= 0:
        plus = plus_of(state, pieces.wonder)
        if (plus >> cell) & 1:
            rects = [board.cell_rect(c) for c in bit_list(plus)]
            return Card(
                _("The wonder"),
                [
                    _("At the end of a player's turn, if their king stands in this kingdom, they take "
                      "1 point of a colour of their choice."),
                    _("Built on five {colour} tiles, now face down. It is never removed.").format(
                        colour=colour_word(pieces.wonder_colour)),
                ],
                rects[0].unionall(rects[1:]),
            )
    for colour, where in enumerate(pieces.buildings):
        if where == cell:
            words = colour_word(colour)
            return Card(
                _("The {colour} building").format(colour=words),
                [
                    _("Each {colour} tile scored in this kingdom earns its scorer a second {colour} point.")
                    .format(colour=words),
                    _("Its tile is never lost in a war, and no catastrophe can fall on it."),
                    _("It moves only to a longer {colour} line; under a monument or the wonder it goes "
                      "back to the supply.").format(colour=words),
                ],
                pygame.Rect(board.cell_rect(cell)),
            )
    return None


def variants_lines(state) -> list[str]:
    """The top bar's card: which variants this game is played with (none: nothing said)."""
    names = state.variants.names
    if not names:
        return []
    lines = [_("Played with: {variants}.").format(variants=listing(_(VARIANT_TITLES[n]) for n in names))]
    pieces = state.variant_pieces
    if state.variants.wonder:
        if pieces.wonder >= 0:
            lines.append(_("The wonder stands on {cell}.").format(cell=cell_name(pieces.wonder)))
        else:
            lines.append(_("The wonder is still to be built."))
    if state.variants.buildings:
        supply = [colour_word(c) for c, cell in enumerate(pieces.buildings) if cell < 0]
        if supply:
            lines.append(_("Buildings in the supply: {colours}.").format(colours=listing(supply)))
    return lines
