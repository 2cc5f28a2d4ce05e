"""Yellow & Yangtze: the engine's notation, its explanations of illegal
decisions, its positions and records, and what a seat may see. (The rules
themselves: `test_yangtze_rules.py` and the conformance test against the
literal referee.)"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import (
    BadFileError,
    IllegalActionError,
    MalformedActionError,
    Rng,
    View,
    dump_position,
    load_position,
    load_record,
    new_game,
    new_game_record,
)
from game.engine.grid import cell_code, parse_cell
from game.engine.position import dump_position_dict
from game.engine.yangtze import State
from game.engine.yangtze.actions import (
    BUILD,
    COMMIT,
    LOSE,
    MARKET,
    PAGODA,
    REVOLT,
    SUPPORT,
    SWAP,
    TILE,
    WINNER,
    Action,
    parse_action,
)
from game.engine.yangtze.pieces import SHORT_GAME_REMOVED, TILE_COUNTS
from tests.yangtze_reference import position_json, position_toml

DERANDOMIZED = settings(derandomize=True, max_examples=300, suppress_health_check=[HealthCheck.too_slow])


def c(name: str) -> int:
    cell = parse_cell(name)
    assert cell is not None
    return cell


def cells(*names: str) -> int:
    return sum(1 << c(n) for n in names)


def position(players: list[dict], **kwargs) -> State:
    return load_position(position_toml(position_json(players, **kwargs)), "scenario")


def reason(state: State, text: str) -> str:
    before = state.key()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(text)
    assert state.key() == before, f"refusing {text!r} changed the state"
    return caught.value.reason


def random_states(count: int, seed: int):
    """States met in seeded random games of every size."""
    rng = Rng(seed)
    found = 0
    game = 0
    while found < count:
        state = new_game("yangtze", 2 + game % 3, seed + game, short=game % 6 == 0)
        game += 1
        while not state.is_over and found < count:
            if rng.below(3) == 0:
                found += 1
                yield state.copy()
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])


# ---------------------------------------------------------------- notation

@pytest.mark.parametrize("text", [
    "leader governor C6", "withdraw artisan", "tile yellow F4", "tile blue H10", "done", "market red",
    "no market", "pagoda C5 D5 C6", "pagoda C5 D5 C6 from H7", "no pagoda", "build C5 D5 C6",
    "build C5 D5 C6 from H7 trader", "build C5 D5 C6 trader", "revolt F4", "revolt F4 farmer",
    "swap black red yellow", "pass", "commit 2", "commit 2 governor", "support C5 3",
    "support C5 0 soldier", "support none", "winner C5", "lose F4",
])
def test_the_canonical_notation_reads_back(text):
    assert str(parse_action(text)) == text


@pytest.mark.parametrize(("text", "canonical"), [
    ("  TILE  Yellow f4 ", "tile yellow F4"),
    ("pagoda C6 C5 D5", "pagoda C5 D5 C6"),  # any order of the triangle's cells
    ("build trader C5 D5 C6 from H7", "build C5 D5 C6 from H7 trader"),  # suffixes anywhere
    ("build C5 D5 trader C6", "build C5 D5 C6 trader"),
    ("revolt farmer F4", "revolt F4 farmer"),
    ("commit governor 2", "commit 2 governor"),
    ("support C5 soldier 3", "support C5 3 soldier"),
    ("swap yellow red red", "swap red red yellow"),
])
def test_other_spellings_are_accepted(text, canonical):
    assert str(parse_action(text)) == canonical


@pytest.mark.parametrize("text", [
    "", "tile", "tile purple F4", "tile red", "tile red 4Z", "leader king F4", "withdraw",
    "pagoda C5 D5", "pagoda C5 C5 D5", "pagoda C5 D5 C6 from", "pagoda C5 D5 C6 trader",
    "build C5 D5 C6 farmer", "revolt", "revolt F4 F5", "commit", "commit two", "commit 2 soldier",
    "support C5", "support C5 x", "support", "winner", "lose", "no monument", "monument black-red G5",
    "market", "market gold", "swap", "swap gold", "done now", "pass 2",
])
def test_text_that_is_no_action_is_malformed(text):
    with pytest.raises(MalformedActionError):
        parse_action(text)


actions = st.one_of(
    st.builds(lambda k, x, y: Action(0, k, cell_code(x, y)), st.integers(0, 4), st.integers(0, 17),
              st.integers(0, 11)),
    st.builds(lambda col, x, y: Action(TILE, col, cell_code(x, y)), st.integers(0, 4), st.integers(0, 17),
              st.integers(0, 11)),
    st.builds(lambda x, y, f: Action(REVOLT, -1, cell_code(x, y), f), st.integers(0, 17), st.integers(0, 11),
              st.booleans()),
    st.builds(lambda n, g: Action(COMMIT, n, -1, g), st.integers(0, 50), st.booleans()),
    st.builds(lambda n, x, y, s: Action(SUPPORT, n, cell_code(x, y), s), st.integers(0, 50),
              st.integers(0, 17), st.integers(0, 11), st.booleans()),
    st.builds(lambda m: Action(MARKET, m), st.integers(0, 4)),
    st.builds(lambda x, y: Action(WINNER, -1, cell_code(x, y)), st.integers(0, 17), st.integers(0, 11)),
    st.builds(lambda x, y: Action(LOSE, -1, cell_code(x, y)), st.integers(0, 17), st.integers(0, 11)),
    st.builds(lambda counts: Action.swap(tuple(counts)),
              st.lists(st.integers(0, 3), min_size=5, max_size=5).filter(any)),
)


@DERANDOMIZED
@given(actions)
def test_every_action_reads_back_from_its_text(action):
    assert parse_action(str(action)) == action


def test_triangle_actions_read_back():
    state = new_game("yangtze", 2, 1)
    for triangle in state.grid.triangles[::7]:
        for kind in (PAGODA, BUILD):
            for source in (-1, c("H7")):
                for bonus in ((False, True) if kind == BUILD else (False,)):
                    action = Action(kind, triangle, source, bonus)
                    assert parse_action(str(action)) == action


def test_every_legal_decision_reads_back_in_random_games():
    seen = set()
    for state in random_states(400, 5):
        for action in state.legal_actions():
            assert state.parse_action(str(action)) == action
            seen.add(action.kind)
    assert {TILE, REVOLT, SWAP, COMMIT, MARKET} <= seen


# ---------------------------------------------------------------- names by any cell

def _war_state() -> State:
    # Left: seat 0's soldier I1, governor I2, black H2, red H1 H3; right: seat 1's
    # soldier K1, black K2, red L1 L2 L3. A black tile on J1 joins them: war.
    state = position([{"hand": "black red", "leaders": "soldier I1 governor I2"},
                      {"hand": "red", "leaders": "soldier K1"}],
                     tiles={"black": "H2 K2", "red": "H1 H3 L1 L2 L3"})
    state.apply("tile black J1")
    return state


def test_a_warring_kingdom_may_be_named_by_any_of_its_cells():
    state = _war_state()
    assert state.pending == "support"
    state.apply("support L3 1")  # the kingdom named K1
    assert state.war.sides[1].support == 1
    state.apply("support I2 1")  # the kingdom named H1
    assert state.pending == "lose"


def test_a_pagoda_to_move_may_be_named_by_any_of_its_cells():
    state = position([{"hand": "red"}, {}], tiles={"red": "A1 B1 A2 L1 M1 L2 P1 Q1"},
                     pagodas=[("red", "A1 B1 A2"), ("red", "L1 M1 L2")])
    state.apply("tile red P2")
    state.apply("pagoda P2 Q1 P1 from M1")  # the pagoda named L1
    assert {p.cells for p in state.pagodas} == {cells("A1", "B1", "A2"), cells("P1", "Q1", "P2")}


# ---------------------------------------------------------------- explanations

def _board() -> State:
    # Seat 0: governor I1 (black I2), hand red blue green; farmer on the board (B9).
    # Seat 1: soldier K1 (black K2). A red pagoda on P1 Q1 P2.
    return position([{"hand": "red blue green", "leaders": "governor I1 farmer B8"},
                     {"hand": "black", "leaders": "soldier K1"}],
                    tiles={"black": "I2 K2 C7", "red": "P1 Q1 P2"}, pagodas=[("red", "P1 Q1 P2")])


@pytest.mark.parametrize(("action", "why"), [
    ("tile black F5", "you have no black tile"),
    ("tile red I2", "I2 already holds a black tile"),
    ("tile red I1", "I1 holds a leader (seat 0's governor)"),
    ("tile blue F4", "F4 is land; blue tiles go on rivers"),
    ("tile red C2", "C2 is a river; only blue tiles go on rivers"),
    ("tile red S4", "S4 is not on the board"),
    ("tile red A13", "A13 is not on the board"),
    ("leader governor I1", "your governor already stands on I1"),
    ("leader soldier K1", "K1 holds a leader (seat 1's soldier)"),
    ("leader soldier J1", "a leader on J1 would join kingdoms into one with two soldiers; "
                          "a leader may never start a war"),
    ("leader artisan F5", "F5 is not next to a black tile"),
    ("leader artisan B6", "B6 is a river; leaders go on land"),
    ("withdraw trader", "your trader is not on the board"),
    ("revolt I2", "a peasants' revolt needs two blue tiles; you hold 1"),
    ("revolt I2 farmer", "your farmer is on the board; only an off-board farmer counts as a blue tile"),
    ("build P1 Q1 P2", "building a pagoda needs two green tiles (or one and your off-board trader); "
                       "you hold 1"),
    ("swap black", "you do not hold that many black tiles"),
    ("commit 1", "there is no revolt to support"),
    ("support none", "there is no war to support"),
    ("winner I1", "there is no tied war to decide"),
    ("lose I1", "there is no war whose losses are owed"),
    ("pagoda P1 Q1 P2", 'there is no pagoda to build now (the two-green action is "build …")'),
    ("no pagoda", "there is no pagoda to decline now"),
    ("market red", "the market is open only after a green tile"),
    ("no market", "there is no market pick to decline now"),
    ("done", "there is no blue chain to end now"),
])
def test_each_kind_of_illegal_action_has_its_own_reason(action, why):
    assert reason(_board(), action) == why


def test_the_two_green_action_explains_its_triangle():
    state = position([{"hand": "green green"}, {}],
                     tiles={"red": "P1 Q1 P2", "black": "A1 B1", "green": "J1 K1 J2 D1 E1"},
                     pagodas=[("green", "J1 K1 J2")])
    assert reason(state, "build J1 K1 J2") == "the tile on J1 already carries a pagoda"
    assert reason(state, "build A1 B1 A2") == "there is no tile on A2"
    assert reason(state, "build A1 B1 C1") == "A1 B1 C1 are not three cells that all touch each other"
    assert reason(state, "build P1 Q1 P2 from J1") == ('a red pagoda is still in the supply: build that '
                                                      'one (without "from")')
    state = position([{"hand": "green", "leaders": "trader B2"}, {}],
                     tiles={"red": "P1 Q1 P2", "black": "A1 B1"})
    assert reason(state, "build P1 Q1 P2 trader") == ("your trader is on the board; only an off-board "
                                                      "trader counts as a green tile")


def test_decisions_inside_an_action_explain_themselves():
    state = _war_state()
    assert reason(state, "tile red A1") == ('the war must be settled first: seat 1 decides its support '
                                            '("support CELL N" or "support none")')
    assert reason(state, "support C7 1") == "no warring kingdom is on C7"
    assert reason(state, "support K1 2") == "you hold only 1 red tile"
    assert reason(state, "support K1 0") == 'supporting with nothing is "support none"'
    assert reason(state, "support K1 1 soldier") == ("your soldier is on the board; only an off-board "
                                                     "soldier adds 1")


# Reasons `explain` falls back on when it finds nothing specific to say.
GENERIC = {"that tile cannot go there", "the leader cannot go there", "you cannot pass now",
           "that is not a legal decision now", "that is not possible now", "no pagoda can go there",
           "that support is not possible"}


def _candidates(state: State, rng: Rng) -> list[Action]:
    """Plausible decisions, legal or not, of every kind."""
    full = state.grid.cells
    out = []
    for _ in range(12):
        cell = full[rng.below(len(full))]
        out += [Action(TILE, rng.below(5), cell), Action(0, rng.below(5), cell),
                Action(REVOLT, -1, cell, rng.below(2) == 1), Action(LOSE, -1, cell),
                Action(WINNER, -1, cell), Action(SUPPORT, rng.below(4), cell, rng.below(2) == 1)]
    triangles = state.grid.triangles
    for _ in range(6):
        t = triangles[rng.below(len(triangles))]
        out += [Action(PAGODA, t), Action(BUILD, t, -1, rng.below(2) == 1)]
    out += [Action(COMMIT, rng.below(5), -1, rng.below(2) == 1), Action(MARKET, rng.below(5)),
            Action.swap(tuple(rng.below(3) for _ in range(5))), Action(1, rng.below(5))]
    return out


def test_every_rejected_decision_gets_a_specific_reason_and_every_listed_one_is_accepted():
    rng = Rng(8)
    for state in random_states(300, 21):
        legal = state.legal_actions()
        for action in _candidates(state, rng):
            if action in legal:
                continue
            with pytest.raises(IllegalActionError) as caught:
                state.copy().apply(action)
            assert caught.value.reason not in GENERIC, (str(action), state.pending)
        for action in list(legal)[::max(1, len(legal) // 8)]:
            state.copy().apply(action)


# ---------------------------------------------------------------- positions

@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["tiles"].update(blue=["A1"]), "tiles.blue: A1 is land; blue tiles go on rivers"),
    (lambda d: d["tiles"].update(red=["C2"]), "tiles.red: C2 is a river; only blue tiles go on rivers"),
    (lambda d: d["tiles"].update(red=["I2"]), "tiles.red: I2 is already used by tiles.black"),
    (lambda d: d["players"][0]["leaders"].update(soldier="A12"),
     "players[0].leaders.soldier: A12 is not next to a black tile"),
    (lambda d: d["players"][0]["leaders"].update(soldier="B6"),
     "players[0].leaders.soldier: B6 is a river; leaders stand on land"),
    (lambda d: d["players"][1]["leaders"].update(governor="J1"),
     "players: two governors in one kingdom (I1 and J1)"),
    (lambda d: d["players"][0]["leaders"].update(king="J1"), "players[0].leaders.king: unknown leader"),
    (lambda d: d["board"]["pagodas"].append({"colour": "black", "cells": ["A1", "B1", "C1"]}),
     "board.pagodas[0].cells: A1 B1 C1 are not three cells that all touch each other"),
    (lambda d: d["board"]["pagodas"].append({"colour": "red", "cells": ["H2", "I2", "I3"]}),
     "board.pagodas[0].cells: the pagoda is not on three red tiles (H2 I2 I3)"),
    (lambda d: d["board"].update(market=["red"] * 7), "board.market: 7 tiles; the market holds at most 6"),
    (lambda d: d["players"][0].update(hand=["red"] * 7), "players[0].hand: 7 tiles; a hand holds at most 6"),
    (lambda d: d["players"][0].update(dynasty="archer"),
     "players[0].dynasty: unknown dynasty 'archer' (crossbow, bull, vase, lion)"),
    (lambda d: d["tiles"].update(yellow=[f"{x}{y}" for x in "ABDEF" for y in (1, 3)] + ["A5", "B5", "D5"]),
     "tiles: 13 yellow tiles on the board, in the market and in hands; the game has 12"),
    (lambda d: d.update(short=True, players=[*d["players"], {"dynasty": "vase", "hand": [], "score": {}}]),
     "short: the short game is for two players"),
    (lambda d: d.update(bag=200), "bag: 200 tiles, but only"),
    (lambda d: d.update(treasures=[]), "treasures: unknown field"),
    (lambda d: d["board"].update(monuments=[]), "board.monuments: unknown field"),
])
def test_a_position_breaking_a_rule_is_refused_naming_the_field(change, message):
    data = position_json([{"hand": "red", "leaders": "governor I1"}, {}], tiles={"black": "I2"})
    del data["pending"], data["game_over"]
    data["bag"] = 20
    change(data)
    with pytest.raises(BadFileError) as caught:
        load_position(dump_position_dict(data), "p.toml")
    assert str(caught.value).startswith(f"p.toml: {message}"), str(caught.value)
    assert "\n" not in str(caught.value)


def test_positions_and_records_read_back_to_the_same_state():
    for state in random_states(200, 3):
        if state.pending is None:
            again = load_position(dump_position(state))
            assert again.ruleset.position_dict(again) == state.ruleset.position_dict(state)
            assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
    record = new_game_record(2, 9, game="yangtze", short=True)
    state = record.start.copy()
    rng = Rng(4)
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        state.apply(action)
        record.actions.append(str(action))
    text = record.to_toml()
    assert text.startswith('game = "yangtze"\nstart = "new"\nplayers = 2\nmap = "standard"\nseed = 9\n'
                           'short = true\n')
    assert load_record(text, "r.toml").replay() == state


def test_records_refuse_what_the_game_does_not_have():
    base = 'game = "yangtze"\nstart = "new"\nplayers = 3\nseed = 1\nactions = []\n'
    assert load_record(base).replay().n == 3  # the one map may be left out
    for extra, message in [('map = "advanced"\n', "map: unknown board 'advanced' (standard)"),
                           ("short = true\n", "short: the short game is for two players"),
                           ('short = "yes"\n', "short: expected true/false, not 'yes'"),
                           ('variants = ["wonder"]\n', "variants: unknown field")]:
        with pytest.raises(BadFileError, match="^r.toml: " + message.replace("(", r"\(").replace(")", r"\)")):
            load_record(extra + base, "r.toml")
    with pytest.raises(BadFileError, match='action 1 "catastrophe F4": unknown action'):
        load_record(base.replace("actions = []", 'actions = ["catastrophe F4"]'), "r.toml").replay()


# ---------------------------------------------------------------- set-up and views

def test_the_short_game_puts_24_tiles_out_unseen():
    long, short = new_game("yangtze", 2, 3), new_game("yangtze", 2, 3, short=True)
    assert long.bag_count == 131 - 12 - 6
    assert short.bag_count == long.bag_count - SHORT_GAME_REMOVED
    assert sum(short.unseen_discards) == SHORT_GAME_REMOVED
    with pytest.raises(ValueError):
        new_game("yangtze", 3, 3, short=True)


def test_the_view_hides_hands_the_bag_and_swaps_but_not_the_market():
    rng = Rng(2)
    state = new_game("yangtze", 3, 2, short=False)
    while state.turn < 6:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    view = View.of(state, 1)
    assert view.hand == state.hand(1)
    assert view.public.hand(0) == (0,) * 5 and view.public.hand(2) == (0,) * 5
    assert view.public.market == state.market and view.public.pagodas == state.pagodas
    assert view.bag_count == state.bag_count and view.public.bag_count == 0
    for k in range(5):
        guess = view.determinize(Rng(k))
        assert View.of(guess, 1).key() == view.key()
        for colour in range(5):
            total = (guess.tiles[colour].bit_count() + guess.market.count(colour)
                     + sum(guess.hands[s * 5 + colour] + guess.swapped[s * 5 + colour] for s in range(3))
                     + guess.discarded[colour] + guess.unseen_discards[colour]
                     + guess.bag_contents().count(colour))
            assert total == TILE_COUNTS[colour]


def test_the_short_games_tiles_stay_unseen():
    state = new_game("yangtze", 2, 8, short=True)
    view = View.of(state, 0)
    assert sum(view.unseen) == 138 - 7 - 6 - 6 + 0 - 0  # all but the capitals, the hand and the market
    assert view.public.unseen_discards == [0] * 5


def test_push_and_pop_restore_the_state():
    for state in random_states(60, 13):
        before = state.key()
        legal = state.legal_actions()
        state.push(legal[len(legal) // 2])
        state.pop()
        assert state.key() == before
