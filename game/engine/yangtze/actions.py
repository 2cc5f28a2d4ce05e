"""Yellow & Yangtze actions and their one-line notation (`../shared/spec/formats.md`).

An `Action` is a small immutable value: a kind, a value, a cell, whether
the player's off-board leader is used as well (the `governor`, `soldier`,
`farmer` or `trader` suffix), and a swap's counts. `Action.parse(text)` reads any
accepted spelling without looking at a game; `str(action)` writes the
canonical one, and `Action.parse(str(a)) == a` for every action. A pagoda
(`from X`) or a warring kingdom (`support X …`, `winner X`) may be named by
any of its cells: the state turns such a name into its canonical cell
(`State.parse_action`).

| kind | value | cell | offboard | counts |
|---|---|---|---|---|
| leader, withdraw | leader kind | target cell | | |
| tile | colour | cell | | |
| pagoda, build | the triangle (a mask of 3 cells) | the pagoda moved, or -1 | trader (build) | |
| revolt | | the tile removed | farmer | |
| swap | | | | counts per colour |
| commit | tiles | | governor | |
| support | tiles | the warring kingdom's first cell | soldier | |
| market | colour | | | |
| winner, lose | | the kingdom's first cell, the tile | | |
"""

from __future__ import annotations

from typing import NamedTuple

# The family's shared kinds and notation helpers (an import list, the same as
# game/engine/tigris/actions.py's).
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
from ..grid import bit_list, cell_name
from .pieces import COLOUR_NAMES, LEADER_NAMES

# The shared kinds (`..actions`) keep their numbers; these are Yellow & Yangtze's own.
DONE, MARKET, NO_MARKET, PAGODA, NO_PAGODA, BUILD, REVOLT, SUPPORT, NO_SUPPORT, WINNER, LOSE = range(11, 22)

# Kinds that are one of the active player's two actions in a turn.
TURN_ACTIONS = frozenset((LEADER, WITHDRAW, TILE, REVOLT, BUILD, SWAP, PASS))

# The off-board leader each kind may add, by the word that says so.
BONUS_WORDS = {COMMIT: "governor", SUPPORT: "soldier", REVOLT: "farmer", BUILD: "trader"}


class Action(NamedTuple):
    """One field for each kind of value (the table above), so each reads typed;
    a swap's `value` and `cell` stay -1, so the order of actions is the order
    of (kind, value, cell, offboard, counts)."""

    kind: int
    value: int = -1
    cell: int = -1
    offboard: bool = False
    counts: tuple[int, ...] = ()

    @staticmethod
    def swap(counts: tuple[int, ...]) -> Action:
        return Action(SWAP, -1, -1, False, tuple(counts))

    @staticmethod
    def parse(text: str) -> Action:
        return parse_action(text)

    # Parallel to game/engine/tigris/actions.py by design: each game writes its own notation (and has
    # its own __repr__ and constant actions below).
    def __str__(self) -> str:
        kind, cell = self.kind, self.cell
        if kind == TILE:
            return f"tile {COLOUR_NAMES[self.value]} {cell_name(cell)}"
        if kind == LEADER:
            return f"leader {LEADER_NAMES[self.value]} {cell_name(cell)}"
        if kind == WITHDRAW:
            return f"withdraw {LEADER_NAMES[self.value]}"
        if kind == SWAP:
            return swap_text(self.counts, COLOUR_NAMES)
        if kind == PASS:
            return "pass"
        if kind == DONE:
            return "done"
        if kind == MARKET:
            return f"market {COLOUR_NAMES[self.value]}"
        if kind == NO_MARKET:
            return "no market"
        if kind == NO_PAGODA:
            return "no pagoda"
        if kind == NO_SUPPORT:
            return "support none"
        if kind == WINNER:
            return f"winner {cell_name(cell)}"
        if kind == LOSE:
            return f"lose {cell_name(cell)}"
        if kind in (PAGODA, BUILD):
            words = ["pagoda" if kind == PAGODA else "build", *(cell_name(c) for c in bit_list(self.value))]
            if cell >= 0:
                words += ["from", cell_name(cell)]
        elif kind == REVOLT:
            words = ["revolt", cell_name(cell)]
        elif kind == COMMIT:
            words = ["commit", str(self.value)]
        elif kind == SUPPORT:
            words = ["support", cell_name(cell), str(self.value)]
        else:
            return f"<action {tuple(self)}>"
        if self.offboard:
            words.append(BONUS_WORDS[kind])
        return " ".join(words)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


PASS_ACTION = Action(PASS)
DONE_ACTION = Action(DONE)
NO_MARKET_ACTION = Action(NO_MARKET)
NO_PAGODA_ACTION = Action(NO_PAGODA)
NO_SUPPORT_ACTION = Action(NO_SUPPORT)


def _colour(word: str, shown: str) -> int:
    if word not in COLOUR_NAMES:
        raise MalformedActionError(f'"{shown}": unknown colour {quoted(word)}')
    return COLOUR_NAMES.index(word)


def _suffixes(words: list[str], kind: int, shown: str) -> tuple[list[str], bool, int]:
    """Take the off-board leader's word and `from X` out of the words after the
    first (they may stand anywhere there); return the rest, the bonus, the cell."""
    rest = []
    bonus = False
    source = -1
    bonus_word = BONUS_WORDS.get(kind)
    i = 1
    while i < len(words):
        word = words[i]
        if bonus_word is not None and word == bonus_word:
            if bonus:
                raise MalformedActionError(f'"{shown}": {quoted(word)} is named twice')
            bonus = True
        elif word == "from" and kind in (PAGODA, BUILD):
            if source >= 0 or i + 1 >= len(words):
                raise MalformedActionError(f'"{shown}": "from" takes one cell, the pagoda to move')
            source = cell_word(words[i + 1], shown)
            i += 1
        else:
            rest.append(word)
        i += 1
    return rest, bonus, source


def _triangle(words: list[str], shown: str, usage: str) -> int:
    if len(words) != 3:
        raise MalformedActionError(f'"{shown}": expected "{usage}"')
    mask = 0
    for word in words:
        mask |= 1 << cell_word(word, shown)
    if mask.bit_count() != 3:
        raise MalformedActionError(f'"{shown}": a triangle is three different cells')
    return mask


def parse_action(text: str) -> Action:
    """Read one action; raise `MalformedActionError` saying what is wrong."""
    shown, words = split_words(text)
    head = words[0]
    if head == "tile":
        need(words, 3, shown, "tile COLOUR CELL")
        return Action(TILE, _colour(words[1], shown), cell_word(words[2], shown))
    if head == "leader":
        need(words, 3, shown, "leader KIND CELL")
        return Action(LEADER, name_word(words[1], LEADER_NAMES, shown, "leader"), cell_word(words[2], shown))
    if head == "withdraw":
        need(words, 2, shown, "withdraw KIND")
        return Action(WITHDRAW, name_word(words[1], LEADER_NAMES, shown, "leader"))
    if head == "swap":
        return Action.swap(swap_counts(words, COLOUR_NAMES, shown))
    if head == "pass":
        need(words, 1, shown, "pass")
        return PASS_ACTION
    if head == "done":
        need(words, 1, shown, "done")
        return DONE_ACTION
    if head == "no":
        if len(words) == 2 and words[1] == "market":
            return NO_MARKET_ACTION
        if len(words) == 2 and words[1] == "pagoda":
            return NO_PAGODA_ACTION
        raise MalformedActionError(f'"{shown}": expected "no market" or "no pagoda"')
    if head == "market":
        need(words, 2, shown, "market COLOUR")
        return Action(MARKET, _colour(words[1], shown))
    if head in ("pagoda", "build"):
        kind = PAGODA if head == "pagoda" else BUILD
        usage = f"{head} CELL CELL CELL [from CELL]" + (" [trader]" if kind == BUILD else "")
        rest, bonus, source = _suffixes(words, kind, shown)
        return Action(kind, _triangle(rest, shown, usage), source, bonus)
    if head == "revolt":
        rest, bonus, _ = _suffixes(words, REVOLT, shown)
        if len(rest) != 1:
            raise MalformedActionError(f'"{shown}": expected "revolt CELL [farmer]"')
        return Action(REVOLT, -1, cell_word(rest[0], shown), bonus)
    if head == "commit":
        rest, bonus, _ = _suffixes(words, COMMIT, shown)
        if len(rest) != 1:
            raise MalformedActionError(f'"{shown}": expected "commit COUNT [governor]"')
        return Action(COMMIT, count_word(rest[0], shown), -1, bonus)
    if head == "support":
        if words[1:] == ["none"]:
            return NO_SUPPORT_ACTION
        rest, bonus, _ = _suffixes(words, SUPPORT, shown)
        if len(rest) != 2:
            raise MalformedActionError(
                f'"{shown}": expected "support CELL COUNT [soldier]" or "support none"')
        return Action(SUPPORT, count_word(rest[1], shown), cell_word(rest[0], shown), bonus)
    if head in ("winner", "lose"):
        need(words, 2, shown, f"{head} CELL")
        return Action(WINNER if head == "winner" else LOSE, -1, cell_word(words[1], shown))
    raise MalformedActionError(f'"{shown}": unknown action {quoted(head)}')
