"""The translations: every catalogue complete, placeholders as in the English,
plural forms right, every character drawable by the font that draws it, and
the engine's reasons translated through the catalogue (docs/i18n.md)."""

from __future__ import annotations

import os
import string

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.client import fontcover, i18n, theme  # noqa: E402
from game.engine import IllegalActionError, load_position  # noqa: E402
from game.engine.explanation import Explanation  # noqa: E402
from game.locale import catalogues  # noqa: E402
from game.resources import resource_path  # noqa: E402

LANGUAGES = catalogues.LANGUAGES
PLURALS = {"ru": 3, "pl": 3, "zh_CN": 1}


def strings(message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def ids(message) -> tuple[str, ...]:
    return message.id if isinstance(message.id, tuple) else (message.id,)


def fields(text: str) -> set[str]:
    return {name for _literal, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_translated(language):
    template = catalogues.template()
    catalogue = catalogues.read_catalogue(language)
    missing = [m.id for m in template if m.id and (catalogue.get(m.id, m.context) is None)]
    untranslated = [m.id for m in catalogue if m.id and not all(strings(m))]
    fuzzy = [m.id for m in catalogue if m.id and m.fuzzy]
    problems = [f"not in the catalogue: {m!r}" for m in missing] + \
        [f"untranslated: {m!r}" for m in untranslated] + [f"fuzzy: {m!r}" for m in fuzzy]
    assert not problems, (f"{language}: {len(problems)} texts to translate "
                          "(python -m game.locale update, then translate):\n" + "\n".join(problems))


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms(language):
    catalogue = catalogues.read_catalogue(language)
    assert catalogue.num_plurals == PLURALS[language]
    for message in catalogue:
        if message.pluralizable:
            assert len(strings(message)) == PLURALS[language], message.id


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_agree(language):
    """Every {name} of the English is in the translation and no other; only the engine's
    notation (names ending in `_notation`, what a player would type at the command line)
    may be left out in the window's words."""
    wrong = []
    for message in catalogues.read_catalogue(language):
        if not message.id:
            continue
        source = set().union(*(fields(text) for text in ids(message)))
        needed = {name for name in source if not name.endswith("_notation")}
        for text in strings(message):
            try:
                found = fields(text)
            except ValueError as error:
                wrong.append(f"{ids(message)[0]!r}: {text!r} ({error})")
                continue
            # A plural form for one may say the number in words ("один"), not {n}.
            optional = {"n", "count"} if message.pluralizable else set()
            if not found <= source or not needed - optional <= found:
                wrong.append(f"{ids(message)[0]!r} -> {text!r}: {sorted(source ^ found)}")
    assert not wrong, f"{language}: placeholders differ:\n" + "\n".join(wrong)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_character_is_in_the_font_that_draws_it(language):
    """Russian and Polish are drawn in DejaVu, Chinese in the Noto subset; titles fall back
    from Cinzel to these, so these two must have every character."""
    path = resource_path(*(theme.CJK_FONT_FILE if language.startswith("zh") else theme.FONT_FILE))
    have = fontcover.characters(str(path))
    lacking = {}
    for message in catalogues.read_catalogue(language):
        for text in strings(message):
            for ch in text or "":
                if ch.isprintable() and not ch.isspace() and ord(ch) not in have:
                    lacking.setdefault(ch, ids(message)[0])
    assert not lacking, (f"{language}: {path.name} lacks " + ", ".join(
        f"{ch!r} (in {where!r})" for ch, where in lacking.items())
        + ("; run tools/make_cjk_font.py" if language.startswith("zh") else ""))


def test_the_language_names_are_drawable():
    for code, name in i18n.LANGUAGE_NAMES.items():
        font = theme.CJK_FONT_FILE if code.startswith("zh") else theme.FONT_FILE
        assert fontcover.covers(resource_path(*font), name), name


def test_the_character_map_reader_agrees_with_fonttools():
    fonttools = pytest.importorskip("fontTools.ttLib")
    files = (theme.FONT_FILE, theme.DISPLAY_FONT_FILE, theme.CJK_FONT_FILE, *theme.DISPLAY_FALLBACK_FILES)
    for file in files:
        path = resource_path(*file)
        assert fontcover.characters(str(path)) == set(fonttools.TTFont(str(path)).getBestCmap()), file


POSITION = """
game = "tigris"
map = "standard"
active = 0
actions_left = 2
bag = 40
seed = 3

[tiles]
red = ["F3", "I7"]
black = ["G3"]

[board]
treasures = ["F3", "I7"]

[[players]]
dynasty = "bull"
hand = ["black", "red", "red", "blue", "blue", "blue"]
catastrophes = 2
score = { black = 0, red = 0, blue = 0, green = 0 }
treasures = 0

[[players]]
dynasty = "lion"
hand = ["black", "red", "red", "blue", "green", "green"]
catastrophes = 2
score = { black = 0, red = 0, blue = 0, green = 0 }
treasures = 0
"""


def refusal(notation: str):
    state = load_position(POSITION)
    with pytest.raises(IllegalActionError) as error:
        state.apply(notation)
    return error.value.reason


def test_the_engines_reasons_are_english_text_with_their_message_ids():
    reason = refusal("tile green F5")
    assert isinstance(reason, Explanation) and reason == "you have no green tile"
    assert reason.message == "you have no {colour} tile" and reason.args["colour"] == "green"
    assert refusal("tile blue G4") == "G4 is land; blue tiles go on rivers"
    assert refusal("swap green green green") == "you do not hold that many green tiles"


def test_the_window_shows_the_engines_reasons_in_its_language():
    try:
        i18n.set_language("ru")
        assert i18n.explained(refusal("tile green F5")) == "у вас нет жетона (зелёный)"
        assert i18n.explained(refusal("tile blue G4")) == "G4 — суша; синие жетоны кладут на реки"
        i18n.set_language("pl")
        assert i18n.explained(refusal("tile blue G4")) == "G4 to ląd; niebieskie żetony stawia się na rzekach"
        i18n.set_language("zh_CN")
        assert i18n.explained(refusal("tile green F5")) == "你没有绿色牌片"
        i18n.set_language("en")
        assert i18n.explained(refusal("tile green F5")) == "you have no green tile"
        assert i18n.explained("plain text") == "plain text"
    finally:
        i18n.set_language("")


def test_plural_forms_choose_by_count():
    from game.engine.explanation import _rn

    def held(count: int) -> str:
        return i18n.explained(_rn("you hold only {count} {colour} tile",
                                  "you hold only {count} {colour} tiles", count, colour=Explanation("red")))

    try:
        i18n.set_language("ru")
        assert [held(n) for n in (1, 3, 5, 21)] == [
            "у вас только 1 жетон (красный)", "у вас только 3 жетона (красный)",
            "у вас только 5 жетонов (красный)", "у вас только 21 жетон (красный)"]
        i18n.set_language("pl")
        assert [held(n) for n in (1, 3, 5, 22)] == [
            "masz tylko 1 żeton (czerwony)", "masz tylko 3 żetony (czerwony)",
            "masz tylko 5 żetonów (czerwony)", "masz tylko 22 żetony (czerwony)"]
    finally:
        i18n.set_language("")


@pytest.mark.parametrize(("system", "expected"), [
    ("ru_RU.UTF-8", "ru"), ("pl_PL.UTF-8", "pl"), ("zh_CN.UTF-8", "zh_CN"), ("zh_TW.UTF-8", "zh_CN"),
    ("de_DE.UTF-8", ""), ("en_GB.UTF-8", ""), ("C", ""),
])
def test_the_system_language_is_followed_when_none_is_chosen(monkeypatch, system, expected):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", system)
    try:
        i18n.set_language("")
        assert i18n.current_language() == expected
        i18n.set_language("en")  # chosen in Settings: English whatever the system says
        assert i18n.current_language() == ""
    finally:
        i18n.set_language("")


def test_russian_titles_keep_a_display_face():
    """Cinzel has no Cyrillic: a Russian title is drawn in the titles' Cyrillic face (Old
    Standard), not in the plain interface font, and that face has every Cyrillic letter the
    Russian catalogue uses."""
    import pygame

    from game.client import widgets

    pygame.font.init()
    title = "Победа: Лучник! Две реки"
    assert not fontcover.covers(resource_path(*theme.DISPLAY_FONT_FILE), title)
    as_title = pygame.image.tobytes(widgets.rendered(title, 40, (255, 255, 255), display=True), "RGBA")
    plain = pygame.image.tobytes(widgets.rendered(title, 40, (255, 255, 255)), "RGBA")
    assert as_title != plain
    have = set()
    for file in theme.DISPLAY_FALLBACK_FILES:
        have |= fontcover.characters(str(resource_path(*file)))
    cyrillic = {ch for message in catalogues.read_catalogue("ru") for text in strings(message)
                for ch in text or "" if 0x400 <= ord(ch) < 0x500}
    assert cyrillic and not {ch for ch in cyrillic if ord(ch) not in have}


def test_chinese_titles_keep_a_display_face():
    """A Chinese title is drawn in the titles' Song face (Noto Serif CJK), not in the
    interface's Noto Sans."""
    import pygame

    from game.client import widgets

    pygame.font.init()
    title = "两河 · 黄河与长江 获胜！"
    as_title = pygame.image.tobytes(widgets.rendered(title, 40, (255, 255, 255), display=True), "RGBA")
    plain = pygame.image.tobytes(widgets.rendered(title, 40, (255, 255, 255)), "RGBA")
    assert as_title != plain
    assert theme.display_font_for(title, 40) is theme.display_font(40, 2)
