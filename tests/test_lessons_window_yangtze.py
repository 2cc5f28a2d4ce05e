"""The Yellow & Yangtze lessons in the window, driven through the event loop
with SDL's dummy drivers and the mouse only, as a learner plays them: every
lesson finished by clicking, a wrong click explained and retried, the lesson
menu's tab, the progress saved, the first game against the computer."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client.driver import Driver  # noqa: E402
from game.client.lesson_scene import LessonScene  # noqa: E402
from game.client.lessons_menu import LessonsMenu  # noqa: E402
from game.client.yangtze.testing import (  # noqa: E402
    action_slots,
    hand_slots,
    leader_slots,
    market_slots,
    pagoda_panel,
    selection,
    triangle_points,
    war_sides,
)
from game.engine.grid import parse_cell  # noqa: E402
from game.engine.yangtze.actions import (  # noqa: E402
    BUILD,
    COMMIT,
    DONE,
    LEADER,
    LOSE,
    MARKET,
    NO_MARKET,
    NO_PAGODA,
    PAGODA,
    REVOLT,
    SUPPORT,
    TILE,
    WINNER,
    Action,
)
from game.games import GAMES  # noqa: E402
from game.lessons import ASK, EXPLAIN, PLAYING, READING, Progress  # noqa: E402
from game.lessons import DONE as LESSON_DONE
from game.lessons.library import lesson_dir, lesson_paths  # noqa: E402

GUIDED = [f"yangtze/{p.stem}" for p in lesson_paths(lesson_dir("yangtze"))
          if not p.stem.endswith("first-game")]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def open_lesson(d: Driver, lesson_id: str) -> LessonScene:
    """From the main menu: Learn to play, the Yellow & Yangtze tab, the lesson."""
    d.click_button("learn")
    assert isinstance(d.top, LessonsMenu)
    d.click_button("game yangtze")
    d.top.reveal(lesson_id)  # a long list scrolls
    d.click_button(lesson_id)
    scene = d.top
    assert isinstance(scene, LessonScene) and scene.lesson.id == lesson_id
    return scene


def press(d: Driver, name: str) -> None:
    """Click one of the lesson panel's buttons."""
    d.frames(1)
    button = d.top.lesson_buttons.by_name(name)
    assert button is not None, (name, [b.name for b in d.top.lesson_buttons.buttons])
    d.click(button.rect.center)


def click_cell(d: Driver, cell: int) -> None:
    d.click(d.top.board.cell_rect(cell).center)


def click_action(d: Driver, action: Action) -> None:
    """Make a decision the way a person does: pieces in the tray, cells on the board,
    the market row and the buttons of the decision panels; never `scene.decide`."""
    scene = d.top
    d.frames(1)  # slots and buttons are laid out for the current phase
    kind = action.kind
    pending = scene.state.pending
    if kind in (TILE, LEADER) and pending is None:
        if selection(scene) != (kind, action.value):  # a refused move leaves its piece picked
            slots = leader_slots(scene) if kind == LEADER else hand_slots(scene)
            d.click(next(rect for rect, arg in slots if arg == action.value).center)
        assert selection(scene) == (kind, action.value), action
        click_cell(d, action.cell)
    elif kind == TILE:  # the blue chain: the next river cell
        click_cell(d, action.cell)
    elif kind == DONE:
        d.click_button("done")
    elif kind == MARKET:
        d.click(next(rect for rect, colour in market_slots(scene) if colour == action.value).center)
    elif kind == NO_MARKET:
        d.click_button("no market")
    elif kind in (PAGODA, BUILD):
        if kind == BUILD:
            d.click(action_slots(scene)[1].center)  # the tray's pagoda: the two-green action
            d.frames(1)
            assert pagoda_panel(scene) is not None
        point = next(p for triangle, p in triangle_points(scene) if triangle == action.value)
        d.click(point)
    elif kind == NO_PAGODA:
        d.click_button("no pagoda")
    elif kind == REVOLT:
        d.click(action_slots(scene)[0].center)  # the tray's peasants' revolt
        click_cell(d, action.cell)
    elif kind == COMMIT:
        for _ in range(action.value):
            d.click_button("more")
        d.click_button("confirm")
    elif kind == SUPPORT:
        side = next(i for i, s in enumerate(scene.state.war.sides) if s.name == action.cell)
        d.click(war_sides(scene)[side].center)  # choosing a side gives it one tile
        for _ in range(action.value - 1):
            d.click_button("more")
        d.click_button("confirm")
    elif kind == WINNER:
        d.click_button(str(action))
    elif kind == LOSE:
        click_cell(d, action.cell)
    else:
        raise AssertionError(f"no way to click {action}")


@pytest.mark.parametrize("lesson_id", GUIDED)
def test_every_yangtze_lesson_can_be_finished_by_clicking(lesson_id):
    """Each step's intended move made with the mouse, as a learner makes it."""
    d = Driver((1280, 800))
    scene = open_lesson(d, lesson_id)
    runner = scene.runner
    while runner.phase != LESSON_DONE:
        if runner.phase == ASK:
            step = runner.step
            click_action(d, step.intended)
            refused = scene.feedback.message if scene.feedback else ""
            assert runner.phase == EXPLAIN, (lesson_id, step.number, refused)
            assert str(step.intended) in scene.session.record.actions
        press(d, "continue")
    assert Progress.load().is_done(lesson_id)
    press(d, "next")  # on to the next lesson of the same game
    following = d.top
    assert isinstance(following, LessonScene) and following.lesson.game == "yangtze"


def test_a_wrong_click_is_explained_and_the_learner_tries_again():
    d = Driver((1024, 640))
    scene = open_lesson(d, "yangtze/01-board")
    runner = scene.runner
    for _ in range(3):
        press(d, "continue")
    assert runner.phase == ASK and runner.step.number == 4
    before = runner.state.fingerprint()
    # A blue tile on land: the engine's reason, in the lesson panel.
    d.click(next(rect for rect, colour in hand_slots(scene) if colour == 2).center)
    click_cell(d, parse_cell("E5"))
    assert scene.feedback is not None
    assert scene.feedback.message == "That move is not allowed: E5 is land; blue tiles go on rivers."
    assert runner.state.fingerprint() == before and runner.phase == ASK
    d.frames(2)
    assert scene.text_fits
    # A legal move that is not the one asked: said so, with the step's own words.
    click_action(d, Action(TILE, 2, parse_cell("C5")))
    assert scene.feedback.message.startswith("Blue tiles are right on the river")
    assert runner.state.fingerprint() == before
    # A hint, then the right move.
    press(d, "hint")
    assert scene.hint_text == "Pick the red tile in your hand, then click E5."
    click_action(d, Action(TILE, 1, parse_cell("E5")))
    assert runner.phase == EXPLAIN and scene.feedback is None
    place = Progress.load().place("yangtze/01-board")
    assert place["step"] == 4 and place["actions"] == ["tile red E5"]


def test_the_war_lesson_shows_each_support_as_it_comes_and_the_learner_clicks_theirs():
    d = Driver((1280, 800))
    scene = open_lesson(d, "yangtze/07-war")
    runner = scene.runner
    press(d, "continue")
    click_action(d, Action(TILE, 0, parse_cell("J3")))
    press(d, "continue")
    assert runner.phase == READING and runner.state.war.strengths() == (5, 4)
    assert "Pavel sends the off-board soldier leader (1) to kingdom A (Varvara)." in runner.news
    press(d, "continue")
    # Too little: a tie, explained; nothing changes.
    click_action(d, Action(SUPPORT, 1, parse_cell("K2")))
    assert scene.feedback.message.startswith("That is a tie")
    assert runner.state.war.strengths() == (5, 4)
    click_action(d, Action(SUPPORT, 3, parse_cell("K2")))
    assert runner.phase == EXPLAIN
    press(d, "continue")
    assert scene.state.pending == "lose"
    click_cell(d, parse_cell("H2"))  # not the winner's: refused in the engine's words
    assert scene.feedback.message == "That move is not allowed: there is no red tile on H2."
    click_cell(d, parse_cell("K3"))
    press(d, "continue")
    click_cell(d, parse_cell("L3"))
    assert runner.phase == EXPLAIN and runner.state.war is None
    assert not runner.state.pagodas  # the garrison went back to the supply, as in the book


def test_the_menu_shows_each_games_lessons_under_its_tab():
    d = Driver((1280, 800))
    d.click_button("learn")
    menu = d.top
    assert menu.game_names == list(GAMES) and menu.game == "tigris"
    assert menu.buttons.by_name("tigris/01-board") is not None
    assert menu.buttons.by_name("yangtze/01-board") is None
    d.click_button("game yangtze")
    assert menu.game == "yangtze"
    assert [row.name for row, _lesson, _n in menu.rows] == [lesson_id for lesson_id in GUIDED] + [
        "yangtze/10-first-game"]
    assert menu.buttons.by_name("yangtze/01-board").primary  # the next lesson to take
    d.frames(2)
    # The lesson's number is its place among its game's lessons.
    d.click_button("yangtze/07-war")
    assert d.top.number == 7 and d.top.following.id == "yangtze/08-peasants"


def test_the_lesson_list_has_a_panel_readable_rows_and_scrolls_when_they_do_not_fit():
    from game.client import theme

    for size in ((1024, 640), (800, 500)):
        d = Driver(size)
        d.click_button("learn")
        menu = d.top
        d.click_button("game yangtze")
        d.frames(2)
        s = theme.ui_scale(size)
        title, summary = menu.text_sizes(s)
        assert summary >= theme.SMALLEST and title > summary
        box = menu.list_box
        screen = d.app.screen
        rows = [row.rect for row, _lesson, _n in menu.rows]
        for rect in rows:
            assert box.contains(rect)
            # Each row tall enough for its title over its summary.
            assert rect.height >= theme.font(title).get_height() + theme.font(summary).get_height()
        # Between two rows and beside them: the panel's colour, not the backdrop's river or sky.
        gap = (rows[0].centerx, (rows[0].bottom + rows[1].top) // 2)
        assert screen.get_at(gap)[:3] == screen.get_at((box.left + 3, box.centery))[:3]
        assert screen.get_at((box.left + 3, box.centery))[:3] == (18, 24, 36)
        # Not all ten fit: the wheel brings the last one into the list, and it opens.
        assert len(menu.rows) < 10
        for _ in range(10):
            d.scroll(box.center, -1)
        assert menu.rows[-1][0].name == "yangtze/10-first-game"
        assert menu.rows[-1][2] == 10


def test_the_first_game_plays_against_the_computer_in_the_window():
    d = Driver((1280, 800))
    scene = open_lesson(d, "yangtze/10-first-game")
    runner = scene.runner
    press(d, "continue")
    assert runner.phase == PLAYING
    assert any(tip.startswith("Your first turn") for tip in scene.tips)

    def decline_the_rest() -> None:
        """After a tile: no chain, no market pick, no pagoda (clicked, as a learner would)."""
        while scene.state.pending is not None and runner.waiting_for_learner:
            click_action(d, next(a for a in scene.state.legal_actions()
                                 if a.kind in (DONE, NO_MARKET, NO_PAGODA)))

    for _ in range(2):  # two actions, made by clicking: a land tile on a lit cell each time
        decline_the_rest()
        if not runner.waiting_for_learner:
            break
        colour = next(colour for _rect, colour in hand_slots(scene) if colour != 2)
        cell = next(a.cell for a in scene.state.legal_actions() if a.kind == TILE and a.value == colour)
        click_action(d, Action(TILE, colour, cell))
    decline_the_rest()
    assert runner.opponent_to_move
    # The computer thinks on a worker thread for wall-clock seconds: wait for it in real time.
    deadline = time.monotonic() + 60
    while runner.opponent_to_move and time.monotonic() < deadline:
        d.frames(1)
        time.sleep(0.005)
    assert runner.waiting_for_learner or runner.state.is_over
    assert len(runner.actions) >= 3  # the computer has played
    assert Progress.load().place("yangtze/10-first-game")["phase"] == PLAYING


def test_at_the_end_the_rows_show_the_totals_with_the_yellow_assigned():
    d = Driver((1024, 640))
    scene = open_lesson(d, "yangtze/09-game-end")
    runner = scene.runner
    assert scene.seat_figures(0) == ((5, 4, 3, 6, 1), (False,) * 5, 0)  # during the game: points
    press(d, "continue")
    press(d, "continue")
    click_action(d, Action(TILE, 4, parse_cell("E8")))  # the last move: a yellow point
    assert runner.state.is_over and runner.phase == EXPLAIN
    # Two yellows: blue 3 to 4, then red 4 to 5 (in gold on screen); yellow itself is spent.
    assert scene.seat_figures(0) == ((5, 5, 4, 6, 2), (False, True, True, False, False), 1)
    assert scene.seat_figures(1) == ((4, 4, 6, 6, 0), (False,) * 5, 2)
    d.frames(2)
    assert scene.text_fits


def test_a_lit_river_cell_keeps_its_blue():
    # The lesson's amber glow used to fill the cell: a Yangtze cell under it turned grey-green,
    # unlike every other river cell. Lit or not, a blue river cell stays blue, at any moment
    # of the pulse.
    import pygame

    d = Driver((1280, 800))
    scene = open_lesson(d, "yangtze/01-board")
    lit, plain = parse_cell("C9"), parse_cell("D10")  # Yangtze cells, C9 lit by step 1
    assert lit in scene.runner.highlight and plain not in scene.runner.highlight
    for _ in range(8):
        d.frames(5)
        for cell in (lit, plain):
            rect = scene.board.cell_rect(cell)
            inner = rect.inflate(-rect.width // 2, -rect.height // 2)  # the cell's middle
            r, g, b, _a = pygame.transform.average_color(d.app.screen, inner)
            assert b > r + 40 and b > g + 20, (cell, (r, g, b))


def test_lesson_one_asks_for_done_without_a_chain_it_has_not_taught():
    d = Driver((1280, 800))
    scene = open_lesson(d, "yangtze/01-board")
    runner = scene.runner
    while not (runner.step.number == 6 and runner.phase == ASK):  # the Done step
        if runner.phase == ASK:
            click_action(d, runner.step.intended)
        press(d, "continue")
    assert runner.step.intended.kind == DONE
    d.frames(1)
    text = " ".join(text for _title, text in scene.blocks())
    assert "One blue tile is enough here: press Done to finish the action." in text
    assert "Not now" not in text
