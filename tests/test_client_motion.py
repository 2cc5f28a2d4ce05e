"""Issue 30, "every opponent move seen", through the real event loop: the others' moves at
the pace set in Settings (their pieces travelling from the seat to the cell), Space skipping
them, the log's Replay button, and the "since your last turn" card after a conflict the
person answered in a three-player game at normal speed."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

import ai  # noqa: E402
from game.client import anims  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.registry import words_for  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.client.settings import load_settings  # noqa: E402
from game.client.turn import TurnController  # noqa: E402
from game.engine import load_position  # noqa: E402
from game.engine.grid import parse_cell  # noqa: E402

from .conftest import start_position_toml  # noqa: E402
from .test_client_turn_safety import ScriptedPlayer  # noqa: E402
from .test_turn_controller import Scripted  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def scripted(monkeypatch):
    monkeypatch.setitem(ai.LEVELS, "scripted", ScriptedPlayer)
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    ScriptedPlayer.script = []
    return ScriptedPlayer


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


# Lion (a computer) plays first: two tiles; then Bull (the person).
LION_FIRST = start_position_toml(
    [
        {"dynasty": "bull", "hand": ["blue", "blue", "red", "black", "green", "green"],
         "leaders": {"priest": "G3"}},
        {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
    ]
).replace("active = 0", "active = 1")


def open_game(d: Driver, text: str, seats: list[Seat]):
    game = open_session(d.app, Session.from_position(load_position(text, "test"), seats))
    d.frames(2)
    return game


def test_the_pause_between_the_others_moves_follows_their_pace():
    # The controller (no pygame): after a computer's decision the next waits COMPUTER_PAUSE
    # times the others' pace, not the animation speed.
    text = LION_FIRST.replace('"priest": "G3"', '"king": "G3"')
    session = Session.from_position(load_position(text, "test"), [Seat(HUMAN), Seat(COMPUTER, "x")])
    turns = TurnController(session, words_for("tigris"), thinker=Scripted(), speed=lambda: 1.0,
                           pace=lambda: 2.0)
    assert turns.sync()[0] == Phase.COMPUTER
    answer = turns.computer_answer(busy=False)
    assert answer is not None
    turns.decide(answer.action)
    turns.tick(1.0)  # past the pause at normal speed (0.8 s), not at pace 2 (1.6 s)
    assert turns.computer_answer(busy=False) is None
    turns.tick(0.7)
    assert turns.computer_answer(busy=False) is not None
    # Space: skipped, the next comes at once, and the pace comes back at the person's turn.
    assert turns.skip_others() and turns.pace() == 0.0
    turns.decide(session.state.legal_actions()[0])
    assert turns.sync()[0] == Phase.DECIDE and turns.pace() == 2.0
    assert not turns.skip_others()  # nothing of the others' to skip in the person's turn


def test_the_others_pieces_travel_from_their_seat_to_their_cell_at_the_pace_set(scripted):
    scripted.script = ["tile black H3", "tile green K2"]
    d = Driver((1280, 800), speed="normal")
    d.app.settings.others_pace = "slow"
    game = open_game(d, LION_FIRST, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.wait(lambda: len(game.session.record.actions) >= 1)
    flyers = [a for a in game.anim_list if isinstance(a, anims.Flyer)]
    assert flyers, game.anim_list
    flyer = flyers[0]
    assert flyer.start() == game.seat_target(1)
    assert flyer.target() == game.board.cell_centre(cell("H3"))
    # The tile appears on its cell as it lands, not before.
    pop = next(a for a in game.anim_list if isinstance(a, anims.Pop) and a.cell == cell("H3"))
    assert pop.delay >= flyer.delay + flyer.duration * 0.8
    slow = flyer.duration
    assert slow == pytest.approx(0.55 * 2.0)  # the slow pace doubles it
    # The person's own tile does not travel (they just put it there).
    assert d.wait(lambda: game.phase() == Phase.DECIDE and game.busy <= 0)
    d.key(pygame.K_RETURN)  # the summary card closed


def test_space_skips_the_others_moves_until_the_persons_turn(scripted):
    scripted.script = ["tile black H3", "tile green K2"]
    d = Driver((1280, 800), speed="slow")
    game = open_game(d, LION_FIRST, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.wait(lambda: len(game.session.record.actions) >= 1)
    assert game.busy > 0 and game.buttons.by_name("skip") is not None
    d.key(pygame.K_SPACE)
    assert game.busy == 0 and not [a for a in game.anim_list if isinstance(a, anims.Flyer)]
    # The second move comes without its pause or animation: a few frames, not seconds of them.
    frames = 0
    while game.phase() != Phase.DECIDE:
        d.wait(lambda: True)
        frames += 1
        assert frames < 2000
    assert len(game.session.record.actions) == 2
    assert not game.anim_list or all(isinstance(a, anims.Banner) for a in game.anim_list)
    assert game.turns.pace() > 0  # the person's turn: the pace is back for the next round


def test_the_others_pace_is_a_setting_kept_between_runs(tmp_path):
    d = Driver((800, 500), speed="normal")
    d.click_button("settings")
    assert "One by one" in d.top.buttons.by_name("pace").label
    d.click_button("pace")
    assert d.app.settings.others_pace == "quick"
    # Every row fits the box at the smallest window.
    assert all(d.top.box.contains(b.rect) for b in d.top.buttons.buttons)
    d.click_button("done")
    assert load_settings()[0].others_pace == "quick"
    # A value the window does not know reads back as the default.
    path = tmp_path / "settings.json"
    path.write_text('{"others_pace": "warp"}')
    assert load_settings(path)[0].others_pace == "normal"


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_the_log_has_a_replay_button_once_the_card_is_closed(scripted, size):
    scripted.script = ["tile black H3", "tile green K2"]
    d = Driver(size, speed="instant")
    game = open_game(d, LION_FIRST, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.wait(lambda: game.phase() == Phase.DECIDE and game.busy <= 0)
    assert game.summary is not None and game.buttons.by_name("log replay") is None  # the card's own
    d.key(pygame.K_RETURN)
    button = game.buttons.by_name("log replay")
    assert button is not None and game.regions.log.top > button.rect.bottom
    d.click(button.rect.center)
    assert game.phase() == Phase.REPLAY


def test_since_your_last_turn_comes_after_a_conflict_you_answered_in_a_three_player_game(scripted):
    # Lion places a tile and starts a revolt against Bull's priest with its last action; Bull
    # (the person) answers; then Archer plays two tiles; then Bull's turn. At normal speed, the
    # card lists Lion's and Archer's moves and the revolt.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "red", "black", "green", "green"],
             "leaders": {"priest": "G3"}},
            {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
            {"dynasty": "archer", "hand": ["red", "blue", "blue", "black", "green", "green"]},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["tile green K2", "leader priest F4", "commit 2", "tile black C1", "tile green D1"]
    d = Driver((1280, 800), speed="normal")
    computer = Seat(COMPUTER, "scripted")
    game = open_game(d, text, [Seat(HUMAN), computer, computer])
    assert d.wait(lambda: game.decision == "commit" and game.busy <= 0)
    assert game.state.active == 1 and game.summary is None
    d.click_button("more")
    d.click_button("confirm")
    assert d.wait(lambda: game.decision == "action" and game.busy <= 0)
    assert game.state.active == 0 and game.summary is not None
    texts = [text for text, _important in game.summary.lines]
    assert "Lion placed a green market on K2" in texts, texts
    assert "Archer placed a black settlement on C1" in texts, texts
    assert any(t.startswith("Revolt of the priests: Lion won") for t in texts), texts
    framed = game.overlay(0.0).recent
    assert (framed >> cell("K2")) & 1 and (framed >> cell("C1")) & 1


def test_a_computers_catastrophe_travels_from_its_seat(scripted):
    text = LION_FIRST.replace('"hand": ["red", "red", "red", "black", "green", "green"]',
                              '"hand": ["red", "red", "red", "black", "green", "green"], "catastrophes": 2')
    scripted.script = ["catastrophe H3"]
    d = Driver((1280, 800), speed="normal")
    game = open_game(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.wait(lambda: len(game.session.record.actions) >= 1)
    assert str(game.session.record.actions[0]) == "catastrophe H3"
    flyer = next(a for a in game.anim_list if isinstance(a, anims.Flyer))
    assert flyer.start() == game.seat_target(1) and flyer.target() == game.board.cell_centre(cell("H3"))


def test_since_your_last_turn_comes_after_a_revolt_you_answered_in_yellow_and_yangtze(scripted):
    # Bull (a computer) places a green tile, then with its last action its soldier beside
    # Crossbow's (the person's): a revolt; Crossbow answers, which ends Bull's turn. At normal
    # speed, Crossbow's turn opens with the card: Bull's tile, its soldier, the revolt.
    from .test_client_yangtze import position

    text = position({"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
                    ["black black red blue green yellow", "black red red blue green yellow"],
                    leaders=["soldier D7", ""], active=1)
    scripted.script = ["tile green A1", "leader soldier B7", "commit 1"]
    d = Driver((1280, 800), speed="normal")
    game = open_game(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.wait(lambda: game.decision == "commit" and game.state.to_move == 0 and game.busy <= 0)
    assert game.state.active == 1 and game.summary is None
    d.click_button("confirm")
    # The card once Bull's pieces have landed (it lay over them while they flew).
    assert d.wait(lambda: game.state.active == 0 and game.decision == "action" and not game.flying())
    assert game.summary is not None
    texts = [text for text, _important in game.summary.lines]
    assert "Bull placed a green tile on A1" in texts, texts
    assert any("B7" in t for t in texts), texts
    assert any("revolt" in t.lower() for t in texts), texts
    framed = game.overlay(0.0).recent
    assert (framed >> cell("A1")) & 1 and (framed >> cell("B7")) & 1
