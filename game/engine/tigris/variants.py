"""The optional variants of Tigris & Euphrates: measured support, the wonder and
civilization buildings, as `../shared/rules/tigris-euphrates.md` ("Optional
variants: the details") rules them; the points it leaves open are settled in
`docs/rules.md`.

A variant is a setting of one game, held by its `State`: `state.variants` (a
frozen `Variants`; `NO_VARIANTS` when none is on, and then the engine takes
exactly the paths it took before the variants existed) and
`state.variant_pieces` (the pieces they add: the wonder and the four
buildings, a `VariantPieces` that is replaced, never changed, so copies share
it); both are data in `variant_data.py`. `state.py` calls in here only where a
variant changes something, and goes on itself with what these return (they see
the state as a `protocols.StateLike`, and never call back into it):

* after a tile's point (or its wars), `after_tile` names the building question,
  else the wonder question; with neither, the state asks the monument question;
* in a conflict, measured support's legal commitments (`measured_commits`);
* the new decisions' legal lists (`legal`), the building and wonder questions'
  answers (`answer`: the next question), and what is pending in words (`describe`);
  building the wonder (`wonder.py`) and its end-of-turn point the state carries out.
"""

from __future__ import annotations

from ..grid import cell_name
from ..legal import LegalActions
from . import events as ev
from .actions import (
    BUILDING,
    COMMIT,
    NO_BUILDING,
    NO_BUILDING_ACTION,
    NO_WONDER,
    NO_WONDER_ACTION,
    WONDER,
    WONDER_POINT,
    Action,
)
from .buildings import building_options, place_building
from .phases import BUILDING_PHASE, WONDER_PHASE, WONDER_POINT_PHASE
from .pieces import COLOUR_NAMES, COLOURS, N_COLOURS
from .protocols import StateLike
from .variant_data import NO_PIECES, NO_VARIANTS, VARIANT_NAMES, VariantPieces, Variants
from .wonder import wonder_centres

# The data lives below the state (`variant_data.py`); it is found here too.
__all__ = [
    "NO_PIECES", "NO_VARIANTS", "VARIANT_NAMES", "VariantPieces", "Variants",
    "after_tile", "answer", "describe", "legal", "measured_commits",
]


# ------------------------------------------------------------ the questions after a tile

def after_tile(state: StateLike, colour: int = -1) -> int | None:
    """The placed tile's point, or its wars, are done: the phase of the next question, the
    building's, else the wonder's (each asked only when it has an answer but "no"); None
    when neither is, and the monument's comes next."""
    if colour < 0:
        colour = state.tile_at(state.placed)
    if colour >= 0 and state.variants.buildings and building_options(state, colour):
        return BUILDING_PHASE
    return offer_wonder(state, colour)


def offer_wonder(state: StateLike, colour: int) -> int | None:
    if (colour >= 0 and state.variants.wonder and state.variant_pieces.wonder < 0
            and wonder_centres(state)):
        return WONDER_PHASE
    return None


# ------------------------------------------------------------------- legal decisions

def measured_commits(state: StateLike) -> list[Action]:
    """Measured support: nothing, or enough to matter — the attacker more than the
    defender's base, the defender exactly what ties the attack (rulings, points 2 and 3)."""
    c = state.pending_conflict
    have = state.hands[state.to_move * N_COLOURS + c.support_colour]
    if c.attacker_commit < 0:
        least = max(1, c.defender_base - c.attacker_base + 1)
        return [Action(COMMIT, 0)] + [Action(COMMIT, n) for n in range(least, have + 1)]
    tie = c.attacker_base + c.attacker_commit - c.defender_base
    return [Action(COMMIT, 0)] + ([Action(COMMIT, tie)] if 1 <= tie <= have else [])


def legal(state: StateLike) -> LegalActions:
    """The legal decisions of the variants' own phases."""
    phase = state.phase
    if phase == BUILDING_PHASE:
        colour = state.tile_at(state.placed)
        return LegalActions([], [Action(BUILDING, colour, cell)
                                 for cell in building_options(state, colour)] + [NO_BUILDING_ACTION])
    if phase == WONDER_PHASE:
        return LegalActions([], [Action(WONDER, -1, cell) for cell in wonder_centres(state)]
                            + [NO_WONDER_ACTION])
    if phase == WONDER_POINT_PHASE:
        return LegalActions([], list(WONDER_POINT_ACTIONS))
    return LegalActions([], [])


# ------------------------------------------------------------------------- decisions

def answer(state: StateLike, action: Action, events: list[ev.Event] | None) -> int | None:
    """Carry out an answer to the building or the wonder question (known to be legal):
    the next question's phase as `after_tile` gives it (None: the monument's)."""
    kind = action[0]
    if kind == BUILDING:
        place_building(state, action.value, action[2], events)
        return offer_wonder(state, action.value)
    if kind == NO_BUILDING:
        colour = state.tile_at(state.placed)
        if events is not None:
            events.append(ev.BuildingDeclined(state.active, colour))
        return offer_wonder(state, colour)
    if kind == NO_WONDER:
        if events is not None:
            events.append(ev.WonderDeclined(state.active))
        return None
    raise ValueError(f"unknown action kind {kind}")


def describe(state: StateLike) -> str:
    """What is pending in the variants' phases, in a short sentence."""
    who = f"seat {state.to_move}"
    if state.phase == BUILDING_PHASE:
        colour = COLOUR_NAMES[state.tile_at(state.placed)]
        return f"{who} may put the {colour} building on a line through {_name(state.placed)}"
    if state.phase == WONDER_PHASE:
        return f"{who} may build the wonder on a plus with {_name(state.placed)}"
    return f"{who} takes the wonder's point in a colour of their choice"


def _name(cell: int) -> str:
    return cell_name(cell)


WONDER_POINT_ACTIONS = tuple(Action(WONDER_POINT, colour) for colour in COLOURS)
