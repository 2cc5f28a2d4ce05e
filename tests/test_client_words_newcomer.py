"""Issue 30: words and results a newcomer reads right (mostly Yellow & Yangtze). A war's result
has its banner as a revolt's has (who won, the two totals of the log, what the losers lost);
"give up 0 red tiles" is said as nothing to give up; the hint says its figures in plain words
(and when the two best moves are too close to tell apart), the figures small below; the
peasants' revolt and the 2-green build say the off-board leader stays off the board; the pagoda
panel says who scores a pagoda and that it is free; measured support without jargon; undo
never takes back a settled war (as Tigris & Euphrates' conflicts); the log's notation lines
in the player's language, and hidden as the setting says (the review's clicks too)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from ai import parallel  # noqa: E402
from ai.advice import PLANNED, SEARCHED, Advice, Option  # noqa: E402
from game.client import anims, i18n, theme  # noqa: E402
from game.client.hover_card import card_lines  # noqa: E402
from game.client.log_view import log_rows, metrics  # noqa: E402
from game.client.notation_words import shown_notation  # noqa: E402
from game.client.presentation import Card  # noqa: E402
from game.client.table import hint  # noqa: E402
from game.client.tigris.variant_rules import topics  # noqa: E402
from game.client.tigris.variant_words import VARIANT_ABOUT  # noqa: E402
from game.client.yangtze.words import describe  # noqa: E402
from game.engine.grid import cell_name  # noqa: E402
from game.engine.yangtze import events as ev  # noqa: E402
from game.engine.yangtze.pieces import BLACK, GREEN, RED  # noqa: E402

from .test_client_yangtze import (  # noqa: E402
    HUMAN,
    Seat,
    cell,
    open_position,
    position,
    reveal_if_asked,
    tile_slot,
    war_position,
    war_sides,
    war_to_the_losses,
)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    yield
    i18n.set_language("")


NAMES = ["Crossbow", "Bull", "Vase"]


# ---------------------------------------------------------------- 1, 7: a war's result and undo


def test_a_wars_result_has_a_banner_with_the_totals_of_the_log_and_what_the_losers_lost():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    # The war of `war_to_the_losses`, its last click (Crossbow names kingdom B the winner of the
    # tie at 4) animated.
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
    assert game.decision == "lose"
    banner = next(a for a in game.anim_list if isinstance(a, anims.Banner) and a.counts is not None)
    line = next(line.text for line in game.log if " wins the war, " in line.text)
    assert banner.text == "Kingdom B wins"
    assert line.split(", ")[1].startswith(f"{banner.counts[0]} : {banner.counts[1]}"), (line, banner.counts)
    assert banner.counts == (4, 4)
    names = game.names.plain  # as a revolt's banner: "Crossbow 4 : 4 Bull"
    assert banner.sides == (names[0], names[1]), banner.sides
    # What the loser lost, as the log tells it: its soldier (the doubled colour), its red tiles.
    lost = [line.text for line in game.log if "loses the war and leaves" in line.text]
    removed = [line.text for line in game.log if "red tile" in line.text and "removed" in line.text]
    assert lost and banner.detail.startswith("Kingdom A loses ") and "soldier" in banner.detail, banner.detail
    if removed:
        assert removed[0].split()[0] in banner.detail, (removed, banner.detail)
    # Placed as a revolt's banner (`banners.area`): off the decision's panel on screen.
    area = banner.where(banner.width(game.regions.scale))
    assert game.panel is None or game.panel.rect is None or not area.colliderect(game.panel.rect)


def test_no_undo_takes_back_a_settled_war_as_none_takes_back_a_settled_revolt():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    war_to_the_losses(d, game)
    # Crossbow supported last and named the winner: the war's result is out, and with it what
    # Bull and Vase decided. Undo is greyed out, as in Tigris & Euphrates after a conflict.
    assert game.state.to_move == 0 and game.decision == "lose"
    assert not game.session.can_undo()
    assert not game.buttons.by_name("undo").enabled


# ---------------------------------------------------------------- 2, 4: the log's sentences


def war_resolved(losses: int, strengths=(3, 0)) -> ev.WarResolved:
    return ev.WarResolved(cell("B2"), (cell("B2"), cell("H2")), strengths, losses, ((0,), (1,)))


def test_a_war_won_against_no_strength_says_nothing_is_given_up():
    text = describe(war_resolved(0), NAMES)
    assert "0 red" not in text and "gives up no red tile" in text, text
    assert "2 red tiles" in describe(war_resolved(2, (3, 2)), NAMES)


@pytest.mark.parametrize("language, forms", [
    ("ru", ("красный тайл", "красных тайла", "красных тайлов")),
    ("pl", ("czerwony żeton", "czerwone żetony", "czerwonych żetonów")),
])
def test_the_war_sentences_plural_forms_in_russian_and_polish(language, forms):
    i18n.set_language(language)
    for n, form in zip((1, 2, 5), forms, strict=True):
        assert f"{n} {form}" in describe(war_resolved(n, (6, n)), NAMES)
    assert " 0 " not in describe(war_resolved(0), NAMES)


def test_the_peasants_revolt_and_the_build_keep_the_off_board_leader_off_the_board():
    revolt = describe(ev.PeasantsRevolt(0, cell("F4"), RED, True), NAMES)
    assert "and the farmer" not in revolt and "stays" in revolt and "one blue tile" in revolt, revolt
    assert "two blue tiles" in describe(ev.PeasantsRevolt(0, cell("F4"), RED, False), NAMES)
    build = describe(ev.GreensDiscarded(0, 1, True), NAMES)
    assert "and the trader" not in build and "stays" in build, build


# ---------------------------------------------------------------- 5: the pagoda panel


def test_the_pagoda_panel_says_the_pagoda_is_free_and_scores_for_whoever_has_the_leader():
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "green": "A1 B1"},
        ["green green red blue black yellow", "red red red black black blue"],
    )
    from game.client.session import COMPUTER

    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(tile_slot(game, GREEN).center)
    d.click_cell(cell("A2"))
    assert game.decision == "pagoda"
    words = game.panel.subtitle()
    assert "free" in words and "whoever" in words and "your leader" not in words, words
    # The rules (F1) say so too: free, and scoring for whoever's leader is in the kingdom.
    from game.client.yangtze.rules_sections import SECTIONS

    rules = " ".join(next(section for section in SECTIONS if section.id == "pagodas").paragraphs)
    assert "free" in rules and "whoever built it" in rules, rules


# ---------------------------------------------------------------- 6: measured support


def test_measured_support_is_said_without_jargon():
    about = VARIANT_ABOUT["measured-support"]
    rules = " ".join(topics()[0].paragraphs)
    for text in (about, rules):
        assert "base" not in text and "commits" not in text, text
    assert "tie goes to the defender" in about


# ---------------------------------------------------------------- 3: the hint's words


def advice(best: float, rival: float, noise: float | None, how: str = SEARCHED) -> Advice:
    return Advice(0, ("tile", 1), how, Option(("tile", 1), best, 40), Option(("tile", 2), rival, 40),
                  noise, 40 if how == SEARCHED else 0)


def say(action) -> str:
    return f"Place at {action[1]}."


def test_the_hint_says_its_win_chances_in_games_in_ten():
    words = hint.reasons(advice(0.71, 0.58, 0.02), None, say)
    assert words == ["This move wins about 7 games in 10 from here; the next best, “Place at 2”, "
                     "about 6 games in 10."], words
    # The figures stay, small, below.
    figures = hint.figures(advice(0.71, 0.58, 0.02))
    assert figures and "71%" in figures[0] and "58%" in figures[0]


def test_the_hint_says_when_the_two_best_moves_are_too_close_to_tell_apart():
    words = hint.reasons(advice(0.64, 0.62, 0.03), None, say)
    assert len(words) == 1 and "about as good as “Place at 2”" in words[0], words
    assert "tell apart" in words[0]
    # Planned (no noise measured): said as the plan's, never as too close.
    planned = hint.reasons(advice(0.64, 0.42, None, PLANNED), None, say)
    assert "about 4 games in 10" in planned[0] and "tell apart" not in planned[0]


def test_the_hints_figures_are_the_cards_small_print():
    rows, _width, _height = card_lines(Card("Title", ["words"], __import__("pygame").Rect(0, 0, 1, 1),
                                            notes=["Win chance 71% against 58%"]), 1.0)
    word_row = next(r for r in rows if r[0] == "words")
    note_row = next(r for r in rows if r[0].startswith("Win chance"))
    assert note_row[1] <= word_row[1] and note_row[2] == theme.TEXT_DIM and rows[-1] == note_row


# ---------------------------------------------------------------- 8: the notation lines


def test_the_notation_lines_words_follow_the_language_and_the_cells_stay():
    assert shown_notation("tile red F4", "yangtze") == "tile red F4"
    i18n.set_language("ru")
    assert shown_notation("tile red F4", "yangtze") == "тайл красный F4"
    assert shown_notation("tile red F4", "tigris") == "жетон красный F4"
    assert shown_notation("leader farmer C6", "yangtze") == "лидер земледелец C6"
    assert shown_notation("monument black-red G5", "tigris") == "монумент чёрный-красный G5"
    assert shown_notation("support C5 3 soldier", "yangtze") == "поддержать C5 3 солдат"
    i18n.set_language("zh_CN")  # cells and counts as they are, in every language
    assert shown_notation("commit 2 governor", "yangtze").split()[1] == "2"
    assert cell_name(cell("F4")) in shown_notation("tile red F4", "yangtze")


def test_the_log_draws_the_notation_in_the_language_and_hides_it_when_set():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    war_to_the_losses(d, game)
    d.app.settings.language = "ru"  # the window's setting, then the catalogue
    i18n.set_language("ru")
    drawn: list[str] = []
    import game.client.log_view as log_view

    real = log_view.draw_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    log_view.draw_text = spy
    try:
        game.language_changed()
        d.frames(2)
        notation = [t for t in drawn if t.startswith("    ")]
        assert any("поддержать" in t for t in notation), notation
        d.app.settings.log_notation = False  # the still image is drawn again: its key holds it
        drawn.clear()
        d.frames(2)
        assert drawn and not [t for t in drawn if t.startswith("    ")]
    finally:
        log_view.draw_text = real


def test_the_reviews_log_clicks_follow_the_rows_drawn_when_the_notation_is_hidden():
    from .test_client_review import played

    parallel.configure(1)
    try:
        session = played(40)
        from game.client.driver import Driver

        d = Driver((1024, 640))
        d.app.settings.log_notation = False
        d.app.open("review", session)
        d.frames(2)
        review = d.top
        import pygame

        d.key(pygame.K_END)
        d.frames(2)
        mode = review.mode
        lay = review.regions
        size, line_h, inner = metrics(lay.log, lay.scale)
        visible = max(1, inner.height // line_h)
        scroll = review.log_scroll
        rows, _more = log_rows(review.log, review.colours, inner.width, size, visible + scroll, False)
        top = rows[max(0, len(rows) - scroll - visible)][3]  # the line drawn in the first row
        number = mode.log_decision_at((inner.centerx, inner.top + line_h // 2))
        lines_of = review.turns.log.lines_of
        expected = next((n for n, lines in lines_of.items() if top in lines),
                        max((n for n, lines in lines_of.items() if lines.start <= top), default=0))
        assert number == expected
    finally:
        parallel.configure(None)



def test_the_lessons_say_a_war_won_against_no_strength_and_the_farmer_staying_off_the_board():
    from game.lessons.speaker import Speaker
    from game.lessons.yangtze import describe as lesson_describe

    speaker = Speaker(NAMES, 1)
    text = str(lesson_describe(war_resolved(0), speaker))
    assert "lose 0" not in text and "loses no red" in text, text
    assert "lose 2 red" in str(lesson_describe(war_resolved(2, (3, 2)), speaker))
    revolt = str(lesson_describe(ev.PeasantsRevolt(1, cell("F4"), RED, True), speaker))
    assert "and the off-board farmer" not in revolt and "stays off the board" in revolt, revolt
