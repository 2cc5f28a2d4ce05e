"""The presentation of Tigris & Euphrates: what the shell asks, answered by
this folder's modules (see `game/client/presentation.py`)."""

from __future__ import annotations

import pygame

from .. import rules_book, theme
from ..i18n import N_, _
from ..presentation import (
    GamePresentation,
    Panel,
    Parts,
    SetupOption,
    Table,
    Topic,
    draw_score_columns,
    score_column,
    status_line,
)
from ..widgets import draw_text
from . import animate, art, cards, end_table, rules_sections, seat, tray, variant_rules, variant_setup
from .action_panel import ActionPanel
from .board import BoardView
from .choice_panel import ChoicePanel
from .conflict_panel import ConflictPanel
from .rules_art import TigrisDiagramArt
from .supply_marks import supply_marks
from .variant_panel import VARIANT_DECISIONS, VariantPanel


class TigrisPresentation(GamePresentation):
    name = "tigris"
    title = "Tigris & Euphrates"
    dynasty_colours = art.DYNASTY_COLOURS
    # The shell's questions answered by Tigris & Euphrates' own modules (the other game's folder has
    # modules of the same names and roles, and names them the same way).
    parts = Parts(
        new_board=BoardView,
        dynasty_badge=art.dynasty_badge,
        seat_layout=seat.seat_layout,
        draw_seat=seat.draw_seat,
        tray_layout=tray.tray_layout,
        present=animate.present,
        card_at=cards.card_at,
        draw_final=end_table.draw_table,
        end_reason=end_table.end_reason,
        end_notes=end_table.notes,
    )
    keymap = {
        pygame.K_1: ("tile:black", N_("select a black tile (settlement)")),
        pygame.K_2: ("tile:red", N_("select a red tile (temple)")),
        pygame.K_3: ("tile:blue", N_("select a blue tile (farm)")),
        pygame.K_4: ("tile:green", N_("select a green tile (market)")),
        pygame.K_k: ("leader:king", N_("select the king")),
        pygame.K_p: ("leader:priest", N_("select the priest")),
        pygame.K_f: ("leader:farmer", N_("select the farmer")),
        pygame.K_t: ("leader:trader", N_("select the trader")),
        pygame.K_c: ("catastrophe", N_("select a catastrophe")),
    }

    # ------------------------------------------------------------ the board and panels

    def panel(self, table: Table, decision: str | None, interactive: bool) -> Panel | None:
        if decision is None:
            return ActionPanel(table, interactive) if interactive else None
        if decision == "commit":
            return ConflictPanel(table, interactive)
        if decision in VARIANT_DECISIONS:
            return VariantPanel(table, decision, interactive)
        return ChoicePanel(table, decision, interactive)

    # ------------------------------------------------------------ seats and dynasties

    # ------------------------------------------------------------ a new game

    def setup_options(self, setup) -> list[SetupOption]:
        advanced = setup.board == "advanced"

        def toggle(setup) -> None:
            setup.board = "standard" if setup.board == "advanced" else "advanced"

        note = (
            _("The rulebook's other side: rivers and temples placed for more conflict.")
            if advanced
            else _("The board the rulebook teaches with.")
        )
        return [
            SetupOption(
                "board",
                _("Advanced board") if advanced else _("Standard board"),
                note,
                note + " " + _("Click to switch boards."),
                toggle,
            ),
            *variant_setup.setup_options(setup),
        ]

    def fit_options(self, setup) -> None:
        variant_setup.fit(setup)

    # ------------------------------------------------------------ the tray

    def draw_tray(
        self, surface, table, parts: tray.TrayParts, seat_index: int, selection, dim: int = 255
    ) -> None:
        tray.draw_tray(surface, parts, table.state, seat_index, selection, table.regions.scale, dim)

    # ------------------------------------------------------------ words on screen

    def status(self, state, names) -> str:
        """The top bar: who decides what now."""
        return status_line(state, names, {
            "commit": _("{who} commits support"),
            "war": _("{who} chooses the next war"),
            "monument": _("{who} may build a monument"),
            "treasure": _("{who} takes a treasure"),
            "building": _("{who} may build"),
            "wonder": _("{who} may build"),
            "wonder-point": _("{who} takes the wonder's point"),
        })

    def info(self, state) -> str:
        return _("Bag {n} · Treasures {t}").format(n=state.bag_count, t=state.treasures.bit_count())

    def info_marks(self, state, height: int) -> pygame.Surface:
        return supply_marks(state, height)

    # ------------------------------------------------------------ events, cards, rules

    def rules_topics(self) -> list[Topic]:
        # The optional variants' pages follow the rules' (`variant_rules.py`).
        basic = rules_book.topics(rules_sections.SECTIONS, TigrisDiagramArt(), self.context)
        return basic + variant_rules.topics()

    # ------------------------------------------------------------ the end

    def result_rule(self) -> str:
        return _("Each player's result is their weakest colour, treasures included.")

    # ------------------------------------------------------------ lessons

    def draw_lesson_scores(self, surface, table, seat_index: int, rect: pygame.Rect, s: float) -> pygame.Rect:
        """The four colours, then the treasures taken (dimmed at the end: by then they
        are in the colours, in gold)."""
        box = int(13 * s)
        reserve = score_column(box, s, max(len(str(n)) for n in table.state.treasures_taken))
        used = draw_score_columns(surface, table.state, seat_index, rect, s, list(theme.PIECE), reserve)
        x = rect.right - reserve
        gem = art.treasure(box)
        surface.blit(gem, gem.get_rect(midleft=(x, rect.centery)))
        state = table.state
        draw_text(
            surface,
            str(state.treasures_taken[seat_index]),
            theme.small(16, s),
            theme.TEXT_DIM if state.is_over else theme.TEXT,
            (x + box + int(3 * s), rect.centery),
            "midleft",
            bold=True,
        )
        return used.union(pygame.Rect(x, rect.top, reserve, rect.height))


PRESENTATION = TigrisPresentation()
