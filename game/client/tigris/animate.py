"""What each event looks and sounds like: the table from the engine's events
to animations (with easing) and sounds, with their timing. The game scene
runs what this returns (`present`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.tigris import events as ev

from .. import anims, theme
from ..i18n import _
from . import art
from .words import describe, leaders_word


@dataclass
class Timeline:
    anims: list = field(default_factory=list)
    sounds: list[tuple[float, str]] = field(default_factory=list)  # (seconds from now, effect)
    duration: float = 0.0


def event_cells(events: list) -> set[int]:
    """The cells events are about (banners keep clear of them)."""
    cells: set[int] = set()
    for event in events:
        for name in ("cell", "top_left", "from_cell"):
            value = getattr(event, name, -1)
            if isinstance(value, int) and value >= 0:
                cells.add(value)
        cells.update(getattr(event, "cells", ()))
    return cells


def point_image(colour: int, size: int) -> pygame.Surface:
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(image, theme.PIECE[colour], image.get_rect(), border_radius=size // 5)
    pygame.draw.rect(image, (255, 255, 255), image.get_rect(), 2, border_radius=size // 5)
    return image


def present(table, events: list, k: float) -> Timeline:
    """The animations and sounds of `events`; `k` stretches their times (the speed setting)."""
    bv = table.board
    names = table.names
    state = table.state
    out = Timeline()
    at = 0.0
    area = table.banner_area(event_cells(events))

    def cell_rect(cell: int):
        return lambda: bv.cell_rect(cell)

    def sound(name: str, when: float) -> None:
        out.sounds.append((when, name))

    for event in events:
        if isinstance(event, ev.TilePlaced):
            out.anims.append(anims.Pop(event.cell, at, 0.35 * k))
            sound("place", at)
            at += 0.25 * k
        elif isinstance(event, ev.LeaderPlaced):
            if event.from_cell >= 0:
                image = art.leader(event.leader, state.dynasties[event.seat], bv.cell)
                out.anims.append(anims.Ghost(image, cell_rect(event.from_cell), at, 0.35 * k))
            out.anims.append(anims.Pop(event.cell, at, 0.35 * k))
            sound("leader", at)
            at += 0.25 * k
        elif isinstance(event, ev.LeaderRemoved):
            image = art.leader(event.leader, state.dynasties[event.seat], bv.cell)
            out.anims.append(anims.Ghost(image, cell_rect(event.cell), at, 0.6 * k))
            sound("remove", at)
            at += 0.2 * k
        elif isinstance(event, ev.CatastrophePlaced):
            if event.destroyed >= 0:
                out.anims.append(
                    anims.Ghost(art.tile(event.destroyed, bv.cell), cell_rect(event.cell), at, 0.5 * k)
                )
            out.anims.append(anims.Pop(event.cell, at, 0.45 * k))
            sound("catastrophe", at)
            at += 0.35 * k
        elif isinstance(event, ev.TilesRemoved):
            for i, cell in enumerate(event.cells):
                out.anims.append(
                    anims.Ghost(art.tile(event.colour, bv.cell), cell_rect(cell), at + i * 0.08 * k, 0.55 * k)
                )
            sound("remove", at)
            at += (0.3 + 0.08 * len(event.cells)) * k
        elif isinstance(event, ev.Scored):
            size = max(12, int(bv.cell * 0.42))
            start = (lambda c=event.cell: bv.cell_centre(c)) if event.cell >= 0 else (lambda: bv.rect.center)
            out.anims.append(
                anims.Flyer(
                    point_image(event.colour, size),
                    start,
                    lambda s=event.seat: table.seat_target(s),
                    at,
                    0.7 * k,
                )
            )
            sound("score", at + 0.5 * k)
            at += 0.15 * k
        elif isinstance(event, ev.TreasureTaken):
            out.anims.append(
                anims.Flyer(
                    art.treasure(int(bv.cell * 0.6)),
                    (lambda c=event.cell: bv.cell_centre(c)),
                    (lambda s=event.seat: table.seat_target(s)),
                    at,
                    0.8 * k,
                )
            )
            sound("treasure", at)
            at += 0.3 * k
        elif isinstance(event, ev.MonumentBuilt):
            out.anims.append(anims.Rise(event.top_left, at, 0.9 * k))
            sound("monument", at)
            at += 0.6 * k
        elif isinstance(event, ev.ConflictStarted):
            title = (
                _("Revolt!")
                if event.kind == ev.REVOLT
                else _("War of the {leaders}!").format(leaders=leaders_word(event.colour))
            )
            detail = _("{a} ({sa}) against {d} ({sd})").format(
                a=names[event.attacker],
                sa=event.attacker_strength,
                d=names[event.defender],
                sd=event.defender_strength,
            )
            out.anims.append(anims.Banner(title, detail, theme.BAD, area, at, 1.6 * k))
            sound("conflict", at)
            at += 0.8 * k
        elif isinstance(event, ev.ConflictResolved):
            title = (
                _("You win")
                if event.winner == table.session.you
                else _("{who} wins").format(who=names.plain[event.winner])
            )
            loser_total = min(event.attacker_total, event.defender_total)
            winner_total = max(event.attacker_total, event.defender_total)
            out.anims.append(
                anims.Banner(
                    title,
                    "",
                    theme.GOLD,
                    area,
                    at,
                    1.7 * k,
                    counts=(winner_total, loser_total),
                    sides=(names[event.winner], names[event.loser]),
                )
            )
            sound("conflict_end", at)
            at += 0.9 * k
        elif isinstance(event, ev.TurnStarted):
            if table.session.seats[event.seat].human or table.app.settings.speed != "fast":
                you = table.session.you
                out.anims.append(
                    anims.Banner(
                        _("Your turn")
                        if event.seat == you
                        else _("{who}'s turn").format(who=names.plain[event.seat]),
                        "",
                        table.colours[event.seat],
                        area,
                        at,
                        1.1 * k,
                    )
                )
            sound("turn", at)
        elif isinstance(event, ev.GameEnded):
            out.anims.append(
                anims.Banner(
                    _("Game over"), describe(event, names, table.viewer) or "", theme.GOLD, area, at, 2.0 * k
                )
            )
            sound("win", at)
            at += 1.5 * k
    out.duration = at
    return out
