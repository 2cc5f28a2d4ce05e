"""The optional variants in the rules reference (F1): one topic each, as data (`Topic`:
title, words to find it by, paragraphs, pictures drawn in code), after the basic rules'
topics. The rulings are `../shared/rules/tigris-euphrates.md` ("Optional variants") and
`docs/rules.md` (25-32)."""

from __future__ import annotations

import pygame

from ..i18n import _
from ..presentation import Topic
from ..widgets import draw_picture_row
from . import art, variant_art
from .variant_words import colour_word


def picture_buildings(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(60, rect.height - 24, rect.width // 6)
    draw_picture_row(surface, rect, [variant_art.building(c, size) for c in range(4)],
                     [colour_word(c) for c in range(4)])


def plus_picture(size: int) -> pygame.Surface:
    """Five red tiles in a plus, `size` across (three tiles)."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 3
    tile = art.tile(1, c)
    for col, row in ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2)):
        image.blit(tile, (col * c, row * c))
    return image


def picture_wonder(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(120, rect.height - 24, rect.width // 4)
    draw_picture_row(surface, rect, [plus_picture(size), variant_art.wonder(size)],
                     [_("five in a plus"), _("the wonder")])


def topics() -> list[Topic]:
    return [
        Topic(
            _("Variant: measured support"),
            _("variant measured support commit attacker defender tie nothing"),
            [
                _("Chosen on the new-game screen. In a revolt or a war, the tiles you add from your "
                  "hand must change the result, or you add none: the attacker adds enough to be "
                  "stronger than the defender's own strength (what the defender has before adding "
                  "any); the defender adds exactly enough to draw level with the attacker, and wins "
                  "the tie."),
                _("Committing nothing is always allowed. The panel offers only the counts allowed."),
            ],
        ),
        Topic(
            _("Variant: the wonder"),
            _("variant wonder plus five monument point colour king"),
            [
                _("A tile that completes a plus of five face-up tiles of one colour (a centre not on the "
                  "board's edge and its four neighbours) lets its player build the wonder there, once a "
                  "game: the five tiles turn face down, and a building on them goes back to the supply."),
                _("At the end of each of their turns, a player whose king stands in the wonder's "
                  "kingdom takes one point of a colour of their choice. The wonder is never removed, "
                  "and no catastrophe can fall on it."),
                _("After a tile the questions come in this order: the building, then the wonder, then "
                  "a monument (only if the wonder was not built)."),
            ],
            [picture_wonder],
        ),
        Topic(
            _("Variant: civilization buildings"),
            _("variant civilization buildings building line three second point"),
            [
                _("One building per colour. When a tile makes a straight line of three or more face-up "
                  "tiles of its colour through it, its player may put that colour's building on a tile "
                  "of the line; a building on the board moves only to a longer line."),
                _("Each tile of that colour scored in the building's kingdom earns its scorer a second "
                  "point. The building's tile is never lost in a war, and no catastrophe can fall on it."),
                _("Under a monument or the wonder, the building goes back to the supply and can be "
                  "built again."),
            ],
            [picture_buildings],
        ),
    ]
