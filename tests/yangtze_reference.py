"""Yellow & Yangtze, read literally: a slow second implementation of the rules.

Written from `../shared/rules/yellow-yangtze.md` (the ruling) and the two
Yellow & Yangtze sections of `../shared/spec/formats.md` alone, without
looking at the project's engine, so that the two can be compared decision
by decision (`tests/test_yangtze_conformance.py`). Standard library only;
cells are their names ("C5"), the board is a dict from cell to colour, and
every rule is one plain condition recomputed from scratch each time.

API: `Referee.from_json(data)` (a state at rest, in the shape of
`tworivers run --json`), `ref.legal()`, `ref.apply(text)`, `ref.to_json()`.
`ref.log` collects what happened (wars, revolts, pagodas, ends) so tests can
count what a game covered.

Interpretations: where the text leaves a choice, this is what the referee
does and the sentence it relies on ("rules" = yellow-yangtze.md, "formats" =
formats.md). When the engine and the referee disagree, check these first.

 1. Leader placement, which kingdoms it joins. "It may connect kingdoms only
    if the joined kingdom would hold no two leaders of one colour (its own
    colour included) ... If it joins exactly one kingdom that already holds
    a leader of its colour, a revolt follows." The kingdoms are the regions
    holding a leader that share an edge with the target cell, computed with
    the moved leader already lifted off its old cell. Leaderless regions it
    touches join without effect. Touching two or more kingdoms: legal only
    if all their leaders and the placed one have different colours (never a
    revolt then). Touching one: always legal, a revolt if it holds the colour.
 2. Moving a leader onto the cell it stands on is not a move: "Onto an empty
    land cell" (its own cell is not empty). Moving a leader is one action
    whether or not it ends in a revolt; the attacker is the mover, and a moved
    leader that loses goes to the supply, not back to its old cell ("The
    loser's leader returns to supply").
 3. The off-board farmer and trader are not used up: "An off-board farmer
    counts as one of the two blue tiles" / "Off-board traders count as one of
    the two green tiles" -- only the one blue (green) tile is discarded and
    the leader stays in the supply. `revolt X` (two blue) and `revolt X
    farmer` are both listed when both are possible; likewise `build`.
 4. Revolt strength counts the face-up black tiles on the cells adjacent to
    each leader when the second commitment is made ("black tiles adjacent to
    the leader (one tile may count for both)"). `commit N` lists N from 0 to
    the black tiles in hand; `commit N governor` is listed too when that
    player's governor is off the board (formats: "two different decisions").
    In a revolt of governors neither side can have the +1 (both are on it).
 5. War: "the kingdoms the tile joined" are the regions holding a leader
    that share an edge with the tile's cell, as they stood before the tile.
    Doubled colours are the colours held by leaders of two or more of them.
    A kingdom's red tiles are counted on its cells before the tile, so the
    unification tile (even a red one) never counts or is removed.
 6. War support: seats are asked in the order active+1, active+2, ...,
    active ("starting with the player to the active player's left and going
    clockwise, the active player last"; clockwise is seat order, as in
    Tigris & Euphrates), each exactly once, also a seat with nothing to give
    (`support none` only). Support strength is N red tiles plus 1 for the
    soldier.
 7. The order inside a war: all supports; then `winner` only if two or more
    kingdoms share the highest strength; then, at once, every losing kingdom
    loses its leaders of doubled colours and its red tiles and the points for
    those leaders are scored; then the `lose` questions; then the marker goes
    and (green tile) the `market` question. The bullets' order in the rules.
 8. "For each leader removed, the owner of the winner's leader of that colour
    scores 1 point of that colour": when the winning kingdom holds no leader
    of that colour (two different colours doubled in different kingdoms),
    nobody scores for that leader.
 9. The winner's losses: owed = the highest strength (red tiles + support)
    among the losing kingdoms; the support committed to the winner absorbs
    first (each tile and the soldier one unit); the rest is asked as `lose X`,
    min(rest, red tiles of the winning kingdom as it stood) times (formats:
    "as many times as the winning kingdom ... has red tiles"). Options: the
    winning kingdom's red tiles still on the board.
10. A removed tile takes its pagoda back to the supply; after a peasants'
    revolt every leader (anyone's) with no adjacent black tile goes home.
    War removals are red tiles only, so they never send a leader home.
11. Tile scoring: the kingdom is the region holding the tile after it is
    placed (joined kingdoms included, when no war). Nobody scores a tile in a
    region without leaders. Yellow tiles score yellow points the same way
    (artisan, else governor).
12. The pagoda question: the triangles that contain the placed tile, whose
    three cells hold tiles of the placed tile's colour and none of which is
    under a pagoda ("if the placed tile is one of three mutually adjacent
    tiles of one colour, none of which already carries a pagoda"). `from X`
    is offered (for every pagoda of the colour on the board) only when the
    supply has none of that colour, and then it is the only way to build.
13. The chain: the next blue tile goes on an empty river cell adjacent to the
    blue tile just placed (the last one, not any tile of the chain). A chained
    tile is a tile placement in every respect: its own point, its own war, its
    own pagoda question. The `chain` question follows every blue tile -- first
    or chained -- that caused no war and built no pagoda (a declined pagoda
    continues it), and is asked even with no blue tile in hand (`done` only).
14. The market question follows every green tile (pagoda built or not, war
    or not): `market C` for each colour present in the row, and `no market`,
    asked even when the row is empty.
15. End-of-turn pagoda scoring: for each of the active player's leaders on
    the board, 1 point of the leader's colour per pagoda of that colour whose
    cells are in the leader's region. No choice, so no question; it follows
    `pass` too.
16. Drawing: the active player draws up to 6, then seats active+1, active+2,
    ... up to 6, one tile at a time; the first draw from an empty bag ends
    the game at once (no market refill, turn not advanced, actions_left 0).
    The market refill appends to the row from the bag and never ends it.
17. Swap: the discarded tiles are out of the game (the book: "in the box"),
    then as many are drawn one at a time; an empty bag at a needed draw ends
    the game with the tiles already drawn in hand; actions_left unchanged.
18. Final: yellow points one at a time to the currently lowest colour (ties to
    the first of black, red, blue, green); ranking by the four totals sorted
    lowest first, compared as lists; a tie group lists its seats ascending.
19. Building a pagoda on a triangle chooses the triangle's colour's pagoda;
    the 2-green `build` lists every free triangle of three tiles of one
    colour on the board ("on any eligible triangle already on the board").
20. Not an interpretation but worth knowing: "a tile may join any number of
    kingdoms (three or four included)" -- on this hex board four cannot
    happen: the six neighbours of a cell form a ring, and at most three of
    them are pairwise apart, so at most three separate kingdoms touch a cell.
"""

from __future__ import annotations

from collections import deque
from itertools import product

# ------------------------------------------------------------------ the board

COLUMNS = "ABCDEFGHIJKLMNOPQR"
ROWS = 12

MAP = """
     A B C D E F G H I J K L M N O P Q R
  1  . . . . . . . . . . . . . . . . . .
  2   . . = = = = = . . . . . . . Y . . .
  3  . . = . . . = . . . . . . . . . . .
  4   . . = . . . = . . Z . . . = = = = =
  5  . . = . . . = . . . . . = = . . = .
  6   = = . . . . = . . . = = . . . I . .
  7  . . Q . . . = = = = = . . . . . . .
  8   . . . . . H . . . . . W . . . . . .
  9  . . ~ ~ . . ~ ~ . . ~ ~ ~ . . ~ ~ ~
 10   ~ ~ . ~ ~ ~ . ~ ~ ~ . . ~ ~ ~ . ~ .
 11  . . . . . . . ~ ~ . . . . . . . . .
 12   . . . . . . . . . C . . . . . . . .
"""

CAPITAL_NAMES = {"Q": "Qin", "H": "Han", "W": "Wei", "Z": "Zhao", "Y": "Yan", "I": "Qi", "C": "Chu"}


def cell_name(col: int, row: int) -> str:
    """0-based column, 1-based row -> "C5"."""
    return f"{COLUMNS[col]}{row}"


def col_row(cell: str) -> tuple[int, int]:
    return COLUMNS.index(cell[0]), int(cell[1:])


def reading_key(cell: str) -> tuple[int, int]:
    """Reading order: row 1 first, then column A first."""
    col, row = col_row(cell)
    return row, col


def in_reading_order(cells) -> list[str]:
    return sorted(cells, key=reading_key)


def _parse_map() -> tuple[set[str], set[str], set[str], dict[str, str]]:
    yellow_river, yangtze, capitals = set(), set(), {}
    for line in MAP.strip("\n").splitlines()[1:]:
        words = line.split()
        row = int(words[0])
        assert len(words) == 1 + len(COLUMNS), line
        for col, mark in enumerate(words[1:]):
            cell = cell_name(col, row)
            if mark == "=":
                yellow_river.add(cell)
            elif mark == "~":
                yangtze.add(cell)
            elif mark in CAPITAL_NAMES:
                capitals[cell] = CAPITAL_NAMES[mark]
    return yellow_river, yangtze, capitals


YELLOW_RIVER, YANGTZE, CAPITALS = _parse_map()
RIVER = YELLOW_RIVER | YANGTZE
CELLS = [cell_name(col, row) for row in range(1, ROWS + 1) for col in range(len(COLUMNS))]


def _neighbours(cell: str) -> list[str]:
    """The rule's formula: odd rows look at c-1, c above and below; even rows at c, c+1."""
    col, row = col_row(cell)
    shift = 0 if row % 2 == 1 else 1
    candidates = [(col - 1, row), (col + 1, row)]
    for r in (row - 1, row + 1):
        candidates += [(col - 1 + shift, r), (col + shift, r)]
    return [cell_name(c, r) for c, r in candidates if 0 <= c < len(COLUMNS) and 1 <= r <= ROWS]


NEIGHBOURS = {cell: frozenset(_neighbours(cell)) for cell in CELLS}


def _triangles() -> list[tuple[str, str, str]]:
    """Every set of three mutually adjacent cells, each in reading order."""
    out = set()
    for a in CELLS:
        for b in NEIGHBOURS[a]:
            for c in NEIGHBOURS[a] & NEIGHBOURS[b]:
                out.add(tuple(in_reading_order({a, b, c})))
    return sorted(out, key=lambda t: [reading_key(x) for x in t])


TRIANGLES = _triangles()

# ------------------------------------------------------------------ the pieces

COLOURS = ["black", "red", "blue", "green", "yellow"]
KINDS = ["governor", "soldier", "farmer", "trader", "artisan"]
KIND_COLOUR = dict(zip(KINDS, COLOURS, strict=True))
COLOUR_KIND = dict(zip(COLOURS, KINDS, strict=True))
TILE_COUNTS = {"black": 42, "red": 36, "blue": 24, "green": 24, "yellow": 12}
PAGODA_COUNTS = {"black": 2, "red": 2, "blue": 2, "green": 2, "yellow": 1}
DYNASTIES = ["crossbow", "bull", "vase", "lion"]
HAND_SIZE = 6
MARKET_SIZE = 6


def colour_sorted(colours) -> list[str]:
    return sorted(colours, key=COLOURS.index)


def sub_multisets(hand: list[str]) -> list[list[str]]:
    """Every non-empty sub-multiset of a hand, each sorted black..yellow."""
    counts = [hand.count(c) for c in COLOURS]
    out = []
    for picks in product(*(range(k + 1) for k in counts)):
        if sum(picks):
            out.append([c for c, k in zip(COLOURS, picks, strict=True) for _ in range(k)])
    return out


def final_totals(score: dict[str, int]) -> list[int]:
    """The four totals after the yellow points: each to the lowest colour at that moment."""
    totals = [score[c] for c in COLOURS[:4]]
    for _ in range(score["yellow"]):
        low = min(totals)
        totals[totals.index(low)] += 1  # index() finds the first: black, red, blue, green
    return totals


def ranking(finals: list[list[int]]) -> list:
    """Seats best first; seats equal in all four totals share a list."""
    keys = [sorted(t) for t in finals]
    groups: list[list[int]] = []
    for key in sorted({tuple(k) for k in keys}, reverse=True):
        groups.append([seat for seat in range(len(finals)) if tuple(keys[seat]) == key])
    return [g[0] if len(g) == 1 else g for g in groups]


# ------------------------------------------------------------------ the referee

class Referee:
    """One game of Yellow & Yangtze, from a state at rest, decision by decision."""

    def __init__(self) -> None:
        self.n = 0
        self.active = 0
        self.actions_left = 2
        self.bag: list[str] = []
        self.turn = 0
        self.tiles: dict[str, str] = {}
        self.pagodas: list[tuple[str, tuple[str, ...]]] = []  # (colour, cells in reading order)
        self.market: list[str] = []
        self.dynasties: list[str] = []
        self.hands: list[list[str]] = []
        self.leaders: list[dict[str, str]] = []  # per seat: kind -> cell
        self.scores: list[dict[str, int]] = []
        self.question: str | None = None  # the pending question's word, None at rest
        self.ctx: dict = {}  # what the pending question needs
        self.over = False
        self.extra: dict = {}  # keys passed through to_json untouched (seed, short)
        self.removed = 0  # tiles out of the game since the start (discarded, removed)
        self.log: list[tuple] = []

    # ---------------------------------------------------------------- JSON

    @classmethod
    def from_json(cls, data: dict) -> Referee:
        if data.get("pending") is not None or data.get("game_over"):
            raise ValueError("the referee starts from a state at rest")
        ref = cls()
        ref.n = len(data["players"])
        ref.active = data["active"]
        ref.actions_left = data["actions_left"]
        ref.bag = list(data["bag"])
        ref.turn = data.get("turn", 0)
        for colour, cells in data["tiles"].items():
            for cell in cells:
                assert cell not in ref.tiles, f"two tiles on {cell}"
                ref.tiles[cell] = colour
        board = data.get("board", {})
        ref.pagodas = [(p["colour"], tuple(in_reading_order(p["cells"]))) for p in board.get("pagodas", [])]
        ref.market = list(board.get("market", []))
        for player in data["players"]:
            ref.dynasties.append(player["dynasty"])
            ref.hands.append(colour_sorted(player["hand"]))
            ref.leaders.append(dict(player.get("leaders", {})))
            ref.scores.append({c: player.get("score", {}).get(c, 0) for c in COLOURS})
        ref.extra = {k: data[k] for k in ("seed", "short") if k in data}
        return ref

    def to_json(self) -> dict:
        data = {
            "game": "yangtze", "map": "standard",
            "active": self.active, "actions_left": self.actions_left,
            "bag": list(self.bag), "turn": self.turn,
            "tiles": {c: in_reading_order(x for x, k in self.tiles.items() if k == c) for c in COLOURS},
            "board": {"pagodas": [{"colour": c, "cells": list(cells)} for c, cells in self.pagodas],
                      "market": list(self.market)},
            "players": [{"dynasty": self.dynasties[s], "hand": list(self.hands[s]),
                         "leaders": dict(self.leaders[s]), "score": dict(self.scores[s])}
                        for s in range(self.n)],
            "to_move": self.to_move(),
            "pending": self.question,
            "legal": self.legal(),
            "game_over": self.over,
        }
        data.update(self.extra)
        if self.over:
            finals = [final_totals(self.scores[s]) for s in range(self.n)]
            data["ranking"] = ranking(finals)
            data["final"] = finals
        return data

    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.question == "commit":
            return self.ctx["attacker"] if self.ctx["first"] is None else self.ctx["defender"]
        if self.question == "support":
            return self.ctx["order"][len(self.ctx["supports"])]
        return self.active

    # ---------------------------------------------------------------- the board's shape

    def leader_cells(self) -> dict[str, tuple[int, str]]:
        """cell -> (seat, kind) for every leader on the board."""
        return {cell: (seat, kind) for seat in range(self.n) for kind, cell in self.leaders[seat].items()}

    def occupied(self) -> set[str]:
        return set(self.tiles) | set(self.leader_cells())

    def regions(self, lifted: str | None = None) -> list[set[str]]:
        """Connected groups of tiles and leaders (a leader on `lifted` left out)."""
        todo = self.occupied() - {lifted}
        out = []
        while todo:
            start = todo.pop()
            seen, queue = {start}, deque([start])
            while queue:
                for other in NEIGHBOURS[queue.popleft()]:
                    if other in todo:
                        todo.discard(other)
                        seen.add(other)
                        queue.append(other)
            out.append(seen)
        return out

    def leaders_in(self, cells: set[str], lifted: str | None = None) -> list[tuple[int, str]]:
        """(seat, kind) of the leaders standing on `cells`."""
        return [who for cell, who in self.leader_cells().items() if cell in cells and cell != lifted]

    def kingdoms(self, lifted: str | None = None) -> list[set[str]]:
        leader_cells = set(self.leader_cells()) - {lifted}
        return [r for r in self.regions(lifted) if r & leader_cells]

    def region_of(self, cell: str) -> set[str]:
        for region in self.regions():
            if cell in region:
                return region
        return set()

    def touching(self, cell: str, groups: list[set[str]]) -> list[set[str]]:
        return [g for g in groups if g & NEIGHBOURS[cell]]

    def under_pagodas(self) -> set[str]:
        return {cell for _, cells in self.pagodas for cell in cells}

    def pagoda_supply(self, colour: str) -> int:
        return PAGODA_COUNTS[colour] - sum(1 for c, _ in self.pagodas if c == colour)

    def free_triangles(self, containing: str | None = None) -> list[tuple[tuple[str, ...], str]]:
        """(triangle, colour): three tiles of one colour, none under a pagoda."""
        covered = self.under_pagodas()
        out = []
        for tri in TRIANGLES:
            if containing is not None and containing not in tri:
                continue
            colours = {self.tiles.get(cell) for cell in tri}
            if len(colours) == 1 and None not in colours and not covered & set(tri):
                out.append((tri, colours.pop()))
        return out

    def kingdom_name(self, cells: set[str]) -> str:
        return in_reading_order(cells)[0]

    # ---------------------------------------------------------------- legal decisions

    def legal(self) -> list[str]:
        if self.over:
            return []
        q = self.question
        if q is None:
            return self.turn_actions()
        if q == "commit":
            seat = self.to_move()
            blacks = self.hands[seat].count("black")
            out = [f"commit {k}" for k in range(blacks + 1)]
            if "governor" not in self.leaders[seat]:
                out += [f"commit {k} governor" for k in range(blacks + 1)]
            return out
        if q == "support":
            seat = self.to_move()
            reds = self.hands[seat].count("red")
            soldier_off = "soldier" not in self.leaders[seat]
            out = ["support none"]
            for kingdom in self.ctx["warring"]:
                name = self.kingdom_name(kingdom)
                out += [f"support {name} {k}" for k in range(1, reds + 1)]
                if soldier_off:
                    out += [f"support {name} {k} soldier" for k in range(reds + 1)]
            return out
        if q == "winner":
            return [f"winner {self.kingdom_name(self.ctx['warring'][i])}" for i in self.ctx["tied"]]
        if q == "lose":
            return [f"lose {cell}" for cell in in_reading_order(self.ctx["winner_reds"])
                    if self.tiles.get(cell) == "red"]
        if q == "pagoda":
            return self.pagoda_options(self.ctx["cell"], "pagoda") + ["no pagoda"]
        if q == "market":
            return [f"market {c}" for c in colour_sorted(set(self.market))] + ["no market"]
        if q == "chain":
            return self.chain_options() + ["done"]
        raise AssertionError(q)

    def pagoda_options(self, cell: str | None, word: str) -> list[str]:
        """`pagoda A B C` / `build A B C` (with `from X` when the supply is out)."""
        out = []
        for tri, colour in self.free_triangles(containing=cell):
            text = f"{word} {' '.join(tri)}"
            if self.pagoda_supply(colour) > 0:
                out.append(text)
            else:
                out += [f"{text} from {cells[0]}" for c, cells in self.pagodas if c == colour]
        return out

    def chain_options(self) -> list[str]:
        if "blue" not in self.hands[self.active]:
            return []
        taken = self.occupied()
        last = self.ctx["last"]
        return [f"tile blue {x}" for x in in_reading_order(NEIGHBOURS[last] & RIVER) if x not in taken]

    def turn_actions(self) -> list[str]:
        seat = self.active
        hand = self.hands[seat]
        taken = self.occupied()
        out = ["pass"]
        # Tiles: any empty cell, blue on rivers, the rest on land.
        for colour in colour_sorted(set(hand)):
            for cell in CELLS:
                if cell not in taken and (colour == "blue") == (cell in RIVER):
                    out.append(f"tile {colour} {cell}")
        # Leaders: place or move, and withdraw.
        for kind in KINDS:
            where = self.leaders[seat].get(kind)
            if where is not None:
                out.append(f"withdraw {kind}")
            out += [f"leader {kind} {cell}" for cell in self.leader_targets(seat, kind)]
        # Peasants' revolt: any tile on the board.
        blues = hand.count("blue")
        farmer_off = "farmer" not in self.leaders[seat]
        for cell in in_reading_order(self.tiles):
            if blues >= 2:
                out.append(f"revolt {cell}")
            if blues >= 1 and farmer_off:
                out.append(f"revolt {cell} farmer")
        # Build a pagoda.
        greens = hand.count("green")
        builds = self.pagoda_options(None, "build")
        if greens >= 2:
            out += builds
        if greens >= 1 and "trader" not in self.leaders[seat]:
            out += [f"{text} trader" for text in builds]
        # Swap.
        out += ["swap " + " ".join(sub) for sub in sub_multisets(hand)]
        return out

    def leader_targets(self, seat: int, kind: str) -> list[str]:
        """Cells the leader may be placed on or moved to (interpretations 1, 2)."""
        where = self.leaders[seat].get(kind)
        colour = KIND_COLOUR[kind]
        taken = self.occupied()
        kingdoms = self.kingdoms(lifted=where)
        out = []
        for cell in CELLS:
            if cell in taken or cell in RIVER:
                continue
            if not any(self.tiles.get(n) == "black" for n in NEIGHBOURS[cell]):
                continue
            joined = self.touching(cell, kingdoms)
            if len(joined) >= 2:
                colours = [colour] + [KIND_COLOUR[k] for k_cells in joined
                                      for _, k in self.leaders_in(k_cells, lifted=where)]
                if len(colours) != len(set(colours)):
                    continue
            out.append(cell)
        return out

    # ---------------------------------------------------------------- applying

    def apply(self, text: str) -> None:
        text = " ".join(text.split())
        if text not in self.legal():
            raise ValueError(f"illegal decision {text!r}")
        words = text.split()
        q = self.question
        if q is None:
            self.log.append(("action", words[0]))
            getattr(self, f"do_{words[0]}")(words[1:])
        elif q == "chain":
            if words[0] == "done":
                self.log.append(("chain done",))
                self.finish_action()
            else:
                self.log.append(("chain tile",))
                self.put_tile("blue", words[2])
        else:
            getattr(self, f"answer_{q}")(words)

    # Turn actions ---------------------------------------------------------

    def do_pass(self, _words: list[str]) -> None:
        self.actions_left = 0
        self.end_turn()

    def do_withdraw(self, words: list[str]) -> None:
        del self.leaders[self.active][words[0]]
        self.finish_action()

    def do_leader(self, words: list[str]) -> None:
        kind, cell = words
        seat = self.active
        where = self.leaders[seat].get(kind)
        joined = self.touching(cell, self.kingdoms(lifted=where))
        self.log.append(("leader move" if where else "leader place",))
        self.leaders[seat][kind] = cell
        colour = KIND_COLOUR[kind]
        if len(joined) == 1:
            rivals = [(s, k) for s, k in self.leaders_in(joined[0]) if KIND_COLOUR[k] == colour]
            if rivals:
                defender, _ = rivals[0]
                self.question = "commit"
                self.ctx = {"attacker": seat, "defender": defender, "kind": kind,
                            "first": None}
                return
        self.finish_action()

    def do_tile(self, words: list[str]) -> None:
        colour, cell = words
        self.put_tile(colour, cell)

    def do_revolt(self, words: list[str]) -> None:
        cell = words[0]
        self.discard(self.active, "blue", 1 if "farmer" in words else 2)
        self.log.append(("peasants", self.tiles[cell], cell in CAPITALS,
                         cell in self.under_pagodas(), "farmer" in words))
        self.remove_tile(cell)
        self.send_home_leaders_without_black()
        self.finish_action()

    def do_build(self, words: list[str]) -> None:
        self.discard(self.active, "green", 1 if "trader" in words else 2)
        tri = tuple(words[:3])
        source = words[words.index("from") + 1] if "from" in words else None
        self.log.append(("build", source is not None, "trader" in words))
        self.build_pagoda(tri, source)
        self.finish_action()

    def do_swap(self, words: list[str]) -> None:
        seat = self.active
        self.discard_all(seat, words)
        self.log.append(("swap", len(words)))
        for _ in words:
            if not self.draw(seat):
                self.end_game("swap")
                return
        self.finish_action()

    # The placed tile and what follows it ------------------------------------

    def put_tile(self, colour: str, cell: str) -> None:
        """Place a tile from the active player's hand: war, or point, pagoda, effect."""
        seat = self.active
        joined = self.touching(cell, self.kingdoms())  # before the tile (interpretation 5)
        self.hands[seat].remove(colour)
        self.tiles[cell] = colour
        colours = [KIND_COLOUR[k] for kingdom in joined for _, k in self.leaders_in(kingdom)]
        doubled = {c for c in colours if colours.count(c) > 1}
        if doubled:
            self.start_war(cell, colour, joined, doubled)
            return
        self.score_tile(cell, colour)
        if self.free_triangles(containing=cell):
            self.question = "pagoda"
            self.ctx = {"cell": cell, "colour": colour}
            return
        self.tile_effect(cell, colour, built=False)

    def score_tile(self, cell: str, colour: str) -> None:
        here = self.leaders_in(self.region_of(cell))
        for wanted in (COLOUR_KIND[colour], "governor"):
            for seat, kind in here:
                if kind == wanted:
                    self.scores[seat][colour] += 1
                    return

    def tile_effect(self, cell: str, colour: str, built: bool) -> None:
        if colour == "green":
            self.question = "market"
            self.ctx = {"after_war": False}
        elif colour == "blue" and not built:
            self.question = "chain"
            self.ctx = {"last": cell}
        else:
            self.finish_action()

    def answer_pagoda(self, words: list[str]) -> None:
        cell, colour = self.ctx["cell"], self.ctx["colour"]
        built = words[0] == "pagoda"
        if built:
            source = words[words.index("from") + 1] if "from" in words else None
            self.log.append(("pagoda", source is not None))
            self.build_pagoda(tuple(words[1:4]), source)
        else:
            self.log.append(("no pagoda",))
        self.tile_effect(cell, colour, built)

    def answer_market(self, words: list[str]) -> None:
        if words[0] == "market":
            self.market.remove(words[1])  # remove() takes the first one: the row's order
            self.hands[self.active] = colour_sorted(self.hands[self.active] + [words[1]])
            self.log.append(("market", self.ctx["after_war"]))
        else:
            self.log.append(("no market",))
        self.finish_action()

    def build_pagoda(self, tri: tuple[str, ...], source: str | None) -> None:
        colour = self.tiles[tri[0]]
        if source is not None:
            self.pagodas = [p for p in self.pagodas if not (p[0] == colour and source in p[1])]
        self.pagodas.append((colour, tuple(in_reading_order(tri))))

    # Revolt (a leader arrives in a kingdom of its colour) ------------------

    def answer_commit(self, words: list[str]) -> None:
        seat = self.to_move()
        count = int(words[1])
        self.discard(seat, "black", count)
        pledge = count + (1 if "governor" in words else 0)
        if self.ctx["first"] is None:
            self.ctx["first"] = pledge
            return
        self.resolve_revolt(self.ctx["first"], pledge)

    def resolve_revolt(self, attack_pledge: int, defend_pledge: int) -> None:
        attacker, defender, kind = self.ctx["attacker"], self.ctx["defender"], self.ctx["kind"]
        attack = self.blacks_beside(self.leaders[attacker][kind]) + attack_pledge
        defend = self.blacks_beside(self.leaders[defender][kind]) + defend_pledge
        winner, loser = (attacker, defender) if attack > defend else (defender, attacker)
        del self.leaders[loser][kind]
        self.scores[winner][KIND_COLOUR[kind]] += 1
        self.log.append(("revolt", "attacker" if winner == attacker else "defender",
                         attack_pledge, defend_pledge))
        self.finish_action()

    def blacks_beside(self, cell: str) -> int:
        return sum(1 for n in NEIGHBOURS[cell] if self.tiles.get(n) == "black")

    # War (a tile joins kingdoms holding two leaders of one colour) ----------

    def start_war(self, cell: str, colour: str, joined: list[set[str]], doubled: set[str]) -> None:
        warring = [k for k in joined if any(KIND_COLOUR[kind] in doubled for _, kind in self.leaders_in(k))]
        warring.sort(key=lambda k: reading_key(self.kingdom_name(k)))
        order = [(self.active + i) % self.n for i in range(1, self.n + 1)]
        self.question = "support"
        self.ctx = {"cell": cell, "colour": colour, "warring": warring, "doubled": doubled,
                    "order": order, "supports": []}
        self.log.append(("war", len(warring), len(joined), len(doubled)))

    def warring_index(self, cell: str) -> int:
        for i, kingdom in enumerate(self.ctx["warring"]):
            if cell in kingdom:
                return i
        raise AssertionError(cell)

    def answer_support(self, words: list[str]) -> None:
        seat = self.to_move()
        if words[1] == "none":
            self.ctx["supports"].append((seat, None, 0))
        else:
            count = int(words[2])
            self.discard(seat, "red", count)
            soldier = "soldier" in words
            self.ctx["supports"].append((seat, self.warring_index(words[1]), count + soldier))
            self.log.append(("support", count, soldier))
        if len(self.ctx["supports"]) < self.n:
            return
        strengths = [self.red_count(k) for k in self.ctx["warring"]]
        for _, index, units in self.ctx["supports"]:
            if index is not None:
                strengths[index] += units
        self.ctx["strengths"] = strengths
        tied = [i for i, s in enumerate(strengths) if s == max(strengths)]
        if len(tied) > 1:
            self.question = "winner"
            self.ctx["tied"] = tied
            return
        self.fight(tied[0])

    def red_count(self, cells: set[str]) -> int:
        return sum(1 for cell in cells if self.tiles.get(cell) == "red")

    def answer_winner(self, words: list[str]) -> None:
        self.log.append(("winner chosen",))
        self.fight(self.warring_index(words[1]))

    def fight(self, winner: int) -> None:
        """Losers lose at once and points are scored; then the winner's losses (interpretations 7-9)."""
        ctx = self.ctx
        warring, doubled, strengths = ctx["warring"], ctx["doubled"], ctx["strengths"]
        winning = warring[winner]
        champions = {KIND_COLOUR[k]: s for s, k in self.leaders_in(winning)}
        for i, kingdom in enumerate(warring):
            if i == winner:
                continue
            for seat, kind in self.leaders_in(kingdom):
                colour = KIND_COLOUR[kind]
                if colour in doubled:
                    del self.leaders[seat][kind]
                    if colour in champions:
                        self.scores[champions[colour]][colour] += 1
            for cell in in_reading_order(kingdom):
                if self.tiles.get(cell) == "red":
                    self.remove_tile(cell)
        owed = max(s for i, s in enumerate(strengths) if i != winner)
        absorbed = sum(units for _, index, units in ctx["supports"] if index == winner)
        reds = {cell for cell in winning if self.tiles.get(cell) == "red"}
        ctx["winner_reds"] = reds
        ctx["to_lose"] = min(max(owed - absorbed, 0), len(reds))
        self.log.append(("war fought", ctx["to_lose"]))
        self.next_loss()

    def answer_lose(self, words: list[str]) -> None:
        self.remove_tile(words[1])
        self.ctx["to_lose"] -= 1
        self.next_loss()

    def next_loss(self) -> None:
        if self.ctx["to_lose"] > 0:
            self.question = "lose"
            return
        if self.ctx["colour"] == "green":  # the war tile's pick comes after the war
            self.question = "market"
            self.ctx = {"after_war": True}
            return
        self.finish_action()

    # Removals, drawing, the end of a turn and of the game --------------------

    def remove_tile(self, cell: str) -> None:
        """A tile leaves the game; a pagoda standing on it returns to the supply."""
        del self.tiles[cell]
        self.removed += 1
        before = len(self.pagodas)
        self.pagodas = [p for p in self.pagodas if cell not in p[1]]
        if len(self.pagodas) < before:
            self.log.append(("pagoda returned",))

    def send_home_leaders_without_black(self) -> None:
        for seat in range(self.n):
            for kind, cell in list(self.leaders[seat].items()):
                if not self.blacks_beside(cell):
                    del self.leaders[seat][kind]
                    self.log.append(("leader home", kind))

    def discard(self, seat: int, colour: str, count: int) -> None:
        for _ in range(count):
            self.hands[seat].remove(colour)
        self.removed += count

    def discard_all(self, seat: int, colours: list[str]) -> None:
        for colour in colours:
            self.discard(seat, colour, 1)

    def tile_count(self) -> int:
        """Every tile still in the game plus those taken out since the start."""
        return (len(self.tiles) + sum(map(len, self.hands)) + len(self.bag) + len(self.market)
                + self.removed)

    def draw(self, seat: int) -> bool:
        """One tile from the bag into a hand; False when the bag is empty."""
        if not self.bag:
            return False
        self.hands[seat] = colour_sorted(self.hands[seat] + [self.bag.pop(0)])
        return True

    def finish_action(self) -> None:
        self.question = None
        self.ctx = {}
        self.actions_left -= 1
        if self.actions_left == 0:
            self.end_turn()

    def end_turn(self) -> None:
        self.question = None
        self.ctx = {}
        self.score_pagodas(self.active)
        for i in range(self.n):
            seat = (self.active + i) % self.n
            while len(self.hands[seat]) < HAND_SIZE:
                if not self.draw(seat):
                    self.end_game("refill")
                    return
        while len(self.market) < MARKET_SIZE and self.bag:
            self.market.append(self.bag.pop(0))
        self.active = (self.active + 1) % self.n
        self.actions_left = 2
        self.turn += 1

    def score_pagodas(self, seat: int) -> None:
        for kind, cell in self.leaders[seat].items():
            colour = KIND_COLOUR[kind]
            region = self.region_of(cell)
            points = sum(1 for c, cells in self.pagodas if c == colour and cells[0] in region)
            if points:
                self.scores[seat][colour] += points
                self.log.append(("pagoda points", kind, points))

    def end_game(self, reason: str) -> None:
        self.over = True
        self.question = None
        self.ctx = {}
        self.log.append(("end", reason))


# ------------------------------------------------------------------ positions for tests

def _words(value) -> list[str]:
    return value.split() if isinstance(value, str) else list(value)


def position_json(players: list[dict], tiles: dict | None = None, pagodas=(), market="", bag="",
                  active: int = 0, actions_left: int = 2, turn: int = 0) -> dict:
    """A state at rest in the `run --json` shape, from compact arguments.

    `tiles` maps a colour to cells ("H1 H3" or a list); `pagodas` holds
    (colour, "A B C") pairs; `market` and `bag` are colours front first;
    each player is a dict with `hand` ("red red"), `leaders` ("governor I2
    soldier K1"), `score` ("0 1 0 0 0", black red blue green yellow) and
    optionally `dynasty`.
    """
    tiles = {c: in_reading_order(_words((tiles or {}).get(c, ""))) for c in COLOURS}
    seats = []
    for seat, player in enumerate(players):
        unknown = set(player) - {"hand", "leaders", "score", "dynasty"}
        assert not unknown, unknown
        words = _words(player.get("leaders", ""))
        points = [int(x) for x in _words(player.get("score", "0 0 0 0 0"))]
        seats.append({"dynasty": player.get("dynasty", DYNASTIES[seat]),
                      "hand": colour_sorted(_words(player.get("hand", ""))),
                      "leaders": {words[i]: words[i + 1] for i in range(0, len(words), 2)},
                      "score": dict(zip(COLOURS, points, strict=True))})
    return {"game": "yangtze", "map": "standard", "active": active, "actions_left": actions_left,
            "bag": _words(bag), "turn": turn, "tiles": tiles,
            "board": {"pagodas": [{"colour": c, "cells": in_reading_order(_words(cells))}
                                  for c, cells in pagodas],
                      "market": _words(market)},
            "players": seats, "pending": None, "game_over": False}


def position_toml(data: dict, seed: int = 1) -> str:
    """The same state as a position file (formats.md), for the engine's loader."""
    def toml_list(items) -> str:
        return "[" + ", ".join(f'"{x}"' for x in items) + "]"

    lines = ['game = "yangtze"', 'map = "standard"', f"active = {data['active']}",
             f"actions_left = {data['actions_left']}", f"seed = {seed}",
             f"bag = {toml_list(data['bag'])}", "[tiles]"]
    lines += [f"{c} = {toml_list(data['tiles'].get(c, []))}" for c in COLOURS]
    pagodas = ", ".join(f'{{ colour = "{p["colour"]}", cells = {toml_list(p["cells"])} }}'
                        for p in data["board"]["pagodas"])
    lines += ["[board]", f"pagodas = [{pagodas}]", f"market = {toml_list(data['board']['market'])}"]
    for player in data["players"]:
        leaders = ", ".join(f'{k} = "{v}"' for k, v in player["leaders"].items())
        score = ", ".join(f"{c} = {player['score'][c]}" for c in COLOURS)
        lines += ["[[players]]", f'dynasty = "{player["dynasty"]}"', f"hand = {toml_list(player['hand'])}",
                  f"leaders = {{ {leaders} }}" if leaders else "leaders = {}", f"score = {{ {score} }}"]
    return "\n".join(lines) + "\n"


def new_game_json(players: int, seed: int, short: bool = False) -> dict:
    """The set-up of the rules, dealt with Python's `random` (for the referee's own games):
    a black tile on each capital, the rest in the bag, 24 removed in the short game,
    six tiles per hand, six in the market, a random start player."""
    import random

    rng = random.Random(seed)
    bag = [c for c in COLOURS for _ in range(TILE_COUNTS[c])]
    for _ in CAPITALS:
        bag.remove("black")
    rng.shuffle(bag)
    if short:
        del bag[:24]
    hands = [colour_sorted(bag.pop(0) for _ in range(HAND_SIZE)) for _ in range(players)]
    market = [bag.pop(0) for _ in range(MARKET_SIZE)]
    data = position_json([{"hand": h} for h in hands], tiles={"black": list(CAPITALS)},
                         market=market, bag=bag, active=rng.randrange(players))
    data["seed"] = seed
    return data
