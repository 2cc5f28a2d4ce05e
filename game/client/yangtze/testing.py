"""Where the Yellow & Yangtze window's things are, for tests, the screenshot
tool and the self-test, which drive the window like a person (with the
mouse and keys through `driver.Driver`): the tray's slots, the swap panel's
tiles, the cells lit now, the triangles a pagoda may go on, the war panel's
kingdoms, the market's slots."""

from __future__ import annotations

import pygame

from .. import tray_testing
from .action_panel import ActionPanel
from .chain_panel import MarketPanel
from .pagoda_panel import PagodaPanel
from .swap_panel import SwapPanel
from .tray import hand_colours
from .war_panel import WarPanel


def action_panel(game) -> ActionPanel | None:
    panel = game.panel
    return panel if isinstance(panel, ActionPanel) and game.decision not in ("", None) else None


# The tray's slots are found by the shell (`tray_testing`, the same for both games), given
# Yellow & Yangtze's turn panel and hand: these few lines name them, as the other game's do.
def hand_slots(game) -> list[tuple[pygame.Rect, int]]:
    return tray_testing.hand_slots(game, action_panel(game), hand_colours)


def leader_slots(game) -> list[tuple[pygame.Rect, int]]:
    return tray_testing.leader_slots(game, action_panel(game))


def action_slots(game) -> list[pygame.Rect]:
    """The tray's peasants' revolt and pagoda."""
    if action_panel(game) is None or game.decision != "action":
        return []
    return list(game.regions.tray_parts.actions)


def swap_slots(game) -> list[tuple[pygame.Rect, int, int]]:
    panel = action_panel(game)
    return panel.sub.slots if panel is not None and isinstance(panel.sub, SwapPanel) else []


def pagoda_panel(game) -> PagodaPanel | None:
    panel = game.panel
    if isinstance(panel, ActionPanel) and isinstance(panel.sub, PagodaPanel):
        return panel.sub
    return panel if isinstance(panel, PagodaPanel) else None


def triangle_points(game) -> list[tuple[int, tuple[int, int]]]:
    """(triangle, screen point of its shared corner) a pagoda may go on now."""
    panel = pagoda_panel(game)
    if panel is None:
        return []
    return [(t, game.board.triangle_centre(t)) for t in panel.triangles()]


def war_sides(game) -> list[pygame.Rect]:
    panel = game.panel
    return list(panel.side_rects) if isinstance(panel, WarPanel) else []


def market_slots(game) -> list[tuple[pygame.Rect, int]]:
    panel = game.panel
    return list(panel.slots) if isinstance(panel, MarketPanel) else []


def targets(game) -> int:
    """The cells lit now: for the chosen piece, or the pending choice's cells."""
    panel = game.panel
    return tray_testing.lit_cells(panel, isinstance(panel, ActionPanel) and panel.sub is None)


def selection(game):  # the turn panel's chosen piece, as the other game's `testing.py`
    panel = action_panel(game)
    return panel.selection if panel is not None else None


def preview(game):
    panel = game.panel
    return getattr(panel, "preview", None)
