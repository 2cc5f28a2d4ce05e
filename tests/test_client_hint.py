"""The Expert's hint: asked through the window's event loop, shown, put away and
cancelled; only against computer players; honest (another seat's hidden tiles do not
change it; it is the Expert's own choice for the seed); counted and saved; and given in
every kind of decision of both games."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from dataclasses import replace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from ai import Budget, parallel  # noqa: E402
from ai.advice import SEARCHED, advise  # noqa: E402
from ai.expert import ExpertPlayer  # noqa: E402
from game.client import theme  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.saves import parse_save, save_text  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.table import hint  # noqa: E402
from game.engine import BadFileError, Rng, View  # noqa: E402
from game.engine.actions import SWAP  # noqa: E402
from game.engine.record import new_game_record  # noqa: E402

WORLDS = 8


@pytest.fixture(autouse=True)
def quick_hints(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # see test_client_play: a thread, not a process
    monkeypatch.setattr(hint, "BUDGET", Budget(iterations=WORLDS))  # deterministic
    parallel.configure(1)  # the search in this process: no pool to start for a few worlds
    yield
    parallel.configure(None)


def table_for(d: Driver, seats: list[Seat], seed: int = 5):
    game = open_session(d.app, Session.new(GameSetup(seats), seed))
    assert d.until(lambda: game.my_turn() or game.phase() == Phase.CURTAIN, 3000)
    if game.phase() == Phase.CURTAIN:  # hot seat: the person says they alone see the screen
        d.click_button("reveal")
    assert game.my_turn()
    return game


def test_a_hint_is_asked_shown_put_away_and_cancelled_in_the_window():
    d = Driver((1024, 640))
    game = table_for(d, [Seat(HUMAN), Seat(COMPUTER, "casual")])
    shown = game.mode.hint
    session = game.session
    view = View.of(session.state, 0)
    d.key(pygame.K_SLASH, "/")
    assert shown.thinking
    assert d.wait(lambda: shown.advice is not None)
    advice = shown.advice
    # The Expert's own choice for the same seed, view and budget.
    expected = ExpertPlayer(hint.hint_seed(session)).choose(view, Budget(iterations=WORLDS))
    assert advice.action == expected
    assert advice.action in session.state.legal_actions()
    # On the board: the piece's cell lit and the piece ghosted there.
    marks = game.overlay(0.0)
    assert advice.action.cell in marks.glow and marks.hover == advice.action.cell
    assert marks.ghost is not None
    words = shown.sentences()
    assert len(words) >= 2 and ("in 10" in words[-1] or "every game" in words[-1]), words
    assert "Win chance" in shown.figures()[0]  # the figures: the card's small print
    assert session.hints_used == {0: 1}
    assert d.button("hint") is not None
    # Esc puts the hint away (and opens no menu); the count stays.
    d.key(pygame.K_ESCAPE)
    assert shown.advice is None and d.top is game
    assert game.overlay(0.0).hover == -1
    # Asked again and cancelled while thinking (the button): nothing shown, nothing counted.
    d.click_button("hint")
    assert shown.thinking
    d.click_button("hint")
    assert not shown.thinking and shown.advice is None
    d.frames(5)
    assert shown.advice is None and session.hints_used == {0: 1}


def test_a_swaps_tiles_are_marked_in_the_tray():
    d = Driver((1024, 640))
    game = table_for(d, [Seat(HUMAN), Seat(COMPUTER, "random")])
    shown = game.mode.hint
    d.key(pygame.K_SLASH, "/")
    assert d.wait(lambda: shown.advice is not None)
    swap = next(a for a in game.state.legal_actions() if a[0] == SWAP and sum(a.counts) == 2)
    shown.advice = replace(shown.advice, action=swap)  # as if the Expert had advised a swap
    rects = shown.swap_rects()
    assert len(rects) == 2 and all(r in game.regions.tray_parts.tiles for r in rects)
    hand = game.state.hand(0)
    colours = [c for c in range(len(hand)) for _ in range(hand[c])]
    marked = sorted(colours[game.regions.tray_parts.tiles.index(r)] for r in rects)
    assert marked == sorted(c for c, n in enumerate(swap.counts) for _ in range(n))
    d.frames(2)
    frame = rects[0].inflate(6, 6)
    assert tuple(d.app.screen.get_at((frame.left + 1, frame.centery)))[:3] == tuple(theme.GOLD[:3])


def test_a_hint_is_dropped_when_the_game_moves_on():
    d = Driver((1024, 640))
    game = table_for(d, [Seat(HUMAN), Seat(COMPUTER, "random")])
    shown = game.mode.hint
    d.key(pygame.K_SLASH, "/")
    assert d.wait(lambda: shown.advice is not None)
    assert game.decide(shown.advice.action)
    d.frames(2)
    assert shown.advice is None


def test_no_hint_in_hot_seat_or_on_a_computers_turn():
    d = Driver((1024, 640))
    game = table_for(d, [Seat(HUMAN), Seat(HUMAN)])
    assert not game.session.hint_allowed()
    d.key(pygame.K_SLASH, "/")
    assert not game.mode.hint.thinking and game.mode.hint.advice is None
    with pytest.raises(LookupError):
        d.button("hint")
    assert game.session.hints_used == {}
    first = Session.new(GameSetup([Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]), 3).state.to_move
    seats = [Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]
    seats[1 - first] = Seat(HUMAN)
    alone = Session.new(GameSetup(seats), 3)
    assert alone.you == 1 - first and not alone.hint_allowed()  # not the person's turn
    seats[first], seats[1 - first] = Seat(HUMAN), Seat(COMPUTER, "random")
    assert Session.new(GameSetup(seats), 3).hint_allowed()


def other_hands_dealt_again(state, seat: int, seed: int):
    """The same position but for the other seats' hands and the bag (dealt again from what
    `seat` cannot see)."""
    return View.of(state, seat).determinize(Rng(seed))


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_the_hint_does_not_depend_on_another_seats_hidden_tiles(game):
    state = new_game_record(3, 21, "standard", None, game=game).start
    other = other_hands_dealt_again(state, 0, 99)
    assert other.hand(1) != state.hand(1) or other.hand(2) != state.hand(2)
    assert other.hand(0) == state.hand(0)
    one = advise(ExpertPlayer(4), View.of(state, 0), Budget(iterations=WORLDS))
    two = advise(ExpertPlayer(4), View.of(other, 0), Budget(iterations=WORLDS))
    assert one == two
    assert one.how == SEARCHED and one.best is not None and one.rival is not None
    assert one.best.chance >= one.rival.chance and one.noise is not None


def first_of_each_kind(game: str, seed: int, kinds: int) -> dict:
    """States from a game of random players, the first where each kind of decision is asked."""
    from ai import make_player

    state = new_game_record(2, seed, "standard", None, game=game).start
    players = [make_player("random", seed + seat) for seat in range(2)]
    found: dict = {}
    while not state.is_over and len(found) < kinds:
        word = state.pending or "action"
        if word not in found and not state.is_forced():
            found[word] = state.copy()
        seat = state.to_move
        state.step(players[seat].choose(View.of(state, seat)))
    return found


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_a_hint_is_given_in_every_kind_of_decision(game):
    states = first_of_each_kind(game, 7, 8)
    assert len(states) >= 3, list(states)
    for state in states.values():
        seat = state.to_move
        view = View.of(state, seat)
        advice = advise(ExpertPlayer(2), view, Budget(iterations=4))
        assert advice.action in state.legal_actions()
        assert advice.action == ExpertPlayer(2).choose(view, Budget(iterations=4))
        assert advice.best is not None  # figures for every decision with a choice


def test_hints_used_are_saved_and_read_back_and_a_damaged_count_is_refused():
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 4)
    session.count_hint(0)
    session.count_hint(0)
    again, _notes = parse_save(save_text(session))
    assert again.hints_used == {0: 2}
    plain, _notes = parse_save(save_text(Session.new(GameSetup(), 4)))
    assert plain.hints_used == {}
    text = save_text(session).replace("hints_used = [\n    2,\n    0,\n]", "hints_used = [-1, 0]")
    text = text.replace("hints_used = [2, 0]", "hints_used = [-1, 0]")
    assert "hints_used = [-1, 0]" in text
    with pytest.raises(BadFileError, match="hints_used is not a count per seat"):
        parse_save(text, "damaged.toml")
