"""Yellow & Yangtze in words: the names of the pieces and dynasties, one
sentence per event for the log, and the lines of the "since your last
turn" summary. The log is public, so drawn and swapped tiles are counted,
never named. No pygame here (the session names seats with it)."""

from __future__ import annotations

from game.engine.grid import cell_name
from game.engine.yangtze import events as ev

from .. import summary_lines
from ..i18n import N_, NP_, _, listing, ngettext, npgettext, pgettext
from ..score_words import scores_sentence
from ..summary_lines import points_line
from .war_sides import letter_of

COLOUR_WORDS = (N_("black"), N_("red"), N_("blue"), N_("green"), N_("yellow"))
# The leaders' names differ from Tigris & Euphrates' in Russian (its rule book's words):
# a context of their own (`i18n.pgettext`).
YANGTZE = "yangtze"
LEADER_WORDS = (
    NP_("yangtze", "governor"),
    NP_("yangtze", "soldier"),
    NP_("yangtze", "farmer"),
    NP_("yangtze", "trader"),
    NP_("yangtze", "artisan"),
)
LEADER_PLURALS = (
    NP_("yangtze", "governors"),
    NP_("yangtze", "soldiers"),
    NP_("yangtze", "farmers"),
    NP_("yangtze", "traders"),
    NP_("yangtze", "artisans"),
)
# The notation's keywords whose words differ from Tigris & Euphrates' (the log's notation line,
# `notation_words`): marked here, looked up there by the game's context.
NOTATION_WORDS = (NP_("yangtze-notation", "leader"), NP_("yangtze-notation", "tile"))
PAGODA_WORDS = (N_("court"), N_("garrison"), N_("granary"), N_("market"), N_("workshop"))
# The seven capitals (`game.engine.yangtze.maps.CAPITAL_NAMES`), as the board and cards name them.
CAPITAL_WORDS = {
    "Qin": N_("Qin"),
    "Han": N_("Han"),
    "Wei": N_("Wei"),
    "Zhao": N_("Zhao"),
    "Yan": N_("Yan"),
    "Qi": N_("Qi"),
    "Chu": N_("Chu"),
}
DYNASTY_TITLES = {"crossbow": N_("Crossbow"), "bull": N_("Bull"), "vase": N_("Vase"), "lion": N_("Lion")}


def colour_word(colour: int) -> str:
    return _(COLOUR_WORDS[colour])


def leader_word(colour: int) -> str:
    return pgettext("yangtze", LEADER_WORDS[colour])


def leaders_word(colour: int) -> str:
    return pgettext("yangtze", LEADER_PLURALS[colour])


def war_title(colours) -> str:
    """A war's short name, what it is fought over, on one line in every language: "War over
    the soldiers"; with several doubled colours only how many (`war_stake` lists them)."""
    colours = list(colours)
    if len(colours) == 1:
        return pgettext("yangtze", "War over the {leaders}").format(leaders=leaders_word(colours[0]))
    return npgettext(
        "yangtze", "War over {n} kind of leader", "War over {n} kinds of leader", len(colours)
    ).format(n=len(colours))


def war_stake(colours) -> str:
    """What a war's loser loses (the rule book: its leaders of the doubled colours and all
    its red tiles), every colour named: said on a wrapped line under the title."""
    return pgettext("yangtze", "The losing kingdom loses its {leaders} and all its red tiles.").format(
        leaders=listing(leaders_word(c) for c in colours)
    )


def pagoda_word(colour: int) -> str:
    """A pagoda's name: "the black pagoda (court)"."""
    return _("{colour} pagoda ({name})").format(colour=colour_word(colour), name=_(PAGODA_WORDS[colour]))


def capital_word(name: str) -> str:
    return _(CAPITAL_WORDS[name]) if name in CAPITAL_WORDS else name


def dynasty_title(dynasty: str) -> str:
    return _(DYNASTY_TITLES.get(dynasty, dynasty.title()))


def cells_word(cells) -> str:
    return " ".join(cell_name(c) for c in cells)


def _possessive(names, seat: int, start: bool = False, alone: bool = False) -> str:
    """Whose: "your" / "Bull's" (`names.Names`); a plain list of names says "Bull's"."""
    possessive = getattr(names, "possessive", None)
    return possessive(seat, start, alone) if possessive else _("{name}'s").format(name=names[seat])


def describe(event: ev.Event, names, you: int = -1) -> str | None:
    """A sentence for the log, or None for events the log leaves out. `you`: the seat of
    the only person at the screen, whose turn is "your turn"."""
    e = event
    if isinstance(e, ev.TurnStarted):
        if e.seat == you:
            return _("— Your turn —")
        return _("— {who}'s turn —").format(who=getattr(names, "plain", names)[e.seat])
    if isinstance(e, ev.LeaderPlaced):
        if e.from_cell < 0:
            return pgettext("yangtze", "{who} places the {leader} on {cell}").format(
                who=names[e.seat], leader=leader_word(e.leader), cell=cell_name(e.cell)
            )
        return pgettext("yangtze", "{who} moves the {leader} from {old} to {cell}").format(
            who=names[e.seat],
            leader=leader_word(e.leader),
            old=cell_name(e.from_cell),
            cell=cell_name(e.cell),
        )
    if isinstance(e, ev.LeaderRemoved):
        if e.reason == ev.WITHDRAWN:
            return _("{who} takes the {leader} off {cell}").format(
                who=names[e.seat], leader=leader_word(e.leader), cell=cell_name(e.cell)
            )
        # The player's own leader has sentences of its own: languages put "your" and "Bull's"
        # in different places ("Ваш царь…", "Царь игрока Бык…").
        template = {
            ev.LOST_REVOLT: pgettext("yangtze", "{whose} {leader} on {cell} loses the revolt and leaves"),
            ev.LOST_WAR: pgettext("yangtze", "{whose} {leader} on {cell} loses the war and leaves"),
            ev.NO_BLACK: _("{whose} {leader} on {cell} has no black tile beside it and leaves"),
        }.get(e.reason, _("{whose} {leader} on {cell} leaves")) if e.seat != getattr(names, "you", -1) else {
            ev.LOST_REVOLT: pgettext("yangtze", "Your {leader} on {cell} loses the revolt and leaves"),
            ev.LOST_WAR: pgettext("yangtze", "Your {leader} on {cell} loses the war and leaves"),
            ev.NO_BLACK: _("Your {leader} on {cell} has no black tile beside it and leaves"),
        }.get(e.reason, _("Your {leader} on {cell} leaves"))
        return template.format(
            whose=_possessive(names, e.seat, start=True), leader=leader_word(e.leader), cell=cell_name(e.cell)
        )
    if isinstance(e, ev.TilePlaced):
        return _("{who} places a {colour} tile on {cell}").format(
            who=names[e.seat], colour=colour_word(e.colour), cell=cell_name(e.cell)
        )
    if isinstance(e, ev.PeasantsRevolt):
        # The off-board farmer only counts as one of the two blue tiles: it stays off the board.
        if e.farmer:
            return _("Peasants' revolt: {who} pays one blue tile (the farmer, off the board, counts as "
                     "the second and stays there) and removes the {colour} tile on {cell}").format(
                who=names[e.seat], colour=colour_word(e.colour), cell=cell_name(e.cell))
        return _("Peasants' revolt: {who} pays two blue tiles and removes the {colour} tile on "
                 "{cell}").format(who=names[e.seat], colour=colour_word(e.colour), cell=cell_name(e.cell))
    if isinstance(e, ev.GreensDiscarded):
        if e.trader:  # as the farmer above: the off-board trader counts, and stays off the board
            return _("{who} pays one green tile (the trader, off the board, counts as the second and "
                     "stays there) to build a pagoda").format(who=names[e.seat])
        return _("{who} pays two green tiles to build a pagoda").format(who=names[e.seat])
    if isinstance(e, ev.PagodaBuilt):
        if e.moved_from:
            return _("{who} moves the {pagoda} from {old} to {cells}").format(
                who=names[e.seat],
                pagoda=pagoda_word(e.colour),
                old=cells_word(e.moved_from),
                cells=cells_word(e.cells),
            )
        return _("{who} builds the {pagoda} on {cells}").format(
            who=names[e.seat], pagoda=pagoda_word(e.colour), cells=cells_word(e.cells)
        )
    if isinstance(e, ev.PagodaDeclined):
        return _("{who} builds no pagoda").format(who=names[e.seat])
    if isinstance(e, ev.PagodaReturned):
        return _("The {pagoda} on {cells} goes back to the supply").format(
            pagoda=pagoda_word(e.colour), cells=cells_word(e.cells)
        )
    if isinstance(e, ev.MarketTaken):
        return _("{who} takes a {colour} tile from the market").format(
            who=names[e.seat], colour=colour_word(e.colour)
        )
    if isinstance(e, ev.MarketDeclined):
        return _("{who} takes nothing from the market").format(who=names[e.seat])
    if isinstance(e, ev.MarketRefilled):
        return ngettext(
            "The market is refilled with {n} tile: {colours}",
            "The market is refilled with {n} tiles: {colours}",
            len(e.colours),
        ).format(n=len(e.colours), colours=listing(colour_word(c) for c in e.colours))
    if isinstance(e, ev.Swapped):
        return npgettext("yangtze", "{who} swaps {n} tile", "{who} swaps {n} tiles", e.count).format(
            who=names[e.seat], n=e.count
        )
    if isinstance(e, ev.Drew):
        return None  # every turn ends with draws; the hand sizes show it
    if isinstance(e, ev.Scored):
        return points_line(e, names, colour_word, reason_word(e.reason))
    if isinstance(e, ev.Unified):
        return _("The tile on {cell} unites kingdoms").format(cell=cell_name(e.cell))
    if isinstance(e, ev.UnificationEnded):
        return None
    if isinstance(e, ev.WarStarted):
        # Each kingdom by the letter the board shows beside it during the war (`war_sides`) and
        # the players whose leaders are in it: never by its first cell, far from its leaders.
        sides = " · ".join(
            _("{kingdom}: {n} red").format(kingdom=kingdom_words(e.kingdoms, e.seats, k, names), n=s)
            for k, s in zip(e.kingdoms, e.strengths, strict=True)
        )
        sides = sides[:1].upper() + sides[1:]  # it starts a sentence, after the "!"
        return pgettext("yangtze", "War over the {leaders}! {sides}").format(
            leaders=listing(leaders_word(c) for c in e.colours), sides=sides
        )
    if isinstance(e, ev.WarSupported):
        if e.kingdom < 0:
            return _("{who} supports no kingdom").format(who=names[e.seat])
        return support_sentence(names[e.seat], kingdom_words(e.sides, e.seats, e.kingdom, names), e.count,
                                e.soldier)
    if isinstance(e, ev.WarTied):
        return _("The war is tied: {kingdoms}").format(
            kingdoms=listing(kingdom_words(e.sides, e.seats, k, names) for k in e.kingdoms)
        )
    if isinstance(e, ev.WarResolved):
        # What it "owes", in plain words: the strongest loser's strength in red, its support first.
        kingdom = kingdom_words(e.kingdoms, e.seats, e.winner, names)
        if e.losses == 0:  # "give up 0 red tiles" read as a misprint: said as nothing to give up
            return _("{kingdom} wins the war, {strengths}. It gives up no red tile: the losers had no "
                     "strength.").format(kingdom=kingdom, strengths=war_tie(war_strengths(e), e))
        return ngettext(
            "{kingdom} wins the war, {strengths}. It must give up {n} red tile, the "
            "strongest loser's strength: the tiles given to it in support first, then its own.",
            "{kingdom} wins the war, {strengths}. It must give up {n} red tiles, the "
            "strongest loser's strength: the tiles given to it in support first, then its own.",
            e.losses,
        ).format(kingdom=kingdom, strengths=war_tie(war_strengths(e), e), n=e.losses)
    if isinstance(e, ev.ConflictStarted):
        return pgettext("yangtze", "Revolt! {whose} {leader} ({sa}) against {owner} ({sd})").format(
            whose=_possessive(names, e.attacker, start=True),
            owner=_possessive(names, e.defender, alone=True),
            leader=leader_word(e.colour),
            sa=e.attacker_strength,
            sd=e.defender_strength,
        )
    if isinstance(e, ev.SupportCommitted):
        if e.bonus:
            return ngettext(
                "{who} commits {n} black tile and the governor",
                "{who} commits {n} black tiles and the governor",
                e.count,
            ).format(who=names[e.seat], n=e.count)
        return ngettext("{who} commits {n} black tile", "{who} commits {n} black tiles", e.count).format(
            who=names[e.seat], n=e.count
        )
    if isinstance(e, ev.ConflictResolved):
        return summary_lines.defender_tie(_("{who} wins the revolt, {w} to {l}").format(
            who=names[e.winner],
            w=max(e.attacker_total, e.defender_total),
            l=min(e.attacker_total, e.defender_total),
        ), e)
    if isinstance(e, ev.TilesRemoved):
        return ngettext(
            "{n} {colour} tile removed ({cells})", "{n} {colour} tiles removed ({cells})", len(e.cells)
        ).format(n=len(e.cells), colour=colour_word(e.colour), cells=cells_word(e.cells))
    if isinstance(e, ev.TurnEnded):
        return None
    if isinstance(e, ev.GameEnded):
        return _("The game ends: {why}").format(why=end_reason(e.reason))
    return None


def war_tie(text: str, e: ev.WarResolved) -> str:
    """A war's result with the reason when the strongest kingdoms tied (the rulings: the
    player whose turn it is names the winner among them)."""
    top = sorted(e.strengths, reverse=True)
    if len(top) < 2 or top[0] != top[1]:
        return text
    return _("{result} (a tie: the player whose turn it was chose the winner)").format(result=text)


def war_strengths(e: ev.WarResolved) -> str:
    """The kingdoms' strengths, the winner's first and then the strongest ("4 : 2"), as a
    revolt's "3 to 2" puts the winner first: beside "kingdom B wins", a "2 : 4" in the
    order the kingdoms were found read as if the winner had less."""
    won = e.kingdoms.index(e.winner)
    rest = sorted((s for i, s in enumerate(e.strengths) if i != won), reverse=True)
    return " : ".join(str(s) for s in [e.strengths[won], *rest])


def kingdom_words(kingdoms, seats, name: int, names) -> str:
    """A warring kingdom as a player sees it: "kingdom A (Bull, Lion)", its letter on the board
    (`war_sides`) and whose leaders are in it, as the war panel says it. `kingdoms`: every
    warring kingdom's first cell in the war's order, `seats` the seats in each (the events'
    fields); `name` the kingdom's first cell. Events without `seats` say the letter alone."""
    kingdoms = list(kingdoms)
    mark = letter_of(kingdoms, name)
    index = kingdoms.index(name) if name in kingdoms else -1
    plain = getattr(names, "plain", names)
    who = listing(plain[seat] for seat in seats[index]) if 0 <= index < len(seats) else ""
    if who:
        return _("kingdom {letter} ({who})").format(letter=mark, who=who)
    return _("kingdom {letter}").format(letter=mark)


def support_sentence(who: str, kingdom: str, count: int, soldier: bool) -> str:
    """ "Bull supports kingdom A (Lion) with 2 red tiles": `kingdom` as `kingdom_words` says it."""
    if soldier and count:
        return ngettext(
            "{who} supports {kingdom} with {n} red tile and the soldier",
            "{who} supports {kingdom} with {n} red tiles and the soldier",
            count,
        ).format(who=who, kingdom=kingdom, n=count)
    if soldier:
        return _("{who} supports {kingdom} with the soldier").format(who=who, kingdom=kingdom)
    return ngettext(
        "{who} supports {kingdom} with {n} red tile", "{who} supports {kingdom} with {n} red tiles", count
    ).format(who=who, kingdom=kingdom, n=count)


def end_reason(reason: str | None) -> str:
    return _("a player had to draw from an empty bag")


def reason_word(reason: str) -> str:
    words = {
        "pagoda": _("pagoda"),
        "revolt": pgettext("yangtze", "revolt"),
        "war": pgettext("yangtze", "war"),
    }
    return words.get(reason, pgettext("yangtze", "tile"))


def describe_scores(events: list, names) -> str:
    """Several points of one seat for one reason in a row (a turn's end), in one sentence."""
    reason = events[0].reason
    why = {"pagoda": _("pagodas")}.get(reason) or reason_word(reason)
    return scores_sentence(events, names, colour_word, 5, why)


def quiet_decision(notation: str, who: str) -> str | None:
    """A decision no event tells of, in words; None: the log's plain "who: notation"."""
    if notation == "done":
        return _("{who} ends the blue chain").format(who=who)
    return None


def summary(entries: list, person: int, names) -> list[tuple[str, bool]]:
    """ "Since your last turn" for `person`: (sentence, important) pairs, their losses first,
    then in the order it happened the answers the window gave for them and the others' moves
    (tiles and leaders placed, moved, taken off or lost, revolts, wars, pagodas, peasants'
    revolts, market picks, swaps as a count), each turn's points at its end (all public)."""

    def loss(e: ev.LeaderRemoved) -> str:
        return pgettext("yangtze", "Your {leader} on {cell} was removed ({why})").format(
            leader=leader_word(e.leader), cell=cell_name(e.cell), why=_removed_why(e.reason)
        )

    return summary_lines.summary(
        entries, person, names, 5, colour_word, ev.LeaderRemoved, ev.WITHDRAWN, ev.Scored, loss,
        forced_line, _move_line,
    )


def _removed_why(reason: str) -> str:
    return {
        ev.LOST_REVOLT: pgettext("yangtze", "lost a revolt"),
        ev.LOST_WAR: pgettext("yangtze", "lost a war"),
        ev.NO_BLACK: _("no black tile left beside it"),
    }.get(reason, "")


def _move_line(e: ev.Event, person: int, names) -> tuple[str, bool] | None:
    """One of the others' moves (or what came of it) for the summary; None for what it leaves
    out (the person's own pieces, the draws, the supports: the war's line counts them)."""
    seat = getattr(e, "seat", -1)
    if isinstance(e, ev.ConflictResolved):
        return (
            summary_lines.defender_tie(
                _("Revolt of the {leaders}: {winner} won {w} to {l} against {loser}").format(
                    leaders=leaders_word(e.colour),
                    winner=names[e.winner],
                    w=max(e.attacker_total, e.defender_total),
                    l=min(e.attacker_total, e.defender_total),
                    loser=names[e.loser],
                ),
                e,
            ),
            e.loser == person,
        )
    if isinstance(e, ev.WarResolved):
        return (
            war_tie(_("War on the board: {kingdom} won ({strengths})").format(
                kingdom=kingdom_words(e.kingdoms, e.seats, e.winner, names), strengths=war_strengths(e)
            ), e),
            False,
        )
    if seat == person or seat < 0:
        return None
    who = names[seat]
    if isinstance(e, ev.TilePlaced):
        text = _("{who} placed a {colour} tile on {cell}").format(
            who=who, colour=colour_word(e.colour), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderPlaced) and e.from_cell < 0:
        text = pgettext("yangtze", "{who} placed the {leader} on {cell}").format(
            who=who, leader=leader_word(e.leader), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderPlaced):
        text = pgettext("yangtze", "{who} moved the {leader} from {old} to {cell}").format(
            who=who, leader=leader_word(e.leader), old=cell_name(e.from_cell), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderRemoved) and e.reason == ev.WITHDRAWN:
        text = _("{who} took the {leader} off {cell}").format(
            who=who, leader=leader_word(e.leader), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderRemoved):
        text = pgettext("yangtze", "{who} lost the {leader} on {cell} ({why})").format(
            who=who, leader=leader_word(e.leader), cell=cell_name(e.cell), why=_removed_why(e.reason)
        )
    elif isinstance(e, ev.PagodaBuilt) and e.moved_from:
        text = _("{who} moved the {pagoda} from {old} to {cells}").format(
            who=who, pagoda=pagoda_word(e.colour), old=cells_word(e.moved_from), cells=cells_word(e.cells)
        )
    elif isinstance(e, ev.PagodaBuilt):
        text = _("{who} built the {pagoda} on {cells}").format(
            who=who, pagoda=pagoda_word(e.colour), cells=cells_word(e.cells)
        )
    elif isinstance(e, ev.PeasantsRevolt):
        text = _("{who} removed the {colour} tile on {cell} (peasants' revolt)").format(
            who=who, colour=colour_word(e.colour), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.MarketTaken):
        text = _("{who} took a {colour} tile from the market").format(who=who, colour=colour_word(e.colour))
    elif isinstance(e, ev.Swapped):
        text = npgettext("yangtze", "{who} swapped {n} tile", "{who} swapped {n} tiles", e.count).format(
            who=who, n=e.count
        )
    else:
        return None
    return text, False


def forced_line(entry) -> str:
    for e in entry.events:
        if isinstance(e, ev.SupportCommitted):
            return _("You had no black tile: the window committed none for you")
        if isinstance(e, ev.WarSupported):
            return _("You had nothing to support with: the window passed for you")
    words = entry.action.split()
    if words == ["done"]:
        return _("Your blue chain could go no further: the window ended it for you")
    if len(words) == 2 and words[0] == "lose":
        return _(
            "The red tile on {cell} was the only one left to remove: the window removed it for you"
        ).format(cell=words[1])
    return summary_lines.only_choice(entry)


def forced_log_line(entry, names) -> str | None:
    """The log's line after a decision the window made for a person: why no one was asked (the
    ends of a blue chain and a last red tile are told by the log already)."""
    for e in entry.events:
        if isinstance(e, ev.SupportCommitted):
            return _("{who} had no black tile to commit: no one was asked").format(who=names[entry.decider])
        if isinstance(e, ev.WarSupported):
            return _("{who} had nothing to support with: no one was asked").format(who=names[entry.decider])
    return None


# This game's sentences, named for the shell as the other game's `words.py` names its own.
class YangtzeWords:
    """The words the shell asks of a game (`presentation.Words`)."""

    dynasty_title = staticmethod(dynasty_title)
    describe = staticmethod(describe)
    describe_scores = staticmethod(describe_scores)
    summary = staticmethod(summary)
    quiet_decision = staticmethod(quiet_decision)
    forced_log_line = staticmethod(forced_log_line)


WORDS = YangtzeWords()
