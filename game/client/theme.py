"""Colours, fonts and sizes: the look in one place."""

from __future__ import annotations

import pygame

from game.resources import resource_path

BACKGROUND = (24, 31, 42)
BACKGROUND_2 = (33, 43, 58)
PANEL = (38, 50, 67)
PANEL_EDGE = (74, 92, 118)
PANEL_DARK = (29, 38, 52)
TEXT = (244, 237, 219)
TEXT_DIM = (168, 179, 194)
TEXT_DARK = (34, 30, 24)
GOLD = (242, 193, 78)
GOLD_DARK = (170, 124, 34)
GOOD = (120, 200, 120)
BAD = (232, 104, 92)
SHADOW = (0, 0, 0, 90)

LAND = (226, 208, 160)
LAND_2 = (217, 198, 148)
LAND_EDGE = (190, 170, 122)
RIVER = (86, 156, 204)
RIVER_2 = (118, 180, 222)
HIGHLIGHT = (255, 246, 150)
SPECIAL_BORDER = (78, 44, 22)  # the temples whose treasures are taken first
SPECIAL_INLAY = (240, 214, 150)
SELECT = GOLD

# Tile and leader colours, indexed like the engine's colours (black, red, blue, green).
PIECE = ((46, 46, 50), (196, 62, 52), (44, 104, 178), (52, 148, 72))
PIECE_LIGHT = ((96, 96, 104), (232, 110, 96), (96, 154, 222), (104, 196, 120))
PIECE_SYMBOL = ((236, 232, 220), (255, 240, 224), (236, 244, 255), (240, 255, 236))

# Dynasties have a symbol; this accent only tells their seat rows apart.
DYNASTY_ACCENT = {
    "bull": (196, 120, 56),
    "lion": (222, 178, 40),
    "archer": (150, 112, 200),
    "potter": (64, 176, 168),
}

FRAME_RATE = 60

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


FONT_FILE = ("assets", "fonts", "DejaVuSansCondensed-Bold.ttf")
# Sizes are given on the scale of pygame's default font, which draws a
# nominal size smaller than a TrueType file does; this keeps the widths the
# layouts were made for.
FONT_SCALE = 0.7


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The interface font (`assets/fonts/`) at `size` (cached)."""
    size = max(8, int(size))
    key = (size, bold)
    cached = _fonts.get(key)
    if cached is None:
        cached = pygame.font.Font(str(resource_path(*FONT_FILE)), round(size * FONT_SCALE))
        cached.set_bold(bold)
        _fonts[key] = cached
    return cached


def ui_scale(size: tuple[int, int]) -> float:
    """How big the interface is drawn relative to a 1280×800 window."""
    return max(0.78, min(size[0] / 1280, size[1] / 800, 2.5))


def forget_fonts() -> None:
    """Drop cached fonts and rendered texts (after pygame was shut down and started again)."""
    from . import widgets

    _fonts.clear()
    widgets._rendered.clear()
    widgets._wrapped.clear()
