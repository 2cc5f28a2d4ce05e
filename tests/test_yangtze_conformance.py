"""The Yellow & Yangtze engine against the literal referee, decision by decision.

Many seeded games (2, 3 and 4 players and the two-player short game) and a
few games from positions near the end of the bag: at every decision the
engine's `run --json` state is compared with the referee's
(`tests/yangtze_reference.py`, written from the rules alone), both legal
lists as sets, then one decision is chosen by a seeded, biased random policy
(`choose`) and applied to both, until the game is over. A difference fails
with the seed, the decision number, the key, both values and a record that
replays the game to that point.

The policy leans towards what makes the rules work hard: tiles beside
kingdoms and beside tiles of their colour (wars, pagodas), blue chains,
leaders into kingdoms (revolts), peasants' revolts on black tiles beside
leaders, under pagodas and on capitals, support of every size, and swaps
when the bag runs low. Each game's happenings are counted by kind and the
test asserts a minimum for every kind, so it proves what it covered.

Until the engine can load and show a Yellow & Yangtze game the engine tests
are skipped (the reason names the error); the harness itself is checked now
with the referee standing in for the engine.
"""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest

from tests.yangtze_reference import (
    CAPITALS,
    COLOURS,
    KIND_COLOUR,
    NEIGHBOURS,
    TILE_COUNTS,
    TRIANGLES,
    Referee,
    new_game_json,
    position_json,
    position_toml,
)

MAX_DECISIONS = 5000  # far above any real game; a loop would trip it


# ---------------------------------------------------------------- the two sides

class EngineSide:
    """The project's engine through its public API (`load_record`, `state_json`, `apply`)."""

    def __init__(self, state) -> None:
        from game.cli import state_json

        self.state = state
        self._json = state_json

    def json(self) -> dict:
        return self._json(self.state)

    def apply(self, text: str) -> None:
        self.state.apply(text)


class RefereeSide:
    """A second referee in the engine's seat: checks the harness while the engine is missing."""

    def __init__(self, data: dict) -> None:
        self.ref = Referee.from_json(data)

    def json(self) -> dict:
        return self.ref.to_json()

    def apply(self, text: str) -> None:
        self.ref.apply(text)


def new_game_text(players: int, seed: int, short: bool) -> str:
    return (f'game = "yangtze"\nstart = "new"\nplayers = {players}\nseed = {seed}\n'
            + ("short = true\n" if short else "") + "actions = []\n")


def engine_missing() -> str | None:
    """Why the engine cannot be compared yet (it cannot load and show a new game), or None."""
    try:
        from game.cli import state_json
        from game.engine import load_record

        state_json(load_record(new_game_text(2, 0, False)).replay())
    except Exception as error:  # any failure here means "not there yet"; the tests say why
        return f"the engine cannot load a Yellow & Yangtze game yet ({type(error).__name__}: {error})"
    return None


ENGINE_MISSING = engine_missing()


def engine_new_game(players: int, seed: int, short: bool) -> EngineSide:
    from game.engine import load_record

    return EngineSide(load_record(new_game_text(players, seed, short)).replay())


def engine_position(text: str) -> EngineSide:
    from game.engine import load_position

    return EngineSide(load_position(text))


# ---------------------------------------------------------------- comparing

def _ranking(value):
    if value is None:
        return None
    return [sorted(g) if isinstance(g, list) else g for g in value]


def _pagodas(board: dict) -> list:
    return sorted((p["colour"], list(p["cells"])) for p in board.get("pagodas", []))


def differences(engine: dict, ref: dict) -> list[tuple[str, object, object]]:
    """(key, engine value, referee value) for every compared key that differs."""
    out = []

    def check(key, a, b):
        if a != b:
            out.append((key, a, b))

    for key in ("active", "actions_left", "bag", "turn", "tiles", "to_move", "pending", "game_over"):
        check(key, engine.get(key), ref.get(key))
    check("board.pagodas", _pagodas(engine.get("board", {})), _pagodas(ref["board"]))
    check("board.market", engine.get("board", {}).get("market"), ref["board"]["market"])
    e_players, r_players = engine.get("players", []), ref["players"]
    check("players (count)", len(e_players), len(r_players))
    for seat, (e, r) in enumerate(zip(e_players, r_players, strict=False)):
        for key in ("dynasty", "hand", "leaders", "score"):
            check(f"players[{seat}].{key}", e.get(key), r.get(key))
    e_legal, r_legal = set(engine.get("legal", [])), set(ref["legal"])
    if e_legal != r_legal:
        out.append(("legal", sorted(e_legal - r_legal), sorted(r_legal - e_legal)))
    check("ranking", _ranking(engine.get("ranking")), _ranking(ref.get("ranking")))
    check("final", engine.get("final"), ref.get("final"))
    return out


def failure(label: str, start: str, decisions: list[str], diffs: list) -> str:
    lines = [f"{label}, decision {len(decisions) + 1}: the engine and the referee differ"]
    for key, e, r in diffs:
        if key == "legal":
            lines.append(f"  legal: only the engine lists {e}; only the referee lists {r}")
        else:
            lines.append(f"  {key}:\n    engine:  {e!r}\n    referee: {r!r}")
    listed = ",\n".join(f'  "{d}"' for d in decisions)
    lines.append(f"decisions so far ({len(decisions)}), as a record:\n{start.rstrip()}\n"
                 f"# actions (put before the first [table] of a position):\nactions = [\n{listed}\n]")
    return "\n".join(lines)


# ---------------------------------------------------------------- the policy

def _causes_war(ref: Referee, joined: list[set[str]]) -> bool:
    kinds = [kind for k in joined for _, kind in ref.leaders_in(k)]
    return len(kinds) != len(set(kinds))


def _turn_weights(ref: Referee, options: list[str]) -> dict[str, float]:
    """Weights of the ordinary actions: a share per category, split inside it by interest."""
    kingdoms = ref.kingdoms()
    leader_cells = ref.leader_cells()
    lonely_blacks = {cell for cell in ref.tiles if ref.tiles[cell] == "black" and any(
        n in leader_cells and ref.blacks_beside(n) == 1 for n in NEIGHBOURS[cell])}
    covered = ref.under_pagodas()
    small_bag = len(ref.bag) <= 8
    by_category: dict[str, list[tuple[str, float]]] = {}
    for text in options:
        words = text.split()
        category, weight = words[0], 1.0
        if category == "tile":
            colour, cell = words[1], words[2]
            joined = [k for k in kingdoms if k & NEIGHBOURS[cell]]
            alike = sum(1 for n in NEIGHBOURS[cell] if ref.tiles.get(n) == colour)
            if _causes_war(ref, joined):
                # Three kingdoms around one cell are rare (four cannot be: a hex's six neighbours
                # hold at most three cells that do not touch), so they get a share of their own.
                category = "war tile" if len(joined) == 2 else "big war tile"
            elif alike >= 2 and _completes_triangle(ref, cell, colour):
                category = "triangle tile"
            else:
                weight = 1 + 8 * bool(joined) + 20 * (len(joined) >= 2) + 3 * alike + 4 * (colour == "blue")
        elif category == "leader":
            kind, cell = words[1], words[2]
            colour = KIND_COLOUR[kind]
            joined = [k for k in kingdoms if k & NEIGHBOURS[cell]]
            if any(KIND_COLOUR[k] == colour for j in joined for _, k in ref.leaders_in(j)):
                category = "revolt leader"
            else:
                # A leader one cell away from a kingdom with its colour sets up a war.
                ring = set().union(*(NEIGHBOURS[n] for n in NEIGHBOURS[cell]))
                near = [k for k in kingdoms if k not in joined and k & ring]
                rival = any(KIND_COLOUR[k] == colour for j in near for _, k in ref.leaders_in(j))
                moving = kind in ref.leaders[ref.active]
                weight = (0.3 if moving else 1) * (1 + 10 * rival + 3 * bool(joined))
        elif category == "revolt":
            cell = words[1]
            weight = 1 + 20 * (cell in lonely_blacks) + 15 * (cell in covered) + 10 * (cell in CAPITALS)
        by_category.setdefault(category, []).append((text, weight))
    share = {"war tile": 6, "big war tile": 30, "triangle tile": 2, "tile": 10,
             "revolt leader": 1.5, "leader": 3, "withdraw": 0.3, "revolt": 1.5, "build": 3,
             "swap": 4 if small_bag else 0.4, "pass": 1 if small_bag else 0.3}
    weights = {}
    for category, items in by_category.items():
        total = sum(w for _, w in items)
        for text, w in items:
            weights[text] = share[category] * w / total
    return weights


def _completes_triangle(ref: Referee, cell: str, colour: str) -> bool:
    covered = ref.under_pagodas()
    return any(all(ref.tiles.get(x) == colour for x in tri if x != cell) and not covered & set(tri)
               for tri in TRIANGLES_AT[cell])


TRIANGLES_AT = {cell: [t for t in TRIANGLES if cell in t] for cell in NEIGHBOURS}


def _question_weights(ref: Referee, options: list[str]) -> dict[str, float]:
    q = ref.question
    weights = {}
    for text in options:
        words = text.split()
        w = 1.0
        if q == "support":
            w = 3.0 if text == "support none" else (2.0 if "soldier" in words else 1.0)
        elif q == "commit":
            w = 1.5 if "governor" in words else 1.0
        elif q == "pagoda":
            w = 1.0 if text == "no pagoda" else 5.0
        elif q == "market":
            w = 1.0 if text == "no market" else 2.0
        elif q == "chain":
            w = 1.0 if text == "done" else 4.0
        weights[text] = w
    return weights


def choose(ref: Referee, rng: random.Random) -> str:
    options = sorted(ref.legal())
    weights = _turn_weights(ref, options) if ref.question is None else _question_weights(ref, options)
    return rng.choices(options, weights=[weights[x] for x in options])[0]


# ---------------------------------------------------------------- what a game covered

def decision_kinds(ref: Referee, text: str) -> list[str]:
    """The kinds of one decision, read from the referee before it is applied."""
    words = text.split()
    q = ref.question
    if q is None:
        out = [words[0]]
        if words[0] == "leader":
            out = ["leader move" if words[1] in ref.leaders[ref.active] else "leader place"]
        elif words[0] == "build":
            out += ["build trader"] * ("trader" in words) + ["build from"] * ("from" in words)
        elif words[0] == "revolt":
            out += ["revolt farmer"] * ("farmer" in words)
            out += ["revolt capital"] * (words[1] in CAPITALS)
            out += ["revolt under pagoda"] * (words[1] in ref.under_pagodas())
            out += ["revolt black"] * (ref.tiles[words[1]] == "black")
        elif words[0] == "swap" and len(words) - 1 > len(ref.bag):
            out.append("swap at the bag's end")
        return out
    if q == "support":
        if text == "support none":
            return ["support none"]
        seat = ref.to_move()
        at_war = any(s == seat for k in ref.ctx["warring"] for s, _ in ref.leaders_in(k))
        return (["support soldier" if "soldier" in words else "support tiles"]
                + ["support 0 soldier"] * (words[2] == "0") + ["support 2+"] * (int(words[2]) >= 2)
                + ["support from outside"] * (not at_war))
    if q == "commit":
        return ["commit governor" if "governor" in words else "commit"] + ["commit 1+"] * (words[1] != "0")
    if q == "pagoda":
        if text == "no pagoda":
            return ["no pagoda"]
        blue = ref.ctx["colour"] == "blue"
        return ["pagoda from" if "from" in words else "pagoda"] + ["blue pagoda"] * blue
    if q == "market":
        if text == "no market":
            return ["no market"]
        return ["market after war" if ref.ctx["after_war"] else "market"]
    if q == "chain":
        return ["chain done" if text == "done" else "chain tile"]
    return [q]  # winner, lose


def log_kinds(entries: list[tuple]) -> list[str]:
    """The kinds of what a decision caused, from the referee's log."""
    out = []
    for entry in entries:
        if entry[0] == "war":
            _, warring, joined, doubled = entry
            out.append("war of 2" if warring == 2 else "war of 3+")
            out += ["war joining a peaceful kingdom"] * (joined > warring)
            out += ["war of two colours"] * (doubled >= 2)
        elif entry[0] == "revolt":
            out.append(f"revolt won by the {entry[1]}")
        elif entry[0] == "pagoda points":
            out.append("pagoda points governor" if entry[1] == "governor" else "pagoda points")
        elif entry[0] == "end":
            out.append(f"end by {entry[1]}")
        elif entry[0] in ("leader home", "pagoda returned"):
            out.append(entry[0])
    return out


# Every kind must happen at least this often over the quick test's games.
MINIMUM = {
    "tile": 200, "leader place": 50, "leader move": 10, "withdraw": 3, "pass": 5, "swap": 10,
    "build": 5, "build trader": 2, "build from": 1,
    "revolt": 20, "revolt farmer": 5, "revolt capital": 3, "revolt under pagoda": 3, "revolt black": 10,
    "leader home": 5, "pagoda returned": 5,
    "commit": 20, "commit governor": 20, "commit 1+": 10,
    "revolt won by the attacker": 5, "revolt won by the defender": 5,
    "war of 2": 20, "war of 3+": 3, "war joining a peaceful kingdom": 2, "war of two colours": 3,
    "support none": 50, "support tiles": 20, "support soldier": 10, "support 0 soldier": 5,
    "support 2+": 5, "support from outside": 10,
    "winner": 3, "lose": 20,
    "pagoda": 10, "pagoda from": 2, "no pagoda": 5, "blue pagoda": 1,
    "market": 20, "market after war": 2, "no market": 5,
    "chain tile": 20, "chain done": 20,
    "pagoda points": 5, "pagoda points governor": 1,
    "end by refill": 10, "end by swap": 2, "swap at the bag's end": 2,
}


# ---------------------------------------------------------------- one game, two sides

def play_and_compare(side, ref_data: dict, label: str, start: str, policy_seed: int,
                     counts: Counter) -> Referee:
    ref = Referee.from_json(ref_data)
    rng = random.Random(policy_seed)
    decisions: list[str] = []
    while True:
        engine_state, ref_state = side.json(), ref.to_json()
        diffs = differences(engine_state, ref_state)
        if diffs:
            pytest.fail(failure(label, start, decisions, diffs), pytrace=False)
        if ref.over:
            return ref
        assert len(decisions) < MAX_DECISIONS, f"{label}: no end after {MAX_DECISIONS} decisions"
        text = choose(ref, rng)
        kinds = decision_kinds(ref, text)
        logged = len(ref.log)
        try:
            side.apply(text)
        except ValueError as error:  # listed as legal by both, refused by the engine
            pytest.fail(failure(label, start, decisions, [("apply", repr(error), "accepted")]), pytrace=False)
        ref.apply(text)
        counts.update(kinds + log_kinds(ref.log[logged:]))
        decisions.append(text)


def games(seeds) -> list[tuple[int, int, bool]]:
    """(players, seed, short): 2, 3 and 4 players; every other two-player game is the short one."""
    return [(players, seed, players == 2 and seed % 2 == 1) for players in (2, 3, 4) for seed in seeds]


GAMES = games(range(10))
SLOW_GAMES = games(range(10, 100))


def run_new_games(games, make_side, counts: Counter) -> None:
    for players, seed, short in games:
        label = f"seed {seed}, {players} players" + (", short game" if short else "")
        side, data = make_side(players, seed, short)
        play_and_compare(side, data, label, new_game_text(players, seed, short), seed * 7 + players, counts)


# ---------------------------------------------------------------- positions near the end of the bag

def _end_positions() -> list[dict]:
    """Hand-made positions with a few listed tiles left in the bag."""
    capitals = list(CAPITALS)
    three = position_json(
        [{"hand": "black red red blue green yellow", "leaders": "soldier J1 governor D7"},
         {"hand": "black black red red green blue", "leaders": "soldier K2 farmer B9"},
         {"hand": "red blue blue green green black", "leaders": "soldier J3 trader F9"}],
        tiles={"black": capitals + ["I1", "L2", "B8"], "red": "H1 H2 L1 M2 L3 I4 E8",
               "blue": "C9 D9", "green": "G8"},
        market="red black blue green yellow black", bag="red black green blue red black yellow blue",
        active=1)
    two = position_json(
        [{"hand": "black red blue blue green green", "leaders": "governor L12 farmer F1"},
         {"hand": "red red black blue green yellow", "leaders": "soldier J11 trader P7"}],
        tiles={"black": capitals + ["K11", "L11", "K12", "E1"], "red": "M11 N11 M12",
               "blue": "G2 G3 E2", "green": "P8 Q7"},
        pagodas=[("black", "K11 L11 K12"), ("red", "M11 N11 M12")],
        market="blue green red black", bag="blue red black green")
    four = position_json(
        [{"hand": "black red red blue green", "leaders": "governor J5"},
         {"hand": "black red blue green green yellow", "leaders": "governor K8"},
         {"hand": "red red red blue blue black", "leaders": "soldier O3"},
         {"hand": "black black red green yellow yellow", "leaders": "soldier K4 artisan P5"}],
        tiles={"black": capitals + ["K5", "N3"], "red": "M8 M7 K3", "yellow": "Q6 Q7"},
        market="red red black", bag="green black red", active=2, actions_left=1)
    # J2 touches A (seat 0's soldier), B (seat 1's soldier) and C (seat 2's farmer): a war that
    # also joins a peaceful kingdom.
    peace = position_json(
        [{"hand": "black red red blue green yellow", "leaders": "soldier J1"},
         {"hand": "red red black green blue blue", "leaders": "soldier K2 governor M1"},
         {"hand": "black black red green green blue", "leaders": "farmer J3"},
         {"hand": "red black blue green yellow red", "leaders": "governor D7 soldier F9"}],
        tiles={"black": capitals + ["I1", "L2"], "red": "H1 H2 L1 M2 L3 I4"},
        market="red black blue green yellow black", bag="black red blue green red black", active=3)
    return [two, three, four, peace]


def _check_end_positions(data: list[dict]) -> None:
    """The positions obey the rules (leaders beside black tiles, one leader of a colour per kingdom)."""
    for position in data:
        ref = Referee.from_json(position)
        for kingdom in ref.kingdoms():
            kinds = [kind for _, kind in ref.leaders_in(kingdom)]
            assert len(kinds) == len(set(kinds)), (position, kingdom)
        for seat in range(ref.n):
            assert all(ref.blacks_beside(cell) for cell in ref.leaders[seat].values())
        assert all(len(h) <= 6 for h in ref.hands)


def run_end_positions(make_side, counts: Counter, seeds=range(10)) -> None:
    positions = _end_positions()
    _check_end_positions(positions)
    for number, data in enumerate(positions):
        text = position_toml(data)
        for seed in seeds:
            label = f"end position {number}, policy seed {seed}"
            play_and_compare(make_side(text, data), data, label, text, 1000 + seed, counts)


# ---------------------------------------------------------------- the tests

def _engine_new(players, seed, short):
    side = engine_new_game(players, seed, short)
    return side, side.json()


def _referee_new(players, seed, short):
    data = new_game_json(players, seed, short)
    return RefereeSide(data), data


def assert_covered(counts: Counter) -> None:
    short = {kind: (counts[kind], least) for kind, least in MINIMUM.items() if counts[kind] < least}
    assert not short, f"kinds not reached often enough (count, minimum): {short}"


@pytest.mark.skipif(ENGINE_MISSING is not None, reason=str(ENGINE_MISSING))
def test_engine_matches_the_referee_in_seeded_games():
    counts: Counter = Counter()
    started = time.monotonic()
    run_new_games(GAMES, _engine_new, counts)
    run_end_positions(lambda text, data: engine_position(text), counts)
    assert_covered(counts)
    print(f"{len(GAMES)} games and {len(_end_positions()) * 10} endings in "
          f"{time.monotonic() - started:.0f}s: {dict(counts)}")


@pytest.mark.slow
@pytest.mark.skipif(ENGINE_MISSING is not None, reason=str(ENGINE_MISSING))
def test_engine_matches_the_referee_in_many_more_games():
    counts: Counter = Counter()
    run_new_games(SLOW_GAMES, _engine_new, counts)
    run_end_positions(lambda text, data: engine_position(text), counts, seeds=range(10, 100))


def test_the_harness_reaches_every_kind_with_the_referee_in_the_engines_seat():
    """The policy and the counting, checked now: the same games dealt by the referee."""
    counts: Counter = Counter()
    run_new_games(GAMES, _referee_new, counts)
    run_end_positions(lambda text, data: RefereeSide(data), counts)
    assert_covered(counts)


def test_differences_name_the_key_and_both_values():
    data = new_game_json(2, seed=1)
    ref = Referee.from_json(data).to_json()
    other = Referee.from_json(data)
    other.apply(sorted(other.legal())[0])
    diffs = dict((k, (a, b)) for k, a, b in differences(other.to_json(), ref))
    assert "actions_left" in diffs or "to_move" in diffs
    assert "legal" in diffs
    message = failure("seed 1, 2 players", new_game_text(2, 1, False), ["tile black A1"], list(
        differences(other.to_json(), ref)))
    assert "decision 2" in message and '"tile black A1"' in message and "engine:" in message


def test_the_end_positions_are_valid_positions():
    for data in _end_positions():
        pieces = Counter(c for c, cells in data["tiles"].items() for _ in cells)
        pieces += Counter(c for p in data["players"] for c in p["hand"])
        pieces += Counter(data["board"]["market"]) + Counter(data["bag"])
        assert all(pieces[c] <= TILE_COUNTS[c] for c in COLOURS)
        text = position_toml(data)
        assert 'game = "yangtze"' in text and f"bag = {data['bag']}".replace("'", '"') in text
    _check_end_positions(_end_positions())
