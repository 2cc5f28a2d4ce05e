"""Tigris & Euphrates: its pieces, boards, notation, rules and positions.

    from game.engine.tigris import State
    state = State.new_game(players=3, seed=7)      # board="advanced" for the other side
"""

from __future__ import annotations

from ..position import FieldReader
from ..ruleset import Ruleset, register
from .actions import Action, parse_action
from .explain import explain
from .maps import MAPS
from .pieces import COLOUR_NAMES, DYNASTIES, LEADER_NAMES, MAX_PLAYERS, MIN_PLAYERS
from .position import (
    conflict_dict,
    describe_settings,
    position_dict,
    position_from_dict,
    position_json,
    read_variants,
)
from .state import State
from .variants import VARIANT_NAMES, Variants


def _new_game(players: int, seed: int, map: str, dynasties: tuple[str, ...] | None,
              options: dict) -> State:
    unknown = set(options) - {"variants"}
    if unknown:
        raise ValueError(f"Tigris & Euphrates has no option {sorted(unknown)[0]!r}")
    variants = options.get("variants") or ()
    if not isinstance(variants, Variants):
        variants = Variants.from_names(variants)
    return State.new_game(players, seed, map, dynasties, variants)


# From here on parallel to game/engine/yangtze/__init__.py by design: each game reads its own options and
# registers its ruleset (the same fields, its own values).
def _read_options(data: dict, reader: FieldReader, players: int) -> dict:
    names = read_variants(data, reader).names
    return {"variants": names} if names else {}


RULESET = register(Ruleset(
    name="tigris",
    title="Tigris & Euphrates",
    state_type=State,
    action_type=Action,
    maps=tuple(MAPS),
    dynasties=DYNASTIES,
    colour_names=COLOUR_NAMES,
    leader_names=LEADER_NAMES,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    new_game=_new_game,
    position_from_dict=position_from_dict,
    position_dict=position_dict,
    conflict_dict=conflict_dict,
    parse_action=parse_action,
    explain_illegal=explain,
    option_keys=frozenset({"variants"}),
    read_options=_read_options,
    variant_names=VARIANT_NAMES,
    json_dict=position_json,
    describe_settings=describe_settings,
))

__all__ = ["RULESET", "Action", "State", "parse_action"]
