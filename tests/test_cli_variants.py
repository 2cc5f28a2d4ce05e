"""The command line with the variants: `run` (summary, `--json` fields, `--print-position`
round trip, bad `variants`), `simulate --variants` and `tournament --variants`."""

from __future__ import annotations

import json

from game.cli import main
from game.engine import load_position
from tests.conftest import position_toml
from tests.test_cli import run, write

NEW_GAME = 'game = "tigris"\nstart = "new"\nplayers = 2\nmap = "advanced"\nseed = 5\n'


def test_a_new_game_with_variants_replays_and_shows_them(tmp_path, capsys):
    path = write(tmp_path, "g.toml", NEW_GAME + 'variants = ["buildings", "measured-support"]\n'
                                                'actions = ["pass", "pass"]\n')
    code, out, err = run(capsys, "run", path)
    assert code == 0 and err == ""
    assert "variants: measured-support, buildings; buildings all in the supply" in out
    code, out, err = run(capsys, "run", path, "--json")
    data = json.loads(out)
    assert data["variants"] == ["measured-support", "buildings"]
    assert data["board"]["buildings"] == {} and "wonder" not in data["board"]
    code, out, err = run(capsys, "run", path, "--print-position")
    assert code == 0 and 'variants = ["measured-support", "buildings"]' in out
    assert "buildings = {}" in out
    again = load_position(out)
    assert again.variants.names == ["measured-support", "buildings"]


def test_json_without_variants_and_with_the_wonder_in_the_supply(tmp_path, capsys):
    code, out, _ = run(capsys, "run", write(tmp_path, "a.toml", NEW_GAME + "actions = []\n"), "--json")
    data = json.loads(out)
    assert data["variants"] == [] and "wonder" not in data["board"] and "buildings" not in data["board"]
    code, out, _ = run(capsys, "run", write(tmp_path, "b.toml", NEW_GAME + 'variants = ["wonder"]\n'
                                                                         "actions = []\n"), "--json")
    data = json.loads(out)
    assert data["variants"] == ["wonder"] and data["board"]["wonder"] is None


def test_a_position_with_pieces_prints_back_and_a_pending_question_is_named(tmp_path, capsys):
    text = position_toml(tiles={"red": "G5 H5 A1 C1 A3", "black": "F10 G10"}, treasures="A1 C1 A3",
                         variants="wonder buildings", wonder="J6", buildings="black F10",
                         players=[{"hand": "red red"}, {"hand": "red"}])
    path = write(tmp_path, "p.toml", text.replace("[tiles]", 'actions = ["tile red I5"]\n[tiles]'))
    code, out, err = run(capsys, "run", path, "--json")
    data = json.loads(out)
    assert data["pending"] == "building"
    assert data["legal"] == ["building red G5", "building red H5", "building red I5", "no building"]
    assert data["board"]["wonder"] == "J6" and data["board"]["buildings"] == {"black": "F10"}
    code, out, err = run(capsys, "run", path, "--print-position")
    assert code == 3 and "a building is pending" in err
    path = write(tmp_path, "q.toml", text.replace("[tiles]", 'actions = ["tile red I5", "building red '
                                                             'H5"]\n[tiles]'))
    code, out, err = run(capsys, "run", path, "--print-position")
    assert code == 0
    assert 'wonder = "J6"' in out and 'buildings = { black = "F10", red = "H5" }' in out
    assert load_position(out).variant_pieces.buildings[1] >= 0


def test_bad_variants_name_the_field(tmp_path, capsys):
    code, out, err = run(capsys, "run", write(tmp_path, "g.toml", NEW_GAME + 'variants = ["wonder", "moon"]\n'
                                                                            "actions = []\n"))
    assert code == 2 and out == ""
    assert err.strip().endswith("variants[1]: 'moon' is not a variant (measured-support, wonder, buildings)")
    code, out, err = run(capsys, "run", write(tmp_path, "h.toml", NEW_GAME + 'variants = "wonder"\n'
                                                                            "actions = []\n"))
    assert code == 2 and "variants: expected a list" in err
    path = write(tmp_path, "i.toml", NEW_GAME + 'actions = ["wonder point red"]\n')
    code, out, err = run(capsys, "run", path)
    assert code == 2 and 'action 1 "wonder point red": there is no wonder point to take now' in err


def test_simulate_and_tournament_take_variants(tmp_path, capsys):
    code, out, err = run(capsys, "simulate", "--games", "1", "--seed", "4", "--ai", "beginner,beginner",
                         "--variants", "all", "--records", str(tmp_path))
    assert code == 0, err
    record = next(tmp_path.glob("*.toml")).read_text()
    assert 'variants = ["measured-support", "wonder", "buildings"]' in record
    assert main(["run", str(next(tmp_path.glob("*.toml")))]) == 0
    capsys.readouterr()
    code, out, err = run(capsys, "tournament", "--ai", "beginner,random", "--games", "2", "--seed", "3",
                         "--jobs", "1", "--quiet", "--variants", "wonder,measured-support")
    assert code == 0, err
    code, out, err = run(capsys, "simulate", "--variants", "wonder,moon")
    assert code == 2 and "unknown variant 'moon'" in err
    code, out, err = run(capsys, "simulate", "--game", "yangtze", "--variants", "wonder")
    assert code == 2 and "Yellow & Yangtze has no variants" in err
