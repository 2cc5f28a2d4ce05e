"""Every level makes only legal decisions, in whole games of 2, 3 and 4 players,
in both games; in Yellow & Yangtze every level answers every kind of decision.

Small budgets keep this fast; the games are seeded, so a failure repeats."""

from __future__ import annotations

import pytest

from ai import LEVELS, Budget, make_player
from game.engine import View, new_game
from game.games import GAMES

SMALL = Budget(iterations=4)  # expert: iterations a decision; strong: sampled worlds (kept small)


def play(levels: list[str], seed: int, budget: Budget = SMALL, game: str = "tigris"):
    budgets = {level: Budget(iterations=1) if level == "strong" else budget for level in levels}
    state = new_game(game, len(levels), seed)
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


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_cheap_levels_many_games(game: str, players: int) -> None:
    # 334 games of each game for each number of players (about 10 s each), a
    # thousand in all. Every decision legal, every game ends.
    # The searching levels play whole games below and in tournaments.
    total = 0
    for number in range(334):
        levels = ["random", "beginner", "random", "beginner"][:players]
        if number % 2:
            levels.reverse()
        state, decisions = play(levels, 1000 * players + number, game=game)
        assert state.is_over
        total += decisions
    assert total > 334 * 120


@pytest.mark.parametrize(("game", "levels", "seed"), [
    ("tigris", ["casual", "beginner"], 3),
    ("tigris", ["strong", "expert"], 4),
    ("tigris", ["expert", "casual", "random"], 5),
    ("tigris", ["expert", "casual", "beginner", "random"], 6),
    ("yangtze", ["casual", "beginner"], 3),
    ("yangtze", ["strong", "expert"], 4),
    ("yangtze", ["expert", "casual", "strong"], 5),
    ("yangtze", ["expert", "casual", "beginner", "strong"], 6),
])
def test_searching_levels_whole_games(game: str, levels: list[str], seed: int) -> None:
    state, decisions = play(levels, seed, game=game)
    assert state.is_over
    assert decisions > 100


YANGTZE_KINDS = [None, "commit", "support", "winner", "lose", "pagoda", "market", "chain"]


def yangtze_positions(players: int, seed: int) -> dict:
    """The first decision of every kind with two options at least, in a seeded
    game of beginners (these seeds reach them all, a tied war included)."""
    state = new_game("yangtze", players, seed)
    bots = [make_player("beginner", seat) for seat in range(players)]
    found = {}
    while not state.is_over:
        if state.pending not in found and len(state.legal_actions()) >= 2:
            found[state.pending] = state.copy()
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
    return found


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 18), (4, 6)])
def test_every_level_answers_every_kind_of_yangtze_decision(players: int, seed: int) -> None:
    positions = yangtze_positions(players, seed)
    assert sorted(positions, key=str) == sorted(YANGTZE_KINDS, key=str)
    for kind, state in positions.items():
        for level in LEVELS:
            player = make_player(level, seed)
            action = player.choose(View.of(state, state.to_move), SMALL, None)
            assert action in state.legal_actions(), (level, kind, str(action))
            assert getattr(player, "fallbacks", 0) == 0, (level, kind)
