"""What a new player's play-test asked for, driven through the window's event loop
headless. Dragging pieces with the mouse, in both games: a tray's tile or leader
pressed, carried and let go over a lit cell makes the same decision a click on the
piece and a click on the cell make; let go anywhere else it stays chosen and nothing
happens; a leader on the board is carried to a new cell the same way; a plain click
still chooses and unchooses. Yellow & Yangtze's capitals' names over highlights and
pieces. The kingdoms view saying whose leaders are in each kingdom. The market pick
flying from its slot."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import theme  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.kingdom_key import PLATE, disc_step, outline_widths  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.client.tigris import testing as tt  # noqa: E402
from game.client.yangtze import testing as yt  # noqa: E402
from game.engine import load_position  # noqa: E402
from game.engine.grid import bit_list, cell_code, cell_name, parse_cell  # noqa: E402
from game.engine.tigris.actions import LEADER as T_LEADER  # noqa: E402
from game.engine.tigris.actions import TILE as T_TILE  # noqa: E402
from game.engine.tigris.pieces import BLACK, RED  # noqa: E402
from game.engine.yangtze.actions import LEADER as Y_LEADER  # noqa: E402
from game.engine.yangtze.pieces import BLACK as Y_BLACK  # noqa: E402
from game.engine.yangtze.pieces import GREEN, YELLOW  # noqa: E402
from game.games import GAMES  # noqa: E402

from .conftest import start_position_toml  # noqa: E402
from .test_client_yangtze import position as yangtze_position  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


def open_text(text: str, size=(1280, 800), speed: str = "instant"):
    d = Driver(size, speed=speed)
    state = load_position(text, "test")
    seats = [Seat(HUMAN)] + [Seat(COMPUTER, "random")] * (state.n - 1)
    game = open_session(d.app, Session.from_position(state, seats))
    d.frames(2)
    if game.phase() == Phase.CURTAIN:
        d.click_button("reveal")
    return d, game


def tigris_text(leaders: dict | None = None) -> str:
    return start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["red", "red", "blue", "black", "green", "green"],
                "leaders": leaders or {},
            },
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ]
    )


def yangtze_text(leaders: str = "") -> str:
    return yangtze_position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"],
        leaders=[leaders, ""],
    )


def centre(game, code: int) -> tuple[int, int]:
    return game.board.cell_rect(code).center


def lit_cell(game, unlike: int = -1) -> int:
    return next(c for c in bit_list(game.panel.targets()) if c != unlike)


def unlit_cell(game) -> int:
    lit = game.panel.targets()
    cells = [cell_code(col, row) for row in range(11) for col in range(16)]
    return next(c for c in cells if not (lit >> c) & 1 and game.board.cell_at(centre(game, c)) == c)


def test_a_tigris_tile_dragged_to_a_lit_cell_is_placed_as_two_clicks_place_it():
    # Two clicks, as before ...
    d, game = open_text(tigris_text(), speed="normal")
    slot = next(rect for rect, colour in tt.hand_slots(game) if colour == RED)
    d.click(slot.center)
    target = lit_cell(game)
    d.click_cell(target)
    clicked = (
        list(game.session.record.actions),
        game.state.key(),
        [type(a).__name__ for a in game.anim_list],
    )
    assert clicked[2]  # the tile's arrival is animated
    # ... and one drag make the same decision, with the same animations.
    d, game = open_text(tigris_text(), speed="normal")
    slot = next(rect for rect, colour in tt.hand_slots(game) if colour == RED)
    d.drag(slot.center, centre(game, target))
    assert game.state.tile_at(target) == RED
    dragged = (
        list(game.session.record.actions),
        game.state.key(),
        [type(a).__name__ for a in game.anim_list],
    )
    assert dragged == clicked


def test_while_dragging_the_piece_follows_the_pointer_and_the_cells_stay_lit():
    d, game = open_text(tigris_text())
    slot = next(rect for rect, colour in tt.hand_slots(game) if colour == RED)
    d.point(slot.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot.center, button=1))
    d.frames(1)
    lit = game.panel.targets()
    assert lit and not game.panel.dragging()
    far = (game.regions.board.centerx, game.regions.board.centery)
    before = d.app.screen.copy()
    d.point(far)
    assert game.panel.dragging() and game.panel.targets() == lit
    assert game.animating()
    d.frames(1)
    assert d.app.screen.get_at(far) != before.get_at(far)  # the faint piece under the pointer
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=far, button=1))
    d.frames(1)
    assert not game.panel.dragging()


def test_let_go_on_an_unlit_cell_or_off_the_board_the_piece_stays_chosen():
    d, game = open_text(tigris_text())
    slot = next(rect for rect, colour in tt.hand_slots(game) if colour == RED)
    d.click(slot.center)
    unlit = unlit_cell(game)
    d.click(slot.center)
    d.drag(slot.center, centre(game, unlit))
    assert game.panel.selection == (T_TILE, RED) and game.state.actions_left == 2
    assert not game.session.record.actions
    d.drag(slot.center, (5, d.app.size[1] // 2))  # off the board (the window's edge)
    assert game.panel.selection == (T_TILE, RED) and game.state.actions_left == 2
    # A plain click still unchooses it, and chooses it again.
    d.click(slot.center)
    assert game.panel.selection is None
    d.click(slot.center)
    assert game.panel.selection == (T_TILE, RED)
    # A press that barely moves is a click (the chosen piece unchosen).
    d.drag(slot.center, (slot.centerx + 2, slot.centery + 1), steps=2)
    assert game.panel.selection is None and game.state.actions_left == 2


def test_a_tigris_leader_is_dragged_from_the_tray_and_then_moved_on_the_board():
    d, game = open_text(tigris_text())
    slots = dict((kind, rect) for rect, kind in tt.leader_slots(game))
    d.point(slots[BLACK].center)
    d.click(slots[BLACK].center)
    first = lit_cell(game)
    d.click(slots[BLACK].center)  # unchosen again: the drag chooses it itself
    assert game.panel.selection is None
    d.drag(slots[BLACK].center, centre(game, first))
    assert game.state.leader_cell(0, BLACK) == first
    # On the board: pressed and carried to another lit cell, it moves there.
    d.drag(centre(game, first), centre(game, first))  # a click: chosen to move
    assert game.panel.selection == (T_LEADER, BLACK)
    d.click_cell(first)  # clicked again: unchosen, as before
    assert game.panel.selection is None
    d.click_cell(first)
    second = lit_cell(game, unlike=first)
    d.click_cell(first)
    d.drag(centre(game, first), centre(game, second))
    assert game.state.leader_cell(0, BLACK) == second
    assert game.phase() == Phase.CONFIRM


def test_yangtze_tiles_and_leaders_drag_like_clicks():
    d, game = open_text(yangtze_text())
    slot = next(rect for rect, colour in yt.hand_slots(game) if colour == GREEN)
    d.click(slot.center)
    target = lit_cell(game)
    d.click(slot.center)
    d.drag(slot.center, centre(game, target))
    assert game.state.tile_at(target) == GREEN
    while game.decision != "action":  # the green tile's market pick
        d.click(yt.market_slots(game)[0][0].center)
    assert game.state.actions_left == 1
    leader = yt.leader_slots(game)[YELLOW][0]
    d.drag(leader.center, (5, 5))  # let go off the board: chosen, nothing done
    assert game.panel.selection == (Y_LEADER, YELLOW) and game.state.actions_left == 1
    target = lit_cell(game)
    d.drag(leader.center, centre(game, target))
    assert game.state.leader_cell(0, YELLOW) == target and game.state.actions_left == 0


def test_a_yangtze_leader_on_the_board_is_dragged_to_a_new_cell():
    d, game = open_text(yangtze_text("soldier D7"))
    d.click_cell(cell("D7"))
    assert game.panel.selection is not None and game.panel.selection[0] == Y_LEADER
    target = lit_cell(game, unlike=cell("D7"))
    unlit = unlit_cell(game)
    d.click_cell(cell("D7"))
    assert game.panel.selection is None
    d.drag(centre(game, cell("D7")), centre(game, unlit))  # dropped where it may not go
    assert game.panel.selection[0] == Y_LEADER and game.state.actions_left == 2
    d.drag(centre(game, cell("D7")), centre(game, target))
    assert game.state.leader_at(cell("D7")) < 0 and game.state.leader_at(target) >= 0
    assert game.state.actions_left == 1


def test_a_leader_dragged_from_the_board_to_its_tray_place_is_withdrawn():
    """Both games: a leader carried from the board back onto its own place in the tray is
    withdrawn (the Withdraw decision); onto another leader's place, nothing happens."""
    d, game = open_text(yangtze_text("soldier D7"))
    from game.engine.yangtze.pieces import BLUE as Y_BLUE
    from game.engine.yangtze.pieces import RED as Y_RED

    slots = yt.leader_slots(game)
    d.drag(centre(game, cell("D7")), slots[Y_BLUE][0].center)  # another leader's place
    assert game.state.leader_at(cell("D7")) >= 0 and game.state.actions_left == 2
    d.drag(centre(game, cell("D7")), slots[Y_RED][0].center)
    assert game.state.leader_at(cell("D7")) < 0 and game.state.leader_cell(0, Y_RED) < 0
    assert game.state.actions_left == 1

    d, game = open_text(tigris_text())
    slots = dict((kind, rect) for rect, kind in tt.leader_slots(game))
    d.click(slots[BLACK].center)
    first = lit_cell(game)
    d.click_cell(first)
    assert game.state.leader_cell(0, BLACK) == first
    d.drag(centre(game, first), slots[BLACK].center)
    assert game.state.leader_cell(0, BLACK) < 0


def test_while_a_leader_is_dragged_from_the_board_its_tray_place_is_lit_as_the_drop():
    """Both games: carrying a leader from the board lights its place in the tray (a gold ring,
    thicker with the pointer over it); the other places and a leader from the tray are not."""
    from game.engine.yangtze.pieces import BLUE as Y_BLUE
    from game.engine.yangtze.pieces import RED as Y_RED

    def gold(d: Driver, pos: tuple[int, int]) -> bool:
        return tuple(d.app.screen.get_at(pos))[:3] == tuple(theme.GOLD)[:3]

    def press_and_move(d: Driver, start, end) -> None:
        d.point(start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        d.frames(1)
        for pos in ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
            d.frames(1)

    def let_go(d: Driver, pos) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        d.frames(1)

    d, game = open_text(yangtze_text("soldier D7"))
    slots = yt.leader_slots(game)
    home, other = slots[Y_RED][0], slots[Y_BLUE][0]
    ring = (home.centerx, home.top - 6)  # on the thin ring, 6 px out
    inner = (home.centerx, home.top - 4)  # on the thick ring only
    d.frames(1)
    assert not gold(d, ring)
    press_and_move(d, centre(game, cell("D7")), centre(game, cell("H5")))
    assert game.panel.dragging()
    assert gold(d, ring) and not gold(d, inner)
    assert not gold(d, (other.centerx, other.top - 6))
    low = (home.centerx, home.bottom - 2)  # over the place, the carried piece clear of its top ring
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=low, rel=(0, 0), buttons=(1, 0, 0)))
    d.frames(1)
    assert gold(d, ring) and gold(d, inner)
    let_go(d, low)
    assert game.state.leader_at(cell("D7")) < 0
    d.frames(1)
    assert not gold(d, ring)
    # A leader carried from the tray lights cells, not its own place.
    press_and_move(d, home.center, centre(game, cell("H5")))
    assert game.panel.dragging() and not gold(d, ring)
    let_go(d, centre(game, unlit_cell(game)))

    d, game = open_text(tigris_text())
    slots = dict((kind, rect) for rect, kind in tt.leader_slots(game))
    d.click(slots[BLACK].center)
    first = lit_cell(game)
    d.click_cell(first)
    home = slots[BLACK]
    press_and_move(d, centre(game, first), (home.centerx, home.top - 80))
    assert gold(d, (home.centerx, home.top - 6))
    let_go(d, (home.centerx, home.top - 80))
    assert game.state.leader_cell(0, BLACK) == first
    d.frames(1)
    assert not gold(d, (home.centerx, home.top - 6))


# ---------------------------------------------------------------- Yellow & Yangtze's capitals


def test_yangtze_capital_names_stay_readable_over_highlights_leaders_and_kingdoms():
    text = yangtze_position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D7"},
        ["red red blue green black yellow", "red red red black black blue"],
        leaders=["governor B8", "farmer G8"],
    )
    d, game = open_text(text)
    plaques = dict(game.board.capital_plaques(game.state))
    inner = plaques["Qin"].inflate(-4, -4)
    before = d.app.screen.subsurface(inner).copy()
    # A tile chosen (the cells around lit), the pointer on a lit cell beside the capital,
    # the kingdoms shown: the name's plaque is drawn over all of it, unchanged.
    d.click(next(rect for rect, colour in yt.hand_slots(game) if colour == GREEN).center)
    assert (game.panel.targets() >> cell("B7")) & 1 and (game.panel.targets() >> cell("C8")) & 1
    d.point(centre(game, cell("B7")))
    d.key(pygame.K_h)
    d.frames(2)
    after = d.app.screen.subsurface(inner)
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")
    # Inside its own hex but for a sliver: clear of the revolt badge of a leader below.
    assert not plaques["Qin"].colliderect(game.board.badge_rect(cell("C8")))


# ---------------------------------------------------------------- the kingdoms view


def kingdoms_shown(d: Driver, game, size) -> None:
    tags, key = game.board.kingdom_key(game.state, list(game.names))
    screen = d.app.screen
    assert tags
    for _index, tag, _seats in tags:
        assert screen.get_at((tag.left + 1, tag.centery))[:3] != PLATE  # not yet: H not pressed
    d.key(pygame.K_h)
    d.frames(2)
    tags, key = game.board.kingdom_key(game.state, list(game.names))
    area = game.board.rect
    for index, tag, seats in tags:
        assert area.contains(tag) and tag.height >= 18
        assert screen.get_at((tag.left + 1, tag.centery))[:3] == PLATE
        kingdom = game.state.kingdoms()[index]
        assert [seat for seat, _n in seats] == sorted(
            {game.state.leader_seat(lid) for lid in kingdom.leaders}
        )
        # Each seat's disc in its dynasty's colour (just inside its rim), one per leader.
        x = tag.left + max(3, tag.height // 6)
        size = tag.height - 4
        step = disc_step(size)
        assert tag.width == max(3, tag.height // 6) + sum(
            size + (count - 1) * step + max(3, tag.height // 6) for _seat, count in seats
        )
        for seat, count in seats:
            accent = game.presentation.dynasty_colour(game.state.dynasties[seat])
            disc = pygame.Rect(x, tag.centery - (tag.height - 4) // 2, tag.height - 4, tag.height - 4)
            pixels = [
                screen.get_at((px, py))[:3]
                for px in range(disc.left, disc.right)
                for py in range(disc.top, disc.bottom)
            ]
            near = [p for p in pixels if max(abs(a - b) for a, b in zip(p, accent, strict=True)) < 30]
            assert len(near) > len(pixels) // 10
            x += size + (count - 1) * step + max(3, tag.height // 6)
        # On the kingdom or an empty cell beside it.
        home = game.board.cell_at(tag.center)
        assert (kingdom.mask >> home) & 1 or (kingdom.ring & ~game.state.occupied()) >> home & 1
    for a in range(len(tags)):
        for b in range(a):
            assert not tags[a][1].colliderect(tags[b][1])
    # The key: a line for each seat, inside the board, on no tag.
    assert area.contains(key) and key.height >= len(game.names) * 18
    assert key.collidelist([tag for _i, tag, _s in tags]) < 0
    assert screen.get_at((key.left + 3, key.bottom - 3))[:3] == PLATE


def test_the_kingdoms_view_says_whose_leaders_are_in_each_kingdom_tigris():
    for size in ((1280, 800), (1024, 640)):
        text = start_position_toml(
            [
                {"dynasty": "bull", "hand": ["red"] * 6, "leaders": {"priest": "G3", "king": "C8"}},
                {"dynasty": "lion", "hand": ["red"] * 6, "leaders": {"king": "F2", "trader": "J7"}},
            ],
        )
        d, game = open_text(text, size)
        kingdoms_shown(d, game, size)


def test_the_kingdoms_view_says_whose_leaders_are_in_each_kingdom_yangtze():
    for size in ((1280, 800), (1024, 640)):
        d, game = open_text(
            yangtze_position(
                {"black": "C7 F8 L8 J4 O2 P6 J12"},
                ["red red blue green black yellow", "red red red black black blue"],
                leaders=["soldier D7 governor K8", "farmer E8 soldier M8"],
            ),
            size,
        )
        kingdoms_shown(d, game, size)


def test_a_kingdoms_tag_sits_by_its_leaders_its_count_in_discs_its_edge_in_its_dynastys_colour():
    # A long row of tiles with the leaders at its east end: the tag beside them, not at
    # the row's far end; two leaders of one seat, two discs; one seat alone, its colour.
    d, game = open_text(
        yangtze_position(
            {"black": "C7 F8 L8 J4 O2 P6 J12 H12", "red": "C12 D12 E12 F12 G12"},
            ["red red blue green black yellow", "red red red black black blue"],
            leaders=["soldier I12 governor K12", "farmer E8"],
        ),
        (1024, 640),
    )
    d.key(pygame.K_h)
    d.frames(2)
    state, board = game.state, game.board
    (index,) = [i for i, k in enumerate(state.kingdoms()) if (k.mask >> cell("C12")) & 1]
    kingdom = state.kingdoms()[index]
    tags, _key = board.kingdom_key(state, list(game.names))
    ((tag, seats),) = [(tag, seats) for i, tag, seats in tags if i == index]
    assert seats == [(0, 2)]
    home = board.cell_at(tag.center)
    assert (kingdom.mask | kingdom.ring) >> home & 1
    x, y = board.cell_rect(home).center
    hx, hy = board.cell_rect(cell("J12")).center
    assert abs(x - hx) + abs(y - hy) <= 2 * board.cell, "the tag is far from the kingdom's leaders"
    # The kingdom's edge, over the tiles, in the dynasty's colour on a dark halo: look along
    # the top edge of E12's hex (its corners' midpoint, just inside).
    accent = game.presentation.dynasty_colour(state.dynasties[0])
    points = board.hex_points(cell("E12"))
    top = min(points, key=lambda p: p[1])
    screen = d.app.screen
    near = [
        screen.get_at((int(top[0]) + dx, int(top[1]) + dy))[:3]
        for dx in range(-3, 4)
        for dy in range(0, outline_widths(board.cell)[1] + 1)
    ]
    assert any(max(abs(a - b) for a, b in zip(p, accent, strict=True)) < 40 for p in near)


# ---------------------------------------------------------------- Yellow & Yangtze's market


def test_the_market_pick_flies_from_the_slot_it_was_taken_from():
    from game.client import anims
    from game.engine.yangtze import events as ev

    text = yangtze_position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"],
        market="black green yellow blue red black",
    )
    d = Driver((1280, 800), speed="normal")
    game = open_session(
        d.app, Session.from_position(load_position(text, "test"), [Seat(HUMAN), Seat(COMPUTER, "random")])
    )
    d.frames(2)
    slot = next(rect for rect, colour in yt.hand_slots(game) if colour == GREEN)
    d.click(slot.center)
    d.click_cell(cell("D7"))
    assert game.decision == "market"
    d.until(lambda: not game.anim_list, 600)
    # The red tile, fifth in the row: the event says which slot, and the tile flies from it.
    d.click(yt.market_slots(game)[4][0].center)
    flyers = [a for a in game.anim_list if isinstance(a, anims.Flyer)]
    assert flyers, "no tile flies"
    assert flyers[0].start() == game.board.market_rect(4).center
    # The engine's event: the slot, the first of its colour when the row has two.
    state = load_position(text, "test")
    state.apply("tile green D7")
    (taken,) = [e for e in state.apply("market black") if isinstance(e, ev.MarketTaken)]
    assert (taken.seat, taken.colour, taken.index) == (0, Y_BLACK, 0)
    assert ev.MarketTaken(0, Y_BLACK).index == -1  # made without it, as before: not said


def test_yangtze_panels_and_messages_keep_off_the_tile_just_placed_and_the_market():
    from game.client.summary import SummaryCard

    text = yangtze_position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"],
        market="black green yellow blue red black",
    )
    for size in ((1280, 800), (1024, 640)):
        d, game = open_text(text, size)
        strip = game.board.strip
        # A message (a game kept, a refusal) and the summary: off the market row.
        d.app.notify("A message")
        d.frames(1)
        assert not d.app.message_rect().colliderect(strip)
        d.app.dismiss()
        game.summary = SummaryCard(0, [("Bull scored 1 red", False)] * 3, True)
        game.summary.layout(game)
        assert not game.summary.rect.colliderect(strip), size
        game.summary = None
        # A green tile on the top row: the market's panel hides neither it nor the row.
        slot = next(rect for rect, colour in yt.hand_slots(game) if colour == GREEN)
        d.click(slot.center)
        d.click_cell(cell("F1"))
        assert game.decision == "market"
        d.frames(2)
        panel = game.panel.rect
        assert not panel.colliderect(game.board.cell_rect(cell("F1"))), size
        assert not panel.colliderect(strip), size


# ---------------------------------------------------------------- leaders told apart by shape


def symbol_share(screen: pygame.Surface, rect: pygame.Rect, ink: tuple) -> float:
    """The share of a leader's cell (less the corners its badges sit in) drawn in the
    dynasty symbol's ink."""
    n = rect.width
    inked = total = 0
    for y in range(n):
        for x in range(n):
            if (x > 0.6 * n and y > 0.6 * n) or (x < 0.4 * n and y < 0.4 * n):
                continue
            total += 1
            pixel = screen.get_at((rect.left + x, rect.top + y))
            inked += max(abs(pixel[i] - ink[i]) for i in range(3)) < 40
    return inked / total


def test_each_dynasty_symbol_on_a_leader_is_large_enough_to_tell_by_shape():
    from game.client.yangtze.art import PIECE_SYMBOL

    tigris = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red"] * 6, "leaders": {"king": "C8"}},
            {"dynasty": "lion", "hand": ["red"] * 6, "leaders": {"priest": "F2"}},
            {"dynasty": "archer", "hand": ["red"] * 6, "leaders": {"farmer": "J7"}},
            {"dynasty": "potter", "hand": ["red"] * 6, "leaders": {"trader": "K2"}},
        ]
    )
    yangtze = yangtze_position(
        {"black": "C7 F8 L8 J4 O2 P6 J12"},
        ["red red blue green black yellow", "red red red black black blue"] * 2,
        leaders=["soldier D7", "farmer K8", "soldier E8", "farmer I4"],
    )
    for size in ((1280, 800), (1024, 640)):
        for text, ink in ((tigris, lambda colour: (250, 246, 236)), (yangtze, PIECE_SYMBOL.__getitem__)):
            d, game = open_text(text, size)
            d.frames(2)
            state = game.state
            for lid, code in enumerate(state.leaders):
                if code < 0:
                    continue
                share = symbol_share(d.app.screen, game.board.cell_rect(code), ink(state.leader_colour(lid)))
                dynasty = state.dynasties[state.leader_seat(lid)]
                assert share > 0.075, (size, dynasty, share)


def test_yangtze_pagodas_read_on_their_own_colour_and_keep_off_a_capitals_name():
    from game.client.yangtze import art as yart

    # Black on black below Zhao's name (either triangle over it), red on red.
    for word, cells in (("black", "J3 I4 J4"), ("black", "K3 J4 K4"), ("red", "A1 B1 A2")):
        tiles = {"black": "C7 F8 L8 J4 O2 P6 J12"}
        tiles[word] = " ".join(dict.fromkeys(tiles.get(word, "").split() + cells.split()))
        text = yangtze_position(tiles, ["red red blue green black yellow"] * 2, pagodas=f"{word} {cells}")
        d, game = open_text(text, (1024, 640))
        board, state = game.board, game.state
        (pagoda,) = state.pagodas
        rect = board.pagoda_rect(pagoda.cells)
        plaques = [plaque for _w, plaque in board.capital_plaques(state)]
        # The pagoda's own shape, where it is drawn (centred on its rectangle), off the names.
        shape = pygame.mask.from_surface(yart.pagoda(pagoda.colour, rect.height), 60)
        at = (rect.centerx - rect.height // 2, rect.centery - rect.height // 2)
        for plaque in plaques:
            box = pygame.mask.Mask(plaque.size, fill=True)
            assert not shape.overlap(box, (plaque.left - at[0], plaque.top - at[1])), cells
        # Two pixels out from its outline, all round: a pale ring (on tiles of its colour too).
        ring = shape.convolve(pygame.mask.Mask((5, 5), fill=True))
        screen = d.app.screen
        pale = total = 0
        for x, y in ring.outline():
            px, py = at[0] + x - 2, at[1] + y - 2
            if any(p.collidepoint(px, py) for p in plaques):
                continue
            total += 1
            r, g, b = screen.get_at((px, py))[:3]
            pale += r > 190 and g > 180 and b > 160
        assert total and pale > 0.6 * total, (cells, word, pale, total)


def test_a_pagoda_on_a_capital_never_has_its_roofs_under_the_capitals_name():
    """Wherever a pagoda stands on a capital's tile (every triangle of land with one capital,
    at each window size), no pixel of the pagoda is under the name's plaque: at the hex's foot
    the plaque hid the eaves of a pagoda beside it and the top roof of one below it, so there
    the plaque moves to the top of the hex. At 1280×800 not even the pagoda's ring touches it."""
    from game.client.yangtze import art as yart

    capitals_text = "C7 F8 L8 J4 O2 P6 J12"
    base = load_position(yangtze_position({"black": capitals_text}, ["red"] * 2), "test")
    board_map = base.board
    triangles = [
        (capital, mask)
        for _name, capital in board_map.capitals
        for mask in base.grid.triangles
        if (mask >> capital) & 1
        and not mask & board_map.river
        and (mask & board_map.capital_mask).bit_count() == 1
    ]
    assert len(triangles) == 28
    moved = 0
    for size in ((1280, 800), (1024, 640), (800, 500)):
        d, game = open_text(yangtze_text(), size)
        board = game.board
        for _capital, mask in triangles:
            cells = [cell_name(c) for c in bit_list(mask)]
            tiles = " ".join(dict.fromkeys(capitals_text.split() + cells))
            text = yangtze_position({"black": tiles}, ["red"] * 2, pagodas="black " + " ".join(cells))
            state = load_position(text, "t")
            (pagoda,) = state.pagodas
            rect = board.pagoda_rect(pagoda.cells)
            shape = pygame.mask.from_surface(yart.pagoda(pagoda.colour, rect.height), 60)
            at = (rect.centerx - rect.height // 2, rect.centery - rect.height // 2)
            ringed = pygame.mask.from_surface(yart.pagoda_on_board(pagoda.colour, rect.height), 60)
            ring_at = ringed.get_rect(center=rect.center)
            for word, plaque in board.capital_plaques(state):
                box = pygame.mask.Mask(plaque.size, fill=True)
                assert not shape.overlap(box, (plaque.left - at[0], plaque.top - at[1])), (size, cells, word)
                if size == (1280, 800):
                    offset = (plaque.left - ring_at.left, plaque.top - ring_at.top)
                    assert not ringed.overlap(box, offset), (cells, word)
                foot = dict(board.capital_plaques(base))[word]
                moved += plaque != foot
                # Wherever it stands, the plaque stays on the board, off the market row.
                assert game.regions.board.contains(plaque), (size, cells, word)
                assert not plaque.colliderect(board.strip), (size, cells, word)
    assert moved >= 3 * 12  # twelve of the triangles put a pagoda under the name's old spot
    # Drawn so: Han's plaque over the hex's top when the pagoda stands below-left of Han.
    text = yangtze_position({"black": "C7 F8 L8 J4 O2 P6 J12 E8 F9"}, ["red"] * 2, pagodas="black E8 F8 F9")
    d, game = open_text(text)
    d.frames(2)
    plaque = dict(game.board.capital_plaques(game.state))["Han"]
    assert plaque.bottom < game.board.cell_centre(cell_code(5, 7))[1]
    foot = dict(game.board.capital_plaques(load_position(yangtze_text(), "t")))["Han"]

    def plaque_red(box: pygame.Rect) -> int:
        screen = d.app.screen
        spots = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)]
        return sum(screen.get_at(spot)[:3] == (96, 30, 24) for spot in spots)

    assert plaque_red(plaque) > plaque.width * plaque.height // 5 and plaque_red(foot) == 0


def test_yangtze_capital_names_stay_under_a_panel_over_the_board():
    plaque_red = (96, 30, 24)
    covered = []

    def names_hidden_under_the_panel(d: Driver, game) -> None:
        d.frames(2)
        box = game.panel.rect
        assert box is not None
        for word, plaque in game.board.capital_plaques(game.state):
            inside = plaque.clip(box)
            if inside:
                covered.append(word)
                for x in range(inside.left, inside.right):
                    for y in range(inside.top, inside.bottom):
                        assert d.app.screen.get_at((x, y))[:3] != plaque_red, word

    for size in ((1280, 800), (1024, 640)):
        d, game = open_text(
            yangtze_position(
                {"black": "C7 F8 L8 J4 O2 P6 J12", "green": "A1 B1"},
                ["green green red blue blue black", "red red red black black blue"],
            ),
            size,
        )
        d.click_button("swap")  # the swap panel, over the board
        names_hidden_under_the_panel(d, game)
        d.key(pygame.K_ESCAPE)
        # The green tile's pagoda, then the market's panel.
        d.click(next(rect for rect, colour in yt.hand_slots(game) if colour == GREEN).center)
        d.click_cell(cell("A2"))
        d.click(yt.triangle_points(game)[0][1])
        assert game.decision == "market"
        names_hidden_under_the_panel(d, game)
    assert covered  # some name was under a panel


@pytest.mark.parametrize("game_name", GAMES)
def test_the_help_says_how_to_drag_pieces_and_how_to_move_and_withdraw_leaders(game_name):
    from game.client.help_scene import keys_topic
    from game.client.registry import presentation_for

    keys = " ".join(keys_topic(game_name).paragraphs)
    assert "drag a piece from your tray" in keys.lower()
    assert "onto its place in your tray: withdraw" in keys
    leaders = next(t for t in presentation_for(game_name).rules_topics() if t.title == "Leaders")
    text = " ".join(leaders.paragraphs)
    assert "can be moved elsewhere" in text
    assert "drag it onto its place in your tray" in text
