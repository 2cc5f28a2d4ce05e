"""Counting a finished game in the statistics across games (`game.stats.history`).

Called when a game's end is shown (`game_scene.GameMode.game_over`): a game the one
person at the table finished against computer players is added to `statistics.json`
once — its fingerprint is its record, so showing its end again (resumed, loaded) adds
nothing. A hot-seat game (several people) or one of computers alone is not counted:
it is nobody's result. A damaged file is set aside as the other data files are
(`damaged.damaged_file_message`) and the statistics start afresh.
"""

from __future__ import annotations

import datetime
from typing import Any

from game.engine import BadFileError
from game.stats.history import GameResult, History, game_id, history_path, history_problem

from .damaged import damaged_file_message
from .i18n import _
from .stats_scene import hints_of


def strongest_level(levels: list[str]) -> str:
    """The strongest of the computer players' levels (the ladder's order, weakest first)."""
    from ai import LADDER

    known = [level for level in levels if level]
    if not known:
        return ""
    return max(known, key=lambda level: LADDER.index(level) if level in LADDER else -1)


def result_of(session: Any, when: str | None = None) -> GameResult | None:
    """The person's result in a finished game (None: not one person's game, or not over)."""
    state = session.state
    you = session.you
    if you < 0 or not state.is_over or all(seat.human for seat in session.seats):
        return None
    place = next(i for i, group in enumerate(state.ranking(), start=1) if you in group)
    if when is None:
        when = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return GameResult(
        id=game_id(session.record),
        game=session.game,
        when=when,
        seats=state.n,
        level=strongest_level([seat.level for seat in session.seats if not seat.human]),
        place=place,
        weakest=min(state.final_scores()[you]),
        hints=hints_of(session).get(you, 0),
    )


def load_history() -> tuple[History, str | None]:
    """The games counted so far, and a line for the player when the file was damaged (then
    set aside: the statistics start afresh)."""
    path = history_path()
    try:
        return History.load(path), None
    except BadFileError as error:
        return History(path=path), damaged_file_message(path, error.problem, _("statistics start afresh"))


def check_history() -> str | None:
    """At start-up (`datafolder.tidy_data_folder`): a damaged statistics file set aside."""
    path = history_path()
    problem = history_problem(path)
    if problem is None:
        return None
    return damaged_file_message(path, problem, _("statistics start afresh"))


def record_finished(app: Any, session: Any) -> bool:
    """Count the session's finished game (once); True when it was added now."""
    result = result_of(session)
    if result is None:
        return False
    try:
        history, problem = load_history()
    except OSError:
        return False
    if problem:
        app.notify(problem, error=True)
    if not history.add(result):
        return False
    try:
        history.save()
    except OSError as error:
        app.notify(
            _("Could not save the statistics: {reason}").format(reason=error.strerror or error), error=True
        )
        return False
    return True
