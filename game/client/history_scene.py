"""The statistics across games (issue 32), from the main menu: games played and won
per game, per strongest opponent's level and per number of seats, the best result and
the average weakest colour of each game, the current and best winning streak, and a
chart of the results over time (the weakest colour of each game, won games ringed).
The figures are `game.stats.history`'s; the file is read when the page opens."""

from __future__ import annotations

import pygame

from game.stats.history import GameResult, History, Summary, Tally, summarise

from . import theme
from .charts import Series, line_chart
from .i18n import _, decimal, ngettext
from .intents import Intent
from .registry import game_title, games
from .session import level_title
from .stats_page import StatsPage
from .stats_record import load_history
from .widgets import Button, ButtonRow, draw_text, draw_wrapped

CHART_GAMES = 40  # the last games drawn in the chart


class HistoryScene(StatsPage):
    name = "statistics"

    def __init__(self, app, history: History | None = None) -> None:
        super().__init__(app)
        if history is None:
            history, problem = load_history()
            if problem:
                app.notify(problem, error=True)
        self.history = history
        self.summary: Summary = summarise(history.games)
        self.buttons = ButtonRow([Button(_("Back"), self.close, primary=True, name="back")])
        self.box = pygame.Rect(0, 0, 0, 0)

    def language_changed(self) -> None:
        self.buttons.buttons[0].label = _("Back")
        super().language_changed()

    def layout(self, size: tuple[int, int]) -> None:
        s = self.place_box(size)
        back = self.buttons.buttons[0]
        back.rect = pygame.Rect(0, 0, min(int(300 * s), self.box.width // 2), int(44 * s))
        back.rect.bottomright = (self.box.right - int(16 * s), self.box.bottom - int(16 * s))

    def close(self) -> None:
        self.app.open("menu")

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
        elif intent.kind == "click":
            if self.buttons.click(intent.pos):
                self.app.play("click")
        elif intent.kind == "key" and intent.command in ("back", "confirm"):
            self.close()
        return True

    # ---------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        s = self.draw_page(surface, alpha, self.app.settings.game, _("Statistics"))
        box = self.box
        pad = int(16 * s)
        inner = pygame.Rect(
            box.left + pad,
            box.top + int(54 * s),
            box.width - 2 * pad,
            self.buttons.buttons[0].rect.top - box.top - int(62 * s),
        )
        size = theme.small(17, s)
        summary = self.summary
        if not summary.played:
            draw_wrapped(
                surface,
                _(
                    "No game counted yet. Finish a game against the computer players and "
                    "your result is counted here: games won, streaks, your weakest colour."
                ),
                size,
                theme.TEXT,
                inner,
            )
            self.buttons.draw(surface, int(20 * s))
            return
        line = _("{played} played · {won} won · streak {streak} (best {best})").format(
            played=ngettext("{n} game", "{n} games", summary.played).format(n=summary.played),
            won=summary.won,
            streak=summary.streak,
            best=summary.best_streak,
        )
        draw_text(
            surface,
            line,
            size,
            theme.TEXT,
            (inner.left, inner.top),
            "topleft",
            bold=True,
            max_width=inner.width,
        )
        top = inner.top + int(1.6 * size)
        tables_h = self._draw_tables(surface, pygame.Rect(inner.left, top, inner.width, inner.height), s)
        chart = pygame.Rect(
            inner.left, top + tables_h + int(8 * s), inner.width, inner.bottom - top - tables_h - int(8 * s)
        )
        self._draw_chart(surface, chart, s)
        self.buttons.draw(surface, int(20 * s))

    def _draw_tables(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> int:
        """Three small tables side by side (by game, by level, by seats); their height."""
        summary = self.summary
        size = theme.small(15, s)
        row = int(1.3 * size)
        known = [game for game in games() if game in summary.games] + [
            game for game in summary.games if game not in games()
        ]
        by_game = [
            (
                _(game_title(game)) if game in games() else game,
                summary.games[game],
                _("best {best}, average {average}").format(
                    best=summary.best[game], average=decimal(round(summary.average[game], 1))
                ),
            )
            for game in known
        ]
        by_level = [
            (level_title(level) if level else _("none"), tally, "") for level, tally in self._levels()
        ]
        by_seats = [
            (ngettext("{n} player", "{n} players", seats).format(n=seats), summary.seats[seats], "")
            for seats in sorted(summary.seats)
        ]
        columns = [
            (_("By game"), by_game, 0.44),
            (_("By strongest opponent"), by_level, 0.31),
            (_("By players"), by_seats, 0.25),
        ]
        x = rect.left
        height = 0
        for title, rows, share in columns:
            width = int(rect.width * share) - int(10 * s)
            draw_text(surface, title, size, theme.GOLD, (x, rect.top), "topleft", bold=True, max_width=width)
            y = rect.top + row
            for label, tally, note in rows:
                self._tally_row(surface, pygame.Rect(x, y, width, row), label, tally, note, size)
                y += row if not note else 2 * row
            height = max(height, y - rect.top)
            x += int(rect.width * share)
        return height

    def _levels(self) -> list[tuple[str, Tally]]:
        from ai import LADDER

        order = {level: i for i, level in enumerate(LADDER)}
        return sorted(self.summary.levels.items(), key=lambda item: order.get(item[0], -1))

    @staticmethod
    def _tally_row(
        surface: pygame.Surface, rect: pygame.Rect, label: str, tally: Tally, note: str, size: int
    ) -> None:
        figures = _("{won} of {played} won").format(won=tally.won, played=tally.played)
        right = draw_text(surface, figures, size, theme.TEXT, (rect.right, rect.top), "topright", bold=True)
        draw_text(
            surface,
            label,
            size,
            theme.TEXT_DIM,
            (rect.left, rect.top),
            "topleft",
            max_width=max(20, right.left - rect.left - 8),
        )
        if note:
            draw_text(
                surface,
                note,
                size,
                theme.TEXT_DIM,
                (rect.left + 10, rect.bottom),
                "topleft",
                max_width=rect.width - 10,
            )

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The weakest colour of each of the last games of the game chosen in the menu (the
        two games count differently), the won games marked in gold (a line and a ring)."""
        game = self.app.settings.game
        title = _(game_title(game)) if game in games() else game
        results: list[GameResult] = [r for r in self.history.games if r.game == game][-CHART_GAMES:]
        size = theme.small(16, s)
        if not results:
            draw_text(
                surface,
                _("No game of {game} counted yet.").format(game=title),
                size,
                theme.TEXT_DIM,
                (rect.left, rect.top),
                "topleft",
                max_width=rect.width,
            )
            return
        draw_text(
            surface,
            _("{game}: your weakest colour, game by game (gold: won)").format(game=title),
            size,
            theme.GOLD,
            (rect.left, rect.top),
            "topleft",
            bold=True,
            max_width=rect.width,
        )
        series = [Series(_("weakest"), [float(r.weakest) for r in results], theme.GOLD, "circle")]
        count = sum(r.game == game for r in self.history.games)
        first = count - len(results) + 1
        labels = [str(first + i) for i in range(len(results))]
        line_chart(
            surface,
            pygame.Rect(rect.left, rect.top + int(1.5 * size), rect.width, rect.height - int(1.5 * size)),
            series,
            labels,
            s,
            _("Game"),
            marks=[r.won for r in results],
        )


def open_history(app) -> None:
    app.push(HistoryScene(app))
