"""Names and counts of the Yellow & Yangtze pieces (`../shared/rules/yellow-yangtze.md`)."""

from __future__ import annotations

from typing import NamedTuple

BLACK, RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3, 4
COLOURS = (BLACK, RED, BLUE, GREEN, YELLOW)
N_COLOURS = len(COLOURS)
COLOUR_NAMES = ("black", "red", "blue", "green", "yellow")
# The leaders by colour: governor (black), soldier (red), farmer (blue),
# trader (green), artisan (yellow).
LEADER_NAMES = ("governor", "soldier", "farmer", "trader", "artisan")
TILE_WORDS = ("governors", "soldiers", "farmers", "traders", "artisans")  # for players' texts
DYNASTIES = ("crossbow", "bull", "vase", "lion")

TILE_COUNTS = (42, 36, 24, 24, 12)  # 138 tiles
PAGODA_COUNTS = (2, 2, 2, 2, 1)  # court, garrison, granary, market, workshop
HAND_SIZE = 6
MARKET_SIZE = 6
SHORT_GAME_REMOVED = 24  # tiles put out unseen in the two-player short game
MIN_PLAYERS, MAX_PLAYERS = 2, 4

# Hands, scores and leaders are flat lists indexed by seat * N_COLOURS + colour
# (a leader's colour is its kind; that index is the leader's id).
LEADER_SEAT = tuple(lid // N_COLOURS for lid in range(N_COLOURS * MAX_PLAYERS))
LEADER_COLOUR = tuple(lid % N_COLOURS for lid in range(N_COLOURS * MAX_PLAYERS))


class Pagoda(NamedTuple):
    colour: int
    cells: int  # the three cells of its triangle

    @property
    def name(self) -> int:
        """Its first cell in reading order: how `from X` names it."""
        return (self.cells & -self.cells).bit_length() - 1
