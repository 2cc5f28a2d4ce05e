"""Whole random games with the variants on — every combination, both boards: the
invariants hold after every decision, every decision's consequences match the literal
reading of the rules and of the variants (`tests/reference.py`, `tests/reference_variants.py`),
the turn's legal lists match the literal ones, positions at rest read back, and a record
replays to the same state."""

from __future__ import annotations

import itertools

import pytest

from game.engine import Rng, dump_position, load_position, load_record
from game.engine.record import new_game_record
from game.engine.tigris import State
from game.engine.tigris.state import ACTION_PHASE
from game.engine.tigris.variants import VARIANT_NAMES, Variants
from tests.reference import check_decision, check_invariants, quick_invariants, reference_turn_actions

COMBINATIONS = [list(c) for n in (1, 2, 3) for c in itertools.combinations(VARIANT_NAMES, n)]
MAX_DECISIONS = 2000


def play_random(players: int, seed: int, board: str, names: list[str], check_every: int = 6,
                builder: bool = False):
    """One random game (`builder`: one that builds — tiles beside two of their colour and
    the wonder whenever it can); the final state, the decisions, the questions asked."""
    state = State.new_game(players, seed, board, variants=Variants.from_names(names))
    rng = Rng(seed * 131 + players)
    actions = []
    pending: dict[str | None, int] = {}
    previous = list(state.scores)
    while not state.is_over:
        legal = state.legal_actions()
        listed = legal.to_list()
        assert len(listed) == len(set(listed)) == len(legal), "duplicate legal decisions"
        if state.phase == ACTION_PHASE and len(actions) % check_every == 0:
            assert set(listed) == reference_turn_actions(state)
            if not state.held and len(actions) % (4 * check_every) == 0:
                text = dump_position(state)
                assert dump_position(load_position(text)) == text
        action = legal[rng.below(len(legal))]
        if builder:
            action = _builder_choice(state, listed, rng) or action
        pending[state.pending] = pending.get(state.pending, 0) + 1
        before = state.copy()
        events = state.apply(action)
        actions.append(str(action))
        quick_invariants(state, previous)
        previous = list(state.scores)
        check_invariants(state)
        check_decision(before, action, events, state)
        assert len(actions) < MAX_DECISIONS
    return state, actions, pending


def _builder_choice(state: State, listed: list, rng: Rng):
    from game.engine.tigris.actions import TILE, WONDER

    wonders = [a for a in listed if a.kind == WONDER]
    if wonders:
        return wonders[0]
    grid = state.grid
    tiles = [a for a in listed if a.kind == TILE
             and (grid.neighbours[a.cell] & state.tiles[a.value]).bit_count() >= 2]
    if tiles and rng.below(4):
        return tiles[rng.below(len(tiles))]
    return None


@pytest.mark.parametrize("names", COMBINATIONS, ids=lambda names: "+".join(names))
def test_random_games_with_the_variants_keep_the_rules(names):
    seen: dict[str | None, int] = {}
    for seed in range(6):
        players, board = 2 + seed % 3, ("standard", "advanced")[seed % 2]
        state, actions, pending = play_random(players, 700 + seed, board, names)
        for word, count in pending.items():
            seen[word] = seen.get(word, 0) + count
        assert state.is_over and state.end_reason in ("bag", "treasures")
        if seed % 4 == 0:
            record = new_game_record(players, 700 + seed, board, variants=names)
            record.actions = actions
            assert f"variants = {names!r}".replace("'", '"') in record.to_toml()
            assert load_record(record.to_toml()).replay() == state
    # The buildings' question was really asked (random play seldom makes a plus: the
    # wonder has its own test below).
    if "buildings" in names:
        assert seen.get("building", 0) > 5


def test_the_wonder_gets_built_and_scored_in_random_games():
    """Random play rarely builds the wonder: games that build, until it has been built and
    its point taken, checked against the literal reading each time."""
    built = points = 0
    for seed in range(12):
        board = ("standard", "advanced")[seed % 2]
        state, actions, pending = play_random(2 + seed % 3, 900 + seed, board, list(VARIANT_NAMES), 20,
                                              builder=True)
        built += any(a.startswith("wonder ") and not a.startswith("wonder point") for a in actions)
        points += pending.get("wonder-point", 0)
    assert built >= 4 and points >= 10, (built, points)


def test_every_refused_decision_gets_a_specific_reason_with_the_variants():
    """Over games that build, every candidate of every kind (the variants' own too) that
    the legal list rejects is refused with a specific reason, the state unchanged."""
    from game.engine import IllegalActionError
    from game.engine.grid import bit_list, cell_code
    from game.engine.tigris.actions import (
        BUILDING,
        CATASTROPHE,
        COMMIT,
        NO_BUILDING,
        NO_WONDER,
        WONDER,
        WONDER_POINT,
        Action,
    )
    from tests.test_rules_legality import GENERIC, _candidates

    rng = Rng(31)
    refused: dict[int, int] = {}
    reasons: set[str] = set()
    for seed in range(4):
        state = State.new_game(2 + seed % 3, 950 + seed, variants=Variants.from_names(VARIANT_NAMES))
        decisions = 0
        while not state.is_over and decisions < 500:
            listed = state.legal_actions().to_list()
            if state.pending is not None or decisions % 5 == 0:
                extra = [Action(NO_BUILDING), Action(NO_WONDER), Action(COMMIT, rng.below(6))]
                extra += [Action(WONDER_POINT, rng.below(4))]
                for action in listed[:6]:
                    if action.cell >= 0:
                        extra += [Action(BUILDING, rng.below(4), action.cell),
                                  Action(WONDER, -1, action.cell), Action(CATASTROPHE, -1, action.cell)]
                for cell in state.variant_pieces.buildings:
                    if cell >= 0:
                        extra.append(Action(CATASTROPHE, -1, cell))
                if state.placed >= 0 and state.tile_at(state.placed) >= 0:
                    # The right colour on cells near the placed tile, and any cell at all.
                    colour = state.tile_at(state.placed)
                    near = bit_list(state.grid.expand(state.grid.expand(1 << state.placed)))
                    cells = near + [state.grid.cells[rng.below(len(state.grid.cells))] for _ in range(4)]
                    extra += [Action(BUILDING, colour, x) for x in cells]
                    extra += [Action(WONDER, -1, x) for x in cells + [cell_code(0, rng.below(11))]]
                for action in _candidates(state, rng) + extra:
                    if action in listed:
                        continue
                    before = state.key()
                    with pytest.raises(IllegalActionError) as caught:
                        state.apply(action)
                    why = caught.value.reason
                    assert why not in GENERIC and not why.endswith("is not possible now"), (
                        str(action), state.pending, why)
                    assert state.key() == before
                    refused[action.kind] = refused.get(action.kind, 0) + 1
                    reasons.add(why)
            action = _builder_choice(state, listed, rng) or listed[rng.below(len(listed))]
            state.apply(action)
            decisions += 1
    assert {BUILDING, NO_BUILDING, WONDER, NO_WONDER, WONDER_POINT} <= set(refused)
    for words in ("holds no face-up", "is not on a line of three", "the plus centred on", "measured support",
                  "is on the edge of the board", "the tile on"):
        assert any(words in why for why in reasons), words


def test_a_game_without_variants_takes_the_engines_old_paths():
    """No variant on is the one `NO_VARIANTS` (the engine tests for it by identity to skip
    the variants' questions): from a new game, a record and a position alike."""
    from game.engine import new_game
    from game.engine.tigris.variants import NO_VARIANTS

    state = new_game("tigris", 2, 1)
    assert state.variants is NO_VARIANTS
    assert load_position(dump_position(state)).variants is NO_VARIANTS
    assert new_game("tigris", 2, 1, variants=[]).variants is NO_VARIANTS
    assert Variants.from_names(["wonder"]) is not NO_VARIANTS
