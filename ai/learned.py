"""The learned evaluation: win chances from a linear score per seat, fitted
to the outcomes of self-play (`python -m ai.learn`, see `docs/ai.md`).

Each seat's score is `w · features(state, seat) + a · H + b · H · progress`,
where `features` are the game's features of the position as that seat sees
it (`features.py`, counted as `ai/<game>/features.py` says: never another hand or the bag's order) and H is
the hand-set evaluation's projected result for the seat (`evaluate.py`)
divided by the spread its win chances use (`values.value_spread`), which the
fit may weigh or leave out (a = b = 0). The win chances are the softmax of
the scores over the seats (a logistic of the difference for two): a
conditional logit, fitted by regularised maximum likelihood on who won. With
a = 1 and every other weight 0 it is the hand-set evaluation exactly, so the
fit learns a correction of it where one pays on held-out games.

The weights live in `ai/<game>/weights.json` with the seeds and settings
that made them. Play needs nothing beyond the standard library: the score is
a plain sum (numpy is for fitting only, where it is imported).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, cast

from .knowledge import Knowledge
from .values import ValueCache, final_utilities, value_spread

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Model:
    game: str
    names: tuple[str, ...]  # the features, in the order `features()` gives them
    weights: tuple[float, ...]
    handset: float = 0.0  # a: the hand-set projection's weight
    handset_late: float = 0.0  # b: and times the share of the bag gone
    settings: dict[str, Any] = field(default_factory=dict)  # how it was made (seeds, games, levels, ...)
    measured: dict[str, Any] = field(default_factory=dict)  # held-out figures of the fit


def weights_path(game: str) -> Path:
    return HERE / game / "weights.json"


def load(path: Path) -> Model:
    """A model from its JSON file; ValueError naming the file if it is not one."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Model(data["game"], tuple(data["names"]), tuple(float(w) for w in data["weights"]),
                     float(data.get("handset", 0.0)), float(data.get("handset_late", 0.0)),
                     dict(data.get("settings", {})), dict(data.get("measured", {})))
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ValueError(f"{path}: not a learned evaluation ({error})") from None


def save(model: Model, path: Path) -> None:
    data = {"game": model.game, "names": list(model.names), "weights": list(model.weights),
            "handset": model.handset, "handset_late": model.handset_late,
            "settings": model.settings, "measured": model.measured}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def softmax(scores: list[float]) -> list[float]:
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def handset_values(state: Any, evaluate: Any) -> list[float]:
    """The hand-set evaluation's projections in units of its win chances' spread."""
    spread = value_spread(min(evaluate.own_turns_left(state), evaluate.HORIZON))
    return [v / spread for v in evaluate.seat_values(state)]


def make_utilities(model: Model, features: Callable[[Any, int], list[float]], evaluate: Any,
                   progress: Callable[[Any], float]) -> Callable[[Any], list[float]]:
    """`utilities(state)` of a learned model (a finished game is scored exactly);
    `evaluate`: the game's hand-set evaluation module."""
    weights = model.weights
    a, b = model.handset, model.handset_late
    cache = ValueCache()
    state_key = evaluate.state_key

    def scores(state: Any) -> list[float]:
        handset = handset_values(state, evaluate) if a or b else None
        h = a + b * progress(state)
        out = []
        for seat in range(state.n):
            total = 0.0
            for w, x in zip(weights, features(state, seat), strict=True):
                total += w * x
            if handset is not None:
                total += h * handset[seat]
            out.append(total)
        return out

    def utilities(state: Any) -> list[float]:
        if state.is_over:
            return final_utilities(state)
        return softmax(cache.values(state, state_key(state), scores))

    return utilities


def learned_knowledge(knowledge: Knowledge, model: Model, features: Callable[[Any, int], list[float]],
                      evaluate: Any, progress: Callable[[Any], float]) -> Knowledge:
    """The game's knowledge with the learned evaluation in place of the hand-set
    one, in the search and in the planner alike."""
    utilities = make_utilities(model, features, evaluate, progress)
    base = cast(type, knowledge.planner)  # each game's planner is a class (`ai/<game>/planner.py`)
    planner = type("Learned" + base.__name__, (base,), {"utilities": staticmethod(utilities)})
    return replace(knowledge, utilities=utilities, planner=planner)


def register_learned(knowledge: Knowledge, evaluate: Any) -> Knowledge | None:
    """Register the game's learned evaluation as its "learned" variant, if the
    game has features (`knowledge.features`) and ships its weights (`evaluate`:
    the game's hand-set evaluation module)."""
    from .knowledge import register_variant

    spec = knowledge.features
    path = weights_path(knowledge.game)
    if spec is None or not path.exists():
        return None
    model = load(path)
    if model.names not in ((), spec.names):
        raise ValueError(f"{path}: its features are not those of ai/{knowledge.game}/features.py")
    return register_variant("learned", learned_knowledge(knowledge, model, spec.features, evaluate,
                                                         spec.progress))
