"""The in-game menu (Esc): resume, save, load, settings, leave."""

from __future__ import annotations

from .dialogs import MenuDialog, TextPrompt
from .i18n import _
from .saves import save_path_for, write_save
from .session import round_number


class PauseScene(MenuDialog):
    def __init__(self, app, game) -> None:
        self.game = game
        super().__init__(app, _("Paused"), self._entries(app), text=_("The game is saved after every move."),
                         compact=True)

    def _entries(self, app) -> list:
        return [
            (_("Resume"), self._resume, "resume"),
            (_("Rules"), self._rules, "rules"),
            (_("Lessons"), self._lessons, "lessons"),
            (_("Save game"), self._save, "save"),
            (_("Load game"), self._load, "load"),
            (_("Settings"), self._settings, "settings"),
            (_("Main menu"), self._menu, "menu"),
            (_("Quit"), app.request_quit, "quit"),
        ]

    def language_changed(self) -> None:
        """The language changed in Settings (opened from here): the words again in it."""
        self.title = _("Paused")
        self.text = _("The game is saved after every move.")
        labels = [label for label, _action, _name in self._entries(self.app)]
        for button, label in zip(self.buttons.buttons, labels, strict=True):
            button.label = label
        super().language_changed()

    def _resume(self) -> None:
        self.app.pop(self)

    def _rules(self) -> None:
        self.game.open_rules()

    def _lessons(self) -> None:
        """The lessons over the game (which waits underneath: Esc comes back to it)."""
        self.game.thinker.cancel()
        self.app.open("lessons")

    def _save(self) -> None:
        state = self.game.session.state
        # The game and the round, as the top bar and the Load list count them.
        default = self.game.session.name or _("{game} · Round {n}").format(
            game=_(state.ruleset.title), n=round_number(state))
        self.app.push(TextPrompt(self.app, _("Save game as"), default, self.save_as))

    def save_as(self, name: str, replace: bool = False) -> None:
        """Save the game as `name`, asking first where that would replace another game's save
        (`replace`: asked already)."""
        path, taken = save_path_for(name)
        if taken and not replace and self.game.session.name != name:
            # Another game is saved under exactly that name (its stored name, not its file
            # name: another name with the same file name gets a numbered file of its own):
            # never replace it without asking.
            def confirmed() -> None:
                self.app.pop(dialog)
                self.save_as(name, replace=True)

            dialog = MenuDialog(
                self.app,
                _("Replace the saved game?"),
                [
                    (_("Keep it, choose another name"), lambda: self._rename(dialog, name), "keep"),
                    (_("Replace it"), confirmed, "replace"),
                ],
                text=_("Another game is already saved as “{name}”.").format(name=name),
            )
            self.app.push(dialog)
            return
        try:
            self.game.session.name = name
            write_save(self.game.session, path, name)
        except OSError as error:
            self.app.notify(_("Could not save: {reason}").format(reason=error.strerror or error), error=True)
            return
        self.app.notify(_("Saved as “{name}”").format(name=name))
        self.app.pop(self)

    def _rename(self, dialog: MenuDialog, name: str) -> None:
        self.app.pop(dialog)
        self.app.push(TextPrompt(self.app, _("Save game as"), name, self.save_as))

    def _load(self) -> None:
        self.app.open("load")

    def _settings(self) -> None:
        self.app.open("settings")

    def _menu(self) -> None:
        self.game.thinker.cancel()
        self.app.open("menu")
