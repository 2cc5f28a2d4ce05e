"""Positions as TOML (`../shared/spec/formats.md`, documented in `docs/formats.md`):
what the games share.

`load_position` reads one, finding the game by its `game` key (see
`ruleset.py`), and `dump_position` writes one that loads back to an equal
state. Each game reads and writes its own fields (`tigris/position.py`,
`yangtze/position.py`) with the `FieldReader` below, so every error names
the field (and the cell) that is wrong, in one line.
"""

from __future__ import annotations

import tomllib
from typing import Any

from .errors import BadFileError
from .grid import bit_list, cell_name, parse_cell
from .rng import SEED_LIMIT, Rng
from .ruleset import get_ruleset

# Turns a position may say were played: far beyond any game (a record of
# millions of passes still reads back), far below trouble.
MAX_TURN = 10**9


class FieldReader:
    """Checks fields one by one, raising errors that name them."""

    def __init__(self, path: str | None, colour_names: tuple[str, ...] = ()) -> None:
        self.path = path
        self.colour_names = colour_names

    def fail(self, field: str, problem: str) -> BadFileError:
        return BadFileError(f"{field}: {problem}" if field else problem, self.path)

    def get(self, table: dict, key: str, field: str, kind: type | tuple, required: bool = True,
            default: Any = None) -> Any:
        if key not in table:
            if required:
                raise self.fail(field, "missing")
            return default
        value = table[key]
        if kind is int and isinstance(value, bool):
            raise self.fail(field, f"expected a whole number, not {value!r}")
        if not isinstance(value, kind):
            raise self.fail(field, f"expected {kind_name(kind)}, not {show(value)}")
        return value

    def int_in(self, table: dict, key: str, field: str, low: int, high: int,
               required: bool = True, default: int = 0) -> int:
        value = self.get(table, key, field, int, required, default)
        if not low <= value <= high:
            raise self.fail(field, f"{value} is not between {low} and {high}")
        return value

    def cell(self, value: Any, field: str, grid) -> int:
        if not isinstance(value, str):
            raise self.fail(field, f"expected a cell name like \"F4\", not {show(value)}")
        cell = parse_cell(value)
        if cell is None:
            raise self.fail(field, f"{value!r} is not a cell name (like F4)")
        if not grid.contains(cell):
            raise self.fail(field, f"{value.upper()} is not on the board")
        return cell

    def cells(self, table: dict, key: str, field: str, grid) -> list[int]:
        values = self.get(table, key, field, list, required=False, default=[])
        out = []
        for i, value in enumerate(values):
            cell = self.cell(value, f"{field}[{i}]", grid)
            if cell in out:
                raise self.fail(field, f"{cell_name(cell)} is listed twice")
            out.append(cell)
        return out

    def colour(self, value: Any, field: str) -> int:
        if isinstance(value, str) and value.isascii() and value.lower() in self.colour_names:
            return self.colour_names.index(value.lower())
        raise self.fail(field, f"{show(value)} is not a colour ({', '.join(self.colour_names)})")

    def no_unknown(self, table: dict, allowed: set[str] | frozenset[str], field: str) -> None:
        for key in table:
            if key not in allowed:
                where = f"{field}.{key}" if field else key
                raise self.fail(where, "unknown field")

    def dynasties(self, players: list, names: tuple[str, ...]) -> tuple[str, ...]:
        """Each `[[players]]` table's `dynasty`: one of `names`, no two alike."""
        out: list[str] = []
        for seat, player in enumerate(players):
            field = f"players[{seat}]"
            if not isinstance(player, dict):
                raise self.fail(field, "expected a table ([[players]])")
            name = self.get(player, "dynasty", f"{field}.dynasty", str)
            if name not in names:
                raise self.fail(f"{field}.dynasty", f"unknown dynasty {name!r} ({', '.join(names)})")
            if name in out:
                raise self.fail(f"{field}.dynasty", f"{name} is also players[{out.index(name)}]'s dynasty")
            out.append(name)
        return tuple(out)

    def seed(self, data: dict, required: bool = False) -> int | None:
        seed = self.get(data, "seed", "seed", int, required=required)
        if seed is not None and seed < 0:
            raise self.fail("seed", "must not be negative")
        if seed is not None and seed >= SEED_LIMIT:
            raise self.fail("seed", f"must be less than 2**64 ({SEED_LIMIT}); "
                                    "larger seeds repeat smaller ones")
        return seed


class PositionReader(FieldReader):
    """Reads the fields every position has, on one board, remembering which
    field put a piece on each cell (so a second piece there names both)."""

    def __init__(self, path: str | None, ruleset, board) -> None:
        super().__init__(path, ruleset.colour_names)
        self.ruleset = ruleset
        self.board = board
        self.grid = board.grid
        self.where: dict[int, str] = {}

    def occupy(self, cell: int, field: str) -> None:
        if cell in self.where:
            raise self.fail(field, f"{cell_name(cell)} is already used by {self.where[cell]}")
        self.where[cell] = field

    def seats(self, data: dict) -> list:
        """`[[players]]`, within the game's numbers."""
        ruleset = self.ruleset
        players = self.get(data, "players", "players", list)
        if not ruleset.min_players <= len(players) <= ruleset.max_players:
            raise self.fail("players", f"{len(players)} players; the game is for "
                                       f"{ruleset.min_players} to {ruleset.max_players}")
        return players

    def turn_fields(self, data: dict, state) -> None:
        """`active`, `actions_left`, `seed` and `turn`."""
        state.active = self.int_in(data, "active", "active", 0, state.n - 1)
        state.actions_left = self.int_in(data, "actions_left", "actions_left", 1, 2)
        state.seed = self.seed(data)
        state.turn = self.int_in(data, "turn", "turn", 0, MAX_TURN, required=False, default=0)

    def tiles(self, data: dict, blue: int) -> list[int]:
        """`[tiles]`: each colour's cells; `blue` tiles on rivers, the others on land."""
        names = self.colour_names
        table = self.get(data, "tiles", "tiles", dict)
        self.no_unknown(table, set(names), "tiles")
        river = self.board.river
        out = [0] * len(names)
        for colour, name in enumerate(names):
            field = f"tiles.{name}"
            for cell in self.cells(table, name, field, self.grid):
                self.occupy(cell, field)
                on_river = (river >> cell) & 1
                if colour == blue and not on_river:
                    raise self.fail(field, f"{cell_name(cell)} is land; blue tiles go on rivers")
                if colour != blue and on_river:
                    raise self.fail(field, f"{cell_name(cell)} is a river; only blue tiles go on rivers")
                out[colour] |= 1 << cell
        return out

    def hand(self, player: dict, field: str, state, seat: int, limit: int) -> None:
        hand = self.get(player, "hand", f"{field}.hand", list)
        if len(hand) > limit:
            raise self.fail(f"{field}.hand", f"{len(hand)} tiles; a hand holds at most {limit}")
        base = seat * state.N_COLOURS
        for i, name in enumerate(hand):
            state.hands[base + self.colour(name, f"{field}.hand[{i}]")] += 1

    def leaders(self, player: dict, field: str, state, seat: int, beside: int, beside_words: str) -> None:
        """A seat's leaders: each on empty land next to a tile of `beside` (a mask)."""
        names = self.ruleset.leader_names
        leaders = self.get(player, "leaders", f"{field}.leaders", dict, required=False, default={})
        for key, value in leaders.items():
            lfield = f"{field}.leaders.{key}"
            if key not in names:
                raise self.fail(lfield, f"unknown leader ({', '.join(names)})")
            cell = self.cell(value, lfield, self.grid)
            self.occupy(cell, lfield)
            if (self.board.river >> cell) & 1:
                raise self.fail(lfield, f"{cell_name(cell)} is a river; leaders stand on land")
            if not self.grid.neighbours[cell] & beside:
                raise self.fail(lfield, f"{cell_name(cell)} is not next to {beside_words}")
            state.leaders[seat * state.N_COLOURS + names.index(key)] = cell
            state.leader_mask |= 1 << cell

    def score(self, player: dict, field: str, state, seat: int) -> None:
        score = self.get(player, "score", f"{field}.score", dict)
        self.no_unknown(score, set(self.colour_names), f"{field}.score")
        base = seat * state.N_COLOURS
        for colour, name in enumerate(self.colour_names):
            state.scores[base + colour] = self.int_in(score, name, f"{field}.score.{name}", 0, 10**6,
                                                      required=False)

    def no_doubled_leaders(self, state) -> None:
        """At rest: no kingdom holds two leaders of a colour."""
        names = self.ruleset.leader_names
        for kingdom in state.kingdoms():
            colours = [state.leader_colour(lid) for lid in kingdom.leaders]
            for colour in sorted(set(colours)):
                if colours.count(colour) > 1:
                    cells = sorted(state.leaders[lid] for lid in kingdom.leaders
                                   if state.leader_colour(lid) == colour)
                    raise self.fail("players", f"two {names[colour]}s in one kingdom ("
                                    + " and ".join(cell_name(c) for c in cells) + ")")

    def bag(self, data: dict, state, used: list[int], places: tuple[str, ...]) -> None:
        """Count the tiles against the game's (`used`: per colour, those in the
        `places`), then read `bag`: the rest of the tiles are out of the game unseen."""
        names = self.colour_names
        counts = state.TILE_COUNTS
        where = _listed(places, "and")
        elsewhere = _listed(places, "or")
        left = []
        for colour, name in enumerate(names):
            if used[colour] > counts[colour]:
                raise self.fail("tiles", f"{used[colour]} {name} tiles {where}; "
                                         f"the game has {counts[colour]}")
            left.append(counts[colour] - used[colour])
        value = self.get(data, "bag", "bag", (int, list))
        if isinstance(value, bool):
            raise self.fail("bag", "expected a number or a list of colours")
        if isinstance(value, int):
            if value < 0:
                raise self.fail("bag", f"{value}: must not be negative")
            if value > sum(left):
                raise self.fail("bag", f"{value} tiles, but only {sum(left)} are not {elsewhere}")
            pool = [c for c in range(len(names)) for _ in range(left[c])]
            Rng(state.seed or 0).shuffle(pool)
            bag = pool[:value]
        else:
            bag = [self.colour(name, f"bag[{i}]") for i, name in enumerate(value)]
            for colour, name in enumerate(names):
                if bag.count(colour) > left[colour]:
                    raise self.fail("bag", f"{bag.count(colour)} {name} tiles, but only "
                                           f"{left[colour]} are not {elsewhere}")
        state.bag = tuple(bag)
        for colour in range(len(names)):
            state.unseen_discards[colour] = left[colour] - bag.count(colour)


def _listed(places: tuple[str, ...], word: str) -> str:
    """("on the board", "in the market", "in hands"), "or" → "on the board, in the market or in hands"."""
    return places[0] if len(places) == 1 else ", ".join(places[:-1]) + f" {word} {places[-1]}"


def kind_name(kind: type | tuple) -> str:
    names = {int: "a whole number", str: "text", list: "a list", dict: "a table", bool: "true/false"}
    if isinstance(kind, tuple):
        return " or ".join(names.get(k, k.__name__) for k in kind)
    return names.get(kind, kind.__name__)


def show(value: Any) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def parse_toml(text: str, path: str | None) -> dict:
    try:
        return tomllib.loads(text)
    except ValueError as error:  # TOMLDecodeError, or an integer of over 4,300 digits
        raise BadFileError(f"not valid TOML: {error}", path) from None
    except RecursionError:  # tomllib parses nested arrays and tables recursively
        raise BadFileError("not valid TOML: nested too deeply", path) from None


def game_of(data: dict, reader: FieldReader, required: bool = True):
    """The ruleset named by the file's `game` key (Tigris & Euphrates when a
    record of a new game leaves it out)."""
    name = reader.get(data, "game", "game", str, required=required, default="tigris")
    try:
        return get_ruleset(name)
    except ValueError as error:
        raise reader.fail("game", str(error)) from None


def load_position(text: str, path: str | None = None):
    """Read a position file's text (either game); raise `BadFileError` on any problem."""
    return position_from_dict(parse_toml(text, path), path)


def position_from_dict(data: dict, path: str | None = None, exclude: frozenset[str] = frozenset()):
    """A position from parsed TOML; `exclude` names top-level keys not allowed here."""
    ruleset = game_of(data, FieldReader(path))
    return ruleset.position_from_dict(data, path, exclude)


def dump_position(state) -> str:
    """The state as position TOML (only when nothing is pending)."""
    if state.pending is not None:
        raise ValueError(f"a position cannot be written while a {state.pending} is pending")
    return dump_position_dict(state.ruleset.position_dict(state))


# ---------------------------------------------------------------------- writing

def position_head(state: Any, game: str, colour_names: tuple[str, ...]) -> dict[str, Any]:
    """The fields every game's position starts with, in the order written: the game, the
    map, whose action and how many are left, the bag, the seed (if known) and the turn,
    then every colour's tiles (`tiles`). Each game's `position_dict` adds its own after."""
    data: dict[str, Any] = {
        "game": game,
        "map": state.board.name,
        "active": state.active,
        "actions_left": state.actions_left,
        "bag": [colour_names[c] for c in state.bag_contents()],
    }
    if state.seed is not None:
        data["seed"] = state.seed
    data["turn"] = state.turn
    return data


def tiles_dict(state: Any, colour_names: tuple[str, ...]) -> dict[str, list[str]]:
    """Each colour's tiles on the board, by cell name."""
    return {name: [cell_name(x) for x in bit_list(state.tiles[c])] for c, name in enumerate(colour_names)}


def seat_dict(state: Any, seat: int, colour_names: tuple[str, ...], leader_names: tuple[str, ...],
              before_score: dict[str, Any], after_score: dict[str, Any]) -> dict[str, Any]:
    """A seat's player table as written: its dynasty, hand and leaders on the board, the
    game's own counts (`before_score`), its score, and more of the game's (`after_score`)."""
    k = len(colour_names)
    hand = state.hand(seat)
    leaders = state.leaders
    return {
        "dynasty": state.dynasties[seat],
        "hand": [colour_names[c] for c in range(k) for _ in range(hand[c])],
        "leaders": {leader_names[kind]: cell_name(leaders[seat * k + kind])
                    for kind in range(k) if leaders[seat * k + kind] >= 0},
        **before_score,
        "score": dict(zip(colour_names, state.score(seat), strict=True)),
        **after_score,
    }


def toml_value(value: Any) -> str:
    """One value as TOML. The positions' values are numbers, booleans, and
    text made of names and cells (no quotes or control characters), with
    lists and inline tables of those."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {value!r} as TOML")


def _wrapped_list(key: str, values: list[str], width: int = 88) -> str:
    """A long list of short strings over several lines (the bag)."""
    if len(toml_value(values)) + len(key) + 3 <= width:
        return f"{key} = {toml_value(values)}"
    lines = [f"{key} = ["]
    line = " "
    for value in values:
        item = f" {toml_value(value)},"
        if len(line) + len(item) > width:
            lines.append(line)
            line = " "
        line += item
    lines.append(line)
    lines.append("]")
    return "\n".join(lines)


def dump_position_dict(data: dict, actions: list[str] | None = None) -> str:
    """Position TOML from a game's `position_dict` data; with `actions`, a record.

    The top-level values come first in the data's order (the bag last among
    them, then the actions, which must stand before the first table), then
    each table (`[tiles]`, `[board]`) and array of tables (`[[players]]`)."""
    out = []
    for key, value in data.items():
        if key != "bag" and not _is_table(value):
            out.append(f"{key} = {toml_value(value)}")
    bag = data["bag"]
    out.append(_wrapped_list("bag", bag) if isinstance(bag, list) else f"bag = {bag}")
    if actions is not None:
        out.append(actions_toml(actions))
    for key, value in data.items():
        if isinstance(value, dict):
            out.append("")
            out.append(f"[{key}]")
            out.extend(f"{k} = {toml_value(v)}" for k, v in value.items())
        elif _is_table(value):
            for entry in value:
                out.append("")
                out.append(f"[[{key}]]")
                out.extend(f"{k} = {toml_value(v)}" for k, v in entry.items())
    return "\n".join(out) + "\n"


def _is_table(value: Any) -> bool:
    return isinstance(value, dict) or (isinstance(value, list) and bool(value)
                                       and all(isinstance(v, dict) for v in value))


def actions_toml(actions: list[str]) -> str:
    if not actions:
        return "actions = []"
    return "actions = [\n" + "".join(f"  {toml_value(a)},\n" for a in actions) + "]"
