"""A zoomed board keeps its coordinates in view (the play-tester lost the cells' names):
the letters of the columns in view along the top of the board's area, the numbers of the
rows in view along its left, in both games; the first zoom says how to move the board and
fit it again. Through the event loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.engine.grid import cell_col, cell_row  # noqa: E402
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
    assert scene.phase() == Phase.DECIDE
    return d, scene


def drawn(d: Driver) -> list:
    """The lines of text the next frame draws."""
    widgets.drawn_texts = []
    try:
        d.app.redraw()
        d.frames(1)
        return list(widgets.drawn_texts)
    finally:
        widgets.drawn_texts = None


def in_view(scene) -> tuple[set[str], set[str]]:
    """The letters and numbers of the cells whose centres are well inside the board's area."""
    area = scene.regions.board.inflate(-scene.board.cell * 2, -scene.board.cell * 2)
    cells = [c for c in scene.state.board.grid.cells if area.collidepoint(scene.board.cell_centre(c))]
    return ({chr(ord("A") + cell_col(c)) for c in cells}, {str(cell_row(c) + 1) for c in cells})


@pytest.mark.parametrize("game", GAMES)
def test_a_zoomed_board_keeps_the_letters_and_numbers_of_the_cells_in_view(game):
    d, scene = new_game(game)
    area = scene.regions.board
    assert not [t for t in drawn(d) if area.contains(t.rect) and t.text == "A"]  # fitted: its own
    d.scroll(area.center, 1)
    d.scroll(area.center, 1)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_DOWN)
    assert scene.zoom.level > 1.4
    texts = [t for t in drawn(d) if area.contains(t.rect)]
    letters, numbers = in_view(scene)
    assert "A" not in letters and "1" not in numbers  # panned: the board's own labels are out of view
    top = {t.text for t in texts if t.rect.top - area.top < t.rect.height}
    left = {t.text for t in texts if t.rect.left - area.left < 2 * t.rect.height and t.text.isdigit()}
    assert letters <= top, (letters, top)
    assert numbers <= left, (numbers, left)
    assert "A" not in top and "1" not in left  # only what is in view
    # Each letter over its column: over a cell of that column in the band's row.
    for t in texts:
        if t.text in letters and t.text in top:
            col = ord(t.text) - ord("A")
            xs = [scene.board.cell_centre(c)[0] for c in scene.state.board.grid.cells if cell_col(c) == col]
            assert min(abs(x - t.rect.centerx) for x in xs) <= 2, t.text
    # 0 fits the board again: its own labels, no bands.
    d.key(pygame.K_0)
    top_band = pygame.Rect(area.left, area.top, area.width, 30)
    banded = [t for t in drawn(d) if top_band.contains(t.rect) and t.text in letters]
    assert not banded


def test_the_first_zoom_says_how_to_move_the_board_and_fit_it():
    d, scene = new_game("tigris")
    area = scene.regions.board
    d.scroll(area.center, 1)
    said = [toast.text for toast in d.app.toasts.items]
    assert any("arrow keys" in text and "0 fits" in text for text in said), said
    d.key(pygame.K_0)
    d.app.toasts.items.clear()
    d.scroll(area.center, 1)  # once a window's run
    assert not d.app.toasts.items
