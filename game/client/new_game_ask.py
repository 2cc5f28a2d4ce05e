"""New game while a game is in progress: asked first.

The autosave holds one game; a new game takes its place, and the game left is kept as
a named save ("Unfinished: …", `saves.keep_unfinished_autosave`). That is safe but was
silent: the player who pressed New game by mistake did not know where the game went. So
New game asks first when the autosave holds a begun, unfinished game: start a new one
(the current game is kept in Load game), resume the current one, or cancel."""

from __future__ import annotations

from typing import Any

from .dialogs import MenuDialog
from .i18n import _


def ask_then_new_game(app: Any) -> None:
    """Open the new-game screen, asking first when a game is in progress."""
    from .saves import autosave_in_progress, resume_autosave
    from .setup import open_new_game

    game = autosave_in_progress()
    if game is None:
        open_new_game(app)
        return

    def start() -> None:
        app.pop(dialog)
        open_new_game(app)

    def resume() -> None:
        app.pop(dialog)
        resume_autosave(app)

    dialog = MenuDialog(
        app,
        _("A game is in progress"),
        [(_("Start a new game"), start, "start new"), (_("Resume it"), resume, "resume it"),
         (_("Cancel"), lambda: app.pop(dialog), "cancel")],
        text=_("Start a new one? The current game ({game}) is kept in Load game.").format(game=game),
    )
    app.push(dialog)
