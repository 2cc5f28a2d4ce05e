"""Whole random games: no crash, every game ends, the invariants hold after
every decision, every decision's consequences (points, conflicts, removals,
monument and treasure decisions, end-of-turn points and refills) match a
literal reading of the rules (`tests/reference.py`), the legal lists match
one too, and a record replays to the same state."""

from __future__ import annotations

import pytest

from game.engine import Rng, load_record
from game.engine.record import new_game_record
from game.engine.tigris import State
from game.engine.tigris.actions import COMMIT, SWAP
from game.engine.tigris.state import ACTION_PHASE
from tests.reference import (
    check_decision,
    check_invariants,
    quick_invariants,
    reference_turn_actions,
)

MAX_DECISIONS = 2000  # far above any real game; a loop would trip it


def play_random(players: int, seed: int, board: str = "standard", check_every: int = 0):
    """Play one uniformly random game; return the final state and the actions."""
    state = State.new_game(players, seed, board)
    rng = Rng(seed * 31 + players)
    actions = []
    previous_scores = list(state.scores)
    while not state.is_over:
        legal = state.legal_actions()
        listed = legal.to_list()
        assert len(listed) == len(set(listed)) == len(legal), "duplicate legal decisions"
        if check_every and len(actions) % check_every == 0 and state.phase == ACTION_PHASE:
            assert set(listed) == reference_turn_actions(state)
        action = legal[rng.below(len(legal))]
        before = state.copy()
        events = state.apply(action)
        actions.append(action)
        quick_invariants(state, previous_scores)
        previous_scores = list(state.scores)
        check_invariants(state)
        check_decision(before, action, events, state)
        assert len(actions) < MAX_DECISIONS
    return state, actions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    for seed in range(25):
        state, actions = play_random(players, seed)
        assert state.is_over and state.end_reason in ("bag", "treasures")
        assert state.legal_actions().to_list() == []
        ranking = state.ranking()
        assert sorted(s for group in ranking for s in group) == list(range(players))


def test_legal_lists_match_the_literal_rules():
    for seed in range(10):
        for players in (2, 3, 4):
            play_random(players, 100 + seed, check_every=4)


def test_advanced_board_games():
    for seed in range(12):
        state, _ = play_random(2 + seed % 3, 500 + seed, "advanced", check_every=8)
        assert state.is_over


def test_thousands_of_games_keep_the_invariants_end_and_replay():
    """2,400 fast games (800 per player count) with the cheap invariants checked after
    every decision (`quick_invariants`: tiles, treasures and catastrophes accounted for,
    leaders beside face-up temples, no doubled colour at rest, full hands at a turn's
    start, scores never falling); each game ends, and every eighth, written as a record,
    replays to the very same state and fingerprint."""
    for players in (2, 3, 4):
        for seed in range(800):
            state = State.new_game(players, seed)
            rng = Rng(seed + 17)
            actions = []
            previous_scores = list(state.scores)
            while not state.is_over:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
                state.step(action)
                actions.append(action)
                quick_invariants(state, previous_scores)
                previous_scores = list(state.scores)
                assert len(actions) < MAX_DECISIONS
            assert state.end_reason in ("bag", "treasures")
            if seed % 8 == 0:
                record = new_game_record(players, seed)
                record.actions = [str(a) for a in actions]
                replayed = load_record(record.to_toml()).replay()
                assert replayed.fingerprint() == state.fingerprint()
                assert replayed == state


def test_step_and_apply_agree():
    for seed in range(30):
        a = State.new_game(3, seed)
        b = a.copy()
        rng = Rng(seed)
        while not a.is_over:
            legal = a.legal_actions()
            action = legal[rng.below(len(legal))]
            a.apply(action)
            b.step(action)
            assert a == b


def test_copy_is_independent_and_push_pop_restores():
    state = State.new_game(4, 3)
    rng = Rng(3)
    for _ in range(60):
        legal = state.legal_actions()
        before = state.copy()
        key = state.key()
        state.push(legal[rng.below(len(legal))])
        assert before.key() == key
        state.pop()
        assert state.key() == key
        state.apply(legal[rng.below(len(legal))])
        if state.is_over:
            break


def test_every_decision_is_asked_even_when_forced():
    """A defender with no support tile still answers `commit 0`."""
    found = False
    for seed in range(200):
        state = State.new_game(2, seed)
        rng = Rng(seed)
        while not state.is_over:
            legal = state.legal_actions()
            if state.pending == "commit" and len(legal) == 1:
                assert legal[0].kind == COMMIT and legal[0].value == 0
                found = True
            state.step(legal[rng.below(len(legal))])
        if found:
            break
    assert found


def test_swaps_are_multisets_without_duplicates():
    state = State.new_game(2, 11)
    hand = state.hand(state.active)
    swaps = [a for a in state.legal_actions() if a.kind == SWAP]
    expected = 1
    for count in hand:
        expected *= count + 1
    assert len(swaps) == expected - 1 == len(set(swaps))
