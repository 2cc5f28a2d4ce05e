"""Finding, loading and checking the challenge files: `levels/<game>/challenges/`.

A challenge's id (what the best results are saved by) is `<game>/<name>`, the
file name without `.toml` (`tigris/03-topple`). Loading plays the stored
solution: a challenge whose solution does not earn its three stars is refused.
"""

from __future__ import annotations

from pathlib import Path

from game.engine import RULESETS, BadFileError
from game.lessons.library import levels_dir
from game.resources import resource_path
from game.storage import parse_toml_data, read_text_file

from .challenge import Challenge, read_challenge
from .runner import replay


def challenge_dir(game: str) -> Path:
    return resource_path("levels", game, "challenges")


def challenge_id(path: Path, game: str) -> str:
    return f"{game}/{path.stem}"


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(levels_dir().resolve().parent))
    except (ValueError, OSError, RuntimeError):
        return str(path)


def check_file(path: str | Path) -> tuple[Challenge | None, list[str]]:
    """The challenge in `path` (None when it has problems) and its problems, one line
    each naming the file and the field: its shape, then its stored solution played
    through (it must earn the three stars)."""
    path = Path(path)
    shown = _shown(path)
    try:
        data = parse_toml_data(read_text_file(path, shown), shown)
    except BadFileError as error:
        return None, [str(error)]
    game = data.get("game")
    folder = path.resolve().parent
    if folder.name == "challenges" and folder.parent.name in RULESETS and game != folder.parent.name:
        return None, [str(BadFileError(f'game: the challenge is in levels/{folder.parent.name}/challenges/ '
                                       f'but says {game!r}', shown))]
    challenge, problems = read_challenge(data, challenge_id(path, str(game)), shown)
    if challenge is None:
        return None, [f"{shown}: {line}" for line in problems]
    problem = solution_problem(challenge)
    if problem:
        return None, [f"{shown}: {problem}"]
    return challenge, []


def solution_problem(challenge: Challenge) -> str | None:
    """Why the stored solution does not earn three stars (None when it does)."""
    try:
        run = replay(challenge)
    except ValueError as error:
        return str(error)
    result = run.result()
    if result.stars < 3:
        return (f"solution: reaches {result.value} (goal {'met' if result.ok else 'not met'}), "
                f"{result.stars} stars, where the stars ask {list(challenge.stars)}")
    return None


def challenge_paths(game: str) -> list[Path]:
    folder = challenge_dir(game)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.toml") if p.is_file())


def load_challenges(game: str) -> tuple[list[Challenge], list[str]]:
    """A game's challenges that load, in order (their names start with the number), and
    one line per file that does not (a broken one is left out of the list, never a crash)."""
    challenges, problems = [], []
    for path in challenge_paths(game):
        challenge, lines = check_file(path)
        if challenge is None:
            problems.extend(lines)
        else:
            challenges.append(challenge)
    return challenges, problems
