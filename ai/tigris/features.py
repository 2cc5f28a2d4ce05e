"""What the learned evaluation's features (`ai/features.py`) count in
Tigris & Euphrates: treasures are the wild points, temples beside a leader
its revolt strength, tiles of its colour in its kingdom its war strength,
catastrophes close cells, monuments of its colour pay it; its hand and the
catastrophes it has left are the seat's own. Weights in `weights.json`
beside this."""

from __future__ import annotations

from game.engine.tigris.pieces import LEADER_COLOUR, LEADER_SEAT, MONUMENTS, N_COLOURS, RED, TOTAL_TILES
from game.engine.tigris.state import ACTION_PHASE, State

from ..features import FeatureSpec, feature_names
from ..values import assign_wild


def colours(state: State, seat: int) -> tuple[list[float], int]:
    base = seat * N_COLOURS
    wild = state.treasures_taken[seat]
    return assign_wild(list(state.scores[base:base + N_COLOURS]), wild), wild


def monuments_paying(state: State, kingdom: int, colour: int) -> int:
    return sum(1 for index, top_left, _ in state.monuments
               if (kingdom >> top_left) & 1 and colour in MONUMENTS[index])


def private(state: State, seat: int) -> list[float]:
    base = seat * N_COLOURS
    return [*state.hands[base:base + N_COLOURS], state.catastrophes_left[seat]]


# Parallel to ai/yangtze/features.py by design: the same FeatureSpec fields, filled with this game's own
# functions.
SPEC = FeatureSpec(
    names=feature_names("treasures", "leader_temples", "leader_tiles", "monument_leaders",
                        ("hand_black", "hand_red", "hand_blue", "hand_green", "catastrophes")),
    total_tiles=TOTAL_TILES,
    colours=colours,
    revolt_tiles=lambda state: state.tiles[RED],
    war_tiles=lambda state, colour: state.tiles[colour],
    free=lambda state: ~(state.occupied() | state.catastrophes),
    paying=monuments_paying,
    private=private,
    leader_seat=tuple(LEADER_SEAT),
    leader_colour=tuple(LEADER_COLOUR),
    action_phase=ACTION_PHASE,
)
NAMES = SPEC.names
features = SPEC.features
progress = SPEC.progress
