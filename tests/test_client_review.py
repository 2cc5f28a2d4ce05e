"""A game's review through the window's event loop (stepped both ways, by turns, to the
ends, jumped from the log, hands shown, played on from a decision and saved as its own
game; opened from the end screen and the Load list), and `tworivers review --analyse`."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
import tomllib  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from ai import Budget, make_player, parallel  # noqa: E402
from ai.analysis import analyse  # noqa: E402
from game.cli import main  # noqa: E402
from game.client import review_analysis  # noqa: E402
from game.client.driver import Driver  # noqa: E402
from game.client.end_scene import EndScene  # noqa: E402
from game.client.game_scene import GameScene, open_session  # noqa: E402
from game.client.review import ReviewScene  # noqa: E402
from game.client.saves import autosave, autosaver, list_saves, read_save, write_save  # noqa: E402
from game.client.session import COMPUTER, HUMAN, GameSetup, Seat, Session  # noqa: E402
from game.engine import View  # noqa: E402
from game.paths import autosave_path, saves_dir  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TWO_RIVERS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TWO_RIVERS_AI", "thread")
    parallel.configure(1)
    yield tmp_path / "data"
    parallel.configure(None)


def played(decisions: int | None, seed: int = 5) -> Session:
    """A game of a person and a computer, `decisions` of it played by random players (None:
    to its end)."""
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")]), seed)
    players = [make_player("random", 1), make_player("random", 2)]
    while not session.state.is_over and (decisions is None or len(session.record.actions) < decisions):
        state = session.state
        session.apply(players[state.to_move].choose(View.of(state, state.to_move)))
    return session


def states_of(session: Session) -> list:
    state = session.record.start.copy()
    out = [state.key()]
    for text in session.record.actions:
        state.apply(text)
        out.append(state.key())
    return out


def test_a_game_is_stepped_both_ways_by_turns_and_to_its_ends():
    session = played(40)
    keys = states_of(session)
    d = Driver((1024, 640))
    d.app.open("review", session)
    d.frames(2)
    review = d.top
    assert isinstance(review, ReviewScene)
    steps = review.turns.replay
    assert steps.index == 0 and review.state.key() == keys[0]
    for _ in range(5):
        d.key(pygame.K_RIGHT)
    assert steps.index == 5 and review.state.key() == keys[5]
    d.key(pygame.K_LEFT)
    assert steps.index == 4 and review.state.key() == keys[4]
    d.click_button("next")
    d.click_button("next")
    assert steps.index == 6
    d.click_button("back")
    assert steps.index == 5
    turn = review.state.turn
    d.key(pygame.K_PAGEDOWN)
    assert review.state.turn == turn + 1 and steps.states[steps.index - 1].turn == turn
    d.key(pygame.K_PAGEUP)
    assert review.state.turn == turn and (steps.index == 0 or steps.states[steps.index - 1].turn < turn)
    d.key(pygame.K_END)
    assert steps.index == 40 and review.state.key() == keys[40]
    d.key(pygame.K_HOME)
    assert steps.index == 0
    # The log lights the decision shown; a click on another decision's line jumps there.
    d.key(pygame.K_END)
    assert list(review.replay_lines()) == list(review.turns.log.lines_of[40])
    mode = review.mode
    log = review.regions.log
    target = next((x, y) for y in range(log.top, log.bottom, 3) for x in (log.centerx,)
                  if 0 < mode.log_decision_at((x, y)) < 40)
    number = mode.log_decision_at(target)
    d.click(target)
    assert steps.index == number and review.state.key() == keys[number]
    assert not session.state.is_over and len(session.record.actions) == 40  # the game is untouched


def test_hands_are_shown_and_hidden():
    session = played(12)
    d = Driver((1024, 640))
    d.app.open("review", session)
    d.key(pygame.K_RIGHT)
    tray = d.top.regions.tray
    hidden = d.app.screen.subsurface(tray).copy()
    d.click_button("hands")
    d.frames(2)
    assert d.top.mode.hands
    shown = d.app.screen.subsurface(tray).copy()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(hidden, "RGB")
    d.key(pygame.K_v)
    assert not d.top.mode.hands


def test_play_on_from_a_decision_starts_a_new_game_in_the_autosave():
    session = played(20)
    before = list(session.record.actions)
    d = Driver((1024, 640))
    d.app.open("review", session)
    for _ in range(9):
        d.key(pygame.K_RIGHT)
    mover = d.top.state.to_move
    d.click_button("seats")  # the first seat a person's, the others the computer's
    chosen = d.top.mode.chosen_seats()
    assert [s.human for s in chosen] == [seat == 0 for seat in range(2)]
    d.click_button("play on")
    game = d.top
    assert isinstance(game, GameScene)
    assert game.session.record.actions == before[:9]
    assert [s.human for s in game.session.seats] == [True, False]
    assert session.record.actions == before  # the original is untouched
    assert "9" in game.session.name
    autosaver.flush()
    resumed, _notes = read_save(autosave_path())
    assert resumed.name == game.session.name and resumed.record.actions == before[:9]
    # Not a named save of its own besides: once played to its end, nothing is left in Load
    # game that offers it as a game to resume (as for any game).
    assert not [entry for entry in list_saves() if entry.name == game.session.name]
    assert mover in (0, 1)


def _keep_in_progress(game: str = "tigris") -> Session:
    """A begun, unfinished game in the autosave, as a window leaves it."""
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")], game=game), 3)
    player = make_player("random", 4)
    while len(session.record.actions) < 30:
        session.apply(player.choose(View.of(session.state, session.state.to_move)))
    autosave(session)
    return session


def _kept_unfinished(session: Session) -> list:
    return [entry for entry in list_saves() if entry.ok and entry.name.startswith("Unfinished:")
            and read_save(entry.path)[0].record.actions == session.record.actions]


def test_play_on_from_a_review_keeps_the_game_in_progress_as_a_named_save():
    d = Driver((1024, 640))  # the window first: it claims the autosave's slot
    in_progress = _keep_in_progress()
    d.app.open("review", played(20))  # `tworivers review RECORD` opens just this
    for _ in range(5):
        d.key(pygame.K_RIGHT)
    d.click_button("play on")
    assert isinstance(d.top, GameScene)
    autosaver.flush()
    assert read_save(autosave_path())[0].record.actions == d.top.session.record.actions
    kept = _kept_unfinished(in_progress)
    assert len(kept) == 1  # the game in progress is in Load game, to the move
    assert any("Your unfinished game is kept" in toast.text for toast in d.app.toasts.items)


@pytest.mark.parametrize("game", ["tigris", "yangtze"])
def test_every_game_opened_keeps_the_game_in_progress(game):
    """The "session" route is the one door a game comes through (Play on, a challenge's or a
    caller's own game): an unfinished game in the autosave is kept, once, and the same game
    coming back (Resume, Load of the autosave's game) keeps nothing."""
    d = Driver((1024, 640))
    in_progress = _keep_in_progress(game)
    d.app.open("session", read_save(autosave_path())[0])  # the same game: Resume
    assert not _kept_unfinished(in_progress)
    d.app.open("session", Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")], game=game), 8))
    assert len(_kept_unfinished(in_progress)) == 1
    d.app.open("session", Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")], game=game), 9))
    assert len(_kept_unfinished(in_progress)) == 1  # kept once, not again


def test_play_on_keeps_hidden_scores_and_the_games_options():
    session = Session.new(GameSetup([Seat(HUMAN), Seat(COMPUTER, "random")], open_scoring=False), 5)
    player = make_player("random", 1)
    while len(session.record.actions) < 20:
        session.apply(player.choose(View.of(session.state, session.state.to_move)))
    d = Driver((1024, 640))
    d.app.open("review", session)
    assert d.top.session.scores_visible(0, 1)  # the review shows every score
    for _ in range(9):
        d.key(pygame.K_RIGHT)
    d.click_button("play on")
    game = d.top
    assert isinstance(game, GameScene)
    assert not game.session.open_scoring
    assert not game.session.scores_visible(0, 1) and game.session.scores_visible(0, 0)
    assert game.session.record.new_game == session.record.new_game  # map, seed, options


def test_a_review_opens_from_the_end_screen_and_from_the_load_list():
    d = Driver((1024, 640))
    finished = played(None)
    finished.count_hint(0)
    open_session(d.app, finished)
    assert d.until(lambda: isinstance(d.top, EndScene), 3000)
    assert f"Hints used: {d.top.names.plain[0]} 1." in d.top.notes  # the hints asked for, said
    d.click_button("review")
    assert isinstance(d.top, ReviewScene)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, EndScene)
    saves_dir().mkdir(parents=True, exist_ok=True)
    write_save(played(14), saves_dir() / "fourteen.toml", "Fourteen")
    d.app.open("load")
    load = d.top
    assert d.wait(lambda: all(entry.described for _rect, entry in load.rows))
    d.click(load.reviews[0][0].rect.center)
    assert isinstance(d.top, ReviewScene) and len(d.top.turns.replay.steps) == 14


def test_where_it_turned_runs_in_the_background_is_cancelled_and_marks_the_game(monkeypatch):
    monkeypatch.setattr(review_analysis, "BUDGET", Budget(iterations=4))
    monkeypatch.setattr(review_analysis, "WORLDS", 4)
    session = played(8, seed=8)
    d = Driver((1024, 640))
    d.app.open("review", session)
    review = d.top
    turning = review.mode.turning
    d.click_button("turned")
    assert turning.running and turning.seat == 0  # the one person's seat
    d.key(pygame.K_ESCAPE)  # stops the analysis; the review stays open
    assert d.wait(lambda: not turning.running)
    assert turning.result is None and d.top is review
    d.click_button("turned")
    assert d.wait(lambda: turning.result is not None and not turning.running, 60)
    done, total = turning.progress
    assert done == total == turning.result.looked_at > 0
    expected = analyse(session.record.start, list(session.record.actions), 0, Budget(iterations=4), 0,
                       worlds=4)
    assert turning.result.marks == expected.marks
    marks = turning.marks()
    assert marks and all(m.clearly for m in marks)
    d.key(pygame.K_n)
    assert review.turns.replay.index == marks[0].number - 1
    assert turning.mark_here() == marks[0]
    expert_cell = review.state.parse_action(marks[0].expert).cell
    assert expert_cell < 0 or expert_cell in review.overlay(0.0).glow
    d.key(pygame.K_RIGHT)
    assert turning.mark_here() is None or turning.mark_here().number != marks[0].number


def test_the_analysis_is_kept_in_the_save_reviewed_and_read_back(monkeypatch):
    monkeypatch.setattr(review_analysis, "BUDGET", Budget(iterations=4))
    monkeypatch.setattr(review_analysis, "WORLDS", 4)
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "eight.toml"
    write_save(played(8, seed=8), path, "Eight")
    actions = read_save(path)[0].record.actions
    d = Driver((1024, 640))
    d.app.open("load")
    load = d.top

    def review_from_load():
        assert d.wait(lambda: all(entry.described for _rect, entry in load.rows))
        d.click(load.reviews[0][0].rect.center)
        assert isinstance(d.top, ReviewScene)
        return d.top.mode.turning

    turning = review_from_load()
    assert turning.result is None
    d.click_button("turned")
    assert d.wait(lambda: turning.result is not None and not turning.running, 60)
    d.frames(2)
    kept = tomllib.loads(path.read_text(encoding="utf-8"))["analysis"]
    assert kept["seat"] == 0 and len(kept["marks"]) == len(turning.result.marks)
    assert read_save(path)[0].record.actions == actions  # the game itself is not changed
    result = turning.result
    d.key(pygame.K_ESCAPE)
    assert d.top is load
    again = review_from_load()
    assert again.result == result and not again.running  # read back, not made again
    d.key(pygame.K_ESCAPE)
    # A damaged analysis is left aside: the review opens without it.
    path.write_text(path.read_text(encoding="utf-8").replace('seat = 0', 'seat = "zero"', 1),
                    encoding="utf-8")
    assert review_from_load().result is None


def short_record(tmp_path, decisions: int = 10) -> str:
    session = played(decisions, seed=8)
    path = tmp_path / "short.toml"
    path.write_text(session.record.to_toml(), encoding="utf-8")
    return str(path)


def test_the_analysis_prints_where_the_experts_choice_was_clearly_better(tmp_path, capsys, monkeypatch):
    import ai.analysis

    monkeypatch.setattr(ai.analysis, "COMPARE_WORLDS", 4)
    path = short_record(tmp_path)
    code = main(["review", path, "--analyse", "0", "--json", "--iterations", "4"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["seat"] == 0 and out["looked_at"] >= 3
    session = played(10, seed=8)
    mine = {i + 1 for i, seat in enumerate(session.deciders) if seat == 0}
    for mark in out["marks"]:
        assert mark["number"] in mine
        assert mark["played"] == session.record.actions[mark["number"] - 1]
        assert mark["expert"] != mark["played"]
        assert mark["loss"] == pytest.approx(mark["expert_chance"] - mark["played_chance"])
        assert mark["clearly"] == (mark["loss"] > 0.02 and mark["loss"] > 2 * mark["noise"])
    for moment in out["luck"]:
        assert 1 <= moment["number"] <= 10
        assert moment["swing"] == pytest.approx(moment["drawn"] - moment["average"])
        assert abs(moment["swing"]) > 0.05
    assert main(["review", path, "--analyse", "0", "--iterations", "4", "--all"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("seat 0: ") and text.count("\n") == 1 + len(out["marks"]) + len(out["luck"])


def test_the_review_command_refuses_bad_input_in_one_line(tmp_path, capsys):
    path = short_record(tmp_path, 4)
    assert main(["review", path, "--analyse", "5"]) == 2
    assert "seats 0 to 1" in capsys.readouterr().err
    broken = tmp_path / "broken.toml"
    broken.write_text("not = [toml", encoding="utf-8")
    assert main(["review", str(broken), "--analyse", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "broken.toml" in err
    assert main(["review", path, "--json"]) == 2


def computers_game(decisions: int | None, seed: int = 7) -> Session:
    """A game no person played: two computers, `decisions` of it (None: to its end)."""
    session = Session.new(GameSetup([Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]), seed)
    players = [make_player("random", 1), make_player("random", 2)]
    while not session.state.is_over and (decisions is None or len(session.record.actions) < decisions):
        state = session.state
        session.apply(players[state.to_move].choose(View.of(state, state.to_move)))
    return session


def test_a_game_no_person_played_is_reviewed_as_played_by_computers():
    """Its Seats label said "you play Archer", then "you play Bull", following the mover."""
    d = Driver((1024, 640))
    d.app.open("review", computers_game(30))
    d.frames(2)
    review = d.top
    said = []
    for _ in range(6):
        said.append(review.mode.seats_words())
        d.key(pygame.K_RIGHT)
    assert set(said) == {"computers only"}, said
    assert not any(s.human for s in review.mode.chosen_seats())
    # Seats cycles through every choice and back: the seat to move (said as such), each seat
    # in turn (the last one too), all people, computers only.
    names = review.names.plain
    words = []
    for _ in range(review.state.n + 3):
        d.click_button("seats")
        words.append(review.mode.seats_words())
    mover = names[review.state.to_move]
    assert words == [f"you play the seat to move ({mover})", f"you play {names[0]}", f"you play {names[1]}",
                     "all people", "computers only"]


def test_a_finished_game_reopened_adds_no_resumed_line_after_its_end():
    finished = computers_game(None)
    assert finished.state.is_over
    d = Driver((1024, 640))
    d.app.open("review", finished)
    d.frames(2)
    assert not any(line.text.startswith("Resumed") for line in d.top.turns.log.lines)
    d.key(pygame.K_ESCAPE)
    game = open_session(d.app, finished)
    d.frames(2)
    texts = [line.text for line in game.turns.log.lines]
    assert texts and not any(text.startswith("Resumed") for text in texts), texts[-3:]
    # A game not yet over still says where it was resumed.
    d.key(pygame.K_ESCAPE)
    game = open_session(d.app, played(12))
    d.frames(2)
    assert any(line.text.startswith("Resumed") for line in game.turns.log.lines)
