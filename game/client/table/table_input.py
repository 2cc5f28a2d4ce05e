"""A table's input: intents (`intents.py`) turned into the controller's and the parts'
actions. Esc closes the innermost thing first; a replay takes no other input; the
panel of the decision gets what the table does not use. `table` is the `TableScene`
(not imported: it imports this module)."""

from __future__ import annotations

from ..intents import Intent
from ..turn import Phase
from . import zoom


def handle(table, intent: Intent) -> bool:
    if table.mode.handle(intent):  # the mode's first (a lesson's Enter: continue)
        return True
    table.sync()
    if intent.kind == "point":
        if table.pan_from is not None:  # dragging a zoomed board
            zoom.pan_by(table, intent.pos[0] - table.pan_from[0], intent.pos[1] - table.pan_from[1])
            table.pan_from = intent.pos
        table.pointer = intent.pos
        table.buttons.point(intent.pos)
        table.rested_at = table.time
        table.card = None
        table.card_for = None
        if table.panel is not None and table.phase() == Phase.DECIDE:
            table.panel.point(intent.pos)
        return True
    if intent.kind == "scroll":
        summary = table.summary
        if summary is not None and summary.rect is not None and summary.rect.collidepoint(intent.pos):
            # The card lies over the log: the wheel scrolls the card's list, never the log unseen.
            summary.scroll_by(-int(intent.value) * int(40 * table.regions.scale))
        elif table.regions.log.collidepoint(intent.pos):
            table.log_scroll = table.clamp_log(table.log_scroll + int(intent.value) * 2)
        elif table.regions.board.collidepoint(intent.pos) and zoom.zoom_at(  # the wheel zooms the board
            table, intent.pos, int(intent.value)
        ):
            _after_input(table)
        return True
    if intent.kind == "click":
        used = _click(table, intent.pos)
        carried = getattr(table.panel, "drag", None) is not None  # a piece being dragged
        if table.zoom.level > 1.0 and not carried and _on_board(table, intent.pos):
            table.pan_from = intent.pos  # a press on a zoomed board carrying nothing: a drag pans it
            used = True
        _after_input(table)
        return used
    if intent.kind == "release":
        if table.pan_from is not None:
            table.pan_from = None
            return True
        used = table.panel is not None and table.phase() == Phase.DECIDE and table.panel.release(intent.pos)
        if used:
            _after_input(table)
        return used
    if intent.kind == "alt_click":
        if table.panel is not None:
            table.panel.cancel()
        _after_input(table)
        return True
    if intent.kind == "key":
        command = intent.command or table.presentation.keymap.get(intent.key, ("", ""))[0]
        used = table.command(command) or zoom.key(table, intent.key)
        if not used and command == "fit":
            used = zoom.reset(table)
        elif not used and command in ("more", "less"):  # + and − not taken by a panel: zoom
            used = zoom.zoom_at(table, None, 1 if command == "more" else -1)
        _after_input(table)
        return used
    return False


def _on_board(table, pos: tuple[int, int]) -> bool:
    """On the board area and under no box over it (a panel, the summary card)."""
    if not table.regions.board.collidepoint(pos):
        return False
    boxes = [table.panel.rect if table.panel is not None else None]
    boxes.append(table.summary.rect if table.summary is not None else None)
    return not any(box is not None and box.collidepoint(pos) for box in boxes)


def _after_input(table) -> None:
    table.sync()
    table.refresh()
    table.awake_until = max(table.awake_until, table.time + 0.2)


def back(table) -> None:
    """Esc: close the innermost thing first, and only then open the menu."""
    if table.turns.disarm_end():
        table.app.dismiss("pass")
    elif table.replay is not None:
        table.stop_replay()
    elif table.summary is not None:
        table.summary = None
    elif table.panel is not None and table.phase() == Phase.DECIDE and table.panel.cancel():
        pass
    else:
        table.open_menu()


def command(table, command: str) -> bool:
    """A key's command (`intents.KEYMAP`, or the game's keymap); True when used."""
    phase = table.phase()
    if not command:
        return False
    if command == "back":
        table.back()
        return True
    if phase == Phase.REPLAY:
        if command in ("replay", "confirm"):
            table.stop_replay()
        return True  # a replay takes no other input
    if command == "help":
        table.open_rules()
        return True
    if command == "kingdoms":
        table.show_kingdoms = not table.show_kingdoms
        return True
    summary = table.summary if phase == Phase.DECIDE else None
    if summary is not None and command == "all":
        return summary.open_all()
    if summary is not None and summary.full and command in ("log_up", "log_down"):
        page = summary.list_rect.height * 9 // 10
        summary.scroll_by(-page if command == "log_up" else page)
        return True
    if command == "log_up":
        table.log_scroll = table.clamp_log(table.log_scroll + 5)
        return True
    if command == "log_down":
        table.log_scroll = max(0, table.log_scroll - 5)
        return True
    if command == "undo":
        table.undo()
        return True
    if command == "replay":
        table.start_replay()
        return True
    if phase in (Phase.COMPUTER, Phase.FORCED) and command == "confirm":
        table.skip_others()  # Space: the others' moves, shown so far at their pace, at once
        return True
    if phase == Phase.CURTAIN and command == "confirm":
        table.reveal()
        return True
    if phase == Phase.CONFIRM and command in ("confirm", "pass"):
        table.end_turn()
        return True
    if phase == Phase.DECIDE:
        if table.summary is not None and command == "confirm":
            table.summary = None
            return True
        if command == "pass" and table.session.state.pending is None:
            table.press_end()
            return True
        if table.panel is not None and table.panel.command(command):
            table.summary = None  # the person has moved on
            return True
    return False


def _click(table, pos: tuple[int, int]) -> bool:
    if table.buttons.click(pos):
        table.app.play("click")
        return True
    phase = table.phase()
    if phase in (Phase.CURTAIN, Phase.REPLAY):
        return True
    if table.summary is not None and table.summary.rect is not None and table.summary.rect.collidepoint(pos):
        table.summary.open_all()  # a click on a cut card shows every line
        return True
    if phase == Phase.DECIDE and table.panel is not None:
        table.summary = None
        return table.panel.click(pos)
    return False
