"""What a client asks the engine instead of knowing the rules itself: holding
the end of a turn for a person to confirm, decisions with one answer, events
that bring hidden tiles to light, what notation every seat may read, and the
revolts a seat's leaders could face."""

from __future__ import annotations

import pytest

from game.engine import RULESETS, IllegalActionError, Rng, load_position, new_game
from game.engine import events as ev
from game.engine.actions import public_notation

from .conftest import c, position_toml


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_a_held_turn_end_gives_the_same_game_as_applying_at_once(game):
    for seed in range(6):
        plain = new_game(game, 2 + seed % 3, seed)
        held = plain.copy()
        rng = Rng(seed)
        turns_held = 0
        while not plain.is_over:
            legal = plain.legal_actions()
            action = legal[rng.below(len(legal))]
            expected = plain.apply(action)
            events = held.apply(action, hold_turn_end=True)
            if held.held:
                turns_held += 1
                # Nothing of the turn's end has happened: no refill, no next seat.
                assert not any(isinstance(e, ev.TurnEnded | ev.TurnStarted) for e in events)
                assert held.to_move == held.active and not held.is_over
                with pytest.raises(IllegalActionError):
                    held.apply(legal[0])
                assert not held.is_forced()
                events += held.end_turn()
                assert not held.held
            assert events == expected
            assert held == plain
        assert turns_held > 5
        with pytest.raises(ValueError):
            held.end_turn()


def test_a_held_state_copies_and_pops_back():
    state = new_game("tigris", 2, 3)
    state.apply("pass", hold_turn_end=True)
    assert state.held and state.copy().held
    before = state.copy()
    state.end_turn()
    assert not state.held and state.active != before.active and before.held
    # push and pop restore the flag with the rest.
    state.push("pass")
    state.pop()
    assert not state.held


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_a_forced_decision_is_one_with_a_single_legal_answer(game):
    forced_seen = 0
    for seed in range(8):
        state = new_game(game, 3, seed)
        rng = Rng(seed + 50)
        while not state.is_over:
            legal = state.legal_actions()
            assert state.is_forced() == (state.pending is not None and len(legal) == 1)
            forced_seen += state.is_forced()
            state.apply(legal[rng.below(len(legal))])
        assert not state.is_forced()
    assert forced_seen > 0


def test_events_that_reveal_hidden_tiles():
    assert ev.Drew(0, 2, (1, 2)).reveals and ev.Swapped(0, 1, None).reveals
    assert ev.GameEnded("bag", ((0,), (1,))).reveals
    assert not ev.TilePlaced(0, 1, 5).reveals and not ev.Scored(0, 1, 1, "tile").reveals
    assert ev.reveals_hidden([ev.TilePlaced(0, 1, 5), ev.Drew(0, 1, None)])
    assert not ev.reveals_hidden([ev.TilePlaced(0, 1, 5)])
    from game.engine.yangtze import events as yev

    assert yev.MarketRefilled((1, 2)).reveals  # drawn from the bag, face up


def test_the_public_notation_hides_only_the_tiles_a_swap_gives_away():
    assert public_notation("swap red red blue") == "swap ? ? ?"
    assert public_notation("tile red F4") == "tile red F4"
    assert public_notation("pass") == "pass"
    for ruleset in RULESETS.values():
        assert ruleset.public_notation("swap black") == "swap ?"


def test_revolt_threats_name_the_leaders_another_seat_could_attack():
    # Bull's priest and king stand in one kingdom with two temples; Lion holds its leaders in
    # supply and could put either beside a temple of that kingdom.
    text = position_toml(
        tiles={"red": "F3 G3"},
        players=[
            {"dynasty": "bull", "hand": "red red blue black green green", "leaders": "priest G4 king H3"},
            {"dynasty": "lion", "hand": "blue blue black green green black"},
        ],
    )
    state = load_position(text, "threats")
    threats = state.revolt_threats(0)
    assert (1, 1) in threats  # Lion's priest could revolt against Bull's
    assert (0, 1) in threats  # and its king against Bull's king (same kingdom)
    # Lion has nothing on the board: nothing to attack.
    assert state.revolt_threats(1) == []
    assert state.leader_cell(0, 1) == c("G4")


def test_war_threats_name_the_leaders_a_tile_could_bring_to_war():
    # Bull's king and priest (G4, G2, by the temple G3) and Lion's (I4, I2, by I3) stand in
    # two kingdoms one empty column apart: a tile on H2, H3 or H4 joins them.
    text = position_toml(
        tiles={"red": "G3 I3"},
        players=[
            {"dynasty": "bull", "hand": "red red blue black green green", "leaders": "king G4 priest G2"},
            {"dynasty": "lion", "hand": "blue blue blue blue blue blue", "leaders": "king I4 priest I2"},
        ],
    )
    state = load_position(text, "wars")
    assert state.war_threats(0) == [(0, 1), (1, 1)]  # king (black), priest (red) against Lion
    assert state.war_threats(1) == [(0, 0), (1, 0)]  # what Lion holds does not matter
    # Two empty columns apart, no one tile joins them.
    apart = load_position(position_toml(
        tiles={"red": "G3 J3"},
        players=[
            {"dynasty": "bull", "hand": "red red blue black green green", "leaders": "king G4 priest G2"},
            {"dynasty": "lion", "hand": "blue blue blue blue blue blue", "leaders": "king J4 priest J2"},
        ],
    ), "apart")
    assert apart.war_threats(0) == [] and apart.war_threats(1) == []


def test_a_war_remembers_each_support_in_order():
    """Yellow & Yangtze: who supported which kingdom with what, as support comes in (the
    window shows each side's strength growing). The rule book's worked war."""
    from pathlib import Path

    from game.engine import load_position

    path = Path(__file__).parent / "positions" / "yangtze_war.toml"
    state = load_position(path.read_text(), str(path))
    state.apply("tile black J3")
    assert state.war.supports == () and state.war.strengths() == (2, 4)
    state.apply("support I2 2")  # any cell of the kingdom names it
    state.apply("support H2 0 soldier")
    left, right = (side.name for side in state.war.sides)
    assert state.war.supports == ((1, left, 2, False), (2, left, 0, True))
    assert state.war.strengths() == (5, 4)
    state.apply("support K2 3")
    assert state.war.supports[-1] == (0, right, 3, False) and state.war.strengths() == (5, 7)
    assert state.pending == "lose" and state.lose_left == 2
