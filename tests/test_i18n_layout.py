"""No translated text overflows its button, panel or line, in every language at
1280×800 and 1024×640: the real scenes driven as `tools/screenshots.py` drives
them (every screen it photographs, both games': Yellow & Yangtze's through
`tools/screenshots_yangtze.py`), with every line of text drawn recorded
(`widgets.drawn_texts`), and every lesson step of both games in its panel.

A line overflows when it leaves the surface it is drawn on, is wider than the
room it was given (a button's label, a wrapped column), or had to be shrunk
below three quarters of its size to fit."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client import i18n, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.games import GAMES  # noqa: E402
from game.lessons import ASK, DONE  # noqa: E402

LANGUAGES = list(i18n.LANGUAGE_NAMES)  # en, ru, pl, zh_CN
TOOLS = Path(__file__).resolve().parent.parent / "tools"


def sizes(quick, slow):
    return [pytest.param(quick, id=f"{quick[0]}x{quick[1]}"),
            pytest.param(slow, id=f"{slow[0]}x{slow[1]}", marks=pytest.mark.slow)]


@pytest.fixture
def language(request, monkeypatch, tmp_path):
    """The window in `request.param`, as on a first start on a system in that language."""
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", request.param)
    yield request.param
    i18n.set_language("")


def overflows(texts: list[widgets.DrawnText]) -> list[str]:
    found: dict[tuple, str] = {}
    for t in texts:
        problems = []
        if not t.surface.contains(t.rect):
            problems.append(f"leaves its surface {t.surface.size} at {tuple(t.rect)}")
        if t.room is not None and t.rect.width > t.room + 1:
            problems.append(f"{t.rect.width} px wide in {t.room}")
        if t.size < t.wanted_size * 0.75:
            problems.append(f"shrunk from size {t.wanted_size} to {t.size} to fit")
        if problems:
            found.setdefault((t.text, problems[0].split()[0]), f"{t.text!r}: {'; '.join(problems)}")
    return list(found.values())


def screenshots_tool(name: str = "screenshots"):
    """`tools/screenshots.py` (the first game's screens) or `tools/screenshots_yangtze.py`."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    # It makes a data folder of its own and keeps the computer on a thread: neither may
    # outlast this test (a later test's computer would answer at once).
    previous = {name: os.environ.get(name) for name in ("TWO_RIVERS_DATA_DIR", "TWO_RIVERS_AI")}
    spec.loader.exec_module(module)
    for name, value in previous.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    return module


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", sizes((1024, 640), (1280, 800)))
@pytest.mark.parametrize("tool_name, least", [("screenshots", 30), ("screenshots_yangtze", 15),
                                              ("screenshots_variants", 5)],
                         ids=[*GAMES, "tigris-variants"])
def test_no_text_overflows_on_any_screen(language, size, tool_name, least, tmp_path, monkeypatch):
    tool = screenshots_tool(tool_name)
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # as the tool runs: its "thinking" player is here
    recorded: list[widgets.DrawnText] = []
    monkeypatch.setattr(widgets, "drawn_texts", recorded)
    names = tool.shoot(tmp_path, size)
    assert len(names) > least and len(recorded) > 500
    problems = overflows(recorded)
    assert not problems, f"{language} at {size}: texts that do not fit:\n" + "\n".join(problems)


def _refused_move(runner):
    """A legal move the step refuses (or an illegal one when every legal move is accepted)."""
    import copy

    from game.engine.tigris import Action

    for action in list(runner.state.legal_actions())[:60]:
        if action != runner.step.intended and not copy.deepcopy(runner).try_action(action).accepted:
            return action
    if runner.lesson.game != "tigris":
        return runner.state.parse_action("tile red A1")  # on a river or beside nothing
    return Action.parse("tile blue A1")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", sizes((1024, 640), (1280, 800)))
@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step_fits_its_panel(language, size, game, monkeypatch):
    """Each step's text, translated, with a refusal and a hint, fits the lesson panel."""
    recorded: list[widgets.DrawnText] = []
    d = Driver(size)
    assert i18n.current_language() == ("" if language == "en" else language)
    d.click_button("learn")
    d.top.show_game(game)
    lessons = d.top.shown()
    assert lessons, game
    monkeypatch.setattr(widgets, "drawn_texts", recorded)
    for lesson in lessons:
        d.top.reveal(lesson.id)  # a long list scrolls
        d.click_button(lesson.id)
        scene = d.top
        runner = scene.runner
        while runner.phase not in (DONE, "play"):
            d.frames(1)
            assert scene.text_fits, (language, lesson.id, runner.step.number, runner.phase)
            if runner.phase == ASK:
                scene.decide(_refused_move(runner))
                scene.hint()
                d.frames(1)
                assert scene.text_fits, (language, lesson.id, runner.step.number, "refused")
                assert scene.decide(runner.step.intended)
                d.frames(1)
                assert scene.text_fits, (language, lesson.id, runner.step.number, "explained")
            scene.proceed()
        scene.back_to_lessons()
        d.frames(1)
    problems = overflows(recorded)
    assert not problems, f"{language} at {size}: lesson texts that do not fit:\n" + "\n".join(problems)


def test_changing_the_language_in_settings_retells_every_scene(tmp_path, monkeypatch):
    """Settings → Language: the next language at once, in the settings, the scenes below
    and the window's caption; saved for the next start."""
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", "en")
    d = Driver((1024, 640))
    menu = d.top
    d.click_button("settings")
    labels = []
    try:
        for _ in range(len(LANGUAGES)):
            d.click_button("language")
            d.frames(1)
            labels.append(d.top.buttons.by_name("done").label)
        assert labels == ["Готово", "Gotowe", "完成", "Done"]
        d.click_button("language")  # Русский
        assert [b.label for b in menu.buttons.buttons][0] == "Новая игра"
        from game.client.settings import load_settings

        assert load_settings()[0].language == "ru"
    finally:
        i18n.set_language("")


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))


def test_chinese_lines_break_between_characters_and_keep_punctuation():
    """Chinese has no spaces: a line may break between any two characters, never before
    closing punctuation (，。：) nor after opening punctuation (（“)."""
    import pygame

    pygame.font.init()
    try:
        i18n.set_language("zh_CN")
        text = "内部冲突！你是进攻方，安德烈是防守方。领袖的力量是紧挨着它的神殿数：I7 给你 1，也给安德烈 1。"
        lines = widgets.wrap(text, 20, 120)
        assert len(lines) > 3 and "".join(lines).replace(" ", "") == text.replace(" ", "")
        for line in lines:
            assert line and line[0] not in "，。：；！？）、" and line[-1] not in "（“"
        assert widgets.wrap("Two words", 20, 1000) == ["Two words"]  # English as before
    finally:
        i18n.set_language("")


def test_a_game_in_progress_is_retold_in_the_new_language(tmp_path, monkeypatch):
    from game.client.game_scene import open_session
    from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session

    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", "en")
    d = Driver((1024, 640))
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 7)
    for _ in range(12):
        session.apply(session.state.legal_actions()[-1])
    game = open_session(d.app, session)
    d.frames(3)
    assert game.log[0].text.startswith("Game started")
    try:
        d.app.change_language("pl")
        d.frames(2)
        assert game.log[0].text.startswith("Gra rozpoczęta")
        assert game.names.plain[1] == "Lew"
        assert all(line.text for line in game.log)
    finally:
        i18n.set_language("")
