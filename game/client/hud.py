"""Drawing the game scene: top bar, board, seats, log, the viewer's hand,
and the panels for swaps, conflicts, wars, monuments, treasures and the
hot-seat curtain. Layout and buttons are rebuilt from the scene's state, so
what is drawn and what is clickable always agree."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine.grid import bits
from game.engine.tigris.actions import CATASTROPHE, COMMIT, LEADER, NO_MONUMENT, TILE, Action
from game.engine.tigris.actions import TREASURE as TREASURE_KIND
from game.engine.tigris.pieces import MONUMENTS, RED

from . import anims, art, theme
from .i18n import _, ngettext
from .intents import KEYMAP
from .log_text import colour_word, leader_word
from .widgets import Button, ButtonRow, draw_text, draw_wrapped, panel, wrap

if TYPE_CHECKING:
    from .game_scene import GameScene


def _s(scene: GameScene) -> float:
    return theme.ui_scale(scene.app.size)


# ===================================================================== layout


def layout(scene: GameScene, size: tuple[int, int]) -> None:
    w, h = size
    s = theme.ui_scale(size)
    top_h = int(46 * s)
    side_w = int(max(250, min(380, w * 0.27)))
    bottom_h = int(118 * s)
    r = scene.rects
    r["top"] = pygame.Rect(0, 0, w, top_h)
    r["side"] = pygame.Rect(w - side_w, top_h, side_w, h - top_h)
    r["bottom"] = pygame.Rect(0, h - bottom_h, w - side_w, bottom_h)
    r["board"] = pygame.Rect(0, top_h, w - side_w, h - top_h - bottom_h)
    scene.board_view.layout(r["board"].inflate(-int(20 * s), -int(14 * s)), scene.state.board)
    # Seat cards, then the log.
    n = scene.state.n
    # Cards share the side with the log, but never get too short for their score row.
    least = int((46 + 22 + 5 + 18) * s) + 12
    card_h = int(min(104 * s, max((h - top_h) * 0.62 / n, least)))
    y = top_h + int(8 * s)
    scene.seat_rects = {}
    for seat in range(n):
        scene.seat_rects[seat] = pygame.Rect(r["side"].left + int(8 * s), y, side_w - int(16 * s), card_h - 6)
        y += card_h
    r["log"] = pygame.Rect(
        r["side"].left + int(8 * s), y + int(28 * s), side_w - int(16 * s), h - y - int(36 * s)
    )
    # The viewer's panel: tiles, leaders, catastrophes, then the buttons.
    bottom = r["bottom"]
    pad = int(12 * s)
    buttons_w = int(min(250 * s, bottom.width * 0.3))
    r["bottom_buttons"] = pygame.Rect(
        bottom.right - buttons_w - pad, bottom.top + int(12 * s), buttons_w, bottom.height - int(22 * s)
    )
    avail = bottom.width - buttons_w - 3 * pad
    # Six tiles, four leaders (0.92 of a tile) and two catastrophes (0.8), with their gaps.
    gaps = 6 * 6 + int(18 * s) + 4 * 5 + int(14 * s) + 2 * 5
    slot = int(min(62 * s, bottom.height - int(50 * s), (avail - gaps) / 11.28))
    r["slot"] = pygame.Rect(0, 0, slot, slot)
    top = bottom.top + int(36 * s)
    x = bottom.left + pad
    scene.hand_slot_rects = [pygame.Rect(x + i * (slot + 6), top, slot, slot) for i in range(6)]
    x += 6 * (slot + 6) + int(18 * s)
    lslot = int(slot * 0.92)
    scene.leader_slot_rects = [
        pygame.Rect(x + i * (lslot + 5), top + (slot - lslot) // 2, lslot, lslot) for i in range(4)
    ]
    x += 4 * (lslot + 5) + int(14 * s)
    cslot = int(slot * 0.8)
    scene.catastrophe_slot_rects = [
        pygame.Rect(x + i * (cslot + 5), top + (slot - cslot) // 2, cslot, cslot) for i in range(2)
    ]
    board = r["board"]
    pw, ph = int(min(560 * s, board.width - 40)), int(min(330 * s, board.height - 30))
    r["panel"] = pygame.Rect(0, 0, pw, ph)
    r["panel"].center = board.center


# ===================================================================== buttons


def build_buttons(scene: GameScene) -> None:
    from .game_scene import Phase, swap_label

    s = _s(scene)
    r = scene.rects
    if "top" not in r:
        return
    phase = scene.phase()
    state = scene.state
    buttons: list[Button] = []
    top = r["top"]
    bh = int(32 * s)
    menu = Button(_("Menu"), scene.open_menu, hotkey="Esc", name="menu")
    kingdoms = Button(
        _("Kingdoms"),
        lambda: scene._command("kingdoms"),
        hotkey="H",
        name="kingdoms",
        selected=scene.show_kingdoms,
    )
    menu.rect = pygame.Rect(top.right - int(130 * s), top.centery - bh // 2, int(120 * s), bh)
    kingdoms.rect = pygame.Rect(menu.rect.left - int(160 * s), menu.rect.top, int(150 * s), bh)
    keys = Button(
        _("Keys"), lambda: scene._command("help"), hotkey="F1", name="help", selected=scene.show_help
    )
    keys.rect = pygame.Rect(kingdoms.rect.left - int(120 * s), menu.rect.top, int(110 * s), bh)
    buttons += [keys, kingdoms, menu]

    # The viewer's buttons.
    area = r["bottom_buttons"]
    acting = phase == Phase.ACTION
    on_board_leader = (
        scene.selection is not None
        and scene.selection[0] == LEADER
        and state.leader_cell(state.to_move, scene.selection[1]) >= 0
    )
    pass_label = _("End turn") if state.actions_left == 1 else _("Pass")
    if scene.pass_armed:
        pass_label = _("Pass: sure?")
    row = [
        Button(_("Swap"), scene.start_swap, enabled=acting, hotkey="S", name="swap"),
        Button(
            _("Withdraw"), scene.withdraw, enabled=acting and on_board_leader, hotkey="W", name="withdraw"
        ),
        Button(_("Undo"), scene.undo, enabled=scene.session.can_undo(), hotkey="Z", name="undo"),
        Button(
            pass_label,
            scene.press_pass,
            enabled=acting,
            hotkey="E",
            name="pass",
            primary=bool(scene.pass_armed),
        ),
    ]
    gap = int(6 * s)
    half_w = (area.width - gap) // 2
    half_h = (area.height - gap) // 2
    for i, button in enumerate(row):
        button.rect = pygame.Rect(
            area.left + (i % 2) * (half_w + gap), area.top + (i // 2) * (half_h + gap), half_w, half_h
        )
        button.hotkey = "" if half_w < 120 * s else button.hotkey
    buttons += row

    # Panel buttons.
    _place_panel(scene, phase)
    p = r["panel"]
    pb_h = int(40 * s)
    bottom_y = p.bottom - pb_h - int(16 * s)
    if phase == Phase.SWAP:
        counts = scene.swap_counts or [0, 0, 0, 0]
        ok = Button(
            swap_label(counts),
            scene.confirm_swap,
            enabled=any(counts),
            primary=True,
            hotkey="Enter",
            name="confirm",
        )
        cancel = Button(_("Cancel"), lambda: setattr(scene, "swap_counts", None), hotkey="Esc", name="cancel")
        _row([cancel, ok], pygame.Rect(p.left + int(20 * s), bottom_y, p.width - int(40 * s), pb_h), gap)
        buttons += [cancel, ok]
        _swap_slots(scene)
    elif phase == Phase.COMMIT:
        most = scene._commit_most()
        less = Button("−", lambda: scene.choose_commit(-1), enabled=scene.commit_count > 0, name="less")
        more = Button("+", lambda: scene.choose_commit(1), enabled=scene.commit_count < most, name="more")
        ok = Button(
            ngettext("Commit {n} tile", "Commit {n} tiles", scene.commit_count).format(n=scene.commit_count),
            lambda: scene.decide(Action(COMMIT, scene.commit_count)),
            primary=True,
            name="confirm",
        )
        small = int(56 * s)
        less.rect = pygame.Rect(p.left + int(20 * s), bottom_y, small, pb_h)
        more.rect = pygame.Rect(less.rect.right + int(70 * s), bottom_y, small, pb_h)
        ok.rect = pygame.Rect(
            more.rect.right + int(16 * s),
            bottom_y,
            p.right - int(20 * s) - more.rect.right - int(16 * s),
            pb_h,
        )
        r["commit_count"] = pygame.Rect(less.rect.right, bottom_y, more.rect.left - less.rect.right, pb_h)
        buttons += [less, more, ok]
    elif phase in (Phase.WAR, Phase.MONUMENT, Phase.TREASURE):
        options = list(scene.legal())
        choice_buttons = []
        for action in options:
            if action.kind == NO_MONUMENT:
                continue
            choice_buttons.append(
                Button(scene.choice_label(action), (lambda a=action: scene.decide(a)), name=str(action))
            )
        if phase == Phase.MONUMENT:
            choice_buttons.append(
                Button(_("No monument"), lambda: scene.decide(Action(NO_MONUMENT)), name="no monument")
            )
        cols = 2 if len(choice_buttons) > 3 else 1
        rows = math.ceil(len(choice_buttons) / cols)
        top_y = p.top + int(92 * s)
        avail_h = p.bottom - int(16 * s) - top_y
        each = min(pb_h, (avail_h - gap * (rows - 1)) // max(1, rows))
        width = (p.width - int(40 * s) - gap * (cols - 1)) // cols
        for i, button in enumerate(choice_buttons):
            col, rw = i % cols, i // cols
            button.rect = pygame.Rect(
                p.left + int(20 * s) + col * (width + gap), top_y + rw * (each + gap), width, each
            )
        if phase == Phase.WAR and choice_buttons:
            choice_buttons[0].primary = True
        buttons += choice_buttons
    elif phase == Phase.CURTAIN:
        seat = state.to_move
        show = Button(
            _("Show {who}'s tiles").format(who=scene.names[seat]),
            scene.reveal,
            primary=True,
            hotkey="Enter",
            name="reveal",
        )
        show.rect = pygame.Rect(0, 0, int(min(380 * s, p.width - 40)), int(48 * s))
        show.rect.midbottom = (p.centerx, p.bottom - int(24 * s))
        buttons.append(show)
    scene.buttons = ButtonRow(buttons)

    # Clickable slots of the viewer's panel.
    scene.hand_slots, scene.leader_slots, scene.catastrophe_slots = [], [], []
    viewer = shown_viewer(scene)
    if viewer >= 0 and phase == Phase.ACTION:
        colours = [c for c in range(4) for _ in range(state.hand(viewer)[c])]
        scene.hand_slots = list(zip(scene.hand_slot_rects, colours, strict=False))
        scene.leader_slots = [(rect, kind) for kind, rect in enumerate(scene.leader_slot_rects)]
        scene.catastrophe_slots = scene.catastrophe_slot_rects[: state.catastrophes_left[viewer]]


def _panel_height(scene: GameScene, phase) -> int:
    from .game_scene import Phase

    s = _s(scene)
    if phase in (Phase.WAR, Phase.MONUMENT, Phase.TREASURE):
        count = len(scene.legal())
        rows = count if count <= 3 else (count + 1) // 2
        return int((92 + 20) * s) + rows * int(46 * s)
    if phase == Phase.SWAP:
        return int(250 * s)
    if phase == Phase.COMMIT:
        return int(252 * s)  # compact: a conflict's leaders are often mid-board
    if phase in (Phase.COMPUTER, Phase.FORCED):
        return int(240 * s)
    return int(300 * s)


def focus_cells(scene: GameScene) -> list[int]:
    """Cells the current decision is about, which a panel must not hide."""
    state = scene.state
    cells = []
    if state.conflict is not None:
        cells += [state.conflict.attacker_cell, state.conflict.defender_cell]
    if state.unification >= 0:
        cells.append(state.unification)
    if state.placed >= 0:
        cells.append(state.placed)
    if state.pending == "treasure":
        from game.engine.grid import bit_list

        cells += bit_list(state.legal_actions().cells(TREASURE_KIND, -1))
    return cells


def _place_panel(scene: GameScene, phase) -> None:
    """Size the panel for its content and put it where it hides the least:
    above or below the cells the decision is about."""
    s = _s(scene)
    r = scene.rects
    board = r["board"]
    p = r["panel"]
    p.height = min(_panel_height(scene, phase), board.height - int(20 * s))
    p.centerx = board.centerx
    cells = focus_cells(scene)
    if not cells:
        p.centery = board.centery
        return
    bv = scene.board_view
    focus = (
        bv.cell_rect(cells[0]).unionall([bv.cell_rect(c) for c in cells[1:]]).inflate(int(8 * s), int(8 * s))
    )
    margin = int(10 * s)
    # Try the far side of the board from the cells in question, then the other sides.
    candidates = []
    below, above = p.copy(), p.copy()
    below.bottom = board.bottom - margin
    above.top = board.top + margin
    right, left = p.copy(), p.copy()
    right.right, right.centery = board.right - margin, board.centery
    left.left, left.centery = board.left + margin, board.centery
    first = [below, above] if focus.centery < board.centery else [above, below]
    second = [right, left] if focus.centerx < board.centerx else [left, right]
    candidates = first + second
    for candidate in candidates:
        if not candidate.colliderect(focus):
            scene.rects["panel"] = candidate
            return

    def overlap(rect: pygame.Rect) -> int:
        clip = rect.clip(focus)
        return clip.width * clip.height

    scene.rects["panel"] = min(candidates, key=overlap)


def _row(buttons: list[Button], rect: pygame.Rect, gap: int) -> None:
    width = (rect.width - gap * (len(buttons) - 1)) // len(buttons)
    for i, button in enumerate(buttons):
        button.rect = pygame.Rect(rect.left + i * (width + gap), rect.top, width, rect.height)


def _swap_slots(scene: GameScene) -> None:
    s = _s(scene)
    p = scene.rects["panel"]
    state = scene.state
    hand = state.hand(state.to_move)
    colours = [(c, i) for c in range(4) for i in range(hand[c])]
    size = int(min(64 * s, (p.width - 60) / 6.6))
    total = len(colours) * (size + 10) - 10
    x = p.centerx - total // 2
    y = p.top + int(100 * s)
    scene.swap_slots = []
    for k, (colour, index) in enumerate(colours):
        scene.swap_slots.append((pygame.Rect(x + k * (size + 10), y, size, size), colour, index))


def shown_viewer(scene: GameScene) -> int:
    """Whose private things are on screen now (-1: nobody's, e.g. under the curtain)."""
    from .game_scene import Phase

    if scene.phase() == Phase.CURTAIN:
        return -1
    return scene.viewer


# ===================================================================== drawing


def _still_key(scene: GameScene, hidden: int) -> tuple:
    """Everything the still layer shows; when it changes, the layer is redrawn."""
    state = scene.state
    return (
        scene.app.size,
        scene.revision,
        scene.phase(),
        scene.viewer,
        scene.selection,
        scene.show_kingdoms,
        tuple(scene.swap_counts or ()),
        scene.commit_count,
        scene.log_scroll,
        len(scene.log),
        hidden,
        state.to_move,
        scene.board_view.cell,
    )


def draw(scene: GameScene, surface: pygame.Surface, alpha: float) -> None:
    """The still layer (cached until something changes), then what moves."""
    from .game_scene import Phase

    overlay = scene.overlay(alpha)
    key = _still_key(scene, overlay.hidden)
    still = scene.still_layer
    if still is None or still.get_size() != surface.get_size() or scene.still_key != key:
        if still is None or still.get_size() != surface.get_size():
            still = scene.still_layer = pygame.Surface(surface.get_size()).convert()
        scene.still_key = key
        _draw_still(scene, still, overlay)
    surface.blit(still, (0, 0))
    r = scene.rects
    s = _s(scene)
    phase = scene.phase()
    scene.board_view.draw_moving(surface, scene.state, overlay)
    _draw_thinking(scene, surface, s)
    for anim in scene.anim_list:
        if not isinstance(anim, anims.Pop | anims.Banner):
            anim.draw(surface, alpha)
    for anim in scene.anim_list:
        if isinstance(anim, anims.Banner):
            anim.draw(surface, alpha)
    scene.buttons.draw(surface, int(20 * s))
    if phase == Phase.COMMIT:
        draw_text(
            surface,
            str(scene.commit_count),
            int(40 * s),
            theme.GOLD,
            r["commit_count"].center,
            "center",
            bold=True,
        )
    if phase == Phase.MONUMENT:
        _draw_monument_icons(scene, surface)
    if scene.preview and scene.preview.text and phase == Phase.ACTION and scene.hover_cell >= 0:
        _draw_tooltip(scene, surface)
    if scene.show_help:
        _draw_help(scene, surface)


def _draw_still(scene: GameScene, surface: pygame.Surface, overlay) -> None:
    from .game_scene import Phase

    # (No fill of the whole screen: the board area and the three bars cover all of it.)
    r = scene.rects
    pygame.draw.rect(surface, theme.BACKGROUND_2, r["board"])
    scene.board_view.draw_still(surface, scene.state, overlay)
    _draw_top(scene, surface)
    _draw_side(scene, surface)
    _draw_bottom(scene, surface)
    phase = scene.phase()
    if phase == Phase.SWAP:
        _draw_swap(scene, surface)
    elif phase == Phase.COMMIT or (
        scene.state.pending == "commit" and phase in (Phase.COMPUTER, Phase.FORCED)
    ):
        _draw_conflict(scene, surface, interactive=phase == Phase.COMMIT)
    elif phase in (Phase.WAR, Phase.MONUMENT, Phase.TREASURE):
        _draw_choice(scene, surface, phase)
    elif phase == Phase.CURTAIN:
        _draw_curtain(scene, surface)


def _draw_thinking(scene: GameScene, surface: pygame.Surface, s: float) -> None:
    state = scene.state
    if state.is_over or scene.session.seats[state.to_move].human:
        return
    rect = scene.seat_rects.get(state.to_move)
    if rect is None:
        return
    dots = "." * (1 + int(scene.time * 3) % 3)
    draw_text(
        surface,
        _("thinking") + dots,
        int(16 * s),
        theme.GOLD,
        (rect.right - int(64 * s), rect.top + int(9 * s)),
    )


def _draw_monument_icons(scene: GameScene, surface: pygame.Surface) -> None:
    for button in scene.buttons.buttons:
        if button.name.startswith("monument "):
            action = Action.parse(button.name)
            a, b = MONUMENTS[action.arg]
            size = button.rect.height - 6
            surface.blit(art.monument(a, b, size), (button.rect.left + 6, button.rect.top + 3))


def _draw_top(scene: GameScene, surface: pygame.Surface) -> None:
    s = _s(scene)
    rect = scene.rects["top"]
    pygame.draw.rect(surface, theme.PANEL_DARK, rect)
    pygame.draw.line(surface, theme.PANEL_EDGE, rect.bottomleft, rect.bottomright, 2)
    state = scene.state
    size = int(22 * s)
    x = int(14 * s)
    draw_text(
        surface,
        _("Turn {n}").format(n=state.turn + 1),
        size,
        theme.GOLD,
        (x, rect.centery),
        "midleft",
        bold=True,
    )
    x += int(90 * s)
    if state.is_over:
        status = _("The game is over")
    else:
        # Inside an action (a conflict, a war's order, a monument, a treasure) the
        # bar says who decides what, not how many actions are left.
        who = scene.names[state.active]
        decider = scene.names[state.to_move]
        pending = state.pending
        if pending == "commit":
            status = _("{who} commits support").format(who=decider)
        elif pending == "war":
            status = _("{who} chooses the next war").format(who=decider)
        elif pending == "monument":
            status = _("{who} may build a monument").format(who=decider)
        elif pending == "treasure":
            status = _("{who} takes a treasure").format(who=decider)
        else:
            status = ngettext(
                "{who} to play · {n} action left", "{who} to play · {n} actions left", state.actions_left
            ).format(who=who, n=state.actions_left)
        if state.to_move != state.active:
            status += " · " + _("turn of {who}").format(who=who)
    limit = scene.buttons.by_name("help").rect.left - int(230 * s) - x
    draw_text(surface, status, size, theme.TEXT, (x, rect.centery), "midleft", max_width=max(60, limit))
    info_right = scene.buttons.by_name("help").rect.left - int(14 * s)
    treasures = state.treasures.bit_count()
    draw_text(
        surface,
        _("Bag {n} · Treasures {t}").format(n=state.bag_count, t=treasures),
        int(19 * s),
        theme.TEXT_DIM,
        (info_right, rect.centery),
        "midright",
    )


def _draw_side(scene: GameScene, surface: pygame.Surface) -> None:
    s = _s(scene)
    side = scene.rects["side"]
    pygame.draw.rect(surface, theme.PANEL_DARK, side)
    pygame.draw.line(surface, theme.PANEL_EDGE, side.topleft, side.bottomleft, 2)
    viewer = shown_viewer(scene)
    for seat, rect in scene.seat_rects.items():
        _draw_seat(scene, surface, seat, rect, viewer, s)
    log = scene.rects["log"]
    draw_text(
        surface, _("Log"), int(20 * s), theme.GOLD, (log.left, log.top - int(6 * s)), "bottomleft", bold=True
    )
    older, newer = _draw_log(scene, surface, log, s)
    if newer or older:
        draw_text(
            surface,
            _("newer below: scroll down") if newer else _("scroll up for older"),
            int(15 * s),
            theme.GOLD if newer else theme.TEXT_DIM,
            (log.right, log.top - int(6 * s)),
            "bottomright",
        )


def _draw_seat(
    scene: GameScene, surface: pygame.Surface, seat: int, rect: pygame.Rect, viewer: int, s: float
) -> None:
    state = scene.state
    dynasty = state.dynasties[seat]
    accent = theme.DYNASTY_ACCENT.get(dynasty, theme.GOLD)
    active = not state.is_over and seat == state.to_move
    panel(surface, rect, theme.PANEL, theme.GOLD if active else theme.PANEL_EDGE, radius=10, shadow=False)
    if active:
        pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=10)
    badge = int(min(rect.height * 0.46, 40 * s))
    centre = (rect.left + int(8 * s) + badge // 2, rect.top + int(8 * s) + badge // 2)
    pygame.draw.circle(surface, accent, centre, badge // 2)
    icon = art.dynasty_badge(dynasty, int(badge * 0.8))
    surface.blit(icon, icon.get_rect(center=centre))
    x = rect.left + badge + int(16 * s)
    draw_text(
        surface,
        scene.names[seat],
        int(21 * s),
        theme.TEXT,
        (x, rect.top + int(7 * s)),
        bold=True,
        max_width=rect.right - x - int(70 * s),
    )
    draw_text(
        surface,
        scene.session.seat_role(seat),
        int(16 * s),
        theme.TEXT_DIM,
        (x, rect.top + int(27 * s)),
        max_width=rect.right - x - int(70 * s),
    )
    if active and not scene.session.seats[seat].human:
        pass  # "thinking…" is drawn every frame (it moves)
    elif active:
        draw_text(
            surface,
            _("to play"),
            int(16 * s),
            theme.GOLD,
            (rect.right - int(8 * s), rect.top + int(9 * s)),
            "topright",
        )
    # Leaders in supply (bright) and on the board (faded), catastrophes, hand size, treasures.
    y = rect.top + int(46 * s)
    icon_size = int(min(22 * s, rect.height * 0.26))
    lx = rect.left + int(8 * s)
    for colour in range(4):
        image = art.leader(colour, dynasty, icon_size)
        if state.leader_cell(seat, colour) >= 0:
            image = image.copy()
            image.set_alpha(70)
        surface.blit(image, (lx, y))
        lx += icon_size + 2
    lx += int(6 * s)
    for _i in range(state.catastrophes_left[seat]):
        surface.blit(art.catastrophe(icon_size), (lx, y))
        lx += icon_size + 2
    lx += int(6 * s)
    size = int(17 * s)
    tiles_text = _("tiles {n}").format(n=state.hand_size(seat))
    r1 = draw_text(surface, tiles_text, size, theme.TEXT, (lx, y + icon_size // 2), "midleft")
    gem = art.treasure(icon_size)
    gx = r1.right + int(8 * s)
    surface.blit(gem, (gx, y))
    draw_text(
        surface,
        str(state.treasures_taken[seat]),
        size,
        theme.TEXT,
        (gx + icon_size + 3, y + icon_size // 2),
        "midleft",
    )
    # Scores (or "score hidden"): the cards are laid out tall enough for this row.
    y2 = y + icon_size + int(5 * s)
    scene.rects[f"score {seat}"] = pygame.Rect(
        rect.left + int(8 * s), y2, rect.width - int(16 * s), int(18 * s)
    )
    box = int(min(18 * s, rect.bottom - y2 - 4))
    if box < 8:
        return  # a card too short for the row (a lesson draws its own compact rows over these)
    if scene.session.scores_visible(viewer, seat):
        score = state.score(seat)
        sx = rect.left + int(8 * s)
        for colour in range(4):
            pygame.draw.rect(surface, theme.PIECE[colour], (sx, y2, box, box), border_radius=3)
            pygame.draw.rect(surface, theme.PIECE_LIGHT[colour], (sx, y2, box, box), 1, border_radius=3)
            t = draw_text(
                surface,
                str(score[colour]),
                int(18 * s),
                theme.TEXT,
                (sx + box + 4, y2 + box // 2),
                "midleft",
                bold=True,
            )
            sx = t.right + int(10 * s)
    else:
        draw_text(surface, _("score hidden"), int(16 * s), theme.TEXT_DIM, (rect.left + int(8 * s), y2))


def _draw_log(scene: GameScene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> tuple[bool, bool]:
    """The newest lines that fit (or older ones when scrolled); whether older
    lines and newer lines are out of sight."""
    pygame.draw.rect(surface, (22, 29, 40), rect, border_radius=8)
    size = int(17 * s)
    line_h = int(size * 0.82) + 3
    inner = rect.inflate(-int(14 * s), -int(10 * s))
    rows: list[tuple[str, tuple, str]] = []  # text, colour, "" or notation on that row
    visible = inner.height // line_h
    # Wrap only as many of the newest entries as can be seen (plus the scroll).
    need = visible + scene.log_scroll
    more = False
    for index in range(len(scene.log) - 1, -1, -1):
        line = scene.log[index]
        colour = theme.GOLD if line.heading else theme.TEXT
        if line.seat >= 0:
            colour = theme.DYNASTY_ACCENT.get(scene.state.dynasties[line.seat], theme.TEXT)
            colour = tuple(min(255, c + 50) for c in colour)
        wrapped = wrap(line.text, size, inner.width)
        entry = [(text, colour, "") for text in wrapped]
        if line.notation:
            entry.append(("    " + line.notation, theme.TEXT_DIM, "n"))
        rows[:0] = entry
        if len(rows) >= need:
            more = index > 0
            break
    scene.log_scroll = max(0, min(scene.log_scroll, max(0, len(rows) - visible)))
    end = len(rows) - scene.log_scroll
    start = max(0, end - visible)
    y = inner.top
    clip = surface.get_clip()
    surface.set_clip(rect)
    for text, colour, kind in rows[start:end]:
        draw_text(surface, text, size - (2 if kind else 0), colour, (inner.left, y))
        y += line_h
    surface.set_clip(clip)
    return more or start > 0, scene.log_scroll > 0


def _draw_bottom(scene: GameScene, surface: pygame.Surface) -> None:
    from .game_scene import Phase

    s = _s(scene)
    rect = scene.rects["bottom"]
    pygame.draw.rect(surface, theme.PANEL_DARK, rect)
    pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 2)
    state = scene.state
    viewer = shown_viewer(scene)
    phase = scene.phase()
    hint_pos = (rect.left + int(12 * s), rect.top + int(8 * s))
    hint_width = scene.rects["bottom_buttons"].left - hint_pos[0] - int(10 * s)
    if phase == Phase.OVER:  # the end screen's "Show results" button sits here
        return
    if viewer < 0:
        text = (
            _("Hands are hidden")
            if phase != Phase.CURTAIN
            else _("Pass the screen to {who}").format(who=scene.names[state.to_move])
        )
        draw_text(
            surface, text, int(22 * s), theme.TEXT_DIM, (rect.left + int(16 * s), rect.centery), "midleft"
        )
        return
    draw_text(
        surface,
        hint(scene),
        int(19 * s),
        theme.GOLD if scene.my_turn() else theme.TEXT_DIM,
        hint_pos,
        max_width=hint_width,
    )
    hand = state.hand(viewer)
    colours = [c for c in range(4) for _ in range(hand[c])]
    selection = scene.selection if phase == Phase.ACTION else None
    for i, slot in enumerate(scene.hand_slot_rects):
        if i < len(colours):
            colour = colours[i]
            image = art.tile(colour, slot.width)
            lift = -int(6 * s) if selection == (TILE, colour) else 0
            surface.blit(image, slot.move(0, lift))
            if selection == (TILE, colour):
                pygame.draw.rect(surface, theme.SELECT, slot.move(0, lift).inflate(4, 4), 3, border_radius=8)
        else:
            pygame.draw.rect(surface, (44, 56, 74), slot.inflate(-4, -4), 2, border_radius=8)
    dynasty = state.dynasties[viewer]
    for kind, slot in enumerate(scene.leader_slot_rects):
        image = art.leader(kind, dynasty, slot.width)
        on_board = state.leader_cell(viewer, kind) >= 0
        if on_board:
            image = image.copy()
            image.set_alpha(90)
        surface.blit(image, slot)
        if selection == (LEADER, kind):
            pygame.draw.rect(surface, theme.SELECT, slot.inflate(6, 6), 3, border_radius=slot.width // 2)
        if on_board:
            label = _("on board")
            if theme.font(int(13 * s)).size(label)[0] > slot.width + 4:
                label = _("board")  # a small window: the long label would run into the next one
            draw_text(surface, label, int(13 * s), theme.TEXT_DIM, (slot.centerx, slot.bottom + 1), "midtop")
    for i, slot in enumerate(scene.catastrophe_slot_rects):
        if i < state.catastrophes_left[viewer]:
            surface.blit(art.catastrophe(slot.width), slot)
            if selection == (CATASTROPHE, -1) and i == 0:
                pygame.draw.rect(surface, theme.SELECT, slot.inflate(6, 6), 3, border_radius=8)
        else:
            # Spent: a faded catastrophe, labelled like a leader on the board.
            image = art.catastrophe(slot.width).copy()
            image.set_alpha(60)
            surface.blit(image, slot)
            draw_text(
                surface, _("used"), int(13 * s), theme.TEXT_DIM, (slot.centerx, slot.bottom + 1), "midtop"
            )


def hint(scene: GameScene) -> str:
    from .game_scene import Phase

    state = scene.state
    phase = scene.phase()
    if phase == Phase.ACTION:
        if scene.selection is None:
            return ngettext(
                "Your turn: pick a tile, leader or catastrophe ({n} action left)",
                "Your turn: pick a tile, leader or catastrophe ({n} actions left)",
                state.actions_left,
            ).format(n=state.actions_left)
        kind, arg = scene.selection
        if kind == TILE:
            return _("Place the {colour} tile on a lit cell").format(colour=colour_word(arg))
        if kind == LEADER:
            if state.leader_cell(state.to_move, arg) >= 0:
                return _("Move the {leader} to a lit cell, or withdraw it").format(leader=leader_word(arg))
            return _("Place the {leader} next to a temple").format(leader=leader_word(arg))
        return _("Place the catastrophe on a lit cell")
    if phase == Phase.SWAP:
        return _("Choose the tiles to swap")
    if phase == Phase.COMPUTER:
        return _("{who} is thinking…").format(who=scene.names[state.to_move])
    if phase == Phase.FORCED:
        return _("{who} has only one choice").format(who=scene.names[state.to_move])
    if phase == Phase.OVER:
        return _("The game is over")
    if phase == Phase.COMMIT:
        return _("Commit support")
    if phase == Phase.WAR:
        return _("Choose the next war")
    if phase == Phase.MONUMENT:
        return _("Build a monument?")
    if phase == Phase.TREASURE:
        return _("Take a treasure")
    return ""


def _panel_frame(scene: GameScene, surface: pygame.Surface, title: str, subtitle: str = "") -> pygame.Rect:
    s = _s(scene)
    p = scene.rects["panel"]
    panel(surface, p, theme.PANEL, theme.GOLD, radius=14)
    draw_text(
        surface,
        title,
        int(32 * s),
        theme.GOLD,
        (p.centerx, p.top + int(16 * s)),
        "midtop",
        bold=True,
        max_width=p.width - 30,
    )
    if subtitle:
        draw_wrapped(
            surface,
            subtitle,
            int(19 * s),
            theme.TEXT,
            pygame.Rect(p.left + int(20 * s), p.top + int(50 * s), p.width - int(40 * s), int(40 * s)),
            align="center",
        )
    return p


def _draw_swap(scene: GameScene, surface: pygame.Surface) -> None:
    s = _s(scene)
    _panel_frame(
        scene,
        surface,
        _("Swap tiles"),
        _("Click the tiles to give back; you draw as many from the bag. This uses one action."),
    )
    counts = scene.swap_counts or [0, 0, 0, 0]
    for rect, colour, index in scene.swap_slots:
        chosen = index < counts[colour]
        image = art.tile(colour, rect.width)
        surface.blit(image, rect.move(0, -int(10 * s) if chosen else 0))
        if chosen:
            pygame.draw.rect(surface, theme.BAD, rect.move(0, -int(10 * s)).inflate(6, 6), 3, border_radius=8)
            draw_text(
                surface,
                _("give back"),
                int(15 * s),
                theme.BAD,
                (rect.centerx, rect.bottom + int(2 * s)),
                "midtop",
                bold=True,
            )


def _draw_conflict(scene: GameScene, surface: pygame.Surface, interactive: bool) -> None:
    s = _s(scene)
    state = scene.state
    c = state.conflict
    if c is None:
        return
    support = RED if c.kind == "revolt" else c.colour
    if c.kind == "revolt":
        title = _("Revolt of the {leaders}").format(leaders=_plural(c.colour))
    else:
        title = _("War of the {leaders}").format(leaders=_plural(c.colour))
    seat = state.to_move
    if interactive:
        held = state.hand(seat)[support]
        sub = ngettext(
            "You hold {n} {colour} tile. Ties go to the defender.",
            "You hold {n} {colour} tiles. Ties go to the defender.",
            held,
        ).format(n=held, colour=colour_word(support))
    elif len(state.legal_actions()) == 1:
        sub = _("{who} has no {colour} tile to commit.").format(
            who=scene.names[seat], colour=colour_word(support)
        )
    else:
        sub = _("{who} is choosing support…").format(who=scene.names[seat])
    p = _panel_frame(scene, surface, title, sub)
    col_w = (p.width - int(60 * s)) // 2
    top = p.top + int(80 * s)
    for i, (who, base, committed, role) in enumerate(
        (
            (c.attacker, c.attacker_base, c.attacker_commit, _("attacker")),
            (c.defender, c.defender_base, -1, _("defender")),
        )
    ):
        x = p.left + int(20 * s) + i * (col_w + int(20 * s))
        box = pygame.Rect(x, top, col_w, int(100 * s))
        mine = interactive and who == seat
        pygame.draw.rect(surface, (30, 40, 56), box, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD if mine else theme.PANEL_EDGE, box, 2, border_radius=10)

        icon = art.leader(c.colour, state.dynasties[who], int(44 * s))
        surface.blit(icon, (box.left + int(8 * s), box.top + int(8 * s)))
        tx = box.left + int(60 * s)
        draw_text(
            surface,
            scene.names[who],
            int(20 * s),
            theme.TEXT,
            (tx, box.top + int(10 * s)),
            bold=True,
            max_width=box.right - tx - 6,
        )
        # In the side's colour, as its leader is ringed on the board.
        side = theme.GOLD if i == 0 else theme.BAD
        draw_text(surface, role, int(16 * s), side, (tx, box.top + int(32 * s)))
        if mine:
            committed = scene.commit_count
        extra = "?" if committed < 0 else str(committed)
        total = "?" if committed < 0 else str(base + committed)
        draw_text(
            surface,
            _("strength {base} + support {extra} = {total}").format(base=base, extra=extra, total=total),
            int(18 * s),
            theme.TEXT,
            (box.left + int(10 * s), box.top + int(56 * s)),
            max_width=box.width - 16,
        )
        if mine:
            draw_text(
                surface,
                _("choose below"),
                int(16 * s),
                theme.GOLD,
                (box.left + int(10 * s), box.top + int(78 * s)),
            )


def _draw_choice(scene: GameScene, surface: pygame.Surface, phase) -> None:
    from .game_scene import Phase

    if phase == Phase.WAR:
        _panel_frame(
            scene,
            surface,
            _("Choose the next war"),
            _("The tile united kingdoms with several rival pairs. Which is fought first?"),
        )
    elif phase == Phase.MONUMENT:
        _panel_frame(
            scene,
            surface,
            _("Build a monument?"),
            _("Four tiles of one colour form a square. Its leaders score from the monument each turn."),
        )
    else:
        _panel_frame(
            scene,
            surface,
            _("Take a treasure"),
            _("Your trader's kingdom holds two or more treasures. Click one (gold) or choose below."),
        )


def _draw_curtain(scene: GameScene, surface: pygame.Surface) -> None:
    s = _s(scene)
    seat = scene.state.to_move
    p = scene.rects["panel"]
    shade = pygame.Surface(scene.rects["board"].size, pygame.SRCALPHA)
    shade.fill((10, 12, 18, 215))
    surface.blit(shade, scene.rects["board"])
    panel(
        surface, p, theme.PANEL, theme.DYNASTY_ACCENT.get(scene.state.dynasties[seat], theme.GOLD), radius=16
    )
    icon = art.dynasty_badge(scene.state.dynasties[seat], int(70 * s))
    surface.blit(icon, icon.get_rect(midtop=(p.centerx, p.top + int(18 * s))))
    draw_text(
        surface,
        _("Pass the screen to {who}").format(who=scene.names[seat]),
        int(34 * s),
        theme.GOLD,
        (p.centerx, p.top + int(100 * s)),
        "midtop",
        bold=True,
        max_width=p.width - 30,
    )
    draw_wrapped(
        surface,
        _("{who}: show your tiles when no one else can see the screen.").format(who=scene.names[seat]),
        int(20 * s),
        theme.TEXT,
        pygame.Rect(p.left + int(30 * s), p.top + int(146 * s), p.width - int(60 * s), int(60 * s)),
        align="center",
    )


def _draw_tooltip(scene: GameScene, surface: pygame.Surface) -> None:
    s = _s(scene)
    preview = scene.preview
    size = int(19 * s)
    lines = []
    for text in preview.text.split("\n"):
        lines += wrap(text, size, int(320 * s))
    width = max(theme.font(size).size(t)[0] for t in lines) + int(20 * s)
    height = len(lines) * (int(size * 0.82) + 4) + int(14 * s)
    rect = pygame.Rect(0, 0, width, height)
    bv = scene.board_view
    cell = bv.cell_rect(scene.hover_cell)
    board = scene.rects["board"]
    # Keep clear of the kingdom the move would join (its outline is the point of the preview):
    # above, below, right or left of the cell, whichever hides the fewest of its cells.
    kingdom = [bv.cell_rect(c) for c in bits(scene.preview.outline)] if scene.preview.outline else []
    candidates = []
    for anchor, pos in (
        ("midbottom", (cell.centerx, cell.top - 6)),
        ("midtop", (cell.centerx, cell.bottom + 6)),
        ("midleft", (cell.right + 6, cell.centery)),
        ("midright", (cell.left - 6, cell.centery)),
    ):
        candidate = rect.copy()
        setattr(candidate, anchor, pos)
        candidate.clamp_ip(board)
        covered = sum(1 for r in kingdom if candidate.colliderect(r)) + 100 * candidate.colliderect(cell)
        candidates.append((covered, len(candidates), candidate))
    rect = min(candidates)[2]
    pygame.draw.rect(surface, (16, 20, 28), rect, border_radius=8)
    pygame.draw.rect(surface, theme.BAD if preview.warning else theme.GOLD, rect, 2, border_radius=8)
    y = rect.top + int(7 * s)
    for text in lines:
        draw_text(surface, text, size, theme.TEXT, (rect.left + int(10 * s), y))
        y += int(size * 0.82) + 4


def _draw_help(scene: GameScene, surface: pygame.Surface) -> None:
    s = _s(scene)
    board = scene.rects["board"]
    rect = board.inflate(-int(60 * s), -int(40 * s))
    seen: dict[str, list[str]] = {}
    for key, (_command, text) in KEYMAP.items():
        name = pygame.key.name(key).upper()
        names = seen.setdefault(_(text), [])
        if not name.startswith("[") and name != "EQUALS" and len(names) < 2:  # not the keypad twins
            names.append(name)
    items = list(seen.items()) + [
        (_("cancel the selection"), [_("right click")]),
        (_("move a leader: click it on the board"), [_("click")]),
        (_("scroll the log"), [_("wheel")]),
    ]
    cols = 2
    per = math.ceil(len(items) / cols)
    available = rect.height - int(70 * s)
    step = min(int(30 * s), available // per)
    rect.height = int(76 * s) + per * step
    rect.centery = board.centery
    panel(surface, rect, theme.PANEL, theme.GOLD)
    draw_text(
        surface,
        _("Keyboard shortcuts"),
        int(28 * s),
        theme.GOLD,
        (rect.centerx, rect.top + int(12 * s)),
        "midtop",
        bold=True,
    )
    size = max(12, min(int(21 * s), int(step * 0.95)))
    col_w = (rect.width - int(40 * s)) // cols
    key_w = int(150 * s)
    for i, (text, keys) in enumerate(items):
        col, row = i // per, i % per
        x = rect.left + int(20 * s) + col * col_w
        y = rect.top + int(58 * s) + row * step
        draw_text(surface, " / ".join(keys), size, theme.GOLD, (x, y), bold=True, max_width=key_w - 8)
        draw_text(surface, text, size, theme.TEXT, (x + key_w, y), max_width=col_w - key_w - 10)


def _plural(colour: int) -> str:
    from .log_text import LEADER_PLURALS

    return _(LEADER_PLURALS[colour])
