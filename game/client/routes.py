"""Every scene the window can open, by name (`navigator.py`; `app.open(name, …)`).

This is the one module that knows every scene. Each opener imports its scene's
module when it is first called, as the menus always did, so the window opens
without loading the game's table, the lessons or the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .navigator import register


def _menu(app: Any) -> None:
    from .menu import open_menu

    open_menu(app)


def _session(app: Any, session: Any, in_autosave: bool = False) -> Any:
    from .game_scene import open_session
    from .saves import autosaver, keep_unfinished_autosave

    # Whatever opens a game (New game, Load, Play again, Play on from a review) the game comes
    # into the autosave: an unfinished other game there is kept first, by name, so no path can
    # lose it (those that kept it already find their own game there). `in_autosave`: the game
    # is the autosave's (Resume), which is not read again.
    kept = None if in_autosave else keep_unfinished_autosave(session)
    if not in_autosave:
        autosaver.submit(session)
    scene = open_session(app, session)
    if kept:
        app.notify(kept)
    return scene


def _end(app: Any, game: Any) -> None:
    from .end_scene import EndScene

    app.push(EndScene(app, game))


def _review(app: Any, session: Any, path: Any = None) -> None:
    from .review import ReviewScene

    app.push(ReviewScene(app, session, path))


def _pause(app: Any, game: Any) -> None:
    from .pause import PauseScene

    app.push(PauseScene(app, game))


def _rules(app: Any, game: str) -> None:
    from .help_scene import open_rules

    open_rules(app, game)


def _menu_rules(app: Any) -> None:
    from .help_scene import open_menu_rules

    open_menu_rules(app)


def _lessons(app: Any) -> None:
    from .lessons_menu import open_lessons

    open_lessons(app)


def _lesson(app: Any, lesson_id: str, restart: bool = False) -> None:
    from .lessons_menu import open_lesson

    open_lesson(app, lesson_id, restart)


def _challenges(app: Any) -> None:
    from .challenges_menu import open_challenges

    open_challenges(app)


def _challenge(app: Any, challenge_id: str) -> None:
    from .challenges_menu import open_challenge

    open_challenge(app, challenge_id)


def _load(app: Any) -> None:
    from .load import open_load

    open_load(app)


def _settings(app: Any) -> None:
    from .options import open_settings

    open_settings(app)


def _new_game(app: Any) -> None:
    from .new_game_ask import ask_then_new_game

    ask_then_new_game(app)  # a game in progress: asked first


def _resume(app: Any) -> None:
    from .saves import resume_autosave

    resume_autosave(app)


def _game_stats(app: Any, table: Any) -> None:
    from .stats_scene import open_game_stats

    open_game_stats(app, table)


def _statistics(app: Any) -> None:
    from .history_scene import open_history

    open_history(app)


def _quit(app: Any) -> None:
    app.request_quit()


# each opener takes the app and what the route names (a session, a lesson id…)
_OPENERS: dict[str, Callable[..., None]] = {
    "menu": _menu,  # the main menu, alone
    "session": _session,  # a session's game over the main menu
    "end": _end,  # the end of a game (over its table)
    "pause": _pause,  # the game's pause menu
    "review": _review,  # a session's record looked through again, over what is open
    "rules": _rules,  # a game's rules, over what is open
    "menu rules": _menu_rules,  # the rules of the game chosen in the menu
    "lessons": _lessons,  # the lessons menu
    "lesson": _lesson,  # one lesson, by its id
    "challenges": _challenges,  # the Challenges screen
    "challenge": _challenge,  # one challenge, by its id
    "load": _load,
    "settings": _settings,
    "new game": _new_game,
    "resume": _resume,  # the autosaved game
    "game stats": _game_stats,  # a finished game's statistics (over its end screen)
    "statistics": _statistics,  # the statistics across games
    "quit": _quit,
}
for _name, _opener in _OPENERS.items():
    register(_name, _opener)
