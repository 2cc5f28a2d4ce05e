"""Hover cards never cover what the player must read (issue 30): the prompt line (a tray
piece's card sat above the piece, on the instruction) and the board's market row (Yellow &
Yangtze's revolt and off-board soldiers' cards lay over it), whatever they are about, yet
near their piece (just above those rows, not across the board); and
no card is left from before the Rules were opened (a stale "River H9"). Through the event
loop, the pointer resting on every part of the bottom bar."""

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

SIZES = [(800, 500), (1280, 800)]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def a_game(game_name: str, size: tuple[int, int], seats: int = 2):
    """Some way into a game (leaders on the board and off it), the person's turn."""
    d = Driver(size)
    setup = GameSetup([Seat(HUMAN)] + [Seat(COMPUTER, "random") for _ in range(seats - 1)])
    setup.game = game_name
    session = Session.new(setup, 7)
    rng = Rng(7)
    for _ in range(24):
        legal = session.state.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    while not session.seats[session.state.to_move].human or session.state.pending:
        legal = session.state.legal_actions()
        session.apply(legal[0] if session.state.pending else legal[-1])
    game = open_session(d.app, session)
    d.frames(5)
    if game.summary is not None:
        d.key(pygame.K_RETURN)
    d.until(lambda: game.phase() == Phase.DECIDE and game.busy <= 0, 600)
    return d, game


def rest(d: Driver, pos: tuple[int, int]) -> None:
    d.point(pos)
    d.frames(int(HOVER_DELAY * 60) + 3)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_name", GAMES)
def test_no_tray_card_covers_the_prompt_line_or_the_market(game_name, size):
    d, game = a_game(game_name, size)
    lay = game.regions
    must_read = [lay.hint, *game.board.keep_clear()]
    step = int(22 * lay.scale)
    shown, covered = 0, []
    for y in range(lay.tray.top + step // 2, lay.tray.bottom, step):
        for x in range(lay.tray.left + step // 2, lay.tray.right, step):
            rest(d, (x, y))
            if game.card_rect is None:
                continue
            shown += 1
            hit = [r for r in must_read if game.card_rect.colliderect(r)]
            if hit:
                covered.append(f"{game.card.title!r} at {(x, y)}: {game.card_rect} over {hit}")
            if game.card_rect.bottom < lay.board.centery:  # near its piece: not across the board
                covered.append(f"{game.card.title!r} at {(x, y)}: {game.card_rect} far from its piece")
    assert shown > 5
    assert not covered, "\n".join(covered[:8])


@pytest.mark.parametrize("game_name", GAMES)
def test_no_hover_card_is_left_from_before_the_rules(game_name):
    d, game = a_game(game_name, (1024, 640))
    leader = next(c for c in game.state.leaders if c >= 0)
    rest(d, game.board.cell_centre(leader))
    assert game.card is not None  # the leader under the pointer
    d.key(pygame.K_F1)
    d.frames(10)
    assert d.top is not game
    d.key(pygame.K_ESCAPE)
    d.frames(10)
    assert d.top is game
    for _ in range(30):  # the pointer has not moved since: no card, now or a moment later
        d.frames(1)
        assert game.card is None and game.card_rect is None


@pytest.mark.parametrize("size", SIZES + [(1024, 640)])
@pytest.mark.parametrize("game_name", GAMES)
def test_no_card_about_a_seat_covers_another_seat_card(game_name, size):
    """A card on a seat's score, badges or leaders went below it, over the next seat's card
    (the seat the player must read): beside the side column over the board's edge instead,
    or anywhere but over a seat card."""
    d, game = a_game(game_name, size, seats=4)
    lay = game.regions
    step = int(20 * lay.scale)
    shown, covered = 0, []
    for seat, card in sorted(lay.seats.items()):
        for y in range(card.top + step // 2, card.bottom, step):
            for x in range(card.left + step // 2, card.right, step):
                rest(d, (x, y))
                if game.card_rect is None:
                    continue
                shown += 1
                hit = [s for s, r in lay.seats.items() if game.card_rect.colliderect(r)]
                if hit:
                    where = f"{game.card.title!r} at {(x, y)} on seat {seat}"
                    covered.append(f"{where}: {game.card_rect} over {hit}")
    assert shown > 8
    assert not covered, "\n".join(covered[:8])
