"""Write the gettext template `game/locale/tworivers.pot` from the sources.

    python -m game.locale.extract [--check]

The same as `python -m game.locale extract` (or `check` with `--check`):
see `game/locale/catalogues.py` and docs/i18n.md.
"""

from __future__ import annotations

import sys

from .catalogues import main

if __name__ == "__main__":
    sys.exit(main(["check" if "--check" in sys.argv[1:] else "extract"]))
