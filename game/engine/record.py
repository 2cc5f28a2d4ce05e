"""Records: a start (a position, or a new game dealt from a seed) plus the
decisions taken from it, as TOML (`../shared/spec/formats.md`). The same
framing serves every game; the `game` key chooses the rules.

Extensions to the shared format (optional on input):
* `dynasties = ["lion", "bull"]` beside `start = "new"`: the seats' dynasties
  (default: the game's dynasties in order);
* `game` may be left out of a new game's record: it is then Tigris & Euphrates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import shorten
from .errors import BadFileError, IllegalActionError, MalformedActionError
from .events import Event
from .position import (
    FieldReader,
    actions_toml,
    dump_position_dict,
    game_of,
    parse_toml,
    toml_value,
)
from .ruleset import Ruleset, get_ruleset

NEW_GAME_KEYS = frozenset({"game", "start", "players", "map", "seed", "actions", "dynasties"})


@dataclass
class Record:
    """Where a game started and what was decided since."""

    start: Any  # the state the decisions start from
    actions: list[str] = field(default_factory=list)
    # For `start = "new"`: {"players", "map", "seed", "dynasties", and the game's options}.
    new_game: dict | None = None
    path: str | None = None

    @property
    def ruleset(self) -> Ruleset:
        return self.start.ruleset

    def replay(self, until: int | None = None) -> Any:
        """The state after the first `until` actions (all by default).

        Raises `BadFileError` naming the action's number, text and problem.
        """
        state = self.start.copy()
        for number, text in enumerate(self.actions[:until], start=1):
            apply_numbered(state, number, text, self.path)
        return state

    def to_toml(self) -> str:
        ruleset = self.ruleset
        if self.new_game is not None:
            g = self.new_game
            lines = [f"game = {toml_value(ruleset.name)}", 'start = "new"', f"players = {g['players']}",
                     f"map = {toml_value(g['map'])}", f"seed = {g['seed']}"]
            if g.get("dynasties"):
                lines.append(f"dynasties = {toml_value(list(g['dynasties']))}")
            for key in sorted(ruleset.option_keys):
                if g.get(key):
                    lines.append(f"{key} = {toml_value(g[key])}")
            lines.append(actions_toml(self.actions))
            return "\n".join(lines) + "\n"
        return dump_position_dict(ruleset.position_dict(self.start), list(self.actions))


def apply_numbered(state: Any, number: int, text: object, path: str | None,
                   hold_turn_end: bool = False) -> list[Event]:
    if not isinstance(text, str):
        raise BadFileError(f"action {number}: expected text, not {shorten(repr(text))}", path)
    shown = shorten(" ".join(text.split()))
    try:
        return state.apply(state.parse_action(text), hold_turn_end=hold_turn_end)
    except MalformedActionError as error:
        raise BadFileError(f'action {number} "{shown}": {_strip_quote(str(error), shown)}',
                           path) from None
    except IllegalActionError as error:
        raise BadFileError(f'action {number} "{shown}": {error.reason}', path) from None


def _strip_quote(message: str, shown: str) -> str:
    prefix = f'"{shown}": '
    return message[len(prefix):] if message.startswith(prefix) else message


def check_dynasties(ruleset: Ruleset, players: int, dynasties: Any) -> tuple[str, ...]:
    """`dynasties` as a tuple, if it is `players` different names of the game's dynasties;
    `ValueError` otherwise."""
    names = ruleset.dynasties
    if not isinstance(dynasties, (list, tuple)) or len(dynasties) != players or any(
            d not in names for d in dynasties) or len(set(dynasties)) != players:
        # `in` first: a list or table cannot go in a set
        raise ValueError(f"expected {players} different names from " + ", ".join(names))
    return tuple(dynasties)


def new_game_record(players: int, seed: int, map: str | None = None,
                    dynasties: tuple[str, ...] | None = None, *, game: str = "tigris",
                    **options: Any) -> Record:
    """The record of a new game of `game` dealt from `seed`, with no decisions yet."""
    ruleset = get_ruleset(game)
    map = map or ruleset.maps[0]
    if dynasties is not None:  # as `load_record` reads them back, or the record could not be read
        check_dynasties(ruleset, players, dynasties)
    start = ruleset.new_game(players, seed, map, dynasties, options)
    return Record(start, [], {"players": players, "map": map, "seed": seed,
                              "dynasties": list(dynasties) if dynasties else None, **options})


def load_record(text: str, path: str | None = None) -> Record:
    """Read a record's text (either game); raise `BadFileError` for anything wrong before replay."""
    return record_from_dict(parse_toml(text, path), path)


def record_from_dict(data: dict, path: str | None = None) -> Record:
    """A record from parsed TOML (a reader that parsed it already need not parse it again)."""
    r = FieldReader(path)
    actions = r.get(data, "actions", "actions", list)
    if data.get("start") is None:
        ruleset = game_of(data, r)
        start = ruleset.position_from_dict(data, path, frozenset({"start"}))
        return Record(start, list(actions), None, path)
    # The formats page lists start, players, map and seed for a new game; `game`
    # may be left out (an extension): it is Tigris & Euphrates unless it says otherwise.
    ruleset = game_of(data, r, required=False)
    r.no_unknown(data, NEW_GAME_KEYS | ruleset.option_keys, "")
    if data["start"] != "new":
        raise r.fail("start", f"{data['start']!r}: the only start is \"new\"")
    players = r.int_in(data, "players", "players", ruleset.min_players, ruleset.max_players)
    board = r.get(data, "map", "map", str, required=len(ruleset.maps) > 1, default=ruleset.maps[0])
    if board not in ruleset.maps:
        raise r.fail("map", f"unknown board {board!r} ({' or '.join(ruleset.maps)})")
    seed = r.seed(data, required=True)
    assert seed is not None  # required: a missing seed has raised
    dynasties = r.get(data, "dynasties", "dynasties", list, required=False)
    if dynasties is not None:
        try:
            dynasties = check_dynasties(ruleset, players, dynasties)
        except ValueError as error:
            raise r.fail("dynasties", str(error)) from None
    options = ruleset.read_options(data, r, players)
    try:
        record = new_game_record(players, seed, board, dynasties, game=ruleset.name, **options)
    except ValueError as error:  # what the game's own set-up refuses
        raise r.fail("", str(error)) from None
    record.actions = list(actions)
    record.path = path
    return record
