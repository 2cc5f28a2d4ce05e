"""Client queries about threats (`docs/engine.md`, "What a client asks"): the revolts and
wars other seats could start against a seat's leaders, found with the engine's own
legal lists and kingdoms. `State.revolt_threats` and `State.war_threats` call these."""

from __future__ import annotations

from typing import cast

from ..grid import bit_list
from ..kingdoms import Kingdom
from .actions import LEADER
from .phases import ACTION_PHASE
from .pieces import COLOURS, LEADER_COLOUR, LEADER_SEAT, N_COLOURS
from .protocols import StateLike


def revolt_threats(state: StateLike, seat: int) -> list[tuple[int, int]]:
    """The revolts another seat could start against `seat`'s leaders on its own turn,
    as it stands now: (colour, attacker) pairs, where the attacker has a legal place (or
    move) for its leader of that colour beside the kingdom of `seat`'s. Red tiles in
    `seat`'s hand are what defends against them."""
    threats: list[tuple[int, int]] = []
    mine = [(colour, state.leaders[seat * N_COLOURS + colour]) for colour in COLOURS]
    mine = [(colour, cell) for colour, cell in mine if cell >= 0]
    if not mine or state.is_over:
        return threats
    for other in range(state.n):
        if other == seat:
            continue
        trial = state.copy()
        trial.active, trial.actions_left, trial.phase = other, 2, ACTION_PHASE
        trial.conflict, trial.war_choices, trial.held = None, (), False
        legal = trial.legal_actions()
        for colour, cell in mine:
            ring = cast(Kingdom, state.kingdom_of(cell)).ring  # a leader's cell is in a kingdom
            if legal.cells(LEADER, colour) & ring:
                threats.append((colour, other))
    return sorted(threats)

def war_threats(state: StateLike, seat: int) -> list[tuple[int, int]]:
    """The wars a tile could start against `seat`'s leaders on another seat's turn, as
    the board stands now: (colour, rival) pairs, where an empty cell beside two kingdoms
    (and no third) would join `seat`'s leader of that colour with the rival's. Tiles of
    that colour in `seat`'s hand are what supports it then. Hands are not looked at:
    any seat may hold a tile for the cell."""
    if state.is_over:
        return []
    tiles = state.tiles
    empty = state.grid.full & ~(tiles[0] | tiles[1] | tiles[2] | tiles[3] | state.facedown
                               | state.leader_mask | state.catastrophes)
    kingdoms = state.kingdoms()
    ones = twos = threes = 0
    for kingdom in kingdoms:
        threes |= twos & kingdom.ring
        twos |= ones & kingdom.ring
        ones |= kingdom.ring
    joining = empty & twos & ~threes
    threats = set()
    for cell in bit_list(joining):
        bit = 1 << cell
        pair = [k for k in kingdoms if k.ring & bit]
        owners = [{LEADER_COLOUR[lid]: LEADER_SEAT[lid] for lid in k.leaders} for k in pair]
        for mine, theirs in (owners, owners[::-1]):
            for colour, owner in mine.items():
                rival = theirs.get(colour, -1)
                if owner == seat and rival >= 0 and rival != seat:
                    threats.add((colour, rival))
    return sorted(threats)
