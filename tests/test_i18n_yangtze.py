"""Yellow & Yangtze in other languages, in its own words (docs/i18n.md,
docs/glossary-*.md): its lessons' narration, the engine's reasons and the
keys' help go through the catalogue in the message context "yangtze", so
Russian says «земледелец», «лидер», «тайл», «мятеж» there while Tigris &
Euphrates keeps «пахарь», «вождь», «жетон»."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.client import i18n, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.help_scene import keys_topic  # noqa: E402
from game.client.lesson_scene import LessonScene  # noqa: E402
from game.client.lessons_menu import translated  # noqa: E402
from game.client.registry import presentation_for  # noqa: E402
from game.engine import IllegalActionError  # noqa: E402
from game.engine.explanation import Explanation  # noqa: E402
from game.engine.yangtze import State  # noqa: E402
from game.lessons import ASK, DONE, LessonRunner, lesson_dir, load_lesson  # noqa: E402
from game.lessons.speaker import Speaker  # noqa: E402
from game.lessons.yangtze import describe, say_action  # noqa: E402

# The first game's Russian words, which Yellow & Yangtze's texts must not use.
TIGRIS_RU = re.compile(r"пахар|купе?ц|вожд|жетон|внутренн|внешн", re.IGNORECASE)


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("")


def yangtze_refusal() -> Explanation:
    """The engine's reason for placing the farmer where it already stands: a sentence
    both games' engines say ("your {leader} already stands on {cell}")."""
    state = State.new_game(2, 1)
    place = next(a for a in state.legal_actions() if str(a).startswith("leader farmer"))
    state.apply(place)
    with pytest.raises(IllegalActionError) as error:
        state.apply(str(place))
    return error.value.reason


def test_a_yangtze_reason_is_shown_in_its_own_words(russian):
    reason = yangtze_refusal()
    assert reason == "your farmer already stands on O1"
    context = presentation_for("yangtze").context
    assert i18n.explained(reason, ["A", "B"], context) == "ваш лидер (земледелец) уже стоит на O1"
    # Without the game's context the same sentence has the first game's words.
    assert i18n.explained(reason, ["A", "B"]) == "ваш вождь (пахарь) уже стоит на O1"
    assert presentation_for("tigris").context is None


def test_a_game_context_falls_back_to_the_shared_text(russian):
    """A text the context lacks is the shared translation, and English stays English."""
    assert i18n.in_context("yangtze", "undo") == i18n._("undo") == "отменить"
    assert i18n.in_context("yangtze", "farmer") == "земледелец"
    assert i18n.in_context(None, "farmer") == "пахарь"
    i18n.set_language("en")
    assert i18n.in_context("yangtze", "farmer") == "farmer"
    assert i18n.n_in_context("yangtze", "{n} tile", "{n} tiles", 2) == "{n} tiles"


def test_the_narration_is_said_in_every_language():
    """Yellow & Yangtze's lesson sentences carry their message ids: each language says them
    with the game's own words."""
    state = State.new_game(2, 1)
    place = next(a for a in state.legal_actions() if str(a).startswith("leader farmer"))
    events = state.apply(place)
    mover = 1  # the second seat begins
    told = [line for line in (describe(e, Speaker(["You", "Pavel"], 0)) for e in events) if line]
    assert told == ["Pavel's farmer goes to O1."]
    instruction = say_action(place, Speaker(["Varvara", "You"], mover), mover)
    assert instruction == "place your farmer on O1"
    expected = {
        "ru": ("Лидер игрока Pavel (земледелец) встаёт на O1.", "поставьте своего лидера (земледелец) на O1"),
        "pl": ("Przywódca gracza Pavel (rolnik) staje na O1.", "postaw swojego przywódcę (rolnik) na O1"),
        "zh_CN": ("Pavel的农民来到 O1。", "把你的农民放在 O1"),
    }
    try:
        for language, (line, said) in expected.items():
            i18n.set_language(language)
            assert i18n.explained(told[0], None, "yangtze") == line
            assert i18n.explained(instruction, None, "yangtze") == said
    finally:
        i18n.set_language("")


def test_the_keys_help_says_each_games_words(russian):
    yangtze = keys_topic("yangtze").paragraphs[0]
    assert "F: выбрать земледельца" in yangtze and "T: выбрать торговца" in yangtze
    assert "W: убрать выбранного лидера" in yangtze and "S: обменять тайлы" in yangtze
    assert not TIGRIS_RU.search(yangtze), yangtze
    tigris = keys_topic("tigris").paragraphs[0]
    assert "F: выбрать пахаря" in tigris and "W: убрать выбранного вождя" in tigris


def test_every_yangtze_lesson_sentence_has_a_translation(russian):
    """Walk every Yellow & Yangtze lesson along its intended moves: each sentence the
    runner says (news, explanations, hints, "Try this") is in Russian, in the game's words."""
    english_words = re.compile(r"\b(?!You\b)[A-Za-z]{3,}\b")
    for path in sorted(lesson_dir("yangtze").glob("*.toml")):
        runner = LessonRunner(translated(load_lesson(path)))  # as the lessons menu opens it
        names = list(runner.lesson.names)
        said: list[str] = []
        while runner.phase not in (DONE, "play"):
            if runner.phase == ASK:
                said.append(i18n.explained(runner.solution_text(), names, "yangtze"))
                said.append(i18n.explained(runner.try_action("tile blue A1").message, names, "yangtze"))
                outcome = runner.try_action(runner.step.intended)
                said += [i18n.explained(line, names, "yangtze") for line in outcome.lines]
            runner.proceed()
        for line in said:
            assert not english_words.search(line), (path.stem, line)
            assert not TIGRIS_RU.search(line), (path.stem, line)


def test_the_lesson_window_narrates_a_revolt_in_russian(tmp_path, monkeypatch):
    """What the learner reads in the lesson panel: the revolt told in Russian, with
    Yellow & Yangtze's words, and no English left."""
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", "ru")
    try:
        d = Driver((1024, 640))
        d.click_button("learn")
        d.click_button("game yangtze")
        d.click_button("yangtze/06-revolts")
        scene = d.top
        assert isinstance(scene, LessonScene)
        recorded: list[widgets.DrawnText] = []
        monkeypatch.setattr(widgets, "drawn_texts", recorded)
        runner = scene.runner
        while runner.phase not in (DONE, "play"):
            if runner.phase == ASK:
                scene.hint()
                d.frames(1)
                assert scene.decide(runner.step.intended)
            d.frames(1)
            scene.proceed()
        shown = "\n".join(t.text for t in recorded)
        # The learner's seat is its dynasty's name, marked "(you)", never «Вы (вы)».
        assert scene.names[0] == "Арбалет (вы)" and "Вы (вы)" not in shown
        flat = " ".join(shown.split())  # a sentence may wrap anywhere in the panel
        # Two black tiles beside the farmer and the off-board governor's 1 (as the lesson says).
        assert "Мятеж! Ваш лидер (земледелец, сила 3)" in flat, shown
        assert "Вы выигрываете мятеж" in flat
        assert not TIGRIS_RU.search(shown)
        assert "revolt" not in shown and "You " not in shown
    finally:
        i18n.set_language("")
