"""The log's model: every decision in words and notation, in order (no pygame).

`TurnLog` keeps the lines (`LogLine`, drawn by `log_view.py`) and which lines
tell which decision (a replay lights them). Each line can be said again in
another language (`retell`): the game's `Words` make the sentences.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from game.engine import IllegalActionError, MalformedActionError
from game.engine import events as ev

from ..i18n import _


@dataclass
class LogLine:
    text: str
    notation: str = ""
    seat: int = -1  # the seat whose decision it tells (drawn in its dynasty's colour)
    heading: bool = False  # a turn's start, the game's end
    # Says the line again (after the player chose another language); None: it stays as written.
    retell: Callable[[], str | None] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.text = sentence(self.text)

    def say_again(self) -> None:
        """The line in the language now chosen (if it can be said again)."""
        if self.retell is not None:
            self.text = sentence(self.retell() or self.text)


def sentence(text: str) -> str:
    """`text` with its first letter a capital: a line made from a filled-in phrase ("солдат
    игрока Бык…", "pagoda „garnizon”…") starts a sentence in every language. Opening quotes
    or brackets before the letter stay as they are; a script without capitals is unchanged."""
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1 :]
        if not (char.isspace() or char in "«„“‘\"'([—–-"):
            return text  # a number or a sign first: nothing to capitalise
    return text


def score_runs(events: list) -> list[list]:
    """The events, each alone, except that `Scored` events in a row of one seat for one
    reason (a turn's pagoda or monument points, one event a point) go together."""
    groups: list[list] = []
    for event in events:
        last = groups[-1][-1] if groups else None
        if (isinstance(event, ev.Scored) and isinstance(last, ev.Scored)
                and (event.seat, event.reason) == (last.seat, last.reason)):
            groups[-1].append(event)
        else:
            groups.append([event])
    return groups


def say_decision(state, action: str, seat: int, words, names, you: int, notation: str = "") -> str:
    """A decision in the log's own words ("Bull swaps 3 tiles"), whether or not it was taken:
    it is taken on a copy of `state` (the board before it) and said as `TurnLog.decision`
    says it. A hint's advice and a review's "Where it turned" name moves with it. `notation`
    is the public one (a swap's tiles hidden); an action the state refuses stays notation."""
    after = state.copy()
    try:
        events = after.apply(action, hold_turn_end=True)
    except (IllegalActionError, MalformedActionError):
        return notation or action
    log = TurnLog()
    log.decision(events, action, seat, 0, words, names, you, notation or action)
    own = next((line.text for line in log.lines if line.seat == seat), "")
    return own or notation or action


class TurnLog:
    """The log's lines, and a decision's number → its lines (the newest lines of it)."""

    def __init__(self) -> None:
        self.lines: list[LogLine] = []
        self.lines_of: dict[int, range] = {}

    def add(self, line: LogLine) -> None:
        self.lines.append(line)

    def heading(self, say: Callable[[], str]) -> None:
        """A heading line ("Game started: …"), said again in another language."""
        self.lines.append(LogLine(say(), heading=True, retell=say))

    def decision(self, events: list, action: str, seat: int, number: int, words, names, you: int,
                 notation: str, reason: LogLine | None = None) -> None:
        """The decision in words (with its public `notation`), then what followed, in order.
        `number`: the decision's number in the record (0: no decision, the end of a turn), so
        a replay can light its lines. `reason`: a line said right after the decision's own
        (why the window made it), before what followed."""
        lines: list[LogLine] = []
        # A decision no event tells of (a pass, the end of a blue chain) is said in its own
        # words first, whatever follows it (a turn's end: points, a refill), live as after a
        # load (where the turn's end comes with the decision's events).
        quiet = bool(action) and (
            notation == "pass" or words.quiet_decision(notation, names[seat]) is not None
        )
        said = not action or quiet
        for group in score_runs(events):
            event = group[0]
            retell: Callable[[], str | None]
            if len(group) > 1:  # a seat's points for one reason in a row: one line
                retell = partial(words.describe_scores, group, names)
            else:
                retell = partial(words.describe, event, names, you)
            text = retell()
            if text is None:
                continue
            heading = isinstance(event, ev.TurnStarted | ev.GameEnded)

            if not said and not heading:
                lines.append(LogLine(text, notation, seat, retell=retell))  # the decision itself
                said = True
            else:
                lines.append(LogLine(text, "", -1, heading, retell=retell))
        if action and (quiet or not said):
            # Nothing on the board showed the decision (a pass): say it first.
            def say_first() -> str:
                if notation == "pass":
                    return _("{who} passes").format(who=names[seat])
                said = words.quiet_decision(notation, names[seat])
                return said or _("{who}: {action}").format(who=names[seat], action=notation)

            lines.insert(0, LogLine(say_first(), notation, seat, retell=say_first))
        if reason is not None:
            own = next((i for i, line in enumerate(lines)
                        if line.notation == notation and line.seat == seat), -1)
            lines.insert(own + 1, reason)
        if number:
            # The newest lines of decision `number` (an undone decision's number is used again).
            self.lines_of[number] = range(len(self.lines), len(self.lines) + len(lines))
        self.lines += lines
        if len(self.lines) > 50_000:  # far beyond any real game; only a runaway would get here
            del self.lines[:10_000]
            self.lines_of = {}

    def say_again(self) -> None:
        """Every line in the language now chosen (a line with no way to say it again stays)."""
        for line in self.lines:
            line.say_again()
