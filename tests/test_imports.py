"""The import structure of `game/` and `ai/`, read from the source (issue 29).

Every import counts: at the top of a module, inside a function (often used to
hold a circle open), and under `if TYPE_CHECKING:` — a type-only import still
ties two modules together (a reader, and a type checker, must read both), and
counting it costs nothing once the types that cross a layer live below it.

Kept true here: no import circle (every strongly connected component of the
module graph is one module); no arrow up a layer (the engine imports nothing
above it; the computer players neither the lessons, the window nor the
command line; the lessons neither the window nor the command line; the
window not the command line); no game's folder imports another game's; no
module over 600 lines.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest

from game.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 600

# Modules still over MAX_LINES (issue 29): this list only shrinks (it is empty now: the two
# engine states were split into chains of classes, one module each, issue 35).
TOO_LONG: set[str] = set()

# What a layer may not import (a module's name, or a package and everything in it).
FORBIDDEN = {
    "game.engine": ("ai", "game.lessons", "game.client", "game.cli", "game.cli_args", "game.storage",
                    "game.paths"),
    "ai": ("game.lessons", "game.client", "game.cli", "game.cli_args"),
    "game.lessons": ("game.client", "game.cli"),
    "game.challenges": ("game.client", "game.cli"),
    "game.client": ("game.cli",),
    # The files (saves, settings) sit below the window, which uses them
    "game.storage": ("game.client", "game.cli"),
    "game.paths": ("game.client", "game.cli"),
    # A game's statistics (issue 32): on the engine and the files, below the window
    "game.stats": ("game.client", "game.cli", "game.lessons", "ai"),
}


def _modules(root: Path = ROOT) -> dict[str, Path]:
    found = {}
    for top in ("game", "ai"):
        for path in sorted((root / top).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _imported(name: str, path: Path, modules: dict[str, Path]) -> Iterator[tuple[str, int]]:
    """The project's modules that `name` imports, anywhere in it, with the line."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                # `from package import module` imports the module; `from module import name` the module
                submodule = f"{module}.{alias.name}"
                yield (submodule if submodule in modules else module), node.lineno


def import_graph(root: Path = ROOT) -> dict[str, dict[str, int]]:
    """Each module of `game/` and `ai/` → the project's modules it imports (→ a line that does)."""
    modules = _modules(root)
    graph: dict[str, dict[str, int]] = {}
    for name, path in modules.items():
        graph[name] = {}
        for target, line in _imported(name, path, modules):
            if target in modules and target != name:
                graph[name].setdefault(target, line)
    return graph


def circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for node in sorted(graph):
            if node not in index:
                visit(node)
    finally:
        sys.setrecursionlimit(limit)
    return found


def _one_cycle(graph: dict[str, dict[str, int]], component: list[str]) -> list[str]:
    """A shortest way round inside a component, from its first module back to it (breadth first)."""
    members = set(component)
    start = component[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in graph[node]:
                if target == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [*reversed(path), start]
                if target in members and target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    return component


def describe_circle(graph: dict[str, dict[str, int]], component: list[str]) -> str:
    cycle = _one_cycle(graph, component)
    steps = "\n".join(f"    {a} -> {b}  (line {graph[a][b]})" for a, b in pairwise(cycle))
    return f"{len(component)} modules in a circle: {', '.join(component)}\n  for example:\n{steps}"


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _game_of(name: str) -> str | None:
    """The game whose folder (or module: `game.lessons.tigris`) holds `name`, if any."""
    parts = name.split(".")
    return next((part for part in parts[1:] if part in GAMES), None)


@pytest.fixture(scope="module")
def graph() -> dict[str, dict[str, int]]:
    return import_graph()


def test_the_graph_sees_imports_inside_functions_and_type_checking_blocks(tmp_path):
    pkg = tmp_path / "game"
    pkg.mkdir()
    (tmp_path / "ai").mkdir()
    for name in ("__init__", "a", "b", "c", "d"):
        (pkg / f"{name}.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from . import b\n")
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import X\n")
    (pkg / "c.py").write_text("import game.a\nfrom game import d\n")
    found = import_graph(tmp_path)
    assert found["game.a"] == {"game.b": 2}
    assert found["game.b"] == {"game.c": 3}
    assert found["game.c"] == {"game.a": 1, "game.d": 2}
    assert circles(found) == [["game.a", "game.b", "game.c"]]
    assert "game.a -> game.b  (line 2)" in describe_circle(found, ["game.a", "game.b", "game.c"])


def test_no_import_circles(graph):
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(describe_circle(graph, c) for c in found)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_arrow_up_a_layer(graph, layer):
    wrong = [
        f"{source} imports {target} (line {line})"
        for source, targets in sorted(graph.items()) if _within(source, layer)
        for target, line in sorted(targets.items())
        if any(_within(target, above) for above in FORBIDDEN[layer])
    ]
    assert not wrong, f"{layer} reaches up:\n" + "\n".join(wrong)


def test_no_game_imports_another_games_folder(graph):
    wrong = [
        f"{source} ({_game_of(source)}) imports {target} ({_game_of(target)}, line {line})"
        for source, targets in sorted(graph.items())
        for target, line in sorted(targets.items())
        if _game_of(source) and _game_of(target) and _game_of(source) != _game_of(target)
    ]
    assert not wrong, "\n".join(wrong)


def test_modules_are_small():
    lengths = {name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in _modules().items()}
    too_long = sorted(f"{name}: {count} lines" for name, count in lengths.items()
                      if count > MAX_LINES and name not in TOO_LONG)
    assert not too_long, f"over {MAX_LINES} lines:\n" + "\n".join(too_long)
    shrunk = sorted(name for name in TOO_LONG if lengths.get(name, 0) <= MAX_LINES)
    assert not shrunk, f"no longer over {MAX_LINES} lines: take them off TOO_LONG: {shrunk}"


def test_every_layer_takes_its_games_from_the_one_list():
    """`game/games.py` lists the games once; the engine, the computer players, the lessons,
    the window and the catalogues' contexts each have every game, in that order."""
    import ai.knowledge
    from game.client.registry import games
    from game.engine import RULESETS
    from game.lessons import lesson_game
    from game.locale.catalogues import GAME_CONTEXTS

    assert list(RULESETS) == list(GAMES)
    assert list(ai.knowledge.KNOWLEDGE) == list(GAMES)
    assert games() == list(GAMES)
    assert [lesson_game(name).name for name in GAMES] == list(GAMES)
    assert set(GAME_CONTEXTS.values()) == set(GAMES[1:])  # the first game's sentences have no context
    with pytest.raises(ValueError, match="know no game 'runner'"):
        lesson_game("runner")  # a module of the lessons, not a game
