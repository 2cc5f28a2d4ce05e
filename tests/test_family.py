"""The random-play conformance test, for every game of the family through
the one shared protocol (as OpenSpiel runs every game through one): whole
seeded games of uniformly random decisions, checking after each decision
what the decision loop, views, notation, positions and records promise,
without looking at either game's own fields."""

from __future__ import annotations

import pytest

from game.engine import (
    RULESETS,
    Rng,
    View,
    dump_position,
    load_position,
    load_record,
    new_game,
    new_game_record,
)

MAX_DECISIONS = 5000  # far above any real game; a loop would trip it


def play_checked(game: str, players: int, seed: int, **options) -> tuple[object, list[str]]:
    state = new_game(game, players, seed, **options)
    ruleset = state.ruleset
    rng = Rng(seed * 7 + players)
    decisions: list[str] = []
    while not state.is_over:
        seat = state.to_move
        assert 0 <= seat < players
        legal = state.legal_actions()
        listed = legal.to_list()
        assert listed and len(set(listed)) == len(listed) == len(legal), "each decision listed once"
        assert all(legal[i] == listed[i] for i in range(0, len(listed), 7)), "indexing agrees with listing"
        if len(decisions) % 5 == 0:
            for action in listed[::3]:
                assert state.parse_action(str(action)) == action
                assert action in legal
            # What the seat to move may see gives it the same choices; a dealt world
            # is one it cannot tell from the real one.
            view = View.of(state, seat)
            assert view.legal_actions().to_list() == listed
            world = view.determinize(Rng(len(decisions)))
            assert View.of(world, seat).key() == view.key()
            assert world.legal_actions().to_list() == listed
            # Undo restores exactly; a copy is equal and independent.
            before = state.key()
            copy = state.copy()
            assert copy == state
            state.push(listed[-1])
            state.pop()
            assert state.key() == before and copy == state
        if state.pending is None and len(decisions) % 11 == 0:
            again = load_position(dump_position(state))
            assert again.ruleset is ruleset
            assert again.legal_actions().to_list() == listed
        action = legal[rng.below(len(legal))]
        stepped = state.copy()
        stepped.step(action)
        events = state.apply(action)
        assert stepped.key() == state.key(), "step() and apply() agree"
        assert all(type(e).__module__.startswith("game.engine") for e in events)
        decisions.append(str(action))
        assert len(decisions) < MAX_DECISIONS
    assert state.legal_actions().to_list() == [] and state.to_move == -1
    outcome = state.outcome()
    assert sorted(s for group in outcome.ranking for s in group) == list(range(players))
    assert len(outcome.final) == players and sum(state.returns()) == pytest.approx(1.0)
    return state, decisions


@pytest.mark.parametrize("game", sorted(RULESETS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_shared_promises(game, players):
    for seed in range(10):
        state, decisions = play_checked(game, players, seed)
        record = new_game_record(players, seed, game=game)
        record.actions = decisions
        assert load_record(record.to_toml()).replay() == state, "a record replays identically"


def test_every_game_option_plays_through():
    for game, ruleset in sorted(RULESETS.items()):
        for board in ruleset.maps:
            play_checked(game, 2, 11, map=board)
        for option in sorted(ruleset.option_keys):
            # A switch is on with True; `variants` takes the names (all of them here).
            value = list(ruleset.variant_names) if option == "variants" else True
            play_checked(game, 2, 12, **{option: value})


def test_a_new_record_takes_only_dynasties_it_can_read_back():
    # A Yellow & Yangtze game once began with Tigris & Euphrates' "archer": played, saved,
    # and refused on loading. The record refuses it at the start, with the loader's words.
    from game.engine.record import new_game_record

    with pytest.raises(ValueError, match="expected 3 different names from crossbow, bull, vase, lion"):
        new_game_record(3, 5, dynasties=("bull", "lion", "archer"), game="yangtze")
    assert new_game_record(3, 5, game="yangtze").start.dynasties == ("crossbow", "bull", "vase")
