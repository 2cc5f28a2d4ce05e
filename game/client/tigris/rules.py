"""The rules of Tigris & Euphrates in short, by topic, with pictures drawn in
code (the pieces, a revolt, a war, a monument, both boards). The rules
reference (`help_scene.py`) shows them and finds them by any word."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet

import pygame

from game.engine.grid import cell_col, cell_row
from game.engine.tigris.maps import MAPS

from .. import theme
from ..i18n import _
from ..presentation import Topic
from ..widgets import draw_picture_row, draw_text
from . import art, variant_rules
from .words import colour_word, leader_word, tile_word


def picture_tiles(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(64, rect.height - 24, rect.width // 6)
    draw_picture_row(
        surface,
        rect,
        [art.tile(c, size) for c in range(4)],
        [f"{colour_word(c)}: {tile_word(c)}" for c in range(4)],
    )


def picture_leaders(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(64, rect.height - 24, rect.width // 6)
    draw_picture_row(
        surface, rect, [art.leader(c, "lion", size) for c in range(4)], [leader_word(c) for c in range(4)]
    )


def picture_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(60, rect.height - 24, rect.width // 6)
    draw_picture_row(
        surface,
        rect,
        [art.catastrophe(size), art.treasure(size), art.monument(1, 2, size), art.tile(0, size, True)],
        [_("catastrophe"), _("treasure"), _("monument"), _("monument base")],
    )


def _mini(
    surface: pygame.Surface,
    rect: pygame.Rect,
    cells: Mapping[tuple[int, int], Callable[[int], pygame.Surface]],
    cols: int,
    rows: int,
    river: AbstractSet[tuple[int, int]] = frozenset(),
) -> None:
    """A small piece of board: `cells` maps (col, row) to an image maker taking a size."""
    c = min(rect.width // cols, rect.height // rows, 56)
    ox = rect.centerx - c * cols // 2
    oy = rect.top
    for row in range(rows):
        for col in range(cols):
            r = pygame.Rect(ox + col * c, oy + row * c, c, c)
            ground = (
                theme.RIVER if (col, row) in river else (theme.LAND if (col + row) % 2 == 0 else theme.LAND_2)
            )
            pygame.draw.rect(surface, ground, r)
            pygame.draw.rect(surface, theme.LAND_EDGE, r, 1)
            maker = cells.get((col, row))
            if maker is not None:
                surface.blit(maker(c), r)


def picture_revolt(surface: pygame.Surface, rect: pygame.Rect) -> None:
    cells = {
        (1, 0): lambda c: art.tile(1, c),
        (1, 2): lambda c: art.tile(1, c),
        (2, 1): lambda c: art.tile(1, c),
        (0, 1): lambda c: art.leader(1, "bull", c),
        (2, 0): lambda c: art.leader(1, "lion", c),
        (3, 1): lambda c: art.tile(2, c),
    }
    _mini(surface, rect, cells, 5, 3)


def picture_war(surface: pygame.Surface, rect: pygame.Rect) -> None:
    cells = {
        (0, 1): lambda c: art.leader(0, "bull", c),
        (0, 0): lambda c: art.tile(1, c),
        (1, 1): lambda c: art.tile(0, c),
        (2, 1): lambda c: art.unification(c),
        (3, 1): lambda c: art.tile(0, c),
        (4, 1): lambda c: art.tile(0, c),
        (4, 0): lambda c: art.tile(1, c),
        (5, 1): lambda c: art.leader(0, "potter", c),
    }
    _mini(surface, rect, cells, 6, 3)


def picture_monument(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = min(rect.height - 10, 110)
    before = pygame.Surface((size, size), pygame.SRCALPHA)
    half = size // 2
    for dx in (0, half):
        for dy in (0, half):
            before.blit(art.tile(2, half), (dx, dy))
    after = pygame.Surface((size, size), pygame.SRCALPHA)
    for dx in (0, half):
        for dy in (0, half):
            after.blit(art.tile(0, half, True), (dx, dy))
    after.blit(art.monument(2, 3, size), (0, 0))
    draw_picture_row(surface, rect, [before, after], ["", ""])


def picture_board(name: str):
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        board = MAPS[name]
        label_h = theme.font(18).get_height() + 4  # the board's name under it, inside `rect`
        c = max(4, min(rect.width // 16, (rect.height - label_h) // 11))
        ox = rect.centerx - c * 8
        oy = rect.top
        for cell in board.grid.cells:
            r = pygame.Rect(ox + cell_col(cell) * c, oy + cell_row(cell) * c, c, c)
            river = (board.river >> cell) & 1
            pygame.draw.rect(surface, theme.RIVER if river else theme.LAND, r)
            pygame.draw.rect(surface, theme.LAND_EDGE if not river else (70, 136, 182), r, 1)
        for cell in board.temples:
            r = pygame.Rect(ox + cell_col(cell) * c, oy + cell_row(cell) * c, c, c)
            surface.blit(art.tile(1, c), r)
            if (board.special >> cell) & 1:
                pygame.draw.rect(surface, theme.SPECIAL_BORDER, r, max(2, c // 8), border_radius=c // 6)
        draw_text(
            surface,
            _("standard board") if name == "standard" else _("advanced board"),
            18,
            theme.TEXT_DIM,
            (rect.centerx, oy + c * 11 + 4),
            "midtop",
        )

    return draw


def topics() -> list[Topic]:
    return [
        Topic(
            _("The goal"),
            _("goal win score points weakest colour end"),
            [
                _("Build kingdoms and score points in four colours: black, red, blue and green."),
                _(
                    "At the end only your weakest colour counts, with your treasures added to it: the player "
                    "whose weakest colour is highest wins. Keep all four growing."
                ),
                _(
                    "Your score is hidden from the others unless the game uses open scoring; in the game "
                    "your "
                    "weakest colour is marked in gold."
                ),
            ],
            [picture_tiles],
        ),
        Topic(
            _("The boards"),
            _("board boards standard advanced map rivers temples"),
            [
                _(
                    "The standard board is the one the rulebook teaches with. The advanced board (the other "
                    "side) has its rivers and temples placed for more conflict."
                ),
                _("Temples with a dark border are the corner temples whose treasures are taken first."),
            ],
            [picture_board("standard"), picture_board("advanced")],
        ),
        Topic(
            _("Your turn"),
            _("turn actions two pass swap refill draw end turn undo"),
            [
                _("Take two actions, one after the other, in any order; the same twice is fine:"),
                _(
                    "• place a leader (or move one already on the board);\n• place a tile from your hand;\n"
                    "• place a catastrophe;\n• swap any of your tiles for new ones from the bag."
                ),
                _(
                    "Then press End turn: you refill your hand to six tiles and the next player goes. Until "
                    "you do, Undo takes back either action (unless tiles were drawn or another player "
                    "decided meanwhile)."
                ),
            ],
        ),
        Topic(
            _("Tiles and points"),
            _("tile tiles settlement temple farm market points score colour king"),
            [
                _(
                    "A tile placed in a kingdom scores 1 point of its colour for that kingdom's leader of "
                    "the same colour. If the kingdom has none, its king scores instead; with no king, "
                    "nobody does."
                ),
                _("Farms (blue) go only on rivers; the other tiles only on land."),
                _("A tile may join two kingdoms (a war follows if they hold rival leaders), never three."),
            ],
            [picture_tiles],
        ),
        Topic(
            _("Leaders"),
            _("leader leaders king priest farmer trader dynasty place move withdraw"),
            [
                _(
                    "Each player has four leaders, one of each colour, with their dynasty's symbol and a "
                    "rim in their dynasty's colour."
                ),
                _(
                    "A leader goes on empty land beside a temple (red tile). It may not join two kingdoms. "
                    "A leader on the board can be moved elsewhere: one action."
                ),
                _(
                    "Withdraw (W): as one action, take one of your leaders off the board back to your "
                    "supply (click it on the board, then Withdraw, or drag it onto its place in your "
                    "tray). Its kingdom may split, but no conflict "
                    "starts; you may place it again later."
                ),
                _("A leader whose last temple is lost goes home."),
            ],
            [picture_leaders],
        ),
        Topic(
            _("Kingdoms"),
            _("kingdom region connected unite"),
            [
                _(
                    "Tiles and leaders that touch along an edge form a region; a region with at least one "
                    "leader is a kingdom. Press H to see the kingdoms coloured in."
                ),
                _("A kingdom holds at most one leader of each colour: a second one means a revolt or a war."),
            ],
        ),
        Topic(
            _("Revolts"),
            _("revolt attack defend red temples support strength tie"),
            [
                _(
                    "Placing a leader into a kingdom that already has a leader of that colour starts a "
                    "revolt."
                ),
                _(
                    "Each side's strength is the temples beside its leader (the red badge on the leader), "
                    "plus the red tiles it commits from its hand: first the attacker, then the defender."
                ),
                _(
                    "The defender wins ties. The loser's leader goes home; the winner scores 1 red point. "
                    "Committed tiles are discarded."
                ),
            ],
            [picture_revolt],
        ),
        Topic(
            _("Wars"),
            _("war unite two kingdoms rival leaders support tiles removed"),
            [
                _(
                    "A tile that joins two kingdoms with leaders of the same colour starts a war for each "
                    "such pair (the active player chooses the order)."
                ),
                _(
                    "Each side's strength is its tiles of the war's colour on its side of the new kingdom, "
                    "plus tiles of that colour committed from its hand. The defender wins ties."
                ),
                _(
                    "The loser's leader and its side's tiles of that colour are removed (temples with a "
                    "treasure or beside another leader stay). The winner scores 1 point per piece removed."
                ),
            ],
            [picture_war],
        ),
        Topic(
            _("Monuments"),
            _("monument square four build end of turn points"),
            [
                _(
                    "Four tiles of one colour in a square may be turned face down to build a monument that "
                    "carries that colour and another one."
                ),
                _(
                    "At the end of your turn, each of your leaders in a kingdom with a monument of its "
                    "colour scores 1 point of that colour."
                ),
                _(
                    "A red monument turns temples face down: leaders beside no other temple go home. The "
                    "window warns you on the monument's button."
                ),
            ],
            [picture_monument],
        ),
        Topic(
            _("Treasures"),
            _("treasure treasures trader corner special wild"),
            [
                _(
                    "Each starting temple holds a treasure. When a kingdom holds two or more, its trader's "
                    "player takes all but one of them, the corner temples' (special border) first."
                ),
                _(
                    "At the end each treasure is a point of any colour, added where it helps most: to your "
                    "weakest colours."
                ),
            ],
            [picture_pieces],
        ),
        Topic(
            _("Catastrophes"),
            _("catastrophe destroy block"),
            [
                _(
                    "Each player has two. A catastrophe goes on any cell without a leader, a treasure, a "
                    "monument or another catastrophe, destroys the tile there and blocks the cell for good."
                ),
                _("It can split a kingdom in two, and leaders left without a temple go home."),
            ],
            [picture_pieces],
        ),
        Topic(
            _("The end of the game"),
            _("end game over bag treasures ranking tie"),
            [
                _(
                    "The game ends when only one or two treasures are left on the board, or when the bag "
                    "cannot refill a hand."
                ),
                _(
                    "Add your treasures to your weakest colours; the highest weakest colour wins. A tie is "
                    "settled by the second weakest colour, then the third, then the strongest."
                ),
            ],
        ),
        *variant_rules.topics(),  # the optional variants, as data (variant_rules.py)
    ]
