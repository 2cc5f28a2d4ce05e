"""What both games' words (`tigris/words.py`, `yangtze/words.py`) say alike, built from
their own sentences: the "since your last turn" summary's order (losses, the answers the
window gave, the others' moves, then the points scored) and the log's sentence for points.
No pygame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine import events as ev

from .i18n import _, listing, ngettext


def only_choice(entry: Any) -> str:
    """The summary's line for a decision the window made because it was the only one."""
    return _("You had only one possible choice, and the window made it for you: {action}").format(
        action=entry.action
    )


def defender_tie(text: str, e: Any) -> str:
    """A revolt's or war's result (`ConflictResolved`) with the reason when the totals are
    equal: the same "3 to 3" otherwise reads as a misprint (both games give ties to the defender)."""
    if e.attacker_total != e.defender_total:
        return text
    return _("{result}: a tie goes to the defender").format(result=text)


def points_line(e: Any, names: Any, colour_word: Callable[[int], str], why: str) -> str:
    """The log's sentence for a `Scored` event: "Bull scores 2 red points (temple)"."""
    return ngettext(
        "{who} scores {n} {colour} point ({why})", "{who} scores {n} {colour} points ({why})", e.points
    ).format(who=names[e.seat], n=e.points, colour=colour_word(e.colour), why=why)


def scored_lines(
    points: dict[int, list[int]], person: int, names: Any, colour_word: Callable[[int], str]
) -> list[tuple[str, bool]]:
    """The summary's last lines: the points each seat scored by colour, `person`'s first."""
    lines = []
    for seat in sorted(points, key=lambda s: (s != person, s)):
        parts = listing(f"{n} {colour_word(c)}" for c, n in enumerate(points[seat]) if n)
        if seat == person:
            lines.append((_("You scored {points} from the others' moves").format(points=parts), False))
        else:
            lines.append((_("{who} scored {points}").format(who=names[seat], points=parts), False))
    return lines


def summary(
    entries: list, person: int, names: Any, colours: int, colour_word: Callable[[int], str],
    removed: type[Any], withdrawn: Any, scored: type[Any], loss_line: Callable[[Any], str],
    forced_line: Callable[[Any], str], move_line: Callable[[Any, int, Any], tuple[str, bool] | None],
) -> list[tuple[str, bool]]:
    """ "Since your last turn" for `person`: (sentence, important) pairs, their leaders lost
    (the game's `removed` events for another reason than `withdrawn`, said by `loss_line`)
    first, as a headline; then everything in the order it happened: the answers the window
    gave for them (`forced_line`) where they came, the others' moves (a pass, and `move_line`
    for each event), and at each turn's end the points each seat scored in it
    (the game's `scored` events, in its `colours` colours)."""
    losses: list[tuple[str, bool]] = []
    news: list[tuple[str, bool]] = []
    points: dict[int, list[int]] = {}
    for entry in entries:
        if entry.forced:
            news.append((forced_line(entry), False))
        if entry.action == "pass" and entry.decider != person:
            news.append((_("{who} passed").format(who=names[entry.decider]), False))  # no event tells
        for e in entry.events:
            if isinstance(e, removed) and e.seat == person and e.reason != withdrawn:
                losses.append((loss_line(e), True))
            elif isinstance(e, scored):
                points.setdefault(e.seat, [0] * colours)[e.colour] += e.points
            elif isinstance(e, ev.TurnEnded):
                # A turn's points after its moves, before the next turn's (not all at the end).
                news += scored_lines(points, person, names, colour_word)
                points = {}
            else:
                line = move_line(e, person, names)
                if line is not None:
                    news.append(line)
    return losses + news + scored_lines(points, person, names, colour_word)
