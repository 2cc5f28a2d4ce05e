"""What each event looks and sounds like: the table from the engine's events
to animations (with easing) and sounds, with their timing. The game scene
runs what this returns (`present`)."""

from __future__ import annotations

from functools import partial

import pygame

from game.engine.tigris import events as ev

from .. import anims, theme
from ..animate import Timeline, TimelineMaker, event_cells
from ..i18n import _
from . import art
from .words import describe, leaders_word

# The fields of this game's events that hold a cell (with a conflict's two leaders: its banner
# keeps clear of them).
CELL_FIELDS = ("cell", "top_left", "from_cell", "attacker_cell", "defender_cell")


def point_image(colour: int, size: int) -> pygame.Surface:
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(image, theme.PIECE[colour], image.get_rect(), border_radius=size // 5)
    pygame.draw.rect(image, (255, 255, 255), image.get_rect(), 2, border_radius=size // 5)
    return image


def present(table, events: list, k: float) -> Timeline:
    """The animations and sounds of `events`; `k` stretches their times (the speed setting)."""
    bv = table.board
    names = table.names
    t = TimelineMaker(table, k, event_cells(events, CELL_FIELDS), art.tile, art.leader)
    # Deliberately parallel to the other game's `present`: each matches its own engine's event
    # classes and hands them to the shell's `TimelineMaker`, where the animations are written once.
    for event in events:
        if isinstance(event, ev.TilePlaced):
            t.tile_placed(event)
        elif isinstance(event, ev.LeaderPlaced):
            t.leader_placed(event)
        elif isinstance(event, ev.LeaderRemoved):
            t.leader_removed(event)
        elif isinstance(event, ev.CatastrophePlaced):
            if t.others(event.seat):  # from the seat that played it, as its tiles and leaders
                t.travel(art.catastrophe(bv.cell), partial(table.seat_target, event.seat), event.cell)
            if event.destroyed >= 0:
                t.add(anims.Ghost(art.tile(event.destroyed, bv.cell), t.cell_rect(event.cell), t.at, 0.5 * k))
            t.add(anims.Pop(event.cell, t.at, 0.45 * k))
            t.sound("catastrophe", t.at)
            t.at += 0.35 * k
        elif isinstance(event, ev.TilesRemoved):
            t.tiles_removed(event)
        elif isinstance(event, ev.Scored):
            t.scored(event, point_image)
        elif isinstance(event, ev.TreasureTaken):
            t.add(
                anims.Flyer(
                    art.treasure(int(bv.cell * 0.6)),
                    partial(bv.cell_centre, event.cell),
                    partial(table.seat_target, event.seat),
                    t.at,
                    0.8 * k,
                )
            )
            t.sound("treasure", t.at)
            t.at += 0.3 * k
        elif isinstance(event, ev.MonumentBuilt):
            t.add(anims.Rise(event.top_left, t.at, 0.9 * k))
            t.sound("monument", t.at)
            t.at += 0.6 * k
        elif isinstance(event, (ev.BuildingPlaced, ev.WonderBuilt)):
            t.sound("monument", t.at)  # the piece appears with the still layer; heard, and a pause
            t.at += 0.4 * k
        elif isinstance(event, ev.ConflictStarted):
            title = (
                _("Revolt!")
                if event.kind == ev.REVOLT
                else _("War of the {leaders}!").format(leaders=leaders_word(event.colour))
            )
            t.sides_started(title, event)
        elif isinstance(event, ev.ConflictResolved):
            t.conflict_resolved(event)
        elif isinstance(event, ev.TurnStarted):
            t.turn_started(event)
        elif isinstance(event, ev.GameEnded):
            t.game_ended(describe(event, names, table.viewer) or "")
    return t.done()
