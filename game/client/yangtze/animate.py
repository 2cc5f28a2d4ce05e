"""What each event of Yellow & Yangtze looks and sounds like: the table from
the engine's events to animations (with easing) and sounds, with their
timing. The game scene runs what this returns (`present`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.grid import cell_name
from game.engine.yangtze import events as ev

from .. import anims, theme
from ..i18n import _, pgettext
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
        for name in ("cell", "from_cell", "winner"):
            value = getattr(event, name, -1)
            if isinstance(value, int) and value >= 0 and not isinstance(value, bool):
                cells.add(value)
        cells.update(getattr(event, "cells", ()))
    return cells


def point_image(colour: int, size: int) -> pygame.Surface:
    """A point flying to its seat: a small hexagon of its colour."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(image, art.PIECE[colour], art.hex_points(size / 2, size / 2, size * 0.5))
    pygame.draw.polygon(image, (255, 255, 255), art.hex_points(size / 2, size / 2, size * 0.5), 2)
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
        elif isinstance(event, ev.PeasantsRevolt):
            out.anims.append(anims.Ghost(art.tile(event.colour, bv.cell), cell_rect(event.cell), at, 0.6 * k))
            out.anims.append(
                anims.Banner(
                    _("Peasants' revolt!"),
                    _("{who} removes the tile on {cell}").format(
                        who=names[event.seat], cell=cell_name(event.cell)
                    ),
                    theme.BAD,
                    area,
                    at,
                    1.3 * k,
                )
            )
            sound("catastrophe", at)
            at += 0.5 * k
        elif isinstance(event, ev.TilesRemoved):
            for i, cell in enumerate(event.cells):
                out.anims.append(
                    anims.Ghost(art.tile(event.colour, bv.cell), cell_rect(cell), at + i * 0.08 * k, 0.55 * k)
                )
            sound("remove", at)
            at += (0.3 + 0.08 * len(event.cells)) * k
        elif isinstance(event, ev.PagodaBuilt):
            name = min(event.cells)
            if event.moved_from:
                image = art.pagoda(event.colour, bv.pagoda_size())
                old = 0
                for c in event.moved_from:
                    old |= 1 << c
                out.anims.append(anims.Ghost(image, (lambda m=old: bv.pagoda_rect(m)), at, 0.5 * k))
            out.anims.append(anims.Rise(name, at, 0.9 * k))
            sound("monument", at)
            at += 0.6 * k
        elif isinstance(event, ev.PagodaReturned):
            mask = 0
            for c in event.cells:
                mask |= 1 << c
            out.anims.append(
                anims.Ghost(
                    art.pagoda(event.colour, bv.pagoda_size()),
                    (lambda m=mask: bv.pagoda_rect(m)),
                    at,
                    0.6 * k,
                )
            )
            sound("remove", at)
            at += 0.2 * k
        elif isinstance(event, ev.MarketTaken):
            start = bv.market_rect(0).union(bv.market_rect(5)).center  # from the market row
            out.anims.append(
                anims.Flyer(
                    art.tile(event.colour, bv.cell),
                    (lambda p=start: p),
                    (lambda s=event.seat: table.seat_target(s)),
                    at,
                    0.6 * k,
                )
            )
            sound("leader", at)
            at += 0.3 * k
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
        elif isinstance(event, ev.WarStarted):
            title = pgettext("yangtze", "War of the {leaders}!").format(
                leaders=" & ".join(leaders_word(c) for c in event.colours)
            )
            detail = "  ·  ".join(
                _("{cell}: {n}").format(cell=cell_name(kingdom), n=strength)
                for kingdom, strength in zip(event.kingdoms, event.strengths, strict=True)
            )
            out.anims.append(anims.Banner(title, detail, theme.BAD, area, at, 1.6 * k))
            sound("conflict", at)
            at += 0.8 * k
        elif isinstance(event, ev.WarResolved):
            out.anims.append(
                anims.Banner(
                    _("The kingdom of {cell} wins").format(cell=cell_name(event.winner)),
                    " : ".join(str(s) for s in event.strengths),
                    theme.GOLD,
                    area,
                    at,
                    1.6 * k,
                )
            )
            sound("conflict_end", at)
            at += 0.9 * k
        elif isinstance(event, ev.ConflictStarted):
            detail = _("{a} ({sa}) against {d} ({sd})").format(
                a=names[event.attacker],
                sa=event.attacker_strength,
                d=names[event.defender],
                sd=event.defender_strength,
            )
            out.anims.append(
                anims.Banner(pgettext("yangtze", "Revolt!"), detail, theme.BAD, area, at, 1.6 * k)
            )
            sound("conflict", at)
            at += 0.8 * k
        elif isinstance(event, ev.ConflictResolved):
            title = (
                _("You win")
                if event.winner == table.session.you
                else _("{who} wins").format(who=names.plain[event.winner])
            )
            out.anims.append(
                anims.Banner(
                    title,
                    "",
                    theme.GOLD,
                    area,
                    at,
                    1.7 * k,
                    counts=(
                        max(event.attacker_total, event.defender_total),
                        min(event.attacker_total, event.defender_total),
                    ),
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
