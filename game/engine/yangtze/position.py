"""Yellow & Yangtze positions as TOML (`../shared/spec/formats.md`,
documented in `docs/formats.md`); the framing shared with the other game is
`..position`.

```toml
game = "yangtze"
map = "standard"        # optional: the game has one board
active = 0
actions_left = 2
bag = 80                # or the colours, front first
[tiles]                 # black, red, blue, green, yellow (the capitals' black tiles too)
[board]
pagodas = [{ colour = "red", cells = ["C5", "D5", "C6"] }]
market = ["red", "black"]
[[players]]
dynasty = "crossbow"    # crossbow, bull, vase, lion
hand = ["red", "yellow"]
leaders = { governor = "C6" }
score = { black = 0, red = 1, blue = 0, green = 0, yellow = 2 }
```

A position that breaks a rule is rejected with a `BadFileError` naming the
field and the cell. Extensions (optional on input): `turn = 12` (turns
played so far, always written) and `short = true` (a two-player short
game, written when it is one).
"""

from __future__ import annotations

from typing import Any

from ..grid import bit_list, cell_name
from ..position import MAX_TURN, FieldReader
from ..rng import Rng
from .maps import MAPS
from .pieces import (
    BLACK,
    BLUE,
    COLOUR_NAMES,
    COLOURS,
    DYNASTIES,
    HAND_SIZE,
    LEADER_COLOUR,
    LEADER_NAMES,
    MARKET_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_COLOURS,
    PAGODA_COUNTS,
    TILE_COUNTS,
)
from .state import Pagoda, State

TOP_KEYS = frozenset({"game", "map", "active", "actions_left", "bag", "seed", "tiles", "board",
                      "players", "turn", "short", "actions", "start"})
PLAYER_KEYS = {"dynasty", "hand", "leaders", "score"}
BOARD_KEYS = {"pagodas", "market"}


def position_from_dict(data: dict, path: str | None = None, exclude: frozenset[str] = frozenset()) -> State:
    """A Yellow & Yangtze position from parsed TOML (its `game` key already read);
    `exclude` names top-level keys not allowed here."""
    r = FieldReader(path, COLOUR_NAMES)
    r.no_unknown(data, TOP_KEYS - exclude, "")
    map_name = r.get(data, "map", "map", str, required=False, default="standard")
    if map_name not in MAPS:
        raise r.fail("map", f"unknown board {map_name!r} (Yellow & Yangtze has one: standard)")
    board = MAPS[map_name]
    grid = board.grid
    players = r.get(data, "players", "players", list)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise r.fail("players", f"{len(players)} players; the game is for 2 to 4")
    n = len(players)
    active = r.int_in(data, "active", "active", 0, n - 1)
    actions_left = r.int_in(data, "actions_left", "actions_left", 1, 2)
    seed = r.seed(data)
    turn = r.int_in(data, "turn", "turn", 0, MAX_TURN, required=False, default=0)
    short = r.get(data, "short", "short", bool, required=False, default=False)
    if short and n != 2:
        raise r.fail("short", "the short game is for two players")

    # Who is where: every cell may hold one thing.
    where: dict[int, str] = {}

    def occupy(cell: int, field: str) -> None:
        if cell in where:
            raise r.fail(field, f"{cell_name(cell)} is already used by {where[cell]}")
        where[cell] = field

    tiles_table = r.get(data, "tiles", "tiles", dict)
    r.no_unknown(tiles_table, set(COLOUR_NAMES), "tiles")
    tiles = [0] * N_COLOURS
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
    pagodas = _pagodas(r, board_table, tiles, grid)
    market_names = r.get(board_table, "market", "board.market", list, required=False, default=[])
    if len(market_names) > MARKET_SIZE:
        raise r.fail("board.market", f"{len(market_names)} tiles; the market holds at most {MARKET_SIZE}")
    market = tuple(r.colour(name, f"board.market[{i}]") for i, name in enumerate(market_names))

    state = State(board, n, r.dynasties(players, DYNASTIES))
    state.seed = seed
    state.turn = turn
    state.short = short
    state.tiles = tiles
    state.pagodas = tuple(sorted(pagodas, key=lambda p: p.name))
    for pagoda in pagodas:
        state.pagoda_cells |= pagoda.cells
    state.find_open_triangles()
    state.market = market
    state.active = active
    state.actions_left = actions_left

    for seat, player in enumerate(players):
        field = f"players[{seat}]"
        r.no_unknown(player, PLAYER_KEYS, field)
        hand = r.get(player, "hand", f"{field}.hand", list)
        if len(hand) > HAND_SIZE:
            raise r.fail(f"{field}.hand", f"{len(hand)} tiles; a hand holds at most {HAND_SIZE}")
        for i, name in enumerate(hand):
            state.hands[seat * N_COLOURS + r.colour(name, f"{field}.hand[{i}]")] += 1
        leaders = r.get(player, "leaders", f"{field}.leaders", dict, required=False, default={})
        for key, value in leaders.items():
            lfield = f"{field}.leaders.{key}"
            if key not in LEADER_NAMES:
                raise r.fail(lfield, f"unknown leader ({', '.join(LEADER_NAMES)})")
            cell = r.cell(value, lfield, grid)
            occupy(cell, lfield)
            if (board.river >> cell) & 1:
                raise r.fail(lfield, f"{cell_name(cell)} is a river; leaders stand on land")
            if not grid.neighbours[cell] & tiles[BLACK]:
                raise r.fail(lfield, f"{cell_name(cell)} is not next to a black tile")
            state.leaders[seat * N_COLOURS + LEADER_NAMES.index(key)] = cell
            state.leader_mask |= 1 << cell
        score = r.get(player, "score", f"{field}.score", dict)
        r.no_unknown(score, set(COLOUR_NAMES), f"{field}.score")
        for colour, name in enumerate(COLOUR_NAMES):
            state.scores[seat * N_COLOURS + colour] = r.int_in(score, name, f"{field}.score.{name}", 0,
                                                               10**6, required=False)

    state.rebuild_regions()
    # At rest: no kingdom with two leaders of a colour.
    for kingdom in state.kingdoms():
        colours = [LEADER_COLOUR[lid] for lid in kingdom.leaders]
        for colour in COLOURS:
            if colours.count(colour) > 1:
                cells = sorted(state.leaders[lid] for lid in kingdom.leaders if LEADER_COLOUR[lid] == colour)
                raise r.fail("players", f"two {LEADER_NAMES[colour]}s in one kingdom ("
                             + " and ".join(cell_name(c) for c in cells) + ")")

    # Tile accounting and the bag.
    left = []
    for colour in COLOURS:
        used = (tiles[colour].bit_count() + market.count(colour)
                + sum(state.hands[seat * N_COLOURS + colour] for seat in range(n)))
        if used > TILE_COUNTS[colour]:
            raise r.fail("tiles", f"{used} {COLOUR_NAMES[colour]} tiles on the board, in the market and "
                                  f"in hands; the game has {TILE_COUNTS[colour]}")
        left.append(TILE_COUNTS[colour] - used)
    bag_value = r.get(data, "bag", "bag", (int, list))
    if isinstance(bag_value, bool):
        raise r.fail("bag", "expected a number or a list of colours")
    if isinstance(bag_value, int):
        if bag_value < 0:
            raise r.fail("bag", f"{bag_value}: must not be negative")
        if bag_value > sum(left):
            raise r.fail("bag", f"{bag_value} tiles, but only {sum(left)} are not on the board, in the "
                                "market or in hands")
        pool = [c for c in COLOURS for _ in range(left[c])]
        Rng(seed or 0).shuffle(pool)
        bag = pool[:bag_value]
    else:
        bag = [r.colour(name, f"bag[{i}]") for i, name in enumerate(bag_value)]
        for colour in COLOURS:
            if bag.count(colour) > left[colour]:
                raise r.fail("bag", f"{bag.count(colour)} {COLOUR_NAMES[colour]} tiles, but only "
                                    f"{left[colour]} are not on the board, in the market or in hands")
    state.bag = tuple(bag)
    for colour in COLOURS:
        state.unseen_discards[colour] = left[colour] - bag.count(colour)
    return state


def _pagodas(r: FieldReader, board_table: dict, tiles: list[int], grid) -> list[Pagoda]:
    entries = r.get(board_table, "pagodas", "board.pagodas", list, required=False, default=[])
    out: list[Pagoda] = []
    used = 0
    for i, entry in enumerate(entries):
        field = f"board.pagodas[{i}]"
        if not isinstance(entry, dict):
            raise r.fail(field, 'expected a table like { colour = "red", cells = ["C5", "D5", "C6"] }')
        r.no_unknown(entry, {"colour", "cells"}, field)
        colour = r.colour(r.get(entry, "colour", f"{field}.colour", str), f"{field}.colour")
        names = r.get(entry, "cells", f"{field}.cells", list)
        if len(names) != 3:
            raise r.fail(f"{field}.cells", f"expected three cells, not {len(names)}")
        cells = 0
        for j, value in enumerate(names):
            cells |= 1 << r.cell(value, f"{field}.cells[{j}]", grid)
        shown = " ".join(cell_name(c) for c in bit_list(cells))
        if cells.bit_count() != 3 or cells not in grid.triangles:
            raise r.fail(f"{field}.cells", f"{shown} are not three cells that all touch each other")
        if tiles[colour] & cells != cells:
            raise r.fail(f"{field}.cells",
                         f"the pagoda is not on three {COLOUR_NAMES[colour]} tiles ({shown})")
        if cells & used:
            raise r.fail(f"{field}.cells", f"{shown}: a tile there already carries a pagoda")
        used |= cells
        out.append(Pagoda(colour, cells))
        if sum(1 for p in out if p.colour == colour) > PAGODA_COUNTS[colour]:
            count = PAGODA_COUNTS[colour]
            raise r.fail(f"{field}.colour",
                         f"the game has {count} {COLOUR_NAMES[colour]} pagoda{'s' * (count != 1)}")
    return out


# ---------------------------------------------------------------------- writing

def position_dict(state: State) -> dict:
    """The position's fields as plain data (what TOML and JSON output share)."""
    data: dict[str, Any] = {
        "game": "yangtze",
        "map": state.board.name,
        "active": state.active,
        "actions_left": state.actions_left,
        "bag": [COLOUR_NAMES[c] for c in state.bag_contents()],
    }
    if state.seed is not None:
        data["seed"] = state.seed
    data["turn"] = state.turn
    if state.short:
        data["short"] = True
    data["tiles"] = {COLOUR_NAMES[c]: [cell_name(x) for x in bit_list(state.tiles[c])] for c in COLOURS}
    data["board"] = {
        "pagodas": [{"colour": COLOUR_NAMES[p.colour], "cells": [cell_name(x) for x in bit_list(p.cells)]}
                    for p in state.pagodas],
        "market": [COLOUR_NAMES[c] for c in state.market],
    }
    players = []
    for seat in range(state.n):
        hand = state.hand(seat)
        players.append({
            "dynasty": state.dynasties[seat],
            "hand": [COLOUR_NAMES[c] for c in COLOURS for _ in range(hand[c])],
            "leaders": {LEADER_NAMES[k]: cell_name(state.leaders[seat * N_COLOURS + k])
                        for k in COLOURS if state.leaders[seat * N_COLOURS + k] >= 0},
            "score": dict(zip(COLOUR_NAMES, state.score(seat), strict=True)),
        })
    data["players"] = players
    return data


def conflict_dict(state: State) -> dict | None:
    """The revolt or war being fought: its sides and strengths so far."""
    r = state.revolt
    if r is not None:
        return {
            "kind": "revolt", "colour": COLOUR_NAMES[r.colour],
            "attacker": r.attacker, "defender": r.defender,
            "attacker_cell": cell_name(r.attacker_cell), "defender_cell": cell_name(r.defender_cell),
            "attacker_strength": r.attacker_base, "defender_strength": r.defender_base,
            "attacker_commit": None if r.attacker_commit < 0 else r.attacker_commit,
        }
    war = state.war
    if war is not None:
        return {
            "kind": "war", "cell": cell_name(war.cell),
            "colours": [COLOUR_NAMES[c] for c in COLOURS if (war.doubled >> c) & 1],
            "kingdoms": [{"name": cell_name(side.name), "red": side.red, "support": side.support}
                         for side in war.sides],
            "to_lose": state.lose_left,
        }
    return None
