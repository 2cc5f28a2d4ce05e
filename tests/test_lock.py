"""Installs are reproducible: the environment `dev.py` makes installs exact versions from
the committed lock, which covers every dependency of pyproject.toml, extras included."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import dev

ROOT = Path(__file__).resolve().parent.parent


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def _locked() -> dict[str, list[str]]:
    pins: dict[str, list[str]] = {}
    for line in (ROOT / "requirements.lock").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        pins.setdefault(_name(line), []).append(line)
    return pins


def test_every_line_of_the_lock_is_one_exact_version():
    pins = _locked()
    assert pins
    for name, lines in pins.items():
        for line in lines:
            spec = line.split(";")[0].strip()
            assert re.fullmatch(r"[A-Za-z0-9._-]+==[A-Za-z0-9.+!-]+", spec), (name, line)


def test_the_lock_covers_every_dependency_and_extra():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        wanted += extra
    wanted += tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    pins = _locked()
    missing = sorted({_name(r) for r in wanted} - set(pins))
    assert not missing, f"not in requirements.lock: {missing}; run python3 dev.py lock"


def test_the_environment_installs_the_lock_and_reinstalls_when_it_changes():
    source = (ROOT / "dev.py").read_text(encoding="utf-8")
    assert dev.LOCK == ROOT / "requirements.lock"
    assert '"-r", str(LOCK)' in source and "--no-build-isolation" in source
    assert "LOCK.read_bytes()" in source  # the stamp covers the lock


def test_the_installed_versions_are_the_locked_ones():
    from importlib.metadata import version

    for name in ("babel", "pytest", "pygame-ce", "numpy", "ruff", "mypy"):
        lines = [line for line in _locked()[name] if ";" not in line or "3.11" in line or "win32" not in line]
        versions = {line.split(";")[0].split("==")[1].strip() for line in lines}
        assert version(name) in versions, (name, version(name), versions)
