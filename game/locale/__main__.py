"""`python -m game.locale extract|update|compile|check` (game/locale/catalogues.py)."""

import sys

from .catalogues import main

sys.exit(main(sys.argv[1:]))
