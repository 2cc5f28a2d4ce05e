"""What the learned evaluation's features (`ai/features.py`) count in
Yellow & Yangtze: yellow points are the wild points, black tiles beside a
leader its revolt strength, red tiles in its kingdom its war strength,
pagodas of its colour pay it; its hand is the seat's own. Weights in
`weights.json` beside this."""

from __future__ import annotations

from game.engine.yangtze.pieces import BLACK, LEADER_COLOUR, LEADER_SEAT, N_COLOURS, RED, TILE_COUNTS, YELLOW
from game.engine.yangtze.state import ACTION_PHASE, State

from ..features import FeatureSpec, feature_names
from ..values import assign_wild

TOTAL_TILES = sum(TILE_COUNTS)


def colours(state: State, seat: int) -> tuple[list[float], int]:
    base = seat * N_COLOURS
    scores = state.scores[base:base + N_COLOURS]
    return assign_wild(list(scores[:YELLOW]), scores[YELLOW]), scores[YELLOW]


def pagodas_paying(state: State, kingdom: int, colour: int) -> int:
    return sum(1 for pagoda in state.pagodas if pagoda.colour == colour and pagoda.cells & kingdom)


def private(state: State, seat: int) -> list[float]:
    base = seat * N_COLOURS
    return list(state.hands[base:base + N_COLOURS])


# Parallel to ai/tigris/features.py by design: the same FeatureSpec fields, filled with this game's own
# functions.
SPEC = FeatureSpec(
    names=feature_names("yellow", "leader_black", "leader_red", "pagodas_paying",
                        ("hand_black", "hand_red", "hand_blue", "hand_green", "hand_yellow")),
    total_tiles=TOTAL_TILES,
    colours=colours,
    revolt_tiles=lambda state: state.tiles[BLACK],
    war_tiles=lambda state, colour: state.tiles[RED],
    free=lambda state: ~state.occupied(),
    paying=pagodas_paying,
    private=private,
    leader_seat=tuple(LEADER_SEAT),
    leader_colour=tuple(LEADER_COLOUR),
    action_phase=ACTION_PHASE,
)
NAMES = SPEC.names
features = SPEC.features
progress = SPEC.progress
