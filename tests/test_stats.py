"""A finished game's statistics (`game.stats`, issue 32): the figures checked against
what the engine's events say, counted here independently, and pinned exactly for a
seeded game of each game."""

from __future__ import annotations

import pytest

from game.engine import Rng
from game.engine.events import ConflictResolved, ConflictStarted, Scored, TilePlaced
from game.engine.record import Record, new_game_record
from game.stats import ATTACKER, DEFENDER, conflict_key, game_stats


def finished_record(game: str, players: int, seed: int, **options) -> Record:
    """A whole game of seeded random legal decisions."""
    record = new_game_record(players, seed, game=game, **options)
    state = record.start.copy()
    rng = Rng(seed)
    while not state.is_over:
        legal = list(state.legal_actions())
        action = legal[rng.below(len(legal))]
        state.apply(action)
        record.actions.append(str(action))
    return record


GAMES = [("tigris", 3, 5, {}), ("yangtze", 2, 5, {"short": True}), ("yangtze", 4, 8, {})]


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}-{g[1]}")
def played(request):
    game, players, seed, options = request.param
    record = finished_record(game, players, seed, **options)
    state = record.start.copy()
    per_decision = []
    for text in record.actions:
        per_decision.append(state.apply(state.parse_action(text)))
    return record, state, per_decision, game_stats(record, {0: 3})


def test_the_points_and_tiles_are_what_the_events_say(played):
    record, end, per_decision, stats = played
    n = end.n
    points = [[0] * len(stats.colours) for _ in range(n)]
    tiles = [[0] * len(stats.colours) for _ in range(n)]
    for events in per_decision:
        for event in events:
            if isinstance(event, Scored):
                points[event.seat][event.colour] += event.points
            elif isinstance(event, TilePlaced):
                tiles[event.seat][event.colour] += 1
    for seat in range(n):
        assert stats.seats[seat].tiles == tiles[seat]
        assert list(stats.seats[seat].points[-1]) == points[seat] == list(end.score(seat))
        assert stats.seats[seat].points[0] == (0,) * len(stats.colours)
        assert stats.seats[seat].final_weakest == min(end.final_scores()[seat])
    assert stats.over
    assert [seat.place for seat in stats.seats] == [
        next(p for p, group in enumerate(end.ranking(), start=1) if seat in group) for seat in range(n)]
    assert stats.seats[0].hints == 3 and all(seat.hints == 0 for seat in stats.seats[1:])


def test_one_sample_per_turn_and_the_weakest_never_falls_with_no_loss(played):
    record, end, _per_decision, stats = played
    assert stats.turns[0] == 0 and stats.turns[-1] == end.turn
    assert stats.turns == sorted(set(stats.turns))
    assert all(len(seat.points) == len(stats.turns) == len(seat.weakest) for seat in stats.seats)
    assert stats.rounds == [turn // end.n + 1 for turn in stats.turns]
    # Points are never taken away in either game: each colour only grows.
    for seat in stats.seats:
        for before, after in zip(seat.points, seat.points[1:], strict=False):
            assert all(a >= b for a, b in zip(after, before, strict=True))


def test_the_conflicts_of_two_leaders_are_the_events(played):
    _record, end, per_decision, stats = played
    fought = [dict() for _ in range(end.n)]
    won = [dict() for _ in range(end.n)]
    started = None
    for events in per_decision:
        for event in events:
            if isinstance(event, ConflictStarted):
                started = event
            elif isinstance(event, ConflictResolved):
                roles = {started.attacker: ATTACKER, started.defender: DEFENDER}
                for seat in (event.winner, event.loser):
                    key = conflict_key(event.kind, roles[seat])
                    fought[seat][key] = fought[seat].get(key, 0) + 1
                    if seat == event.winner:
                        won[seat][key] = won[seat].get(key, 0) + 1
    # Tigris & Euphrates' wars are fights of two leaders too; Yellow & Yangtze's are fought
    # between kingdoms (`game/stats/yangtze.py`, checked below).
    kept = (lambda key: True) if end.ruleset.name == "tigris" else (lambda key: not key.startswith("war"))
    for seat in range(end.n):
        assert {k: v for k, v in stats.seats[seat].fought.items() if kept(k)} == fought[seat]
        assert {k: v for k, v in stats.seats[seat].won.items() if kept(k)} == won[seat]


# Exact figures of seeded games (random legal decisions), seat 0 of each: pinned, so that
# any change to the counting shows (the tiles and revolts agree with the events above).
PINNED = {
    "tigris-3": dict(tiles=[7, 9, 8, 7], counts={"treasures": 5, "monuments": 0, "catastrophes": 2},
                     fought={"revolt defender": 6, "revolt attacker": 2, "war attacker": 1},
                     won={"revolt defender": 4, "revolt attacker": 1, "war attacker": 1}, weakest=4, place=1),
    "yangtze-2": dict(tiles=[13, 12, 6, 10, 2],
                      counts={"pagodas": 0, "market picks": 7, "peasants' revolts": 3},
                      fought={"war attacker": 2, "revolt defender": 3, "revolt attacker": 1},
                      won={"revolt defender": 2, "war attacker": 1}, weakest=2, place=1),
}


@pytest.mark.parametrize("key", sorted(PINNED))
def test_a_seeded_game_s_numbers_are_exact(key):
    game, players, seed, options = next(g for g in GAMES if f"{g[0]}-{g[1]}" == key)
    stats = game_stats(finished_record(game, players, seed, **options))
    seat = stats.seats[0]
    pinned = PINNED[key]
    assert seat.tiles == pinned["tiles"]
    assert seat.counts == pinned["counts"]
    assert seat.fought == pinned["fought"]
    assert seat.won == pinned["won"]
    assert seat.final_weakest == pinned["weakest"] and seat.place == pinned["place"]


def test_yangtze_wars_count_each_seat_with_a_leader_at_stake():
    """In a two-player game every war is fought by both seats: one attacks (the active
    player), the other defends, and exactly one of them wins it."""
    stats = game_stats(finished_record("yangtze", 2, 5, short=True))
    a, b = stats.seats
    wars = a.fought.get("war attacker", 0) + a.fought.get("war defender", 0)
    assert wars == b.fought.get("war attacker", 0) + b.fought.get("war defender", 0) > 0
    assert a.fought.get("war attacker", 0) == b.fought.get("war defender", 0)
    assert sum(v for k, v in a.won.items() if k.startswith("war")) + \
        sum(v for k, v in b.won.items() if k.startswith("war")) == wars


def test_an_unfinished_game_has_figures_up_to_its_last_decision():
    record = finished_record("tigris", 2, 3)
    record.actions = record.actions[:20]
    stats = game_stats(record)
    assert not stats.over and all(seat.place == 0 for seat in stats.seats)
    assert stats.turns[-1] <= record.replay().turn
    assert all(len(seat.points) == len(stats.turns) for seat in stats.seats)


@pytest.mark.parametrize("players, seed, options", [(2, 5, {"short": True}), (4, 8, {})])
def test_yangtze_wars_lost_are_the_leaders_lost_in_them(players, seed, options):
    """Every leader of a doubled colour in a losing kingdom leaves the board: the wars a
    seat lost are the wars in which it lost a leader (`LOST_WAR`), each counted once."""
    from game.engine.events import LOST_WAR, LeaderRemoved
    from game.engine.yangtze.events import WarResolved

    record = finished_record("yangtze", players, seed, **options)
    state = record.start.copy()
    lost = [0] * players
    for text in record.actions:
        events = state.apply(state.parse_action(text))
        if any(isinstance(e, WarResolved) for e in events):
            for seat in {e.seat for e in events if isinstance(e, LeaderRemoved) and e.reason == LOST_WAR}:
                lost[seat] += 1
    stats = game_stats(record)
    counted = [sum(v for k, v in seat.fought.items() if k.startswith("war"))
               - sum(v for k, v in seat.won.items() if k.startswith("war")) for seat in stats.seats]
    assert counted == lost and sum(lost) > 0
