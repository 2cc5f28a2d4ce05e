"""The rules of Yellow & Yangtze in short, by topic, with pictures drawn in
code (the tiles, the leaders, a pagoda on its triangle, the map). The rules
reference (`help_scene.py`) shows them and finds them by any word. They say
what `../shared/rules/yellow-yangtze.md` rules, in a player's words."""

from __future__ import annotations

import math

import pygame

from game.engine.grid import cell_col, cell_row
from game.engine.yangtze.maps import MAPS

from ..i18n import _, pgettext
from ..presentation import Topic
from ..widgets import draw_picture_row, draw_text
from . import art
from .ground import LAND_COLOURS, YANGTZE_WATER, YELLOW_WATER
from .words import colour_word, dynasty_title, leader_word


def picture_tiles(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(60, rect.height - 24, rect.width // 7)
    draw_picture_row(surface, rect, [art.tile(c, size) for c in range(5)], [colour_word(c) for c in range(5)])


def picture_leaders(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(60, rect.height - 24, rect.width // 7)
    draw_picture_row(
        surface, rect, [art.leader(c, "vase", size) for c in range(5)], [leader_word(c) for c in range(5)]
    )


def picture_dynasties(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(56, rect.height - 24, rect.width // 6)
    dynasties = ("crossbow", "bull", "vase", "lion")
    draw_picture_row(
        surface, rect, [art.leader(1, d, size) for d in dynasties], [dynasty_title(d) for d in dynasties]
    )


def picture_pagoda(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Three green tiles touching at one corner, a green pagoda on that corner."""
    r = min(34, rect.height / 3.6)
    cx, cy = rect.centerx, rect.top + r * 1.6
    w = math.sqrt(3) * r
    centres = [(cx - w / 2, cy - r / 2), (cx + w / 2, cy - r / 2), (cx, cy + r)]
    for x, y in centres:
        surface.blit(art.tile(3, int(2 * r)), (x - r, y - r))
    corner = (sum(p[0] for p in centres) / 3, sum(p[1] for p in centres) / 3)
    image = art.pagoda(3, int(r * 1.5))
    surface.blit(image, image.get_rect(center=(int(corner[0]), int(corner[1]))))


def picture_map(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The whole map, small: land, the Yellow River, the Yangtze, the capitals."""
    board = MAPS["standard"]
    grid = board.grid
    r = min(
        rect.width / (math.sqrt(3) * (grid.width + 0.5)), (rect.height - 20) / (2 + 1.5 * (grid.height - 1))
    )
    w = math.sqrt(3) * r
    ox = rect.centerx - w * (grid.width + 0.5) / 2
    oy = rect.top
    for cell in grid.cells:
        x = ox + w * (cell_col(cell) + 0.5 + 0.5 * (cell_row(cell) % 2))
        y = oy + r + 1.5 * r * cell_row(cell)
        if (board.yellow_river >> cell) & 1:
            colour = YELLOW_WATER[1]
        elif (board.yangtze >> cell) & 1:
            colour = YANGTZE_WATER[1]
        else:
            colour = LAND_COLOURS[0]
        pygame.draw.polygon(surface, colour, art.hex_points(x, y, r * 0.98))
    for _name, cell in board.capitals:
        x = ox + w * (cell_col(cell) + 0.5 + 0.5 * (cell_row(cell) % 2))
        y = oy + r + 1.5 * r * cell_row(cell)
        pygame.draw.polygon(surface, art.PIECE[0], art.hex_points(x, y, r * 0.9))
    for name, cell in board.capitals:
        x = ox + w * (cell_col(cell) + 0.5 + 0.5 * (cell_row(cell) % 2))
        y = oy + r + 1.5 * r * cell_row(cell)
        draw_text(surface, name, max(10, int(r * 0.9)), (96, 30, 24), (x, y + r), "midtop", bold=True)


def topics() -> list[Topic]:
    return [
        Topic(
            _("The goal"),
            _("goal win score points weakest colour yellow wild end"),
            [
                _(
                    "Build kingdoms in the China of the Warring States and score points in five colours: "
                    "black, "
                    "red, blue, green and yellow."
                ),
                _(
                    "At the end only your weakest of black, red, blue and green counts. Yellow points are "
                    "wild: "
                    "each is added to your weakest colour. The player whose weakest colour is highest wins."
                ),
                _(
                    "Scores are hidden from the others unless the game uses open scoring; your weakest "
                    "colour "
                    "is framed in gold on your card."
                ),
            ],
            [picture_tiles],
        ),
        Topic(
            _("The board"),
            _("board map hex river yellow yangtze capital qin han wei zhao yan qi chu"),
            [
                _(
                    "Hexes, 18 columns by 12 rows. The Yellow River runs in the north, the Yangtze in the "
                    "south: "
                    "blue tiles go only on river cells, every other tile only on land."
                ),
                _(
                    "Seven capitals (Qin, Han, Wei, Zhao, Yan, Qi, Chu) start with a black tile. The market "
                    "row "
                    "of six face-up tiles, the pagodas waiting and the bag are under the board."
                ),
            ],
            [picture_map],
        ),
        Topic(
            _("Your turn"),
            _("turn actions two pass swap refill draw end turn undo market"),
            [
                _("Take up to two actions, in any order; the same twice is fine:"),
                _(
                    "• place a leader, move one, or take one off the board;\n• place a tile from your hand;\n"
                    "• a peasants' revolt (pay two blue tiles: remove any tile);\n"
                    "• build a pagoda (pay two green tiles);\n• swap tiles for new ones from the bag."
                ),
                _(
                    "Then press End turn: your leaders score their pagodas, everyone refills to six tiles "
                    "and "
                    "the market to six. Until then Undo takes back either action."
                ),
            ],
        ),
        Topic(
            _("Tiles and points"),
            _("tile tiles points score colour governor kingdom blue chain green market"),
            [
                _(
                    "A tile placed in a kingdom scores 1 point of its colour for the kingdom's leader of "
                    "that "
                    "colour; if there is none, for its governor; with no governor, nobody scores."
                ),
                _(
                    "Blue: you may place another blue tile beside it, on a river, and so on (the chain), "
                    "unless "
                    "it caused a war or a pagoda. Green: you may take one tile from the market."
                ),
                _("A tile may join any number of kingdoms. Press H to see the kingdoms coloured in."),
            ],
            [picture_tiles],
        ),
        Topic(
            pgettext("yangtze", "Leaders"),
            _("leader leaders governor soldier farmer trader artisan dynasty place move withdraw off board"),
            [
                _(
                    "Each player has five leaders: governor (black), soldier (red), farmer (blue), trader "
                    "(green) and artisan (yellow), with their dynasty's symbol and a rim in its colour."
                ),
                _(
                    "A leader goes on empty land beside a black tile. It may join kingdoms only if no colour "
                    "would then be there twice. A leader on the board can be moved elsewhere: one action "
                    "(click it, then a lit cell, or drag it there). A leader with no black tile beside it "
                    "goes home."
                ),
                _(
                    "Withdraw (W): as one action, take one of your leaders off the board back to your "
                    "supply (click it on the board, then Withdraw, or drag it onto its place in your "
                    "tray). Its kingdom may split, but no conflict "
                    "starts; off the board it helps as below, and you may place it again later."
                ),
                _(
                    "Off the board a leader helps: the governor +1 in a revolt, the soldier +1 in a war, the "
                    "farmer pays one blue of a peasants' revolt, the trader one green of a pagoda."
                ),
            ],
            [picture_leaders, picture_dynasties],
        ),
        Topic(
            _("Kingdoms"),
            _("kingdom region connected unite"),
            [
                pgettext(
                    "yangtze",
                    "Tiles and leaders that touch along an edge form a region; a region with at least one "
                    "leader is a kingdom. Press H to see the kingdoms coloured in.",
                ),
                pgettext(
                    "yangtze",
                    "A kingdom holds at most one leader of each colour: a second one means a revolt (a "
                    "leader placed) or a war (a tile joining kingdoms).",
                ),
            ],
        ),
        Topic(
            pgettext("yangtze", "Revolts"),
            _("revolt attack defend black governor support strength tie commit"),
            [
                pgettext(
                    "yangtze",
                    "Placing a leader into a kingdom that already has a leader of that colour starts a "
                    "revolt.",
                ),
                _(
                    "Strength: the black tiles beside each leader (the number on it), plus black tiles "
                    "committed "
                    "from the hand, plus 1 for a governor off the board. The attacker commits first."
                ),
                _(
                    "The defender wins ties. The loser's leader goes home; the winner scores 1 point of the "
                    "leaders' colour. Committed tiles are discarded."
                ),
            ],
        ),
        Topic(
            pgettext("yangtze", "Wars"),
            _("war unification kingdoms support red soldier winner tie losses"),
            [
                _(
                    "A tile that joins kingdoms holding two leaders of one colour starts a war (one war "
                    "settles "
                    "every doubled colour). It scores nothing, and no chain or pagoda follows."
                ),
                _(
                    "A warring kingdom's strength is its red tiles. Then every player, from the left of the "
                    "active player and the active player last, may support one kingdom with red tiles from "
                    "the hand and the off-board soldier (+1)."
                ),
                _(
                    "The strongest wins; a tie is decided by the active player. Every loser loses its "
                    "leaders "
                    "of the doubled colours (1 point each to the winner's leader of that colour) and all its "
                    "red tiles. The winner pays as much as the strongest loser had: its support first, then "
                    "red "
                    "tiles the active player removes one by one."
                ),
            ],
        ),
        Topic(
            _("Pagodas"),
            _("pagoda pagodas triangle three build move supply court garrison granary market workshop"),
            [
                _(
                    "Three tiles of one colour touching each other (around one corner) form a triangle. A "
                    "tile "
                    "that completes one lets you build a pagoda of that colour on it, if the triangle has "
                    "none."
                ),
                _(
                    "The two-green action builds one on any such triangle. When none of the colour is left "
                    "in "
                    "the supply, one on the board is moved instead."
                ),
                _(
                    "At the end of your turn each of your leaders scores 1 point for each pagoda of its "
                    "colour "
                    "in its kingdom. A pagoda goes back to the supply when one of its tiles leaves."
                ),
            ],
            [picture_pagoda],
        ),
        Topic(
            _("Peasants' revolt"),
            _("peasants revolt blue remove tile farmer"),
            [
                _(
                    "Pay two blue tiles from your hand (or one and your off-board farmer) and remove any one "
                    "tile from the board: a capital's, or one under a pagoda, too."
                ),
                _(
                    "Kingdoms may split; leaders left with no black tile beside them go home; the pagoda on "
                    "it "
                    "goes back to the supply."
                ),
            ],
        ),
        Topic(
            _("The end"),
            _("end game over bag empty final count yellow wild ranking tie"),
            [
                _("The game ends at once when a player must draw a tile and the bag is empty."),
                _(
                    "Each player's yellow points are added, one at a time, to their weakest colour. The "
                    "result "
                    "is the weakest of black, red, blue and green; ties look at the next weakest, and so on."
                ),
                _("Two players may choose the short game: 24 tiles are put out of the game unseen."),
            ],
        ),
    ]
