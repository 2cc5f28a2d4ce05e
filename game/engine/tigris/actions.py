"""Actions and their one-line notation (`../shared/spec/formats.md`).

An `Action` is a small immutable value: a kind, a value, a cell and a swap's counts
(the shared kinds are numbered in `..actions`).
`Action.parse(text)` reads any accepted spelling; `str(action)` writes the
canonical one, and `Action.parse(str(a)) == a` for every action.
"""

from __future__ import annotations

from typing import NamedTuple

# The family's shared kinds and notation helpers (an import list, the same as
# game/engine/yangtze/actions.py's).
from ..actions import (
    COMMIT,
    LEADER,
    PASS,
    SWAP,
    TILE,
    WITHDRAW,
    cell_word,
    count_word,
    name_word,
    need,
    quoted,
    split_words,
    swap_counts,
    swap_text,
)
from ..errors import MalformedActionError
from ..grid import cell_name
from .pieces import (
    COLOUR_NAMES,
    LEADER_NAMES,
    MONUMENT_NAMES,
    colour_from_name,
    monument_from_name,
)

# The shared kinds (`..actions`) keep their numbers; these are Tigris & Euphrates' own.
CATASTROPHE, WAR, MONUMENT, NO_MONUMENT, TREASURE = 3, 7, 8, 9, 10
# The optional variants' decisions (`variants.py`).
BUILDING, NO_BUILDING, WONDER, NO_WONDER, WONDER_POINT = 11, 12, 13, 14, 15
KIND_NAMES = ("leader", "withdraw", "tile", "catastrophe", "swap", "pass", "commit", "war",
              "monument", "no monument", "treasure", "building", "no building", "wonder",
              "no wonder", "wonder point")

# Kinds that are one of the active player's two actions in a turn.
TURN_ACTIONS = frozenset((LEADER, WITHDRAW, TILE, CATASTROPHE, SWAP, PASS))


class Action(NamedTuple):
    """`kind` is one of the constants above. `value` is the colour (tile, war,
    building, wonder point), leader kind (leader, withdraw), count (commit) or
    monument index (monument), else -1; `cell` is a cell code or -1; `counts`
    is a swap's count of each colour given back, else empty. One field for
    each kind of value, so each reads typed; a swap's `value` and `cell` stay
    -1, so the order of actions is the order of (kind, value, cell, counts)."""

    kind: int
    value: int = -1
    cell: int = -1
    counts: tuple[int, ...] = ()

    # Constructors that read like the notation.
    @staticmethod
    def leader(kind: int, cell: int) -> Action:
        return Action(LEADER, kind, cell)

    @staticmethod
    def withdraw(kind: int) -> Action:
        return Action(WITHDRAW, kind)

    @staticmethod
    def tile(colour: int, cell: int) -> Action:
        return Action(TILE, colour, cell)

    @staticmethod
    def catastrophe(cell: int) -> Action:
        return Action(CATASTROPHE, -1, cell)

    @staticmethod
    def swap(counts: tuple[int, ...]) -> Action:
        return Action(SWAP, -1, -1, tuple(counts))

    @staticmethod
    def pass_() -> Action:
        return PASS_ACTION

    @staticmethod
    def commit(count: int) -> Action:
        return Action(COMMIT, count)

    @staticmethod
    def war(colour: int) -> Action:
        return Action(WAR, colour)

    @staticmethod
    def monument(index: int, top_left: int) -> Action:
        return Action(MONUMENT, index, top_left)

    @staticmethod
    def no_monument() -> Action:
        return NO_MONUMENT_ACTION

    @staticmethod
    def treasure(cell: int) -> Action:
        return Action(TREASURE, -1, cell)

    @staticmethod
    def parse(text: str) -> Action:
        return parse_action(text)

    # Parallel to game/engine/yangtze/actions.py by design: each game writes its own notation (and has
    # its own __repr__ and constant actions below).
    def __str__(self) -> str:
        kind = self.kind
        if kind == TILE:
            return f"tile {COLOUR_NAMES[self.value]} {cell_name(self.cell)}"
        if kind == LEADER:
            return f"leader {LEADER_NAMES[self.value]} {cell_name(self.cell)}"
        if kind == WITHDRAW:
            return f"withdraw {LEADER_NAMES[self.value]}"
        if kind == CATASTROPHE:
            return f"catastrophe {cell_name(self.cell)}"
        if kind == SWAP:
            return swap_text(self.counts, COLOUR_NAMES)
        if kind == PASS:
            return "pass"
        if kind == COMMIT:
            return f"commit {self.value}"
        if kind == WAR:
            return f"war {COLOUR_NAMES[self.value]}"
        if kind == MONUMENT:
            return f"monument {MONUMENT_NAMES[self.value]} {cell_name(self.cell)}"
        if kind == NO_MONUMENT:
            return "no monument"
        if kind == TREASURE:
            return f"treasure {cell_name(self.cell)}"
        if kind == BUILDING:
            return f"building {COLOUR_NAMES[self.value]} {cell_name(self.cell)}"
        if kind == WONDER:
            return f"wonder {cell_name(self.cell)}"
        if kind == WONDER_POINT:
            return f"wonder point {COLOUR_NAMES[self.value]}"
        if kind in (NO_BUILDING, NO_WONDER):
            return KIND_NAMES[kind]
        return f"<action {tuple(self)}>"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


PASS_ACTION = Action(PASS)
NO_MONUMENT_ACTION = Action(NO_MONUMENT)
NO_BUILDING_ACTION = Action(NO_BUILDING)
NO_WONDER_ACTION = Action(NO_WONDER)


def parse_action(text: str) -> Action:
    """Read one action; raise `MalformedActionError` saying what is wrong."""
    shown, words = split_words(text)
    head = words[0]
    if head == "tile":
        need(words, 3, shown, "tile COLOUR CELL")
        colour = colour_from_name(words[1])
        if colour is None:
            raise MalformedActionError(f'"{shown}": unknown colour {quoted(words[1])}')
        return Action(TILE, colour, cell_word(words[2], shown))
    if head == "leader":
        need(words, 3, shown, "leader KIND CELL")
        return Action(LEADER, name_word(words[1], LEADER_NAMES, shown, "leader"),
                      cell_word(words[2], shown))
    if head == "withdraw":
        need(words, 2, shown, "withdraw KIND")
        return Action(WITHDRAW, name_word(words[1], LEADER_NAMES, shown, "leader"))
    if head == "catastrophe":
        need(words, 2, shown, "catastrophe CELL")
        return Action(CATASTROPHE, -1, cell_word(words[1], shown))
    if head == "swap":
        return Action(SWAP, -1, -1, swap_counts(words, COLOUR_NAMES, shown))
    if head == "pass":
        need(words, 1, shown, "pass")
        return PASS_ACTION
    if head == "commit":
        need(words, 2, shown, "commit COUNT")
        return Action(COMMIT, count_word(words[1], shown))
    if head == "war":
        need(words, 2, shown, "war COLOUR")
        colour = colour_from_name(words[1])
        if colour is None:
            raise MalformedActionError(f'"{shown}": unknown colour {quoted(words[1])}')
        return Action(WAR, colour)
    if head == "monument":
        need(words, 3, shown, "monument COLOUR-COLOUR CELL")
        index = monument_from_name(words[1])
        if index is None:
            raise MalformedActionError(f'"{shown}": {quoted(words[1])} is not a monument '
                                       "(two different colours, like black-red)")
        return Action(MONUMENT, index, cell_word(words[2], shown))
    if head == "no":
        declined = {"monument": NO_MONUMENT_ACTION, "building": NO_BUILDING_ACTION,
                    "wonder": NO_WONDER_ACTION}
        if len(words) != 2 or words[1] not in declined:
            raise MalformedActionError(f'"{shown}": did you mean "no monument", '
                                       '"no building" or "no wonder"?')
        return declined[words[1]]
    if head == "building":
        need(words, 3, shown, "building COLOUR CELL")
        return Action(BUILDING, _colour_word(words[1], shown), cell_word(words[2], shown))
    if head == "wonder":
        if len(words) >= 2 and words[1] == "point":
            need(words, 3, shown, "wonder point COLOUR")
            return Action(WONDER_POINT, _colour_word(words[2], shown))
        need(words, 2, shown, "wonder CELL")
        return Action(WONDER, -1, cell_word(words[1], shown))
    if head == "treasure":
        need(words, 2, shown, "treasure CELL")
        return Action(TREASURE, -1, cell_word(words[1], shown))
    raise MalformedActionError(f'"{shown}": unknown action {quoted(head)}')


def _colour_word(word: str, shown: str) -> int:
    colour = colour_from_name(word)
    if colour is None:
        raise MalformedActionError(f'"{shown}": unknown colour {quoted(word)}')
    return colour
