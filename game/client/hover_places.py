"""Which hover card a place on screen asks for, the same in both games: the board,
the top bar's counts, a seat card (or a part of it the game names) and a piece in
the viewer's tray. Each game's `cards.py` writes the cards themselves; a leader's
card is put together here from the game's lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.grid import cell_name

from .i18n import _
from .presentation import Card


def card_at(
    table: Any,
    pos: tuple[int, int],
    cell_card: Callable[[Any, tuple[int, int]], Card | None],
    info_card: Callable[[Any, pygame.Rect], Card],
    seat_part_card: Callable[[Any, int, dict, tuple[int, int]], Card | None],
    seat_card: Callable[[Any, int, pygame.Rect], Card],
    piece_at: Callable[[Any, Any, int, tuple[int, int]], tuple[int, int] | None],
    tray_card: Callable[[Any, int, tuple[int, int], tuple[int, int]], Card | None],
) -> Card | None:
    """The hover card for whatever is under `pos`, or None. `seat_part_card` answers for a
    part of a seat card (its scores, its treasures) before the whole card; `tray_card` for
    the piece `piece_at` finds in the viewer's tray."""
    lay = table.regions
    if lay.board.collidepoint(pos):
        return cell_card(table, pos)
    if table.info_rect().collidepoint(pos):
        return info_card(table, table.info_rect())
    for seat, parts in lay.seat_parts.items():
        if not lay.seats[seat].collidepoint(pos):
            continue
        part = seat_part_card(table, seat, parts, pos)
        if part is not None:
            return part
        card = seat_card(table, seat, lay.seats[seat])
        card.keep += [rect for other, rect in lay.seats.items() if other != seat]  # beside, over the board
        return card
    viewer = table.shown_viewer()
    # While a choice is open (a pagoda, a war, the market…) the tray is not what is played:
    # its cards (the pagoda's "Build a pagoda (key B)") would lie over the board being decided.
    if viewer >= 0 and lay.bottom.collidepoint(pos) and table.decision in ("action", ""):
        piece = piece_at(lay.tray_parts, table.state, viewer, pos)
        return None if piece is None else tray_card(table, viewer, piece, pos)
    return None


def leader_card(
    table: Any, cell: int, rect: pygame.Rect, strength_line: Callable[[int], str],
    lines: Callable[[int, int], list[str]], leader_word: Callable[[int], str], capitalise: bool,
) -> Card:
    """The card of the leader on `cell`: whose it is and who plays that seat, its strength in
    a revolt (`strength_line`), then the game's `lines(seat, colour)` (what it scores, …).
    `capitalise`: the title's first letter made a capital, where a translation may put the
    leader's word first."""
    state = table.state
    names = table.names
    lid = state.leader_at(cell)
    seat, colour = state.leader_seat(lid), state.leader_colour(lid)
    text = [
        _("{owner} · {role}").format(owner=names.plain[seat], role=table.session.seat_role(seat)),
        strength_line(state.revolt_strength(cell)),
        *lines(seat, colour),
    ]
    if seat == names.you:  # "your" stands before the noun where "Lion's" may not (Polish, Russian)
        title = _("Your {leader}").format(leader=leader_word(colour))
    else:
        title = _("{whose} {leader}").format(whose=names.possessive(seat, True), leader=leader_word(colour))
    if capitalise:
        title = title[:1].upper() + title[1:]
    return Card(title, text, rect, accent=table.colours[seat])


def leader_in_tray(state: Any, seat: int, kind: int, supply: str) -> tuple[int, str]:
    """Where `seat`'s leader of `kind` is, for its card in the tray: its cell (-1: in the
    supply), and in words (`supply`: the game's words for placing it)."""
    on_board = state.leader_cell(seat, kind)
    if on_board >= 0:
        where = _("On the board at {cell}: click it there to move it.").format(cell=cell_name(on_board))
        return on_board, where
    return on_board, supply
