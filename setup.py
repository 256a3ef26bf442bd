"""Build: the hot modules of the core, the MCTS bot, the throughput benchmark and Steam Court are
compiled with mypyc.

They stay plain, typed Python; compiling them makes random playouts, clones and bot searches
faster. ``MEEPLE_PURE=1 pip install ...`` skips the compiler and installs them as they are.
"""

import os

from setuptools import setup

COMPILED = [
    "src/meeple/core/rng.py",
    "src/meeple/core/state.py",
    "src/meeple/agents/mcts.py",
    "src/meeple/sim/bench.py",
    "src/meeple/builtin/cosmoclasm/state.py",
    "src/meeple/builtin/steam_court/__init__.py",
    "src/meeple/builtin/steam_court/cards.py",
    "src/meeple/builtin/steam_court/court.py",
    "src/meeple/builtin/steam_court/state.py",
    "src/meeple/builtin/steam_court/views.py",
]

ext_modules = []
if os.environ.get("MEEPLE_PURE") == "1":
    # an earlier in-place build would shadow the sources: remove its modules and their shared library
    for stem in [path[:-3] for path in COMPILED] + ["src/meeple__mypyc"]:
        folder, module = os.path.split(stem)
        for name in os.listdir(folder):
            if name.startswith(module + ".") and name.endswith((".so", ".pyd")):
                os.remove(os.path.join(folder, name))
else:
    from mypyc.build import mypycify

    ext_modules = mypycify(COMPILED, opt_level="3", group_name="meeple")

setup(ext_modules=ext_modules)
