"""Components and set-up for two, three and four players: 153 tiles (30 black, 57 red,
36 blue, 30 green), a temple with a treasure on each starting cell, six tiles in each
hidden hand, the rest in the bag, two catastrophes and four leaders in each supply,
six monuments in the common supply, and a start player chosen at random (by seed)."""

from __future__ import annotations

import pytest

from game.engine.tigris import State
from game.engine.tigris.pieces import MONUMENT_NAMES, MONUMENTS
from tests.conftest import names, scores

# The rules file's component table, typed in independently of the engine's constants.
TILES = {"black": 30, "red": 57, "blue": 36, "green": 30}
STARTING_TEMPLES = {"K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_standard_set_up(players):
    state = State.new_game(players, seed=2026)
    assert sum(TILES.values()) == 153
    # Every tile is on the board, in a hand or in the bag.
    for colour, name in enumerate(TILES):
        on_board = state.tiles[colour].bit_count()
        in_hands = sum(state.hand(seat)[colour] for seat in range(players))
        assert on_board + in_hands + state.bag_contents().count(colour) == TILES[name], name
    assert names(state.tiles[1]) == names(state.treasures) == STARTING_TEMPLES
    assert state.tiles[0] == state.tiles[2] == state.tiles[3] == state.facedown == state.catastrophes == 0
    assert [state.hand_size(seat) for seat in range(players)] == [6] * players
    assert state.bag_count == 153 - 10 - 6 * players
    assert state.catastrophes_left == [2] * players
    assert state.leaders == [-1] * (4 * players)  # every leader in its supply
    assert state.dynasties == ("bull", "lion", "archer", "potter")[:players]
    assert scores(state) == [(0, 0, 0, 0)] * players and state.treasures_taken == [0] * players
    assert {MONUMENT_NAMES[i] for i in range(6) if state.monuments_left >> i & 1} == {
        "black-red", "black-blue", "black-green", "red-blue", "red-green", "blue-green"}
    assert sorted(map(sorted, MONUMENTS)) == sorted(
        [a, b] for a in range(4) for b in range(a + 1, 4))  # every pair of colours once
    assert (state.to_move, state.active, state.pending, state.actions_left, state.turn) == (
        state.active, state.active, None, 2, 0)


def test_the_deal_is_fixed_by_the_seed():
    """These exact values are part of the record format: they must never change."""
    state = State.new_game(4, seed=2026)
    assert [state.hand(seat) for seat in range(4)] == [(1, 1, 2, 2), (2, 2, 0, 2), (0, 2, 1, 3),
                                                        (2, 2, 1, 1)]
    assert state.bag_contents()[:6] == [2, 3, 0, 2, 3, 2]
    assert [State.new_game(2, seed).active for seed in range(8)] == [1, 1, 0, 1, 0, 0, 1, 1]
    assert [State.new_game(3, seed).active for seed in range(8)] == [2, 2, 0, 2, 1, 1, 0, 2]
    assert [State.new_game(4, seed).active for seed in range(8)] == [2, 2, 0, 2, 1, 1, 3, 2]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_start_player_is_drawn_at_random(players):
    starts = [State.new_game(players, seed).active for seed in range(40)]
    assert set(starts) == set(range(players))
    for seat in range(players):  # roughly even, not always the same seat
        assert starts.count(seat) >= 40 // players // 3


def test_the_game_is_for_two_to_four_players():
    for players in (1, 5):
        with pytest.raises(ValueError, match="2 to 4 players"):
            State.new_game(players, seed=1)
