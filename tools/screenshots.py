"""Save a PNG of every scene of the game window at 1280×800 and 1024×640.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/screenshots.py [OUT_DIR] \
        [--game tigris|yangtze] [--language LANG ...] [--size 800x500 ...]

Writes into `screenshots/` (git-ignored) unless told otherwise; both games'
screens unless `--game` names one (Yellow & Yangtze's are named `y…`, made
by `screenshots_yangtze.py`). `--language` ("en", "ru", "pl", "zh_CN", or
"all"; may be repeated) shoots the window in that language, each into its
own folder `OUT_DIR/LANG/` (without it: English, straight into OUT_DIR). The window
is driven headless through its event loop, in a temporary data folder, so
the user's settings and saves are not touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TWO_RIVERS_AI"] = "thread"  # the photographed "thinking" player lives in this process
os.environ["TWO_RIVERS_DATA_DIR"] = tempfile.mkdtemp(prefix="two-rivers-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

import ai  # noqa: E402
from ai.base import Player  # noqa: E402
from game.client import anims  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.saves import write_save  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.tigris.testing import hand_slots, leader_slots, swap_slots, targets  # noqa: E402
from game.engine import Rng, load_position  # noqa: E402
from game.engine.grid import bit_list, parse_cell  # noqa: E402
from game.engine.tigris import Action  # noqa: E402
from game.engine.tigris.actions import TILE  # noqa: E402
from game.engine.tigris.pieces import BLACK, RED  # noqa: E402
from game.games import GAMES  # noqa: E402
from game.paths import autosave_path, saves_dir  # noqa: E402

TEMPLES = ["K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11"]
SIZES = ((1280, 800), (1024, 640))


class PatientPlayer(Player):
    """A computer player that thinks until told to stop (to photograph 'thinking')."""

    name = "patient"

    def choose(self, view, budget=None, cancel=None):
        if cancel is not None:
            cancel.wait(30)
        legal = view.legal_actions()
        return legal[self.rng.below(len(legal))]


def position(red, black, players, treasures=TEMPLES, blue=()) -> str:
    def words(cells):
        return "[" + ", ".join(f'"{c}"' for c in cells) + "]"

    lines = [
        'game = "tigris"',
        'map = "standard"',
        "active = 0",
        "actions_left = 2",
        "bag = 90",
        "seed = 5",
        "[tiles]",
        f"red = {words(TEMPLES + list(red))}",
        f"black = {words(black)}",
        f"blue = {words(blue)}",
        "[board]",
        f"treasures = {words(treasures)}",
    ]
    for p in players:
        leaders = ", ".join(f'{k} = "{v}"' for k, v in p.get("leaders", {}).items())
        lines += [
            "[[players]]",
            f'dynasty = "{p["dynasty"]}"',
            f"hand = {words(p['hand'])}",
            f"leaders = {{ {leaders} }}",
            "catastrophes = 2",
            "score = { black = 3, red = 5, blue = 2, green = 4 }",
            f"treasures = {p.get('treasures', 0)}",
        ]
    return "\n".join(lines) + "\n"


def cell(name: str) -> int:
    return parse_cell(name)


def play_some(d: Driver, session: Session, decisions: int, seed: int = 1) -> None:
    """Advance a game with random decisions (for a board with something on it)."""
    rng = Rng(seed)
    for _ in range(decisions):
        if session.state.is_over:
            return
        legal = session.state.legal_actions()
        session.apply(legal[rng.below(len(legal))])


def shoot(out: Path, size: tuple[int, int]) -> list[str]:
    w, h = size
    tag = f"{w}x{h}"
    names: list[str] = []

    def save(d: Driver, name: str) -> None:
        d.frames(2)
        d.until(lambda: not d.app.fade.running, 60)  # a scene's fade-in over: the scene alone
        path = out / f"{name}-{tag}.png"
        pygame.image.save(d.app.screen, str(path))
        names.append(path.name)

    d = Driver(size, speed="normal")
    save(d, "01-main-menu")
    d.click_button("new")
    save(d, "02-new-game")
    d.click_button("add")
    d.click_button("kind 1")
    save(d, "03-new-game-four-seats")

    # A game in progress, the person's turn with a tile selected and a hover preview.
    setup = GameSetup(
        [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]
    )
    session = Session.new(setup, 21)
    play_some(d, session, 60)
    while session.state.to_move != 0 or session.state.pending:
        legal = session.state.legal_actions()
        session.apply(legal[0] if session.state.pending else legal[-1])
    game = open_session(d.app, session)
    d.frames(200)
    if game.summary is not None:
        save(d, "04a-since-your-last-turn")
        d.key(pygame.K_RETURN)
    colour = (
        next(c for _r, c in hand_slots(game) if c == 1)
        if any(c == 1 for _r, c in hand_slots(game))
        else hand_slots(game)[0][1]
    )
    game.panel.select(TILE, colour)
    lit = bit_list(targets(game))
    best = max(lit, key=lambda t: len(game.panel.predict(Action(TILE, colour, t)).text))
    d.point(game.board.cell_rect(best).center)
    save(d, "04-game-tile-selected")
    d.key(pygame.K_ESCAPE)
    # A tile dragged from the tray: a faint copy under the pointer, the cells still lit;
    # let go off the board, it stays chosen (Esc unchooses it).
    slot = next(rect for rect, c in hand_slots(game) if c == colour)
    d.point(slot.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot.center, button=1))
    d.frames(1)
    x, y = game.board.cell_rect(best).center
    d.point((x + game.board.cell // 4, y + game.board.cell // 3))
    save(d, "04b-game-tile-dragged")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot.center, button=1))
    d.frames(1)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_h)
    save(d, "05-game-kingdoms")
    d.key(pygame.K_h)
    d.key(pygame.K_s)
    d.click(swap_slots(game)[0][0].center)
    d.click(swap_slots(game)[2][0].center)
    save(d, "06-swap")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_F1)
    save(d, "07-rules")
    d.type_text("treasure")
    save(d, "07b-rules-search")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    save(d, "08-pause")
    d.click_button("save")
    d.type_text(" 2")
    save(d, "09-save-name")
    d.key(pygame.K_RETURN)
    d.app.toasts.clear()  # "Saved as …" (a long name) would take the next clicks
    d.key(pygame.K_ESCAPE)
    d.click_button("settings")
    save(d, "10-settings")
    d.click_button("done")
    d.click_button("load")
    save(d, "11-load")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)

    d.app.toasts.clear()  # "Saved as …" would still be showing over the next scenes

    # The swap's warnings: red tiles while a revolt threatens, tiles of a leader's colour
    # while one tile could bring it to war (both kingdoms one column apart).
    text = position(
        ["G3", "I3"],
        [],
        [
            {"dynasty": "bull", "hand": ["red", "blue", "black", "black", "green", "green"],
             "leaders": {"king": "G4", "priest": "G2"}},
            {"dynasty": "lion", "hand": ["blue", "blue", "black", "green", "green", "black"],
             "leaders": {"king": "I4", "priest": "I2"}},
        ],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "swap"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.key(pygame.K_s)
    for colour in (BLACK, RED):
        d.click(next(slot[0] for slot in swap_slots(game) if slot[1] == colour).center)
    save(d, "06b-swap-warnings")
    d.key(pygame.K_ESCAPE)

    # A revolt: the person's panel, then the computer defender thinking.
    ai.LEVELS["patient"] = PatientPlayer
    text = position(
        [],
        [],
        [
            {"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
            {
                "dynasty": "lion",
                "hand": ["blue", "red", "black", "green", "green", "black"],
                "leaders": {"priest": "G3"},
            },
        ],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "revolt"), [Seat(HUMAN), Seat(COMPUTER, "patient")])
    )
    d.frames(2)
    d.click(leader_slots(game)[1][0].center)
    d.click_cell(cell("F4"))
    d.frames(150)
    d.click_button("more")
    d.click_button("more")
    save(d, "12-revolt-commit")
    d.click_button("confirm")
    d.frames(150)
    save(d, "13-computer-thinking")
    game.thinker.cancel()
    del ai.LEVELS["patient"]

    # A war with the person attacking.
    text = war_text = position(
        ["C5", "E5"],
        ["B6", "F6", "F5"],
        [
            {
                "dynasty": "archer",
                "hand": ["black", "black", "black", "black", "red", "green"],
                "leaders": {"king": "C6"},
            },
            {
                "dynasty": "potter",
                "hand": ["blue", "blue", "red", "green", "green", "red"],
                "leaders": {"king": "E6"},
            },
        ],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "war"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(cell("D6"))
    d.frames(120)
    d.click_button("more")
    save(d, "14-war-commit")

    # Two wars at once: the person chooses the order.
    text = position(
        ["C5", "E5"],
        ["B6", "F6"],
        [
            {
                "dynasty": "bull",
                "hand": ["black", "black", "red", "red", "red", "green"],
                "leaders": {"king": "C6", "priest": "B5"},
            },
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "red", "green", "green", "red"],
                "leaders": {"king": "E6", "priest": "F5"},
            },
        ],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "wars"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(cell("D6"))
    d.frames(120)
    save(d, "15-war-choice")

    # A monument that would cost the builder its priest (its only temple turns face down).
    text = position(
        ["G5", "H5", "G6"],
        [],
        [
            {"dynasty": "bull", "hand": ["red", "red", "blue", "black", "green", "green"],
             "leaders": {"priest": "F6"}},
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "monument"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.click(next(rect for rect, colour in hand_slots(game) if colour == 1).center)
    d.click_cell(cell("H6"))
    d.frames(60)
    d.point(game.panel.buttons[0].rect.center)
    d.frames(5)
    save(d, "16-monument")

    # Treasures: the trader joins two temples with treasures.
    text = position(
        ["C5", "E5"],
        [],
        [
            {"dynasty": "potter", "hand": ["red", "red", "blue", "black", "green", "green"]},
            {"dynasty": "archer", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
        treasures=TEMPLES[:8] + ["C5", "E5"],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "treasure"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.click(leader_slots(game)[3][0].center)
    d.click_cell(cell("D5"))
    d.frames(60)
    save(d, "17-treasure")

    # Hot seat: the curtain between two people.
    session = Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN), Seat(COMPUTER, "random")]), 9)
    play_some(d, session, 30, seed=4)
    open_session(d.app, session)
    d.until(lambda: d.game.phase() == Phase.CURTAIN, 2000)
    d.frames(200)
    save(d, "18-hot-seat-curtain")

    # The end of a game.
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]), 30)
    play_some(d, session, 5000, seed=2)
    open_session(d.app, session)
    d.until(lambda: isinstance(d.top, EndScene), 2000)
    d.frames(40)
    save(d, "19a-end-of-game-revealing")
    d.frames(300)
    save(d, "19-end-of-game")
    d.click_button("view")
    save(d, "20-end-board")

    # The menu offering to resume, with a saved game in the list.
    write_save(session, saves_dir() / "finished.toml", "A finished game")
    d.app.reset(d.app.scenes.scenes[0].__class__(d.app))
    save(d, "21-main-menu-resume")

    # Hovering a tile that would start a war: the warning names both sides.
    game = open_session(
        d.app, Session.from_position(load_position(war_text, "war"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.click(hand_slots(game)[0][0].center)
    d.point(game.board.cell_rect(cell("D6")).center)
    save(d, "22-hover-war-warning")

    # The war fought: tiles leaving, points flying to the score, the result's banner.
    d.click_cell(cell("D6"))
    d.frames(120)
    for _ in range(3):
        d.click_button("more")
    d.click_button("confirm")
    d.until(lambda: any(isinstance(a, anims.Ghost) and a.started(1.0) for a in game.anim_list), 600)
    d.frames(12)
    save(d, "23-war-result-animating")

    # A catastrophe on the temple beside the person's own king: the preview warns.
    d.until(lambda: game.decision == "action" and game.busy <= 0, 2000)
    d.key(pygame.K_c)
    d.point(game.board.cell_rect(cell("C5")).center)
    d.frames(3)
    save(d, "24-catastrophe-harms-you")
    # The second action done: the turn waits for "End turn" (or undo).
    d.key(pygame.K_ESCAPE)
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(bit_list(targets(game))[-1])
    d.frames(60)
    save(d, "30-end-turn-confirm")

    # Four seats on the advanced board with open scoring, a computer player thinking.
    ai.LEVELS["patient"] = PatientPlayer
    setup = GameSetup(
        [Seat(HUMAN), Seat(COMPUTER, "patient"), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")],
        board="advanced",
        open_scoring=True,
    )
    session = Session.new(setup, 33)
    play_some(d, session, 90, seed=5)
    while not session.seats[session.state.to_move].human or session.state.pending:
        legal = session.state.legal_actions()
        session.apply(legal[0] if session.state.pending else legal[-1])
    game = open_session(d.app, session)
    d.frames(30)
    d.key(pygame.K_h)
    save(d, "25-advanced-open-scoring-kingdoms")
    d.key(pygame.K_h)
    d.key(pygame.K_e)
    d.key(pygame.K_e)
    d.until(lambda: game.phase() == Phase.COMPUTER and game.busy <= 0, 600)
    d.frames(30)
    d.scroll(game.regions.log.center, 8)
    save(d, "26-computer-thinking-log-scrolled")
    game.thinker.cancel()
    del ai.LEVELS["patient"]

    # Computer players' turns in the window, then the person's: what happened since, the
    # markers, a replay of the others' moves, hover cards.
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")])
    session = Session.new(setup, 41)
    play_some(d, session, 70, seed=8)
    while not session.seats[session.state.to_move].human or session.state.pending:
        legal = session.state.legal_actions()
        session.apply(legal[0] if session.state.pending else legal[-1])
    game = open_session(d.app, session)
    d.frames(5)
    d.key(pygame.K_e)
    d.key(pygame.K_e)  # pass: the computers play two turns in the window
    d.until(lambda: game.decision == "action" and game.busy <= 0, 4000)
    d.frames(30)
    save(d, "31-since-your-last-turn")
    d.key(pygame.K_r)
    d.frames(90)
    save(d, "32-replay")
    d.key(pygame.K_ESCAPE)
    d.frames(5)
    state = game.state
    leader = next((cell for cell in state.leaders if cell >= 0), -1)
    if leader >= 0:
        centre = game.board.cell_rect(leader).center
        d.point((centre[0] + 4, centre[1] + 4))
        d.frames(40)
        save(d, "33-hover-card-leader")
    d.point(game.regions.seat_parts[0]["colours"][1].center)
    d.frames(40)
    save(d, "34-hover-card-score")
    d.point(game.info_rect().center)
    d.frames(40)
    save(d, "34b-hover-card-bag")
    seat = game.regions.seats[2]
    d.point((seat.centerx, seat.top + 8))
    d.frames(40)
    save(d, "34c-hover-card-seat")
    d.key(pygame.K_s)
    d.app.notify("You have no tiles to swap.")
    d.app.notify("Autosave failed: the disk is full", error=True)
    d.app.notify("Sound on")
    d.frames(10)
    save(d, "35-messages-queued")
    d.key(pygame.K_ESCAPE)
    d.app.toasts.clear()

    # A leader moved out of its kingdom: the preview warns that the kingdom is left open.
    text = position(
        ["H5"],
        ["H6", "I6"],
        [
            {"dynasty": "potter", "hand": ["red", "red", "blue", "black", "green", "green"],
             "leaders": {"king": "G5"}},
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "open"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.click_cell(cell("G5"))
    lit = bit_list(targets(game))
    far = max(lit, key=lambda c: abs(c % 32 - 6) + abs(c // 32 - 4))
    d.point(game.board.cell_rect(far).center)
    d.frames(3)
    save(d, "36-leader-leaves-kingdom-open")

    # A monument rising from its square.
    text = position(
        ["G5", "H5", "G6"],
        [],
        [
            {"dynasty": "bull", "hand": ["red", "red", "blue", "black", "green", "green"]},
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "monument"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    d.click(next(rect for rect, colour in hand_slots(game) if colour == 1).center)
    d.click_cell(cell("H6"))
    d.frames(30)
    d.click_button(next(b.name for b in game.buttons.buttons if b.name.startswith("monument ")))
    d.frames(22)
    save(d, "37-monument-rising")

    # The settings changed: quieter, muted, fast animations.
    d.app.reset(d.app.scenes.scenes[0].__class__(d.app))
    d.click_button("settings")
    for _ in range(3):
        d.click_button("quieter")
    d.click_button("mute")
    d.click_button("speed")
    save(d, "27-settings-changed")
    d.click_button("speed")
    d.click_button("speed")
    d.click_button("speed")
    d.click_button("mute")
    for _ in range(3):
        d.click_button("louder")
    d.click_button("done")

    # An autosave damaged while the window runs: the menu says so; choosing it sets it aside, saying why.
    autosave_path().write_text('format = "two-rivers-save"\nversion = 1\nrecord = """\n', encoding="utf-8")
    d.app.reset(d.app.scenes.scenes[0].__class__(d.app))
    d.click_button("resume")
    save(d, "28-damaged-autosave")
    d.app.toasts.clear()
    autosave_path().unlink(missing_ok=True)  # set aside by Resume

    # Damaged files at start-up: set aside, and a dialog says which (in a data folder of its own).
    folder = Path(tempfile.mkdtemp(prefix="two-rivers-shots-damaged-"))
    previous = os.environ["TWO_RIVERS_DATA_DIR"]
    os.environ["TWO_RIVERS_DATA_DIR"] = str(folder)
    try:
        (folder / "settings.json").write_text('{"volume": 0.5, "speed": ', encoding="utf-8")
        (folder / "lessons.json").write_text('{"offered": true}', encoding="utf-8")
        (folder / "autosave.toml").write_text("a = " + "[" * 100_000, encoding="utf-8")
        save(Driver.start_up(size), "29-damaged-files-set-aside")
    finally:
        os.environ["TWO_RIVERS_DATA_DIR"] = previous
    return names


def main(argv: list[str]) -> int:
    import argparse

    from game.client.i18n import LANGUAGE_NAMES

    parser = argparse.ArgumentParser(description="Screenshots of every scene of the window.")
    parser.add_argument("out", nargs="?", type=Path,
                        default=Path(__file__).resolve().parent.parent / "screenshots")
    parser.add_argument("--game", choices=GAMES,
                        help="only this game's screens (default: both)")
    parser.add_argument("--language", action="append", choices=[*LANGUAGE_NAMES, "all"],
                        help="the window's language (repeatable; all: every one)")
    parser.add_argument("--size", action="append", metavar="WxH",
                        help="a window size (repeatable; default: 1280x800 and 1024x640)")
    args = parser.parse_args(argv)
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.size] if args.size else SIZES
    games = [args.game] if args.game else list(GAMES)
    languages = args.language or []
    if "all" in languages:
        languages = list(LANGUAGE_NAMES)
    total = 0
    for language in languages or [""]:
        out = args.out / language if language else args.out
        out.mkdir(parents=True, exist_ok=True)
        # The window follows the system's language on a first start: say which one.
        os.environ["LANGUAGE"] = language or "en"
        for size in sizes:
            if "tigris" in games:
                total += len(shoot(out, size))
            if "yangtze" in games:
                import screenshots_yangtze

                total += len(screenshots_yangtze.shoot(out, size))
    print(f"{total} screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
