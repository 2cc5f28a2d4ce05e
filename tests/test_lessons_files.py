"""A broken lesson file is refused with one clear line naming the file and,
when a step is at fault, the step."""

from __future__ import annotations

import pytest

from game.engine import BadFileError
from game.lessons import load_lesson
from game.lessons.library import load_lessons

HEAD = '''
title = "Test lesson"
summary = "For the tests."
names = ["You", "Andrey"]
learner = 0

[position]
game = "tigris"
map = "standard"
active = 0
actions_left = 2
bag = 20
seed = 1

[position.tiles]
red = ["F3", "I7", "K1"]

[position.board]
treasures = ["F3", "I7", "K1"]

[[position.players]]
dynasty = "bull"
hand = ["black", "red", "blue", "green", "green", "red"]
catastrophes = 2
score = { black = 0, red = 0, blue = 0, green = 0 }
treasures = 0

[[position.players]]
dynasty = "lion"
hand = ["black", "red", "blue", "green", "green", "red"]
catastrophes = 2
score = { black = 0, red = 0, blue = 0, green = 0 }
treasures = 0
'''

GOOD_STEPS = '''
[[steps]]
text = "Read this."

[[steps]]
text = "Put your king on G3."
expect = "leader king G3"
hints = ["G3"]
after = "Done."

[[steps]]
text = "Score a black point."
goal = "score black"
solution = "tile black G4"
hints = ["Next to the king."]
after = "Done."
'''


def write(tmp_path, text: str, name: str = "01-test.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path, text: str) -> str:
    path = write(tmp_path, text)
    with pytest.raises(BadFileError) as caught:
        load_lesson(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(str(path) + ": "), message
    return message[len(str(path)) + 2:]


def test_a_good_test_lesson_loads(tmp_path):
    lesson = load_lesson(write(tmp_path, HEAD + GOOD_STEPS))
    assert lesson.id == "01-test"
    assert [s.kind for s in lesson.steps] == ["read", "exact", "goal"]


@pytest.mark.parametrize("steps, expected", [
    # A scripted move that breaks a rule.
    (GOOD_STEPS + '''
[[steps]]
text = "Andrey moves."
before = ["tile blue G5"]
''', 'step 4: before[0] "tile blue G5": G5 is land; blue tiles go on rivers'),
    # The exact move is illegal where the step asks for it.
    ('''
[[steps]]
text = "Put your king on a river."
expect = "leader king E3"
hints = ["no"]
after = "Done."
''', 'step 1: expect "leader king E3" is not legal here: E3 is a river; leaders go on land'),
    # The goal's solution misses the goal.
    ('''
[[steps]]
text = "Score a red point."
goal = "score red"
solution = "tile red A1"
hints = ["no"]
after = "Done."
''', 'step 1: solution "tile red A1" does not meet the goal "score red": Nobody scores'),
    # The step asks the learner, but another seat is to move.
    (GOOD_STEPS + '''
[[steps]]
text = "Your move?"
expect = "leader priest J7"
hints = ["no"]
after = "Done."
''', "step 4: the learner should decide here, but seat 1 is to move"),
    # A scripted move where the learner must decide.
    ('''
[[steps]]
text = "Andrey?"
before = ["leader king G3"]
''', 'step 1: before[0] "leader king G3": seat 0 is to move, and that is the learner\'s seat'),
    # Malformed action text.
    ('''
[[steps]]
text = "Go."
expect = "tile purple G4"
hints = ["no"]
after = "Done."
''', "step 1: expect: \"tile purple G4\": unknown colour 'purple'"),
    # Unknown goal.
    ('''
[[steps]]
text = "Go."
goal = "be happy"
solution = "pass"
hints = ["no"]
after = "Done."
''', "step 1: goal: unknown goal 'be happy'"),
    # A goal without its solution.
    ('''
[[steps]]
text = "Go."
goal = "score red"
hints = ["no"]
after = "Done."
''', "step 1: solution: missing"),
    # A step that asks without hints.
    ('''
[[steps]]
text = "Go."
expect = "leader king G3"
''', "step 1: hints: a step that asks for a move needs at least one hint"),
    # A step that asks without an explanation after the move.
    ('''
[[steps]]
text = "Go."
expect = "leader king G3"
hints = ["G3"]
''', "step 1: after: a step that asks for a move needs an explanation after it"),
    # Both kinds of ask.
    ('''
[[steps]]
text = "Go."
expect = "leader king G3"
goal = "score red"
''', "step 1: goal: a step has one of expect, goal or play"),
    # A misspelt field.
    ('''
[[steps]]
text = "Go."
hightlight = ["G3"]
''', "step 1: hightlight: unknown field"),
    # A cell that is not on the board.
    ('''
[[steps]]
text = "Go."
highlight = ["Q3"]
''', "step 1: highlight[0]: 'Q3' is not a cell of the board"),
    # No text.
    ('''
[[steps]]
highlight = ["G3"]
''', "step 1: text: missing"),
    # A step's own position that breaks a rule.
    ('''
[[steps]]
text = "New board."

[steps.position]
game = "tigris"
map = "standard"
active = 0
actions_left = 2
bag = 0

[steps.position.tiles]
blue = ["G4"]

[[steps.position.players]]
dynasty = "bull"
hand = []
catastrophes = 2
score = {}
treasures = 0

[[steps.position.players]]
dynasty = "lion"
hand = []
catastrophes = 2
score = {}
treasures = 0
''', "step 1: position: tiles.blue: G4 is land; blue tiles go on rivers"),
    # A free game that is not the last step.
    ('''
[[steps]]
text = "Play."
play = true

[[steps]]
text = "After."
''', "step 1: play: a free-play step must be the last step"),
    # A wrong-move note for the expected move itself.
    ('''
[[steps]]
text = "Go."
expect = "leader king G3"
hints = ["G3"]
after = "Done."

[steps.wrong]
"leader king G3" = "No!"
''', 'step 1: wrong: "leader king G3" is also expected'),
    # An accepted alternative from which the lesson cannot go on.
    ('''
[[steps]]
text = "Put your king by a temple."
expect = ["leader king G3", "leader king J7"]
hints = ["G3"]
after = "Done."

[[steps]]
text = "Put your priest on J7."
expect = "leader priest J7"
hints = ["J7"]
after = "Done."
''', 'step 1: after "leader king J7" the lesson cannot go on: step 2: no move does what the step asks'),
    # "commit enough" with no conflict to commit to.
    (GOOD_STEPS + '''
[[steps]]
text = "Andrey."
before = ["commit enough"]
''', 'step 4: before[0] "commit enough": there is no revolt or war to commit to'),
])
def test_a_broken_step_names_the_file_and_the_step(tmp_path, steps, expected):
    assert error_of(tmp_path, HEAD + steps).startswith(expected)


def test_broken_lesson_fields(tmp_path):
    assert error_of(tmp_path, "title = \n").startswith("not valid TOML")
    assert error_of(tmp_path, HEAD.replace('title = "Test lesson"', "") + GOOD_STEPS) == "title: missing"
    assert error_of(tmp_path, HEAD.replace('names = ["You", "Andrey"]', 'names = ["You"]')
                    + GOOD_STEPS) == "names: expected 2 names, one per seat of the position"
    assert error_of(tmp_path, HEAD.replace("learner = 0", "learner = 5") + GOOD_STEPS).startswith(
        "learner: expected a seat number from 0 to 1")
    assert error_of(tmp_path, HEAD.replace('dynasty = "lion"', 'dynasty = "bull"') + GOOD_STEPS) == (
        "position: players[1].dynasty: bull is also players[0]'s dynasty")
    assert error_of(tmp_path, HEAD) == "steps: expected at least one [[steps]] table"
    assert error_of(tmp_path, HEAD + '[tips]\nhello = "hi"\n' + GOOD_STEPS).startswith(
        "tips.hello: unknown tip")
    assert error_of(tmp_path, HEAD + GOOD_STEPS + '[[steps]]\ntext = "Play."\nplay = true\n') == (
        "opponent: missing (the computer player level for the free-play step)")


def test_unreadable_files(tmp_path):
    path = tmp_path / "02-binary.toml"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(BadFileError, match="not a text file"):
        load_lesson(path)
    with pytest.raises(BadFileError, match="cannot read the file"):
        load_lesson(tmp_path / "missing.toml")


def test_a_broken_lesson_is_left_out_of_the_menu_with_its_reason(tmp_path):
    write(tmp_path, HEAD + GOOD_STEPS, "01-good.toml")
    write(tmp_path, HEAD + GOOD_STEPS.replace("tile black G4", "tile black G9"), "02-bad.toml")
    lessons, problems = load_lessons(tmp_path)
    assert [lesson.id for lesson in lessons] == ["01-good"]
    assert len(problems) == 1 and "02-bad.toml: step 3: " in problems[0]
