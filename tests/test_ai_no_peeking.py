"""No peeking: a level's decision depends only on what its seat can know.

The hidden parts (the other hands, their face-down discards, the bag's
order, the tiles out of the game unseen, the seed) are dealt again in other
ways consistent with the seat's view, and each deal is handed to the player
as a view that still *holds* them: `View.of` blanks them, so a player that
read them there would see zeros in every deal and pass whatever it did. A
player made with the same seed must decide the same in every deal. A
deliberately peeking player is checked the same way and must be caught.

The learned evaluation's features (`ai/<game>/features.py`) are checked the
same way, at every seat of positions from seeded games: the same features in
every deal of what that seat cannot see; a peeking feature must be caught.

Positions, in both games: an ordinary turn and a conflict's commitment; in
Yellow & Yangtze also war support, from a warring seat and from a seat with
no leader at stake in the war."""

from __future__ import annotations

import importlib
import threading
from typing import Any

import pytest

from ai import LEVELS, Budget, Player, make_player
from game.engine import Rng, View, new_game
from game.engine.yangtze.pieces import LEADER_COLOUR, LEADER_SEAT

BUDGETS = {"strong": Budget(iterations=2), "expert": Budget(iterations=8)}  # and their variants
DEALS = 4


class PeekingPlayer(Player):
    """Dishonest on purpose: picks among its legal decisions by the tiles in
    the other hands and the bag's next tiles, as its view's state holds them."""

    name = "peeking"
    needs_knowledge = False

    def choose(self, view: View, budget: Budget | None = None,
               cancel: threading.Event | None = None) -> Any:
        legal = view.legal_actions()
        state = view.public
        k = state.N_COLOURS
        hidden = [count for seat in range(state.n) if seat != view.seat
                  for count in state.hands[seat * k:seat * k + k]]
        hidden += list(state.bag[state.bag_pos:state.bag_pos + 3])
        return legal[hash(tuple(hidden)) % len(legal)]


def not_at_war(state) -> bool:
    """War support asked of a seat with no leader of a doubled colour in any warring kingdom."""
    war = state.war
    seat = state.to_move
    return not any(LEADER_SEAT[lid] == seat and (war.doubled >> LEADER_COLOUR[lid]) & 1
                   for side in war.sides for lid in side.leaders)


def reach(game: str, players: int, seed: int, decisions: int, want: str | None = None, test=None):
    """A game played a while by beginners, then until a decision of kind `want`
    (an ordinary action if None) with three options at least, passing `test`."""
    state = new_game(game, players, seed)
    bots = [make_player("beginner", seat) for seat in range(players)]
    done = 0
    while not state.is_over:
        if (done >= decisions and state.pending == want and len(state.legal_actions()) >= 3
                and (test is None or test(state))):
            return state
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
        done += 1
    raise AssertionError("the game ended first")


def leaky(state, seat: int) -> View:
    """The seat's view, but with the hidden parts left in its state."""
    honest = View.of(state, seat)
    return View(seat, state.copy(), honest.hand_sizes, honest.bag_count, honest.unseen)


def deals(state, count: int) -> list:
    """`state` and `count` other deals of its hidden parts that its seat to move cannot tell from it."""
    seat = state.to_move
    rng = Rng(99)
    out = [state]
    for _ in range(count):
        other = View.of(state, seat).determinize(rng)
        other.seed = rng.next64()
        assert View.of(other, seat).key() == View.of(state, seat).key()
        assert [other.hand(s) for s in range(other.n)] != [state.hand(s) for s in range(state.n)]
        out.append(other)
    return out


def decisions(make, state) -> list:
    seat = state.to_move
    budget = BUDGETS.get(make().name.split("-")[0])
    return [make().choose(leaky(deal, seat), budget, None) for deal in deals(state, DEALS)]


POSITIONS = {
    "tigris-turn": lambda: reach("tigris", 3, 11, 40),
    "tigris-conflict": lambda: reach("tigris", 3, 12, 25, "commit"),
    "yangtze-turn": lambda: reach("yangtze", 3, 11, 40),
    "yangtze-revolt": lambda: reach("yangtze", 3, 12, 10, "commit"),
    "yangtze-war": lambda: reach("yangtze", 3, 1, 40, "support"),
    "yangtze-war-support-from-outside": lambda: reach("yangtze", 4, 8, 70, "support", not_at_war),
}


@pytest.fixture(scope="module", params=list(POSITIONS))
def position(request):
    return request.param, POSITIONS[request.param]()


@pytest.mark.parametrize("level", list(LEVELS))
def test_same_decision_whatever_the_hidden_tiles(level: str, position) -> None:
    _, state = position
    made = decisions(lambda: make_player(level, 5), state)
    assert all(d == made[0] for d in made), [str(d) for d in made]


def test_a_peeking_player_is_caught(position) -> None:
    _, state = position
    made = decisions(lambda: PeekingPlayer(5), state)
    assert len(set(made)) > 1, "the test cannot tell a player that reads the hidden tiles"


def test_the_positions_are_what_they_say() -> None:
    kinds = {name: make().pending for name, make in POSITIONS.items()}
    assert kinds == {"tigris-turn": None, "tigris-conflict": "commit", "yangtze-turn": None,
                     "yangtze-revolt": "commit", "yangtze-war": "support",
                     "yangtze-war-support-from-outside": "support"}
    outside = POSITIONS["yangtze-war-support-from-outside"]()
    assert outside.to_move != outside.active and not_at_war(outside)


def turn_starts(game: str, players: int, seed: int, every: int = 3) -> list:
    """Positions at the start of a turn from a seeded game of beginners, every `every`-th turn."""
    state = new_game(game, players, seed)
    bots = [make_player("beginner", seat) for seat in range(players)]
    out = []
    while not state.is_over:
        if state.pending is None and state.actions_left == 2 and state.turn % every == 0 and (
                not out or out[-1].turn != state.turn):
            out.append(state.copy())
        state.apply(bots[state.to_move].choose(View.of(state, state.to_move)))
    return out


def peeking(features):
    """A dishonest feature: the seat's features plus the next seat's hand."""
    def peek(state, seat: int) -> list[float]:
        k = state.N_COLOURS
        other = (seat + 1) % state.n
        return features(state, seat) + list(state.hands[other * k:other * k + k])
    return peek


def view_only(features, game: str) -> bool:
    """Whether `features(state, seat)` is the same in every deal of the hidden
    parts that the seat cannot tell from the real one, at every seat of
    positions from seeded games of 2 and 3 players."""
    rng = Rng(5)
    for players, seed in ((2, 3), (3, 4)):
        for state in turn_starts(game, players, seed):
            for seat in range(players):
                real = features(state, seat)
                for _ in range(2):
                    deal = View.of(state, seat).determinize(rng)
                    if features(deal, seat) != real:
                        return False
    return True


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_the_features_are_the_seats_view_only(game: str) -> None:
    features = importlib.import_module(f"ai.{game}.features").features
    assert view_only(features, game)


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_a_peeking_feature_is_caught(game: str) -> None:
    features = importlib.import_module(f"ai.{game}.features").features
    assert not view_only(peeking(features), game)
