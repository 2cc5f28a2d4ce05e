"""Issue 30: no banner is covered by the table's buttons, nor covers them. At 800×500 in Russian a
Yellow & Yangtze war's result banner went to the bottom strip (below the "remove red tiles" panel)
and Undo and Pass were drawn over the right end of its detail line."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client import anims, i18n  # noqa: E402
from game.engine.yangtze.pieces import BLACK  # noqa: E402

from .test_client_yangtze import (  # noqa: E402
    HUMAN,
    Seat,
    cell,
    open_position,
    reveal_if_asked,
    tile_slot,
    war_position,
    war_sides,
)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    yield
    i18n.set_language("")


def shown_banners(game) -> list[anims.Banner]:
    return [a for a in game.anim_list if isinstance(a, anims.Banner) and a.t > a.delay and not a.done]


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1280, 800)])
def test_a_wars_result_banner_and_the_tables_buttons_never_overlap(language, size):
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, size)
    d.app.settings.language = language
    i18n.set_language(language)
    game.language_changed()
    d.frames(2)
    d.click(tile_slot(game, BLACK).center)
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    d.click(war_sides(game)[0].center)
    d.click_button("more")
    d.click_button("confirm")
    reveal_if_asked(d)
    d.click_button("support none")
    reveal_if_asked(d)
    d.click_button("support none")
    d.app.settings.speed = "normal"
    d.click(war_sides(game)[1].center)
    seen, problems = 0, []
    s = game.regions.scale
    for _ in range(240):
        d.frames(1)
        for banner in shown_banners(game):
            # The band as drawn (its words within it), less the faded ends' slack.
            area = banner.where(banner.width(s)).inflate(0, -int(8 * s))
            seen += 1
            for button in game.buttons.buttons:
                if button.rect is not None and button.rect.width > 0 and button.rect.colliderect(area):
                    problems.append(f"{banner.text!r} {area} under {button.name} {button.rect}")
    assert seen > 0
    assert not problems, "\n".join(sorted(set(problems))[:8])
