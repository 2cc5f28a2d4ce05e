"""The hint's and the review's cards as a player reads them, through the window's event loop,
at 800×500 and 1280×800: moves said in words (not notation), the cards clear of the cells
they talk about, the analysis' count said off the board, and the log's scroll note beside
the button on its heading."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from dataclasses import replace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from ai import Budget, make_player, parallel  # noqa: E402
from ai.analysis import Analysis, Mark  # noqa: E402
from game.client import review_analysis, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.table import hint  # noqa: E402
from game.engine import View  # noqa: E402
from game.engine.actions import SWAP  # noqa: E402

SIZES = [(800, 500), (1280, 800)]
# Words of the command-line notation that no sentence of the cards may hold.
NOTATION = ("swap red", "swap black", "leader ", "tile red", "tile black", "tile blue", "tile green",
            "catastrophe ")


@pytest.fixture(autouse=True)
def quick(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    monkeypatch.setattr(hint, "BUDGET", Budget(iterations=8))
    monkeypatch.setattr(review_analysis, "BUDGET", Budget(iterations=4))
    monkeypatch.setattr(review_analysis, "WORLDS", 4)
    parallel.configure(1)
    yield
    parallel.configure(None)
    widgets.drawn_texts = None


def played(decisions: int, seed: int) -> Session:
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), seed)
    players = [make_player("random", 1), make_player("random", 2)]
    while len(session.record.actions) < decisions:
        state = session.state
        session.apply(players[state.to_move].choose(View.of(state, state.to_move)))
    return session


def texts_drawn(d: Driver) -> list[str]:
    widgets.drawn_texts = []
    d.top.revision += 1  # the still layer drawn again
    d.top.refresh()
    d.frames(2)
    texts = [t.text for t in widgets.drawn_texts]
    widgets.drawn_texts = None
    return texts


def a_notation(text: str) -> bool:
    return any(word in text.lower() for word in NOTATION) or "“" in text and "”" in text and any(
        word.strip() in text.split("“")[1].split("”")[0] for word in NOTATION)


def at_index_of_seat(session: Session, seat: int) -> int:
    return next(i for i, s in enumerate(session.deciders) if s == seat and i > 0)


@pytest.mark.parametrize("size", SIZES)
def test_where_it_turned_says_both_moves_in_words_clear_of_both_cells(size):
    session = played(16, 8)
    d = Driver(size)
    d.app.open("review", session)
    review = d.top
    turning = review.mode.turning
    index = at_index_of_seat(session, 0)
    state = review.turns.replay.states[index]
    # Two placings on the same column, the one played two rows above the Expert's: a card
    # above the Expert's cell would cover the one played.
    placed = [a for a in state.legal_actions() if getattr(a, "cell", -1) >= 0 and a[0] != SWAP]
    width = state.ruleset.width if hasattr(state.ruleset, "width") else 16
    pairs = [(e, p) for e in placed for p in placed if e.cell - p.cell == 2 * width and e.cell // width > 3]
    assert pairs
    expert, play = pairs[0]
    swap = next(a for a in state.legal_actions() if a[0] == SWAP)
    marks = [Mark(index + 1, 0, str(play), str(expert), 0.6, 0.4, 0.2, 0.01, 4, True, True)]
    turning.seat = 0
    turning.result = Analysis(0, 1, 1.0, marks)
    d.key(pygame.K_HOME)
    d.key(pygame.K_n)
    assert review.turns.replay.index == index
    texts = texts_drawn(d)
    card = turning.card_rect
    assert card is not None
    for cell in (expert.cell, play.cell):
        assert not card.colliderect(review.board.cell_rect(cell)), (cell, card)
    said = [t for t in texts if "Expert" in t or "turned" in t]
    assert said and not any(a_notation(t) for t in said), said
    # A swap played: said as the log says it ("Bull swaps 3 tiles"), not its tiles.
    title = turning.said(str(swap))
    assert "swap" in title.lower() and str(sum(swap.counts)) in title and str(swap) not in title


@pytest.mark.parametrize("size", SIZES)
def test_the_analysis_count_is_said_on_the_bottom_bar_off_the_board(size):
    session = played(8, 8)
    d = Driver(size)
    d.app.open("review", session)
    review = d.top
    turning = review.mode.turning
    d.click_button("turned")
    assert d.wait(lambda: turning.result is not None and not turning.running, 60)
    d.frames(2)
    count = str(len(turning.result.turned))
    board = review.regions.board
    message = d.app.message_rect()
    assert message is None or not message.colliderect(board), message  # not over letters or cells
    status = review.mode.status_rect
    assert status is not None and not status.colliderect(board)
    texts = texts_drawn(d)
    said = [t for t in texts if "N, P" in t or "(N" in t]
    assert said and (said[0].startswith(count) or f"· {count} " in said[0]), said


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("which", ["hint", "turned"])
def test_the_logs_scroll_note_is_beside_the_button_on_its_heading(size, which):
    d = Driver(size)
    if which == "hint":
        table = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 5))
        assert d.until(table.my_turn, 3000)
        for _ in range(60):  # a long log (said again), so that it scrolls
            table.turns.log.heading(lambda: "A line of the log")
    else:
        d.app.open("review", played(40, 8))
        table = d.top
        d.key(pygame.K_RIGHT)
    log = table.regions.log
    d.scroll(log.center, 3)  # back to older lines: "newer below"
    d.frames(2)
    assert table.log_scroll > 0
    texts = []
    widgets.drawn_texts = []
    table.revision += 1
    table.refresh()
    d.frames(2)
    texts = list(widgets.drawn_texts)
    widgets.drawn_texts = None
    button = d.button(which)
    notes = [t for t in texts if "newer" in t.text]
    assert notes, [t.text for t in texts]
    assert not any(t.rect.colliderect(button) for t in notes), (button, [t.rect for t in notes])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_the_hint_card_is_clear_of_its_cell_and_says_a_swap_in_words(size, game):
    d = Driver(size)
    table = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")], game=game), 5))
    assert d.until(table.my_turn, 3000)
    shown = table.mode.hint
    d.key(pygame.K_SLASH, "/")
    assert d.wait(lambda: shown.advice is not None)
    state = table.state
    # Every placing near the board's edges and corners: the card never covers its cell.
    placed = [a for a in state.legal_actions() if getattr(a, "cell", -1) >= 0 and a[0] != SWAP]
    corners = sorted(placed, key=lambda a: (table.board.cell_rect(a.cell).top,
                                            table.board.cell_rect(a.cell).left))
    for action in corners[:3] + corners[-3:]:
        shown.advice = replace(shown.advice, action=action)
        d.frames(1)
        assert shown.card_rect is not None
        assert not shown.card_rect.colliderect(table.board.cell_rect(action.cell)), (action, shown.card_rect)
    swap = next(a for a in state.legal_actions() if a[0] == SWAP and sum(a.counts) == 2)
    shown.advice = replace(shown.advice, action=swap)
    words = shown.sentences()[0]
    assert "2" in words and not a_notation(words), words
