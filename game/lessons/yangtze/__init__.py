"""What the lessons know of Yellow & Yangtze (`games.py`): its events told to
the learner in the second person, the goals a step may ask for and why a move
missed one, the tips of a free game, its moves said as instructions, and the
scripted defender's "commit enough" in a revolt. Every sentence is an
`Explanation`, so the lesson window says it in the learner's language.
"""

from __future__ import annotations

from typing import Any

from game.engine.explanation import Explanation, _r, _rn, said, said_n
from game.engine.grid import cell_name
from game.engine.yangtze import Action, State
from game.engine.yangtze import events as ev
from game.engine.yangtze.actions import (
    BUILD,
    COMMIT,
    DONE,
    LEADER,
    LOSE,
    MARKET,
    NO_MARKET,
    NO_PAGODA,
    NO_SUPPORT,
    PAGODA,
    PASS,
    REVOLT,
    SUPPORT,
    SWAP,
    TILE,
    WINNER,
    WITHDRAW,
)
from game.engine.yangtze.pieces import BLACK, COLOUR_NAMES, LEADER_NAMES, N_COLOURS, TILE_WORDS

from ..games import Goal, LessonGame, met_in_any_game
from ..speaker import Speaker
from .war_words import kingdom_at, war_won
from .war_words import kingdom_words as _kingdom

PAGODA_NAMES = ("court", "garrison", "granary", "market", "workshop")  # by colour, as the book names them

# Every sentence here is an `Explanation` (`game/engine/explanation.py`): the English, with its
# message id and arguments, so that the lesson window can say it in the learner's language.
# The catalogue holds them in the message context "yangtze" (`game.locale.catalogues.GAME_CONTEXTS`)
# and the window asks in it (`i18n.explained`), so a sentence the first game says too gets
# this game's words (Russian «тайл», «лидер», «мятеж»). A sentence about a seat's leader has
# one message for the learner's own ("Your farmer …") and one for another seat's ("{name}'s
# farmer …"): a translation puts "your" and a player's name in different places.

# The words the sentences insert (for the catalogue; a window translates them).
_WORDS = (_r("court"), _r("garrison"), _r("granary"), _r("market"), _r("workshop"))


def _cells(cells) -> str:
    return " ".join(cell_name(c) for c in cells)


def _colour(colour: int) -> Explanation:
    return _r(COLOUR_NAMES[colour])


def _leader(kind: int) -> Explanation:
    return _r(LEADER_NAMES[kind])


def _leaders(kind: int) -> Explanation:
    return _r(TILE_WORDS[kind])  # "farmers": the leaders' plural is the tiles' word


def _msg(message: str) -> str:
    """A message id for `_yours` and `_by`, marked for the catalogue (`catalogues.ENGINE_KEYWORDS`)."""
    return message


def _msgs(singular: str, plural: str) -> tuple[str, str]:
    """A message id with its plural for `_by_n`, marked for the catalogue."""
    return singular, plural


def _yours(s: Speaker, seat: int, mine: str, theirs: str, /, **args) -> Explanation:
    """`mine` ("Your {leader} …") for the learner's seat, else `theirs` ("{name}'s {leader} …")."""
    if seat == s.you:
        return _r(mine, **args)
    return _r(theirs, name=s.names[seat], **args)


def _by(s: Speaker, seat: int, mine: str, theirs: str, /, **args) -> Explanation:
    """`mine` ("You …") for the learner's seat, else `theirs` ("{who} …", a seat's name)."""
    if seat == s.you:
        return _r(mine, **args)
    return _r(theirs, who=s.names[seat], **args)


def _by_n(s: Speaker, seat: int, mine: tuple[str, str], theirs: tuple[str, str], count: int, /,
          **args) -> Explanation:
    """`_by` with a count: each of `mine` and `theirs` is (singular, plural)."""
    if seat == s.you:
        return _rn(*mine, count, **args)
    return _rn(*theirs, count, who=s.names[seat], **args)


# ---------------------------------------------------------------- events in words


def describe(event: ev.Event, s: Speaker) -> Explanation | None:
    """One sentence for an event, or None for events not worth telling a learner."""
    if isinstance(event, ev.LeaderPlaced):
        args: dict[str, Any] = {"leader": _leader(event.leader), "cell": cell_name(event.cell)}
        if event.from_cell < 0:
            return _yours(s, event.seat, _msg("You place your {leader} on {cell}."),
                          _msg("{name}'s {leader} goes to {cell}."), **args)
        return _yours(s, event.seat, _msg("You move your {leader} from {old} to {cell}."),
                      _msg("{name}'s {leader} moves from {old} to {cell}."), old=cell_name(event.from_cell),
                      **args)
    if isinstance(event, ev.LeaderRemoved):
        args = {"leader": _leader(event.leader), "cell": cell_name(event.cell)}
        if event.reason == ev.WITHDRAWN:
            return _yours(s, event.seat, _msg("Your {leader} on {cell} is taken off the board."),
                          _msg("{name}'s {leader} on {cell} is taken off the board."), **args)
        if event.reason == ev.LOST_REVOLT:
            return _yours(s, event.seat, _msg("Your {leader} on {cell} loses the revolt and goes home."),
                          _msg("{name}'s {leader} on {cell} loses the revolt and goes home."), **args)
        if event.reason == ev.LOST_WAR:
            return _yours(s, event.seat, _msg("Your {leader} on {cell} loses the war and goes home."),
                          _msg("{name}'s {leader} on {cell} loses the war and goes home."), **args)
        if event.reason == ev.NO_BLACK:
            return _yours(s, event.seat,
                          _msg("Your {leader} on {cell} has no black tile beside it any more and goes home."),
                          _msg("{name}'s {leader} on {cell} has no black tile beside it any more and goes "
                               "home."),
                          **args)
        return _yours(s, event.seat, _msg("Your {leader} on {cell} goes home."),
                      _msg("{name}'s {leader} on {cell} goes home."), **args)
    if isinstance(event, ev.TilePlaced):
        return _by(s, event.seat, _msg("You place a {colour} tile ({tile}) on {cell}."),
                   _msg("{who} places a {colour} tile ({tile}) on {cell}."), colour=_colour(event.colour),
                   tile=_leaders(event.colour), cell=cell_name(event.cell))
    if isinstance(event, ev.Scored):
        how = {"tile": _r("for the tile"), "revolt": _r("for winning the revolt"), "war": _r("for the war"),
               "pagoda": _r("from the pagoda")}.get(event.reason)
        if how is None:
            return _by_n(s, event.seat,
                         _msgs("You score a {colour} point.", "You score {count} {colour} points."),
                         _msgs("{who} scores a {colour} point.", "{who} scores {count} {colour} points."),
                         event.points, colour=_colour(event.colour))
        return _by_n(s, event.seat,
                     _msgs("You score a {colour} point {how}.", "You score {count} {colour} points {how}."),
                     _msgs("{who} scores a {colour} point {how}.",
                           "{who} scores {count} {colour} points {how}."),
                     event.points, colour=_colour(event.colour), how=how)
    if isinstance(event, ev.Swapped):
        return _by_n(s, event.seat, _msgs("You swap {count} tile.", "You swap {count} tiles."),
                     _msgs("{who} swaps {count} tile.", "{who} swaps {count} tiles."), event.count)
    if isinstance(event, ev.Drew):
        if event.seat == s.you and event.colours:
            drawn = tuple(_colour(c) for c in event.colours)
            english = ", ".join(COLOUR_NAMES[c] for c in event.colours)  # a list, not "red and blue"
            return said_n(f"You draw {event.count} tile{'s' * (event.count != 1)} ({english}).",
                          "You draw {count} tile ({drawn}).", "You draw {count} tiles ({drawn}).",
                          event.count, drawn=drawn)
        return _by_n(s, event.seat, _msgs("You draw {count} tile.", "You draw {count} tiles."),
                     _msgs("{who} draws {count} tile.", "{who} draws {count} tiles."), event.count)
    if isinstance(event, ev.PeasantsRevolt):
        paid = (_r("one blue tile (the off-board farmer counts as the second and stays off the board)")
                if event.farmer else _r("two blue tiles"))
        return _by(s, event.seat,
                   _msg("Peasants' revolt! You pay {paid} and remove the {colour} tile on {cell}."),
                   _msg("Peasants' revolt! {who} pays {paid} and removes the {colour} tile on {cell}."),
                   paid=paid, colour=_colour(event.colour), cell=cell_name(event.cell))
    if isinstance(event, ev.PagodaBuilt):
        args = {"colour": _colour(event.colour), "pagoda": _r(PAGODA_NAMES[event.colour]),
                "cells": _cells(event.cells)}
        if event.moved_from:
            return _by(s, event.seat,
                       _msg("You build a {colour} pagoda ({pagoda}), moved from {old}, on {cells}."),
                       _msg("{who} builds a {colour} pagoda ({pagoda}), moved from {old}, on {cells}."),
                       old=_cells(event.moved_from), **args)
        return _by(s, event.seat, _msg("You build a {colour} pagoda ({pagoda}) on {cells}."),
                   _msg("{who} builds a {colour} pagoda ({pagoda}) on {cells}."), **args)
    if isinstance(event, ev.PagodaDeclined):
        return _by(s, event.seat, _msg("You build no pagoda."), _msg("{who} builds no pagoda."))
    if isinstance(event, ev.PagodaReturned):
        return _r("The {colour} pagoda on {cells} loses a tile and goes back to the supply.",
                  colour=_colour(event.colour), cells=_cells(event.cells))
    if isinstance(event, ev.GreensDiscarded):
        paid = (_r("one green tile (the off-board trader counts as the second and stays off the board)")
                if event.trader else _r("two green tiles"))
        return _by(s, event.seat, _msg("You pay {paid} to build a pagoda."),
                   _msg("{who} pays {paid} to build a pagoda."), paid=paid)
    if isinstance(event, ev.MarketTaken):
        return _by(s, event.seat, _msg("You take a {colour} tile from the market."),
                   _msg("{who} takes a {colour} tile from the market."), colour=_colour(event.colour))
    if isinstance(event, ev.MarketDeclined):
        return _by(s, event.seat, _msg("You take nothing from the market."),
                   _msg("{who} takes nothing from the market."))
    if isinstance(event, ev.MarketRefilled):
        return None  # told by the market itself, below the board
    if isinstance(event, ev.Unified):
        return _r("The tile on {cell} joins kingdoms with leaders of one colour: it scores nothing and gets "
                  "the unification marker.", cell=cell_name(event.cell))
    if isinstance(event, ev.WarStarted):
        # Each kingdom by its letter on the board and whose leaders are in it (issue 30).
        sides = tuple(
            _rn("{kingdom} has {count} red", "{kingdom} has {count} red", n,
                kingdom=_kingdom(s, event.kingdoms, event.seats, k, start=i == 0))
            for i, (k, n) in enumerate(zip(event.kingdoms, event.strengths, strict=True)))
        english = ", ".join(sides)  # a list: "…, kingdom B (Pavel) has 2 red"
        return said(f"War between the {' and '.join(_leaders(c) for c in event.colours)}! {english}.",
                    "War between the {leaders}! {sides}.", leaders=tuple(_leaders(c) for c in event.colours),
                    sides=sides)
    if isinstance(event, ev.WarSupported):
        if event.kingdom < 0:
            return _by(s, event.seat, _msg("You send no support."), _msg("{who} sends no support."))
        parts: list[Explanation] = []
        if event.count:
            parts.append(_rn("a red tile", "{count} red tiles", event.count))
        if event.soldier:
            parts.append(_r("the off-board soldier leader (1)"))
        return _by(s, event.seat, _msg("You send {what} to {kingdom}."),
                   _msg("{who} sends {what} to {kingdom}."), what=tuple(parts),
                   kingdom=_kingdom(s, event.sides, event.seats, event.kingdom))
    if isinstance(event, ev.WarTied):
        return _r("The war is tied: the player whose turn it is chooses the winner.")
    if isinstance(event, ev.WarResolved):
        return war_won(s, event)
    if isinstance(event, ev.UnificationEnded):
        return _r("The war is over: the unification marker comes off.")
    if isinstance(event, ev.ConflictStarted):
        args = {"leader": _leader(event.colour), "a": event.attacker_strength, "d": event.defender_strength}
        if event.attacker == s.you:
            return _r("A revolt! Your {leader} (strength {a}) attacks {name}'s {leader} (strength {d}).",
                      name=s.names[event.defender], **args)
        if event.defender == s.you:
            return _r("A revolt! {name}'s {leader} (strength {a}) attacks your {leader} (strength {d}).",
                      name=s.names[event.attacker], **args)
        return _r("A revolt! {attacker}'s {leader} (strength {a}) attacks {defender}'s {leader} "
                  "(strength {d}).",
                  attacker=s.names[event.attacker], defender=s.names[event.defender], **args)
    if isinstance(event, ev.SupportCommitted):
        if event.count and event.bonus:
            return _by_n(s, event.seat,
                         _msgs("You add a black tile from hand and the off-board governor's 1.",
                               "You add {count} black tiles from hand and the off-board governor's 1."),
                         _msgs("{who} adds a black tile from hand and the off-board governor's 1.",
                               "{who} adds {count} black tiles from hand and the off-board governor's 1."),
                         event.count)
        if event.count:
            return _by_n(s, event.seat,
                         _msgs("You add a black tile from hand.", "You add {count} black tiles from hand."),
                         _msgs("{who} adds a black tile from hand.",
                               "{who} adds {count} black tiles from hand."),
                         event.count)
        if event.bonus:
            return _by(s, event.seat, _msg("You add the off-board governor's 1."),
                       _msg("{who} adds the off-board governor's 1."))
        return _by(s, event.seat, _msg("You add nothing."), _msg("{who} adds nothing."))
    if isinstance(event, ev.ConflictResolved):
        high = max(event.attacker_total, event.defender_total)
        low = min(event.attacker_total, event.defender_total)
        if high == low:
            return _by(s, event.winner,
                       _msg("You win the revolt {high} to {low} (a tie goes to the defender)."),
                       _msg("{who} wins the revolt {high} to {low} (a tie goes to the defender)."),
                       high=high, low=low)
        return _by(s, event.winner, _msg("You win the revolt {high} to {low}."),
                   _msg("{who} wins the revolt {high} to {low}."), high=high, low=low)
    if isinstance(event, ev.TilesRemoved):
        if not event.cells:
            return None
        return _rn("A {colour} tile leaves the board ({cells}).",
                   "{count} {colour} tiles leave the board ({cells}).", len(event.cells),
                   colour=_colour(event.colour), cells=", ".join(cell_name(c) for c in event.cells))
    if isinstance(event, ev.TurnStarted):
        return _yours(s, event.seat, _msg("Your turn."), _msg("{name}'s turn."))
    if isinstance(event, ev.GameEnded):
        first = event.ranking[0]
        if len(first) == 1:
            return _by(s, first[0], _msg("The game ends: the bag is empty. You win!"),
                       _msg("The game ends: the bag is empty. {who} wins!"))
        names = tuple(s.who_word(seat, start=i == 0) for i, seat in enumerate(first))
        return _r("The game ends: the bag is empty. {names} win!", names=names)
    return None


# ---------------------------------------------------------------- goals

GOALS = {
    "score": "colour",  # score a point of that colour (tile, revolt, war or pagoda)
    "start revolt": None,
    "win revolt": None,
    "start war": None,
    "win war": None,  # the war ends with a kingdom of the learner's on the winning side
    "end war": None,  # the war is over (its last loss paid)
    "build pagoda": None,
    "take market": None,  # take a tile from the market after a green tile
    "peasants revolt": None,  # remove a tile with a peasants' revolt
    "place": "leader",
    "oust": "leader",
    "swap": None,
    "win game": None,
}


def met(goal: Goal, mover: int, events: list[ev.Event], after: State) -> bool:
    """Did the move (with its replies) by seat `mover` achieve the goal?"""
    name = goal.name
    if name == "score":
        return any(isinstance(e, ev.Scored) and e.seat == mover and e.colour == goal.arg for e in events)
    if name == "start revolt":
        return any(isinstance(e, ev.ConflictStarted) for e in events)
    if name == "win revolt":
        return any(isinstance(e, ev.ConflictResolved) and e.winner == mover for e in events)
    if name == "start war":
        return any(isinstance(e, ev.WarStarted) for e in events)
    if name == "win war":
        if not any(isinstance(e, ev.WarResolved) for e in events):
            return False
        lost = [e for e in events if isinstance(e, ev.LeaderRemoved) and e.reason == ev.LOST_WAR]
        return bool(lost) and all(e.seat != mover for e in lost)
    if name == "end war":
        return any(isinstance(e, ev.UnificationEnded) for e in events)
    if name == "build pagoda":
        return any(isinstance(e, ev.PagodaBuilt) and e.seat == mover for e in events)
    if name == "take market":
        return any(isinstance(e, ev.MarketTaken) and e.seat == mover for e in events)
    if name == "peasants revolt":
        return any(isinstance(e, ev.PeasantsRevolt) and e.seat == mover for e in events)
    return met_in_any_game(goal, mover, events, after)


def why_missed(goal: Goal, mover: int, events: list[ev.Event], after: State, s: Speaker) -> Explanation:
    """A sentence saying why the move did not meet the goal."""
    name = goal.name
    if name == "score":
        return _why_no_point(goal.arg, mover, events, s)
    if name == "start revolt":
        return _r("That starts no revolt. A revolt starts when a leader arrives in a kingdom that "
                  "already has a leader of the same colour.")
    if name == "win revolt":
        for e in events:
            if isinstance(e, ev.ConflictResolved):
                attacked = _attacked(events, mover)
                mine = e.attacker_total if attacked else e.defender_total
                theirs = e.defender_total if attacked else e.attacker_total
                if mine == theirs:
                    return _r("{mine} against {theirs} is a tie, and a tie goes to the defender. "
                              "You need more.", mine=mine, theirs=theirs)
                return _by(s, mover, _msg("You lose {mine} to {theirs}. You need more."),
                           _msg("{who} loses {mine} to {theirs}. You need more."), mine=mine, theirs=theirs)
        return _r("That does not settle the revolt.")
    if name == "start war":
        return _r("That starts no war. A war starts when a tile joins kingdoms that hold leaders of the "
                  "same colour.")
    if name == "win war":
        for e in events:
            if isinstance(e, ev.WarTied):
                return _r("That is a tie: as the player whose turn it is you would choose the winner, "
                          "but this step asks you to win outright.")
            if isinstance(e, ev.WarResolved):
                strengths = dict(zip(e.kingdoms, e.strengths, strict=True))
                high = strengths[e.winner]
                low = max(v for k, v in strengths.items() if k != e.winner)
                if high == low:
                    return _r("{high} against {low} is a tie. You need more.", high=high, low=low)
                return _r("Your kingdom loses {low} to {high}. You need more.", high=high, low=low)
        return _r("That does not settle the war.")
    if name == "end war":
        return _r("The war is not over yet.")
    if name == "build pagoda":
        return _r("No pagoda is built.")
    if name == "take market":
        return _r("No tile comes from the market.")
    if name == "peasants revolt":
        return _r("That removes no tile: a peasants' revolt costs two blue tiles from your hand.")
    if name == "place":
        return _yours(s, mover, _msg("Put your {leader} on the board."),
                      _msg("Put {name}'s {leader} on the board."), leader=_leader(goal.arg))
    if name == "oust":
        return _r("No {leader} leaves the board.", leader=_leader(goal.arg))
    if name == "swap":
        return _r("Swap some tiles from your hand.")
    if name == "win game":
        if not after.is_over:
            return _r("The game is not over yet: it ends when someone must draw a tile from an empty bag.")
        return _r("The game is over, but {who} did not win it.", who=s.who_word(mover))
    return _r("That does not do what this step asks.")


def _attacked(events: list[ev.Event], seat: int) -> bool:
    for e in events:
        if isinstance(e, ev.ConflictStarted):
            return e.attacker == seat
    return False


def _why_no_point(colour: int, mover: int, events: list[ev.Event], s: Speaker) -> Explanation:
    word = _colour(colour)
    for e in events:
        if isinstance(e, ev.Scored) and e.colour == colour and e.seat != mover:
            return _r("The {colour} point goes to {who}, not to {mover}.", colour=word,
                      who=s.who_word(e.seat), mover=s.who_word(mover))
    if any(isinstance(e, ev.WarStarted) for e in events):
        return _r("A tile that starts a war scores nothing.")
    placed = [e for e in events if isinstance(e, ev.TilePlaced)]
    if placed:
        tile = placed[0]
        if tile.colour != colour:
            return _r("That tile is {colour}; a tile scores a point of its own colour, and this step needs "
                      "{wanted}.", colour=_colour(tile.colour), wanted=word)
        if not any(isinstance(e, ev.Scored) for e in events):
            return _r("Nobody scores: the tile is not in a kingdom, or its kingdom has neither a {leader} "
                      "nor a governor.", leader=_leader(colour))
    return _r("That does not score a {colour} point for {who}.", colour=word, who=s.who_word(mover))


# ---------------------------------------------------------------- tips

TRIGGERS = {
    "start": "the first decision of the game",
    "no_leader": "your turn, after the first round, with none of your leaders on the board",
    "commit_attack": "you attack in a revolt and choose your black tiles",
    "commit_defend": "you defend in a revolt and choose your black tiles",
    "support": "you choose your support in a war",
    "pagoda": "you may build a pagoda",
    "market": "you may take a tile from the market",
    "chain": "you may go on with a blue chain",
    "lost_leader": "one of your leaders has just left the board against your will",
    "weak_colour": "your weakest colour (yellow counted where it helps) is 5 or more behind your strongest",
    "swap": "your turn with five or more tiles of one colour in your hand",
    "small_bag": "fewer than 20 tiles are left in the bag",
    "game_over": "the game has ended",
}

WEAK_GAP = 5
SMALL_BAG = 20


def due(state: State, seat: int, events: list[ev.Event], first: bool = False) -> list[str]:
    """The triggers that hold now, for `seat` at its decision (or at the end of
    the game), given the events since its previous decision; in the order of `TRIGGERS`."""
    found = {"start"} if first else set()
    if state.is_over:
        found.add("game_over")
    for e in events:
        if isinstance(e, ev.LeaderRemoved) and e.seat == seat and e.reason != ev.WITHDRAWN:
            found.add("lost_leader")
    if not state.is_over and state.to_move == seat:
        pending = state.pending
        if pending is None:
            leaders = state.leaders[seat * N_COLOURS:seat * N_COLOURS + N_COLOURS]
            if state.turn >= state.n and all(cell < 0 for cell in leaders):
                found.add("no_leader")
            final = state.final_scores()[seat]
            if max(final) - min(final) >= WEAK_GAP:
                found.add("weak_colour")
            if max(state.hand(seat)) >= 5:
                found.add("swap")
            if state.bag_count < SMALL_BAG:
                found.add("small_bag")
        elif pending == "commit":
            found.add("commit_attack" if state.pending_revolt.attacker == seat else "commit_defend")
        elif pending in ("support", "pagoda", "market", "chain"):
            found.add(pending)
    return [name for name in TRIGGERS if name in found]


# ---------------------------------------------------------------- moves in words


def say_action(action: Action, speaker: Speaker, seat: int, state: State | None = None) -> str:
    """An action as an instruction to the learner ("place your soldier on K4"). `state`: the
    position it is advised in, so that a war's kingdom is named as the board shows it."""
    kind = action.kind
    where = cell_name(action.cell) if action.cell >= 0 else ""
    if kind == LEADER:
        return _yours(speaker, seat, _msg("place your {leader} on {cell}"),
                      _msg("place {name}'s {leader} on {cell}"), leader=_leader(action.value), cell=where)
    if kind == WITHDRAW:
        return _yours(speaker, seat, _msg("take your {leader} off the board"),
                      _msg("take {name}'s {leader} off the board"), leader=_leader(action.value))
    if kind == TILE:
        return _r("place a {colour} tile on {cell}", colour=_colour(action.value), cell=where)
    if kind == SWAP:
        tiles = tuple(_colour(c) for c, n in enumerate(action.counts) for _ in range(n))
        return said(str(action), "swap {tiles}", tiles=tiles)  # "swap red red blue", as the notation
    if kind == PASS:
        return _r("pass (end the turn)")
    if kind == DONE:
        return _r("end the blue chain (Done)")
    if kind == MARKET:
        return _r("take the {colour} tile from the market", colour=_colour(action.value))
    if kind == NO_MARKET:
        return _r("take nothing from the market")
    if kind in (PAGODA, BUILD):
        return _say_pagoda(action, where)
    if kind == NO_PAGODA:
        return _r("build no pagoda")
    if kind == REVOLT:
        if action.offboard:
            return _r("start a peasants' revolt that removes the tile on {cell} (your off-board farmer "
                      "as one blue)", cell=where)
        return _r("start a peasants' revolt that removes the tile on {cell}", cell=where)
    if kind == COMMIT:
        if action.offboard:
            return _rn("add {count} black tile from your hand and your off-board governor",
                       "add {count} black tiles from your hand and your off-board governor", action.value)
        return _rn("add {count} black tile from your hand", "add {count} black tiles from your hand",
                   action.value)
    if kind == SUPPORT:
        kingdom = kingdom_at(speaker, state, action.cell)
        if kingdom is not None:  # as the board letters it while the war is decided
            if action.offboard:
                return _rn("send {count} red tile and your off-board soldier to {kingdom}",
                           "send {count} red tiles and your off-board soldier to {kingdom}",
                           action.value, kingdom=kingdom)
            return _rn("send {count} red tile to {kingdom}", "send {count} red tiles to {kingdom}",
                       action.value, kingdom=kingdom)
        if action.offboard:
            return _rn("send {count} red tile and your off-board soldier to the kingdom at {cell}",
                       "send {count} red tiles and your off-board soldier to the kingdom at {cell}",
                       action.value, cell=where)
        return _rn("send {count} red tile to the kingdom at {cell}",
                   "send {count} red tiles to the kingdom at {cell}", action.value, cell=where)
    if kind == NO_SUPPORT:
        return _r("send no support")
    if kind == WINNER:
        kingdom = kingdom_at(speaker, state, action.cell)
        if kingdom is not None:
            return _r("make {kingdom} the winner", kingdom=kingdom)
        return _r("make the kingdom at {cell} the winner", cell=where)
    if kind == LOSE:
        return _r("remove the red tile on {cell}", cell=where)
    return str(action)


def _say_pagoda(action: Action, where: str) -> Explanation:
    """Building a pagoda: after a tile, or with the two-green action (and the off-board trader
    as one green), new or moved from `where`."""
    cells = " ".join(str(action).split()[1:4])
    if action.kind == PAGODA:
        if action.cell >= 0:
            return _r("build the pagoda on {cells}, moving the one on {cell}", cells=cells, cell=where)
        return _r("build the pagoda on {cells}", cells=cells)
    if action.offboard:
        if action.cell >= 0:
            return _r("build the pagoda on {cells} with the two-green action (your off-board trader as one "
                      "green), moving the one on {cell}", cells=cells, cell=where)
        return _r("build the pagoda on {cells} with the two-green action (your off-board trader as one "
                  "green)", cells=cells)
    if action.cell >= 0:
        return _r("build the pagoda on {cells} with the two-green action, moving the one on {cell}",
                  cells=cells, cell=where)
    return _r("build the pagoda on {cells} with the two-green action", cells=cells)


def commit_enough(state: State) -> Action:
    """The scripted revolt answer "commit enough": the fewest black tiles that make
    the seat to move win (the defender wins ties), with the off-board governor's
    +1 when it has one (it costs nothing); none if its hand cannot."""
    r = state.pending_revolt
    seat = state.to_move
    have = state.hand(seat)[BLACK]
    governor = state.leaders[seat * N_COLOURS + BLACK] < 0
    if seat == r.defender:
        need = max(0, r.attacker_base + r.attacker_commit - r.defender_base)
    else:
        need = max(0, r.defender_base - r.attacker_base + 1)
    bonus = 1 if governor and need > 0 else 0
    tiles = need - bonus
    if tiles > have:
        return Action(COMMIT, 0)
    return Action(COMMIT, tiles, -1, bool(bonus))


def announce(action: Action, speaker: Speaker, seat: int) -> Explanation | None:
    """Words for the end of a blue chain, which has no event of its own."""
    if action.kind == DONE:
        return _by(speaker, seat, _msg("You end the blue chain."), _msg("{who} ends the blue chain."))
    return None


GAME = LessonGame(
    name="yangtze",
    goals=GOALS,
    met=met,
    why_missed=why_missed,
    describe=describe,
    triggers=TRIGGERS,
    due=due,
    say_action=say_action,
    commit_enough=commit_enough,
    announce=announce,
)
