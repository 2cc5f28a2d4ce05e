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

from ..grid import bit_list, cell_name
from ..position import FieldReader, PositionReader, position_head, seat_dict, tiles_dict
from .maps import MAPS
from .pieces import (
    BLACK,
    BLUE,
    COLOUR_NAMES,
    COLOURS,
    DYNASTIES,
    HAND_SIZE,
    LEADER_NAMES,
    MARKET_SIZE,
    N_COLOURS,
    PAGODA_COUNTS,
)
from .state import Pagoda, State

# Parallel to game/engine/tigris/position.py by design: this game's own position keys (what the games share
# in positions is game/engine/position.py).
TOP_KEYS = frozenset({"game", "map", "active", "actions_left", "bag", "seed", "tiles", "board",
                      "players", "turn", "short", "actions", "start"})
PLAYER_KEYS = {"dynasty", "hand", "leaders", "score"}
BOARD_KEYS = {"pagodas", "market"}


def position_from_dict(data: dict, path: str | None = None, exclude: frozenset[str] = frozenset()) -> State:
    """A Yellow & Yangtze position from parsed TOML (its `game` key already read);
    `exclude` names top-level keys not allowed here."""
    probe = FieldReader(path)
    probe.no_unknown(data, TOP_KEYS - exclude, "")
    map_name = probe.get(data, "map", "map", str, required=False, default="standard")
    if map_name not in MAPS:
        raise probe.fail("map", f"unknown board {map_name!r} (Yellow & Yangtze has one: standard)")
    board = MAPS[map_name]
    r = PositionReader(path, State.ruleset, board)
    players = r.seats(data)
    n = len(players)
    state = State(board, n, r.dynasties(players, DYNASTIES))
    r.turn_fields(data, state)
    state.short = r.get(data, "short", "short", bool, required=False, default=False)
    if state.short and n != 2:
        raise r.fail("short", "the short game is for two players")
    tiles = r.tiles(data, BLUE)

    board_table = r.get(data, "board", "board", dict, required=False, default={})
    r.no_unknown(board_table, BOARD_KEYS, "board")
    pagodas = _pagodas(r, board_table, tiles, board.grid)
    market_names = r.get(board_table, "market", "board.market", list, required=False, default=[])
    if len(market_names) > MARKET_SIZE:
        raise r.fail("board.market", f"{len(market_names)} tiles; the market holds at most {MARKET_SIZE}")
    market = tuple(r.colour(name, f"board.market[{i}]") for i, name in enumerate(market_names))

    state.tiles = tiles
    state.pagodas = tuple(sorted(pagodas, key=lambda p: p.name))
    for pagoda in pagodas:
        state.pagoda_cells |= pagoda.cells
    state.find_open_triangles()
    state.market = market
    for seat, player in enumerate(players):
        field = f"players[{seat}]"
        r.no_unknown(player, PLAYER_KEYS, field)
        r.hand(player, field, state, seat, HAND_SIZE)
        r.leaders(player, field, state, seat, tiles[BLACK], "a black tile")
        r.score(player, field, state, seat)
    state.rebuild_regions()
    r.no_doubled_leaders(state)
    used = [tiles[colour].bit_count() + market.count(colour)
            + sum(state.hands[seat * N_COLOURS + colour] for seat in range(n)) for colour in COLOURS]
    r.bag(data, state, used, ("on the board", "in the market", "in hands"))
    return state


def _pagodas(r: PositionReader, board_table: dict, tiles: list[int], grid) -> list[Pagoda]:
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
    data = position_head(state, "yangtze", COLOUR_NAMES)
    if state.short:
        data["short"] = True
    data["tiles"] = tiles_dict(state, COLOUR_NAMES)
    data["board"] = {
        "pagodas": [{"colour": COLOUR_NAMES[p.colour], "cells": [cell_name(x) for x in bit_list(p.cells)]}
                    for p in state.pagodas],
        "market": [COLOUR_NAMES[c] for c in state.market],
    }
    players = [seat_dict(state, seat, COLOUR_NAMES, LEADER_NAMES, {}, {}) for seat in range(state.n)]
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
