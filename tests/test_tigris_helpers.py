"""The Tigris & Euphrates state's helpers see it through `protocols.StateLike`: they read
and change its public fields only, and the state carries out what they return (scoring,
ending the action or the turn, the monument question). Read from the source, as
`test_imports.py` does: a private name of the state used in a helper is a tie the
protocol does not show."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TIGRIS = Path(__file__).resolve().parent.parent / "game" / "engine" / "tigris"
HELPERS = ("buildings.py", "wonder.py", "threats.py", "variants.py", "explain_variants.py")
# Private names a helper may use that are not the state's: the NamedTuple API.
ALLOWED = {"_replace"}


@pytest.mark.parametrize("name", HELPERS)
def test_helpers_use_no_private_name_of_the_state(name: str) -> None:
    tree = ast.parse((TIGRIS / name).read_text(encoding="utf-8"))
    private = sorted({f"line {node.lineno}: .{node.attr}" for node in ast.walk(tree)
                      if isinstance(node, ast.Attribute) and node.attr.startswith("_")
                      and not node.attr.startswith("__") and node.attr not in ALLOWED})
    assert not private, f"{name} uses private names: " + ", ".join(private)


@pytest.mark.parametrize("name", HELPERS)
def test_helpers_annotate_the_protocol_not_the_state(name: str) -> None:
    source = (TIGRIS / name).read_text(encoding="utf-8")
    assert "state: StateLike" in source
    assert "state: State," not in source and "state: State)" not in source


def test_the_state_is_state_like() -> None:
    """Every member the protocol names, the state has (as mypy checks where it is passed)."""
    from game.engine import new_game
    from game.engine.tigris.protocols import StateLike
    from game.engine.tigris.state import State

    state = new_game("tigris", 2, 7, variants=["wonder", "buildings"])
    members = {name for name in dir(StateLike) if not name.startswith("_")} | set(
        StateLike.__annotations__)
    # (a property is looked up on the class: `pending_conflict` raises when nothing is pending)
    missing = sorted(name for name in members if name not in dir(State) and not hasattr(state, name))
    assert isinstance(state, State) and not missing, missing
