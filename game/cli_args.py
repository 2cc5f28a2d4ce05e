"""What the command line's parsers share with the window's self-test
(`tworivers --selftest`), below both: the self-test reads its own options
without importing the command line, which starts it."""

from __future__ import annotations

import argparse
import sys
from typing import IO


class OutputErrorsParser(argparse.ArgumentParser):
    """An argument parser whose help and version texts fail loudly when they cannot be
    written: argparse swallows write errors, so `--help > /dev/full` would exit 0 having
    written nothing; here they reach `main`, which reports them like any other output error."""

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        if message:
            (file or sys.stderr).write(message)
