"""The optional variants of Tigris & Euphrates: measured support, the wonder and
civilization buildings, as `../shared/rules/tigris-euphrates.md` ("Optional
variants: the details") rules them; the points it leaves open are settled in
`docs/rules.md`.

A variant is a setting of one game, held by its `State`: `state.variants` (a
frozen `Variants`; `NO_VARIANTS` when none is on, and then the engine takes
exactly the paths it took before the variants existed) and
`state.variant_pieces` (the pieces they add: the wonder and the four
buildings, a `VariantPieces` that is replaced, never changed, so copies share
it). `state.py` calls in here only where a variant changes something:

* after a tile's point (or its wars), `after_tile` asks the building question,
  then the wonder question, then the monument question (`state._monument_check`);
* at the end of a turn, `state._end_turn` asks for the wonder's point (`wonder.py`);
* in a conflict, measured support's legal commitments (`measured_commits`);
* the new decisions' legal lists (`legal`), their effects (`step`), and what is
  pending in words (`describe`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

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
from .wonder import build_wonder, wonder_centres

if TYPE_CHECKING:
    from .state import State

# The variants' names in files and on the command line, in their canonical order.
VARIANT_NAMES = ("measured-support", "wonder", "buildings")



@dataclass(frozen=True)
class Variants:
    """Which optional rules a game is played with (each off by default)."""

    measured_support: bool = False
    wonder: bool = False
    buildings: bool = False

    @staticmethod
    def from_names(names: Iterable[str]) -> Variants:
        """The variants named (`ValueError` for an unknown name)."""
        chosen = set()
        for name in names:
            if name not in VARIANT_NAMES:
                raise ValueError(f"unknown variant {name!r} ({', '.join(VARIANT_NAMES)})")
            chosen.add(name)
        if not chosen:
            return NO_VARIANTS  # the one "none" the engine tests for, to take its old paths
        return Variants("measured-support" in chosen, "wonder" in chosen, "buildings" in chosen)

    @property
    def names(self) -> list[str]:
        """The names of those on, in the canonical order."""
        on = (self.measured_support, self.wonder, self.buildings)
        return [name for name, flag in zip(VARIANT_NAMES, on, strict=True) if flag]


NO_VARIANTS = Variants()


class VariantPieces(NamedTuple):
    """The wonder and the buildings: where they stand (-1: in the supply)."""

    wonder: int = -1  # the centre of the built wonder's plus
    wonder_colour: int = -1  # the colour of its five face-down tiles
    buildings: tuple[int, ...] = (-1, -1, -1, -1)  # by colour
    building_mask: int = 0  # the cells under the buildings


NO_PIECES = VariantPieces()


# ------------------------------------------------------------ the questions after a tile

def after_tile(state: State, colour: int = -1) -> None:
    """The placed tile's point, or its wars, are done: the building question, then the
    wonder's, then the monument's (each asked only when it has an answer but "no")."""
    if colour < 0:
        colour = state.tile_at(state.placed)
    if colour >= 0 and state.variants.buildings and building_options(state, colour):
        state.phase = BUILDING_PHASE
        return
    offer_wonder(state, colour)


def offer_wonder(state: State, colour: int) -> None:
    if (colour >= 0 and state.variants.wonder and state.variant_pieces.wonder < 0
            and wonder_centres(state)):
        state.phase = WONDER_PHASE
        return
    state._monument_check(colour)


# ------------------------------------------------------------------- legal decisions

def measured_commits(state: State) -> list[Action]:
    """Measured support: nothing, or enough to matter — the attacker more than the
    defender's base, the defender exactly what ties the attack (rulings, points 2 and 3)."""
    c = state.conflict
    have = state.hands[state.to_move * N_COLOURS + c.support_colour]
    if c.attacker_commit < 0:
        least = max(1, c.defender_base - c.attacker_base + 1)
        return [Action(COMMIT, 0)] + [Action(COMMIT, n) for n in range(least, have + 1)]
    tie = c.attacker_base + c.attacker_commit - c.defender_base
    return [Action(COMMIT, 0)] + ([Action(COMMIT, tie)] if 1 <= tie <= have else [])


def legal(state: State) -> LegalActions:
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

def step(state: State, action: Action) -> None:
    """Carry out one of the variants' decisions (known to be legal)."""
    kind = action[0]
    events = state._events
    if kind == BUILDING:
        place_building(state, action[1], action[2])
        offer_wonder(state, action[1])
    elif kind == NO_BUILDING:
        colour = state.tile_at(state.placed)
        if events is not None:
            events.append(ev.BuildingDeclined(state.active, colour))
        offer_wonder(state, colour)
    elif kind == WONDER:
        build_wonder(state, action[2])
        state._end_action()  # the placed tile is face down now: no square can qualify
    elif kind == NO_WONDER:
        if events is not None:
            events.append(ev.WonderDeclined(state.active))
        state._monument_check()
    elif kind == WONDER_POINT:
        state._score(state.active, action[1], 1, "wonder", state.variant_pieces.wonder)
        state._end_turn(wonder_point_taken=True)
    else:
        raise ValueError(f"unknown action kind {kind}")


def describe(state: State) -> str:
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
