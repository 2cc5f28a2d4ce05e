#!/usr/bin/env python3
"""Build the standalone Two Rivers for the operating system this runs on.

    python3 build/build.py                 build into build/dist/tworivers/
    python3 build/build.py --selftest      …then run the built game's self-test
    python3 build/build.py --distpath D --workpath W

A one-folder app made by PyInstaller from `build/two_rivers.spec`; the
program is `build/dist/tworivers/tworivers` (`tworivers.exe` on Windows).
PyInstaller's work and output folders default to `build/work/` and
`build/dist/` (ignored by git), never `build/` itself, which is this folder.

Run with any Python 3.11+: without PyInstaller at hand it uses the project's
environment `.venv/` (made or updated by `dev.py`, whose `test` extra
includes the `build` extra).
"""

from __future__ import annotations

import argparse
import os
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
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    program = executable_path(distpath)
    if not program.is_file():
        raise FileNotFoundError(f"PyInstaller finished but {program} is missing")
    return program


def _reexec_in_venv() -> None:
    """Without PyInstaller here, run again with the project's environment."""
    sys.path.insert(0, str(ROOT))
    import dev  # the project's set-up script: makes or updates .venv

    python = dev._ensure_env()
    if Path(sys.executable).resolve() == Path(python).resolve():
        print("build.py: PyInstaller is not installed in .venv; run `python3 dev.py test` "
              "or `pip install -e .[build]`", file=sys.stderr)
        sys.exit(2)
    sys.exit(subprocess.call([str(python), str(Path(__file__).resolve()), *sys.argv[1:]]))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description="Build the standalone Two Rivers.")
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
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
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
