"""A finished game's statistics page (issue 32), opened from the end screen.

Four tabs, each one chart that fits the smallest window: every seat's weakest
colour over the rounds (the one that decides the game), one seat's points per
colour over the rounds, the conflicts each seat fought and won (revolts and
wars, attacking and defending), and the tiles each placed by colour with the
game's own counts (treasures and monuments; pagodas, market picks and
peasants' revolts) and the hints asked. The figures are `game.stats`'s,
computed once from the record; the charts are `charts.py`'s, with a marker
shape for every seat and colour and names beside the lines.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.stats import ATTACKER, DEFENDER, KINDS, ROLES, GameStats, conflict_key, game_stats

from . import theme
from .charts import (
    MARKERS,
    Bar,
    Series,
    bar_chart,
    draw_legend,
    draw_marker,
    lighten_for_chart,
    line_chart,
    marker_radius,
)
from .i18n import N_, NP_, _, in_context
from .intents import Intent
from .stats_page import StatsPage
from .widgets import Button, ButtonRow, draw_text, layout_row

TABS = (
    ("weakest", N_("Weakest colour")),
    ("points", N_("Points by colour")),
    ("conflicts", N_("Conflicts")),
    ("counts", N_("Tiles and more")),
)
# The words for the games' own counts (`game/stats/<game>.py`), by their names there.
COUNT_WORDS = {
    "treasures": N_("Treasures taken"),
    "monuments": N_("Monuments built"),
    "catastrophes": N_("Catastrophes placed"),
    "pagodas": N_("Pagodas built"),
    "market picks": N_("Market picks"),
    "peasants' revolts": N_("Peasants' revolts"),
}
# Yellow & Yangtze says these in its own words (Russian «тайлы», not «жетоны»): `word()`.
GAME_WORDS = (NP_("yangtze", "Tiles and more"), NP_("yangtze", "Tiles placed by colour"))
KIND_WORDS = {"revolt": N_("Revolts"), "war": N_("Wars")}
ROLE_WORDS = {ATTACKER: N_("attacking"), DEFENDER: N_("defending")}


def hints_of(session: Any) -> dict[int, int]:
    """The hints each seat asked (`Session.hints_used`)."""
    return dict(session.hints_used)


class GameStatsScene(StatsPage):
    """The statistics of the game on the table below (its end screen waits underneath)."""

    name = "game stats"

    def __init__(self, app, table: Any) -> None:
        super().__init__(app)
        self.table = table
        session = table.session
        self.stats: GameStats = game_stats(session.record, hints_of(session))
        self.context = table.presentation.context
        self.tab = "weakest"
        winners = [seat for seat, figures in enumerate(self.stats.seats) if figures.place == 1]
        self.seat = session.you if session.you >= 0 else (winners[0] if winners else 0)
        self.tabs = ButtonRow()
        self.buttons = ButtonRow()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.chart = pygame.Rect(0, 0, 0, 0)

    # ---------------------------------------------------------------- words

    def seat_name(self, seat: int) -> str:
        return self.table.names[seat]

    def colour_name(self, colour: int) -> str:
        return _(self.stats.colours[colour])

    def seat_colour(self, seat: int) -> tuple:
        return self.table.presentation.dynasty_colour(self.table.session.state.dynasties[seat])

    def colour_fill(self, colour: int) -> tuple:
        return lighten_for_chart(self.table.presentation.score_colours(self.table.session.state)[colour])

    def word(self, text: str) -> str:
        """A word that differs between the games (revolt and war), in this game's context."""
        return in_context(self.context, text)

    # ---------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        s = self.place_box(size)
        pad = int(16 * s)
        self.tabs = ButtonRow(
            [
                Button(
                    self.word(label),
                    partial(self.choose, key),
                    selected=key == self.tab,
                    name=f"tab {key}",
                )
                for key, label in TABS
            ]
        )
        tab_row = pygame.Rect(
            self.box.left + pad, self.box.top + int(54 * s), self.box.width - 2 * pad, int(36 * s)
        )
        layout_row(self.tabs.buttons, tab_row, int(8 * s))
        buttons = [Button(_("Back"), self.close, primary=True, name="back")]
        if self.tab == "points":
            buttons.insert(
                0, Button(self.seat_name(self.seat), self.next_seat, back=self.previous_seat, name="seat")
            )
        self.buttons = ButtonRow(buttons)
        bottom = pygame.Rect(
            self.box.left + pad, self.box.bottom - pad - int(44 * s), self.box.width - 2 * pad, int(44 * s)
        )
        width = min(int(300 * s), (bottom.width - int(12 * s)) // 2)
        for i, button in enumerate(reversed(self.buttons.buttons)):
            button.rect = pygame.Rect(
                bottom.right - (i + 1) * width - i * int(12 * s), bottom.top, width, bottom.height
            )
        self.chart = pygame.Rect(
            self.box.left + pad,
            tab_row.bottom + int(12 * s),
            self.box.width - 2 * pad,
            bottom.top - tab_row.bottom - int(24 * s),
        )

    def choose(self, tab: str) -> None:
        self.tab = tab
        self.layout(self.app.size)

    def next_seat(self) -> None:
        self.seat = (self.seat + 1) % self.stats.n
        self.layout(self.app.size)

    def previous_seat(self) -> None:
        self.seat = (self.seat - 1) % self.stats.n
        self.layout(self.app.size)

    def close(self) -> None:
        self.app.pop(self)

    # ---------------------------------------------------------------- input

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.tabs.point(intent.pos)
            self.buttons.point(intent.pos)
        elif intent.kind == "click":
            if self.tabs.click(intent.pos) or self.buttons.click(intent.pos):
                self.app.play("click")
        elif intent.kind == "alt_click":
            self.buttons.click_back(intent.pos)
        elif intent.kind == "key":
            if intent.command in ("back", "confirm"):
                self.close()
            elif intent.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                keys = [key for key, _label in TABS]
                step = -1 if intent.key == pygame.K_LEFT else 1
                self.choose(keys[(keys.index(self.tab) + step) % len(keys)])
            elif intent.key in (pygame.K_UP, pygame.K_DOWN) and self.tab == "points":
                (self.previous_seat if intent.key == pygame.K_UP else self.next_seat)()
        return True

    # ---------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        title = _("Statistics · {game}").format(game=_(self.table.session.state.ruleset.title))
        s = self.draw_page(surface, alpha, self.table.session.game, title)
        for tab in self.tabs.buttons:
            from .widgets import draw_tab

            draw_tab(surface, tab, theme.small(18, s))
        getattr(self, f"_draw_{self.tab}")(surface, self.chart, s)
        self.buttons.draw(surface, int(20 * s))

    def _x_labels(self) -> list[str]:
        return [str(r) for r in self.stats.rounds]

    def _draw_weakest(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        series = [
            Series(
                self.seat_name(seat),
                [float(v) for v in figures.weakest],
                self.seat_colour(seat),
                MARKERS[seat % len(MARKERS)],
            )
            for seat, figures in enumerate(self.stats.seats)
        ]
        note = _(
            "Each player's weakest colour, with the points that go to it at the end: the player "
            "whose weakest colour is highest wins."
        )
        top = self._note(surface, rect, note, s)
        below = draw_legend(surface, (rect.left, top), series, s, rect.width)
        line_chart(
            surface,
            pygame.Rect(rect.left, below + int(4 * s), rect.width, rect.bottom - below - int(4 * s)),
            series,
            self._x_labels(),
            s,
            _("Round"),
        )

    def _draw_points(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        figures = self.stats.seats[self.seat]
        series = [
            Series(
                self.colour_name(c),
                [float(p[c]) for p in figures.points],
                self.colour_fill(c),
                MARKERS[c % len(MARKERS)],
            )
            for c in range(len(self.stats.colours))
        ]
        note = _("{who}: the points of each colour, round by round.").format(who=self.seat_name(self.seat))
        top = self._note(surface, rect, note, s)
        below = draw_legend(surface, (rect.left, top), series, s, rect.width)
        line_chart(
            surface,
            pygame.Rect(rect.left, below + int(4 * s), rect.width, rect.bottom - below - int(4 * s)),
            series,
            self._x_labels(),
            s,
            _("Round"),
        )

    def _note(self, surface: pygame.Surface, rect: pygame.Rect, text: str, s: float) -> int:
        from .widgets import draw_wrapped

        size = theme.small(16, s)
        used = draw_wrapped(
            surface, text, size, theme.TEXT_DIM, pygame.Rect(rect.left, rect.top, rect.width, size * 3)
        )
        return rect.top + used + int(4 * s)

    def _draw_conflicts(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """A table: a row per seat, a column per kind and role, each cell "won of fought" with a
        bar (the part won solid, the rest hatched)."""
        size = theme.small(16, s)
        columns = [(kind, role) for kind in KINDS for role in ROLES]
        name_w = min(
            int(rect.width * 0.26),
            max(theme.font(size, True).size(self.seat_name(seat))[0] for seat in range(self.stats.n))
            + int(30 * s),
        )
        cell_w = (rect.width - name_w) // len(columns)
        top = self._note(
            surface, rect, _("Conflicts won of those fought; a solid bar is won, a hatched one lost."), s
        )
        head_h = int(2.6 * size)
        for i, (kind, role) in enumerate(columns):
            x = rect.left + name_w + i * cell_w + cell_w // 2
            draw_text(
                surface,
                self.word(KIND_WORDS[kind]),
                size,
                theme.GOLD,
                (x, top),
                "midtop",
                bold=True,
                max_width=cell_w - 6,
            )
            draw_text(
                surface,
                _(ROLE_WORDS[role]),
                size,
                theme.TEXT_DIM,
                (x, top + int(1.25 * size)),
                "midtop",
                max_width=cell_w - 6,
            )
        row_h = min(int(64 * s), (rect.bottom - top - head_h) // max(1, self.stats.n))
        most = max([v for seat in self.stats.seats for v in seat.fought.values()] + [1])
        for seat, figures in enumerate(self.stats.seats):
            y = top + head_h + seat * row_h
            if seat % 2 == 0:
                pygame.draw.rect(
                    surface, theme.PANEL_DARK, (rect.left, y, rect.width, row_h), border_radius=6
                )
            radius = marker_radius(s)
            draw_marker(
                surface,
                MARKERS[seat % len(MARKERS)],
                (rect.left + radius + 4, y + row_h // 2),
                radius,
                self.seat_colour(seat),
            )
            draw_text(
                surface,
                self.seat_name(seat),
                size,
                theme.TEXT,
                (rect.left + 2 * radius + 10, y + row_h // 2),
                "midleft",
                bold=True,
                max_width=name_w - 2 * radius - 14,
            )
            for i, (kind, role) in enumerate(columns):
                key = conflict_key(kind, role)
                fought, won = figures.fought.get(key, 0), figures.won.get(key, 0)
                x = rect.left + name_w + i * cell_w
                text = _("{won} of {fought}").format(won=won, fought=fought)
                draw_text(
                    surface,
                    text,
                    size,
                    theme.TEXT if fought else theme.TEXT_DIM,
                    (x + cell_w // 2, y + row_h // 2 - 2),
                    "midbottom",
                    bold=True,
                    max_width=cell_w - 6,
                )
                bar = pygame.Rect(
                    x + int(8 * s),
                    y + row_h // 2 + 2,
                    (cell_w - int(16 * s)) * fought // most,
                    max(6, int(10 * s)),
                )
                if fought:
                    self._hatched_bar(surface, bar, won / fought, self.seat_colour(seat))

    @staticmethod
    def _hatched_bar(surface: pygame.Surface, bar: pygame.Rect, part: float, colour: tuple) -> None:
        solid = bar.copy()
        solid.width = int(bar.width * part)
        pygame.draw.rect(surface, theme.PANEL_DARK, bar)
        for x in range(bar.left + 2, bar.right, 5):
            pygame.draw.line(surface, colour, (x, bar.bottom - 1), (min(bar.right - 1, x + 4), bar.top), 1)
        if solid.width:
            pygame.draw.rect(surface, colour, solid)
        pygame.draw.rect(surface, (12, 16, 24), bar, 1)

    def _draw_counts(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """A column per seat: its tiles placed by colour as bars (each colour's marker under
        its bar, named in the legend above), then the game's own counts and the hints."""
        stats = self.stats
        size = theme.small(16, s)
        colours = [
            Series(self.colour_name(c), [], self.colour_fill(c), MARKERS[c % len(MARKERS)])
            for c in range(len(stats.colours))
        ]
        draw_text(
            surface,
            self.word(N_("Tiles placed by colour")),
            size,
            theme.GOLD,
            (rect.left, rect.top),
            "topleft",
            bold=True,
        )
        legend_bottom = draw_legend(surface, (rect.left, rect.top + int(1.4 * size)), colours, s, rect.width)
        lines = [*stats.counts, "hints"]
        line_h = int(1.3 * size)
        lines_h = line_h * len(lines)
        column_w = rect.width // stats.n
        most = max([v for seat in stats.seats for v in seat.tiles] + [1])
        for seat, figures in enumerate(stats.seats):
            column = pygame.Rect(
                rect.left + seat * column_w,
                legend_bottom + int(4 * s),
                column_w - int(10 * s),
                rect.bottom - legend_bottom - int(4 * s),
            )
            pygame.draw.rect(surface, theme.PANEL_DARK, column, border_radius=8)
            radius = marker_radius(s)
            name_y = column.top + int(4 * s) + size // 2 + 2
            draw_marker(
                surface,
                MARKERS[seat % len(MARKERS)],
                (column.left + radius + 6, name_y),
                radius,
                self.seat_colour(seat),
            )
            draw_text(
                surface,
                self.seat_name(seat),
                size,
                theme.TEXT,
                (column.left + 2 * radius + 12, name_y),
                "midleft",
                bold=True,
                max_width=column.width - 2 * radius - 16,
            )
            bars = [
                Bar("", n, self.colour_fill(c), MARKERS[c % len(MARKERS)])
                for c, n in enumerate(figures.tiles)
            ]
            chart = pygame.Rect(
                column.left + int(6 * s),
                name_y + size,
                column.width - int(12 * s),
                column.bottom - name_y - size - lines_h - int(10 * s),
            )
            bar_chart(surface, chart, bars, s, most)
            y = chart.bottom + int(4 * s)
            for key in lines:
                label = _("Hints used") if key == "hints" else self.word(COUNT_WORDS.get(key, key))
                value = figures.hints if key == "hints" else figures.counts.get(key, 0)
                draw_text(
                    surface,
                    label,
                    size,
                    theme.TEXT_DIM,
                    (column.left + int(8 * s), y),
                    "topleft",
                    max_width=column.width - int(50 * s),
                )
                draw_text(
                    surface,
                    str(value),
                    size,
                    theme.TEXT,
                    (column.right - int(8 * s), y),
                    "topright",
                    bold=True,
                )
                y += line_h


def open_game_stats(app, table: Any) -> GameStatsScene:
    scene = GameStatsScene(app, table)
    app.push(scene)
    return scene
