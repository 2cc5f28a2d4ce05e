"""Save PNGs of the hint, the review and where it turned, at 1280×800 and 800×500.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/screenshots_learn.py [OUT_DIR]

Writes into `screenshots/` (git-ignored) unless told otherwise, in a temporary data
folder. The Expert's budgets are small here (a few worlds), so the figures on the
pictures are not the window's.
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

from ai import Budget, make_player, parallel  # noqa: E402
from game.client import review_analysis  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.table import hint  # noqa: E402
from game.engine import View  # noqa: E402


def played(decisions: int, seed: int) -> Session:
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), seed)
    players = [make_player("random", 1), make_player("random", 2)]
    while not session.state.is_over and len(session.record.actions) < decisions:
        state = session.state
        session.apply(players[state.to_move].choose(View.of(state, state.to_move)))
    return session


def shoot(out: Path, size: tuple[int, int]) -> list[str]:
    tag = f"{size[0]}x{size[1]}"
    names = []
    for game in ("tigris", "yangtze"):
        d = Driver(size)
        setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "casual")], game=game)
        table = open_session(d.app, Session.new(setup, 9))
        d.until(lambda table=table: table.my_turn(), 3000)
        d.key(pygame.K_SLASH, "/")
        d.frames(1)
        names.append(f"hint-thinking-{game}-{tag}.png")
        d.save_screen(str(out / names[-1]))
        d.wait(lambda table=table: table.mode.hint.advice is not None, 60)
        d.frames(2)
        names.append(f"hint-{game}-{tag}.png")
        d.save_screen(str(out / names[-1]))
    d = Driver(size)
    d.app.open("review", played(16, 8))
    review = d.top
    for _ in range(7):
        d.key(pygame.K_RIGHT)
    d.key(pygame.K_v)
    d.frames(2)
    names.append(f"review-{tag}.png")
    d.save_screen(str(out / names[-1]))
    d.click_button("turned")
    d.wait(lambda: review.mode.turning.progress[0] >= 2, 60)
    d.frames(1)
    names.append(f"review-analysing-{tag}.png")
    d.save_screen(str(out / names[-1]))
    d.wait(lambda: review.mode.turning.result is not None and not review.mode.turning.running, 120)
    d.key(pygame.K_HOME)
    d.key(pygame.K_n)
    d.frames(2)
    names.append(f"review-turned-{tag}.png")
    d.save_screen(str(out / names[-1]))
    return names


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    parallel.configure(1)
    hint.BUDGET = Budget(iterations=12)
    review_analysis.BUDGET = Budget(iterations=6)
    review_analysis.WORLDS = 6
    for size in ((1280, 800), (800, 500)):
        for name in shoot(out, size):
            print(out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
