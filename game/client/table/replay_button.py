"""The others' moves since your last turn, shown again: the log's "Replay" button and the replay's steps.

A player who looked away while the others played can see their moves again
after the "Since your last turn" card is closed (the card has its own button,
and `R` works at any time in your turn). It sits on the log's header line,
beside "Log" (the header's scroll hint gives way when both do not fit).
"""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _
from ..log_view import scroll_showing
from ..turn import Phase
from ..widgets import Button, rendered


def buttons(table, others: list[Button]) -> list[Button]:
    """The button, if a replay can start now and the heading line has room for it."""
    button_ = button(table, others)
    return [] if button_ is None else [button_]


def button(table, others: list[Button]) -> Button | None:
    """The button, placed, when a replay can start now (None otherwise); left of `others`
    already on the heading line (the hint's)."""
    if table.phase() not in (Phase.DECIDE, Phase.CONFIRM) or table.summary is not None:
        return None
    if not table.since.can_replay(table.viewer, table.session):
        return None
    lay = table.regions
    s = lay.scale
    log = lay.log
    size = theme.small(20, s)
    left = log.left + rendered(_("Log"), size, theme.GOLD, True).get_width() + int(12 * s)
    # The header's hint ("scroll up for older") keeps its place at the right when there is
    # room for both; else it gives way to the button (the wheel still scrolls the log).
    hint = max(rendered(text, theme.small(15, s), theme.TEXT).get_width()
               for text in (_("newer below: scroll down"), _("scroll up for older")))
    line = pygame.Rect(log.left, log.top - int(40 * s), log.width, int(40 * s))
    right = min([b.rect.left - int(6 * s) for b in others if b.rect is not None and b.rect.colliderect(line)],
                default=log.right)
    ink = theme.small(20, s)
    label = _("Replay their moves")
    width = rendered(label, ink, theme.TEXT, True).get_width() + int(20 * s)
    if width > right - hint - int(10 * s) - left:
        label = _("Replay")
        width = rendered(label, ink, theme.TEXT, True).get_width() + int(20 * s)
    if width > right - left:
        return None  # no room on the header: R and the card's button still replay
    height = rendered(label, ink, theme.TEXT, True).get_height() + int(6 * s)
    b = Button(label, table.start_replay, name="log replay")
    b.rect = pygame.Rect(left, log.top - int(4 * s) - height, width, height)
    return b


def run(table) -> None:
    """The replay's next step when it is due: the decision's events shown slowly, its log
    lines lit and scrolled into view; the replay stopped once it has shown them all."""
    if not table.turns.replay_due(table.busy > 0):
        return
    if table.replay.finished:
        table.stop_replay()
        return
    events = table.turns.replay_step()
    table.revision += 1
    lit = table.replay_lines()
    if lit:
        lay = table.regions
        notation = table.app.settings.log_notation
        table.log_scroll = scroll_showing(table.log, table.colours, lay.log, lay.scale, lit, notation)
    slow = 1.6 if table.speed() > 0 else 0.0
    if slow:
        table.present(events, slow=slow / max(table.speed(), 0.01))
