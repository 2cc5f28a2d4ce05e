"""What a move would do, said before it is made: the hover preview of a lit
cell (points, a revolt, a war, a pagoda, a market pick, the blue chain) and
the harm a move does its own mover (a leader that goes home, a pagoda of
theirs that goes back to the supply).

Everything is found by applying the move to a copy of the state, so the
engine decides; this module only reads the events and the copy.
"""

from __future__ import annotations

from game.engine.grid import cell_name
from game.engine.yangtze import events as ev
from game.engine.yangtze.actions import LEADER, TILE, Action
from game.engine.yangtze.pieces import BLUE, GREEN

from .. import move_preview
from ..concern import concerned_cells
from ..i18n import _, ngettext, pgettext
from ..move_preview import Preview
from .words import colour_word, kingdom_words, leader_word, pagoda_word, war_title


def own_losses(events: list, seat: int) -> tuple[list[str], int]:
    """The mover's leaders a move sends home (not by choice), in words, and their cells."""
    return move_preview.own_losses(
        events, seat, ev.LeaderRemoved, ev.WITHDRAWN, ev.NO_BLACK,
        _("Your {leader} on {cell} loses its last black tile and goes home"),
        pgettext("yangtze", "Your {leader} on {cell} leaves the board"),
        leader_word,
    )


def predict(state, action: Action, names) -> Preview:
    """Apply `action` to a copy and say what follows: who scores, a revolt or a war (with
    each side's strength), the pagoda, market pick or blue chain it would offer."""
    seat = state.to_move
    trial = state.copy()
    events = trial.apply(action, hold_turn_end=True)
    lines: list[str] = []
    warning = False
    for event in events:
        if isinstance(event, ev.Scored):
            lines.append(
                ngettext(
                    "{who} scores {n} {colour} point", "{who} scores {n} {colour} points", event.points
                ).format(who=names[event.seat], n=event.points, colour=colour_word(event.colour))
            )
        elif isinstance(event, ev.WarStarted):
            warning = True
            lines.append(war_title(event.colours))
            lines.append(
                _("Red tiles: {sides}").format(
                    sides=" · ".join(
                        _("{kingdom}: {n}").format(
                            kingdom=kingdom_words(event.kingdoms, event.seats, k, names), n=s
                        )
                        for k, s in zip(event.kingdoms, event.strengths, strict=True)
                    )
                )
            )
            lines.append(_("Then every player may support one kingdom"))
        elif isinstance(event, ev.ConflictStarted):
            warning = True
            lines.append(
                _(
                    "Revolt! Your {leader} {sa} against {owner} {sd} "
                    "(black tiles beside each; an off-board governor adds 1)"
                ).format(
                    leader=leader_word(event.colour),
                    sa=event.attacker_strength,
                    owner=names[event.defender],
                    sd=event.defender_strength,
                )
            )
        elif isinstance(event, ev.PeasantsRevolt):
            lines.append(
                _("Removes the {colour} tile on {cell}").format(
                    colour=colour_word(event.colour), cell=cell_name(event.cell)
                )
            )
        elif isinstance(event, ev.PagodaReturned):
            lines.append(
                _("The {pagoda} on it goes back to the supply").format(pagoda=pagoda_word(event.colour))
            )
        elif isinstance(event, ev.PagodaBuilt):
            lines.append(_("Builds the {pagoda}").format(pagoda=pagoda_word(event.colour)))
        elif isinstance(event, ev.LeaderRemoved) and event.seat != seat and event.reason == ev.NO_BLACK:
            lines.append(
                _("{whose} {leader} on {cell} goes home (no black tile beside it)").format(
                    whose=names[event.seat], leader=leader_word(event.leader), cell=cell_name(event.cell)
                )
            )
    pending = trial.pending
    colour = trial.tile_at(action.cell) if action.kind == TILE else -1
    if pending == "pagoda":
        lines.append(_("Completes a triangle: you may build a pagoda on it"))
    if colour == GREEN and pending in ("pagoda", "market", "support", "winner", "lose"):
        if trial.war is not None:
            lines.append(_("Green: after the war you may take a tile from the market"))
        else:
            lines.append(_("Green: you may then take a tile from the market"))
    if colour == BLUE and pending == "pagoda":
        lines.append(_("Blue: without a pagoda you may then place another blue tile beside it"))
    elif pending == "chain":
        lines.append(_("Blue: you may then place another blue tile beside it"))
    if action.kind == TILE and not warning and not any(isinstance(e, ev.Scored) for e in events):
        # A tile that scores nothing: said, so silence is never a question.
        lines.insert(0, _("Scores nothing: no leader of its kingdom takes the point"))
    if action.kind == LEADER and not warning:
        strength = trial.revolt_strength(action.cell)
        lines.append(
            ngettext(
                "Revolt strength here: {n} (the black tile beside it)",
                "Revolt strength here: {n} (the black tiles beside it)",
                strength,
            ).format(n=strength)
        )
    harms, cells = own_losses(events, seat)
    outline = 0
    cell = action.cell
    if cell >= 0 and trial.war is None:
        kingdom = trial.kingdom_of(cell)
        if kingdom is not None:
            outline = kingdom.mask
    concern = concerned_cells(events, trial, cell, state)
    return Preview("\n".join(lines), warning, outline, harms, cells, concern | cells)
