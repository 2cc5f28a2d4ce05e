"""Written once (issue 29): what the two games' windows share lives in the shell
(`game/client/`), so the two games' client folders share no long run of the same code,
except where a comment at the run says it is parallel on purpose (each game's own engine,
events, geometry or words), naming the other game."""

from __future__ import annotations

import difflib
from pathlib import Path

CLIENT = Path(__file__).resolve().parent.parent / "game" / "client"
RUN = 8  # lines of code, blank lines, comments and imports left out
# The modules whose counterparts have another name in the other game's folder.
RENAMED = {"conflict_panel.py": "revolt_panel.py"}
# The shell's scenes that do alike for two kinds of thing (their shared part is a base or
# a helper: `game_list_scene.py`, `stats_page.py`, `SceneStack.back_to`, `seats.draw_rows`).
SCENE_PAIRS = (
    ("challenges_menu.py", "lessons_menu.py"),
    ("challenge_scene.py", "lesson_scene.py"),
    ("stats_scene.py", "history_scene.py"),
)


def code_lines(path: Path) -> list[tuple[int, str]]:
    """(line number, stripped text) of a module's code: no blank lines, comments or imports."""
    out: list[tuple[int, str]] = []
    in_import = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        text = line.strip()
        if in_import:
            in_import = not text.startswith(")")
            continue
        if not text or text.startswith("#"):
            continue
        if text.startswith(("from ", "import ")):
            in_import = text.endswith("(")
            continue
        out.append((number, text))
    return out


def explained(path: Path, first: int, last: int) -> bool:
    """Whether a comment in lines `first`..`last` (0-based), or just above them, says the run
    is parallel to the other game's."""
    lines = path.read_text(encoding="utf-8").splitlines()
    top = first
    while top > 0 and (not lines[top - 1].strip() or lines[top - 1].strip().startswith("#")):
        top -= 1
    return any(
        "other game" in line for line in lines[top:last + 1] if line.strip().startswith("#")
    )


def shared_runs(tigris: Path, yangtze: Path) -> list[str]:
    """The runs of `RUN` or more lines of code the two modules share that no comment explains."""
    a, b = code_lines(tigris), code_lines(yangtze)
    matcher = difflib.SequenceMatcher(None, [t for _, t in a], [t for _, t in b], autojunk=False)
    runs = []
    for block in matcher.get_matching_blocks():
        if block.size < RUN:
            continue
        (a0, _), (a1, _) = a[block.a], a[block.a + block.size - 1]
        (b0, _), (b1, _) = b[block.b], b[block.b + block.size - 1]
        if not (explained(tigris, a0, a1) or explained(yangtze, b0, b1)):
            where = f"{tigris.name}:{a0 + 1}-{a1 + 1} ~ {yangtze.name}:{b0 + 1}-{b1 + 1}"
            runs.append(f"{where} ({block.size} lines)")
    return runs


def pairs(root: Path) -> list[tuple[Path, Path]]:
    tigris, yangtze = root / "tigris", root / "yangtze"
    found = []
    for module in sorted(tigris.glob("*.py")):
        other = yangtze / RENAMED.get(module.name, module.name)
        if other.exists():
            found.append((module, other))
    return found


def test_the_module_pairs_are_found():
    names = {a.name for a, _b in pairs(CLIENT)}
    assert {"presentation.py", "board.py", "tray.py", "conflict_panel.py", "words.py"} <= names


def test_the_two_games_client_folders_share_no_unexplained_run():
    runs = [run for a, b in pairs(CLIENT) for run in shared_runs(a, b)]
    assert runs == [], "the same code in both games' folders (move it to the shell):\n" + "\n".join(runs)


def test_the_scene_pairs_share_no_unexplained_run():
    runs = [run for a, b in SCENE_PAIRS for run in shared_runs(CLIENT / a, CLIENT / b)]
    assert runs == [], "the same code in two scenes (move it to a base or a helper):\n" + "\n".join(runs)


def test_a_shared_run_is_found_and_a_comment_explains_it(tmp_path):
    """The check itself: a run of the same code is reported, and not once a comment at it
    says it is parallel to the other game's."""
    body = "".join(f"    x{i} = f({i})\n" for i in range(RUN))
    for game in ("tigris", "yangtze"):
        (tmp_path / game).mkdir()
        (tmp_path / game / "mod.py").write_text(f"def {game}():\n" + body, encoding="utf-8")
    [(a, b)] = pairs(tmp_path)
    assert len(shared_runs(a, b)) == 1
    a.write_text("def tigris():\n    # As the other game's, on purpose.\n" + body, encoding="utf-8")
    assert shared_runs(a, b) == []
