"""The statistics across games (`game.stats.history`, issue 32): the file read back as
written, damaged files and entries, a game counted once, two windows' games merged, and
the page's figures exact."""

from __future__ import annotations

import json

import pytest

from game.engine import BadFileError
from game.stats.history import MAX_GAMES, GameResult, History, history_problem, summarise


def result(number: int, won: bool = True, game: str = "tigris", level: str = "strong", seats: int = 2,
           weakest: int = 5) -> GameResult:
    return GameResult(id=f"g{number}", game=game, when=f"2026-11-{number:02d}T10:00:00Z", seats=seats,
                      level=level, place=1 if won else seats, weakest=weakest, hints=number % 3)


def test_what_is_written_reads_back(tmp_path):
    path = tmp_path / "statistics.json"
    history = History(path=path)
    for number in range(1, 6):
        assert history.add(result(number, won=number % 2 == 0))
    history.save()
    assert History.load(path).games == history.games
    assert not History.load(tmp_path / "missing.json").games


def test_a_game_is_counted_once(tmp_path):
    history = History(path=tmp_path / "statistics.json")
    assert history.add(result(1))
    assert not history.add(result(1, won=False))
    history.save()
    again = History.load(tmp_path / "statistics.json")
    assert not again.add(result(1))
    assert len(again.games) == 1


@pytest.mark.parametrize("text, problem", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"games": 3}', "expected a JSON object"),
    ('{"games": [NaN]}', "not valid JSON"),
    ("[" * 40 + "]" * 40, "nested too deeply"),
])
def test_a_damaged_file_is_refused_with_its_reason(tmp_path, text, problem):
    path = tmp_path / "statistics.json"
    path.write_text(text)
    with pytest.raises(BadFileError) as caught:
        History.load(path)
    assert problem in str(caught.value) and str(path) in str(caught.value)
    assert problem in history_problem(path)


def test_damaged_entries_are_left_out(tmp_path):
    path = tmp_path / "statistics.json"
    good = {"id": "a", "game": "tigris", "when": "2026-01-01T00:00:00Z", "seats": 2, "level": "strong",
            "place": 1, "weakest": 4, "hints": 0}
    bad = [
        {**good, "id": ""}, {**good, "id": "b", "place": 3}, {**good, "id": "c", "weakest": -1},
        {**good, "id": "d", "seats": True}, {**good, "id": "e", "game": 7}, "text", None,
        {k: v for k, v in good.items() if k != "when"},
    ]
    path.write_text(json.dumps({"version": 1, "games": [good, *bad, good]}))
    assert [r.id for r in History.load(path).games] == ["a"]
    assert history_problem(path) is None


def test_two_windows_keep_each_other_s_games(tmp_path):
    path = tmp_path / "statistics.json"
    first, second = History.load(path), History.load(path)
    first.add(result(1))
    first.save()
    second.add(result(2))
    second.save()
    assert [r.id for r in History.load(path).games] == ["g1", "g2"]


def test_the_oldest_games_go_beyond_the_limit(tmp_path):
    history = History(path=tmp_path / "statistics.json")
    history.games = [GameResult(f"x{i}", "tigris", f"2026-01-01T00:00:{i // 100:02d}.{i:04d}", 2, "", 1, 1)
                     for i in range(MAX_GAMES + 5)]
    history.save()
    games = History.load(tmp_path / "statistics.json").games
    assert len(games) == MAX_GAMES and games[0].id == "x5"


def test_the_summary_figures_are_exact():
    games = [
        result(1, won=True, level="casual", seats=2, weakest=6),
        result(2, won=True, level="strong", seats=3, weakest=4),
        result(3, won=True, level="strong", seats=3, weakest=8),
        result(4, won=False, level="expert", seats=4, weakest=2),
        result(5, won=True, game="yangtze", level="strong", seats=2, weakest=3),
        result(6, won=True, game="yangtze", level="expert", seats=2, weakest=5),
    ]
    summary = summarise(games)
    assert (summary.played, summary.won) == (6, 5)
    assert (summary.streak, summary.best_streak) == (2, 3)
    assert {g: (t.played, t.won) for g, t in summary.games.items()} == {"tigris": (4, 3), "yangtze": (2, 2)}
    assert {g: (t.played, t.won) for g, t in summary.levels.items()} == {
        "casual": (1, 1), "strong": (3, 3), "expert": (2, 1)}
    assert {g: (t.played, t.won) for g, t in summary.seats.items()} == {2: (3, 3), 3: (2, 2), 4: (1, 0)}
    assert summary.best == {"tigris": 8, "yangtze": 5}
    assert summary.average == {"tigris": 5.0, "yangtze": 4.0}
    assert summarise([]).played == 0
