"""The bottom bar: the hint (what to do now), the viewer's tray, and the buttons beside
it (a panel's own, Undo, End turn; Stop during a replay)."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _
from ..table_layout import Layout
from ..turn import Phase
from ..widgets import Button, draw_text, rendered, wrap

# A hint line narrower than this may need two lines at the smallest size (the longest
# hints, Russian, are about 500 px at theme.SMALLEST).
TWO_LINE_HINT_BELOW = 500


def hint_line_height() -> int:
    """A line of the hint at the smallest size in the window's language (its font's)."""
    return rendered("Ag", theme.SMALLEST, theme.TEXT).get_height()


def _slots(parts) -> list[pygame.Rect]:
    """Every piece's place in a tray's parts (each game's TrayParts holds lists of rects)."""
    return [r for rects in vars(parts).values() if isinstance(rects, list) for r in rects]


def room_for_two_hint_lines(lay: Layout, presentation) -> None:
    """In a narrow bar the hint may not fit one line at the smallest readable size (ru
    "Ваши действия сделаны: Конец хода [E] или …" is 495 px; the bar's line is 356 at
    800×500). There the tray's pieces are sized by its width and leave room below them,
    so the tray moves down a little to give the hint a second line; it keeps its pieces'
    size and its two lines of words. Fixed for the window's size: the tray does not jump
    as the hint changes."""
    line = hint_line_height()
    if lay.hint.width >= TWO_LINE_HINT_BELOW or lay.hint.height >= 2 * line:
        return
    hint = pygame.Rect(lay.hint.left, lay.bottom.top + 2, lay.hint.width, 2 * line)
    tray = pygame.Rect(lay.tray.left, hint.bottom + 2, lay.tray.width, lay.tray.bottom - hint.bottom - 2)
    parts = presentation.tray_layout(tray, lay.scale)
    before, after = _slots(lay.tray_parts), _slots(parts)
    # The words begin below the lowest piece, or where the tray says (beside a lower row).
    lowest = getattr(parts, "words", 0) or max(r.bottom for r in after)
    if [r.size for r in before] != [r.size for r in after] or lowest + 2 * line + 2 > tray.bottom:
        return  # the pieces would shrink, or their words lose their second line
    lay.hint, lay.tray, lay.tray_parts = hint, tray, parts


def buttons(table, phase: Phase) -> list[Button]:
    """The bar's buttons, placed two by two: the panel's own (e.g. swap, withdraw), Undo
    and End turn; during a replay one, to stop it."""
    lay = table.regions
    s = lay.scale
    state = table.session.state
    area = lay.bottom_buttons
    deciding = phase == Phase.DECIDE and state.pending is None
    own = table.panel.bar_buttons() if table.panel is not None and phase == Phase.DECIDE else []
    if phase == Phase.REPLAY:
        row = [Button(_("Stop the replay"), table.stop_replay, primary=True, hotkey="Esc", name="stop")]
    else:
        armed = bool(table.end_armed)
        if phase == Phase.CONFIRM:
            end_label = _("End turn")
        elif armed:
            end_label = _("Pass: sure?")
        elif state.actions_left == 1 or state.held:
            end_label = _("End turn")
        else:
            end_label = _("Pass")
        end = Button(
            end_label,
            table.press_end,
            enabled=deciding or phase == Phase.CONFIRM,
            hotkey="E",
            name="pass",
            primary=phase == Phase.CONFIRM or armed,
        )
        undo = Button(_("Undo"), table.undo, enabled=table.turns.can_undo(), hotkey="Z", name="undo")
        row = [*own[:2], undo, end]
        if phase in (Phase.COMPUTER, Phase.FORCED) and table.turns.pace() > 0:
            # The others' moves are shown one by one at their pace: Space skips to the end.
            row.insert(0, Button(_("Skip"), table.skip_others, hotkey=_("Space"), name="skip"))
        while len(row) < 4:
            row.insert(0, Button("", None, enabled=False, name=f"spare {len(row)}"))
    gap = int(6 * s)
    if len(row) == 1:
        row[0].rect = pygame.Rect(area.left, area.centery + gap // 2, area.width, area.height // 2 - gap // 2)
    else:
        half_w = (area.width - gap) // 2
        half_h = (area.height - gap) // 2
        for i, button in enumerate(row):
            button.rect = pygame.Rect(
                area.left + (i % 2) * (half_w + gap), area.top + (i // 2) * (half_h + gap), half_w, half_h
            )
            button.hotkey = "" if half_w < 120 * s else button.hotkey
    return [b for b in row if b.label]


def hint(table) -> str:
    """The bar's line: what to do now."""
    phase = table.phase()
    state = table.session.state
    if phase == Phase.DECIDE and table.panel is not None:
        return table.panel.hint()
    if phase == Phase.CONFIRM:
        if not table.turns.can_undo():  # a challenge, or a hidden tile came to light
            return _("Your actions are done: End turn [E]")
        return _("Your actions are done: End turn [E], or Undo [Z] to change them")
    if phase == Phase.COMPUTER:
        return _("{who} is thinking…").format(who=table.names[state.to_move])
    if phase == Phase.FORCED:
        return _("{who} has only one choice").format(who=table.names[state.to_move])
    if phase == Phase.OVER:
        return _("The game is over")
    return ""


def draw(surface: pygame.Surface, table) -> None:
    lay = table.regions
    s = lay.scale
    rect = lay.bottom
    theme.bar(surface, rect, top_edge=True)
    phase = table.phase()
    viewer = table.shown_viewer()
    if phase == Phase.OVER:  # the end screen's "Show results" button sits here
        return
    panel = table.panel
    shown = phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED)
    if shown and panel is not None and panel.rect is not None and panel.rect.colliderect(rect):
        return  # a panel docked over the bar (a small window): the hand waits under it
    if viewer < 0 or phase == Phase.REPLAY:
        if phase == Phase.CURTAIN:
            text = _("Pass the screen to {who}").format(who=table.names[table.turns.to_show()])
        elif phase == Phase.REPLAY:
            text = _("Replaying the others' moves: Esc or R stops")
        else:
            text = _("Hands are hidden")
        draw_text(
            surface,
            text,
            int(22 * s),
            theme.TEXT_DIM,
            (rect.left + int(16 * s), rect.centery),
            "midleft",
            max_width=lay.bottom_buttons.left - rect.left - int(30 * s),
        )
        return
    draw_hint(surface, table, hint(table), theme.GOLD if table.my_turn() else theme.TEXT_DIM)
    selected = table.panel.tray_selection() if table.panel is not None and phase == Phase.DECIDE else None
    table.presentation.draw_tray(surface, table, lay.tray_parts, viewer, selected)


def draw_hint(surface: pygame.Surface, table, hint: str, colour: tuple) -> None:
    """The hint on one line; on two where it would be drawn under the smallest readable
    size and the bar has room for them (`room_for_two_hint_lines`)."""
    rect = table.regions.hint
    size = theme.small(19, table.regions.scale)
    line = hint_line_height()
    if rect.height >= 2 * line and rendered(hint, theme.SMALLEST, colour).get_width() > rect.width:
        lines = wrap(hint, theme.SMALLEST, rect.width)
        head, bracket, tail = hint.rpartition(" (")
        if bracket and all(rendered(part, theme.SMALLEST, colour).get_width() <= rect.width
                           for part in (head, "(" + tail)):
            lines = [head, "(" + tail]  # "(2 actions left)" kept whole on the second line
        if len(lines) == 2:
            for i, text in enumerate(lines):
                draw_text(surface, text, theme.SMALLEST, colour, (rect.left, rect.top + i * line),
                          max_width=rect.width)
            return
    draw_text(surface, hint, size, colour, rect.topleft, max_width=rect.width)
