"""The turn controller (`game/client/turn/`) driven without a window: no pygame is
imported; whole seeded games between computer players through the controller only;
undo; the end-of-turn confirm; the "since your last turn" summary after others played."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from game.client.ai_worker import Outcome, ThreadThinker
from game.client.registry import words_for
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session
from game.client.turn import Phase, SummaryOffer, TurnController
from game.engine import IllegalActionError, load_position
from game.engine.grid import bits, cell_name
from game.engine.tigris.pieces import BLACK

from .conftest import start_position_toml


def test_the_controller_imports_no_pygame():
    code = (
        "import sys\n"
        "import game.client.turn, game.client.turn.controller, game.client.turn.computer\n"
        "from game.client.session import GameSetup, Seat, Session\n"
        "from game.client.registry import words_for\n"
        "session = Session.new(GameSetup([Seat('human'), Seat('human')]), 3)\n"
        "turns = game.client.turn.TurnController(session, words_for('tigris'), thinker=object())\n"
        "turns.sync()\n"
        "sys.exit('pygame' in sys.modules)\n"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


class Scripted:
    """A thinker (start, poll, cancel) that answers at once: the next of `script` that is
    legal, else the first legal decision; `asked` counts the requests."""

    def __init__(self, script: list[str] | None = None) -> None:
        self.script = list(script or [])
        self.asked = 0
        self._outcome: Outcome | None = None

    def start(self, key, level, seed, view, budget) -> None:
        self.asked += 1
        legal = {str(action): action for action in view.legal_actions()}
        for text in self.script:
            if text in legal:
                self.script.remove(text)
                self._outcome = Outcome(legal[text], None, 0.0)
                return
        self._outcome = Outcome(view.legal_actions()[0], None, 0.0)

    def poll(self) -> Outcome | None:
        outcome, self._outcome = self._outcome, None
        return outcome

    def cancel(self) -> None:
        self._outcome = None


def controller(session: Session, thinker=None) -> TurnController:
    return TurnController(session, words_for(session.game), thinker=thinker or Scripted(), speed=lambda: 0.0)


def play_computers(turns: TurnController, limit: float = 120.0) -> int:
    """Run the controller as the scene's loop does until a person decides or the game ends;
    the number of computer decisions made. Waits for the thinker's thread by condition."""
    made = 0
    deadline = time.monotonic() + limit
    while True:
        phase, _entered, _new = turns.sync()
        if phase != Phase.COMPUTER:
            return made
        answer = turns.computer_answer(busy=False)
        if answer is None:
            assert time.monotonic() < deadline, "the computer player never answered"
            time.sleep(0.001)
            continue
        assert not answer.problem
        turns.decide(answer.action)
        made += 1


@pytest.mark.parametrize(
    "game, players, options",
    [("tigris", 2, {}), ("tigris", 4, {}), ("yangtze", 2, {"short": True}), ("yangtze", 3, {})],
)
def test_a_whole_seeded_game_between_computer_players_through_the_controller(game, players, options):
    setup = GameSetup([Seat(COMPUTER, "random") for _ in range(players)], game=game, options=options)
    session = Session.new(setup, 11)
    turns = controller(session, ThreadThinker())
    made = play_computers(turns)
    assert turns.phase() == Phase.OVER and session.state.is_over
    assert made == len(session.record.actions) > 20
    assert session.record.replay() == session.state
    # Every decision has its lines in the log, in order, after "Game started".
    assert turns.log.lines[0].text.startswith("Game started")
    assert sorted(turns.log.lines_of) == list(range(1, made + 1))
    starts = [turns.log.lines_of[n].start for n in range(1, made + 1)]
    assert starts == sorted(starts)
    # The same seed, the same game: each computer seat's player is made from it.
    again = Session.new(setup, 11)
    play_computers(controller(again, ThreadThinker()))
    assert [str(a) for a in again.record.actions] == [str(a) for a in session.record.actions]


def first_tile(session: Session):
    return next(a for a in session.state.legal_actions() if str(a).startswith("tile "))


def test_undo_takes_back_the_persons_actions_and_says_so():
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 5)
    session.confirm_turn_end = True
    turns = controller(session)
    play_computers(turns)
    assert turns.sync()[0] == Phase.DECIDE
    before = session.state.copy()
    assert not turns.can_undo() and turns.undo() is None
    first = first_tile(session)
    turns.decide(first)
    assert turns.can_undo()
    assert turns.undo() == str(first)
    assert session.state == before and session.record.actions == []
    assert turns.log.lines[-1].text == f"{turns.names[0]} takes back “{first}”"
    phase, _entered, new = turns.sync()
    assert phase == Phase.DECIDE and new  # the decision is asked afresh
    with pytest.raises(IllegalActionError):
        turns.decide(_illegal(session))
    assert session.record.actions == []


def _illegal(session: Session):
    """A tile on a cell that holds one already (never legal)."""
    occupied = next(iter(bits(session.state.occupied())))
    return f"tile red {cell_name(occupied)}"


def test_the_end_of_a_turn_waits_for_the_persons_confirm():
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), 8)
    session.confirm_turn_end = True
    thinker = Scripted()
    turns = controller(session, thinker)
    play_computers(turns)
    assert turns.sync()[0] == Phase.DECIDE and session.state.actions_left == 2
    # Ending the turn with both actions left asks first.
    assert turns.arm_end() and turns.end_armed > 0
    assert not turns.arm_end()
    turns.tick(3.0)
    assert turns.end_armed == 0.0  # the question lapsed
    for _ in range(2):
        turns.decide(first_tile(session))
    phase, entered, _new = turns.sync()
    assert phase == Phase.CONFIRM and entered and session.state.held
    asked = thinker.asked
    assert play_computers(turns) == 0 and thinker.asked == asked  # nobody moves until confirmed
    assert turns.undo() is not None and turns.sync()[0] == Phase.DECIDE  # undo reopens the turn
    turns.decide(first_tile(session))
    assert turns.sync()[0] == Phase.CONFIRM
    decided = turns.end_turn()
    assert decided is not None and decided.seat == 0
    assert turns.sync()[0] == Phase.COMPUTER and session.state.active == 1
    assert turns.end_turn() is None  # no turn's end held now


def test_the_summary_after_others_played_says_what_they_did():
    # Lion (a computer) scores a black point with each of its two tiles before Bull's turn.
    text = start_position_toml(
        [
            {"dynasty": "bull", "hand": ["blue", "blue", "black", "black", "green", "green"]},
            {"dynasty": "lion", "hand": ["black", "black", "black", "green", "green", "red"],
             "leaders": {"king": "G3"}},
        ]
    ).replace("active = 0", "active = 1")
    session = Session.from_position(load_position(text, "test"), [Seat(HUMAN), Seat(COMPUTER, "scripted")])
    turns = controller(session, Scripted(["tile black H3", "tile black H4"]))
    assert turns.summary is None
    assert play_computers(turns) == 2
    assert turns.phase() == Phase.DECIDE and session.state.score(1)[BLACK] == 2
    offer = turns.summary
    assert isinstance(offer, SummaryOffer) and offer.person == 0 and offer.replayable
    texts = [text for text, _important in offer.lines]
    assert any("2 black" in text for text in texts), texts
    # The cells the others changed are framed for the person; their own move clears them.
    assert turns.recent[0] != 0
    # The others' decisions replay on a copy, one step at a time, lighting their log lines.
    assert turns.start_replay() is True and turns.phase() == Phase.REPLAY and turns.summary is None
    shown = []
    while turns.replay_due(busy=False) or not turns.replay.finished:
        turns.tick(10.0)
        if turns.replay.finished:
            break
        turns.replay_step()
        shown.append(turns.replay_lines())
    assert len(shown) == 2 and all(shown)
    assert turns.replay.state == session.state
    assert turns.stop_replay() and turns.sync()[0] == Phase.DECIDE
    assert turns.summary is None  # offered once a turn
    turns.decide(first_tile(session))
    assert turns.recent[0] == 0
