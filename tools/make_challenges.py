"""Find a position and a three-star solution for a challenge (an author's tool, not a test).

    .venv/bin/python tools/make_challenges.py tigris 01     # one of SPECS below
    .venv/bin/python tools/make_challenges.py yangtze all
    .venv/bin/python tools/make_challenges.py improve FILE [TRIES]   # search an existing file again

For each spec it deals seeded two-player games, lets the Beginner play both seats
for a while, and from each such position plays the challenge many times, the
player's decisions chosen greedily for the goal (one decision ahead, Beginner's
move when nothing scores better, some at random). The first position where the
best play meets `need` is written to `levels/<game>/challenges/NN-name.toml`
with the best play as the stored solution and the stars set from the plays found
(three stars: the best; one: what an ordinary play reached). The file is then
checked as the game loads it (`game.challenges.check_file`).
"""

from __future__ import annotations

import copy
import random
import sys
import tomllib
from dataclasses import replace
from pathlib import Path

from ai import make_player
from game.challenges.challenge import Challenge, goal_kinds, read_challenge
from game.challenges.goals import parse_goal
from game.challenges.library import challenge_dir, check_file
from game.challenges.runner import ChallengeRun, replay
from game.engine.position import dump_position_dict, position_from_dict
from game.engine.ruleset import get_ruleset
from game.engine.view import View

# id: (file name, goal, turns, opponent, need (the best play must reach), title, description, hint,
#      options: warmup decisions range, bag (cut the bag to this many tiles))
SPECS: dict[str, dict[str, dict]] = {"tigris": {}, "yangtze": {}}


def spec(game: str, number: str, name: str, goal: str, turns: int, opponent: str, need: int,
         title: str, description: str, hint: str, warmup: tuple[int, int] = (6, 30),
         bag: int | None = None, seeds: range = range(1, 400)) -> None:
    SPECS[game][number] = dict(name=name, goal=goal, turns=turns, opponent=opponent, need=need,
                               title=title, description=description, hint=hint, warmup=warmup,
                               bag=bag, seeds=seeds)


def _clone(run: ChallengeRun) -> ChallengeRun:
    other = copy.copy(run)
    other.state = run.state.copy()
    other.tally = copy.deepcopy(run.tally)
    other.actions = list(run.actions)
    other.played = list(run.played)
    return other


def _value(run: ChallengeRun) -> tuple[int, int]:
    result = run.result()
    return (result.stars, result.value if result.ok else result.value - 1000)


def rollout(challenge: Challenge, rng: random.Random, greed: float,
            prefix: tuple[str, ...] = ()) -> ChallengeRun:
    """One greedy play; `prefix`: the player's first decisions, played as given."""
    run = ChallengeRun(challenge)
    run.play_computers()
    for action in prefix:
        if not run.player_to_move:
            break
        run.play(action)
        run.play_computers()
    while run.player_to_move:
        legal = list(run.state.legal_actions())
        if len(legal) > 30:
            legal = rng.sample(legal, 30)
        now = _value(run)
        scored = []
        for action in legal:
            trial = _clone(run)
            trial.play(action)
            scored.append((_value(trial), action))
        best = max(v for v, _ in scored)
        if best > now and rng.random() < greed:
            action = rng.choice([a for v, a in scored if v == best])
        elif rng.random() < 0.7:
            action = make_player("beginner", rng.randrange(2**32)).choose(View.of(run.state, run.seat))
        else:
            action = rng.choice(list(run.state.legal_actions()))
        run.play(action)
        run.play_computers()
    return run


def positions(game: str, s: dict):
    rules = get_ruleset(game)
    for seed in s["seeds"]:
        state = rules.new_game(2, seed, rules.maps[0], None, {})
        rng = random.Random(seed)
        stop = rng.randrange(*s["warmup"])
        n = 0
        while not state.is_over and (n < stop or state.pending is not None or state.actions_left != 2):
            state.apply(make_player("beginner", seed * 1000 + n).choose(View.of(state, state.to_move)))
            n += 1
        if state.is_over:
            continue
        if s["bag"] is not None:
            data = rules.position_dict(state)
            if isinstance(data.get("bag"), list) and len(data["bag"]) > s["bag"]:
                data["bag"] = data["bag"][:s["bag"]]
            try:
                state = position_from_dict(data, None)
            except ValueError:
                continue
        yield seed, state


def make(game: str, number: str, tries: int = 24) -> str | None:
    s = SPECS[game][number]
    rules = get_ruleset(game)
    goal = parse_goal(s["goal"], goal_kinds(game), rules)
    for seed, state in positions(game, s):
        rival = s["opponent"].capitalize()
        names = ["You", rival] if state.active == 0 else [rival, "You"]
        challenge = Challenge(f"{game}/x", game, s["title"], s["description"], s["hint"], tuple(names),
                              state.active, s["opponent"], seed, goal, s["turns"], (10**6,) * 3, (), state)
        rng = random.Random(seed)
        runs = [rollout(challenge, rng, greed=0.9 if i % 2 else 0.5) for i in range(tries)]
        values = sorted(r.result().value for r in runs if r.result().ok)
        if not values or values[-1] < s["need"]:
            print(f"  seed {seed}: best {values[-1] if values else None}", file=sys.stderr)
            continue
        best = max((r for r in runs if r.result().ok), key=lambda r: r.result().value)
        top = best.result().value
        floor = 0 if s["need"] == 0 else 1
        low = max(floor, values[len(values) // 2])
        low = min(low, top - 1) if top - 1 >= floor else top
        mid = (low + top + 1) // 2 if top > low else top
        if top - low >= 2 and mid == top:
            mid = top - 1
        stars = (low, mid, top)
        if not low < mid < top:  # three stars at once would be no reason to play again
            print(f"  seed {seed}: stars {stars} not three distinct", file=sys.stderr)
            continue
        challenge = replace(challenge, stars=stars)
        run, kept = ChallengeRun(challenge), []  # three stars may end it before the best play did
        run.play_computers()
        for action in best.played:
            if run.finished:
                break
            run.play(action)
            kept.append(action)
            run.play_computers()
        challenge = replace(challenge, solution=tuple(kept))
        path = challenge_dir(game) / f"{number}-{s['name']}.toml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(write(challenge, state))
        loaded, problems = check_file(path)
        if problems:
            print("\n".join(problems), file=sys.stderr)
            path.unlink()
            continue
        print(f"{path}: seed {seed}, stars {stars}, {len(best.played)} decisions, values {values}")
        return str(path)
    return None


def improve(path: str, tries: int = 60) -> None:
    """Play an existing challenge's position again many times (its goal as measured now, no
    early end) and print the values reached, sorted, beside the stored solution's; when a play
    beats the stored solution, print its decisions. The author then writes the stars (three
    distinct thresholds: one at what an ordinary play reached, three at the best)."""
    challenge, problems = check_file(path)
    if challenge is None:  # the stars may be what is wrong: read it with placeholder stars
        data = tomllib.loads(Path(path).read_text())
        data["stars"] = [10**6 - 2, 10**6 - 1, 10**6]
        challenge, problems = read_challenge(data, "x", path)
        if challenge is None:
            raise SystemExit("\n".join(problems))
    challenge = replace(challenge, stars=(10**6 - 2, 10**6 - 1, 10**6))
    rng = random.Random(challenge.seed)
    stored = replay(challenge).result().value
    runs = [rollout(challenge, rng, greed=0.9 if i % 2 else 0.5) for i in range(tries)]
    # The stored solution played on where it stopped (three stars ended it early), and from
    # each of its shorter beginnings: a better play often shares its start.
    for cut in range(len(challenge.solution), 0, -1):
        runs += [rollout(challenge, rng, 0.9, challenge.solution[:cut]) for _ in range(max(1, tries // 10))]
    values = sorted(r.result().value for r in runs if r.result().ok)
    print(f"{path}: stored {stored}, plays {values}, failed {len(runs) - len(values)}, "
          f"turns {sorted(r.tally.turns for r in runs)[:5]}")
    if values and values[-1] > stored:
        best = max((r for r in runs if r.result().ok), key=lambda r: r.result().value)
        print("  better:", best.result().value, best.played)


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write(c: Challenge, state) -> str:
    lines = [
        f'# Challenge {c.title!s}: written by tools/make_challenges.py, then edited by hand.',
        "# Format: docs/challenges.md.",
        f'game = "{c.game}"',
        f"title = {_q(c.title)}",
        f'description = """\n{c.description}\n"""',
        f'hint = """\n{c.hint}\n"""',
        "names = [" + ", ".join(_q(n) for n in c.names) + "]",
        f"seat = {c.seat}",
        f'opponent = "{c.opponent}"',
        f"seed = {c.seed}",
        f'goal = "{c.goal}"',
        f"turns = {c.turns}",
        f"stars = [{', '.join(map(str, c.stars))}]",
        "solution = [",
        *[f"  {_q(a)}," for a in c.solution],
        "]",
        "",
    ]
    text = dump_position_dict(state.ruleset.position_dict(state))
    out = ["[position]"]
    for line in text.splitlines():
        if line.startswith("[["):
            out.append("[[position." + line[2:])
        elif line.startswith("["):
            out.append("[position." + line[1:])
        else:
            out.append(line)
    return "\n".join(lines + out) + "\n"


T, Y = "tigris", "yangtze"
spec(T, "01", "red-points", "score red", 1, "beginner", 3, "Temple points",
     "Score red points in one turn: each temple placed in a kingdom with your priest scores one.",
     "A red tile scores for the priest of its kingdom. Which of your kingdoms has your priest?")
spec(T, "02", "busy-turn", "points", 1, "beginner", 3, "A busy turn",
     "Score as many points as you can in a single turn, of any colours.",
     "Put each tile where a leader of its colour of yours stands; a leader placed first can open a "
     "kingdom for the second action.")
spec(T, "03", "treasure", "treasures", 2, "beginner", 5, "Treasure hunter",
     "Take a treasure within two turns: join a kingdom with two treasures where your trader "
     "stands. Each treasure counts as a point beside the points you score: one point earns a star, "
     "three earn two, five earn three.",
     "A kingdom holding two treasures gives one to the owner of its trader (the green leader).")
spec(T, "04", "revolt", "win revolt", 1, "beginner", 4, "Revolt!",
     "Win a revolt this turn: a win earns a star, a margin of 3 two stars, a margin of 4 three.",
     "Place a leader into a kingdom where the rival has a leader of the same colour; temples "
     "beside your leader, and red tiles from your hand, are your strength.")
spec(T, "05", "topple", "topple any", 3, "beginner", 3, "Topple a leader",
     "Send rival leaders home within three turns, by revolt, war or catastrophe: one leader earns "
     "a star, two earn two, three earn three.",
     "A catastrophe on the last temple beside a leader sends it home too.")
spec(T, "06", "farms", "score blue", 3, "beginner", 3, "Farmland",
     "Score blue points within three turns: farms on the rivers, in kingdoms with your farmer. One "
     "point earns a star, two earn two, three earn three.",
     "Blue tiles go on the rivers. Put your farmer where the river runs through your kingdom.")
spec(T, "07", "monument", "monument", 3, "beginner", 8, "Build a monument",
     "Build a monument within three turns: four tiles of one colour in a square. Once it stands, "
     "the points you score in the challenge earn the stars: 2, 5 and 8.",
     "Look for three tiles of one colour forming an L: the fourth completes the square.",
     warmup=(20, 60))
spec(T, "08", "war", "win war", 2, "beginner", 7, "War of kingdoms",
     "Join two kingdoms and win the war that follows, within two turns: a win earns a star, a "
     "margin of 6 two stars, a margin of 7 three.",
     "A tile that joins two kingdoms, each with a leader of the same colour, starts a war: "
     "tiles of the leaders' colour in each kingdom are its strength.", warmup=(20, 60))
spec(T, "09", "both-treasures", "treasures", 4, "beginner", 6, "Both treasures",
     "Take treasures within four turns: each counts as a point beside the points you score. Two "
     "points earn a star, four earn two, six earn three.",
     "Keep your trader in a kingdom that grows into other treasures' corners.", warmup=(10, 40))
spec(T, "10", "weakest", "weakest", 4, "beginner", 3, "No weak colour",
     "Lift your weakest colour as high as you can within four turns: at the end only your weakest "
     "colour counts. 1 earns a star, 2 earn two, 3 earn three.",
     "Score the colour you lack, even if another move would score more.", warmup=(20, 50))
spec(T, "11", "keep-the-king", "survive king", 4, "casual", 3, "Long live the king",
     "Keep your king on the board for four turns against the Casual, and score meanwhile.",
     "Temples beside the king defend it from revolts. Keep red tiles in hand.", warmup=(14, 40))
spec(T, "12", "last-turns", "ahead", 6, "casual", 0, "The final count",
     "The bag is nearly empty: finish ahead of the Casual player. Your weakest colour decides.",
     "Treasures count for your weakest colour. Score what you lack.", warmup=(40, 80), bag=8)

spec(Y, "01", "green-points", "score green", 2, "beginner", 3, "Market day",
     "Score green points within two turns: green tiles in a kingdom with your trader. One point "
     "earns a star, two earn two, three earn three.",
     "A green tile scores for the trader of its kingdom, or else for the governor.")
spec(Y, "02", "busy-turn", "points", 1, "beginner", 3, "A busy turn",
     "Score as many points as you can in a single turn, of any colours.",
     "Each tile scores for your leader of its colour in its kingdom; a blue tile on the river "
     "may start a chain.")
spec(Y, "03", "blue-chain", "chain", 2, "beginner", 3, "Along the river",
     "Place a chain of blue tiles along a river in one of your next two turns: one tile earns a "
     "star, two in one turn earn two, three earn three.",
     "A blue tile beside your farmer's kingdom lets you add another blue tile on the same river.")
spec(Y, "04", "revolt", "win revolt", 1, "beginner", 3, "Revolt!",
     "Win a revolt this turn: a win earns a star, a margin of 2 two stars, a margin of 3 three.",
     "Place a leader beside a rival leader of the same kind in one kingdom; black tiles beside "
     "your leader are its strength.", warmup=(10, 40))
spec(Y, "05", "pagoda", "pagoda", 3, "beginner", 8, "Raise a pagoda",
     "Build a pagoda within three turns: three tiles of one colour in a triangle. Once it stands, "
     "the points you score in the challenge earn the stars: 2, 5 and 8.",
     "Look for two tiles of one colour side by side: a third beside both makes a triangle.",
     warmup=(14, 50))
spec(Y, "06", "topple", "topple any", 3, "beginner", 4, "Topple a leader",
     "Send rival leaders home within three turns: one leader earns a star, two earn two, four earn "
     "three.",
     "A revolt or a war won sends the loser home; so does a leader left without a black tile.",
     warmup=(14, 50))
spec(Y, "07", "soldiers", "score red", 3, "beginner", 3, "Soldiers' pay",
     "Score red points within three turns.",
     "Red tiles score for your soldier in their kingdom, or else for your governor.", warmup=(10, 40))
spec(Y, "08", "peasants", "peasants", 3, "beginner", 4, "Peasants' revolt",
     "Send rival leaders home by peasants' revolts within three turns: remove the black tile "
     "they stand by. One leader home earns a star, three earn two, four earn three.",
     "A leader needs a black tile beside it: take that tile away and the leader goes home.",
     warmup=(16, 50))
spec(Y, "09", "long-chain", "chain", 3, "beginner", 5, "The long river",
     "Place the longest blue chain you can in one of your next three turns: three tiles earn a "
     "star, four earn two, five earn three.",
     "Keep blue tiles in your hand and find a river with room along it.", warmup=(10, 40))
spec(Y, "10", "weakest", "weakest", 4, "beginner", 2, "No weak colour",
     "Lift your weakest colour as high as you can within four turns: at the end only your "
     "weakest colour counts (yellow fills the gaps).",
     "Score the colour you lack, even if another move would score more.", warmup=(20, 50))
spec(Y, "11", "keep-the-governor", "survive governor", 4, "casual", 3, "Long live the governor",
     "Keep your governor on the board for four turns against the Casual, and score meanwhile.",
     "Black tiles beside the governor defend it in a revolt.", warmup=(14, 40))
spec(Y, "12", "last-turns", "ahead", 6, "casual", 4, "The final count",
     "The bag is nearly empty: finish ahead of the Casual player. Your weakest colour decides: a "
     "lead of 1 earns a star, 2 earn two, 4 earn three.",
     "Yellow points fill your weakest colour. Score what you lack.", warmup=(40, 80), bag=8)


if __name__ == "__main__":
    if sys.argv[1] == "improve":
        improve(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 60)
        raise SystemExit(0)
    game, which = sys.argv[1], sys.argv[2]
    for number in sorted(SPECS[game]) if which == "all" else which.split(","):
        print(f"{game} {number}...", file=sys.stderr)
        if make(game, number) is None:
            print(f"{game} {number}: no position found", file=sys.stderr)
