"""The board's zoom and pan: the wheel over the board or `+`/`−` (when no panel takes them)
zoom in and out about the pointer, a drag on the board or the arrow keys pan a zoomed board,
`0` fits it again. The board is drawn inside the board area only (clipped).

A decision's panel that finds no place on the board that leaves the cells it is about in
sight (the smallest windows) pans the board too, for as long as it is open: the cells come
out beside it (`clear_panel`). `table` is the `TableScene` (not imported: it imports this)."""

from __future__ import annotations

import weakref
from dataclasses import dataclass

import pygame

from ..i18n import _
from ..turn.phase import Phase

LEVELS = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
STEP = 40  # pixels an arrow key pans, at scale 1


@dataclass
class Zoom:
    level: float = 1.0
    pan: tuple[int, int] = (0, 0)  # the person's, in pixels from the centred board
    auto: tuple[int, int] = (0, 0)  # the open panel's (`clear_panel`)


def view_rect(inner: pygame.Rect, zoom: Zoom) -> pygame.Rect:
    """Where the board is fitted: the board area's inner rectangle, grown by the zoom and moved
    by both pans."""
    rect = pygame.Rect(0, 0, int(inner.width * zoom.level), int(inner.height * zoom.level))
    rect.center = (
        inner.centerx + zoom.pan[0] + zoom.auto[0],
        inner.centery + zoom.pan[1] + zoom.auto[1],
    )
    return rect


def clamped(inner: pygame.Rect, level: float, pan: tuple[int, int]) -> tuple[int, int]:
    """A pan that keeps the zoomed board over the whole area (no empty table shown)."""
    room_x = int(inner.width * (level - 1)) // 2
    room_y = int(inner.height * (level - 1)) // 2
    return max(-room_x, min(room_x, pan[0])), max(-room_y, min(room_y, pan[1]))


def fit(table) -> None:
    """Lay the board out in its view (after any change of zoom, pan or window size)."""
    table.board.layout(view_rect(table.regions.board_inner, table.zoom), table.state)
    table.board.view = table.regions.board  # a cell outside it is out of sight: no click reaches it
    table.still_layer = None


def zoom_at(table, pos: tuple[int, int] | None, steps: int) -> bool:
    """Zoom by `steps` levels about `pos` (the point under it stays put); the area's centre
    without one. False when already at the end."""
    zoom = table.zoom
    inner = table.regions.board_inner
    index = min(range(len(LEVELS)), key=lambda i: abs(LEVELS[i] - zoom.level))
    new_index = max(0, min(len(LEVELS) - 1, index + steps))
    if new_index == index:
        return False
    new = LEVELS[new_index]
    k = new / zoom.level
    view = view_rect(inner, Zoom(zoom.level, zoom.pan))
    px, py = pos if pos is not None and table.regions.board.collidepoint(pos) else view.center
    # The view's centre moves so that the board point under (px, py) stays there.
    cx = px - (px - view.centerx) * k
    cy = py - (py - view.centery) * k
    zoom.level = new
    zoom.pan = clamped(inner, new, (int(cx - inner.centerx), int(cy - inner.centery)))
    fit(table)
    if new > 1.0:
        tell_once(table.app)
    return True


_told: weakref.WeakSet = weakref.WeakSet()  # the windows (apps) told how to move a zoomed board


def tell_once(app) -> None:
    """The first zoom of a window's run says how to move the board and fit it again (also
    in F1, "Keys and mouse")."""
    if app in _told:
        return
    _told.add(app)
    app.notify(_("Zoomed in: drag the board or use the arrow keys to move it; 0 fits it again."),
               seconds=6.0, key="zoom")


def pan_by(table, dx: int, dy: int) -> bool:
    zoom = table.zoom
    if zoom.level <= 1.0:
        return False
    zoom.pan = clamped(table.regions.board_inner, zoom.level, (zoom.pan[0] + dx, zoom.pan[1] + dy))
    fit(table)
    return True


def reset(table) -> bool:
    if table.zoom.level == 1.0 and table.zoom.pan == (0, 0):
        return False
    table.zoom.level, table.zoom.pan = 1.0, (0, 0)
    fit(table)
    return True


ARROWS = {
    pygame.K_LEFT: (1, 0),
    pygame.K_RIGHT: (-1, 0),
    pygame.K_UP: (0, 1),
    pygame.K_DOWN: (0, -1),
}


def key(table, key_code: int) -> bool:
    """An arrow key pans a zoomed board (the board moves to show what lies that way)."""
    if key_code not in ARROWS:
        return False
    dx, dy = ARROWS[key_code]
    step = int(STEP * table.regions.scale * table.zoom.level)
    return pan_by(table, dx * step, dy * step)


def before_panel(table) -> None:
    """Back to the person's view before a panel is placed (it is placed on the board as the
    person sees it)."""
    if table.zoom.auto != (0, 0):
        table.zoom.auto = (0, 0)
        fit(table)


def clear_panel(table) -> None:
    """When the open panel hides cells it is about (no place on the board left them in
    sight), pan the board so they come out in the largest free part of the area beside it;
    else no panel's pan. Never for the "Since your last turn" card: it has a home beside the
    board (`summary_home`), and a board moved under it moved what it told of."""
    board_area = table.regions.board
    box, cells = box_and_cells(table)
    if box is None or not cells or box.collidelist(cells) < 0:
        return
    whole = cells[0].unionall(cells[1:]).inflate(8, 8)
    box = box.clip(board_area)
    free = [
        pygame.Rect(board_area.left, board_area.top, board_area.width, box.top - board_area.top),
        pygame.Rect(board_area.left, box.bottom, board_area.width, board_area.bottom - box.bottom),
        pygame.Rect(board_area.left, board_area.top, box.left - board_area.left, board_area.height),
        pygame.Rect(box.right, board_area.top, board_area.right - box.right, board_area.height),
    ]
    fits = [f for f in free if f.width >= whole.width and f.height >= whole.height]
    if not fits:
        return
    def distance(f: pygame.Rect) -> int:
        moved = whole.clamp(f)
        return abs(moved.x - whole.x) + abs(moved.y - whole.y)

    target = whole.clamp(min(fits, key=distance))
    table.zoom.auto = (target.x - whole.x, target.y - whole.y)
    fit(table)


def box_and_cells(table) -> tuple[pygame.Rect | None, list[pygame.Rect]]:
    """The decision's panel on the board now and the cells it is about."""
    phase = table.phase()
    panel = table.panel
    if panel is not None and panel.rect is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
        return panel.rect, [table.board.cell_rect(c) for c in panel.focus_cells()]
    return None, []


def show_move(table, events: list, others: bool) -> bool:
    """`show_cells` for another player's move (`others`), before it is presented."""
    return others and show_cells(table, event_cells(events))


def show_cells(table, cells: list[int]) -> bool:
    """A zoomed board panned so that `cells` (another player's move, about to be shown) are
    in sight: the computer's moves landed outside the view. False when they already were."""
    if table.zoom.level <= 1.0 or not cells:
        return False
    area = table.regions.board
    rects = [table.board.cell_rect(c) for c in cells]
    whole = rects[0].unionall(rects[1:])
    if area.contains(whole):
        return False
    return pan_by(table, area.centerx - whole.centerx, area.centery - whole.centery)


def event_cells(events: list) -> list[int]:
    """The cells `events` name (where pieces went, came from, were built)."""
    cells = []
    for event in events:
        for name in ("cell", "from_cell", "top_left"):
            value = getattr(event, name, -1)
            if isinstance(value, int) and value >= 0:
                cells.append(value)
    return cells
