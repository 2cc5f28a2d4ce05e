"""Challenges: short levels with a goal, a limit and stars (`docs/challenges.md`).

Pure Python over the engine and the computer players, like the lessons (whose
position reader they share): a challenge file in `levels/<game>/challenges/`
(`challenge.py`), the goal kinds and how they are measured (`goals.py`, and each
game's own in `tigris.py`, `yangtze.py`), playing one (`runner.py`), finding and
checking the files (`library.py`), and the best results (`progress.py`).
"""

from .challenge import Challenge, goal_kinds, read_challenge
from .library import challenge_dir, check_file, load_challenges
from .runner import ChallengeRun, Result, replay

__all__ = ["Challenge", "ChallengeRun", "Result", "challenge_dir", "check_file", "goal_kinds",
           "load_challenges", "read_challenge", "replay"]
