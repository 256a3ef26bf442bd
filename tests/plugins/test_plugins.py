"""Issue 12: a game is one package, registered through the entry-point group ``meeple.games``.

A game published as its own distribution (``examples/meeple-pig``) installed beside meeple into a
fresh virtual environment appears in ``meeple list``, plays through the contract and in the terminal
with the generic panel, and passes its own tests; a plug-in that fails to load is reported in one
line and the other games still load.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MEEPLE = str(Path(sys.executable).with_name("meeple"))


def _run(*args: str, env: dict[str, str] | None = None, stdin: str = "", cwd: Path | None = None,
         timeout: int = 600) -> subprocess.CompletedProcess:
    out = subprocess.run(list(args), input=stdin, capture_output=True, text=True, timeout=timeout,
                         env={**os.environ, "COLUMNS": "120", **(env or {})}, cwd=cwd)
    return out


def _source_copy(source: Path, target: Path) -> Path:
    """A copy of a source tree without builds, compiled modules or virtual environments (a build writes into it)."""
    skip = shutil.ignore_patterns(".venv", "build", "*.egg-info", "__pycache__", "*.so", "*.pyd", ".git", "records")
    shutil.copytree(source, target, ignore=skip)
    return target


@pytest.fixture(scope="module")
def fresh_venv(tmp_path_factory) -> Path:
    """A new virtual environment holding meeple (uncompiled, from a copy of this tree) and meeple-pig."""
    base = tmp_path_factory.mktemp("plugin")
    venv = base / "venv"
    _run(sys.executable, "-m", "venv", str(venv)).check_returncode()
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    _run(*pip, "setuptools>=68", "wheel", "pytest>=8,<10").check_returncode()
    meeple_copy = _source_copy(ROOT, base / "meeple")
    shutil.rmtree(meeple_copy / "examples")
    shutil.rmtree(meeple_copy / "tests")
    built = _run(*pip, "--no-build-isolation", str(meeple_copy), env={"MEEPLE_PURE": "1"})
    assert built.returncode == 0, built.stderr[-2000:]
    built = _run(*pip, "--no-build-isolation", str(_source_copy(ROOT / "examples" / "meeple-pig", base / "pig")))
    assert built.returncode == 0, built.stderr[-2000:]
    return venv


def test_an_installed_game_is_listed(fresh_venv: Path) -> None:
    out = _run(str(fresh_venv / "bin" / "meeple"), "list", "--json")
    assert out.returncode == 0, out.stderr
    ids = {game["id"] for game in json.loads(out.stdout)}
    assert "pig" in ids and "steam_court" in ids


def test_an_installed_game_plays_through_the_contract(fresh_venv: Path) -> None:
    script = textwrap.dedent("""
        import meeple
        from meeple.testing import check_game
        assert check_game("pig", games=2, hidden=False) == []
        state = meeple.new_game("pig", players=3, seed=5, options={"target": 20})
        while not state.is_over:
            state.apply(state.legal_actions()[-1])
        assert meeple.replay(state.record()).result() == state.result()
        print("played", len(state.record()["actions"]))
    """)
    out = _run(str(fresh_venv / "bin" / "python"), "-c", script)
    assert out.returncode == 0 and "played" in out.stdout, out.stderr


def test_an_installed_game_passes_its_own_tests(fresh_venv: Path, tmp_path: Path) -> None:
    tests = shutil.copytree(ROOT / "examples" / "meeple-pig" / "tests", tmp_path / "tests")
    out = _run(str(fresh_venv / "bin" / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tests),
               cwd=tmp_path)
    assert out.returncode == 0, out.stdout[-2000:]


def test_an_installed_game_plays_in_the_terminal_with_the_generic_panel(fresh_venv: Path, tmp_path: Path) -> None:
    moves = "roll\n" * 200 + "hold\n" * 200
    out = _run(str(fresh_venv / "bin" / "meeple"), "play", "pig", "--players", "2", "--bots", "random", "--seed", "3",
               "--option", "target=10", stdin=moves, cwd=tmp_path, timeout=120)
    assert "Traceback" not in out.stderr, out.stderr
    assert "turn_total" in out.stdout  # the generic panel draws the view's entries
    assert "pig" in out.stdout


def _broken_plugin(folder: Path) -> Path:
    """A distribution on the path whose game module fails to import."""
    info = folder / "broken_game-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-game\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[meeple.games]\nbroken = broken_game:INFO\n")
    (folder / "broken_game.py").write_text("raise RuntimeError('this game cannot load')\n")
    return folder


def test_a_broken_plugin_is_reported_and_the_others_still_load(tmp_path: Path) -> None:
    env = {"PYTHONPATH": str(_broken_plugin(tmp_path)), "COLUMNS": "60"}  # one line, however narrow
    out = _run(MEEPLE, "list", env=env)
    assert out.returncode == 0, out.stderr
    assert "steam_court" in out.stdout and "cosmoclasm" in out.stdout
    lines = [line for line in out.stdout.splitlines() if "broken" in line]
    assert len(lines) == 1 and "this game cannot load" in lines[0], out.stdout
    script = "import meeple, meeple.core as c; print(len(meeple.games()), c.load_errors()['broken'])"
    out = _run(sys.executable, "-c", script, env=env)
    assert out.returncode == 0 and "RuntimeError: this game cannot load" in out.stdout, out.stderr


def test_the_core_never_imports_a_game() -> None:
    core = ROOT / "src" / "meeple" / "core"
    for module in core.glob("*.py"):
        text = module.read_text()
        assert "meeple.builtin" not in text and "from ..builtin" not in text, module
