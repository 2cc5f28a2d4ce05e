"""The rules engine: pure, deterministic Python with no pygame and no I/O
beyond (de)serialising text.

    from game.engine import State, Action
    state = State.new_game(players=3, seed=7)
    state.to_move, state.legal_actions()
    events = state.apply("tile red F4")
"""

from .actions import Action, parse_action
from .errors import BadFileError, IllegalActionError, MalformedActionError, RulesError
from .grid import cell_name, parse_cell
from .legal import LegalActions
from .position import dump_position, load_position
from .record import Record, load_record, new_game_record
from .rng import Rng
from .state import State
from .view import View

__all__ = [
    "Action", "BadFileError", "IllegalActionError", "LegalActions", "MalformedActionError",
    "Record", "Rng", "RulesError", "State", "View", "cell_name", "dump_position",
    "load_position", "load_record", "new_game_record", "parse_action", "parse_cell",
]
