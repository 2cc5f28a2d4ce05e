#!/usr/bin/env python3
"""Set-up and everyday commands for Two Rivers, needing only Python 3.11+.

    python3 dev.py play        create .venv if needed, then start the game
    python3 dev.py test        create .venv if needed, then lint, type-check and run every test
    python3 dev.py bench       run the engine benchmark
    python3 dev.py run ARGS    run the `tworivers` command line with ARGS
    python3 dev.py lock        refresh requirements.lock from pyproject.toml's ranges

The virtual environment lives in `.venv/` beside this file. It installs the exact
versions of `requirements.lock` (every package, test and build extras included), so a
new release of a dependency never changes what the tests run against; it is
(re)installed whenever `pyproject.toml` or the lock changes.
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
LOCK = ROOT / "requirements.lock"
# The tool that writes the lock (only `dev.py lock` needs it): uv resolves for every
# platform at once, so the one lock serves Linux, Windows and macOS.
UV = "uv==0.13.9"
LOCK_COMMAND = ["pip", "compile", "pyproject.toml", "--extra", "test", "--extra", "build",
                "--universal", "--python-version", "3.11", "--no-header", "-o", "requirements.lock"]
LOCK_HEADER = """\
# The exact versions that `python3 dev.py test` and `play` install (docs/dependencies.md).
# Made from pyproject.toml's ranges by `python3 dev.py lock` (uv pip compile --universal);
# do not edit by hand.
"""


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _ensure_env() -> Path:
    python = _venv_python()
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + LOCK.read_bytes()).hexdigest()
    if python.exists() and STAMP.exists() and STAMP.read_text() == want:
        return python
    if not python.exists():
        print("Creating the environment in .venv …", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("Installing Two Rivers and its dependencies …", flush=True)
    pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    # First the locked versions of everything (setuptools, the build backend, among them),
    # then the project itself without resolving again and without a build environment
    # of its own, which would fetch whatever setuptools is newest that day.
    subprocess.run([*pip, "-r", str(LOCK)], check=True)
    subprocess.run([*pip, "--no-deps", "--no-build-isolation", "-e", str(ROOT)], check=True)
    STAMP.write_text(want)
    return python


def _lock(python: str) -> int:
    """Write requirements.lock anew from pyproject.toml (newest versions its ranges allow)."""
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", UV],
                   check=True)
    code = subprocess.call([python, "-m", "uv", *LOCK_COMMAND], cwd=ROOT)
    if code == 0:
        LOCK.write_text(LOCK_HEADER + LOCK.read_text(encoding="utf-8"), encoding="utf-8")
        print("requirements.lock written; `python3 dev.py test` installs it on its next run")
    return code


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
    if command == "lock":
        return _lock(python)
    _compile_catalogues(python)
    if command == "play":
        return subprocess.call([python, "-m", "game", *rest])
    if command == "run":
        return subprocess.call([python, "-m", "game", *rest])
    if command == "test":
        lint = subprocess.call([python, "-m", "ruff", "check", "."])
        if lint:
            return lint
        # The type check of pyproject.toml's [tool.mypy] files (docs/architecture.md, "Types").
        types = subprocess.call([python, "-m", "mypy"])
        if types:
            print(f"the type check failed; run it alone with: {python} -m mypy", file=sys.stderr)
            return types
        # Every core (pytest-xdist); a test is handed to whichever worker is free, since a few
        # take minutes and most milliseconds. `-n 0` (or any -n given) overrides it.
        spread = [] if any(a == "-n" or a.startswith("-n") and a[2:].isdigit() for a in rest) \
            else ["-n", "auto", "--dist", "worksteal"]
        return subprocess.call([python, "-m", "pytest", *spread, *rest])
    if command == "bench":
        return subprocess.call([python, "-m", "bench", *rest])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
