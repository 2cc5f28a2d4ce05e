"""Lesson files: what a lesson says, read and checked field by field.

A lesson is a TOML file in `levels/<game>/` (the format is documented in
`docs/lessons.md`): the game it teaches (`game`, Tigris & Euphrates when
left out), a starting position, the seats' names, the seat(s) the
learner plays, and a list of steps. Each step shows text, may light up
cells, may have other seats play scripted moves first, and then asks the
learner for one decision: an exact action, any action meeting a goal, free
play against a computer player, or nothing (a page to read).

This module only reads the file's shape. `validate.py` plays every lesson
through its intended solution, so a lesson whose moves break a rule is
refused as it loads, with one line naming the file and the step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import RULESETS, BadFileError, MalformedActionError
from game.engine.grid import parse_cell
from game.engine.position import position_from_dict
from game.engine.rng import SEED_LIMIT
from game.storage import parse_toml_data

from .games import Goal, LessonGame, lesson_game

# A game's state and action (each game's own types; the lessons use what they share).
State = Any
Action = Any

DEFAULT_GAME = "tigris"  # a lesson file without `game` (the first game's lessons were written so)
LESSON_KEYS = {"game", "title", "summary", "names", "learner", "opponent", "position", "tips", "steps"}
STEP_KEYS = {"text", "highlight", "position", "before", "expect", "goal", "solution", "replies",
             "hints", "after", "miss", "wrong", "play"}
NEW_GAME_KEYS = {"game", "start", "players", "map", "seed", "dynasties", "short"}

# A scripted defender's move that depends on the board: the fewest tiles that
# win (or, for the defender, tie) the conflict, or none if the hand cannot.
COMMIT_ENOUGH = "commit enough"

# Far above any lesson (the longest has 8 steps, a step at most 11 cells lit or 4 moves
# accepted), far below what would take seconds to check.
MAX_STEPS = 100
MAX_ENTRIES = 100  # in each list or table of a step

# Kinds of step.
READ, EXACT, GOAL, PLAY = "read", "exact", "goal", "play"


@dataclass(frozen=True)
class Step:
    """One step of a lesson. `number` is 1-based, as the error messages say it."""

    number: int
    kind: str  # READ, EXACT, GOAL or PLAY
    text: str
    highlight: tuple[int, ...] = ()
    position: State | None = None  # the board is reset to this when the step begins
    before: tuple[str, ...] = ()  # scripted moves of other seats, as the step begins
    expect: tuple[Action, ...] = ()  # EXACT: the accepted actions
    goal: Goal | None = None  # GOAL: what the learner's move must achieve
    solution: Action | None = None  # GOAL: the intended move (checked when the lesson loads)
    replies: tuple[str, ...] = ()  # scripted moves of other seats right after the learner's
    hints: tuple[str, ...] = ()
    after: str = ""  # shown once the step is done
    miss: str = ""  # said when a legal move misses what the step asks
    wrong: dict[Action, str] = field(default_factory=dict)  # words for particular moves

    @property
    def intended(self) -> Action | None:
        """The move the lesson is built around (what validation and "show me" play)."""
        if self.kind == EXACT:
            return self.expect[0]
        return self.solution


@dataclass(frozen=True)
class Lesson:
    id: str  # the file name without `.toml`
    title: str
    summary: str
    names: tuple[str, ...]
    learner: frozenset[int]  # the seats the learner plays
    position: State
    steps: tuple[Step, ...]
    opponent: str = ""  # computer player level for PLAY steps
    tips: dict[str, str] = field(default_factory=dict)
    path: str | None = None
    game: str = DEFAULT_GAME  # the ruleset's name: the game the lesson teaches

    @property
    def single_seat(self) -> int | None:
        """The learner's seat when there is one (the lesson then says "you")."""
        return next(iter(self.learner)) if len(self.learner) == 1 else None


class _Fields:
    """Reads fields and raises `BadFileError`s naming the file, step and field."""

    def __init__(self, path: str | None, where: str = "", game: LessonGame | None = None) -> None:
        self.path = path
        self.where = where
        self.game = game or lesson_game(DEFAULT_GAME)

    def at(self, where: str) -> _Fields:
        return _Fields(self.path, where, self.game)

    def fail(self, field_name: str, problem: str) -> BadFileError:
        parts = [p for p in (self.where, field_name) if p]
        return BadFileError(": ".join(parts + [problem]), self.path)

    def unknown(self, table: dict, allowed: set[str], prefix: str = "") -> None:
        for key in table:
            if key not in allowed:
                raise self.fail(prefix + key, "unknown field")

    def text(self, table: dict, key: str, required: bool = True) -> str:
        if key not in table:
            if required:
                raise self.fail(key, "missing")
            return ""
        value = table[key]
        if not isinstance(value, str):
            raise self.fail(key, f"expected text, not {_show(value)}")
        if required and not value.strip():
            raise self.fail(key, "is empty")
        return _tidy(value)

    def texts(self, table: dict, key: str) -> tuple[str, ...]:
        value = table.get(key, [])
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list of texts, not {_show(value)}")
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, str) or not item.strip():
                raise self.fail(f"{key}[{i}]", "expected a non-empty text")
            out.append(_tidy(item))
        return tuple(out)

    def action(self, text: Any, field_name: str) -> Action:
        if not isinstance(text, str):
            raise self.fail(field_name, f"expected an action in notation, not {_show(text)}")
        try:
            return self.game.ruleset.parse_action(text)
        except MalformedActionError as error:
            raise self.fail(field_name, str(error)) from None

    def cells(self, table: dict, key: str, state: State) -> tuple[int, ...]:
        value = table.get(key, [])
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list of cell names, not {_show(value)}")
        out = []
        for i, name in enumerate(value):
            cell = parse_cell(name) if isinstance(name, str) else None
            if cell is None or not state.grid.contains(cell):
                raise self.fail(f"{key}[{i}]", f"{_show(name)} is not a cell of the board")
            out.append(cell)
        return tuple(out)


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def _tidy(text: str) -> str:
    """Text as written in TOML, with the lines of each paragraph joined:
    authors wrap lines freely and leave a blank line between paragraphs."""
    paragraphs = []
    for block in text.strip().split("\n\n"):
        lines = [line.strip() for line in block.strip().splitlines()]
        if any(lines):
            paragraphs.append(" ".join(line for line in lines if line))
    return "\n\n".join(paragraphs)


def read_position(data: Any, f: _Fields, field_name: str) -> State:
    """A lesson's (or step's) position: the position format of `formats.md`,
    or `start = "new"` with `players`, `seed` and optional `map`,
    `dynasties` (and, for Yellow & Yangtze, `short`) for the standard set-up
    dealt from the seed. It is of the lesson's game: its `game` key may be
    left out, and must not name another."""
    if not isinstance(data, dict):
        raise f.fail(field_name, "expected a table (the position format)")
    game = f.game.name
    if data.get("game", game) != game:
        raise f.fail(f"{field_name}: game", f"{_show(data['game'])}: the lesson teaches \"{game}\"")
    if "start" in data:
        return _new_game(data, f.at(": ".join(p for p in (f.where, field_name) if p)))
    try:
        return position_from_dict({**data, "game": game}, None)
    except BadFileError as error:
        raise f.fail(field_name, error.problem) from None


def _new_game(data: dict, f: _Fields) -> State:
    f.unknown(data, NEW_GAME_KEYS)
    if data["start"] != "new":
        raise f.fail("start", f"{_show(data['start'])}: the only start is \"new\"")
    rules = f.game.ruleset
    players = data.get("players")
    if isinstance(players, bool) or not isinstance(players, int) or not (
            rules.min_players <= players <= rules.max_players):
        raise f.fail("players", f"expected a number from {rules.min_players} to {rules.max_players}")
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise f.fail("seed", "expected a whole number, 0 or more")
    if seed >= SEED_LIMIT:  # as records refuse them: seed 2**64 deals the game of seed 0
        raise f.fail("seed", f"must be less than 2**64 ({SEED_LIMIT}); larger seeds repeat smaller ones")
    board = data.get("map", rules.maps[0])
    if board not in rules.maps:
        raise f.fail("map", f"unknown board {_show(board)} ({' or '.join(rules.maps)})")
    dynasties = data.get("dynasties")
    if dynasties is not None:
        if (not isinstance(dynasties, list) or len(dynasties) != players
                or len(set(dynasties)) != players or any(d not in rules.dynasties for d in dynasties)):
            raise f.fail("dynasties",
                         f"expected {players} different names from " + ", ".join(rules.dynasties))
        dynasties = tuple(dynasties)
    options = {}
    if "short" in data:
        if "short" not in rules.option_keys:
            raise f.fail("short", f"{rules.title} has no short game")
        if not isinstance(data["short"], bool):
            raise f.fail("short", "expected true or false")
        if data["short"] and players != 2:
            raise f.fail("short", "the short game is for two players")
        if data["short"]:
            options["short"] = True
    return rules.new_game(players, seed, board, dynasties, options)


def lesson_from_text(text: str, lesson_id: str, path: str | None = None) -> Lesson:
    """The lesson in `text`, its shape checked (not yet played through)."""
    return lesson_from_dict(parse_toml_data(text, path), lesson_id, path)


def lesson_from_dict(data: dict, lesson_id: str, path: str | None = None) -> Lesson:
    f = _Fields(path)
    f.unknown(data, LESSON_KEYS)
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str) or game not in RULESETS:
        raise f.fail("game", f"unknown game {_show(game)} (" + " or ".join(f'"{g}"' for g in RULESETS) + ")")
    try:
        f = _Fields(path, "", lesson_game(game))
    except ValueError as error:
        raise f.fail("game", str(error)) from None
    title = f.text(data, "title")
    summary = f.text(data, "summary")
    if "position" not in data:
        raise f.fail("position", "missing")
    position = read_position(data["position"], f, "position")
    n = position.n

    names = data.get("names")
    if (not isinstance(names, list) or len(names) != n
            or not all(isinstance(x, str) and x.strip() for x in names)):
        raise f.fail("names", f"expected {n} names, one per seat of the position")
    names = tuple(x.strip() for x in names)

    learner_value = data.get("learner")
    seats = learner_value if isinstance(learner_value, list) else [learner_value]
    if not seats or any(isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < n
                        for s in seats):
        raise f.fail("learner", f"expected a seat number from 0 to {n - 1}, or a list of them")
    learner = frozenset(seats)

    opponent = f.text(data, "opponent", required=False)

    tips_table = data.get("tips", {})
    if not isinstance(tips_table, dict):
        raise f.fail("tips", "expected a table of tips")
    tips = {}
    for key, value in tips_table.items():
        if key not in f.game.triggers:
            raise f.fail(f"tips.{key}", "unknown tip (known: " + ", ".join(f.game.triggers) + ")")
        if not isinstance(value, str) or not value.strip():
            raise f.fail(f"tips.{key}", "expected a non-empty text")
        tips[key] = _tidy(value)

    steps_data = data.get("steps")
    if not isinstance(steps_data, list) or not steps_data:
        raise f.fail("steps", "expected at least one [[steps]] table")
    if len(steps_data) > MAX_STEPS:  # (each may deal a game: thousands would take seconds)
        raise f.fail("steps", f"{len(steps_data)} steps, where no lesson has over {MAX_STEPS}")
    steps = []
    board_state = position
    for number, table in enumerate(steps_data, start=1):
        step = _step(table, number, f.at(f"step {number}"), board_state)
        if step.position is not None:
            board_state = step.position
        steps.append(step)
    for step in steps[:-1]:
        if step.kind == PLAY:
            raise f.at(f"step {step.number}").fail("play", "a free-play step must be the last step")
    if any(step.kind == PLAY for step in steps) and not opponent:
        raise f.fail("opponent", "missing (the computer player level for the free-play step)")
    return Lesson(lesson_id, title, summary, names, learner, position, tuple(steps), opponent,
                  tips, path, game)


def _step(table: Any, number: int, f: _Fields, board_state: State) -> Step:
    if not isinstance(table, dict):
        raise f.fail("", "expected a table ([[steps]])")
    f.unknown(table, STEP_KEYS)
    for key in ("highlight", "before", "replies", "hints", "expect", "wrong"):
        value = table.get(key)
        if isinstance(value, (list, dict)) and len(value) > MAX_ENTRIES:
            raise f.fail(key, f"{len(value)} entries, where no lesson has over {MAX_ENTRIES}")
    text = f.text(table, "text")
    position = None
    if "position" in table:
        position = read_position(table["position"], f, "position")
        board_state = position
    highlight = f.cells(table, "highlight", board_state)
    before = _scripted(table, "before", f)
    replies = _scripted(table, "replies", f)
    hints = f.texts(table, "hints")
    after = f.text(table, "after", required=False)
    miss = f.text(table, "miss", required=False)

    play = table.get("play", False)
    if not isinstance(play, bool):
        raise f.fail("play", "expected true or false")
    present = [key for key in ("expect", "goal", "play") if key in table and table[key] is not False]
    if len(present) > 1:
        raise f.fail(present[1], f"a step has one of expect, goal or play, not both {present[0]} "
                                 f"and {present[1]}")
    kind = {"expect": EXACT, "goal": GOAL, "play": PLAY}[present[0]] if present else READ

    expect: tuple[Action, ...] = ()
    if kind == EXACT:
        value = table["expect"]
        values = value if isinstance(value, list) else [value]
        if not values:
            raise f.fail("expect", "is empty")
        expect = tuple(f.action(v, f"expect[{i}]" if isinstance(value, list) else "expect")
                       for i, v in enumerate(values))
    goal = None
    solution = None
    if kind == GOAL:
        goal_text = table["goal"]
        if not isinstance(goal_text, str):
            raise f.fail("goal", f"expected text, not {_show(goal_text)}")
        try:
            goal = f.game.parse_goal(goal_text)
        except ValueError as error:
            raise f.fail("goal", str(error)) from None
        if "solution" not in table:
            raise f.fail("solution", "missing (a goal step names the intended move)")
        solution = f.action(table["solution"], "solution")
    elif "solution" in table:
        raise f.fail("solution", "only a goal step has a solution")
    if kind in (READ, PLAY):
        for key in ("replies", "hints", "miss", "wrong"):
            if key in table:
                raise f.fail(key, f"a {'free-play' if kind == PLAY else 'reading'} step asks for "
                                  "no move, so it has no " + key)

    wrong_table = table.get("wrong", {})
    if not isinstance(wrong_table, dict):
        raise f.fail("wrong", "expected a table of \"action\" = \"words\"")
    wrong = {}
    for key, value in wrong_table.items():
        action = f.action(key, f"wrong.{key}")
        if not isinstance(value, str) or not value.strip():
            raise f.fail(f"wrong.{key}", "expected a non-empty text")
        wrong[action] = _tidy(value)
    return Step(number, kind, text, highlight, position, before, expect, goal, solution, replies,
                hints, after, miss, wrong)


def _scripted(table: dict, key: str, f: _Fields) -> tuple[str, ...]:
    value = table.get(key, [])
    if not isinstance(value, list):
        raise f.fail(key, f"expected a list of actions, not {_show(value)}")
    out = []
    for i, text in enumerate(value):
        if isinstance(text, str) and text.isascii() and " ".join(text.lower().split()) == COMMIT_ENOUGH:
            out.append(COMMIT_ENOUGH)
            continue
        out.append(str(f.action(text, f"{key}[{i}]")))
    return tuple(out)
