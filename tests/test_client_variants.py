"""Tigris & Euphrates' optional variants in the window, driven through its event loop
(headless): chosen on the new-game screen and kept in the settings and the save, a person
answering each of their new questions with the mouse (the building, the wonder, the
wonder's point) with hover previews and log lines, and a whole game of computers with every
variant on, played to its end in the window."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import Phase, open_session  # noqa: E402
from game.client.session import COMPUTER, HUMAN, Seat, Session  # noqa: E402
from game.client.setup import NewGameScene, setup_from_settings  # noqa: E402
from game.client.tigris.testing import hand_slots, targets  # noqa: E402
from game.client.tigris.variant_panel import VariantPanel  # noqa: E402
from game.engine import load_position  # noqa: E402
from game.engine.grid import bit_list, parse_cell  # noqa: E402
from game.engine.tigris.pieces import GREEN, RED  # noqa: E402

from .conftest import position_toml  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    return tmp_path / "data"


def cell(name: str) -> int:
    code = parse_cell(name)
    assert code is not None
    return code


def test_the_variants_are_switched_one_by_one_on_the_new_game_screen_and_kept():
    d = Driver((800, 500))
    d.click_button("new")
    d.click_button("game tigris")
    scene = d.top
    assert isinstance(scene, NewGameScene)
    names = ["variant measured-support", "variant wonder", "variant buildings"]
    labels = [scene.buttons.by_name(n).label for n in names]
    assert labels == ["Support: off", "Wonder: off", "Buildings: off"]
    assert not any(scene.buttons.by_name(n).selected for n in names)
    # A second row of options under the board, scoring and the seed, inside the box, none overlapping.
    rects = [d.button(n) for n in names]
    board = d.button("board")
    assert all(r.top >= board.bottom and scene.box.contains(r) for r in rects)
    assert all(not r.colliderect(scene.about_rect) for r in rects + [board])
    # Each switch on its own: the others stay as they are; the explanation box says what it does.
    d.click_button("variant wonder")
    assert scene.setup.options == {"variants": ["wonder"]}
    assert scene.buttons.by_name("variant wonder").label == "Wonder: on"
    assert scene.buttons.by_name("variant wonder").selected
    d.point(d.button("variant wonder").center)
    assert scene.about().startswith("Wonder: five face-up tiles")
    assert "On." in scene.about()
    d.point(d.button("variant measured-support").center)
    assert scene.about().startswith("Measured support: in a revolt or a war you add no tiles")
    assert "Off." in scene.about()
    d.point(d.button("variant buildings").center)
    assert scene.about().startswith("Civilization buildings: a line of three")
    d.click_button("variant buildings")
    d.click_button("variant measured-support")
    # Kept in the engine's order whatever the order of the clicks.
    assert scene.setup.options == {"variants": ["measured-support", "wonder", "buildings"]}
    d.click_button("variant wonder")
    d.click_button("variant wonder")
    assert scene.setup.options == {"variants": ["measured-support", "wonder", "buildings"]}
    d.click_button("start")
    assert d.until(lambda: d.game is not None, 200)
    state = d.game.state
    assert state.variants.names == ["measured-support", "wonder", "buildings"]
    # Kept for the next new game, and in the game's record (what a save writes).
    assert setup_from_settings(d.app.settings.last_setup, "tigris").options["variants"] == [
        "measured-support", "wonder", "buildings"]
    text = d.game.session.record.to_toml()
    assert 'variants = ["measured-support", "wonder", "buildings"]' in text
    from game.engine import load_record

    assert load_record(text).start.variants.names == ["measured-support", "wonder", "buildings"]


def test_saved_variants_light_their_switches_and_turning_all_off_leaves_no_option():
    settings = {"tigris": {"seats": [{"kind": "human", "level": ""}, {"kind": "computer", "level": "casual"}],
                           "options": {"variants": ["buildings", "measured-support"]}}}
    d = Driver((1280, 800))
    d.app.settings.last_setup = settings
    d.click_button("new")
    d.click_button("game tigris")
    scene = d.top
    assert isinstance(scene, NewGameScene)
    labels = [scene.buttons.by_name(f"variant {n}").label
              for n in ("measured-support", "wonder", "buildings")]
    assert labels == ["Support: on", "Wonder: off", "Buildings: on"]
    d.click_button("variant measured-support")
    d.click_button("variant buildings")
    assert scene.setup.options == {}


def test_settings_with_unknown_or_malformed_variants_are_read_as_none_or_the_known_ones():
    settings = {"tigris": {"seats": [{"kind": "human", "level": ""}, {"kind": "computer", "level": "casual"}],
                           "options": {"variants": ["wonder", "flying", "measured-support"]}}}
    assert setup_from_settings(settings, "tigris").options == {"variants": ["measured-support", "wonder"]}
    settings["tigris"]["options"] = {"variants": "wonder"}
    assert setup_from_settings(settings, "tigris").options == {}
    settings["tigris"]["options"] = {"variants": [3]}
    assert setup_from_settings(settings, "tigris").options == {}
    # The other game's switch is a switch: a list there is dropped too.
    settings["yangtze"] = {"seats": settings["tigris"]["seats"], "options": {"short": ["wonder"]}}
    assert setup_from_settings(settings, "yangtze").options == {}


def _open(d: Driver, **kwargs):
    session = Session.from_position(load_position(position_toml(**kwargs), "variants"),
                                    [Seat(HUMAN), Seat(COMPUTER, "random")])
    game = open_session(d.app, session)
    d.frames(2)
    return game


def _place(d: Driver, game, colour: int, where: str) -> None:
    slot = next(rect for rect, c in hand_slots(game) if c == colour)
    d.click(slot.center)
    d.click_cell(cell(where))


def test_a_person_raises_a_building_by_clicking_a_lit_tile_of_the_line():
    d = Driver((1280, 800))
    game = _open(d, tiles={"red": "G5 H5"}, variants="buildings", far_treasures=True,
                 players=[{"hand": "red red", "leaders": "priest G4"}, {"hand": "red"}])
    # The tile's hover preview already says it would raise the question.
    slot = next(rect for rect, c in hand_slots(game) if c == RED)
    d.click(slot.center)
    d.point(game.board.cell_rect(cell("I5")).center)
    assert "Makes a line of three: you may raise a building" in game.panel.preview.text
    d.click(slot.center)  # put it back
    _place(d, game, RED, "I5")
    assert game.decision == "building"
    assert isinstance(game.panel, VariantPanel)
    assert set(bit_list(targets(game))) == {cell("G5"), cell("H5"), cell("I5")}
    assert {b.name for b in game.panel.buttons} == {"building red G5", "building red H5", "building red I5",
                                                  "no building"}
    # Hovering a lit tile says what the building does there.
    d.point(game.board.cell_rect(cell("H5")).center)
    card = game.panel.tooltip()
    assert card is not None and any("second point" in line for line in card.lines)
    d.click_cell(cell("H5"))
    assert game.state.variant_pieces.buildings[RED] == cell("H5")
    assert any("raises the red building on H5" in line.text for line in game.log)
    # The building's hover card; and a red tile beside it now previews the second point.
    d.frames(2)
    from game.client.tigris.cards import card_at

    card = card_at(game, game.board.cell_rect(cell("H5")).center)
    assert card is not None and card.title == "The red building"
    slot = next(rect for rect, c in hand_slots(game) if c == RED)
    d.click(slot.center)
    d.point(game.board.cell_rect(cell("J5")).center)
    assert "+1 red point for you (building)" in game.panel.preview.text


def test_a_person_builds_the_wonder_and_declines_a_building_through_the_panel():
    d = Driver((800, 500))
    game = _open(d, tiles={"red": "G5 G7 F6 H6"}, variants="wonder buildings", far_treasures=True,
                 players=[{"hand": "red red", "leaders": "king A2"}, {"hand": "red"}])
    _place(d, game, RED, "G6")
    # The building's question first (G5 G6 G7 is a line), then the wonder's.
    assert game.decision == "building"
    d.click_button("no building")
    assert game.decision == "wonder"
    assert {b.name for b in game.panel.buttons} == {"wonder G6", "no wonder"}
    d.point(d.button("wonder G6").center)
    card = game.panel.tooltip()
    assert card is not None and any("face down" in line for line in card.lines)
    d.click_button("wonder G6")
    state = game.state
    assert state.variant_pieces.wonder == cell("G6")
    assert any("builds the wonder on G6" in line.text for line in game.log)
    from game.client.tigris.cards import card_at

    card = card_at(game, game.board.cell_rect(cell("G7")).center)
    assert card is not None and card.title == "The wonder"
    info = card_at(game, game.info_rect().center)
    assert info is not None and "Played with: Wonder, Civilization buildings." in info.lines
    assert "The wonder stands on G6." in info.lines
    assert "Buildings in the supply: black, red, blue, green." in info.lines
    assert any("leaves the red building where it is" in line.text for line in game.log)


def test_a_person_takes_the_wonders_point_in_the_colour_they_choose():
    d = Driver((1280, 800))
    game = _open(d, tiles={"red": "H4 E5 K11"}, variants="wonder", wonder="G6", wonder_tiles="red",
                 monuments=[("black-green", "I4", "black")], far_treasures=True, bag=10,
                 players=[{"hand": "black black red red blue green", "leaders": "king H5 priest F5"},
                          {"hand": "red", "leaders": "king J11"}])
    d.click_button("pass")
    d.click_button("pass")
    if game.phase() == Phase.CONFIRM:
        d.click_button("pass")  # "End turn"
    assert d.until(lambda: game.decision == "wonder-point", 100)
    colours = ("black", "red", "blue", "green")
    assert {b.name for b in game.panel.buttons} == {f"wonder point {c}" for c in colours}
    # Each button previews what the point makes of its colour.
    assert d.game.panel.buttons[GREEN].label == "Green: 0 → 1"
    d.click_button("wonder point green")
    assert game.state.score(0)[GREEN] == 1
    assert any("scores 1 green point (wonder)" in line.text for line in game.log)


def test_computers_play_a_whole_game_with_every_variant_in_the_window():
    d = Driver((1024, 640))
    from game.client.session import GameSetup

    setup = GameSetup([Seat(COMPUTER, "beginner"), Seat(COMPUTER, "beginner"), Seat(COMPUTER, "beginner")],
                      options={"variants": ["measured-support", "wonder", "buildings"]})
    game = open_session(d.app, Session.new(setup, 18))
    assert d.wait(lambda: isinstance(d.top, EndScene), 600)
    state = game.state
    assert state.is_over and state.variants.names == ["measured-support", "wonder", "buildings"]
    assert game.session.record.replay() == state
    record = " ".join(game.session.record.actions)
    assert "building " in record  # the variants' questions were asked and answered
    assert any("building" in line.text for line in game.log)
    # Play again: the same variants.
    d.click_button("again")
    assert d.until(lambda: d.game is not None and d.game is not game, 200)
    assert d.game.state.variants.names == ["measured-support", "wonder", "buildings"]


def test_the_rules_reference_has_a_page_for_each_variant_found_by_its_words():
    from game.client.help_scene import HelpScene

    d = Driver((800, 500))
    d.click_button("game tigris")
    d.click_button("rules")
    scene = d.top
    assert isinstance(scene, HelpScene)
    d.type_text("wonder")
    titles = [scene.topics[i].title for i in scene.matching()]
    assert "Variant: the wonder" in titles
    pages = (("measured", "Variant: measured support"), ("building", "Variant: civilization buildings"))
    for query, title in pages:
        scene.query = query
        assert title in [scene.topics[i].title for i in scene.matching()]


def test_with_measured_support_the_panels_steps_skip_the_counts_the_rule_refuses():
    from game.client.tigris.testing import commit_count, leader_slots

    from .conftest import start_position_toml

    text = start_position_toml(
        red=["H3", "G2"], black=[],
        players=[{"dynasty": "bull", "hand": ["red", "red", "red", "blue", "black", "green"]},
                 {"dynasty": "lion", "hand": ["blue", "blue", "black", "green", "green", "black"],
                  "leaders": {"priest": "G3"}}],
    ).replace('game = "tigris"', 'game = "tigris"\nvariants = ["measured-support"]')
    d = Driver((1280, 800))
    game = open_session(d.app, Session.from_position(load_position(text, "measured"),
                                                     [Seat(HUMAN), Seat(COMPUTER, "random")]))
    d.frames(2)
    d.click(leader_slots(game)[1][0].center)  # the priest
    d.click_cell(cell("F4"))
    assert game.decision == "commit"
    allowed = sorted(a.value for a in game.state.legal_actions())
    assert allowed[0] == 0 and allowed[1] > 1  # the rule leaves a gap after nothing
    d.click_button("more")
    assert commit_count(game) == allowed[1]
    d.click_button("less")
    assert commit_count(game) == 0
    d.click_button("more")
    d.click_button("confirm")
    assert d.until(lambda: game.state.pending is None, 600)
    assert any(f"commits {allowed[1]} red tiles" in line.text for line in game.log)


def test_the_summary_since_your_last_turn_tells_of_the_wonder_and_buildings():
    from types import SimpleNamespace

    from game.client.tigris.words import summary
    from game.engine.tigris import events as ev

    events = [ev.BuildingPlaced(1, RED, cell("H5"), -1), ev.WonderBuilt(1, cell("G6"), RED)]
    entry = SimpleNamespace(forced=False, action="wonder G6", decider=1, events=events)
    lines = [text for text, _important in summary([entry], 0, ["Bull", "Lion"])]
    assert "Lion put the red building on H5" in lines
    assert "Lion built the wonder on G6" in lines
