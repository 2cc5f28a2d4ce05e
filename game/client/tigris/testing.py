"""Where the Tigris & Euphrates window's things are, for tests, the
screenshot tools and the self-test, which drive the window like a person
(with the mouse and keys through `driver.Driver`): the player's tray slots,
the swap panel's tiles, the cells lit for a chosen piece."""

from __future__ import annotations

import pygame

from .. import tray_testing
from .action_panel import ActionPanel
from .tray import hand_colours


def action_panel(game) -> ActionPanel | None:
    panel = game.panel
    return panel if isinstance(panel, ActionPanel) and game.decision in ("action", "swap") else None


# The tray's slots are found by the shell (`tray_testing`, the same for both games), given
# Tigris & Euphrates' turn panel and hand: these few lines name them, as the other game's do.
def hand_slots(game) -> list[tuple[pygame.Rect, int]]:
    return tray_testing.hand_slots(game, action_panel(game), hand_colours)


def leader_slots(game) -> list[tuple[pygame.Rect, int]]:
    return tray_testing.leader_slots(game, action_panel(game))


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
    return tray_testing.lit_cells(game.panel, isinstance(game.panel, ActionPanel))


def selection(game):  # the turn panel's chosen piece, as the other game's `testing.py`
    panel = action_panel(game)
    return panel.selection if panel is not None else None


def preview(game):
    panel = action_panel(game)
    return panel.preview if panel is not None else None


def commit_count(game) -> int:
    return getattr(game.panel, "commit_count", 0)
