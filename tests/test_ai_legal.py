"""Every level makes only legal decisions, in whole games of 2, 3 and 4 players.

Small budgets keep this fast; the games are seeded, so a failure repeats."""

from __future__ import annotations

import pytest

from ai import Budget, make_player
from game.engine import View
from game.engine.tigris import State

SMALL = Budget(iterations=4)  # expert: iterations a decision; strong: sampled worlds (kept small)


def play(levels: list[str], seed: int, budget: Budget = SMALL) -> tuple[State, int]:
    budgets = {level: Budget(iterations=1) if level == "strong" else budget for level in levels}
    state = State.new_game(len(levels), seed)
    players = [make_player(level, seed * 31 + seat) for seat, level in enumerate(levels)]
    decisions = 0
    while not state.is_over:
        seat = state.to_move
        view = View.of(state, seat)
        action = players[seat].choose(view, budgets[levels[seat]], None)
        assert action in state.legal_actions(), (levels[seat], str(action), state.describe_pending())
        state.apply(action)  # raises on an illegal decision
        decisions += 1
        assert decisions < 2000, "a game that never ends"
    for player in players:
        assert getattr(player, "fallbacks", 0) == 0, f"{player.name} fell back to a default decision"
    return state, decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cheap_levels_a_thousand_games(players: int) -> None:
    # 334 games for each number of players (about 15 s each): every decision legal,
    # every game ends. The searching levels play whole games below and in tournaments.
    total = 0
    for game in range(334):
        levels = ["random", "beginner", "random", "beginner"][:players]
        if game % 2:
            levels.reverse()
        state, decisions = play(levels, 1000 * players + game)
        assert state.is_over
        total += decisions
    assert total > 334 * 120


@pytest.mark.parametrize(("levels", "seed"), [
    (["casual", "beginner"], 3),
    (["strong", "expert"], 4),
    (["expert", "casual", "random"], 5),
    (["expert", "casual", "beginner", "random"], 6),
])
def test_searching_levels_whole_games(levels: list[str], seed: int) -> None:
    state, decisions = play(levels, seed)
    assert state.is_over
    assert decisions > 100
