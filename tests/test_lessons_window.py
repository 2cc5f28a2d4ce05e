"""The lessons in the window, driven through the event loop with SDL's dummy
drivers: the menu, a step completed by clicking, a refused move explained,
leaving and resuming, finishing a lesson, and the first-launch suggestion."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.dialogs import MenuDialog  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.lesson_scene import LessonScene  # noqa: E402
from game.client.lessons_menu import LessonsMenu, suggest_tutorial  # noqa: E402
from game.client.tigris.testing import (  # noqa: E402
    catastrophe_slots,
    commit_count,
    hand_slots,
    leader_slots,
    selection,
    swap_counts,
    swap_slots,
)
from game.engine.grid import parse_cell  # noqa: E402
from game.engine.tigris.actions import (  # noqa: E402
    CATASTROPHE,
    COMMIT,
    LEADER,
    MONUMENT,
    NO_MONUMENT,
    PASS,
    SWAP,
    TILE,
    TREASURE,
    WAR,
    WITHDRAW,
    Action,
)
from game.lessons import ASK, DONE, EXPLAIN, READING, Progress  # noqa: E402
from game.lessons.library import lesson_paths, tutorial_dir  # noqa: E402

KING = 0


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def press(d: Driver, name: str) -> None:
    """Click one of the lesson panel's buttons."""
    d.frames(1)
    scene = d.top
    button = scene.lesson_buttons.by_name(name)
    assert button is not None, (name, [b.name for b in scene.lesson_buttons.buttons])
    d.click(button.rect.center)


def click_cell(d: Driver, name: str) -> None:
    d.click(d.top.board.cell_rect(parse_cell(name)).center)


def click_action(d: Driver, action: Action) -> None:
    """Make a decision the way a person does: pieces in the hand panel, cells on
    the board and the buttons of the decision panels; never `scene.decide`."""
    scene = d.top
    d.frames(1)  # slots and buttons are laid out for the current phase
    kind = action.kind
    if kind in (LEADER, TILE, CATASTROPHE):
        if kind == LEADER:
            slot = next(rect for rect, k in leader_slots(scene) if k == action.value)
        elif kind == TILE:
            slot = next(rect for rect, colour in hand_slots(scene) if colour == action.value)
        else:
            slot = catastrophe_slots(scene)[0]
        d.click(slot.center)
        assert selection(scene) is not None, action
        d.click(scene.board.cell_rect(action.cell).center)
    elif kind == TREASURE:
        d.click(scene.board.cell_rect(action.cell).center)
    elif kind == COMMIT:
        for _ in range(action.value):
            d.click_button("more")
        assert commit_count(scene) == action.value
        d.click_button("confirm")
    elif kind in (WAR, MONUMENT, NO_MONUMENT):
        d.click_button(str(action))
    elif kind == SWAP:
        d.click_button("swap")
        for colour, count in enumerate(action.counts):
            if count:  # the slot of the count-th tile of the colour selects that many
                d.click(next(r for r, c, i in swap_slots(scene) if c == colour and i == count - 1).center)
        assert swap_counts(scene) == list(action.counts)
        d.click_button("confirm")
    elif kind == WITHDRAW:
        d.click(scene.board.cell_rect(scene.state.leader_cell(scene.state.to_move, action.value)).center)
        d.click_button("withdraw")
    elif kind == PASS:
        d.click_button("pass")
    else:
        raise AssertionError(f"no way to click {action}")


def open_first_lesson(d: Driver) -> LessonScene:
    d.click_button("learn")
    assert isinstance(d.top, LessonsMenu)
    d.click_button("tigris/01-board")
    scene = d.top
    assert isinstance(scene, LessonScene)
    return scene


def test_a_lesson_step_is_completed_by_clicking():
    d = Driver((1280, 800))
    scene = open_first_lesson(d)
    runner = scene.runner
    assert runner.phase == READING and runner.step.number == 1
    press(d, "continue")
    d.key(pygame.K_RETURN)  # Enter continues too
    assert runner.phase == ASK and runner.step.number == 3
    # The king from the supply, then the cell the step asks for.
    king_slot = next(rect for rect, kind in leader_slots(scene) if kind == KING)
    d.click(king_slot.center)
    assert selection(scene) is not None
    click_cell(d, "G3")
    assert runner.phase == EXPLAIN, scene.feedback
    assert runner.state.leader_cell(0, KING) == parse_cell("G3")
    assert "You place your king on G3." in runner.news
    place = Progress.load().place("tigris/01-board")
    assert place["step"] == 3 and place["phase"] == EXPLAIN and place["actions"] == ["leader king G3"]
    press(d, "continue")
    assert runner.step.number == 4 and runner.phase == ASK


def _colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    area = surface.subsurface(rect)
    return {tuple(area.get_at((x, y)))[:3] for x in range(0, rect.width, 2) for y in range(0, rect.height, 2)}


def test_a_page_shows_the_hand_and_the_glowing_cells():
    from game.client.lesson_scene import GLOW

    d = Driver((1280, 800))
    scene = open_first_lesson(d)
    press(d, "continue")  # step 2 talks about the six tiles in the hand
    d.frames(2)
    assert scene.runner.phase == READING
    screen = d.app.screen
    # Each of the six hand slots shows a tile, not the empty slot's flat background.
    for slot in scene.regions.tray_parts.tiles:
        assert len(_colours_in(screen, slot)) > 4
    press(d, "continue")  # step 3 points at G3 and F3
    d.frames(2)
    glow = _colours_in(screen, scene.board.cell_rect(parse_cell("G3")))
    assert GLOW in glow
    assert GLOW not in _colours_in(screen, scene.board.cell_rect(parse_cell("J9")))


def test_a_wrong_click_is_explained_and_the_learner_tries_again():
    d = Driver((1280, 800))
    scene = open_first_lesson(d)
    runner = scene.runner
    press(d, "continue")
    press(d, "continue")
    king_slot = next(rect for rect, kind in leader_slots(scene) if kind == KING)
    d.click(king_slot.center)
    click_cell(d, "E3")  # a river
    assert runner.phase == ASK
    assert scene.feedback.message == "That move is not allowed: E3 is a river; leaders go on land."
    assert selection(scene) is not None  # still holding the king: try again
    click_cell(d, "B1")  # legal, but not what the step asks
    assert runner.phase == ASK
    assert scene.feedback.message.startswith("That move is allowed, but it is not the one")
    assert scene.feedback.lines == ["You place your king on B1."]
    press(d, "hint")
    assert scene.hint_text.startswith("Pick your king")
    click_cell(d, "G3")
    assert runner.phase == EXPLAIN and scene.feedback is None


def test_leaving_and_resuming_a_lesson():
    d = Driver((1280, 800))
    scene = open_first_lesson(d)
    press(d, "continue")
    press(d, "continue")
    scene.decide(scene.runner.step.intended)
    press(d, "continue")
    fingerprint = scene.runner.state.fingerprint()
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MenuDialog)
    d.click_button("lessons")
    menu = d.top
    assert isinstance(menu, LessonsMenu)
    assert menu.status(menu.lessons[0]) == "step 4 of 8"
    d.click_button("tigris/01-board")
    again = d.top
    assert isinstance(again, LessonScene) and again is not scene
    assert again.runner.step.number == 4 and again.runner.phase == ASK
    assert again.runner.state.fingerprint() == fingerprint
    # "Start again" from the menu begins at step 1.
    d.key(pygame.K_ESCAPE)
    d.click_button("restart")
    assert isinstance(d.top, LessonScene) and d.top.runner.step.number == 1


def test_finishing_a_lesson_marks_it_done_and_offers_the_next():
    d = Driver((1024, 640))
    scene = open_first_lesson(d)
    runner = scene.runner
    while runner.phase != DONE:
        if runner.phase == ASK:
            assert scene.decide(runner.step.intended)
        press(d, "continue")
    assert Progress.load().is_done("tigris/01-board")
    assert d.top.buttons.by_name("next").primary
    d.key(pygame.K_RETURN)  # Enter takes the highlighted "Next lesson"
    nxt = d.top
    assert isinstance(nxt, LessonScene) and nxt.lesson.id == "tigris/02-scoring"
    d.key(pygame.K_ESCAPE)
    d.click_button("lessons")
    menu = d.top
    assert menu.status(menu.lessons[0]) == "done"
    assert menu.buttons.by_name("tigris/02-scoring").primary  # the next lesson to take


@pytest.mark.parametrize("lesson_id", [f"tigris/{p.stem}" for p in lesson_paths(tutorial_dir())
                                       if not p.stem.endswith("first-game")])
def test_every_lesson_can_be_finished_by_clicking(lesson_id):
    """Each step's intended move made with the mouse, as a learner makes it: every
    decision a lesson asks for (a lone corner treasure too) has something to click."""
    d = Driver((1280, 800))
    d.click_button("learn")
    d.click_button(lesson_id)
    scene = d.top
    runner = scene.runner
    while runner.phase != DONE:
        if runner.phase == ASK:
            step = runner.step
            click_action(d, step.intended)
            refused = scene.feedback.message if scene.feedback else ""
            assert runner.phase == EXPLAIN, (lesson_id, step.number, refused)
        press(d, "continue")
    assert Progress.load().is_done(lesson_id)


def test_a_lone_treasure_is_taken_by_clicking_it():
    d = Driver((1280, 800))
    d.click_button("learn")
    d.click_button("tigris/06-treasures")
    scene = d.top
    runner = scene.runner
    press(d, "continue")
    click_action(d, Action.parse("tile blue E2"))
    press(d, "continue")
    assert runner.step.number == 3 and runner.state.pending == "treasure"
    click_cell(d, "F3")  # not the corner temple: explained, and the learner tries again
    assert runner.phase == ASK
    assert "special-border temples are taken first" in scene.feedback.message
    click_cell(d, "B2")
    assert runner.phase == EXPLAIN and runner.state.treasures_taken[0] == 1


def test_at_the_end_the_seats_show_totals_with_treasures_and_places():
    d = Driver((1280, 800))
    d.click_button("learn")
    d.click_button("tigris/08-game-end")
    scene = d.top
    runner = scene.runner
    assert scene.seat_figures(3) == ((10, 10, 14, 9), (False,) * 4, 0)  # during the game: points
    while not runner.state.is_over:
        if runner.phase == ASK:
            click_action(d, runner.step.intended)
        else:
            press(d, "continue")
    # The rule book's ranking, each treasure on a weakest colour (gold on screen).
    assert scene.seat_figures(3) == ((11, 11, 14, 11), (False, True, False, True), 1)  # Potter
    assert scene.seat_figures(1) == ((12, 10, 10, 13), (False, False, True, False), 2)  # Lion
    assert scene.seat_figures(0) == ((10, 10, 11, 18), (False,) * 4, 3)  # Bull
    assert scene.seat_figures(2) == ((22, 9, 17, 11), (False, True, False, False), 4)  # Archer
    d.frames(2)


def test_every_character_the_lessons_show_has_a_glyph():
    """The bundled font draws a box for a character it lacks (the menu's check
    mark did): every character of the lesson files and of the lesson screens'
    own texts must really be in the font."""
    from pathlib import Path

    from game.client import theme
    from game.lessons import load_lessons

    pygame.font.init()
    font = theme.font(20, bold=True)

    def image(char: str) -> tuple:
        surface = font.render(char, True, (255, 255, 255))
        return surface.get_size(), pygame.image.tobytes(surface, "RGBA")

    box = image("\ue000")  # a private-use character: surely not in the font
    lessons, _problems = load_lessons()
    texts = []
    for lesson in lessons:
        texts += [lesson.title, lesson.summary, *lesson.names, *lesson.tips.values()]
        for step in lesson.steps:
            texts += [step.text, step.after, step.miss, *step.hints, *step.wrong.values()]
    client = Path(__file__).resolve().parent.parent / "game" / "client"
    for module in ("lesson_scene.py", "lessons_menu.py", "table/text_panel.py", "table/seats.py"):
        texts.append((client / module).read_text(encoding="utf-8"))
    chars = {c for text in texts for c in text if not c.isascii()}
    assert chars, "the lessons use a few characters beyond ASCII (×, …)"
    missing = sorted(c for c in chars if image(c) == box)
    assert missing == [], f"no glyph in the font for {missing}"


def test_the_first_launch_suggests_the_tutorial_once():
    d = Driver((1280, 800))
    suggest_tutorial(d.app)
    d.frames(1)
    assert isinstance(d.top, MenuDialog)
    d.click_button("learn")
    assert isinstance(d.top, LessonsMenu)
    d.key(pygame.K_ESCAPE)
    suggest_tutorial(d.app)  # asked once only
    assert not isinstance(d.top, MenuDialog)


def test_a_broken_lesson_is_listed_with_its_reason(monkeypatch):
    from game.client import lessons_menu
    from game.lessons import load_lessons

    lessons, _problems = load_lessons()
    monkeypatch.setattr(lessons_menu, "load_lessons",
                        lambda: (lessons[:2], ["levels/tigris/03-x.toml: step 2: expect: missing"]))
    d = Driver((1280, 800))
    d.click_button("learn")
    menu = d.top
    assert [lesson.id for lesson in menu.lessons] == ["tigris/01-board", "tigris/02-scoring"]
    d.frames(2)  # drawn without error


def test_the_free_game_plays_against_the_computer_in_the_window():
    d = Driver((1280, 800))
    d.click_button("learn")
    d.click_button("tigris/09-first-game")
    scene = d.top
    runner = scene.runner
    press(d, "continue")
    press(d, "continue")
    assert runner.phase == "play"
    assert any(tip.startswith("Your first turn") for tip in scene.tips)
    scene.decide(runner.state.legal_actions()[0])
    scene.decide(runner.state.legal_actions()[-1])  # pass (or the last listed choice)
    assert runner.opponent_to_move
    # The computer thinks on a worker thread for wall-clock seconds: wait for it in real time.
    deadline = time.monotonic() + 60
    while runner.opponent_to_move and time.monotonic() < deadline:
        d.frames(1)
        time.sleep(0.005)
    assert runner.waiting_for_learner or runner.state.is_over
    assert len(runner.actions) >= 3  # the computer has played


def _refused_move(runner):
    """A legal move the step refuses (or an illegal one when every legal move is accepted)."""
    import copy

    for action in list(runner.state.legal_actions())[:60]:
        if action != runner.step.intended and not copy.deepcopy(runner).try_action(action).accepted:
            return action
    return runner.state.parse_action("tile blue A1")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_step_text_fits_its_panel(size):
    """Each step's text, with a refusal and a hint at their longest, fits the
    lesson panel at the sizes we support (it is drawn smaller before it is cut)."""
    d = Driver(size)
    d.click_button("learn")
    for lesson in d.top.lessons:
        if d.top.buttons.by_name(f"game {lesson.game}") is not None:
            d.click_button(f"game {lesson.game}")  # the tab of the lesson's game
        d.top.reveal(lesson.id)  # a long list scrolls
        d.click_button(lesson.id)
        scene = d.top
        runner = scene.runner
        while runner.phase not in (DONE, "play"):
            d.frames(1)
            assert scene.text_fits, (lesson.id, runner.step.number, runner.phase)
            if runner.phase == ASK:
                scene.decide(_refused_move(runner))
                scene.hint()
                d.frames(1)
                assert scene.text_fits, (lesson.id, runner.step.number, "refused")
                assert scene.decide(runner.step.intended)
                d.frames(1)
                assert scene.text_fits, (lesson.id, runner.step.number, "explained")
            scene.proceed()
        scene.back_to_lessons()
        d.frames(1)


def test_the_screenshot_tool_saves_every_step_of_a_lesson(tmp_path, monkeypatch):
    """tools/lesson_screenshots.py keeps working: for a lesson, the menu, each
    step as asked (or read), refused, with its hint and explained, and the end."""
    import importlib.util
    from pathlib import Path

    tool = Path(__file__).resolve().parent.parent / "tools" / "lesson_screenshots.py"
    spec = importlib.util.spec_from_file_location("lesson_screenshots", tool)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = tmp_path / "shots"
    assert module.main(["--size", "1024x640", "--out", str(out), "--lesson", "05-monuments"]) == 0
    names = sorted(p.name for p in out.iterdir())
    stem = "tigris-05-monuments"
    assert names == sorted([
        "00-menu.png", f"{stem}-done.png", f"{stem}-s01-read.png", f"{stem}-s04-read.png",
        *(f"{stem}-s{n:02d}-{kind}.png" for n in (2, 3) for kind in ("ask", "wrong", "hint", "after")),
    ])
    assert pygame.image.load(str(out / f"{stem}-s03-wrong.png")).get_size() == (1024, 640)


def test_a_lesson_at_the_most_decisions_takes_no_more_and_its_computer_does_not_think(monkeypatch):
    """A lesson's place keeps at most `progress.MAX_ACTIONS` decisions (bound lowered here):
    at it, the learner's decision is refused and the computer is never asked, with one line
    saying why (issue 28, in the lesson's mode: `LessonMode.full`)."""
    from game.client import lesson_scene

    d = Driver((1280, 800))
    d.click_button("learn")
    d.click_button("tigris/09-first-game")
    scene = d.top
    runner = scene.runner
    press(d, "continue")
    press(d, "continue")
    assert runner.phase == "play"
    monkeypatch.setattr(lesson_scene, "MAX_ACTIONS", len(runner.actions) + 2)
    assert scene.decide(runner.state.legal_actions()[0])
    assert scene.decide(runner.state.legal_actions()[-1])
    assert runner.opponent_to_move
    count = len(runner.actions)
    d.frames(120)
    assert scene.turns.computer.thinking_for == -1  # never asked to think
    assert len(runner.actions) == count
    said = [t.text for t in d.app.toasts]
    assert any("decisions" in text for text in said), said
    assert not scene.decide(runner.state.legal_actions()[0]) and len(runner.actions) == count
