"""Yellow & Yangtze: its pieces, board, notation, rules and positions.

    from game.engine.yangtze import State
    state = State.new_game(players=3, seed=7)      # short=True: the two-player short game
"""

from __future__ import annotations

from ..position import FieldReader
from ..ruleset import Ruleset, register
from .actions import Action, parse_action
from .explain import explain
from .maps import MAPS
from .pieces import COLOUR_NAMES, DYNASTIES, LEADER_NAMES, MAX_PLAYERS, MIN_PLAYERS
from .position import conflict_dict, position_dict, position_from_dict
from .state import State


def _new_game(players: int, seed: int, map: str, dynasties: tuple[str, ...] | None,
              options: dict) -> State:
    unknown = set(options) - {"short"}
    if unknown:
        raise ValueError(f"Yellow & Yangtze has no option {sorted(unknown)[0]!r}")
    return State.new_game(players, seed, dynasties, bool(options.get("short", False)))


# From here on parallel to game/engine/tigris/__init__.py by design: each game reads its own options and
# registers its ruleset (the same fields, its own values).
def _read_options(data: dict, reader: FieldReader, players: int) -> dict:
    short = reader.get(data, "short", "short", bool, required=False, default=False)
    if short and players != 2:
        raise reader.fail("short", "the short game is for two players")
    return {"short": True} if short else {}


RULESET = register(Ruleset(
    name="yangtze",
    title="Yellow & Yangtze",
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
    option_keys=frozenset({"short"}),
    read_options=_read_options,
))

__all__ = ["RULESET", "Action", "State", "parse_action"]
