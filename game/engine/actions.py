"""Actions and their one-line notation (`../shared/spec/formats.md`).

An `Action` is a small immutable value: a kind, one argument and a cell.
`Action.parse(text)` reads any accepted spelling; `str(action)` writes the
canonical one, and `Action.parse(str(a)) == a` for every action.
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import MalformedActionError
from .grid import cell_name, parse_cell
from .pieces import (
    COLOUR_NAMES,
    LEADER_NAMES,
    MONUMENT_NAMES,
    colour_from_name,
    leader_from_name,
    monument_from_name,
)

LEADER, WITHDRAW, TILE, CATASTROPHE, SWAP, PASS, COMMIT, WAR, MONUMENT, NO_MONUMENT, TREASURE = (
    range(11)
)
KIND_NAMES = ("leader", "withdraw", "tile", "catastrophe", "swap", "pass", "commit", "war",
              "monument", "no monument", "treasure")

# Kinds that are one of the active player's two actions in a turn.
TURN_ACTIONS = frozenset((LEADER, WITHDRAW, TILE, CATASTROPHE, SWAP, PASS))


class Action(NamedTuple):
    """`kind` is one of the constants above. `arg` is the colour (tile, war),
    leader kind (leader, withdraw), count (commit), monument index
    (monument), or, for swap, the tuple of counts per colour. `cell` is a
    cell code or -1."""

    kind: int
    arg: int | tuple[int, int, int, int] = -1
    cell: int = -1

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
    def swap(counts: tuple[int, int, int, int]) -> Action:
        return Action(SWAP, tuple(counts))

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

    def __str__(self) -> str:
        kind = self.kind
        if kind == TILE:
            return f"tile {COLOUR_NAMES[self.arg]} {cell_name(self.cell)}"
        if kind == LEADER:
            return f"leader {LEADER_NAMES[self.arg]} {cell_name(self.cell)}"
        if kind == WITHDRAW:
            return f"withdraw {LEADER_NAMES[self.arg]}"
        if kind == CATASTROPHE:
            return f"catastrophe {cell_name(self.cell)}"
        if kind == SWAP:
            words = [COLOUR_NAMES[c] for c, n in enumerate(self.arg) for _ in range(n)]
            return "swap " + " ".join(words)
        if kind == PASS:
            return "pass"
        if kind == COMMIT:
            return f"commit {self.arg}"
        if kind == WAR:
            return f"war {COLOUR_NAMES[self.arg]}"
        if kind == MONUMENT:
            return f"monument {MONUMENT_NAMES[self.arg]} {cell_name(self.cell)}"
        if kind == NO_MONUMENT:
            return "no monument"
        if kind == TREASURE:
            return f"treasure {cell_name(self.cell)}"
        return f"<action {tuple(self)}>"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


PASS_ACTION = Action(PASS)
NO_MONUMENT_ACTION = Action(NO_MONUMENT)


def shorten(text: str, limit: int = 40) -> str:
    """`text` cut to at most `limit` characters, ending in "…" when cut: messages quote
    what they were given, and a megabyte of input must not make a megabyte of message."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _q(word: str) -> str:
    return repr(shorten(word))


def _cell(word: str, text: str) -> int:
    cell = parse_cell(word)
    if cell is None:
        raise MalformedActionError(f'"{text}": {_q(word)} is not a cell name (like F4)')
    return cell


def _need(words: list[str], count: int, text: str, usage: str) -> None:
    if len(words) != count:
        raise MalformedActionError(f'"{text}": expected "{usage}"')


def parse_action(text: str) -> Action:
    """Read one action; raise `MalformedActionError` saying what is wrong."""
    if not isinstance(text, str):
        raise MalformedActionError(f"an action must be text, not {type(text).__name__}")
    words = text.lower().split()
    shown = shorten(" ".join(text.split()))
    if not words:
        raise MalformedActionError("empty action")
    head = words[0]
    if head == "tile":
        _need(words, 3, shown, "tile COLOUR CELL")
        colour = colour_from_name(words[1])
        if colour is None:
            raise MalformedActionError(f'"{shown}": unknown colour {_q(words[1])}')
        return Action(TILE, colour, _cell(words[2], shown))
    if head == "leader":
        _need(words, 3, shown, "leader KIND CELL")
        kind = leader_from_name(words[1])
        if kind is None:
            raise MalformedActionError(f'"{shown}": unknown leader {_q(words[1])} '
                                       "(king, priest, farmer, trader)")
        return Action(LEADER, kind, _cell(words[2], shown))
    if head == "withdraw":
        _need(words, 2, shown, "withdraw KIND")
        kind = leader_from_name(words[1])
        if kind is None:
            raise MalformedActionError(f'"{shown}": unknown leader {_q(words[1])} '
                                       "(king, priest, farmer, trader)")
        return Action(WITHDRAW, kind)
    if head == "catastrophe":
        _need(words, 2, shown, "catastrophe CELL")
        return Action(CATASTROPHE, -1, _cell(words[1], shown))
    if head == "swap":
        if len(words) < 2:
            raise MalformedActionError(f'"{shown}": name the tiles to swap, like "swap red blue"')
        counts = [0, 0, 0, 0]
        for word in words[1:]:
            colour = colour_from_name(word)
            if colour is None:
                raise MalformedActionError(f'"{shown}": unknown colour {_q(word)}')
            counts[colour] += 1
        return Action(SWAP, tuple(counts))
    if head == "pass":
        _need(words, 1, shown, "pass")
        return PASS_ACTION
    if head == "commit":
        _need(words, 2, shown, "commit COUNT")
        count = words[1]
        if not (count.isascii() and count.isdigit()):  # not "²" or "٣"
            raise MalformedActionError(f'"{shown}": {_q(count)} is not a count')
        if len(count.lstrip("0")) > 4000:  # Python's `int` refuses more than 4300 digits
            raise MalformedActionError(f'"{shown}": {count[:12]}… is too large a count')
        return Action(COMMIT, int(count))
    if head == "war":
        _need(words, 2, shown, "war COLOUR")
        colour = colour_from_name(words[1])
        if colour is None:
            raise MalformedActionError(f'"{shown}": unknown colour {_q(words[1])}')
        return Action(WAR, colour)
    if head == "monument":
        _need(words, 3, shown, "monument COLOUR-COLOUR CELL")
        index = monument_from_name(words[1])
        if index is None:
            raise MalformedActionError(f'"{shown}": {_q(words[1])} is not a monument '
                                       "(two different colours, like black-red)")
        return Action(MONUMENT, index, _cell(words[2], shown))
    if head == "no":
        _need(words, 2, shown, "no monument")
        if words[1] != "monument":
            raise MalformedActionError(f'"{shown}": did you mean "no monument"?')
        return NO_MONUMENT_ACTION
    if head == "treasure":
        _need(words, 2, shown, "treasure CELL")
        return Action(TREASURE, -1, _cell(words[1], shown))
    raise MalformedActionError(f'"{shown}": unknown action {_q(head)}')
