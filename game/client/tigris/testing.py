"""Where the Tigris & Euphrates window's things are, for tests, the
screenshot tools and the self-test, which drive the window like a person
(with the mouse and keys through `driver.Driver`): the player's tray slots,
the swap panel's tiles, the cells lit for a chosen piece."""

from __future__ import annotations

import pygame

from ..overlay import Overlay
from .action_panel import ActionPanel
from .tray import hand_colours


def action_panel(game) -> ActionPanel | None:
    panel = game.panel
    return panel if isinstance(panel, ActionPanel) and game.decision in ("action", "swap") else None


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


def catastrophe_slots(game) -> list[pygame.Rect]:
    if action_panel(game) is None or game.decision != "action":
        return []
    return game.regions.tray_parts.catastrophes[: game.state.catastrophes_left[game.shown_viewer()]]


def swap_slots(game) -> list[tuple[pygame.Rect, int, int]]:
    panel = action_panel(game)
    return panel.sub.slots if panel is not None and panel.sub is not None else []


def swap_counts(game) -> list[int] | None:
    panel = action_panel(game)
    return list(panel.sub.counts) if panel is not None and panel.sub is not None else None


def targets(game) -> int:
    """The cells lit now: for the chosen piece, or the treasures to take."""
    panel = game.panel
    if panel is None:
        return 0
    if isinstance(panel, ActionPanel):
        return panel.targets()
    o = Overlay()
    panel.overlay(o)
    return o.targets


def selection(game):
    panel = action_panel(game)
    return panel.selection if panel is not None else None


def preview(game):
    panel = action_panel(game)
    return panel.preview if panel is not None else None


def commit_count(game) -> int:
    return getattr(game.panel, "commit_count", 0)
