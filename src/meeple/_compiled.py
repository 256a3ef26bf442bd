"""A guard against stale compiled modules.

``setup.py`` compiles a few hot modules with mypyc when it can; an editable install puts the
compiled files beside their sources, and Python imports them first. A source edited after the build
would be silently ignored, so importing meeple refuses it, in one line that says how to rebuild.
Staleness is judged by content: the build records each source's SHA-256 in
``__pycache__/<module>.compiled-sha256``; touching a file without changing it is harmless. (A build
without that record is judged by modification times.)
"""

from __future__ import annotations

import hashlib
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from types import TracebackType

RECORD_SUFFIX = ".compiled-sha256"  # must match setup.py


class StaleBuild(ImportError):
    """A compiled module no longer matches its source. Uncaught, it is reported in one line."""


def check(package_dir: str) -> None:
    """Raise :class:`StaleBuild` if a compiled module under ``package_dir`` differs from its source."""
    for dirpath, _, files in os.walk(package_dir):
        for name in files:
            for suffix in EXTENSION_SUFFIXES:
                if not name.endswith(suffix):
                    continue
                source = os.path.join(dirpath, name[:-len(suffix)] + ".py")
                if os.path.exists(source) and _stale(source, os.path.join(dirpath, name)):
                    _report_uncaught_in_one_line()
                    raise StaleBuild(f"{_shown(source)} changed after it was compiled: {_fix(package_dir)}")
                break


def compiled_modules(package_dir: str) -> list[str]:
    """The modules under ``package_dir`` that run compiled (for ``meeple --version``)."""
    out = []
    for dirpath, _, files in os.walk(package_dir):
        for name in files:
            for suffix in EXTENSION_SUFFIXES:
                if name.endswith(suffix) and os.path.exists(os.path.join(dirpath, name[:-len(suffix)] + ".py")):
                    out.append(os.path.relpath(os.path.join(dirpath, name[:-len(suffix)]), package_dir))
                    break
    return sorted(out)


def _stale(source: str, compiled: str) -> bool:
    folder, name = os.path.split(source)
    record = os.path.join(folder, "__pycache__", name[:-3] + RECORD_SUFFIX)
    try:
        with open(record) as f:
            recorded = f.read().strip()
    except OSError:
        return os.path.getmtime(source) > os.path.getmtime(compiled)
    with open(source, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest() != recorded


def _fix(package_dir: str) -> str:
    """The command that rebuilds: in the source tree of an editable install, else the package's."""
    project = os.path.dirname(os.path.dirname(os.path.abspath(package_dir)))
    pip = f"{sys.executable} -m pip install -e {project}" if os.path.exists(os.path.join(project, "setup.py")) \
        else f"{sys.executable} -m pip install --force-reinstall meeple"
    return f"rebuild with `{pip}` (or prefix it with MEEPLE_PURE=1 to run uncompiled)"


def _shown(path: str) -> str:
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return path
    return relative if not relative.startswith("..") else path


def _report_uncaught_in_one_line() -> None:
    """Have an uncaught StaleBuild print one line (``meeple: error: ...``) rather than a traceback."""
    previous = sys.excepthook
    if getattr(previous, "meeple_stale_build", False):
        return

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if isinstance(error, StaleBuild):
            print(f"meeple: error: {error}", file=sys.stderr)
        else:
            previous(kind, error, trace)

    hook.meeple_stale_build = True  # type: ignore[attr-defined]
    sys.excepthook = hook
