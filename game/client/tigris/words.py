"""Tigris & Euphrates in words: the names of the pieces and dynasties, one
sentence per event for the log, and the lines of the "since your last turn"
summary. The log is public, so drawn and swapped tiles are counted, never
named. No pygame here (the session names seats with it)."""

from __future__ import annotations

from game.engine.grid import cell_name
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import MONUMENTS

from .. import summary_lines
from ..i18n import N_, _, ngettext
from ..score_words import scores_sentence
from ..summary_lines import points_line
from .variant_words import VARIANT_EVENTS, describe_variant, reason_words, summary_line

COLOUR_WORDS = (N_("black"), N_("red"), N_("blue"), N_("green"))
TILE_WORDS = (N_("settlement"), N_("temple"), N_("farm"), N_("market"))
LEADER_WORDS = (N_("king"), N_("priest"), N_("farmer"), N_("trader"))
LEADER_PLURALS = (N_("kings"), N_("priests"), N_("farmers"), N_("traders"))
DYNASTY_TITLES = {"bull": N_("Bull"), "lion": N_("Lion"), "archer": N_("Archer"), "potter": N_("Potter")}


def colour_word(colour: int) -> str:
    return _(COLOUR_WORDS[colour])


def tile_word(colour: int) -> str:
    return _(TILE_WORDS[colour])


def leader_word(colour: int) -> str:
    return _(LEADER_WORDS[colour])


def leaders_word(colour: int) -> str:
    return _(LEADER_PLURALS[colour])


def dynasty_title(dynasty: str) -> str:
    return _(DYNASTY_TITLES.get(dynasty, dynasty.title()))


def monument_words(index: int) -> str:
    a, b = MONUMENTS[index]
    return _("{a}-{b}").format(a=colour_word(a), b=colour_word(b))


def _possessive(names, seat: int, start: bool = False, alone: bool = False) -> str:
    """Whose: "your" / "Bull's" (`names.Names`); a plain list of names says "Bull's"."""
    possessive = getattr(names, "possessive", None)
    return possessive(seat, start, alone) if possessive else _("{name}'s").format(name=names[seat])


def describe(event: ev.Event, names: list[str], you: int = -1) -> str | None:
    """A sentence for the log, or None for events the log leaves out. `you`:
    the seat of the only person at the screen, whose turn is "your turn"."""
    e = event
    if isinstance(e, ev.TurnStarted):
        if e.seat == you:
            return _("— Your turn —")
        return _("— {who}'s turn —").format(who=getattr(names, "plain", names)[e.seat])
    if isinstance(e, ev.LeaderPlaced):
        if e.from_cell < 0:
            return _("{who} places the {leader} on {cell}").format(
                who=names[e.seat], leader=leader_word(e.leader), cell=cell_name(e.cell)
            )
        return _("{who} moves the {leader} from {old} to {cell}").format(
            who=names[e.seat],
            leader=leader_word(e.leader),
            old=cell_name(e.from_cell),
            cell=cell_name(e.cell),
        )
    if isinstance(e, ev.LeaderRemoved):
        if e.reason == ev.WITHDRAWN:
            return _("{who} withdraws the {leader} from {cell}").format(
                who=names[e.seat], leader=leader_word(e.leader), cell=cell_name(e.cell)
            )
        # The player's own leader has sentences of its own: languages put "your" and "Bull's"
        # in different places ("Ваш царь…", "Царь игрока Бык…").
        template = {
            ev.LOST_REVOLT: _("{whose} {leader} on {cell} loses the revolt and leaves"),
            ev.LOST_WAR: _("{whose} {leader} on {cell} loses the war and leaves"),
            ev.NO_TEMPLE: _("{whose} {leader} on {cell} has no temple left and leaves"),
        }[e.reason] if e.seat != getattr(names, "you", -1) else {
            ev.LOST_REVOLT: _("Your {leader} on {cell} loses the revolt and leaves"),
            ev.LOST_WAR: _("Your {leader} on {cell} loses the war and leaves"),
            ev.NO_TEMPLE: _("Your {leader} on {cell} has no temple left and leaves"),
        }[e.reason]
        return template.format(
            whose=_possessive(names, e.seat, start=True), leader=leader_word(e.leader), cell=cell_name(e.cell)
        )
    if isinstance(e, ev.TilePlaced):
        return _("{who} places a {colour} {tile} on {cell}").format(
            who=names[e.seat],
            colour=colour_word(e.colour),
            tile=tile_word(e.colour),
            cell=cell_name(e.cell),
        )
    if isinstance(e, ev.CatastrophePlaced):
        if e.destroyed >= 0:
            return _("{who} strikes {cell} with a catastrophe, destroying a {colour} tile").format(
                who=names[e.seat], cell=cell_name(e.cell), colour=colour_word(e.destroyed)
            )
        return _("{who} places a catastrophe on {cell}").format(who=names[e.seat], cell=cell_name(e.cell))
    if isinstance(e, ev.Swapped):
        return ngettext("{who} swaps {n} tile", "{who} swaps {n} tiles", e.count).format(
            who=names[e.seat], n=e.count
        )
    if isinstance(e, ev.Drew):
        return None  # every turn ends with draws; the hand sizes show it
    if isinstance(e, ev.Scored):
        return points_line(e, names, colour_word, reason_word(e.reason))
    if isinstance(e, ev.Unified):
        return _("The tile on {cell} unites two kingdoms").format(cell=cell_name(e.cell))
    if isinstance(e, ev.UnificationEnded):
        return None
    if isinstance(e, ev.ConflictStarted):
        if e.kind == ev.REVOLT:
            return _("Revolt! {whose} {leader} ({sa}) against {owner} ({sd})").format(
                whose=_possessive(names, e.attacker, start=True),
                owner=_possessive(names, e.defender, alone=True),
                leader=leader_word(e.colour),
                sa=e.attacker_strength,
                sd=e.defender_strength,
            )
        return _("War of the {leaders}! {a} {sa} : {sd} {d}").format(
            a=names[e.attacker],
            d=names[e.defender],
            leaders=leaders_word(e.colour),
            sa=e.attacker_strength,
            sd=e.defender_strength,
        )
    if isinstance(e, ev.SupportCommitted):
        return ngettext(
            "{who} commits {n} {colour} tile", "{who} commits {n} {colour} tiles", e.count
        ).format(who=names[e.seat], n=e.count, colour=colour_word(e.colour))
    if isinstance(e, ev.ConflictResolved):
        kind = _("revolt") if e.kind == ev.REVOLT else _("war")
        return summary_lines.defender_tie(_("{who} wins the {kind}, {w} to {l}").format(
            who=names[e.winner], kind=kind, w=winner_total(e), l=loser_total(e)
        ), e)
    if isinstance(e, ev.TilesRemoved):
        return ngettext("{n} {colour} tile removed", "{n} {colour} tiles removed", len(e.cells)).format(
            n=len(e.cells), colour=colour_word(e.colour)
        )
    if isinstance(e, ev.MonumentBuilt):
        return _("{who} builds the {monument} monument on {cell}").format(
            who=names[e.seat], monument=monument_words(e.monument), cell=cell_name(e.top_left)
        )
    if isinstance(e, ev.MonumentDeclined):
        return _("{who} builds no monument").format(who=names[e.seat])
    if isinstance(e, ev.TreasureTaken):
        return _("{who} takes the treasure on {cell}").format(who=names[e.seat], cell=cell_name(e.cell))
    if isinstance(e, ev.TurnEnded):
        return None
    if isinstance(e, ev.GameEnded):
        return _("The game ends: {why}").format(why=end_reason(e.reason))
    if isinstance(e, VARIANT_EVENTS):
        return describe_variant(e, names)
    return None


def describe_scores(events: list, names) -> str:
    """Several points of one seat for one reason in a row (a turn's end), in one sentence."""
    reason = events[0].reason
    why = {"monument": _("monuments")}.get(reason) or reason_word(reason)
    return scores_sentence(events, names, colour_word, 4, why)


def quiet_decision(notation: str, who: str) -> str | None:
    """A decision no event tells of, in words; None: the log's plain "who: notation"
    (every such decision of this game but "pass", which the log says itself)."""
    return None


def end_reason(reason: str) -> str:
    return _("only two treasures are left") if reason == "treasures" else _("the bag cannot supply the tiles")


def reason_word(reason: str) -> str:
    return {
        "monument": _("monument"),
        "revolt": _("revolt"),
        "war": _("war"),
        **reason_words(),
    }.get(reason, _("tile"))


def winner_total(e: ev.ConflictResolved) -> int:
    """The winner's strength (the attacker wins only when stronger, so the larger total)."""
    return max(e.attacker_total, e.defender_total)


def loser_total(e: ev.ConflictResolved) -> int:
    return min(e.attacker_total, e.defender_total)


def summary(entries: list, person: int, names) -> list[tuple[str, bool]]:
    """ "Since your last turn" for `person`: (sentence, important) pairs, their losses first,
    then in the order it happened the answers the window gave for them and the others' moves
    (tiles and leaders placed, moved, withdrawn or lost, catastrophes, conflicts and who won,
    monuments, treasures, swaps as a count), each turn's points at its end (all public)."""

    def loss(e: ev.LeaderRemoved) -> str:
        return _("Your {leader} on {cell} was removed ({why})").format(
            leader=leader_word(e.leader), cell=cell_name(e.cell), why=_removed_why(e.reason)
        )

    return summary_lines.summary(
        entries, person, names, 4, colour_word, ev.LeaderRemoved, ev.WITHDRAWN, ev.Scored, loss,
        forced_line, _move_line,
    )


def _removed_why(reason: str) -> str:
    return {
        ev.LOST_REVOLT: _("lost a revolt"),
        ev.LOST_WAR: _("lost a war"),
        ev.NO_TEMPLE: _("no temple left"),
    }.get(reason, "")


def _move_line(e: ev.Event, person: int, names) -> tuple[str, bool] | None:
    """One of the others' moves (or what came of it) for the summary; None for what it leaves
    out (the person's own pieces, the draws, the tiles committed: the conflict's line counts them)."""
    seat = getattr(e, "seat", -1)
    if isinstance(e, ev.ConflictResolved):
        kind = _("Revolt") if e.kind == ev.REVOLT else _("War")
        return (
            summary_lines.defender_tie(
                _("{kind} of the {leaders}: {winner} won {w} to {l} against {loser}").format(
                    kind=kind, leaders=leaders_word(e.colour), winner=names[e.winner],
                    w=winner_total(e), l=loser_total(e), loser=names[e.loser],
                ),
                e,
            ),
            e.loser == person,
        )
    if isinstance(e, ev.MonumentBuilt):
        return (
            _("{who} built the {monument} monument on {cell}").format(
                who=names[e.seat], monument=monument_words(e.monument), cell=cell_name(e.top_left)
            ),
            False,
        )
    if isinstance(e, (ev.WonderBuilt, ev.BuildingPlaced)) and seat != person:
        return summary_line(e, names), False
    if seat == person or seat < 0:
        return None
    if isinstance(e, ev.TilePlaced):
        text = _("{who} placed a {colour} {tile} on {cell}").format(
            who=names[seat], colour=colour_word(e.colour), tile=tile_word(e.colour), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderPlaced) and e.from_cell < 0:
        text = _("{who} placed the {leader} on {cell}").format(
            who=names[seat], leader=leader_word(e.leader), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderPlaced):
        text = _("{who} moved the {leader} from {old} to {cell}").format(
            who=names[seat], leader=leader_word(e.leader), old=cell_name(e.from_cell), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderRemoved) and e.reason == ev.WITHDRAWN:
        text = _("{who} withdrew the {leader} from {cell}").format(
            who=names[seat], leader=leader_word(e.leader), cell=cell_name(e.cell)
        )
    elif isinstance(e, ev.LeaderRemoved):
        text = _("{who} lost the {leader} on {cell} ({why})").format(
            who=names[seat], leader=leader_word(e.leader), cell=cell_name(e.cell), why=_removed_why(e.reason)
        )
    elif isinstance(e, ev.CatastrophePlaced):
        text = _("{who} placed a catastrophe on {cell}").format(who=names[seat], cell=cell_name(e.cell))
    elif isinstance(e, ev.TreasureTaken):
        text = _("{who} took the treasure on {cell}").format(who=names[seat], cell=cell_name(e.cell))
    elif isinstance(e, ev.Swapped):
        text = ngettext("{who} swapped {n} tile", "{who} swapped {n} tiles", e.count).format(
            who=names[seat], n=e.count
        )
    else:
        return None
    return text, False


def _support_shortfall(entry) -> tuple[int, int, int, int] | None:
    """Why a forced commitment of nothing was the only one, from the state before it:
    (colour, tiles held, tiles the rules asked for, strength to reach); the asked-for count is
    0 when the defender needed none (its strength already ties). None without that state."""
    state = entry.before
    conflict = getattr(state, "conflict", None) if state is not None else None
    if conflict is None:
        return None
    colour = conflict.support_colour
    held = state.hands[entry.decider * len(COLOUR_WORDS) + colour]
    if conflict.attacker_commit < 0:  # the attacker: measured support asks to beat the defence
        least = max(1, conflict.defender_base - conflict.attacker_base + 1)
        return colour, held, least, conflict.defender_base
    total = conflict.attacker_base + conflict.attacker_commit
    return colour, held, max(0, total - conflict.defender_base), total


def _commit_line(entry, e: ev.SupportCommitted) -> str:
    """The summary's line for a commitment the window made: the true reason it was the only one."""
    short = _support_shortfall(entry)
    if short is None or short[1] == 0:
        return _("You had no {colour} tile: the window committed none for you").format(
            colour=colour_word(e.colour)
        )
    colour, held, needed, strength = short
    if needed == 0:
        return _(
            "Committing could not change the result: your strength already held against the "
            "attack's {n} (ties go to the defender)"
        ).format(n=strength)
    if entry.before.conflict.attacker_commit < 0:
        text = ngettext(
            "Committing could not change the result: you needed {n} {colour} tile to beat the "
            "defence's {strength} (measured support) and held {held}",
            "Committing could not change the result: you needed {n} {colour} tiles to beat the "
            "defence's {strength} (measured support) and held {held}",
            needed,
        )
    else:
        text = ngettext(
            "Committing could not change the result: you needed exactly {n} {colour} tile to tie "
            "the attack's {strength} (measured support) and held {held}",
            "Committing could not change the result: you needed exactly {n} {colour} tiles to tie "
            "the attack's {strength} (measured support) and held {held}",
            needed,
        )
    return text.format(n=needed, colour=colour_word(colour), strength=strength, held=held)


def forced_log_line(entry, names) -> str | None:
    """The log's line after a decision the window made for a person: why no one was asked."""
    for e in entry.events:
        if isinstance(e, ev.SupportCommitted):
            short = _support_shortfall(entry)
            who = names[entry.decider]
            if short is None or short[1] == 0:
                return _("{who} had no {colour} tile to commit: no one was asked").format(
                    who=who, colour=colour_word(e.colour)
                )
            if short[2] == 0:
                return _("{who} needed no support: ties go to the defender").format(who=who)
            return ngettext(
                "{who} could not commit enough: {n} {colour} tile was needed (measured support)",
                "{who} could not commit enough: {n} {colour} tiles were needed (measured support)",
                short[2],
            ).format(who=who, n=short[2], colour=colour_word(short[0]))
    return None


def forced_line(entry) -> str:
    for e in entry.events:
        if isinstance(e, ev.SupportCommitted):
            return _commit_line(entry, e)
        if isinstance(e, ev.TreasureTaken):
            return _("The treasure on {cell} was taken for you: the only one you could take").format(
                cell=cell_name(e.cell)
            )
    return summary_lines.only_choice(entry)


# This game's sentences, named for the shell as the other game's `words.py` names its own.
class TigrisWords:
    """The words the shell asks of a game (`presentation.Words`)."""

    dynasty_title = staticmethod(dynasty_title)
    describe = staticmethod(describe)
    describe_scores = staticmethod(describe_scores)
    summary = staticmethod(summary)
    quiet_decision = staticmethod(quiet_decision)
    forced_log_line = staticmethod(forced_log_line)


WORDS = TigrisWords()
