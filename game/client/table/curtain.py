"""The hot seat's curtain: the board shaded, "Pass the screen to …", what the person
missed since their last turn, and the button that shows their tiles."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import N_, _, in_context
from ..summary import Line, draw_lines, fit_lines
from ..table_layout import place_panel
from ..widgets import Button, draw_text, draw_wrapped, panel, rendered, wrapped_height


def width(table) -> int:
    s = table.regions.scale
    return min(int(620 * s), table.regions.board.width - 40)


def explanation(table, person: int) -> str:
    return in_context(
        table.presentation.context, N_("{who}: show your tiles when no one else can see the screen.")
    ).format(who=table.names.plain[person])


def parts(table, person: int) -> tuple[int, list[Line], int]:
    """The curtain's height above its "Since your last turn" list, the list's lines that
    fit the board at a readable size (`fit_lines`: at 800×500 seven lines at the window's
    scale were drawn under theme.SMALLEST) and the height below it (the button)."""
    s = table.regions.scale
    wide = width(table)
    said = wrapped_height(explanation(table, person), theme.small(20, s), wide - int(60 * s))
    heading = max(int(26 * s), rendered("Ag", theme.small(19, s), theme.GOLD, True).get_height() + 4)
    top = int(150 * s) + said + int(10 * s) + heading
    bottom = int(12 * s) + int(48 * s) + int(24 * s)
    room = table.regions.board.height - int(20 * s) - top - bottom
    lines = table.turns.summary_lines(person)
    shown = fit_lines(lines, theme.small(18, s), wide - int(68 * s), room, int(8 * s))
    return top, shown, bottom


def box(table) -> pygame.Rect:
    s = table.regions.scale
    person = table.turns.to_show()
    if not table.turns.summary_lines(person):
        height = int(300 * s)
    else:
        top, shown, bottom = parts(table, person)
        height = top + sum(h for _text, _important, h in shown) + bottom
    return place_panel(table.regions.board, (width(table), height), None, s)


def reveal_button(table) -> Button:
    """ "Show Bull's tiles", at the curtain's foot."""
    s = table.regions.scale
    show = Button(
        # In the game's own word for its pieces («тайлы» in Yellow & Yangtze's Russian).
        in_context(table.presentation.context, N_("Show {whose} tiles")).format(
            whose=table.names.possessive(table.turns.to_show())
        ),
        table.reveal,
        primary=True,
        hotkey="Enter",
        name="reveal",
    )
    area = box(table)
    show.rect = pygame.Rect(0, 0, int(min(380 * s, area.width - 40)), int(48 * s))
    show.rect.midbottom = (area.centerx, area.bottom - int(24 * s))
    return show


def draw(surface: pygame.Surface, table) -> None:
    lay = table.regions
    s = lay.scale
    state = table.session.state
    seat = table.turns.to_show()
    shade = pygame.Surface(lay.board.size, pygame.SRCALPHA)
    shade.fill((10, 12, 18, 220))
    surface.blit(shade, lay.board)
    area = box(table)
    panel(surface, area, theme.PANEL, table.colours[seat], radius=16)
    icon = table.presentation.dynasty_badge(state.dynasties[seat], int(70 * s))
    pygame.draw.circle(surface, table.colours[seat], (area.centerx, area.top + int(54 * s)), int(44 * s))
    surface.blit(icon, icon.get_rect(center=(area.centerx, area.top + int(54 * s))))
    draw_text(
        surface,
        _("Pass the screen to {who}").format(who=table.names[seat]),
        int(34 * s),
        theme.GOLD,
        (area.centerx, area.top + int(106 * s)),
        "midtop",
        bold=True,
        max_width=area.width - 30,
        display=True,
    )
    y = area.top + int(150 * s)
    y += draw_wrapped(
        surface,
        explanation(table, seat),
        theme.small(20, s),
        theme.TEXT,
        pygame.Rect(area.left + int(30 * s), y, area.width - int(60 * s), int(60 * s)),
        align="center",
    )
    if not table.turns.summary_lines(seat):
        return
    top, shown, _bottom = parts(table, seat)
    draw_text(
        surface,
        _("Since your last turn"),
        theme.small(19, s),
        theme.GOLD,
        (area.left + int(30 * s), y + int(10 * s)),
        bold=True,
    )
    column = pygame.Rect(area.left + int(34 * s), area.top + top, width(table) - int(68 * s), 0)
    draw_lines(surface, shown, theme.small(18, s), column)
