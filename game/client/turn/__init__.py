"""The turn controller: the game being played, without pygame.

`TurnController` (`controller.py`) holds what a table's scene shows and asks
about a game in play, in plain Python that tests drive without a window: the
phase machine of pending decisions (`phase.py`), undo, the end-of-turn
confirm, what happened since a person's last turn (`since.py`), replay
stepping (`replay.py`), the log's model (`log.py`) and the computer players'
requests and answers (`computer.py`). Scenes draw it and turn input into its
intents; nothing here (or anything it imports) imports pygame.
"""

from .controller import Decided, SummaryOffer, TurnController
from .phase import Phase

__all__ = ["Decided", "Phase", "SummaryOffer", "TurnController"]
