"""The architecture's boundaries, checked: the engine and the computer
players never load pygame, and the engine uses no threads, no global
randomness and no I/O of its own."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import ai
import game.engine

ROOT = Path(__file__).resolve().parent.parent


def _modules(package) -> list[str]:
    return [package.__name__] + [
        f"{package.__name__}.{m.name}" for m in pkgutil.iter_modules(package.__path__)]


def test_engine_and_ai_never_load_pygame():
    names = _modules(game.engine) + _modules(ai)
    code = ("import sys\n" + "".join(f"import {n}\n" for n in names)
            + "loaded = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'game.client')]\n"
            + "print(','.join(loaded))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""


def test_a_game_s_statistics_never_load_pygame():
    """`game.stats` (issue 32) computes from records alone: no window is loaded with it."""
    import game.stats

    names = _modules(game.stats)
    code = ("import sys\n" + "".join(f"import {n}\n" for n in names)
            + "loaded = [m for m in sys.modules\n"
            + "          if m.split('.')[0] == 'pygame' or m.startswith('game.client')]\n"
            + "print(','.join(loaded))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""


def test_engine_imports_nothing_impure():
    forbidden = {"random", "threading", "pygame", "socket", "subprocess", "multiprocessing",
                 "time", "ai", "game.client", "gettext", "babel", "locale"}  # the window translates
    for path in sorted((ROOT / "game" / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "open":
                raise AssertionError(f"{path.name} opens files")
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] not in forbidden and name not in forbidden, \
                    f"{path.name} imports {name}"
