"""Challenge files: a position, a goal, a limit, three star thresholds and a stored
solution, read and checked field by field (`docs/challenges.md`).

A challenge is a TOML file in `levels/<game>/challenges/`. Unlike a lesson it is
read whole before it is refused: `challenge_problems` lists every problem it
finds, one line each naming the field and the reason (what `python -m
game.challenges check` prints); `challenge_from_dict` raises the first as a
`BadFileError`. The position is read as a lesson's is (`game.lessons.lesson`:
the position format, or a new game dealt from a seed).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from ai import LADDER
from game.engine import RULESETS, BadFileError
from game.games import GAMES
from game.lessons.games import lesson_game
from game.lessons.lesson import DEFAULT_GAME, _Fields, _tidy, read_position

from .goals import Goal, GoalKind, parse_goal

KEYS = {"game", "title", "description", "hint", "names", "seat", "opponent", "seed", "goal",
        "turns", "stars", "solution", "position"}
MAX_TURNS = 30  # a challenge is short: a few turns, never a whole game from the start
MAX_SOLUTION = 500  # decisions in a stored solution
SEED_LIMIT = 2**32


@dataclass(frozen=True)
class Challenge:
    id: str  # "<game>/challenges/<file name>" (see `library.challenge_id`)
    game: str
    title: str
    description: str
    hint: str
    names: tuple[str, ...]
    seat: int  # the player's
    opponent: str  # the computer level of every other seat
    seed: int  # the computer players' seed: the same moves against the same moves
    goal: Goal
    turns: int  # the player's turns the challenge allows
    stars: tuple[int, int, int]  # the values that earn one, two and three stars
    solution: tuple[str, ...]  # the player's decisions that earn three stars
    position: Any
    path: str | None = None


def goal_kinds(game: str) -> dict[str, GoalKind]:
    """The goal kinds a game's challenges may ask (`game.challenges.<game>.GOALS`)."""
    if game not in GAMES:
        raise ValueError(f"the challenges know no game {game!r}")
    return importlib.import_module(f"game.challenges.{game}").GOALS


class _Problems:
    """Collects one line per problem ("field: reason") instead of stopping at the first."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, field_name: str, reason: str) -> None:
        self.lines.append(f"{field_name}: {reason}")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_challenge(data: dict[str, Any], ident: str,
                   path: str | None = None) -> tuple[Challenge | None, list[str]]:
    """The challenge in `data` (None when any field is wrong) and every problem found,
    one line each ("stars: expected three whole numbers, each at least the one before")."""
    p = _Problems()
    for key in data:
        if key not in KEYS:
            p.add(key, "unknown field")
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str) or game not in RULESETS or game not in GAMES:
        p.add("game", f"unknown game {game!r} (" + " or ".join(f'"{g}"' for g in GAMES) + ")")
        return None, p.lines
    ruleset = RULESETS[game]
    f = _Fields(path, "", lesson_game(game))
    texts = {}
    for key in ("title", "description", "hint"):
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            p.add(key, "missing" if key not in data else "expected a non-empty text")
        else:
            texts[key] = _tidy(value)
    position = None
    if "position" not in data:
        p.add("position", "missing")
    else:
        try:
            position = read_position(data["position"], f, "position")
        except BadFileError as error:
            p.lines.append(error.problem)
    n = position.n if position is not None else ruleset.max_players
    names: Any = data.get("names")
    if (not isinstance(names, list) or len(names) != n
            or not all(isinstance(x, str) and x.strip() for x in names)):
        p.add("names", f"expected {n} names, one per seat of the position")
    seat: Any = data.get("seat")
    if not _whole(seat) or not 0 <= seat < n:
        p.add("seat", f"expected the player's seat, a number from 0 to {n - 1}")
    elif position is not None and (position.to_move != seat or position.pending is not None):
        p.add("seat", f"the position has seat {position.to_move} to move, not the player's {seat}")
    opponent: Any = data.get("opponent")
    if opponent not in LADDER:
        known = " (" + ", ".join(LADDER) + ")"
        p.add("opponent", ("missing" if opponent is None else f"unknown computer level {opponent!r}") + known)
    seed: Any = data.get("seed", 0)
    if not _whole(seed) or not 0 <= seed < SEED_LIMIT:
        p.add("seed", "expected a whole number from 0 to 2**32 - 1")
    goal = None
    try:
        goal = parse_goal(data.get("goal", ""), goal_kinds(game), ruleset)
    except ValueError as error:
        p.add("goal", "missing" if "goal" not in data else str(error))
    turns: Any = data.get("turns")
    if not _whole(turns) or not 1 <= turns <= MAX_TURNS:
        p.add("turns", f"expected the player's turns allowed, from 1 to {MAX_TURNS}")
    stars: Any = data.get("stars")
    if (not isinstance(stars, list) or len(stars) != 3 or not all(_whole(x) for x in stars)
            or not stars[0] < stars[1] < stars[2]):
        # Strictly: equal thresholds give two stars at once, and no reason to play again.
        p.add("stars", "expected three whole numbers (one, two, three stars), each more than the one before")
    solution: Any = data.get("solution")
    actions: list[str] = []
    if not isinstance(solution, list) or not solution:
        p.add("solution", "expected the list of the player's decisions that earns three stars")
    elif len(solution) > MAX_SOLUTION:
        p.add("solution", f"{len(solution)} decisions, where a challenge has at most {MAX_SOLUTION}")
    else:
        for i, text in enumerate(solution):
            try:
                actions.append(str(f.action(text, f"solution[{i}]")))
            except BadFileError as error:
                p.lines.append(error.problem)
    if p.lines:
        return None, p.lines
    assert goal is not None and position is not None  # (each missing one is a problem above)
    return Challenge(ident, game, texts["title"], texts["description"], texts["hint"],
                     tuple(x.strip() for x in names), seat, opponent, seed, goal, turns,
                     (stars[0], stars[1], stars[2]), tuple(actions), position, path), []
