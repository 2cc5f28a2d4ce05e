"""Screenshots of the statistics pages (issue 32): a finished game's four tabs and the
page across games, at 800×500 and 1280×800, in the languages asked.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/screenshots_stats.py OUT_DIR [LANG ...]

Games are played to their end by seeded random legal decisions (no computer thinks),
then opened in the window, whose end screen counts them; driven through the event loop
in a temporary data folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TWO_RIVERS_DATA_DIR"] = tempfile.mkdtemp(prefix="two-rivers-stats-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.client import i18n  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.engine import Rng  # noqa: E402
from game.engine.record import Record, new_game_record  # noqa: E402

SIZES = ((800, 500), (1280, 800))


def finished_record(game: str, players: int, seed: int, **options) -> Record:
    """A whole game of seeded random legal decisions."""
    record = new_game_record(players, seed, game=game, **options)
    state = record.start.copy()
    rng = Rng(seed)
    while not state.is_over:
        legal = list(state.legal_actions())
        action = legal[rng.below(len(legal))]
        state.apply(action)
        record.actions.append(str(action))
    return record


def finish(d: Driver, record: Record, levels: list[str]) -> None:
    seats = [Seat(HUMAN)] + [Seat(COMPUTER, level) for level in levels]
    open_session(d.app, Session(record, seats))
    assert d.until(lambda: isinstance(d.top, EndScene), 2000)


def shoot(out: Path, language: str) -> None:
    os.environ["LANGUAGE"] = language  # the window follows the system's language (no setting)
    i18n.set_language(language)
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}"
        d = Driver(size)
        finish(d, finished_record("tigris", 3, 5), ["strong", "expert"])
        d.click_button("stats")
        for tab in ("weakest", "points", "conflicts", "counts"):
            d.click_button(f"tab {tab}")
            d.save_screen(str(out / f"stats-{language}-{tag}-{tab}.png"))
        d.key(27)
        d.save_screen(str(out / f"stats-{language}-{tag}-end.png"))
        finish(d, finished_record("yangtze", 4, 8), ["casual", "strong", "beginner"])
        d.click_button("stats")
        d.click_button("tab counts")
        d.save_screen(str(out / f"stats-{language}-{tag}-ycounts.png"))
        d.click_button("tab conflicts")
        d.save_screen(str(out / f"stats-{language}-{tag}-yconflicts.png"))
        for seed in range(20, 26):
            finish(d, finished_record("tigris", 2 + seed % 3, seed), ["casual"] * (1 + seed % 3))
        d.app.open("menu")
        d.frames(2)
        d.save_screen(str(out / f"stats-{language}-{tag}-menu.png"))
        d.click_button("statistics")
        d.save_screen(str(out / f"stats-{language}-{tag}-history.png"))


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for language in argv[1:] or ["en"]:
        shoot(out, language)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
