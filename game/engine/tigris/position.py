"""Tigris & Euphrates positions as TOML (`../shared/spec/formats.md`,
documented in `docs/formats.md`); the framing shared with the other game is
`..position`.

A position that breaks a rule is rejected with a `BadFileError` naming the
field and the cell.

A monument entry's optional `tiles` is the colour of its four face-down
tiles, one of its two colours; left out, it is the colour the square allows
(`_monument_tiles`). It is always written.

Extension to the shared format (optional on input, always written):
`turn = 12`, the number of turns played so far (default 0).

The variants (`variants.py`): `variants = [...]` at the top, `[board]`'s
`wonder` (its centre) and `buildings` (colour to cell), each refused unless its
variant is on; and, an extension written with the wonder, `wonder_tiles`, the
colour of its five face-down tiles (left out: blue on the river, red under a
treasure, else black — as for a monument, it matters only for counting tiles).
"""

from __future__ import annotations

from ..grid import SQUARE_2x2, bit_list, cell_name
from ..position import FieldReader, PositionReader, position_head, seat_dict, show, tiles_dict
from .maps import MAPS, BoardMap
from .pieces import (
    BLACK,
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
from .variants import VARIANT_NAMES, VariantPieces, Variants
from .wonder import plus_of

# Parallel to game/engine/yangtze/position.py by design: this game's own position keys (what the games share
# in positions is game/engine/position.py).
TOP_KEYS = frozenset({"game", "map", "active", "actions_left", "bag", "seed", "tiles", "board",
                      "players", "turn", "actions", "start", "variants"})
PLAYER_KEYS = {"dynasty", "hand", "leaders", "catastrophes", "score", "treasures"}
BOARD_KEYS = {"treasures", "catastrophes", "monuments", "unused_monuments", "wonder", "wonder_tiles",
              "buildings"}
# The `[board]` keys a variant allows, by the variant's name.
VARIANT_BOARD_KEYS = {"wonder": "wonder", "wonder_tiles": "wonder", "buildings": "buildings"}


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
    variants = read_variants(data, r)
    players = r.seats(data)
    n = len(players)
    state = State(board, n, r.dynasties(players, DYNASTIES), variants)
    r.turn_fields(data, state)
    tiles = r.tiles(data, BLUE)

    board_table = r.get(data, "board", "board", dict, required=False, default={})
    r.no_unknown(board_table, BOARD_KEYS, "board")
    for key, variant in VARIANT_BOARD_KEYS.items():
        if key in board_table and variant not in variants.names:
            raise r.fail(f"board.{key}", f"only with the {variant} variant (variants = [\"{variant}\"])")
    catastrophes = 0
    for cell in r.cells(board_table, "catastrophes", "board.catastrophes", grid):
        r.occupy(cell, "board.catastrophes")
        catastrophes |= 1 << cell

    # Treasures first: where one lies decides a monument's colour when its entry leaves it out.
    treasure_cells = r.cells(board_table, "treasures", "board.treasures", grid)
    treasures = sum(1 << cell for cell in treasure_cells)

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
        square = SQUARE_2x2 << top_left
        if square & grid.full != square:
            raise r.fail(f"{field}.at", f"the 2×2 square from {cell_name(top_left)} leaves the board")
        for cell in bit_list(square):
            r.occupy(cell, field)
        colour = _monument_tiles(r, field, entry, index, square, board, treasures)
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

    wonder, wonder_colour = _wonder(r, board_table, board, treasures)
    if wonder >= 0:
        facedown |= plus_of(state, wonder)
        facedown_counts[wonder_colour] += 5

    # A treasure lies on a red tile: face up, or face down under a monument (or the wonder)
    # on red tiles.
    red_facedown = plus_of(state, wonder) if wonder_colour == RED else 0
    for _, top_left, colour in monuments:
        if colour == RED:
            red_facedown |= SQUARE_2x2 << top_left
    for cell in treasure_cells:
        if not ((tiles[RED] | red_facedown) >> cell) & 1:
            raise r.fail("board.treasures", f"{cell_name(cell)} is not a red tile")

    state.tiles = tiles
    state.facedown = facedown
    state.catastrophes = catastrophes
    state.treasures = treasures
    state.monuments = tuple(monuments)
    state.monuments_left = unused
    state.variant_pieces = VariantPieces(wonder, wonder_colour)
    if "buildings" in board_table:
        state.variant_pieces = _buildings(r, board_table, tiles, state.variant_pieces)

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
    data = position_head(state, "tigris", COLOUR_NAMES)
    if state.variants.names:
        data["variants"] = state.variants.names
    data["tiles"] = tiles_dict(state, COLOUR_NAMES)
    data["board"] = {
        "treasures": [cell_name(x) for x in bit_list(state.treasures)],
        "catastrophes": [cell_name(x) for x in bit_list(state.catastrophes)],
        "monuments": [{"colors": MONUMENT_NAMES[i], "at": cell_name(t), "tiles": COLOUR_NAMES[c]}
                      for i, t, c in state.monuments],
        "unused_monuments": [MONUMENT_NAMES[i] for i in range(len(MONUMENTS))
                             if (state.monuments_left >> i) & 1],
    }
    pieces = state.variant_pieces
    if pieces.wonder >= 0:
        data["board"]["wonder"] = cell_name(pieces.wonder)
        data["board"]["wonder_tiles"] = COLOUR_NAMES[pieces.wonder_colour]
    if state.variants.buildings:
        data["board"]["buildings"] = {COLOUR_NAMES[c]: cell_name(cell)
                                      for c, cell in enumerate(pieces.buildings) if cell >= 0}
    players = [seat_dict(state, seat, COLOUR_NAMES, LEADER_NAMES,
                         {"catastrophes": state.catastrophes_left[seat]},
                         {"treasures": state.treasures_taken[seat]}) for seat in range(state.n)]
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


def _monument_tiles(r: PositionReader, field: str, entry: dict, index: int, square: int,
                    board: BoardMap, treasures: int) -> int:
    """The colour of a monument's four face-down tiles: its entry's `tiles`, checked
    against the square; left out, the one the square allows (the formats page): blue
    where the square is river, else red where a treasure lies on it, else the first
    of the two colours that is not blue. Refused, naming the field and a cell, when
    neither colour fits (blue tiles lie on rivers, the others on land, a treasure on red)."""
    pair = MONUMENTS[index]
    monument = MONUMENT_NAMES[index]
    cells = bit_list(square)
    river = [cell for cell in cells if (board.river >> cell) & 1]
    treasure = [cell for cell in cells if (treasures >> cell) & 1]
    if "tiles" in entry:
        colour = r.colour(entry["tiles"], f"{field}.tiles")
        if colour not in pair:
            raise r.fail(f"{field}.tiles", f"the {monument} monument cannot stand "
                                           f"on {COLOUR_NAMES[colour]} tiles")
        for cell in cells:
            if ((board.river >> cell) & 1) != (colour == BLUE):
                kind = "land" if colour == BLUE else "a river"
                raise r.fail(f"{field}.at", f"{cell_name(cell)} is {kind}; the monument is not on "
                                            f"four {COLOUR_NAMES[colour]} tiles")
        if treasure and colour != RED:
            raise r.fail(f"{field}.tiles", f"the treasure on {cell_name(treasure[0])} lies on a red "
                                           f"tile, not a {COLOUR_NAMES[colour]} one")
        return colour
    if river and len(river) < len(cells):
        land = [cell for cell in cells if cell not in river]
        raise r.fail(f"{field}.at", f"the 2×2 square from {cell_name(cells[0])} is part river ("
                     + ", ".join(map(cell_name, river)) + ") and part land ("
                     + ", ".join(map(cell_name, land)) + "); a monument stands on four tiles of one colour")
    if river:
        if BLUE not in pair:
            raise r.fail(f"{field}.at", f"the 2×2 square from {cell_name(cells[0])} is river, and the "
                                        f"{monument} monument has no blue")
        return BLUE
    if treasure:
        if RED not in pair:
            raise r.fail(f"{field}.at", f"the treasure on {cell_name(treasure[0])} lies on a red tile, "
                                        f"and the {monument} monument has no red")
        return RED
    return next(colour for colour in pair if colour != BLUE)


def position_json(state: State) -> dict:
    """`position_dict` as `run --json` shows it: `variants` always (`[]` when none), and
    with the wonder on, `board.wonder` null while it is in the supply."""
    data = position_dict(state)
    data["variants"] = state.variants.names
    if state.variants.wonder and state.variant_pieces.wonder < 0:
        data["board"]["wonder"] = None
    return data


def describe_settings(state: State) -> str:
    """The variants and their pieces, in a line for the command line's summary."""
    if not state.variants.names:
        return ""
    words = ["variants: " + ", ".join(state.variants.names)]
    pieces = state.variant_pieces
    if state.variants.wonder:
        words.append("wonder " + (cell_name(pieces.wonder) if pieces.wonder >= 0 else "in the supply"))
    if state.variants.buildings:
        placed = [f"{COLOUR_NAMES[c]} {cell_name(cell)}" for c, cell in enumerate(pieces.buildings)
                  if cell >= 0]
        words.append("buildings " + (", ".join(placed) if placed else "all in the supply"))
    return "; ".join(words)


# ---------------------------------------------------------------------- the variants

def read_variants(data: dict, r: FieldReader) -> Variants:
    """The top-level `variants`: a list of names, any subset in any order."""
    values = r.get(data, "variants", "variants", list, required=False, default=[])
    names = []
    for i, name in enumerate(values):
        if name not in VARIANT_NAMES:
            raise r.fail(f"variants[{i}]", f"{show(name)} is not a variant ({', '.join(VARIANT_NAMES)})")
        if name in names:
            raise r.fail(f"variants[{i}]", f"{name} is listed twice")
        names.append(name)
    return Variants.from_names(names)


def _wonder(r: PositionReader, table: dict, board: BoardMap, treasures: int) -> tuple[int, int]:
    """`board.wonder` (its centre) and the colour of its five face-down tiles: (-1, -1)
    when it is in the supply."""
    if "wonder" not in table:
        if "wonder_tiles" in table:
            raise r.fail("board.wonder_tiles", "there is no wonder on the board (board.wonder)")
        return -1, -1
    grid = board.grid
    centre = r.cell(r.get(table, "wonder", "board.wonder", str), "board.wonder", grid)
    col, row = centre % 32, centre // 32
    if not (0 < col < grid.width - 1 and 0 < row < grid.height - 1):
        raise r.fail("board.wonder", f"{cell_name(centre)} is on the edge of the board; "
                                     "the wonder's centre has four neighbours")
    plus = (1 << centre) | grid.neighbours[centre]
    cells = bit_list(plus)
    for cell in cells:
        r.occupy(cell, "board.wonder")
    river = [cell for cell in cells if (board.river >> cell) & 1]
    if river and len(river) < len(cells):
        raise r.fail("board.wonder", f"the plus on {cell_name(centre)} is part river ("
                     + ", ".join(map(cell_name, river)) + "); the wonder stands on five tiles of one colour")
    treasure = [cell for cell in cells if (treasures >> cell) & 1]
    if "wonder_tiles" in table:
        colour = r.colour(table["wonder_tiles"], "board.wonder_tiles")
        if (colour == BLUE) != bool(river):
            raise r.fail("board.wonder_tiles", f"the plus on {cell_name(centre)} is "
                         f"{'river' if river else 'land'}; its tiles cannot be {COLOUR_NAMES[colour]}")
        if treasure and colour != RED:
            raise r.fail("board.wonder_tiles", f"the treasure on {cell_name(treasure[0])} lies on a "
                                               f"red tile, not a {COLOUR_NAMES[colour]} one")
        return centre, colour
    if river:
        return centre, BLUE
    return centre, RED if treasure else BLACK


def _buildings(r: PositionReader, table: dict, tiles: list[int], pieces: VariantPieces) -> VariantPieces:
    """`board.buildings`: colour to cell, each on a face-up tile of its own colour."""
    value = r.get(table, "buildings", "board.buildings", dict)
    r.no_unknown(value, set(COLOUR_NAMES), "board.buildings")
    buildings = [-1, -1, -1, -1]
    mask = 0
    for colour, name in enumerate(COLOUR_NAMES):
        if name not in value:
            continue
        field = f"board.buildings.{name}"
        cell = r.cell(value[name], field, r.grid)
        if not (tiles[colour] >> cell) & 1:
            raise r.fail(field, f"{cell_name(cell)} holds no face-up {name} tile")
        buildings[colour] = cell
        mask |= 1 << cell
    return pieces._replace(buildings=tuple(buildings), building_mask=mask)
