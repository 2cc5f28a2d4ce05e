"""What the computer players know of Tigris & Euphrates: candidate
decisions (`moves.py`), the evaluation (`evaluate.py`) and the turn planner
(`planner.py`), registered as one `Knowledge` for the shared machinery."""

from __future__ import annotations

from game.engine.tigris.actions import COMMIT, MONUMENT, Action
from game.engine.tigris.state import COMMIT_PHASE, MONUMENT_PHASE, WONDER_POINT_PHASE

from ..knowledge import Knowledge, register
from ..learned import register_learned
from . import evaluate, features
from .evaluate import utilities
from .moves import concrete, decision_candidates, playable, turn_candidates, wonder_point_candidates
from .planner import TurnPlanner


def naive_decision(state, seat: int, legal) -> Action:
    """The Beginner's conflicts and monuments: in a conflict, everything when
    that beats the other side's visible strength, and nothing otherwise; as
    defender just enough to hold if it can. Every monument it can build (and, with the
    variants, the first building place and wonder offered; the wonder's point in its weakest colour)."""
    if state.phase == COMMIT_PHASE:
        c = state.pending_conflict
        have = state.hand(seat)[c.support_colour]
        if seat == c.attacker:
            return Action(COMMIT, have if c.attacker_base + have > c.defender_base else 0)
        need = c.attacker_base + c.attacker_commit - c.defender_base
        return Action(COMMIT, need if 0 <= need <= have else 0)
    if state.phase == MONUMENT_PHASE:
        return next(a for a in legal if a[0] == MONUMENT)
    if state.phase == WONDER_POINT_PHASE:
        return wonder_point_candidates(state)[0][1]
    return legal[0]  # a building or the wonder: the first place offered


# Parallel to ai/yangtze/__init__.py by design: each game registers its knowledge, the same fields filled
# with its own functions.
KNOWLEDGE = register(Knowledge(
    game="tigris",
    utilities=utilities,
    decision_candidates=decision_candidates,
    turn_candidates=turn_candidates,
    playable=playable,
    concrete=concrete,
    planner=TurnPlanner,
    naive_decision=naive_decision,
    features=features.SPEC,
))

# The learned evaluation (`ai/learned.py`), from `weights.json` beside this.
LEARNED = register_learned(KNOWLEDGE, evaluate)
