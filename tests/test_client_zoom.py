"""Readable at 800×500 (issue 30): the board zooms (the wheel over it, `+`/`−` when no panel
takes them) about the pointer, pans (a drag on it, the arrow keys) and fits again (`0`); a
click on a zoomed board acts on the cell under the pointer. All through the event loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.engine.grid import bit_list  # noqa: E402
from game.games import GAMES  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def new_game(game: str, size=(800, 500)):
    d = Driver(size)
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")])
    setup.game = game
    scene = open_session(d.app, Session.new(setup, 2))
    d.frames(2)
    assert scene.phase() == Phase.DECIDE and scene.decision == "action"
    return d, scene


def middle_cell(scene) -> int:
    centre = scene.regions.board.center
    return min(
        scene.state.board.grid.cells,
        key=lambda c: abs(scene.board.cell_centre(c)[0] - centre[0])
        + abs(scene.board.cell_centre(c)[1] - centre[1]),
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_wheel_zooms_the_board_about_the_pointer_and_0_fits_it_again(game):
    d, scene = new_game(game)
    before = scene.board.cell
    cell = middle_cell(scene)
    pos = scene.board.cell_centre(cell)
    d.scroll(pos, 1)
    d.scroll(pos, 1)
    d.frames(1)
    assert scene.board.cell >= before * 1.4, (before, scene.board.cell)
    assert scene.board.cell_at(pos) == cell  # what was under the pointer still is
    assert scene.board.cell >= 40  # a cell (and a leader's symbol on it) as large as at 1024×640
    d.key(pygame.K_0)
    d.frames(1)
    assert scene.board.cell == before
    assert scene.board.cell_centre(cell) == pos


@pytest.mark.parametrize("game", GAMES)
def test_plus_and_minus_zoom_when_no_panel_takes_them_and_the_arrows_and_a_drag_pan(game):
    d, scene = new_game(game)
    before = scene.board.cell
    cell = middle_cell(scene)
    d.key(pygame.K_EQUALS, "=")
    d.frames(1)
    assert scene.board.cell > before
    x0, y0 = scene.board.cell_centre(cell)
    d.key(pygame.K_RIGHT)
    d.frames(1)
    x1, y1 = scene.board.cell_centre(cell)
    assert x1 < x0 and y1 == y0  # the board moves to show what lies right
    d.key(pygame.K_DOWN)
    d.frames(1)
    assert scene.board.cell_centre(cell)[1] < y1
    # A drag on the board pans it by as much as the pointer moved (a press on the board
    # that chooses nothing: no piece is chosen).
    start = scene.board.cell_centre(cell)
    d.drag(start, (start[0] + 30, start[1] + 20))
    d.frames(1)
    moved = scene.board.cell_centre(cell)
    assert (moved[0] - start[0], moved[1] - start[1]) == (30, 20)
    # Panned as far as it goes, the board's edge comes into view, and no further.
    for _ in range(40):
        d.key(pygame.K_LEFT)
    d.frames(1)
    area = scene.regions.board
    assert area.left <= scene.board.rect.left < area.left + 2 * scene.board.cell, (scene.board.rect, area)
    d.key(pygame.K_MINUS, "-")
    d.frames(1)
    assert scene.board.cell == before


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_a_zoomed_board_places_on_the_cell_under_the_pointer(game):
    from importlib import import_module

    testing = import_module(f"game.client.{game}.testing")
    d, scene = new_game(game)
    for _ in range(3):
        d.scroll(scene.regions.board.center, 1)
    d.frames(1)
    rect, _colour = testing.hand_slots(scene)[0]
    d.click(rect.center)
    d.frames(1)
    area = scene.regions.board
    lit = [c for c in bit_list(testing.targets(scene)) if area.contains(scene.board.cell_rect(c))]
    assert lit, "some lit cell in view"
    target = lit[len(lit) // 2]
    assert not (scene.state.occupied() >> target) & 1
    d.click(scene.board.cell_centre(target))
    d.frames(5)
    assert (scene.state.occupied() >> target) & 1, scene.session.record.actions[-1:]


@pytest.mark.parametrize("game", GAMES)
def test_a_cell_panned_out_of_sight_takes_no_click(game):
    d, scene = new_game(game)
    for _ in range(4):
        d.scroll(scene.regions.board.center, 1)
    d.frames(1)
    area = scene.regions.board
    hidden = [c for c in scene.state.board.grid.cells if not area.collidepoint(scene.board.cell_centre(c))]
    assert hidden
    assert all(scene.board.cell_at(scene.board.cell_centre(c)) == -1 for c in hidden)
