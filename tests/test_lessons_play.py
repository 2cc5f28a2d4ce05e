"""Every lesson in levels/<game>/ loads and plays through to the end, and
the learner gets an explanation (and another try) for a wrong move at every
step."""

from __future__ import annotations

import copy

import pytest

from game.engine import MalformedActionError, Rng
from game.lessons import ASK, DONE, EXPLAIN, PLAYING, READING, LessonRunner, load_lesson
from game.lessons.library import lesson_paths, load_lessons, tutorial_dir

PATHS = lesson_paths()
IDS = [f"{p.parent.name}/{p.stem}" for p in PATHS]
GUIDED = [p for p in PATHS if not p.stem.endswith("first-game")]  # the free games are played elsewhere

Action = object  # each game's own action type


def test_the_nine_lessons_are_there_in_order():
    lessons, problems = load_lessons()
    assert problems == []
    assert [lesson.id for lesson in lessons if lesson.game == "tigris"] == [
        "tigris/01-board", "tigris/02-scoring", "tigris/03-revolts", "tigris/04-wars",
        "tigris/05-monuments", "tigris/06-treasures", "tigris/07-catastrophes", "tigris/08-game-end",
        "tigris/09-first-game"]
    assert all(lesson.title and lesson.summary for lesson in lessons)
    assert tutorial_dir().is_dir()


def _finish_free_game(runner: LessonRunner, seed: int = 1) -> None:
    """Play the free game: the learner at random, the computer at its own level."""
    from ai import Budget

    rng = Rng(seed)
    while runner.phase == PLAYING:
        if runner.opponent_to_move:
            runner.apply_opponent(runner.choose_opponent(Budget(iterations=20)))
        else:
            legal = runner.state.legal_actions()
            outcome = runner.try_action(legal[rng.below(len(legal))])
            assert outcome.accepted, outcome.message
        runner.take_tips()


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_lesson_plays_through_its_intended_solution(path):
    lesson = load_lesson(path)
    runner = LessonRunner(lesson)
    seen = []
    while not runner.finished:
        seen.append(runner.index)
        if runner.phase == READING:
            runner.proceed()
        elif runner.phase == ASK:
            outcome = runner.try_action(runner.step.intended)
            assert outcome.accepted, f"step {runner.step.number}: {outcome.message}"
            assert outcome.lines, "an accepted move tells what it did"
            assert runner.phase == EXPLAIN
            runner.proceed()
        elif runner.phase == PLAYING:
            _finish_free_game(runner)
            assert runner.state.is_over
            assert runner.phase == EXPLAIN
            runner.proceed()
        else:
            runner.proceed()
    assert runner.phase == DONE
    assert sorted(set(seen)) == list(range(len(lesson.steps)))
    assert runner.progress() == (len(lesson.steps), len(lesson.steps))


def _illegal_action(runner: LessonRunner) -> Action:
    """Some well-formed action that is illegal here."""
    legal = runner.state.legal_actions()
    for text in ("tile blue A1", "leader king A1", "leader governor A1", "catastrophe A1", "commit 9",
                 "treasure A1", "war black", "monument black-red A1", "support A1 9", "market yellow",
                 "pass", "no monument", "tile black E1"):
        try:
            action = runner.state.parse_action(text)
        except MalformedActionError:
            continue  # a word of the other game
        if action not in legal:
            return action
    raise AssertionError("no illegal action found")


def _wrong_legal_action(runner: LessonRunner) -> Action | None:
    """A legal action the step refuses (None when every legal action is accepted)."""
    legal = list(runner.state.legal_actions())
    # Spread the search over kinds: the first few of each kind, the listed ones last.
    by_kind: dict[int, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    ordered = [a for group in by_kind.values() for a in group[:12]]
    for action in ordered:
        if action == runner.step.intended:
            continue
        trial = copy.deepcopy(runner)  # another accepted way would move the lesson on
        if not trial.try_action(action).accepted:
            return action
    return None


@pytest.mark.parametrize("path", GUIDED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_wrong_move_at_every_step_is_explained_and_can_be_retried(path):
    lesson = load_lesson(path)
    runner = LessonRunner(lesson)
    wrong_legal_seen = 0
    while not runner.finished:
        step = runner.step
        before = runner.state.fingerprint()
        if runner.phase == READING:
            outcome = runner.try_action("pass")
            assert not outcome.accepted and "Continue" in outcome.message
            runner.proceed()
            continue
        assert runner.phase == ASK
        # Text that is not a move at all.
        outcome = runner.try_action("tile purple Z99")
        assert not outcome.accepted and outcome.message.startswith("I don't understand")
        # A move the rules forbid: the engine's reason, in the lesson's words.
        illegal = _illegal_action(runner)
        outcome = runner.try_action(illegal)
        assert not outcome.accepted, f"step {step.number}: {illegal}"
        assert outcome.message.startswith("That move is not allowed: ")
        assert "seat " not in outcome.message  # seats are named, not numbered
        assert '("' not in outcome.message  # a learner clicks: no notation to type
        assert len(outcome.message) > len("That move is not allowed: ") + 5
        # A legal move that is not what the step asks, when there is one.
        wrong = _wrong_legal_action(runner)
        if wrong is not None:
            wrong_legal_seen += 1
            outcome = runner.try_action(wrong)
            assert not outcome.accepted and len(outcome.message) > 20, (step.number, wrong)
        # Nothing changed; a hint helps; the retry is accepted.
        assert runner.state.fingerprint() == before
        assert runner.phase == ASK and runner.step is step
        assert runner.hint()
        assert runner.try_action(step.intended).accepted
        runner.proceed()
    assert wrong_legal_seen >= 1


def test_wrong_moves_get_specific_explanations():
    runner = LessonRunner(load_lesson(tutorial_dir() / "01-board.toml"))
    runner.proceed()
    runner.proceed()
    outcome = runner.try_action("leader king E3")
    assert outcome.message == "That move is not allowed: E3 is a river; leaders go on land."
    outcome = runner.try_action("leader king J3")
    assert "J3 is not next to a face-up temple" in outcome.message
    outcome = runner.try_action("leader priest G3")
    assert "not the one this step asks for" in outcome.message
    assert outcome.lines == ["You place your priest on G3."]
    assert runner.hint().startswith("Pick your king")
    assert runner.hint() == "Try this: place your king on G3."
    runner.try_action("leader king G3")
    runner.proceed()
    runner.try_action("tile black G4")
    runner.proceed()
    runner.proceed()
    runner.try_action("tile red G5")
    runner.proceed()
    outcome = runner.try_action("leader priest H5")
    assert outcome.message == "That move is not allowed: a leader on H5 would join two kingdoms."


def test_a_move_out_of_turn_says_what_to_do_first_in_plain_words():
    runner = LessonRunner(load_lesson(tutorial_dir() / "06-treasures.toml"))
    runner.proceed()
    runner.try_action("tile blue E2")
    runner.proceed()
    outcome = runner.try_action("tile red G2")
    assert outcome.message == "That move is not allowed: you must take a treasure first."
    outcome = runner.try_action("treasure F3")
    assert outcome.message == ("That move is not allowed: the treasure on F3 must wait: treasures on the "
                               "special-border temples are taken first.")


def test_goal_steps_explain_what_went_wrong():
    runner = LessonRunner(load_lesson(tutorial_dir() / "03-revolts.toml"))
    runner.proceed()
    runner.try_action("leader priest J7")
    runner.proceed()
    outcome = runner.try_action("commit 1")  # Andrey answers with one: 2 to 2
    assert not outcome.accepted
    assert outcome.message.startswith("2 against 2 is a tie, and a tie goes to the defender.")
    assert "Andrey adds a red tile from hand." in outcome.lines
    outcome = runner.try_action("commit 4")  # wins, but the lesson needs a temple later
    assert outcome.message.startswith("That wins too")
    outcome = runner.try_action("commit 3")
    assert outcome.accepted
    assert "You win the revolt 4 to 1." in outcome.lines
    runner.proceed()
    outcome = runner.try_action("tile red A1")  # a temple outside every kingdom
    assert outcome.message.startswith("Nobody scores")
    outcome = runner.try_action("tile black J6")
    assert "That tile is black" in outcome.message
    # Another way to the goal is fine when the lesson can go on from it.
    assert runner.try_action("tile red K7").accepted


def test_the_red_war_leaves_treasure_and_guarded_temples():
    runner = LessonRunner(load_lesson(tutorial_dir() / "04-wars.toml"))
    runner.proceed()
    runner.try_action("tile black G5")
    runner.proceed()
    outcome = runner.try_action("war black")
    assert not outcome.accepted and "your king must fight too" in outcome.message
    runner.try_action("war green")
    runner.proceed()
    runner.try_action("commit 4")
    assert runner.state.score(0) == (0, 0, 0, 3)
    runner.proceed()
    runner.try_action("tile black H10")
    runner.proceed()
    outcome = runner.try_action("commit 0")
    assert outcome.message.startswith("6 against 6 is a tie")
    assert runner.try_action("commit 1").accepted
    assert "3 red tiles leave the board (I10, J10, K10)." in runner.news
    assert runner.state.score(0) == (0, 4, 0, 0)


def test_the_book_ranking_ends_lesson_8():
    runner = LessonRunner(load_lesson(tutorial_dir() / "08-game-end.toml"))
    runner.proceed()
    runner.proceed()
    outcome = runner.try_action("tile black A1")
    assert "The game would go on" in outcome.message
    runner.try_action("tile green M10")
    runner.proceed()
    outcome = runner.try_action("treasure K11")
    assert "special-border temples are taken first" in outcome.message
    runner.try_action("treasure O9")
    runner.proceed()
    assert runner.try_action("treasure K11").accepted
    state = runner.state
    assert state.is_over
    assert state.final_scores() == [(10, 10, 11, 18), (12, 10, 10, 13), (22, 9, 17, 11), (11, 11, 14, 11)]
    assert state.ranking() == ((3,), (1,), (0,), (2,))  # Potter, Lion, Bull, Archer


def test_free_game_tips_come_once_and_the_computer_waits_its_turn():
    runner = LessonRunner(load_lesson(tutorial_dir() / "09-first-game.toml"))
    runner.proceed()
    runner.proceed()
    assert runner.phase == PLAYING and runner.waiting_for_learner
    tips = runner.take_tips()
    assert len(tips) == 1 and tips[0].startswith("Your first turn.")
    assert runner.take_tips() == []
    assert not runner.try_action("tile blue A1").accepted
    legal = runner.state.legal_actions()
    runner.try_action(legal[0])
    runner.try_action("pass")
    assert runner.opponent_to_move
    outcome = runner.try_action("pass")
    assert not outcome.accepted and outcome.message.startswith("Please wait")
    _finish_free_game(runner, seed=3)
    assert "game_over" in runner.tips_shown
    assert len(runner.tips_shown) == len(set(runner.tips_shown))


def test_any_computer_level_name_is_accepted():
    lesson = load_lesson(tutorial_dir() / "09-first-game.toml")
    runner = LessonRunner(lesson, opponent_level="grandmaster")  # not in ai.LEVELS: random plays
    runner.proceed()
    runner.proceed()
    runner.try_action("pass")
    runner.try_action("pass")
    assert runner.opponent_to_move
    action = runner.choose_opponent()
    assert action in runner.state.legal_actions()
    runner.apply_opponent(action)
