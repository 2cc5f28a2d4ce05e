"""The log's sentence for a seat's points in a row (a turn's end: pagodas, monuments),
shared by both games' words: each game gives its colour words and its reason."""

from __future__ import annotations

from collections.abc import Callable

from .i18n import _, listing


def scores_sentence(events: list, names, colour_word: Callable[[int], str], colours: int,
                    why: str) -> str:
    """One sentence for several points of one seat for one reason: "Bull scores 1 black,
    2 red (pagodas)"."""
    counts = [0] * colours
    for e in events:
        counts[e.colour] += e.points
    return _("{who} scores {points} ({why})").format(
        who=names[events[0].seat],
        points=listing(f"{c} {colour_word(i)}" for i, c in enumerate(counts) if c),
        why=why,
    )
