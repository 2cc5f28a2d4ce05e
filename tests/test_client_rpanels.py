"""Issue 30, a fresh player's review at 800×500: what a banner or a panel must leave in sight.
A turn's banner ("Your turn") in the top bar hid the round and the sentence saying who
decides what; a conflict's banner over the log let the log's words show through it."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import anims, i18n, theme  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.table.top_bar import round_words, top_bar  # noqa: E402
from game.client.widgets import rendered  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    yield
    i18n.set_language("")


def shown_banners(game) -> list[anims.Banner]:
    return [a for a in game.anim_list if isinstance(a, anims.Banner) and a.t > a.delay and not a.done]


def top_words(game) -> list[pygame.Rect]:
    """The round and the top bar's sentence, where they are drawn."""
    lay = game.regions
    s = lay.scale
    size = theme.small(22, s)
    round_image = rendered(round_words(game), size, theme.GOLD, True)
    rects = [round_image.get_rect(midleft=(int(14 * s), lay.top.centery))]
    bar = top_bar(game)
    y = lay.top.centery - len(bar.lines) * bar.step // 2
    for line in bar.lines:
        width = min(rendered(line, bar.size, theme.TEXT).get_width(), bar.room)
        rects.append(pygame.Rect(bar.left, y, width, bar.step))
        y += bar.step
    return rects


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_a_turn_banner_hides_neither_the_round_nor_the_prompt(size, game_name, language):
    d = Driver(size, speed="normal")
    d.app.settings.language = language
    i18n.set_language(language)
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")])
    setup.game = game_name
    game = open_session(d.app, Session.new(setup, 3))
    game.language_changed()
    seen, problems = 0, []
    for _ in range(1500):
        d.frames(1)
        for banner in shown_banners(game):
            if "in_top_bar" in banner.where.__qualname__:  # a turn's banner
                area = banner.where(banner.width(game.regions.scale))
                seen += 1
                for rect in top_words(game) + [game.regions.hint]:
                    if rect.width and area.colliderect(rect):
                        problems.append(f"{banner.text!r} {area} over {rect}")
        if seen > 20:
            break
        phase = game.phase()
        if phase == Phase.COMPUTER:
            time.sleep(0.002)
        if phase == Phase.DECIDE and game.busy <= 0 and seen == 0:
            game.decide(game.state.legal_actions()[0])
    assert seen > 0
    assert not problems, "\n".join(sorted(set(problems))[:8])
