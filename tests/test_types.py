"""The type check's reach (issue 29), read from pyproject.toml's [tool.mypy].

`python3 dev.py test` runs mypy over the files that [tool.mypy] lists. Kept true here:
every module of `game/` and `ai/` is checked (under one of those files), so a new module is
checked from its first day; no module is left out by an override (the "not yet" list that
named those still to fix is empty and gone, and may not come back); nothing is switched off
wholesale (no `ignore_errors`), and every `# type: ignore` names its error code and says why
(on its line or in a comment just above).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "ai")


def _config() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["tool"]["mypy"]


def _modules() -> dict[str, str]:
    """Every module of game/ and ai/: its dotted name -> its path from the root."""
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            name = relative[:-3].replace("/", ".").removesuffix(".__init__")
            out[name] = relative
    return out


def _checked(path: str, files: list[str]) -> bool:
    return any(path == entry or path.startswith(entry.rstrip("/") + "/") for entry in files)


def test_every_module_is_checked() -> None:
    files = _config()["files"]
    for entry in files:
        assert (ROOT / entry).exists(), f"[tool.mypy] files: {entry} does not exist"
    unchecked = sorted(name for name, path in _modules().items() if not _checked(path, files))
    assert not unchecked, ("not type-checked: add each to [tool.mypy] files in pyproject.toml "
                           f"(and fix what `python -m mypy` reports): {unchecked}")


def test_no_module_is_left_out_by_an_override() -> None:
    # The "not yet" list (an override following its modules' imports silently) shrank to
    # nothing: fix a module's errors rather than name it in an override again.
    assert not _config().get("overrides"), "[tool.mypy] has an override: fix the errors instead"


def test_nothing_is_switched_off_wholesale() -> None:
    config = _config()
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "ignore_errors" not in text
    assert "disable_error_code" not in config
    assert config.get("check_untyped_defs") is True
    assert config.get("warn_unused_ignores") is True


IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[a-z\-, ]+\])?(?P<rest>.*)$")


def test_every_type_ignore_names_its_code_and_why() -> None:
    bad = []
    for path in _modules().values():
        lines = (ROOT / path).read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            found = IGNORE.search(line)
            if not found:
                continue
            why_here = found["rest"].strip().startswith("#") and len(found["rest"].strip()) > 2
            above = number - 2
            while above > 0 and lines[above].strip().startswith("@"):  # past decorators
                above -= 1
            why_above = above >= 0 and lines[above].strip().startswith("#")
            if not found["codes"] or not (why_here or why_above):
                bad.append(f"{path}:{number}: {line.strip()}")
    assert not bad, "a `# type: ignore` without an error code or a reason:\n" + "\n".join(bad)
