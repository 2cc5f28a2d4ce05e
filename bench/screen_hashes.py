"""A hash of the window's screen in scripted situations, to show that a change of the
client's code leaves what a player sees exactly as it was.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m bench.screen_hashes \
        [--save DIR] > new.txt

Run it on two versions of the code (e.g. an older checkout with `PYTHONPATH=<its root>`)
and `diff` the outputs: one line per screen, `name hash`. The situations, in both games
(English, instant animations, fixed seeds): hot-seat games at 1280×800 and 800×500 (the
curtain, a decision, a piece picked and placed, the pass question, the kingdoms, Esc), a
whole turn then the curtain with what the other missed, the summary, a replay and undo
refused; games against a random computer player (its turns, the summary); the first
lesson's pages and its menu. `--save DIR` also writes each screen as a PNG.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TWO_RIVERS_AI"] = "thread"  # the same computer answers in any process
os.environ.setdefault("TWO_RIVERS_DATA_DIR", tempfile.mkdtemp(prefix="screens-"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.screen_hashes", description=__doc__.split("\n")[0])
    parser.add_argument("--save", default=None, metavar="DIR", help="also save each screen as DIR/name.png")
    args = parser.parse_args(argv)

    import pygame

    from game.client.driver import Driver
    from game.client.game_scene import open_session
    from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session
    from game.client.tigris.testing import hand_slots, targets
    from game.engine.grid import bit_list

    if args.save:
        os.makedirs(args.save, exist_ok=True)

    def shot(d: Driver, name: str) -> None:
        d.frames(3)
        if args.save:
            pygame.image.save(d.app.screen, os.path.join(args.save, name + ".png"))
        print(name, hashlib.sha1(pygame.image.tobytes(d.app.screen, "RGB")).hexdigest()[:16])

    def tiles(game) -> list:
        return [a for a in game.session.state.legal_actions() if str(a).startswith("tile ")]

    for name in ("tigris", "yangtze"):
        for size in ((1280, 800), (800, 500)):
            d = Driver(size, speed="instant")
            g = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)], game=name), 8))
            d.frames(2)
            tag = f"{name}-{size[0]}"
            shot(d, tag + "-curtain")
            d.click_button("reveal")
            shot(d, tag + "-decide")
            if name == "tigris":
                d.click(hand_slots(g)[0][0].center)
                shot(d, tag + "-picked")
                d.click_cell(bit_list(targets(g))[0])
                shot(d, tag + "-placed")
            d.key(pygame.K_e)
            shot(d, tag + "-pass-asked")
            d.key(pygame.K_h)
            shot(d, tag + "-kingdoms")
            d.key(pygame.K_ESCAPE)
            shot(d, tag + "-esc")
    for name in ("tigris", "yangtze"):
        d = Driver((1280, 800), speed="instant")
        g = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)], game=name), 3))
        d.frames(2)
        d.click_button("reveal")
        d.frames(2)
        for _ in range(2):
            legal = tiles(g)
            g.decide(legal[len(legal) // 2])
            d.frames(2)
        shot(d, f"hot-{name}-confirm")
        d.key(pygame.K_e)
        shot(d, f"hot-{name}-curtain-since")
        d.click_button("reveal")
        shot(d, f"hot-{name}-summary")
        d.key(pygame.K_r)
        d.frames(1)
        shot(d, f"hot-{name}-replay")
        d.until(lambda g=g: g.replay is None, 3000)
        shot(d, f"hot-{name}-after-replay")
        d.key(pygame.K_z)
        shot(d, f"hot-{name}-undo-refused")
    for name in ("tigris", "yangtze"):
        d = Driver((1024, 640), speed="instant")
        g = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")], game=name), 5))
        d.frames(2)
        for turn in range(2):
            for _ in range(2):
                if g.phase().name != "DECIDE":
                    break
                g.decide(tiles(g)[0])
                d.frames(2)
            d.key(pygame.K_e)
            if not d.until(lambda g=g: g.decision == "action" and g.busy <= 0, 5000):
                print(f"ai-{name}-turn{turn} never came back to the person")
                return 1
            d.frames(30)
            shot(d, f"ai-{name}-turn{turn}")
    d = Driver((1280, 800), speed="instant")
    d.click_button("learn")
    d.frames(2)
    d.click_button("tigris/01-board")
    shot(d, "lesson-1")
    d.key(pygame.K_RETURN)
    shot(d, "lesson-2")
    d.key(pygame.K_RETURN)
    shot(d, "lesson-3")
    d.key(pygame.K_ESCAPE)
    shot(d, "lesson-menu")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
