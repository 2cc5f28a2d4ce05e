"""The small protocol between the shell and one game's presentation.

The shell (`game/client/`: the app, scenes, menus, settings, saves, the
computer players' worker, the log, undo, the phases of pending decisions)
knows no game's rules or pieces. Each game has one folder beside it
(`game/client/tigris/`, later `game/client/yangtze/`) whose
`presentation.py` holds `PRESENTATION`, a `GamePresentation`, and whose
`words.py` (no pygame) holds `WORDS`, the game's `Words`. The shell finds
both by the game's name (`state.ruleset.name`), the way the engine finds a
game's rules: it never asks which game it is.

What a presentation gives:

* `words`: names of dynasties, a sentence per event for the log, the
  "since your last turn" summary;
* `new_board()`: the board view (geometry, drawing, hit-testing);
* `panel(table, decision)`: one panel per kind of pending decision (the
  turn's action with the player's tray, a conflict's support, …);
* `tray_layout`/`draw_tray`: the player's pieces in the bottom bar;
* `seat_layout`/`draw_seat`: a seat card's contents (its pieces, its score);
* `present(table, events)`: the animations and sounds of what happened;
* `card_at(table, pos)`: the hover card for whatever is under the pointer;
* `rules_topics()`: the rules reference;
* `final_table(...)`: the end of the game's table and its sentences;
* `setup_options(setup)`: the game's own options on the new-game screen;
* `keymap`: the keys that pick its pieces (the shell's keys are `intents.KEYMAP`);
* `lesson_seat_row(...)`: a seat's compact row beside a lesson.

A panel and the other parts get the `Table`: the shell's public face (the
state on screen, who is looking, the layout, `decide`, messages and
sounds). They never import the scene.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from .overlay import Overlay


class Table(Protocol):
    """What a game's presentation may use of the game scene."""

    app: Any  # notify(text, error=), play(sound), settings
    session: Any  # the seats, the record, undo
    board: Any  # the game's own board view (`GamePresentation.new_board`)
    regions: Any  # the scene's `table_layout.Layout`, computed once per window size
    names: Any  # `names.Names`
    time: float
    show_kingdoms: bool
    pointer: tuple[int, int]

    @property
    def state(self) -> Any: ...  # the state on screen (during a replay, the replayed one)

    @property
    def viewer(self) -> int: ...  # whose private things are on screen (-1: nobody's)

    def decide(self, action: Any) -> bool: ...  # a decision of the seat to move; False if refused

    def refused(self, reason: str) -> None: ...  # say why a move cannot be made

    def refresh(self) -> None: ...  # something the panel shows changed: lay it out again

    def speed(self) -> float: ...  # the animation time factor (0: instant)


@dataclass
class Card:
    """A hover card: a title, lines, and the rectangle it describes (it sits beside it,
    covering as few of `avoid` as it can). `warnings` are lines said in red (a move that
    harms the mover)."""

    title: str
    lines: list[str]
    anchor: pygame.Rect
    accent: tuple = (242, 193, 78)
    warning: bool = False
    warnings: list[str] = field(default_factory=list)
    avoid: list[pygame.Rect] = field(default_factory=list)


@dataclass
class Topic:
    """One topic of the rules reference: a title, words to find it by, paragraphs, and
    pictures drawn in code (each `draw(surface, rect)`)."""

    title: str
    keywords: str
    paragraphs: list[str]
    pictures: list[Callable[[pygame.Surface, pygame.Rect], None]] = field(default_factory=list)


class Panel:
    """What a person sees and uses for one kind of decision.

    The shell makes one whenever the decision changes (`GamePresentation.panel`), calls
    `layout()` when the window's size or the decision's state changes (never while
    drawing), passes it input, and draws it: `draw_still` goes into the cached still
    layer (redrawn when `still_key()` changes), `draw_moving` every frame.
    """

    name = ""  # what is asked: "action", "swap", or the engine's pending word
    rect: pygame.Rect | None = None  # its box over the board (None: none)

    def __init__(self, table: Table, interactive: bool = True) -> None:
        self.table = table
        self.interactive = interactive  # False: a computer (or the window) decides; only shown
        self.buttons: list = []  # widgets.Button, placed by layout()

    def layout(self) -> None:
        """Place the box and the buttons (from the table's layout and the state)."""

    def bar_buttons(self) -> list:
        """Buttons for the bottom bar beside the shell's Undo and End turn (at most two)."""
        return []

    def click(self, pos: tuple[int, int]) -> bool:
        return False

    def command(self, command: str) -> bool:
        """A key's command (`intents.KEYMAP`); True when used."""
        return False

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved (hover previews)."""

    def cancel(self) -> bool:
        """Esc: close the innermost thing this panel has open; False when it has none."""
        return False

    def overlay(self, overlay: Overlay) -> None:
        """Add what the board should light or frame for this decision."""

    def focus_cells(self) -> list[int]:
        """Cells the decision is about: the box, banners and messages keep clear of them."""
        return []

    def hint(self) -> str:
        """One line for the bottom bar: what to do now."""
        return ""

    def still_key(self) -> tuple:
        """What of the panel the still layer shows (redrawn when it changes)."""
        return ()

    def animating(self) -> bool:
        """Whether something of the panel moves on its own (lit cells pulsing)."""
        return False

    def tray_selection(self) -> Any:
        """The piece of the player's tray that is chosen (drawn raised), or None."""
        return None

    def draw_still(self, surface: pygame.Surface) -> None:
        pass

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        pass

    def tooltip(self) -> Card | None:
        """A preview of the move under the pointer (drawn over everything but messages)."""
        return None


@dataclass
class SetupOption:
    """One of a game's own options on the new-game screen (the board, the short game): a
    button with its label, a line under it, what the explanation box says of it, and what
    a click does to the set-up (`session.GameSetup`)."""

    name: str  # the button's name ("board", "short")
    label: str
    note: str  # a line under the button
    about: str  # the explanation box's words when the pointer is on it
    toggle: Callable[[Any], None]  # change the set-up
    enabled: bool = True


class Words(Protocol):
    def dynasty_title(self, dynasty: str) -> str: ...

    def describe(self, event: Any, names: Any, you: int = -1) -> str | None: ...

    def summary(self, events: list, seat: int, names: Any, forced: list) -> list[tuple[str, bool]]: ...


class GamePresentation:
    """One game's presentation (see the module's docstring). Subclasses fill every part."""

    name = ""  # the ruleset's name

    @property
    def words(self) -> Words:
        from .registry import words_for

        return words_for(self.name)

    def new_board(self) -> Any:
        raise NotImplementedError

    def panel(self, table: Table, decision: str | None, interactive: bool) -> Panel | None:
        raise NotImplementedError

    def dynasty_colour(self, dynasty: str) -> tuple:
        raise NotImplementedError

    def dynasty_badge(self, dynasty: str, size: int) -> pygame.Surface:
        raise NotImplementedError

    # ------------------------------------------------------------ seats and the tray

    def seat_layout(self, card: pygame.Rect, s: float) -> dict:
        """Where a seat card's contents go (computed once per window size)."""
        raise NotImplementedError

    def draw_seat(
        self, surface: pygame.Surface, table: Table, seat: int, card: pygame.Rect, parts: dict,
        show_score: bool, s: float,
    ) -> None:
        raise NotImplementedError

    def tray_layout(self, rect: pygame.Rect, s: float) -> Any:
        """Where the player's pieces go in the bottom bar (computed once per window size)."""
        raise NotImplementedError

    def draw_tray(
        self, surface: pygame.Surface, table: Table, parts: Any, seat: int, selection: Any, dim: int = 255
    ) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------ words, events, cards, rules

    def status(self, state: Any, names: Any) -> str:
        """The top bar: who decides what now."""
        raise NotImplementedError

    def info(self, state: Any) -> str:
        """The top bar's right side: the bag and the game's other public counts."""
        raise NotImplementedError

    def present(self, table: Table, events: list, k: float) -> Any:
        """The animations and sounds of `events` (a timeline: `anims`, `sounds`, `duration`)."""
        raise NotImplementedError

    def card_at(self, table: Table, pos: tuple[int, int]) -> Card | None:
        raise NotImplementedError

    def rules_topics(self) -> list[Topic]:
        raise NotImplementedError

    # ------------------------------------------------------------ the end

    def final_height(self, players: int, s: float) -> int:
        raise NotImplementedError

    def draw_final(self, surface: pygame.Surface, box: pygame.Rect, top: int, table: Table, s: float,
                   reveal: float) -> int:
        """The final table's rows from `top`; returns the y below it."""
        raise NotImplementedError

    def final_notes(self, table: Table) -> tuple[str, str]:
        """A line on why the game ended, and the notes under the final table."""
        raise NotImplementedError

    # ------------------------------------------------------------ setting up a game

    def setup_options(self, setup: Any) -> list[SetupOption]:
        """The game's own options of a new game (besides seats, dynasties, scoring, seed)."""
        return []

    def fit_options(self, setup: Any) -> None:
        """Drop options the set-up no longer allows (a two-player option with three seats)."""

    # ------------------------------------------------------------ keys

    keymap: dict[int, tuple[str, str]] = {}  # key -> (command, help): picking this game's pieces
