"""Information-set Monte Carlo search (one observer, determinization per iteration).

The search is the same for every game of the family: the game's candidates,
evaluation and planner come from its `Knowledge` (`knowledge.py`).

Each iteration deals a fresh world consistent with the searching seat's view
(`world.sample`), so no decision rests on one guess of the hidden tiles.

By default the root's choices are the planner's lines (whole turns at the
start of a turn, single actions for a second action, every option for
support, war order, monuments and treasures), one of each plan
(`planner.plan_key`: look-alikes are not worth a search's worlds), with the
planner's values as the prior. Each iteration plays, in its sampled world, the reference line
(the planner's favourite) and one challenger that PUCT with progressive
widening picks, each followed by every seat's own planner to the end of the
next seat's turn, where the evaluation scores the board; a line is judged by
its mean difference from the reference in the same worlds (`_search_lines`).
Every seat maximises its own estimated win chance, so the same search serves
two, three and four players. See docs/ai.md for why this beat the deeper
per-decision tree, which remains available (`Settings(root_lines=0)`):

* the tree is keyed by decisions; legality differs between worlds through
  hands (and board, after a conflict), so a node keeps its candidates and
  each visit uses those open in its world, counting availability, which
  takes the place of the parent's visit count in the exploration term;
* a node offers its candidates in prior order (`moves.decision_candidates`,
  re-ordered by one-step values when expanded), progressive widening admits
  `widen_base + widen_rate * visits ** widen_power` of them;
* after a new node a greedy playout finishes the turn, then the evaluation.

`search()` runs a fixed number of iterations (deterministic for a seed) or
until a deadline, and checks `stop()` between iterations, so a caller can
cancel it at once. It returns the root's statistics, which `merge()` adds
up across independent searches (the process pool's workers).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, cast

from game.engine import Rng, View

from .knowledge import Knowledge, knowledge_for, planner_for_view
from .planning import Breadth, plan_key
from .protocols import SearchAction, SearchState
from .world import sample, typical

Action = SearchAction  # a decision of whichever game is searched
State = SearchState


class RootChoice(NamedTuple):
    """One root choice's statistics (added up over the search's shares)."""

    action: Action
    visits: int  # worlds it was played in
    total: float  # its rewards (the searching seat's) summed over those worlds
    value: float | None  # the planner's value of the line, if it came from the planner
    paired: float | None = None  # the reference line's rewards in the same worlds (None: unpaired)
    # The squared differences from the reference line in the same worlds, summed: the spread
    # a hint or an analysis states as the estimate's noise (None: unpaired).
    squares: float | None = None


RootStats = list[RootChoice]
SHRINK = 3.0  # pseudo-visits of the planner's value in the final choice


@dataclass(frozen=True)
class Settings:
    c_puct: float = 0.35
    widen_base: float = 2.0
    widen_rate: float = 1.0
    widen_power: float = 0.5
    prior_temperature: float = 0.35
    fpu: float = 0.05  # an untried child starts this far below its parent's mean
    value_temperature: float = 0.03  # prior from one-step values (win-chance units)
    root_refine: int = 40  # candidates the root orders by their one-step value
    refine_after: int = 1  # visits after which an inner node is ordered the same way
    refine_limit: int = 12
    root_lines: int = 12  # different plans the root chooses among in a turn (0: the per-decision tree)
    c_inner: float = 0.25  # below the root: keep closer to each seat's best reply
    playout_width: int = 10  # candidates the playout policy looks at (0: the prior's favourite)
    reply_first: int = 16  # the reply planner's breadth (see planner.Breadth)
    reply_expand: int = 4
    reply_second: int = 12
    evaluation: str = "classic"  # the game's evaluation: its hand-set one, or "learned" (`learned.py`)


class Node:
    __slots__ = ("knowledge", "player", "actions", "priors", "visits", "totals", "avail", "children",
                 "count", "refined", "values")

    def __init__(self, state: State, knowledge: Knowledge) -> None:
        # The candidates are made on the second visit: most leaves are never
        # visited again, and making candidates is the dearest part of a visit.
        self.knowledge = knowledge
        self.player = state.to_move
        self.actions: list[Action] | None = None
        self.count = 0
        self.refined = False
        self.values: list[float] | None = None  # the planner's value of each root line

    def expand(self, state: State, settings: Settings) -> None:
        self._set(self.knowledge.decision_candidates(state), settings.prior_temperature)

    @property
    def candidates(self) -> list[Action]:
        """`actions` once made (by `expand`, or `_set` at the root): only asked after."""
        return cast("list[Action]", self.actions)

    def _set(self, scored: Sequence[tuple[float, Action]], temperature: float) -> None:
        self.actions = [a for _, a in scored]
        top = scored[0][0] if scored else 0.0
        weights = [math.exp((s - top) / temperature) for s, _ in scored]
        total = sum(weights) or 1.0
        self.priors = [w / total for w in weights]
        size = len(scored)
        self.visits = [0] * size
        self.totals = [0.0] * size
        self.avail = [0] * size
        self.children: list[Node | None] = [None] * size

    def refine(self, state: State, settings: Settings, limit: int) -> None:
        """Re-order the candidates by their value one step ahead (in this
        world), before any of them has been tried: a sharper prior than the
        board features, worth its cost at the root and at busy nodes."""
        self.refined = True
        if len(self.candidates) < 2:
            return
        kept = {a: (self.visits[i], self.totals[i], self.avail[i], self.children[i])
                for i, a in enumerate(self.candidates)}
        scored = []
        knowledge = self.knowledge
        for index, action in enumerate(self.candidates):
            if index >= limit or not knowledge.playable(state, action):
                # Not looked at (or not open in this world): behind the others, in prior order.
                scored.append((-1.0 - index * 1e-3, action))
                continue
            child = state.copy()
            child.step(knowledge.concrete(action, state))
            _finish_pending(knowledge, child)
            scored.append((knowledge.utilities(child)[self.player], action))
        scored.sort(key=lambda item: -item[0])
        self._set(scored, settings.value_temperature)
        for i, action in enumerate(self.candidates):
            self.visits[i], self.totals[i], self.avail[i], self.children[i] = kept[action]


def _finish_pending(knowledge: Knowledge, state: State) -> None:
    """Play the pending decisions after a tree leaf with cheap rules, so that
    the evaluation sees a settled board (not a half-fought conflict)."""
    guard = 0
    while state.pending is not None and not state.is_over and guard < 40:
        guard += 1
        _cheap_step(knowledge, state)


class Line(tuple):
    """A whole turn (the searching seat's decisions in order): a root choice."""


def _open(knowledge: Knowledge, state: State, entry: Action, legal) -> bool:
    """Whether a node's candidate can be taken in this world."""
    real = knowledge.concrete(entry, state)
    return real is not None and real in legal


def _cheap_step(knowledge: Knowledge, state: State) -> None:
    """One decision by the cheap rules: the prior's favourite that this world allows."""
    legal = state.legal_actions()
    for _, candidate in knowledge.decision_candidates(state):
        if knowledge.playable(state, candidate):
            real = knowledge.concrete(candidate, state)
            if real is not None and real in legal:
                state.step(real)
                return
    state.step(legal[0])


def _greedy_step(knowledge: Knowledge, state: State, width: int) -> None:
    """The playout policy: an ordinary action is the best of the prior's
    first `width` by its value one step ahead; anything else by the cheap rules."""
    if state.pending is not None:
        _cheap_step(knowledge, state)
        return
    mover = state.to_move
    legal = state.legal_actions()
    best, best_value = None, -1.0
    tried = 0
    for _, candidate in knowledge.decision_candidates(state):
        real = knowledge.concrete(candidate, state)
        if real is None or real not in legal:
            continue
        child = state.copy()
        child.step(real)
        _finish_pending(knowledge, child)
        value = knowledge.utilities(child)[mover]
        if value > best_value:
            best, best_value = real, value
        tried += 1
        if tried >= width:
            break
    state.step(best if best is not None else legal[0])


def _play_out(knowledge: Knowledge, state: State, width: int) -> None:
    """Finish the turn in progress with the playout policy (the evaluation
    then meets a settled board at a turn's start)."""
    turn = state.turn
    guard = 0
    while not state.is_over and state.turn == turn and guard < 12:
        guard += 1
        if width:
            _greedy_step(knowledge, state, width)
        else:
            _cheap_step(knowledge, state)


class _Planners:
    """Each seat's planner, for playouts (odds from the searching seat's view)."""

    def __init__(self, knowledge: Knowledge, view: View, settings: Settings) -> None:
        self.knowledge = knowledge
        self.view = view
        self.breadth = Breadth(first=settings.reply_first, expand=settings.reply_expand,
                               second=settings.reply_second, commits=3, evaluations=1500)
        self.planners: dict[int, Any] = {}

    def step(self, state: State) -> None:
        seat = state.to_move
        planner = self.planners.get(seat)
        if planner is None:
            planner = self.knowledge.planner(seat, self.view.unseen, self.view.hand_sizes, self.breadth,
                                             None)
            self.planners[seat] = planner
        _, line = planner.best(state, state.turn, 0)
        state.step(line[0] if line else state.legal_actions()[0])


def _play_line(knowledge: Knowledge, state: State, line: Line, view: View, settings: Settings) -> None:
    """The searching seat's choice, then the playout: the rest of the turn in
    progress and, if it was the searching seat's turn, the next seat's turn,
    each seat's decisions by its planner in this world. Where a planned line
    no longer fits (a conflict went otherwise) the planner takes over."""
    seat = view.seat
    turn = state.turn
    own_turn = state.active == seat
    planners = _Planners(knowledge, view, settings)
    guard = 0
    for action in line:
        while not state.is_over and state.turn == turn and state.to_move != seat and guard < 40:
            guard += 1
            planners.step(state)
        if state.is_over or state.turn != turn:
            break
        real = knowledge.concrete(action, state)
        if real is None or real not in state.legal_actions():
            break
        state.step(real)
    while not state.is_over and state.turn == turn and guard < 40:
        guard += 1
        planners.step(state)
    if own_turn and not state.is_over:
        reply = state.turn
        while not state.is_over and state.turn == reply and guard < 80:
            guard += 1
            planners.step(state)


def compare(view: View, first: Action, second: Action, worlds: int, seed: int,
            settings: Settings = Settings()) -> list[tuple[float, float]]:
    """Two decisions of the seat to move played out in the same `worlds` sampled worlds,
    each followed as a root line is (`_play_line`: the rest of the turn and the next seat's
    by every seat's planner): the seat's value after each, world by world. For a game's
    analysis, which compares the decision played with the Expert's on equal terms."""
    knowledge = knowledge_for(view.public, settings.evaluation)
    rng = Rng(seed)
    seat = view.seat
    out = []
    for _ in range(worlds):
        world = sample(view, rng)
        values = []
        for action in (first, second):
            state = world.copy()
            _play_line(knowledge, state, Line([action]), view, settings)
            values.append(knowledge.utilities(state)[seat])
        out.append((values[0], values[1]))
    return out


def root_lines_in(knowledge: Knowledge, view: View, state: State,
                settings: Settings) -> list[tuple[float, Line]]:
    """The root's choices with their prior values: whole turns at a turn's
    start, the planner's single actions for a second action, and every
    option of any other decision."""
    ordinary = state.pending is None
    if ordinary:
        whole = state.actions_left == 2
        # Twice as many turns planned as kept, look-alikes limited, so that
        # after one of each plan is kept there are enough different ones.
        planner = planner_for_view(knowledge, view, Breadth(
            first=30, expand=2 * settings.root_lines if whole else 0, second=20, distinct=3))
        planner.best(state.copy(), state.turn, 0)
        lines = planner.full_lines if whole and planner.full_lines else planner.lines
    else:
        lines = []
        for action in state.legal_actions():
            child = state.copy()
            child.step(action)
            _finish_pending(knowledge, child)
            lines.append((knowledge.utilities(child)[view.seat], [action]))
        lines.sort(key=lambda item: -item[0])
    # One line of each plan (`planning.plan_key`): look-alikes would take the
    # places of different plans among the lines the search can compare.
    seen = set()
    scored = []
    for value, line in lines:
        key = plan_key(value, line)
        if key not in seen:
            seen.add(key)
            scored.append((value, Line(line)))
    return scored[:settings.root_lines] if ordinary else scored


_last_plan: tuple[View, Settings, list[tuple[float, Line]]] | None = None


def planned_lines(view: View, settings: Settings) -> list[tuple[float, Line]]:
    """`root_lines_in` in the typical world, kept for the next share of the same
    search: where the shares run one after another in one process (a
    tournament's games, a machine without a pool) the second would plan the
    same lines again, up to a fifth of a second of a short budget."""
    global _last_plan
    last = _last_plan
    if last is not None and last[0] is view and last[1] == settings:
        return last[2]
    world = typical(view, Rng(0))
    scored = root_lines_in(knowledge_for(world, settings.evaluation), view, world, settings)
    _last_plan = (view, settings, scored)
    return scored


def _root(knowledge: Knowledge, view: View, state: State, settings: Settings) -> Node:
    root = Node(state, knowledge)
    if settings.root_lines:
        # Planned in the typical world rather than a sampled one, so that every
        # share of a parallel search has the same lines and the same reference.
        scored = planned_lines(view, settings)
        root._set(scored, settings.value_temperature)
        root.values = [value for value, _ in scored]
        root.refined = True
        return root
    root.expand(state, settings)
    root.refine(state, settings, settings.root_refine)
    return root


def _iterations(iterations: int | None, seconds: float | None,
                stop: Callable[[], bool] | None):
    """Count the iterations while the budget lasts: at least one unless
    stopped first; 200 when no budget is given."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    done = 0
    while True:
        if iterations is not None and done >= iterations:
            return
        if done and deadline is not None and time.perf_counter() >= deadline:
            return
        if stop is not None and stop():
            return
        if iterations is None and deadline is None and done >= 200:
            return
        yield done
        done += 1


def search(view: View, seed: int, iterations: int | None, seconds: float | None,
           stop: Callable[[], bool] | None = None, settings: Settings = Settings()) -> RootStats:
    """Search from `view`; at least one iteration unless stopped first."""
    knowledge = knowledge_for(view.public, settings.evaluation)
    if settings.root_lines:
        return _search_lines(knowledge, view, Rng(seed), _iterations(iterations, seconds, stop), settings)
    return _search_tree(knowledge, view, Rng(seed), _iterations(iterations, seconds, stop), settings)


def _search_lines(knowledge: Knowledge, view: View, rng: Rng, budget, settings: Settings) -> RootStats:
    """The root's choices are lines (`root_lines_in`), compared in paired worlds.

    Every iteration deals a world and plays in it the reference line (the
    planner's favourite, always) and one challenger picked by PUCT. A line's
    worth is its mean difference from the reference in the same worlds: the
    luck of a world (the tiles the rivals hold, the draws) then mostly
    cancels out, which measured as about halving the spread of the estimate
    (four times fewer worlds for the same confidence) for twice the playouts.
    """
    seat = view.seat
    sqrt = math.sqrt
    utilities = knowledge.utilities
    root: Node | None = None
    paired: list[float] = []
    squares: list[float] = []
    for _ in budget:
        world = sample(view, rng)
        if root is None:
            root = _root(knowledge, view, world, settings)
            paired = [0.0] * len(root.candidates)
            squares = [0.0] * len(root.candidates)
        lines = cast("list[Line]", root.candidates)  # the root's choices are lines here
        reference = world.copy()
        _play_line(knowledge, reference, lines[0], view, settings)
        u_ref = utilities(reference)[seat]
        root.visits[0] += 1
        root.totals[0] += u_ref
        paired[0] += u_ref
        if len(lines) < 2:
            continue
        root.count += 1
        width = int(settings.widen_base + settings.widen_rate * root.count ** settings.widen_power)
        ref_mean = root.totals[0] / root.visits[0]
        best, best_score = 1, -1e9
        for i in range(1, min(width, len(lines))):
            root.avail[i] += 1
            n = root.visits[i]
            q = ref_mean + (root.totals[i] - paired[i]) / n if n else ref_mean - settings.fpu
            score = q + settings.c_puct * root.priors[i] * sqrt(root.avail[i]) / (1 + n)
            if score > best_score:
                best, best_score = i, score
        _play_line(knowledge, world, lines[best], view, settings)
        root.visits[best] += 1
        u_best = utilities(world)[seat]
        root.totals[best] += u_best
        paired[best] += u_ref
        squares[best] += (u_best - u_ref) ** 2
    if root is None:
        return []
    # A whole-turn choice is reported by its first decision (the one to take now).
    return merge([[RootChoice(entry[0] if isinstance(entry, Line) else entry, root.visits[i],
                              root.totals[i], cast("list[float]", root.values)[i], paired[i], squares[i])
                   for i, entry in enumerate(root.candidates)]])


def _search_tree(knowledge: Knowledge, view: View, rng: Rng, budget, settings: Settings) -> RootStats:
    """The per-decision tree (`Settings(root_lines=0)`; see the module docstring)."""
    root: Node | None = None
    sqrt = math.sqrt
    c_puct = settings.c_puct
    c_inner = settings.c_inner
    for _ in budget:
        state = sample(view, rng)
        if root is None:
            root = _root(knowledge, view, state, settings)
        node = root
        path: list[tuple[Node, int]] = []
        while True:
            if state.is_over:
                break
            if node.actions is None:
                node.expand(state, settings)
            node.count += 1
            if not node.refined and node.count >= settings.refine_after:
                node.refine(state, settings, settings.refine_limit)
            # Hands differ between worlds, and after a conflict inside a planned turn
            # so can the board: every visit checks its candidates against the rules.
            legal = state.legal_actions()
            allowed = [i for i, a in enumerate(node.candidates) if _open(knowledge, state, a, legal)]
            if not allowed:
                break
            width = int(settings.widen_base + settings.widen_rate * node.count ** settings.widen_power)
            allowed = allowed[:width]
            parent_mean = 0.0
            seen = 0
            for i in allowed:
                if node.visits[i]:
                    parent_mean += node.totals[i]
                    seen += node.visits[i]
            fpu = (parent_mean / seen if seen else 0.5) - settings.fpu
            best, best_score = allowed[0], -1e9
            c = c_puct if node is root else c_inner
            for i in allowed:
                node.avail[i] += 1
                n = node.visits[i]
                q = node.totals[i] / n if n else fpu
                score = q + c * node.priors[i] * sqrt(node.avail[i]) / (1 + n)
                if score > best_score:
                    best, best_score = i, score
            path.append((node, best))
            state.step(knowledge.concrete(node.candidates[best], state))  # _open() rules out None
            child = node.children[best]
            if child is None:
                if not state.is_over:
                    node.children[best] = Node(state, knowledge)
                break
            node = child
        _play_out(knowledge, state, settings.playout_width)
        reward = knowledge.utilities(state)
        for parent, i in path:
            parent.visits[i] += 1
            parent.totals[i] += reward[parent.player]
    if root is None:
        return []
    return merge([[RootChoice(entry, root.visits[i], root.totals[i], None)
                   for i, entry in enumerate(root.candidates) if root.visits[i]]])


def merge(results: list[RootStats]) -> RootStats:
    """Add up root statistics by decision (the planner's values are averaged)."""
    visits: dict[Action, int] = {}
    totals: dict[Action, float] = {}
    paired: dict[Action, float | None] = {}
    squares: dict[Action, float | None] = {}
    values: dict[Action, list[float]] = {}
    order: list[Action] = []
    for stats in results:
        for choice in stats:
            action = choice.action
            if action not in visits:
                order.append(action)
                visits[action] = 0
                totals[action] = 0.0
                paired[action] = 0.0
                squares[action] = 0.0
                values[action] = []
            visits[action] += choice.visits
            totals[action] += choice.total
            before = paired[action]
            if choice.paired is None or before is None:
                paired[action] = None
            else:
                paired[action] = before + choice.paired
            spread = squares[action]
            squares[action] = None if choice.squares is None or spread is None else spread + choice.squares
            if choice.value is not None:
                values[action].append(choice.value)
    return [RootChoice(a, visits[a], totals[a], sum(values[a]) / len(values[a]) if values[a] else None,
                       paired[a], squares[a])
            for a in order]


def best_action(stats: RootStats) -> Action | None:
    """The root decision to take.

    Lines compared in paired worlds: the best mean difference from the
    reference line, shrunk towards the planner's difference (`SHRINK`
    pseudo-visits), so that a few lucky worlds cannot overturn the plan when
    the budget allowed only a few iterations, while many iterations decide.
    Otherwise: the most visited (ties: the better mean)."""
    if not stats:
        return None
    known = [(c, c.value, c.paired) for c in stats if c.value is not None and c.paired is not None]
    if known:
        top = max(value for _, value, _ in known)  # the reference line is the planner's favourite
        best = max(known, key=lambda k: ((k[0].total - k[2]) + SHRINK * (k[1] - top))
                   / (k[0].visits + SHRINK))
        return best[0].action
    visited = [c for c in stats if c.visits]
    if not visited:
        return None
    return max(visited, key=lambda c: (c.visits, c.total / c.visits)).action

