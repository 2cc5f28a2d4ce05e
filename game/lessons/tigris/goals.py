"""Tigris & Euphrates goals a lesson step can ask for ("score red", "win
revolt", …), whether a move met one, and, when it did not, why — in words
for the learner (Yellow & Yangtze's are in `game/lessons/yangtze/`).

A goal is judged on what the move caused: the events of the learner's move
and of the scripted replies after it, and the state they left.
"""

from __future__ import annotations

from game.engine.explanation import _r, said
from game.engine.tigris import State
from game.engine.tigris import events as ev
from game.engine.tigris.pieces import COLOUR_NAMES, LEADER_NAMES

from ..games import Goal, met_in_any_game
from ..speaker import Speaker

# Goal words, with what the argument is.
GOALS = {
    "score": "colour",  # score a point of that colour
    "start revolt": None,
    "win revolt": None,
    "start war": None,
    "win war": None,
    "build monument": None,
    "take treasure": None,
    "place": "leader",  # put that leader of yours on the board (or move it)
    "oust": "leader",  # make another seat's leader of that kind leave the board
    "swap": None,
    "win game": None,
}


def met(goal: Goal, mover: int, events: list[ev.Event], after: State) -> bool:
    """Did the move (with its replies) by seat `mover` achieve the goal?"""
    name = goal.name
    if name == "score":
        return any(isinstance(e, ev.Scored) and e.seat == mover and e.colour == goal.arg
                   and e.reason != "treasure" for e in events)
    if name in ("start revolt", "start war"):
        kind = ev.REVOLT if name == "start revolt" else ev.WAR
        started = any(isinstance(e, ev.ConflictStarted) and e.kind == kind for e in events)
        return started or (kind == ev.WAR and after.pending == "war")
    if name in ("win revolt", "win war"):
        kind = ev.REVOLT if name == "win revolt" else ev.WAR
        return any(isinstance(e, ev.ConflictResolved) and e.kind == kind and e.winner == mover
                   for e in events)
    if name == "build monument":
        return any(isinstance(e, ev.MonumentBuilt) and e.seat == mover for e in events)
    if name == "take treasure":
        return any(isinstance(e, ev.TreasureTaken) and e.seat == mover for e in events)
    return met_in_any_game(goal, mover, events, after)


def why_missed(goal: Goal, mover: int, events: list[ev.Event], after: State, s: Speaker) -> str:
    """A sentence saying why the move did not meet the goal."""
    name = goal.name
    you = s.who(mover, True)
    if name == "score":
        return _why_no_point(goal.arg, mover, events, s)
    if name == "start revolt":
        return _r("That starts no revolt. A revolt starts when a leader arrives in a kingdom that "
                  "already has a leader of the same colour.")
    if name == "start war":
        if any(isinstance(e, ev.Unified) for e in events):
            return _r("The two kingdoms join, but no colour has two leaders in the joined kingdom, "
                      "so there is no war.")
        return _r("That starts no war. A war starts when a tile joins two kingdoms that each have a "
                  "leader of the same colour.")
    if name in ("win revolt", "win war"):
        kind = ev.REVOLT if name == "win revolt" else ev.WAR
        for e in events:
            if isinstance(e, ev.ConflictResolved) and e.kind == kind:
                mine = e.attacker_total if _attacked(events, mover, kind) else e.defender_total
                theirs = e.defender_total if _attacked(events, mover, kind) else e.attacker_total
                if mine == theirs:
                    return _r("{mine} against {theirs} is a tie, and a tie goes to the defender. "
                              "You need more.", mine=mine, theirs=theirs)
                english = f"{you} {s.verb(mover, 'lose', 'loses')} {mine} to {theirs}. You need more."
                if mover == s.you:
                    return said(english, "You lose {mine} to {theirs}. You need more.", mine=mine,
                                theirs=theirs)
                return said(english, "{who} loses {mine} to {theirs}. You need more.", who=you, mine=mine,
                            theirs=theirs)
        return said(f"That does not settle the {kind}.", "That does not settle the {kind}.", kind=_r(kind))
    if name == "build monument":
        return _r("No monument is built.")
    if name == "take treasure":
        takers = [e for e in events if isinstance(e, ev.TreasureTaken)]
        if takers:
            return said(f"{s.who(takers[0].seat, True)} takes the treasure, not {s.who(mover)}.",
                        "{who} takes the treasure, not {mover}.", who=s.who_word(takers[0].seat, True),
                        mover=s.who_word(mover))
        return _r("No treasure is taken. Treasures go to the owner of the trader (green leader) of "
                  "a kingdom holding two or more of them.")
    if name == "place":
        return said(f"Put {s.whose(mover)} {LEADER_NAMES[goal.arg]} on the board.",
                    "Put {whose} {leader} on the board.", whose=s.whose_word(mover),
                    leader=_r(LEADER_NAMES[goal.arg]))
    if name == "oust":
        return said(f"No {LEADER_NAMES[goal.arg]} leaves the board.", "No {leader} leaves the board.",
                    leader=_r(LEADER_NAMES[goal.arg]))
    if name == "swap":
        return _r("Swap some tiles from your hand.")
    if name == "win game":
        if not after.is_over:
            return _r("The game is not over yet: it ends at the end of a turn when only one or two "
                      "treasures are left on the board.")
        return said(f"The game is over, but {s.who(mover)} did not win it.",
                    "The game is over, but {who} did not win it.", who=s.who_word(mover))
    return _r("That does not do what this step asks.")


def _attacked(events: list[ev.Event], seat: int, kind: str) -> bool:
    for e in events:
        if isinstance(e, ev.ConflictStarted) and e.kind == kind:
            return e.attacker == seat
    return False


def _why_no_point(colour: int, mover: int, events: list[ev.Event], s: Speaker) -> str:
    word = COLOUR_NAMES[colour]
    for e in events:
        if isinstance(e, ev.Scored) and e.colour == colour and e.seat != mover:
            return said(f"The {word} point goes to {s.who(e.seat)}, not to {s.who(mover)}.",
                        "The {colour} point goes to {who}, not to {mover}.", colour=_r(word),
                        who=s.who_word(e.seat), mover=s.who_word(mover))
    placed = [e for e in events if isinstance(e, ev.TilePlaced)]
    if any(isinstance(e, ev.Unified) for e in events):
        return _r("A tile that joins two kingdoms scores nothing.")
    if placed:
        tile = placed[0]
        if tile.colour != colour:
            return _r("That tile is {colour}; a tile scores a point of its own colour, and this step "
                      "needs {wanted}.", colour=_r(COLOUR_NAMES[tile.colour]), wanted=_r(word))
        if not any(isinstance(e, ev.Scored) for e in events):
            return _r("Nobody scores: the tile is not in a kingdom, or its kingdom has neither a "
                      "{leader} nor a king.", leader=_r(LEADER_NAMES[colour]))
    return said(f"That does not score a {word} point for {s.who(mover)}.",
                "That does not score a {colour} point for {who}.", colour=_r(word), who=s.who_word(mover))
