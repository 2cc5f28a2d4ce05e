"""Tips for a free game: which situations deserve a word to a new player.

A free-play lesson step lists texts for some of these triggers (`[tips]` in
the lesson file); the runner shows each at most once, the first time its
situation comes up at one of the learner's decisions.
"""

from __future__ import annotations

from game.engine.tigris import State
from game.engine.tigris import events as ev

# Trigger names and when they fire (for `docs/lessons.md` and error messages).
TRIGGERS = {
    "start": "the first decision of the game",
    "no_leader": "your turn, after the first round, with none of your leaders on the board",
    "commit_attack": "you attack in a revolt or war and choose your support",
    "commit_defend": "you defend in a revolt or war and choose your support",
    "war_choice": "you choose which of several wars is fought first",
    "monument": "you may build a monument",
    "treasure": "you take a treasure",
    "lost_leader": "one of your leaders has just left the board against your will",
    "weak_colour": "your weakest colour is 5 or more points behind your strongest",
    "swap": "your turn with five or more tiles of one colour in your hand",
    "few_treasures": "only three treasures are left on the board",
    "game_over": "the game has ended",
}

WEAK_GAP = 5


def due(state: State, seat: int, events: list[ev.Event], first: bool = False) -> list[str]:
    """The triggers that hold now, for `seat` at its decision (or at the end of
    the game), given the events since its previous decision (`first`: this is
    its first decision of the game); in the order of `TRIGGERS`."""
    found = {"start"} if first else set()
    if state.is_over:
        found.add("game_over")
    for e in events:
        if isinstance(e, ev.LeaderRemoved) and e.seat == seat and e.reason != ev.WITHDRAWN:
            found.add("lost_leader")
    if not state.is_over and state.to_move == seat:
        pending = state.pending
        if pending is None:
            leaders = state.leaders[seat * 4:seat * 4 + 4]
            if state.turn >= state.n and all(cell < 0 for cell in leaders):
                found.add("no_leader")
            score = state.score(seat)
            if max(score) - min(score) >= WEAK_GAP:
                found.add("weak_colour")
            if max(state.hand(seat)) >= 5:
                found.add("swap")
            if state.treasures.bit_count() == 3:
                found.add("few_treasures")
        elif pending == "commit":
            found.add("commit_attack" if state.pending_conflict.attacker == seat else "commit_defend")
        elif pending == "war":
            found.add("war_choice")
        elif pending == "monument":
            found.add("monument")
        elif pending == "treasure":
            found.add("treasure")
    return [name for name in TRIGGERS if name in found]
