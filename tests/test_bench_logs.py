"""The measurement scripts read a long match run in parts as one match."""

from __future__ import annotations

import json

import pytest

from bench.margin import margins
from bench.tally import load_logs


def _log(path, seeds, labels=("strong", "casual"), lead=3):
    lines = []
    number = 0
    for seed in seeds:
        for seating in ((0, 1), (1, 0)):
            number += 1
            # Entrant 0 ends `lead` ahead of entrant 1 in its weakest colour.
            finals = [None, None]
            finals[seating.index(0)] = [10 + lead + seed, 20, 20, 20]
            finals[seating.index(1)] = [10 + seed, 20, 20, 20]
            winner = seating.index(0)
            lines.append(json.dumps({
                "number": number, "seed": seed, "seating": list(seating), "finals": finals,
                "ranking": [[winner], [1 - winner]], "decisions": [50, 50], "think": [1.0, 2.0],
                "slowest": [0.1, 0.2], "turns": 40, "end": "bag", "error": None,
                "labels": list(labels)}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_two_parts_are_one_match(tmp_path):
    first = _log(tmp_path / "a.jsonl", [1, 2], lead=2)
    second = _log(tmp_path / "b.jsonl", [3, 4, 5], lead=5)
    entrants, results = load_logs([first, second])
    assert [e.label for e in entrants] == ["strong", "casual"]
    assert sorted(r.seed for r in results) == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    labels, seeds = margins(first, second)
    assert labels == ["strong", "casual"]
    assert seeds == [2, 2, 5, 5, 5]


def test_a_seed_in_two_parts_is_refused(tmp_path):
    first = _log(tmp_path / "a.jsonl", [1, 2])
    second = _log(tmp_path / "b.jsonl", [2, 3])
    with pytest.raises(ValueError, match="seeds \\[2\\]"):
        load_logs([first, second])
    with pytest.raises(ValueError, match="seed 2"):
        margins(first, second)


def test_other_entrants_are_refused(tmp_path):
    first = _log(tmp_path / "a.jsonl", [1])
    second = _log(tmp_path / "b.jsonl", [2], labels=("expert:136", "strong"))
    with pytest.raises(ValueError, match="differ"):
        load_logs([first, second])
    with pytest.raises(ValueError, match="differ"):
        margins(first, second)


def test_with_four_players_the_margin_is_over_the_others_mean(tmp_path):
    """One Expert and three Casual: the first entrant's result minus the mean of the
    other three, per seed (the four seatings averaged)."""
    lines = []
    for number, seating in enumerate(((0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2))):
        # Entrants 0..3 end with weakest colours 9, 5, 6, 7: 9 - 6 = +3 in every seating.
        finals = [[(9, 5, 6, 7)[entrant], 20, 20, 20] for entrant in seating]
        lines.append(json.dumps({
            "number": number + 1, "seed": 7, "seating": list(seating), "finals": finals,
            "ranking": [[seating.index(0)]], "decisions": [50] * 4, "think": [1.0] * 4,
            "slowest": [0.1] * 4, "turns": 40, "end": "bag", "error": None,
            "labels": ["expert:136", "casual", "casual", "casual"]}))
    path = tmp_path / "four.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    labels, seeds = margins(str(path))
    assert labels == ["expert:136", "casual", "casual", "casual"]
    assert seeds == [3]
