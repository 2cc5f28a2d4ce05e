"""Playing a turn through the window, as a demanding player would check it:
what hovering a lit cell says, hands hidden between people in hot seat, undo
past answers the window gave for the person, the log's order and its
history after a resume, the war choice's strengths, banners one at a time."""

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
from game.client import anims, theme  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.game_scene import GameScene, Phase, open_session  # noqa: E402
from game.client.saves import parse_save, save_text  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.client.settings import load_settings  # noqa: E402
from game.client.tigris.testing import (  # noqa: E402
    hand_slots,
    leader_slots,
    preview,
    selection,
    swap_slots,
    targets,
)
from game.engine import Rng, load_position  # noqa: E402
from game.engine.grid import bit_list, parse_cell  # noqa: E402
from game.engine.tigris.pieces import BLACK, GREEN, RED  # noqa: E402

from .conftest import STARTING_TEMPLES, start_position_toml  # noqa: E402


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


def hover(d: Driver, game: GameScene, colour: int, where: str) -> str:
    """Select a tile of `colour` from the hand, point at a cell; the preview's text."""
    if selection(game) != (2, colour):
        d.click(next(rect for rect, c in hand_slots(game) if c == colour).center)
    assert (targets(game) >> cell(where)) & 1, f"{where} is not lit"
    d.point(game.board.cell_rect(cell(where)).center)
    assert preview(game) is not None
    return preview(game).text


def test_hovering_a_lit_cell_says_who_would_score_or_why_nobody_would():
    text = start_position_toml(
        [
            {
                "dynasty": "bull",
                "hand": ["red", "red", "black", "black", "green", "blue"],
                "leaders": {"king": "G3"},
            },
            {
                "dynasty": "lion",
                "hand": ["blue", "red", "black", "green", "green", "black"],
                "leaders": {"priest": "J1"},
            },
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    # Bull's king stands in for the missing priest: the red point is Bull's.
    assert hover(d, game, RED, "G4") == "+1 red point for you"
    # Lion's kingdom has a priest: a temple beside it scores for Lion.
    assert hover(d, game, RED, "L1") == "+1 red point for Lion"
    # No king and no trader there: the person is told why nobody scores.
    assert hover(d, game, GREEN, "K2") == "No point: this kingdom has no trader and no king"
    assert hover(d, game, BLACK, "K2") == "No point: this kingdom has no king"
    assert hover(d, game, BLACK, "A11") == "Outside every kingdom: no point"
    # The kingdom the tile would join is outlined, and the tooltip is drawn clear of it.
    hover(d, game, RED, "L1")
    outline = preview(game).outline
    assert (outline >> cell("K1")) & 1 and (outline >> cell("J1")) & 1
    # A leader: no rival, and its strength in a revolt on that cell.
    d.key(pygame.K_ESCAPE)
    d.click(leader_slots(game)[RED][0].center)
    d.point(game.board.cell_rect(cell("F4")).center)
    assert preview(game).text == "No rival priest here\nRevolt strength here: 1 temple beside it"


def test_hovering_a_tile_that_starts_a_war_warns_with_both_sides():
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["black"] * 4 + ["red", "green"], "leaders": {"king": "C6"}},
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "red", "green", "green", "red"],
                "leaders": {"king": "E6"},
            },
        ],
        red=["C5", "E5"],
        black=["B6", "F6", "F5"],
    )
    d = Driver((1024, 640))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    text = hover(d, game, BLACK, "D6")
    assert preview(game).warning
    assert text.splitlines() == [
        "Unites two kingdoms",
        "War of the kings: Bull (you) 1 : 2 Lion",  # never "Bull (you) (1)"
    ]


def test_the_war_choice_says_who_fights_each_war_and_how_strong():
    text = start_position_toml(
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
        red=["C5", "E5"],
        black=["B6", "F6"],
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(hand_slots(game)[0][0].center)
    d.click_cell(cell("D6"))
    assert game.decision == "war"
    d.frames(1)
    labels = {b.name: b.label for b in game.buttons.buttons if b.name.startswith("war ")}
    assert labels == {
        "war black": "War of the kings: Bull (you) 1 against Lion 1",
        "war red": "War of the priests: Bull (you) 1 against Lion 1",
    }


class GatedPlayer(Player):
    """Plays at random once the test opens `gate`: the computer's turn lasts as long as the
    test needs, however fast the machine."""

    name = "gated"
    gate = threading.Event()

    def choose(self, view, budget=None, cancel=None):
        GatedPlayer.gate.wait(10)
        legal = view.legal_actions()
        return legal[self.rng.below(len(legal))]


def test_hot_seat_hides_a_hand_once_its_turn_is_over(monkeypatch):
    monkeypatch.setitem(ai.LEVELS, "gated", GatedPlayer)
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")  # a worker process would not know this player
    GatedPlayer.gate.set()  # until a person has the screen: the computer may open the game
    d = Driver((1280, 800))
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "gated"), Seat(HUMAN)]), 5)
    game = open_session(d.app, session)
    passed = 0
    while passed < 2:
        assert d.until(lambda: game.phase() == Phase.CURTAIN, 3000)
        d.click_button("reveal")
        GatedPlayer.gate.clear()  # the computer's next turn lasts until the test has looked
        seat = game.state.to_move
        assert game.shown_viewer() == seat and hand_slots(game)
        d.click_button("pass")
        d.click_button("pass")
        passed += 1
        if game.phase() == Phase.COMPUTER:
            break
    # A computer plays now: the last person's tiles and score are off the screen.
    assert game.phase() == Phase.COMPUTER
    for _ in range(20):
        d.frames(1)
        assert game.shown_viewer() == -1
        assert hand_slots(game) == [] and not game.session.scores_visible(game.shown_viewer(), seat)
    # The next person to decide gets the curtain first.
    GatedPlayer.gate.set()
    # The computer's thread needs wall time to answer, and frames run as fast as the machine
    # allows (3000 of them were sometimes over before the thread had its turn): frames with
    # short sleeps, up to ten seconds.
    deadline = time.monotonic() + 10
    while game.state.to_move == 1 and time.monotonic() < deadline:
        time.sleep(0.005)
        d.frames(1)
    assert game.state.to_move != 1
    d.frames(1)
    assert game.phase() == Phase.CURTAIN


def test_one_undo_takes_back_a_choice_with_the_answer_given_for_the_person():
    # The trader joins a special-border temple's treasure (B2, taken first by rule) with
    # another: the window takes B2 for the person. Undo must go back to before the trader,
    # not to the forced choice, which would be answered again at once.
    text = start_position_toml(
        [
            {"dynasty": "potter", "hand": ["red", "red", "blue", "black", "green", "green"]},
            {"dynasty": "archer", "hand": ["blue", "red", "black", "green", "green", "black"]},
        ],
        red=["D2"],
        treasures=STARTING_TEMPLES[:9] + ["D2"],
    )
    d = Driver((1280, 800), speed="normal")
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(leader_slots(game)[GREEN][0].center)
    d.click_cell(cell("C2"))
    assert game.phase() == Phase.FORCED
    assert d.until(lambda: game.session.record.actions == ["leader trader C2", "treasure B2"], 300)
    assert game.session.can_undo()
    d.key(pygame.K_z)
    assert game.session.record.actions == []
    assert game.state.leader_cell(0, GREEN) == -1
    d.frames(120)
    assert game.session.record.actions == [] and game.decision == "action"
    assert not game.session.can_undo()


def test_the_log_says_a_pass_before_the_next_turn_and_scrolls():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 4))
    d.frames(2)
    d.click_button("reveal")
    first = game.names[game.state.to_move]
    d.click_button("pass")
    assert [t.text for t in d.app.toasts] == ["Pass both actions? Press again to confirm."]
    d.click_button("pass")
    assert d.app.toasts == []  # the question was answered
    texts = [line.text for line in game.log]
    assert texts[-2:] == [f"{first} passes", f"— {game.names[game.state.to_move]}'s turn —"]
    assert game.log[-2].notation == "pass"
    # Enough lines to scroll: the wheel over the log goes back, and says newer lines are below.
    for _ in range(40):
        game.log.append(type(game.log[0])(f"line {_}"))
    game.revision += 1
    d.frames(1)
    d.scroll(game.regions.log.center, 2)
    assert game.log_scroll > 0
    d.scroll(game.regions.log.center, -5)
    assert game.log_scroll == 0


def test_a_resumed_game_keeps_its_whole_log_in_words_and_notation():
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]), 7)
    rng = Rng(3)
    swapped = False
    for _ in range(60):
        legal = session.state.legal_actions()
        swaps = [a for a in legal if str(a).startswith("swap")]
        if not swapped and swaps and session.state.to_move != 0:
            session.apply(swaps[-1])  # a computer player's swap: its tiles are hidden information
            swapped = True
        else:
            session.apply(legal[rng.below(len(legal))])
    resumed, _notes = parse_save(save_text(session))
    d = Driver((1280, 800))
    game = open_session(d.app, resumed)
    # Every decision of the record has its line, with its notation, in order (the tiles the
    # computer players swapped away stay hidden).
    shown = [line.notation for line in game.log if line.notation]
    assert len(shown) == len(resumed.record.actions) == 60
    for seen, notation, seat in zip(shown, resumed.record.actions, resumed.deciders, strict=True):
        if notation.startswith("swap") and seat != 0:
            assert seen == "swap" + " ?" * (len(notation.split()) - 1)
        else:
            assert seen == notation
    assert any(
        n.startswith("swap") for n, s in zip(resumed.record.actions, resumed.deciders, strict=True) if s
    )
    assert game.log[0].text.startswith("Game started")
    assert game.log[-1].text == f"Resumed in round {resumed.state.turn // 3 + 1}"  # as the top bar counts


def test_banners_take_turns():
    d = Driver((1280, 800), speed="normal")
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 6))
    d.frames(2)
    most = 0
    for _ in range(3):
        assert d.until(lambda: game.decision == "action", 3000)
        d.frames(10)  # "Your turn" is showing (after the first turn): pass at once
        d.click_button("pass")
        d.click_button("pass")
        for _frame in range(200):
            showing = [
                a for a in game.anim_list if isinstance(a, anims.Banner) and a.started(1.0) and not a.done
            ]
            most = max(most, len(showing))
            d.frames(1)
    assert most == 1


class Recorder:
    """Stands in for the sound device: what was played, at what volume."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float, pitch: int = 0) -> None:
        self.played.append((name, volume))


def test_volume_mute_and_animation_speed_take_effect_in_the_game():
    d = Driver((1280, 800), speed="normal")
    d.app.sound = Recorder()
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 8))
    d.frames(2)
    d.click_button("reveal")

    def place_tile() -> float:
        """Place a tile; how long the piece takes to appear."""
        d.click(hand_slots(game)[0][0].center)
        d.click_cell(bit_list(targets(game))[0])
        pops = [a for a in game.anim_list if isinstance(a, anims.Pop)]
        d.key(pygame.K_z)  # taken back: every trial starts from the same position
        return pops[-1].duration if pops else 0.0

    def settings(*buttons: str) -> None:
        d.key(pygame.K_ESCAPE)
        d.click_button("settings")
        for name in buttons:
            d.click_button(name)
        d.click_button("done")
        d.click_button("resume")

    normal = place_tile()
    settings("quieter", "quieter", "speed")  # 50 %, then normal → fast
    assert ("score", 0.5) in d.app.sound.played  # the new volume is heard as it changes
    assert d.app.sound.played[-1][1] == 0.5
    fast = place_tile()
    assert fast == pytest.approx(normal * 0.5)
    settings("speed", "speed", "mute")  # fast → instant → slow; sound off
    slow = place_tile()
    assert slow == pytest.approx(normal * 1.6)
    assert d.app.sound.played[-1][1] == 0  # muted: played at no volume
    settings("speed", "speed", "speed", "mute")  # slow → normal → fast → instant; sound on
    assert place_tile() == 0.0  # instant: nothing to wait for
    assert d.app.sound.played[-1][1] == 0.5
    d.key(pygame.K_m)  # M anywhere: sound off, remembered
    assert d.app.settings.muted and load_settings()[0].muted
    d.key(pygame.K_m)
    assert not load_settings()[0].muted


def test_a_conflict_frames_both_leaders_and_their_counted_temples_in_their_sides_colours(monkeypatch):
    # The computer on a thread: a lower-priority worker process can wait seconds for a
    # processor on a loaded machine, longer than the frames this test waits.
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
            {
                "dynasty": "lion",
                "hand": ["blue", "blue", "black", "green", "green", "black"],
                "leaders": {"priest": "G3"},
            },
        ]
    )
    d = Driver((1280, 800))
    game = open_position(d, text, [Seat(HUMAN), Seat(COMPUTER, "random")])
    d.click(leader_slots(game)[RED][0].center)
    d.click_cell(cell("F4"))
    assert game.decision == "commit"
    overlay = game.overlay(0.0)
    assert overlay.fighters == [(cell("F4"), theme.GOLD), (cell("G3"), theme.BAD)]
    # The starting temple F3 stands beside both priests: it counts for both sides.
    temple = 1 << cell("F3")
    assert overlay.support == [(temple, theme.GOLD), (temple, theme.BAD)]
    d.frames(1)
    frame = game.board.cell_rect(cell("F3"))
    width = max(2, game.board.cell // 20)
    screen = d.app.screen
    # Attacker's frame one width inside the cell, the defender's inside that.
    assert tuple(screen.get_at((frame.centerx, frame.top + width + width // 2)))[:3] == theme.GOLD
    assert tuple(screen.get_at((frame.centerx, frame.top + 3 * width + width // 2)))[:3] == theme.BAD
    d.click_button("confirm")
    assert d.until(lambda: game.state.conflict is None, 600)
    assert game.overlay(0.0).fighters == []
    assert game.overlay(0.0).support == []


def test_the_log_never_names_the_tiles_another_player_swapped():
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(HUMAN)]), 4))
    d.frames(2)
    for _ in range(2):  # each person swaps two tiles, then passes
        d.click_button("reveal")
        seat = game.state.to_move
        d.key(pygame.K_s)
        d.click(swap_slots(game)[0][0].center)
        d.click(swap_slots(game)[1][0].center)
        d.key(pygame.K_RETURN)
        swap = game.session.record.actions[-1]
        assert swap.startswith("swap ") and "?" not in swap
        line = next(line for line in reversed(game.log) if line.notation.startswith("swap"))
        assert line.notation == "swap ? ?" and line.seat == seat  # hot seat: everyone reads the log
        d.click_button("pass")
    # Alone against a computer, the person's own swap is theirs to see.
    d = Driver((1280, 800))
    game = open_session(d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 2))
    d.frames(2)
    d.key(pygame.K_s)
    d.click(swap_slots(game)[0][0].center)
    d.key(pygame.K_RETURN)
    assert game.log[-1 if game.log[-1].notation else -2].notation.startswith("swap")
    assert [line.notation for line in game.log if line.notation.startswith("swap")] == [
        game.session.record.actions[-1]
    ]


def test_each_person_sees_framed_what_the_others_did_since_their_last_decision():
    d = Driver((1280, 800))
    game = open_session(
        d.app, Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random"), Seat(HUMAN)]), 5)
    )
    placed: dict[int, list[int]] = {0: [], 2: []}
    for _ in range(4):  # two turns of each person: a tile each, then pass
        assert d.until(lambda: game.phase() == Phase.CURTAIN, 3000)
        d.click_button("reveal")
        seat = game.state.to_move
        other = 2 - seat
        framed = game.overlay(0.0).recent
        # Everything the other person placed since this one's last decision is framed.
        for cell_code in placed[other]:
            assert (framed >> cell_code) & 1
        placed[other] = []
        d.click(hand_slots(game)[0][0].center)
        target = bit_list(targets(game))[0]
        d.click_cell(target)
        placed[seat].append(target)
        assert game.overlay(0.0).recent == 0  # one's own decision clears one's frames
        d.click_button("pass")


def test_settings_show_sound_off_when_the_command_line_turned_it_off():
    # `tworivers --no-sound`: Settings said "Sound on" (the saved setting), a toggle that changed
    # nothing. The state in force is shown, with why, and no control there pretends to work.
    from game.client.app import open_app
    from game.client.clock import ManualClock

    d = Driver.__new__(Driver)
    d.app = open_app(size=(1280, 800), sound=False, silenced="--no-sound", clock=ManualClock())
    d.frames(2)
    assert not d.app.settings.muted  # the saved setting is untouched
    d.key(pygame.K_ESCAPE)  # the first launch's offer of the lessons: not now
    d.click_button("settings")
    mute = d.app.scenes.top.buttons.by_name("mute")
    assert mute.label == "Sound off (--no-sound)" and not mute.enabled
    for name in ("quieter", "louder", "music down", "music up"):
        assert not d.app.scenes.top.buttons.by_name(name).enabled, name
    d.click(mute.rect.center)
    assert not d.app.settings.muted
    d.click_button("done")
    d.key(pygame.K_m)  # M anywhere says so too, and changes nothing
    assert not d.app.settings.muted
    assert d.app.toasts.items[-1].text == "Sound off (--no-sound)"


def test_settings_say_sound_is_unavailable_when_there_is_no_sound_device(monkeypatch):
    # No sound card (ALSA "cannot find card '0'"): the mixer does not open, and Settings said
    # "Sound on", a toggle that changed nothing. It says sound is unavailable, toggle disabled.
    from game.client import sounds as sounds_module
    from game.client.app import App
    from game.client.clock import ManualClock
    from game.client.menu import MainMenu
    from game.client.settings import Settings

    monkeypatch.setattr(sounds_module, "synthesise", lambda: {})
    monkeypatch.setattr(sounds_module.Sounds, "open", classmethod(lambda cls, waves=None: None))
    d = Driver.__new__(Driver)
    d.app = App(Settings(width=1280, height=800), clock=ManualClock(), size=(1280, 800), sound=True)
    d.app.push(MainMenu(d.app))
    assert d.wait(lambda: not d.app.sound_pending, 10)  # the sounds' start was tried, and failed
    assert d.app.sound is None and not d.app.settings.muted
    d.click_button("settings")
    mute = d.app.scenes.top.buttons.by_name("mute")
    assert mute.label == "Sound unavailable (no sound device)" and not mute.enabled
    for name in ("quieter", "louder", "music down", "music up"):
        assert not d.app.scenes.top.buttons.by_name(name).enabled, name
    d.click_button("done")
    d.key(pygame.K_m)
    assert not d.app.settings.muted
    assert d.app.toasts.items[-1].text == "Sound unavailable (no sound device)"
