"""The guard against compiled modules that no longer match their sources (``meeple._compiled``):
judged by content when the build recorded the source's hash, else by modification time; an
uncaught refusal is one line, never a traceback."""

import hashlib
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES

import pytest

from meeple import _compiled


def _pair(folder, source_time: float, compiled_time: float) -> str:
    source = folder / "hot.py"
    compiled = folder / ("hot" + EXTENSION_SUFFIXES[0])
    source.write_text("x = 1\n")
    compiled.write_bytes(b"\0")
    os.utime(source, (source_time, source_time))
    os.utime(compiled, (compiled_time, compiled_time))
    return str(source)


def test_a_fresh_build_passes(tmp_path):
    _pair(tmp_path, 1000.0, 2000.0)
    _compiled.check(str(tmp_path))


def test_a_source_edited_after_the_build_is_refused(tmp_path):
    sub = tmp_path / "games" / "g"
    sub.mkdir(parents=True)
    source = _pair(sub, 3000.0, 2000.0)
    with pytest.raises(ImportError, match="changed after it was compiled") as err:
        _compiled.check(str(tmp_path))
    assert source in str(err.value) and "pip install" in str(err.value) and "MEEPLE_PURE=1" in str(err.value)


def _record(source: str, text: str) -> None:
    folder, name = os.path.split(source)
    os.makedirs(os.path.join(folder, "__pycache__"), exist_ok=True)
    with open(os.path.join(folder, "__pycache__", name[:-3] + _compiled.RECORD_SUFFIX), "w") as f:
        f.write(hashlib.sha256(text.encode()).hexdigest() + "\n")


def test_a_touched_source_is_not_stale_when_its_hash_was_recorded(tmp_path):
    source = _pair(tmp_path, 3000.0, 2000.0)  # newer than the build, as after `touch`
    _record(source, "x = 1\n")
    _compiled.check(str(tmp_path))


def test_an_edited_source_is_stale_whatever_its_time(tmp_path):
    source = _pair(tmp_path, 1000.0, 2000.0)  # older than the build, yet edited
    _record(source, "x = 0\n")
    with pytest.raises(_compiled.StaleBuild, match="hot.py changed after it was compiled"):
        _compiled.check(str(tmp_path))


def test_a_stale_build_is_reported_in_one_line_without_traceback(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    source = _pair(package, 1000.0, 2000.0)
    _record(source, "an older text\n")
    program = (f"import sys; sys.path.insert(0, {str(tmp_path)!r}); from meeple import _compiled; "
               f"_compiled.check({str(package)!r})")
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert out.stderr.startswith("meeple: error: ") and "changed after it was compiled: rebuild with" in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1, out.stderr


def test_compiled_modules_lists_what_runs_compiled(tmp_path):
    _pair(tmp_path, 1000.0, 2000.0)
    assert _compiled.compiled_modules(str(tmp_path)) == ["hot"]


def test_a_compiled_file_without_source_is_ignored(tmp_path):
    (tmp_path / ("lonely" + EXTENSION_SUFFIXES[0])).write_bytes(b"\0")
    _compiled.check(str(tmp_path))


def test_this_install_is_not_stale():
    import meeple

    _compiled.check(os.path.dirname(meeple.__file__))


@pytest.mark.skipif(os.environ.get("MEEPLE_PURE") == "1", reason="installed uncompiled on purpose")
def test_the_hot_modules_are_compiled():
    import meeple.builtin.cosmoclasm.state
    import meeple.builtin.steam_court.state
    import meeple.core.rng
    import meeple.core.state

    hot = (meeple.core.rng, meeple.core.state, meeple.builtin.cosmoclasm.state, meeple.builtin.steam_court.state)
    for module in hot:
        assert module.__file__.endswith(tuple(EXTENSION_SUFFIXES)), module.__file__
