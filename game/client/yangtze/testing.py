"""Where the Yellow & Yangtze window's things are, for tests, the screenshot
tool and the self-test, which drive the window like a person (with the
mouse and keys through `driver.Driver`): the tray's slots, the swap panel's
tiles, the cells lit now, the triangles a pagoda may go on, the war panel's
kingdoms, the market's slots."""

from __future__ import annotations

import pygame

from ..overlay import Overlay
from .action_panel import ActionPanel
from .chain_panel import MarketPanel
from .pagoda_panel import PagodaPanel
from .swap_panel import SwapPanel
from .tray import hand_colours
from .war_panel import WarPanel


def action_panel(game) -> ActionPanel | None:
    panel = game.panel
    return panel if isinstance(panel, ActionPanel) and game.decision not in ("", None) else None


def hand_slots(game) -> list[tuple[pygame.Rect, int]]:
    """(rect, colour) of the tiles the person deciding can pick (none when they cannot)."""
    if action_panel(game) is None or game.decision != "action":
        return []
    return list(
        zip(game.regions.tray_parts.tiles, hand_colours(game.state, game.shown_viewer()), strict=False)
    )


def leader_slots(game) -> list[tuple[pygame.Rect, int]]:
    if action_panel(game) is None or game.decision != "action":
        return []
    return [(rect, kind) for kind, rect in enumerate(game.regions.tray_parts.leaders)]


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
    if panel is None:
        return 0
    if isinstance(panel, ActionPanel) and panel.sub is None:
        return panel.targets()
    o = Overlay()
    panel.overlay(o)
    return o.targets


def selection(game):
    panel = action_panel(game)
    return panel.selection if panel is not None else None


def preview(game):
    panel = game.panel
    return getattr(panel, "preview", None)
