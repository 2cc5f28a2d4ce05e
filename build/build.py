#!/usr/bin/env python3
"""Build the standalone Two Rivers for the operating system this runs on.

    python3 build/build.py                 build into build/dist/tworivers/
    python3 build/build.py --selftest      …then run the built game's self-test
    python3 build/build.py --distpath D --workpath W

A one-folder app made by PyInstaller from `build/two_rivers.spec`; the
program is `build/dist/tworivers/tworivers` (`tworivers.exe` on Windows).
PyInstaller's work and output folders default to `build/work/` and
`build/dist/` (ignored by git), never `build/` itself, which is this folder.

Run with any Python 3.11+: without PyInstaller and the game's dependencies
at hand it uses the project's environment `.venv/` (made or updated by
`dev.py`, whose `test` extra includes the `build` extra).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "two_rivers.spec"
NAME = "tworivers"


def executable_path(distpath: Path) -> Path:
    """The program inside a built folder."""
    return distpath / NAME / (NAME + ".exe" if os.name == "nt" else NAME)


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def build(distpath: Path, workpath: Path, quiet: bool = False) -> Path:
    """Run PyInstaller; the built program's path. Raises CalledProcessError."""
    command = [
        sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
        "--distpath", str(distpath), "--workpath", str(workpath),
        "--log-level", "WARN" if quiet else "INFO",
    ]
    # Our own packages come from this checkout (the spec puts it first on the path);
    # PYTHONPATH does the same for the icon script the spec runs.
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, PYTHONPATH=path, PYGAME_HIDE_SUPPORT_PROMPT="1")
    # The translations: compiled from the .po sources, then bundled by the spec.
    subprocess.run([sys.executable, "-m", "game.locale", "compile"], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    program = executable_path(distpath)
    if not program.is_file():
        raise FileNotFoundError(f"PyInstaller finished but {program} is missing")
    return program


def missing_requirements() -> list[str]:
    """The distributions a build needs that this Python lacks: PyInstaller, the
    game's own dependencies (pyproject.toml) and the project's metadata (the
    spec bundles it for `--version`). PyInstaller alone is not enough: without
    pygame it would still build, and the program would fail when started."""
    import tomllib
    from importlib.metadata import PackageNotFoundError, version

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [*project["dependencies"], *project["optional-dependencies"]["build"], project["name"]]
    missing = []
    for requirement in wanted:
        name = re.match(r"[A-Za-z0-9._-]+", requirement).group(0)
        try:
            version(name)
        except PackageNotFoundError:
            missing.append(name)
    return missing


def running_in(environment: Path) -> bool:
    """Whether this Python is the one of `environment`. Known by sys.prefix,
    not by the interpreter's path: a venv's python is often a symbolic link
    to the very interpreter that made it."""
    return Path(sys.prefix).resolve() == environment.resolve()


def _reexec_in_venv() -> None:
    """Without what a build needs here, run again with the project's environment."""
    sys.path.insert(0, str(ROOT))
    import dev  # the project's set-up script: makes or updates .venv

    python = dev._ensure_env()
    if running_in(dev.VENV):
        # Running again helps only if _ensure_env has just installed what was missing.
        still = missing_requirements()
        if still:
            print(f"build.py: .venv lacks {', '.join(still)}; run `python3 dev.py test` "
                  "or `pip install -e .[build]`", file=sys.stderr)
            sys.exit(2)
    sys.exit(subprocess.call([str(python), str(Path(__file__).resolve()), *sys.argv[1:]]))


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not argparse's usage block
        print(f"{self.prog}: {message}", file=sys.stderr)
        sys.exit(2)


def main(argv: list[str]) -> int:
    parser = _Parser(prog="build.py", description="Build the standalone Two Rivers.")
    parser.add_argument("--distpath", type=Path, default=ROOT / "build" / "dist",
                        help="where the app folder goes (default build/dist)")
    parser.add_argument("--workpath", type=Path, default=ROOT / "build" / "work",
                        help="PyInstaller's work folder (default build/work)")
    parser.add_argument("--selftest", action="store_true", help="run the built game's self-test afterwards")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller's warnings")
    args = parser.parse_args(argv)
    distpath, workpath = args.distpath.resolve(), args.workpath.resolve()
    for folder in (distpath, workpath):
        if folder == ROOT / "build" or folder == ROOT:
            parser.error(f"{folder}: would overwrite the sources; choose another folder")
    if missing_requirements():
        _reexec_in_venv()
    started = time.perf_counter()
    try:
        program = build(distpath, workpath, args.quiet)
    except (subprocess.CalledProcessError, FileNotFoundError) as error:
        print(f"build.py: the build failed: {error}", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - started
    size = folder_size(program.parent)
    print(f"built {program} in {seconds:.0f} s; the folder holds {size / 2**20:.1f} MB")
    if args.selftest:
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)  # the built game must not need the sources
        code = subprocess.call([str(program), "--selftest"], env=env, cwd=program.parent)
        if code:
            print(f"build.py: the built game's self-test failed (exit {code})", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
