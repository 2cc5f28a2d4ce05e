"""The type check's reach (issue 29), read from pyproject.toml's [tool.mypy].

`python3 dev.py test` runs mypy over the files that [tool.mypy] lists. Kept true here:
every module of `game/` and `ai/` is either checked (under one of those files) or on the
named "not yet" list (an override that follows the module's imports silently), never both
and never neither, so a new module is checked from its first day and the list of those
still to fix is visible and can only shrink; nothing is switched off wholesale (no
`ignore_errors`, no other override), and every `# type: ignore` names its error code and
says why (on its line or in a comment just above).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "ai")

# The length of the "not yet" list when it was made (issue 29): it may only get shorter.
NOT_YET_AT_MOST = 0


def _config() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["tool"]["mypy"]


def _not_yet(config: dict) -> list[str]:
    overrides = config.get("overrides", [])
    assert len(overrides) == 1, "one override only: the 'not yet' list"
    (override,) = overrides
    assert set(override) == {"module", "follow_imports"}, override
    assert override["follow_imports"] == "silent"
    return list(override["module"])


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


def test_every_module_is_checked_or_named_not_yet() -> None:
    config = _config()
    files = config["files"]
    not_yet = _not_yet(config)
    modules = _modules()
    for entry in files:
        assert (ROOT / entry).exists(), f"[tool.mypy] files: {entry} does not exist"
    stale = sorted(set(not_yet) - set(modules))
    assert not stale, f"on the 'not yet' list but no such module (take them off): {stale}"
    both = sorted(name for name in not_yet if _checked(modules[name], files))
    assert not both, f"checked and on the 'not yet' list (take them off that list): {both}"
    neither = sorted(name for name, path in modules.items()
                     if name not in not_yet and not _checked(path, files))
    assert not neither, ("not type-checked: add each to [tool.mypy] files in pyproject.toml "
                         f"(and fix what `python -m mypy` reports): {neither}")


def test_the_not_yet_list_only_shrinks() -> None:
    not_yet = _not_yet(_config())
    assert len(not_yet) <= NOT_YET_AT_MOST, "the 'not yet' list of [tool.mypy] grew"
    assert not_yet == sorted(not_yet) and len(set(not_yet)) == len(not_yet)


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
