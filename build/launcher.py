"""The standalone executable's entry point (`two_rivers.spec`).

The computer players search in worker processes started with `spawn`; in
a frozen app each such process is this executable again, and
`multiprocessing.freeze_support()` is what turns it into the worker (and
returns without opening a window). So it must run before anything else.
"""

import multiprocessing

multiprocessing.freeze_support()

import os  # noqa: E402
import sys  # noqa: E402


def _ensure_streams() -> None:
    """A windowed Windows build has no console: sys.stdout and sys.stderr are
    None there, and anything writing to them would fail."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main() -> int:
    _ensure_streams()
    from game.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
