"""The guard against compiled modules older than their sources (``meeple._compiled``)."""

import os
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
    assert source in str(err.value) and "pip install -e ." in str(err.value)


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
