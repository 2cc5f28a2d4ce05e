"""The optional variants, read literally (the rulings' "Optional variants: the details"), to
check the engine against, as `reference.py` does for the rest of the rules: lines and
pluses found by walking cells as (column, row) pairs, kingdoms by breadth-first search
(`reference.kingdoms`), nothing of the engine but the state's fields.

`check_variants(before, action, events, after)` checks, for one decision: the building's
second point for a placed tile; measured support's legal commitments; the questions after
a tile in their order (building, wonder, monument — the last only if the wonder was not
built) with their legal lists; the wonder's point at the end of a turn.
"""

from __future__ import annotations

from game.engine.grid import cell_code, cell_col, cell_name, cell_row
from game.engine.tigris import events as ev
from game.engine.tigris.actions import (
    BUILDING,
    COMMIT,
    NO_BUILDING,
    NO_WONDER,
    TILE,
    WAR,
    WONDER,
    WONDER_POINT,
    Action,
)
from game.engine.tigris.pieces import BLACK, COLOUR_NAMES, MONUMENT_NAMES
from game.engine.tigris.state import ACTION_PHASE, State
from tests.reference import _monument_options, kingdoms, neighbours

QUESTIONS = ("building", "wonder", "monument")


def line(state: State, cell: int, colour: int, dc: int, dr: int) -> set[int]:
    """The run of face-up `colour` tiles through `cell` along (dc, dr), as far as it goes."""
    width, height = state.grid.width, state.grid.height
    out = {cell}
    for sign in (1, -1):
        col, row = cell_col(cell) + sign * dc, cell_row(cell) + sign * dr
        while 0 <= col < width and 0 <= row < height and state.tile_at(cell_code(col, row)) == colour:
            out.add(cell_code(col, row))
            col, row = col + sign * dc, row + sign * dr
    return out


def building_options(state: State, placed: int) -> set[str]:
    colour = state.tile_at(placed)
    if colour < 0 or not state.variants.buildings:
        return set()
    current = state.variant_pieces.buildings[colour]
    longest = 0
    if current >= 0:
        longest = max(len(line(state, current, colour, 1, 0)), len(line(state, current, colour, 0, 1)))
    cells: set[int] = set()
    for dc, dr in ((1, 0), (0, 1)):
        here = line(state, placed, colour, dc, dr)
        if len(here) >= 3 and (current < 0 or (current not in here and len(here) > longest)):
            cells |= here
    return {f"building {COLOUR_NAMES[colour]} {cell_name(x)}" for x in cells}


def wonder_options(state: State, placed: int) -> set[str]:
    colour = state.tile_at(placed)
    if colour < 0 or not state.variants.wonder or state.variant_pieces.wonder >= 0:
        return set()
    width, height = state.grid.width, state.grid.height
    out = set()
    for centre in [placed, *neighbours(state, placed)]:
        col, row = cell_col(centre), cell_row(centre)
        if not (1 <= col <= width - 2 and 1 <= row <= height - 2):
            continue  # a centre on the edge has no plus
        if all(state.tile_at(x) == colour for x in [centre, *neighbours(state, centre)]):
            out.add(f"wonder {cell_name(centre)}")
    return out


def monument_options(state: State, placed: int) -> set[str]:
    return {f"monument {MONUMENT_NAMES[i]} {cell_name(top_left)}"
            for i, top_left in _monument_options(state, placed)}


def expected_question(state: State, placed: int, stage: str) -> tuple[str | None, set[str]]:
    """The first question from `stage` on that has an answer but "no", with its options."""
    finders = {"building": building_options, "wonder": wonder_options, "monument": monument_options}
    declines = {"building": "no building", "wonder": "no wonder", "monument": "no monument"}
    for word in QUESTIONS[QUESTIONS.index(stage):]:
        options = finders[word](state, placed)
        if options:
            return word, options | {declines[word]}
    return None, set()


def _kingdom_at(state: State, cell: int) -> set[int]:
    return next((k for k in kingdoms(state) if cell in k), set())


def check_variants(before: State, action: Action, events: list, after: State) -> None:
    scored = [e for e in events if isinstance(e, ev.Scored)]
    pieces = before.variant_pieces

    # A placed tile that scores in the kingdom of its colour's building: a second point.
    if before.phase == ACTION_PHASE and action.kind == TILE:
        tile_points = [e for e in scored if e.reason == "tile"]
        where = pieces.buildings[action.value]
        expected = []
        if tile_points and where >= 0 and where in _kingdom_at(after, action.cell):
            expected = [ev.Scored(tile_points[0].seat, action.value, 1, "building", action.cell)]
        assert [e for e in scored if e.reason == "building"] == expected, (action, expected)
    else:
        assert not [e for e in scored if e.reason == "building"]

    # Measured support: nothing, or more than the defender's base; the defender nothing or the tie.
    if after.pending == "commit":
        c = after.conflict
        have = after.hand(after.to_move)[c.support_colour]
        counts = set(range(have + 1))
        if after.variants.measured_support:
            if c.attacker_commit < 0:
                counts = {0} | {k for k in range(1, have + 1) if c.attacker_base + k > c.defender_base}
            else:
                tie = c.attacker_base + c.attacker_commit - c.defender_base
                counts = {0} | ({tie} if 1 <= tie <= have else set())
        assert {str(a) for a in after.legal_actions()} == {f"commit {k}" for k in counts}

    # The questions after a tile, once its point or its wars are done.
    placed = action.cell if action.kind == TILE else before.placed
    stage = None
    if before.phase == ACTION_PHASE and action.kind == TILE or (
            action.kind in (COMMIT, WAR) and any(isinstance(e, ev.UnificationEnded) for e in events)):
        stage = "building"
    elif action.kind in (BUILDING, NO_BUILDING):
        stage = "wonder"
    elif action.kind == NO_WONDER:
        stage = "monument"
    if stage is not None and after.pending not in ("commit", "war"):
        word, options = expected_question(after, placed, stage)
        if word is None:
            assert after.pending not in QUESTIONS, (action, after.pending)
        else:
            assert after.pending == word, (action, word, after.pending)
            assert {str(a) for a in after.legal_actions()} == options
    if action.kind == WONDER:
        plus = {action.cell, *neighbours(after, action.cell)}
        assert all((after.facedown >> x) & 1 for x in plus)
        assert after.pending not in QUESTIONS
        assert not plus & {x for x in after.variant_pieces.buildings if x >= 0}

    # The wonder's point: asked at the end of a turn whose active king is in its kingdom,
    # scored before the monument points.
    centre = after.variant_pieces.wonder
    if after.pending == "wonder-point":
        king = after.leaders[after.active * 4 + BLACK]
        assert king >= 0 and centre in _kingdom_at(after, king)
        assert len(after.legal_actions()) == 4
    if action.kind == WONDER_POINT:
        assert scored[0] == ev.Scored(before.active, action.value, 1, "wonder", centre)
    ended = [e for e in events if isinstance(e, ev.TurnEnded)]
    if ended and action.kind != WONDER_POINT and centre >= 0:
        king = after.leaders[ended[0].seat * 4 + BLACK]
        assert king < 0 or centre not in _kingdom_at(after, king), "the wonder's point was not asked"
