"""The new-game scene: seats (person or computer, level, dynasty), board,
scoring and seed. The defaults (you against two computer players) make a
game two clicks from the main menu: "New game", "Start"."""

from __future__ import annotations

import os

import pygame

from game.engine import get_ruleset

from . import theme
from .i18n import N_, _
from .intents import Intent
from .menu import draw_backdrop
from .registry import presentation_for
from .scene import Scene
from .session import (
    COMPUTER,
    HUMAN,
    GameSetup,
    Seat,
    available_levels,
    default_level,
    dynasty_title,
    level_title,
    think_seconds,
)
from .widgets import Button, ButtonRow, draw_text, draw_wrapped, panel

MAX_SEED = 2**31 - 1

# What each level is, for the new-game screen (strengths from docs/ai.md's tournaments).
LEVEL_NOTES = {
    "random": N_("Random: any legal move, picked by chance. For trying things out."),
    "beginner": N_("Beginner: takes the best-looking single action. A first opponent; easy to beat."),
    "casual": N_(
        "Casual: plans whole turns and weighs the odds in conflicts. Beats the Beginner almost always."
    ),
    "strong": N_(
        "Strong: plays its best turns out in several possible deals. Beats Casual about 2 games in 3."
    ),
    "expert": N_(
        "Expert: searches hundreds of possible games on every core. The strongest: beats Strong about "
        "2 games in 3."
    ),
}


GAME = "tigris"  # the game the window sets up (Yellow & Yangtze's window is to come)


def setup_from_settings(data: dict, game: str = GAME) -> GameSetup:
    """The last set-up used (from the settings), checked; defaults otherwise."""
    levels = available_levels()
    ruleset = get_ruleset(game)
    DYNASTIES = ruleset.dynasties  # noqa: N806
    setup = GameSetup(
        seats=[Seat(HUMAN), Seat(COMPUTER, default_level()), Seat(COMPUTER, default_level())],
        dynasties=list(DYNASTIES),
        board=ruleset.maps[0],
        game=game,
    )
    try:
        seats = [Seat(s["kind"], s.get("level", "")) for s in data.get("seats", [])]
        if 2 <= len(seats) <= 4 and all(s.kind in (HUMAN, COMPUTER) for s in seats):
            for seat in seats:
                if seat.kind == HUMAN:
                    seat.level = ""
                elif not isinstance(seat.level, str) or seat.level not in levels:
                    seat.level = default_level()
            setup.seats = seats
        dynasties = list(data.get("dynasties", []))
        if sorted(dynasties) == sorted(DYNASTIES):
            setup.dynasties = dynasties
        if data.get("board") in ruleset.maps:
            setup.board = data["board"]
        setup.open_scoring = bool(data.get("open_scoring", False))
    except (TypeError, KeyError, AttributeError):
        pass
    return setup


def setup_to_settings(setup: GameSetup) -> dict:
    return {
        "seats": [{"kind": s.kind, "level": s.level} for s in setup.seats],
        "dynasties": list(setup.dynasties),
        "board": setup.board,
        "open_scoring": setup.open_scoring,
    }


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.setup = setup_from_settings(app.settings.last_setup)
        self.seed_text = ""
        self.seed_focus = False
        self.buttons = ButtonRow()
        self.rows: list[pygame.Rect] = []
        self.t = 0.0
        self.pointer = (-1, -1)
        self.notes: dict[str, str] = {}  # a button's name -> what it means
        self.option_notes: list[tuple[pygame.Rect, str]] = []

    def layout(self, size: tuple[int, int]) -> None:
        self._build()

    def _build(self) -> None:
        w, h = self.app.size
        s = theme.ui_scale((w, h))
        setup = self.setup
        levels = available_levels()
        box_w = int(min(w - 40, 860 * s))
        left = w // 2 - box_w // 2
        top = int(h * 0.17)
        row_h = int(58 * s)
        bh = int(42 * s)
        buttons: list[Button] = []
        self.rows = []
        for seat, config in enumerate(setup.seats):
            y = top + seat * row_h
            self.rows.append(pygame.Rect(left, y, box_w, row_h - 8))
            cy = y + (row_h - 8 - bh) // 2
            kind = Button(
                _("Person") if config.human else _("Computer"),
                (lambda i=seat: self._toggle_kind(i)),
                name=f"kind {seat}",
            )
            kind.rect = pygame.Rect(left + int(170 * s), cy, int(170 * s), bh)
            buttons.append(kind)
            if not config.human:
                level = Button(
                    _("{level} · {seconds} s").format(
                        level=level_title(config.level), seconds=f"{think_seconds(config.level):g}"
                    ),
                    (lambda i=seat: self._cycle_level(i)),
                    name=f"level {seat}",
                    enabled=len(levels) > 1,
                )
                level.rect = pygame.Rect(kind.rect.right + int(12 * s), cy, int(190 * s), bh)
                buttons.append(level)
            dynasty = Button(
                dynasty_title(setup.dynasties[seat], setup.game),
                (lambda i=seat: self._cycle_dynasty(i)),
                name=f"dynasty {seat}",
            )
            dynasty.rect = pygame.Rect(left + box_w - int(200 * s), cy, int(190 * s), bh)
            buttons.append(dynasty)
        y = top + len(setup.seats) * row_h + int(6 * s)
        add = Button(_("Add a player"), self._add, enabled=len(setup.seats) < 4, name="add")
        remove = Button(_("Remove a player"), self._remove, enabled=len(setup.seats) > 2, name="remove")
        add.rect = pygame.Rect(left, y, int(220 * s), bh)
        remove.rect = pygame.Rect(add.rect.right + int(12 * s), y, int(220 * s), bh)
        buttons += [add, remove]
        y += bh + int(30 * s)
        self.options_top = y
        board = Button(
            _("Advanced board") if setup.board == "advanced" else _("Standard board"),
            self._toggle_board,
            name="board",
        )
        scoring = Button(
            _("Open scoring") if setup.open_scoring else _("Hidden scoring"),
            self._toggle_scoring,
            name="scoring",
        )
        seed_label = self.seed_text or (_("random") if not self.seed_focus else "")
        seed = Button(
            _("Seed: {seed}").format(seed=seed_label + ("|" if self.seed_focus else "")),
            self._focus_seed,
            name="seed",
            selected=self.seed_focus,
        )
        third = (box_w - int(24 * s)) // 3
        for i, button in enumerate((board, scoring, seed)):
            button.rect = pygame.Rect(left + i * (third + int(12 * s)), y, third, bh)
        buttons += [board, scoring, seed]
        # Each option says what it is under its button; the box below explains whatever the
        # pointer is on (a level's strength and thinking time, a seat's kind, …).
        board_note = (
            _("The rulebook's other side: rivers and temples placed for more conflict.")
            if setup.board == "advanced"
            else _("The board the rulebook teaches with.")
        )
        scoring_note = (
            _("Everyone's points are shown all game.")
            if setup.open_scoring
            else _("Each player sees only their own points, as in the box.")
        )
        seed_note = _("The same number deals the same game again.")
        self.option_notes = [
            (pygame.Rect(b.rect.left, b.rect.bottom + int(4 * s), b.rect.width, int(20 * s)), note)
            for b, note in ((board, board_note), (scoring, scoring_note), (seed, seed_note))
        ]
        y += bh + int(26 * s)
        self.about_rect = pygame.Rect(left, y, box_w, int(56 * s))
        self.notes = self._notes(buttons, board_note, scoring_note)
        back = Button(_("Back"), lambda: self.app.pop(self), hotkey="Esc", name="back")
        start = Button(_("Start"), self.start, primary=True, hotkey="Enter", name="start")
        fy = min(h - int(74 * s), y + int(56 * s) + int(14 * s))
        back.rect = pygame.Rect(left, fy, int(200 * s), int(52 * s))
        start.rect = pygame.Rect(left + box_w - int(280 * s), fy, int(280 * s), int(52 * s))
        buttons += [back, start]
        self.buttons = ButtonRow(buttons)
        self.box = pygame.Rect(
            left - int(20 * s),
            top - int(70 * s),
            box_w + int(40 * s),
            fy + int(52 * s) + int(20 * s) - (top - int(70 * s)),
        )
        self.buttons.point(pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1))

    def _notes(self, buttons: list[Button], board_note: str, scoring_note: str) -> dict[str, str]:
        notes = {}
        for button in buttons:
            name = button.name
            if name.startswith("level "):
                level = self.setup.seats[int(name.split()[1])].level
                notes[name] = _(LEVEL_NOTES[level]) if level in LEVEL_NOTES else level_title(level)
                notes[name] += " " + _(
                    "It thinks about {seconds} s a decision. Click for the next level."
                ).format(seconds=f"{think_seconds(level):g}")
            elif name.startswith("kind "):
                notes[name] = _(
                    "A person plays at this screen (with several people, the screen is hidden between "
                    "their turns), or a computer player. Click to switch."
                )
            elif name.startswith("dynasty "):
                notes[name] = _(
                    "The seat's dynasty: the symbol and colour of its leaders. Click for another."
                )
        notes["board"] = board_note + " " + _("Click to switch boards.")
        notes["scoring"] = scoring_note + " " + _("Click to switch.")
        notes["seed"] = _(
            "Empty: a new deal every game. Type a number to replay a deal or share it with a friend."
        )
        notes["add"] = _("Two to four seats, any mix of people and computer players.")
        notes["remove"] = notes["add"]
        notes["start"] = _("Start the game: you play in turns, two actions each.")
        return notes

    def about(self) -> str:
        """What the control under the pointer means (by default: the computer players)."""
        for button in self.buttons.buttons:
            if button.rect.collidepoint(self.pointer) and button.name in self.notes:
                return self.notes[button.name]
        levels = [s.level for s in self.setup.seats if not s.human]
        if not levels:
            return _("Only people: pass the screen between turns. Point at any option to see what it means.")
        return _("Point at any option to see what it means.") + " " + _(LEVEL_NOTES.get(levels[-1], ""))

    # ------------------------------------------------------------ changes

    def _toggle_kind(self, seat: int) -> None:
        config = self.setup.seats[seat]
        if config.human:
            config.kind, config.level = COMPUTER, default_level()
        else:
            config.kind, config.level = HUMAN, ""
        self._build()

    def _cycle_level(self, seat: int) -> None:
        levels = available_levels()
        config = self.setup.seats[seat]
        index = levels.index(config.level) if config.level in levels else -1
        config.level = levels[(index + 1) % len(levels)]
        self._build()

    def _cycle_dynasty(self, seat: int) -> None:
        order = list(get_ruleset(self.setup.game).dynasties)
        dynasties = self.setup.dynasties
        current = order.index(dynasties[seat])
        # Take the next dynasty; whoever had it gets ours, so all stay different.
        nxt = order[(current + 1) % len(order)]
        other = dynasties.index(nxt)
        dynasties[seat], dynasties[other] = nxt, dynasties[seat]
        self._build()

    def _add(self) -> None:
        if len(self.setup.seats) < 4:
            self.setup.seats.append(Seat(COMPUTER, default_level()))
        self._build()

    def _remove(self) -> None:
        if len(self.setup.seats) > 2:
            self.setup.seats.pop()
        self._build()

    def _toggle_board(self) -> None:
        maps = get_ruleset(self.setup.game).maps
        self.setup.board = (
            maps[(maps.index(self.setup.board) + 1) % len(maps)] if self.setup.board in maps else maps[0]
        )
        self._build()

    def _toggle_scoring(self) -> None:
        self.setup.open_scoring = not self.setup.open_scoring
        self._build()

    def _focus_seed(self) -> None:
        self.seed_focus = not self.seed_focus
        self._build()

    def start(self) -> None:
        from .game_scene import open_session
        from .saves import autosave
        from .session import Session

        if self.seed_text:
            seed = int(self.seed_text)
        else:
            seed = int.from_bytes(os.urandom(4), "little") % MAX_SEED
        self.setup.seed = seed
        self.app.settings.last_setup = setup_to_settings(self.setup)
        self.app.save_settings()
        session = Session.new(self.setup, seed)
        try:
            autosave(session)
        except OSError as error:
            self.app.notify(_("Autosave failed: {reason}").format(reason=error.strerror), error=True)
        open_session(self.app, session)

    # ------------------------------------------------------------ input

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "point":
            self.buttons.point(intent.pos)
            self.pointer = intent.pos
            return True
        if intent.kind == "click":
            if not any(b.rect.collidepoint(intent.pos) and b.name == "seed" for b in self.buttons.buttons):
                self.seed_focus = False
            if self.buttons.click(intent.pos):
                self.app.play("click")
            self._build()
            return True
        if intent.kind == "key":
            if self.seed_focus:
                if intent.key == pygame.K_BACKSPACE:
                    self.seed_text = self.seed_text[:-1]
                elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                    self.seed_focus = False
                elif isinstance(intent.value, str) and intent.value.isdigit() and len(self.seed_text) < 9:
                    self.seed_text += intent.value
                self._build()
                return True
            if intent.command == "confirm":
                self.start()
                return True
            if intent.command == "back":
                self.app.pop(self)
                return True
        return False

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_backdrop(surface, self.t)
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        panel(surface, self.box, theme.PANEL, theme.PANEL_EDGE, radius=16)
        draw_text(
            surface,
            _("New game"),
            int(44 * s),
            theme.GOLD,
            (w // 2, self.box.top + int(14 * s)),
            "midtop",
            bold=True,
            display=True,
        )
        for seat, rect in enumerate(self.rows):
            pygame.draw.rect(surface, theme.PANEL_DARK, rect, border_radius=10)
            dynasty = self.setup.dynasties[seat]
            badge = int(rect.height * 0.8)
            centre = (rect.left + int(12 * s) + badge // 2, rect.centery)
            look = presentation_for(self.setup.game)
            pygame.draw.circle(surface, look.dynasty_colour(dynasty), centre, badge // 2)
            icon = look.dynasty_badge(dynasty, int(badge * 0.78))
            surface.blit(icon, icon.get_rect(center=centre))
            draw_text(
                surface,
                _("Seat {n}").format(n=seat + 1),
                int(22 * s),
                theme.TEXT,
                (rect.left + badge + int(24 * s), rect.centery),
                "midleft",
                bold=True,
            )
        draw_text(
            surface,
            _("Options"),
            int(20 * s),
            theme.TEXT_DIM,
            (self.box.left + int(20 * s), self.options_top - int(4 * s)),
            "bottomleft",
        )
        for rect, note in self.option_notes:
            draw_text(surface, note, int(17 * s), theme.TEXT_DIM, rect.midtop, "midtop", max_width=rect.width)
        about = self.about_rect
        pygame.draw.rect(surface, theme.PANEL_DARK, about, border_radius=10)
        draw_wrapped(
            surface,
            self.about(),
            int(18 * s),
            theme.TEXT,
            about.inflate(-int(24 * s), -int(12 * s)),
            align="center",
        )
        self.buttons.draw(surface, int(21 * s))


def open_new_game(app) -> None:
    app.push(NewGameScene(app))
