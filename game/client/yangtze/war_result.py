"""A Yellow & Yangtze war's result in words, for its banner (no pygame): the winner, the two
totals the log gives (the winner's, then the strongest loser's), and what the losing kingdoms
lost (their leaders of the doubled colours and their red tiles, from the events that follow the
result in the same decision), as a revolt's banner shows its winner and totals."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.yangtze import events as ev
from game.engine.yangtze.pieces import RED

from ..i18n import _, listing, ngettext, pgettext
from .war_sides import letter_of
from .words import _possessive, leader_word


@dataclass(frozen=True)
class WarResult:
    title: str  # "Kingdom B wins"
    sides: tuple[str, str]  # whose leaders are in the winner and in the strongest loser
    counts: tuple[int, int]  # their totals with support
    lost: str  # what the losers lost: "Kingdom A loses Lion's soldier and 3 red tiles"


def losses_after(events: list, index: int) -> tuple[list[tuple[int, int]], int]:
    """The leaders (seat, colour) and the number of red tiles the losers lost: the events
    right after the result at `index` (the engine removes them at once, scoring the winner's
    points between; the winner's own losses are later decisions, so never among them)."""
    leaders: list[tuple[int, int]] = []
    tiles = 0
    for event in events[index + 1:]:
        if isinstance(event, ev.LeaderRemoved) and event.reason == ev.LOST_WAR:
            leaders.append((event.seat, event.leader))
        elif isinstance(event, ev.TilesRemoved) and event.colour == RED:
            tiles += len(event.cells)
            break  # every loser's red tiles go in one removal, after the leaders
        elif not isinstance(event, (ev.Scored, ev.PagodaReturned)):
            break
    return leaders, tiles


def side_words(e: ev.WarResolved, index: int, names) -> str:
    """A side on the totals' line, as a revolt's banner names its two players ("Lion 3 : 1
    Bull"): whose leaders are in the kingdom, else its letter."""
    plain = getattr(names, "plain", names)
    seats = e.seats[index] if index < len(e.seats) else ()
    return listing(plain[seat] for seat in seats) if seats else letter_of(e.kingdoms, e.kingdoms[index])


def war_result(events: list, index: int, names) -> WarResult:
    """The banner's words for the `WarResolved` at `events[index]`."""
    e = events[index]
    won = e.kingdoms.index(e.winner)
    losers = [i for i in range(len(e.kingdoms)) if i != won]
    strongest = max(losers, key=lambda i: e.strengths[i])
    leaders, tiles = losses_after(events, index)
    things = [pgettext("yangtze", "{whose} {leader}").format(
        whose=_possessive(names, seat), leader=leader_word(colour)) for seat, colour in leaders]
    if tiles:
        things.append(ngettext("{n} red tile", "{n} red tiles", tiles).format(n=tiles))
    if len(losers) == 1:  # by its letter alone: the banner's line must fit at 800×500
        loser = _("kingdom {letter}").format(letter=letter_of(e.kingdoms, e.kingdoms[losers[0]]))
        lost = (_("{kingdom} loses {things}").format(kingdom=loser, things=listing(things)) if things
                else _("{kingdom} loses nothing").format(kingdom=loser))
    else:
        lost = (_("The losing kingdoms lose {things}").format(things=listing(things)) if things
                else _("The losing kingdoms lose nothing"))
    return WarResult(
        _("Kingdom {letter} wins").format(letter=letter_of(e.kingdoms, e.winner)),
        (side_words(e, won, names), side_words(e, strongest, names)),
        (e.strengths[won], e.strengths[strongest]),
        lost[:1].upper() + lost[1:],
    )
