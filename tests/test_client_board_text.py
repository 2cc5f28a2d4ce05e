"""Text on and around the board readable at 1024×640 (and at the smallest window,
800×500), like the side column's: the words under the tray's pieces, Yellow &
Yangtze's market row, pagoda supply, bag count and capitals' plaques, and the
hover cards are never drawn below a 12-pixel font (`theme.SMALLEST`), and
still never overlap or leave their place in any language; a move's preview
stays off the board's column letters and row numbers."""

from __future__ import annotations

import importlib
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import i18n, theme, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import HOVER_DELAY, Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session, round_number  # noqa: E402
from game.client.table import drawing  # noqa: E402
from game.engine.grid import bits  # noqa: E402
from game.games import GAMES  # noqa: E402

LANGUAGES = list(i18n.LANGUAGE_NAMES)  # en, ru, pl, zh_CN
SIZES = [(1024, 640), (800, 500)]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    i18n.set_language("")


def new_game(game: str, size, language: str = "en"):
    """A new game in `language`, as on a first start on a system in that language."""
    os.environ["LANGUAGE"] = language  # the fixture's monkeypatch puts it back
    d = Driver(size)
    assert i18n.current_language() == ("" if language == "en" else language)
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")])
    setup.game = game
    scene = open_session(d.app, Session.new(setup, 2))  # the person starts: nothing moves
    d.frames(2)
    if scene.phase() == Phase.CURTAIN:
        d.click_button("reveal")
    return d, scene


def drawn(scene, surface) -> list[widgets.DrawnText]:
    widgets.drawn_texts = []
    try:
        scene.still_layer = None
        scene.draw(surface, 0.0)
        return widgets.drawn_texts
    finally:
        widgets.drawn_texts = None


def assert_readable(texts: list[widgets.DrawnText]) -> None:
    for t in texts:
        pixels = theme.font(t.size).get_height()
        assert t.size >= theme.SMALLEST and pixels >= 12, (t.text, t.size, pixels)


def assert_apart(rects, what) -> None:
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b), (what, a, b)


# Words side by side that name different things: further apart than a space (4 pixels at
# the smallest size), never read as one phrase ("revolt pagoda").
WORD_GAP = 6


def assert_gaps(rects, what) -> None:
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            if a.top < b.bottom and b.top < a.bottom:  # on one line
                gap = max(b.left - a.right, a.left - b.right)
                assert gap >= WORD_GAP, (what, a, b, gap)


# ---------------------------------------------------------------- the tray's words


class Crowded:
    """A state whose seat has the leaders `on` on the board and both catastrophes used."""

    catastrophes_left = (0, 0, 0, 0)

    def __init__(self, state, on):
        self._state = state
        self.on = on

    def __getattr__(self, name):
        return getattr(self._state, name)

    def leader_cell(self, seat, kind):
        return 0 if kind in self.on else -1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_the_words_under_the_tray_are_readable_and_never_overlap(game, size, language):
    d, scene = new_game(game, size, language)
    tray = importlib.import_module(f"game.client.{game}.tray")
    lay = scene.regions
    parts = lay.tray_parts
    leaders = len(parts.leaders)
    for on in ({1}, {0, 2}, {0, 1}, {1, 3}, {0, 2, 4}, set(range(leaders))):
        widgets.drawn_texts = []
        try:
            tray.draw_tray(d.app.screen, parts, Crowded(scene.state, on), scene.viewer, None, lay.scale)
            texts = widgets.drawn_texts
        finally:
            widgets.drawn_texts = None
        assert texts, on
        assert_readable(texts)
        assert_apart([t.rect for t in texts], (language, on))
        assert_gaps([t.rect for t in texts], ([t.text for t in texts], language, on))
        for t in texts:
            assert lay.bottom.contains(t.rect), (t.text, t.rect, lay.bottom)
            assert t.rect.right <= lay.bottom_buttons.left, (t.text, t.rect)
            slots = [r for rects in vars(parts).values() if isinstance(rects, list) for r in rects]
            assert not any(t.rect.colliderect(r) for r in slots), (t.text, t.rect)


@pytest.mark.parametrize("language, full, short", [("ru", "восстание", "бунт"), ("pl", "powstanie", "bunt")])
def test_the_peasants_revolt_is_named_by_the_glossarys_word_when_the_row_has_room(language, full, short):
    """Play-test: the tray called the peasants' revolt «бунт»/«bunt» (in Polish the leaders'
    revolt's word); the glossary's «восстание»/«powstanie» is shown unless the row is crowded."""
    d, scene = new_game("yangtze", (1024, 640), language)
    d.frames(2)
    words = [t.text for t in drawn(scene, d.app.screen)]
    assert full in words and short not in words
    tray = importlib.import_module("game.client.yangtze.tray")
    parts = scene.regions.tray_parts
    widgets.drawn_texts = []
    try:
        crowded_state = Crowded(scene.state, {0, 2, 4})
        tray.draw_tray(d.app.screen, parts, crowded_state, scene.viewer, None, scene.regions.scale)
        crowded = [t.text for t in widgets.drawn_texts]
    finally:
        widgets.drawn_texts = None
    assert short in crowded  # the short form, rather than words too close to read apart


# ---------------------------------------------------------------- the top bar


class Asking:
    """A state in which `pending` is asked of the seat after the one whose turn it is (the
    longest sentences: "Bull may support a kingdom in the war · turn of Crossbow")."""

    def __init__(self, state, pending, held=False):
        self._state = state
        self.pending = pending
        self.held = held
        self.to_move = (state.active + 1) % len(state.dynasties)
        self.pagodas = (None,) * 12
        self.war = type("War", (), {"cell": 100})()

    def __getattr__(self, name):
        return getattr(self._state, name)


PENDING = {
    "tigris": [None, "commit", "war", "monument", "treasure"],
    "yangtze": [None, "commit", "support", "winner", "lose", "pagoda", "market", "chain"],
}


def assert_top_bar_readable(scene, surface, sentence: str, what) -> None:
    """The top bar's sentence at a readable size (on one line or more), clear of the
    buttons, the round and the counters, within the bar."""
    top = scene.regions.top
    texts = [t for t in drawn(scene, surface) if t.rect.colliderect(top)]
    buttons = [b.rect for b in scene.buttons.buttons if b.rect.colliderect(top)]
    labels = [t for t in texts if any(r.contains(t.rect) for r in buttons)]
    info = scene.presentation.info(scene.state)
    round_words = i18n._("Round {n}").format(n=round_number(scene.state))
    facts = [t for t in texts if t.text in (info, round_words)]
    lines = [t for t in texts if t not in labels and t not in facts]
    assert "".join(t.text for t in lines).replace(" ", "") == sentence.replace(" ", ""), what
    assert_readable(lines + facts)
    for line in lines:
        assert top.contains(line.rect), (what, line.text, line.rect)
        for rect in buttons + [t.rect for t in facts]:
            assert not line.rect.colliderect(rect), (what, line.text, line.rect, rect)
    assert_apart([t.rect for t in lines], what)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_top_bar_s_sentence_is_readable_at_800x500(game, language, monkeypatch):
    d, scene = new_game(game, (800, 500), language)
    state = scene.state
    presentation = scene.presentation
    sentences = [presentation.status(Asking(state, pending), scene.names) for pending in PENDING[game]]
    # The turn's actions done, waiting for "End turn".
    held = i18n._("{who}'s actions are done: end the turn or undo")
    sentences.append(held.format(who=scene.names.plain[0]))
    # The longest counters: a war on, many pagodas built.
    info = presentation.info(Asking(state, None))
    monkeypatch.setattr(presentation, "info", lambda _state: info)
    for sentence in sentences:
        monkeypatch.setattr(presentation, "status", lambda _state, _names, sentence=sentence: sentence)
        assert_top_bar_readable(scene, d.app.screen, sentence, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_war_s_support_is_told_readably_in_the_top_bar_at_800x500(language):
    """The play-test's case, as played: a black tile starts a war at J3 with three people at
    the screen; the next one is asked for support ("… · turn of Crossbow", "War at J3")."""
    from game.engine.yangtze.pieces import BLACK

    from .test_client_yangtze import cell, open_position, reveal_if_asked, tile_slot, war_position

    os.environ["LANGUAGE"] = language  # the fixture's monkeypatch puts it back
    d, scene = open_position(war_position(), [Seat(HUMAN)] * 3, (800, 500))
    d.click(tile_slot(scene, BLACK).center)
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    assert scene.decision == "support" and scene.state.to_move != scene.state.active
    sentence = scene.presentation.status(scene.state, scene.names)
    assert_top_bar_readable(scene, d.app.screen, sentence, language)


# ---------------------------------------------------------------- Yellow & Yangtze's board


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_market_the_pagoda_supply_the_bag_and_the_capitals_are_readable(size, language):
    d, scene = new_game("yangtze", size, language)
    board = scene.board
    texts = [t for t in drawn(scene, d.app.screen) if t.rect.colliderect(board.strip)]
    assert len(texts) >= 1 + 5 + 1, [t.text for t in texts]  # "Market", the five counts, the bag's
    assert_readable(texts)
    assert_apart([t.rect for t in texts], language)
    for t in texts:
        assert scene.regions.board.contains(t.rect), (t.text, t.rect)
    market = [board.market_rect(i) for i in range(6)]
    things = market + [board.bag_rect()]
    for t in texts:
        assert not any(t.rect.colliderect(r) for r in things), (t.text, t.rect)
    plaques = board.capital_plaques(scene.state)
    assert len(plaques) == 7
    for word, plaque in plaques:
        assert plaque.height - 2 >= 14, (word, plaque)  # a 17 (12-pixel) font's line in its frame
        assert scene.regions.board.contains(plaque) and not plaque.colliderect(board.strip), word
        if size == (1024, 640):  # no wider than its hex: the tiles beside it stay uncovered
            assert plaque.width <= board.cell_rect(0).width, (word, plaque)
    assert_apart([p for _w, p in plaques], language)


# ---------------------------------------------------------------- hover cards


def hover(d, pos):
    d.point(pos)
    d.frames(int(HOVER_DELAY * 60) + 3)


@pytest.fixture
def cards(monkeypatch):
    """The rectangles of the hover cards drawn."""
    found = []
    real = drawing.draw_card

    def draw_card(*args, **kwargs):
        rect = real(*args, **kwargs)
        found.append(rect)
        return rect

    monkeypatch.setattr(drawing, "draw_card", draw_card)  # where the table draws cards
    return found


@pytest.mark.parametrize("language, size", [("en", (1024, 640)), ("ru", (1024, 640)), ("ru", (800, 500))])
@pytest.mark.parametrize("game", GAMES)
def test_hover_cards_are_readable_at_1024x640(game, language, size, cards):
    d, scene = new_game(game, size, language)
    other = next(seat for seat in scene.regions.seats if seat != scene.viewer)
    seat = scene.regions.seats[other]
    leader = scene.regions.tray_parts.leaders[0]
    places = [scene.info_rect().center, (seat.centerx, seat.top + 8), leader.center]
    if game == "yangtze":
        places += [scene.board.supply_slots()[1].center, scene.board.bag_rect().center]
    for pos in places:
        hover(d, pos)
        assert scene.card is not None, pos
        cards.clear()
        texts = drawn(scene, d.app.screen)
        assert cards, pos
        rect = cards[-1]
        assert d.app.screen.get_rect().contains(rect), (pos, rect)
        inside = [t for t in texts if rect.contains(t.rect)]
        assert len(inside) >= 2, pos
        assert_readable(inside)
        d.point((5, scene.regions.board.centery))
        d.frames(2)


@pytest.mark.parametrize("game", GAMES)
def test_a_move_s_preview_keeps_off_the_board_s_letters_and_numbers(game, cards):
    d, scene = new_game(game, (1024, 640))
    d.click(scene.regions.tray_parts.tiles[0].center)
    d.frames(2)
    panel = scene.panel
    assert panel.selection is not None
    board = scene.board
    lit = panel.targets()
    shown = 0
    for cell in range(32 * 32):
        if not (lit >> cell) & 1:
            continue
        rect = board.cell_rect(cell)
        # Cells near the top or left edge: a card beside them could reach the coordinates.
        if rect.top > board.rect.top + 2.5 * rect.height and rect.left > board.rect.left + 2 * rect.width:
            continue
        d.point(rect.center)
        d.frames(2)
        if panel.tooltip() is None:
            continue
        cards.clear()
        drawn(scene, d.app.screen)
        assert cards
        card = cards[-1]
        assert board.rect.contains(card), (cell, card, board.rect)
        assert not card.colliderect(rect.inflate(-4, -4)), cell  # nor over the cell itself
        shown += 1
        if shown >= 8:
            break
    assert shown >= 2


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [*SIZES, (1280, 800)])
def test_the_row_numbers_are_whole_and_readable_at_every_size(game, size):
    """Left of the cells, every row's number in full ("10" and "11" cut to "L0" at 800×500
    once), at the smallest readable size (`theme.SMALLEST`'s digits have 8-9 px of solid
    ink; the old 11-point numbers had 6), inside the board's area of the window."""
    d, scene = new_game(game, size)
    scene.still_layer = None
    scene.draw(d.app.screen, 0.0)
    area, cells = scene.regions.board, scene.board.rect
    strip = pygame.Rect(area.left, cells.top, cells.left - area.left, cells.height)
    screen = d.app.screen.subsurface(strip)
    ink = pygame.mask.from_threshold(screen, (*theme.TEXT_DIM, 255), (40, 40, 40, 255))
    digits = [r.move(strip.topleft) for r in ink.get_bounding_rects() if r.height >= 6]
    rows = {}
    for r in digits:
        rows.setdefault(r.centery // 8, []).append(r)
    assert len(rows) == scene.state.board.grid.height, sorted(rows)
    widths = [max(r.right for r in row) - min(r.left for r in row) for row in rows.values()]
    assert max(widths) > 1.5 * min(widths)  # "10", "11" as wide as two digits: whole
    for r in digits:
        assert r.height >= 8 and r.left > area.left, (r, area)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_yangtzes_market_and_blue_chain_panels_and_their_hints_are_readable(size, language):
    """Re-check: the colour words under the market's tiles were drawn at 10 (800×500) and 11
    (1024×640), each panel's explanation and the bottom bar's hint at 14–15. Every text of
    the two panels and the hint at least `theme.SMALLEST`, within its panel, the words apart
    and off the panel's button (the panel grows rather than shrink them)."""
    from game.client.yangtze.testing import hand_slots, market_slots
    from game.engine.yangtze.pieces import BLUE, GREEN
    from tests.test_client_yangtze import cell, open_position, position

    os.environ["LANGUAGE"] = language
    black = {"black": "C7 F8 L8 J4 O2 P6 J12"}
    hands = ["green blue blue blue black yellow", "red red red black black blue"]
    text = position(black, hands, market="yellow green black blue red green")
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)], size)
    assert i18n.current_language() == ("" if language == "en" else language)

    def check(panel_name: str, button: str) -> None:
        assert game.decision == panel_name
        texts = drawn(game, d.app.screen)
        panel = game.panel.rect
        inside = [t for t in texts if panel.collidepoint(t.rect.center)]
        assert all(panel.contains(t.rect) for t in inside), [t.text for t in inside]
        # The panel's texts and the hint (the buttons' labels are the shared Button's).
        assert_readable(inside + [t for t in texts if t.text == game.panel.hint()])
        pressed = game.buttons.by_name(button).rect
        label = game.buttons.by_name(button).label  # drawn with its key's hint after it
        assert not any(t.rect.colliderect(pressed) for t in inside if not t.text.startswith(label))
        assert any(t.text == game.panel.hint() for t in texts)  # the bottom bar's hint, drawn readable

    d.click(next(rect for rect, colour in hand_slots(game) if colour == GREEN).center)
    d.click_cell(cell("A2"))
    check("market", "no market")
    row, pressed = market_slots(game)[0][0], game.buttons.by_name("no market").rect
    inside = [t.rect for t in drawn(game, d.app.screen) if game.panel.rect.contains(t.rect)]
    words = [r for r in inside if r.top > row.bottom and r.bottom < pressed.top]
    assert len(words) == 6
    assert_gaps(words, "market colour words")
    d.click_button("no market")
    d.click(next(rect for rect, colour in hand_slots(game) if colour == BLUE).center)
    d.click_cell(cell("C9"))
    check("chain", "done")


@pytest.mark.parametrize("language", LANGUAGES)
def test_yangtzes_war_loss_hint_is_readable_at_800x500(language):
    """Re-check: "Remove 6 more red tiles from the winning kingdom" shrank to 14 in the bottom
    bar (Polish to 16 even at the readable size: its words were made shorter)."""
    from tests.test_client_yangtze import open_position, war_position, war_to_the_losses

    os.environ["LANGUAGE"] = language
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (800, 500))
    war_to_the_losses(d, game)
    hint = [t for t in drawn(game, d.app.screen) if t.text == game.panel.hint()]
    assert hint, game.panel.hint()
    assert_readable(hint)


def two_people_at_800x500(game: str, language: str):
    """A new hot-seat game of two people at 800×500 in `language`, the first one's tiles shown;
    the driver, the scene and the game's test helpers."""
    testing = importlib.import_module(f"game.client.{game}.testing")
    os.environ["LANGUAGE"] = language
    d = Driver((800, 500))
    setup = GameSetup([Seat(HUMAN), Seat(HUMAN)])
    setup.game = game
    scene = open_session(d.app, Session.new(setup, 3))
    d.frames(2)
    d.click_button("reveal")
    return d, scene, testing


def button_labels(scene, surface) -> list[tuple[str, int]]:
    """Each button's label as drawn: (text, size)."""
    texts = drawn(scene, surface)
    return [
        (t.text, t.size)
        for button in scene.buttons.buttons
        if button.label
        for t in texts
        if t.text.startswith(button.label) and button.rect.contains(t.rect)
    ]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_bars_button_labels_are_readable_at_800x500(game, language):
    """Play-test: at 800×500 "Kingdoms" (the top bar's button was sized for a smaller font
    than its label is drawn at), «Конец хода» and "Koniec tury" (the bottom bar's grid too
    narrow) were shrunk under theme.SMALLEST. Every label of both bars, at the start, with
    "Pass: sure?" asked, after one action ("End turn") and after two (confirming the turn)."""
    d, scene, testing = two_people_at_800x500(game, language)
    labels = button_labels(scene, d.app.screen)
    d.click_button("pass")  # with two actions left: asks "Pass: sure?"
    assert scene.end_armed
    labels += button_labels(scene, d.app.screen)
    d.frames(200)  # the question lapses
    for _action in range(2):
        rect, _colour = testing.hand_slots(scene)[0]
        d.click(rect.center)
        d.click_cell(min(bits(testing.targets(scene))))
        d.frames(2)
        labels += button_labels(scene, d.app.screen)
    assert scene.phase() == Phase.CONFIRM
    names = [text for text, _size in labels]
    for label in ("Kingdoms", "Pass: sure?", "End turn", "Undo"):
        assert any(text.startswith(i18n._(label)) for text in names), (label, names)
    assert all(size >= theme.SMALLEST for _text, size in labels), labels


def hint_lines(scene, surface) -> list[widgets.DrawnText]:
    return [t for t in drawn(scene, surface) if t.rect.colliderect(scene.regions.hint)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_bottom_hint_is_readable_at_800x500(game, language):
    """Play-test: at 800×500 the bottom bar's hint was shrunk to fit its line, to 13 in
    Russian ("Ваш ход: выберите жетон, вождя или катастрофу (осталось 2 действия)") and 12
    for «Ваши действия сделаны: …». It takes two lines there, at theme.SMALLEST, above the
    tray's pieces (which keep their size), at the start of a turn, with a leader chosen and
    when confirming the turn."""
    d, scene, testing = two_people_at_800x500(game, language)
    parts = scene.regions.tray_parts
    pieces = [r for rects in vars(parts).values() if isinstance(rects, list) for r in rects]
    seen = []
    seen.append(hint_lines(scene, d.app.screen))
    d.click(parts.leaders[0].center)  # "Place the {leader} next to a temple"
    seen.append(hint_lines(scene, d.app.screen))
    d.key(pygame.K_ESCAPE)
    for _action in range(2):
        rect, _colour = testing.hand_slots(scene)[0]
        d.click(rect.center)
        d.click_cell(min(bits(testing.targets(scene))))
        d.frames(2)
    assert scene.phase() == Phase.CONFIRM
    seen.append(hint_lines(scene, d.app.screen))
    for texts in seen:
        assert texts, seen
        assert_readable(texts)
        assert_apart([t.rect for t in texts], language)
        for t in texts:
            assert scene.regions.bottom.contains(t.rect), (t.text, t.rect)
            assert t.rect.right <= scene.regions.bottom_buttons.left, (t.text, t.rect)
            assert not any(t.rect.colliderect(r) for r in pieces), (t.text, t.rect)
    confirm = i18n._("Your actions are done: End turn [E], or Undo [Z] to change them")
    assert "".join(t.text for t in seen[-1]).replace(" ", "") == confirm.replace(" ", "")


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_choice_of_the_next_war_is_readable(language, size):
    """Play-test: a tile uniting two kingdoms each with all four leaders starts four wars;
    at 800×500 their buttons, two abreast, had the Russian labels («Внешний конфликт:
    жрецы: Бык (вы) 2 против Лев 2») shrunk to a 10-pixel font. Every label whole, inside
    its button, at least theme.SMALLEST (one column when two do not fit)."""
    from tests.conftest import start_position_toml
    from tests.test_client_turns import cell, hand_slots, open_position

    os.environ["LANGUAGE"] = language
    text = start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["black", "black", "red", "red", "red", "green"],
                "leaders": {"king": "C6", "priest": "B5", "farmer": "A5", "trader": "B6"},
            },
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "red", "green", "green", "red"],
                "leaders": {"king": "E6", "priest": "F5", "farmer": "G5", "trader": "F6"},
            },
        ],
        red=["C5", "E5", "A6", "G6"],
        black=[],
    )
    d = Driver(size)
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(cell("D6"))
    assert game.decision == "war"
    texts = drawn(game, d.app.screen)
    wars = [b for b in game.buttons.buttons if b.name.startswith("war ")]
    assert len(wars) == 4
    for button in wars:
        labels = [t for t in texts if t.text == button.label]
        assert labels, (button.label, [t.text for t in texts])
        for t in labels:
            assert button.rect.contains(t.rect) and game.panel.rect.contains(button.rect), (t.text, t.rect)
        assert_readable(labels)
