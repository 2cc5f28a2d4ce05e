"""What each event of Yellow & Yangtze looks and sounds like: the table from
the engine's events to animations (with easing) and sounds, with their
timing. The game scene runs what this returns (`present`)."""

from __future__ import annotations

from functools import partial

import pygame

from game.engine.grid import bit_list, cell_name
from game.engine.yangtze import events as ev

from .. import anims, theme
from ..animate import Timeline, TimelineMaker, event_cells
from ..i18n import _, pgettext
from . import art
from .war_result import war_result
from .war_sides import letter
from .words import describe, war_title

# The fields of this game's events that hold a cell (with a conflict's leaders).
CELL_FIELDS = ("cell", "from_cell", "winner", "attacker_cell", "defender_cell")


def banner_cells(events: list, state) -> set[int]:
    """The cells a banner keeps clear of: the events' cells, and every tile and leader of the
    kingdoms in the war `state` has pending (a war's banner hid kingdom A's red tiles when it
    kept clear of the war's own cells only)."""
    cells = event_cells(events, CELL_FIELDS)
    war = getattr(state, "war", None)
    if war is not None:
        for side in war.sides:
            cells.update(bit_list(side.mask))
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
    t = TimelineMaker(table, k, banner_cells(events, table.state), art.tile, art.leader)
    # Deliberately parallel to the other game's `present`: each matches its own engine's event
    # classes and hands them to the shell's `TimelineMaker`, where the animations are written once.
    for index, event in enumerate(events):
        if isinstance(event, ev.TilePlaced):
            t.tile_placed(event)
        elif isinstance(event, ev.LeaderPlaced):
            t.leader_placed(event)
        elif isinstance(event, ev.LeaderRemoved):
            t.leader_removed(event)
        elif isinstance(event, ev.PeasantsRevolt):
            t.add(anims.Ghost(art.tile(event.colour, bv.cell), t.cell_rect(event.cell), t.at, 0.6 * k))
            t.add(
                anims.Banner(
                    _("Peasants' revolt!"),
                    _("{who} removes the tile on {cell}").format(
                        who=names[event.seat], cell=cell_name(event.cell)
                    ),
                    theme.BAD,
                    t.area,
                    t.at,
                    1.3 * k,
                )
            )
            t.sound("catastrophe", t.at)
            t.at += 0.5 * k
        elif isinstance(event, ev.TilesRemoved):
            t.tiles_removed(event)
        elif isinstance(event, ev.PagodaBuilt):
            name = min(event.cells)
            if event.moved_from:
                image = art.pagoda(event.colour, bv.pagoda_size())
                old = 0
                for c in event.moved_from:
                    old |= 1 << c
                t.add(anims.Ghost(image, partial(bv.pagoda_rect, old), t.at, 0.5 * k))
            t.add(anims.Rise(name, t.at, 0.9 * k))
            t.sound("monument", t.at)
            t.at += 0.6 * k
        elif isinstance(event, ev.PagodaReturned):
            mask = 0
            for c in event.cells:
                mask |= 1 << c
            t.add(
                anims.Ghost(
                    art.pagoda(event.colour, bv.pagoda_size()),
                    partial(bv.pagoda_rect, mask),
                    t.at,
                    0.6 * k,
                )
            )
            t.sound("remove", t.at)
            t.at += 0.2 * k
        elif isinstance(event, ev.MarketTaken):
            # From the slot it left (the row's middle when the event does not say).
            if event.index >= 0:
                start = bv.market_rect(event.index).center
            else:
                start = bv.market_rect(0).union(bv.market_rect(5)).center
            t.add(
                anims.Flyer(
                    art.tile(event.colour, bv.cell),
                    anims.fixed(start),
                    partial(table.seat_target, event.seat),
                    t.at,
                    0.6 * k,
                )
            )
            t.sound("leader", t.at)
            t.at += 0.3 * k
        elif isinstance(event, ev.Scored):
            t.scored(event, point_image)
        elif isinstance(event, ev.WarStarted):
            title = war_title(event.colours)
            detail = "  ·  ".join(  # each kingdom by the letter beside it on the board
                _("{letter}: {n}").format(letter=letter(i), n=strength)
                for i, strength in enumerate(event.strengths)
            )
            t.conflict_started(title, detail)
        elif isinstance(event, ev.WarResolved):
            # As a revolt's result: the winner, both totals (the log's), and what the losers lost;
            # placed as every banner is (`t.area`), off the war's cells and the panel on screen.
            result = war_result(events, index, names)
            tied = result.counts[0] == result.counts[1]  # the active player named the winner
            t.add(anims.Banner(result.title, result.lost, theme.GOLD, t.area, t.at, 1.9 * k,
                               counts=result.counts, sides=result.sides,
                               note=_("a tie: the player whose turn it was chose") if tied else ""))
            t.sound("conflict_end", t.at)
            t.at += 0.9 * k
        elif isinstance(event, ev.ConflictStarted):
            t.sides_started(pgettext("yangtze", "Revolt!"), event)
        elif isinstance(event, ev.ConflictResolved):
            t.conflict_resolved(event)
        elif isinstance(event, ev.TurnStarted):
            t.turn_started(event)
        elif isinstance(event, ev.GameEnded):
            t.game_ended(describe(event, names, table.viewer) or "")
    return t.done()
