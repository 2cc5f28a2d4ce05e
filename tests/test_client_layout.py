"""Every scene fits the window at 1280×800, 1024×640 and the smallest size,
800×500: buttons inside the window and never on top of each other; the
game's regions apart; every seat's score row inside its card. Plus
resizing, full screen, and texts going through the translation function."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import i18n  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import GameScene, Phase, open_session  # noqa: E402
from game.client.menu import MainMenu  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.tigris.testing import hand_slots, targets  # noqa: E402
from game.engine import Rng  # noqa: E402
from game.engine.grid import bit_list  # noqa: E402

SIZES = [(1280, 800), (1024, 640), (800, 500)]  # 800×500: the smallest the window may be


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def check_buttons(d: Driver, where: str) -> None:
    d.frames(1)
    scene = d.top
    screen = pygame.Rect((0, 0), d.app.size)
    rects = []
    row = getattr(scene, "buttons", None)
    if row is not None:
        rects += [(b.name or b.label, b.rect) for b in row.buttons if b.rect.width > 0]
    for name, rect in rects:
        assert screen.contains(rect), f"{where}: button {name} {rect} leaves the window {screen}"
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        assert not ra.colliderect(rb), f"{where}: buttons {a} and {b} overlap"


def check_game(d: Driver, where: str) -> None:
    check_buttons(d, where)
    game = d.game
    r = game.regions
    screen = pygame.Rect((0, 0), d.app.size)
    assert r.board.contains(game.board.rect), where
    for seat, seat_rect in r.seats.items():
        assert r.side.contains(seat_rect), where
        assert not seat_rect.colliderect(r.log), where
        score = r.seat_parts[seat]["score"]
        assert seat_rect.contains(score), f"{where}: seat {seat}'s score row"
    tray = r.tray_parts
    slots = tray.tiles + tray.leaders + tray.catastrophes
    # (Tigris & Euphrates' two catastrophes may be stacked in a narrow bar: one slot.)
    for a, b in itertools.combinations(slots[:-1] if slots[-1].colliderect(slots[-2]) else slots, 2):
        assert not a.colliderect(b), where
    for rect in slots:
        assert r.bottom.contains(rect) and not rect.colliderect(r.bottom_buttons), where
    assert screen.contains(r.log) and r.log.height > 100, where
    if game.panel is not None and game.panel.rect is not None:
        assert r.board.contains(game.panel.rect), where


@pytest.mark.parametrize("size", SIZES)
def test_menus_fit(size):
    d = Driver(size)
    check_buttons(d, "main menu")
    d.click_button("new")
    check_buttons(d, "new game")
    d.click_button("add")
    d.click_button("add")
    check_buttons(d, "new game, four seats")
    d.key(pygame.K_ESCAPE)
    d.click_button("settings")
    check_buttons(d, "settings")
    d.click_button("done")
    d.click_button("load")
    check_buttons(d, "load")


@pytest.mark.parametrize("size", SIZES)
def test_game_screens_fit(size):
    d = Driver(size)
    setup = GameSetup([Seat(HUMAN), Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")])
    session = Session.new(setup, 12)
    rng = Rng(2)
    for _ in range(40):
        legal = session.state.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    game = open_session(d.app, session)
    assert d.until(lambda: game.phase() == Phase.CURTAIN, 3000)
    check_game(d, "curtain")
    d.click_button("reveal")
    check_game(d, "turn")
    d.click(hand_slots(game)[0][0].center)
    check_game(d, "tile selected")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_s)
    assert game.decision == "swap"
    check_game(d, "swap")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    check_buttons(d, "pause")
    d.click_button("save")
    check_buttons(d, "save name")


def test_resizing_relays_everything_out_and_full_screen_toggles():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 5))
    d.frames(2)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
    d.frames(2)
    assert d.app.size == (1100, 700)
    assert game.regions.side.right == 1100 and game.regions.bottom.bottom == 700
    check_game(d, "resized")
    assert d.app.settings.width == 1100  # remembered for the next start
    d.key(pygame.K_F11)
    assert d.app.fullscreen and d.app.settings.fullscreen
    d.key(pygame.K_F11)
    assert not d.app.fullscreen
    assert isinstance(d.top, GameScene)


def test_every_menu_label_goes_through_the_translation_function(monkeypatch):
    class Marked:  # a stand-in catalogue: every translated text comes out between « »
        def gettext(self, text: str) -> str:
            return f"«{text}»"

        def ngettext(self, singular: str, plural: str, n: int) -> str:
            return f"«{singular if n == 1 else plural}»"

        def pgettext(self, context: str, text: str) -> str:
            return f"«{text}»"

        def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
            return f"«{singular if n == 1 else plural}»"

    def marked(text: str) -> bool:
        return text.startswith("«") and text.endswith("»")

    d = Driver((1024, 640))
    monkeypatch.setattr(i18n, "_translation", Marked())  # after the window chose its language
    d.app.reset(MainMenu(d.app))
    labels = [b.label for b in d.top.buttons.buttons]
    assert labels and all(marked(label) for label in labels)
    d.click_button("new")
    assert all(marked(b.label) for b in d.top.buttons.buttons)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MainMenu)
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 6))
    assert d.until(lambda: game.decision == "action", 3000)
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(bit_list(targets(game))[0])
    assert all(marked(line.text) for line in game.log)
