"""What the events both games share look and sound like: a `Timeline` of
animations (with easing) and sounds, with their timing, that the game scene
runs. Each game's `animate.py` goes through its engine's events in order and
hands each one to `TimelineMaker`, which knows the pieces both games place,
move and remove, the points flying to their seats, the banners of a conflict,
a turn and the end; what only one game has (and every text on a banner) the
game's module makes itself, at the maker's `at`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from . import anims, theme
from .i18n import N_, _, in_context


def event_cells(events: list, fields: tuple[str, ...]) -> set[int]:
    """The cells events are about (banners keep clear of them): their `cells`, and the
    named `fields` that hold a cell (a bool is a flag, never a cell)."""
    cells: set[int] = set()
    for event in events:
        for name in fields:
            value = getattr(event, name, -1)
            if isinstance(value, int) and value >= 0 and not isinstance(value, bool):
                cells.add(value)
        cells.update(getattr(event, "cells", ()))
    return cells


@dataclass
class Timeline:
    anims: list = field(default_factory=list)
    sounds: list[tuple[float, str]] = field(default_factory=list)  # (seconds from now, effect)
    duration: float = 0.0


class TimelineMaker:
    """A timeline made event by event: `at` is when the next event's animations start
    (seconds from now); `k` stretches every time (the speed setting). `tile_art(colour,
    size)` and `leader_art(colour, dynasty, size)` are the game's pictures of its pieces."""

    def __init__(
        self,
        table: Any,  # the game scene's Table (with banner_area, seat_target and colours)
        k: float,
        cells: set[int],
        tile_art: Callable[[int, int], pygame.Surface],
        leader_art: Callable[[int, str, int], pygame.Surface],
    ) -> None:
        self.table = table
        self.board = table.board
        self.k = k
        self.at = 0.0
        self.timeline = Timeline()
        self.area = table.banner_area(cells)  # where banners go: clear of the events' cells
        self.tile_art = tile_art
        self.leader_art = leader_art

    def add(self, anim: Any) -> None:
        self.timeline.anims.append(anim)

    def sound(self, name: str, when: float) -> None:
        self.timeline.sounds.append((when, name))

    def cell_rect(self, cell: int) -> Callable[[], pygame.Rect]:
        """Where `cell` is when the animation is drawn (the window may be resized meanwhile)."""
        return lambda: self.board.cell_rect(cell)

    def done(self) -> Timeline:
        self.timeline.duration = self.at
        return self.timeline

    # ------------------------------------------------------------ the events both games have

    def others(self, seat: int) -> bool:
        """Whether `seat`'s moves are the others' (a computer's): shown travelling to their
        cells, so a player sees where each piece came from and went."""
        return 0 <= seat < len(self.table.session.seats) and not self.table.session.seats[seat].human

    def travel(self, image: pygame.Surface, start: Callable[[], tuple[int, int]], cell: int) -> None:
        """`image` travels from `start` to `cell`'s centre; the piece appears there as it lands."""
        k = self.k
        self.add(anims.Flyer(image, start, partial(self.board.cell_centre, cell), self.at, self.FLIGHT * k,
                             lift=0.2))
        self.at += self.FLIGHT * k * 0.9

    FLIGHT = 0.55  # seconds (at normal speed and pace) a piece of the others' takes to its cell

    def tile_placed(self, event: Any) -> None:
        k = self.k
        if self.others(event.seat):
            image = self.tile_art(event.colour, self.board.cell)
            self.travel(image, partial(self.table.seat_target, event.seat), event.cell)
        self.add(anims.Pop(event.cell, self.at, 0.35 * k))
        self.sound("place", self.at)
        self.at += 0.25 * k

    def leader_placed(self, event: Any) -> None:
        k = self.k
        image = self.leader_art(event.leader, self.table.state.dynasties[event.seat], self.board.cell)
        if self.others(event.seat):
            start = (partial(self.board.cell_centre, event.from_cell) if event.from_cell >= 0
                     else partial(self.table.seat_target, event.seat))
            self.travel(image, start, event.cell)
        elif event.from_cell >= 0:
            self.add(anims.Ghost(image, self.cell_rect(event.from_cell), self.at, 0.35 * k))
        self.add(anims.Pop(event.cell, self.at, 0.35 * k))
        self.sound("leader", self.at)
        self.at += 0.25 * k

    def leader_removed(self, event: Any) -> None:
        k = self.k
        image = self.leader_art(event.leader, self.table.state.dynasties[event.seat], self.board.cell)
        self.add(anims.Ghost(image, self.cell_rect(event.cell), self.at, 0.6 * k))
        self.sound("remove", self.at)
        self.at += 0.2 * k

    def tiles_removed(self, event: Any) -> None:
        k = self.k
        for i, cell in enumerate(event.cells):
            self.add(
                anims.Ghost(
                    self.tile_art(event.colour, self.board.cell),
                    self.cell_rect(cell),
                    self.at + i * 0.08 * k,
                    0.55 * k,
                )
            )
        self.sound("remove", self.at)
        self.at += (0.3 + 0.08 * len(event.cells)) * k

    def scored(self, event: Any, point_image: Callable[[int, int], pygame.Surface]) -> None:
        """A point of `event.colour` flies from its cell (or the board's centre) to its seat."""
        k = self.k
        bv = self.board
        size = max(12, int(bv.cell * 0.42))
        start = partial(bv.cell_centre, event.cell) if event.cell >= 0 else (lambda: bv.rect.center)
        self.add(
            anims.Flyer(
                point_image(event.colour, size),
                start,
                partial(self.table.seat_target, event.seat),
                self.at,
                0.7 * k,
            )
        )
        self.sound("score", self.at + 0.5 * k)
        self.at += 0.15 * k

    def conflict_started(self, title: str, detail: str) -> None:
        k = self.k
        self.add(anims.Banner(title, detail, theme.BAD, self.area, self.at, 1.6 * k))
        self.sound("conflict", self.at)
        self.at += 0.8 * k

    def sides_started(self, title: str, event: Any) -> None:
        """A two-sided conflict's banner (a revolt; the first game's wars too): the attacker's
        and the defender's strengths, as the log says them."""
        names = self.table.names
        detail = _("{a} {sa} : {sd} {d}").format(
            a=names[event.attacker],
            sa=event.attacker_strength,
            d=names[event.defender],
            sd=event.defender_strength,
        )
        self.conflict_started(title, detail)

    def conflict_resolved(self, event: Any) -> None:
        """The winner's banner with the two sides' totals (the log's)."""
        k = self.k
        names = self.table.names
        title = (
            _("You win")
            if event.winner == self.table.session.you
            else _("{who} wins").format(who=names.plain[event.winner])
        )
        self.add(
            anims.Banner(
                title,
                "",
                theme.GOLD,
                self.area,
                self.at,
                1.7 * k,
                counts=(
                    max(event.attacker_total, event.defender_total),
                    min(event.attacker_total, event.defender_total),
                ),
                sides=(names[event.winner], names[event.loser]),
                # A tie is the defender's (both games' rules): said, so the equal counts read.
                note=in_context(self.table.presentation.context, N_("a tie goes to the defender"))
                if event.attacker_total == event.defender_total
                else "",
            )
        )
        self.sound("conflict_end", self.at)
        self.at += 0.9 * k

    def turn_started(self, event: Any) -> None:
        """The turn's banner: always for a person's turn, for a computer's unless the speed is fast.
        It takes no time: the turn goes on under it."""
        table = self.table
        title = (
            _("Your turn")
            if event.seat == table.session.you
            else _("{who}'s turn").format(who=table.names.plain[event.seat])
        )
        if table.session.seats[event.seat].human or table.app.settings.speed != "fast":
            # In the top bar, over no cell: the changes it announces stay in sight.
            area = table.turn_banner_area()
            self.add(anims.Banner(title, "", table.colours[event.seat], area, self.at, 1.1 * self.k))
        self.sound("turn", self.at)

    def game_ended(self, detail: str) -> None:
        """The last banner: the game is over, and `detail` (the game's words for its end)."""
        k = self.k
        self.add(anims.Banner(_("Game over"), detail, theme.GOLD, self.area, self.at, 2.0 * k))
        self.sound("win", self.at)
        self.at += 1.5 * k
