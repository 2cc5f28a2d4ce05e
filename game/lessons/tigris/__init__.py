"""What the lessons know of Tigris & Euphrates (`games.py`): its goals
(`goals.py`), its events told to the learner (`narrate.py`), its tips
(`tips.py`), its moves said as instructions, and the scripted defender's
"commit enough"."""

from __future__ import annotations

from game.engine.explanation import _r, said, said_n
from game.engine.grid import cell_name
from game.engine.tigris import Action, State
from game.engine.tigris.pieces import COLOUR_NAMES, LEADER_NAMES, MONUMENT_NAMES, MONUMENTS

from ..games import LessonGame
from ..speaker import Speaker
from . import goals, narrate, tips


def commit_enough(state: State) -> Action:
    """The scripted conflict answer "commit enough": the fewest tiles that make
    the seat to move win (the defender wins ties), or none if its hand cannot."""
    c = state.pending_conflict
    seat = state.to_move
    have = state.hand(seat)[c.support_colour]
    if seat == c.defender:
        need = max(0, c.attacker_base + c.attacker_commit - c.defender_base)
    else:
        need = max(0, c.defender_base - c.attacker_base + 1)
    return Action.commit(need if need <= have else 0)


def say_action(action: Action, speaker: Speaker, seat: int, state: object = None) -> str:
    """An action as an instruction to the learner ("place your king on G4"): an
    `Explanation`, the English with what a window needs to translate it. (`state`, the
    position it is advised in, is Yellow & Yangtze's for its wars; no word here needs it.)"""
    english = _say_action(action, speaker, seat)
    kind = str(action).split()[0]
    where = cell_name(action.cell) if action.cell >= 0 else ""
    if kind in ("leader", "withdraw"):
        args = {"whose": speaker.whose_word(seat), "leader": _r(LEADER_NAMES[action.value]),
                "cell": where}
        if kind == "leader":
            return said(english, "place {whose} {leader} on {cell}", **args)
        return said(english, "take {whose} {leader} off the board", **args)
    if kind == "tile":
        return said(english, "place a {colour} tile on {cell}", colour=_r(COLOUR_NAMES[action.value]),
                    cell=where)
    if kind == "catastrophe":
        return said(english, "place a catastrophe on {cell}", cell=where)
    if kind == "pass":
        return said(english, "pass (end the turn)")
    if kind == "commit":
        return said_n(english, "add {count} tile from your hand", "add {count} tiles from your hand",
                      action.value)
    if kind == "war":
        return said(english, "fight the {colour} war first", colour=_r(COLOUR_NAMES[action.value]))
    if kind == "monument":
        a, b = MONUMENTS[action.value]
        return said(english, "build the {monument} monument on the square at {cell}", cell=where,
                    monument=_r("{a}-{b}", a=_r(COLOUR_NAMES[a]), b=_r(COLOUR_NAMES[b])))
    if str(action) == "no monument":
        return said(english, "build no monument")
    if kind == "treasure":
        return said(english, "take the treasure on {cell}", cell=where)
    return english


def _say_action(action: Action, speaker: Speaker, seat: int) -> str:
    kind = str(action).split()[0]
    where = cell_name(action.cell) if action.cell >= 0 else ""
    if kind == "leader":
        return f"place {speaker.whose(seat)} {LEADER_NAMES[action.value]} on {where}"
    if kind == "withdraw":
        return f"take {speaker.whose(seat)} {LEADER_NAMES[action.value]} off the board"
    if kind == "tile":
        return f"place a {COLOUR_NAMES[action.value]} tile on {where}"
    if kind == "catastrophe":
        return f"place a catastrophe on {where}"
    if kind == "swap":
        return "swap " + " ".join(str(action).split()[1:])
    if kind == "pass":
        return "pass (end the turn)"
    if kind == "commit":
        return f"add {action.value} tile{'s' * (action.value != 1)} from your hand"
    if kind == "war":
        return f"fight the {COLOUR_NAMES[action.value]} war first"
    if kind == "monument":
        return f"build the {MONUMENT_NAMES[action.value]} monument on the square at {where}"
    if str(action) == "no monument":
        return "build no monument"
    if kind == "treasure":
        return f"take the treasure on {where}"
    return str(action)


GAME = LessonGame(
    name="tigris",
    goals=goals.GOALS,
    met=goals.met,
    why_missed=goals.why_missed,
    describe=narrate.describe,
    triggers=tips.TRIGGERS,
    due=tips.due,
    say_action=say_action,
    commit_enough=commit_enough,
)
