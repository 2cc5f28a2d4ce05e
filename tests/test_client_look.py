"""Issue 30, "a finished look": pieces drawn as objects (an edge below the face, light from
above, wooden leader discs), short fades between scenes, and the winner celebrated at the
end of a game — each ending, so an idle window sleeps as before."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.tigris import art as tigris_art  # noqa: E402
from game.client.yangtze import art as yangtze_art  # noqa: E402
from game.engine import Rng  # noqa: E402
from game.engine.grid import cell_col, cell_row  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def brightness(image: pygame.Surface, x: int, y: int) -> float:
    r, g, b, _a = image.get_at((x, y))
    return 0.3 * r + 0.59 * g + 0.11 * b


@pytest.mark.parametrize("art", [tigris_art, yangtze_art], ids=["tigris", "yangtze"])
def test_pieces_are_lit_from_above_and_stand_on_an_edge(art):
    pygame.init()
    size = 60
    # Red: its symbol is small enough to leave its face bare near the top and bottom.
    for image in (art.tile(1, size), art.leader(1, "bull", size)):
        x = size // 2 - size // 6
        top = brightness(image, x, int(size * 0.2))
        foot = brightness(image, x, int(size * 0.78))
        assert top > foot + 12, (top, foot)
        # Below the face, the piece's own edge: opaque and darker than the face above it.
        column = [image.get_at((size // 2, y)) for y in range(size)]
        lowest = max(y for y, c in enumerate(column) if c.a > 200)
        assert brightness(image, size // 2, lowest) < foot


def test_the_leaders_rim_has_a_wood_grain():
    pygame.init()
    image = tigris_art.leader(0, "lion", 90)
    # Along the rim's ring (between the face and the edge) the colour varies: grain lines.
    centre = (45, 45 - int(90 * 0.015 / 3))
    ring = [brightness(image, centre[0] + dx, centre[1] - 36) for dx in range(-12, 13)]
    assert max(ring) - min(ring) > 15, ring


def test_scenes_fade_into_one_another_and_the_fade_ends():
    d = Driver((1024, 640), speed="normal")
    menu = pygame.image.tobytes(d.app.screen, "RGB")
    d.click_button("settings")
    assert d.app.fade.running
    d.frames(1)
    middle = pygame.image.tobytes(d.app.screen, "RGB")
    d.until(lambda: not d.app.fade.running, 120)
    settled = pygame.image.tobytes(d.app.screen, "RGB")
    assert middle != settled and middle != menu  # the two scenes, one fading over the other
    d.frames(2)
    assert not d.app.animating()  # nothing left moving: the window may sleep
    # With animations off, none.
    d = Driver((1024, 640), speed="instant")
    d.click_button("settings")
    assert not d.app.fade.running


def finished_game(d: Driver):
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 30)
    rng = Rng(2)
    while not session.state.is_over:
        legal = session.state.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    return open_session(d.app, session)


def test_the_winner_is_celebrated_and_then_the_window_rests():
    d = Driver((1024, 640), speed="normal")
    finished_game(d)
    assert d.until(lambda: isinstance(d.top, EndScene), 3000)
    end = d.top
    assert d.until(lambda: end.party.running, 600)  # once every row is in
    d.frames(20)
    before = pygame.image.tobytes(d.app.screen, "RGB")
    d.frames(3)
    assert pygame.image.tobytes(d.app.screen, "RGB") != before  # the confetti moves
    assert d.until(lambda: not end.party.running, 600)
    d.frames(2)
    assert not end.animating()
    # With animations off: the table at once, and no confetti.
    d = Driver((1024, 640), speed="instant")
    finished_game(d)
    assert d.until(lambda: isinstance(d.top, EndScene), 3000)
    d.frames(5)
    assert not d.top.party.running and not d.top.animating()


def test_the_board_has_depth_darker_toward_its_corners():
    d = Driver((1280, 800), speed="instant")
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3))
    d.frames(2)
    board = game.board
    ground = board.ground()

    def mean(cell_rect: pygame.Rect) -> float:
        r = cell_rect.move(board.margin - board.origin[0], board.margin - board.origin[1]).inflate(-8, -8)
        values = [brightness(ground, x, y) for x in range(r.left, r.right, 3)
                  for y in range(r.top, r.bottom, 3)]
        return sum(values) / len(values)

    state = game.state
    land = [c for c in state.board.grid.cells if not (state.board.river >> c) & 1]
    corner = min(land)  # A1 or the nearest land cell to it
    centre = min(land, key=lambda c: abs(cell_col(c) - 8) + abs(cell_row(c) - 5))
    assert mean(board.cell_rect(corner)) < mean(board.cell_rect(centre)) - 10
