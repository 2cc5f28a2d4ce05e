"""A new player's play-test: hover cards on the pagoda supply, the bag and the
other seats' cards (never showing what is hidden); a backdrop of its own for
each game's main menu; a banner and a message never drawn over each other;
the summary's words for a decision the window made; withdrawing a leader in
the rules; text in the side column readable at 1024×640."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import anims  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import HOVER_DELAY, Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.summary import Entry  # noqa: E402
from game.games import GAMES  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def new_game(game: str = "tigris", size=(1280, 800), seats=None, open_scoring=False):
    d = Driver(size)
    setup = GameSetup(seats or [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")])
    setup.game = game
    setup.open_scoring = open_scoring
    scene = open_session(d.app, Session.new(setup, 2))  # the person starts: nothing moves
    d.frames(2)
    assert scene.state.active == scene.viewer == 0
    if scene.phase() == Phase.CURTAIN:
        d.click_button("reveal")
    return d, scene


def hover(d: Driver, pos):
    d.point(pos)
    d.frames(int(HOVER_DELAY * 60) + 3)
    return d.game.card


def card_text(card) -> str:
    return " ".join([card.title, *card.lines])


# ---------------------------------------------------------------- hover cards


def test_each_pagoda_in_the_supply_says_what_it_is_how_many_are_left_and_how_one_is_built():
    d, scene = new_game("yangtze")
    slots = scene.board.supply_slots()
    assert len(slots) == 5
    state = scene.state
    for colour, slot in enumerate(slots):
        card = hover(d, slot.center)
        assert card is not None, colour
        text = card_text(card)
        assert "pagoda" in card.title and str(state.pagoda_supply(colour)) in card.title
        counts = [state.pagoda_supply(c) for c in range(5)]
        left = "Left in the supply: black {} · red {} · blue {} · green {} · yellow {}".format(*counts)
        assert left in text
        assert "two green tiles" in text and "triangle" in text
        d.point((5, scene.regions.board.centery))


@pytest.mark.parametrize("game", GAMES)
def test_the_bag_in_the_top_bar_says_how_many_tiles_are_left(game):
    d, scene = new_game(game)
    card = hover(d, scene.info_rect().center)
    assert card is not None
    assert str(scene.state.bag_count) in card.title and "bag" in card_text(card).lower()
    assert "six" in card_text(card)


COLOUR_WORDS = ("black", "red", "blue", "green", "yellow")


@pytest.mark.parametrize("game", GAMES)
def test_another_seat_s_card_says_what_is_known_and_nothing_hidden(game):
    d, scene = new_game(game)
    you = scene.viewer
    other = next(seat for seat in scene.regions.seats if seat != you)
    rect = scene.regions.seats[other]
    card = hover(d, (rect.left + rect.width // 2, rect.top + 8))
    assert card is not None and card.title == scene.names.plain[other]
    text = card_text(card)
    assert "6 tiles in hand" in text and "only its owner sees" in text
    assert "Points hidden" in text
    # Neither the hand's colours nor any points: no colour is named at all.
    assert not any(word in text.lower().split() for word in COLOUR_WORDS), text
    assert "Off the board:" in text


@pytest.mark.parametrize("game", GAMES)
def test_with_open_scoring_a_seat_s_card_shows_its_points(game):
    d, scene = new_game(game, open_scoring=True)
    other = next(seat for seat in scene.regions.seats if seat != scene.viewer)
    rect = scene.regions.seats[other]
    card = hover(d, (rect.left + rect.width // 2, rect.top + 8))
    assert card is not None
    assert "Points hidden" not in card_text(card) and "black 0" in card_text(card).lower()


# ---------------------------------------------------------------- messages


@pytest.mark.parametrize("game", GAMES)
def test_a_banner_keeps_clear_of_the_message_on_screen(game):
    d, scene = new_game(game)
    d.app.notify("A message at the foot of the board")
    d.frames(1)
    message = d.app.message_rect()
    assert message is not None
    board = scene.regions.board
    # Cells in every band a banner may take but the one over the message: without
    # the message, that band would be the clearest.
    s = scene.regions.scale
    bands = []
    for fraction in (0.5, 0.22, 0.78, 0.12, 0.88):
        band = board.copy()
        band.height = int(100 * s)
        band.centery = board.top + int(board.height * fraction)
        band.clamp_ip(board)
        bands.append(band)
    free = [b for b in bands if b.colliderect(message)]
    assert free, "the test expects one band over the message"
    cells = set()
    for band in bands:
        if band.colliderect(message):
            continue
        for c in range(32 * 32):
            try:
                rect = scene.board.cell_rect(c)
            except (IndexError, KeyError, ValueError):
                continue
            if rect.width and band.colliderect(rect) and not any(rect.colliderect(f) for f in free):
                cells.add(c)
                break
    banner = anims.Banner("War!", "", (200, 60, 50), scene.banner_area(cells), 0.0, 2.0)
    scene.add_banner(banner)
    d.frames(3)
    assert not banner.where(None).colliderect(message)


# ---------------------------------------------------------------- the summary's words


def test_the_window_ending_a_blue_chain_is_said_in_words():
    from game.client.yangtze.words import forced_line

    line = forced_line(Entry(3, 0, [], True, "done"))
    assert "done" not in line and "blue chain" in line
    line = forced_line(Entry(3, 0, [], True, "lose G7"))
    assert "G7" in line and "lose" not in line.split()
    for game in GAMES:
        module = __import__(f"game.client.{game}.words", fromlist=["forced_line"])
        line = module.forced_line(Entry(3, 0, [], True, "winner G7"))
        assert "made your only possible decision" not in line


# ---------------------------------------------------------------- the rules


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_leaders_page_says_how_to_withdraw_a_leader(game):
    from game.client.registry import presentation_for

    topics = presentation_for(game).rules_topics()
    leaders = next(t for t in topics if t.title == "Leaders")
    text = " ".join(leaders.paragraphs)
    assert "Withdraw (W)" in text and "back to your supply" in text


# ---------------------------------------------------------------- the menus' backdrop


def test_each_game_has_its_own_skyline_in_the_menus():
    import pygame

    from game.client.registry import backdrop_for

    d = Driver((1280, 800))

    def skyline() -> bytes:
        d.frames(2)
        w, h = d.app.size
        band = pygame.Rect(int(w * 0.6), int(h * 0.58) - 150, int(w * 0.25), 140)  # the landmark's
        return pygame.image.tobytes(d.app.screen.subsurface(band).copy(), "RGB")

    d.click_button("game tigris")
    tigris = skyline()
    d.click_button("game yangtze")
    yangtze = skyline()
    assert tigris != yangtze
    assert backdrop_for("yangtze").RIVERS != backdrop_for("tigris").RIVERS  # the Yellow River's silt
    d.click_button("new")  # the new game's screen shows the chosen game's land too
    d.frames(2)
    from game.client import backdrop

    assert backdrop.cached_games() == ["yangtze"]


# ---------------------------------------------------------------- the side column's text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(1024, 640), (800, 500)])
def test_no_text_in_the_side_column_is_smaller_than_twelve_pixels(game, size):
    from game.client import theme, widgets

    seats = [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]
    d, scene = new_game(game, size, seats=seats)
    widgets.drawn_texts = []
    try:
        scene.still_layer = None
        scene.draw(d.app.screen, 0.0)
        side = scene.regions.side
        texts = [t for t in widgets.drawn_texts if side.contains(t.rect)]
    finally:
        widgets.drawn_texts = None
    assert len(texts) >= 10  # names, roles, tiles, "score hidden", the log
    for t in texts:
        pixels = theme.font(t.size).get_height()
        assert t.size >= theme.SMALLEST and pixels >= 12, (t.text, t.size, pixels)


@pytest.mark.parametrize("game, lesson", [("tigris", "tigris/02-scoring"), ("yangtze", "yangtze/03-scoring")])
def test_a_lesson_s_seat_rows_and_step_count_are_readable_at_1024x640(game, lesson):
    from game.client import theme, widgets

    d = Driver((1024, 640))
    d.click_button("learn")
    d.click_button(f"game {game}")
    d.click_button(lesson)
    scene = d.top
    assert scene.lesson.id == lesson
    widgets.drawn_texts = []
    try:
        scene.still_layer = None
        scene.draw(d.app.screen, 0.0)
        rows = list(scene.regions.seats.values())
        texts = [t for t in widgets.drawn_texts if any(r.contains(t.rect) for r in rows)]
        step = [t for t in widgets.drawn_texts if t.text.startswith("step ")]
    finally:
        widgets.drawn_texts = None
    assert len(texts) >= 2 * 5 and step  # the names and the points
    for t in texts + step:
        assert t.size >= theme.SMALLEST, (t.text, t.size)


# ---------------------------------------------------------------- the menus: rules, and pages over a game


@pytest.mark.parametrize("game", GAMES)
def test_the_main_menu_opens_the_rules_of_the_game_it_shows(game):
    from game.client.help_scene import HelpScene

    d = Driver((1024, 640))
    d.click_button(f"game {game}")
    d.click_button("rules")
    assert isinstance(d.top, HelpScene) and d.top.game == game
    d.key(pygame.K_ESCAPE)
    assert d.top.buttons.by_name("rules") is not None  # back in the menu


@pytest.mark.parametrize("page", ["rules", "load", "settings"])
def test_pages_opened_in_a_game_show_the_game_dimmed_behind_them(page):
    """Rules, Load and Settings from the in-game menu: the corner outside their box is the
    game's table, dimmed (not the main menu's backdrop)."""
    from game.client.widgets import dim

    d, scene = new_game("yangtze", size=(1280, 800))
    corner = pygame.Rect(0, 0, 10, 10)  # outside every page's box
    table = d.app.screen.subsurface(corner).copy()
    dim(table)
    d.key(pygame.K_ESCAPE)  # the in-game menu
    d.click_button(page)
    d.frames(2)
    assert d.top is not scene and type(d.top).__name__ != "PauseScene"
    shown = d.app.screen.subsurface(corner).copy()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(table, "RGB")


def test_both_games_rules_share_their_topics_order():
    from game.client.registry import presentation_for

    tigris = [t.title for t in presentation_for("tigris").rules_topics()]
    yangtze = [t.title for t in presentation_for("yangtze").rules_topics()]
    same = {"The goal": "The goal", "The boards": "The board", "Your turn": "Your turn",
            "Tiles and points": "Tiles and points", "Leaders": "Leaders", "Kingdoms": "Kingdoms",
            "Revolts": "Revolts", "Wars": "Wars", "The end of the game": "The end"}
    assert [same[t] for t in tigris if t in same] == [t for t in yangtze if t in same.values()]
    assert "Kingdoms" in yangtze and "The board" in yangtze


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(800, 500), (1024, 640)])
def test_the_rules_list_every_topic_even_in_a_small_window(game, size):
    d = Driver(size)
    d.click_button(f"game {game}")
    d.click_button("rules")
    assert [index for _rect, index in d.top.rows] == list(range(len(d.top.topics)))
    assert all(rect.bottom <= d.top.side.bottom for rect, _index in d.top.rows)


# ---------------------------------------------------------------- the summary's place


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("spread", [(0, 1), (0, 2), (1, 3), (2, 3)])
def test_the_summary_card_covers_none_of_the_cells_it_reports(game, size, spread):
    """Issue (ru_te2/ru_te3, ru_yy6/ru_yy7): the card was placed off the union of the cells it
    reported, which spread over most of the board, so it covered a new catastrophe or farmer
    it listed. Pieces in two or three far corners leave room: the card keeps clear of each."""
    from game.client.summary import SummaryCard

    d, scene = new_game(game, size)
    board = scene.board
    grid = scene.state.board.grid
    all_cells = grid.cells
    centre = scene.regions.board.center

    def far(dx: int, dy: int) -> int:  # the cell furthest towards a corner
        return max(all_cells, key=lambda c: dx * board.cell_rect(c).centerx + dy * board.cell_rect(c).centery)

    corners = [far(-1, -1), far(1, -1), far(-1, 1), far(1, 1)]
    middle = min(all_cells, key=lambda c: abs(board.cell_rect(c).centerx - centre[0])
                 + abs(board.cell_rect(c).centery - centre[1]))
    cells = [corners[i] for i in spread] + [middle]
    scene.recent[0] = sum(1 << c for c in cells)
    card = SummaryCard(0, [("A line", False)] * 4, False)
    card.layout(scene)
    hit = [c for c in cells if card.rect.colliderect(board.cell_rect(c))]
    assert not hit, (card.rect, hit)
