"""The "Since your last turn" card has a fixed home beside the board (issue 30): over the
log in the side column, the same place every turn, over no cell; opened in full, the log's
place with its heading, never over a seat card the short card leaves in sight. The board never
pans for it: its origin is the same before the card shows and while it does, at every size
from 800×500 to 1600×1000. Through the real event loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import HOVER_DELAY, Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.engine import Rng  # noqa: E402
from game.games import GAMES  # noqa: E402

SIZES = [(800, 500), (1024, 640), (1280, 800), (1600, 1000)]
# Games (seed, seats) whose card the old placing put over what it reported and so panned the
# board under it (by 45 to 160 px), at most of these sizes.
GAMES_SEEN = {"tigris": [(10, 4), (5, 4), (10, 3)], "yangtze": [(3, 3), (12, 4), (11, 3)]}


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")


def since_card(game_name: str, size: tuple[int, int], seed: int, seats: int = 4):
    """A game some way in, the person passes, the computers play in the window: the card up."""
    d = Driver(size, speed="fast")
    setup = GameSetup([Seat(HUMAN)] + [Seat(COMPUTER, "random") for _ in range(seats - 1)])
    setup.game = game_name
    session = Session.new(setup, seed)
    rng = Rng(seed)
    for _ in range(40):
        legal = session.state.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    while not session.seats[session.state.to_move].human or session.state.pending:
        legal = session.state.legal_actions()
        session.apply(legal[0] if session.state.pending else legal[-1])
    game = open_session(d.app, session)
    d.frames(5)
    if game.summary is not None:
        d.key(pygame.K_RETURN)
        d.frames(2)
    before = game.board.cell_rect(0)
    d.key(pygame.K_e)
    d.key(pygame.K_e)  # pass twice: the computers play their turns in the window
    assert d.until(lambda: session.state.to_move == 0 and game.phase() == Phase.DECIDE
                   and game.busy <= 0 and game.summary is not None, 6000)
    d.frames(5)
    return d, game, before


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_name", GAMES)
def test_the_board_never_pans_for_the_since_card_and_the_card_covers_no_cell(game_name, size):
    homes: dict[int, set] = {}  # per number of seats (the seat cards' height sets the log's)
    for seed, seats in GAMES_SEEN[game_name]:
        d, game, before = since_card(game_name, size, seed, seats)
        card = game.summary.rect
        assert game.board.cell_rect(0) == before, f"the board moved for the card at {size}, seed {seed}"
        cells = [game.board.cell_rect(c) for c in game.state.board.grid.cells]
        assert card.collidelist(cells) == -1
        assert not card.colliderect(game.regions.board) and game.regions.side.contains(card)
        homes.setdefault(seats, set()).add(card.topleft)
        # The pointer resting on the card: no hover card about what lies under it (a seat).
        for point in (card.center, (card.centerx, card.top + 8), (card.left + 8, card.top + 30)):
            d.point(point)
            d.frames(int(HOVER_DELAY * 60) + 3)
            assert game.card is None, (point, game.card.title)
        # Opened in full: the side column, still off the board, the seats' names and scores in
        # sight (it took the whole column, seats and all); closed: the board where it was.
        seats = [r for r in game.regions.seats.values() if not r.colliderect(card)]
        assert seats
        d.key(pygame.K_l)
        d.frames(2)
        assert game.summary.full or not game.summary.cut
        game.summary.full = True
        game.refresh()
        d.frames(2)
        assert game.regions.side.contains(game.summary.rect)
        assert game.summary.rect.collidelist(seats) == -1, (game.summary.rect, seats)
        d.key(pygame.K_RETURN)
        d.frames(2)
        assert game.summary is None and game.board.cell_rect(0) == before
    assert all(len(places) == 1 for places in homes.values()), f"the card moved between turns: {homes}"


@pytest.mark.parametrize("size, seats", [((800, 500), 4), ((800, 500), 3), ((1280, 800), 4)])
def test_the_hint_button_stays_in_sight_and_at_hand_while_the_since_card_is_up(size, seats):
    """Over the log's heading the card hid the hint's button ("Hint [?]"): below the heading
    it leaves the button in place; grown over the side column (four seats at 800×500, or
    opened in full) it carries the button below its title. Either way the button is on
    screen, clear of the card's words and its other buttons, and a click asks for the hint."""
    seed = GAMES_SEEN["tigris"][0][0]
    for full in (False, True):
        d, game, _before = since_card("tigris", size, seed, seats)
        if full:
            game.summary.full = True
            game.refresh()
            d.frames(2)
        card = game.summary
        button = game.buttons.by_name("hint")
        assert button is not None, f"no hint button while the card is up at {size}, full={full}"
        assert game.regions.side.contains(button.rect)
        if button.rect.colliderect(card.rect):  # on the card: below its title, off its lines
            assert button in card.buttons
            assert button.rect.top >= card.rect.top + 30 * game.regions.scale
            assert not button.rect.colliderect(card.list_rect)
        others = [b.rect for b in game.buttons.buttons if b is not button]
        assert button.rect.collidelist(others) == -1
        d.click(button.rect.center)
        d.frames(2)
        hint = game.mode.hint
        assert hint.thinking or hint.advice is not None, f"the hint's button did nothing at {size}"
        hint.cancel()
