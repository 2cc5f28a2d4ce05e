"""Translation: the template lists every text, and a compiled catalogue
really changes what the window shows."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import struct  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import i18n  # noqa: E402
from game.locale import catalogues  # noqa: E402


def write_mo(path, catalogue: dict[str, str]) -> None:
    """A GNU .mo file (what `msgfmt` makes) for a few texts."""
    items = sorted([("", "Content-Type: text/plain; charset=UTF-8\n")] + list(catalogue.items()))
    ids = b"".join(k.encode() + b"\0" for k, _v in items)
    strs = b"".join(v.encode() + b"\0" for _k, v in items)
    n = len(items)
    header = 7 * 4
    ids_start = header + 16 * n
    strs_start = ids_start + len(ids)
    table_ids, table_strs, offset_id, offset_str = [], [], 0, 0
    for key, value in items:
        table_ids += [len(key.encode()), ids_start + offset_id]
        table_strs += [len(value.encode()), strs_start + offset_str]
        offset_id += len(key.encode()) + 1
        offset_str += len(value.encode()) + 1
    data = struct.pack("<7I", 0x950412DE, 0, n, header, header + 8 * n, 0, 0)
    data += struct.pack(f"<{2 * n}I", *table_ids) + struct.pack(f"<{2 * n}I", *table_strs)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data + ids + strs)


def test_the_template_lists_every_text_of_the_game():
    assert catalogues.template_is_current(), "run python -m game.locale extract"
    found = catalogues.template()
    assert found.get("New game") is not None and found.get("Pass the screen to {who}") is not None
    assert any(loc[0].startswith("levels/") for m in found for loc in m.locations)  # the lessons
    assert any(loc[0].endswith("explain.py") for m in found for loc in m.locations)  # the engine


def test_the_template_check_reads_messages_not_the_header(tmp_path, monkeypatch):
    """A new Babel release writes its own version into the header; that must not fail the
    check, while a text missing from the template must."""
    text = catalogues.TEMPLATE.read_text(encoding="utf-8")
    copy = tmp_path / "tworivers.pot"
    monkeypatch.setattr(catalogues, "TEMPLATE", copy)
    copy.write_text(text.replace('"Generated-By: python -m game.locale\\n"', '"Generated-By: Babel 9.9.9\\n"')
                    .replace("2026-01-01 00:00", "2031-05-05 12:00"), encoding="utf-8")
    assert "Babel 9.9.9" in copy.read_text(encoding="utf-8")
    assert catalogues.template_is_current()
    copy.write_text(text.replace('msgid "Load game"\nmsgstr ""\n', "", 1), encoding="utf-8")
    assert copy.read_text(encoding="utf-8") != text
    assert not catalogues.template_is_current()


def test_the_files_written_name_no_tool_version():
    assert "Babel" not in catalogues.po_text(catalogues.template(), template=True).split("msgid", 2)[1]


def test_a_catalogue_translates_the_window(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    write_mo(tmp_path / "xx" / "LC_MESSAGES" / "tworivers.mo",
             {"New game": "Neues Spiel", "Seat {n}": "Platz {n}"})
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    try:
        i18n.set_language("xx")
        assert i18n._("New game") == "Neues Spiel"
        assert i18n._("Seat {n}").format(n=2) == "Platz 2"
        assert i18n._("Load game") == "Load game"  # untranslated texts stay English
        from game.client.driver import Driver

        d = Driver((1024, 640))
        d.app.settings.language = "xx"
        i18n.set_language("xx")
        from game.client.menu import MainMenu

        d.app.reset(MainMenu(d.app))
        assert "Neues Spiel" in [b.label for b in d.top.buttons.buttons]
    finally:
        i18n.set_language("")


@pytest.mark.parametrize("language", ["", "zz"])
def test_unknown_or_no_language_falls_back_to_english(language):
    i18n.set_language(language)
    assert i18n._("New game") == "New game"
    i18n.set_language("")


def test_a_damaged_files_reason_is_said_in_the_players_language():
    from game.client.damaged import short_reason

    try:
        i18n.set_language("ru")
        assert short_reason("not valid JSON: Expecting value (at line 1, column 1)") == \
            "не соответствует формату JSON"
        assert short_reason("not valid TOML: Expected '=' after a key") == "не соответствует формату TOML"
        i18n.set_language("zh_CN")
        assert short_reason("too large: 3 MB, where no Two Rivers file is over 1 MB") == "文件过大"
    finally:
        i18n.set_language("")
    assert short_reason("not valid JSON: Expecting value") == "not valid JSON"


def test_a_language_chosen_during_a_game_reaches_the_pause_menu_and_the_resume_line(tmp_path, monkeypatch):
    from game.client.driver import Driver
    from game.client.game_scene import open_session
    from game.client.pause import PauseScene
    from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session

    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    try:
        d = Driver((1024, 640))
        session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 3)
        game = open_session(d.app, session)
        d.frames(2)
        # The computer sits first with this seed: its move is summed up when the person's turn
        # begins. Close that card first (Esc closes the innermost thing), so Esc opens the menu.
        assert d.until(lambda: game.summary is not None, 5000)
        d.key(pygame.K_ESCAPE)
        assert game.summary is None
        game.decide(game.state.legal_actions()[0])  # autosaved: the menu offers to resume it
        from game.client.saves import autosaver

        autosaver.flush()
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, PauseScene) and d.top.title == "Paused"
        d.app.change_language("ru")  # as Settings, opened from the pause menu, does
        assert d.top.title == "Пауза" and d.top.buttons.by_name("resume").label == "Продолжить"
        d.click_button("menu")
        assert d.top.subtitle.startswith("Тигр и Евфрат · Раунд 1"), d.top.subtitle
        d.app.change_language("en")
        assert d.top.subtitle.startswith("Tigris & Euphrates · Round 1")
    finally:
        i18n.set_language("")


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_a_po_file_reads_into_the_catalogue_its_mo_holds(language):
    """A source checkout without `.mo` files reads each `.po` itself: every message (with its
    context, every plural form) comes out exactly as Babel's compiled `.mo` gives it."""
    import gettext
    import io

    from babel.messages.mofile import read_mo as babel_read_mo
    from babel.messages.mofile import write_mo as babel_write_mo
    from babel.messages.pofile import read_po as babel_read_po

    po = catalogues.po_path(language)
    with open(po, "rb") as handle:
        catalog = babel_read_po(handle, locale=language)
    buffer = io.BytesIO()
    babel_write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    compiled = gettext.GNUTranslations(buffer)
    buffer.seek(0)
    held: set = set()  # the .mo's entries, keyed as gettext looks them up
    for message in babel_read_mo(buffer):
        if message.id:
            key = f"{message.context}\x04" if message.context else ""
            if message.pluralizable:
                held.update((key + message.id[0], form) for form in range(len(message.string)))
            else:
                held.add(key + message.id)
    read = i18n.read_po(po)
    assert {k for k in read.messages if k != ""} == held
    counts = list(range(0, 30)) + [101, 111, 1000, 1001, 1002, 1005, 10000]
    for message in catalog:
        if not message.id:
            continue
        if message.pluralizable:
            singular, plural = message.id
            for n in counts:
                if message.context:
                    assert read.npgettext(message.context, singular, plural, n) == \
                        compiled.npgettext(message.context, singular, plural, n)
                else:
                    assert read.ngettext(singular, plural, n) == compiled.ngettext(singular, plural, n)
        elif message.context:
            assert read.pgettext(message.context, message.id) == \
                compiled.pgettext(message.context, message.id)
        else:
            assert read.gettext(message.id) == compiled.gettext(message.id)


def test_the_po_reader_follows_msgfmt(tmp_path):
    """Contexts, plurals, strings over several lines, escapes; fuzzy, untranslated and
    obsolete entries left out."""
    po = tmp_path / "x.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && '
        '(n%100<10 || n%100>=20) ? 1 : 2);\\n"\n\n'
        '#: a.py:1\nmsgid "New game"\nmsgstr "Новая игра"\n\n'
        'msgctxt "yangtze"\nmsgid "farmer"\nmsgstr "земледелец"\n'
        'msgid "farmer"\nmsgstr "пахарь"\n\n'
        'msgid ""\n"two "\n"lines\\n"\nmsgstr ""\n"две "\n"строки\\n\\t\\"q\\" \\\\"\n\n'
        '#, fuzzy\nmsgid "Fuzzy"\nmsgstr "Пушистый"\n\n'
        'msgid "Empty"\nmsgstr ""\n\n'
        '#~ msgid "Old"\n#~ msgstr "Старый"\n\n'
        'msgid "{n} tile"\nmsgid_plural "{n} tiles"\nmsgstr[0] "{n} тайл"\nmsgstr[1] "{n} тайла"\n'
        'msgstr[2] "{n} тайлов"\n',
        encoding="utf-8",
    )
    t = i18n.read_po(po)
    assert t.gettext("New game") == "Новая игра"
    assert t.pgettext("yangtze", "farmer") == "земледелец" and t.gettext("farmer") == "пахарь"
    assert t.gettext("two lines\n") == 'две строки\n\t"q" \\'
    assert t.gettext("Fuzzy") == "Fuzzy" and t.gettext("Empty") == "Empty" and t.gettext("Old") == "Old"
    assert [t.ngettext("{n} tile", "{n} tiles", n) for n in (1, 3, 5, 21)] == \
        ["{n} тайл", "{n} тайла", "{n} тайлов", "{n} тайл"]


def test_the_window_speaks_every_language_without_mo_files(tmp_path, monkeypatch):
    """A checkout where the `.mo` files were never built: Settings → Language still changes
    the window, read from the `.po` files, and nothing is written into the source tree."""
    import shutil

    from game.client.driver import Driver
    from game.client.menu import MainMenu
    from game.client.options import SettingsScene

    locale = tmp_path / "locale"
    for language in catalogues.LANGUAGES:
        target = locale / language / "LC_MESSAGES"
        target.mkdir(parents=True)
        shutil.copy(catalogues.po_path(language), target / "tworivers.po")
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    try:
        i18n.set_language("en")
        d = Driver((1024, 640))
        d.app.reset(MainMenu(d.app))
        d.app.push(SettingsScene(d.app))
        seen = []
        for _turn in range(len(catalogues.LANGUAGES) + 1):
            d.click_button("language")
            seen.append((i18n.current_language(), d.app.settings.language, i18n._("New game")))
        assert [s[0] for s in seen] == ["ru", "pl", "zh_CN", ""]
        assert all(s[0] == s[1] or (s[0], s[1]) == ("", "en") for s in seen)
        assert [s[2] for s in seen[:3]] == ["Новая игра", "Nowa gra", "新游戏"]
        assert sorted(p.name for p in (locale / "ru" / "LC_MESSAGES").iterdir()) == ["tworivers.po"]
    finally:
        i18n.set_language("")


def test_a_language_that_cannot_load_is_not_offered(tmp_path, monkeypatch):
    from game.client.driver import Driver
    from game.client.menu import MainMenu
    from game.client.options import SettingsScene

    locale = tmp_path / "locale"
    (locale / "ru" / "LC_MESSAGES").mkdir(parents=True)
    (locale / "ru" / "LC_MESSAGES" / "tworivers.po").write_text('msgid "x"\nbroken\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    monkeypatch.setattr(i18n, "_broken", set())
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    try:
        i18n.set_language("en")
        d = Driver((1024, 640))
        d.app.reset(MainMenu(d.app))
        d.app.push(SettingsScene(d.app))
        d.click_button("language")  # tries Russian: it cannot be read
        assert i18n.current_language() == "" and d.app.settings.language == ""
        assert i18n.offered_languages() == ["en"]
    finally:
        i18n.set_language("")


def test_settings_cycles_language_back_with_a_right_click(tmp_path, monkeypatch):
    from game.client.driver import Driver
    from game.client.menu import MainMenu
    from game.client.options import SettingsScene

    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    try:
        i18n.set_language("en")
        d = Driver((1024, 640))
        d.app.reset(MainMenu(d.app))
        d.app.push(SettingsScene(d.app))
        d.frames(1)
        d.click(d.button("language").center, button=3)
        assert i18n.current_language() == "zh_CN"
        d.click(d.button("language").center)
        assert i18n.current_language() == ""
    finally:
        i18n.set_language("")


def test_lists_numbers_and_the_word_for_an_action_follow_the_language():
    """Play-test: Chinese lists mixed ASCII commas with full-width brackets ("公牛（你）, 狮子");
    Russian and Polish showed "0.5 с" / "0.5 s"; Polish said "akcje" in the top bar and
    "działania" in the prompt (docs/glossary-pl.md: akcja)."""
    from game.client.i18n import decimal, listing

    try:
        i18n.set_language("zh_CN")
        assert listing(["公牛（你）", "狮子"]) == "公牛（你）、狮子"
        assert decimal(0.5) == "0.5"
        i18n.set_language("ru")
        assert decimal(0.5) == "0,5" and decimal(2) == "2" and listing(["Бык", "Лев"]) == "Бык, Лев"
        i18n.set_language("pl")
        assert decimal(1.5) == "1,5"
        i18n.set_language("en")
        assert decimal(0.5) == "0.5" and listing(["Bull", "Lion"]) == "Bull, Lion"
    finally:
        i18n.set_language("")
    polish = catalogues.read_catalogue("pl")
    said = [m.id for m in polish if m.id and any("działa" in t for t in
                                                  (m.string if isinstance(m.string, tuple) else (m.string,)))]
    assert not said, said


def test_the_russian_pagodas_are_named_as_in_the_book():
    # The rule book names the black pagoda «суд» and the red one «гарнизон» in its text.
    from game.client.yangtze.words import pagoda_word

    try:
        i18n.set_language("ru")
        assert pagoda_word(0) == "пагода «суд» (чёрный)"
        assert pagoda_word(1) == "пагода «гарнизон» (красный)"
    finally:
        i18n.set_language("")
