"""The learned evaluation (`ai/learned.py`, `python -m ai.learn`): its weights
load for both games (that its features are the seat's view alone is in
`test_ai_no_peeking.py`), the learning script runs end to end and gives the same
weights twice, and the entrants that use it play whole games legally."""

from __future__ import annotations

import importlib
import json

import pytest

from ai import Budget, make_player
from ai.knowledge import VARIANTS, knowledge_for
from ai.learn import main as learn_main
from ai.learned import load, weights_path
from ai.levels import levels_for
from game.engine import View, new_game

from .test_ai_no_peeking import turn_starts

GAMES = ("tigris", "yangtze")


@pytest.mark.parametrize("game", GAMES)
def test_the_weights_load_and_match_the_features(game: str) -> None:
    model = load(weights_path(game))
    features = importlib.import_module(f"ai.{game}.features")
    assert model.game == game
    assert model.names in ((), features.NAMES) and len(model.weights) == len(model.names)
    assert model.settings["games"] > 0 and model.settings["seeds"][0] <= model.settings["seeds"][1]
    assert (game, "learned") in VARIANTS
    assert {"strong-learned", "expert-learned", "strong-classic", "expert-classic"} <= set(levels_for(game))


@pytest.mark.parametrize("game", GAMES)
def test_the_learned_utilities_are_win_chances_that_differ_from_the_hand_set_ones(game: str) -> None:
    state = turn_starts(game, 2, 7, every=10)[3]
    learned = knowledge_for(state, "learned").utilities(state)
    classic = knowledge_for(state).utilities(state)
    assert abs(sum(learned) - 1) < 1e-9 and all(0 < u < 1 for u in learned)
    assert learned != classic
    planner = knowledge_for(state, "learned").planner(0, (0,) * state.N_COLOURS, (6, 6), cancel=None)
    assert planner.utilities(state) == learned


@pytest.mark.parametrize("game", GAMES)
def test_the_learning_script_runs_and_gives_the_same_weights_twice(game: str, tmp_path, capsys) -> None:
    made = []
    for name in ("a.json", "b.json"):
        out = tmp_path / name
        assert learn_main(["--game", game, "--games", "10", "--seed", "3", "--levels", "beginner",
                           "--out", str(out)]) == 0
        made.append(json.loads(out.read_text(encoding="utf-8")))
    model = load(tmp_path / "a.json")
    assert model.settings["seeds"] == [3, 12] and model.settings["levels"] == ["beginner"]
    assert model.measured["positions"] > 100
    made[0]["settings"].pop("seconds")
    made[1]["settings"].pop("seconds")
    assert made[0] == made[1]
    assert "written to" in capsys.readouterr().out


def test_the_learning_script_refuses_bad_arguments(capsys) -> None:
    assert learn_main(["--game", "chess"]) == 2
    assert learn_main(["--game", "tigris", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert "--game chess" in err and "--games 2" in err


@pytest.mark.parametrize("game", GAMES)
def test_the_learned_entrants_play_whole_games(game: str) -> None:
    state = new_game(game, 2, 21)
    bots = [make_player("strong-learned", 1), make_player("expert-learned", 2)]
    budgets = [Budget(iterations=1), Budget(iterations=3)]
    while not state.is_over:
        seat = state.to_move
        action = bots[seat].choose(View.of(state, seat), budgets[seat], None)
        assert action in state.legal_actions()
        state.apply(action)
    assert all(getattr(bot, "fallbacks", 0) == 0 for bot in bots)
