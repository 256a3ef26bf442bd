"""A guard against stale compiled modules.

``setup.py`` compiles a few hot modules with mypyc; an editable install puts the compiled files
beside their sources, and Python imports them first. A source edited after the build would be
silently ignored, so importing meeple refuses it and says how to rebuild.
"""

from __future__ import annotations

import os
from importlib.machinery import EXTENSION_SUFFIXES


def check(package_dir: str) -> None:
    """Raise ImportError if a compiled module under ``package_dir`` is older than its source."""
    for dirpath, _, files in os.walk(package_dir):
        for name in files:
            for suffix in EXTENSION_SUFFIXES:
                if not name.endswith(suffix):
                    continue
                source = os.path.join(dirpath, name[:-len(suffix)] + ".py")
                if os.path.exists(source) and os.path.getmtime(source) > os.path.getmtime(os.path.join(dirpath, name)):
                    raise ImportError(
                        f"{source} changed after it was compiled: rebuild with `pip install -e .` "
                        "(or `MEEPLE_PURE=1 pip install -e .` to run it uncompiled)")
                break
