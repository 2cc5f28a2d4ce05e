"""The optional variants in words (no pygame): their names and explanations on the new-game
screen, the log's sentences for their events, the wording of their decisions.

The engine's names of the variants ("measured-support", "wonder", "buildings") are the
keys; their order is the engine's (`VARIANT_NAMES`)."""

from __future__ import annotations

from game.engine.grid import cell_name
from game.engine.tigris import events as ev
from game.engine.tigris.variants import VARIANT_NAMES

from ..i18n import N_, _

# The colours' words (the same messages as words.py's, which imports this module).
_COLOURS = (N_("black"), N_("red"), N_("blue"), N_("green"))


def colour_word(colour: int) -> str:
    return _(_COLOURS[colour])


# A short name (buttons) and one or two sentences (the explanation box, the rules).
VARIANT_TITLES = {
    "measured-support": N_("Measured support"),
    "wonder": N_("Wonder"),
    "buildings": N_("Civilization buildings"),
}
SHORT_TITLES = {
    "measured-support": N_("Support"),
    "wonder": N_("Wonder"),
    "buildings": N_("Buildings"),
}
VARIANT_ABOUT = {
    "measured-support": N_(
        "Measured support: in a revolt or a war you add no tiles, or enough to change the result: "
        "the attacker enough to be stronger than the defender alone, the defender exactly enough "
        "to draw level (a tie goes to the defender)."
    ),
    "wonder": N_(
        "Wonder: five face-up tiles of one colour in a plus build a seventh monument; a king in "
        "its kingdom takes a point of any colour every turn."
    ),
    "buildings": N_(
        "Civilization buildings: a line of three tiles of a colour raises its building; each tile "
        "of that colour scored in its kingdom earns a second point."
    ),
}

VARIANT_EVENTS = (ev.BuildingPlaced, ev.BuildingDeclined, ev.BuildingReturned, ev.WonderBuilt,
                  ev.WonderDeclined)

def canonical(names: object) -> tuple[str, ...]:
    """Known variant names from a setting, in the engine's order (anything else dropped)."""
    if not isinstance(names, (list, tuple)):
        return ()
    return tuple(name for name in VARIANT_NAMES if name in names)


def describe_variant(e: ev.Event, names) -> str | None:
    """The log's sentence for one of the variants' events."""
    if isinstance(e, ev.BuildingPlaced):
        if e.from_cell < 0:
            return _("{who} raises the {colour} building on {cell}").format(
                who=names[e.seat], colour=colour_word(e.colour), cell=cell_name(e.cell))
        return _("{who} moves the {colour} building from {old} to {cell}").format(
            who=names[e.seat], colour=colour_word(e.colour), old=cell_name(e.from_cell),
            cell=cell_name(e.cell))
    if isinstance(e, ev.BuildingDeclined):
        return _("{who} leaves the {colour} building where it is").format(
            who=names[e.seat], colour=colour_word(e.colour))
    if isinstance(e, ev.BuildingReturned):
        return _("The {colour} building on {cell} goes back to the supply").format(
            colour=colour_word(e.colour), cell=cell_name(e.cell))
    if isinstance(e, ev.WonderBuilt):
        return _("{who} builds the wonder on {cell}").format(who=names[e.seat], cell=cell_name(e.cell))
    if isinstance(e, ev.WonderDeclined):
        return _("{who} builds no wonder").format(who=names[e.seat])
    return None


def reason_words() -> dict[str, str]:
    """The reasons of the variants' points, for "scores 1 red point (…)"."""
    return {"building": _("building"), "wonder": _("wonder")}


def preview_lines(events: list, pending: str | None, seat: int, names) -> list[str]:
    """A tile's hover preview, the variants' part: a building's second point, and the
    questions the tile would ask (from the engine applying it to a copy)."""
    lines = []
    for e in events:
        if isinstance(e, ev.Scored) and e.reason == "building":
            who = _("you") if e.seat == seat else names[e.seat]
            text = _("+1 {colour} point for {who} (building)")
            lines.append(text.format(colour=colour_word(e.colour), who=who))
    if pending == "building":
        lines.append(_("Makes a line of three: you may raise a building"))
    elif pending == "wonder":
        lines.append(_("Completes a plus: you may build the wonder"))
    return lines


def summary_line(e: ev.WonderBuilt | ev.BuildingPlaced, names) -> str:
    """The "since your last turn" line for the wonder built or a building raised or moved."""
    if isinstance(e, ev.WonderBuilt):
        return _("{who} built the wonder on {cell}").format(who=names[e.seat], cell=cell_name(e.cell))
    return _("{who} put the {colour} building on {cell}").format(
        who=names[e.seat], colour=colour_word(e.colour), cell=cell_name(e.cell))
