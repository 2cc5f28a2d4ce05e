"""`tworivers tournament`: entrants, seatings, statistics, errors."""

from __future__ import annotations

import json

import pytest

from ai import Budget
from ai.tournament import lineups, load_log, parse_entrants, run_tournament, summary_lines
from game.cli import main


def test_entrants_with_their_own_budgets() -> None:
    entrants = parse_entrants("expert:300,strong:2,expert:0.5s,casual", Budget(iterations=9))
    assert [e.level for e in entrants] == ["expert", "strong", "expert", "casual"]
    assert entrants[0].budget == Budget(iterations=300)
    assert entrants[2].budget == Budget(seconds=0.5)
    assert entrants[3].budget == Budget(iterations=9)
    with pytest.raises(ValueError, match="unknown computer player"):
        parse_entrants("expert,wizard", Budget())
    with pytest.raises(ValueError, match="budget"):
        parse_entrants("expert:lots,casual", Budget())


def test_seats_rotate_and_round_robin() -> None:
    two = parse_entrants("casual,random", Budget())
    assert lineups(two, 2) == [(0, 1), (1, 0)]
    four = parse_entrants("expert,casual,casual,casual", Budget())
    assert lineups(four, 4) == [(0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2)]
    three = parse_entrants("random,beginner,casual", Budget())
    seatings = lineups(three, 2)
    assert len(seatings) == 6 and {tuple(sorted(s)) for s in seatings} == {(0, 1), (0, 2), (1, 2)}
    with pytest.raises(ValueError, match="one per seat"):
        lineups(two, 3)


def test_a_small_round_robin_with_ratings(tmp_path) -> None:
    entrants = parse_entrants("random,beginner,random:1", Budget())
    log = tmp_path / "log.jsonl"
    results, lines = run_tournament(entrants, 2, 6, 40, jobs=1, log_path=str(log), progress=None)
    assert len(results) == 6 and not any(r.error for r in results)
    text = "\n".join(lines)
    assert "openskill" in text and "beginner" in text and "95% CI" in text
    # Every game is in the log, and the log gives the same summary.
    logged_entrants, logged = load_log(str(log))
    assert [e.label for e in logged_entrants] == ["random", "beginner", "random:1"]
    assert summary_lines(logged_entrants, 2, logged, 0)[1:] == lines[1:]
    assert json.loads(log.read_text().splitlines()[-1])["summary"] == lines


def test_command_line(capsys) -> None:
    assert main(["tournament", "--ai", "beginner,random", "--games", "2", "--seed", "3", "--jobs", "1",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2 games (1 seeds, seats rotated)" in out and "beginner" in out
    assert main(["tournament", "--ai", "beginner,wizard"]) == 2
    assert capsys.readouterr().err.strip() == ("tworivers tournament: unknown computer player 'wizard' "
                                               "(random, beginner, casual, strong, expert, strong-classic, "
                                               "expert-classic, strong-learned, expert-learned, "
                                               "strong-focus)")
    assert main(["tournament", "--ai", "beginner,random", "--players", "5"]) == 2
