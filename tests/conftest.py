"""Small helpers for the rule-scenario tests.

A scenario is a position written in the public TOML format
(`../shared/spec/formats.md`), built here from compact keyword arguments so
each test shows only what matters, then decisions in notation, then exact
expectations about the board, hands, scores and events.
"""

from __future__ import annotations

import os
import tempfile

import pytest

from game.engine import IllegalActionError, load_position
from game.engine.events import Event
from game.engine.grid import bit_list, cell_name, parse_cell
from game.engine.tigris import State
from game.engine.tigris.pieces import COLOUR_NAMES, DYNASTIES, LEADER_COLOUR, LEADER_NAMES, LEADER_SEAT
from game.locale.catalogues import compile_if_stale

# The window reads compiled catalogues (.mo), which git does not keep: make them from the .po
# sources when they are missing or older (as `dev.py` does before play and test).
compile_if_stale()

# Each test process (pytest-xdist runs one per core) has a data folder of its own, never the
# user's: a test that forgets to point the window elsewhere cannot touch a real player's saves,
# nor another worker's slots and locks. A test that sets its own (monkeypatch) wins.
os.environ.setdefault("TWO_RIVERS_DATA_DIR", tempfile.mkdtemp(prefix="two-rivers-tests-"))


@pytest.fixture(autouse=True)
def _language_follows_the_environment_after_each_test():
    """After every test (and after monkeypatch has put LANGUAGE back: an autouse fixture is
    set up first, so torn down last), the window's language follows the environment again.
    A test that set "" while its own LANGUAGE=ru still held left the next tests in Russian."""
    yield
    from game.client import i18n

    i18n.set_language("")


def c(name: str) -> int:
    """The code of a cell name (`c("F4")`)."""
    cell = parse_cell(name)
    assert cell is not None, name
    return cell


def _toml_list(words: str | list[str]) -> str:
    if isinstance(words, str):
        words = words.split()
    return "[" + ", ".join(f'"{w}"' for w in words) + "]"


STARTING_TEMPLES = ["K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11"]


def position_toml(*, players: list[dict], tiles: dict[str, str | list[str]] | None = None, active: int = 0,
                  actions_left: int = 2, bag: int | str = 30, map: str = "standard",
                  treasures: str | list[str] = "", catastrophes: str = "", monuments: list[tuple] = (),
                  unused_monuments: str | None = None, seed: int = 1, far_treasures: bool = False,
                  variants: str = "", wonder: str = "", wonder_tiles: str = "",
                  buildings: str = "") -> str:
    """Position TOML from compact arguments.

    `tiles` maps a colour to cells (space-separated, or a list); `bag` is a
    count or space-separated colours (front first); each player is a dict with
    `hand` ("red red blue" or a list), `leaders` ("king G4 priest F4" or a
    dict), `dynasty`, `score`
    ("0 1 0 0", black red blue green), `catastrophes`, `treasures`.
    `monuments` holds (colours, top-left cell, tile colour) triples, or pairs
    that leave the tile colour to the reader.
    `far_treasures` adds three lone temples with treasures in the top-left
    corner (A1 C1 A3), so that a turn can end without ending the game.
    The variants: `variants` ("measured-support wonder buildings"), `wonder` (its
    centre), `wonder_tiles` (their colour), `buildings` ("red C3 black H6").
    """
    if far_treasures:
        tiles = dict(tiles or {})
        tiles["red"] = (tiles.get("red", "") + " A1 C1 A3").strip()
        treasures = (treasures + " A1 C1 A3").strip()
    lines = ['game = "tigris"', f'map = "{map}"', f"active = {active}",
             f"actions_left = {actions_left}", f"seed = {seed}"]
    if variants:
        lines.append(f"variants = {_toml_list(variants)}")
    lines.append(f"bag = {bag}" if isinstance(bag, int) else f"bag = {_toml_list(bag)}")
    lines.append("[tiles]")
    for colour, cells in (tiles or {}).items():
        lines.append(f"{colour} = {_toml_list(cells)}")
    lines.append("[board]")
    lines.append(f"treasures = {_toml_list(treasures)}")
    lines.append(f"catastrophes = {_toml_list(catastrophes)}")
    entries = ", ".join(f'{{ colors = "{m[0]}", at = "{m[1]}"'
                        + (f', tiles = "{m[2]}"' if len(m) > 2 else "") + " }" for m in monuments)
    lines.append(f"monuments = [{entries}]")
    if unused_monuments is not None:
        lines.append(f"unused_monuments = {_toml_list(unused_monuments)}")
    if wonder:
        lines.append(f'wonder = "{wonder}"')
    if wonder_tiles:
        lines.append(f'wonder_tiles = "{wonder_tiles}"')
    if buildings:
        words = buildings.split()
        lines.append("buildings = { " + ", ".join(f'{words[i]} = "{words[i + 1]}"'
                                                for i in range(0, len(words), 2)) + " }")
    for seat, player in enumerate(players):
        unknown = set(player) - {"hand", "leaders", "score", "catastrophes", "treasures", "dynasty"}
        assert not unknown, unknown
        lines.append("[[players]]")
        lines.append(f'dynasty = "{player.get("dynasty", DYNASTIES[seat])}"')
        lines.append(f"hand = {_toml_list(player.get('hand', ''))}")
        leaders = player.get("leaders", "")
        if isinstance(leaders, str):
            words = leaders.split()
            leaders = {words[i]: words[i + 1] for i in range(0, len(words), 2)}
        pairs = ", ".join(f'{kind} = "{where}"' for kind, where in leaders.items())
        lines.append(f"leaders = {{ {pairs} }}" if pairs else "leaders = {}")
        lines.append(f"catastrophes = {player.get('catastrophes', 2)}")
        points = [int(x) for x in player.get("score", "0 0 0 0").split()]
        lines.append("score = { " + ", ".join(f"{n} = {p}" for n, p in zip(COLOUR_NAMES, points,
                                                                              strict=True)) + " }")
        lines.append(f"treasures = {player.get('treasures', 0)}")
    return "\n".join(lines) + "\n"


def position(**kwargs) -> State:
    """A `State` from `position_toml`'s arguments, read through the public loader."""
    return load_position(position_toml(**kwargs), "scenario")


def start_position_toml(players: list[dict], red: list[str] = (), black: list[str] = (),
                        treasures: list[str] = STARTING_TEMPLES) -> str:
    """The standard board's starting temples with their treasures, plus the
    given tiles: the set-up the client tests play in (bag 90, seed 5)."""
    tiles = {"red": STARTING_TEMPLES + list(red), "black": list(black)}
    return position_toml(players=players, tiles=tiles, treasures=treasures, bag=90, seed=5)


def play(state: State, *actions: str) -> list[Event]:
    """Apply decisions in notation, one after another; all their events."""
    events: list[Event] = []
    for action in actions:
        events += state.apply(action)
    return events


def names(mask: int) -> set[str]:
    """The cell names of a mask, as a set (order-free comparisons)."""
    return {cell_name(x) for x in bit_list(mask)}


def cells(text: str) -> set[str]:
    return set(text.split())


def tiles(state: State) -> dict[str, set[str]]:
    """Every face-up tile on the board, by colour name."""
    return {COLOUR_NAMES[colour]: names(state.tiles[colour]) for colour in range(4)}


def leaders(state: State) -> dict[tuple[int, str], str]:
    """{(seat, leader kind): cell name} for every leader on the board."""
    out = {}
    for lid, cell in enumerate(state.leaders):
        if cell >= 0:
            out[(LEADER_SEAT[lid], LEADER_NAMES[LEADER_COLOUR[lid]])] = cell_name(cell)
    return out


def legal(state: State, start: str = "") -> set[str]:
    """The legal decisions in notation (only those beginning with `start`)."""
    return {str(a) for a in state.legal_actions() if str(a).startswith(start)}


def scores(state: State) -> list[tuple[int, int, int, int]]:
    return [state.score(seat) for seat in range(state.n)]


def hands(state: State) -> list[tuple[int, int, int, int]]:
    return [state.hand(seat) for seat in range(state.n)]


def of_type(events: list[Event], kind: type) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def reason(state: State, action: str) -> str:
    """The reason `apply` gives for refusing `action`; the state must not change."""
    before = state.key()
    try:
        state.apply(action)
    except IllegalActionError as error:
        assert state.key() == before, f"refusing {action!r} changed the state"
        return error.reason
    raise AssertionError(f"{action!r} was accepted")


def kingdoms(state: State) -> set[frozenset[str]]:
    """The kingdoms on the board, each as the set of its cell names."""
    return {frozenset(names(k.mask)) for k in state.kingdoms()}
