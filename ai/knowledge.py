"""A game's knowledge, as the computer players' shared machinery sees it.

The search (`mcts.py`), the world sampling (`world.py`), the process pool
(`parallel.py`), tournaments and the levels never import a game's modules:
they take its knowledge — candidate decisions with prior scores, the
evaluation, the turn planner — from this registry, by the name of the
state's game. Each game's folder (`ai/tigris/`) registers one `Knowledge`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .features import FeatureSpec
from .planning import DEFAULT_BREADTH, Breadth


class Planner(Protocol):
    """Plans the rest of the turn of the seat to move (see `ai/tigris/planner.py`)."""

    lines: list[tuple[float, list[Any]]]  # every first decision planned, best first
    full_lines: list[tuple[float, list[Any]]]  # those planned to the turn's end
    best_so_far: list[Any]

    def best(self, state: Any, turn: int, depth: int) -> tuple[float, list[Any]]: ...

    # `best` from a state that may have no decision left in the turn (then its value).
    def follow(self, state: Any, turn: int, depth: int) -> tuple[float, list[Any]]: ...


@dataclass(frozen=True)
class Knowledge:
    game: str
    # Estimated win chances per seat, adding up to one (the evaluation).
    utilities: Callable[[Any], list[float]]
    # Scored candidates (best first) for the pending decision; for an ordinary
    # action `turn_candidates(state, limit)` (made for any hand: see `playable`).
    decision_candidates: Callable[[Any], list[tuple[float, Any]]]
    turn_candidates: Callable[[Any, int], list[tuple[float, Any]]]
    # Whether a candidate fits the hand of the seat to move, and the real
    # action for one that stands for an intent (a swap mode): None if it is void.
    playable: Callable[[Any, Any], bool]
    concrete: Callable[[Any, Any], Any]
    # planner(seat, unseen, hand_sizes, breadth, cancel) → a Planner.
    planner: Callable[[int, tuple[int, ...], tuple[int, ...], Breadth, threading.Event | None], Planner]
    # The Beginner's answer to anything but an ordinary action: (state, seat, legal) → action.
    naive_decision: Callable[[Any, int, Any], Any]
    # Whether the Expert answers a decision other than an ordinary action (a
    # choice after an action, a conflict's support) by the planner, as Casual
    # and Strong do, rather than by a search: where the planner's answer
    # measured better (docs/ai.md).
    plan_choices: bool = False
    # What the learned evaluation's features count in this game (`features.py`); None: no
    # learned evaluation.
    features: FeatureSpec | None = None


KNOWLEDGE: dict[str, Knowledge] = {}
# Other evaluations of a game, by (game, name): "learned" (`learned.py`), where
# the game ships its weights. "classic" is the registered knowledge itself.
VARIANTS: dict[tuple[str, str], Knowledge] = {}


def register(knowledge: Knowledge) -> Knowledge:
    KNOWLEDGE[knowledge.game] = knowledge
    return knowledge


def register_variant(name: str, knowledge: Knowledge) -> Knowledge:
    VARIANTS[knowledge.game, name] = knowledge
    return knowledge


def knowledge_for(state: Any, evaluation: str = "classic") -> Knowledge:
    """The knowledge of the game `state` is a game of, with the hand-set
    evaluation ("classic") or another registered one ("learned"); ValueError
    if no computer player knows it beyond random play, or not with that evaluation."""
    if evaluation != "classic":
        variant = VARIANTS.get((state.ruleset.name, evaluation))
        if variant is None:
            raise ValueError(f"no {evaluation} evaluation of {state.ruleset.title}")
        return variant
    knowledge = KNOWLEDGE.get(state.ruleset.name)
    if knowledge is None:
        raise ValueError(f"no computer player but random plays {state.ruleset.title} yet")
    return knowledge


def planner_for_view(knowledge: Knowledge, view: Any, breadth: Breadth = DEFAULT_BREADTH,
                     cancel: threading.Event | None = None) -> Planner:
    return knowledge.planner(view.seat, view.unseen, view.hand_sizes, breadth, cancel)
