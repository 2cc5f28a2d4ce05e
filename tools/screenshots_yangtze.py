"""The Yellow & Yangtze screens for `tools/screenshots.py`: the new-game
screen with this game chosen, the board with a hover preview and a hover
card, every decision panel (the peasants' revolt, the pagoda to build, the
market, the blue chain, a revolt's commitments, a war with support coming
in, the tied winner, the losses), the swap, the kingdoms, the summary, the
rules reference and the end table. `shoot(out, size)` returns the names of
the files it wrote."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.client.driver import Driver
from game.client.end_scene import EndScene
from game.client.game_scene import Phase, open_session
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session
from game.client.yangtze.testing import (
    action_slots,
    hand_slots,
    leader_slots,
    swap_slots,
    targets,
    triangle_points,
    war_sides,
)
from game.engine import Rng, load_position
from game.engine.grid import bit_list, parse_cell
from game.engine.yangtze.actions import TILE, Action
from game.engine.yangtze.pieces import BLACK, BLUE, GREEN, RED

DYNASTIES = ["crossbow", "bull", "vase", "lion"]
WAR = Path(__file__).resolve().parent.parent / "tests" / "positions" / "yangtze_war.toml"


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


def position(
    tiles: dict[str, str], hands: list[str], leaders: list[str] | None = None, pagodas: str = ""
) -> str:
    """A position's TOML from compact words (tiles by colour, each seat's hand and leaders)."""

    def words(text: str) -> str:
        return "[" + ", ".join(f'"{w}"' for w in text.split()) + "]"

    lines = ['game = "yangtze"', "active = 0", "actions_left = 2", "bag = 70", "seed = 4", "[tiles]"]
    lines += [f"{colour} = {words(cells)}" for colour, cells in tiles.items()]
    entries = []
    for entry in filter(None, pagodas.split(";")):
        colour, *cells = entry.split()
        entries.append(f'{{ colour = "{colour}", cells = {words(" ".join(cells))} }}')
    lines += [
        "[board]",
        f"pagodas = [{', '.join(entries)}]",
        'market = ["black", "green", "yellow", "blue", "red", "red"]',
    ]
    for seat, hand in enumerate(hands):
        found = (leaders or [""] * len(hands))[seat].split()
        pairs = ", ".join(f'{found[i]} = "{found[i + 1]}"' for i in range(0, len(found), 2))
        lines += [
            "[[players]]",
            f'dynasty = "{DYNASTIES[seat]}"',
            f"hand = {words(hand)}",
            f"leaders = {{ {pairs} }}",
            "score = { black = 3, red = 2, blue = 4, green = 2, yellow = 1 }",
        ]
    return "\n".join(lines) + "\n"


CAPITALS = "C7 F8 L8 J4 O2 P6 J12"


def busy_position() -> str:
    """A board with kingdoms, leaders of every dynasty and pagodas."""
    return position(
        {
            "black": CAPITALS + " D7 E8 K8 J5 P5",
            "red": "A8 B7 B8 M8 I5 Q6 Q7",
            "green": "I8 J8 J9",
            "blue": "C9 D9 K9 L9",
            "yellow": "Q8 R8",
        },
        [
            "red green green blue blue black",
            "red red black blue yellow green",
            "black black red blue green yellow",
        ],
        ["governor D8 soldier I4 trader K4", "governor M7 farmer L7 artisan G8", "soldier O6 governor O5"],
        pagodas="green I8 J8 J9",
    )


def shoot(out: Path, size: tuple[int, int]) -> list[str]:
    w, h = size
    tag = f"{w}x{h}"
    names: list[str] = []

    def save(d: Driver, name: str, rest: tuple[int, int] | None = None) -> None:
        if rest is not None:
            d.point(rest)  # the pointer off the board: no hover card over the panel photographed
        d.frames(2)
        d.until(lambda: not d.app.fade.running, 60)  # a scene's fade-in over: the scene alone
        path = out / f"y{name}-{tag}.png"
        pygame.image.save(d.app.screen, str(path))
        names.append(path.name)

    d = Driver(size, speed="normal")
    d.click_button("game yangtze")  # the main menu with this game chosen: its own skyline
    save(d, "00-main-menu", rest=(w // 2, 4))
    d.click_button("game tigris")  # as it was: the first game's screens follow at the next size
    d.click_button("new")
    d.click_button("game yangtze")
    while len(d.top.setup.seats) > 2:
        d.click_button("remove")
    d.click_button("short")
    d.point(d.button("short").center)
    save(d, "01-new-game")
    d.key(pygame.K_ESCAPE)

    # The person's turn on a busy board: a tile chosen, a hover preview; a hover card; kingdoms.
    seats = [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]
    game = open_session(d.app, Session.from_position(load_position(busy_position(), "busy"), seats))
    d.frames(60)
    game.panel.select(TILE, RED)
    lit = bit_list(targets(game))
    best = max(lit, key=lambda t: len(game.panel.predict(Action(TILE, RED, t)).text))
    d.point(game.board.cell_centre(best))
    save(d, "02-board-tile-preview")
    d.key(pygame.K_ESCAPE)
    d.point(game.board.cell_centre(cell("M7")))
    d.frames(40)
    save(d, "03-hover-card-leader")
    d.point(game.board.triangle_centre(game.state.pagodas[0].cells))
    d.frames(40)
    save(d, "04-hover-card-pagoda")
    d.point(game.board.supply_slots()[1].center)
    d.frames(40)
    save(d, "04b-hover-card-pagoda-supply")
    d.point(game.info_rect().center)
    d.frames(40)
    save(d, "04c-hover-card-bag")
    seat = game.regions.seats[1]
    d.point((seat.centerx, seat.top + 8))
    d.frames(40)
    save(d, "04d-hover-card-seat")
    d.point((w // 2, 4))
    d.key(pygame.K_h)
    save(d, "05-kingdoms")
    d.key(pygame.K_h)
    d.click(action_slots(game)[0].center)
    d.point(game.board.cell_centre(cell("J5")))
    save(d, "06-peasants-revolt")
    d.key(pygame.K_ESCAPE)
    d.click(action_slots(game)[1].center)
    save(d, "07-build-pagoda")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_s)
    d.click(swap_slots(game)[0][0].center)
    d.click(swap_slots(game)[3][0].center)
    save(d, "08-swap")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_F1)
    d.type_text("pagoda")
    save(d, "09-rules-pagodas")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)

    # A green tile completing a triangle: the pagoda, then the market.
    text = position(
        {"black": CAPITALS, "green": "A1 B1"},
        ["green green red blue blue black", "red red red black black blue"],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "pagoda"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(60)
    d.click(next(r for r, c in hand_slots(game) if c == GREEN).center)
    d.click_cell(cell("A2"))
    d.frames(60)
    save(d, "10-pagoda-after-a-tile", (w - 20, h - 20))
    d.click(triangle_points(game)[0][1])
    d.frames(60)
    save(d, "11-market", (w - 20, h - 20))
    d.click_button("no market")
    # The blue chain.
    d.click(next(r for r, c in hand_slots(game) if c == BLUE).center)
    d.click_cell(cell("C9"))
    d.frames(60)
    save(d, "12-blue-chain", (w - 20, h - 20))

    # A revolt: the attacker's commitment, the governor's +1.
    text = position(
        {"black": CAPITALS + " D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        ["", "soldier D7"],
    )
    game = open_session(
        d.app, Session.from_position(load_position(text, "revolt"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(60)
    d.click(leader_slots(game)[RED][0].center)
    d.click_cell(cell("B7"))
    d.frames(150)
    d.click_button("more")
    save(d, "13-revolt")

    # The rule book's war: support coming in, the tie, the losses.
    seats = [Seat(HUMAN), Seat(HUMAN), Seat(HUMAN)]
    game = open_session(
        d.app, Session.from_position(load_position(WAR.read_text(encoding="utf-8"), "war"), seats)
    )
    d.frames(2)
    d.click_button("reveal")
    d.frames(30)
    d.click(next(r for r, c in hand_slots(game) if c == BLACK).center)
    d.click_cell(cell("J3"))
    d.frames(150)
    d.click_button("reveal")
    d.frames(30)
    d.click(war_sides(game)[0].center)
    d.click_button("more")
    save(d, "14-war-support")
    d.click_button("confirm")
    d.frames(30)
    d.click_button("reveal")
    d.frames(60)
    save(d, "15-war-support-in-order")
    d.click_button("support none")
    d.frames(30)
    d.click_button("reveal")
    d.frames(60)
    d.click_button("support none")
    d.frames(150)
    save(d, "16-war-tied-winner", (w - 20, h - 20))
    d.click(war_sides(game)[1].center)
    d.frames(150)
    save(d, "17-war-losses", (w - 20, h - 20))

    # Since your last turn: computers played meanwhile.
    setup = GameSetup(
        [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")],
        dynasties=list(DYNASTIES),
        game="yangtze",
    )
    session = Session.new(setup, 7)
    rng = Rng(2)
    for _ in range(40):
        legal = session.state.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    while session.state.to_move == 0:
        legal = session.state.legal_actions()
        session.apply(legal[-1])
    game = open_session(d.app, session)
    for _turn in range(8):  # until the others did something worth saying (points, a conflict, …)
        d.until(lambda: game.summary is not None or game.my_turn() or isinstance(d.top, EndScene), 4000)
        if game.summary is not None or isinstance(d.top, EndScene):
            break
        d.click_button("pass")
        d.click_button("pass")
        d.frames(2)
    if game.summary is not None:
        save(d, "18-since-your-last-turn")
        d.key(pygame.K_RETURN)

    # The end: a computers' game played to its end.
    setup = GameSetup(
        [Seat(COMPUTER, "random"), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")],
        dynasties=list(DYNASTIES),
        game="yangtze",
    )
    d2 = Driver(size, speed="instant")
    open_session(d2.app, Session.new(setup, 12))
    d2.until(lambda: isinstance(d2.top, EndScene), 20000)
    d2.frames(400)
    save(d2, "19-end-table")
    assert d2.top is not None and d2.game is not None and d2.game.phase() == Phase.OVER
    return names
