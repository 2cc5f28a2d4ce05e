"""What a board draws on top of its pieces in one frame.

The shell fills the parts every game has (the time, what the others did,
where something of the viewer's left, pieces appearing), the panel of the
decision being made fills the rest (cells lit for a piece, the piece under
the pointer, a conflict's two sides), and the game's board view draws it in
its own geometry. Cells are the engine's cell codes; masks are bit sets.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from . import theme


@dataclass
class Overlay:
    targets: int = 0  # cells where the chosen piece may go (or the pending choice's cells)
    target_colour: tuple = theme.HIGHLIGHT
    selected: int = -1  # a piece on the board that is chosen (to move it)
    conflicts: int = 0  # lit cells where the chosen piece would start a revolt or a war (drawn red)
    hover: int = -1  # the lit cell under the pointer
    ghost: pygame.Surface | None = None  # the chosen piece, shown faintly under the pointer
    outline: int = 0  # cells to outline (the kingdom a move would join)
    show_kingdoms: bool = False
    names: list[str] = field(default_factory=list)  # the seats' names (the kingdoms view's key)
    blocks: list[int] = field(default_factory=list)  # groups of cells framed as one (a monument's square)
    pops: dict[int, float] = field(default_factory=dict)  # cell -> scale of a piece appearing
    rises: dict[int, float] = field(default_factory=dict)  # cell -> height (0..1) of a piece rising
    hidden: int = 0  # cells whose pieces an animation draws instead
    recent: int = 0  # cells the other players changed since the viewer last decided
    marks: int = 0  # cells where a piece of the viewer's left the board since their last decision
    warn: int = 0  # cells a move under the pointer would cost the mover (its own leaders)
    fighters: list[tuple[int, tuple]] = field(default_factory=list)  # (cell, colour): a conflict's leaders
    support: list[tuple[int, tuple]] = field(default_factory=list)  # (cells, colour): what each side counts
    glow: list[int] = field(default_factory=list)  # cells a lesson points at
    time: float = 0.0
