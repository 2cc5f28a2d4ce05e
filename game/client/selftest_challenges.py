"""`tworivers --selftest --challenges`: every challenge's stored solution played in the
window, headless: the Challenges screen opens each one, the solution's decisions go in
through the challenge's table (as a click's decision does), the computer seats answer
through the window's worker of the challenge, and the end panel must show three stars,
kept in the (temporary) data folder."""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any


def _settled(run: Any) -> bool:
    """The player's turn to decide, or the challenge over (the computers have answered)."""
    return run.player_to_move or run.finished


def _settle(driver: Any, scene: Any, deadline: float) -> bool:
    """`_settled`, a turn held for End turn (the default setting) ended as a person does."""
    run = scene.run
    while driver.wait(partial(_settled, run), max(1.0, deadline - time.perf_counter())):
        if run.finished or not run.state.held:
            return True
        scene.press_end()
    return False


def play_challenges(driver: Any, deadline: float, say: Callable[[str], None],
                    failure: type[Exception]) -> str:
    from game.challenges.progress import Results

    from .challenge_scene import ChallengeScene
    from .challenges_menu import ChallengesMenu

    app = driver.app
    app.open("challenges")
    menu = driver.top
    if not isinstance(menu, ChallengesMenu):
        raise failure(f"the Challenges screen did not open ({type(menu).__name__} did)")
    if menu.problems:
        raise failure(f"a challenge did not load: {menu.problems[0]}")
    played = 0
    started = time.perf_counter()
    for game, challenges in menu.english.items():
        menu.show_game(game)
        for challenge in challenges:
            if challenge.id not in menu.unlocked():
                raise failure(f"{challenge.id} is still locked after the one before was solved")
            menu.play(challenge.id)
            scene = driver.top
            if not isinstance(scene, ChallengeScene):
                raise failure(f"{challenge.id} did not open")
            run = scene.run
            solution = list(challenge.solution)
            while len(run.played) < len(solution):
                # (A decision with one answer may be given by the table itself: it counts.)
                if not _settle(driver, scene, deadline):
                    raise failure(f"{challenge.id}: the computer players never answered")
                i = len(run.played)
                if run.finished:
                    raise failure(f"{challenge.id}: over before solution[{i}]")
                if not scene.challenge_mode.decide(run.state.parse_action(solution[i])):
                    raise failure(f"{challenge.id}: solution[{i}] \"{solution[i]}\" refused: "
                                  f"{scene.challenge_mode.refusal}")
            if run.played != solution:
                raise failure(f"{challenge.id}: the window played {run.played}, not the stored solution")
            _settle(driver, scene, deadline)
            result = run.result()
            if result.stars != 3:
                raise failure(f"{challenge.id}: the stored solution earned {result.stars} stars "
                              "in the window")
            scene.challenge_mode.back()
            driver.frames(2)
            if driver.top is not menu:
                raise failure(f"{challenge.id}: \"All challenges\" did not lead back to the list")
            played += 1
    kept = Results.load()
    missing = [c.id for cs in menu.english.values() for c in cs if kept.stars(c.id) != 3]
    if missing:
        raise failure(f"the three stars of {missing[0]} were not kept in the data folder")
    seconds = time.perf_counter() - started
    say(f"selftest: {played} challenges played to three stars in {seconds:.1f} s")
    return f"{played} challenges, each to three stars"
