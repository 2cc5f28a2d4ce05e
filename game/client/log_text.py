"""The game log in words: one sentence per event, through the translation
function. The log is public, so drawn and swapped tiles are counted, never
named."""

from __future__ import annotations

from game.engine.grid import cell_name
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import MONUMENTS

from .i18n import N_, _, ngettext

COLOUR_WORDS = (N_("black"), N_("red"), N_("blue"), N_("green"))
TILE_WORDS = (N_("settlement"), N_("temple"), N_("farm"), N_("market"))
LEADER_WORDS = (N_("king"), N_("priest"), N_("farmer"), N_("trader"))
LEADER_PLURALS = (N_("kings"), N_("priests"), N_("farmers"), N_("traders"))


def colour_word(colour: int) -> str:
    return _(COLOUR_WORDS[colour])


def leader_word(colour: int) -> str:
    return _(LEADER_WORDS[colour])


def monument_words(index: int) -> str:
    a, b = MONUMENTS[index]
    return _("{a}-{b}").format(a=colour_word(a), b=colour_word(b))


def describe(event: ev.Event, names: list[str], you: int = -1) -> str | None:
    """A sentence for the log, or None for events the log leaves out. `you`:
    the seat of the only person at the screen, whose turn is "your turn"."""
    e = event
    if isinstance(e, ev.TurnStarted):
        if e.seat == you:
            return _("— Your turn —")
        return _("— {who}'s turn —").format(who=names[e.seat])
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
        template = {
            ev.WITHDRAWN: _("{who} withdraws the {leader} from {cell}"),
            ev.LOST_REVOLT: _("{who}'s {leader} on {cell} loses the revolt and leaves"),
            ev.LOST_WAR: _("{who}'s {leader} on {cell} loses the war and leaves"),
            ev.NO_TEMPLE: _("{who}'s {leader} on {cell} has no temple left and leaves"),
        }[e.reason]
        return template.format(who=names[e.seat], leader=leader_word(e.leader), cell=cell_name(e.cell))
    if isinstance(e, ev.TilePlaced):
        return _("{who} places a {colour} {tile} on {cell}").format(
            who=names[e.seat],
            colour=colour_word(e.colour),
            tile=_(TILE_WORDS[e.colour]),
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
        if e.reason == "monument":
            why = _("monument")
        elif e.reason == "revolt":
            why = _("revolt")
        elif e.reason == "war":
            why = _("war")
        else:
            why = _("tile")
        return ngettext(
            "{who} scores {n} {colour} point ({why})", "{who} scores {n} {colour} points ({why})", e.points
        ).format(who=names[e.seat], n=e.points, colour=colour_word(e.colour), why=why)
    if isinstance(e, ev.Unified):
        return _("The tile on {cell} unites two kingdoms").format(cell=cell_name(e.cell))
    if isinstance(e, ev.UnificationEnded):
        return None
    if isinstance(e, ev.ConflictStarted):
        if e.kind == ev.REVOLT:
            template = _("Revolt! {a}'s {leader} ({sa}) against {d}'s ({sd})")
        else:
            template = _("War of the {leaders}! {a} ({sa}) against {d} ({sd})")
        return template.format(
            a=names[e.attacker],
            d=names[e.defender],
            leader=leader_word(e.colour),
            leaders=_(LEADER_PLURALS[e.colour]),
            sa=e.attacker_strength,
            sd=e.defender_strength,
        )
    if isinstance(e, ev.SupportCommitted):
        return ngettext(
            "{who} commits {n} {colour} tile", "{who} commits {n} {colour} tiles", e.count
        ).format(who=names[e.seat], n=e.count, colour=colour_word(e.colour))
    if isinstance(e, ev.ConflictResolved):
        kind = _("revolt") if e.kind == ev.REVOLT else _("war")
        return _("{who} wins the {kind}, {a} to {d}").format(
            who=names[e.winner], kind=kind, a=e.attacker_total, d=e.defender_total
        )
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
        why = (
            _("only two treasures are left")
            if e.reason == "treasures"
            else _("the bag cannot supply the tiles")
        )
        return _("The game ends: {why}").format(why=why)
    return None
