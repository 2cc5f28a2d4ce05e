"""The game window driven through its event loop, headless (SDL dummy
drivers): a whole game by clicking, hot seat, undo, a revolt and a war
through the panel, and the computer player's thread."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import threading  # noqa: E402
import time  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

import ai  # noqa: E402
from ai.base import Player  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.tigris.testing import commit_count, hand_slots, leader_slots, targets  # noqa: E402
from game.engine import Rng, load_position  # noqa: E402
from game.engine.grid import bit_list, parse_cell  # noqa: E402
from game.engine.tigris.pieces import BLACK, RED  # noqa: E402

from .conftest import start_position_toml  # noqa: E402

PRIEST = 1


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    # The computer players on a thread of this process: a worker process at a lower priority
    # can wait seconds for a processor on a loaded machine, longer than these tests' frames.
    # The worker process is exercised by `tworivers --selftest` (test_selftest).
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    return tmp_path / "data"


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


def human_decides(d: Driver, rng: Rng) -> None:
    """One decision of the human seat to move, made with the mouse."""
    g = d.game
    phase = g.phase()
    asked = g.decision
    if phase == Phase.CURTAIN:
        d.click_button("reveal")
    elif phase == Phase.CONFIRM:
        d.click_button("pass")  # "End turn"
    elif asked == "action":
        for rect, _colour in list(hand_slots(g)):
            d.click(rect.center)
            lit = bit_list(targets(g))
            if lit:
                d.click_cell(lit[rng.below(len(lit))])
                return
            d.click(rect.center)
        d.click_button("pass")
        d.click_button("pass")
    elif asked == "commit":
        d.click_button("more")
        d.click_button("confirm")
    elif asked == "war":
        d.click_button(next(b.name for b in g.buttons.buttons if b.name.startswith("war ")))
    elif asked == "monument":
        d.click_button(next(b.name for b in g.buttons.buttons if b.name.startswith("monument ")))
    elif asked == "treasure":
        d.click_cell(bit_list(targets(g))[0])


def waiting_for_person(d: Driver) -> bool:
    return isinstance(d.top, EndScene) or d.game.my_turn() or d.game.phase() == Phase.CURTAIN


def test_a_person_plays_a_whole_game_by_clicking():
    d = Driver((1024, 640))
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")])
    open_session(d.app, Session.new(setup, 11))
    rng = Rng(3)
    human_decisions = 0
    while not isinstance(d.top, EndScene):
        assert d.until(lambda: waiting_for_person(d), 3000)
        if isinstance(d.top, EndScene):
            break
        before = len(d.game.session.record.actions)
        human_decides(d, rng)
        human_decisions += len(d.game.session.record.actions) > before
        assert human_decisions < 400
    game = d.game
    state = game.state
    assert state.is_over
    assert human_decisions > 10
    # The record the window kept replays to the same final state.
    assert game.session.record.replay() == state
    end = d.top
    assert end.ranking == state.ranking()
    assert end.reasons  # the ranking is explained
    d.click_button("menu")
    from game.client.menu import MainMenu

    assert isinstance(d.top, MainMenu)


def test_hot_seat_hides_each_hand_until_its_owner_asks():
    d = Driver((1280, 800))
    setup = GameSetup([Seat(HUMAN), Seat(HUMAN)])
    game = open_session(d.app, Session.new(setup, 4))
    d.frames(2)
    first = game.state.to_move
    assert game.phase() == Phase.CURTAIN
    assert game.shown_viewer() == -1 and hand_slots(game) == []
    d.click_button("reveal")
    assert game.viewer == first and len(hand_slots(game)) == 6
    assert game.session.scores_visible(first, first)
    assert not game.session.scores_visible(first, 1 - first)  # hidden scoring by default
    d.click_button("pass")
    d.click_button("pass")  # a pass of both actions asks twice
    d.frames(2)
    # The other person's turn: the curtain, and nobody's tiles on screen.
    assert game.state.to_move == 1 - first
    assert game.phase() == Phase.CURTAIN
    assert game.shown_viewer() == -1 and hand_slots(game) == []
    d.click_button("reveal")
    assert game.viewer == 1 - first
    hand = game.state.hand(1 - first)
    assert [c for _r, c in hand_slots(game)] == [c for c in range(4) for _ in range(hand[c])]


def test_undo_takes_back_both_actions_until_the_turn_is_ended():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 8))
    d.frames(2)
    d.click_button("reveal")
    seat = game.state.to_move
    before = game.state.copy()
    colour = hand_slots(game)[0][1]
    d.click(hand_slots(game)[0][0].center)
    target = bit_list(targets(game))[0]
    d.click_cell(target)
    assert game.state.tile_at(target) == colour
    assert game.session.can_undo()
    d.key(pygame.K_z)
    assert game.state == before and game.session.record.actions == []
    assert game.state.tile_at(target) == -1
    # Two actions: the turn waits for "End turn", nothing is drawn, and both can be undone.
    placed = []
    for _ in range(2):
        d.click(hand_slots(game)[0][0].center)
        placed.append(bit_list(targets(game))[0])
        d.click_cell(placed[-1])
    assert game.phase() == Phase.CONFIRM and game.state.to_move == seat and game.state.held
    assert game.state.hand_size(seat) == 4 and game.state.bag_count == before.bag_count
    assert game.session.can_undo()
    d.key(pygame.K_z)
    assert game.state.tile_at(placed[1]) == -1 and len(game.session.record.actions) == 1
    assert game.phase() == Phase.DECIDE and game.decision == "action"
    d.key(pygame.K_z)
    assert game.state == before and game.session.record.actions == []
    # Again, and this time "End turn": tiles are drawn, no undo past that.
    for _ in range(2):
        d.click(hand_slots(game)[0][0].center)
        d.click_cell(bit_list(targets(game))[0])
    d.click_button("pass")  # "End turn"
    assert game.state.to_move != seat and not game.state.held
    assert game.state.hand_size(seat) == 6
    assert not game.session.can_undo()
    d.key(pygame.K_z)
    assert len(game.session.record.actions) == 2


def test_a_revolt_is_fought_through_the_panel():
    text = start_position_toml(
        red=[],
        black=[],
        players=[
            {"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "black", "green", "green", "black"],
                "leaders": {"priest": "G3"},
            },
        ],
    )
    d = Driver((1280, 800))
    session = Session.from_position(load_position(text, "revolt"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    game = open_session(d.app, session)
    d.frames(2)
    d.click(leader_slots(game)[PRIEST][0].center)
    assert (targets(game) >> cell("F4")) & 1
    d.point(game.board.cell_rect(cell("F4")).center)
    preview = game.panel.preview
    assert preview is not None and preview.warning  # the hover warns of the revolt
    d.click_cell(cell("F4"))
    assert game.decision == "commit"
    d.click_button("more")
    d.click_button("more")
    assert commit_count(game) == 2
    d.click_button("confirm")
    assert d.until(lambda: game.state.pending is None, 600)
    state = game.state
    assert state.leader_cell(0, PRIEST) == cell("F4")
    assert state.leader_cell(1, PRIEST) == -1
    assert state.score(0)[RED] == 1
    assert state.hand(0)[RED] == 1
    assert any("wins the revolt" in line.text for line in game.log)


def test_a_war_is_fought_through_the_panel():
    text = start_position_toml(
        red=["C5", "E5"],
        black=["B6", "F6", "F5"],
        players=[
            {
                "dynasty": "bull",
                "hand": ["black", "black", "black", "black", "red", "green"],
                "leaders": {"king": "C6"},
            },
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "red", "green", "green", "red"],
                "leaders": {"king": "E6"},
            },
        ],
    )
    d = Driver((1024, 640))
    session = Session.from_position(load_position(text, "war"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    game = open_session(d.app, session)
    d.frames(2)
    d.click(hand_slots(game)[0][0].center)  # a black tile
    d.click_cell(cell("D6"))
    assert game.state.unification == cell("D6")
    assert game.decision == "commit"
    conflict = game.state.conflict
    assert (conflict.kind, conflict.attacker_base, conflict.defender_base) == ("war", 1, 2)
    for _ in range(4):
        d.click_button("more")  # stops at the three black tiles held
    assert commit_count(game) == 3
    d.click_button("confirm")
    assert d.until(lambda: game.state.pending is None, 600)
    state = game.state
    assert state.leader_cell(1, BLACK) == -1
    assert state.tile_at(cell("F6")) == -1 and state.tile_at(cell("F5")) == -1
    assert state.score(0)[BLACK] == 3  # the king and two tiles
    assert state.unification == -1


class SlowPlayer(Player):
    """Thinks for up to a second of wall time, or until cancelled."""

    name = "slow"
    cancelled = threading.Event()

    def choose(self, view, budget=None, cancel=None):
        if cancel is not None and cancel.wait(0.4):
            SlowPlayer.cancelled.set()
        legal = view.legal_actions()
        return legal[self.rng.below(len(legal))]


def test_frames_keep_coming_while_a_computer_thinks_and_leaving_cancels(monkeypatch):
    monkeypatch.setitem(ai.LEVELS, "slow", SlowPlayer)
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # a worker process would not know this player
    SlowPlayer.cancelled.clear()
    d = Driver((1024, 640))
    game = open_session(d.app, Session.new(GameSetup([Seat(COMPUTER, "slow"), Seat(COMPUTER, "slow")]), 2))
    d.frames(1)
    start_frames, started = d.app.frames, time.perf_counter()
    assert d.until(lambda: len(game.session.record.actions) >= 1, 100_000)
    elapsed = time.perf_counter() - started
    assert elapsed >= 0.2
    assert d.app.frames - start_frames > 20  # the window kept drawing while the thread thought
    d.frames(1)
    assert game.thinker.thinking
    game.open_menu()
    d.click_button("menu")  # back to the main menu: the search is told to stop
    assert SlowPlayer.cancelled.wait(2.0)
