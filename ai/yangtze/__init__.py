"""What the computer players know of Yellow & Yangtze: candidate decisions
(`moves.py`), the evaluation (`evaluate.py`) and the turn planner
(`planner.py`), registered as one `Knowledge` for the shared machinery."""

from __future__ import annotations

from game.engine.yangtze.actions import COMMIT, NO_SUPPORT_ACTION, PAGODA, Action
from game.engine.yangtze.pieces import BLACK, N_COLOURS, RED
from game.engine.yangtze.state import COMMIT_PHASE, PAGODA_PHASE, SUPPORT_PHASE

from ..knowledge import Knowledge, register
from ..learned import register_learned
from . import evaluate, features
from .evaluate import utilities
from .moves import (
    concrete,
    decision_candidates,
    favoured_side,
    playable,
    support_action,
    support_need,
    turn_candidates,
)
from .planner import TurnPlanner


def naive_decision(state, seat: int, legal) -> Action:
    """The Beginner's answers: in a revolt everything when that beats the
    other side's visible strength and nothing otherwise, as defender just
    enough to hold if it can (the governor's +1 whenever it is off the
    board); in a war everything for the kingdom holding its leader when that
    puts it ahead, else nothing; every pagoda; otherwise the candidates' first."""
    hands = state.hands
    if state.phase == COMMIT_PHASE:
        r = state.pending_revolt
        governor = state.leaders[seat * N_COLOURS + BLACK] < 0
        have = hands[seat * N_COLOURS + BLACK]
        if r.attacker_commit < 0:
            beats = r.attacker_base + have + governor > r.defender_base
            return Action(COMMIT, have if beats else 0, -1, governor)
        need = r.attacker_base + r.attacker_commit - r.defender_base - governor
        return Action(COMMIT, need if 0 <= need <= have else 0, -1, governor)
    if state.phase == SUPPORT_PHASE:
        side = favoured_side(state, seat)
        if side < 0:
            return NO_SUPPORT_ACTION
        soldier = state.leaders[seat * N_COLOURS + RED] < 0
        have = hands[seat * N_COLOURS + RED]
        if have + soldier >= support_need(state, seat, side):
            return support_action(state, side, have, soldier)
        return NO_SUPPORT_ACTION
    if state.phase == PAGODA_PHASE:
        return next(a for a in legal if a[0] == PAGODA)
    for _, candidate in decision_candidates(state):
        if playable(state, candidate) and candidate in legal:
            return candidate
    return legal[0]


# Parallel to ai/tigris/__init__.py by design: each game registers its knowledge, the same fields filled
# with its own functions.
KNOWLEDGE = register(Knowledge(
    game="yangtze",
    utilities=utilities,
    decision_candidates=decision_candidates,
    turn_candidates=turn_candidates,
    playable=playable,
    concrete=concrete,
    planner=TurnPlanner,
    naive_decision=naive_decision,
    features=features.SPEC,
    # The choices after an action (a pagoda, the market, the chain, the tied
    # winner, the losses) and the support in conflicts, answered by the
    # planner: measured against Strong at 50 worlds on the same ten deals,
    # the Expert won 17 of 20 that way and 12 of 19 searching them.
    plan_choices=True,
))

# The learned evaluation (`ai/learned.py`), from `weights.json` beside this.
LEARNED = register_learned(KNOWLEDGE, evaluate)
