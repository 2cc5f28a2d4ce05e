"""Issue 30 (a fresh player's review): the Russian log said the seats' names in English after
the language changed ("Bull (you) выкладывает…"), and «Царь ваш» in the wrong order."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client import i18n  # noqa: E402

from .test_client_yangtze import (  # noqa: E402
    HUMAN,
    Seat,
    open_position,
    war_position,
    war_to_the_losses,
)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    yield
    i18n.set_language("")


def test_the_log_says_the_seats_names_in_the_language_chosen_after_the_lines_were_written():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    war_to_the_losses(d, game)
    english = [line.text for line in game.turns.log.lines]
    assert any("Bull" in text for text in english), english
    d.app.change_language("ru")
    d.frames(2)
    said = [line.text for line in game.turns.log.lines]
    assert any("Бык" in text for text in said), said
    mixed = [t for t in said if any(name in t for name in ("Crossbow", "Bull", "Vase"))]
    assert not mixed, mixed


@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
def test_russian_says_your_leader_first_and_another_players_leader_after(game_name):
    """«Царь ваш на G8 проигрывает…» read backwards: «Ваш царь…», «Царь игрока Лев…»."""
    from game.client.names import Names
    from game.engine import events as ev
    from game.engine.grid import parse_cell

    words = __import__(f"game.client.{game_name}.words", fromlist=["describe"])
    names = Names(["Bull", "Lion"], you=0)
    i18n.set_language("ru")
    names.renamed(Names([i18n._("Bull"), i18n._("Lion")], you=0))
    for reason in (ev.LOST_REVOLT, ev.LOST_WAR):
        mine = words.describe(ev.LeaderRemoved(0, 0, parse_cell("G8"), reason), names, 0)
        theirs = words.describe(ev.LeaderRemoved(1, 0, parse_cell("G8"), reason), names, 0)
        assert mine.lower().startswith("ваш "), mine
        assert " ваш " not in mine.lower(), mine
        assert "игрока Лев" in theirs and not theirs.lower().startswith("игрока"), theirs


# ---------------------------------------------------------------- 2: messages that outlive their moment


def _zoomed_game(game_name: str):
    import pygame

    from .test_client_zoom import middle_cell, new_game

    d, scene = new_game(game_name)
    pos = scene.board.cell_centre(middle_cell(scene))
    d.scroll(pos, 1)
    d.frames(1)
    assert scene.zoom.level > 1.0
    return d, scene, pygame


def _texts(d) -> list[str]:
    return [toast.text for toast in d.app.toasts.items]


@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
def test_a_refusal_and_the_zoom_hint_go_when_the_player_acts_and_the_hint_is_said_once(game_name):
    """Review 160c/161c: "N10 is a river" stayed over the board into the computer's turn, and
    the zoom hint over the top row into the next turn."""
    import importlib

    from game.client.game_scene import Phase

    d, scene, pygame = _zoomed_game(game_name)
    assert any(t.startswith("Zoomed in") for t in _texts(d))
    testing = importlib.import_module(f"game.client.{game_name}.testing")
    blue = importlib.import_module(f"game.engine.{game_name}.pieces").BLUE
    state = scene.session.state
    rect = next(r for r, colour in testing.hand_slots(scene) if colour != blue)
    d.click(rect.center)
    view = scene.regions.board  # a river cell in sight (no tile is on a river at the start)
    river = next(c for c in state.board.grid.cells if (state.board.river >> c) & 1
                 and view.contains(scene.board.cell_rect(c)))
    d.click_cell(river)
    assert any("river" in t for t in _texts(d)), _texts(d)
    d.key(pygame.K_e, "e")
    d.key(pygame.K_e, "e")  # both actions passed: the turn goes to the computer
    d.frames(2)
    assert len(scene.session.record.actions) >= 1
    assert not any("river" in t for t in _texts(d)), _texts(d)
    assert not any(t.startswith("Zoomed in") for t in _texts(d)), _texts(d)
    assert d.app.run_until(lambda: scene.phase() == Phase.DECIDE and len(scene.session.record.actions) > 2,
                           3000)
    d.key(pygame.K_0, "0")
    d.frames(1)
    assert scene.zoom.level == 1.0
    d.scroll(scene.regions.board.center, 1)
    d.frames(1)
    assert scene.zoom.level > 1.0
    assert not any(t.startswith("Zoomed in") for t in _texts(d)), _texts(d)  # said once a run


# ---------------------------------------------------------------- 1: a tray piece's card off its lit cells


@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1280, 800)])
def test_a_tray_pieces_card_covers_none_of_the_cells_lit_for_it(game_name, size):
    """Review 06c: "Your soldier" lay over the lit cells beside the black tiles it spoke of."""
    import importlib

    import pygame

    from game.engine.grid import bit_list

    from .test_client_zoom import new_game

    d, scene = new_game(game_name, size)
    testing = importlib.import_module(f"game.client.{game_name}.testing")
    checked = 0
    for rect, _kind in testing.leader_slots(scene):
        d.click(rect.center)  # chosen: its cells lit
        lit = testing.targets(scene)
        assert lit
        d.point(rect.center)
        assert d.until(lambda: scene.card_rect is not None, 200)
        cells = [scene.board.cell_rect(c) for c in bit_list(lit)]
        covered = [c for c in cells if scene.card_rect.colliderect(c)]
        assert not covered, (scene.card.title, scene.card_rect, covered)
        checked += 1
        d.key(pygame.K_ESCAPE)  # the choice put down before the next piece
    assert checked == 4 if game_name == "tigris" else checked >= 4


def test_the_trays_pagoda_card_does_not_show_while_the_pagoda_is_being_chosen():
    """Review 65c: "Build a pagoda (key B)" stayed over the board during the pagoda's choice."""
    from game.client.yangtze.testing import action_slots

    from .test_client_yangtze import COMPUTER, GREEN, cell, position, tile_slot

    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "green": "A1 B1"},
        ["green green red blue black yellow", "red red red black black blue"],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    pagoda = action_slots(game)[1]
    d.point(pagoda.center)
    assert d.until(lambda: game.card is not None, 200)  # its card, while it can be used
    d.click(tile_slot(game, GREEN).center)
    d.click_cell(cell("A2"))
    assert game.decision == "pagoda"
    d.point((pagoda.centerx + 2, pagoda.centery))
    d.frames(60)
    assert game.card is None, game.card.title


# ---------------------------------------------------------------- 3: a zoomed board and the computer's moves


@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
def test_a_zoomed_board_shows_each_computer_move_as_it_is_animated(game_name):
    """Review 160c/161c: zoomed in, the computer's moves landed outside the view."""
    import pygame

    from game.client.game_scene import Phase
    from game.client.table import zoom

    from .test_client_zoom import new_game

    d, scene = new_game(game_name)
    d.app.settings.speed = "normal"  # the computer's moves animated
    corner = scene.regions.board_inner.topleft
    for _step in range(5):  # all the way in, about the top-left corner
        d.scroll((corner[0] + 4, corner[1] + 4), 1)
    d.frames(1)
    assert scene.zoom.level >= 2.5
    seen: list[tuple[int, bool]] = []
    real = scene.presentation.present

    def spy(table, events, k):
        if table.state.to_move != table.viewer or not table.session.seats[table.state.to_move].human:
            for cell in zoom.event_cells(events):
                seen.append((cell, table.regions.board.contains(table.board.cell_rect(cell))))
        return real(table, events, k)

    scene.presentation.present = spy
    d.key(pygame.K_e, "e")
    d.key(pygame.K_e, "e")  # both actions passed: the computer plays
    assert d.app.run_until(lambda: scene.phase() == Phase.DECIDE and len(scene.session.record.actions) > 2,
                           3000)
    assert seen, "the computer's moves were animated"
    assert all(inside for _cell, inside in seen), seen


# ---------------------------------------------------------------- 4: the narrow bar's pieces


def test_the_tigris_trays_pieces_faces_are_at_least_28_pixels_at_800x500(monkeypatch):
    """Review 75z: the tray's slots were 28 px but a tile's picture leaves a margin, so the
    faces the player sees were about 23 px."""
    from game.client import tray_pieces
    from game.client.tigris import tray

    from .test_client_zoom import new_game

    d, scene = new_game("tigris", (800, 500))
    faces: list[int] = []
    real = tray_pieces.blit_faded

    def spy(surface, image, where, *args, **kwargs):
        if scene.regions.bottom.collidepoint(getattr(where, "center", where)):
            faces.append(min(image.get_bounding_rect(min_alpha=250).size))
        return real(surface, image, where, *args, **kwargs)

    monkeypatch.setattr(tray_pieces, "blit_faded", spy)
    monkeypatch.setattr(tray, "blit_faded", spy)
    scene.still_layer = None  # the tray drawn again
    d.frames(2)
    assert len(faces) >= 6 + 4 + 1, faces
    assert min(faces) >= tray.COMFORTABLE, faces


@pytest.mark.parametrize("game_name", ["tigris", "yangtze"])
def test_a_card_about_a_piece_on_a_zoomed_board_goes_over_the_log(game_name):
    """Review 81c/159c: zoomed in, "Your king" covered the cells around the king (a zoomed
    board has no room beside a piece that is not over other cells)."""
    from .test_client_zoom import new_game

    d, scene = new_game(game_name)
    centre = scene.regions.board.center
    d.scroll(centre, 1)
    d.scroll(centre, 1)
    d.frames(1)
    assert scene.zoom.level > 1.0
    view = scene.regions.board
    cells = sorted((c for c in scene.state.board.grid.cells if view.contains(scene.board.cell_rect(c))),
                   key=lambda c: abs(scene.board.cell_centre(c)[0] - centre[0])
                   + abs(scene.board.cell_centre(c)[1] - centre[1]))
    for cell in cells:
        d.point(scene.board.cell_centre(cell))
        d.frames(30)
        if scene.card is not None and scene.card_rect is not None:
            break
    else:
        pytest.fail("no card on the zoomed board")
    assert not scene.card_rect.colliderect(view), (scene.card.title, scene.card_rect, view)
    assert scene.regions.log.contains(scene.card_rect), (scene.card_rect, scene.regions.log)
