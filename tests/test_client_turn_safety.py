"""Issue 15 through the real event loop: the end-turn confirm and its setting,
harm warnings before a move, the "since your last turn" summary after
computer turns (with what was answered for the person and where their pieces
left), replays, hover cards, the message queue, Esc closing the innermost
thing first, the rules reference, banners clear of the panel, idle frames,
and the shape (the shell never imports a game's folder)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import ast  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

import ai  # noqa: E402
from ai.base import Player  # noqa: E402
from game.client import anims, widgets  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import HOVER_DELAY, GameScene, Phase, open_session  # noqa: E402
from game.client.help_scene import HelpScene  # noqa: E402
from game.client.pause import PauseScene  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.tigris.testing import (  # noqa: E402
    hand_slots,
    leader_slots,
    selection,
    swap_counts,
    swap_slots,
    targets,
)
from game.engine import load_position  # noqa: E402
from game.engine.grid import bit_list, cell_name, parse_cell  # noqa: E402
from game.engine.position import dump_position  # noqa: E402
from game.engine.tigris.pieces import BLACK, RED  # noqa: E402

from .conftest import STARTING_TEMPLES, position_toml, start_position_toml  # noqa: E402

PRIEST = RED


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


def open_position(d: Driver, text: str, seats: list[Seat]) -> GameScene:
    game = open_session(d.app, Session.from_position(load_position(text, "test"), seats))
    d.frames(2)
    return game


class ScriptedPlayer(Player):
    """Plays the next of `script` that is legal (else the first legal decision)."""

    name = "scripted"
    script: list[str] = []

    def choose(self, view, budget=None, cancel=None):
        legal = view.legal_actions()
        by_text = {str(action): action for action in legal}
        for text in ScriptedPlayer.script:
            if text in by_text:
                ScriptedPlayer.script.remove(text)
                return by_text[text]
        return legal[0]


@pytest.fixture
def scripted(monkeypatch):
    monkeypatch.setitem(ai.LEVELS, "scripted", ScriptedPlayer)
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # a worker process would not know this player
    ScriptedPlayer.script = []
    return ScriptedPlayer


# ---------------------------------------------------------------- the end of a turn


def test_end_turn_confirms_and_the_setting_ends_turns_at_once():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 8))
    d.frames(2)
    d.click_button("reveal")
    seat = game.state.to_move
    for _ in range(2):
        d.click(hand_slots(game)[0][0].center)
        d.click_cell(bit_list(targets(game))[0])
    assert game.phase() == Phase.CONFIRM
    assert (
        d.button("pass")
        and game.buttons.by_name("pass").label == "End turn"
        and game.buttons.by_name("pass").primary
    )
    assert "End turn" in game.bar_hint()
    d.key(pygame.K_e)  # E ends it as well
    assert game.state.to_move != seat and game.state.hand_size(seat) == 6
    # "A turn ends: at once, after two actions": no confirm.
    d.key(pygame.K_ESCAPE)
    d.click_button("settings")
    d.click_button("end turn")
    d.click_button("done")
    d.click_button("resume")
    assert not d.app.settings.confirm_end_turn and not game.session.confirm_turn_end
    d.click_button("reveal")
    other = game.state.to_move
    assert other != seat
    for _ in range(2):
        d.click(hand_slots(game)[0][0].center)
        d.click_cell(bit_list(targets(game))[0])
    assert game.state.to_move == seat and not game.state.held  # ended with the second action


def test_a_game_closed_before_its_turn_is_confirmed_resumes_waiting_for_it():
    from game.client.menu import MainMenu
    from game.client.saves import autosaver, read_save
    from game.paths import autosave_path

    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 8))
    d.frames(2)
    d.click_button("reveal")
    seat = game.state.to_move
    for _ in range(2):
        d.click(hand_slots(game)[0][0].center)
        d.click_cell(bit_list(targets(game))[0])
    assert game.phase() == Phase.CONFIRM
    autosaver.flush()
    ended = game.state.copy()
    ended.end_turn()
    # The window is closed here, and opened again (the lessons were offered already).
    from game.paths import data_dir

    (data_dir() / "lessons.json").write_text('{"version": 1, "done": [], "places": {}, "offered": true}')
    d = Driver.start_up((1280, 800))
    assert isinstance(d.top, MainMenu)
    d.click_button("resume")
    game = d.game
    assert game is not None and game.state.held and game.state.active == seat
    assert game.phase() == Phase.CURTAIN  # two people at one screen: the screen is passed first
    d.click_button("reveal")
    assert game.phase() == Phase.CONFIRM and d.button("pass")
    assert game.state.hand_size(seat) == 4  # no refill yet
    d.key(pygame.K_e)
    assert not game.state.held and game.state.to_move != seat
    assert dump_position(game.state) == dump_position(ended)  # the same game as ending at once
    # Saved again, it reads back ended.
    autosaver.flush()
    again, _ = read_save(autosave_path())
    assert not again.state.held and dump_position(again.state) == dump_position(ended)


def test_a_turn_ended_by_another_players_answer_still_waits_for_the_person(scripted):
    # The person's second action starts a revolt; the computer defender's answer ends the action,
    # and the turn waits for "End turn" (no undo past the other player's answer).
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "black", "green", "green", "red"],
                "leaders": {"priest": "G3"},
            },
        ]
    )
    scripted.script = ["commit 1"]
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    d.click(hand_slots(game)[-1][0].center)  # a green tile, anywhere: the first action
    d.click_cell(bit_list(targets(game))[0])
    d.click(leader_slots(game)[PRIEST][0].center)
    d.click_cell(cell("F4"))
    d.click_button("more")
    d.click_button("confirm")
    assert d.until(lambda: game.phase() == Phase.CONFIRM, 3000)
    assert not game.session.can_undo()
    d.click_button("pass")
    assert not game.state.held and game.state.turn >= 1  # (the computer may have played its turn too)


def test_under_the_hot_seat_curtain_undo_and_pass_look_dead_and_are():
    # Bull (a person) starts a revolt against Lion (a person too): the curtain asks for Lion's
    # answer. Under the curtain nobody is at the controls: Undo and Pass are drawn disabled
    # (they were drawn in the live grey with their keys, "Undo [Z]") and neither a click nor a
    # key does a thing.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
            {"dynasty": "lion", "hand": ["blue", "blue", "black", "green", "green", "red"],
             "leaders": {"priest": "G3"}},
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(HUMAN)])
    d.click_button("reveal")
    d.click(leader_slots(game)[PRIEST][0].center)
    d.click_cell(cell("F4"))
    d.click_button("confirm")  # Bull commits nothing: the answer is Lion's
    assert d.until(lambda: game.phase() == Phase.CURTAIN, 3000)
    before = game.state.copy()
    for name in ("undo", "pass"):
        button = game.buttons.by_name(name)
        assert button is not None and not button.enabled, name
        d.click(button.rect.center)
    d.key(pygame.K_z)
    d.key(pygame.K_e)
    assert game.state == before and game.phase() == Phase.CURTAIN
    # The disabled look: faint words, no key hint (drawn in the live grey with "[Z]", they
    # read as live).
    d.frames(1)
    for name in ("undo", "pass"):
        rect = game.buttons.by_name(name).rect.inflate(-6, -6)
        brightest = max(sum(d.app.screen.get_at((x, y))[:3]) for x in range(rect.left, rect.right, 2)
                        for y in range(rect.top, rect.bottom, 2))
        assert brightest < 3 * 140, (name, brightest)


# ---------------------------------------------------------------- harm said before the move


def test_a_catastrophe_that_costs_your_own_leader_warns_and_frames_it():
    text = start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["red", "red", "blue", "black", "green", "green"],
                "leaders": {"king": "G3"},
            },
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
        treasures=[t for t in STARTING_TEMPLES if t != "F3"],  # a catastrophe spares a treasure
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.key(pygame.K_c)
    d.point(game.board.cell_rect(cell("F3")).center)  # the king's only temple
    preview = game.panel.preview
    assert preview.warning and preview.harms == ["Your king on G3 loses its last temple and goes home"]
    assert preview.harm_cells == 1 << cell("G3")
    assert game.overlay(0.0).warn == 1 << cell("G3")  # framed on the board
    tip = game.panel.tooltip()
    assert tip.warnings == preview.harms  # said in red at the top of the preview


def test_a_monument_that_costs_your_priest_says_so_on_its_button():
    text = start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["red", "red", "blue", "black", "green", "green"],
                "leaders": {"priest": "F6"},
            },
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
        red=["G5", "H5", "G6"],
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(next(rect for rect, colour in hand_slots(game) if colour == RED).center)
    d.click_cell(cell("H6"))
    assert game.decision == "monument"
    labels = [b.label for b in game.buttons.buttons if b.name.startswith("monument ")]
    assert labels and all("costs your priest" in label for label in labels)
    first = next(b for b in game.buttons.buttons if b.name.startswith("monument "))
    d.point(first.rect.center)
    assert game.overlay(0.0).warn == 1 << cell("F6")


def test_a_leader_moved_away_warns_that_its_kingdom_is_left_open():
    text = start_position_toml(
        [
            {
                "dynasty": "potter",
                "hand": ["red", "red", "blue", "black", "green", "green"],
                "leaders": {"king": "G5"},
            },
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
        red=["H5"],
        black=["H6", "I6"],
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click_cell(cell("G5"))  # the king on the board: chosen to move
    assert selection(game) == (0, BLACK)
    d.point(game.board.cell_rect(cell("B3")).center)
    assert any("leaves its kingdom" in harm for harm in game.panel.preview.harms)


def test_swapping_red_tiles_away_while_a_revolt_threatens_is_warned():
    text = start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["red", "red", "blue", "black", "green", "green"],
                "leaders": {"priest": "G3"},
            },
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.key(pygame.K_s)
    from game.client.tigris.preview import swap_harm

    reds = [slot for slot in swap_slots(game) if slot[1] == RED]
    assert swap_harm(game.state, [0, 0, 1, 0]) == ""  # a blue tile: no harm
    d.click(reds[0][0].center)
    assert "priest" in swap_harm(game.state, game.panel.sub.counts)


def test_swapping_away_the_tiles_of_a_war_a_tile_could_start_is_warned(monkeypatch):
    # Bull's king and priest (by the temple G3) and Lion's (by I3): a tile on column H would
    # join the kingdoms, and each side's tiles of the leaders' colours would be its support.
    text = position_toml(
        tiles={"red": "G3 I3"},
        players=[
            {"dynasty": "bull", "hand": "red blue black black green green", "leaders": "king G4 priest G2"},
            {"dynasty": "lion", "hand": "blue blue black green green black", "leaders": "king I4 priest I2"},
        ],
    )
    d = Driver((1024, 640))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.key(pygame.K_s)
    from game.client.tigris.preview import swap_harm

    assert swap_harm(game.state, [0, 0, 1, 1]) == ""  # blue and green: no leader of theirs at risk
    blacks = [slot for slot in swap_slots(game) if slot[1] == BLACK]
    d.click(blacks[0][0].center)
    harm = swap_harm(game.state, swap_counts(game))
    assert "support your king in a war" in harm and "revolt" not in harm
    reds = [slot for slot in swap_slots(game) if slot[1] == RED]
    d.click(reds[0][0].center)
    harm = swap_harm(game.state, swap_counts(game))
    assert "your king, priest in a war" in harm and "defends in revolts" in harm  # both, one line each
    # The box grows for the warning: its last line stays above the buttons, also in Russian
    # (five lines at this size).
    from game.client import i18n

    recorded: list = []
    monkeypatch.setattr(widgets, "drawn_texts", recorded)
    d.app.change_language("ru")
    try:
        if game.panel.sub is None:  # the scene was laid out again in the new language
            d.key(pygame.K_s)
            for colour in (BLACK, RED):
                d.click(next(slot[0] for slot in swap_slots(game) if slot[1] == colour).center)
        d.frames(2)
    finally:
        i18n.set_language("")
    box = game.panel.sub
    column = box.rect.width - int(40 * game.regions.scale)  # the warning's wrapped lines
    lines = [t for t in recorded if t.room == column and t.rect.colliderect(box.rect)]
    assert len(lines) >= 3
    assert max(t.rect.bottom for t in lines) <= min(b.rect.top for b in box.buttons)


# ---------------------------------------------------------------- nothing missed


def revolt_against_you(d: Driver, scripted) -> GameScene:
    """Lion (a computer) starts a revolt against Bull's priest; Bull holds no red tile, so
    the window answers "commit 0" for Bull, and Bull's priest leaves G3."""
    text = start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["blue", "blue", "black", "black", "green", "green"],
                "leaders": {"priest": "G3"},
            },
            {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["leader priest F4", "commit 2", "pass"]
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 5000)
    return game


def test_the_summary_after_computer_turns_names_losses_and_answers_given(scripted):
    d = Driver((1280, 800), speed="fast")
    game = revolt_against_you(d, scripted)
    assert game.state.leader_cell(0, PRIEST) == -1
    summary = game.summary
    assert summary is not None
    texts = [text for text, _important in summary.lines]
    assert texts[0] == "Your priest on G3 was removed (lost a revolt)" and summary.lines[0][1]
    assert "You had no red tile: the window committed none for you" in texts
    assert any(text.startswith("Revolt of the priests: Lion won 3 to 1") for text in texts)
    assert game.overlay(0.0).marks == 1 << cell("G3")  # a marker where the priest left
    d.key(pygame.K_RETURN)  # read: closed
    assert game.summary is None
    # The marker stays until the person's next decision.
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(bit_list(targets(game))[0])
    assert game.overlay(0.0).marks == 0


def test_the_others_moves_replay_slowly_with_one_key(scripted):
    d = Driver((1280, 800), speed="normal")
    game = revolt_against_you(d, scripted)
    live = game.state.copy()
    d.key(pygame.K_r)
    assert game.phase() == Phase.REPLAY and game.replay is not None
    assert game.state.leader_cell(0, PRIEST) == cell("G3")  # the board as it was
    assert game.shown_viewer() == 0 and game.buttons.by_name("stop") is not None
    d.key(pygame.K_z)  # no other input while replaying
    assert game.session.state == live
    # The log lights the lines of the decision being shown, one decision after another.
    lit_notations = []
    def note_lit() -> bool:
        lines = game.replay_lines()
        if lines:
            first = game.log[lines.start]
            if not lit_notations or lit_notations[-1] != first.notation:
                lit_notations.append(first.notation)
        return game.phase() != Phase.REPLAY
    assert d.until(note_lit, 3000)
    assert lit_notations[:2] == ["leader priest F4", "commit 2"]
    assert game.replay_lines() == range(0) and game.log_scroll == 0
    assert game.state == live and game.decision == "action"
    # Replayed slowly: the computer's revolt banner appeared on the way.
    d.key(pygame.K_r)
    d.frames(30)
    d.key(pygame.K_ESCAPE)  # Esc stops it
    assert game.phase() == Phase.DECIDE and game.state == live


def test_a_resumed_game_and_the_log_say_your_for_the_person(scripted):
    d = Driver((1280, 800), speed="instant")
    game = revolt_against_you(d, scripted)
    texts = [line.text for line in game.log]
    assert "Revolt! Lion's priest (1) against yours (1)" in texts
    assert "Your priest on G3 loses the revolt and leaves" in texts
    assert "Lion wins the revolt, 3 to 1" in texts  # the winner and its strength first


# ---------------------------------------------------------------- help at hand


def test_hover_cards_say_what_a_thing_is():
    text = start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["red", "red", "blue", "black", "green", "green"],
                "leaders": {"priest": "G3"},
            },
            {
                "dynasty": "lion",
                "hand": ["blue", "red", "black", "green", "green", "black"],
                "leaders": {"king": "J1"},
            },
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])

    def rest(pos) -> object:
        d.point(pos)
        d.frames(int(HOVER_DELAY * 60) + 3)
        return game.card

    rect = game.board.cell_rect(cell("G3"))
    card = rest((rect.centerx + 4, rect.centery + 4))
    assert card.title == "Your priest" and any("revolt: strength 1" in line for line in card.lines)
    assert rest(game.board.badge_rect(cell("G3")).center).title == "Revolt strength 1"
    card = rest(game.board.cell_rect(cell("J1")).center)
    assert card.title == "Lion's king"
    assert rest(game.board.cell_rect(cell("B2")).center).title == "Temple with a treasure"
    score = game.regions.seat_parts[0]["colours"][RED]
    card = rest(score.center)
    assert card.title == "Red points: 0" and "weakest" in card.lines[0]
    d.point((5, 5))
    assert game.card is None  # moving on takes it away


def your_turn(d: Driver, game: GameScene) -> None:
    """Wait for the person's turn (the computer may play first) and close "Since your last
    turn" (it lists the computer's moves), so that Esc goes where the test expects."""
    assert d.until(lambda: game.phase() == Phase.DECIDE and game.busy <= 0, 5000)
    if game.summary is not None:
        d.key(pygame.K_RETURN)


def test_f1_opens_the_rules_searchable_and_esc_closes_it():
    d = Driver((1024, 640))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 6))
    your_turn(d, game)
    d.key(pygame.K_F1)
    help_scene = d.top
    assert isinstance(help_scene, HelpScene)
    titles = [help_scene.topics[i].title for i in help_scene.matching()]
    assert "Revolts" in titles and "The boards" in titles and "Keys and mouse" in titles
    d.type_text("treasure")
    found = [help_scene.topics[i].title for i in help_scene.matching()]
    assert "Treasures" in found and "Revolts" not in found
    d.key(pygame.K_ESCAPE)  # first the search
    assert help_scene.query == "" and d.top is help_scene
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, GameScene)
    d.key(pygame.K_ESCAPE)
    d.click_button("rules")  # from the pause menu too
    assert isinstance(d.top, HelpScene)


def test_the_lessons_open_from_the_pause_menu_and_lead_back_to_the_game():
    from game.client.lessons_menu import LessonsMenu

    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 6))
    your_turn(d, game)
    d.key(pygame.K_ESCAPE)
    d.click_button("lessons")
    assert isinstance(d.top, LessonsMenu)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.top is game


# ---------------------------------------------------------------- messages and Esc


def test_messages_queue_one_at_a_time_and_never_cover_the_top_bar_or_the_panel():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 4))
    d.frames(2)
    d.click_button("reveal")
    d.key(pygame.K_s)  # the swap panel is open
    for text in ("first", "second", "third"):
        d.app.notify(text)
    d.app.notify("second")  # the same text is not queued twice
    assert [t.text for t in d.app.toasts] == ["first", "second", "third"]
    where = d.app.message_rect()
    assert not where.colliderect(game.regions.top)
    assert not where.colliderect(game.panel.rect)
    assert game.regions.board.contains(where)
    d.click(where.center)  # read: the next one
    assert d.app.toasts.current.text == "second"
    d.frames(int(3.6 * 60))
    assert d.app.toasts.current.text == "third"


def test_esc_closes_the_innermost_thing_first():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 4))
    d.frames(2)
    d.click_button("reveal")
    d.click_button("pass")  # "Pass both actions?": a question is open
    assert game.end_armed
    d.key(pygame.K_ESCAPE)
    assert not game.end_armed and d.top is game  # the question went, not the game
    d.click(hand_slots(game)[0][0].center)
    d.key(pygame.K_ESCAPE)
    assert selection(game) is None and d.top is game
    d.key(pygame.K_s)
    d.key(pygame.K_ESCAPE)
    assert game.decision == "action" and d.top is game
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)


def test_banners_keep_clear_of_the_panel_being_used(scripted):
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "black", "green", "green", "red"],
                "leaders": {"priest": "G3"},
            },
        ]
    )
    d = Driver((1024, 640), speed="normal")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    d.click(leader_slots(game)[PRIEST][0].center)
    d.click_cell(cell("F4"))
    assert game.decision == "commit"
    banners = [a for a in game.anim_list if isinstance(a, anims.Banner)]
    assert banners  # "Revolt!"
    for _ in range(60):
        for banner in banners:
            assert not banner.where().colliderect(game.panel.rect)
        d.frames(1)


# ---------------------------------------------------------------- light when idle


def test_an_idle_window_draws_no_frames():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 4))
    d.frames(2)
    d.click_button("reveal")
    d.frames(120)  # what moved has come to rest
    drawn = d.app.drawn
    d.frames(300)
    assert d.app.drawn == drawn  # nothing moves, nothing is drawn
    d.point((400, 300))
    assert d.app.drawn > drawn  # input is answered at once
    d.click(hand_slots(game)[0][0].center)
    drawn = d.app.drawn
    d.frames(60)
    assert d.app.drawn >= drawn + 55  # the lit cells pulse: frames come again


# ---------------------------------------------------------------- the shape


CLIENT = Path(__file__).resolve().parent.parent / "game" / "client"


def imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_the_shell_imports_no_game_and_no_part_imports_the_scene_that_uses_it():
    shell = [*CLIENT.glob("*.py"), *(CLIENT / "table").glob("*.py"), *(CLIENT / "turn").glob("*.py")]
    assert len(shell) > len(list(CLIENT.glob("*.py")))
    for path in shell:
        for name in imported(path):
            assert "tigris" not in name and "yangtze" not in name, f"{path.name} imports {name}"
    for path in (CLIENT / "tigris").glob("*.py"):
        for name in imported(path):
            assert not name.endswith("game_scene"), f"tigris/{path.name} imports {name}"


def test_the_game_and_the_lesson_compose_one_table_and_override_nothing_of_it():
    # Both scenes are the table (`table/table_scene.py`) in a mode: what a lesson changes is
    # its `LessonMode`, never an override of the game scene's methods.
    from game.client.lesson_scene import LessonScene
    from game.client.table.table_scene import TableScene

    assert not issubclass(LessonScene, GameScene)
    for scene in (GameScene, LessonScene):
        assert scene.__bases__ == (TableScene,)
        overrides = [name for name in vars(scene) if not name.startswith("__") and hasattr(TableScene, name)]
        assert overrides == [], f"{scene.__name__} overrides {overrides}"


def test_the_summary_counts_the_last_decision_before_your_turn(scripted):
    # Lion (a computer) scores a black point with each of its two tiles, the second being the
    # last decision before Bull's turn: the summary must count both.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "black", "black", "green", "green"]},
            {"dynasty": "lion", "hand": ["black", "black", "black", "green", "green", "red"],
             "leaders": {"king": "G3"}},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["tile black H3", "tile black H4"]
    d = Driver((1280, 800), speed="instant")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 5000)
    assert game.state.score(1)[BLACK] == 2
    texts = [text for text, _important in game.summary.lines]
    assert any("2 black" in text for text in texts), texts


def test_the_summary_says_the_others_passed(scripted):
    # Lion (a computer) places a tile and passes its second action: no event tells of a pass,
    # and the card said nothing of it (a turn of two passes gave no card at all).
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "black", "black", "green", "green"]},
            {"dynasty": "lion", "hand": ["black", "black", "black", "green", "green", "red"]},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["tile black A11", "pass"]
    d = Driver((1280, 800), speed="instant")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.state.active == 0 and game.decision == "action" and game.busy <= 0, 5000)
    texts = [text for text, _important in game.summary.lines]
    assert texts == ["Lion placed a black settlement on A11", "Lion passed"], texts


def test_lit_cells_where_a_piece_would_start_a_conflict_are_marked():
    # Lion's priest stands on G3 (beside the temple F3). Bull's priest, from the supply, may go
    # beside any temple: beside F3's kingdom it starts a revolt, elsewhere it does not.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red", "red", "blue", "black", "green", "green"]},
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"],
             "leaders": {"priest": "G3"}},
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(leader_slots(game)[RED][0].center)
    overlay = game.overlay(0.0)
    assert overlay.targets and overlay.conflicts and overlay.conflicts & ~overlay.targets == 0
    for target in bit_list(overlay.targets):
        starts = any("Revolt!" in line for line in game.panel.predict(
            game.panel.action_on(game.panel.selection[0], RED, target)).text.split("\n"))
        assert bool((overlay.conflicts >> target) & 1) == starts, cell_name(target)
    assert [cell_name(c) for c in bit_list(overlay.conflicts)] == ["F2", "F4"]  # beside the temple F3
    # A tile that joins no kingdoms to a war: nothing marked.
    d.key(pygame.K_ESCAPE)
    d.click(hand_slots(game)[0][0].center)
    assert game.overlay(0.0).targets and game.overlay(0.0).conflicts == 0


def test_no_hover_card_for_the_piece_just_placed_until_the_pointer_moves():
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red", "red", "blue", "black", "green", "green"],
             "leaders": {"priest": "G3"}},
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(cell("H3"))  # the first tile of the hand, beside the priest
    assert game.state.tile_at(cell("H3")) >= 0
    d.frames(int(HOVER_DELAY * 60) * 3)
    assert game.card is None  # the pointer rests on the new tile: no card covers the board
    d.point(game.board.cell_rect(cell("G3")).center)  # moved: cards come back
    d.frames(int(HOVER_DELAY * 60) + 3)
    assert game.card is not None and game.card.title == "Your priest"


def test_withdraw_is_offered_while_a_leader_is_on_the_board_and_says_how():
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red", "red", "blue", "black", "green", "green"],
             "leaders": {"priest": "G3"}},
            {"dynasty": "lion", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    assert game.buttons.by_name("withdraw").enabled  # no leader chosen yet
    d.click_button("withdraw")
    assert d.app.toasts.items[-1].text == "Select one of your leaders on the board first."
    assert game.state.leader_cell(0, RED) == cell("G3")  # nothing withdrawn
    d.click_cell(cell("G3"))
    d.click_button("withdraw")
    assert game.state.leader_cell(0, RED) == -1


def test_the_summary_tells_a_defence_you_answered_and_lost_at_the_start_of_your_turn(scripted):
    # Lion (a computer) starts a revolt against Bull's priest and commits two red tiles; Bull
    # (the person) answers with its one red tile and loses. The summary at Bull's turn counts
    # from the end of Bull's last turn, not from its answer: the priest lost, Lion's points.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "red", "black", "green", "green"],
             "leaders": {"priest": "G3"}},
            {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["leader priest F4", "commit 2", "pass"]
    d = Driver((1280, 800), speed="instant")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.decision == "commit" and game.busy <= 0, 5000)
    assert game.summary is None  # Lion's turn: no summary while Bull answers
    d.click_button("more")
    d.click_button("confirm")
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 5000)
    assert game.state.active == 0 and game.state.leader_cell(0, PRIEST) == -1
    texts = [text for text, _important in game.summary.lines]
    assert "Your priest on G3 was removed (lost a revolt)" in texts, texts
    assert any(t.startswith("Revolt of the priests: Lion won") for t in texts), texts
    assert any(t.startswith("Lion scored") for t in texts), texts


def test_the_summary_and_frames_come_when_the_others_turn_ended_with_your_answer(scripted):
    # Lion (a computer) places a tile, then with its last action starts a revolt against Bull's
    # priest; Bull's answer is the last decision of Lion's turn, so Bull decides twice in a row
    # (the answer, then its own turn). The card and the frames on what Lion changed went missing:
    # the answer was taken for the start of Bull's turn.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "red", "black", "green", "green"],
             "leaders": {"priest": "G3"}},
            {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["tile green K2", "leader priest F4", "commit 2"]
    d = Driver((1280, 800), speed="instant")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.decision == "commit" and game.busy <= 0, 5000)
    assert game.state.active == 1 and game.summary is None
    d.click_button("more")
    d.click_button("confirm")
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 5000)
    assert game.state.active == 0 and game.state.actions_left == 2
    assert game.summary is not None
    texts = [text for text, _important in game.summary.lines]
    assert "Your priest on G3 was removed (lost a revolt)" in texts, texts
    framed = game.overlay(0.0).recent
    assert (framed >> cell("K2")) & 1 and (framed >> cell("F4")) & 1
    # Bull's own decision in its turn clears the frames, as always.
    d.key(pygame.K_RETURN)
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(bit_list(targets(game))[0])
    assert game.overlay(0.0).recent == 0


def test_the_summary_lists_the_others_moves_and_opens_in_full(scripted):
    # Lion places a tile and its priest (a revolt it wins against Bull's priest), Archer places
    # its king and swaps two tiles, Potter swaps twice: the card says every move, not only the
    # points; at 800×500 a long list ends with "…and N more (press L or click to see all)", and
    # L shows every line.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "black", "black", "green", "green"],
             "leaders": {"priest": "G3"}},
            {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
            {"dynasty": "archer", "hand": ["red", "blue", "blue", "black", "green", "green"]},
            {"dynasty": "potter", "hand": ["red", "blue", "blue", "black", "green", "green"]},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["tile green K2", "leader priest F4", "commit 2", "leader king B1", "swap black green",
                       "swap red", "swap blue"]
    d = Driver((800, 500), speed="instant")
    computer = Seat(COMPUTER, "scripted")
    game = open_position(d, text, [Seat(HUMAN), computer, computer, computer])
    assert d.until(lambda: game.state.active == 0 and game.decision == "action" and game.busy <= 0, 8000)
    texts = [text for text, _important in game.summary.lines]
    for move in (
        "Lion placed a green market on K2",
        "Lion placed the priest on F4",
        "Archer placed the king on B1",
        "Archer swapped 2 tiles",  # a count: which tiles is Archer's secret
    ):
        assert move in texts, texts
    assert texts[0] == "Your priest on G3 was removed (lost a revolt)"
    assert len(texts) == 10  # more than the card holds at 800×500
    card = game.summary
    last = card.shown[-1][0]
    left = len(texts) - (len(card.shown) - 1)
    assert last == f"…and {left} more (press L or click to see all)", last
    d.key(pygame.K_l)
    assert game.summary is card and card.full
    shown = [text for text, _important, _h in card.shown]
    assert shown == ["• " + text for text in texts]
    # Scrolled within the side column, never over the board (its home, `summary_home`).
    assert game.regions.side.contains(card.rect) and not card.rect.colliderect(game.regions.board)
    if card.total_height() > card.list_rect.height:
        d.key(pygame.K_PAGEDOWN)
        assert card.scroll > 0
    d.key(pygame.K_RETURN)
    assert game.summary is None


def test_a_conflicts_panel_says_who_wins_a_tie_and_why(scripted):
    # Lion (a computer) attacks Bull's priest with one red tile: 2 against Bull's 1. Bull's one
    # red tile makes it 2 : 2, and the panel says the tie is Bull's, as the defender.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "red", "black", "green", "green"],
             "leaders": {"priest": "G3"}},
            {"dynasty": "lion", "hand": ["red", "red", "red", "black", "green", "green"]},
        ]
    ).replace("active = 0", "active = 1")
    scripted.script = ["leader priest F4", "commit 1", "pass"]
    d = Driver((1280, 800), speed="normal")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.decision == "commit" and game.busy <= 0, 5000)

    def said() -> str:
        widgets.drawn_texts = []
        try:
            game.panel.draw_still(d.app.screen)
            return " ".join(t.text for t in widgets.drawn_texts)
        finally:
            widgets.drawn_texts = None

    assert "A tie goes to you, the defender." in said(), said()
    d.click_button("more")
    assert "Tied at 2: you win, as the defender." in said(), said()
    d.click_button("confirm")
    assert d.until(lambda: game.state.conflict is None, 3000)
    assert game.state.leader_cell(0, PRIEST) == cell("G3")  # the tie was Bull's
    # The result's banner says why the equal counts went to Bull.
    banner = next(a for a in game.anim_list if isinstance(a, anims.Banner) and a.counts)
    assert banner.counts == (2, 2) and banner.note == "a tie goes to the defender"


def test_no_summary_in_your_own_turn_and_your_own_revolt_is_not_the_others_doing(scripted):
    from game.client.yangtze.testing import leader_slots as yy_leader_slots
    from game.engine.yangtze.pieces import RED as YY_RED

    from .test_client_yangtze import position as yy_position

    # Crossbow (the person) sends a soldier into Bull's kingdom and wins the revolt, scoring
    # a red point, with an action still to take: no "since your last turn" then, and the point
    # is never counted as scored "from the others' moves".
    text = yy_position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["", "soldier D7"],
    )
    scripted.script = ["commit 0"]
    d = Driver((1280, 800), speed="instant")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    d.click(yy_leader_slots(game)[YY_RED][0].center)
    d.click_cell(cell("B7"))
    assert game.decision == "commit"
    d.click_button("more")
    d.click_button("more")
    d.click_button("confirm")
    assert d.until(lambda: game.decision == "action" and game.busy <= 0, 5000)
    assert game.state.revolt is None and game.state.score(0)[YY_RED] == 1
    assert game.state.active == 0 and game.state.actions_left == 1
    assert game.summary is None
    d.key(pygame.K_e)  # ends the turn early, giving up the second action
    d.key(pygame.K_e)
    assert d.until(lambda: game.state.active == 0 and game.decision == "action" and game.busy <= 0, 5000)
    texts = [text for text, _important in game.summary.lines] if game.summary else []
    assert not any(t.startswith("You scored") for t in texts), texts
    assert not any("Revolt of the soldiers" in t for t in texts), texts


def test_the_summary_says_a_pagoda_was_moved_not_built(scripted):
    # Both red pagodas stand on the board, so Bull's new one is moved from L1: the person's
    # summary says where it went from, as the log does (it said "built", and the pagoda that
    # vanished from L1 went unexplained).
    from .test_client_yangtze import position as yy_position

    text = yy_position(
        {"black": "C7 F8 L8 J4 O2 P6 J12", "red": "A1 B1 A2 L1 M1 L2 P1 Q1"},
        ["black black red blue green yellow", "red red red blue green yellow"],
        pagodas="red A1 B1 A2;red L1 M1 L2",
        active=1,
    )
    scripted.script = ["tile red P2", "pagoda P1 Q1 P2 from L1", "pass"]
    d = Driver((1280, 800), speed="instant")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    assert d.until(lambda: game.state.active == 0 and game.decision == "action" and game.busy <= 0, 5000)
    texts = [text for text, _important in game.summary.lines]
    assert "Bull moved the red pagoda (garrison) from L1 M1 L2 to P1 Q1 P2" in texts, texts
    assert not any("built" in t for t in texts), texts


def test_a_turns_monument_points_are_one_line_per_seat():
    # Bull's king and priest share a kingdom with the black-red monument: the turn's end scores
    # a black and a red point, one event a point; the log says it in one line.
    text = position_toml(
        players=[
            {"hand": "blue blue blue green green black", "leaders": "king G5 priest F6"},
            {"hand": "red red red black black blue"},
        ],
        tiles={"red": "G6"},
        monuments=[("black-red", "H5", "black")],
        far_treasures=True,
    )
    d = Driver((1280, 800), speed="instant")
    game = open_position(d, text, [Seat(HUMAN), Seat(HUMAN)])
    d.click_button("reveal")
    d.key(pygame.K_e)
    d.key(pygame.K_e)  # both actions given up
    d.key(pygame.K_e)  # the end of the turn confirmed
    assert game.state.active == 1 and game.state.score(0)[BLACK] == 1 and game.state.score(0)[RED] == 1
    texts = [line.text for line in game.log]
    assert "Bull scores 1 black, 1 red (monuments)" in texts
    assert not any("point (monument)" in text for text in texts)
    assert [line.text for line in game.log if line.notation == "pass"] == ["Bull passes"]
