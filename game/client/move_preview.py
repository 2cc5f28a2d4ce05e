"""What both games' previews of a move share (each game's `preview.py` reads its own
engine's events): the preview itself, and the mover's leaders the move would send home."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.grid import cell_name


@dataclass
class Preview:
    text: str  # what would happen, one line each
    warning: bool  # a conflict (or a union): worth a second look
    outline: int  # cells to outline (the kingdom the piece would be in)
    harms: list[str] = field(default_factory=list)  # what it would cost the mover, in words
    harm_cells: int = 0  # where (the mover's leaders that would leave)
    cells: int = 0  # what it speaks of (`concern.concerned_cells`): its card never hides them


def own_losses(
    events: list, seat: int, removed: type[Any], withdrawn: Any, stranded: Any,
    stranded_text: str, left_text: str, leader_word: Callable[[int], str],
) -> tuple[list[str], int]:
    """The mover's leaders a move sends home (not by choice), in words, and their cells: the
    game's `removed` events of `seat` for another reason than `withdrawn`, said with
    `stranded_text` when the reason is `stranded` (its last temple or black tile lost), else
    with `left_text` (both formatted with the leader's word and the cell)."""
    harms, cells = [], 0
    for event in events:
        if isinstance(event, removed) and event.seat == seat and event.reason != withdrawn:
            cells |= 1 << event.cell
            text = stranded_text if event.reason == stranded else left_text
            harms.append(text.format(leader=leader_word(event.leader), cell=cell_name(event.cell)))
    return harms, cells
