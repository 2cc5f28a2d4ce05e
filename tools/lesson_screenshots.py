"""Screenshots of every lesson step, for looking at: does the text fit, does
the glow point at the right cells?

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/lesson_screenshots.py
    … [--size 1280x800] [--out screenshots/lessons] [--lesson tigris/03-revolts] [--game yangtze]

For each lesson it saves the lesson menu once, then for every step the
screen as the step asks (`GAME-NN-name-sMM-ask.png`, e.g.
`yangtze-07-war-s03-ask.png`), a refused wrong move with its
explanation (`…-wrong.png`) and the explanation after the intended move
(`…-after.png`). Everything goes through the window's event loop with the
real scenes, driven by `game.client.driver.Driver`; the learner's progress
goes to a temporary data folder, never the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def wrong_move(runner):
    """A move this step refuses, as a learner might click it: the author's own
    `wrong` move if the step has one, else a legal move of the same kind as the
    intended one (nearest the lit cells first), else any refused legal move,
    else an illegal move of the intended kind (the engine's reason is shown)."""
    import copy

    from game.engine.grid import cell_col, cell_row

    step = runner.step
    intended = step.intended
    legal = list(runner.state.legal_actions())
    for action in step.wrong:
        if action in legal:
            return action

    def apart(a: int, b: int) -> int:
        return abs(cell_col(a) - cell_col(b)) + abs(cell_row(a) - cell_row(b))

    def distance(action):
        if action.cell < 0 or not step.highlight:
            return 0
        return min(apart(action.cell, c) for c in step.highlight)

    same = sorted((a for a in legal if a.kind == intended.kind and a != intended), key=distance)
    others = [a for a in legal if a.kind != intended.kind]
    for action in (same + others)[:80]:
        if not copy.deepcopy(runner).try_action(action).accepted:
            return action
    if intended.cell >= 0:
        near = sorted(runner.state.grid.cells, key=lambda cell: apart(cell, intended.cell))
        for cell in list(step.highlight) + near:
            action = intended._replace(cell=cell)
            if action != intended and action not in legal:
                return action
    return runner.state.parse_action("tile blue A1")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--out", default="screenshots/lessons")
    parser.add_argument("--lesson", default=None,
                        help="only this lesson (its id like tigris/03-revolts, or its file name)")
    parser.add_argument("--game", default=None, help="only this game's lessons (tigris, yangtze)")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["TWO_RIVERS_DATA_DIR"] = tempfile.mkdtemp(prefix="two-rivers-shots-")

    from game.client.driver import Driver
    from game.client.lesson_scene import LessonScene
    from game.client.lessons_menu import LessonsMenu
    from game.lessons import ASK, DONE, PLAYING

    d = Driver((w, h))
    d.click_button("learn")
    menu = d.find(LessonsMenu)
    d.save_screen(str(out / "00-menu.png"))
    count = 0
    tabs_shot = set()
    for lesson in menu.lessons:
        if args.lesson and args.lesson not in (lesson.id, lesson.id.split("/")[-1]):
            continue
        if args.game and lesson.game != args.game:
            continue
        if menu.buttons.by_name(f"game {lesson.game}") is not None:
            d.click_button(f"game {lesson.game}")  # the tab of the lesson's game
            if lesson.game != menu.game_names[0] and lesson.game not in tabs_shot:
                tabs_shot.add(lesson.game)
                d.frames(2)
                d.save_screen(str(out / f"00-menu-{lesson.game}.png"))
        d.click_button(lesson.id)
        scene = d.top
        assert isinstance(scene, LessonScene), type(scene)
        runner = scene.runner
        while runner.phase != DONE:
            stem = f"{lesson.id.replace('/', '-')}-s{runner.step.number:02d}"
            d.frames(2)
            if runner.phase == PLAYING:
                d.save_screen(str(out / f"{stem}-play.png"))
                count += 1
                break
            d.save_screen(str(out / f"{stem}-{runner.phase}.png"))
            count += 1
            if runner.phase == ASK:
                scene.decide(wrong_move(runner))
                d.frames(2)
                d.save_screen(str(out / f"{stem}-wrong.png"))
                d.click(scene.lesson_buttons.by_name("hint").rect.center)
                d.frames(2)
                d.save_screen(str(out / f"{stem}-hint.png"))
                assert scene.decide(runner.step.intended), runner.step.number
                d.frames(2)
                d.save_screen(str(out / f"{stem}-after.png"))
                count += 3
            d.click(scene.lesson_buttons.by_name("continue").rect.center)
        if runner.phase == DONE:
            d.frames(2)
            d.save_screen(str(out / f"{lesson.id.replace('/', '-')}-done.png"))
        scene.back_to_lessons()
        d.frames(2)
    print(f"{count} screenshots in {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
