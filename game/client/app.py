"""The window, the fixed-timestep loop and the scene stack.

`run_app(argv)` is what `tworivers` (no arguments) calls. Tests make an
`App` with a `ManualClock`, post pygame events, and call `frame()`.

The loop (Glenn Fiedler's "Fix Your Timestep!"): real time since the last
frame goes into an accumulator; the scenes advance in fixed steps of
`STEP` seconds while it holds a whole step; the remainder, as a fraction of
a step, is passed to `draw` so animations are drawn in between two steps.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from . import routes, theme  # noqa: F401  (routes: every scene, by name)
from .clock import ManualClock, RealClock
from .i18n import _, current_language, set_language
from .icon import window_icon
from .intents import Intent, intents_from
from .messages import MessageQueue
from .navigator import open_scene
from .scene import Scene, SceneStack
from .settings import MAX_HEIGHT, MAX_WIDTH, Settings, load_settings, save_settings
from .transition import Fade

if TYPE_CHECKING:
    from .sounds import Music, Sounds, Synthesis  # the code imports them where the sounds start

STEP = 1 / 120  # seconds per fixed simulation step
MAX_FRAME = 0.25  # longer gaps (a dragged window, a debugger) are not caught up
MIN_SIZE = (800, 500)  # smaller, the board's cells and the texts get too small to use
NO_DEVICE = "no sound device"  # `App.silenced` when the mixer could not open (`sound_off_words`)
IDLE_WAIT = 0.5  # seconds the window sleeps at most while nothing moves (then it looks again)


class App:
    def __init__(
        self,
        settings: Settings | None = None,
        clock: RealClock | ManualClock | None = None,
        size: tuple[int, int] | None = None,
        sound: bool = True,
    ) -> None:
        self.settings = settings or Settings()
        self.clock = clock or RealClock()
        self.scenes = SceneStack()
        self.running = True
        self.exit_code = 0
        self.frames = 0
        self.frame_work: list[float] = []  # seconds of work per frame (for the benchmark)
        self.time = 0.0  # simulated seconds
        self._accumulator = 0.0
        self.toasts = MessageQueue()  # one message on screen at a time, the others wait
        self._want_sound = sound
        self._synthesis: Synthesis | None = None  # the sound effects being made on a worker thread
        self.idle = True  # sleep between frames while nothing moves (benchmarks may turn it off)
        self.sound: Sounds | None = None
        self.music: Music | None = None
        # Why there is no sound whatever the settings say (the command line's "--no-sound", or
        # NO_DEVICE when the mixer could not open): Settings show it as the state in force, and
        # its toggle is off.
        self.silenced = ""
        self.drawn = 0  # frames actually drawn (an idle window skips drawing)
        self._redraw = True
        self._drawn_version = -1
        self.fade = Fade()  # the last picture of the scene left, fading out over the next
        # A computer player's thread holds the interpreter lock while it searches; a short
        # switch interval lets the drawing thread get it back within a couple of milliseconds.
        sys.setswitchinterval(0.002)
        set_language(self.settings.language)
        pygame.display.init()
        pygame.font.init()
        theme.forget_fonts()  # fonts from an earlier window (pygame.quit) cannot be used again
        # Before the window opens (not every system shows a later change); else pygame's own logo.
        pygame.display.set_icon(window_icon())
        pygame.display.set_caption(_("Two Rivers"))
        self._windowed_size = size or (self.settings.width, self.settings.height)
        self.fullscreen = self.settings.fullscreen and size is None
        self._open_window()
        pygame.key.set_repeat(0)  # no repeats: holding E or Z must not pass or undo twice

    # ------------------------------------------------------------ window

    def _open_window(self) -> None:
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w, h = self._windowed_size
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def resize(self, size: tuple[int, int]) -> None:
        if self.fullscreen:
            return
        w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        self._windowed_size = (w, h)
        if self.screen.get_size() != (w, h):
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.settings.width, self.settings.height = min(w, MAX_WIDTH), min(h, MAX_HEIGHT)
        self.scenes.layout(self.size)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self._open_window()
        self.scenes.layout(self.size)
        self.save_settings()

    def change_language(self, language: str) -> None:
        """Speak `language` ("en", "ru", …; "" follows the system) from now on: every scene
        lays itself out again, so its texts come back in the new language. Saved; a language
        whose catalogue cannot be read is not (the window stays English and Settings stops
        offering it)."""
        set_language(language)
        if language not in ("", "en") and current_language() != language:
            language = ""
        self.settings.language = language
        pygame.display.set_caption(_("Two Rivers — Tigris & Euphrates"))
        self.scenes.version += 1
        for scene in list(self.scenes.scenes):
            scene.language_changed()
        self._redraw = True
        self.save_settings()

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as error:
            self.notify(_("Could not save the settings: {error}").format(error=error.strerror), error=True)

    # ------------------------------------------------------------ sound

    def play(self, name: str, pitch: int = 0) -> None:
        if self.sound is not None:
            self.sound.play(name, self.settings.effective_volume, pitch)

    def _start_sound(self) -> None:
        """Called each frame until the sounds exist: the first call starts their synthesis on
        a worker thread; the call that finds it done opens the mixer with them."""
        from .sounds import Music, Sounds, Synthesis

        if self._synthesis is None:
            self._synthesis = Synthesis()
            return
        if self._synthesis.waves is None:
            return
        self._want_sound = False
        self.sound = Sounds.open(self._synthesis.waves)
        self._synthesis = None
        if self.sound is not None:
            self.music = Music.open()
            self.apply_music()
        elif not self.silenced:
            self.silenced = NO_DEVICE  # no sound card (ALSA "cannot find card"): not "Sound on"
            self._redraw = True

    def sound_off_words(self) -> str:
        """Why nothing is heard whatever the settings say, as Settings and the M key say it."""
        if self.silenced == NO_DEVICE:
            return _("Sound unavailable (no sound device)")
        return _("Sound off ({why})").format(why=self.silenced)

    def apply_music(self) -> None:
        """Start, stop or change the volume of the music loop after a settings change."""
        if self.music is not None:
            self.music.set(self.settings.music_volume_now)

    # ------------------------------------------------------------ scenes

    def open(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Open the scene called `name` ("menu", "session", …: `routes.py`), as a scene asks
        for another without importing it."""
        return open_scene(self, name, *args, **kwargs)

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)

    def pop(self, scene: Scene | None = None) -> None:
        self.scenes.pop(scene)
        if not self.scenes.scenes:
            self.quit()

    def replace(self, scene: Scene) -> None:
        self.scenes.replace(scene)

    def reset(self, scene: Scene) -> None:
        self.scenes.reset(scene)

    def notify(self, text: str, seconds: float = 3.5, error: bool = False, key: str = "") -> None:
        """A short message (errors stay longer), queued behind the one on screen. A message
        with a `key` replaces the one with the same key, and `dismiss(key)` takes it away."""
        self.toasts.add(text, seconds * (2 if error else 1), error, key)
        self._redraw = True

    def redraw(self) -> None:
        """Draw the next frame even if nothing seems to have changed (the window otherwise
        rests while idle)."""
        self._redraw = True

    @property
    def sound_pending(self) -> bool:
        """True while the sounds' start (made on a thread, opened in a frame) is still to try."""
        return self._want_sound

    def dismiss(self, *keys: str) -> bool:
        """Take away the messages that no longer apply (a question that was answered, a
        refusal's reason once a decision is made); without a key, the one on screen. True if
        one went."""
        gone = self.toasts.dismiss(*keys)
        self._redraw = self._redraw or gone
        return gone

    def message_rect(self) -> pygame.Rect | None:
        """Where the message on screen is (a click there dismisses it)."""
        return self.toasts.box(self._message_area(), theme.ui_scale(self.size))

    def _message_area(self) -> pygame.Rect:
        for scene in reversed(self.scenes.scenes):
            area = scene.message_area()
            if area is not None:
                return area
        w, h = self.size
        s = theme.ui_scale(self.size)
        return pygame.Rect(0, h - int(130 * s), w, int(120 * s))

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # ------------------------------------------------------------ loop

    def handle(self, intent: Intent) -> None:
        if intent.kind == "quit":
            self.request_quit()
            return
        if intent.kind == "resize":
            if intent.pos[0] > 0 and intent.pos[1] > 0:
                self.resize(intent.pos)
            return
        if intent.kind == "click":
            where = self.message_rect()
            if where is not None and where.collidepoint(intent.pos):
                self.dismiss()  # read: the next message, if any, shows
                return
        if self.scenes.handle(intent):
            return
        if intent.command == "fullscreen":
            self.toggle_fullscreen()
        elif intent.command == "mute" and self.silenced:
            self.notify(self.sound_off_words())
        elif intent.command == "mute":
            self.settings.muted = not self.settings.muted
            self.save_settings()
            self.notify(_("Sound off") if self.settings.muted else _("Sound on"))

    def request_quit(self) -> None:
        """The window's close button: scenes get a chance to save first."""
        for scene in reversed(self.scenes.scenes):
            on_quit = getattr(scene, "on_quit", None)
            if on_quit:
                on_quit()
        self.save_settings()
        self.quit()

    def frame(self) -> None:
        """One frame: input, fixed steps, drawing."""
        elapsed = min(self.clock.tick(), MAX_FRAME)
        started = time.perf_counter()
        events = pygame.event.get()
        if events:
            self._redraw = True  # input, a window uncovered or resized: draw this frame
        # Only the last pointer move of a frame matters: a fast mouse sends dozens.
        last_motion = max((i for i, e in enumerate(events) if e.type == pygame.MOUSEMOTION), default=-1)
        for index, event in enumerate(events):
            if event.type == pygame.MOUSEMOTION and index != last_motion:
                continue
            intent = intents_from(event)
            if intent is not None:
                self.handle(intent)
                if not self.running:
                    return
        self._accumulator += elapsed
        moving = self.animating()
        while self._accumulator >= STEP:
            self.scenes.update(STEP)
            self._update_toasts(STEP)
            self.time += STEP
            self._accumulator -= STEP
        if self.scenes.version != self._drawn_version:
            self._redraw = True  # a scene came or went (or was laid out again)
            self._drawn_version = self.scenes.version
            self.fade.notice(self.scenes.base(), self.screen, self.settings.speed_factor)
        self.fade.update(elapsed)
        if self._redraw or moving or not self.idle or self.animating() or self._want_sound:
            self.draw(self._accumulator / STEP)
            pygame.display.flip()
            self.drawn += 1
            self._redraw = False
        self.frames += 1
        self.frame_work.append(time.perf_counter() - started)
        if len(self.frame_work) > 100_000:
            del self.frame_work[:50_000]
        if self._want_sound and self.frames >= 2:
            self._start_sound()  # after the menu is on screen: start-up stays quick

    def draw(self, alpha: float) -> None:
        base = self.scenes.base()
        if base is None or not base.covers:  # clearing a full window costs a frame ~0.3 ms
            self.screen.fill(theme.BACKGROUND)
        self.scenes.draw(self.screen, alpha)
        self.fade.draw(self.screen)
        self.toasts.draw(self.screen, self._message_area(), theme.ui_scale(self.size))

    def animating(self) -> bool:
        """Whether anything on screen moves (or is about to): then frames come 60 a second;
        otherwise the window sleeps until something happens (`run`)."""
        return bool(self.toasts.items) or self.scenes.animating() or self.fade.running

    def run(self) -> int:
        while self.running:
            self.frame()
            if self.idle and not self.animating() and not self._redraw and not self._want_sound:
                # Nothing moves and no computer thinks: sleep until input comes (or a while).
                self.clock.idle(IDLE_WAIT)
            else:
                self.clock.wait(1 / theme.FRAME_RATE)
        return self.exit_code

    def run_frames(self, count: int) -> None:
        for _frame in range(count):
            if not self.running:
                return
            self.frame()

    def run_until(self, done: Callable[[], bool], limit: int = 10_000) -> bool:
        """Frames until `done()` (True) or `limit` frames (False)."""
        for _frame in range(limit):
            if done():
                return True
            if not self.running:
                return False
            self.frame()
        return done()

    # ------------------------------------------------------------ toasts

    def _update_toasts(self, dt: float) -> None:
        self.toasts.update(dt)


def _parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tworivers", add_help=True, description="Open the Two Rivers game window."
    )
    parser.add_argument("--size", default=None, metavar="WxH", help="window size, like 1280x800")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument("--no-sound", action="store_true", help="start without sound")
    return parser.parse_args(argv)


def run_app(argv: list[str]) -> int:
    """Open the window on the main menu and run until it is closed."""
    try:
        args = _parse_args(argv)
    except SystemExit as stop:  # argparse already printed its one-line message
        return 0 if stop.code == 0 else 2
    size = None
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
                raise ValueError
            size = (w, h)
        except ValueError:
            print(
                f"tworivers: --size {args.size!r}: expected WIDTHxHEIGHT, at least "
                f"{MIN_SIZE[0]}x{MIN_SIZE[1]}",
                file=sys.stderr,
            )
            return 2
    app = open_app(size=size, fullscreen=args.fullscreen, sound=not args.no_sound,
                   silenced="--no-sound" if args.no_sound else "")
    try:
        return app.run()
    except Exception:  # a bug: the game itself is safe in the autosave; say where the details are
        return _report_crash(_game_in_play(app))
    finally:
        pygame.quit()
        from .slots import release_autosave

        release_autosave()


def open_app(
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    sound: bool = True,
    clock: RealClock | ManualClock | None = None,
    silenced: str = "",
) -> App:
    """What the program does at start-up, up to the main menu on screen: tidy the data
    folder (`datafolder.tidy_data_folder`: a damaged file is set aside, never a reason not
    to open), load the settings, open the window, offer the lessons on the very first
    launch, and say in one line each what was set aside (a dialog over the menu). Tests call it
    with a `ManualClock`."""
    from .datafolder import data_folder_problem, keep_left_games, tidy_data_folder
    from .i18n import ngettext
    from .slots import autosave_name, claim_autosave

    # A data folder that is a file (or lies under one) is the one problem, said once: every
    # file in it would fail to read, and blaming each (settings.json first) would mislead.
    unusable = data_folder_problem()
    # Before anything reads the autosave: another window open on this data folder holds
    # `autosave.toml`, and this one keeps its game apart (`slots`).
    slot = 1 if unusable else claim_autosave()
    settings, warning = (Settings(), None) if unusable else load_settings()
    if fullscreen:
        settings.fullscreen = True
    app = App(settings, clock=clock, size=size, sound=sound)
    app.silenced = silenced  # the reason sound is off whatever the settings say ("--no-sound")
    if unusable:
        unusable = data_folder_problem()  # again, in the window's language (set by the App)
    messages = [] if unusable else ([warning] if warning else []) + tidy_data_folder()
    kept = [] if unusable else keep_left_games()
    from .menu import MainMenu

    app.push(MainMenu(app))
    from .lessons_menu import suggest_tutorial

    suggest_tutorial(app)  # the very first launch offers the lessons
    from .datafolder import show_notices

    show_notices(app, messages)  # over everything: said first
    if kept:
        show_notices(app, kept, ngettext("A game from another window is kept",
                                         "Games from other windows are kept", len(kept)))
    if slot > 1:
        show_notices(app, [_("Another Two Rivers window has this data folder open. This window keeps its "
                             "own autosave ({file}), so neither game replaces the other; a game left "
                             "unfinished here is kept for later (Resume, or Load game).").format(
            file=autosave_name(slot))], _("Two Rivers is already open"))
    if unusable:
        show_notices(app, [unusable], _("The data folder cannot be used"))
    return app


def _game_in_play(app: App) -> bool:
    """Whether a game (not a lesson) was open and unfinished: then its autosave holds it."""
    from .game_scene import GameScene  # not a LessonScene: a lesson keeps its place in its progress

    try:
        scene = app.scenes.find(GameScene)
        return isinstance(scene, GameScene) and not scene.session.state.is_over
    except Exception:  # noqa: BLE001 - the window is already broken: say the least
        return False


def _report_crash(game_saved: bool = False) -> int:
    import traceback

    from game.paths import data_dir

    from .saves import autosaver

    autosaver.flush(timeout=5)
    log = data_dir() / "crash.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(time.strftime("%Y-%m-%d %H:%M:%S ") + traceback.format_exc() + "\n")
        where = f"details in {log}"
    except OSError:
        where = "no log could be written"
    saved = "; your game was saved and can be resumed" if game_saved else ""
    print(f"tworivers: the window stopped on an unexpected error ({where}){saved}", file=sys.stderr)
    return 1
