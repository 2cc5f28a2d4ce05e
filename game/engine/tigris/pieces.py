"""Names and counts of the Tigris & Euphrates pieces."""

from __future__ import annotations

BLACK, RED, BLUE, GREEN = 0, 1, 2, 3
COLOURS = (BLACK, RED, BLUE, GREEN)
COLOUR_NAMES = ("black", "red", "blue", "green")
LEADER_NAMES = ("king", "priest", "farmer", "trader")
TILE_WORDS = ("settlement", "temple", "farm", "market")  # for players' texts
DYNASTIES = ("bull", "lion", "archer", "potter")

TILE_COUNTS = (30, 57, 36, 30)  # 153 civilization tiles
TOTAL_TILES = sum(TILE_COUNTS)
HAND_SIZE = 6
CATASTROPHES_PER_PLAYER = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 4

# The six monuments, one for every pair of colours, in notation order.
MONUMENTS: tuple[tuple[int, int], ...] = (
    (BLACK, RED), (BLACK, BLUE), (BLACK, GREEN), (RED, BLUE), (RED, GREEN), (BLUE, GREEN),
)
MONUMENT_NAMES = tuple(f"{COLOUR_NAMES[a]}-{COLOUR_NAMES[b]}" for a, b in MONUMENTS)
ALL_MONUMENTS = (1 << len(MONUMENTS)) - 1  # bit set of monument indices

# For each colour, the bit set of monuments that carry it.
MONUMENTS_WITH: tuple[int, ...] = tuple(
    sum(1 << i for i, pair in enumerate(MONUMENTS) if colour in pair) for colour in COLOURS
)


def colour_from_name(word: str) -> int | None:
    if not word.isascii():  # the Kelvin sign's lower case is "k"
        return None
    word = word.lower()
    return COLOUR_NAMES.index(word) if word in COLOUR_NAMES else None


def monument_from_name(word: str) -> int | None:
    """Index of a monument named like `black-red` (either order)."""
    if not word.isascii():
        return None
    parts = word.lower().split("-")
    if len(parts) != 2:
        return None
    a, b = colour_from_name(parts[0]), colour_from_name(parts[1])
    if a is None or b is None or a == b:
        return None
    return MONUMENTS.index((min(a, b), max(a, b)))

# Hands, scores and leaders are flat lists indexed by seat * N_COLOURS + colour
# (a leader's colour is its kind; that index is the leader's id).
N_COLOURS = len(COLOURS)
LEADER_SEAT = tuple(lid // N_COLOURS for lid in range(N_COLOURS * MAX_PLAYERS))
LEADER_COLOUR = tuple(lid % N_COLOURS for lid in range(N_COLOURS * MAX_PLAYERS))
