"""Save a PNG of every page of the rules reference (F1), both games, in the languages and
sizes asked for: a page whose diagram is taller than the window shows from its top and
again scrolled to its end.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/rules_screenshots.py OUT_DIR \
        [--language en ru ...] [--size 800x500 1280x800 ...] [--game tigris yangtze]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TWO_RIVERS_DATA_DIR"] = tempfile.mkdtemp(prefix="two-rivers-rules-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.client import i18n  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.games import GAMES  # noqa: E402


def shoot(out: Path, language: str, size: tuple[int, int], games: list[str]) -> list[Path]:
    os.environ["LANGUAGE"] = language  # a first start on a system in that language
    i18n.set_language(language)
    written = []
    for game in games:
        d = Driver(size)
        d.click_button(f"game {game}")
        d.click_button("rules")
        scene = d.top
        for index, topic in enumerate(scene.topics):
            d.frames(1)
            name = f"{language}-{size[0]}x{size[1]}-{game}-{index:02d}-{topic.id or 'keys'}"
            pygame.image.save(d.app.screen, out / f"{name}.png")
            written.append(out / f"{name}.png")
            if scene.most_scroll() > 0:
                d.key(pygame.K_END)
                d.frames(1)
                pygame.image.save(d.app.screen, out / f"{name}-end.png")
                written.append(out / f"{name}-end.png")
            d.key(pygame.K_DOWN)
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", nargs="*", default=["en"])
    parser.add_argument("--size", nargs="*", default=["800x500", "1280x800"])
    parser.add_argument("--game", nargs="*", default=list(GAMES))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for language in args.language:
        for text in args.size:
            w, h = (int(n) for n in text.split("x"))
            for path in shoot(args.out, language, (w, h), args.game):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
