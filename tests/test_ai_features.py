"""The learned evaluation's features: the shared counting (`ai/features.py`)
with each game's parts (`ai/<game>/features.py`) behind the game's
knowledge, giving the features the weights were fitted to."""

from __future__ import annotations

import importlib

import pytest

from ai.knowledge import KNOWLEDGE
from ai.learned import load, weights_path

from .test_ai_no_peeking import turn_starts

# Seat 0's and seat 1's features at the middle turn start of `turn_starts(game, 2, 3)`, as the two
# games' separate modules counted them before the shared one (issue 34): the weights were fitted to these.
PINNED = {
    "tigris": [[9, 9, 11, 14, 1, 4, 6, 22, 4, 4.0, 3, 6, 0, 0, 0, 2, 2, 4.764705882352941, 4.764705882352941],
               [6.0, 9, 12, 13, 2, 4, 4, 19, 4, 4.0, 3, 0, 3, 2, 1, 2, 0, 3.1764705882352944,
                4.764705882352941]],
    "yangtze": [[5.0, 7, 11, 15, 3, 5, 6, 30, 3, 5.0, 4, 0, 2, 2, 1, 1, 0, 3.0072463768115942,
                 4.210144927536232],
                [7.333333333333333, 7.333333333333333, 7.333333333333333, 12, 5, 3, 3, 18, 3, 3.0, 1, 0, 4, 0,
                 1, 1, 2, 4.4106280193236715, 4.4106280193236715]],
}


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_the_games_knowledge_carries_its_features(game: str) -> None:
    spec = KNOWLEDGE[game].features
    module = importlib.import_module(f"ai.{game}.features")
    assert spec is module.SPEC
    assert spec.names == module.NAMES == load(weights_path(game)).names
    starts = turn_starts(game, 2, 3)
    state = starts[len(starts) // 2]
    assert [spec.features(state, seat) for seat in (0, 1)] == PINNED[game]
    assert all(len(row) == len(spec.names) for row in PINNED[game])
    assert 0 < spec.progress(state) < 1
