"""Loading a named save: the list of saves, newest first. Damaged files are
listed with the reason and cannot be chosen."""

from __future__ import annotations

import threading
from functools import partial

import pygame

from game.engine import BadFileError
from game.paths import autosave_path

from . import theme
from .i18n import _
from .intents import Intent
from .saves import (
    MAX_SAVE_FILE,
    SaveEntry,
    autosave,
    cannot_open,
    count_text,
    describe_entry,
    keep_unfinished_autosave,
    list_saves,
    read_save,
)
from .scene import Scene
from .widgets import Button, draw_text, elided, panel


def row_texts(entry: SaveEntry) -> tuple[str, str]:
    """A row's title and line under it, saying different things: a name that repeats the
    game's description (a kept unfinished game's "Unfinished: Tigris & Euphrates · Round 15
    · Bull, Lion") keeps only its own words ("Unfinished") above the description; a name
    that is only the start of it (the default name "Yellow & Yangtze · Round 1") stays the
    title, and the line under it says the rest ("Crossbow, Bull")."""
    name, detail = entry.name, entry.detail
    if not entry.ok:
        return name, detail
    parts = detail.split(" · ")
    for k in range(len(parts), 0, -1):
        head = " · ".join(parts[:k])
        if head and head in name:
            title = name.replace(head, "").strip(" :·-–—：")
            if title:
                return title, detail
            return name, " · ".join(parts[k:])
    return name, detail


# A save this small is read when its row is shown; a bigger one (no real game's) on the
# list's reader thread, so that no file holds up the window.
QUICK_SAVE_FILE = 64_000


def quick_to_describe(entry: SaveEntry) -> bool:
    """Whether the save is small enough to read while its row is drawn (every real one is),
    or too big to be read at all (refused at once, unread)."""
    try:
        size = entry.path.stat().st_size
        return size <= QUICK_SAVE_FILE or size > MAX_SAVE_FILE
    except OSError:
        return True  # a broken link or a file gone: said at once


class Reader:
    """Reads big saves for the Load list on a thread of its own, so that no file (a real
    one is read in milliseconds; one of half a megabyte takes a good part of a second)
    holds up the window. The list asks for the rows it shows; rows no longer shown are
    dropped from the queue."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._wanted: list[SaveEntry] = []
        self._thread: threading.Thread | None = None
        self._stopped = False

    def want(self, entries: list[SaveEntry]) -> None:
        with self._cond:
            self._wanted = [entry for entry in entries if not entry.described]
            if self._wanted and (self._thread is None or not self._thread.is_alive()):
                self._thread = threading.Thread(target=self._run, name="load-list", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def stop(self) -> None:
        with self._cond:
            self._stopped = True
            self._wanted = []
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                if self._stopped or not self._wanted:
                    self._thread = None
                    return
                entry = self._wanted.pop(0)
            describe_entry(entry)


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries: list[SaveEntry] = list_saves(describe=False)  # rows are read as they are shown
        self.reader = Reader()
        self.scroll = 0
        self.rows: list[tuple[pygame.Rect, SaveEntry]] = []
        self.deletes: list[tuple[Button, SaveEntry]] = []
        self.reviews: list[tuple[Button, SaveEntry]] = []  # each row's Review (`review.py`)
        self.back = Button(_("Back"), lambda: self.app.pop(self), hotkey="Esc", name="back")
        self.hover = -1

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.ui_scale(size)
        self.box = pygame.Rect(0, 0, int(min(w - 40, 820 * s)), int(h - 90 * s))
        self.box.midtop = (w // 2, int(62 * s))  # below the strip where messages appear
        self.row_h = int(64 * s)
        self.list_rect = pygame.Rect(
            self.box.left + int(20 * s),
            self.box.top + int(80 * s),
            self.box.width - int(40 * s),
            self.box.height - int(170 * s),
        )
        self.back.rect = pygame.Rect(
            self.box.left + int(20 * s), self.box.bottom - int(70 * s), int(200 * s), int(50 * s)
        )
        self._rows()

    def message_area(self) -> pygame.Rect | None:
        """Messages ("Saved as …", a kept game) go in the list's foot beside Back, never over
        the title or a row (the scene below would put them over the title)."""
        if self.back.rect is None:
            return None
        s = theme.ui_scale(self.app.size)
        left = self.back.rect.right + int(16 * s)
        return pygame.Rect(left, self.back.rect.top, self.box.right - int(20 * s) - left,
                           self.box.bottom - self.back.rect.top)

    def _rows(self) -> None:
        visible = max(1, self.list_rect.height // self.row_h)
        self.scroll = max(0, min(self.scroll, max(0, len(self.entries) - visible)))
        self.rows = []
        self.deletes = []
        self.reviews = []
        s = theme.ui_scale(self.app.size)
        later = []
        for i, entry in enumerate(self.entries[self.scroll : self.scroll + visible]):
            if quick_to_describe(entry):
                describe_entry(entry)
            else:
                later.append(entry)
            rect = pygame.Rect(
                self.list_rect.left, self.list_rect.top + i * self.row_h, self.list_rect.width, self.row_h - 8
            )
            self.rows.append((rect, entry))
            delete = Button(_("Delete"), partial(self.ask_delete, entry), name=f"delete {i}")
            delete.rect = pygame.Rect(0, 0, int(90 * s), int(32 * s))
            delete.rect.midright = (rect.right - int(10 * s), rect.centery)
            self.deletes.append((delete, entry))
            review = Button(_("Review"), partial(self.review, entry), name=f"review {i}")
            review.rect = pygame.Rect(0, 0, int(100 * s), int(32 * s))
            review.rect.midright = (delete.rect.left - int(8 * s), rect.centery)
            self.reviews.append((review, entry))
        self.reader.want(later)

    def animating(self) -> bool:
        """Frames keep coming while a shown row is being read (it is drawn when it is done)."""
        return any(not entry.described for _rect, entry in self.rows)

    def leave(self) -> None:
        self.reader.stop()
        super().leave()

    def ask_delete(self, entry: SaveEntry) -> None:
        from .dialogs import MenuDialog

        def delete() -> None:
            self.app.pop(dialog)
            try:
                entry.path.unlink()
            except FileNotFoundError:
                pass
            except OSError as error:
                self.app.notify(
                    _("Could not delete: {reason}").format(reason=error.strerror or error), error=True
                )
                return
            self.entries = list_saves(describe=False)
            self._rows()
            self.app.notify(_("Deleted “{name}”").format(name=entry.name))

        dialog = MenuDialog(
            self.app,
            _("Delete this saved game?"),
            [(_("Keep it"), lambda: self.app.pop(dialog), "keep"), (_("Delete it"), delete, "delete")],
            text=_("“{name}” will be gone for good.").format(name=entry.name),
        )
        self.app.push(dialog)

    def review(self, entry: SaveEntry) -> None:
        """The saved game looked through (`review.py`); the save is not changed."""
        try:
            session, _notes = read_save(entry.path)
        except BadFileError as error:
            self.app.notify(cannot_open(error), error=True)
            self.app.play("error")
            return
        self.app.open("review", session, entry.path)  # the analysis is kept in the save

    def choose(self, entry: SaveEntry) -> None:
        if not entry.described:
            return  # still being read: it may not be a game at all

        try:
            session, notes = read_save(entry.path)
        except BadFileError as error:
            self.app.notify(cannot_open(error), error=True)
            self.app.play("error")
            return
        kept = keep_unfinished_autosave(session) if entry.path != autosave_path() else None
        # The loaded game is the one to resume from now on (also after a restart), and the
        # next game to take its place keeps this one, not the game kept just now.
        failed = None
        try:
            autosave(session)
        except OSError as error:
            failed = _("Autosave failed: {reason}").format(reason=error.strerror)
        self.app.open("session", session)
        if failed:
            self.app.notify(failed, error=True)
        for note in notes + ([kept] if kept else []):
            self.app.notify(note)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.back.hover = self.back.rect.collidepoint(intent.pos)
            for button, _entry in self.deletes + self.reviews:
                button.hover = button.rect.collidepoint(intent.pos)
            self.hover = next((i for i, (r, _e) in enumerate(self.rows) if r.collidepoint(intent.pos)), -1)
        elif intent.kind == "click":
            if self.back.click(intent.pos):
                return True
            for button, _entry in self.deletes + self.reviews:
                if button.click(intent.pos):
                    return True
            for rect, entry in self.rows:
                if rect.collidepoint(intent.pos):
                    self.choose(entry)
                    return True
        elif intent.kind == "scroll":
            self.scroll -= int(intent.value)
            self._rows()
        elif intent.kind == "key" and intent.command == "back":
            self.app.pop(self)
        return True

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_behind(surface, alpha, self.app.settings.game)
        s = theme.ui_scale(surface.get_size())
        panel(surface, self.box, theme.PANEL, theme.PANEL_EDGE, radius=16)
        draw_text(
            surface,
            _("Load game"),
            int(44 * s),
            theme.GOLD,
            (self.box.centerx, self.box.top + int(16 * s)),
            "midtop",
            bold=True,
        )
        draw_text(
            surface,
            count_text(len(self.entries)),
            int(18 * s),
            theme.TEXT_DIM,
            (self.box.right - int(24 * s), self.box.top + int(56 * s)),
            "topright",
        )
        if not self.entries:
            draw_text(
                surface,
                _("No saved games yet. Save one from the game's menu (Esc)."),
                int(22 * s),
                theme.TEXT_DIM,
                self.list_rect.center,
                "center",
                max_width=self.list_rect.width,
            )
        for i, (rect, entry) in enumerate(self.rows):
            hover = i == self.hover and entry.ok
            text_right = self.reviews[i][0].rect.left - int(12 * s)  # the row's texts end here
            pygame.draw.rect(surface, (62, 78, 102) if hover else theme.PANEL_DARK, rect, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD if hover else theme.PANEL_EDGE, rect, 2, border_radius=10)
            title, detail = row_texts(entry)
            reading = not entry.described
            if reading:
                detail = _("Reading…")
            draw_text(
                surface,
                title,
                int(22 * s),
                theme.TEXT if entry.ok or reading else theme.BAD,
                (rect.left + int(14 * s), rect.top + int(8 * s)),
                bold=True,
                max_width=text_right - rect.left - int(170 * s),
            )
            draw_text(
                surface,
                entry.saved,
                theme.small(17, s),
                theme.TEXT_DIM,
                (text_right, rect.top + int(10 * s)),
                "topright",
            )
            detail_width = text_right - rect.left - int(14 * s)
            if not entry.ok and not reading:  # the reason's end rather than a smaller font: a click says it
                detail = elided(detail, theme.small(17, s), detail_width)
            draw_text(
                surface,
                detail,
                theme.small(17, s),
                theme.TEXT_DIM if entry.ok or reading else theme.BAD,
                (rect.left + int(14 * s), rect.bottom - int(6 * s)),
                "bottomleft",
                max_width=detail_width,
            )
        for button, _entry in self.deletes + self.reviews:
            button.draw(surface, int(17 * s))
        self.back.draw(surface, int(22 * s))


def open_load(app) -> None:
    app.push(LoadScene(app))
