"""What a play-tester of the real window found in the Challenges mode, driven through the
event loop with SDL's dummy drivers: the counts' plural forms, the end's buttons drawn at
the buttons' size, the top bar once the challenge is over, the end of a turn held for End
turn as the setting says, and the screen's title in the titles' face."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import theme, widgets  # noqa: E402
from game.client.challenge_scene import ChallengeScene  # noqa: E402
from game.client.challenges_menu import ChallengesMenu  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.table import bottom_bar, top_bar  # noqa: E402
from game.client.turn import Phase  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _open(size=(1280, 800), language: str = "en", confirm: bool = True) -> tuple[Driver, ChallengeScene]:
    d = Driver(size, speed="instant")
    d.app.settings.game = "tigris"
    d.app.settings.confirm_end_turn = confirm
    d.app.change_language(language)
    d.frames(2)
    d.click_button("challenges")
    assert isinstance(d.top, ChallengesMenu)
    d.key(pygame.K_RETURN)  # Play: the first challenge ("Temple points", red points in one turn)
    scene = d.top
    assert isinstance(scene, ChallengeScene)
    return d, scene


def _play(d: Driver, scene: ChallengeScene, moves: list[str]) -> None:
    run = scene.run
    for action in moves:
        assert d.wait(lambda: run.player_to_move or run.finished, 30)
        assert scene.challenge_mode.decide(run.state.parse_action(action))
        d.frames(2)


def _finish(d: Driver, scene: ChallengeScene) -> None:
    _play(d, scene, list(scene.run.challenge.solution))
    if scene.run.state.held:
        d.key(pygame.K_e)  # End turn
    assert d.wait(lambda: scene.run.finished and not scene.busy, 30)
    d.frames(2)


def test_the_progress_and_thresholds_say_the_count_in_its_plural_form():
    d, scene = _open(language="ru")
    mode = scene.challenge_mode
    now, stars = mode.blocks()[1][1].split("\n")
    assert now == "Сейчас: 0 очков"
    assert stars == "Звёзды за 1, 2 и 3 очка"
    _play(d, scene, ["tile red G3"])
    assert scene.run.result().value == 1
    assert mode.blocks()[1][1].split("\n")[0] == "Сейчас: 1 очко"
    d.app.change_language("pl")
    d.frames(2)
    assert mode.blocks()[1][1].split("\n") == ["Teraz: 1 punkt", "Gwiazdki za 1, 2 i 3 punkty"]
    d.app.change_language("en")
    d.frames(2)
    assert mode.blocks()[1][1].split("\n") == ["Now: 1 point", "Stars at 1, 2 and 3 points"]


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_the_end_buttons_labels_are_drawn_at_the_buttons_size(size, language, monkeypatch):
    d, scene = _open(size, language)
    _finish(d, scene)
    drawn: list[widgets.DrawnText] = []
    monkeypatch.setattr(widgets, "drawn_texts", drawn)
    scene.revision += 1  # the still layer drawn afresh too
    d.frames(2)
    buttons = scene.challenge_mode.panel_buttons.buttons
    assert {b.name for b in buttons} == {"retry", "next", "challenges"}
    wanted = max(int(20 * scene.regions.scale), theme.SMALLEST)
    for button in buttons:
        lines = [t for t in drawn if t.rect.colliderect(button.rect) and t.text.startswith(button.label)]
        assert lines, button.name
        assert all(t.size == wanted for t in lines), (button.label, [t.size for t in lines], wanted)
    rects = [b.rect for b in buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(scene.challenge_mode.panel_rect.contains(r) for r in rects)


def test_the_top_bar_says_the_challenge_is_over():
    d, scene = _open()
    assert top_bar.status(scene) != "The challenge is over"
    _finish(d, scene)
    assert top_bar.status(scene) == "The challenge is over"


def test_the_turn_ends_when_end_turn_is_pressed_as_the_setting_says():
    d, scene = _open(confirm=True)
    run = scene.run
    _play(d, scene, list(run.challenge.solution))  # both actions (and the monument) made
    assert run.state.held and not run.finished
    assert scene.phase() == Phase.CONFIRM
    assert top_bar.status(scene) == "Your actions are done: press End turn"
    assert bottom_bar.hint(scene) == "Your actions are done: End turn [E]"  # no undo offered: none
    d.frames(30)
    assert run.state.held and not run.finished  # nothing ends it but the person
    d.key(pygame.K_e)
    assert d.wait(lambda: run.finished and not scene.busy, 30)
    assert run.result().stars == 3 and run.played == list(run.challenge.solution)
    d.frames(2)
    assert {b.name for b in scene.challenge_mode.panel_buttons.buttons} >= {"retry", "next"}


def test_the_turn_ends_at_once_when_the_setting_says_so():
    d, scene = _open(confirm=False)
    run = scene.run
    _play(d, scene, list(run.challenge.solution))
    assert run.finished and not run.state.held and run.result().stars == 3


def test_the_challenges_title_is_in_the_titles_face(monkeypatch):
    d = Driver((1280, 800), speed="instant")
    d.app.settings.game = "tigris"
    seen: list[tuple[str, bool]] = []
    real = widgets.rendered

    def spy(text, size, colour, bold=False, display=False):
        seen.append((text, display))
        return real(text, size, colour, bold, display)

    monkeypatch.setattr(widgets, "rendered", spy)
    d.click_button("challenges")
    d.frames(2)
    assert isinstance(d.top, ChallengesMenu)
    assert ("Challenges", True) in seen
    assert ("Challenges", False) not in seen
