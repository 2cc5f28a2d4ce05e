"""The rules engine: pure, deterministic Python with no pygame and no I/O
beyond (de)serialising text, for a family of games.

What the games share lives here (grids, regions and kingdoms, the decision
loop, views, records and positions, the generator, scoring); what differs
lives in one folder per game, registered by name:

    from game.engine import new_game, load_record
    state = new_game("yangtze", players=3, seed=7)
    state.to_move, state.legal_actions()
    events = state.apply("tile red F4")

    from game.engine.tigris import State          # one game's own API
"""

from game.games import import_games

from .errors import BadFileError, IllegalActionError, MalformedActionError, RulesError
from .grid import cell_name, parse_cell
from .legal import LegalActions
from .position import dump_position, load_position
from .record import Record, load_record, new_game_record
from .rng import Rng
from .ruleset import RULESETS, Ruleset, get_ruleset, new_game
from .view import View

import_games(__name__)  # each game's folder registers its Ruleset, in the order of `game/games.py`

__all__ = [
    "BadFileError", "IllegalActionError", "LegalActions", "MalformedActionError", "RULESETS",
    "Record", "Rng", "Ruleset", "RulesError", "View", "cell_name", "dump_position", "get_ruleset",
    "load_position", "load_record", "new_game", "new_game_record", "parse_cell",
]
