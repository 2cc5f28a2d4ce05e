"""The games of the family, registered by name.

Each game lives in its own folder (`tigris/`, `yangtze/`) and registers one
`Ruleset`: its name (the `game` key of positions and records), its maps and
dynasties, how to deal a new game, how to read and write its notation and
positions. Everything shared — records, the command line, the computer
players' search, views — finds a game's rules here by that name (as
OpenSpiel registers games and python-chess its variants), never by testing
which game it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .actions import public_notation


@dataclass(frozen=True)
class Ruleset:
    name: str  # the `game` key: "tigris", "yangtze"
    title: str  # for people: "Tigris & Euphrates"
    state_type: type[Any]  # the game's State (a GameState; `register` sets its `ruleset`)
    action_type: type
    maps: tuple[str, ...]  # board names; the first is the default
    dynasties: tuple[str, ...]
    colour_names: tuple[str, ...]  # tile colours in notation order
    leader_names: tuple[str, ...]  # leader kinds, by colour
    min_players: int
    max_players: int
    # new_game(players, seed, map, dynasties, options) → State
    new_game: Callable[..., Any]
    # position_from_dict(data, path, allowed top-level keys) → State; position_dict(state) → dict
    position_from_dict: Callable[..., Any]
    position_dict: Callable[[Any], dict]
    # The conflict being fought, as plain data for `run --json` (None when there is none).
    conflict_dict: Callable[[Any], dict | None]
    parse_action: Callable[[str], Any]
    # Settings of a new game beyond players, map, seed and dynasties (`short = true`):
    # read_options(data, reader, players) → dict, each written back as `key = value`.
    option_keys: frozenset[str] = field(default_factory=frozenset)
    read_options: Callable[..., dict] = lambda data, reader, players: {}
    # A decision's notation as every seat may read it (hidden tiles as "?").
    public_notation: Callable[[str], str] = public_notation
    # Why an action cannot be taken now: explain_illegal(state, action, names) → Explanation
    # (the game's `explain.py`; its state asks through here, so the state does not import it).
    explain_illegal: Callable[..., str] = lambda state, action, names=None: "not legal now"
    # The optional rules a new game may be played with (its `variants` option), by name.
    variant_names: tuple[str, ...] = ()
    # The position's fields as `run --json` shows them (None: `position_dict`'s).
    json_dict: Callable[[Any], dict] | None = None
    # The game's settings in a line for people ("" when there is nothing to say).
    describe_settings: Callable[[Any], str] = lambda state: ""


RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    RULESETS[ruleset.name] = ruleset
    ruleset.state_type.ruleset = ruleset
    return ruleset


def get_ruleset(name: str) -> Ruleset:
    """The game called `name`; ValueError naming the games there are."""
    try:
        return RULESETS[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r} ({' or '.join(repr(n) for n in RULESETS)})") from None


def new_game(game: str, players: int, seed: int, map: str | None = None,
             dynasties: tuple[str, ...] | None = None, **options: Any) -> Any:
    """A new game of `game`, dealt from `seed` (see `docs/formats.md`)."""
    ruleset = get_ruleset(game)
    return ruleset.new_game(players, seed, map or ruleset.maps[0], dynasties, options)
