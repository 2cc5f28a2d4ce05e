"""The game being played: the turn-phase state machine, input and pacing.

What the window asks of the player follows from the engine's state and
two things of the client's own: which seat is looking at the screen
(`viewer`, for hot-seat games) and whether a swap is being chosen. `phase()`
derives the phase from those; `update` reacts when it changes (starting a
computer player, answering a forced decision, raising the curtain).

Drawing is in `hud.py`; this module decides and sends decisions.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame

from ai import Budget
from game.engine import IllegalActionError, Rng, View
from game.engine.grid import cell_name
from game.engine.tigris import Action
from game.engine.tigris import events as ev
from game.engine.tigris.actions import (
    CATASTROPHE,
    COMMIT,
    LEADER,
    MONUMENT,
    NO_MONUMENT,
    SWAP,
    TILE,
    TREASURE,
    WAR,
    WITHDRAW,
)
from game.engine.tigris.pieces import BLACK, COLOUR_NAMES, LEADER_NAMES, MONUMENTS

from . import anims, art, theme
from .ai_worker import make_thinker
from .board_view import BoardView, Overlay
from .i18n import _, ngettext
from .intents import Intent
from .log_text import colour_word, describe, leader_word
from .saves import autosaver
from .scene import Scene
from .session import Session, think_seconds
from .widgets import ButtonRow


class Phase(Enum):
    ACTION = "action"  # a person takes one of their two actions
    SWAP = "swap"  # choosing tiles to swap
    COMMIT = "commit"  # a person commits support in a revolt or war
    WAR = "war"  # a person chooses the next war
    MONUMENT = "monument"  # a person may build a monument
    TREASURE = "treasure"  # a person takes a treasure
    CURTAIN = "curtain"  # hot seat: the screen passes to another person
    FORCED = "forced"  # a person's only possible answer (commit 0, the one treasure): given for them
    COMPUTER = "computer"  # a computer player decides
    OVER = "over"


@dataclass
class LogLine:
    text: str
    notation: str = ""
    seat: int = -1
    heading: bool = False


@dataclass
class Preview:
    text: str
    warning: bool
    outline: int


class GameScene(Scene):
    covers = True  # the still layer is the whole window

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.board_view = BoardView()
        self.thinker = make_thinker()
        # Each computer seat's player is made once (by the thinker) from this seed.
        base = (session.record.start.seed or 0) * 7919 + len(session.record.actions)
        self.player_seeds = {seat: base + seat * 104729 for seat in range(session.state.n)}
        self.game_key = id(session)
        humans = session.humans
        self.viewer = humans[0] if len(humans) == 1 else -1
        self.selection: tuple[int, int] | None = None  # (TILE, colour) / (LEADER, kind) / (CATASTROPHE, -1)
        self.swap_counts: list[int] | None = None
        self.commit_count = 0
        self.hover_cell = -1
        self.pointer = (0, 0)
        self.preview: Preview | None = None
        self._preview_key: tuple | None = None
        self.hover_button: str = ""
        self.log: list[LogLine] = []
        self.log_scroll = 0  # lines scrolled up from the newest
        self.anim_list: list[anims.Anim] = []
        self.busy = 0.0  # seconds of presentation still running
        self.time = 0.0
        self.computer_ready_at = 0.0
        self.thinking_for = -1  # number of decisions when the current thinking started
        self.auto_at = -1.0
        self.show_kingdoms = False
        self.show_help = False
        self.pass_armed = 0.0
        self.end_pushed = False
        self.recent: dict[int, int] = {}  # seat -> cells the others changed since it last decided
        self.revision = 0  # counts changes of the game (decisions, undo): the still layer follows it
        self.still_layer: pygame.Surface | None = None
        self.still_key: tuple | None = None
        self.last_phase: Phase | None = None
        self.buttons = ButtonRow()
        self.hand_slots: list[tuple[pygame.Rect, int]] = []  # (rect, colour) of the viewer's tiles
        self.leader_slots: list[tuple[pygame.Rect, int]] = []
        self.catastrophe_slots: list[pygame.Rect] = []
        self.swap_slots: list[tuple[pygame.Rect, int, int]] = []  # (rect, colour, index in colour)
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.rects: dict[str, pygame.Rect] = {}
        self.names = session.names()
        self._labels: dict[tuple[int, str], str] = {}
        self.log.append(LogLine(_("Game started: {names}").format(names=", ".join(self.names)), heading=True))
        for seat, text, events in session.replayed or ():
            self._log_events(events, text, seat)
        session.replayed = None  # taken: from now on the log follows the decisions as they come
        if session.record.actions:
            self.log.append(
                LogLine(_("Resumed after {n} decisions").format(n=len(session.record.actions)), heading=True)
            )

    # ================================================================ facts

    @property
    def state(self):
        return self.session.state

    def phase(self) -> Phase:
        state = self.state
        if state.is_over:
            return Phase.OVER
        seat = state.to_move
        if not self.session.seats[seat].human:
            return Phase.COMPUTER
        pending = state.pending
        if self.session.forced(state):
            return Phase.FORCED  # no need to pass the screen for a decision nobody makes
        if seat != self.viewer:
            return Phase.CURTAIN
        if pending == "commit":
            return Phase.COMMIT
        if pending == "war":
            return Phase.WAR
        if pending == "monument":
            return Phase.MONUMENT
        if pending == "treasure":
            return Phase.TREASURE
        if self.swap_counts is not None:
            return Phase.SWAP
        return Phase.ACTION

    def my_turn(self) -> bool:
        return self.phase() in (
            Phase.ACTION,
            Phase.SWAP,
            Phase.COMMIT,
            Phase.WAR,
            Phase.MONUMENT,
            Phase.TREASURE,
        )

    def legal(self):
        return self.state.legal_actions()

    def targets(self) -> int:
        """Cells lit for the current selection or pending choice."""
        phase = self.phase()
        if phase == Phase.TREASURE:
            return self.legal().cells(TREASURE, -1)
        if phase != Phase.ACTION or self.selection is None:
            return 0
        kind, arg = self.selection
        return self.legal().cells(kind, arg)

    def speed(self) -> float:
        return self.app.settings.speed_factor

    # ================================================================ deciding

    def decide(self, action: Action) -> bool:
        """Send a decision of the seat to move; False (with the reason shown) if illegal."""
        seat = self.state.to_move
        try:
            events = self.session.apply(action)
        except IllegalActionError as error:
            self.app.notify(error.reason, error=True)
            self.app.play("error")
            return False
        self.selection = None
        self.swap_counts = None
        self.commit_count = 0
        self.pass_armed = 0.0
        self.app.dismiss("pass")
        self._preview_key = None
        self.preview = None
        self.log_scroll = 0
        self.revision += 1
        changed = 0
        for event in events:
            if isinstance(event, ev.TilePlaced | ev.LeaderPlaced | ev.CatastrophePlaced | ev.MonumentBuilt):
                changed |= 1 << getattr(event, "top_left", getattr(event, "cell", -1))
        # What the others did since each person last decided (framed on the board for them).
        # A game of computer players frames its last move only.
        for person in self.session.humans or [-1]:
            if person == seat:
                self.recent[person] = 0
            else:
                self.recent[person] = (self.recent.get(person, 0) if person >= 0 else 0) | changed
        self._log_events(events, action, seat)
        self.present(events)
        self._autosave()
        return True

    def _autosave(self) -> None:
        autosaver.submit(self.session)

    def undo(self) -> None:
        if not self.session.can_undo():
            self.app.play("error")
            if self.my_turn():
                self.app.notify(_("Nothing to undo: tiles were drawn or another player decided since."))
            return
        text = self.session.undo()
        self.revision += 1
        self.selection = None
        self.swap_counts = None
        self._preview_key = None
        self.anim_list = [a for a in self.anim_list if isinstance(a, anims.Banner)]
        self.busy = 0.0
        self.log.append(
            LogLine(
                _("{who} takes back “{action}”").format(who=self.names[self.state.to_move], action=text),
                seat=self.state.to_move,
            )
        )
        self._autosave()
        self.app.play("click")

    def _you(self) -> int:
        """The seat of the only person playing (-1 in hot seat or a computer-only game)."""
        humans = self.session.humans
        return humans[0] if len(humans) == 1 else -1

    def _log_events(self, events: list[ev.Event], action: Action | str, seat: int) -> None:
        """The decision in words (with its notation), then what followed, in order."""
        you = self._you()
        notation = self.public_notation(str(action), seat)
        lines: list[LogLine] = []
        said = False
        for event in events:
            text = describe(event, self.names, you)
            if text is None:
                continue
            heading = isinstance(event, ev.TurnStarted | ev.GameEnded)
            if not said and not heading:
                lines.append(LogLine(text, notation, seat))  # the decision itself
                said = True
            else:
                lines.append(LogLine(text, "", -1, heading))
        if not said:
            # Nothing on the board showed the decision (a pass): say it first.
            if notation == "pass":
                text = _("{who} passes").format(who=self.names[seat])
            else:
                text = _("{who}: {action}").format(who=self.names[seat], action=notation)
            lines.insert(0, LogLine(text, notation, seat))
        self.log += lines
        if len(self.log) > 50_000:  # far beyond any real game; only a runaway would get here
            del self.log[:10_000]

    def public_notation(self, notation: str, seat: int) -> str:
        """A decision's notation as everyone at the screen may see it: the tiles a swap gives
        away are hidden information (the engine hides them from the other seats), so only the
        one person playing sees their own; the others' show as "swap ? ? ?"."""
        if notation.startswith("swap ") and (seat != self._you() or self.session.hot_seat):
            return "swap " + " ".join("?" for _ in notation.split()[1:])
        return notation

    # ================================================================ presenting

    def present(self, events: list[ev.Event]) -> None:
        """Animations and sounds for what just happened."""
        k = self.speed()
        if k <= 0:
            self.busy = 0.0
            for event in events:
                if isinstance(event, ev.GameEnded):
                    self.app.play("win")
            return
        bv = self.board_view
        at = 0.0
        sounds: list[tuple[float, str]] = []
        area = self._banner_area(events)

        def cell_rect(cell: int):
            return lambda: bv.cell_rect(cell)

        for event in events:
            if isinstance(event, ev.TilePlaced):
                self.anim_list.append(anims.Pop(event.cell, at, 0.35 * k))
                sounds.append((at, "place"))
                at += 0.25 * k
            elif isinstance(event, ev.LeaderPlaced):
                if event.from_cell >= 0:
                    image = art.leader(event.leader, self.state.dynasties[event.seat], bv.cell)
                    self.anim_list.append(anims.Ghost(image, cell_rect(event.from_cell), at, 0.35 * k))
                self.anim_list.append(anims.Pop(event.cell, at, 0.35 * k))
                sounds.append((at, "leader"))
                at += 0.25 * k
            elif isinstance(event, ev.LeaderRemoved):
                image = art.leader(event.leader, self.state.dynasties[event.seat], bv.cell)
                self.anim_list.append(anims.Ghost(image, cell_rect(event.cell), at, 0.6 * k))
                sounds.append((at, "remove"))
                at += 0.2 * k
            elif isinstance(event, ev.CatastrophePlaced):
                if event.destroyed >= 0:
                    self.anim_list.append(
                        anims.Ghost(art.tile(event.destroyed, bv.cell), cell_rect(event.cell), at, 0.5 * k)
                    )
                self.anim_list.append(anims.Pop(event.cell, at, 0.45 * k))
                sounds.append((at, "catastrophe"))
                at += 0.35 * k
            elif isinstance(event, ev.TilesRemoved):
                for i, cell in enumerate(event.cells):
                    self.anim_list.append(
                        anims.Ghost(
                            art.tile(event.colour, bv.cell), cell_rect(cell), at + i * 0.08 * k, 0.55 * k
                        )
                    )
                sounds.append((at, "remove"))
                at += (0.3 + 0.08 * len(event.cells)) * k
            elif isinstance(event, ev.Scored):
                self._fly_point(event, at)
                sounds.append((at + 0.5 * k, "score"))
                at += 0.15 * k
            elif isinstance(event, ev.TreasureTaken):
                self.anim_list.append(
                    anims.Flyer(
                        art.treasure(int(bv.cell * 0.6)),
                        (lambda c=event.cell: bv.cell_centre(c)),
                        (lambda s=event.seat: self._seat_target(s)),
                        at,
                        0.8 * k,
                    )
                )
                sounds.append((at, "treasure"))
                at += 0.3 * k
            elif isinstance(event, ev.MonumentBuilt):
                self.anim_list.append(anims.Pop(event.top_left, at, 0.5 * k))
                sounds.append((at, "score"))
                at += 0.4 * k
            elif isinstance(event, ev.ConflictStarted):
                title = (
                    _("Revolt!")
                    if event.kind == ev.REVOLT
                    else _("War of the {leaders}!").format(leaders=_plural(event.colour))
                )
                detail = _("{a} ({sa}) against {d} ({sd})").format(
                    a=self.names[event.attacker],
                    sa=event.attacker_strength,
                    d=self.names[event.defender],
                    sd=event.defender_strength,
                )
                self._banner(anims.Banner(title, detail, theme.BAD, area, at, 1.6 * k))
                sounds.append((at, "conflict"))
                at += 0.8 * k
            elif isinstance(event, ev.ConflictResolved):
                title = _("{who} wins").format(who=self.names[event.winner])
                detail = _("{a} to {d}").format(a=event.attacker_total, d=event.defender_total)
                self._banner(anims.Banner(title, detail, theme.GOLD, area, at, 1.5 * k))
                sounds.append((at, "conflict"))
                at += 0.7 * k
            elif isinstance(event, ev.TurnStarted):
                if self.session.seats[event.seat].human or self.app.settings.speed != "fast":
                    self._banner(
                        anims.Banner(
                            _("Your turn")
                            if event.seat == self._you()
                            else _("{who}'s turn").format(who=self.names[event.seat]),
                            "",
                            theme.DYNASTY_ACCENT.get(self.state.dynasties[event.seat], theme.GOLD),
                            area,
                            at,
                            1.1 * k,
                        )
                    )
                sounds.append((at, "turn"))
            elif isinstance(event, ev.GameEnded):
                self._banner(
                    anims.Banner(
                        _("Game over"),
                        describe(event, self.names, self.viewer) or "",
                        theme.GOLD,
                        area,
                        at,
                        2.0 * k,
                    )
                )
                sounds.append((at, "win"))
                at += 1.5 * k
        self.busy = max(self.busy, at + 0.3 * k)
        self._sounds = getattr(self, "_sounds", []) + [(self.time + t, name) for t, name in sounds]

    def _banner(self, banner: anims.Banner) -> None:
        """Banners take turns: one still showing when the next begins is cut short."""
        for anim in self.anim_list:
            if isinstance(anim, anims.Banner):
                anim.cut(anim.t + banner.delay)
        self.anim_list.append(banner)

    def _fly_point(self, event: ev.Scored, at: float) -> None:
        bv = self.board_view
        size = max(12, int(bv.cell * 0.42))
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(image, theme.PIECE[event.colour], image.get_rect(), border_radius=size // 5)
        pygame.draw.rect(image, (255, 255, 255), image.get_rect(), 2, border_radius=size // 5)
        start = (lambda c=event.cell: bv.cell_centre(c)) if event.cell >= 0 else (lambda: bv.rect.center)
        self.anim_list.append(
            anims.Flyer(image, start, lambda s=event.seat: self._seat_target(s), at, 0.7 * self.speed())
        )

    def _seat_target(self, seat: int) -> tuple[int, int]:
        rect = self.seat_rects.get(seat)
        return rect.center if rect else (self.app.size[0], 0)

    def _banner_area(self, events: list[ev.Event]):
        """Where banners about these events go: across the board, but clear of the cells
        they are about (a war's removals must be seen, not covered)."""
        cells = set(hud_focus_cells(self))
        for event in events:
            for name in ("cell", "top_left", "from_cell"):
                value = getattr(event, name, -1)
                if isinstance(value, int) and value >= 0:
                    cells.add(value)
            cells.update(getattr(event, "cells", ()))

        def area() -> pygame.Rect:
            board = self._board_area()
            band = board.copy()
            band.height = int(100 * theme.ui_scale(self.app.size))
            rects = [self.board_view.cell_rect(c) for c in cells]
            best = None
            for fraction in (0.5, 0.22, 0.78):
                band.centery = board.top + int(board.height * fraction)
                covered = sum(1 for r in rects if band.colliderect(r))
                if best is None or covered < best[0]:
                    best = (covered, band.copy())
            return best[1]

        return area

    def _board_area(self) -> pygame.Rect:
        return self.rects.get("board", self.board_view.rect)

    # ================================================================ the loop

    def update(self, dt: float) -> None:
        self.time += dt
        error = autosaver.take_error()
        if error:
            self.app.notify(_("Autosave failed: {reason}").format(reason=error), error=True)
        for anim in self.anim_list:
            anim.update(dt)
        self.anim_list = [a for a in self.anim_list if not a.done]
        self.busy = max(0.0, self.busy - dt)
        if self.pass_armed:
            self.pass_armed = max(0.0, self.pass_armed - dt)
        sounds = getattr(self, "_sounds", [])
        if sounds:
            due = [s for s in sounds if s[0] <= self.time]
            for _t, name in due:
                self.app.play(name)
            self._sounds = [s for s in sounds if s[0] > self.time]
        phase = self._sync()
        if phase == Phase.COMPUTER:
            self._run_computer()
        elif phase == Phase.FORCED and self.auto_at >= 0 and self.time >= self.auto_at and self.busy <= 0:
            self.auto_at = -1.0
            legal = self.legal()
            if len(legal) == 1:
                self.decide(legal[0])
        elif phase == Phase.OVER and not self.end_pushed and self.busy <= 0:
            self.end_pushed = True
            from .end_scene import EndScene

            self.app.push(EndScene(self.app, self))

    def _sync(self) -> Phase:
        """Notice a change of phase (before input is read, and every step)."""
        state = self.state
        if (
            self.session.hot_seat
            and self.viewer >= 0
            and not state.is_over
            and self.viewer not in (state.to_move, state.active)
        ):
            # Hot seat: once the viewer's turn is over (a computer plays next, say), their tiles
            # leave the screen; the next person to decide gets the curtain.
            self.viewer = -1
        phase = self.phase()
        if phase != self.last_phase:
            self.last_phase = phase
            self._enter(phase)
        return phase

    def _enter(self, phase: Phase) -> None:
        self.selection = None
        self.commit_count = 0
        self.auto_at = -1.0
        if phase == Phase.FORCED:
            # A forced decision (no tiles to commit, one treasure to take): answered for the
            # player, after a moment so it can be seen.
            self.auto_at = self.time + 0.6 * self.speed()
        if phase == Phase.CURTAIN:
            self.app.play("turn")

    def _run_computer(self) -> None:
        state = self.state
        seat = state.to_move
        count = len(self.session.record.actions)
        if self.thinking_for != count:
            self.thinking_for = count
            level = self.session.seats[seat].level
            self.thinker.start(
                (self.game_key, seat),
                level,
                self.player_seeds[seat],
                View.of(state, seat),
                Budget(seconds=think_seconds(level)),
            )
            self.think_started = self.time
        if self.busy > 0 or self.time < self.computer_ready_at:
            return
        outcome = self.thinker.poll()
        if outcome is None:
            return
        action = outcome.action
        if outcome.error is not None or action is None or action not in state.legal_actions():
            # A computer player must never stop the game: fall back to a legal decision.
            legal = state.legal_actions()
            action = legal[Rng(count).below(len(legal))]
            self.app.notify(
                _("{who} had a problem deciding and plays “{action}” instead.").format(
                    who=self.names[seat], action=self.public_notation(str(action), seat)
                ),
                error=True,
            )
        self.thinking_for = -1
        self.decide(action)
        self.computer_ready_at = self.time + 0.8 * self.speed()

    def leave(self) -> None:
        self.thinker.cancel()
        autosaver.flush()

    def pause(self) -> None:
        pass

    def on_quit(self) -> None:
        self.thinker.cancel()
        autosaver.flush()

    # ================================================================ input

    def handle(self, intent: Intent) -> bool:
        self._sync()
        self._rebuild()
        if intent.kind == "point":
            self.pointer = intent.pos
            self.buttons.point(intent.pos)
            self._hover(intent.pos)
            return True
        if intent.kind == "scroll":
            if self.rects.get("log") and self.rects["log"].collidepoint(intent.pos):
                self.log_scroll = max(0, self.log_scroll + int(intent.value) * 2)
            return True
        if intent.kind == "click":
            return self._click(intent.pos)
        if intent.kind == "alt_click":
            self.selection = None
            self.swap_counts = None if self.phase() == Phase.SWAP else self.swap_counts
            return True
        if intent.kind == "key":
            return self._command(intent.command)
        return False

    def _command(self, command: str) -> bool:
        phase = self.phase()
        if not command:
            return False
        if command == "back":
            if self.show_help:
                self.show_help = False
            elif self.selection is not None:
                self.selection = None
            elif phase == Phase.SWAP:
                self.swap_counts = None
            else:
                self.open_menu()
            return True
        if command == "help":
            self.show_help = not self.show_help
            return True
        if command == "kingdoms":
            self.show_kingdoms = not self.show_kingdoms
            return True
        if command == "log_up":
            self.log_scroll += 5
            return True
        if command == "log_down":
            self.log_scroll = max(0, self.log_scroll - 5)
            return True
        if command == "undo":
            self.undo()
            return True
        if phase == Phase.CURTAIN and command == "confirm":
            self.reveal()
            return True
        if phase == Phase.ACTION:
            if command.startswith("tile:"):
                self.select(TILE, COLOUR_NAMES.index(command[5:]))
            elif command.startswith("leader:"):
                self.select(LEADER, LEADER_NAMES.index(command[7:]))
            elif command == "catastrophe":
                self.select(CATASTROPHE, -1)
            elif command == "withdraw":
                self.withdraw()
            elif command == "swap":
                self.start_swap()
            elif command == "pass":
                self.press_pass()
            else:
                return False
            return True
        if phase == Phase.SWAP and command == "confirm":
            self.confirm_swap()
            return True
        if phase == Phase.COMMIT:
            most = self._commit_most()
            if command == "more":
                self.commit_count = min(most, self.commit_count + 1)
            elif command == "less":
                self.commit_count = max(0, self.commit_count - 1)
            elif command == "confirm":
                self.decide(Action(COMMIT, self.commit_count))
            else:
                return False
            return True
        if phase == Phase.MONUMENT and command == "confirm":
            options = [a for a in self.legal() if a.kind == MONUMENT]
            self.decide(options[0] if len(options) == 1 else Action(NO_MONUMENT))
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.buttons.click(pos):
            self.app.play("click")
            return True
        phase = self.phase()
        if phase == Phase.CURTAIN:
            return True
        if phase == Phase.SWAP:
            for rect, colour, index in self.swap_slots:
                if rect.collidepoint(pos):
                    assert self.swap_counts is not None
                    held = self.swap_counts[colour]
                    self.swap_counts[colour] = index if index < held else index + 1
                    self.app.play("click")
                    return True
            return True
        if phase == Phase.ACTION:
            for rect, colour in self.hand_slots:
                if rect.collidepoint(pos):
                    self.select(TILE, colour)
                    return True
            for rect, kind in self.leader_slots:
                if rect.collidepoint(pos):
                    self.select(LEADER, kind)
                    return True
            for rect in self.catastrophe_slots:
                if rect.collidepoint(pos):
                    self.select(CATASTROPHE, -1)
                    return True
        cell = self.board_view.cell_at(pos)
        if cell >= 0:
            self.click_cell(cell)
            return True
        return False

    def click_cell(self, cell: int) -> None:
        phase = self.phase()
        if phase == Phase.TREASURE:
            action = Action(TREASURE, -1, cell)
            if action in self.legal():
                self.decide(action)
            else:
                self.app.notify(self.state.explain_illegal(action), error=True)
                self.app.play("error")
            return
        if phase != Phase.ACTION:
            return
        state = self.state
        lid = state.leader_at(cell)
        own_leader = lid >= 0 and state.leader_seat(lid) == state.to_move
        if own_leader and (self.selection is None or not (self.targets() >> cell) & 1):
            self.select(LEADER, state.leader_colour(lid))
            return
        if self.selection is None:
            return
        kind, arg = self.selection
        action = Action(kind, arg, cell)
        if action in self.legal():
            self.decide(action)
        else:
            self.app.notify(state.explain_illegal(action), error=True)
            self.app.play("error")

    def select(self, kind: int, arg: int) -> None:
        if self.selection == (kind, arg):
            self.selection = None
            return
        legal = self.legal()
        state = self.state
        seat = state.to_move
        if kind == TILE and state.hand(seat)[arg] == 0:
            self.app.notify(_("You have no {colour} tile.").format(colour=colour_word(arg)))
            return
        if kind == CATASTROPHE and not state.catastrophes_left[seat]:
            self.app.notify(_("You have no catastrophe tiles left."))
            return
        if kind == TILE and not legal.cells(TILE, arg):
            self.app.notify(_("No cell can take a {colour} tile now.").format(colour=colour_word(arg)))
            return
        if kind == LEADER and not legal.cells(LEADER, arg) and state.leader_cell(seat, arg) < 0:
            self.app.notify(_("Your {leader} has nowhere to go.").format(leader=leader_word(arg)))
            return
        self.selection = (kind, arg)
        self._preview_key = None
        self.app.play("click")

    def withdraw(self) -> None:
        if self.selection is None or self.selection[0] != LEADER:
            self.app.notify(_("Select one of your leaders on the board first."))
            return
        action = Action(WITHDRAW, self.selection[1])
        if action in self.legal():
            self.decide(action)
        else:
            self.app.notify(self.state.explain_illegal(action), error=True)

    def start_swap(self) -> None:
        if self.phase() != Phase.ACTION:
            return
        if not any(self.state.hand(self.state.to_move)):
            self.app.notify(_("You have no tiles to swap."))
            return
        self.selection = None
        self.swap_counts = [0, 0, 0, 0]

    def confirm_swap(self) -> None:
        if self.swap_counts is None or not any(self.swap_counts):
            self.app.notify(_("Choose the tiles to swap first."))
            return
        self.decide(Action(SWAP, tuple(self.swap_counts)))

    def press_pass(self) -> None:
        if self.state.actions_left == 2 and not self.pass_armed:
            self.pass_armed = 2.5
            self.app.notify(_("Pass both actions? Press again to confirm."), seconds=2.5, key="pass")
            return
        self.decide(Action.pass_())

    def reveal(self) -> None:
        """Hot seat: the person to move says only they can see the screen."""
        self.viewer = self.state.to_move
        self.selection = None
        self.app.play("click")

    def choose_commit(self, delta: int) -> None:
        self.commit_count = max(0, min(self._commit_most(), self.commit_count + delta))

    def _commit_most(self) -> int:
        return max(a.arg for a in self.legal() if a.kind == COMMIT)

    def choice_label(self, action: Action) -> str:
        """A panel button's label; a war also says who would fight it and with what strength
        (the engine starts it on a copy)."""
        label = describe_action(action)
        if action.kind != WAR:
            return label
        key = (len(self.session.record.actions), str(action))
        cached = self._labels.get(key)
        if cached is None:
            events = self.state.copy().apply(action)
            start = next((e for e in events if isinstance(e, ev.ConflictStarted)), None)
            cached = label
            if start is not None:
                cached = _("{war}: {a} {sa} against {d} {sd}").format(
                    war=label,
                    a=self.names[start.attacker],
                    sa=start.attacker_strength,
                    d=self.names[start.defender],
                    sd=start.defender_strength,
                )
            self._labels = {key: cached} | {k: v for k, v in self._labels.items() if k[0] == key[0]}
        return cached

    def open_menu(self) -> None:
        from .pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # ================================================================ hover preview

    def _hover(self, pos: tuple[int, int]) -> None:
        cell = self.board_view.cell_at(pos)
        self.hover_cell = cell
        key = (len(self.session.record.actions), self.selection, cell)
        if key == self._preview_key:
            return
        self._preview_key = key
        self.preview = None
        if cell < 0 or self.phase() != Phase.ACTION or self.selection is None:
            return
        if not (self.targets() >> cell) & 1:
            return
        kind, arg = self.selection
        self.preview = self.predict(Action(kind, arg, cell))

    def predict(self, action: Action) -> Preview:
        """What an action would do, from the engine applied to a copy."""
        state = self.state
        seat = state.to_move
        trial = state.copy()
        events = trial.apply(action)
        lines: list[str] = []
        warning = False
        for event in events:
            if isinstance(event, ev.ConflictStarted):
                warning = True
                if event.kind == ev.REVOLT:
                    lines.append(
                        _("Revolt! your {leader} ({a}) against {who}'s ({d})").format(
                            leader=leader_word(event.colour),
                            a=event.attacker_strength,
                            who=self.names[event.defender],
                            d=event.defender_strength,
                        )
                    )
                else:
                    lines.append(
                        _("War of the {leaders}: {a} ({sa}) against {d} ({sd})").format(
                            leaders=_plural(event.colour),
                            a=self.names[event.attacker],
                            sa=event.attacker_strength,
                            d=self.names[event.defender],
                            sd=event.defender_strength,
                        )
                    )
            elif isinstance(event, ev.Unified):
                warning = True
                lines.append(_("Unites two kingdoms"))
            elif isinstance(event, ev.Scored) and event.reason == "tile":
                who = _("you") if event.seat == seat else self.names[event.seat]
                lines.append(
                    _("+1 {colour} point for {who}").format(colour=colour_word(event.colour), who=who)
                )
            elif isinstance(event, ev.LeaderRemoved) and event.reason == ev.NO_TEMPLE:
                warning = True
                lines.append(
                    _("Your {leader} loses its temple").format(leader=leader_word(event.leader))
                    if event.seat == seat
                    else _("{who}'s {leader} loses its temple").format(
                        who=self.names[event.seat], leader=leader_word(event.leader)
                    )
                )
            elif isinstance(event, ev.CatastrophePlaced) and event.destroyed >= 0:
                lines.append(_("Destroys a {colour} tile").format(colour=colour_word(event.destroyed)))
        if trial.pending == "war":
            warning = True
            lines.append(_("Several wars: you choose the order"))
        if trial.pending == "monument":
            lines.append(_("Completes a square: you may build a monument"))
        if trial.pending == "treasure" or any(isinstance(e, ev.TreasureTaken) for e in events):
            lines.append(_("A treasure will be taken"))
        outline = 0
        unified = any(isinstance(e, ev.Unified) for e in events)
        conflict = any(isinstance(e, ev.ConflictStarted) for e in events) or trial.pending == "war"
        if unified and not conflict:
            lines.append(_("No rival leaders meet: no war, and the tile scores no point"))
        if action.kind in (TILE, LEADER):
            kingdom = trial.kingdom_of(action.cell)
            outline = kingdom.mask if kingdom else 0
            scored = any(isinstance(e, ev.Scored) and e.reason == "tile" for e in events)
            if action.kind == TILE and not kingdom and not lines:
                lines.append(_("Outside every kingdom: no point"))
            elif action.kind == TILE and not scored and not unified:
                # The engine gave nobody the point: say why, from what the kingdom holds.
                lines.insert(
                    0,
                    _("No point: this kingdom has no king")
                    if action.arg == BLACK
                    else _("No point: this kingdom has no {leader} and no king").format(
                        leader=leader_word(action.arg)
                    ),
                )
            if action.kind == LEADER and not conflict:
                if not warning:
                    lines.insert(0, _("No rival {leader} here").format(leader=leader_word(action.arg)))
                lines.append(
                    ngettext(
                        "Revolt strength here: {n} temple beside it",
                        "Revolt strength here: {n} temples beside it",
                        trial.revolt_strength(action.cell),
                    ).format(n=trial.revolt_strength(action.cell))
                )
        if action.kind == CATASTROPHE and not lines:
            lines.append(_("Blocks this cell for the rest of the game"))
        return Preview("\n".join(lines), warning, outline)

    # ================================================================ layout & drawing

    def layout(self, size: tuple[int, int]) -> None:
        from . import hud

        hud.layout(self, size)
        self._rebuild()

    def _rebuild(self) -> None:
        from . import hud

        hud.build_buttons(self)
        self.buttons.point(self.pointer)
        self._hover(self.pointer)  # the preview follows a changed selection at once

    def overlay(self, alpha: float) -> Overlay:
        o = Overlay(time=self.time, recent=self.recent.get(self.viewer if self.session.humans else -1, 0))
        phase = self.phase()
        for anim in self.anim_list:
            if isinstance(anim, anims.Pop):
                o.pops[anim.cell] = anim.scale(alpha)
        if phase == Phase.CURTAIN:
            return o
        conflict = self.state.conflict
        if conflict is not None:
            o.fighters = [(conflict.attacker_cell, theme.GOLD), (conflict.defender_cell, theme.BAD)]
            attack, defence = self.state.support_cells()
            o.support = [(attack, theme.GOLD), (defence, theme.BAD)]
        o.targets = self.targets()
        o.show_kingdoms = self.show_kingdoms
        if self.selection and self.selection[0] == LEADER:
            o.selected = self.state.leader_cell(self.state.to_move, self.selection[1])
        if phase == Phase.ACTION and self.hover_cell >= 0 and (o.targets >> self.hover_cell) & 1:
            o.hover = self.hover_cell
            kind, arg = self.selection
            c = self.board_view.cell
            if kind == TILE:
                o.ghost = art.tile(arg, c)
            elif kind == LEADER:
                o.ghost = art.leader(arg, self.state.dynasties[self.state.to_move], c)
            else:
                o.ghost = art.catastrophe(c)
            if self.preview:
                o.outline = self.preview.outline
        if phase == Phase.MONUMENT:
            options = [a for a in self.legal() if a.kind == MONUMENT]
            hovered = [b for b in self.buttons.buttons if b.hover and b.name.startswith("monument ")]
            if hovered:
                o.squares = [Action.parse(hovered[0].name).cell]
            else:
                o.squares = sorted({a.cell for a in options})
        if phase == Phase.TREASURE:
            o.target_colour = theme.GOLD
        return o

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        from . import hud

        self._rebuild()
        hud.draw(self, surface, alpha)


def hud_focus_cells(scene: GameScene) -> list[int]:
    from .hud import focus_cells

    return focus_cells(scene)


def _plural(colour: int) -> str:
    from .log_text import LEADER_PLURALS

    return _(LEADER_PLURALS[colour])


def open_session(app, session: Session) -> GameScene:
    """Show a session's game over the main menu (the menu stays below it)."""
    from .menu import MainMenu

    scene = GameScene(app, session)
    if not app.scenes.scenes or not isinstance(app.scenes.scenes[0], MainMenu):
        app.reset(MainMenu(app))
    while len(app.scenes.scenes) > 1:
        app.scenes.pop()
    app.push(scene)
    return scene


def describe_action(action: Action) -> str:
    """A short label for a decision (panel buttons)."""
    if action.kind == MONUMENT:
        a, b = MONUMENTS[action.arg]
        return _("{a}-{b} at {cell}").format(a=colour_word(a), b=colour_word(b), cell=cell_name(action.cell))
    if action.kind == WAR:
        return _("War of the {leaders}").format(leaders=_plural(action.arg))
    if action.kind == TREASURE:
        return _("Treasure on {cell}").format(cell=cell_name(action.cell))
    return str(action)


def swap_label(counts: list[int]) -> str:
    n = sum(counts)
    return ngettext("Swap {n} tile", "Swap {n} tiles", n).format(n=n)
