#!/usr/bin/env python3
"""Set-up and everyday commands for Two Rivers, needing only Python 3.11+.

    python3 dev.py play        create .venv if needed, then start the game
    python3 dev.py test        create .venv if needed, then lint and run every test
    python3 dev.py bench       run the engine benchmark
    python3 dev.py run ARGS    run the `tworivers` command line with ARGS

The virtual environment lives in `.venv/` beside this file. It is (re)installed
whenever `pyproject.toml` changes, so the commands always run against the
declared dependencies.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".two-rivers-installed"


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _ensure_env() -> Path:
    python = _venv_python()
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if python.exists() and STAMP.exists() and STAMP.read_text() == want:
        return python
    if not python.exists():
        print("Creating the environment in .venv …", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("Installing Two Rivers and its dependencies …", flush=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-e", f"{ROOT}[test]"],
        check=True,
    )
    STAMP.write_text(want)
    return python


def _compile_catalogues(python: str) -> None:
    """The translations the game reads (.mo), made from the .po sources when missing or
    older (docs/i18n.md); git keeps only the sources."""
    subprocess.run([python, "-c", "from game.locale.catalogues import compile_if_stale; "
                    "compile_if_stale()"], cwd=ROOT, check=True)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "play"
    rest = argv[1:]
    python = str(_ensure_env())
    os.chdir(ROOT)
    _compile_catalogues(python)
    if command == "play":
        return subprocess.call([python, "-m", "game", *rest])
    if command == "run":
        return subprocess.call([python, "-m", "game", *rest])
    if command == "test":
        lint = subprocess.call([python, "-m", "ruff", "check", "."])
        if lint:
            return lint
        return subprocess.call([python, "-m", "pytest", *rest])
    if command == "bench":
        return subprocess.call([python, "-m", "bench", *rest])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
