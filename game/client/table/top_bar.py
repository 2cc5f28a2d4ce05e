"""The top bar: the round, the sentence saying who decides what now, the game's counters
and the Menu, Kingdoms and Rules buttons."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..i18n import _
from ..session import round_number
from ..widgets import Button, draw_text, rendered, wrap


@dataclass
class TopBar:
    """The top bar's sentence as drawn: its lines at `size`, `step` apart, from `left`
    within `room`; and the game's counters ("" when left out) where they go."""

    lines: list[str]
    size: int
    step: int
    left: int
    room: int
    info: str
    info_size: int
    info_rect: pygame.Rect  # the counters with the game's pictures left of them (`info_marks`)
    marks: pygame.Surface | None = None


def round_words(table) -> str:
    return _("Round {n}").format(n=round_number(table.state))


def status(table) -> str:
    """The top bar's sentence: who decides what now."""
    state = table.state
    replay = table.replay
    if replay is not None:
        return _("Replay: decision {n} of {total}").format(n=replay.index, total=len(replay.steps))
    said = table.mode.status()
    if said:
        return said
    if state.is_over:
        return _("The game is over")
    if state.held:
        return _("{who}'s actions are done: end the turn or undo").format(who=table.names.plain[state.active])
    return table.presentation.status(state, table.names)


def buttons(table) -> list[Button]:
    """Rules, Kingdoms and Menu at the bar's right, placed."""
    lay = table.regions
    s = lay.scale
    top = lay.top
    bh = int(32 * s)
    menu = Button(_("Menu"), table.open_menu, hotkey="Esc", name="menu")
    kingdoms = Button(
        _("Kingdoms"),
        lambda: table.command("kingdoms"),
        hotkey="H",
        name="kingdoms",
        selected=table.show_kingdoms,
    )
    rules = Button(_("Rules"), table.open_rules, hotkey="F1", name="help")
    widths = [int(120 * s), int(150 * s), int(120 * s)]
    if top.width < int(1200 * s):
        # A window narrower than the interface's scale assumes (the scale stops shrinking
        # at 800×500): the buttons fit their words, without the keys' hints, so the bar's
        # sentence and counters keep their room (the keys still work, the Rules tell them).
        for button in (rules, kingdoms, menu):
            button.hotkey = ""
        size = theme.small(20, s)  # as the buttons draw their labels: readable ("Kingdoms")
        widths = [
            max(int(80 * s), rendered(b.label, size, theme.TEXT, True).get_width() + int(30 * s))
            for b in (rules, kingdoms, menu)
        ]
    x = top.right - int(10 * s)
    for button, width in zip((menu, kingdoms, rules), reversed(widths), strict=True):
        button.rect = pygame.Rect(x - width, top.centery - bh // 2, width, bh)
        x = button.rect.left - int(10 * s)
    return [rules, kingdoms, menu]


def top_bar(table) -> TopBar:
    """How the top bar holds its sentence beside the game's counters ("Bag 80 · …"),
    between the round and the Rules button. The sentence comes first: at its size on one
    line with the counters (and the game's pictures); else on one line (the counters are told elsewhere
    too: the board, the panels, their hover card's words) or beside the game's pictures
    alone (`info_marks`); else on two lines, with them when there is room — never below
    the smallest readable size."""
    lay = table.regions
    s = lay.scale
    size = theme.small(22, s)
    left = int(14 * s) + rendered(round_words(table), size, theme.GOLD, True).get_width() + int(18 * s)
    help_button = table.buttons.by_name("help")
    right = help_button.rect.left - int(14 * s) if help_button else lay.top.right
    said = status(table)
    info = table.presentation.info(table.state)
    info_size = theme.small(19, s)
    info_image = rendered(info, info_size, theme.TEXT_DIM)
    info_rect = info_image.get_rect(midright=(right, lay.top.centery))
    gap = int(16 * s)
    marks = table.presentation.info_marks(table.state, max(8, min(int(26 * s), lay.top.height - 10)))
    # (counters, their place, pictures) from the most said to nothing: the pictures left of
    # the counters, one hover card for both; else the pictures alone (smaller, and told
    # nowhere else on the screen), else neither.
    options: list[tuple[str, pygame.Rect, pygame.Surface | None]] = [(info, info_rect, None)]
    if marks is not None:
        at = marks.get_rect(midright=(info_rect.left - int(10 * s), lay.top.centery))
        options = [(info, info_rect.union(at), marks),
                   ("", marks.get_rect(midright=(right, lay.top.centery)), marks)]
    options.append(("", pygame.Rect(0, 0, 0, 0), None))
    for lines in (1, 2):
        for counters, place, pictures in options:
            room = (place.left if place.width else right) - gap - left
            for each in range(size, theme.SMALLEST - 1, -1):
                step = rendered(said, each, theme.TEXT).get_height()
                if lines * step > lay.top.height - 4:
                    continue
                words = wrap(said, each, room) if lines == 2 else [said]
                if len(words) <= lines and all(
                    rendered(w, each, theme.TEXT).get_width() <= room for w in words
                ):
                    return TopBar(words, each, step, left, room, counters, info_size, place, pictures)
    # Nothing fits (never in the shipped languages): one line, shrunk to fit.
    room = right - gap - left
    step = rendered(said, size, theme.TEXT).get_height()
    return TopBar([said], size, step, left, room, "", info_size, pygame.Rect(0, 0, 0, 0))


def draw(surface: pygame.Surface, table) -> None:
    lay = table.regions
    s = lay.scale
    rect = lay.top
    theme.bar(surface, rect, bottom_edge=True)
    draw_text(
        surface,
        round_words(table),
        theme.small(22, s),
        theme.GOLD,
        (int(14 * s), rect.centery),
        "midleft",
        bold=True,
    )
    top = top_bar(table)
    if top.info:
        draw_text(surface, top.info, top.info_size, theme.TEXT_DIM, top.info_rect.midright, "midright")
    if top.marks is not None:
        surface.blit(top.marks, top.marks.get_rect(midleft=top.info_rect.midleft))
    y = rect.centery - len(top.lines) * top.step // 2
    for line in top.lines:
        draw_text(surface, line, top.size, theme.TEXT, (top.left, y), max_width=top.room)
        y += top.step
