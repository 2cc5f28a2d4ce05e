"""A table's drawing: a still layer (board, pieces, bars, seats, the mode's slot, the
panel's texts, the curtain), cached until something in it changes, then what moves
(highlights, animations, banners, the summary card, buttons, hover cards)."""

from __future__ import annotations

import pygame

from .. import anims, theme
from ..hover_card import draw_card
from ..log_view import clamp_scroll, draw_log
from ..overlay import Overlay
from ..turn import Phase
from . import banners, bottom_bar, curtain, top_bar


class TableDrawing:
    """Mixed into `TableScene` (its drawing, apart from its input and its model)."""

    def overlay(self, alpha: float) -> Overlay:
        viewer = self.viewer if self.session.humans else -1
        o = Overlay(time=self.time, recent=self.recent.get(viewer, 0), show_kingdoms=self.show_kingdoms)
        if self.show_kingdoms:
            o.names = list(self.names)
        phase = self.phase()
        for anim in self.anim_list:
            anim.mark(o, alpha)
        if phase == Phase.CURTAIN:
            pass
        elif phase == Phase.REPLAY:
            o.recent = 0
        else:
            o.marks = self.since.marks(self.viewer) if self.viewer >= 0 else 0
            if self.panel is not None:
                self.panel.overlay(o)
        self.mode.overlay(o)
        return o

    def _still_key(self, hidden: int) -> tuple:
        state = self.state
        return (
            self.app.size,
            self.revision,
            self.phase(),
            self.viewer,
            self.panel.name if self.panel else "",
            self.panel.still_key() if self.panel else (),
            self.show_kingdoms,
            self.log_scroll,
            len(self.log),
            hidden,
            state.to_move,
            bool(self.end_armed),
            id(self.summary),
            self.board.cell,
        ) + self.mode.still_key()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The still layer (cached until something changes), then what moves."""
        overlay = self.overlay(alpha)
        key = self._still_key(overlay.hidden)
        still = self.still_layer
        if still is None or still.get_size() != surface.get_size() or self.still_key != key:
            if still is None or still.get_size() != surface.get_size():
                still = self.still_layer = pygame.Surface(surface.get_size()).convert()
            self.still_key = key
            self._draw_still(still, overlay)
        surface.blit(still, (0, 0))
        s = self.regions.scale
        self.board.draw_moving(surface, self.state, overlay)
        for box in self._boxes_over_board():
            surface.blit(still, box, box)  # what moves on the board stays under them
        self.mode.draw_thinking(surface, s)
        for anim in self.anim_list:
            if not isinstance(anim, anims.Banner):
                anim.draw(surface, alpha)
        for anim in banners.running(self):
            if isinstance(anim, anims.Banner):
                anim.draw(surface, alpha)
        if self.summary is not None and self.phase() == Phase.DECIDE:
            self.summary.draw(surface, self)
        self.buttons.draw(surface, int(20 * s))
        if self.panel is not None and self.phase() in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            self.panel.draw_moving(surface, alpha)  # over its buttons (a monument's picture)
        tip = self.panel.tooltip() if self.panel is not None and self.phase() == Phase.DECIDE else None
        if tip is not None:
            # A move's preview: over the cells, never over the coordinates the player reads.
            draw_card(surface, tip, self.regions.board, s, self.board.rect.clip(self.regions.board))
        elif self.card is not None:
            # A card about the board stays over the board (never over the log or the seats).
            # Anything else: anywhere below the top bar.
            on_board = self.regions.board.colliderect(self.card.anchor)
            w, h = surface.get_size()
            below_top = pygame.Rect(0, self.regions.top.bottom, w, h - self.regions.top.bottom)
            draw_card(surface, self.card, self.regions.board if on_board else below_top, s)

    def _boxes_over_board(self) -> list[pygame.Rect]:
        """The boxes the still layer draws over the board (the decision's panel, the hot
        seat's curtain): nothing the board draws each frame (highlights, a capital's name)
        shows through them."""
        phase = self.phase()
        boxes = []
        if self.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            if self.panel.rect is not None:
                boxes.append(self.panel.rect.inflate(8, 8))
        elif phase == Phase.CURTAIN:
            boxes.append(curtain.box(self).inflate(8, 8))
        return [box.clip(self.regions.board) for box in boxes]

    def _draw_still(self, surface: pygame.Surface, overlay: Overlay) -> None:
        lay = self.regions
        theme.table(surface, lay.board)
        self.board.draw_still(surface, self.state, overlay)
        top_bar.draw(surface, self)
        self.mode.draw_side(surface)
        bottom_bar.draw(surface, self)
        self.mode.draw_bottom(surface)
        phase = self.phase()
        if self.panel is not None and phase in (Phase.DECIDE, Phase.COMPUTER, Phase.FORCED):
            self.panel.draw_still(surface)
        elif phase == Phase.CURTAIN:
            curtain.draw(surface, self)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log in its region (the game's slot below the seats)."""
        lay = self.regions
        draw_log(surface, self.log, self.colours, lay.log, lay.scale, self.log_scroll, self.replay_lines())

    def clamp_log(self, scroll: int) -> int:
        return clamp_scroll(self.log, self.colours, self.regions.log, self.regions.scale, scroll)

