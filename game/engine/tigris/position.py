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
from ..position import FieldReader, PositionReader, show
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
    MONUMENT_NAMES,
    MONUMENTS,
    N_COLOURS,
    RED,
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
    probe = FieldReader(path)
    probe.no_unknown(data, TOP_KEYS - exclude, "")
    map_name = probe.get(data, "map", "map", str)
    if map_name not in MAPS:
        raise probe.fail("map", f"unknown board {map_name!r} (standard or advanced)")
    board = MAPS[map_name]
    grid = board.grid
    r = PositionReader(path, State.ruleset, board)
    players = r.seats(data)
    n = len(players)
    state = State(board, n, r.dynasties(players, DYNASTIES))
    r.turn_fields(data, state)
    tiles = r.tiles(data, BLUE)

    board_table = r.get(data, "board", "board", dict, required=False, default={})
    r.no_unknown(board_table, BOARD_KEYS, "board")
    catastrophes = 0
    for cell in r.cells(board_table, "catastrophes", "board.catastrophes", grid):
        r.occupy(cell, "board.catastrophes")
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
            r.occupy(cell, field)
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
            if (unused >> index) & 1:  # as every other list of a position: each thing once
                raise r.fail("board.unused_monuments", f"{MONUMENT_NAMES[index]} is listed twice")
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

    state.tiles = tiles
    state.facedown = facedown
    state.catastrophes = catastrophes
    state.treasures = treasures
    state.monuments = tuple(monuments)
    state.monuments_left = unused

    taken = 0
    for seat, player in enumerate(players):
        field = f"players[{seat}]"
        r.no_unknown(player, PLAYER_KEYS, field)
        r.hand(player, field, state, seat, HAND_SIZE)
        r.leaders(player, field, state, seat, tiles[RED], "a face-up temple")
        state.catastrophes_left[seat] = r.int_in(player, "catastrophes", f"{field}.catastrophes",
                                                 0, CATASTROPHES_PER_PLAYER)
        r.score(player, field, state, seat)
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
    r.no_doubled_leaders(state)
    for kingdom in state.kingdoms():
        colours = [LEADER_COLOUR[lid] for lid in kingdom.leaders]
        if GREEN in colours and (kingdom.mask & treasures).bit_count() >= 2:
            trader = next(lid for lid in kingdom.leaders if LEADER_COLOUR[lid] == GREEN)
            raise r.fail("board.treasures", "the kingdom of the trader on "
                         f"{cell_name(state.leaders[trader])} holds "
                         f"{(kingdom.mask & treasures).bit_count()} treasures; they would have "
                         "been taken")

    used = [tiles[colour].bit_count() + facedown_counts[colour]
            + sum(state.hands[seat * N_COLOURS + colour] for seat in range(n)) for colour in COLOURS]
    r.bag(data, state, used, ("on the board", "in hands"))
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
