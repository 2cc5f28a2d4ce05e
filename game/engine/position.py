"""Positions as TOML (`../shared/spec/formats.md`, documented in `docs/formats.md`).

`load_position` reads and checks one; `dump_position` writes one that loads
back to an equal state. A position that breaks a rule is rejected with a
`BadFileError` naming the field and the cell.

Extensions to the shared format (all optional on input, always written):
* `[board].monuments` entries take `tiles = "red"`: the colour of the four
  face-down tiles (default: the monument's first colour);
* `turn = 12`: the number of turns played so far (default 0).
"""

from __future__ import annotations

import tomllib
from typing import Any

from .errors import BadFileError
from .grid import SQUARE_2x2, bit_list, cell_name, parse_cell
from .maps import MAPS
from .pieces import (
    BLUE,
    CATASTROPHES_PER_PLAYER,
    COLOUR_NAMES,
    DYNASTIES,
    GREEN,
    HAND_SIZE,
    LEADER_NAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONUMENT_NAMES,
    MONUMENTS,
    RED,
    TILE_COUNTS,
    colour_from_name,
    monument_from_name,
)
from .rng import Rng
from .state import State

TOP_KEYS = {"game", "map", "active", "actions_left", "bag", "seed", "tiles", "board", "players",
            "turn", "actions", "start"}
PLAYER_KEYS = {"dynasty", "hand", "leaders", "catastrophes", "score", "treasures"}
BOARD_KEYS = {"treasures", "catastrophes", "monuments", "unused_monuments"}


class _Reader:
    """Checks fields one by one, raising errors that name them."""

    def __init__(self, path: str | None) -> None:
        self.path = path

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
            raise self.fail(field, f"expected {_kind_name(kind)}, not {_show(value)}")
        return value

    def int_in(self, table: dict, key: str, field: str, low: int, high: int,
               required: bool = True, default: int = 0) -> int:
        value = self.get(table, key, field, int, required, default)
        if not low <= value <= high:
            raise self.fail(field, f"{value} is not between {low} and {high}")
        return value

    def cell(self, value: Any, field: str, grid) -> int:
        if not isinstance(value, str):
            raise self.fail(field, f"expected a cell name like \"F4\", not {_show(value)}")
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
        colour = colour_from_name(value) if isinstance(value, str) else None
        if colour is None:
            raise self.fail(field, f"{_show(value)} is not a colour (black, red, blue, green)")
        return colour

    def no_unknown(self, table: dict, allowed: set[str], field: str) -> None:
        for key in table:
            if key not in allowed:
                where = f"{field}.{key}" if field else key
                raise self.fail(where, "unknown field")


def _kind_name(kind: type | tuple) -> str:
    names = {int: "a whole number", str: "text", list: "a list", dict: "a table", bool: "true/false"}
    if isinstance(kind, tuple):
        return " or ".join(names.get(k, k.__name__) for k in kind)
    return names.get(kind, kind.__name__)


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def parse_toml(text: str, path: str | None) -> dict:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise BadFileError(f"not valid TOML: {error}", path) from None
    except RecursionError:  # tomllib parses nested arrays and tables recursively
        raise BadFileError("not valid TOML: nested too deeply", path) from None


def load_position(text: str, path: str | None = None) -> State:
    """Read a position file's text; raise `BadFileError` on any problem."""
    return position_from_dict(parse_toml(text, path), path)


def position_from_dict(data: dict, path: str | None = None, allow: set[str] = TOP_KEYS) -> State:
    r = _Reader(path)
    r.no_unknown(data, allow, "")
    game = r.get(data, "game", "game", str)
    if game != "tigris":
        if game == "yangtze":
            raise r.fail("game", "Yellow & Yangtze positions are not supported yet")
        raise r.fail("game", f"unknown game {game!r} (expected \"tigris\")")
    map_name = r.get(data, "map", "map", str)
    if map_name not in MAPS:
        raise r.fail("map", f"unknown board {map_name!r} (standard or advanced)")
    board = MAPS[map_name]
    grid = board.grid
    players = r.get(data, "players", "players", list)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise r.fail("players", f"{len(players)} players; the game is for 2 to 4")
    n = len(players)
    active = r.int_in(data, "active", "active", 0, n - 1)
    actions_left = r.int_in(data, "actions_left", "actions_left", 1, 2)
    seed = r.get(data, "seed", "seed", int, required=False)
    if seed is not None and seed < 0:
        raise r.fail("seed", "must not be negative")
    turn = r.int_in(data, "turn", "turn", 0, 10**6, required=False, default=0)

    # Who is where: every cell may hold one thing.
    where: dict[int, str] = {}

    def occupy(cell: int, field: str) -> None:
        if cell in where:
            raise r.fail(field, f"{cell_name(cell)} is already used by {where[cell]}")
        where[cell] = field

    tiles_table = r.get(data, "tiles", "tiles", dict)
    r.no_unknown(tiles_table, set(COLOUR_NAMES), "tiles")
    tiles = [0, 0, 0, 0]
    for colour, name in enumerate(COLOUR_NAMES):
        field = f"tiles.{name}"
        for cell in r.cells(tiles_table, name, field, grid):
            occupy(cell, field)
            river = (board.river >> cell) & 1
            if colour == BLUE and not river:
                raise r.fail(field, f"{cell_name(cell)} is land; blue tiles go on rivers")
            if colour != BLUE and river:
                raise r.fail(field, f"{cell_name(cell)} is a river; only blue tiles go on rivers")
            tiles[colour] |= 1 << cell

    board_table = r.get(data, "board", "board", dict, required=False, default={})
    r.no_unknown(board_table, BOARD_KEYS, "board")
    catastrophes = 0
    for cell in r.cells(board_table, "catastrophes", "board.catastrophes", grid):
        occupy(cell, "board.catastrophes")
        catastrophes |= 1 << cell

    facedown = 0
    monuments: list[tuple[int, int, int]] = []
    facedown_counts = [0, 0, 0, 0]
    entries = r.get(board_table, "monuments", "board.monuments", list, required=False, default=[])
    for i, entry in enumerate(entries):
        field = f"board.monuments[{i}]"
        if not isinstance(entry, dict):
            raise r.fail(field, "expected a table like { colors = \"black-red\", at = \"H5\" }")
        r.no_unknown(entry, {"colors", "at", "tiles"}, field)
        name = r.get(entry, "colors", f"{field}.colors", str)
        index = monument_from_name(name)
        if index is None:
            raise r.fail(f"{field}.colors", f"{name!r} is not a monument (like black-red)")
        if any(m[0] == index for m in monuments):
            raise r.fail(f"{field}.colors", f"the {MONUMENT_NAMES[index]} monument is already built")
        top_left = r.cell(r.get(entry, "at", f"{field}.at", str), f"{field}.at", grid)
        colour = MONUMENTS[index][0]
        if "tiles" in entry:
            colour = r.colour(entry["tiles"], f"{field}.tiles")
            if colour not in MONUMENTS[index]:
                raise r.fail(f"{field}.tiles", f"the {MONUMENT_NAMES[index]} monument cannot stand "
                                               f"on {COLOUR_NAMES[colour]} tiles")
        square = SQUARE_2x2 << top_left
        cells = bit_list(square)
        if square & grid.full != square:
            raise r.fail(f"{field}.at", f"the 2×2 square from {cell_name(top_left)} leaves the board")
        terrain = board.river if colour == BLUE else board.land
        for cell in cells:
            occupy(cell, field)
            if not (terrain >> cell) & 1:
                kind = "land" if colour == BLUE else "a river"
                raise r.fail(f"{field}.at", f"{cell_name(cell)} is {kind}; the monument is not on "
                                            f"four {COLOUR_NAMES[colour]} tiles")
        facedown |= square
        facedown_counts[colour] += 4
        monuments.append((index, top_left, colour))
    built = {m[0] for m in monuments}
    if "unused_monuments" in board_table:
        unused = 0
        values = r.get(board_table, "unused_monuments", "board.unused_monuments", list)
        for i, name in enumerate(values):
            index = monument_from_name(name) if isinstance(name, str) else None
            if index is None:
                raise r.fail(f"board.unused_monuments[{i}]", f"{_show(name)} is not a monument")
            if index in built:
                raise r.fail(f"board.unused_monuments[{i}]",
                             f"the {MONUMENT_NAMES[index]} monument is on the board")
            unused |= 1 << index
    else:
        unused = sum(1 << i for i in range(len(MONUMENTS)) if i not in built)

    treasures = 0
    for cell in r.cells(board_table, "treasures", "board.treasures", grid):
        red_below = (tiles[RED] >> cell) & 1 or any(
            (SQUARE_2x2 << m[1]) >> cell & 1 and m[2] == RED for m in monuments)
        if not red_below:
            raise r.fail("board.treasures", f"{cell_name(cell)} is not a red tile")
        treasures |= 1 << cell

    state = State(board, n, tuple(_dynasty(r, players, i) for i in range(n)))
    state.seed = seed
    state.turn = turn
    state.tiles = tiles
    state.facedown = facedown
    state.catastrophes = catastrophes
    state.treasures = treasures
    state.monuments = tuple(monuments)
    state.monuments_left = unused
    state.active = active
    state.actions_left = actions_left
    state.rebuild_regions()

    taken = 0
    for seat, player in enumerate(players):
        field = f"players[{seat}]"
        r.no_unknown(player, PLAYER_KEYS, field)
        hand = r.get(player, "hand", f"{field}.hand", list)
        if len(hand) > HAND_SIZE:
            raise r.fail(f"{field}.hand", f"{len(hand)} tiles; a hand holds at most {HAND_SIZE}")
        for i, name in enumerate(hand):
            state.hands[seat * 4 + r.colour(name, f"{field}.hand[{i}]")] += 1
        leaders = r.get(player, "leaders", f"{field}.leaders", dict, required=False, default={})
        for key, value in leaders.items():
            lfield = f"{field}.leaders.{key}"
            if key not in LEADER_NAMES:
                raise r.fail(lfield, "unknown leader (king, priest, farmer, trader)")
            cell = r.cell(value, lfield, grid)
            occupy(cell, lfield)
            if (board.river >> cell) & 1:
                raise r.fail(lfield, f"{cell_name(cell)} is a river; leaders stand on land")
            if not grid.neighbours[cell] & tiles[RED]:
                raise r.fail(lfield, f"{cell_name(cell)} is not next to a face-up temple")
            state.leaders[seat * 4 + LEADER_NAMES.index(key)] = cell
            state.leader_mask |= 1 << cell
        state.catastrophes_left[seat] = r.int_in(player, "catastrophes", f"{field}.catastrophes",
                                                 0, CATASTROPHES_PER_PLAYER)
        score = r.get(player, "score", f"{field}.score", dict)
        r.no_unknown(score, set(COLOUR_NAMES), f"{field}.score")
        for colour, name in enumerate(COLOUR_NAMES):
            state.scores[seat * 4 + colour] = r.int_in(score, name, f"{field}.score.{name}", 0,
                                                       10**6, required=False)
        state.treasures_taken[seat] = r.int_in(player, "treasures", f"{field}.treasures", 0,
                                               len(board.temples))
        taken += state.treasures_taken[seat]
    if taken + treasures.bit_count() > len(board.temples):
        raise r.fail("board.treasures", f"{taken + treasures.bit_count()} treasures in play; "
                                        f"the game has {len(board.temples)}")
    # Each player has two catastrophe tiles: those on the board were played from them.
    in_play = catastrophes.bit_count() + sum(state.catastrophes_left)
    if in_play > CATASTROPHES_PER_PLAYER * n:
        raise r.fail("board.catastrophes", f"{catastrophes.bit_count()} on the board and "
                     f"{sum(state.catastrophes_left)} in the players' supplies; {n} players have "
                     f"{CATASTROPHES_PER_PLAYER * n}")

    state.rebuild_regions()
    # At rest: no kingdom with two leaders of a colour, no treasures left to take.
    for kingdom in state.kingdoms():
        colours = [lid & 3 for lid in kingdom.leaders]
        for colour in range(4):
            if colours.count(colour) > 1:
                cells = sorted(state.leaders[lid] for lid in kingdom.leaders if lid & 3 == colour)
                raise r.fail("players", "two " + LEADER_NAMES[colour] + "s in one kingdom ("
                             + " and ".join(cell_name(c) for c in cells) + ")")
        if GREEN in colours and (kingdom.mask & treasures).bit_count() >= 2:
            trader = next(lid for lid in kingdom.leaders if lid & 3 == GREEN)
            raise r.fail("board.treasures", "the kingdom of the trader on "
                         f"{cell_name(state.leaders[trader])} holds "
                         f"{(kingdom.mask & treasures).bit_count()} treasures; they would have "
                         "been taken")

    # Tile accounting and the bag.
    left = []
    for colour in range(4):
        used = (tiles[colour].bit_count() + facedown_counts[colour]
                + sum(state.hands[seat * 4 + colour] for seat in range(n)))
        if used > TILE_COUNTS[colour]:
            raise r.fail("tiles", f"{used} {COLOUR_NAMES[colour]} tiles on the board and in "
                                  f"hands; the game has {TILE_COUNTS[colour]}")
        left.append(TILE_COUNTS[colour] - used)
    bag_value = r.get(data, "bag", "bag", (int, list))
    if isinstance(bag_value, bool):
        raise r.fail("bag", "expected a number or a list of colours")
    if isinstance(bag_value, int):
        if bag_value < 0:
            raise r.fail("bag", f"{bag_value}: must not be negative")
        if bag_value > sum(left):
            raise r.fail("bag", f"{bag_value} tiles, but only {sum(left)} are not on the board "
                                "or in hands")
        pool = [c for c in range(4) for _ in range(left[c])]
        Rng(seed or 0).shuffle(pool)
        bag = pool[:bag_value]
    else:
        bag = [r.colour(name, f"bag[{i}]") for i, name in enumerate(bag_value)]
        for colour in range(4):
            if bag.count(colour) > left[colour]:
                raise r.fail("bag", f"{bag.count(colour)} {COLOUR_NAMES[colour]} tiles, but only "
                                    f"{left[colour]} are not on the board or in hands")
    state.bag = tuple(bag)
    for colour in range(4):
        state.unseen_discards[colour] = left[colour] - bag.count(colour)
    return state


def _dynasty(r: _Reader, players: list, seat: int) -> str:
    player = players[seat]
    field = f"players[{seat}]"
    if not isinstance(player, dict):
        raise r.fail(field, "expected a table ([[players]])")
    name = r.get(player, "dynasty", f"{field}.dynasty", str)
    if name not in DYNASTIES:
        raise r.fail(f"{field}.dynasty", f"unknown dynasty {name!r} ({', '.join(DYNASTIES)})")
    for other in range(seat):
        if isinstance(players[other], dict) and players[other].get("dynasty") == name:
            raise r.fail(f"{field}.dynasty", f"{name} is also players[{other}]'s dynasty")
    return name


# ---------------------------------------------------------------------- writing

def position_dict(state: State) -> dict:
    """The position's fields as plain data (what TOML and JSON output share)."""
    data: dict[str, Any] = {
        "game": "tigris",
        "map": state.board.name,
        "active": state.active,
        "actions_left": state.actions_left,
        "bag": [COLOUR_NAMES[c] for c in state.bag_contents()],
    }
    if state.seed is not None:
        data["seed"] = state.seed
    data["turn"] = state.turn
    data["tiles"] = {COLOUR_NAMES[c]: [cell_name(x) for x in bit_list(state.tiles[c])]
                     for c in range(4)}
    data["board"] = {
        "treasures": [cell_name(x) for x in bit_list(state.treasures)],
        "catastrophes": [cell_name(x) for x in bit_list(state.catastrophes)],
        "monuments": [{"colors": MONUMENT_NAMES[i], "at": cell_name(t), "tiles": COLOUR_NAMES[c]}
                      for i, t, c in state.monuments],
        "unused_monuments": [MONUMENT_NAMES[i] for i in range(len(MONUMENTS))
                             if (state.monuments_left >> i) & 1],
    }
    players = []
    for seat in range(state.n):
        hand = state.hand(seat)
        players.append({
            "dynasty": state.dynasties[seat],
            "hand": [COLOUR_NAMES[c] for c in range(4) for _ in range(hand[c])],
            "leaders": {LEADER_NAMES[k]: cell_name(state.leaders[seat * 4 + k])
                        for k in range(4) if state.leaders[seat * 4 + k] >= 0},
            "catastrophes": state.catastrophes_left[seat],
            "score": dict(zip(COLOUR_NAMES, state.score(seat), strict=True)),
            "treasures": state.treasures_taken[seat],
        })
    data["players"] = players
    return data


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {value!r} as TOML")


def _wrapped_list(key: str, values: list[str], width: int = 88) -> str:
    """A long list of short strings over several lines (the bag)."""
    if len(_toml_value(values)) + len(key) + 3 <= width:
        return f"{key} = {_toml_value(values)}"
    lines = [f"{key} = ["]
    line = " "
    for value in values:
        item = f" {_toml_value(value)},"
        if len(line) + len(item) > width:
            lines.append(line)
            line = " "
        line += item
    lines.append(line)
    lines.append("]")
    return "\n".join(lines)


def dump_position(state: State) -> str:
    """The state as position TOML (only when nothing is pending)."""
    if state.pending is not None:
        raise ValueError(f"a position cannot be written while a {state.pending} is pending")
    return dump_position_dict(position_dict(state))


def dump_position_dict(data: dict, actions: list[str] | None = None) -> str:
    """Position TOML from `position_dict` data; with `actions`, a record."""
    out = []
    for key in ("game", "map", "active", "actions_left", "seed", "turn"):
        if key in data:
            out.append(f"{key} = {_toml_value(data[key])}")
    out.append(_wrapped_list("bag", data["bag"]) if isinstance(data["bag"], list)
               else f"bag = {data['bag']}")
    if actions is not None:
        out.append(actions_toml(actions))
    out.append("")
    out.append("[tiles]")
    for name in COLOUR_NAMES:
        out.append(f"{name} = {_toml_value(data['tiles'][name])}")
    out.append("")
    out.append("[board]")
    for key in ("treasures", "catastrophes", "monuments", "unused_monuments"):
        out.append(f"{key} = {_toml_value(data['board'][key])}")
    for player in data["players"]:
        out.append("")
        out.append("[[players]]")
        for key in ("dynasty", "hand", "leaders", "catastrophes", "score", "treasures"):
            out.append(f"{key} = {_toml_value(player[key])}")
    return "\n".join(out) + "\n"


def actions_toml(actions: list[str]) -> str:
    if not actions:
        return "actions = []"
    return "actions = [\n" + "".join(f"  {_toml_value(a)},\n" for a in actions) + "]"
