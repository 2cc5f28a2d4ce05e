"""What the games' notations share (`../shared/spec/formats.md`).

Each game has its own `Action` type and notation (`tigris/actions.py`,
`yangtze/actions.py`): an action is a small immutable value whose first
three fields are a kind, a value (an int, -1 if none) and a cell, with a
swap's counts in a field of their own (`Action.swap(counts)` builds one),
and `str(action)` is its canonical line of notation. The kinds both games have keep one number each,
so shared code (the legal-action container, the computer players' swaps)
can recognise them; each game numbers its own kinds after these.

The helpers below read the words of a line, with errors that quote it.
"""

from __future__ import annotations

import re

from .errors import MalformedActionError
from .grid import parse_cell

LEADER, WITHDRAW, TILE, SWAP, PASS, COMMIT = 0, 1, 2, 4, 5, 6


def shorten(text: str, limit: int = 40) -> str:
    """`text` cut to at most `limit` characters, ending in "…" when cut: messages quote
    what they were given, and a megabyte of input must not make a megabyte of message."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def quoted(word: str) -> str:
    """A word of the input as an error message quotes it; a letter that only looks like
    one of the notation's (the Kelvin sign, a dotless "ı") is named, as it reads the same."""
    shown = repr(shorten(word))
    look_alike = next((ch for ch in word if not ch.isascii()
                       and any(c.isascii() for c in ch.lower() + ch.upper())), None)
    if look_alike is None:
        return shown
    return f"{shown} (U+{ord(look_alike):04X} is not an ASCII letter)"


def split_words(text: object) -> tuple[str, list[str]]:
    """The line with its spaces normalised (shortened, for quoting), and its lower-case words."""
    if not isinstance(text, str):
        raise MalformedActionError(f"an action must be text, not {type(text).__name__}")
    # Words are split at ASCII spaces only, and only ASCII words are lower-cased: Python
    # would read a no-break or ideographic space as a space, the Kelvin sign as "k" and a
    # dotless "ı" as "I", and the notation has none of them (they stay, and match nothing).
    words = [word.lower() if word.isascii() else word
             for word in _ASCII_SPACES.split(text.strip(_ASCII_SPACE_CHARS))]
    if words == [""]:
        raise MalformedActionError("empty action")
    return shorten(" ".join(text.split())), words


_ASCII_SPACE_CHARS = " \t\n\r\f\v"
_ASCII_SPACES = re.compile(f"[{_ASCII_SPACE_CHARS}]+")


def need(words: list[str], count: int, shown: str, usage: str) -> None:
    if len(words) != count:
        raise MalformedActionError(f'"{shown}": expected "{usage}"')


def cell_word(word: str, shown: str) -> int:
    cell = parse_cell(word)
    if cell is None:
        raise MalformedActionError(f'"{shown}": {quoted(word)} is not a cell name (like F4)')
    return cell


def count_word(word: str, shown: str) -> int:
    if not (word.isascii() and word.isdigit()):  # not "²" or "٣"
        raise MalformedActionError(f'"{shown}": {quoted(word)} is not a count')
    if len(word.lstrip("0")) > 4000:  # Python's `int` refuses more than 4300 digits
        raise MalformedActionError(f'"{shown}": {word[:12]}… is too large a count')
    return int(word)


def name_word(word: str, names: tuple[str, ...], shown: str, what: str) -> int:
    """The index of `word` among `names`; an error saying what was expected."""
    if word in names:
        return names.index(word)
    raise MalformedActionError(f'"{shown}": unknown {what} {quoted(word)} ({", ".join(names)})')


def public_notation(text: str) -> str:
    """A decision's notation as every seat may read it: the tiles a swap gives away are
    hidden information (`swap red blue` → `swap ? ?`); everything else is public."""
    words = text.split()
    if words and words[0].lower() == "swap":
        return " ".join(["swap"] + ["?"] * (len(words) - 1))
    return text


def swap_counts(words: list[str], colour_names: tuple[str, ...], shown: str) -> tuple[int, ...]:
    """`swap red red blue` → counts per colour."""
    if len(words) < 2:
        raise MalformedActionError(f'"{shown}": name the tiles to swap, like "swap red blue"')
    counts = [0] * len(colour_names)
    for word in words[1:]:
        if word not in colour_names:
            raise MalformedActionError(f'"{shown}": unknown colour {quoted(word)}')
        counts[colour_names.index(word)] += 1
    return tuple(counts)


def swap_text(counts: tuple[int, ...], colour_names: tuple[str, ...]) -> str:
    return "swap " + " ".join(colour_names[c] for c, n in enumerate(counts) for _ in range(n))
