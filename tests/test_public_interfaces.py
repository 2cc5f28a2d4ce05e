"""The tests use the project's public interfaces, read from their source (issue 29).

A test that reaches a private name (`x._name`, `from game.m import _name`) of
project code pins that code's insides: a rename or a better structure then
breaks the test while the behaviour it checks still holds. Where a test needs
something, the code offers it publicly (a small accessor, a public helper).

Allowed: names on `self`/`cls` (a test's own class), a named tuple's `_replace`,
`_asdict`, `_fields`, `_make`, the translation functions the extractor reads by
their names (`_`, `_r`, `_rn`), and anything reached through a module the
project does not own (pygame's own, the standard library's).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = {"game", "ai", "tools", "bench", "build", "dev"}
OWNED = PROJECT | {"tests"}  # (the tests may share their own helpers, private or not)
ALLOWED = {"_replace", "_asdict", "_fields", "_make", "_", "_r", "_rn"}


def _private(name: str) -> bool:
    dunder = name.startswith("__") and name.endswith("__")
    return name.startswith("_") and not dunder and name not in ALLOWED


def _root_name(node: ast.expr) -> str | None:
    """The name an attribute chain starts from (`a` in `a.b.c`), if it starts from one."""
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _foreign_modules(tree: ast.Module) -> set[str]:
    """Names a file binds to modules the project does not own (`import pygame`, `import sys as s`)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] not in OWNED:
                    names.add(alias.asname or alias.name.split(".")[0])
    return names


def private_uses(source: str, name: str = "<test>") -> Iterator[str]:
    """`FILE:LINE: what` for each private name of project code the source reaches."""
    tree = ast.parse(source)
    foreign = _foreign_modules(tree)
    for node in sorted(ast.walk(tree), key=lambda node: getattr(node, "lineno", 0)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            root = _root_name(node.value)
            if root in ("self", "cls") or root in foreign:
                continue
            yield f"{name}:{node.lineno}: {ast.unparse(node)}"
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module \
                and node.module.split(".")[0] in PROJECT:
            for alias in node.names:
                if _private(alias.name):
                    yield f"{name}:{node.lineno}: from {node.module} import {alias.name}"


def test_the_checker_finds_private_names_and_allows_the_rest() -> None:
    found = list(private_uses(
        "from game.client import backdrop\n"
        "from game.engine.legal import _select\n"
        "import pygame\n"
        "backdrop._backdrop_cache.clear()\n"
        "d.app._redraw = True\n"
        "x = pygame._sdl2\n"
        "state._replace(seat=1)\n"
        "self._state = 3\n"
        "i18n._('Load game')\n"
        "x.__class__\n"
    ))
    assert found == ["<test>:2: from game.engine.legal import _select",
                     "<test>:4: backdrop._backdrop_cache", "<test>:5: d.app._redraw"]


def test_no_test_reaches_a_private_name_of_project_code() -> None:
    found = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        found += private_uses(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not found, "tests reach private names of project code:\n" + "\n".join(found)
