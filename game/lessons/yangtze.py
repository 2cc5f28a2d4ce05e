"""What the lessons know of Yellow & Yangtze (`games.py`): its events told to
the learner in the second person, the goals a step may ask for and why a move
missed one, the tips of a free game, its moves said as instructions, and the
scripted defender's "commit enough" in a revolt.
"""

from __future__ import annotations

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

from .games import Goal, LessonGame
from .narrate import Speaker

PAGODA_NAMES = ("court", "garrison", "granary", "market", "workshop")  # by colour, as the book names them


def _cells(cells) -> str:
    return " ".join(cell_name(c) for c in cells)


def _points(n: int, colour: int) -> str:
    return f"{'a' if n == 1 else n} {COLOUR_NAMES[colour]} point{'s' * (n != 1)}"


def _tiles(n: int, colour: int) -> str:
    return f"{'a' if n == 1 else n} {COLOUR_NAMES[colour]} tile{'s' * (n != 1)}"


# ---------------------------------------------------------------- events in words


def describe(event: ev.Event, s: Speaker) -> str | None:
    """One sentence for an event, or None for events not worth telling a learner."""
    if isinstance(event, ev.LeaderPlaced):
        leader = LEADER_NAMES[event.leader]
        if event.seat == s.you:
            if event.from_cell < 0:
                return f"You place your {leader} on {cell_name(event.cell)}."
            return f"You move your {leader} from {cell_name(event.from_cell)} to {cell_name(event.cell)}."
        if event.from_cell < 0:
            return f"{s.whose(event.seat, True)} {leader} goes to {cell_name(event.cell)}."
        return (f"{s.whose(event.seat, True)} {leader} moves from {cell_name(event.from_cell)} to "
                f"{cell_name(event.cell)}.")
    if isinstance(event, ev.LeaderRemoved):
        leader = f"{s.whose(event.seat, True)} {LEADER_NAMES[event.leader]} on {cell_name(event.cell)}"
        why = {
            ev.WITHDRAWN: "is taken off the board",
            ev.LOST_REVOLT: "loses the revolt and goes home",
            ev.LOST_WAR: "loses the war and goes home",
            ev.NO_BLACK: "has no black tile beside it any more and goes home",
        }.get(event.reason, "goes home")
        return f"{leader} {why}."
    if isinstance(event, ev.TilePlaced):
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'place', 'places')} a "
                f"{COLOUR_NAMES[event.colour]} tile ({TILE_WORDS[event.colour]}) on {cell_name(event.cell)}.")
    if isinstance(event, ev.Scored):
        how = {"tile": "for the tile", "revolt": "for winning the revolt", "war": "for the war",
               "pagoda": "from the pagoda"}.get(event.reason, "")
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'score', 'scores')} "
                f"{_points(event.points, event.colour)} {how}.").replace(" .", ".")
    if isinstance(event, ev.Swapped):
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'swap', 'swaps')} {event.count} "
                f"tile{'s' * (event.count != 1)}.")
    if isinstance(event, ev.Drew):
        if event.seat == s.you and event.colours:
            drawn = ", ".join(COLOUR_NAMES[c] for c in event.colours)
            return f"You draw {event.count} tile{'s' * (event.count != 1)} ({drawn})."
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'draw', 'draws')} {event.count} "
                f"tile{'s' * (event.count != 1)}.")
    if isinstance(event, ev.PeasantsRevolt):
        paid = "a blue tile and the off-board farmer" if event.farmer else "two blue tiles"
        return (f"Peasants' revolt! {s.who(event.seat, True)} {s.verb(event.seat, 'pay', 'pays')} {paid} "
                f"and {s.verb(event.seat, 'remove', 'removes')} the {COLOUR_NAMES[event.colour]} tile "
                f"on {cell_name(event.cell)}.")
    if isinstance(event, ev.PagodaBuilt):
        name = f"a {COLOUR_NAMES[event.colour]} pagoda ({PAGODA_NAMES[event.colour]})"
        moved = f", moved from {_cells(event.moved_from)}," if event.moved_from else ""
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'build', 'builds')} {name}{moved} "
                f"on {_cells(event.cells)}.")
    if isinstance(event, ev.PagodaDeclined):
        return f"{s.who(event.seat, True)} {s.verb(event.seat, 'build', 'builds')} no pagoda."
    if isinstance(event, ev.PagodaReturned):
        return (f"The {COLOUR_NAMES[event.colour]} pagoda on {_cells(event.cells)} loses a tile and "
                "goes back to the supply.")
    if isinstance(event, ev.GreensDiscarded):
        paid = "a green tile and the off-board trader" if event.trader else "two green tiles"
        return f"{s.who(event.seat, True)} {s.verb(event.seat, 'pay', 'pays')} {paid} to build a pagoda."
    if isinstance(event, ev.MarketTaken):
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'take', 'takes')} a "
                f"{COLOUR_NAMES[event.colour]} tile from the market.")
    if isinstance(event, ev.MarketDeclined):
        return f"{s.who(event.seat, True)} {s.verb(event.seat, 'take', 'takes')} nothing from the market."
    if isinstance(event, ev.MarketRefilled):
        return None  # told by the market itself, below the board
    if isinstance(event, ev.Unified):
        return (f"The tile on {cell_name(event.cell)} joins kingdoms with leaders of one colour: it "
                "scores nothing and gets the unification marker.")
    if isinstance(event, ev.WarStarted):
        colours = " and ".join(LEADER_NAMES[c] + "s" for c in event.colours)
        sides = ", ".join(f"the kingdom at {cell_name(k)} has {n} red" for k, n in
                          zip(event.kingdoms, event.strengths, strict=True))
        return f"War between the {colours}! {sides[0].upper() + sides[1:]}."
    if isinstance(event, ev.WarSupported):
        if event.kingdom < 0:
            return f"{s.who(event.seat, True)} {s.verb(event.seat, 'send', 'sends')} no support."
        parts = []
        if event.count:
            parts.append(_tiles(event.count, 1))
        if event.soldier:
            parts.append("the off-board soldier leader (1)")
        return (f"{s.who(event.seat, True)} {s.verb(event.seat, 'send', 'sends')} {' and '.join(parts)} "
                f"to the kingdom at {cell_name(event.kingdom)}.")
    if isinstance(event, ev.WarTied):
        return "The war is tied: the player whose turn it is chooses the winner."
    if isinstance(event, ev.WarResolved):
        strengths = dict(zip(event.kingdoms, event.strengths, strict=True))
        high = strengths[event.winner]
        low = max(v for k, v in strengths.items() if k != event.winner)
        return (f"The kingdom at {cell_name(event.winner)} wins the war {high} to {low}; it must lose "
                f"{event.losses} red, its support first.")
    if isinstance(event, ev.UnificationEnded):
        return "The war is over: the unification marker comes off."
    if isinstance(event, ev.ConflictStarted):
        leader = LEADER_NAMES[event.colour]
        return (f"A revolt! {s.whose(event.attacker, True)} {leader} (strength {event.attacker_strength}) "
                f"attacks {s.whose(event.defender)} {leader} (strength {event.defender_strength}).")
    if isinstance(event, ev.SupportCommitted):
        what = f"{_tiles(event.count, BLACK)} from hand" if event.count else ""
        if event.bonus:
            what = (what + " and " if what else "") + "the off-board governor's 1"
        return f"{s.who(event.seat, True)} {s.verb(event.seat, 'add', 'adds')} {what or 'nothing'}."
    if isinstance(event, ev.ConflictResolved):
        high = max(event.attacker_total, event.defender_total)
        low = min(event.attacker_total, event.defender_total)
        tie = " (a tie goes to the defender)" if high == low else ""
        return (f"{s.who(event.winner, True)} {s.verb(event.winner, 'win', 'wins')} the revolt "
                f"{high} to {low}{tie}.")
    if isinstance(event, ev.TilesRemoved):
        if not event.cells:
            return None
        where = ", ".join(cell_name(c) for c in event.cells)
        verb = "leaves" if len(event.cells) == 1 else "leave"
        return f"{_tiles(len(event.cells), event.colour).capitalize()} {verb} the board ({where})."
    if isinstance(event, ev.TurnStarted):
        return f"{s.whose(event.seat, True)} turn."
    if isinstance(event, ev.GameEnded):
        first = event.ranking[0]
        winners = " and ".join(s.who(seat) for seat in first)
        verb = "win" if len(first) > 1 or first[0] == s.you else "wins"
        return f"The game ends: the bag is empty. {winners[0].upper() + winners[1:]} {verb}!"
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
    if name == "place":
        return any(isinstance(e, ev.LeaderPlaced) and e.seat == mover and e.leader == goal.arg
                   for e in events)
    if name == "oust":
        return any(isinstance(e, ev.LeaderRemoved) and e.seat != mover and e.leader == goal.arg
                   for e in events)
    if name == "swap":
        return any(isinstance(e, ev.Swapped) and e.seat == mover for e in events)
    if name == "win game":
        return after.is_over and mover in after.ranking()[0]
    raise ValueError(f"unknown goal {name!r}")


def why_missed(goal: Goal, mover: int, events: list[ev.Event], after: State, s: Speaker) -> str:
    """A sentence saying why the move did not meet the goal."""
    name = goal.name
    if name == "score":
        return _why_no_point(goal.arg, mover, events, s)
    if name == "start revolt":
        return ("That starts no revolt. A revolt starts when a leader arrives in a kingdom that "
                "already has a leader of the same colour.")
    if name == "win revolt":
        for e in events:
            if isinstance(e, ev.ConflictResolved):
                attacked = _attacked(events, mover)
                mine = e.attacker_total if attacked else e.defender_total
                theirs = e.defender_total if attacked else e.attacker_total
                if mine == theirs:
                    return f"{mine} against {theirs} is a tie, and a tie goes to the defender. You need more."
                loses = s.verb(mover, "lose", "loses")
                return f"{s.who(mover, True)} {loses} {mine} to {theirs}. You need more."
        return "That does not settle the revolt."
    if name == "start war":
        return ("That starts no war. A war starts when a tile joins kingdoms that hold leaders of the "
                "same colour.")
    if name == "win war":
        for e in events:
            if isinstance(e, ev.WarTied):
                return ("That is a tie: as the player whose turn it is you would choose the winner, "
                        "but this step asks you to win outright.")
            if isinstance(e, ev.WarResolved):
                strengths = dict(zip(e.kingdoms, e.strengths, strict=True))
                high = strengths[e.winner]
                low = max(v for k, v in strengths.items() if k != e.winner)
                if high == low:
                    return f"{high} against {low} is a tie. You need more."
                return f"Your kingdom loses {low} to {high}. You need more."
        return "That does not settle the war."
    if name == "end war":
        return "The war is not over yet."
    if name == "build pagoda":
        return "No pagoda is built."
    if name == "take market":
        return "No tile comes from the market."
    if name == "peasants revolt":
        return "That removes no tile: a peasants' revolt costs two blue tiles from your hand."
    if name == "place":
        return f"Put {s.whose(mover)} {LEADER_NAMES[goal.arg]} on the board."
    if name == "oust":
        return f"No {LEADER_NAMES[goal.arg]} leaves the board."
    if name == "swap":
        return "Swap some tiles from your hand."
    if name == "win game":
        if not after.is_over:
            return "The game is not over yet: it ends when someone must draw a tile from an empty bag."
        return f"The game is over, but {s.who(mover)} did not win it."
    return "That does not do what this step asks."


def _attacked(events: list[ev.Event], seat: int) -> bool:
    for e in events:
        if isinstance(e, ev.ConflictStarted):
            return e.attacker == seat
    return False


def _why_no_point(colour: int, mover: int, events: list[ev.Event], s: Speaker) -> str:
    word = COLOUR_NAMES[colour]
    for e in events:
        if isinstance(e, ev.Scored) and e.colour == colour and e.seat != mover:
            return f"The {word} point goes to {s.who(e.seat)}, not to {s.who(mover)}."
    if any(isinstance(e, ev.WarStarted) for e in events):
        return "A tile that starts a war scores nothing."
    placed = [e for e in events if isinstance(e, ev.TilePlaced)]
    if placed:
        tile = placed[0]
        if tile.colour != colour:
            return (f"That tile is {COLOUR_NAMES[tile.colour]}; a tile scores a point of its own colour, "
                    f"and this step needs {word}.")
        if not any(isinstance(e, ev.Scored) for e in events):
            return ("Nobody scores: the tile is not in a kingdom, or its kingdom has neither a "
                    f"{LEADER_NAMES[colour]} nor a governor.")
    return f"That does not score a {word} point for {s.who(mover)}."


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
            found.add("commit_attack" if state.revolt.attacker == seat else "commit_defend")
        elif pending in ("support", "pagoda", "market", "chain"):
            found.add(pending)
    return [name for name in TRIGGERS if name in found]


# ---------------------------------------------------------------- moves in words


def say_action(action: Action, speaker: Speaker, seat: int) -> str:
    """An action as an instruction to the learner ("place your soldier on K4")."""
    kind = action.kind
    where = cell_name(action.cell) if action.cell >= 0 else ""
    if kind == LEADER:
        return f"place {speaker.whose(seat)} {LEADER_NAMES[action.arg]} on {where}"
    if kind == WITHDRAW:
        return f"take {speaker.whose(seat)} {LEADER_NAMES[action.arg]} off the board"
    if kind == TILE:
        return f"place a {COLOUR_NAMES[action.arg]} tile on {where}"
    if kind == SWAP:
        return "swap " + " ".join(str(action).split()[1:])
    if kind == PASS:
        return "pass (end the turn)"
    if kind == DONE:
        return "end the blue chain (Done)"
    if kind == MARKET:
        return f"take the {COLOUR_NAMES[action.arg]} tile from the market"
    if kind == NO_MARKET:
        return "take nothing from the market"
    if kind in (PAGODA, BUILD):
        cells = " ".join(str(action).split()[1:4])
        how = " with the two-green action" if kind == BUILD else ""
        trader = " (your off-board trader as one green)" if action.offboard else ""
        moved = f", moving the one on {where}" if action.cell >= 0 else ""
        return f"build the pagoda on {cells}{how}{trader}{moved}"
    if kind == NO_PAGODA:
        return "build no pagoda"
    if kind == REVOLT:
        farmer = " (your off-board farmer as one blue)" if action.offboard else ""
        return f"start a peasants' revolt that removes the tile on {where}{farmer}"
    if kind == COMMIT:
        governor = " and your off-board governor" if action.offboard else ""
        return f"add {action.arg} black tile{'s' * (action.arg != 1)} from your hand{governor}"
    if kind == SUPPORT:
        soldier = " and your off-board soldier" if action.offboard else ""
        return f"send {action.arg} red tile{'s' * (action.arg != 1)}{soldier} to the kingdom at {where}"
    if kind == NO_SUPPORT:
        return "send no support"
    if kind == WINNER:
        return f"make the kingdom at {where} the winner"
    if kind == LOSE:
        return f"remove the red tile on {where}"
    return str(action)


def commit_enough(state: State) -> Action:
    """The scripted revolt answer "commit enough": the fewest black tiles that make
    the seat to move win (the defender wins ties), with the off-board governor's
    +1 when it has one (it costs nothing); none if its hand cannot."""
    r = state.revolt
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


def announce(action: Action, speaker: Speaker, seat: int) -> str | None:
    """Words for the end of a blue chain, which has no event of its own."""
    if action.kind == DONE:
        return f"{speaker.who(seat, True)} {speaker.verb(seat, 'end', 'ends')} the blue chain."
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
