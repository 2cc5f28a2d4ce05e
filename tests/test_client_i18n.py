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
    from game.client.datafolder import short_reason

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
