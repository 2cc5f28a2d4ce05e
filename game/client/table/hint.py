"""The Expert's hint: what it would do in the place of the person to move, and why.

Asked with the Hint button or the ? key, in a game of one person against computer
players only (`Session.hint_allowed`). The Expert decides from that seat's view alone
(`View.of(state, seat)`; it deals the hidden tiles itself), at its window budget, on the
computer players' worker (`ai_worker`, task ADVISE), so the window keeps drawing; a
ring shows the time spent, Esc cancels. The answer is shown on the board (the piece
ghosted on its cell, the cell lit) and in a card whose sentences say only what the
Expert's reckoning holds (`ai.advice.Advice`): the move, the points it scores and the
weakest colour it lifts in the turn the Expert planned, and the win chance it measured
against the best alternative in plain words ("about 7 games in 10"; "about as good as X"
when the two are closer than the noise lets it tell), the figures and the estimate's noise
in small print below. Shown until the game moves on.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ai import Budget
from ai.advice import PLANNED, SEARCHED, Advice
from game.engine import View
from game.engine.actions import SWAP
from game.engine.grid import bits

from .. import theme
from ..ai_worker import ADVISE, make_thinker
from ..hover_card import draw_card
from ..i18n import _, explained, ngettext
from ..presentation import Card
from ..session import think_seconds
from ..turn import Phase
from ..turn.log import say_decision
from ..widgets import Button, draw_text
from .card_spot import off_pieces

EXPERT = "expert"
# The hint's budget: None is the Expert's own in the window (`session.think_seconds`).
# Tests set iterations, which make the hint deterministic.
BUDGET: Budget | None = None


def budget() -> Budget:
    return BUDGET if BUDGET is not None else Budget(seconds=think_seconds(EXPERT))


def hint_seed(session: Any) -> int:
    """The Expert's seed for a hint at this decision (the same position gives the same hint)."""
    return ((session.record.start.seed or 0) * 7919 + len(session.record.actions)) * 31 + 17


class Hint:
    """A table's hint: asked, thinking, shown, or nothing."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.thinker: Any = None
        self.thinking = False
        self.started = 0.0  # the table's time when asked
        self.revision = -1  # the table's revision the hint was asked (and is shown) for
        self.advice: Advice | None = None
        self.seconds = 0.0  # how long the Expert took (for the figures)
        self.card_rect: pygame.Rect | None = None  # where the card was last drawn (for tests)

    # ------------------------------------------------------------ asking

    def available(self) -> bool:
        table = self.table
        return table.phase() == Phase.DECIDE and table.session.hint_allowed() and not table.session.full

    def toggle(self) -> None:
        """The button or the key: ask, or put away the hint asked or shown."""
        if self.thinking or self.advice is not None:
            self.cancel()
            return
        if not self.available():
            self.table.app.notify(_("A hint is given only on your own turn in a game against computer "
                                    "players."), key="hint")
            self.table.app.play("error")
            return
        self.ask()

    def ask(self) -> None:
        table = self.table
        session = table.session
        seat = session.state.to_move
        if self.thinker is None:
            self.thinker = make_thinker()
        key = ("hint", id(self), len(session.record.actions))  # a fresh Expert each decision
        self.thinker.start(key, EXPERT, hint_seed(session), View.of(session.state, seat), budget(), ADVISE)
        self.thinking = True
        self.started = table.time
        self.revision = table.revision
        self.advice = None
        table.refresh()

    def cancel(self) -> bool:
        """Esc: stop the thinking or put the hint away; True when there was one."""
        had = self.thinking or self.advice is not None
        if self.thinking and self.thinker is not None:
            self.thinker.cancel()
        self.thinking = False
        self.advice = None
        if had:
            self.table.awake_until = max(self.table.awake_until, self.table.time + 0.2)
            self.table.refresh()
        return had

    def update(self) -> None:
        """Each frame: take the answer when it comes; drop the hint when the game moved on."""
        table = self.table
        if (self.thinking or self.advice is not None) and table.revision != self.revision:
            self.cancel()
            return
        if not self.thinking or self.thinker is None:
            return
        outcome = self.thinker.poll()
        if outcome is None:
            return
        self.thinking = False
        advice = outcome.action
        if outcome.error is not None or not isinstance(advice, Advice):
            table.app.notify(_("No hint could be worked out: {reason}").format(
                reason=outcome.error or "?"), error=True, key="hint")
            table.refresh()
            return
        self.advice = advice
        self.seconds = outcome.seconds
        table.refresh()  # the button says "Hide hint"
        table.session.count_hint(advice.seat)
        table.mode.save()
        table.awake_until = max(table.awake_until, table.time + 0.5)

    # ------------------------------------------------------------ words

    def sentences(self) -> list[str]:
        """What the card says: the move, then the reasons the reckoning holds."""
        advice = self.advice
        if advice is None:
            return []
        return [self.move_words(advice.action)] + reasons(advice, self.table.state, self.move_words)

    def figures(self) -> list[str]:
        """The card's small print: the win chances and the noise the words come from."""
        return figures(self.advice) if self.advice is not None else []

    def move_words(self, action: Any) -> str:
        from game.lessons.games import lesson_game
        from game.lessons.speaker import Speaker

        table = self.table
        names = list(getattr(table.names, "plain", table.names))
        text = ""
        if action[0] != SWAP:  # the lessons say a swap as its notation ("swap red red blue")
            try:
                speaker = Speaker(names, table.you)
                said = lesson_game(table.session.game).say_action(action, speaker, table.you, table.state)
                text = explained(said, names, table.presentation.context)
            except (KeyError, ValueError, IndexError):  # a decision the lessons do not word
                text = ""
        if not text or text == str(action):  # as the log would say it ("Bull (you) swaps 3 tiles")
            state = table.state
            text = say_decision(state, str(action), state.to_move, table.words, table.names, table.you)
        return text[:1].upper() + text[1:] + "."

    # ------------------------------------------------------------ on screen

    def cell(self) -> int:
        action = self.advice.action if self.advice is not None else None
        cell = getattr(action, "cell", -1) if action is not None else -1
        return cell if isinstance(cell, int) and cell >= 0 else -1

    def swap_rects(self) -> list[pygame.Rect]:
        """A swap's tiles in the tray. Both games' trays lay the hand out in colour order,
        one slot per tile (`tray_parts.tiles`), so the tiles given back are found by colour."""
        advice = self.advice
        if advice is None or advice.action[0] != SWAP:
            return []
        state = self.table.state
        hand = state.hand(advice.seat)
        order = [c for c in range(len(hand)) for _ in range(hand[c])]
        slots = getattr(self.table.regions.tray_parts, "tiles", [])
        left = list(advice.action.counts)
        rects = []
        for rect, colour in zip(slots, order, strict=False):
            if colour < len(left) and left[colour] > 0:
                left[colour] -= 1
                rects.append(rect)
        return rects

    def overlay(self, o: Any) -> None:
        cell = self.cell()
        if cell < 0 or self.advice is None:
            return
        o.glow = [*o.glow, cell]
        o.hover = cell
        panel = self.table.panel
        ghost = getattr(panel, "ghost", None)
        action = self.advice.action
        if ghost is not None:
            o.ghost = ghost(action[0], action[1], self.table.board.cell)

    def button(self) -> Button | None:
        if not (self.available() or self.thinking or self.advice is not None):
            return None
        lay = self.table.regions
        s = lay.scale
        label = (_("Hide hint") if self.advice is not None
                 else _("Cancel hint") if self.thinking else _("Hint"))
        button = Button(label, self.toggle, hotkey="?" if lay.log.width >= 300 * s else "", name="hint",
                        selected=self.advice is not None or self.thinking)
        # On the log's heading line, at its right: clear of the board's letters and the bars.
        height = max(int(26 * s), theme.SMALLEST + 8)
        width = min(lay.log.width * 3 // 5, max(int(150 * s), 120))
        button.rect = pygame.Rect(lay.log.right - width, lay.log.top - height - int(2 * s), width, height)
        return button

    def draw(self, surface: pygame.Surface, s: float) -> None:
        table = self.table
        self.card_rect = None
        if self.thinking:
            button = table.buttons.by_name("hint")
            if button is not None:
                self._ring(surface, button.rect, s)
        elif self.advice is not None:
            cell = self.cell()
            board = table.regions.board
            swapped = self.swap_rects()
            for rect in swapped:  # the tiles to give back, framed in gold
                pygame.draw.rect(surface, (20, 14, 8), rect.inflate(8, 8), 5, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=8)
            if cell >= 0:
                anchor = table.board.cell_rect(cell)
            elif swapped:
                anchor = swapped[0].unionall(swapped[1:])
            else:
                button = table.buttons.by_name("hint")
                anchor = button.rect if button is not None else board
            lines = self.sentences()
            card = Card(lines[0], lines[1:], anchor, notes=self.figures())
            card.avoid.append(anchor)
            if table.panel is not None and table.panel.rect is not None:
                card.avoid.append(table.panel.rect)
            # Off the letters, and off the cell (the ghosted piece) and the tiles it talks about.
            card.avoid += swapped
            # Then over empty cells where it can: off the pieces around the move.
            pieces = [table.board.cell_rect(c) for c in bits(table.state.occupied())]
            within = table.board.rect.clip(board)
            self.card_rect = draw_card(surface, card, board, s, within, off_pieces(pieces))

    def _ring(self, surface: pygame.Surface, anchor: pygame.Rect, s: float) -> None:
        """The progress ring below the button: the share of the budget spent (turning, when
        the budget is a count of worlds), and the words beside it."""
        radius = max(int(14 * s), 9)
        log = self.table.regions.log
        strip = pygame.Rect(log.left, anchor.bottom + int(4 * s), log.width, 2 * radius + int(14 * s))
        pygame.draw.rect(surface, (18, 22, 31), strip, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, strip, 1, border_radius=8)
        centre = (strip.left + radius + int(10 * s), strip.centery)
        seconds = budget().seconds
        elapsed = self.table.time - self.started
        pygame.draw.circle(surface, theme.TEXT_DIM, centre, radius, max(2, int(3 * s)))
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = centre
        if seconds:
            share = min(1.0, elapsed / seconds)
            start = math.pi / 2 - 2 * math.pi * share
            pygame.draw.arc(surface, theme.GOLD, box, start, math.pi / 2, max(3, int(4 * s)))
        else:
            turn = elapsed * 4
            pygame.draw.arc(surface, theme.GOLD, box, turn, turn + 1.6, max(3, int(4 * s)))
        text = _("Working out a hint… (Esc cancels)")
        left = centre[0] + radius + int(10 * s)
        draw_text(surface, text, theme.small(17, s), theme.TEXT, (left, centre[1]), "midleft",
                  max_width=max(40, strip.right - left - int(8 * s)))


def percent(chance: float) -> str:
    return f"{100 * chance:.0f}%"


def in_ten(chance: float) -> str:
    """A win chance as a newcomer reads it: "about 7 games in 10"."""
    n = round(10 * chance)
    if n <= 0:
        return _("fewer than 1 game in 10")
    if n >= 10:
        return _("nearly every game")
    return ngettext("about {n} game in 10", "about {n} games in 10", n).format(n=n)


def too_close(advice: Advice) -> bool:
    """The best two decisions are closer than the search can tell apart: their margin is under
    two standard errors (a search played again with other deals could well order them the
    other way)."""
    margin = advice.margin
    return advice.noise is not None and margin is not None and margin < 2 * advice.noise


def reasons(advice: Advice, state: Any, move_words: Any) -> list[str]:
    """The reckoning in plain words: nothing that it did not compute (its figures: `figures`)."""
    out: list[str] = []
    gain = advice.gain
    if gain is not None and any(gain.points):
        names = state.ruleset.colour_names
        scored = ", ".join(f"{n} {_(names[c])}" for c, n in enumerate(gain.points) if n)
        if advice.how == PLANNED or len(advice.line) > 1:
            out.append(_("In the turn it plans, it scores {points}.").format(points=scored))
        else:
            out.append(_("It scores {points}.").format(points=scored))
    if gain is not None and gain.weakest_after > gain.weakest_before:
        out.append(_("Your weakest colour rises from {before} to {after}.").format(
            before=gain.weakest_before, after=gain.weakest_after))
    best, rival = advice.best, advice.rival
    if advice.how in (SEARCHED, PLANNED) and best is not None:
        other = move_words(rival.action).rstrip(".") if rival is not None else ""
        if rival is None:
            out.append(_("This move wins {best} from here.").format(best=in_ten(best.chance)))
        elif too_close(advice):
            out.append(_("This move wins {best} from here, about as good as “{other}”: within what the "
                         "hint can tell apart.").format(best=in_ten(best.chance), other=other))
        elif round(10 * best.chance) == round(10 * rival.chance):
            out.append(_("This move wins {best} from here; the next best, “{other}”, a little fewer.").format(
                best=in_ten(best.chance), other=other))
        else:
            out.append(_("This move wins {best} from here; the next best, “{other}”, {rival}.").format(
                best=in_ten(best.chance), other=other, rival=in_ten(rival.chance)))
    elif advice.how == "forced":
        out.append(_("It is the only legal choice."))
    elif advice.how == "prior":
        out.append(_("Stopped before any world was played: the hint's first idea, from rules of thumb."))
    return out


def figures(advice: Advice) -> list[str]:
    """The figures behind the words, for the card's small print."""
    best, rival = advice.best, advice.rival
    if best is None:
        return []
    if advice.how == SEARCHED:
        worlds = ngettext("{n} deal of the hidden tiles", "{n} deals of the hidden tiles",
                          advice.worlds).format(n=advice.worlds)
        if rival is None:
            return [_("Win chance {best}, tried in {worlds}.").format(best=percent(best.chance),
                                                                      worlds=worlds)]
        noise = (_(" (give or take {noise})").format(noise=f"{100 * advice.noise:.1f}")
                 if advice.noise is not None else "")
        return [_("Win chance {best} against {rival}: {margin} points apart{noise}, tried in "
                  "{worlds}.").format(
            best=percent(best.chance), rival=percent(rival.chance),
            margin=f"{100 * (best.chance - rival.chance):.1f}", noise=noise, worlds=worlds)]
    if advice.how == PLANNED:
        if rival is None:
            return [_("The planner's win chance: {best}.").format(best=percent(best.chance))]
        return [_("The planner's win chance: {best} against {rival}.").format(
            best=percent(best.chance), rival=percent(rival.chance))]
    return []
