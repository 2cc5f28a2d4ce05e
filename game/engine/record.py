"""Records: a start (a position, or a new game dealt from a seed) plus the
decisions taken from it, as TOML (`../shared/spec/formats.md`).

Extensions to the shared format (optional on input):
* `dynasties = ["lion", "bull"]` beside `start = "new"`: the seats' dynasties
  (default: bull, lion, archer, potter in seat order).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action, shorten
from .errors import BadFileError, IllegalActionError, MalformedActionError
from .events import Event
from .maps import MAPS
from .pieces import DYNASTIES, MAX_PLAYERS, MIN_PLAYERS
from .position import (
    TOP_KEYS,
    _Reader,
    actions_toml,
    dump_position_dict,
    parse_toml,
    position_dict,
    position_from_dict,
)
from .state import State

NEW_GAME_KEYS = {"game", "start", "players", "map", "seed", "actions", "dynasties"}


@dataclass
class Record:
    """Where a game started and what was decided since."""

    start: State
    actions: list[str] = field(default_factory=list)
    new_game: dict | None = None  # {"players", "map", "seed", "dynasties"} for `start = "new"`
    path: str | None = None

    def replay(self, until: int | None = None) -> State:
        """The state after the first `until` actions (all by default).

        Raises `BadFileError` naming the action's number, text and problem.
        """
        state = self.start.copy()
        for number, text in enumerate(self.actions[:until], start=1):
            apply_numbered(state, number, text, self.path)
        return state

    def replay_events(self) -> tuple[State, list[Event]]:
        state = self.start.copy()
        events: list[Event] = []
        for number, text in enumerate(self.actions, start=1):
            events += apply_numbered(state, number, text, self.path)
        return state, events

    def to_toml(self) -> str:
        if self.new_game is not None:
            g = self.new_game
            lines = ['game = "tigris"', 'start = "new"', f"players = {g['players']}",
                     f'map = "{g["map"]}"', f"seed = {g['seed']}"]
            if g.get("dynasties"):
                lines.append("dynasties = [" + ", ".join(f'"{d}"' for d in g["dynasties"]) + "]")
            lines.append(actions_toml(self.actions))
            return "\n".join(lines) + "\n"
        return dump_position_dict(position_dict(self.start), list(self.actions))


def apply_numbered(state: State, number: int, text: object, path: str | None) -> list[Event]:
    if not isinstance(text, str):
        raise BadFileError(f"action {number}: expected text, not {shorten(repr(text))}", path)
    shown = shorten(" ".join(text.split()))
    try:
        return state.apply(Action.parse(text))
    except MalformedActionError as error:
        raise BadFileError(f'action {number} "{shown}": {_strip_quote(str(error), shown)}',
                           path) from None
    except IllegalActionError as error:
        raise BadFileError(f'action {number} "{shown}": {error.reason}', path) from None


def _strip_quote(message: str, shown: str) -> str:
    prefix = f'"{shown}": '
    return message[len(prefix):] if message.startswith(prefix) else message


def new_game_record(players: int, seed: int, board: str = "standard",
                    dynasties: tuple[str, ...] | None = None) -> Record:
    start = State.new_game(players, seed, board, dynasties)
    return Record(start, [], {"players": players, "map": board, "seed": seed,
                              "dynasties": list(dynasties) if dynasties else None})


def load_record(text: str, path: str | None = None) -> Record:
    """Read a record's text; raise `BadFileError` for anything wrong before replay."""
    data = parse_toml(text, path)
    r = _Reader(path)
    actions = r.get(data, "actions", "actions", list)
    if data.get("start") is not None:
        r.no_unknown(data, NEW_GAME_KEYS, "")
        if data["start"] != "new":
            raise r.fail("start", f"{data['start']!r}: the only start is \"new\"")
        # The formats page lists start, players, map and seed for a new game; `game`
        # may be left out (an extension): it is Tigris & Euphrates unless it says otherwise.
        game = r.get(data, "game", "game", str, required=False, default="tigris")
        if game != "tigris":
            raise r.fail("game", f"unknown game {game!r} (expected \"tigris\")")
        players = r.int_in(data, "players", "players", MIN_PLAYERS, MAX_PLAYERS)
        board = r.get(data, "map", "map", str)
        if board not in MAPS:
            raise r.fail("map", f"unknown board {board!r} (standard or advanced)")
        seed = r.get(data, "seed", "seed", int)
        if seed < 0:
            raise r.fail("seed", "must not be negative")
        dynasties = r.get(data, "dynasties", "dynasties", list, required=False)
        if dynasties is not None:
            if len(dynasties) != players or any(d not in DYNASTIES for d in dynasties) or len(
                    set(dynasties)) != players:  # `in` first: a list or table cannot go in a set
                raise r.fail("dynasties", f"expected {players} different names from "
                                          + ", ".join(DYNASTIES))
            dynasties = tuple(dynasties)
        record = new_game_record(players, seed, board, dynasties)
        record.actions = list(actions)
        record.path = path
        return record
    start = position_from_dict(data, path, TOP_KEYS - {"start"})
    return Record(start, list(actions), None, path)
