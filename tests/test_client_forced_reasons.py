"""The window answers for a person only when the rules leave one answer, and says the true
reason (issue 30): under measured support a player holding too few tiles to matter is not
asked, and the summary and the log say so (not "you had no red tile"). Driven headless
through the window's event loop."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

import ai  # noqa: E402
from ai.base import Player  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import GameScene, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.client.tigris.testing import hand_slots, leader_slots, targets  # noqa: E402
from game.engine import load_position  # noqa: E402
from game.engine.grid import bit_list, parse_cell  # noqa: E402
from game.engine.tigris.pieces import RED  # noqa: E402

from .conftest import STARTING_TEMPLES, position_toml  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # a worker process would not know this player


class Scripted(Player):
    """Plays the next of `script` that is legal (else the first legal decision)."""

    name = "scripted"
    script: list[str] = []

    def choose(self, view, budget=None, cancel=None):
        legal = view.legal_actions()
        by_text = {str(action): action for action in legal}
        for text in Scripted.script:
            if text in by_text:
                Scripted.script.remove(text)
                return by_text[text]
        return legal[0]


@pytest.fixture
def scripted(monkeypatch):
    monkeypatch.setitem(ai.LEVELS, "scripted", Scripted)
    Scripted.script = []
    return Scripted


def _position(players: list[dict], red: list[str] = (), active: int = 0,
              variants: str = "measured-support") -> str:
    text = position_toml(players=players, tiles={"red": STARTING_TEMPLES + list(red), "black": []},
                         treasures=STARTING_TEMPLES, bag=90, seed=5, variants=variants)
    return text.replace("active = 0", f"active = {active}")


def _open(d: Driver, text: str) -> GameScene:
    game = open_session(d.app, Session.from_position(load_position(text, "test"),
                                                     [Seat(HUMAN), Seat(COMPUTER, "scripted")]))
    d.frames(2)
    return game


def _log(game) -> list[str]:
    return [line.text for line in game.turns.log.lines]


def test_a_defender_too_short_to_tie_hears_the_true_reason(scripted):
    # Lion's priest attacks Bull's with 1 + 2; Bull holds one red tile, and measured support
    # lets a defender commit only exactly the 2 that tie: the window answers "commit 0".
    text = _position([
        {"dynasty": "bull", "hand": ["blue", "blue", "black", "red", "green", "green"],
         "leaders": {"priest": "G3"}},
        {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
    ], active=1)
    scripted.script = ["leader priest F4", "commit 2", "pass"]
    d = Driver((1280, 800), speed="fast")
    game = _open(d, text)
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 5000)
    assert game.state.leader_cell(0, RED) == -1  # the revolt was lost
    texts = [text for text, _important in game.summary.lines]
    reason = ("Committing could not change the result: you needed exactly 2 red tiles to tie the "
              "attack's 3 (measured support) and held 1")
    assert reason in texts
    assert not any(t.startswith("You had no red tile") for t in texts)  # it held one
    log = _log(game)
    said = "Bull (you) could not commit enough: 2 red tiles were needed (measured support)"
    # Right after the decision it explains, before the revolt's result.
    assert log.index(said) == log.index("Bull (you) commits 0 red tiles") + 1, log


def test_an_attacker_too_short_to_win_is_not_asked_and_the_log_says_why(scripted):
    # Bull's priest on F4 attacks Lion's (two temples beside it) with one temple: measured
    # support asks 2 tiles to beat it, Bull holds 1: no question, and the log says why.
    text = _position([
        {"dynasty": "bull", "hand": ["red", "blue", "black", "black", "green", "green"]},
        {"dynasty": "lion", "hand": ["blue", "blue", "black", "green", "green", "red"],
         "leaders": {"priest": "G3"}},
    ], red=["G2"])
    d = Driver((1280, 800), speed="fast")
    game = _open(d, text)
    d.click(hand_slots(game)[-1][0].center)  # a green tile, anywhere: the first action
    d.click_cell(bit_list(targets(game))[0])
    d.click(leader_slots(game)[RED][0].center)
    d.click_cell(parse_cell("F4"))
    assert d.until(lambda: game.state.conflict is None and game.busy <= 0, 5000)
    log = _log(game)
    assert "Bull (you) could not commit enough: 2 red tiles were needed (measured support)" in log
    assert log.index("Bull (you) commits 0 red tiles") < log.index(
        "Bull (you) could not commit enough: 2 red tiles were needed (measured support)")


def test_yangtze_a_defender_with_no_black_tile_is_answered_for_and_the_log_says_why():
    # Crossbow attacks Bull's soldier; Bull (a person too) holds no black tile and its
    # governor is on no side: its only answer is nothing, given by the window, and said.
    from game.client.yangtze.testing import leader_slots as yy_leaders

    from .test_client_yangtze import cell as yy_cell
    from .test_client_yangtze import open_position, position

    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "red red red blue green yellow"],
        leaders=["", "soldier D7 governor O3"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)])
    d.click(yy_leaders(game)[RED][0].center)
    d.click_cell(yy_cell("B7"))
    d.click_button("confirm")
    assert d.until(lambda: game.state.revolt is None and game.busy <= 0, 5000)
    assert "Bull had no black tile to commit: no one was asked" in _log(game)
    # 2 to 2: the log says why the defender won it.
    assert "Bull wins the revolt, 2 to 2: a tie goes to the defender" in _log(game)


# ---------------------------------------------------------------- the summary's order


def test_the_summary_follows_the_order_things_happened(scripted):
    # Lion's revolt takes Bull's priest (the window answers for Bull where the revolt asks it),
    # Lion scores and passes; then Archer passes. The card tells it in that order: the answer
    # given just before the revolt's result, Lion's point before Archer's turn.
    text = _position([
        {"dynasty": "bull", "hand": ["blue", "blue", "black", "red", "green", "green"],
         "leaders": {"priest": "G3"}},
        {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
        {"dynasty": "archer", "hand": ["red", "blue", "blue", "black", "green", "green"]},
    ], active=1)
    scripted.script = ["leader priest F4", "commit 2", "pass", "pass"]
    d = Driver((1280, 800), speed="fast")
    game = open_session(d.app, Session.from_position(
        load_position(text, "test"), [Seat(HUMAN), Seat(COMPUTER, "scripted"), Seat(COMPUTER, "scripted")]))
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 8000)
    texts = [text for text, _important in game.summary.lines]
    assert texts[0] == "Your priest on G3 was removed (lost a revolt)"  # the headline
    revolt = next(i for i, t in enumerate(texts) if t.startswith("Revolt of the priests"))
    assert texts[revolt - 1].startswith("Committing could not change the result"), texts
    assert texts.index("Lion placed the priest on F4") < revolt
    assert texts.index("Lion scored 1 red") < texts.index("Archer passed"), texts


# ---------------------------------------------------------------- ties explained


def test_a_tied_revolt_says_the_defender_wins_ties_in_the_log_and_the_summary(scripted):
    # Lion's priest (1) attacks Bull's (1) and commits nothing; Bull holds no red tile: 1 to 1,
    # Bull keeps the priest. The log and the card say why the equal counts went to Bull.
    text = _position([
        {"dynasty": "bull", "hand": ["blue", "blue", "black", "black", "green", "green"],
         "leaders": {"priest": "G3"}},
        {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
    ], active=1, variants="")
    scripted.script = ["leader priest F4", "commit 0", "pass"]
    d = Driver((1280, 800), speed="fast")
    game = _open(d, text)
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 5000)
    assert game.state.leader_cell(0, RED) == parse_cell("G3")
    assert "Bull (you) wins the revolt, 1 to 1: a tie goes to the defender" in _log(game)
    texts = [text for text, _important in game.summary.lines]
    said = "Revolt of the priests: Bull (you) won 1 to 1 against Lion: a tie goes to the defender"
    assert said in texts, texts


def test_a_tied_yangtze_war_says_who_chose_the_winner():
    # The rulings: on a tie the active player names the winner; a "3 : 3" says so.
    from game.client.turn.since import Entry
    from game.client.yangtze import words
    from game.engine.yangtze import events as yev

    names = ["Crossbow", "Bull"]
    tied = yev.WarResolved(winner=10, kingdoms=(10, 40), strengths=(3, 3), losses=3, seats=((0,), (1,)))
    won = yev.WarResolved(winner=10, kingdoms=(10, 40), strengths=(4, 3), losses=3, seats=((0,), (1,)))
    note = "(a tie: the player whose turn it was chose the winner)"
    assert note in words.describe(tied, names) and note not in words.describe(won, names)
    lines = words.summary([Entry(1, 0, [tied], False, "winner A1")], 1, names)
    assert any(text.endswith(note) for text, _important in lines), lines
