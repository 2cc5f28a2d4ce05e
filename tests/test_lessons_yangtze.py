"""The Yellow & Yangtze lessons (levels/yangtze/): they are there, in order,
each says its game, and their wrong moves get the explanations a learner
needs. (Every lesson of every game is also played through, refused a wrong
move at every step and resumed anywhere by test_lessons_play.py and
test_lessons_progress.py.)"""

from __future__ import annotations

import pytest

from game.engine import BadFileError
from game.engine.yangtze import State
from game.lessons import EXPLAIN, LessonRunner, lesson_dir, lesson_game, load_lesson, load_lessons
from game.lessons.lesson import lesson_from_text


def runner_at(name: str, step: int, moves: tuple[str, ...] = ()) -> LessonRunner:
    """A runner of `levels/yangtze/<name>.toml` walked along its intended path up to
    `step` (1-based), then the learner's `moves` (each must be accepted)."""
    runner = LessonRunner(load_lesson(lesson_dir("yangtze") / f"{name}.toml"))
    while runner.step.number < step:
        if runner.phase == "ask":
            assert runner.try_action(runner.step.intended).accepted
        runner.proceed()
    for move in moves:
        assert runner.try_action(move).accepted, move
        runner.proceed()
    return runner


def test_the_yangtze_lessons_are_there_in_order_and_teach_yangtze():
    lessons, problems = load_lessons()
    assert problems == []
    ours = [lesson for lesson in lessons if lesson.game == "yangtze"]
    assert [lesson.id for lesson in ours] == [
        "yangtze/01-board", "yangtze/02-leaders", "yangtze/03-scoring", "yangtze/04-market-chain",
        "yangtze/05-pagodas", "yangtze/06-revolts", "yangtze/07-war", "yangtze/08-peasants",
        "yangtze/09-game-end", "yangtze/10-first-game"]
    assert all(isinstance(lesson.position, State) for lesson in ours)
    assert ours[-1].steps[-1].kind == "play" and ours[-1].opponent == "beginner"
    # The first game's lessons come first, and still load as Tigris & Euphrates.
    assert lessons.index(ours[0]) == 9 and all(lesson.game == "tigris" for lesson in lessons[:9])


def test_blue_tiles_and_land_tiles_are_refused_with_the_engine_reason():
    runner = runner_at("01-board", 4)
    assert runner.try_action("tile red C4").message == (
        "That move is not allowed: C4 is a river; only blue tiles go on rivers.")
    assert runner.try_action("tile blue E5").message == (
        "That move is not allowed: E5 is land; blue tiles go on rivers.")
    assert runner.try_action("leader governor A1").message == (
        "That move is not allowed: A1 is not next to a black tile.")
    assert runner.try_action("tile red E5").accepted
    runner.proceed()
    assert runner.try_action("tile blue C5").accepted
    runner.proceed()
    # The blue chain: only another blue tile, next to the last one, or Done.
    assert runner.try_action("tile red E6").message == (
        "That move is not allowed: only blue tiles continue the chain.")
    assert runner.try_action("tile blue C2").message == (
        "That move is not allowed: C2 is not next to the blue tile just placed (C5).")
    outcome = runner.try_action("done")
    assert outcome.accepted and outcome.lines[0] == "You end the blue chain."


def test_a_point_for_another_player_is_explained():
    runner = runner_at("03-scoring", 2)
    outcome = runner.try_action("tile blue G9")
    assert not outcome.accepted and outcome.message.startswith("G9 touches your kingdom too")
    outcome = runner.try_action("tile blue A6")  # a river cell far from any kingdom
    assert outcome.message.startswith("Nobody scores: the tile is not in a kingdom")
    outcome = runner.try_action("tile yellow E8")
    assert outcome.message.startswith("That tile is yellow; a tile scores a point of its own colour")
    assert runner.try_action("tile blue G7").accepted


def test_a_revolt_tie_goes_to_the_defender_and_the_governor_adds_one():
    runner = runner_at("06-revolts", 3)
    outcome = runner.try_action("commit 1")  # 3, and Varvara answers with two: 3 to 3
    assert outcome.message.startswith("3 against 3 is a tie, and a tie goes to the defender.")
    assert "Varvara adds 2 black tiles from hand." in outcome.lines
    outcome = runner.try_action("commit 1 governor")
    assert outcome.accepted
    assert "You add a black tile from hand and the off-board governor's 1." in outcome.lines
    assert "Varvara's farmer on M8 loses the revolt and goes home." in outcome.lines
    assert runner.state.score(0)[2] == 4  # a blue point for the revolt


def test_the_rule_books_war_goes_as_in_the_book():
    runner = runner_at("07-war", 3)  # Varvara and Pavel have supported the left kingdom
    # Each kingdom by its letter on the board and whose leaders are in it, never its first cell.
    assert runner.news == ["Varvara sends 2 red tiles to kingdom A (Varvara).",
                           "Pavel sends the off-board soldier leader (1) to kingdom A (Varvara)."]
    assert runner.state.war.strengths() == (5, 4)
    runner.proceed()
    outcome = runner.try_action("support K2 1")  # 5 to 5: the active player would choose
    assert not outcome.accepted and outcome.message.startswith("That is a tie")
    outcome = runner.try_action("support none")
    assert outcome.message.startswith("Your kingdom loses 4 to 5.")
    outcome = runner.try_action("support K2 2")
    assert outcome.message.startswith("6 to 5 wins too, but the winner loses")
    # The advice names the kingdom as the board letters it, not by its first cell (K2).
    assert runner.solution_text() == "Try this: send 3 red tiles to kingdom B (you)."
    outcome = runner.try_action("support K2 3")
    assert outcome.accepted
    assert "Kingdom B (you) wins the war 7 to 5; it must lose 5 red, its support first." in outcome.lines
    assert "Varvara's soldier on H3 loses the war and goes home." in outcome.lines
    runner.proceed()
    assert runner.try_action("lose H2").message == "That move is not allowed: there is no red tile on H2."
    assert runner.try_action("lose K3").accepted
    runner.proceed()
    outcome = runner.try_action("lose L2")
    assert outcome.accepted and "The war is over: the unification marker comes off." in outcome.lines
    assert any("pagoda" in line and "goes back to the supply" in line for line in outcome.lines)
    assert runner.state.score(0) == (1, 3, 0, 1, 0)  # a red point for Varvara's soldier
    assert runner.state.leader_cell(2, 1) < 0  # Pavel's soldier is home again


def test_a_peasants_revolt_sends_home_the_leaders_of_the_tile():
    runner = runner_at("08-peasants", 2)
    outcome = runner.try_action("revolt P7")
    assert outcome.message.endswith("a revolt removes a tile, never a leader.")
    outcome = runner.try_action("revolt N8")  # a revolt, but her governor stays
    assert outcome.message.startswith("No governor leaves the board.")
    outcome = runner.try_action("revolt P6")  # two blue tiles: the next step needs one and the farmer
    assert outcome.message.startswith("That works too, but this lesson goes on from a different move.")
    outcome = runner.try_action("revolt P6 farmer")
    assert outcome.accepted
    assert "Varvara's governor on P7 has no black tile beside it any more and goes home." in outcome.lines
    runner.proceed()
    assert runner.try_action("revolt N8").message.startswith(
        "That move is not allowed: a peasants' revolt needs two blue tiles (or one and your off-board "
        "farmer)")
    assert runner.try_action("revolt N8 farmer").accepted


def test_the_last_move_wins_with_yellow_and_a_strong_colour_does_not():
    runner = runner_at("09-game-end", 3)
    assert runner.try_action("tile green E8").message.startswith("Green 7 does not help")
    outcome = runner.try_action("pass")  # nothing to draw: the game goes on
    assert outcome.message.startswith("The game is not over yet")
    outcome = runner.try_action("tile yellow E8")
    assert outcome.accepted and runner.phase == EXPLAIN
    state = runner.state
    assert state.is_over and state.ranking() == ((0,), (1,))
    assert state.final_scores()[0] == (5, 5, 4, 6)  # the two yellows on blue, then red


def test_commit_enough_uses_the_free_governor():
    game = lesson_game("yangtze")
    runner = runner_at("06-revolts", 3)
    state = runner.state.copy()
    state.apply("commit 0")  # the attacker: 2 against 1
    assert str(game.commit_enough(state)) == "commit 1"  # Varvara's governor is on the board
    state = runner.state.copy()
    state.leaders[1 * 5 + 0] = -1  # were it off the board, it would add its 1 for free
    state.apply("commit 0")
    assert str(game.commit_enough(state)) == "commit 0 governor"


def test_every_step_asks_the_learner_in_words_without_notation():
    """Hints end with the intended move said as an instruction, never in notation."""
    game = lesson_game("yangtze")
    for lesson in load_lessons()[0]:
        if lesson.game != "yangtze":
            continue
        runner = LessonRunner(lesson)
        for step in lesson.steps:
            if step.intended is not None:
                said = game.say_action(step.intended, runner.speaker, 0)
                assert said and said != str(step.intended), (lesson.id, step.number, said)


LESSON = """
game = "yangtze"
title = "T"
summary = "S"
names = ["You", "Li"]
learner = 0
[position]
{position}
[[steps]]
text = "Read."
"""


def test_a_lesson_names_its_game_and_its_positions_follow():
    lesson = lesson_from_text(LESSON.format(position='start = "new"\nplayers = 2\nseed = 1\nshort = true'),
                              "x")
    assert lesson.game == "yangtze" and lesson.position.short
    assert lesson.position.ruleset.name == "yangtze"
    with pytest.raises(BadFileError, match='position: game: \'tigris\': the lesson teaches "yangtze"'):
        lesson_from_text(LESSON.format(position='game = "tigris"\nstart = "new"\nplayers = 2\nseed = 1'), "x")
    with pytest.raises(BadFileError, match="short: the short game is for two players"):
        lesson_from_text(LESSON.format(position='start = "new"\nplayers = 3\nseed = 1\nshort = true'), "x")
    with pytest.raises(BadFileError, match="game: unknown game 'chess'"):
        lesson_from_text(LESSON.replace('"yangtze"', '"chess"').format(position=""), "x")
    # Tigris & Euphrates has no short game, and is the game of a lesson that names none.
    tigris = LESSON.replace('game = "yangtze"\n', "").replace('"Li"', '"Li"').format(
        position='start = "new"\nplayers = 2\nseed = 1')
    assert lesson_from_text(tigris, "x").game == "tigris"
    with pytest.raises(BadFileError, match="short: Tigris & Euphrates has no short game"):
        lesson_from_text(tigris.replace("seed = 1", "seed = 1\nshort = true"), "x")


def test_yangtze_goals_and_tips_are_its_own():
    game = lesson_game("yangtze")
    assert str(game.parse_goal("score Yellow")) == "score yellow"
    assert game.parse_goal("place artisan").arg == 4
    with pytest.raises(ValueError, match="build monument"):
        game.parse_goal("build monument")  # a Tigris & Euphrates goal
    bad = LESSON.format(position='start = "new"\nplayers = 2\nseed = 1') + '[tips]\ntreasure = "x"\n'
    with pytest.raises(BadFileError, match="tips.treasure: unknown tip"):
        lesson_from_text(bad, "x")


def test_a_lesson_in_a_games_folder_must_teach_that_game(tmp_path, monkeypatch):
    """levels/yangtze/ holds Yellow & Yangtze lessons: one that forgot `game = "yangtze"`
    would load as Tigris & Euphrates and fail in confusing ways, so it is refused by name."""
    from game.lessons import library

    folder = tmp_path / "levels" / "yangtze"
    folder.mkdir(parents=True)
    monkeypatch.setattr(library, "levels_dir", lambda: tmp_path / "levels")
    good = LESSON.format(position='start = "new"\nplayers = 2\nseed = 1')
    (folder / "01-good.toml").write_text(good)
    (folder / "02-forgot.toml").write_text(good.replace('game = "yangtze"\n', ""))
    lessons, problems = load_lessons(folder)
    assert [lesson.id for lesson in lessons] == ["yangtze/01-good"]
    assert problems == ['levels/yangtze/02-forgot.toml: game: the lesson is in levels/yangtze/ but teaches '
                        '"tigris" (write game = "yangtze")']


def test_the_first_game_gives_each_tip_once_and_ends_with_the_count():
    from game.engine import Rng

    runner = LessonRunner(load_lesson(lesson_dir("yangtze") / "10-first-game.toml"), opponent_level="random")
    runner.proceed()
    assert runner.phase == "play" and runner.waiting_for_learner
    tips = runner.take_tips()
    assert len(tips) == 1 and tips[0].startswith("Your first turn.")
    rng = Rng(5)
    while runner.phase == "play":
        if runner.opponent_to_move:
            runner.apply_opponent(runner.choose_opponent())
        else:
            legal = runner.state.legal_actions()
            assert runner.try_action(legal[rng.below(len(legal))]).accepted
        tips += runner.take_tips()
    assert runner.phase == EXPLAIN and runner.state.is_over
    assert len(tips) == len(runner.tips_shown) == len(set(tips))  # each tip once
    assert {"start", "game_over", "small_bag"} <= runner.tips_shown
    assert tips[-1].startswith("That is the game!")
    assert any(line.startswith("The game ends: the bag is empty.") for line in runner.news)
