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
* `context`: the message context of its own words, for the texts the shell
  shows for it (the engine's reasons, the lessons' narration, the keys);
* `draw_lesson_scores(...)`: a seat's points in its compact row beside a
  lesson (a default draws one box per colour; the lesson scene,
  `lesson_scene.py`, is the same for every game).

Most of these a game answers by naming its own modules' functions once, in its
`parts` (`Parts`); the rest it overrides.

A panel and the other parts get the `Table`: the shell's public face (the
state on screen, who is looking, the layout, `decide`, messages and
sounds). They never import the scene.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from . import end_table, theme
from .i18n import _, ngettext
from .overlay import Overlay
from .widgets import draw_text

EXTRA_SCORE_COLOUR = (222, 178, 52)  # a fifth colour's box (Yellow & Yangtze's gold)


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

    def info_rect(self) -> pygame.Rect: ...  # where the top bar shows the game's `info`


@dataclass
class Card:
    """A hover card: a title, lines, and the rectangle it describes (it sits beside it,
    never over it nor over `keep` where there is room, and over as few of `avoid` as it can:
    `placement.place`). `warnings` are lines said in red (a move that harms the mover)."""

    title: str
    lines: list[str]
    anchor: pygame.Rect
    accent: tuple = (242, 193, 78)
    warning: bool = False
    warnings: list[str] = field(default_factory=list)
    avoid: list[pygame.Rect] = field(default_factory=list)
    keep: list[pygame.Rect] = field(default_factory=list)  # what it speaks of besides the anchor
    notes: list[str] = field(default_factory=list)  # small dim lines at the foot (a hint's figures)


@dataclass
class Topic:
    """One topic of the rules reference: a title, words to find it by, paragraphs, and
    pictures drawn in code (each `draw(surface, rect)`; one with a `height(width, room)`
    method, a diagram, gets a row of its own that high). `id`: its section's
    (`rules_book.Section`)."""

    title: str
    keywords: str
    paragraphs: list[str]
    pictures: list[Callable[[pygame.Surface, pygame.Rect], None]] = field(default_factory=list)
    id: str = ""


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

    def release(self, pos: tuple[int, int]) -> bool:
        """The left mouse button let go (the end of a drag); True when used."""
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
    back: Callable[[Any], None] | None = None  # a choice of several: step back (right click, ‹)
    selected: bool = False  # a switch drawn lit when on
    row: int = 0  # 0: beside scoring and the seed; 1: a second row of the game's own switches


class Words(Protocol):
    def dynasty_title(self, dynasty: str) -> str: ...

    def describe(self, event: Any, names: Any, you: int = -1) -> str | None: ...

    def describe_scores(self, events: list, names: Any) -> str:
        """One sentence for several `Scored` events of one seat for one reason, in a row (a
        turn's end: one point per pagoda or monument): "Bull scores 3 black, 1 red (pagodas)"."""
        ...

    def quiet_decision(self, notation: str, who: str) -> str | None: ...

    def summary(self, events: list, seat: int, names: Any, forced: list) -> list[tuple[str, bool]]: ...

    def forced_log_line(self, entry: Any, names: Any) -> str | None:
        """The log's line after a decision the window made for a person (`since.Entry`, with
        the state before it): why no one was asked; None when the log tells it already."""
        ...


@dataclass(frozen=True)
class Parts:
    """A game's drawing functions that the shell's `GamePresentation` hands its questions to
    (each game names its own modules' functions: `art`, `seat`, `tray`, `animate`, `cards`,
    `end_table`), so that the two presentations do not repeat the same one-line answers."""

    new_board: Callable[[], Any]
    dynasty_badge: Callable[[str, int], pygame.Surface]
    seat_layout: Callable[[pygame.Rect, float], dict]
    draw_seat: Callable[[pygame.Surface, Any, int, pygame.Rect, dict, bool, float], None]
    tray_layout: Callable[[pygame.Rect, float], Any]
    present: Callable[[Any, list, float], Any]
    card_at: Callable[[Any, tuple[int, int]], Card | None]
    draw_final: Callable[[pygame.Surface, pygame.Rect, int, Any, Any, float, float], int]
    end_reason: Callable[[Any], str]  # why the game ended
    end_notes: Callable[[Any, Any], str]  # the notes under the final table (state, names)


class GamePresentation:
    """One game's presentation (see the module's docstring). Subclasses fill every part:
    most by naming their `parts`, the rest by overriding."""

    parts: Parts

    name = ""  # the ruleset's name
    # The message context of the game's own words (`i18n.in_context`): where a word differs
    # between the games («земледелец» here, «пахарь» in the other), its texts are asked in
    # this context first. None: the shared words.
    context: str | None = None

    @property
    def words(self) -> Words:
        from .registry import words_for

        return words_for(self.name)

    def new_board(self) -> Any:
        return self.parts.new_board()

    def panel(self, table: Table, decision: str | None, interactive: bool) -> Panel | None:
        raise NotImplementedError

    # Each dynasty's colour (its leaders' rims, its seat card, its lines in the log).
    dynasty_colours: dict[str, tuple] = {}

    def dynasty_colour(self, dynasty: str) -> tuple:
        return self.dynasty_colours.get(dynasty, theme.GOLD)

    def dynasty_badge(self, dynasty: str, size: int) -> pygame.Surface:
        return self.parts.dynasty_badge(dynasty, size)

    # ------------------------------------------------------------ seats and the tray

    def seat_layout(self, card: pygame.Rect, s: float) -> dict:
        """Where a seat card's contents go (computed once per window size)."""
        return self.parts.seat_layout(card, s)

    def draw_seat(
        self, surface: pygame.Surface, table: Table, seat: int, card: pygame.Rect, parts: dict,
        show_score: bool, s: float,
    ) -> None:
        self.parts.draw_seat(surface, table, seat, card, parts, show_score, s)

    def tray_layout(self, rect: pygame.Rect, s: float) -> Any:
        """Where the player's pieces go in the bottom bar (computed once per window size)."""
        return self.parts.tray_layout(rect, s)

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

    def info_marks(self, state: Any, height: int) -> pygame.Surface | None:
        """Small pictures the top bar shows left of `info` (what is in force and left to
        build), `height` pixels high; None: none."""
        return None

    def present(self, table: Table, events: list, k: float) -> Any:
        """The animations and sounds of `events` (a timeline: `anims`, `sounds`, `duration`)."""
        return self.parts.present(table, events, k)

    def card_at(self, table: Table, pos: tuple[int, int]) -> Card | None:
        return self.parts.card_at(table, pos)

    def rules_topics(self) -> list[Topic]:
        raise NotImplementedError

    # ------------------------------------------------------------ the end

    def final_height(self, players: int, s: float) -> int:
        return end_table.table_height(players, s)

    def draw_final(self, surface: pygame.Surface, box: pygame.Rect, top: int, table: Table, s: float,
                   reveal: float) -> int:
        """The final table's rows from `top`; returns the y below it."""
        return self.parts.draw_final(surface, box, top, table, self.dynasty_badge, s, reveal)

    def final_notes(self, table: Table) -> tuple[str, str]:
        """A line on why the game ended (and how a result is counted), and the notes under
        the final table."""
        state = table.state
        return (
            self.parts.end_reason(state) + " " + self.result_rule(),
            self.parts.end_notes(state, table.names),
        )

    def result_rule(self) -> str:
        """How a player's result is counted, in a sentence."""
        raise NotImplementedError

    # ------------------------------------------------------------ setting up a game

    def setup_options(self, setup: Any) -> list[SetupOption]:
        """The game's own options of a new game (besides seats, dynasties, scoring, seed)."""
        return []

    def fit_options(self, setup: Any) -> None:
        """Drop options the set-up no longer allows (a two-player option with three seats)."""

    # ------------------------------------------------------------ lessons

    def score_colours(self, state: Any) -> list[tuple]:
        """The colour of each score box, in the order of the game's colours."""
        return [theme.PIECE[c] if c < len(theme.PIECE) else EXTRA_SCORE_COLOUR
                for c in range(len(state.ruleset.colour_names))]

    def draw_lesson_scores(self, surface: pygame.Surface, table: Table, seat: int, rect: pygame.Rect,
                           s: float) -> pygame.Rect:
        """A seat's points at the right of its compact row beside a lesson (scores are
        always shown in a lesson); the area used, so the name keeps clear of it."""
        return draw_score_columns(surface, table.state, seat, rect, s, self.score_colours(table.state))

    # ------------------------------------------------------------ keys

    keymap: dict[int, tuple[str, str]] = {}  # key -> (command, help): picking this game's pieces


def status_line(state: Any, names: Any, deciding: dict[str, str]) -> str:
    """The top bar's words (`GamePresentation.status`): `deciding` holds, per pending
    decision, what its decider does ("{who} takes a treasure"); without one, whose turn it
    is and the actions left. While another seat decides, whose turn it is follows."""
    if state.pending in deciding:
        status = deciding[state.pending].format(who=names[state.to_move])
    else:
        status = ngettext(
            "{who} to play · {n} action left", "{who} to play · {n} actions left", state.actions_left
        ).format(who=names[state.active], n=state.actions_left)
    if state.to_move != state.active:
        status += " · " + _("turn of {who}").format(who=names.plain[state.active])
    return status


def seat_figures(state: Any, seat: int) -> tuple[tuple[int, ...], tuple[bool, ...], int]:
    """A seat's points as a lesson's row shows them: one figure per colour, which of
    them the end of the game raised, and the seat's place (0 while the game goes on).
    Once the game is over the colours that decide it show the final totals
    (`final_scores`: treasures or yellow points added), as the end table does; a
    colour with no final total of its own (yellow, spent by then) keeps its points."""
    score = tuple(state.score(seat))
    if not state.is_over:
        return score, (False,) * len(score), 0
    final = tuple(state.final_scores()[seat])
    figures = final + score[len(final):]
    raised = tuple(c < len(final) and final[c] > score[c] for c in range(len(score)))
    place = next(i for i, group in enumerate(state.ranking()) if seat in group) + 1
    return figures, raised, place


def score_column(box: int, s: float, digits: int = 2) -> int:
    """The width of one colour in a lesson's seat row: its box and up to `digits` digits."""
    return box + int(9 * s) + theme.font(theme.small(16, s), True).size("0" * digits)[0]


def draw_score_columns(surface: pygame.Surface, state: Any, seat: int, rect: pygame.Rect, s: float,
                       colours: list[tuple], reserve: int = 0) -> pygame.Rect:
    """One coloured box and number per colour (`seat_figures`), right-aligned in
    `rect` (leaving `reserve` pixels at the right), raised totals in gold; the
    area used."""
    figures, raised, _place = seat_figures(state, seat)
    spent = len(state.final_scores()[seat]) if state.is_over else len(figures)
    digits = theme.small(16, s)  # no bigger than the name, so "Karina (you)" keeps its size
    box = int(13 * s)
    # A colour box and its number, as wide as the longest number of any seat (the rows align).
    widest = max(len(str(f)) for other in range(state.n) for f in seat_figures(state, other)[0])
    column = score_column(box, s, widest)
    left = rect.right - reserve - column * len(colours)
    x = left
    for colour, fill in enumerate(colours):
        r = pygame.Rect(x, rect.centery - box // 2, box, box)
        pygame.draw.rect(surface, fill, r, border_radius=3)
        pygame.draw.rect(surface, tuple(min(255, v + 50) for v in fill), r, 1, border_radius=3)
        colour_text = theme.GOLD if raised[colour] else theme.TEXT if colour < spent else theme.TEXT_DIM
        draw_text(surface, str(figures[colour]), digits, colour_text, (r.right + int(3 * s), rect.centery),
                  "midleft", bold=True)
        x += column
    return pygame.Rect(left, rect.top, rect.right - left, rect.height)
