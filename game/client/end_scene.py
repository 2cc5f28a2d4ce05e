"""The end of the game: the winner named first, the game's final table
(revealed from the last place up, its totals counting), why each place is
where it is, then play again or back to the menu. The table itself is the
game's presentation's (`draw_final`)."""

from __future__ import annotations

import contextlib

import pygame

from . import theme
from .celebrate import Celebration
from .i18n import _
from .intents import Intent
from .scene import Scene
from .widgets import Button, ButtonRow, dim, draw_text, draw_wrapped, panel

ROW_SECONDS = 0.7  # each row's reveal (its colours counting up), at normal speed


class EndScene(Scene):
    opaque = False
    pauses_below = False  # the board's last animations finish underneath

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        state = game.state
        self.ranking = state.ranking()
        self.names = game.names
        self.hidden = False
        self.t = 0.0
        self.buttons = ButtonRow(
            [
                Button(_("Play again"), self.play_again, primary=True, name="again"),
                Button(_("View board"), self.toggle, name="view"),
                Button(_("Statistics"), self.statistics, name="stats"),
                Button(_("Review"), lambda: self.app.open("review", game.session), name="review"),
                Button(_("Main menu"), self.to_menu, name="menu"),
            ]
        )
        self.show = Button(_("Show results"), self.toggle, primary=True, name="show")
        winners = self.ranking[0]
        you = game.you
        if len(winners) == 1:
            self.title = (
                _("You win!")
                if winners[0] == you
                else _("{who} wins!").format(who=self.names.plain[winners[0]])
            )
        else:
            self.title = _("Shared victory: {names}").format(names=" & ".join(self.names[s] for s in winners))
        self.reason, self.notes = game.presentation.final_notes(game)
        hints = game.session.hints_used
        if hints:  # the Expert's hints asked for in this game (`table/hint.py`)
            said = ", ".join(f"{self.names.plain[seat]} {count}" for seat, count in sorted(hints.items()))
            self.notes = f"{self.notes} " + _("Hints used: {seats}.").format(seats=said)
        self.reveal_seconds = ROW_SECONDS * max(0.0, app.settings.speed_factor)
        # The winners celebrated once every row is in (not when animations are off).
        colours = getattr(game, "colours", {})
        self.party = Celebration([colours.get(seat, theme.GOLD) for seat in winners],
                                 seed=len(game.session.record.actions))
        self.reasons = self.notes  # the sentences under the table (tests read them)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        n = self.game.state.n
        table_h = self.game.presentation.final_height(n, s)
        self.box = pygame.Rect(
            0, 0, int(min(w - 40, 900 * s)), int(min(h - 30, (130 + 100 + 90) * s + table_h))
        )
        self.box.center = (w // 2, h // 2)
        count = len(self.buttons.buttons)
        bw = (self.box.width - int(60 * s) - (count - 1) * int(10 * s)) // count
        y = self.box.bottom - int(70 * s)
        for i, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect(
                self.box.left + int(30 * s) + i * (bw + int(10 * s)), y, bw, int(50 * s)
            )
        bottom = self.game.regions.bottom
        self.show.rect = pygame.Rect(0, 0, int(260 * s), int(50 * s))
        self.show.rect.midleft = (bottom.left + int(16 * s), bottom.centery)

    def reveal(self) -> float:
        """How many rows are shown (from the last place up); all at once when instant."""
        if self.reveal_seconds <= 0:
            return 99.0
        return self.t / self.reveal_seconds

    def update(self, dt: float) -> None:
        self.t += dt
        if self.reveal_seconds > 0 and self.reveal() >= self.game.state.n:
            self.party.start()
        self.party.update(dt)

    def animating(self) -> bool:
        return self.reveal() < self.game.state.n + 1 or self.party.running

    def toggle(self) -> None:
        self.hidden = not self.hidden

    def play_again(self) -> None:
        import os

        from .saves import autosave
        from .session import GameSetup, Seat, Session

        old = self.game.session
        state = old.state
        header = old.record.new_game or {}
        options = {key: header[key] for key in state.ruleset.option_keys if key in header}
        setup = GameSetup(
            [Seat(s.kind, s.level) for s in old.seats],
            list(state.dynasties),
            state.board.name,
            old.open_scoring,
            game=old.game,
            options=options,
        )
        session = Session.new(setup, int.from_bytes(os.urandom(4), "little") % (2**31 - 1))
        with contextlib.suppress(OSError):
            autosave(session)
        self.app.open("session", session)

    def statistics(self) -> None:
        self.app.open("game stats", self.game)

    def to_menu(self) -> None:
        self.app.open("menu")

    def handle(self, intent: Intent) -> bool:
        buttons = [self.show] if self.hidden else self.buttons.buttons
        if intent.kind == "point":
            for b in buttons:
                b.hover = b.rect.collidepoint(intent.pos)
            if self.hidden:
                self.game.handle(intent)
        elif intent.kind == "click":
            if not self.hidden and self.reveal() < self.game.state.n:
                self.t = 1e9  # a click shows the whole table at once
                return True
            for b in buttons:
                if b.click(intent.pos):
                    self.app.play("click")
                    return True
        elif intent.kind == "key":
            if intent.command == "back" and self.hidden:
                self.hidden = False
            elif intent.command == "confirm":
                self.play_again()
            elif intent.command in ("kingdoms",) and self.hidden:
                self.game.handle(intent)
        return True

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        s = theme.ui_scale(surface.get_size())
        if self.hidden:
            self.show.draw(surface, int(22 * s))
            return
        dim(surface, 170)
        box = self.box
        panel(surface, box, theme.PANEL, theme.GOLD, radius=18)
        pygame.draw.rect(surface, theme.GOLD_DARK, box.inflate(-8, -8), 1, border_radius=15)
        n = self.game.state.n
        reveal = self.reveal()
        title_k = min(1.0, max(0.0, reveal - n + 0.3))  # the title comes once every row is in
        # The confetti under the title and the table (they stay readable), over the rest.
        self.party.draw(surface, (box.centerx, box.top + int(44 * s)), s)
        if title_k > 0:
            self.party.draw_glow(surface, pygame.Rect(box.left + box.width // 6, box.top, box.width * 2 // 3,
                                                      int(90 * s)))
            image = pygame.Surface((box.width - 40, int(70 * s)), pygame.SRCALPHA)
            draw_text(
                image,
                self.title,
                int(54 * s),
                theme.GOLD,
                (image.get_width() // 2, 0),
                "midtop",
                bold=True,
                max_width=image.get_width(),
                display=True,
            )
            image.set_alpha(int(255 * title_k))
            surface.blit(image, (box.left + 20, box.top + int(14 * s)))
        draw_text(
            surface,
            self.reason,
            int(19 * s),
            theme.TEXT_DIM,
            (box.centerx, box.top + int(72 * s)),
            "midtop",
            max_width=box.width - 40,
        )
        y = self.game.presentation.draw_final(surface, box, box.top + int(104 * s), self.game, s, reveal)
        if reveal >= n:
            draw_wrapped(
                surface,
                self.notes,
                int(18 * s),
                theme.TEXT,
                pygame.Rect(
                    box.left + int(30 * s),
                    y + int(4 * s),
                    box.width - int(60 * s),
                    self.buttons.buttons[0].rect.top - y - int(8 * s),
                ),
            )
        self.buttons.draw(surface, int(22 * s))
