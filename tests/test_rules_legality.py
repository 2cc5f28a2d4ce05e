"""Illegal decisions: `apply` refuses each kind with a specific reason and
leaves the state as it was; text that is not an action at all is a
`MalformedActionError`. Then a generic sweep over seeded random games: every
candidate the legal list rejects gets a specific reason, never a fallback,
and every listed decision is accepted."""

from __future__ import annotations

import pytest

from game.engine import IllegalActionError, MalformedActionError, Rng
from game.engine.grid import cell_code
from game.engine.tigris import State
from game.engine.tigris.actions import (
    CATASTROPHE,
    COMMIT,
    LEADER,
    MONUMENT,
    NO_MONUMENT,
    PASS,
    TILE,
    TREASURE,
    WAR,
    WITHDRAW,
    Action,
)
from tests.conftest import play, position, reason

# Reasons `explain` falls back on when it finds nothing specific to say.
GENERIC = {"that tile cannot go there", "the leader cannot go there", "a catastrophe cannot go there",
           "you cannot pass now", "that is not a legal decision now", "that is not possible now"}


def _board() -> State:
    # Seat 0: king on G4 (kingdom {G4 G5}), one catastrophe left, no green tile.
    # Seat 1: priest on I4 (kingdom {I4 I5}). A monument on C9-D10, a catastrophe on E6,
    # a treasure on G5, a lone temple on K8.
    return position(tiles={"red": "G5 I5 K8"}, treasures="G5", catastrophes="E6",
                    monuments=[("blue-green", "C9", "green")], far_treasures=True,
                    players=[{"hand": "black red red blue", "leaders": "king G4", "catastrophes": 1},
                             {"hand": "red", "leaders": "priest I4"}])


@pytest.mark.parametrize(("action", "why"), [
    ("tile green F5", "you have no green tile"),
    ("tile red G5", "G5 already holds a red tile"),
    ("tile red G4", "G4 holds a leader (seat 0's king)"),
    ("tile red E6", "E6 has a catastrophe on it"),
    ("tile red C9", "C9 is part of a monument"),
    ("tile blue F4", "F4 is land; blue tiles go on rivers"),
    ("tile red E1", "E1 is a river; only blue tiles go on rivers"),
    ("tile red Q4", "Q4 is not on the board"),
    ("tile red A12", "A12 is not on the board"),
    ("leader king G4", "your king already stands on G4"),
    ("leader priest I4", "I4 holds a leader (seat 1's priest)"),
    ("leader farmer H5", "a leader on H5 would join two kingdoms"),
    ("leader priest K8", "K8 already holds a red tile"),
    ("leader priest I8", "I8 is not next to a face-up temple (red tile)"),
    ("leader trader J6", "J6 is not next to a face-up temple (red tile)"),
    ("leader farmer H9", "H9 is a river; leaders go on land"),
    ("leader farmer D11", "D11 is not next to a face-up temple (red tile)"),
    ("withdraw trader", "your trader is not on the board"),
    ("catastrophe G4", "G4 holds a leader"),
    ("catastrophe G5", "the tile on G5 holds a treasure"),
    ("catastrophe D10", "D10 is part of a monument"),
    ("catastrophe E6", "E6 already has a catastrophe"),
    ("catastrophe R1", "R1 is not on the board"),
    ("swap green", "you do not hold that many green tiles"),
    ("swap black black", "you do not hold that many black tiles"),
    ("commit 1", "there is no conflict to support"),
    ("war red", "there is no war to choose"),
    ("monument black-red G5", "there is no monument to build now"),
    ("no monument", "there is no monument to decline now"),
    ("treasure G5", "there is no treasure to take now"),
])
def test_each_kind_of_illegal_action_has_its_own_reason(action, why):
    state = _board()
    assert reason(state, action) == why


def test_an_empty_swap_built_by_hand():
    assert reason_for(_board(), Action.swap((0, 0, 0, 0))) == "name at least one tile to swap"


def reason_for(state: State, action: Action) -> str:
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action)
    return caught.value.reason


def test_the_last_catastrophe_used_up():
    state = _board()
    play(state, "catastrophe F6")
    assert reason(state, "catastrophe F7") == "you have no catastrophe tiles left"


@pytest.mark.parametrize("text", ["", "tile purple F4", "tile red", "tile red F", "leader queen F4",
                                  "withdraw", "commit many", "monument black-black G5",
                                  "monument red G5", "no thanks", "jump F4", "swap", "swap gold"])
def test_text_that_is_not_an_action_is_malformed(text):
    state = _board()
    before = state.key()
    with pytest.raises(MalformedActionError):
        state.apply(text)
    assert state.key() == before


def test_notation_is_case_and_space_insensitive_and_round_trips():
    state = _board()
    assert Action.parse("  TILE   Red   f5 ") == Action.parse("tile red F5")
    for action in state.legal_actions():
        assert Action.parse(str(action)) == action


# The generic sweep -------------------------------------------------------------------------


def _candidates(state: State, rng: Rng) -> list[Action]:
    """Legal-looking decisions of every kind: right shape, any cell (a few off the board)."""
    cells = state.grid.cells

    def cell() -> int:
        if rng.below(20) == 0:
            return cell_code(16 + rng.below(3), rng.below(12))  # columns Q-S: off the board
        return cells[rng.below(len(cells))]

    out = [Action(PASS), Action(NO_MONUMENT)]
    for colour in range(4):
        out += [Action(TILE, colour, cell()) for _ in range(3)]
        out += [Action(LEADER, colour, cell()) for _ in range(3)]
        out += [Action(WITHDRAW, colour), Action(WAR, colour)]
    out += [Action(CATASTROPHE, -1, cell()) for _ in range(4)]
    out += [Action.swap(tuple(rng.below(3) for _ in range(4))) for _ in range(3)]
    out += [Action(COMMIT, rng.below(8)) for _ in range(2)]
    out += [Action(MONUMENT, rng.below(6), cell()) for _ in range(3)]
    out += [Action(TREASURE, -1, cell()) for _ in range(2)]
    # Near misses: the cell of a legal decision used by another kind of decision.
    legal_list = state.legal_actions()
    for _ in range(6):
        near = legal_list[rng.below(len(legal_list))] if legal_list else Action(PASS)
        if near.cell >= 0:
            out += [Action(TILE, rng.below(4), near.cell), Action(LEADER, rng.below(4), near.cell),
                    Action(CATASTROPHE, -1, near.cell), Action(MONUMENT, rng.below(6), near.cell),
                    Action(TREASURE, -1, near.cell)]
    return out


def test_every_rejected_candidate_gets_a_specific_reason_over_random_games():
    rng = Rng(2024)
    refused_kinds: dict[int, int] = {}
    pending_seen = set()
    for game, players in enumerate((2, 3, 4) * 4):
        state = State.new_game(players, seed=100 + game)
        decisions = 0
        while not state.is_over and decisions < 400:
            legal_list = state.legal_actions()
            pending_seen.add(state.pending)
            if decisions % 3 == 0 or state.pending is not None:
                legal_set = set(legal_list)
                for action in _candidates(state, rng):
                    if action in legal_set:
                        continue
                    before = state.key()
                    with pytest.raises(IllegalActionError) as caught:
                        state.apply(action)
                    why = caught.value.reason
                    assert why not in GENERIC and not why.endswith("is not possible now"), (
                        str(action), state.pending, why)
                    assert state.key() == before
                    refused_kinds[action.kind] = refused_kinds.get(action.kind, 0) + 1
                # Every listed decision is accepted (on a copy).
                for _ in range(4):
                    action = legal_list[rng.below(len(legal_list))]
                    state.copy().apply(action)
            state.apply(legal_list[rng.below(len(legal_list))])
            decisions += 1
    # The sweep really exercised every kind of decision and several phases.
    assert set(refused_kinds) == set(range(11))
    assert {None, "commit"} <= pending_seen


def test_while_a_decision_is_pending_everything_else_waits():
    # Seat 0's green tile on G6 joins two kingdoms with kings and traders doubled.
    state = position(tiles={"red": "E5 J6", "green": "F6 H6 I6"}, far_treasures=True, players=[
        {"hand": "green black", "leaders": "king E6"},
        {"hand": "green green", "leaders": "trader F5"},
        {"hand": "green", "leaders": "trader J5 king K6"}])
    play(state, "tile green G6")
    choose = 'choose which war is fought next first ("war black", "war green")'
    assert reason(state, "pass") == choose
    assert reason(state, "commit 0") == choose
    assert reason(state, "war red") == ('there is no red war to fight; choose "war black" or '
                                        '"war green"')
    play(state, "war green")
    settle = 'the war must be settled first: seat 1 (attacker) commits green support ("commit N")'
    assert reason(state, "war black") == settle
    assert reason(state, "tile black G7") == settle
    assert reason(state, "commit 3") == "you hold only 2 green tiles"


def test_monument_reasons():
    # H6 completes G5-H6; the square I5-J6 is red too, but H6 is not its corner.
    state = position(tiles={"red": "G5 H5 G6 I5 J5 I6 J6"}, far_treasures=True,
                     players=[{"hand": "red red"}, {"hand": "red"}])
    play(state, "tile red H6")
    assert reason(state, "monument black-red I5") == ("the square at I5 does not have the tile just "
                                                      "placed (H6) as a corner")
    assert reason(state, "monument black-red H4") == ("the 2×2 square at H4 is not four face-up red "
                                                      "tiles")
    assert reason(state, "treasure G5") == 'decide on the monument first ("monument …" or "no monument")'


def test_indexing_the_legal_actions_agrees_with_listing_them():
    # `legal[i]` finds the i-th set bit of a family's mask without listing
    # them (a table for the last byte); it must give what iteration gives,
    # for masks whose set bits fall in every byte of several 64-bit words.
    from game.engine.legal import select_bit

    rng = Rng(17)
    for _ in range(3000):
        mask = 0
        for _ in range(1 + rng.below(40)):
            mask |= 1 << rng.below(400)
        bits = [i for i in range(mask.bit_length()) if (mask >> i) & 1]
        for index in (0, len(bits) - 1, rng.below(len(bits))):
            assert select_bit(mask, index) == bits[index]
    state = State.new_game(4, 23)
    for _ in range(60):
        legal = state.legal_actions()
        assert [legal[i] for i in range(len(legal))] == legal.to_list()
        state.step(legal[rng.below(len(legal))])
