"""Buttons, panels and text: the few widgets the scenes are built from."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from . import theme

_rendered: dict[tuple, pygame.Surface] = {}


MAX_SHOWN = 300  # characters of one line of text; more is cut (no window is that wide)


def displayable(text: str, limit: int | None = MAX_SHOWN) -> str:
    """`text` as it can be drawn: control characters (a save's name may hold any) shown
    as escapes like `\\n` (a NUL would stop the font renderer), and at most `MAX_SHOWN`
    characters (`limit`)."""
    if limit is not None and len(text) > limit:
        text = text[:limit - 1] + "…"
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() or ch in _SPACES else ch.encode("unicode_escape").decode("ascii")
        for ch in text
    )


# Spaces Python does not call printable that the fonts draw as spaces (a no-break space joins
# a number and its unit): shown, not escaped.
_SPACES = frozenset("\u00a0\u202f\u2009")


def rendered(
    text: str, size: int, colour: tuple, bold: bool = False, display: bool = False
) -> pygame.Surface:
    """A line of text as an image, cached: most texts are drawn again every frame.
    `display`: in the display font (titles), when it has every character."""
    key = (text, size, colour, bold, display, theme.uses_cjk())
    image = _rendered.get(key)
    if image is None:
        if len(_rendered) > 4000:
            _rendered.clear()
        shown = displayable(text)
        f = theme.font_for(shown, size, bold)
        if display:
            f = theme.display_font_for(shown, size) or f
        image = _rendered[key] = f.render(shown, True, colour)
    return image


def elided(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` cut at the end with "…" to fit `width` at `size` (for a line whose end may
    be lost, e.g. a long reason said whole elsewhere, rather than shrunk unreadable)."""
    if rendered(text, size, theme.TEXT, bold).get_width() <= width:
        return text
    low, high = 0, len(text)  # the most characters that fit with the "…"
    while low < high:
        mid = (low + high + 1) // 2
        if rendered(text[:mid].rstrip() + "…", size, theme.TEXT, bold).get_width() <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: tuple,
    pos: tuple[float, float],  # pygame takes fractions of a pixel (and drops them)
    anchor: str = "topleft",
    bold: bool = False,
    max_width: int | None = None,
    display: bool = False,
) -> pygame.Rect:
    """Draw one line; shrink the font until it fits `max_width` (never cut off).
    `display`: in the display font (titles)."""
    wanted = size
    image = rendered(text, size, colour, bold, display)
    while max_width is not None and image.get_width() > max_width and size > 10:
        size -= 1
        image = rendered(text, size, colour, bold, display)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if drawn_texts is not None:
        drawn_texts.append(DrawnText(text, rect, wanted, size, max_width, surface.get_rect()))
    return rect


@dataclass
class DrawnText:
    """A line of text as drawn (recorded for the layout tests, `drawn_texts`)."""

    text: str
    rect: pygame.Rect
    wanted_size: int  # the size asked for
    size: int  # the size drawn at: smaller when the line was shrunk to fit `room`
    room: int | None  # the width it had to fit in (a button's label, a wrapped line)
    surface: pygame.Rect  # the surface it was drawn on


# Every line of text drawn while a list is put here (the layout tests do, to find texts
# that overflow their button, panel or line in any language); None: nothing is recorded.
drawn_texts: list[DrawnText] | None = None


_wrapped: dict[tuple, list[str]] = {}


def clear_caches() -> None:
    """Forget every rendered and wrapped text (their fonts are gone: `theme.forget_fonts`)."""
    _rendered.clear()
    _wrapped.clear()


theme.on_forget_fonts(clear_caches)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split `text` into lines no wider than `width` pixels (cached: the log wraps the same
    lines again whenever the screen's still layer is redrawn)."""
    key = (text, size, width, bold, theme.uses_cjk())
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) > 4000:
            _wrapped.clear()
        lines = _wrapped[key] = _wrap(text, size, width, bold)
    return list(lines)


# Where a line may break: at spaces, and between Chinese characters (which have no
# spaces), never before closing punctuation nor after opening punctuation.
_CLOSING = "，。、：；！？）」』》〉…—,.:;!?)]}"
_OPENING = "（「『《〈“‘([{"
_CJK = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef"
_UNIT = re.compile(
    rf"[{re.escape(_OPENING)}]*(?:(?![{re.escape(_CLOSING)}])[{_CJK}]|(?:[^\s{_CJK}]|\u00a0)+)"
    rf"[{re.escape(_CLOSING)}]*|[{re.escape(_CLOSING)}]+|[^\S\u00a0]+"
)
# A number and the short unit after it ("2 s", "20 MB", "2 с", "2 秒") stay on one line; so
# do words joined by a no-break space.
_NUMBER = re.compile(r"[(\[]?\d+(?:[.,]\d+)?")
_SHORT_UNIT = re.compile(rf"(?:[^\W\d_]{{1,3}}|%|[{_CJK}])[{re.escape(_CLOSING)}]*")


def _units(paragraph: str) -> list[str]:
    """The pieces a line is filled with: words (with the spaces before them kept apart) and
    single Chinese characters with the punctuation that must stay beside them."""
    units = _UNIT.findall(paragraph)
    kept: list[str] = []
    i = 0
    while i < len(units):
        if (i + 2 < len(units) and _NUMBER.fullmatch(units[i]) and units[i + 1] == " "
                and _SHORT_UNIT.fullmatch(units[i + 2])):
            kept.append(units[i] + units[i + 1] + units[i + 2])
            i += 3
        else:
            kept.append(units[i])
            i += 1
    return kept


def _wrap(text: str, size: int, width: int, bold: bool) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        shown = displayable(paragraph, None)
        f = theme.font_for(shown, size, bold)
        line = ""
        for unit in _units(shown):
            if unit.isspace():
                if line:
                    line += " "
                continue
            trial = line + unit
            if f.size(trial)[0] <= width or not line.strip():
                line = trial
            else:
                lines.append(line.rstrip())
                line = unit
        lines.append(line.rstrip())
    return lines


def wrapped_height(text: str, size: int, width: int, bold: bool = False, line_gap: float = 1.15) -> int:
    """The height `draw_wrapped` will use for `text` in a column `width` wide."""
    return len(wrap(text, size, width, bold)) * (int(size * line_gap * 0.78) + 2)


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: tuple,
    rect: pygame.Rect,
    bold: bool = False,
    line_gap: float = 1.15,
    align: str = "left",
) -> int:
    """Draw wrapped text inside `rect`; returns the height used."""
    y = rect.top
    step = int(size * line_gap * 0.78) + 2
    for line in wrap(text, size, rect.width, bold):
        if align == "center":
            draw_text(surface, line, size, colour, (rect.centerx, y), "midtop", bold)
        else:
            draw_text(surface, line, size, colour, (rect.left, y), "topleft", bold)
        if drawn_texts is not None:  # a wrapped line must stay within its column
            drawn_texts[-1].room = rect.width
        y += step
    return y - rect.top


def draw_more_arrow(surface: pygame.Surface, tip: tuple[int, int], sign: int, size: int) -> None:
    """A small gold arrow, pointing up (`sign` -1) or down (1), centred on `tip`: more of a
    list or a page lies that way (the lesson list, the rules)."""
    x, y = tip
    base = y - sign * size // 2
    points = [(x - 2 * size, base), (x + 2 * size, base), (x, y + sign * size // 2)]
    pygame.draw.polygon(surface, theme.GOLD, points)


@dataclass
class ScrollBar:
    """A thin track beside a scrolling area, its thumb as long as the share that shows and
    where it shows. Drag the thumb to scroll; a click on the track above or below it pages
    there. `total` and `shown` are the content's and the area's heights, `scroll` how far the
    content is scrolled (all in pixels); the owner keeps the scroll, the bar only answers
    with a new one."""

    track: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    grabbed: int | None = None  # while the thumb is dragged: the pointer's offset into it

    def thumb(self, total: int, shown: int, scroll: int) -> pygame.Rect:
        track = self.track
        if total <= shown or track.height <= 0:
            return pygame.Rect(track.left, track.top, track.width, track.height)
        length = max(min(track.height, track.width * 3), track.height * shown // total)
        room = track.height - length
        top = track.top + room * scroll // max(1, total - shown)
        return pygame.Rect(track.left, top, track.width, length)

    def needed(self, total: int, shown: int) -> bool:
        return total > shown and self.track.height > 0

    def press(self, pos: tuple[int, int], total: int, shown: int, scroll: int) -> int | None:
        """The scroll after a left press at `pos`, or None when it is not on the bar (a
        little wider than drawn, so that a thin bar is easy to hit)."""
        if not self.needed(total, shown) or not self.track.inflate(self.track.width * 2, 0).collidepoint(pos):
            return None
        thumb = self.thumb(total, shown, scroll)
        if thumb.top <= pos[1] < thumb.bottom:
            self.grabbed = pos[1] - thumb.top
            return scroll
        page = max(1, shown - shown // 10)
        return max(0, min(total - shown, scroll + (page if pos[1] >= thumb.bottom else -page)))

    def drag(self, pos: tuple[int, int], total: int, shown: int) -> int | None:
        """The scroll that puts the dragged thumb under the pointer, or None when no thumb is held."""
        if self.grabbed is None or not self.needed(total, shown):
            return None
        length = self.thumb(total, shown, 0).height
        room = max(1, self.track.height - length)
        top = min(max(pos[1] - self.grabbed, self.track.top), self.track.top + room)
        return (top - self.track.top) * (total - shown) // room

    def release(self) -> None:
        self.grabbed = None

    def draw(self, surface: pygame.Surface, total: int, shown: int, scroll: int) -> None:
        if not self.needed(total, shown):
            return
        radius = self.track.width // 2
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.track, border_radius=radius)
        colour = theme.GOLD if self.grabbed is not None else theme.TEXT_DIM
        pygame.draw.rect(surface, colour, self.thumb(total, shown, scroll), border_radius=radius)


def draw_picture_row(
    surface: pygame.Surface, rect: pygame.Rect, images: list[pygame.Surface], labels: list[str]
) -> None:
    """Pictures of one size side by side, centred in `rect`, each with its label (if any) under
    it (the rules' pictures of both games)."""
    if not images:
        return
    size = images[0].get_width()
    gap = min(size, max(8, (rect.width - size * len(images)) // (len(images) + 1)))
    total = len(images) * size + (len(images) - 1) * gap
    x = rect.centerx - total // 2
    for image, label in zip(images, labels, strict=False):
        surface.blit(image, (x, rect.top))
        if label:
            draw_text(
                surface,
                label,
                max(11, size // 4),
                theme.TEXT_DIM,
                (x + size // 2, rect.top + size + 4),
                "midtop",
                max_width=size + gap,
            )
        x += size + gap


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple = theme.PANEL,
    edge: tuple | None = theme.PANEL_EDGE,
    radius: int = 12,
    shadow: bool = True,
) -> None:
    if shadow:
        shade = pygame.Surface((rect.width, rect.height), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 80), shade.get_rect(), border_radius=radius)
        surface.blit(shade, rect.move(3, 4))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)


def dim(surface: pygame.Surface, amount: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((8, 10, 16, amount))
    surface.blit(shade, (0, 0))


DISABLED_INK = (108, 118, 134)  # a disabled button's words: readable, but not as a live one's


@dataclass
class Button:
    """A clickable label. `action` runs on click when the button is enabled."""

    label: str
    action: Callable[[], object] | None = None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    primary: bool = False
    selected: bool = False
    hover: bool = False
    hotkey: str = ""
    name: str = ""  # stable id for tests and screenshots
    pad_left: int = 0  # room kept at the left for a picture drawn over the button
    # A button that cycles through choices: `back` steps to the previous one. It shows "‹"
    # and "›" at its ends; a click on the "‹" end, a right-click, or Left while it is pointed
    # at go back; a click elsewhere, or Right, go forward.
    back: Callable[[], object] | None = None

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def arrow_width(self) -> int:
        """The width of each end showing "‹" or "›" (0 for a button that does not cycle)."""
        return min(self.rect.height, self.rect.width // 5) if self.back is not None else 0

    def click(self, pos: tuple[int, int]) -> bool:
        if self.enabled and self.rect.collidepoint(pos):
            if self.back is not None and pos[0] < self.rect.left + self.arrow_width():
                self.back()
            elif self.action:
                self.action()
            return True
        return False

    def click_back(self, pos: tuple[int, int]) -> bool:
        """A right-click: the previous choice of a cycling button."""
        if self.enabled and self.back is not None and self.rect.collidepoint(pos):
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface, size: int) -> None:
        if self.rect.width <= 0:
            return
        if not self.enabled:
            # Plainly dead: flat, a faint edge, faint words and no key to press (a disabled Undo
            # drawn with "[Z]" in the usual grey read as live under the hot-seat curtain).
            fill, edge, ink = theme.PANEL_DARK, theme.PANEL, DISABLED_INK
        elif self.primary or self.selected:
            fill = (250, 208, 98) if self.hover else theme.GOLD
            edge, ink = theme.GOLD_DARK, theme.TEXT_DARK
        else:
            fill = (70, 88, 114) if self.hover else (54, 70, 92)
            edge, ink = theme.PANEL_EDGE, theme.TEXT
        radius = max(6, self.rect.height // 4)
        if self.enabled:
            pygame.draw.rect(surface, (12, 16, 24), self.rect.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=radius)
        size = max(size, theme.SMALLEST)  # readable in the smallest window too
        centre = (self.rect.centerx + self.pad_left // 2, self.rect.centery)
        room = self.rect.width - 12 - self.pad_left
        arrows = self.arrow_width()
        if arrows:
            room -= 2 * arrows - 12
            for mark, x in (("‹", self.rect.left + arrows // 2), ("›", self.rect.right - arrows // 2)):
                draw_text(surface, mark, size, ink, (x, self.rect.centery), "center", bold=True)
        label = self.label
        if self.hotkey and self.enabled:
            # The key's hint is dropped rather than the words shrunk (the Rules list the keys).
            keyed = f"{label}  [{self.hotkey}]"
            if rendered(keyed, size, ink, bold=True).get_width() <= room:
                label = keyed
        draw_text(surface, label, size, ink, centre, "center", bold=True, max_width=room)


def draw_tab(surface: pygame.Surface, button: Button, size: int) -> None:
    """A button drawn as one choice of a row of tabs (a game in the menu): the chosen one
    lit with a gold rule under its label, the others quiet."""
    rect = button.rect
    if rect.width <= 0:
        return
    radius = max(6, rect.height // 4)
    if button.selected:
        fill, ink = (62, 76, 100), theme.GOLD
    else:
        fill, ink = ((54, 66, 86) if button.hover else (34, 44, 60)), theme.TEXT_DIM
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*fill, 225), shade.get_rect(), border_radius=radius)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, theme.GOLD_DARK if button.selected else theme.PANEL_EDGE, rect, 2,
                     border_radius=radius)
    label = draw_text(surface, button.label, size, ink, rect.center, "center", bold=True,
                      max_width=rect.width - 16, display=True)
    if button.selected:
        y = min(rect.bottom - 5, label.bottom + 2)
        pygame.draw.line(surface, theme.GOLD, (label.left, y), (label.right, y), 2)


class ButtonRow:
    """Buttons that share hover and click handling."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = buttons or []

    def point(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            button.hover = button.enabled and button.contains(pos)

    def click(self, pos: tuple[int, int]) -> bool:
        return any(button.click(pos) for button in self.buttons if button.rect.collidepoint(pos))

    def click_back(self, pos: tuple[int, int]) -> bool:
        """A right-click: a cycling button under `pos` steps back."""
        return any(button.click_back(pos) for button in self.buttons if button.rect.collidepoint(pos))

    def step_at(self, pos: tuple[int, int] | None, forward: bool) -> bool:
        """Left or Right while a cycling button is pointed at: its previous or next choice."""
        for button in self.buttons:
            if pos is not None and button.contains(pos) and button.enabled and button.back is not None:
                step = button.action if forward else button.back
                if step is not None:  # a cycling button has both (a missing one would have crashed)
                    step()
                    return True
        return False

    def draw(self, surface: pygame.Surface, size: int) -> None:
        for button in self.buttons:
            button.draw(surface, size)

    def by_name(self, name: str) -> Button | None:
        for button in self.buttons:
            if button.name == name:
                return button
        return None


def layout_column(buttons: list[Button], centre_x: int, top: int, width: int, height: int, gap: int) -> int:
    y = top
    for button in buttons:
        button.rect = pygame.Rect(centre_x - width // 2, y, width, height)
        y += height + gap
    return y


def layout_row(buttons: list[Button], rect: pygame.Rect, gap: int) -> None:
    if not buttons:
        return
    width = (rect.width - gap * (len(buttons) - 1)) // len(buttons)
    x = rect.left
    for button in buttons:
        button.rect = pygame.Rect(x, rect.top, width, rect.height)
        x += width + gap
