"""Issue 30, a fresh player's review at 800×500: what a banner or a panel must leave in sight.
A turn's banner ("Your turn") in the top bar hid the round and the sentence saying who
decides what; a conflict's banner over the log let the log's words show through it."""

from __future__ import annotations

import os
import threading
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

import ai  # noqa: E402
from ai.base import Player  # noqa: E402
from game.client import anims, i18n, theme  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.table.top_bar import round_words, top_bar  # noqa: E402
from game.client.widgets import rendered  # noqa: E402

from .test_client_banner_buttons import shown_banners  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    yield
    i18n.set_language("")


def top_words(game) -> list[pygame.Rect]:
    """The round and the top bar's sentence, where they are drawn."""
    lay = game.regions
    s = lay.scale
    size = theme.small(22, s)
    round_image = rendered(round_words(game), size, theme.GOLD, True)
    rects = [round_image.get_rect(midleft=(int(14 * s), lay.top.centery))]
    bar = top_bar(game)
    y = lay.top.centery - len(bar.lines) * bar.step // 2
    for line in bar.lines:
        width = min(rendered(line, bar.size, theme.TEXT).get_width(), bar.room)
        rects.append(pygame.Rect(bar.left, y, width, bar.step))
        y += bar.step
    return rects


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_a_turn_banner_hides_neither_the_round_nor_the_prompt(size, game_name, language):
    d = Driver(size, speed="normal")
    d.app.settings.language = language
    i18n.set_language(language)
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")])
    setup.game = game_name
    game = open_session(d.app, Session.new(setup, 3))
    game.language_changed()
    seen, problems = 0, []
    for _ in range(1500):
        d.frames(1)
        for banner in shown_banners(game):
            if "in_top_bar" in banner.where.__qualname__:  # a turn's banner
                area = banner.where(banner.width(game.regions.scale))
                seen += 1
                for rect in top_words(game) + [game.regions.hint]:
                    if rect.width and area.colliderect(rect):
                        problems.append(f"{banner.text!r} {area} over {rect}")
        if seen > 20:
            break
        phase = game.phase()
        if phase == Phase.COMPUTER:
            time.sleep(0.002)
        if phase == Phase.DECIDE and game.busy <= 0 and seen == 0:
            game.decide(game.state.legal_actions()[0])
    assert seen > 0
    assert not problems, "\n".join(sorted(set(problems))[:8])


def open_lesson(d: Driver, lesson_id: str):
    d.click_button("learn")
    d.click_button(f"game {lesson_id.split('/')[0]}")
    d.top.reveal(lesson_id)
    d.click_button(lesson_id)
    return d.top


def press(d: Driver, name: str) -> None:
    d.frames(1)
    button = d.top.lesson_buttons.by_name(name)
    assert button is not None, (name, [b.name for b in d.top.lesson_buttons.buttons])
    d.click(button.rect.center)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_which_war_first_leaves_both_wars_leaders_in_sight_at_800x500(language):
    """Lesson 4 ("Wars"): the tile on G5 joins two kingdoms, two kings and two traders. The
    panel asking which war comes first lay over both traders (D6, J6) at 800×500."""
    from game.client.tigris.testing import hand_slots
    from game.engine.grid import parse_cell
    from game.engine.tigris.pieces import BLACK

    d = Driver((800, 500))
    d.app.settings.language = language
    i18n.set_language(language)
    scene = open_lesson(d, "tigris/04-wars")
    press(d, "continue")
    d.frames(5)
    d.click(next(r for r, c in hand_slots(scene) if c == BLACK).center)
    d.click(scene.board.cell_rect(parse_cell("G5")).center)
    d.frames(5)
    press(d, "continue")
    d.frames(30)
    assert scene.panel is not None and scene.panel.name == "war" and scene.panel.rect is not None
    leaders = [scene.board.cell_rect(parse_cell(c)) for c in ("C5", "D6", "K5", "J6")]
    # Told by the engine: each war's two leaders.
    state = scene.state
    for action in state.legal_actions():
        for event in state.copy().apply(action):
            if type(event).__name__ == "ConflictStarted":
                for c in (event.attacker_cell, event.defender_cell):
                    assert scene.board.cell_rect(c) in leaders
    hidden = [r for r in leaders if scene.panel.rect.colliderect(r.inflate(-r.width // 3, -r.height // 3))]
    assert not hidden, (scene.panel.rect, hidden)


@pytest.mark.parametrize("text, counts", [("War of the kings!", (2, 0)), ("Revolt!", None)])
def test_a_banner_beside_the_board_hides_the_log_beneath_it_wholly(text, counts):
    """At 800×500 a war's banner with no room on the board goes over the top of the log's
    column; fading in and out (and at its faded ends) the log's words showed through it, and
    neither could be read. Every pixel of its band is the band's own, at every frame."""
    d = Driver((800, 500), speed="normal")
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")])
    game = open_session(d.app, Session.new(setup, 3))
    for _ in range(400):  # a few lines in the log
        d.frames(1)
        if game.phase() == Phase.COMPUTER:
            time.sleep(0.002)
        if game.phase() == Phase.DECIDE and game.busy <= 0:
            break
    d.frames(120)
    if game.summary is not None:  # the card of what changed, at the log's top: put away
        d.key(pygame.K_RETURN)
        d.frames(30)
    every_cell = list(game.state.board.grid.cells)  # no band on the board keeps all of them in sight
    where = game.banner_area(every_cell)
    band = where(None)
    assert band.left >= game.regions.log.left and band.colliderect(game.regions.log), band
    sides = ("Bull", "Lion") if counts else None
    game.add_banner(anims.Banner(text, "", theme.GOLD, where, 0.0, 1.5, counts=counts, sides=sides))
    checked = 0
    for _ in range(100):
        d.frames(1)
        shown = [b for b in shown_banners(game) if b.text == text]
        if not shown:
            continue
        area = shown[0].where(shown[0].width(game.regions.scale))
        # The band's left end, where its words never reach (they slide in from the right): its
        # dark colour only, between its rules.
        for x in (area.left + 1, area.left + 3, area.left + 6):
            for y in range(area.centery - 12, area.centery + 12, 2):  # within the band, whatever its height
                assert tuple(d.app.screen.get_at((x, y)))[:3] == (14, 18, 26), (x, y, area)
        checked += 1
    assert checked > 10


def conflict_starting(state) -> list:
    """The person's decisions now that start a conflict (the engine plays each on a copy)."""
    found = []
    for action in state.legal_actions():
        if action.cell < 0:
            continue
        if any(type(e).__name__ == "ConflictStarted" for e in state.copy().apply(action)):
            found.append(action)
    return found


@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
@pytest.mark.parametrize("size", [(800, 500), (1024, 640)])
def test_a_conflicts_panel_keeps_one_place_while_both_sides_decide(game_name, size):
    """A revolt's panel lay at the top of the board while the person committed support, then
    moved down over the person's king while the other side decided (review 89c-91c)."""
    d = Driver(size, speed="fast")
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")])
    setup.game = game_name
    game = open_session(d.app, Session.new(setup, 7))
    places: dict[tuple, set[tuple[int, int]]] = {}
    watched: dict[tuple, set[bool]] = {}
    for _ in range(6000):
        d.frames(1)
        phase = game.phase()
        panel = game.panel
        if panel is not None and getattr(panel, "COMMIT", None) is not None and phase in (
            Phase.DECIDE,
            Phase.COMPUTER,
        ) and panel.rect is not None:
            key = (game.state.turn, tuple(sorted(panel.focus_cells())))
            places.setdefault(key, set()).add(panel.rect.topleft)
            watched.setdefault(key, set()).add(panel.interactive)
        if sum(len(v) == 2 for v in watched.values()) >= 2:
            break
        if phase == Phase.COMPUTER:
            time.sleep(0.002)
        if phase == Phase.CONFIRM and game.busy <= 0:
            d.key(pygame.K_RETURN)
        if phase != Phase.DECIDE or game.busy > 0:
            continue
        if game.summary is not None:
            d.key(pygame.K_RETURN)
            continue
        state = game.state
        legal = list(state.legal_actions())
        fights = conflict_starting(state) if len(legal) > 1 and state.pending is None else []
        game.decide(fights[0] if fights else legal[-1])
    both = {k: v for k, v in places.items() if len(watched[k]) == 2}
    assert both, watched
    moved = {k: v for k, v in both.items() if len(v) > 1}
    assert not moved, moved


RELEASE = threading.Event()


class Patient(Player):
    """A computer player that thinks until the test has looked (`RELEASE`)."""

    name = "patient"

    def choose(self, view, budget=None, cancel=None):
        RELEASE.wait(10)
        return view.legal_actions()[0]


def test_watching_another_seat_decide_on_a_pagoda_is_a_compact_box(monkeypatch):
    """"Build a pagoda? Vase is deciding…": an almost empty panel, its buttons' room kept,
    covered a third of the board (review 68c). Watching, the box holds its title and the
    waiting line only."""
    from game.client.yangtze.pagoda_panel import PagodaPanel
    from game.engine import Rng
    from game.engine.yangtze.actions import PAGODA

    monkeypatch.setitem(ai.LEVELS, "patient", Patient)
    RELEASE.clear()
    d = Driver((1280, 800), speed="normal")
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "patient")])
    setup.game = "yangtze"
    session = Session.new(setup, 2)
    rng = Rng(2)
    for _ in range(146):  # random decisions up to the computer's pagoda (found by playing)
        legal = list(session.state.legal_actions())
        session.apply(legal[rng.below(len(legal))])
    state = session.state
    assert state.to_move == 1 and any(a.kind == PAGODA for a in state.legal_actions())
    game = open_session(d.app, session)
    boxes = []
    for _ in range(60):
        d.frames(1)
        panel = game.panel
        if isinstance(panel, PagodaPanel) and not panel.interactive and panel.rect is not None:
            boxes.append(panel.rect.copy())
    RELEASE.set()
    assert boxes
    s = game.regions.scale
    board = game.regions.board
    eighth = board.width * board.height / 8
    small = [box.height <= 110 * s and box.width * box.height < eighth for box in boxes]
    assert all(small), (boxes[0], board)


WAR = os.path.join(os.path.dirname(__file__), "positions", "yangtze_war.toml")


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_a_wars_kingdom_badges_lie_off_every_piece(size):
    """The war's "B" badge stood on its leader's corner, over the governor beside it and the
    leader's strength (review 54c): each badge lies off every piece on the board."""
    from game.client.yangtze.testing import hand_slots
    from game.client.yangtze.war_sides import badge_rects
    from game.engine import load_position
    from game.engine.grid import bit_list, parse_cell
    from game.engine.yangtze.pieces import BLACK

    d = Driver(size, speed="normal")
    with open(WAR, encoding="utf-8") as f:
        position = load_position(f.read(), "war")
    seats = [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]
    game = open_session(d.app, Session.from_position(position, seats))
    d.frames(30)
    d.click(next(r for r, c in hand_slots(game) if c == BLACK).center)
    d.click(game.board.cell_centre(parse_cell("J3")))
    d.frames(5)
    war = game.state.war
    assert war is not None and type(game.panel).__name__ == "WarPanel"
    pieces = [game.board.cell_rect(c) for c in bit_list(game.state.occupied())]
    middles = [r.inflate(-r.width // 3, -r.height // 3) for r in pieces]  # hex cells' boxes overlap
    badges = badge_rects(game, war)
    assert len(badges) == len(war.sides) >= 2
    for badge in badges:
        assert badge.collidelist(middles) == -1, (badge, [r for r in middles if badge.colliderect(r)])
    assert badges[0].collidelist(badges[1:]) == -1
