"""The Challenges screen and a challenge's table, driven through the window's event loop
with SDL's dummy drivers: the list with its locks, a move made by clicking, the goal and
progress on screen, the end with its stars, Retry in one key, Next, and a damaged results
file."""

from __future__ import annotations

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.challenge_scene import ChallengeScene  # noqa: E402
from game.client.challenges_menu import ChallengesMenu  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.tigris.testing import hand_slots  # noqa: E402
from game.engine.grid import parse_cell  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _open_list(size=(1280, 800)) -> tuple[Driver, ChallengesMenu]:
    d = Driver(size, speed="instant")
    d.app.settings.game = "tigris"
    d.click_button("challenges")
    menu = d.top
    assert isinstance(menu, ChallengesMenu)
    return d, menu


def _settle(d: Driver, scene: ChallengeScene) -> None:
    """Until the player decides or the challenge is over: a turn held for End turn (the
    default setting) is ended by pressing E."""
    run = scene.run
    while True:
        assert d.wait(lambda: run.player_to_move or run.finished, 30)
        if run.finished or not run.state.held:
            return
        d.key(pygame.K_e)


def _finish(d: Driver, scene: ChallengeScene, start: int = 0) -> None:
    run = scene.run
    for action in run.challenge.solution[start:]:
        _settle(d, scene)
        assert scene.challenge_mode.decide(run.state.parse_action(action))
    _settle(d, scene)
    assert d.wait(lambda: run.finished and not scene.busy, 30)
    d.frames(2)


def test_the_list_locks_all_but_the_first_and_play_opens_it():
    d, menu = _open_list()
    rows = {row.name: row for row, _challenge, _n in menu.rows}
    assert rows["tigris/01-red-points"].enabled
    assert not any(row.enabled for name, row in rows.items() if name != "tigris/01-red-points")
    d.click(rows["tigris/02-busy-turn"].rect.center)  # locked: nothing opens
    assert d.top is menu and menu.selected == "tigris/01-red-points"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, ChallengeScene)
    assert d.top.run.challenge.id == "tigris/01-red-points"


def test_a_move_by_clicking_counts_and_the_panel_shows_goal_limit_and_progress():
    d, _menu = _open_list()
    d.click_button("play")
    scene = d.top
    assert isinstance(scene, ChallengeScene)
    mode = scene.challenge_mode
    before = mode.blocks()
    assert before[0][1].startswith("Score red points in one turn")
    assert "Now: 0 points" in before[1][1] and "Stars at 1, 2 and 3 points" in before[1][1]
    first = scene.run.challenge.solution[0]
    assert first == "tile red G3"  # the stored solution's first move, made here by two clicks
    red = next(rect for rect, colour in hand_slots(scene) if colour == 1)
    d.click(red.center)
    d.click(scene.board.cell_rect(parse_cell("G3")).center)
    d.frames(5)
    assert scene.run.played == ["tile red G3"]
    value = scene.run.result().value
    assert value == 1 and mode.blocks()[1][1].startswith("Now: 1 point\n")  # one: not "1 points"


def test_an_illegal_move_is_refused_in_the_panel_and_changes_nothing():
    d, _menu = _open_list()
    d.click_button("play")
    scene = d.top
    mode = scene.challenge_mode
    assert not mode.decide(scene.run.state.parse_action("leader king A1"))
    assert scene.run.played == [] and mode.refusal
    assert any(style == "bad" for style, _text in mode.blocks())


def test_the_end_says_the_stars_retry_is_one_key_and_next_opens_the_next(data_dir):
    d, menu = _open_list()
    d.click_button("play")
    scene = d.top
    _finish(d, scene)
    mode = scene.challenge_mode
    assert scene.run.result().stars == 3
    assert any(style == "good" and "3 of 3 stars" in text for style, text in mode.blocks())
    names = {b.name for b in scene.buttons.buttons}
    assert {"retry", "next", "challenges"} <= names
    kept = json.loads((data_dir / "challenges.json").read_text())
    assert kept["best"]["tigris/01-red-points"]["stars"] == 3
    d.key(pygame.K_r)  # Retry
    again = d.top
    assert isinstance(again, ChallengeScene) and again is not scene
    assert again.run.challenge.id == "tigris/01-red-points" and again.run.played == []
    _finish(d, again)
    d.key(pygame.K_RETURN)  # Next, now that it is solved
    following = d.top
    assert isinstance(following, ChallengeScene)
    assert following.run.challenge.id == "tigris/02-busy-turn"
    following.challenge_mode.back()
    d.frames(2)
    assert d.top is menu
    assert menu.selected == "tigris/02-busy-turn"  # the next one to play is chosen
    rows = {row.name: row for row, _challenge, _n in menu.rows}
    assert rows["tigris/02-busy-turn"].enabled and not rows["tigris/03-treasure"].enabled


def test_a_damaged_results_file_counts_as_none_and_is_written_afresh(data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "challenges.json").write_text("{\"best\": {\"tigris/01-red-points\": [1, 2", encoding="utf-8")
    d, menu = _open_list((800, 500))
    assert menu.results.best == {}
    d.click_button("play")
    _finish(d, d.top)
    kept = json.loads((data_dir / "challenges.json").read_text())
    assert kept["best"]["tigris/01-red-points"]["stars"] == 3


@pytest.mark.parametrize("text", ["{\"best\": [", "[1, 2]", "[" * 100_000 + "]" * 100_000])
def test_a_damaged_results_file_is_set_aside_at_start_up_and_the_screen_opens(data_dir, text):
    from game.challenges.progress import results_path
    from game.client.dialogs import NoticeDialog

    data_dir.mkdir(parents=True)
    path = results_path()
    path.write_text(text, encoding="utf-8")
    d = Driver.start_up((1024, 640))
    d.frames(3)
    assert isinstance(d.top, NoticeDialog)
    said = [line for line in d.top.lines if line.startswith("challenges.json ")]
    assert len(said) == 1 and "challenges.damaged-1.json" in said[0]
    assert (data_dir / "challenges.damaged-1.json").read_text(encoding="utf-8") == text
    assert not path.exists()
    d.click_button("ok")
    d.app.toasts.clear()
    while not isinstance(d.top, type(d.app.scenes.scenes[0])):  # the first-launch question
        d.key(pygame.K_ESCAPE)
        d.frames(2)
    d.click_button("challenges")
    assert isinstance(d.top, ChallengesMenu) and d.top.results.best == {}


def test_a_refused_click_is_said_in_the_players_language(data_dir):
    """The engine's reason in the challenge's panel goes through the catalogue like the
    table's message does ("J4 already holds a green tile" stayed English in Russian)."""
    from game.client import i18n

    d, _menu = _open_list()
    d.click_button("play")
    scene = d.top
    i18n.set_language("ru")
    try:
        state = scene.run.state
        occupied = next(c for c in state.board.grid.cells if state.tile_at(c) >= 0 and state.leader_at(c) < 0)
        red = next(rect for rect, colour in hand_slots(scene) if colour == 1)
        d.click(red.center)
        d.click(scene.board.cell_rect(occupied).center)
        d.frames(2)
        assert scene.run.played == []
        said = [text for style, text in scene.challenge_mode.blocks() if style == "bad"]
        assert said and "уже лежит жетон" in said[0] and "already" not in said[0], said
    finally:
        i18n.set_language("")
