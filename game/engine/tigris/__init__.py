"""Tigris & Euphrates: its pieces, boards, notation, rules and positions.

    from game.engine.tigris import State
    state = State.new_game(players=3, seed=7)      # board="advanced" for the other side
"""

from __future__ import annotations

from ..ruleset import Ruleset, register
from .actions import Action, parse_action
from .explain import explain
from .maps import MAPS
from .pieces import COLOUR_NAMES, DYNASTIES, LEADER_NAMES, MAX_PLAYERS, MIN_PLAYERS
from .position import conflict_dict, position_dict, position_from_dict
from .state import State


def _new_game(players: int, seed: int, map: str, dynasties: tuple[str, ...] | None,
              options: dict) -> State:
    if options:
        raise ValueError(f"Tigris & Euphrates has no option {sorted(options)[0]!r}")
    return State.new_game(players, seed, map, dynasties)


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
))

__all__ = ["RULESET", "Action", "State", "parse_action"]
