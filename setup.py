"""Build: the hot modules (the core's state and random numbers, the MCTS bot, the throughput
benchmark, and each game's rules where they are typed for it, listed in ``COMPILED``) are compiled
with mypyc when the machine can.

They stay plain, typed Python; compiling them makes random playouts, clones and bot searches
faster. Compiling is optional: ``MEEPLE_PURE=1 pip install ...`` skips it, and when mypyc or the C
compiler fails the build installs the modules as they are and says so in one line. Each compiled
module's source hash is recorded beside it (``__pycache__/<module>.compiled-sha256``), so that
importing meeple can tell an edited source from a merely touched one (``meeple/_compiled.py``).
"""

import hashlib
import os
import sys
import tempfile

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.errors import CCompilerError, CompileError, ExecError

COMPILED = [
    "src/meeple/core/rng.py",
    "src/meeple/core/state.py",
    "src/meeple/agents/mcts.py",
    "src/meeple/sim/bench.py",
    "src/meeple/builtin/brass_birmingham/automa.py",
    "src/meeple/builtin/brass_birmingham/automa_data.py",
    "src/meeple/builtin/brass_birmingham/automa_search.py",
    "src/meeple/builtin/brass_birmingham/automa_setup.py",
    "src/meeple/builtin/brass_birmingham/board.py",
    "src/meeple/builtin/brass_birmingham/connectivity.py",
    "src/meeple/builtin/brass_birmingham/queries.py",
    "src/meeple/builtin/brass_birmingham/setup.py",
    "src/meeple/builtin/brass_empire/cards.py",
    "src/meeple/builtin/brass_empire/kinds.py",
    "src/meeple/builtin/brass_empire/playout.py",
    "src/meeple/builtin/brass_empire/scoring.py",
    "src/meeple/builtin/brass_empire/state.py",
    "src/meeple/builtin/brawling_barons/data.py",
    "src/meeple/builtin/brawling_barons/labels.py",
    "src/meeple/builtin/brawling_barons/state.py",
    "src/meeple/builtin/cosmoclasm/shuffle.py",
    "src/meeple/builtin/cosmoclasm/state.py",
    "src/meeple/builtin/steam_court/__init__.py",
    "src/meeple/builtin/steam_court/cards.py",
    "src/meeple/builtin/steam_court/court.py",
    "src/meeple/builtin/steam_court/state.py",
    "src/meeple/builtin/steam_court/views.py",
]
HERE = os.path.dirname(os.path.abspath(__file__))
RECORD_SUFFIX = ".compiled-sha256"  # must match meeple/_compiled.py


def say(line: str) -> None:
    """One line for the person installing: on stderr, and on the terminal (pip hides a build's output)."""
    print(line, file=sys.stderr)
    try:
        with open("/dev/tty", "w") as tty:
            tty.write(line + "\n")
    except OSError:
        pass  # no terminal (CI): stderr is shown with pip -v


def record_path(source: str) -> str:
    folder, name = os.path.split(source)
    return os.path.join(folder, "__pycache__", name[:-3] + RECORD_SUFFIX)


def remove_compiled(root: str) -> None:
    """Remove the compiled modules under ``root`` (an earlier in-place build would shadow the sources)."""
    for source in COMPILED:
        stem = os.path.join(root, source[:-3])
        folder, module = os.path.split(stem)
        if not os.path.isdir(folder):
            continue
        for name in os.listdir(folder):
            if name.startswith(module + ".") and name.endswith((".so", ".pyd")):
                os.remove(os.path.join(folder, name))
        if os.path.exists(record_path(os.path.join(root, source))):
            os.remove(record_path(os.path.join(root, source)))
    for name in os.listdir(os.path.join(root, "src")):
        if name.startswith("meeple__mypyc.") and name.endswith((".so", ".pyd")):
            os.remove(os.path.join(root, "src", name))


#: for gcc and clang: the compiled functions call one another directly, not through the procedure
#: linkage table (the shared library exports only the init functions Python loads, and none of its
#: functions can be replaced at load time), and call Python's own library through the global offset
#: table without a stub: the Automa's turn runs 4.5 % fewer instructions (docs/benchmarks.md)
DIRECT_CALLS = ["-fvisibility=hidden", "-fno-semantic-interposition", "-fno-plt"]


class OptionalBuildExt(build_ext):
    """Compile if possible; otherwise leave the pure modules in place and say so in one line."""

    def build_extensions(self) -> None:
        if self.compiler.compiler_type == "unix":
            accepted = self.accepted(DIRECT_CALLS)
            for extension in self.extensions:
                extension.extra_compile_args = [*extension.extra_compile_args, *accepted]
        super().build_extensions()

    def accepted(self, flags: list[str]) -> list[str]:
        """Those of ``flags`` the C compiler takes without a warning (an older one may not know each)."""
        with tempfile.TemporaryDirectory() as folder:
            probe = os.path.join(folder, "probe.c")
            with open(probe, "w") as f:
                f.write("int probe(void) { return 0; }\n")
            taken = []
            for flag in flags:
                try:
                    self.compiler.compile([probe], output_dir=folder, extra_postargs=[flag, "-Werror"])
                except CompileError:
                    continue
                taken.append(flag)
            return taken

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # the compiler's and the linker's errors, a missing compiler, ...
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            remove_compiled(HERE)
            why = "no working C compiler" if isinstance(error, (CCompilerError, ExecError)) else \
                (str(error).strip().splitlines() or [type(error).__name__])[-1][:80]
            say(f"meeple: compiling the fast modules failed ({why}): installed the pure Python modules, "
                "which play the same, more slowly")
            return
        self.record_sources()

    def record_sources(self) -> None:
        """Beside each compiled module (in the build; in the sources too when editable), its source's hash."""
        roots = [self.build_lib]
        if self.inplace or getattr(self, "editable_mode", False):
            roots.append(os.path.join(HERE, "src"))
        for source in COMPILED:
            digest = hashlib.sha256(open(os.path.join(HERE, source), "rb").read()).hexdigest()
            relative = source[len("src/"):]
            for root in roots:
                path = record_path(os.path.join(root, relative))
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w") as f:
                    f.write(digest + "\n")


ext_modules = []
if os.environ.get("MEEPLE_PURE") == "1":
    remove_compiled(HERE)
else:
    try:
        from mypyc.build import mypycify

        # the modules listed are type-checked in full; the modules they import (a game package's
        # __init__ and its untyped mixins) are read for their types only
        ext_modules = mypycify([*COMPILED, "--follow-imports=silent"], opt_level="3", group_name="meeple")
    except (Exception, SystemExit) as error:  # mypy missing, or a type error in a module
        remove_compiled(HERE)
        say(f"meeple: mypyc could not prepare the fast modules ({str(error).strip()[:80] or type(error).__name__}): "
            "installed the pure Python modules, which play the same, more slowly")

setup(ext_modules=ext_modules, cmdclass={"build_ext": OptionalBuildExt})
