"""Issue 28: what the window writes, it reads — a game of any length the window can
play (passes, undo) is resumed, never set aside as damaged; the lesson progress
never grows past what its reader takes."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import session as session_module  # noqa: E402
from game.client.dialogs import NoticeDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.saves import autosave, autosaver, read_save  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.tigris.testing import hand_slots, targets  # noqa: E402
from game.engine.grid import bit_list  # noqa: E402
from game.paths import autosave_path  # noqa: E402
from game.storage import MAX_DATA_FILE  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(folder))
    (folder / "lessons.json").write_text('{"version": 1, "done": [], "places": {}, "offered": true}')
    return folder


def passed_game(decisions: int) -> Session:
    """A game of a person (seat 0) and a computer player in which everybody passed
    `decisions` times (a multiple of 4: the person is to move, with both actions)."""
    assert decisions % 4 == 0
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 2)
    assert session.state.to_move == 0
    for _ in range(decisions):
        session.apply("pass")
    assert session.state.to_move == 0 and session.state.actions_left == 2
    return session


def in_window(session: Session) -> Driver:
    """The window with `session` open, as the Load list opens a save."""
    d = Driver.start_up((1024, 640))
    assert not isinstance(d.top, NoticeDialog)
    autosave(session)
    open_session(d.app, session)
    d.frames(2)
    return d


def person_passes(d: Driver) -> None:
    """The person ends the turn without an action: E, and E again to confirm."""
    game = d.game
    assert d.until(lambda: game.decision == "action", 3000)
    d.key(pygame.K_e, "e")
    d.key(pygame.K_e, "e")
    d.frames(2)


def person_places_and_takes_back(d: Driver) -> None:
    game = d.game
    assert d.until(lambda: game.decision == "action", 3000)
    count = len(game.session.record.actions)
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(bit_list(targets(game))[0])
    assert len(game.session.record.actions) == count + 1
    d.key(pygame.K_z, "z")
    assert len(game.session.record.actions) == count


def resumed_after_a_restart(actions: list[str]) -> Driver:
    """Close and open the window: the autosave is offered to resume (not set aside) and
    holds the game."""
    autosaver.flush()
    assert read_save(autosave_path())[0].record.actions == actions
    d = Driver.start_up((1024, 640))
    assert not isinstance(d.top, NoticeDialog), d.top.lines
    assert d.top.buttons.by_name("resume") is not None
    d.click_button("resume")
    assert d.game is not None and d.game.session.record.actions == actions
    return d


def test_a_game_past_5000_decisions_is_resumed(data_dir):
    d = in_window(passed_game(5000))
    game = d.game
    for _round in range(3):
        person_places_and_takes_back(d)
        person_passes(d)  # then the computer plays its turn
    assert d.until(lambda: game.decision == "action", 3000)
    actions = list(game.session.record.actions)
    assert len(actions) > 5003
    again = resumed_after_a_restart(actions)
    person_passes(again)  # and it goes on
    assert len(again.game.session.record.actions) == len(actions) + 1


def test_the_window_stops_a_game_at_the_most_decisions_its_saves_hold(data_dir, monkeypatch):
    limit = session_module.MAX_DECISIONS
    d = in_window(passed_game(limit - 4))
    game = d.game
    person_passes(d)
    assert d.until(lambda: game.decision == "action" or game.session.full, 3000)
    while not game.session.full:
        person_passes(d)
        d.frames(200)
    assert len(game.session.record.actions) == limit
    d.frames(5)  # the window says why nobody decides any more
    said = [t.text for t in d.app.toasts]
    assert any(str(limit) in text and "decisions" in text for text in said), said
    d.frames(300)
    assert len(game.session.record.actions) == limit
    actions = list(game.session.record.actions)
    resumed_after_a_restart(actions)


def test_no_computer_thinks_for_a_move_past_the_most_decisions(data_dir, monkeypatch):
    """At the bound (lowered here) with a computer to move: it is never asked, the game
    stays at the bound, and the window says why once (`TableScene.update`, `Mode.full`)."""
    monkeypatch.setattr(session_module, "MAX_DECISIONS", 5)
    session = passed_game(4)
    session.apply("pass")  # a pass ends the turn: the computer is to move
    assert session.state.to_move == 1 and session.full
    d = in_window(session)
    game = d.game
    d.frames(300)
    assert game.turns.computer.thinking_for == -1  # never asked to think
    assert len(game.session.record.actions) == 5
    said = [t.text for t in d.app.toasts]
    assert any("decisions" in text for text in said), said


def test_the_biggest_save_the_window_can_write_is_read_within_the_file_limit():
    """`MAX_DECISIONS` of the longest notation of either game, and the longest name, stay
    under the bound of saves (a save holds the record's text once)."""
    from game.client.dialogs import NAME_LIMIT
    from game.client.saves import MAX_SAVE_FILE, save_text

    session = passed_game(0)
    session.record.actions = ["swap black black red green green green"] * session_module.MAX_DECISIONS
    assert len(save_text(session, '"\\' * NAME_LIMIT).encode()) < MAX_SAVE_FILE <= MAX_DATA_FILE


def test_the_lesson_progress_never_grows_past_what_its_reader_takes(data_dir):
    from game.lessons import Progress
    from game.lessons.progress import progress_problem

    progress = Progress.load()
    progress.done = {"tigris/01-tiles"}
    for number in range(12):  # a dozen free games left at the most decisions, hints asked
        snapshot = {"step": 3, "phase": "playing", "actions": ["pass"] * 10_000,
                    "hints": 10**7, "tips": []}
        progress.remember(f"tigris/{number:02d}", snapshot)
    progress.save()
    assert progress_problem() is None
    again = Progress.load()
    assert again.done == {"tigris/01-tiles"} and again.places
    assert all(place["hints"] < 10**6 for place in again.places.values())


def test_a_lesson_place_longer_than_the_window_keeps_is_not_replayed(data_dir):
    from game.lessons import Progress
    from game.lessons.progress import MAX_ACTIONS

    progress = Progress.load()
    for count in (MAX_ACTIONS, MAX_ACTIONS + 1):
        progress.places[f"tigris/{count}"] = {"step": 3, "phase": "playing", "actions": ["pass"] * count,
                                             "hints": 0, "tips": []}
    progress.save()
    assert set(Progress.load().places) == {f"tigris/{MAX_ACTIONS}"}
    assert MAX_ACTIONS == session_module.MAX_DECISIONS  # a lesson keeps as much as a game
