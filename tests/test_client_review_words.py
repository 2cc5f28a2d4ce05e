"""Words a fresh player misread (issue 30's review): the tray's "on board" said in full
where a run of leaders can share it, the rules' wars in plain words, the hint named the
same way whatever the opponents' level. Driven headless through the window."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.client import widgets  # noqa: E402
from game.client.session import HUMAN, Seat  # noqa: E402

from .test_client_yangtze import open_position, position  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))


def _drawn(d, game) -> list:
    """The texts drawn over two frames, the still layer drawn again."""
    widgets.drawn_texts = []
    try:
        game.still_layer = None
        d.frames(2)
        return list(widgets.drawn_texts)
    finally:
        widgets.drawn_texts = None


def test_leaders_on_the_board_side_by_side_share_on_board_in_full():
    # As in the review (1280×800): the soldier in hand, four leaders on the board, three of
    # them side by side: "on board" fits once under the three; the bare "board" read as a noun.
    text = position(
        {"black": "C7 F8 L8 J4 O2 P6 J12 D6"},
        ["black black red blue green yellow", "black red red blue green yellow"],
        leaders=["governor O1 farmer J3 trader L7 artisan E5", ""],
    )
    d, game = open_position(text, [Seat(HUMAN), Seat(HUMAN)])
    words = [t.text for t in _drawn(d, game) if t.text in ("on board", "board")]
    assert words and set(words) == {"on board"}, words
