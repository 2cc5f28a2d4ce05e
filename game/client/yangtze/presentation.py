"""The presentation of Yellow & Yangtze: what the shell asks, answered by
this folder's modules (see `game/client/presentation.py`)."""

from __future__ import annotations

import pygame

from game.engine.grid import cell_name

from .. import rules_book
from ..i18n import N_, NP_, _
from ..presentation import GamePresentation, Panel, Parts, SetupOption, Table, Topic, status_line
from . import animate, art, cards, end_table, rules_sections, seat, tray
from .action_panel import ActionPanel
from .board import BoardView
from .chain_panel import ChainPanel, MarketPanel
from .pagoda_panel import PagodaPanel
from .revolt_panel import RevoltPanel
from .rules_art import YangtzeDiagramArt
from .war_panel import WarPanel


class YangtzePresentation(GamePresentation):
    name = "yangtze"
    title = "Yellow & Yangtze"
    dynasty_colours = art.DYNASTY_COLOURS
    # The shell's questions answered by Yellow & Yangtze's own modules (the other game's folder has
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
    context = "yangtze"
    keymap = {
        pygame.K_1: ("tile:black", N_("select a black tile")),
        pygame.K_2: ("tile:red", N_("select a red tile")),
        pygame.K_3: ("tile:blue", N_("select a blue tile")),
        pygame.K_4: ("tile:green", N_("select a green tile")),
        pygame.K_5: ("tile:yellow", N_("select a yellow tile")),
        pygame.K_g: ("leader:governor", N_("select the governor")),
        pygame.K_o: ("leader:soldier", N_("select the soldier")),
        pygame.K_f: ("leader:farmer", NP_("yangtze", "select the farmer")),
        pygame.K_t: ("leader:trader", NP_("yangtze", "select the trader")),
        pygame.K_a: ("leader:artisan", N_("select the artisan")),
        pygame.K_v: ("revolt", N_("a peasants' revolt (two blue tiles)")),
        pygame.K_b: ("build", N_("build a pagoda (two green tiles)")),
    }
    # The shell's keys (`intents.KEYMAP`, `help_scene.MOUSE`) whose words differ in this game
    # («тайл», «лидер»): marked for the catalogue in its context, which the keys' help asks
    # first (`help_scene.keys_topic`, `i18n.in_context`). The farmer and trader above likewise.
    shell_key_words = (
        NP_("yangtze", "withdraw the selected leader"),
        NP_("yangtze", "swap tiles"),
        NP_("yangtze", "commit one more tile, or zoom the board in"),
        NP_("yangtze", "commit one tile fewer, or zoom the board out"),
        NP_("yangtze", "Click a piece in your tray, then a lit cell: place it"),  # help_scene.MOUSE
        NP_("yangtze", "Or drag a piece from your tray onto a lit cell"),
        NP_("yangtze", "Click one of your leaders on the board: move it (or drag it to a lit cell)"),
        NP_("yangtze", "Drag one of your leaders from the board onto its place in your tray: withdraw it"),
        # The hot-seat curtain's words (`GameScene`), likewise asked in this context first.
        NP_("yangtze", "Show {whose} tiles"),
        NP_("yangtze", "{who}: show your tiles when no one else can see the screen."),
        # A tied revolt's banner (`animate.conflict_resolved`).
        NP_("yangtze", "a tie goes to the defender"),
    )

    # ------------------------------------------------------------ the board and panels

    def panel(self, table: Table, decision: str | None, interactive: bool) -> Panel | None:
        """One panel per pending decision of the engine (`State.pending`): None (the turn's
        action), chain, market, pagoda, commit (a revolt), support, winner, lose (a war)."""
        if decision is None:
            return ActionPanel(table, interactive) if interactive else None
        if decision == "chain":
            return ChainPanel(table, interactive)
        if decision == "market":
            return MarketPanel(table, interactive)
        if decision == "pagoda":
            from game.engine.yangtze.actions import PAGODA

            return PagodaPanel(table, PAGODA, interactive)
        if decision == "commit":
            return RevoltPanel(table, interactive)
        if decision in ("support", "winner", "lose"):
            return WarPanel(table, decision, interactive)
        raise ValueError(f"Yellow & Yangtze has no decision called {decision!r}")

    # ------------------------------------------------------------ seats and dynasties

    # ------------------------------------------------------------ a new game

    def setup_options(self, setup) -> list[SetupOption]:
        two = len(setup.seats) == 2
        short = bool(setup.options.get("short"))

        def toggle(setup) -> None:
            if setup.options.get("short"):
                setup.options.pop("short", None)
            elif len(setup.seats) == 2:
                setup.options["short"] = True

        if not two:
            note = _("The short game is for two players.")
            about = note
        elif short:
            note = _("24 tiles out of the game, unseen.")
            about = _("Two players: 24 tiles are put out of the game unseen, for a shorter game.")
        else:
            note = _("Every tile is played.")
            about = _("The full game: every tile in the bag is played. Two players may choose a shorter one.")
        return [
            SetupOption(
                "short",
                _("Short game") if short and two else _("Full game"),
                note,
                about + (" " + _("Click to switch.") if two else ""),
                toggle,
                enabled=two,
            )
        ]

    def fit_options(self, setup) -> None:
        if len(setup.seats) != 2 or setup.options.get("short") is not True:  # a switch, nothing else
            setup.options.pop("short", None)

    # ------------------------------------------------------------ the tray

    def draw_tray(
        self, surface, table, parts: tray.TrayParts, seat_index: int, selection, dim: int = 255
    ) -> None:
        # The revolt and the pagoda are lit only while they can be paid for and chosen now.
        panel = getattr(table, "panel", None)
        usable = panel.usable() if isinstance(panel, ActionPanel) and panel.interactive else (False, False)
        state = table.state
        tray.draw_tray(surface, parts, state, seat_index, selection, table.regions.scale, dim, usable)

    # ------------------------------------------------------------ words on screen

    def status(self, state, names) -> str:
        """The top bar: who decides what now."""
        return status_line(state, names, {
            "commit": _("{who} commits black tiles to the revolt"),
            "support": _("{who} may support a kingdom in the war"),
            "winner": _("{who} names the winner of the tied war"),
            "lose": _("{who} removes red tiles from the winning kingdom"),
            "pagoda": _("{who} may build a pagoda"),
            "market": _("{who} may take a tile from the market"),
            "chain": _("{who} may place another blue tile"),
        })

    def info(self, state) -> str:
        text = _("Bag {n} · Pagodas built {p}").format(n=state.bag_count, p=len(state.pagodas))
        if state.war is not None:
            text += " · " + _("War at {cell}").format(cell=cell_name(state.war.cell))
        return text

    # ------------------------------------------------------------ events, cards, rules

    def rules_topics(self) -> list[Topic]:
        return rules_book.topics(rules_sections.SECTIONS, YangtzeDiagramArt(), self.context)

    # ------------------------------------------------------------ the end

    def result_rule(self) -> str:
        return _("Each player's result is their weakest colour, yellow points added to it.")


PRESENTATION = YangtzePresentation()
