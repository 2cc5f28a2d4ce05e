"""The Challenges screen: one game's challenges at a time (a tab per game), each with its
stars and best result, the next one unlocked when one is solved; the chosen one's
description, its hint on request, and Play (Enter; R plays the last one played again).

Challenges come from `levels/<game>/challenges/` through `game.challenges`, which
checks each by replaying its stored solution; a broken file is left out of the list
and its one-line reason shown at the foot. The best results are
`game.challenges.progress.Results` (a damaged file counts as no results).
"""

from __future__ import annotations

from functools import partial
from typing import cast

import pygame

from game.challenges import Challenge, load_challenges
from game.challenges.progress import Results

from . import theme
from .challenge_words import counted, draw_stars, thresholds_line, translated
from .game_list_scene import GameListScene
from .i18n import _
from .intents import Intent
from .registry import games
from .widgets import Button, ButtonRow, draw_text, panel, wrap


class ChallengesMenu(GameListScene):
    name = "challenges"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.english: dict[str, list[Challenge]] = {}
        self.problems: list[str] = []
        for game in games():
            found, problems = load_challenges(game)
            if found:
                self.english[game] = found
            self.problems += problems
        self.game_names = list(self.english)
        self.game = self.first_game()
        self.results = Results.load()
        self.selected = ""  # the challenge id whose description shows
        self.last_played = ""
        self.show_hint = False
        self.buttons = ButtonRow()
        self.rows: list[tuple[Button, Challenge, int]] = []
        self.details = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0
        self.t = 0.0
        self._select_next()

    # ---------------------------------------------------------------- facts

    def shown(self) -> list[Challenge]:
        return [translated(c) for c in self.english.get(self.game, [])]

    def unlocked(self) -> set[str]:
        return self.results.unlocked([c.id for c in self.english.get(self.game, [])])

    def _select_next(self) -> None:
        """Select the first unlocked challenge without three stars (else the last)."""
        ids = [c.id for c in self.english.get(self.game, [])]
        open_ = self.unlocked()
        self.selected = next((i for i in ids if i in open_ and self.results.stars(i) < 3),
                             ids[-1] if ids else "")

    def show_game(self, game: str) -> None:
        if game in self.game_names and game != self.game:
            self.game = game
            self.scroll = 0
            self._select_next()
            self.show_hint = False
            self.layout(self.app.size)

    def select(self, challenge_id: str) -> None:
        if challenge_id != self.selected:
            self.selected = challenge_id
            self.show_hint = False
            self.layout(self.app.size)

    def play(self, challenge_id: str = "") -> None:
        ident = challenge_id or self.selected
        if ident and ident in self.unlocked():
            self.last_played = ident
            open_challenge(self.app, ident)

    def toggle_hint(self) -> None:
        self.show_hint = not self.show_hint
        self.layout(self.app.size)

    def resume(self) -> None:
        self.results = Results.load()  # a challenge above saved into it
        self._select_next()  # the next one to play (the same one until it has three stars)
        self.show_hint = False
        super().resume()
        self.layout(self.app.size)

    # ---------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        frame = self.frame(size, 1000, 108, back=(58, 160, 42), tabs=(36, 46))
        s, left, width, top, back, buttons = (
            frame.s, frame.left, frame.width, frame.top, frame.back, frame.buttons
        )
        bottom = back.rect.top - int(10 * s) - len(self.problems[:2]) * int(18 * s)
        list_w = int(width * 0.56)
        shown = self.shown()
        row_h = max(int(34 * s), theme.font(theme.small(18, s)).get_height() + int(10 * s))
        fit = max(1, (bottom - top) // row_h)
        ids = [c.id for c in shown]
        if self.selected in ids:  # the chosen one in view
            index = ids.index(self.selected)
            self.scroll = min(self.scroll, index)
            self.scroll = max(self.scroll, index - fit + 1)
        self.scroll = max(0, min(self.scroll, max(0, len(shown) - fit)))
        open_ = self.unlocked()
        self.rows = []
        for i, challenge in enumerate(shown[self.scroll:self.scroll + fit]):
            number = self.scroll + i + 1
            row = Button(challenge.title, partial(self.select, challenge.id), name=challenge.id,
                         enabled=challenge.id in open_, selected=challenge.id == self.selected)
            row.rect = pygame.Rect(left, top + i * row_h, list_w, row_h - int(4 * s))
            buttons.append(row)
            self.rows.append((row, challenge, number))
        gutter = int(14 * s)
        self.details = pygame.Rect(left + list_w + gutter, top, width - list_w - gutter, bottom - top)
        gap = int(8 * s)
        bw = (self.details.width - 2 * int(12 * s) - gap) // 2
        y = self.details.bottom - int(12 * s) - int(42 * s)
        play = Button(_("Play"), self.play, primary=True, hotkey="Enter", name="play",
                      enabled=self.selected in open_)
        play.rect = pygame.Rect(self.details.left + int(12 * s), y, bw, int(42 * s))
        hint = Button(_("Hide the hint") if self.show_hint else _("Hint"), self.toggle_hint, name="hint",
                      enabled=self.selected in open_)
        hint.rect = pygame.Rect(play.rect.right + gap, y, bw, int(42 * s))
        if bw < 150 * s:
            play.hotkey = ""
        buttons += [play, hint]
        self.buttons = ButtonRow(buttons)

    # ---------------------------------------------------------------- input

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "scroll":
            ids = [c.id for c in self.shown()]
            if self.selected in ids:  # the wheel moves the choice (the list follows it)
                index = max(0, min(len(ids) - 1, ids.index(self.selected) - int(intent.value)))
                self.select(ids[index])
            return True
        if intent.kind == "point":
            self.buttons.point(intent.pos)
            return True
        if intent.kind == "click":
            if self.buttons.click(intent.pos):
                self.app.play("click")
            return True
        if intent.kind == "key":
            if intent.command == "back":
                self.app.pop(self)
            elif intent.command == "confirm":
                self.play()
            elif intent.command == "replay":  # R: the last one played again
                self.play(self.last_played)
            return True
        return False

    # ---------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        w, h, s = self.draw_title(surface, _("Challenges"), 50, 16)
        draw_text(surface,
                  _("Short levels with a goal: earn up to three stars, and solve one to open the next."),
                  int(19 * s), theme.TEXT, (w // 2, int(72 * s)), "midtop", max_width=w - 40)
        for row, challenge, number in self.rows:
            self._draw_row(surface, row, challenge, number, s)
        self._draw_details(surface, s)
        for button in self.buttons.buttons:
            if not any(button is row for row, _c, _n in self.rows):
                button.draw(surface, int(18 * s))
        y = cast(Button, self.buttons.by_name("back")).rect.top - int(6 * s)  # the layout makes it
        for problem in reversed(self.problems[:2]):
            rect = draw_text(surface, _("Not loaded: {problem}").format(problem=problem), int(15 * s),
                             theme.BAD, (w // 2, y), "midbottom", max_width=w - 40)
            y = rect.top - 2

    def _draw_row(self, surface: pygame.Surface, row: Button, challenge: Challenge, number: int,
                  s: float) -> None:
        rect = row.rect
        edge = theme.GOLD if row.selected else theme.PANEL_EDGE
        fill = theme.PANEL if row.enabled else theme.PANEL_DARK
        if row.hover and row.enabled:
            fill = (58, 74, 98)
        panel(surface, rect, fill, edge, radius=8, shadow=False)
        size = theme.small(18, s)
        colour = theme.TEXT if row.enabled else theme.TEXT_DIM
        star = max(10, int(rect.height * 0.5))
        stars = draw_stars(surface, self.results.stars(challenge.id),
                           (rect.right - int(8 * s) - int(1.6 * star), rect.centery), star)
        label = f"{number}. {challenge.title}" if row.enabled else f"{number}. " + _("Locked")
        draw_text(surface, label, size, colour, (rect.left + int(10 * s), rect.centery), "midleft",
                  bold=row.selected, max_width=stars.left - rect.left - int(18 * s))

    def _draw_details(self, surface: pygame.Surface, s: float) -> None:
        box = self.details
        panel(surface, box, theme.PANEL, theme.GOLD, radius=12, shadow=False)
        challenge = next((c for c in self.shown() if c.id == self.selected), None)
        if challenge is None:
            return
        pad = int(12 * s)
        inner = box.inflate(-2 * pad, -2 * pad)
        y = draw_text(surface, challenge.title, int(22 * s), theme.GOLD, inner.topleft, bold=True,
                      max_width=inner.width).bottom + int(6 * s)
        if challenge.id not in self.unlocked():
            draw_text(surface, _("Solve the one before to open this challenge."), theme.small(17, s),
                      theme.TEXT_DIM, (inner.left, y), max_width=inner.width)
            return
        best = self.results.best.get(challenge.id)
        size = theme.small(17, s)
        lines = [(theme.TEXT, line) for line in wrap(challenge.description, size, inner.width)]
        lines.append((theme.TEXT_DIM, _("Limit: {n} turns").format(n=challenge.turns)
                      if challenge.turns > 1 else _("Limit: this turn")))
        lines.append((theme.TEXT_DIM, thresholds_line(challenge)))
        if best is not None:
            lines.append((theme.GOOD if best.stars else theme.TEXT_DIM,
                          _("Your best: {amount}").format(amount=counted(challenge, best.value))))
        if self.show_hint:
            lines += [(theme.GOLD, line) for line in wrap(_("Hint: {text}").format(text=challenge.hint), size,
                                                          inner.width)]
        line_h = theme.font(size).get_height()
        limit = cast(Button, self.buttons.by_name("play")).rect.top - int(6 * s)  # the layout makes it
        for colour, line in lines:
            if y + line_h > limit:
                break
            draw_text(surface, line, size, colour, (inner.left, y), max_width=inner.width)
            y += line_h


def open_challenges(app) -> None:
    app.push(ChallengesMenu(app))


def open_challenge(app, challenge_id: str) -> None:
    """Open a challenge over the Challenges screen (made when missing)."""
    from .challenge_scene import ChallengeScene

    menu = app.scenes.find(ChallengesMenu)
    if menu is None:
        menu = ChallengesMenu(app)
        app.push(menu)
    for game, found in menu.english.items():
        ids = [c.id for c in found]
        if challenge_id in ids:
            menu.show_game(game)
            index = ids.index(challenge_id)
            challenge = translated(found[index])
            following = translated(found[index + 1]) if index + 1 < len(found) else None
            menu.selected = challenge_id
            app.push(ChallengeScene(app, challenge, menu.results, following))
            return
    app.notify(_("That challenge could not be loaded."), error=True)
