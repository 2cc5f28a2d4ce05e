"""Nothing covers what the player must see (issue 30): in games of both games played through
the real event loop at 800×500, 1024×640 and 1280×800, at every frame, no move's preview, hover
card, banner, message, summary card or decision panel hides the pieces it is about — the cell
a preview is for, the leaders who score or fight there, the tiles it removes; a conflict's two
leaders; the cells the summary reports; the market row — nor the panel being used.

What each overlay is about is worked out here from the engine (a move applied to a copy), not
taken from the window's own lists."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import anims  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import HOVER_DELAY, Phase, open_session  # noqa: E402
from game.client.placement import place  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.engine.grid import bit_list  # noqa: E402
from game.games import GAMES  # noqa: E402

SIZES = [(800, 500), (1024, 640), (1280, 800)]
SHOWS_PANEL = (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")


# ---------------------------------------------------------------- the placing itself


def test_a_box_goes_where_it_hides_nothing_kept_even_when_the_kept_things_are_far_apart():
    bounds = pygame.Rect(0, 0, 400, 300)
    corners = [pygame.Rect(0, 0, 40, 40), pygame.Rect(360, 260, 40, 40), pygame.Rect(180, 130, 40, 40)]
    box = place((150, 100), bounds, corners)
    assert bounds.contains(box)
    assert box.collidelist(corners) == -1


def test_a_card_sits_beside_its_anchor_and_off_what_it_speaks_of():
    bounds = pygame.Rect(0, 0, 400, 300)
    anchor = pygame.Rect(180, 130, 40, 40)
    above = pygame.Rect(150, 60, 100, 60)  # what it speaks of lies above the anchor
    box = place((120, 50), bounds, [above], near=anchor)
    assert not box.colliderect(anchor) and not box.colliderect(above)
    assert box.top >= anchor.bottom  # the first free side: below


# ---------------------------------------------------------------- played through the window


def middle(rect: pygame.Rect) -> pygame.Rect:
    """A piece's middle: a box may touch a piece's edge (hex cells' boxes overlap), never more."""
    return rect.inflate(-rect.width // 3, -rect.height // 3)


def about_move(game, action) -> set[int]:
    """The cells a move's preview speaks of, from the engine: the cell, a conflict's two
    leaders, leaders and tiles removed, and the leaders of the kingdom the cell is in (before
    and after the move)."""
    state = game.state
    trial = state.copy()
    events = trial.apply(action)
    cells = {action.cell}
    for event in events:
        for name in ("attacker_cell", "defender_cell"):
            if getattr(event, name, -1) >= 0:
                cells.add(getattr(event, name))
        if type(event).__name__ in ("LeaderRemoved", "PeasantsRevolt") and event.cell >= 0:
            cells.add(event.cell)
    for position in (trial, state):  # after the move, and before it (a tile removed)
        kingdom = position.kingdom_of(action.cell) if action.cell >= 0 else None
        if kingdom is not None:
            cells |= {c for c in position.leaders if c >= 0 and (kingdom.mask >> c) & 1}
    return cells


class Watch:
    """Checks one frame's overlays; collects what was covered."""

    def __init__(self, d: Driver, game) -> None:
        self.d, self.game = d, game
        self.problems: list[str] = []
        self.seen: dict[str, int] = {}
        self.move_cells: set[int] = set()  # what the preview under the pointer speaks of

    def rects(self, cells) -> list[pygame.Rect]:
        return [middle(self.game.board.cell_rect(c)) for c in cells if c >= 0]

    def check(self, what: str, box: pygame.Rect | None, keep: list[pygame.Rect]) -> None:
        if box is None:
            return
        self.seen[what] = self.seen.get(what, 0) + 1
        hit = [r for r in keep if box.colliderect(r)]
        if hit:
            problem = f"{self.d.app.size} {what} {box} covers {hit[:3]}"
            if problem not in self.problems:
                self.problems.append(problem)

    def frame(self) -> None:
        game = self.game
        if game.regions_ is None:
            return
        phase = game.phase()
        board = game.board
        market = board.keep_clear()
        # A conflict's panel may lie over the market row (never over its leaders) where the
        # board leaves no other room, and so may the summary in the smallest window (never over
        # the cells it reports); the market's own panel, banners and messages never do.
        roomy = self.d.app.size[1] > 500
        panel_rect = None
        focus = []
        if game.panel is not None and phase in SHOWS_PANEL and game.panel.rect is not None:
            panel_rect = game.panel.rect
            focus = self.rects(game.panel.focus_cells())
            # And the leaders of each conflict its answers would start ("Choose the next war"
            # lay over both traders of the war it asked about, at 800×500), from the engine.
            fighting = self.rects(self.to_fight())
            self.check(f"panel {game.panel.name} over a war's leaders", panel_rect, fighting)
            market_too = game.panel.name == "market"
            self.check(f"panel {game.panel.name}", panel_rect, focus + (market if market_too else []))
        summary = game.summary.rect if game.summary is not None and phase == Phase.DECIDE else None
        if summary is not None:
            person = game.summary.person
            cells = game.recent.get(person, 0) | game.since.marks(person)
            self.check("summary", summary, self.rects(bit_list(cells)) + (market if roomy else []))
            # Its home is beside the board: over no cell at all, and the board never moved for it.
            self.check("summary over the board", summary, self.every_cell())
            if game.zoom.auto != (0, 0):
                self.problems.append(f"{self.d.app.size} the board panned {game.zoom.auto} for the summary")
        message = self.d.app.message_rect()
        if message is not None:
            self.check("message", message, [r for r in [panel_rect, summary] if r] + focus + market)
        if game.card_rect is not None:
            tip = game.panel.tooltip() if game.panel is not None and phase == Phase.DECIDE else None
            # Nor ever over the prompt line or the market row, whatever it is about.
            read = [game.regions.hint, *market]
            if tip is not None:
                self.check("preview", game.card_rect, self.rects(self.move_cells) + read)
            elif game.card is not None:
                self.check("card", game.card_rect, [middle(game.card.anchor)] + read)
        s = game.regions.scale
        for anim in game.anim_list:
            if isinstance(anim, anims.Banner) and anim.t > anim.delay and not anim.done:
                area = anim.where(anim.width(s))
                keep = [r for r in [panel_rect, summary, message] if r] + focus + market
                # Nor the table's buttons (Undo and Pass drew over a war's banner in the bottom strip).
                keep += [b.rect for b in game.buttons.buttons if b.rect is not None and b.rect.width > 0]
                # Nor the kingdoms at war, their leaders and tiles (a Yellow & Yangtze war's banner
                # hid kingdom A's red tiles at 1280×800), as the engine's pending war knows them.
                keep += self.rects(self.at_war())
                self.check(f"banner {anim.text!r}", area.inflate(0, -int(8 * s)), keep)
                if anim.text.endswith("turn"):  # "Your turn", "Lion's turn": over no cell
                    self.check(f"turn banner {anim.text!r}", area.inflate(0, -int(8 * s)), self.every_cell())

    def to_fight(self) -> list[int]:
        """The two leaders of every conflict one of the few answers now pending would start
        (which war first), as the engine plays each on a copy; none for a turn's action."""
        state = self.game.state
        legal = list(state.legal_actions())
        if len(legal) > 8:
            return []
        cells = []
        for action in legal:
            for event in state.copy().apply(action):
                if type(event).__name__ == "ConflictStarted":
                    cells += [event.attacker_cell, event.defender_cell]
        return cells

    def at_war(self) -> list[int]:
        """The cells of the kingdoms in the war the engine has pending (Yellow & Yangtze's
        `state.war`: each side's tiles and leaders); none in a game without one."""
        war = getattr(self.game.state, "war", None)
        return [c for side in war.sides for c in bit_list(side.mask)] if war is not None else []

    def every_cell(self) -> list[pygame.Rect]:
        return [middle(self.game.board.cell_rect(c)) for c in self.game.state.board.grid.cells]


def play(game_name: str, size: tuple[int, int], decisions: int) -> Watch:
    d = Driver(size, speed="normal")
    setup = GameSetup([Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")])
    setup.game = game_name
    game = open_session(d.app, Session.new(setup, 5))
    watch = Watch(d, game)

    def frames(n: int) -> None:
        for _ in range(n):
            d.frames(1)
            watch.frame()

    from importlib import import_module

    testing = import_module(f"game.client.{game_name}.testing")
    made = 0
    for _step in range(4000):
        if made >= decisions or game.phase() == Phase.OVER:
            break
        frames(1)
        phase = game.phase()
        if phase == Phase.CURTAIN:
            d.click_button("reveal")
            continue
        if phase == Phase.CONFIRM and game.busy <= 0:
            d.key(pygame.K_RETURN)
            continue
        if phase == Phase.COMPUTER:
            time.sleep(0.001)  # the computer player's thread decides (wall time, not frames)
        if phase != Phase.DECIDE or game.busy > 0:
            continue
        if game.summary is not None:
            frames(20)
            d.key(pygame.K_RETURN)
            continue
        if game.decision == "action":
            # A hover card: the pointer resting on a piece on the board; a message on screen.
            pieces_on_board = [c for c in game.state.leaders if c >= 0]
            if pieces_on_board:
                d.point(board_centre(game, pieces_on_board[made % len(pieces_on_board)]))
                frames(int(HOVER_DELAY * 60) + 3)
            d.app.notify(f"A message while deciding ({made})")
            slots = [rect for rect, _c in testing.hand_slots(game)]
            slots += [rect for rect, _k in testing.leader_slots(game)]
            pieces = [rect for rect in slots if rect.width]
            d.click(pieces[made % len(pieces)].center)
            frames(2)
            panel = testing.action_panel(game)
            lit = bit_list(testing.targets(game))
            if not lit:
                d.key(pygame.K_ESCAPE)
                d.click(pieces[0].center)
                frames(2)
                lit = bit_list(testing.targets(game))
            conflicts = set(bit_list(panel.conflict_cells())) if panel is not None else set()
            tried = sorted(lit, key=lambda c: (c not in conflicts, c))[:6]
            for cell in tried:
                action = panel.action_on(*panel.selection, cell)
                watch.move_cells = about_move(game, action)
                d.point(board_centre(game, cell))
                frames(3)
            d.click(board_centre(game, tried[0]))
            watch.move_cells = set()
            made += 1
            continue
        # Any other decision: a look at its panel, then its first answer.
        frames(10)
        game.decide(game.state.legal_actions()[0])
        made += 1
    frames(200)
    return watch


def board_centre(game, cell: int) -> tuple[int, int]:
    return game.board.cell_centre(cell)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_name", GAMES)
def test_no_preview_card_banner_or_panel_covers_what_it_is_about(game_name, size):
    watch = play(game_name, size, 14)
    assert watch.seen.get("preview", 0) > 10 and watch.seen.get("card", 0) > 10, watch.seen
    assert watch.seen.get("message", 0) > 10, watch.seen
    assert any(what.startswith("banner") for what in watch.seen), watch.seen
    assert any(what.startswith("turn banner") for what in watch.seen), watch.seen
    assert watch.seen.get("summary over the board", 0) > 0, watch.seen
    assert not watch.problems, "\n".join(watch.problems[:12])


WAR = os.path.join(os.path.dirname(__file__), "positions", "yangtze_war.toml")


@pytest.mark.parametrize("size", SIZES)
def test_a_wars_banner_hides_none_of_the_kingdoms_at_war(size):
    """The rule book's war (Yellow & Yangtze): the tile on J3 joins two kingdoms. Its banner
    ("War over the soldiers") once lay over kingdom A's red tiles in row 2 at 1280×800: it
    kept clear of the war's own cells only, not of the kingdoms fighting it."""
    from game.client.yangtze.testing import hand_slots
    from game.engine import load_position
    from game.engine.grid import parse_cell
    from game.engine.yangtze.pieces import BLACK

    d = Driver(size, speed="normal")
    with open(WAR, encoding="utf-8") as f:
        position = load_position(f.read(), "war")
    seats = [Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]
    game = open_session(d.app, Session.from_position(position, seats))
    watch = Watch(d, game)
    d.frames(30)
    d.click(next(r for r, c in hand_slots(game) if c == BLACK).center)
    d.click(game.board.cell_centre(parse_cell("J3")))
    war_frames = 0
    for _ in range(240):
        d.frames(1)
        watch.frame()
        war_frames += bool(watch.at_war())
        if size == (800, 500):  # no room on the board there: beside it, over no cell at all
            for anim in game.anim_list:
                if isinstance(anim, anims.Banner) and anim.t > anim.delay and not anim.done:
                    area = anim.where(anim.width(game.regions.scale))
                    watch.check(f"banner over the board {anim.text!r}", area, watch.every_cell())
    assert war_frames > 0 and any("War over" in what for what in watch.seen), watch.seen
    assert not watch.problems, "\n".join(watch.problems[:12])
