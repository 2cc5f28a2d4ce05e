"""What the command line's parsers share with the window's self-test
(`tworivers --selftest`), below both: the self-test reads its own options
without importing the command line, which starts it."""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

from game.engine.actions import shorten
from game.engine.errors import one_line


class OutputErrorsParser(argparse.ArgumentParser):
    """An argument parser whose help and version texts fail loudly when they cannot be
    written: argparse swallows write errors, so `--help > /dev/full` would exit 0 having
    written nothing; here they reach `main`, which reports them like any other output error."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:
            (file or sys.stderr).write(message)


_WHOLE = re.compile(r"-?[0-9]+")
_DECIMAL = re.compile(r"-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
                      r"|(?i:[-+]?(?:nan|inf|infinity))")  # (refused by name: must be more than 0)


def whole_number(text: str) -> int:
    """An option's whole number (argparse `type`): ASCII digits, perhaps a minus sign."""
    if not _WHOLE.fullmatch(text) or len(text) > 4000:  # (Python reads at most 4,300 digits)
        raise argparse.ArgumentTypeError(f"expected a whole number in digits 0-9, not {_quoted(text)}")
    return int(text)


def decimal_number(text: str) -> float:
    """An option's number of seconds (argparse `type`): ASCII digits, a point, an exponent."""
    if not _DECIMAL.fullmatch(text) or len(text) > 4000:
        raise argparse.ArgumentTypeError(f"expected a number in digits 0-9, not {_quoted(text)}")
    return float(text)


def _quoted(text: str) -> str:
    return one_line(repr(shorten(text)))
