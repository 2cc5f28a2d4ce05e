"""The standalone executable (`build/`, docs/build.md).

The slow test builds it from a clean checkout of the committed HEAD, as a
player's download would be made, and runs its self-test headless. The quick
tests cover the pieces: resource paths, the icon files, the launcher and
the build script's refusals.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.resources import ResourceNameError, resource_path, resource_root

ROOT = Path(__file__).resolve().parent.parent
SIZE_LIMIT_MB = 80
MENU_LIMIT_S = 3.0


def headless_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TWO_RIVERS_DATA_DIR=str(tmp_path / "data"))
    env.pop("PYTHONPATH", None)  # the executable must not lean on the sources
    return env


# ---------------------------------------------------------------- resources


def test_resources_come_from_the_source_tree():
    assert resource_root() == ROOT
    assert resource_path("levels", "tigris") == ROOT / "levels" / "tigris"
    assert resource_path("levels/tigris/01-board.toml").is_file()
    assert resource_path("game", "locale") == ROOT / "game" / "locale"


def test_resources_come_from_the_bundle_when_frozen(tmp_path, monkeypatch):
    (tmp_path / "levels" / "tigris").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    from game.lessons.library import tutorial_dir

    assert resource_root() == tmp_path
    assert tutorial_dir() == tmp_path / "levels" / "tigris"


def test_a_resource_name_must_match_the_disk_letter_for_letter():
    with pytest.raises(ResourceNameError, match="'levels'"):
        resource_path("Levels", "tigris")
    with pytest.raises(ResourceNameError, match="01-board.toml"):
        resource_path("levels", "tigris", "01-Board.toml")
    # A name that does not exist at all is the caller's business (a missing folder means no lessons).
    assert not resource_path("levels", "no-such-folder").exists()


@pytest.mark.parametrize("name", ["../etc", "/etc", "levels/../../x", ""])
def test_resource_names_stay_inside_the_game(name):
    with pytest.raises(ValueError):
        resource_path(name)


# ---------------------------------------------------------------- icon


def test_icon_files_are_well_formed(tmp_path):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT / "build"))
    try:
        import make_icon
    finally:
        sys.path.remove(str(ROOT / "build"))
    paths = make_icon.write_icons(tmp_path)
    png = paths["png"].read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (256, 256)

    ico = paths["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    for i, size in enumerate(make_icon.ICO_SIZES):
        w, h, _c, _r, planes, bits, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        assert (w or 256, h or 256, planes, bits) == (size, size, 1, 32)
        image = ico[offset: offset + length]
        assert image[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", image[16:24]) == (size, size)

    icns = paths["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    at, found = 8, {}
    while at < len(icns):
        kind, length = icns[at: at + 4], struct.unpack(">I", icns[at + 4: at + 8])[0]
        found[kind] = struct.unpack(">II", icns[at + 24: at + 32])  # the PNG's width and height
        at += length
    assert at == len(icns)
    assert found == {kind: (size, size) for kind, size in make_icon.ICNS_TYPES}


def test_the_icon_is_drawn_not_blank():
    import pygame

    from game.client.icon import draw_icon

    icon = draw_icon(64)
    assert icon.get_size() == (64, 64)
    assert icon.get_at((0, 0)).a == 0  # rounded corners are transparent
    colours = {tuple(icon.get_at((x, y))) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 20
    with pytest.raises(ValueError):
        draw_icon(8)
    assert isinstance(icon, pygame.Surface)


# ---------------------------------------------------------------- launcher and build script


def test_the_launcher_runs_the_command_line():
    result = subprocess.run([sys.executable, str(ROOT / "build" / "launcher.py"), "--version"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert re.fullmatch(r"tworivers \d+\.\d+\.\d+\n", result.stdout)


def import_build_script():
    # By its path and under another name: `build` is also the name of this folder and of a PyPI package.
    spec = importlib.util.spec_from_file_location("two_rivers_build_script", ROOT / "build" / "build.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def test_the_build_script_will_not_write_into_the_sources(tmp_path):
    for folder in (ROOT / "build", ROOT):
        result = subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), "--distpath", str(folder)],
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 2
        assert result.stderr == f"build.py: {folder}: would overwrite the sources; choose another folder\n"


@pytest.mark.parametrize(("options", "message"), [
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["--distpath"], "argument --distpath: expected one argument"),
])
def test_the_build_script_reports_bad_options_in_one_line(options, message):
    result = subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), *options],
                            capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", f"build.py: {message}\n")


def test_the_build_needs_the_games_dependencies_not_only_pyinstaller(tmp_path, monkeypatch):
    script = import_build_script()
    # The environment running the tests has everything a build needs.
    assert script.missing_requirements() == []
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "two-rivers"\ndependencies = ["numpy>=1.26", "no-such-distribution-here>=2"]\n'
        '[project.optional-dependencies]\nbuild = ["pyinstaller>=6.10,<7", "no-such-builder"]\n',
        encoding="utf-8")
    monkeypatch.setattr(script, "ROOT", tmp_path)
    assert script.missing_requirements() == ["no-such-distribution-here", "no-such-builder"]


def test_the_build_script_knows_an_environment_by_its_folder(tmp_path):
    script = import_build_script()
    assert script.running_in(Path(sys.prefix))
    # A venv as `python -m venv` makes it on Linux and macOS: its python is a link to this one.
    other = tmp_path / "venv"
    (other / "bin").mkdir(parents=True)
    (other / "bin" / "python").symlink_to(sys.executable)
    assert not script.running_in(other)


def test_the_icon_script_reports_a_folder_it_cannot_write_in_one_line(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("x", encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, str(ROOT / "build" / "make_icon.py"), str(blocked)],
                            capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 2
    assert result.stderr.startswith(f"make_icon.py: cannot write the icons into {blocked}: ")
    assert len(result.stderr.splitlines()) == 1


def test_git_ignores_the_build_output():
    for path in ("build/work/x", "build/dist/tworivers/tworivers"):
        result = subprocess.run(["git", "check-ignore", "-q", path], cwd=ROOT)
        assert result.returncode == 0, f"{path} is not ignored by git"


# ---------------------------------------------------------------- the real build


@pytest.mark.slow
def test_the_executable_builds_from_a_clean_checkout_and_passes_its_selftest(tmp_path):
    if shutil.which("git") is None:
        pytest.fail("git is needed to make a clean checkout")
    checkout = tmp_path / "checkout"
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(checkout)], check=True,
                   timeout=300)
    dist, work = tmp_path / "dist", tmp_path / "work"
    started = time.perf_counter()
    build = subprocess.run(
        [sys.executable, str(checkout / "build" / "build.py"), "--quiet", "--distpath", str(dist),
         "--workpath", str(work)],
        cwd=checkout, capture_output=True, text=True, timeout=1200,
    )
    build_seconds = time.perf_counter() - started
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    program = dist / "tworivers" / ("tworivers.exe" if os.name == "nt" else "tworivers")
    assert program.is_file()

    # Built from the checkout's sources, not from the environment's copy of the project.
    analysis = (work / "two_rivers" / "Analysis-00.toc").read_text(encoding="utf-8")
    assert str(checkout / "game" / "cli.py") in analysis

    # Every data file is in the bundle, where game.resources looks for it: the lessons, any
    # assets, and the compiled translation catalogues (the .pot template is for translators).
    internal = program.parent / "_internal"
    shipped = [p for folder in ("levels", "assets") for p in (checkout / folder).rglob("*") if p.is_file()]
    shipped += list((checkout / "game" / "locale").rglob("*.mo"))
    assert any(p.suffix == ".toml" for p in shipped)
    for path in sorted(p.relative_to(checkout) for p in shipped):
        assert (internal / path).is_file(), f"{path} is missing from the executable"
    # The test tools stay out.
    for name in ("pytest", "_pytest", "hypothesis", "PyInstaller"):
        assert not (internal / name).exists(), f"{name} was bundled"

    # Symbolic links (PyInstaller links libraries into _internal/) take no room: counted once.
    size_mb = sum(p.stat().st_size for p in program.parent.rglob("*")
                  if p.is_file() and not p.is_symlink()) / 2**20
    assert size_mb < SIZE_LIMIT_MB, f"the build is {size_mb:.1f} MB"

    env = headless_env(tmp_path)
    outside = tmp_path / "elsewhere"  # not the checkout: nothing may be read from the current folder
    outside.mkdir()

    version = subprocess.run([str(program), "--version"], capture_output=True, text=True, env=env,
                             cwd=outside, timeout=120)
    assert version.returncode == 0 and version.stdout.startswith("tworivers "), version.stderr

    game = subprocess.run([str(program), "--selftest"], capture_output=True, text=True, env=env, cwd=outside,
                          timeout=900)
    assert game.returncode == 0, game.stdout[-2000:] + game.stderr[-2000:]
    assert "selftest: passed: 2 random players" in game.stdout
    assert "(game over)" in game.stdout

    # The strongest level searches in a pool of worker processes: in the executable each is
    # the executable again, which works only because the launcher calls freeze_support().
    expert = subprocess.run([str(program), "--selftest", "--players", "4", "--level", "expert",
                             "--decisions", "4"],
                            capture_output=True, text=True, env=env, cwd=outside, timeout=900)
    assert expert.returncode == 0, expert.stdout[-2000:] + expert.stderr[-2000:]
    assert "selftest: passed: 4 expert players, 4 decisions" in expert.stdout
    # The worker process, the pool's two and multiprocessing's resource tracker.
    helpers = re.search(r"with its helper processes \(up to (\d+);", expert.stdout)
    if helpers and (os.cpu_count() or 1) >= 2:
        assert int(helpers.group(1)) >= 3, expert.stdout

    menu_times = []
    for _run in range(3):
        started = time.perf_counter()
        menu = subprocess.run([str(program), "--selftest", "--menu-only"], capture_output=True, text=True,
                              env=env, cwd=outside, timeout=120)
        menu_times.append(time.perf_counter() - started)
        assert menu.returncode == 0, menu.stderr
    print(f"build {build_seconds:.0f} s, {size_mb:.1f} MB; launch to menu and exit: "
          + ", ".join(f"{t:.2f} s" for t in menu_times))
    # The best of three runs: one slow start on a busy machine says nothing about the build.
    assert min(menu_times) < MENU_LIMIT_S
