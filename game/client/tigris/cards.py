"""Hover cards: what a thing on screen is, and what it does in the game —
a leader (owner, strength in a revolt, what it scores), a tile, a monument,
a treasure, a catastrophe, the red badge, a score, a piece in the tray."""

from __future__ import annotations

import pygame

from game.engine.grid import cell_name
from game.engine.tigris.actions import LEADER, TILE
from game.engine.tigris.pieces import BLACK, BLUE, GREEN, MONUMENTS, RED

from .. import hover_places
from ..hover_card import leader_lines
from ..i18n import N_, _, ngettext
from ..presentation import Card
from ..seat_order import order_line
from .supply_marks import monuments_left_line
from .tray import piece_at
from .variant_cards import variant_card, variants_lines
from .words import colour_word, leader_word, monument_words, tile_word

LEADER_SCORES = {
    BLACK: N_(
        "Scores black points for settlements placed in its kingdom, and any colour whose leader "
        "the kingdom lacks."
    ),
    RED: N_("Scores red points for temples placed in its kingdom."),
    BLUE: N_("Scores blue points for farms placed in its kingdom."),
    GREEN: N_(
        "Scores green points for markets placed in its kingdom, and takes treasures when its "
        "kingdom holds two."
    ),
}


def _leader_scores(colour: int) -> str:
    return _(LEADER_SCORES[colour])


def leader_card(table, cell: int, rect: pygame.Rect) -> Card:
    state = table.state

    # Put together by the shell (`hover_places.leader_card`), as Yellow & Yangtze's; the lines are
    # this game's words.
    def strength_line(strength: int) -> str:
        return ngettext(
            "In a revolt: strength {n} (the temple beside it), plus red tiles committed",
            "In a revolt: strength {n} (the temples beside it), plus red tiles committed",
            strength,
        ).format(n=strength)

    def monuments(seat: int, colour: int) -> list[str]:
        """What the leader scores, and the monuments of its colour in its kingdom."""
        lines = [_leader_scores(colour)]
        kingdom = state.kingdom_of(cell)
        for index, top_left, _tile in state.monuments:
            if colour in MONUMENTS[index] and kingdom is not None and (kingdom.mask >> top_left) & 1:
                lines.append(
                    _(
                        "The {monument} monument in its kingdom: +1 {colour} point at the end of each of "
                        "{whose} turns"
                    ).format(
                        monument=monument_words(index), colour=colour_word(colour),
                        whose=table.names.possessive(seat),
                    )
                )
        return lines

    # A translation may put the leader's word first: the title then starts with a capital.
    return hover_places.leader_card(table, cell, rect, strength_line, monuments, leader_word, True)


def badge_card(table, cell: int, rect: pygame.Rect) -> Card:
    strength = table.state.revolt_strength(cell)
    return Card(
        _("Revolt strength {n}").format(n=strength),
        [
            _(
                "The temples (red tiles) beside this leader. In a revolt each side adds red tiles from "
                "its hand; the defender wins ties."
            ),
        ],
        rect,
        accent=(232, 104, 92),
    )


def cell_card(table, pos: tuple[int, int]) -> Card | None:
    state = table.state
    board = table.board
    cell = board.cell_at(pos)
    if cell < 0:
        return None
    rect = board.cell_rect(cell)
    bit = 1 << cell
    if state.leader_at(cell) >= 0:
        badge = board.badge_rect(cell)
        if badge.collidepoint(pos):
            return badge_card(table, cell, rect)
        return leader_card(table, cell, rect)
    card = variant_card(table, cell)  # the wonder or a building (the variants)
    if card is not None:
        return card
    for index, top_left, tile_colour in state.monuments:
        square = (1 << top_left) | (1 << top_left + 1) | (1 << top_left + 32) | (1 << top_left + 33)
        if square & bit:
            a, b = MONUMENTS[index]
            r = board.cell_rect(top_left)
            return Card(
                _("The {monument} monument").format(monument=monument_words(index)),
                [
                    _(
                        "At the end of a player's turn, each of their {a} and {b} leaders in this kingdom "
                        "scores 1 point of its colour."
                    ).format(a=leader_word(a), b=leader_word(b)),
                    _("Built on four {colour} tiles, now face down.").format(colour=colour_word(tile_colour)),
                ],
                pygame.Rect(r.left, r.top, r.width * 2, r.height * 2),
            )
    if state.catastrophes & bit:
        return Card(
            _("Catastrophe"),
            [_("Nothing can be placed here for the rest of the game; it cuts kingdoms apart.")],
            rect,
            accent=(255, 132, 52),
        )
    if state.unification == cell:
        return Card(
            _("Unification tile"), [_("It joined two kingdoms: their rival leaders fight a war.")], rect
        )
    colour = state.tile_at(cell)
    if colour >= 0:
        lines = [
            _(
                "Placed in a kingdom, it scores 1 {colour} point for the kingdom's {leader} (or its king)."
            ).format(colour=colour_word(colour), leader=leader_word(colour))
        ]
        if colour == RED:
            lines.append(
                _("Leaders stand beside temples; each temple beside a leader is 1 strength in a revolt.")
            )
        if state.treasures & bit:
            lines.append(
                _(
                    "Treasure: a trader whose kingdom holds two takes one. At the end it counts as a "
                    "point of any colour."
                )
            )
            if state.board.special & bit:
                lines.append(_("A corner temple: its treasure is taken first."))
        title = _("{colour} tile: {tile}").format(
            colour=colour_word(colour).capitalize(), tile=tile_word(colour)
        )
        if state.treasures & bit:
            title = _("Temple with a treasure")
        return Card(title, lines, rect)
    if state.board.river & bit:
        return Card(
            _("River {cell}").format(cell=cell_name(cell)), [_("Only farms (blue tiles) go on rivers.")], rect
        )
    return None


def score_card(table, seat: int, colour: int, rect: pygame.Rect) -> Card:
    state = table.state
    score = state.score(seat)
    low = min(score)
    lines = [
        _(
            "Only the weakest colour counts at the end: each player's lowest colour, treasures added, "
            "is compared."
        )
    ]
    if score[colour] == low:
        lines.insert(0, _("This is the weakest colour: points here raise the final result."))
    return Card(
        _("{colour} points: {n}").format(colour=colour_word(colour).capitalize(), n=score[colour]),
        lines,
        rect,
        accent=table.colours[seat],
    )


def info_card(table, rect: pygame.Rect) -> Card:
    """The top bar's counters: the bag and the treasures left on the board."""
    state = table.state
    n = state.bag_count
    treasures = state.treasures.bit_count()
    return Card(
        ngettext("Bag: {n} tile left", "Bag: {n} tiles left", n).format(n=n),
        [
            _(
                "At the end of each turn the player draws back up to six tiles from the bag; a swap "
                "draws from it too."
            ),
            ngettext(
                "{n} treasure on the board: a trader whose kingdom holds two takes one.",
                "{n} treasures on the board: a trader whose kingdom holds two takes one.",
                treasures,
            ).format(n=treasures),
            _(
                "The game ends when the bag cannot supply the tiles a player must draw, or when only "
                "one or two treasures are left on the board."
            ),
            monuments_left_line(state),
            *variants_lines(state),
        ],
        rect,
    )


def seat_card(table, seat: int, rect: pygame.Rect) -> Card:
    """What everyone may know of a seat: its leaders, catastrophes and treasures, how many
    tiles it holds (not which), and its points only when the viewer may see them."""
    state = table.state
    lines = [table.session.seat_role(seat), order_line(table.names, seat, state.n)]
    lines += leader_lines(state, seat, 4, leader_word)
    n = state.hand_size(seat)
    lines.append(
        ngettext(
            "{n} tile in hand: which ones, only its owner sees.",
            "{n} tiles in hand: which ones, only its owner sees.",
            n,
        ).format(n=n)
    )
    left = state.catastrophes_left[seat]
    lines.append(ngettext("{n} catastrophe left", "{n} catastrophes left", left).format(n=left))
    taken = state.treasures_taken[seat]
    lines.append(ngettext("{n} treasure taken", "{n} treasures taken", taken).format(n=taken))
    if table.session.scores_visible(table.shown_viewer(), seat):
        score = state.score(seat)
        lines.append(
            _("Points: {points}").format(
                points=" · ".join(f"{colour_word(c)} {score[c]}" for c in range(4))
            )
        )
    else:
        lines.append(
            _("Points hidden: with hidden scoring each player sees only their own until the end.")
        )
    return Card(table.names.plain[seat], lines, rect, accent=table.colours[seat])


def card_at(table, pos: tuple[int, int]) -> Card | None:
    """The hover card for whatever is under `pos`, or None: the shell finds the place (as for
    the other game), this module's functions write the cards."""
    return hover_places.card_at(
        table, pos, cell_card, info_card, seat_part_card, seat_card, piece_at, tray_card
    )


def seat_part_card(table, seat: int, parts: dict, pos: tuple[int, int]) -> Card | None:
    """A seat card's score boxes (when the viewer may see them) and its treasures."""
    if table.session.scores_visible(table.shown_viewer(), seat):
        for colour, rect in enumerate(parts["colours"]):
            if rect.collidepoint(pos):
                return score_card(table, seat, colour, rect)
    if parts["treasure"].collidepoint(pos):
        n = table.state.treasures_taken[seat]
        return Card(
            ngettext("{n} treasure", "{n} treasures", n).format(n=n),
            [_("At the end each treasure is a point of any colour, added to the weakest.")],
            parts["treasure"],
        )
    return None


def tray_card(table, viewer: int, piece: tuple[int, int], pos: tuple[int, int]) -> Card:
    """A piece in the viewer's tray: a tile, a leader, the catastrophe."""
    state = table.state
    kind, arg = piece
    rects = table.regions.tray_parts
    if kind == TILE:
        return Card(
            _("{colour} tile: {tile}").format(colour=colour_word(arg).capitalize(), tile=tile_word(arg)),
            [
                _("Key {key}. Scores for the {leader} of the kingdom it joins.").format(
                    key=arg + 1, leader=leader_word(arg)
                )
            ],
            next(r for r in rects.tiles if r.collidepoint(pos)),
        )
    if kind == LEADER:
        _cell, where = hover_places.leader_in_tray(
            state, viewer, arg, _("In your supply: place it on empty land beside a temple.")
        )
        return Card(
            _("Your {leader}").format(leader=leader_word(arg)),
            [where, _leader_scores(arg)],
            rects.leaders[arg],
        )
    return Card(
        _("Catastrophe"),
        [
            _(
                "Destroys the tile on a cell (not a treasure or a monument) and blocks it for good. "
                "Leaders left without a temple go home."
            )
        ],
        rects.catastrophes[0],
    )
