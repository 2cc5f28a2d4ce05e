"""A new player's play-test: hover cards on the pagoda supply, the bag and the
other seats' cards (never showing what is hidden); a backdrop of its own for
each game's main menu; a banner and a message never drawn over each other;
the summary's words for a decision the window made; withdrawing a leader in
the rules; text in the side column readable at 1024×640."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client import anims  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.summary import Entry  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def new_game(game: str = "tigris", size=(1280, 800), seats=None, open_scoring=False):
    d = Driver(size)
    setup = GameSetup(seats or [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")])
    setup.game = game
    setup.open_scoring = open_scoring
    scene = open_session(d.app, Session.new(setup, 5))
    d.frames(2)
    if scene.phase() == Phase.CURTAIN:
        d.click_button("reveal")
    return d, scene


# ---------------------------------------------------------------- messages


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_a_banner_keeps_clear_of_the_message_on_screen(game):
    d, scene = new_game(game)
    d.app.notify("A message at the foot of the board")
    d.frames(1)
    message = d.app.message_rect()
    assert message is not None
    board = scene.regions.board
    # Cells in every band a banner may take but the one over the message: without
    # the message, that band would be the clearest.
    s = scene.regions.scale
    bands = []
    for fraction in (0.5, 0.22, 0.78, 0.12, 0.88):
        band = board.copy()
        band.height = int(100 * s)
        band.centery = board.top + int(board.height * fraction)
        band.clamp_ip(board)
        bands.append(band)
    free = [b for b in bands if b.colliderect(message)]
    assert free, "the test expects one band over the message"
    cells = set()
    for band in bands:
        if band.colliderect(message):
            continue
        for c in range(32 * 32):
            try:
                rect = scene.board.cell_rect(c)
            except (IndexError, KeyError, ValueError):
                continue
            if rect.width and band.colliderect(rect) and not any(rect.colliderect(f) for f in free):
                cells.add(c)
                break
    banner = anims.Banner("War!", "", (200, 60, 50), scene.banner_area(cells), 0.0, 2.0)
    scene._banner(banner)
    d.frames(3)
    assert not banner.where().colliderect(message)


# ---------------------------------------------------------------- the summary's words


def test_the_window_ending_a_blue_chain_is_said_in_words():
    from game.client.yangtze.words import _forced_line

    line = _forced_line(Entry(3, 0, [], True, "done"))
    assert "done" not in line and "blue chain" in line
    line = _forced_line(Entry(3, 0, [], True, "lose G7"))
    assert "G7" in line and "lose" not in line.split()
    for game in ("tigris", "yangtze"):
        module = __import__(f"game.client.{game}.words", fromlist=["_forced_line"])
        line = module._forced_line(Entry(3, 0, [], True, "winner G7"))
        assert "made your only possible decision" not in line


# ---------------------------------------------------------------- the rules


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_the_rules_leaders_page_says_how_to_withdraw_a_leader(game):
    from game.client.registry import presentation_for

    topics = presentation_for(game).rules_topics()
    leaders = next(t for t in topics if t.title == "Leaders")
    text = " ".join(leaders.paragraphs)
    assert "Withdraw (W)" in text and "back to your supply" in text
