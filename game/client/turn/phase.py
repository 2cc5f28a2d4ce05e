"""The phases of a table: what the window asks now."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    DECIDE = "decide"  # a person at the screen decides; the panel says what (`decision`)
    CONFIRM = "confirm"  # the person's actions are done: "End turn", or undo
    CURTAIN = "curtain"  # hot seat: the screen passes to another person
    FORCED = "forced"  # a person's only possible answer: given for them after a moment
    COMPUTER = "computer"  # a computer player decides
    REPLAY = "replay"  # the others' last decisions shown again, slowly
    OVER = "over"


def derive(session, viewer: int, replaying: bool) -> Phase:
    """The phase from the engine's state, the person looking at the screen (`viewer`, -1:
    nobody yet) and whether a replay runs."""
    if replaying:
        return Phase.REPLAY
    state = session.state
    if state.is_over:
        return Phase.OVER
    if state.held:
        return Phase.CONFIRM if viewer == state.active else Phase.CURTAIN
    seat = state.to_move
    if not session.seats[seat].human:
        return Phase.COMPUTER
    if state.is_forced():
        return Phase.FORCED  # no need to pass the screen for a decision nobody makes
    if seat != viewer:
        return Phase.CURTAIN
    return Phase.DECIDE
