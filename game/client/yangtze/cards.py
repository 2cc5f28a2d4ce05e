"""Hover cards: what a thing on screen is, and what it does in the game — a
leader (owner, strength in a revolt, what it scores, its pagodas), a tile, a
pagoda, a capital, a river, the unification tile, the market, the bag, a
seat's score, a piece or action in the tray."""

from __future__ import annotations

import pygame

from game.engine.grid import cell_name
from game.engine.yangtze.actions import BUILD, LEADER, REVOLT, TILE
from game.engine.yangtze.pieces import BLACK, BLUE, GREEN, RED

from .. import hover_places
from ..hover_card import leader_lines
from ..i18n import N_, _, ngettext, npgettext, pgettext
from ..presentation import Card
from ..seat_order import order_line
from .tray import piece_at
from .words import capital_word, colour_word, leader_word, pagoda_word

LEADER_SCORES = (
    N_(
        "Scores black points for black tiles placed in its kingdom, and any colour whose leader the kingdom "
        "lacks."
    ),
    N_("Scores red points for red tiles placed in its kingdom. Red tiles are a kingdom's strength in a war."),
    N_("Scores blue points for blue tiles placed in its kingdom (blue tiles go on rivers)."),
    N_("Scores green points for green tiles placed in its kingdom."),
    N_(
        "Scores yellow points for yellow tiles in its kingdom: at the end each is added to your weakest "
        "colour."
    ),
)

TILE_NOTES = (
    N_("Leaders stand beside black tiles; each black tile beside a leader is 1 strength in a revolt."),
    N_("A kingdom's red tiles are its strength in a war."),
    N_(
        "Only on rivers. Placed, you may add another blue beside it (the chain). Two from the hand pay a "
        "peasants' revolt."
    ),
    N_("Placed, you may take a tile from the market. Two from the hand pay for a pagoda."),
    N_("Yellow points are wild: at the end each goes to your weakest colour."),
)


def leader_card(table, cell: int, rect: pygame.Rect) -> Card:
    state = table.state

    # Put together by the shell (`hover_places.leader_card`), as Tigris & Euphrates'; the lines are
    # this game's words.
    def strength_line(strength: int) -> str:
        return ngettext(
            "In a revolt: strength {n} (the black tile beside it), plus black tiles committed",
            "In a revolt: strength {n} (the black tiles beside it), plus black tiles committed",
            strength,
        ).format(n=strength)

    def pagodas(seat: int, colour: int) -> list[str]:
        """What the leader scores, and the pagodas of its colour in its kingdom."""
        lines = [_(LEADER_SCORES[colour])]
        kingdom = state.kingdom_of(cell)
        for pagoda in state.pagodas:
            if pagoda.colour == colour and kingdom is not None and pagoda.cells & kingdom.mask:
                lines.append(
                    _(
                        "The {pagoda} in its kingdom: +1 {colour} point at the end of each of {whose} turns"
                    ).format(
                        pagoda=pagoda_word(colour), colour=colour_word(colour),
                        whose=table.names.possessive(seat),
                    )
                )
        return lines

    return hover_places.leader_card(table, cell, rect, strength_line, pagodas, leader_word, False)


def cell_card(table, pos: tuple[int, int]) -> Card | None:
    state = table.state
    board = table.board
    for pagoda in state.pagodas:
        rect = board.pagoda_rect(pagoda.cells)
        if rect.inflate(-rect.width // 3, -rect.height // 4).collidepoint(pos):
            return Card(
                _("The {pagoda}").format(pagoda=pagoda_word(pagoda.colour)),
                [
                    _(
                        "At the end of a player's turn, their {leader} in this kingdom scores 1 {colour} "
                        "point."
                    ).format(leader=leader_word(pagoda.colour), colour=colour_word(pagoda.colour)),
                    _("It goes back to the supply as soon as one of its three tiles leaves the board."),
                ],
                rect,
            )
    index = board.market_at(pos)
    if index >= 0:
        return Card(
            _("The market"),
            [
                _("Six face-up tiles. A player who places a green tile may take one into their hand."),
                _("Refilled from the bag at the end of each turn."),
            ],
            board.market_rect(0).union(board.market_rect(5)),
        )
    if board.bag_rect().collidepoint(pos):
        return bag_card(table, board.bag_rect())
    for colour, slot in enumerate(board.supply_slots()):
        if slot.collidepoint(pos):
            return supply_card(table, colour, slot)
    cell = board.cell_at(pos)
    if cell < 0:
        return None
    rect = board.cell_rect(cell)
    bit = 1 << cell
    if state.leader_at(cell) >= 0:
        if board.badge_rect(cell).collidepoint(pos):
            strength = state.revolt_strength(cell)
            return Card(
                pgettext("yangtze", "Revolt strength {n}").format(n=strength),
                [
                    _(
                        "The black tiles beside this leader. In a revolt each side adds black tiles from "
                        "its hand "
                        "(and 1 for a governor off the board); the defender wins ties."
                    )
                ],
                rect,
            )
        return leader_card(table, cell, rect)
    war = state.war
    if war is not None and war.cell == cell:
        return Card(
            _("Unification tile"), [_("It joined kingdoms with rival leaders: they fight a war.")], rect
        )
    capital = next((name for name, c in state.board.capitals if c == cell), None)
    colour = state.tile_at(cell)
    if colour >= 0:
        lines = [
            _(
                "Placed in a kingdom, it scores 1 {colour} point for the kingdom's {leader} (or its "
                "governor)."
            ).format(colour=colour_word(colour), leader=leader_word(colour)),
            _(TILE_NOTES[colour]),
        ]
        title = _("{colour} tile").format(colour=colour_word(colour).capitalize())
        if capital:
            title = _("{capital}, a capital").format(capital=capital_word(capital))
            lines.insert(0, _("A capital starts the game with a black tile."))
        return Card(title, lines, rect)
    if capital:
        return Card(
            _("{capital}, a capital").format(capital=capital_word(capital)),
            [_("Its black tile was removed.")],
            rect,
        )
    if state.board.river & bit:
        river = _("The Yellow River") if state.board.yellow_river & bit else _("The Yangtze")
        return Card(
            _("{river} · {cell}").format(river=river, cell=cell_name(cell)),
            [_("Only blue tiles go on river cells.")],
            rect,
        )
    return None


def supply_left(state) -> str:
    """How many pagodas of each colour the supply still holds."""
    return _("Left in the supply: black {b} · red {r} · blue {u} · green {g} · yellow {y}").format(
        **dict(zip("brugy", (state.pagoda_supply(c) for c in range(5)), strict=True))
    )


def supply_card(table, colour: int, rect: pygame.Rect) -> Card:
    """A pagoda waiting in the supply under the board: what it does, how one is built, how
    many are left."""
    state = table.state
    n = state.pagoda_supply(colour)
    return Card(
        _("{pagoda}: {n} in the supply").format(pagoda=pagoda_word(colour), n=n),
        [
            _(
                "A pagoda stands on three tiles of its colour touching each other (a triangle). At the "
                "end of a player's turn, their {leader} in its kingdom scores 1 {colour} point."
            ).format(leader=leader_word(colour), colour=colour_word(colour)),
            _(
                "To build one: place a tile that completes such a triangle, or pay two green tiles "
                "(the pagoda action) for any triangle on the board."
            ),
            supply_left(state),
            _("When none of a colour is left, one of that colour is moved from the board."),
        ],
        rect,
    )


def bag_card(table, rect: pygame.Rect) -> Card:
    """The bag (under the board, and its count in the top bar)."""
    state = table.state
    return Card(
        ngettext("The bag: {n} tile", "The bag: {n} tiles", state.bag_count).format(n=state.bag_count),
        [
            _(
                "At the end of each turn every player draws back up to six tiles from it, and the "
                "market is refilled to six."
            ),
            _("The game ends at once when a player must draw a tile and the bag is empty."),
        ],
        rect,
    )


def info_card(table, rect: pygame.Rect) -> Card:
    """The top bar's counters: the bag, the pagodas built."""
    card = bag_card(table, rect)
    card.lines.append(
        ngettext("{n} pagoda built.", "{n} pagodas built.", len(table.state.pagodas)).format(
            n=len(table.state.pagodas)
        )
        + " "
        + supply_left(table.state)
    )
    return card


def seat_card(table, seat: int, rect: pygame.Rect) -> Card:
    """What everyone may know of a seat: its leaders, how many tiles it holds (not which),
    and its points only when the viewer may see them."""
    from .seat import weakest

    state = table.state
    names = table.names
    lines = [table.session.seat_role(seat), order_line(table.names, seat, state.n)]
    lines += leader_lines(state, seat, 5, leader_word)
    n = state.hand_size(seat)
    lines.append(
        npgettext(
            "yangtze",
            "{n} tile in hand: which ones, only its owner sees.",
            "{n} tiles in hand: which ones, only its owner sees.",
            n,
        ).format(n=n)
    )
    if table.session.scores_visible(table.shown_viewer(), seat):
        score = state.score(seat)
        lines.append(
            _("Black {b} · red {r} · blue {u} · green {g} · yellow {y}").format(
                b=score[0], r=score[1], u=score[2], g=score[3], y=score[4]
            )
        )
        lines.append(
            _("Result now: {n} (the weakest colour, framed, after yellow).").format(n=weakest(score)[1])
        )
    else:
        lines.append(_("Points hidden: with hidden scoring each player sees only their own until the end."))
    return Card(names.plain[seat], lines, rect, accent=table.colours[seat])


def score_card(table, seat: int, rect: pygame.Rect) -> Card:
    from .seat import weakest

    score = table.state.score(seat)
    low, result = weakest(score)
    lines = [
        _("Black {b} · red {r} · blue {u} · green {g} · yellow {y}").format(
            b=score[0], r=score[1], u=score[2], g=score[3], y=score[4]
        ),
        _("Yellow points are wild: at the end each goes to the weakest colour, one by one."),
        _("Result now: {n} (the weakest colour, framed, after yellow).").format(n=result),
    ]
    return Card(_("Score"), lines, rect, accent=table.colours[seat])


def card_at(table, pos: tuple[int, int]) -> Card | None:
    """The hover card for whatever is under `pos`, or None: the shell finds the place (as for
    the other game), this module's functions write the cards."""
    return hover_places.card_at(
        table, pos, cell_card, info_card, seat_part_card, seat_card, piece_at, tray_card
    )


def seat_part_card(table, seat: int, parts: dict, pos: tuple[int, int]) -> Card | None:
    """A seat card's score (when the viewer may see it)."""
    if table.session.scores_visible(table.shown_viewer(), seat) and parts["score"].collidepoint(pos):
        return score_card(table, seat, parts["score"])
    return None


def tray_card(table, viewer: int, piece: tuple[int, int], pos: tuple[int, int]) -> Card | None:
    """A piece or an action in the viewer's tray: a tile, a leader, the revolt, the pagoda."""
    state = table.state
    kind, arg = piece
    rects = table.regions.tray_parts
    if kind == TILE:
        return Card(
            _("{colour} tile").format(colour=colour_word(arg).capitalize()),
            [
                pgettext("yangtze", "Key {key}. Scores for the {leader} of the kingdom it joins.").format(
                    key=arg + 1, leader=leader_word(arg)
                ),
                _(TILE_NOTES[arg]),
            ],
            next(r for r in rects.tiles if r.collidepoint(pos)),
        )
    if kind == LEADER:
        on_board, where = hover_places.leader_in_tray(
            state, viewer, arg, _("In your supply: place it on empty land beside a black tile.")
        )
        lines = [where, _(LEADER_SCORES[arg])]
        if arg in (BLACK, RED, BLUE, GREEN) and on_board < 0:
            lines.append(
                {
                    BLACK: _("Off the board it adds 1 to your strength in a revolt."),
                    RED: _("Off the board it may support a kingdom in a war (+1)."),
                    BLUE: _("Off the board it pays for one blue tile of a peasants' revolt."),
                    GREEN: _("Off the board it pays for one green tile of a pagoda."),
                }[arg]
            )
        return Card(
            pgettext("yangtze", "Your {leader}").format(leader=leader_word(arg)),
            lines,
            rects.leaders[arg],
        )
    if kind == REVOLT:
        return Card(
            _("Peasants' revolt (key V)"),
            [
                _(
                    "Pay two blue tiles (or one and your off-board farmer): remove any one tile from "
                    "the board."
                ),
                _("Leaders left without a black tile beside them go home; a pagoda on it goes back."),
            ],
            rects.actions[0],
        )
    if kind == BUILD:
        return Card(
            _("Build a pagoda (key B)"),
            [
                _(
                    "Pay two green tiles (or one and your off-board trader): a pagoda on any "
                    "triangle of three touching tiles of one colour without one."
                ),
            ],
            rects.actions[1],
        )
    return None
