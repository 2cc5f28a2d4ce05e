"""A table's input: intents (`intents.py`) turned into the controller's and the parts'
actions. Esc closes the innermost thing first; a replay takes no other input; the
panel of the decision gets what the table does not use."""

from __future__ import annotations

from ..intents import Intent
from ..turn import Phase


class TableInput:
    """Mixed into `TableScene` (its input methods, apart from its drawing)."""

    def handle(self, intent: Intent) -> bool:
        if self.mode.handle(intent):  # the mode's first (a lesson's Enter: continue)
            return True
        self._sync()
        if intent.kind == "point":
            self.pointer = intent.pos
            self.buttons.point(intent.pos)
            self._rested_at = self.time
            self.card = None
            self._card_for = None
            if self.panel is not None and self.phase() == Phase.DECIDE:
                self.panel.point(intent.pos)
            return True
        if intent.kind == "scroll":
            if self.regions.log.collidepoint(intent.pos):
                self.log_scroll = self.clamp_log(self.log_scroll + int(intent.value) * 2)
            return True
        if intent.kind == "click":
            used = self._click(intent.pos)
            self._after_input()
            return used
        if intent.kind == "release":
            used = self.panel is not None and self.phase() == Phase.DECIDE and self.panel.release(intent.pos)
            if used:
                self._after_input()
            return used
        if intent.kind == "alt_click":
            if self.panel is not None:
                self.panel.cancel()
            self._after_input()
            return True
        if intent.kind == "key":
            command = intent.command or self.presentation.keymap.get(intent.key, ("", ""))[0]
            used = self.command(command)
            self._after_input()
            return used
        return False

    def _after_input(self) -> None:
        self._sync()
        self.refresh()
        self.awake_until = max(self.awake_until, self.time + 0.2)

    def back(self) -> None:
        """Esc: close the innermost thing first, and only then open the menu."""
        if self.turns.disarm_end():
            self.app.dismiss("pass")
        elif self.replay is not None:
            self.stop_replay()
        elif self.summary is not None:
            self.summary = None
        elif self.panel is not None and self.phase() == Phase.DECIDE and self.panel.cancel():
            pass
        else:
            self.open_menu()

    def command(self, command: str) -> bool:
        """A key's command (`intents.KEYMAP`, or the game's keymap); True when used."""
        phase = self.phase()
        if not command:
            return False
        if command == "back":
            self.back()
            return True
        if phase == Phase.REPLAY:
            if command in ("replay", "confirm"):
                self.stop_replay()
            return True  # a replay takes no other input
        if command == "help":
            self.open_rules()
            return True
        if command == "kingdoms":
            self.show_kingdoms = not self.show_kingdoms
            return True
        if command == "log_up":
            self.log_scroll = self.clamp_log(self.log_scroll + 5)
            return True
        if command == "log_down":
            self.log_scroll = max(0, self.log_scroll - 5)
            return True
        if command == "undo":
            self.undo()
            return True
        if command == "replay":
            self.start_replay()
            return True
        if phase == Phase.CURTAIN and command == "confirm":
            self.reveal()
            return True
        if phase == Phase.CONFIRM and command in ("confirm", "pass"):
            self.end_turn()
            return True
        if phase == Phase.DECIDE:
            if self.summary is not None and command == "confirm":
                self.summary = None
                return True
            if command == "pass" and self.session.state.pending is None:
                self.press_end()
                return True
            if self.panel is not None and self.panel.command(command):
                self.summary = None  # the person has moved on
                return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.buttons.click(pos):
            self.app.play("click")
            return True
        phase = self.phase()
        if phase in (Phase.CURTAIN, Phase.REPLAY):
            return True
        if self.summary is not None and self.summary.rect is not None and self.summary.rect.collidepoint(pos):
            return True
        if phase == Phase.DECIDE and self.panel is not None:
            self.summary = None
            return self.panel.click(pos)
        return False
