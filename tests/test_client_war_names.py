"""Issue 30: the sentences the window says of a Yellow & Yangtze war (the log, the hover
preview, "since your last turn") name each kingdom by what a player sees, its letter on the
board and whose leaders are in it ("kingdom A (Bull, Lion)"), never by its first cell ("H2"),
which only the notation line keeps. Tigris & Euphrates names a conflict's sides by their
players already (its wars are between two leaders, not kingdoms). Through the event loop and
on the sentence makers, on a scripted war with a support, a tie and its winner."""

from __future__ import annotations

import os
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client.i18n import listing  # noqa: E402
from game.client.table.hint import Hint  # noqa: E402
from game.client.turn.since import Entry  # noqa: E402
from game.client.yangtze.words import describe, summary  # noqa: E402
from game.engine.grid import cell_name  # noqa: E402
from game.engine.position import load_position  # noqa: E402
from game.engine.yangtze import events as ev  # noqa: E402
from game.engine.yangtze.pieces import BLACK  # noqa: E402

from .test_client_yangtze import (  # noqa: E402
    HUMAN,
    Seat,
    cell,
    open_position,
    reveal_if_asked,
    tile_slot,
    war_position,
    war_to_the_losses,
)

CELL = re.compile(r"\b[A-Z][0-9]{1,2}\b")  # a cell's name: "H2", "K12"
WAR_EVENTS = (ev.WarStarted, ev.WarSupported, ev.WarTied, ev.WarResolved)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def test_the_log_names_the_warring_kingdoms_by_letter_and_leaders_and_keeps_cells_to_the_notation():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    war_to_the_losses(d, game)
    names = game.names.plain
    sides = [sorted({seat for seat in war_seats}) for war_seats in _seats_of(game)]
    a = f"kingdom A ({listing(names[s] for s in sides[0])})"
    b = f"kingdom B ({listing(names[s] for s in sides[1])})"
    texts = [line.text for line in game.log]
    war_lines = [t for t in texts if "kingdom" in t.lower() and "war" in t.lower() or "support" in t]
    assert war_lines, texts
    assert not [t for t in war_lines if CELL.search(t)], war_lines
    assert f"{names[1]} supports {a} with 2 red tiles" in texts, texts
    assert f"The war is tied: {listing([a, b])}" in texts, texts
    assert f"War over the soldiers! K{a[1:]}: 2 red · {b}: 4 red" in texts, texts
    assert any(t.startswith(f"K{b[1:]} wins the war, 4 : 4") for t in texts), texts
    # The command-line form stays on the notation line: the support names the kingdom's cell.
    supported = next(line for line in game.log if line.text.startswith(f"{names[1]} supports"))
    assert CELL.search(supported.notation) and supported.notation.startswith("support "), supported


def _seats_of(game):
    """The seats whose leaders are in each warring kingdom (from the engine's war, still on)."""
    from game.engine.yangtze.pieces import LEADER_SEAT

    return [{LEADER_SEAT[lid] for lid in side.leaders} for side in game.state.war.sides]


def test_the_war_preview_names_the_kingdoms_by_letter_and_leaders():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    d.click(tile_slot(game, BLACK).center)
    d.point(game.board.cell_centre(cell("J3")))
    text = game.panel.preview.text
    assert "War" in text and "kingdom A (" in text and "kingdom B (" in text, text
    assert not CELL.search(text.replace("J3", "")), text  # the cell pointed at may be named


def _war_events():
    """The scripted war played again on the engine, from the position, by the window's record:
    its war events, in order."""
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    war_to_the_losses(d, game)
    state = load_position(war_position(), "test")
    events = []
    for action in game.session.record.actions:
        events += state.apply(str(action))
    return [e for e in events if isinstance(e, WAR_EVENTS)]


@pytest.mark.parametrize("kind", [ev.WarStarted, ev.WarSupported, ev.WarTied, ev.WarResolved])
def test_each_war_sentence_and_the_summary_line_name_no_cell(kind):
    names = ["Crossbow", "Bull", "Vase"]
    events = _war_events()
    chosen = [e for e in events if isinstance(e, kind) and getattr(e, "kingdom", 0) >= 0]
    assert chosen, events
    for event in chosen:
        text = describe(event, names)
        # By its letter and whose leaders are in it ("kingdom A (Bull)"), never by a cell.
        assert text and re.search(r"kingdom [AB] \((Crossbow|Bull|Vase)", text, re.I), text
        assert not CELL.search(text), text
    lines = summary([Entry(1, 0, events, False, "winner K2")], 2, names)
    war = [text for text, _important in lines if text.startswith("War on the board")]
    assert war and not CELL.search(war[0]) and "kingdom B (" in war[0], lines


def test_the_hint_names_the_kingdom_to_support_as_the_board_letters_it():
    d, game = open_position(war_position(), [Seat(HUMAN)] * 3, (1280, 800))
    d.click(tile_slot(game, BLACK).center)
    d.click_cell(cell("J3"))
    reveal_if_asked(d)
    assert game.decision == "support"
    first = game.state.war.sides[0].name
    words = Hint(game).move_words(game.state.parse_action(f"support {cell_name(first)} 2"))
    assert words.startswith("Send 2 red tiles to kingdom A (") and not CELL.search(words), words
