"""Save PNGs of Tigris & Euphrates' variants in the window at 800×500 and 1280×800: the
new-game screen with every variant on, the building, wonder and wonder-point panels with a
hover preview, and a board late in a computer game with the wonder and buildings on it.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/screenshots_variants.py [OUT_DIR]

Writes into `screenshots/` (git-ignored) unless told otherwise; driven headless through the
event loop in a temporary data folder, like `screenshots.py`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TWO_RIVERS_AI"] = "thread"
os.environ["TWO_RIVERS_DATA_DIR"] = tempfile.mkdtemp(prefix="two-rivers-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.client.tigris.testing import hand_slots  # noqa: E402
from game.engine import load_position, load_record  # noqa: E402
from game.engine.grid import parse_cell  # noqa: E402
from game.engine.tigris.pieces import RED  # noqa: E402
from tests.conftest import position_toml  # noqa: E402

SIZES = ((800, 500), (1280, 800))
ROOT = Path(__file__).resolve().parent.parent


def shoot(out: Path, size: tuple[int, int]) -> list[str]:
    tag = f"{size[0]}x{size[1]}"
    names: list[str] = []

    def save(d: Driver, name: str) -> None:
        d.frames(2)
        path = out / f"v{name}-{tag}.png"
        pygame.image.save(d.app.screen, str(path))
        names.append(path.name)

    d = Driver(size)
    d.click_button("new")
    for name in ("measured-support", "buildings"):
        d.click_button(f"variant {name}")
    d.point(d.button("variant buildings").center)
    save(d, "01-new-game-variants")

    # The rules reference's page on the wonder (F1, found by typing).
    d = Driver(size)
    d.click_button("game tigris")
    d.click_button("rules")
    d.type_text("wonder")
    d.frames(2)
    save(d, "06-rules-wonder")

    def opened(**kwargs):
        d = Driver(size)
        session = Session.from_position(load_position(position_toml(**kwargs), "shot"),
                                        [Seat(HUMAN), Seat(COMPUTER, "random")])
        game = open_session(d.app, session)
        d.frames(2)
        return d, game

    def place(d, game, where: str) -> None:
        slot = next(rect for rect, c in hand_slots(game) if c == RED)
        d.click(slot.center)
        d.click(game.board.cell_rect(parse_cell(where)).center)

    d, game = opened(tiles={"red": "G5 H5 F6 H6 G7"}, variants="wonder buildings", far_treasures=True,
                     players=[{"hand": "red red black", "leaders": "priest G4 king H4"}, {"hand": "red"}])
    place(d, game, "G6")  # a line G5-G7 and a plus on G6
    d.point(game.board.cell_rect(parse_cell("G6")).center)
    save(d, "02-building-panel")
    d.click_button("building red G6")
    d.point(d.button("wonder G6").center)
    save(d, "03-wonder-panel")

    d, game = opened(tiles={"red": "H4 E5 K11"}, variants="wonder buildings", wonder="G6", wonder_tiles="red",
                     buildings="red H4", monuments=[("black-green", "I4", "black")],
                     far_treasures=True, bag=10,
                     players=[{"hand": "black black red red blue green", "leaders": "king H5 priest F5"},
                              {"hand": "red", "leaders": "king J11"}])
    d.click_button("pass")
    d.click_button("pass")
    d.frames(4)
    if game.decision != "wonder-point":
        d.click_button("pass")
    d.until(lambda: game.decision == "wonder-point", 100)
    d.point(d.button("wonder point green").center)
    save(d, "04-wonder-point-panel")

    # The golden game with every variant (three Beginners), far along: the wonder on J7 and
    # three buildings on the board, the person (seat 0) to play.
    record = load_record((ROOT / "tests/golden/tigris-3p-variants.record.toml").read_text(), "golden")
    state = record.start.copy()
    for number, text in enumerate(record.actions):
        state.apply(text)
        if number >= 100 and state.to_move == 0 and state.pending is None:
            break
    record.actions = record.actions[:number + 1]
    session = Session(record, [Seat(HUMAN), Seat(COMPUTER, "beginner"), Seat(COMPUTER, "beginner")])
    d = Driver(size)
    open_session(d.app, session)
    d.frames(4)
    save(d, "05-board-with-wonder-and-buildings")
    return names


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    total = 0
    for size in SIZES:
        total += len(shoot(out, size))
    print(f"{total} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
