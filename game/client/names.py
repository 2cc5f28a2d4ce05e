"""How the window names the seats in its sentences.

`Names` is a list of the display names ("Bull (you)", "Lion", …), so any
code that indexes names keeps working, plus what natural sentences need:
the plain name, a possessive that says "your" to the one person at the
screen ("your king", never "Bull (you)'s king"), and who that person is.
No pygame here: the session and the log use it.
"""

from __future__ import annotations

from .i18n import _


class Names(list):
    def __init__(self, plain: list[str], you: int = -1) -> None:
        self.plain = list(plain)
        self.you = you  # the seat of the only person playing, or -1 (hot seat, computers only)
        super().__init__(
            _("{name} (you)").format(name=name) if seat == you else name for seat, name in enumerate(plain)
        )

    def renamed(self, other: Names) -> None:
        """Takes `other`'s names (another language) in place: whatever holds this object
        (the log's lines, to say themselves again) then says the new names."""
        self.plain[:] = other.plain
        self.you = other.you
        self[:] = other

    def possessive(self, seat: int, start: bool = False, alone: bool = False) -> str:
        """Whose: "your" for the person at the screen, else "Bull's" (`start`: at the start of
        a sentence; `alone`: standing for the thing itself, "yours")."""
        if seat == self.you:
            if alone:
                return _("Yours") if start else _("yours")
            return _("Your") if start else _("your")
        return _("{name}'s").format(name=self.plain[seat])
