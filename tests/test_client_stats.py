"""The statistics pages through the real window (issue 32): a finished game's page from
its end screen, the page across games from the main menu after several games, a game
counted once however often its end is shown, and a damaged statistics file set aside as
the other data files are."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.dialogs import NoticeDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.history_scene import HistoryScene  # noqa: E402
from game.client.menu import MainMenu  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.client.stats_scene import GameStatsScene  # noqa: E402
from game.stats import game_stats  # noqa: E402
from game.stats.history import History, history_path  # noqa: E402
from tests.test_stats import finished_record  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(folder))
    (folder / "lessons.json").write_text('{"version": 1, "done": [], "places": {}, "offered": true}')
    return folder


def finish(d: Driver, record, levels=("strong",), humans: int = 1) -> EndScene:
    """Open a finished game in the window: its end screen comes (and counts it)."""
    seats = [Seat(HUMAN)] * humans + [Seat(COMPUTER, level) for level in levels]
    session = Session(record, seats)
    open_session(d.app, session)
    assert d.until(lambda: isinstance(d.top, EndScene), 2000)
    return d.top


def test_the_statistics_page_after_a_game():
    d = Driver((1024, 640))
    record = finished_record("tigris", 3, 5)
    session = Session(record, [Seat(HUMAN), Seat(COMPUTER, "strong"), Seat(COMPUTER, "expert")])
    session.hints_used = {0: 2}  # the Hint feature's count (issue 32's other part)
    open_session(d.app, session)
    assert d.until(lambda: isinstance(d.top, EndScene), 2000)
    d.click_button("stats")
    page = d.top
    assert isinstance(page, GameStatsScene)
    expected = game_stats(record, {0: 2})
    assert page.stats == expected
    assert page.stats.seats[0].hints == 2 and page.stats.seats[0].tiles == [7, 9, 8, 7]
    for tab in ("points", "conflicts", "counts", "weakest"):
        d.click_button(f"tab {tab}")
        assert page.tab == tab
    d.key(pygame.K_RIGHT)
    assert page.tab == "points"
    assert page.seat == 0  # the person's own points first
    d.click_button("seat")
    assert page.seat == 1 and page.buttons.by_name("seat").label.startswith("Lion")
    d.click_button("back")
    assert isinstance(d.top, EndScene)


def test_the_yangtze_page_shows_its_own_counts():
    d = Driver((800, 500))
    finish(d, finished_record("yangtze", 2, 5, short=True))
    d.click_button("stats")
    page = d.top
    assert page.stats.counts == ("pagodas", "market picks", "peasants' revolts")
    d.click_button("tab counts")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, EndScene)


def test_a_game_is_counted_once_however_often_its_end_is_shown():
    d = Driver((1024, 640))
    record = finished_record("tigris", 2, 3)
    finish(d, record)
    finish(d, record)  # loaded or resumed again: its end is shown again
    games = History.load().games
    assert len(games) == 1
    assert games[0].seats == 2 and games[0].level == "strong" and games[0].game == "tigris"


def test_hot_seat_and_computer_only_games_are_nobody_s_result():
    d = Driver((1024, 640))
    finish(d, finished_record("tigris", 2, 3), levels=(), humans=2)
    assert not history_path().exists()


def test_the_page_across_games_after_several():
    d = Driver((800, 500))
    plays = [("tigris", 2, 3, ("casual",)), ("tigris", 3, 5, ("strong", "expert")),
             ("yangtze", 2, 5, ("beginner",)), ("tigris", 4, 7, ("casual", "casual", "strong"))]
    expected_places = []
    for game, players, seed, levels in plays:
        record = finished_record(game, players, seed, **({"short": True} if game == "yangtze" else {}))
        end = finish(d, record, levels)
        expected_places.append(next(p for p, g in enumerate(end.ranking, start=1) if 0 in g))
    d.app.open("menu")
    d.frames(2)
    assert isinstance(d.top, MainMenu)
    d.click_button("statistics")
    page = d.top
    assert isinstance(page, HistoryScene)
    summary = page.summary
    assert summary.played == 4
    assert summary.won == sum(place == 1 for place in expected_places)
    assert {seats: t.played for seats, t in summary.seats.items()} == {2: 2, 3: 1, 4: 1}
    assert {level: t.played for level, t in summary.levels.items()} == {"casual": 1, "expert": 1,
                                                                        "beginner": 1, "strong": 1}
    assert summary.games["tigris"].played == 3 and summary.games["yangtze"].played == 1
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MainMenu)


def test_a_damaged_statistics_file_is_set_aside_at_start_up(data_dir):
    (data_dir / "statistics.json").write_text("{ this is not json")
    d = Driver.start_up((1024, 640))
    d.frames(2)
    assert isinstance(d.top, NoticeDialog)
    lines = " ".join(d.top.lines)
    assert "statistics.json" in lines and "statistics.damaged-1.json" in lines
    assert (data_dir / "statistics.damaged-1.json").read_text() == "{ this is not json"
    assert not (data_dir / "statistics.json").exists()
    d.click_button("ok")
    finish(d, finished_record("tigris", 2, 3))
    assert len(History.load().games) == 1


def test_a_file_damaged_while_the_window_is_open_is_set_aside_when_a_game_is_counted(data_dir):
    d = Driver((1024, 640))
    (data_dir / "statistics.json").write_text(json.dumps([1, 2, 3]))
    finish(d, finished_record("tigris", 2, 3))
    assert any("statistics.json" in toast.text for toast in d.app.toasts.items)
    assert json.loads((data_dir / "statistics.damaged-1.json").read_text()) == [1, 2, 3]
    assert len(History.load().games) == 1
    d.app.open("statistics")
    assert d.top.summary.played == 1
