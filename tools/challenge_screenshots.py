"""PNGs of the Challenges screen and a challenge being played, at 800×500 and 1280×800.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/challenge_screenshots.py OUT_DIR [--language LANG]

Driven headless in a temporary data folder (the user's results are not touched).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TWO_RIVERS_AI"] = "thread"
os.environ["TWO_RIVERS_DATA_DIR"] = tempfile.mkdtemp(prefix="two-rivers-challenge-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.client.challenge_scene import ChallengeScene  # noqa: E402
from game.client.challenges_menu import ChallengesMenu  # noqa: E402
from game.client.driver import Driver  # noqa: E402


def shoot(out: Path, size: tuple[int, int], game: str) -> None:
    tag = f"{game}-{size[0]}x{size[1]}"

    def save(d: Driver, name: str) -> None:
        d.frames(3)
        pygame.image.save(d.app.screen, str(out / f"{name}-{tag}.png"))

    d = Driver(size, speed="fast")
    d.app.settings.game = game
    d.click_button("challenges")
    save(d, "c1-list")
    d.click_button("hint")
    save(d, "c2-hint")
    d.click_button("play")
    scene = d.top
    assert isinstance(scene, ChallengeScene)
    d.frames(5)
    save(d, "c3-playing")
    mode = scene.challenge_mode
    run = scene.run

    def settle() -> None:  # a turn held for End turn (the default setting) ended with E
        while d.wait(lambda: (run.player_to_move or run.finished) and not scene.busy, 60):
            if run.finished or not run.state.held:
                return
            d.key(pygame.K_e)

    for i, action in enumerate(run.challenge.solution):
        settle()
        mode.decide(run.state.parse_action(action))
        if i == len(run.challenge.solution) - 1 and run.state.held:
            save(d, "c4-held")
    settle()
    save(d, "c4-end")
    d.click_button("challenges")
    d.frames(3)
    assert isinstance(d.top, ChallengesMenu)
    save(d, "c5-list-after")


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    if "--language" in sys.argv:  # the window follows the system's language on a first start
        os.environ["LANGUAGE"] = sys.argv[sys.argv.index("--language") + 1]
    out.mkdir(parents=True, exist_ok=True)
    for size in ((800, 500), (1280, 800)):
        for game in ("tigris", "yangtze"):
            shoot(out, size, game)
