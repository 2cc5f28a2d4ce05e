"""The end of the game: final scores with the treasures assigned, the
ranking and why (the tie-break), then play again or back to the menu."""

from __future__ import annotations

import contextlib

import pygame

from . import art, theme
from .i18n import _, ngettext
from .intents import Intent
from .log_text import colour_word
from .scene import Scene
from .widgets import Button, ButtonRow, dim, draw_text, draw_wrapped, panel


def _ordinal(index: int) -> str:
    words = (_("weakest"), _("second weakest"), _("third weakest"), _("strongest"))
    return words[index]


def explain_ranking(
    names: list[str], finals: list[tuple[int, ...]], ranking: tuple[tuple[int, ...], ...]
) -> list[str]:
    """Sentences: why each place is above the next (the first colour, from the
    weakest up, where they differ), and who shares a place."""
    lines = []
    for group in ranking:
        if len(group) > 1:
            lines.append(
                _("{names} share a place: equal in all four colours.").format(
                    names=" & ".join(names[s] for s in group)
                )
            )
    for upper, lower in zip(ranking, ranking[1:], strict=False):
        a, b = upper[0], lower[0]
        sa, sb = sorted(finals[a]), sorted(finals[b])
        for k in range(4):
            if sa[k] != sb[k]:
                lines.append(
                    _("{a} ahead of {b}: {ordinal} colour {x} against {y}.").format(
                        a=names[a], b=names[b], ordinal=_ordinal(k), x=sa[k], y=sb[k]
                    )
                )
                break
    return lines


class EndScene(Scene):
    opaque = False
    pauses_below = False  # the board's last animations finish underneath

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        state = game.state
        self.finals = state.final_scores()
        self.ranking = state.ranking()
        self.names = game.names
        self.hidden = False
        self.buttons = ButtonRow(
            [
                Button(_("Play again"), self.play_again, primary=True, name="again"),
                Button(_("View board"), self.toggle, name="view"),
                Button(_("Main menu"), self.to_menu, name="menu"),
            ]
        )
        self.show = Button(_("Show results"), self.toggle, primary=True, name="show")
        winners = self.ranking[0]
        if len(winners) == 1:
            self.title = _("{who} wins!").format(who=self.names[winners[0]])
        else:
            self.title = _("Shared victory: {names}").format(names=" & ".join(self.names[s] for s in winners))
        self.reasons = explain_ranking(self.names, self.finals, self.ranking)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        n = len(self.finals)
        self.box = pygame.Rect(
            0, 0, int(min(w - 40, 900 * s)), int(min(h - 30, (130 + 52 * n + 100 + 90) * s))
        )
        self.box.center = (w // 2, h // 2)
        bw = (self.box.width - int(80 * s)) // 3
        y = self.box.bottom - int(70 * s)
        for i, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect(
                self.box.left + int(30 * s) + i * (bw + int(10 * s)), y, bw, int(50 * s)
            )
        bottom = self.game.rects.get("bottom", pygame.Rect(0, h - int(118 * s), w, int(118 * s)))
        self.show.rect = pygame.Rect(0, 0, int(260 * s), int(50 * s))
        self.show.rect.midleft = (bottom.left + int(16 * s), bottom.centery)

    def toggle(self) -> None:
        self.hidden = not self.hidden

    def play_again(self) -> None:
        import os

        from .game_scene import open_session
        from .saves import autosave
        from .session import GameSetup, Seat, Session

        old = self.game.session
        state = old.state
        setup = GameSetup(
            [Seat(s.kind, s.level) for s in old.seats],
            list(state.dynasties),
            state.board.name,
            old.open_scoring,
        )
        session = Session.new(setup, int.from_bytes(os.urandom(4), "little") % (2**31 - 1))
        with contextlib.suppress(OSError):
            autosave(session)
        open_session(self.app, session)

    def to_menu(self) -> None:
        from .menu import MainMenu

        self.app.reset(MainMenu(self.app))

    def handle(self, intent: Intent) -> bool:
        buttons = [self.show] if self.hidden else self.buttons.buttons
        if intent.kind == "point":
            for b in buttons:
                b.hover = b.rect.collidepoint(intent.pos)
            if self.hidden:
                self.game.handle(intent)
        elif intent.kind == "click":
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
        draw_text(
            surface,
            self.title,
            int(50 * s),
            theme.GOLD,
            (box.centerx, box.top + int(18 * s)),
            "midtop",
            bold=True,
            max_width=box.width - 40,
        )
        state = self.game.state
        why = (
            _("Only two treasures were left.")
            if state.end_reason == "treasures"
            else _("The bag could not supply the tiles.")
        )
        draw_text(
            surface,
            why + " " + _("Each player's result is their weakest colour, treasures included."),
            int(19 * s),
            theme.TEXT_DIM,
            (box.centerx, box.top + int(68 * s)),
            "midtop",
            max_width=box.width - 40,
        )
        # Table: place, seat, four colours (treasures added shown as +n), result.
        top = box.top + int(104 * s)
        row_h = int(52 * s)
        col_x = [box.left + int(30 * s), box.left + int(90 * s)]
        colour_left = box.left + int(box.width * 0.42)
        colour_w = int(box.width * 0.11)
        draw_text(
            surface,
            _("result"),
            int(18 * s),
            theme.TEXT_DIM,
            (colour_left + 4 * colour_w + int(30 * s), top),
            "midtop",
        )
        for colour in range(4):
            draw_text(
                surface,
                colour_word(colour),
                int(18 * s),
                theme.TEXT_DIM,
                (colour_left + colour * colour_w + colour_w // 2, top),
                "midtop",
            )
        y = top + int(26 * s)
        place = 1
        for group in self.ranking:
            for seat in group:
                row = pygame.Rect(box.left + int(20 * s), y, box.width - int(40 * s), row_h - 6)
                pygame.draw.rect(surface, theme.PANEL_DARK, row, border_radius=10)
                if place == 1:
                    pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=10)
                draw_text(
                    surface,
                    f"{place}.",
                    int(30 * s),
                    theme.GOLD,
                    (col_x[0], row.centery),
                    "midleft",
                    bold=True,
                )
                dynasty = state.dynasties[seat]
                pygame.draw.circle(
                    surface, theme.DYNASTY_ACCENT[dynasty], (col_x[1], row.centery), int(18 * s)
                )
                icon = art.dynasty_badge(dynasty, int(28 * s))
                surface.blit(icon, icon.get_rect(center=(col_x[1], row.centery)))
                draw_text(
                    surface,
                    self.names[seat],
                    int(22 * s),
                    theme.TEXT,
                    (col_x[1] + int(26 * s), row.centery),
                    "midleft",
                    bold=True,
                    max_width=colour_left - col_x[1] - int(30 * s),
                )
                raw = state.score(seat)
                final = self.finals[seat]
                weakest = min(final)
                for colour in range(4):
                    cx = colour_left + colour * colour_w + colour_w // 2
                    cell = pygame.Rect(0, 0, colour_w - 8, row_h - 14)
                    cell.center = (cx, row.centery)
                    pygame.draw.rect(surface, theme.PIECE[colour], cell, border_radius=6)
                    if final[colour] == weakest:
                        pygame.draw.rect(surface, theme.GOLD, cell, 3, border_radius=6)
                    extra = final[colour] - raw[colour]
                    text = f"{final[colour]}" + (f" (+{extra})" if extra else "")
                    draw_text(
                        surface,
                        text,
                        int(20 * s),
                        (255, 255, 255),
                        cell.center,
                        "center",
                        bold=True,
                        max_width=cell.width - 4,
                    )
                draw_text(
                    surface,
                    str(weakest),
                    int(30 * s),
                    theme.GOLD,
                    (colour_left + 4 * colour_w + int(30 * s), row.centery),
                    "center",
                    bold=True,
                )
                y += row_h
            place += len(group)
        treasures = [
            ngettext("{who}: {n} treasure", "{who}: {n} treasures", state.treasures_taken[seat]).format(
                who=self.names[seat], n=state.treasures_taken[seat]
            )
            for seat in range(state.n)
        ]
        text = (
            _("(+n) treasures added to the weakest colours; framed: each player's weakest colour. ")
            + "; ".join(treasures)
            + ". "
            + " ".join(self.reasons)
        )
        draw_wrapped(
            surface,
            text,
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
