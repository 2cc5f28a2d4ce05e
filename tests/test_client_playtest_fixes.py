"""Play-testers' findings in the real window, driven through its event loop headless (SDL
dummy drivers): a conflict's result banner gives the log's totals and says who wins a tie."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import anims  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.client.yangtze.testing import leader_slots  # noqa: E402
from game.engine import load_position  # noqa: E402
from game.engine.grid import parse_cell  # noqa: E402
from game.engine.yangtze.pieces import RED  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # as the other window tests: no worker process


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


# A Yellow & Yangtze position: Crossbow's soldier can revolt against Bull's on D7 (one black
# tile beside it, D6); Crossbow's governor is off the board (+1 to its side).
TIED_REVOLT = """game = "yangtze"
active = 0
actions_left = 2
bag = 60
seed = 2
[tiles]
black = ["C7", "F8", "L8", "J4", "O2", "P6", "J12", "D6"]
[board]
pagodas = []
market = ["black", "green", "yellow", "blue", "red", "black"]
[[players]]
dynasty = "crossbow"
hand = ["black", "black", "red", "blue", "green", "yellow"]
leaders = { }
score = { black = 0, red = 0, blue = 0, green = 0, yellow = 0 }
[[players]]
dynasty = "bull"
hand = ["black", "red", "red", "blue", "green", "yellow"]
leaders = { soldier = "D7" }
score = { black = 0, red = 0, blue = 0, green = 0, yellow = 0 }
"""


def reveal_if_asked(d: Driver) -> None:
    d.frames(2)
    if d.game.phase() == Phase.CURTAIN:
        d.click_button("reveal")


def test_a_conflicts_result_banner_gives_the_logs_totals_and_who_wins_a_tie(monkeypatch):
    d = Driver((1280, 800), speed="normal")
    session = Session.from_position(load_position(TIED_REVOLT, "test"), [Seat(HUMAN), Seat(HUMAN)])
    game = open_session(d.app, session)
    reveal_if_asked(d)
    d.wait(lambda: not game.animating() or game.phase() == Phase.DECIDE)
    d.click(leader_slots(game)[RED][0].center)
    d.click_cell(cell("B7"))
    d.click_button("more")
    d.click_button("more")
    d.click_button("confirm")
    reveal_if_asked(d)
    assert game.decision == "commit"
    drawn: list[str] = []
    real = anims.draw_text_image
    monkeypatch.setattr(
        anims, "draw_text_image", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    )
    d.click_button("more")
    d.click_button("confirm")  # Bull's one black tile: 4 against 4, the defender's
    assert game.state.revolt is None
    log = next(line.text for line in game.log if "wins the revolt" in line.text)
    assert "4 to 4" in log, log
    reveal_if_asked(d)  # the banner waits under the hot seat's curtain
    banner = next(a for a in game.anim_list if isinstance(a, anims.Banner) and a.counts is not None)
    # Every frame the result shows, from its first: the log's totals and why the tie is Bull's.
    assert d.wait(lambda: banner.started(0.0) and any(" : " in t for t in drawn), 10)
    counted = [t for t in drawn if " : " in t]
    assert counted[0].replace(" ", "").startswith("Bull4:4Crossbow"), counted
    assert "a tie goes to the defender" in counted[0], counted


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1280, 800), (1600, 1000)])
def test_every_setting_and_done_fit_without_overlap(size, language):
    """Two rows added by two branches ("Others' moves", "Notation in the log") pushed the last
    row under "Done [Esc]"."""
    from game.client import i18n
    from game.client.options import SettingsScene

    try:
        i18n.set_language(language)
        d = Driver(size)
        d.app.change_language(language)
        d.app.push(SettingsScene(d.app))
        d.frames(2)
        scene = d.top
        assert isinstance(scene, SettingsScene)
        assert (i18n.current_language() or "en") == language
        buttons = scene.buttons.buttons
        assert len(buttons) == 12
        screen = pygame.Rect((0, 0), size)
        for i, a in enumerate(buttons):
            assert scene.box.contains(a.rect) and screen.contains(a.rect), (a.name, a.rect, scene.box)
            for b in buttons[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.name, a.rect, b.name, b.rect)
    finally:
        i18n.set_language("")


def flying(game) -> bool:
    return any(not isinstance(a, anims.Banner) and not a.done for a in game.anim_list)


def test_since_your_last_turn_waits_for_the_others_pieces_to_land():
    """The card appeared as the person's turn began, over a computer's piece still flying to
    the board (it lay over a seat panel)."""
    d = Driver((1280, 800), speed="normal")
    text = TIED_REVOLT.replace("active = 0", "active = 1")  # the computer first
    session = Session.from_position(load_position(text, "test"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    game = open_session(d.app, session)
    assert d.wait(lambda: game.turns.summary is not None, 60)  # the person's turn: the card is due
    assert flying(game)  # the computer's last piece still in the air
    seen_early = []
    while flying(game):
        seen_early.append(game.summary is not None)
        d.frames(1)
    assert not any(seen_early)
    d.frames(1)
    assert game.summary is not None and game.phase() == Phase.DECIDE


def test_the_hint_card_covers_the_fewest_pieces_it_can(monkeypatch):
    """The card lay over a temple and a farmer beside the hinted cell and a king just moved:
    it goes where it covers the fewest pieces (`placement.place`), off its cell."""
    from dataclasses import replace

    from ai import Budget, make_player, parallel
    from game.client.session import GameSetup
    from game.client.table import hint
    from game.engine import View
    from game.engine.actions import SWAP
    from game.engine.grid import bits

    monkeypatch.setattr(hint, "BUDGET", Budget(iterations=8))
    parallel.configure(1)
    try:
        session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3)
        players = [make_player("random", 1), make_player("random", 2)]
        while len(session.record.actions) < 40 or session.state.to_move != 0 or session.state.pending:
            state = session.state
            session.apply(players[state.to_move].choose(View.of(state, state.to_move)))
        d = Driver((1280, 800))
        table = open_session(d.app, session)
        assert d.until(table.my_turn, 3000)
        shown = table.mode.hint
        d.key(pygame.K_SLASH, "/")
        assert d.wait(lambda: shown.advice is not None)
        state = table.state
        pieces = [table.board.cell_rect(c) for c in bits(state.occupied())]
        assert len(pieces) >= 20
        placed = [a for a in state.legal_actions() if getattr(a, "cell", -1) >= 0 and a[0] != SWAP]
        covering = []
        for action in placed[:: max(1, len(placed) // 12)]:
            shown.advice = replace(shown.advice, action=action)
            d.frames(1)
            card = shown.card_rect
            assert card is not None and not card.colliderect(table.board.cell_rect(action.cell))
            # The fewest pieces any place of its size on the board's cells covers (off its cell).
            within = table.board.rect.clip(table.regions.board)
            target = table.board.cell_rect(action.cell)
            least = min(
                len(spot.collidelistall(pieces))
                for x in range(within.left, within.right - card.width + 1, 4)
                for y in range(within.top, within.bottom - card.height + 1, 4)
                if not (spot := pygame.Rect((x, y), card.size)).colliderect(target)
            )
            covering.append((len(card.collidelistall(pieces)), least))
        assert covering and all(n == least for n, least in covering), repr(covering)
    finally:
        parallel.configure(None)
