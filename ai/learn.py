"""Learn a game's evaluation from self-play: `python -m ai.learn --game tigris`.

    python -m ai.learn --game tigris --games 200 --seed 1001 --levels casual

Plays `--games` seeded two-player games (game i: seed `--seed + i`, every
seat at level `levels[i % len(levels)]`), records every turn's start as each
seat sees it (`ai/features.py`, counted as `ai/<game>/features.py` says) with the hand-set evaluation's
projection (`evaluate.seat_values`, over its spread) and the game's outcome, and fits the
conditional logit of `ai/learned.py` (who won, ties split) by L2-regularised
Newton steps (each `--l2` tried, the best on the held-out games kept; the
penalty pulls towards the hand-set evaluation as it is), in three forms:
the hand-set projection alone, the features alone, and both.
Every fifth game is held out; the held-out log-loss and accuracy of each
form, of the hand-set evaluation's own win chances and of a ridge
regression on the final margin (the weakest colour's, turned into a win
chance by a logistic fitted on the training games) are printed and kept in
the file. The form with the lowest held-out log-loss is refitted on
every game and written with its seeds and settings (`--out`, default
`ai/<game>/weights.json`). The same arguments give the same weights.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.engine import View, new_game

from .base import Budget
from .features import FeatureSpec
from .knowledge import KNOWLEDGE, knowledge_for
from .learned import Model, handset_values, save, weights_path
from .levels import make_player

HOLD_OUT = 5  # every fifth game is held out
FORMS = {"handset": (False, True), "features": (True, False), "both": (True, True)}


@dataclass
class Data:
    """Positions (one row per seat) and outcomes of the games played."""

    x: list[list[list[float]]]  # position → seat → features
    h: list[list[float]]  # position → seat → hand-set projection
    progress: list[float]
    baseline: list[list[float]]  # the hand-set evaluation's win chances
    wins: list[list[float]]  # position → seat → share of the win
    margin: list[float]  # seat 0's weakest colour minus seat 1's at the end
    game: list[int]  # which game (index) each position comes from


def features_of(game: str) -> FeatureSpec:
    """The game's features (`features.py`), as its knowledge carries them."""
    spec = KNOWLEDGE[game].features
    assert spec is not None, game
    return spec


def play(game: str, seed: int, level: str, players: int, data: Data, index: int) -> None:
    """One self-play game, its turn starts added to `data`."""
    spec = features_of(game)
    evaluate = importlib.import_module(f"ai.{game}.evaluate")
    name, _, spec_budget = level.partition(":")
    budget = Budget(iterations=int(spec_budget)) if spec_budget else None
    bots = [make_player(name, seed * 7919 + seat) for seat in range(players)]
    state = new_game(game, players, seed)
    knowledge = knowledge_for(state)
    start = len(data.x)
    last_turn = -1
    while not state.is_over:
        if state.pending is None and state.actions_left == 2 and state.turn != last_turn:
            last_turn = state.turn
            data.x.append([spec.features(state, seat) for seat in range(players)])
            data.h.append(handset_values(state, evaluate))
            data.progress.append(spec.progress(state))
            data.baseline.append(list(knowledge.utilities(state)))
            data.game.append(index)
        seat = state.to_move
        state.apply(bots[seat].choose(View.of(state, seat), budget))
    winners = state.ranking()[0]
    share = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    results = [min(score) for score in state.final_scores()]
    for _ in range(start, len(data.x)):
        data.wins.append(share)
        data.margin.append(results[0] - results[1])


def prior(data: Data, features: bool, handset: bool) -> list[float]:
    """The weights the penalty pulls towards: the hand-set evaluation as it is
    (a = 1), where the form has it; nothing otherwise."""
    out = [0.0] * (len(data.x[0][0]) if features else 0)
    return out + [1.0, 0.0] if handset else out


def design(data: Data, features: bool, handset: bool):
    import numpy as np

    parts = []
    if features:
        parts.append(np.asarray(data.x, dtype=float))
    if handset:
        h = np.asarray(data.h, dtype=float)[:, :, None]
        p = np.asarray(data.progress, dtype=float)[:, None, None]
        parts.append(np.concatenate([h, h * p], axis=2))
    return np.concatenate(parts, axis=2)


def fit_logit(x, y, l2: float, prior=None, steps: int = 30):
    """Weights maximising the conditional logit's likelihood of `y` (rows: positions,
    seats, features), with an L2 penalty on the standardised weights' distance
    from `prior` (raw weights; zeros if None)."""
    import numpy as np

    flat = x.reshape(-1, x.shape[2])
    scale = flat.std(axis=0)
    scale[scale == 0] = 1.0
    z = x / scale
    n, _, d = z.shape
    centre = np.zeros(d) if prior is None else np.asarray(prior, dtype=float) * scale
    w = centre.copy()
    for _ in range(steps):
        p = softmax_rows(z @ w)
        grad = np.einsum("ns,nsd->d", p - y, z) / n + l2 * (w - centre)
        mean = np.einsum("ns,nsd->nd", p, z)
        hess = (np.einsum("ns,nsd,nse->de", p, z, z) - mean.T @ mean) / n + l2 * np.eye(d)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w / scale


def softmax_rows(z):
    import numpy as np

    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def scores(p, y) -> dict[str, float]:
    """Log-loss (nats a position) and accuracy (the share of the win given to the favourite)."""
    import numpy as np

    p = np.clip(p, 1e-9, 1.0)
    loss = float(-(y * np.log(p)).sum(axis=1).mean())
    accuracy = float(y[np.arange(len(y)), p.argmax(axis=1)].mean())
    return {"log_loss": round(loss, 4), "accuracy": round(accuracy, 4)}


def fit_margin(x, margin, l2: float, train, test) -> dict[str, float]:
    """Ridge regression of seat 0's final margin on the seats' feature differences,
    turned into win chances by a logistic fitted on the training rows."""
    import numpy as np

    d = x[:, 0, :] - x[:, 1, :]
    scale = d[train].std(axis=0)
    scale[scale == 0] = 1.0
    d = d / scale
    a = d[train]
    w = np.linalg.solve(a.T @ a / len(a) + l2 * np.eye(d.shape[1]), a.T @ margin[train] / len(a))
    pred = d @ w
    wins = (margin > 0) + 0.5 * (margin == 0)
    c = 0.1  # the logistic's slope, by Newton steps on the training rows
    for _ in range(50):
        q = 1 / (1 + np.exp(-c * pred[train]))
        grad = ((q - wins[train]) * pred[train]).mean()
        hess = (q * (1 - q) * pred[train] ** 2).mean() + 1e-9
        c -= grad / hess
    q = 1 / (1 + np.exp(-c * pred[test]))
    out = scores(np.stack([q, 1 - q], axis=1), np.stack([wins[test], 1 - wins[test]], axis=1))
    residual = margin[test] - pred[test]
    out["r2"] = round(float(1 - residual.var() / margin[test].var()), 4)
    return out


def learn(game: str, games: int, seed: int, levels: list[str], l2s: list[float],
          log: Any = None, cache: Path | None = None) -> Model:
    """Play (or read from `cache`, written when missing) and fit; see the module docstring."""
    import numpy as np

    spec = features_of(game)
    started = time.perf_counter()
    made = {"game": game, "games": games, "seed": seed, "levels": levels, "names": list(spec.names)}
    if cache is not None and cache.exists():
        saved = json.loads(cache.read_text(encoding="utf-8"))
        if saved.get("made") != made:
            raise ValueError(f"{cache}: positions of other games ({saved.get('made')})")
        data = Data(**saved["data"])
    else:
        data = Data([], [], [], [], [], [], [])
        for index in range(games):
            play(game, seed + index, levels[index % len(levels)], 2, data, index)
            if log is not None and (index + 1) % max(1, games // 10) == 0:
                print(f"{index + 1} games, {len(data.x)} positions, {time.perf_counter() - started:.0f} s",
                      file=log, flush=True)
        if cache is not None:
            cache.write_text(json.dumps({"made": made, "data": asdict(data)}), encoding="utf-8")
    y = np.asarray(data.wins, dtype=float)
    held = np.asarray(data.game) % HOLD_OUT == HOLD_OUT - 1
    train, test = ~held, held
    measured: dict[str, Any] = {"positions": len(y), "held_out_positions": int(test.sum()),
                                "handset_win_chances": scores(np.asarray(data.baseline)[test], y[test])}
    for form, (features, handset) in FORMS.items():
        x = design(data, features, handset)
        tried = []
        for l2 in l2s:  # the penalty with the lowest held-out log-loss
            w = fit_logit(x[train], y[train], l2, prior(data, features, handset))
            tried.append(scores(softmax_rows(x[test] @ w), y[test]) | {"l2": l2})
        measured[form] = min(tried, key=lambda figures: figures["log_loss"])
    margins = np.asarray(data.margin, dtype=float)
    both = design(data, True, True)
    measured["margin_ridge"] = min((fit_margin(both, margins, l2, train, test) | {"l2": l2} for l2 in l2s),
                                   key=lambda figures: figures["log_loss"])
    best = min(FORMS, key=lambda form: measured[form]["log_loss"])
    features, handset = FORMS[best]
    l2 = measured[best]["l2"]
    w = [float(v) for v in fit_logit(design(data, features, handset), y, l2, prior(data, features, handset))]
    names = spec.names if features else ()
    weights = w[:len(names)]
    a, b = (w[len(names)], w[len(names) + 1]) if handset else (0.0, 0.0)
    settings = {"command": f"python -m ai.learn --game {game} --games {games} --seed {seed} "
                           f"--levels {','.join(levels)} --l2 {','.join(map(str, l2s))}",
                "games": games, "seeds": [seed, seed + games - 1], "levels": levels, "players": 2,
                "l2_tried": l2s, "l2": l2, "hold_out": f"every {HOLD_OUT}th game", "form": best,
                "seconds": round(time.perf_counter() - started)}
    return Model(game, tuple(names), tuple(round(v, 6) for v in weights), round(a, 6), round(b, 6),
                 settings, measured)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.learn", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="tigris")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="casual",
                        help="levels of the self-play games, in turn (LEVEL or LEVEL:ITERATIONS)")
    parser.add_argument("--l2", default="0.001,0.01,0.1,1,10",
                        help="L2 penalties to try (the lowest held-out log-loss is kept)")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--positions", type=Path, default=None,
                        help="keep the games' positions in this file (JSON), or read them from it: "
                             "fitting again without playing again")
    args = parser.parse_args(argv)
    if args.game not in KNOWLEDGE or KNOWLEDGE[args.game].features is None:
        print(f"python -m ai.learn: --game {args.game}: no features for that game", file=sys.stderr)
        return 2
    if args.games < HOLD_OUT:
        print(f"python -m ai.learn: --games {args.games}: at least {HOLD_OUT} (one held out)",
              file=sys.stderr)
        return 2
    try:
        l2s = [float(v) for v in args.l2.split(",")]
        if not all(0 < v < float("inf") for v in l2s):
            raise ValueError
    except ValueError:
        print(f"python -m ai.learn: --l2 {args.l2}: positive numbers, comma-separated", file=sys.stderr)
        return 2
    try:
        model = learn(args.game, args.games, args.seed, args.levels.split(","), l2s, sys.stderr,
                      args.positions)
    except (OSError, ValueError) as error:
        print(f"python -m ai.learn: {error}", file=sys.stderr)
        return 2
    out = args.out or weights_path(args.game)
    save(model, out)
    for key, value in model.measured.items():
        print(f"{key}: {value}")
    print(f"form {model.settings['form']}: written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
