"""The rules reference: the game's rules by topic (from its presentation),
short and illustrated, plus the window's keys and mouse; type to find a
topic by any word. Opened with F1 or "Rules" in a game, and from the pause
menu; Esc (or F1) closes it. A page longer than its area scrolls (the wheel over
it, Page Up / Page Down, Home / End; the arrow keys choose the topic), with a fade
and a small gold arrow at an edge that hides more, and a scroll bar beside it (drag its thumb,
or click the track to page)."""

from __future__ import annotations

import pygame

from . import theme
from .i18n import N_, _, in_context
from .intents import KEYMAP, Intent
from .presentation import Topic
from .registry import known_game, presentation_for
from .scene import Scene
from .widgets import Button, ButtonRow, ScrollBar, draw_more_arrow, draw_text, draw_wrapped, panel, wrap

MOUSE = (
    N_("Click a piece in your tray, then a lit cell: place it"),
    N_("Or drag a piece from your tray onto a lit cell"),
    N_("Right click: cancel the selection"),
    N_("Click one of your leaders on the board: move it (or drag it to a lit cell)"),
    N_("Drag one of your leaders from the board onto its place in your tray: withdraw it"),
    N_("Right click or ‹ on a choice that cycles (a level, a dynasty): the one before"),
    N_("Wheel over the log: scroll it"),
    N_("Wheel over the board: zoom it in or out (0 fits it again)"),
    N_("Drag a zoomed board, or the arrow keys: move it"),
    N_("Rest the pointer on anything: a card says what it is"),
)


def keys_topic(game: str) -> Topic:
    """The keys and the mouse, in the game's own words (its presentation's `context`)."""
    presentation = presentation_for(game)
    seen: dict[str, list[str]] = {}
    for key, (_command, text) in {**presentation.keymap, **KEYMAP}.items():
        name = pygame.key.name(key).upper()
        names = seen.setdefault(in_context(presentation.context, text), [])
        if not name.startswith("[") and name != "EQUALS" and len(names) < 2:  # not the keypad twins
            names.append(name)
    lines = [f"{' / '.join(keys)}: {text}" for text, keys in seen.items()]
    lines += [in_context(presentation.context, text) for text in MOUSE]
    return Topic(_("Keys and mouse"), _("keys keyboard shortcuts mouse help"), ["\n".join(lines)])


class HelpScene(Scene):
    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.topics = presentation_for(game).rules_topics() + [keys_topic(game)]
        self.query = ""
        self.chosen = 0
        self.buttons = ButtonRow()
        self.rows: list[tuple[pygame.Rect, int]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.page = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)  # the page's scrolling part, under its title
        # The chosen topic's body laid out (`_lay_out_page`): its lines and pictures at their
        # places from the body's top, its whole height; and how far it is scrolled.
        self.lines: list[tuple[str, int]] = []
        self.pictures: list[pygame.Rect] = []
        self.content_h = 0
        self.scroll = 0
        self.bar = ScrollBar()

    def enter(self) -> None:
        pygame.key.start_text_input()
        super().enter()

    def leave(self) -> None:
        pygame.key.stop_text_input()

    def matching(self) -> list[int]:
        words = self.query.lower().split()
        if not words:
            return list(range(len(self.topics)))
        found = []
        for index, topic in enumerate(self.topics):
            notes = [note for picture in topic.pictures for note in getattr(picture, "notes", ())]
            text = " ".join([topic.title, topic.keywords, *topic.paragraphs, *notes]).lower()
            if all(word in text for word in words):
                found.append(index)
        return found

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        self.box = pygame.Rect(0, 0, min(w - 30, int(1160 * s)), min(h - 30, int(740 * s)))
        self.box.center = (w // 2, h // 2)
        self.side = pygame.Rect(
            self.box.left + int(16 * s),
            self.box.top + int(70 * s),
            int(270 * s),
            self.box.height - int(86 * s),
        )
        self.search = pygame.Rect(self.side.left, self.side.top, self.side.width, int(38 * s))
        self.page = pygame.Rect(
            self.side.right + int(20 * s),
            self.box.top + int(70 * s),
            self.box.right - self.side.right - int(36 * s),
            self.box.height - int(86 * s),
        )
        done = Button(_("Close"), self.close, primary=True, hotkey="Esc", name="close")
        done.rect = pygame.Rect(
            self.box.right - int(170 * s), self.box.top + int(16 * s), int(150 * s), int(40 * s)
        )
        self.buttons = ButtonRow([done])
        inner = self.page.inflate(-int(36 * s), -int(28 * s))
        top = inner.top + int(46 * s)
        self.body = pygame.Rect(inner.left, top, inner.width, inner.bottom - top)
        # The bar in the page's right margin, beside the body (the text keeps its width).
        self.bar.track = pygame.Rect(
            self.body.right + int(6 * s), self.body.top, max(4, int(7 * s)), self.body.height
        )
        self._rows()
        self._lay_out_page()

    def text_size(self) -> int:
        return int(20 * theme.ui_scale(self.app.size))

    def line_step(self) -> int:
        size = self.text_size()
        return int(size * 0.9) + 4

    def _lay_out_page(self) -> None:
        """Where the chosen topic's lines and pictures go, from the body's top: the text,
        then its pictures in a row under it, each whole (never taller than the body)."""
        s = theme.ui_scale(self.app.size)
        topic = self.topics[self.chosen]
        width, size, step = self.body.width, self.text_size(), self.line_step()
        self.lines, self.pictures = [], []
        y = 0
        for paragraph in topic.paragraphs:
            for line in paragraph.split("\n"):
                for row in wrap(line, size, width):
                    self.lines.append((row, y))
                    y += step
            y += int(8 * s)
        # Pictures drawn in a row, and diagrams (which say their height) each in a row of its own.
        in_row = [p for p in topic.pictures if not hasattr(p, "height")]
        places: dict[int, pygame.Rect] = {}
        if in_row:
            each = width // len(in_row)
            high = min(int(220 * s), self.body.height)
            top = y + int(8 * s)
            # Smaller rather than scrolled for a few pixels: the room left, if not much less.
            if high * 0.6 <= self.body.height - top < high:
                high = self.body.height - top
            for i, picture in enumerate(in_row):
                places[id(picture)] = pygame.Rect(i * each, top, each - int(10 * s), high)
            y = top + high
        for picture in topic.pictures:
            if hasattr(picture, "note_size"):  # a diagram's notes a little smaller than the text
                picture.note_size = max(13, int(size * 0.9))
            if hasattr(picture, "height"):
                top = y + int(14 * s)
                high = min(picture.height(width, self.body.height), self.body.height)
                places[id(picture)] = pygame.Rect(0, top, width, high)
                y = top + high
        self.pictures = [places[id(p)] for p in topic.pictures]
        self.content_h = y
        self.scroll = max(0, min(self.scroll, self.most_scroll()))

    def most_scroll(self) -> int:
        return max(0, self.content_h - self.body.height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.scroll + pixels, self.most_scroll()))

    def choose(self, index: int) -> None:
        """Show another topic, from its top."""
        if index != self.chosen:
            self.chosen = index
            self.scroll = 0
            self._lay_out_page()

    def _rows(self) -> None:
        s = theme.ui_scale(self.app.size)
        y = self.search.bottom + int(10 * s)
        self.rows = []
        matching = self.matching()
        # Every topic in the list: rows close up (down to 26 at scale 1) when the window is small.
        pitch = max(int(26 * s), min(int(40 * s), (self.side.bottom - y) // max(1, len(matching))))
        for index in matching:
            rect = pygame.Rect(self.side.left, y, self.side.width, pitch - max(2, int(4 * s)))
            if rect.bottom > self.side.bottom:
                break
            self.rows.append((rect, index))
            y += pitch
        shown = [i for _r, i in self.rows]
        if shown and self.chosen not in shown:
            self.choose(shown[0])

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "scroll":
            if self.page.collidepoint(intent.pos):
                self.scroll_by(-int(intent.value) * 3 * self.line_step())
        elif intent.kind == "point":
            self.buttons.point(intent.pos)
            dragged = self.bar.drag(intent.pos, self.content_h, self.body.height)
            if dragged is not None:
                self.scroll = dragged
        elif intent.kind == "release":
            self.bar.release()
        elif intent.kind == "click":
            self.bar.release()  # a let-go outside the window is never heard
            pressed = self.bar.press(intent.pos, self.content_h, self.body.height, self.scroll)
            if pressed is not None:
                self.scroll = pressed
                return True
            if self.buttons.click(intent.pos):
                self.app.play("click")
                return True
            for rect, index in self.rows:
                if rect.collidepoint(intent.pos):
                    self.choose(index)
                    self.app.play("click")
        elif intent.kind == "text":
            if str(intent.value).isprintable() and len(self.query) < 30:
                self.query += str(intent.value)
                self._rows()
        elif intent.kind == "key":
            if intent.command in ("back", "help"):
                if intent.command == "back" and self.query:
                    self.query = ""
                    self._rows()
                else:
                    self.close()
            elif intent.key == pygame.K_BACKSPACE:
                self.query = self.query[:-1]
                self._rows()
            elif intent.key in (pygame.K_DOWN, pygame.K_UP):
                shown = [i for _r, i in self.rows]
                if shown:
                    at = shown.index(self.chosen) if self.chosen in shown else 0
                    at = (at + (1 if intent.key == pygame.K_DOWN else -1)) % len(shown)
                    self.choose(shown[at])
            elif intent.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                page = max(self.line_step(), self.body.height - 2 * self.line_step())
                self.scroll_by(page if intent.key == pygame.K_PAGEDOWN else -page)
            elif intent.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0 if intent.key == pygame.K_HOME else self.most_scroll()
        return True

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_behind(surface, alpha, self.game)
        s = theme.ui_scale(surface.get_size())
        panel(surface, self.box, theme.PANEL, theme.GOLD, radius=16)
        draw_text(
            surface,
            _("Rules"),
            int(40 * s),
            theme.GOLD,
            (self.box.left + int(20 * s), self.box.top + int(14 * s)),
            bold=True,
            display=True,
        )
        # The search field and the topics.
        pygame.draw.rect(surface, theme.PANEL_DARK, self.search, border_radius=8)
        pygame.draw.rect(
            surface, theme.GOLD if self.query else theme.PANEL_EDGE, self.search, 2, border_radius=8
        )
        text = self.query or _("type to search…")
        draw_text(
            surface,
            text,
            int(19 * s),
            theme.TEXT if self.query else theme.TEXT_DIM,
            (self.search.left + int(10 * s), self.search.centery),
            "midleft",
            max_width=self.search.width - 20,
        )
        for rect, index in self.rows:
            chosen = index == self.chosen
            pygame.draw.rect(surface, theme.GOLD if chosen else theme.PANEL_DARK, rect, border_radius=8)
            draw_text(
                surface,
                self.topics[index].title,
                int(19 * s),
                theme.TEXT_DARK if chosen else theme.TEXT,
                (rect.left + int(12 * s), rect.centery),
                "midleft",
                bold=True,
                max_width=rect.width - 20,
            )
        if not self.rows:
            draw_wrapped(
                surface,
                _("No topic has all these words."),
                int(18 * s),
                theme.TEXT_DIM,
                pygame.Rect(self.side.left, self.search.bottom + int(12 * s), self.side.width, int(60 * s)),
            )
            return
        self._draw_topic(surface, self.topics[self.chosen], s)
        self.buttons.draw(surface, int(20 * s))

    def _draw_topic(self, surface: pygame.Surface, topic: Topic, s: float) -> None:
        page, body = self.page, self.body
        pygame.draw.rect(surface, theme.PANEL_DARK, page, border_radius=12)
        inner = page.inflate(-int(36 * s), -int(28 * s))
        draw_text(
            surface,
            topic.title,
            int(30 * s),
            theme.GOLD,
            inner.topleft,
            bold=True,
            display=True,
            max_width=inner.width,
        )
        # The body, scrolled and clipped to its area: only what shows of it is drawn.
        size, top = self.text_size(), body.top - self.scroll
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip) if clip else body)
        for row, y in self.lines:
            if top + y + size * 1.3 > body.top and top + y < body.bottom:
                draw_text(surface, row, size, theme.TEXT, (body.left, top + y))
        for picture, rect in zip(topic.pictures, self.pictures, strict=False):
            placed = rect.move(body.left, top)
            if placed.colliderect(body):
                picture(surface, placed)
        surface.set_clip(clip)
        # More above or below: the edge fades into the page, with a small gold arrow.
        more = (self.scroll > 0, self.scroll < self.most_scroll())
        fade = min(int(28 * s), body.height // 4)
        for hidden, sign in zip(more, (-1, 1), strict=True):
            if not hidden:
                continue
            shade = pygame.Surface((body.width, fade), pygame.SRCALPHA)
            for i in range(fade):
                strength = (fade - i) / fade if sign < 0 else (i + 1) / fade
                shade.fill((*theme.PANEL_DARK[:3], int(255 * strength)), (0, i, body.width, 1))
            surface.blit(shade, (body.left, body.top if sign < 0 else body.bottom - fade))
            edge = body.top + fade // 3 if sign < 0 else body.bottom - fade // 3
            draw_more_arrow(surface, (body.centerx, edge), sign, max(4, int(6 * s)))
        self.bar.draw(surface, self.content_h, body.height, self.scroll)


def open_rules(app, game: str) -> None:
    app.push(HelpScene(app, game))


def open_menu_rules(app) -> None:
    """The main menu's "Rules": the rules of the game the menu shows."""
    open_rules(app, known_game(app.settings.game))
