"""Colours, fonts and sizes: the look in one place."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.resources import resource_path

from .fontcover import covers
from .i18n import current_language

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
TEXT_SELECTION = (64, 98, 152)  # the text chosen in a field (typing replaces it): blue behind light text
GLOW = (255, 168, 28)  # the cells a lesson step points at: amber, unlike the pale lit cells
GLOW_RIM = (84, 44, 0)

# Tile and leader colours, indexed like the engine's colours (black, red, blue, green).
PIECE = ((46, 46, 50), (196, 62, 52), (44, 104, 178), (52, 148, 72))
PIECE_LIGHT = ((96, 96, 104), (232, 110, 96), (96, 154, 222), (104, 196, 120))
PIECE_SYMBOL = ((236, 232, 220), (255, 240, 224), (236, 244, 255), (240, 255, 236))

FRAME_RATE = 60

_fonts: dict[tuple, pygame.font.Font] = {}
_paths: dict[int, str] = {}  # id of a cached font -> its file


FONT_FILE = ("assets", "fonts", "DejaVuSansCondensed-Bold.ttf")
# Titles, banners and the names of things: Cinzel, inscriptional capitals (`assets/fonts/`).
DISPLAY_FONT_FILE = ("assets", "fonts", "Cinzel-Bold.ttf")
# Cinzel has no Cyrillic nor Chinese: Russian titles take Old Standard Bold, a revival of the
# serif of Russian books around 1900, and Chinese ones Noto Serif CJK SC Bold, a Song face
# (`assets/README.md`, both cut by `tools/make_titles_font.py`), rather than falling back to the
# plain interface font. Asked in order; the first that has every character of a title draws it.
DISPLAY_FALLBACK_FILES = (
    ("assets", "fonts", "TwoRiversTitles-Cyrillic.ttf"),
    ("assets", "fonts", "NotoSerifCJKsc-TwoRivers-Titles.otf"),
)
# Old Standard's lower case is small beside Cinzel's capitals; Noto's ideographs fill their
# em square (as `CJK_SCALE`).
DISPLAY_FALLBACK_SCALES = (0.85, 0.66)
# Chinese: Noto Sans CJK SC (bold), cut down to the characters the game draws
# (`tools/make_cjk_font.py`). DejaVu draws English, Russian and Polish.
CJK_FONT_FILE = ("assets", "fonts", "NotoSansCJKsc-TwoRivers.otf")
# Sizes are given on the scale of pygame's default font, which draws a
# nominal size smaller than a TrueType file does; this keeps the widths the
# layouts were made for.
FONT_SCALE = 0.7
DISPLAY_SCALE = 0.74
CJK_SCALE = 0.66  # Noto's ideographs fill their em square: a little smaller reads as the same size


# The smallest size a line in the side column is drawn at, whatever the window's size:
# 17 is a 12-pixel font (at FONT_SCALE), still easy to read at 1024×640 and 800×500.
SMALLEST = 17


def small(size: float, s: float) -> int:
    """`size` on the interface scale `s`, never below `SMALLEST` (the side column's seats
    and log)."""
    return max(SMALLEST, int(size * s))


def uses_cjk() -> bool:
    """Whether the window's language is written in Chinese characters (its font is then Noto)."""
    return current_language().startswith("zh")


def font(size: int, bold: bool = False, cjk: bool | None = None) -> pygame.font.Font:
    """The interface font (`assets/fonts/`) at `size` (cached): DejaVu, or for Chinese
    (`cjk`, by default the window's language) Noto Sans CJK, already bold."""
    size = max(8, int(size))
    cjk = uses_cjk() if cjk is None else cjk
    key = (size, bold, cjk)
    cached = _fonts.get(key)
    if cached is None:
        path = str(resource_path(*(CJK_FONT_FILE if cjk else FONT_FILE)))
        cached = pygame.font.Font(path, round(size * (CJK_SCALE if cjk else FONT_SCALE)))
        if not cjk:
            cached.set_bold(bold)
        _fonts[key] = cached
        _paths[id(cached)] = path
    return cached


def font_for(text: str, size: int, bold: bool = False) -> pygame.font.Font:
    """The interface font that draws every character of `text`: the language's own, else
    the other one (a Chinese name in an English window, a Russian name in a Chinese one,
    the languages' names in the settings)."""
    primary = font(size, bold)
    if has_glyphs(primary, text):
        return primary
    other = font(size, bold, cjk=not uses_cjk())
    return other if has_glyphs(other, text) else primary


def display_font(size: int, which: int = 0) -> pygame.font.Font:
    """The display font for titles at `size` (cached): Cinzel, or (`which` 1, 2, …) the
    fallbacks of `DISPLAY_FALLBACK_FILES` for the scripts Cinzel lacks."""
    size = max(8, int(size))
    key = (size, "display", which)
    cached = _fonts.get(key)
    if cached is None:
        file, scale = (DISPLAY_FONT_FILE, DISPLAY_SCALE) if which == 0 else (
            DISPLAY_FALLBACK_FILES[which - 1], DISPLAY_FALLBACK_SCALES[which - 1])
        path = str(resource_path(*file))
        cached = pygame.font.Font(path, round(size * scale))
        _fonts[key] = cached
        _paths[id(cached)] = path
    return cached


def display_font_for(text: str, size: int) -> pygame.font.Font | None:
    """The first display font that draws every character of `text` (None: none does, and
    the title is drawn in the interface font, as Chinese is)."""
    for which in range(1 + len(DISPLAY_FALLBACK_FILES)):
        f = display_font(size, which)
        if has_glyphs(f, text):
            return f
    return None


def has_glyphs(f: pygame.font.Font, text: str) -> bool:
    """Whether `f` draws every character of `text` (else a title falls back to the interface
    font): its file's character map (`fontcover`), as pygame gives a missing character the
    metrics of the font's box for missing glyphs."""
    path = _paths.get(id(f))
    if path is not None:
        return covers(path, text)
    return all(m is not None for m in f.metrics(text))


def darker(colour: tuple, k: float = 0.7) -> tuple:
    return tuple(int(c * k) for c in colour[:3])


def lighter(colour: tuple, k: float = 0.35) -> tuple:
    return tuple(int(c + (255 - c) * k) for c in colour[:3])


_bars: dict[tuple, pygame.Surface] = {}


def gradient(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    """A vertical gradient (cached by size and colours)."""
    key = (size, top, bottom)
    cached = _bars.get(key)
    if cached is None:
        if len(_bars) > 64:
            _bars.clear()
        w, h = max(1, size[0]), max(1, size[1])
        column = pygame.Surface((1, h))
        for y in range(h):
            k = y / max(1, h - 1)
            column.set_at((0, y), tuple(int(a + (b - a) * k) for a, b in zip(top, bottom, strict=False)))
        cached = _bars[key] = pygame.transform.scale(column, (w, h))
    return cached


def bar(surface: pygame.Surface, rect: pygame.Rect, top_edge: bool = False, bottom_edge: bool = False,
        left_edge: bool = False) -> None:
    """A bar of the game screen: a dark gradient with a gilt edge toward the board."""
    surface.blit(gradient(rect.size, (36, 46, 62), PANEL_DARK), rect)
    if top_edge:
        pygame.draw.line(surface, GOLD_DARK, rect.topleft, rect.topright, 2)
    if bottom_edge:
        pygame.draw.line(surface, GOLD_DARK, (rect.left, rect.bottom - 2), (rect.right, rect.bottom - 2), 2)
    if left_edge:
        pygame.draw.line(surface, GOLD_DARK, rect.topleft, rect.bottomleft, 2)


def table(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The table the board lies on: dark, lit from the middle."""
    surface.blit(vignette(rect.size), rect)


_vignettes: dict[tuple[int, int], pygame.Surface] = {}


def vignette(size: tuple[int, int]) -> pygame.Surface:
    cached = _vignettes.get(size)
    if cached is None:
        w, h = max(1, size[0]), max(1, size[1])
        small = pygame.Surface((32, 24))
        for y in range(24):
            for x in range(32):
                d = ((x - 15.5) / 16) ** 2 + ((y - 11.5) / 12) ** 2
                k = max(0.0, 1 - d * 0.55)
                small.set_at((x, y), (int(22 + 22 * k), int(28 + 24 * k), int(38 + 26 * k)))
        cached = pygame.transform.smoothscale(small, (w, h))
        _vignettes.clear()
        _vignettes[size] = cached
    return cached


def ui_scale(size: tuple[int, int]) -> float:
    """How big the interface is drawn relative to a 1280×800 window."""
    return max(0.78, min(size[0] / 1280, size[1] / 800, 2.5))


# Caches elsewhere that hold what these fonts drew (the widgets' rendered and wrapped texts):
# they subscribe here rather than this module reaching into them (widgets import the theme).
_forgetters: list[Callable[[], None]] = []


def on_forget_fonts(clear: Callable[[], None]) -> None:
    """Have `clear` called whenever the fonts are forgotten (`forget_fonts`)."""
    _forgetters.append(clear)


def forget_fonts() -> None:
    """Drop cached fonts and rendered texts (after pygame was shut down and started again)."""
    _fonts.clear()
    _paths.clear()
    _bars.clear()
    _vignettes.clear()
    for clear in _forgetters:
        clear()
