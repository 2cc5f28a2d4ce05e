"""Draws, the market, and the end of an action and of a turn in Yellow & Yangtze
(pagoda points, refills one tile at a time, the market's refill, the end of the game).
"""

from __future__ import annotations

from typing import cast

from ..kingdoms import Kingdom
from . import events as ev
from .legal_moves import LegalMoves
from .phases import (
    ACTION_PHASE,
    OVER,
)
from .pieces import (
    COLOURS,
    HAND_SIZE,
    MARKET_SIZE,
    N_COLOURS,
)


class Turns(LegalMoves):
    """What follows an action, up to the next turn."""

    __slots__ = ()

    def _draw(self, seat: int, count: int) -> bool:
        """Draw `count` tiles one at a time; when a needed draw finds the bag
        empty the game ends at once (False)."""
        if count <= 0:
            return True
        available = len(self.bag) - self.bag_pos
        drawn = self.bag[self.bag_pos:self.bag_pos + min(count, available)]
        self.bag_pos += len(drawn)
        base = seat * N_COLOURS
        for colour in drawn:
            self.hands[base + colour] += 1
        if self._events is not None and drawn:
            self._events.append(ev.Drew(seat, len(drawn), tuple(sorted(drawn))))
        if count > available:
            self._game_over("bag")
            return False
        return True

    def _refill_market(self) -> None:
        """Up to six face-up tiles, appended from the bag's front; an empty bag
        leaves the market short (it never ends the game)."""
        wanted = MARKET_SIZE - len(self.market)
        if wanted <= 0:
            return
        drawn = self.bag[self.bag_pos:self.bag_pos + wanted]
        if not drawn:
            return
        self.bag_pos += len(drawn)
        self.market += drawn
        if self._events is not None:
            self._events.append(ev.MarketRefilled(tuple(drawn)))

    def _take_market(self, colour: int) -> None:
        market = self.market
        index = market.index(colour)
        self.market = market[:index] + market[index + 1:]
        self.hands[self.active * N_COLOURS + colour] += 1
        if self._events is not None:
            self._events.append(ev.MarketTaken(self.active, colour, index))
        self._end_action()

    # End of action, end of turn ----------------------------------------------

    def _end_action(self) -> None:
        self.phase = ACTION_PHASE
        self.placed = -1
        self.actions_left -= 1
        if self.actions_left <= 0:
            self._turn_over()

    # Parallel to game/engine/tigris/turns.py's _end_turn by design: each game's own end-of-turn points
    # and refills (the shared end: GameState._next_seat).
    def _end_turn(self) -> None:
        seat = self.active
        events = self._events
        # Pagoda points: each of the active player's leaders scores the pagodas
        # of its colour in its kingdom (so the governor only the black ones).
        if self.pagodas:
            for colour in COLOURS:
                cell = self.leaders[seat * N_COLOURS + colour]
                if cell < 0:
                    continue
                kingdom = cast(Kingdom, self.kingdom_of(cell)).mask  # a leader's cell is in one
                for pagoda in self.pagodas:
                    if pagoda.colour == colour and pagoda.cells & kingdom:
                        self._score(seat, colour, 1, "pagoda", pagoda.name)
        if events is not None:
            events.append(ev.TurnEnded(seat))
        # Refills, one tile at a time: the active player, then clockwise.
        n = self.n
        hands = self.hands
        for k in range(n):
            player = (seat + k) % n
            i = player * N_COLOURS
            need = HAND_SIZE - (hands[i] + hands[i + 1] + hands[i + 2] + hands[i + 3] + hands[i + 4])
            if need > 0 and not self._draw(player, need):
                return
        self._refill_market()
        self._next_seat(seat, ACTION_PHASE)

    def _game_over(self, reason: str) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.revolt = None
        self.war = None
        if self._events is not None:
            self._events.append(ev.GameEnded(reason, self.ranking()))

