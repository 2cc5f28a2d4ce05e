"""The pygame-ce game window (`docs/client.md`).

Everything here shows the game and sends decisions; every rule comes from
`game.engine`. Computer players come from `ai`.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is first imported
