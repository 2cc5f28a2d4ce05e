"""Words a fresh player misread (issue 30's review): the tray's "on board" said in full
where a run of leaders can share it, the rules' wars in plain words, the hint named the
same way whatever the opponents' level. Driven headless through the window."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import widgets  # noqa: E402
from game.client.session import HUMAN, Seat  # noqa: E402

from .test_client_yangtze import open_position, position  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def _drawn(d, game) -> list:
    """The texts drawn over two frames, the still layer drawn again."""
    widgets.drawn_texts = []
    try:
        game.still_layer = None
        d.frames(2)
        return list(widgets.drawn_texts)
    finally:
        widgets.drawn_texts = None


def test_leaders_on_the_board_side_by_side_share_on_board_in_full():
    # As in the review (1280×800): the soldier in hand, four leaders on the board, three of
    # them side by side: "on board" fits once under the three; the bare "board" read as a noun.
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["governor O1 farmer J3 trader L7 artisan E5", ""],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)])
    words = [t.text for t in _drawn(d, game) if t.text in ("on board", "board")]
    assert words and set(words) == {"on board"}, words


def test_the_hint_never_names_the_expert_against_strong_opponents(monkeypatch):
    # The review played Strong computers; "the Expert is thinking" read as a third player.
    # The hint is "the hint" in every word the window shows of it: asked, thinking, its keys.
    from ai import parallel
    from ai.base import Budget
    from game.client.game_scene import open_session
    from game.client.intents import KEYMAP
    from game.client.session import COMPUTER, GameSetup, Session
    from game.client.table import hint

    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    monkeypatch.setattr(hint, "BUDGET", Budget(iterations=4))
    parallel.configure(1)
    try:
        from game.client.driver import Driver

        d = Driver((1280, 800))
        game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "strong")]), 5))
        assert d.until(lambda: game.my_turn(), 3000)
        d.click_button("hint")
        shown = game.mode.hint
        assert shown.thinking
        thinking = [t.text for t in _drawn(d, game)]
        assert any(t.startswith("Working out a hint") for t in thinking), thinking
        assert d.wait(lambda: shown.advice is not None)
        said = [t.text for t in _drawn(d, game)] + shown.sentences()
        assert not any("Expert" in t for t in thinking + said), [t for t in thinking + said if "Expert" in t]
        assert not any("Expert" in words for _name, words in KEYMAP.values())
    finally:
        parallel.configure(None)


def test_the_rules_wars_say_what_the_winner_gives_up_in_plain_words(monkeypatch):
    # F1 said "The winner pays 1, the loser's strength": the war pages now say it as the log
    # does (red tiles given up), and never "pays" for the winner.
    from game.client.driver import Driver
    from game.client.help_scene import HelpScene

    d = Driver((1280, 800))
    d.click_button("game yangtze")
    d.click_button("rules")
    scene = d.top
    assert isinstance(scene, HelpScene)
    said: list[str] = []
    for _index, topic in enumerate(scene.topics):
        if "war" in topic.title.lower():
            d.key(pygame.K_HOME)
            while True:
                said += [t.text for t in _drawn_now(d)]
                if scene.scroll >= scene.most_scroll():
                    break
                d.key(pygame.K_PAGEDOWN)
        d.key(pygame.K_DOWN)
    text = " ".join(said)
    assert "must give up 1 red tile" in text.replace("\n", " "), text
    assert "winner pays" not in text.lower() and "what it pays" not in text


def _drawn_now(d) -> list:
    widgets.drawn_texts = []
    try:
        d.point((0, 0))
        return list(widgets.drawn_texts)
    finally:
        widgets.drawn_texts = None
