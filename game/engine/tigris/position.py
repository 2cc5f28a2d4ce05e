"""Tigris & Euphrates positions as TOML (`../shared/spec/formats.md`,
documented in `docs/formats.md`); the framing shared with the other game is
`..position`.

A position that breaks a rule is rejected with a `BadFileError` naming the
field and the cell.

Extensions to the shared format (all optional on input, always written):
* `[board].monuments` entries take `tiles = "red"`: the colour of the four
  face-down tiles (default: the monument's first colour);
* `turn = 12`: the number of turns played so far (default 0).
"""

from __future__ import annotations

from typing import Any

from ..grid import SQUARE_2x2, bit_list, cell_name
from ..position import MAX_TURN, FieldReader, show
from ..rng import Rng
from .maps import MAPS
from .pieces import (
    BLUE,
    CATASTROPHES_PER_PLAYER,
    COLOUR_NAMES,
    COLOURS,
    DYNASTIES,
    GREEN,
    HAND_SIZE,
    LEADER_COLOUR,
    LEADER_NAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONUMENT_NAMES,
    MONUMENTS,
    N_COLOURS,
    RED,
    TILE_COUNTS,
    monument_from_name,
)
from .state import State

TOP_KEYS = frozenset({"game", "map", "active", "actions_left", "bag", "seed", "tiles", "board",
                      "players", "turn", "actions", "start"})
PLAYER_KEYS = {"dynasty", "hand", "leaders", "catastrophes", "score", "treasures"}
BOARD_KEYS = {"treasures", "catastrophes", "monuments", "unused_monuments"}


def position_from_dict(data: dict, path: str | None = None, exclude: frozenset[str] = frozenset()) -> State:
    """A Tigris & Euphrates position from parsed TOML (its `game` key already read);
    `exclude` names top-level keys not allowed here."""
    r = FieldReader(path, COLOUR_NAMES)
    r.no_unknown(data, TOP_KEYS - exclude, "")
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
    seed = r.seed(data)
    turn = r.int_in(data, "turn", "turn", 0, MAX_TURN, required=False, default=0)

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
                raise r.fail(f"board.unused_monuments[{i}]", f"{show(name)} is not a monument")
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

    state = State(board, n, r.dynasties(players, DYNASTIES))
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
            state.hands[seat * N_COLOURS + r.colour(name, f"{field}.hand[{i}]")] += 1
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
            state.leaders[seat * N_COLOURS + LEADER_NAMES.index(key)] = cell
            state.leader_mask |= 1 << cell
        state.catastrophes_left[seat] = r.int_in(player, "catastrophes", f"{field}.catastrophes",
                                                 0, CATASTROPHES_PER_PLAYER)
        score = r.get(player, "score", f"{field}.score", dict)
        r.no_unknown(score, set(COLOUR_NAMES), f"{field}.score")
        for colour, name in enumerate(COLOUR_NAMES):
            state.scores[seat * N_COLOURS + colour] = r.int_in(score, name, f"{field}.score.{name}", 0,
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
        colours = [LEADER_COLOUR[lid] for lid in kingdom.leaders]
        for colour in COLOURS:
            if colours.count(colour) > 1:
                cells = sorted(state.leaders[lid] for lid in kingdom.leaders if LEADER_COLOUR[lid] == colour)
                raise r.fail("players", "two " + LEADER_NAMES[colour] + "s in one kingdom ("
                             + " and ".join(cell_name(c) for c in cells) + ")")
        if GREEN in colours and (kingdom.mask & treasures).bit_count() >= 2:
            trader = next(lid for lid in kingdom.leaders if LEADER_COLOUR[lid] == GREEN)
            raise r.fail("board.treasures", "the kingdom of the trader on "
                         f"{cell_name(state.leaders[trader])} holds "
                         f"{(kingdom.mask & treasures).bit_count()} treasures; they would have "
                         "been taken")

    # Tile accounting and the bag.
    left = []
    for colour in COLOURS:
        used = (tiles[colour].bit_count() + facedown_counts[colour]
                + sum(state.hands[seat * N_COLOURS + colour] for seat in range(n)))
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
        pool = [c for c in COLOURS for _ in range(left[c])]
        Rng(seed or 0).shuffle(pool)
        bag = pool[:bag_value]
    else:
        bag = [r.colour(name, f"bag[{i}]") for i, name in enumerate(bag_value)]
        for colour in COLOURS:
            if bag.count(colour) > left[colour]:
                raise r.fail("bag", f"{bag.count(colour)} {COLOUR_NAMES[colour]} tiles, but only "
                                    f"{left[colour]} are not on the board or in hands")
    state.bag = tuple(bag)
    for colour in COLOURS:
        state.unseen_discards[colour] = left[colour] - bag.count(colour)
    return state


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
                     for c in COLOURS}
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
            "hand": [COLOUR_NAMES[c] for c in COLOURS for _ in range(hand[c])],
            "leaders": {LEADER_NAMES[k]: cell_name(state.leaders[seat * N_COLOURS + k])
                        for k in COLOURS if state.leaders[seat * N_COLOURS + k] >= 0},
            "catastrophes": state.catastrophes_left[seat],
            "score": dict(zip(COLOUR_NAMES, state.score(seat), strict=True)),
            "treasures": state.treasures_taken[seat],
        })
    data["players"] = players
    return data


def conflict_dict(state: State) -> dict | None:
    """The revolt or war waiting for support: its sides and strengths so far."""
    c = state.conflict
    if c is None:
        return None
    return {
        "kind": c.kind, "colour": COLOUR_NAMES[c.colour],
        "attacker": c.attacker, "defender": c.defender,
        "attacker_cell": cell_name(c.attacker_cell), "defender_cell": cell_name(c.defender_cell),
        "attacker_strength": c.attacker_base, "defender_strength": c.defender_base,
        "attacker_commit": None if c.attacker_commit < 0 else c.attacker_commit,
    }
