"""The hot seat's curtain ("Pass the screen to Bull") is never drawn over: the turn's
banner ("Bull's turn", stripes and big letters across the board) waits under it, and
announces the turn once the person it names has lifted the curtain. Both games."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import anims, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.games import GAMES  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", "en")


def banners(game) -> list[anims.Banner]:
    return [a for a in game.anim_list if isinstance(a, anims.Banner)]


@pytest.mark.parametrize("size", [(1024, 640), (800, 500)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", GAMES)
def test_nothing_is_drawn_over_the_curtain_and_the_turn_is_announced_after_it(name, size):
    d = Driver(size, speed="normal")
    setup = GameSetup([Seat(HUMAN), Seat(HUMAN)])
    setup.game = name
    game = open_session(d.app, Session.new(setup, 3))
    d.frames(2)
    assert d.until(lambda: not d.app.fade.running, 60)  # the menu's picture faded out
    d.click_button("reveal")
    first = game.state.to_move
    d.click_button("pass")
    d.click_button("pass")  # both actions passed: the turn is over
    d.frames(1)
    assert game.state.to_move == 1 - first and game.phase() == Phase.CURTAIN
    assert banners(game), "the next turn has its banner"
    box = game.curtain_box()
    box.height = game.buttons.by_name("reveal").rect.top - box.top  # its words, over its button
    for _frame in range(240):  # four seconds: longer than any banner
        d.frames(1)
        shown = d.app.screen.subsurface(box)
        still = game.still_layer.subsurface(box)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(still, "RGB"), _frame
    waiting = banners(game)
    assert waiting and all(b.t == 0 for b in waiting), "the banner waited"
    d.click_button("reveal")
    assert game.phase() == Phase.DECIDE
    d.frames(30)
    assert any(b.started(1.0) and not b.done for b in banners(game)), "then it announced the turn"
    d.save_screen(f"/tmp/curtain-banner-{name}-{size[0]}.png")


SHOTS = os.environ.get("TWO_RIVERS_SHOTS")  # a folder: the test saves what it looks at


def texts_drawn(d, game) -> list:
    """The texts drawn over two frames, the still layer drawn again."""
    widgets.drawn_texts = []
    try:
        game.still_layer = None
        d.frames(2)
        return list(widgets.drawn_texts)
    finally:
        widgets.drawn_texts = None


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_curtains_since_your_last_turn_list_is_readable_and_fits(size, monkeypatch):
    """Play-test: at 800×500 the curtain's "Since your last turn" list was drawn under
    theme.SMALLEST (seven lines at the window's scale). Now at the readable size, as many
    as fit, then "…and N more"; nothing over the button or out of the curtain."""
    from game.client import theme
    from game.client.summary import Since

    said = "changed a kingdom near your leaders somewhere"
    lines = [(f"Lion's move number {n} {said}", n == 0) for n in range(9)]
    monkeypatch.setattr(Since, "lines", lambda self, person, words, names: lines)
    d = Driver(size, speed="normal")
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 3))
    d.frames(2)
    d.click_button("reveal")
    d.click_button("pass")
    d.click_button("pass")
    d.frames(1)
    assert game.phase() == Phase.CURTAIN
    drawn = texts_drawn(d, game)
    if SHOTS:
        d.save_screen(f"{SHOTS}/curtain-since-{size[0]}.png")
    box = game.curtain_box()
    button = game.buttons.by_name("reveal").rect
    inside = [t for t in drawn if t.rect.colliderect(box)]
    assert all(t.size >= theme.SMALLEST for t in inside), [(t.text, t.size) for t in inside]
    words = [t for t in inside if not button.contains(t.rect)]
    for t in words:
        assert box.contains(t.rect) and not t.rect.colliderect(button), (t.text, t.rect, box, button)
    listed = [t for t in words if t.text.startswith(("• ", "…"))]
    assert any("Lion's move number 0" in t.text for t in listed)
    shown = len({t.text.split("number ")[1].split()[0] for t in listed if "number " in t.text})
    if shown < len(lines):
        assert any(t.text == f"…and {len(lines) - shown} more" for t in listed), [t.text for t in listed]
    # Then the card of the same list over the board, once the curtain is lifted: likewise.
    d.click_button("reveal")
    d.frames(2)
    card = game.summary
    assert card is not None and card.rect is not None
    drawn = texts_drawn(d, game)
    if SHOTS:
        d.save_screen(f"{SHOTS}/summary-since-{size[0]}.png")
    buttons = [b.rect for b in card.buttons]
    inside = [t for t in drawn if t.rect.colliderect(card.rect)]
    assert all(t.size >= theme.SMALLEST for t in inside), [(t.text, t.size) for t in inside]
    for t in inside:
        if not any(r.contains(t.rect) for r in buttons):
            assert card.rect.contains(t.rect) and t.rect.collidelist(buttons) < 0, (t.text, t.rect)
    assert any(t.text.startswith("…and ") for t in inside), [t.text for t in inside]
