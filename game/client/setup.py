"""The new-game scene: the game (Tigris & Euphrates or Yellow & Yangtze),
the seats (person or computer, level, dynasty), the game's own options (its
presentation's `setup_options`: the board, the short game), scoring and
seed. The defaults (you against two computer players) make a game two
clicks from the main menu: "New game", "Start". Each game's last set-up is
remembered; the levels offered are those that play the game
(`ai.levels_for`)."""

from __future__ import annotations

import os
from functools import partial
from typing import cast

import pygame

from game.engine import get_ruleset

from . import theme
from .backdrop import draw_backdrop
from .i18n import N_, _, decimal
from .intents import Intent
from .registry import game_title, games, known_game, presentation_for
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
from .widgets import Button, ButtonRow, draw_tab, draw_text, draw_wrapped, panel, rendered

MAX_SEED = 2**31 - 1
ASCII_DIGITS = "0123456789"  # what the seed box takes (a record's seed is written in them)

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


def setup_from_settings(data: dict, game: str) -> GameSetup:
    """The last set-up of `game` used (from the settings), checked; defaults otherwise.
    The settings keep one set-up per game (`{"tigris": {…}, "yangtze": {…}}`); an older
    file's single set-up is Tigris & Euphrates'."""
    levels = available_levels(game)
    ruleset = get_ruleset(game)
    dynasties_known = ruleset.dynasties
    level = default_level(game)
    setup = GameSetup(
        seats=[Seat(HUMAN), Seat(COMPUTER, level), Seat(COMPUTER, level)],
        dynasties=list(dynasties_known),
        board=ruleset.maps[0],
        game=game,
    )
    if not isinstance(data, dict):
        return setup
    if "seats" in data:
        data = {"tigris": data}  # written before there were two games
    mine = data.get(game, {})
    if not isinstance(mine, dict):
        return setup
    try:
        seats = [Seat(s["kind"], s.get("level", "")) for s in mine.get("seats", [])]
        if 2 <= len(seats) <= 4 and all(s.kind in (HUMAN, COMPUTER) for s in seats):
            for seat in seats:
                if seat.kind == HUMAN:
                    seat.level = ""
                elif not isinstance(seat.level, str) or seat.level not in levels:
                    seat.level = level
            setup.seats = seats
        dynasties = list(mine.get("dynasties", []))
        if sorted(dynasties) == sorted(dynasties_known):
            setup.dynasties = dynasties
        if mine.get("board") in ruleset.maps:
            setup.board = mine["board"]
        setup.open_scoring = bool(mine.get("open_scoring", False))
        options = mine.get("options", {})
        if isinstance(options, dict):
            # An option is a switch (True) or a list of names (the game's presentation keeps
            # those it knows: `fit_options` below).
            setup.options = {k: v for k, v in options.items() if k in ruleset.option_keys
                             and (v is True or (isinstance(v, list) and all(isinstance(x, str) for x in v)))}
    except (TypeError, KeyError, AttributeError):
        pass
    presentation_for(game).fit_options(setup)
    return setup


def setup_to_settings(setup: GameSetup, previous: dict | None = None) -> dict:
    """The settings' set-ups with `setup` as its game's (the other games' kept)."""
    data = dict(previous) if isinstance(previous, dict) and "seats" not in previous else {}
    if isinstance(previous, dict) and "seats" in previous:
        data["tigris"] = previous
    data[setup.game] = {
        "seats": [{"kind": s.kind, "level": s.level} for s in setup.seats],
        "dynasties": list(setup.dynasties or ()),  # None: the game's own (read back as the default)
        "board": setup.board,
        "open_scoring": setup.open_scoring,
        "options": dict(setup.options),
    }
    return data


class NewGameScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.setup = setup_from_settings(app.settings.last_setup, known_game(game or app.settings.game))
        self.seed_text = ""
        self.seed_focus = False
        self.buttons = ButtonRow()
        self.rows: list[pygame.Rect] = []
        self.t = 0.0
        self.pointer = (-1, -1)
        self.notes: dict[str, str] = {}  # a button's name -> what it means
        self.option_notes: list[tuple[pygame.Rect, str]] = []

    @property
    def dynasties(self) -> list[str]:
        """The set-up's dynasties in seat order: here always a list (`setup_from_settings`
        names them all; None is for set-ups made elsewhere)."""
        return cast("list[str]", self.setup.dynasties)

    @property
    def game(self) -> str:
        return self.setup.game

    def layout(self, size: tuple[int, int]) -> None:
        self._build()

    def _build(self) -> None:
        w, h = self.app.size
        s = theme.ui_scale((w, h))
        setup = self.setup
        look = presentation_for(setup.game)
        look.fit_options(setup)
        levels = available_levels(setup.game)
        box_w = int(min(w - 40, 860 * s))
        left = w // 2 - box_w // 2
        bh = int(42 * s)
        # The games first, as tabs under the title.
        buttons: list[Button] = []
        offered = games()
        tab_top = int(h * 0.17) - int(8 * s)
        tab_w = (box_w - int(12 * s) * (len(offered) - 1)) // max(1, len(offered))
        for i, game in enumerate(offered):
            tab = Button(
                _(game_title(game)), partial(self._choose_game, game), selected=game == setup.game,
                name=f"game {game}"
            )
            tab.rect = pygame.Rect(left + i * (tab_w + int(12 * s)), tab_top, tab_w, bh)
            buttons.append(tab)
        top = tab_top + bh + int(14 * s)
        # The seats' rows share what is left with the options below them.
        options = look.setup_options(setup)
        # A second row of the game's own switches (the variants) takes buttons a little lower,
        # the notes under them left to the explanation box (six abreast would not fit).
        two_rows = any(option.row for option in options)
        obh = int(36 * s) if two_rows else bh
        rows_h = 2 * obh + int(6 * s) + int(12 * s) if two_rows else bh + int(26 * s)
        below = int((6 + 42 + 30 + 56 + 14 + 52 + 20) * s) + rows_h
        row_h = int(min(58 * s, max(44 * s, (h - top - below) / 4)))
        bh_row = min(bh, row_h - int(12 * s))
        self.rows = []
        for seat, config in enumerate(setup.seats):
            y = top + seat * row_h
            self.rows.append(pygame.Rect(left, y, box_w, row_h - 8))
            cy = y + (row_h - 8 - bh_row) // 2
            kind = Button(
                _("Person") if config.human else _("Computer"),
                partial(self._toggle_kind, seat),
                name=f"kind {seat}",
            )
            kind.rect = pygame.Rect(left + int(170 * s), cy, int(170 * s), bh_row)
            buttons.append(kind)
            if not config.human:
                level = Button(
                    _("{level} · {seconds} s").format(
                        level=level_title(config.level), seconds=decimal(think_seconds(config.level))
                    ),
                    partial(self._cycle_level, seat),
                    back=partial(self._cycle_level, seat, -1),
                    name=f"level {seat}",
                    enabled=len(levels) > 1,
                )
                level.rect = pygame.Rect(kind.rect.right + int(12 * s), cy, int(190 * s), bh_row)
                buttons.append(level)
            dynasty = Button(
                dynasty_title(self.dynasties[seat], setup.game),
                partial(self._cycle_dynasty, seat),
                back=partial(self._cycle_dynasty, seat, -1),
                name=f"dynasty {seat}",
            )
            dynasty.rect = pygame.Rect(left + box_w - int(200 * s), cy, int(190 * s), bh_row)
            buttons.append(dynasty)
        y = top + len(setup.seats) * row_h + int(6 * s)
        add = Button(_("Add a player"), self._add, enabled=len(setup.seats) < 4, name="add")
        remove = Button(_("Remove a player"), self._remove, enabled=len(setup.seats) > 2, name="remove")
        add.rect = pygame.Rect(left, y, int(220 * s), bh)
        remove.rect = pygame.Rect(add.rect.right + int(12 * s), y, int(220 * s), bh)
        buttons += [add, remove]
        y += bh + int(30 * s)
        self.options_top = y
        # The game's own options (the board, the short game), then scoring and the seed.
        own: list[tuple[Button, str]] = []
        second: list[tuple[Button, str]] = []
        self.notes = {}
        for option in options:
            button = Button(option.label, partial(self._toggle_option, option), name=option.name,
                            enabled=option.enabled,
                            back=None if option.back is None else partial(self._toggle_option, option, True))
            button.selected = option.selected
            (second if option.row else own).append((button, option.note))
            self.notes[option.name] = option.about
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
        scoring_note = (
            _("Everyone's points are shown all game.")
            if setup.open_scoring
            else _("Each player sees only their own points, as in the box.")
        )
        seed_note = _("The same number deals the same game again.")
        self.option_notes = []
        rows_top = y
        for row in [own + [(scoring, scoring_note), (seed, seed_note)], second]:
            if not row:
                continue
            width = (box_w - int(12 * s) * (len(row) - 1)) // len(row)
            for i, (button, _note) in enumerate(row):
                button.rect = pygame.Rect(left + i * (width + int(12 * s)), y, width, obh)
                buttons.append(button)
            if not two_rows:
                self.option_notes = [
                    (pygame.Rect(b.rect.left, b.rect.bottom + int(4 * s), b.rect.width, int(20 * s)), note)
                    for b, note in row
                ]
            y += obh + int(6 * s)
        y = rows_top + rows_h
        self.about_rect = pygame.Rect(left, y, box_w, int(56 * s))
        self.notes.update(self._notes(buttons, scoring_note))
        back = Button(_("Back"), lambda: self.app.pop(self), hotkey="Esc", name="back")
        start = Button(_("Start"), self.start, primary=True, hotkey="Enter", name="start")
        fy = min(h - int(74 * s), y + int(56 * s) + int(14 * s))
        back.rect = pygame.Rect(left, fy, int(200 * s), int(52 * s))
        start.rect = pygame.Rect(left + box_w - int(280 * s), fy, int(280 * s), int(52 * s))
        buttons += [back, start]
        self.buttons = ButtonRow(buttons)
        box_top = tab_top - int(66 * s)
        self.box = pygame.Rect(
            left - int(20 * s),
            box_top,
            box_w + int(40 * s),
            fy + int(52 * s) + int(20 * s) - box_top,
        )
        self.buttons.point(pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1))

    def _notes(self, buttons: list[Button], scoring_note: str) -> dict[str, str]:
        notes = {}
        for button in buttons:
            name = button.name
            if name.startswith("level "):
                level = self.setup.seats[int(name.split()[1])].level
                notes[name] = _(LEVEL_NOTES[level]) if level in LEVEL_NOTES else level_title(level)
                notes[name] += " " + _(
                    "It thinks about {seconds} s a decision. Click for the next level, right-click (or ‹) "
                    "for the one before."
                ).format(seconds=decimal(think_seconds(level)))
            elif name.startswith("kind "):
                notes[name] = _(
                    "A person plays at this screen (with several people, the screen is hidden between "
                    "their turns), or a computer player. Click to switch."
                )
            elif name.startswith("dynasty "):
                notes[name] = _(
                    "The seat's dynasty: the symbol and colour of its leaders. Click for the next, "
                    "right-click (or ‹) for the one before."
                )
            elif name.startswith("game "):
                notes[name] = _(
                    "The game to play: Tigris & Euphrates (square board, monuments, treasures) or "
                    "Yellow & Yangtze (hex board, pagodas, the market, wars of every player)."
                )
        levels = available_levels(self.setup.game)
        if len(levels) == 1:
            notes.update(
                {
                    name: _("Only the {level} computer player plays {game} so far.").format(
                        level=level_title(levels[0]), game=_(game_title(self.setup.game))
                    )
                    for name in notes
                    if name.startswith("level ")
                }
            )
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

    def _choose_game(self, game: str) -> None:
        """Another game: its own last set-up (seats, dynasties, options)."""
        if game == self.setup.game:
            return
        self.app.settings.last_setup = setup_to_settings(self.setup, self.app.settings.last_setup)
        self.app.settings.game = game
        self.setup = setup_from_settings(self.app.settings.last_setup, game)
        self._build()

    def _toggle_option(self, option, back: bool = False) -> None:
        (option.back if back and option.back is not None else option.toggle)(self.setup)
        self._build()

    def _toggle_kind(self, seat: int) -> None:
        config = self.setup.seats[seat]
        if config.human:
            config.kind, config.level = COMPUTER, default_level(self.setup.game)
        else:
            config.kind, config.level = HUMAN, ""
        self._build()

    def _cycle_level(self, seat: int, step: int = 1) -> None:
        """The next level (`step` -1: the previous one), round the list."""
        levels = available_levels(self.setup.game)
        config = self.setup.seats[seat]
        index = levels.index(config.level) if config.level in levels else (-1 if step > 0 else 0)
        config.level = levels[(index + step) % len(levels)]
        self._build()

    def _cycle_dynasty(self, seat: int, step: int = 1) -> None:
        order = list(get_ruleset(self.setup.game).dynasties)
        dynasties = self.dynasties
        current = order.index(dynasties[seat])
        # Take the next (or previous) dynasty; whoever had it gets ours, so all stay different.
        nxt = order[(current + step) % len(order)]
        other = dynasties.index(nxt)
        dynasties[seat], dynasties[other] = nxt, dynasties[seat]
        self._build()

    def _add(self) -> None:
        if len(self.setup.seats) < 4:
            self.setup.seats.append(Seat(COMPUTER, default_level(self.setup.game)))
        self._build()

    def _remove(self) -> None:
        if len(self.setup.seats) > 2:
            self.setup.seats.pop()
        self._build()

    def _toggle_scoring(self) -> None:
        self.setup.open_scoring = not self.setup.open_scoring
        self._build()

    def _focus_seed(self) -> None:
        self.seed_focus = not self.seed_focus
        self._build()

    def start(self) -> None:
        from .saves import autosave, keep_unfinished_autosave
        from .session import Session

        if self.seed_text.isascii() and self.seed_text.isdigit():
            seed = int(self.seed_text)
        else:
            seed = int.from_bytes(os.urandom(4), "little") % MAX_SEED
        self.setup.seed = seed
        presentation_for(self.setup.game).fit_options(self.setup)
        self.app.settings.last_setup = setup_to_settings(self.setup, self.app.settings.last_setup)
        self.app.settings.game = self.setup.game
        self.app.save_settings()
        session = Session.new(self.setup, seed)
        kept = keep_unfinished_autosave()
        try:
            autosave(session)
        except OSError as error:
            self.app.notify(_("Autosave failed: {reason}").format(reason=error.strerror), error=True)
        self.app.open("session", session)
        if kept:
            self.app.notify(kept)

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
        if intent.kind == "alt_click":  # a right-click: a cycling choice steps back
            if self.buttons.click_back(intent.pos):
                self.app.play("click")
            return True
        if intent.kind == "key":
            if self.seed_focus:
                if intent.key == pygame.K_BACKSPACE:
                    self.seed_text = self.seed_text[:-1]
                elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                    self.seed_focus = False
                elif isinstance(intent.value, str) and len(intent.value) == 1 \
                        and intent.value in ASCII_DIGITS:
                    if len(self.seed_text) < 9:
                        self.seed_text += intent.value
                elif isinstance(intent.value, str) and intent.value.isprintable() and intent.value.strip():
                    # Not `str.isdigit`: "²" (a key of French keyboards) and other scripts' digits
                    # pass it, and the seed is written in the record as digits 0-9.
                    self.app.notify(_("The seed is a number: type digits 0–9 only."), key="seed")
                    self.app.play("error")
                self._build()
                return True
            if intent.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.buttons.step_at(
                    self.pointer, intent.key == pygame.K_RIGHT):
                self.app.play("click")
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
        draw_backdrop(surface, self.t, self.setup.game)
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        panel(surface, self.box, theme.PANEL, theme.PANEL_EDGE, radius=16)
        draw_text(
            surface,
            _("New game"),
            int(44 * s),
            theme.GOLD,
            (w // 2, self.box.top + int(12 * s)),
            "midtop",
            bold=True,
            display=True,
        )
        look = presentation_for(self.setup.game)
        for seat, rect in enumerate(self.rows):
            pygame.draw.rect(surface, theme.PANEL_DARK, rect, border_radius=10)
            dynasty = self.dynasties[seat]
            badge = int(rect.height * 0.8)
            centre = (rect.left + int(12 * s) + badge // 2, rect.centery)
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
            # Four options abreast leave a long note too little room: it is left to the
            # explanation box, which says it when the pointer is on the button.
            if rendered(note, max(10, -(-int(17 * s) * 3 // 4)), theme.TEXT_DIM).get_width() > rect.width:
                continue
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
        for button in self.buttons.buttons:
            if button.name.startswith("game "):
                draw_tab(surface, button, int(22 * s))
            else:
                button.draw(surface, int(21 * s))


def open_new_game(app) -> None:
    app.push(NewGameScene(app))
