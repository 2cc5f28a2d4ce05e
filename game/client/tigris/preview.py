"""What a move would do, said before it is made: the hover preview of a lit
cell, and the harm a move does its own mover (a leader that loses its
temple, a kingdom left open, red tiles given away before a likely revolt).

Everything is found by applying the move to a copy of the state, so the
engine decides; this module only reads the events and the copy.
"""

from __future__ import annotations

from game.engine.grid import bit_list, cell_name
from game.engine.tigris import Action
from game.engine.tigris import events as ev
from game.engine.tigris.actions import CATASTROPHE, LEADER, TILE, WITHDRAW
from game.engine.tigris.pieces import BLACK, RED

from .. import move_preview
from ..concern import concerned_cells
from ..i18n import _, listing, ngettext
from ..move_preview import Preview
from .variant_words import preview_lines as variant_preview_lines
from .words import colour_word, leader_word, leaders_word


def own_losses(events: list, seat: int) -> tuple[list[str], int]:
    """The mover's leaders that a move sends home (not by choice), in words, and their cells."""
    return move_preview.own_losses(
        events, seat, ev.LeaderRemoved, ev.WITHDRAWN, ev.NO_TEMPLE,
        _("Your {leader} on {cell} loses its last temple and goes home"),
        _("Your {leader} on {cell} leaves the board"),
        leader_word,
    )


def left_open(state, trial, action: Action) -> list[str]:
    """A leader moved away or withdrawn leaves what was its kingdom without it: others'
    leaders of its colour may then come in without a revolt."""
    seat = state.to_move
    colour = action.value
    if action.kind not in (LEADER, WITHDRAW):
        return []
    old = state.leader_cell(seat, colour)
    if old < 0:
        return []
    kingdom = state.kingdom_of(old)
    if kingdom is None:
        return []
    rest = kingdom.mask & ~(1 << old)
    if not rest:
        return []  # it stood alone: nothing is left behind
    new = trial.leader_cell(seat, colour)
    if new >= 0 and (trial.kingdom_of(new) is not None) and rest & trial.kingdom_of(new).mask:
        return []  # it stays in (a part of) the same kingdom
    return [
        _("Your {leader} leaves its kingdom by {cell}: rival {leaders} can enter it without a revolt").format(
            leader=leader_word(colour), cell=cell_name(old), leaders=leaders_word(colour)
        )
    ]


def predict(state, action: Action, names) -> Preview:
    """What `action` would do, from the engine applied to a copy."""
    seat = state.to_move
    trial = state.copy()
    events = trial.apply(action)
    lines: list[str] = []
    warning = False
    for event in events:
        if isinstance(event, ev.ConflictStarted):
            warning = True
            if event.kind == ev.REVOLT:
                lines.append(
                    _("Revolt! your {leader} ({a}) against {owner} ({d})").format(
                        leader=leader_word(event.colour),
                        a=event.attacker_strength,
                        owner=names.possessive(event.defender, alone=True),
                        d=event.defender_strength,
                    )
                )
            else:
                lines.append(
                    _("War of the {leaders}: {a} {sa} : {sd} {d}").format(
                        leaders=leaders_word(event.colour),
                        a=names[event.attacker],
                        sa=event.attacker_strength,
                        d=names[event.defender],
                        sd=event.defender_strength,
                    )
                )
        elif isinstance(event, ev.Unified):
            warning = True
            lines.append(_("Unites two kingdoms"))
        elif isinstance(event, ev.Scored) and event.reason == "tile":
            who = _("you") if event.seat == seat else names[event.seat]
            lines.append(_("+1 {colour} point for {who}").format(colour=colour_word(event.colour), who=who))
        elif isinstance(event, ev.LeaderRemoved) and event.reason == ev.NO_TEMPLE and event.seat != seat:
            warning = True
            lines.append(
                _("{whose} {leader} loses its temple").format(
                    whose=names.possessive(event.seat, True),
                    leader=leader_word(event.leader),
                )
            )
        elif isinstance(event, ev.CatastrophePlaced) and event.destroyed >= 0:
            lines.append(_("Destroys a {colour} tile").format(colour=colour_word(event.destroyed)))
    if trial.pending == "war":
        warning = True
        lines.append(_("Several wars: you choose the order"))
    if trial.pending == "monument":
        lines.append(_("Completes a square: you may build a monument"))
    lines += variant_preview_lines(events, trial.pending, seat, names)
    if trial.pending == "treasure" or any(isinstance(e, ev.TreasureTaken) for e in events):
        lines.append(_("A treasure will be taken"))
    outline = 0
    unified = any(isinstance(e, ev.Unified) for e in events)
    conflict = any(isinstance(e, ev.ConflictStarted) for e in events) or trial.pending == "war"
    if unified and not conflict:
        lines.append(_("No rival leaders meet: no war, and the tile scores no point"))
    if action.kind in (TILE, LEADER):
        kingdom = trial.kingdom_of(action.cell)
        outline = kingdom.mask if kingdom else 0
        scored = any(isinstance(e, ev.Scored) and e.reason == "tile" for e in events)
        if action.kind == TILE and not kingdom and not lines:
            lines.append(_("Outside every kingdom: no point"))
        elif action.kind == TILE and not scored and not unified:
            # The engine gave nobody the point: say why, from what the kingdom holds.
            lines.insert(
                0,
                _("No point: this kingdom has no king")
                if action.value == BLACK
                else _("No point: this kingdom has no {leader} and no king").format(
                    leader=leader_word(action.value)
                ),
            )
        if action.kind == LEADER and not conflict:
            if not warning:
                lines.insert(0, _("No rival {leader} here").format(leader=leader_word(action.value)))
            strength = trial.revolt_strength(action.cell)
            lines.append(
                ngettext(
                    "Revolt strength here: {n} temple beside it",
                    "Revolt strength here: {n} temples beside it",
                    strength,
                ).format(n=strength)
            )
    if action.kind == CATASTROPHE and not lines:
        lines.append(_("Blocks this cell for the rest of the game"))
    harms, cells = own_losses(events, seat)
    harms += left_open(state, trial, action)
    concern = concerned_cells(events, trial, action.cell if action.kind != WITHDRAW else -1, state)
    return Preview("\n".join(lines), warning or bool(harms), outline, harms, cells, concern | cells)


def monument_harm(state, action: Action) -> tuple[str, int]:
    """What building this monument costs its builder: their leaders whose last temples it
    turns face down (a red monument), as a short phrase, and their cells."""
    seat = state.to_move
    trial = state.copy()
    harms, cells = own_losses(trial.apply(action), seat)
    if not cells:
        return "", 0
    leaders = [leader_word(state.leader_colour(state.leader_at(c))) for c in bit_list(cells)]
    return _("costs your {leaders}").format(leaders=listing(leaders)), cells


def swap_harm(state, counts: list[int]) -> str:
    """What a swap gives away that the mover may need on a rival's next turn: red tiles while
    a rival could start a revolt against one of the mover's leaders (the engine's
    `revolt_threats`), and tiles of a leader's colour while a tile could bring that leader
    to war (`war_threats`)."""
    warnings = []
    if counts[RED]:
        threats = state.revolt_threats(state.to_move)
        if threats:
            leaders = sorted({leader_word(colour) for colour, _attacker in threats})
            warnings.append(ngettext(
                "You give away {n} red tile, which defends in revolts: a rival could attack your "
                "{leaders} next turn.",
                "You give away {n} red tiles, which defend in revolts: a rival could attack your "
                "{leaders} next turn.",
                counts[RED],
            ).format(n=counts[RED], leaders=listing(leaders)))
    at_war = sorted({colour for colour, _rival in state.war_threats(state.to_move) if counts[colour]})
    if at_war:
        warnings.append(_(
            "You give away tiles that would support your {leaders} in a war: one tile could join "
            "their kingdom to a rival's next turn."
        ).format(leaders=listing(leader_word(colour) for colour in at_war)))
    return " ".join(warnings)
