"""The settings scene: volume, mute, animation speed, full screen, language.
Changes apply at once and are saved."""

from __future__ import annotations

from typing import Protocol

import pygame

from . import theme
from .i18n import LANGUAGE_NAMES, N_, _, current_language, offered_languages
from .intents import Intent
from .scene import Host, Scene
from .settings import OTHERS_PACES, SPEEDS
from .widgets import Button, ButtonRow, draw_text, panel

SPEED_TITLES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}
# The others' moves, shown one by one on the board (Space skips them in the game).
PACE_TITLES = {"slow": N_("Slowly, one by one"), "normal": N_("One by one"), "quick": N_("Quickly")}
ROWS = 9  # the settings' rows, one under another (`SettingsScene._build`)


class SettingsHost(Host, Protocol):
    """What the settings page asks of the window (`app.App`) beyond what every scene does."""

    silenced: str  # why no sound plays whatever the settings say ("--no-sound"); "" if it may

    def sound_off_words(self) -> str: ...

    def apply_music(self) -> None: ...

    def change_language(self, language: str) -> None: ...

    def toggle_fullscreen(self) -> None: ...


class SettingsScene(Scene):
    app: SettingsHost

    def __init__(self, app: SettingsHost) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self.pointer: tuple[int, int] | None = None
        self.bh = 42  # the rows' height (`_build`)

    def layout(self, size: tuple[int, int]) -> None:
        self._build()

    def _build(self) -> None:
        w, h = self.app.size
        s = theme.ui_scale((w, h))
        st = self.app.settings
        # The rows' pitch from the height there is: nine rows (two volumes, seven choices) between
        # the title and "Done", closer together in a low window rather than under "Done".
        top, done_h, foot = int(84 * s), int(50 * s), int(22 * s)
        pitch = int(54 * s)
        height = min(h - 20, top + ROWS * pitch + done_h + foot)
        self.box = pygame.Rect(0, 0, int(min(w - 40, 680 * s)), height)
        self.box.center = (w // 2, h // 2)
        pitch = min(pitch, (height - top - done_h - foot) // ROWS)
        bh = min(int(42 * s), pitch - max(4, pitch // 6))
        gap = pitch - bh
        label_w = int(220 * s)
        x = self.box.left + int(30 * s) + label_w
        width = self.box.right - int(30 * s) - x
        y = self.box.top + top
        live = not self.app.silenced  # "--no-sound": no control here changes what is heard
        quieter = Button("−", lambda: self._volume(-0.1), name="quieter", enabled=live and st.volume > 0)
        louder = Button("+", lambda: self._volume(0.1), name="louder", enabled=live and st.volume < 1)
        quieter.rect = pygame.Rect(x, y, bh, bh)
        louder.rect = pygame.Rect(x + width - bh, y, bh, bh)
        self.volume_bar = pygame.Rect(
            quieter.rect.right + gap, y + bh // 3, width - 2 * bh - 2 * gap, bh // 3
        )
        my = y + bh + gap
        softer = Button("−", lambda: self._music(-0.1), name="music down",
                        enabled=live and st.music_volume > 0)
        stronger = Button("+", lambda: self._music(0.1), name="music up",
                          enabled=live and st.music_volume < 1)
        softer.rect = pygame.Rect(x, my, bh, bh)
        stronger.rect = pygame.Rect(x + width - bh, my, bh, bh)
        self.music_bar = pygame.Rect(softer.rect.right + gap, my + bh // 3, width - 2 * bh - 2 * gap, bh // 3)
        mute = Button(
            _("Sound off") if st.muted else _("Sound on"), self._mute, name="mute", selected=not st.muted
        )
        if not live:
            mute = Button(self.app.sound_off_words(), None, name="mute", enabled=False)
        speed = Button(_(SPEED_TITLES[st.speed]), self._speed, name="speed", back=lambda: self._speed(-1))
        pace = Button(_(PACE_TITLES.get(st.others_pace, PACE_TITLES["normal"])), self._pace, name="pace",
                      back=lambda: self._pace(-1))
        full = Button(_("Full screen") if st.fullscreen else _("Window"), self._fullscreen, name="fullscreen")
        end = Button(
            _("When I press End turn") if st.confirm_end_turn else _("At once, after two actions"),
            self._end_turn,
            name="end turn",
        )
        notation = Button(
            # The notation is the command line's; the log says its words in the player's language
            # (`notation_words`): shown or not, as the player likes.
            _("Shown") if st.log_notation else _("Hidden"),
            self._notation,
            name="notation",
            selected=st.log_notation,
        )
        language = Button(
            LANGUAGE_NAMES[current_language() or "en"], self._language, name="language",
            back=lambda: self._language(-1),
        )
        self.rows = [(_("Effects"), y), (_("Music"), my)]
        y = my
        for label, button in (
            (_("Sound"), mute),
            (_("Animations"), speed),
            (_("Others' moves"), pace),
            (_("A turn ends"), end),
            (_("Display"), full),
            (_("Language"), language),
            (_("Notation in the log"), notation),
        ):
            y += bh + gap
            button.rect = pygame.Rect(x, y, width, bh)
            self.rows.append((label, y))
        back = Button(_("Done"), self._done, primary=True, hotkey="Esc", name="done")
        back.rect = pygame.Rect(
            self.box.centerx - int(120 * s), self.box.bottom - foot - done_h, int(240 * s), done_h
        )
        self.bh = bh  # the rows' height, for their labels
        self.buttons = ButtonRow(
            [quieter, louder, softer, stronger, mute, speed, pace, end, full, language, notation, back]
        )

    def _volume(self, delta: float) -> None:
        st = self.app.settings
        st.volume = round(max(0.0, min(1.0, st.volume + delta)), 2)
        st.muted = False
        self.app.play("score")
        self._build()

    def _music(self, delta: float) -> None:
        st = self.app.settings
        st.music_volume = round(max(0.0, min(1.0, st.music_volume + delta)), 2)
        st.muted = False
        self.app.apply_music()
        self._build()

    def _notation(self) -> None:
        st = self.app.settings
        st.log_notation = not st.log_notation
        self._build()

    def _end_turn(self) -> None:
        st = self.app.settings
        st.confirm_end_turn = not st.confirm_end_turn
        self._build()

    def _mute(self) -> None:
        self.app.settings.muted = not self.app.settings.muted
        self.app.apply_music()
        self._build()

    def _speed(self, step: int = 1) -> None:
        names = list(SPEEDS)
        st = self.app.settings
        st.speed = names[(names.index(st.speed) + step) % len(names)]
        self._build()

    def _pace(self, step: int = 1) -> None:
        names = list(OTHERS_PACES)
        st = self.app.settings
        now = names.index(st.others_pace) if st.others_pace in names else names.index("normal")
        st.others_pace = names[(now + step) % len(names)]
        self._build()

    def _language(self, step: int = 1) -> None:
        """The next language the game can load, at once: every scene's texts change without a
        restart. A language whose catalogue is missing or damaged is not offered."""
        names = offered_languages()
        now = current_language() or "en"
        self.app.change_language(names[(names.index(now) + step) % len(names)] if now in names else "en")

    def _fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._build()

    def _done(self) -> None:
        self.app.save_settings()
        self.app.pop(self)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
            self.pointer = intent.pos
        elif intent.kind == "click":
            if self.buttons.click(intent.pos):
                self.app.play("click")
        elif intent.kind == "alt_click":  # a right-click: a cycling choice steps back
            if self.buttons.click_back(intent.pos):
                self.app.play("click")
        elif intent.kind == "key" and intent.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.buttons.step_at(self.pointer, intent.key == pygame.K_RIGHT):
                self.app.play("click")
        elif intent.kind == "key" and intent.command == "back":
            self._done()
        return True

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_behind(surface, alpha, self.app.settings.game)
        s = theme.ui_scale(surface.get_size())
        panel(surface, self.box, theme.PANEL, theme.PANEL_EDGE, radius=16)
        draw_text(
            surface,
            _("Settings"),
            int(44 * s),
            theme.GOLD,
            (self.box.centerx, self.box.top + int(16 * s)),
            "midtop",
            bold=True,
            display=True,
        )
        bh = self.bh
        for label, y in self.rows:
            draw_text(
                surface, label, int(24 * s), theme.TEXT, (self.box.left + int(30 * s), y + bh // 2), "midleft"
            )
        bar = self.volume_bar
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = int(bar.width * self.app.settings.volume)
        pygame.draw.rect(
            surface,
            theme.GOLD if not (self.app.settings.muted or self.app.silenced) else theme.TEXT_DIM,
            fill,
            border_radius=bar.height // 2,
        )
        draw_text(
            surface,
            f"{int(round(self.app.settings.volume * 100))}%",
            int(18 * s),
            theme.TEXT,
            (bar.centerx, bar.top - 4),
            "midbottom",
        )
        mbar = self.music_bar
        pygame.draw.rect(surface, theme.PANEL_DARK, mbar, border_radius=mbar.height // 2)
        mfill = mbar.copy()
        mfill.width = int(mbar.width * self.app.settings.music_volume)
        pygame.draw.rect(
            surface,
            theme.GOLD if not (self.app.settings.muted or self.app.silenced) else theme.TEXT_DIM,
            mfill,
            border_radius=mbar.height // 2,
        )
        music = self.app.settings.music_volume
        draw_text(
            surface,
            f"{int(round(music * 100))}%" if music else _("off"),
            int(18 * s),
            theme.TEXT,
            (mbar.centerx, mbar.top - 4),
            "midbottom",
        )
        self.buttons.draw(surface, int(22 * s))


def open_settings(app) -> None:
    app.push(SettingsScene(app))
