"""Tigris & Euphrates' events told to the learner, in the second person
(the `Speaker` is shared: `game/lessons/speaker.py`; Yellow & Yangtze's
sentences are in `game/lessons/yangtze/`).

`events.py` describes events in the third person for logs ("seat 1 places
…"). A lesson speaks to the learner ("You place a red tile on F4 and score
a red point"), so it has its own sentences: one per event, with "you" for
the learner's seat and the lesson's names for the others.
"""

from __future__ import annotations

from typing import Any

from game.engine.explanation import Explanation, _r, said, said_n
from game.engine.grid import cell_name
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import COLOUR_NAMES, LEADER_NAMES, MONUMENT_NAMES, MONUMENTS, TILE_WORDS

from ..speaker import Speaker


def _points(n: int, colour: int) -> str:
    return f"{'a' if n == 1 else n} {COLOUR_NAMES[colour]} point{'s' * (n != 1)}"


def _tiles(n: int, colour: int) -> str:
    return f"{'a' if n == 1 else n} {COLOUR_NAMES[colour]} tile{'s' * (n != 1)}"


def _colour(colour: int) -> Explanation:
    return _r(COLOUR_NAMES[colour])


def _leader(kind: int) -> Explanation:
    return _r(LEADER_NAMES[kind])


# The words the sentences insert (for the catalogue; a window translates them).
_WORDS = (_r("You"), _r("you"), _r("Your"), _r("your"), _r("{name}'s"), _r("settlement"), _r("temple"),
          _r("farm"), _r("market"), _r("revolt"), _r("war"))


def describe(event: ev.Event, s: Speaker) -> str | None:
    """One sentence for an event, or None for events not worth telling a learner: an
    `Explanation`, the English with what a window needs to translate it."""
    english = _describe(event, s)
    if english is None:
        return None
    return _translatable(event, s, english)


def _describe(event: ev.Event, s: Speaker) -> str | None:
    if isinstance(event, ev.LeaderPlaced):
        leader = LEADER_NAMES[event.leader]
        if event.seat == s.you:
            if event.from_cell < 0:
                return f"You place your {leader} on {cell_name(event.cell)}."
            return (f"You move your {leader} from {cell_name(event.from_cell)} to "
                    f"{cell_name(event.cell)}.")
        if event.from_cell < 0:
            return f"{s.whose(event.seat, True)} {leader} goes to {cell_name(event.cell)}."
        return (f"{s.whose(event.seat, True)} {leader} moves from {cell_name(event.from_cell)} to "
                f"{cell_name(event.cell)}.")
    if isinstance(event, ev.LeaderRemoved):
        leader = f"{s.whose(event.seat, True)} {LEADER_NAMES[event.leader]} on {cell_name(event.cell)}"
        why = {
            ev.WITHDRAWN: "is taken off the board",
            ev.LOST_REVOLT: "loses and goes home",
            ev.LOST_WAR: "loses and goes home",
            ev.NO_TEMPLE: "has no temple beside it any more and goes home",
        }[event.reason]
        return f"{leader} {why}."
    if isinstance(event, ev.TilePlaced):
        colour = COLOUR_NAMES[event.colour]
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'place', 'places')} a {colour} tile "
                f"({TILE_WORDS[event.colour]}) on {cell_name(event.cell)}.")
    if isinstance(event, ev.CatastrophePlaced):
        lost = (f", destroying the {COLOUR_NAMES[event.destroyed]} tile there"
                if event.destroyed >= 0 else "")
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'place', 'places')} a catastrophe "
                f"on {cell_name(event.cell)}{lost}.")
    if isinstance(event, ev.Swapped):
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'swap', 'swaps')} {event.count} "
                f"tile{'s' * (event.count != 1)}.")
    if isinstance(event, ev.Drew):
        if event.seat == s.you and event.colours:
            drawn = ", ".join(COLOUR_NAMES[c] for c in event.colours)
            return f"You draw {event.count} tile{'s' * (event.count != 1)} ({drawn})."
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'draw', 'draws')} {event.count} "
                f"tile{'s' * (event.count != 1)}.")
    if isinstance(event, ev.Scored):
        if event.reason == "treasure":
            return None
        how = {"tile": "for the tile", "revolt": "for winning the revolt",
               "war": "for the war", "monument": "from the monument"}.get(event.reason, "")
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'score', 'scores')} "
                f"{_points(event.points, event.colour)} {how}.").replace(" .", ".")
    if isinstance(event, ev.Unified):
        return (f"The tile on {cell_name(event.cell)} joins two kingdoms: it scores nothing and "
                "gets the unification marker.")
    if isinstance(event, ev.UnificationEnded):
        return "No two leaders of one colour are left together: the unification is over."
    if isinstance(event, ev.ConflictStarted):
        leader = LEADER_NAMES[event.colour]
        kind = "A revolt" if event.kind == ev.REVOLT else f"A {COLOUR_NAMES[event.colour]} war"
        return (f"{kind}! {s.whose(event.attacker, True)} {leader} (strength "
                f"{event.attacker_strength}) attacks {s.whose(event.defender)} {leader} "
                f"(strength {event.defender_strength}).")
    if isinstance(event, ev.SupportCommitted):
        what = f"{_tiles(event.count, event.colour)} from hand" if event.count else "nothing"
        return f"{s.who(event.seat, True)} {s.verb(event.seat, 'add', 'adds')} {what}."
    if isinstance(event, ev.ConflictResolved):
        high = max(event.attacker_total, event.defender_total)
        low = min(event.attacker_total, event.defender_total)
        tie = " (a tie goes to the defender)" if high == low else ""
        return (f"{s.who(event.winner, True)} {s.verb(event.winner, 'win', 'wins')} the "
                f"{event.kind} {high} to {low}{tie}.")
    if isinstance(event, ev.TilesRemoved):
        if not event.cells:
            return None
        where = ", ".join(cell_name(c) for c in event.cells)
        return f"{_tiles(len(event.cells), event.colour).capitalize()} leave the board ({where})."
    if isinstance(event, ev.MonumentBuilt):
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'build', 'builds')} the "
                f"{MONUMENT_NAMES[event.monument]} monument on {cell_name(event.top_left)}.")
    if isinstance(event, ev.MonumentDeclined):
        return f"{s.who(event.seat, True)} {s.verb(event.seat, 'build', 'builds')} no monument."
    if isinstance(event, ev.TreasureTaken):
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'take', 'takes')} the treasure on "
                f"{cell_name(event.cell)}.")
    if isinstance(event, ev.TurnStarted):
        return f"{s.whose(event.seat, True)} turn."
    if isinstance(event, ev.GameEnded):
        why = ("only one or two treasures are left on the board" if event.reason == "treasures"
               else "the bag cannot refill the hands")
        first = event.ranking[0]
        winners = " and ".join(s.who(seat) for seat in first)
        verb = "win" if len(first) > 1 or first[0] == s.you else "wins"
        return f"The game ends ({why}). {winners[0].upper() + winners[1:]} {verb}!"
    return None


def _translatable(event: ev.Event, s: Speaker, english: str) -> Explanation:
    """`english` (kept exactly) with its message id and arguments for a translation."""
    you = getattr(event, "seat", None) == s.you
    who = s.who_word(getattr(event, "seat", 0))
    if isinstance(event, ev.LeaderPlaced):
        args: dict[str, Any] = {"leader": _leader(event.leader), "cell": cell_name(event.cell),
                                "old": cell_name(event.from_cell) if event.from_cell >= 0 else ""}
        if you:
            if event.from_cell < 0:
                return said(english, "You place your {leader} on {cell}.", **args)
            return said(english, "You move your {leader} from {old} to {cell}.", **args)
        whose = s.whose_word(event.seat, True)
        if event.from_cell < 0:
            return said(english, "{whose} {leader} goes to {cell}.", whose=whose, **args)
        return said(english, "{whose} {leader} moves from {old} to {cell}.", whose=whose, **args)
    if isinstance(event, ev.LeaderRemoved):
        args = {"whose": s.whose_word(event.seat, True), "leader": _leader(event.leader),
                "cell": cell_name(event.cell)}
        if event.reason == ev.WITHDRAWN:
            return said(english, "{whose} {leader} on {cell} is taken off the board.", **args)
        if event.reason == ev.NO_TEMPLE:
            return said(english, "{whose} {leader} on {cell} has no temple beside it any more and goes home.",
                        **args)
        return said(english, "{whose} {leader} on {cell} loses and goes home.", **args)
    if isinstance(event, ev.TilePlaced):
        args = {"colour": _colour(event.colour), "tile": _r(TILE_WORDS[event.colour]),
                "cell": cell_name(event.cell)}
        if you:
            return said(english, "You place a {colour} tile ({tile}) on {cell}.", **args)
        return said(english, "{who} places a {colour} tile ({tile}) on {cell}.", who=who, **args)
    if isinstance(event, ev.CatastrophePlaced):
        args = {"cell": cell_name(event.cell), "who": who}
        if event.destroyed >= 0:
            args["colour"] = _colour(event.destroyed)
            if you:
                return said(english, "You place a catastrophe on {cell}, destroying the {colour} tile there.",
                            **args)
            return said(english, "{who} places a catastrophe on {cell}, destroying the {colour} tile there.",
                        **args)
        if you:
            return said(english, "You place a catastrophe on {cell}.", **args)
        return said(english, "{who} places a catastrophe on {cell}.", **args)
    if isinstance(event, ev.Swapped):
        if you:
            return said_n(english, "You swap {count} tile.", "You swap {count} tiles.", event.count)
        return said_n(english,
                "{who} swaps {count} tile.", "{who} swaps {count} tiles.", event.count, who=who)
    if isinstance(event, ev.Drew):
        if you and event.colours:
            drawn = tuple(_colour(c) for c in event.colours)
            return said_n(english, "You draw {count} tile ({drawn}).", "You draw {count} tiles ({drawn}).",
                          event.count, drawn=drawn)
        if you:
            return said_n(english, "You draw {count} tile.", "You draw {count} tiles.", event.count)
        return said_n(english,
                "{who} draws {count} tile.", "{who} draws {count} tiles.", event.count, who=who)
    if isinstance(event, ev.Scored):
        how = {"tile": _r("for the tile"), "revolt": _r("for winning the revolt"),
               "war": _r("for the war"), "monument": _r("from the monument")}.get(event.reason, "")
        args = {"colour": _colour(event.colour), "how": how, "who": who}
        if you:
            return said_n(english,
                    "You score a {colour} point {how}.", "You score {count} {colour} points {how}.",
                          event.points, **args)
        return said_n(english,
                "{who} scores a {colour} point {how}.", "{who} scores {count} {colour} points {how}.",
                      event.points, **args)
    if isinstance(event, ev.Unified):
        return said(english, "The tile on {cell} joins two kingdoms: it scores nothing and gets the "
                    "unification marker.", cell=cell_name(event.cell))
    if isinstance(event, ev.UnificationEnded):
        return said(english, "No two leaders of one colour are left together: the unification is over.")
    if isinstance(event, ev.ConflictStarted):
        args = {"attacker": s.whose_word(event.attacker, True), "defender": s.whose_word(event.defender),
                "leader": _leader(event.colour), "a": event.attacker_strength, "d": event.defender_strength,
                "colour": _colour(event.colour)}
        if event.kind == ev.REVOLT:
            return said(english, "A revolt! {attacker} {leader} (strength {a}) attacks {defender} {leader} "
                        "(strength {d}).", **args)
        return said(english, "A {colour} war! {attacker} {leader} (strength {a}) attacks {defender} {leader} "
                    "(strength {d}).", **args)
    if isinstance(event, ev.SupportCommitted):
        args = {"who": who, "colour": _colour(event.colour)}
        if not event.count:
            return said(english, "You add nothing.") if you else said(english, "{who} adds nothing.", **args)
        if you:
            return said_n(english,
                    "You add a {colour} tile from hand.", "You add {count} {colour} tiles from hand.",
                          event.count, **args)
        return said_n(english,
                "{who} adds a {colour} tile from hand.", "{who} adds {count} {colour} tiles from hand.",
                      event.count, **args)
    if isinstance(event, ev.ConflictResolved):
        high = max(event.attacker_total, event.defender_total)
        low = min(event.attacker_total, event.defender_total)
        args = {"who": s.who_word(event.winner), "kind": _r(event.kind), "high": high, "low": low}
        mine = event.winner == s.you
        if high == low:
            if mine:
                return said(english,
                        "You win the {kind} {high} to {low} (a tie goes to the defender).", **args)
            return said(english,
                    "{who} wins the {kind} {high} to {low} (a tie goes to the defender).", **args)
        if mine:
            return said(english, "You win the {kind} {high} to {low}.", **args)
        return said(english, "{who} wins the {kind} {high} to {low}.", **args)
    if isinstance(event, ev.TilesRemoved):
        where = ", ".join(cell_name(c) for c in event.cells)
        return said_n(english, "A {colour} tile leave the board ({cells}).",
                      "{count} {colour} tiles leave the board ({cells}).", len(event.cells),
                      colour=_colour(event.colour), cells=where)
    if isinstance(event, ev.MonumentBuilt):
        a, b = MONUMENTS[event.monument]
        args = {"who": who, "monument": _r("{a}-{b}", a=_colour(a), b=_colour(b)),
                "cell": cell_name(event.top_left)}
        if you:
            return said(english, "You build the {monument} monument on {cell}.", **args)
        return said(english, "{who} builds the {monument} monument on {cell}.", **args)
    if isinstance(event, ev.MonumentDeclined):
        return said(english, "You build no monument.") if you else \
            said(english, "{who} builds no monument.", who=who)
    if isinstance(event, ev.TreasureTaken):
        if you:
            return said(english, "You take the treasure on {cell}.", cell=cell_name(event.cell))
        return said(english, "{who} takes the treasure on {cell}.", who=who, cell=cell_name(event.cell))
    if isinstance(event, ev.TurnStarted):
        return said(english,
                "Your turn.") if you else said(english, "{name}'s turn.", name=s.names[event.seat])
    if isinstance(event, ev.GameEnded):
        why = (_r("only one or two treasures are left on the board") if event.reason == "treasures"
               else _r("the bag cannot refill the hands"))
        first = event.ranking[0]
        if len(first) == 1 and first[0] == s.you:
            return said(english, "The game ends ({why}). You win!", why=why)
        if len(first) == 1:
            return said(english, "The game ends ({why}). {who} wins!", why=why, who=s.names[first[0]])
        return said(english, "The game ends ({why}). {names} win!", why=why,
                    names=tuple(s.who_word(seat) for seat in first))
    return Explanation(english)
